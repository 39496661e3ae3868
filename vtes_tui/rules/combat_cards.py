"""Provides what combat cards do besides strikes, maneuvers, presses and prevention (6.4): one
procedure per word for the round or the combat (grapples, environmental damage, aggravated hand
strikes, strength, restraints, equipping from hand, a card put on the opposing vampire), named
handlers, and the cards in play for a combat that press (Trap)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.combat_words import (
    AggravatedHandStrikes,
    AutoPress,
    BaseStrength,
    CapDamage,
    Environmental,
    EquipWeapon,
    Grapple,
    HandSizeThisCombat,
    OpposingOpenHand,
    PutOnOpposing,
    ReplaceDraws,
    Restrain,
    SetRange,
    StrikeBonus,
    Weapon,
)
from ..cards.combat_words import Strike as StrikeWords
from ..cards.reaction_words import BurnBlood
from ..cards.vocabulary import Effect, Handler, Strength
from .apply import Played, apply_effects
from .cardplay import level_label, pay_cost, play_from_hand, playable_levels
from .combat_hands import hand_size_this_combat, opposing_open_hand
from .combat_retainers import RETAINER_PROCEDURES, retainers_allow
from .contests import enter_play
from .damage import inflict_damage, reduced, send_to_torpor
from .effects import first, in_play_effects, of_type
from .events import Modifier
from .fight import CLOSE, LONG, Fight, Play, Side
from .library_five_combat import LIBRARY_FIVE_COMBAT
from .permanents import BASE_STRENGTH
from .prevention import Hit, prevention
from .prompts import Ask, Option, ask
from .replacing import extra_draws, replace_draws
from .state import CardInPlay, GameState, Region
from .vampire_damage import damage_from
from .zones import add_blood, add_modifier, attach, burn, lose_blood, modified, move

AGGRAVATED_HAND = "aggravated_hand"  # the modifier: this minion's hand strikes are aggravated


def hand_strikes_aggravated(state: GameState, minion: CardInPlay) -> bool:
    """6.4.6: a card made them aggravated for a while, or his own ability always does
    ("Damage from Hektor's hand strikes is aggravated": the word without a duration)."""
    if modified(state, AGGRAVATED_HAND, minion) > 0:
        return True
    return any(not e.until for e in of_type(in_play_effects(minion), AggravatedHandStrikes))


def carry_out(fight: Fight, side: Side, play: Play) -> Ask:
    """The effects of an automated combat card played outside the strike, maneuver, press and
    prevention steps (before range, before strikes, before resolution, end of round)."""
    effects = play.effects or ()
    for effect in effects:
        procedure = _PROCEDURES.get(type(effect))
        if procedure is not None:
            yield from procedure(fight, side, play, effect)
    played = Played(fight.state, side.seat, play.card, side.minion, play.level, fight.action, "6.4")
    # The blood a card burns was paid as it was played (fight.play_combat_card).
    yield from apply_effects(played, [e for e in effects if not isinstance(e, BurnBlood)])


def _aggravated_hand(fight: Fight, side: Side, play: Play, effect: AggravatedHandStrikes) -> Ask:
    modifier = Modifier(AGGRAVATED_HAND, 1, effect.until, card=side.minion.uid)
    add_modifier(fight.state, modifier)
    fight.state.log_line(
        f"{side.name}'s hand strikes do aggravated damage this {effect.until}", "6.4.6"
    )
    return
    yield


def _grapple(fight: Fight, side: Side, play: Play, effect: Grapple) -> Ask:
    fight.grappled = True
    fight.close_next = fight.close_next or effect.close_next_round
    fight.state.log_line("Only hand strikes can be used this round (grapple)", "6.4.3")
    return
    yield


def _environmental(fight: Fight, side: Side, play: Play, effect: Environmental) -> Ask:
    fight.environment.append((side, effect.damage, effect.ranged))
    fight.state.log_line(
        f"{fight.other(side).name} takes {effect.damage}{'R' if effect.ranged else ''} "
        "environmental damage each round of this combat",
        "6.4.5",
    )
    return
    yield


def _base_strength(fight: Fight, side: Side, play: Play, effect: BaseStrength) -> Ask:
    modifier = Modifier(BASE_STRENGTH, effect.amount, effect.until, card=side.minion.uid)
    add_modifier(fight.state, modifier)
    fight.state.log_line(
        f"{side.name} has a strength of {effect.amount} this {effect.until}", "6.4.5"
    )
    return
    yield


def _strength(fight: Fight, side: Side, play: Play, effect: Strength) -> Ask:
    if effect.until:  # without a duration it is what a card in play gives (permanents.py)
        modifier = Modifier("strength", effect.amount, effect.until, card=side.minion.uid)
        add_modifier(fight.state, modifier)
        fight.state.log_line(
            f"{side.name} gets {effect.amount:+} strength this {effect.until}", "6.4.5"
        )
    return
    yield


def _auto_press(fight: Fight, side: Side, play: Play, effect: AutoPress) -> Ask:
    move(fight.state, play.card, Region.IN_PLAY)
    add_blood(fight.state, play.card, effect.counters)
    fight.traps.append((play.card, effect.counters))
    fight.state.log_line(
        f"{play.card.name} is put in play with {effect.counters} counters", "6.4.4"
    )
    return
    yield


def _strike_this_round(fight: Fight, side: Side, play: Play, effect: StrikeWords) -> Ask:
    if effect.this_round:
        source = f"{play.card.name}{level_label(play.level)}"
        side.granted.append((source, effect))
        fight.state.log_line(f"{side.name} can strike with {source} this round", "6.4.3")
    return
    yield


def _restrain(fight: Fight, side: Side, play: Play, effect: Restrain) -> Ask:
    other = fight.other(side)
    other.restraints.append(effect)
    if effect.strength:
        modifier = Modifier("strength", effect.strength, "combat", card=other.minion.uid)
        add_modifier(fight.state, modifier)
    fight.state.log_line(f"{other.name} is restrained this combat ({play.card.name})", "6.4")
    return
    yield


def _strike_bonus(fight: Fight, side: Side, play: Play, effect: StrikeBonus) -> Ask:
    side.strike_bonus.append(effect)
    fight.state.log_line(
        f"{side.name}'s damaging [{effect.discipline}] strikes do +{effect.amount} damage "
        "this combat",
        "6.4.5",
    )
    return
    yield


def _cap_damage(fight: Fight, side: Side, play: Play, effect: CapDamage) -> Ask:
    side.cap = effect
    fight.state.log_line(
        f"{side.name} takes at most {effect.amount} damage each round of this combat", "6.4.6"
    )
    return
    yield


def _handler(fight: Fight, side: Side, play: Play, effect: Handler) -> Ask:
    yield from COMBAT_HANDLERS[effect.name](fight, side, play)


def can_carry_out(fight: Fight, side: Side, play: Play) -> bool:
    """Whether an automated card played outside strikes can be played now: it has something to
    do (a weapon in hand to equip with), its condition holds (more damage inflicted)."""
    equip = first(play.effects, EquipWeapon)
    if equip is not None and not _weapons_in_hand(fight, side, equip, play.card):
        return False
    if not retainers_allow(fight, side, play):
        return False  # Pack Alpha: a retainer to employ or to burn
    handler = first(play.effects, Handler)
    if handler is not None and handler.name in VAMPIRE_HANDLERS:
        if not (side.minion.is_vampire and fight.other(side).minion.is_vampire):
            return False  # "This vampire gains blood": by a vampire, not against an ally
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


def _put_on_opposing(fight: Fight, side: Side, play: Play, words: PutOnOpposing) -> Ask:
    state = fight.state
    other = fight.other(side).minion
    attach(state, play.card, other)
    state.log_line(f"{play.card.name} is put on {other.name}", "6.4", side.seat)
    if words.torpor and other.region is Region.READY:
        other.wounded = True
        send_to_torpor(state, other)
    return
    yield


def _weapons_in_hand(
    fight: Fight, side: Side, words: EquipWeapon, playing: CardInPlay
) -> list[tuple[CardInPlay, str]]:
    """The weapon cards in hand the minion could equip with, and the level for each (1.6.1.3):
    non-unique, within the pool cost, and the damage of their strike, when it is known."""
    state = fight.state
    found = []
    for card in state.players[side.seat].hand:
        if card is playing or "Equipment" not in card.card.types:
            continue
        strike = first(in_play_effects(card), Weapon)
        if strike is None and not card.card.clauses.weapon:
            continue
        if words.any_weapon:
            levels = playable_levels(state, side.minion, card.card)
            if levels:
                found.append((card, levels[0]))  # Disguised Weapon: "that weapon", any
            continue
        if card.card.unique:
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


def _equip_weapon(fight: Fight, side: Side, play: Play, words: EquipWeapon) -> Ask:
    state = fight.state
    found = _weapons_in_hand(fight, side, words, play.card)
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
    yield from extra_draws(state, side.seat)  # Infernal Pursuit
    pay_cost(state, side.seat, side.minion, weapon.card)
    attach(state, weapon, side.minion)
    enter_play(state, weapon)
    state.log_line(choice.label, "6.4", side.seat)


def _set_range(fight: Fight, side: Side, play: Play, effect: SetRange) -> Ask:
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
# Played by a vampire against a vampire (rulings, PIB 20121028: not against an ally).
VAMPIRE_HANDLERS = frozenset({"gain_opponents_lost_blood"})

_PROCEDURES: dict[type[Effect], Callable[[Fight, Side, Play, Any], Ask]] = {
    AggravatedHandStrikes: _aggravated_hand,
    Grapple: _grapple,
    Environmental: _environmental,
    BaseStrength: _base_strength,
    Strength: _strength,
    PutOnOpposing: _put_on_opposing,
    AutoPress: _auto_press,
    StrikeWords: _strike_this_round,
    Restrain: _restrain,
    SetRange: _set_range,
    CapDamage: _cap_damage,
    StrikeBonus: _strike_bonus,
    EquipWeapon: _equip_weapon,
    Handler: _handler,
    OpposingOpenHand: opposing_open_hand,
    HandSizeThisCombat: hand_size_this_combat,
    **RETAINER_PROCEDURES,
    ReplaceDraws: replace_draws,
    **LIBRARY_FIVE_COMBAT,
}


def environmental_words(card: CardInPlay) -> list[Environmental]:
    """The environmental damage a card in play deals each round of its bearer's combats."""
    return list(of_type(in_play_effects(card), Environmental))


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


def press_damage(fight: Fight) -> Ask:
    """Damage a restrained minion takes in each press step: environmental (rulings, Drawing
    Out the Beast); unless the card says it can be prevented, it cannot."""
    for side in fight.sides:
        for restraint in side.restraints:
            # A damaging effect of the opposing minion: less of it for Nephandus (6.4.6), none
            # for Saulot if that minion is a Baali.
            damage = reduced(side.minion, restraint.press_damage)
            damage = damage_from(fight.state, fight.other(side).minion, side.minion, damage)
            if not damage or side.minion.region is not Region.READY:
                continue
            kind = "" if restraint.press_damage_preventable else " unpreventable"
            fight.state.log_line(
                f"{side.name} takes {damage}{kind} environmental damage (press step)", "6.4.4"
            )
            hit = Hit(side.minion, env_normal=damage)
            if fight.all_aggravated:
                hit.aggravate()
            if restraint.press_damage_preventable:
                hit = yield from prevention(fight, hit)
            if hit.total:
                normal, aggravated = hit.env_normal, hit.env_aggravated
                inflict_damage(fight.state, side.minion, normal, aggravated)


def after_combat(fight: Fight) -> None:
    """What strikes that ended combat do once it is over: the opposing minion burns blood or
    life (at any range), or takes unpreventable damage if the range was close (rulings,
    "Damage after combat ends": combat cards cannot prevent it)."""
    state = fight.state
    for side, strike in fight.after:
        other = fight.other(side).minion
        if other.region not in (Region.READY, Region.TORPOR):
            continue
        if strike.burn_after:
            lose_blood(state, other, strike.burn_after)
            state.log_line(f"{other.name} burns {strike.burn_after} blood or life", "6.4")
            if not other.is_vampire and other.blood <= 0:
                burn(state, other)
        damage = strike.damage_after if fight.distance == CLOSE else 0
        damage = damage_from(state, side.minion, other, damage)  # Saulot
        if damage:
            state.log_line(f"{other.name} takes {damage} unpreventable damage", "6.4")
            inflict_damage(state, other, damage)
