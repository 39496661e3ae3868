"""Provides what combat cards do besides strikes, maneuvers, presses and prevention (6.4): effects
for the round or the combat (grapples, environmental damage, aggravated hand strikes, strength,
equipping from hand), effects at the end of a round, an action continuing after combat, and
cards left on a minion (that keep him locked, or that he can burn off)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from ..cards.vocabulary import (
    AggravatedHandStrikes,
    AutoPress,
    BaseStrength,
    BurnOff,
    CapDamage,
    Environmental,
    EquipWeapon,
    Grapple,
    Handler,
    PutOnOpposing,
    Restrain,
    SetRange,
    StaysLocked,
    Strength,
    Weapon,
)
from ..cards.vocabulary import Strike as StrikeWords
from .apply import Played, apply_effects
from .cardplay import level_label, pay_cost, play_from_hand, playable_levels
from .contests import enter_play
from .damage import inflict_damage, send_to_torpor
from .effects import first, in_play_effects, of_type
from .events import Modifier
from .fight import CLOSE, LONG, Fight, Play, Side
from .permanents import BASE_STRENGTH
from .prompts import Ask, Option, Prompt, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, add_modifier, attach, burn, lose_blood, modified, move

AGGRAVATED_HAND = "aggravated_hand"  # the modifier: this minion's hand strikes are aggravated


def hand_strikes_aggravated(state: GameState, minion: CardInPlay) -> bool:
    return modified(state, AGGRAVATED_HAND, minion) > 0


def carry_out(fight: Fight, side: Side, play: Play) -> Ask:
    """The effects of an automated combat card played outside the strike, maneuver, press and
    prevention steps (before range, before strikes, before resolution, end of round)."""
    state = fight.state
    effects = play.effects or ()
    minion = side.minion
    for effect in effects:
        if isinstance(effect, AggravatedHandStrikes):
            add_modifier(
                state,
                Modifier(AGGRAVATED_HAND, 1, effect.until, card=minion.uid, source=play.card.uid),
            )
            state.log_line(
                f"{side.name}'s hand strikes do aggravated damage this {effect.until}",
                "6.4.6",
                side.seat,
            )
        elif isinstance(effect, Grapple):
            fight.grappled = True
            fight.close_next = fight.close_next or effect.close_next_round
            state.log_line("Only hand strikes can be used this round (grapple)", "6.4.3")
        elif isinstance(effect, Environmental):
            fight.environment.append((side, effect.damage, effect.ranged))
            state.log_line(
                f"{fight.other(side).name} takes {effect.damage}{'R' if effect.ranged else ''} "
                "environmental damage each round of this combat",
                "6.4.5",
                side.seat,
            )
        elif isinstance(effect, BaseStrength):
            add_modifier(
                state,
                Modifier(BASE_STRENGTH, effect.amount, effect.until, card=minion.uid),
            )
            state.log_line(
                f"{side.name} has a strength of {effect.amount} this {effect.until}",
                "6.4.5",
                side.seat,
            )
        elif isinstance(effect, PutOnOpposing):
            _put_on_opposing(fight, side, play, effect)
        elif isinstance(effect, AutoPress):
            move(state, play.card, Region.IN_PLAY)
            add_blood(state, play.card, effect.counters)
            fight.traps.append((play.card, effect.counters))
            state.log_line(
                f"{play.card.name} is put in play with {effect.counters} counters", "6.4.4"
            )
        elif isinstance(effect, StrikeWords) and effect.this_round:
            source = f"{play.card.name}{level_label(play.level)}"
            side.granted.append((source, effect))
            state.log_line(f"{side.name} can strike with {source} this round", "6.4.3")
        elif isinstance(effect, Restrain):
            other = fight.other(side)
            other.restraints.append(effect)
            if effect.strength:
                add_modifier(
                    state,
                    Modifier("strength", effect.strength, "combat", card=other.minion.uid),
                )
            state.log_line(f"{other.name} is restrained this combat ({play.card.name})", "6.4")
        elif isinstance(effect, Strength) and effect.until:
            add_modifier(state, Modifier("strength", effect.amount, effect.until, card=minion.uid))
            state.log_line(
                f"{side.name} gets {effect.amount:+} strength this {effect.until}", "6.4.5"
            )
        elif isinstance(effect, SetRange):
            yield from _set_range(fight, side)
        elif isinstance(effect, CapDamage):
            side.cap = effect
            state.log_line(
                f"{side.name} takes at most {effect.amount} damage each round of this combat",
                "6.4.6",
                side.seat,
            )
        elif isinstance(effect, EquipWeapon):
            yield from _equip_weapon(fight, side, effect, play.card)
        elif isinstance(effect, Handler):
            yield from COMBAT_HANDLERS[effect.name](fight, side, play)
    played = Played(state, side.seat, play.card, minion, play.level, fight.action, "6.4")
    yield from apply_effects(played, effects)


def can_carry_out(fight: Fight, side: Side, play: Play) -> bool:
    """Whether an automated card played outside strikes can be played now: it has something to
    do (a weapon in hand to equip with), its condition holds (more damage inflicted)."""
    equip = first(play.effects, EquipWeapon)
    if equip is not None and not _weapons_in_hand(fight, side, equip, play.card):
        return False
    put = first(play.effects, PutOnOpposing)
    if put is not None:
        other = fight.other(side)
        if not other.minion.is_vampire or other.minion.region is not Region.READY:
            return False
        if put.more_damage and side.inflicted <= other.inflicted:
            return False
        if play.clauses.have_only_one and any(
            c.name == play.card.name for c in other.minion.attached
        ):
            return False  # "A vampire can have only one ..."
    return True


def _put_on_opposing(fight: Fight, side: Side, play: Play, words: PutOnOpposing) -> None:
    state = fight.state
    other = fight.other(side).minion
    attach(state, play.card, other)
    state.log_line(f"{play.card.name} is put on {other.name}", "6.4", side.seat)
    if words.torpor and other.region is Region.READY:
        other.wounded = True
        send_to_torpor(state, other)


def _weapons_in_hand(
    fight: Fight, side: Side, words: EquipWeapon, playing: CardInPlay
) -> list[tuple[CardInPlay, str]]:
    """The weapon cards in hand the minion could equip with, and the level for each (1.6.1.3):
    non-unique, within the pool cost, and the damage of their strike, when it is known."""
    state = fight.state
    found = []
    for card in state.players[side.seat].hand:
        if card is playing or "Equipment" not in card.card.types or card.card.unique:
            continue
        strike = first(in_play_effects(card), Weapon)
        if strike is None and not card.card.clauses.weapon:
            continue
        if max(card.card.pool_cost or 0, 0) > words.max_pool or card.card.pool_cost == -1:
            continue
        if strike is not None:
            # Rulings: the damage of a regular strike, strength bonuses apart.
            damage = strike.damage + (strike.strength_bonus or 0)
            if strike.aggravated or damage > words.max_damage:
                continue
        levels = playable_levels(state, side.minion, card.card)
        if levels:
            found.append((card, levels[0]))
    return found


def _equip_weapon(fight: Fight, side: Side, words: EquipWeapon, playing: CardInPlay) -> Ask:
    state = fight.state
    found = _weapons_in_hand(fight, side, words, playing)
    if not found:
        state.log_line(f"{side.name} has no weapon in hand to equip with", "6.4", side.seat)
        return
    options = [
        Option(
            "equip",
            f"{side.name} equips with {card.name}"
            + ("" if first(in_play_effects(card), Weapon) else " (check its damage by hand)"),
            actor=side.minion.uid,
            card=card.uid,
            data=(card, level),
        )
        for card, level in found
    ]
    choice = yield from ask(side.seat, "equip", "6.4", "Equip with which weapon?", options)
    weapon, level = choice.data
    play_from_hand(state, weapon, level)
    pay_cost(state, side.seat, side.minion, weapon.card)
    attach(state, weapon, side.minion)
    enter_play(state, weapon)
    state.log_line(choice.label, "6.4", side.seat)


def _set_range(fight: Fight, side: Side) -> Ask:
    """This vampire sets the range for this round: no maneuvers (6.4.2)."""
    options = [
        Option("range", f"{distance.capitalize()} range", data=distance)
        for distance in (CLOSE, LONG)
    ]
    choice = yield from ask(side.seat, "range", "6.4.2", f"{side.name}: set the range", options)
    fight.distance = choice.data
    fight.range_set = True
    fight.state.log_line(f"{side.name} sets the range: {fight.distance}", "6.4.2", side.seat)


# -- named handlers: what the vocabulary cannot say ---------------------------------------------------


def _gain_opponents_lost_blood(fight: Fight, side: Side, play: Play) -> Ask:
    """The vampire gains blood equal to the blood the opposing vampire lost to damage this
    round (Taste of Vitae; rulings: not against an ally)."""
    other = fight.other(side)
    gained = add_blood(fight.state, side.minion, other.blood_lost)
    fight.state.log_line(f"{side.name} gains {gained} blood", "6.4", side.seat)
    return
    yield


COMBAT_HANDLERS: dict[str, Callable[[Fight, Side, Play], Ask]] = {
    "gain_opponents_lost_blood": _gain_opponents_lost_blood,
}


# -- cards that keep a minion locked (4) --------------------------------------------------------------


def stays_locked(state: GameState, minion: CardInPlay) -> bool:
    """4: a minion with a card on him that says he "burns 1 counter from this card instead of
    unlocking as normal" does so (the card burns once it has no counters)."""
    holders = [c for c in minion.attached if first(in_play_effects(c), StaysLocked) is not None]
    for card in holders:
        lose_blood(state, card, 1)
        state.log_line(f"{minion.name} burns a counter from {card.name} instead of unlocking", "4")
        if card.blood <= 0:
            state.log_line(f"{card.name} has no counters and is burned", "4")
            burn(state, card)
    return bool(holders)


def environmental_words(card: CardInPlay) -> list[Environmental]:
    """The environmental damage a card in play deals each round of its bearer's combats."""
    return list(of_type(in_play_effects(card), Environmental))


# -- after combat: the action continues as if unblocked --------------------------------------------


def continues_unblocked(state: GameState, action: Any) -> Generator[Prompt, int, bool]:
    """After combat ends, a strike that lets the blocked acting vampire continue the action as
    if unblocked (rulings, "Action continue as if unblocked": the action card comes back from
    the ash heap; Methuselahs who declined to block get no new chance)."""
    fight = action.fights[-1] if action.fights else None
    words = fight.continues if fight is not None else None
    actor = action.actor
    if words is None or actor.region is not Region.READY or actor.blood < words.burn_blood:
        return False
    if words.non_bleed_political and (action.is_bleed or action.kind == "political"):
        return False
    card = action.card
    if card is not None and card.region is not Region.ASH_HEAP:
        return False  # rulings: the action card is no longer there to continue with
    cost = f"burns {words.burn_blood} blood: " if words.burn_blood else ""
    stealth = f" (+{words.stealth} stealth)" if words.stealth else ""
    options = [
        Option("continue", f"{actor.name} {cost}the action continues as if unblocked{stealth}"),
        Option("decline", "The action ends, blocked"),
    ]
    choice = yield from ask(
        action.seat, "continue-action", "6.2.3", f"{action.label}: continue?", options
    )
    if choice.key != "continue":
        return False
    lose_blood(state, actor, words.burn_blood)
    action.stealth += words.stealth
    action.blocker = None
    action.intercept = 0
    action.outcome = ""
    if card is not None:
        move(state, card, Region.PLAYING)
    state.log_line(choice.label, "6.2.3", action.seat)
    return True


# -- cards a minion can burn off (in his controller's unlock phase) ----------------------------------


def burn_offs(state: GameState, seat: int) -> Ask:
    """Cards on her minions that they can burn N blood to burn (Disarm): offered in her unlock
    phase, each once."""
    player = state.players[seat]
    for minion in list(player.ready + player.torpor):
        for card in list(minion.attached):
            words = first(in_play_effects(card), BurnOff)
            if words is None or minion.blood < words.blood:
                continue
            options = [
                Option(
                    "burn",
                    f"{minion.name} burns {words.blood} blood to burn {card.name}",
                    actor=minion.uid,
                    card=card.uid,
                ),
                Option("keep", f"Keep {card.name} on {minion.name}"),
            ]
            choice = yield from ask(seat, "unlock-effect", "4", f"Burn {card.name}?", options)
            if choice.key == "burn":
                lose_blood(state, minion, words.blood)
                burn(state, card)
                state.log_line(choice.label, "4", seat)


# -- cards in play for this combat that press (6.4.4) ----------------------------------------------


def trap_presses(fight: Fight) -> bool:
    """In the press step, each such card burns 1 counter to provide a press to continue
    combat, applied before any other press (rulings, "Automatic environmental press")."""
    pressed = False
    for trap, _counters in fight.traps:
        if trap.region is Region.IN_PLAY and trap.blood > 0:
            lose_blood(fight.state, trap, 1)
            fight.state.log_line(f"{trap.name} burns a counter: a press to continue", "6.4.4")
            pressed = True
    return pressed


def burn_traps(fight: Fight) -> None:
    """They burn at the end of combat."""
    for trap, _counters in fight.traps:
        if trap.region is Region.IN_PLAY:
            burn(fight.state, trap)
            fight.state.log_line(f"{trap.name} burns as combat ends", "6.4")


def press_damage(fight: Fight) -> None:
    """Damage a restrained minion takes in each press step: environmental (rulings, Drawing
    Out the Beast), and it cannot be prevented."""
    for side in fight.sides:
        damage = sum(r.press_damage for r in side.restraints)
        if damage and side.minion.region is Region.READY:
            fight.state.log_line(
                f"{side.name} takes {damage} unpreventable environmental damage", "6.4.4"
            )
            inflict_damage(fight.state, side.minion, damage)
