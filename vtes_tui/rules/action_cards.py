"""Provides what action cards do beyond the procedures of apply.py (6.1.6): the levels and
targets an action card is announced with (a Methuselah, a minion, an ally), and the words
carried out on resolution: entering combat with the target, taking control of it, putting the
card in play or on the target, recruiting allies (named handlers: action_handlers.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..cards.action_words import BleedAction, PutInPlay
from ..cards.card_words import (
    ActsAtOnce,
    Again,
    Borrow,
    BurnTarget,
    CostCopies,
    Drain,
    DrawCards,
    Embrace,
    EnterCombat,
    InflictDamage,
    PutOnTarget,
    Steal,
    StealPool,
    StealthThisTurn,
    Stun,
    UncontrolledBlood,
    UnlockRecruiter,
    Untargetable,
)
from ..cards.corruption_words import AimAt
from ..cards.library_five_words import DamageEach, EdgeForPool
from ..cards.model import Card
from ..cards.red_list_words import MakeRedList, NoLongerRedList
from ..cards.vocabulary import Effect, Handler
from .action_handlers import HANDLERS, discard_from_hand
from .apply import Played, shielded, targets
from .cards_in_play import table_cards
from .contests import enter_play
from .corruption import aimed_minions
from .effects import Effects, effects_at, first, has, in_play_effects, of_type
from .events import Modifier
from .fight import CONTINUE_PRESSES, OPTIONAL_MANEUVERS
from .library_five_actions import damage_each_aims
from .more_combat_effects import combat_grants
from .permanents import MINIONS_STEALTH, VAMPIRES_STEALTH
from .prompts import PASS, Ask, Option, ask
from .red_list_cards import make_red_list, no_longer_red_list
from .state import CardInPlay, GameState, Region
from .zones import (
    add_blood,
    add_modifier,
    attach,
    burn,
    draw,
    gain_pool,
    lock,
    lose_blood,
    lose_pool,
    move,
    take_control,
    transform,
    unlock,
)

Aim = tuple[int | None, CardInPlay | None]  # the target Methuselah, the target card

_AIMED = (
    EnterCombat,
    Steal,
    PutOnTarget,
    InflictDamage,
    BurnTarget,
    Drain,
    Stun,
    Borrow,
    MakeRedList,
)


def level_choices(card: Card, levels: list[str]) -> list[str]:
    """The levels the card may be played at: when "more than one Discipline can be used to
    play this card", any of them together too ("obf+pre"), in printed order."""
    if not card.clauses.multi or len(levels) < 2:
        return levels
    return [
        "+".join(key for i, key in enumerate(levels) if mask >> i & 1)
        for mask in range(1, 1 << len(levels))
    ]


# -- targets, chosen as the action is announced (6.2.1) ----------------------------------------


def aims(state: GameState, seat: int, minion: CardInPlay, card: Card, level: str) -> list[Aim]:
    """The targets an automated action card at ``level`` may be announced against: one per
    card it is aimed at, one per Methuselah for "Bleed any Methuselah", the prey for another
    directed action; ``[(None, None)]`` when the options need no target of their own."""
    effects = effects_at(card, level)
    if effects is None:
        return [(None, None)]
    if has(effects, CostCopies) and minion.blood < copies_controlled(state, seat, card.name):
        return []  # 1.6.1.3: the cost must be payable
    if has(effects, EdgeForPool) and state.edge != seat:
        return []  # "Burn the Edge to ...": only by the Methuselah with the Edge
    if has(effects, DamageEach):
        return damage_each_aims(state, seat, None, card.name)  # Shattering Crescendo [mel]
    aim = first(effects, AimAt)
    if aim is not None:  # "the target minion", controlled by your prey (rules/corruption.py)
        found = aimed_minions(state, seat, aim)
        return [(t.controller, t) for t in found if not shielded(seat, t) and _may_aim(card, t)]
    uncontrolled = first(effects, UncontrolledBlood)
    if uncontrolled is not None:
        from .library_four_effects import uncontrolled_aims

        found = uncontrolled_aims(state, seat, uncontrolled)
        if found is not None:
            return found
    aimed = next((e for e in effects if isinstance(e, _AIMED)), None)
    if aimed is not None:
        found = targets(Played(state, seat, minion, minion), aimed.target)
        return [
            (t.controller, t)
            for t in found
            if t is not minion and _may_aim(card, t) and not shielded(seat, t)
        ]
    bleed = first(effects, BleedAction)
    if (bleed is not None and bleed.any_methuselah) or has(effects, StealPool):
        return [(s, None) for s in state.clockwise_from(seat) if s != seat]
    if bleed is not None and bleed.neighbours:
        # Night Moves: "Bleed your predator or prey" (one option if they are the same).
        found = dict.fromkeys((state.prey(seat), state.predator(seat)))
        return [(s, None) for s in found if s != seat]
    if bleed is None and card.clauses.level(level).directed:
        prey = state.prey(seat)
        return [(prey, None)] if prey != seat else []
    return [(None, None)]


def _may_aim(card: Card, target: CardInPlay) -> bool:
    """A minion that cannot be the target of directed actions requiring some Disciplines
    (Aggressive Corpse: Dominate or Presence) is not offered as this card's target."""
    return not any(
        code in word.disciplines.split()
        for word in of_type(in_play_effects(target), Untargetable)
        for code in card.disciplines
    )


# -- resolution ------------------------------------------------------------------------------------


def carry_out(played: Played, effects: Effects) -> Ask:
    """The words of an action card that apply.py leaves to this module, in order."""
    for effect in effects:
        procedure = _PROCEDURES.get(type(effect))
        if procedure is not None:
            yield from procedure(played, effect)


def _still_there(played: Played) -> CardInPlay | None:
    """The target, if it is still where it was aimed at (ready, in torpor, on a minion, in
    play) and another Methuselah's (6.2.3: else the action has no effect)."""
    target = played.target
    aimed = played.action.target_region if played.action is not None else Region.READY
    # A card aimed at one's own minion (Temptation, LSJ 20010828) keeps him as its target.
    own = played.action is not None and played.action.target_seat == played.seat
    if target is None or target.region is not aimed or (target.controller == played.seat) != own:
        played.state.log_line(f"{played.card.name}: the target is gone", played.section)
        return None
    return target


def _enter_combat(played: Played, effect: EnterCombat) -> Ask:
    """Enter combat with the target (6.4); locking it goes with it, and both are lost if the
    target, about to enter combat, ends the action first (ruling ANK 20200702)."""
    from .block_resolution import about_to_enter_combat
    from .combat import combat

    state, actor = played.state, played.minion
    target = _still_there(played)
    if target is None or actor is None:
        return
    if target not in targets(played, effect.target):
        # Rulings (Harass, LSJ 20070411): the target no longer fits the card (an unlocked
        # vampire with more than 3 blood): the action has no effect.
        state.log_line(f"{target.name} is no longer a valid target", played.section)
        return
    if played.action is not None and (
        yield from about_to_enter_combat(state, played.action, target)
    ):
        return
    if effect.lock:
        lock(state, target)
        state.log_line(f"{target.name} is locked", played.section, played.seat)
    if effect.maneuvers:
        add_modifier(
            state,
            Modifier(
                OPTIONAL_MANEUVERS, effect.maneuvers, "combat", actor.uid, source=played.card.uid
            ),
        )
    if effect.continue_presses:
        add_modifier(
            state,
            Modifier(
                CONTINUE_PRESSES,
                effect.continue_presses,
                "combat",
                actor.uid,
                source=played.card.uid,
            ),
        )
    if effect.presses or effect.no_escape:
        combat_grants(state, played.card, actor, target, effect.presses, effect.no_escape)
    acting, opposing = (target, actor) if effect.target_acts else (actor, target)
    yield from combat(state, acting, opposing, played.action, offered=True)


def _steal(played: Played, effect: Steal) -> Ask:
    """Take control of the target: a retainer goes on the acting minion (it employs it); a
    vampire stolen in torpor may be moved to the ready region for blood (Graverobbing)."""
    state, seat, actor = played.state, played.seat, played.minion
    target = _still_there(played)
    if target is None or actor is None:
        return
    if target.region is Region.ON_CARD:
        attach(state, target, actor)
    else:
        take_control(state, target, seat)
    state.log_line(
        f"{state.players[seat].name} takes control of {target.name}", played.section, seat
    )
    if effect.ready_for and target.region is Region.TORPOR and actor.blood >= effect.ready_for:
        options = [
            Option("ready", f"Burn {effect.ready_for} blood: {target.name} to the ready region"),
            Option(PASS, f"Leave {target.name} in torpor"),
        ]
        choice = yield from ask(seat, "target", played.section, f"Move {target.name}?", options)
        if choice.key == "ready":
            lose_blood(state, actor, effect.ready_for)
            target.wounded = False  # 6.5.3: out of torpor, as a rescue
            move(state, target, Region.READY)


def _steal_pool(played: Played, effect: StealPool) -> Ask:
    """Ⓓ Steal pool from another Methuselah: the target Methuselah's."""
    state, seat = played.state, played.seat
    target = played.action.target_seat if played.action is not None else None
    if target is None or state.players[target].ousted:
        return
    moved = lose_pool(state, target, effect.amount)
    gain_pool(state, seat, moved)
    state.log_line(
        f"{state.players[seat].name} steals {moved} pool from {state.players[target].name}",
        played.section,
        seat,
    )
    return
    yield


def copies_controlled(state: GameState, seat: int, name: str) -> int:
    """The copies of a card a Methuselah controls in play (an X cost counts them)."""
    return sum(1 for c in table_cards(state) if c.controller == seat and c.card.name == name)


def _cost_copies(played: Played, effect: CostCopies) -> Ask:
    """6.2.3: the X blood cost is paid as the action succeeds: X copies already in play."""
    state, actor = played.state, played.minion
    assert actor is not None
    x = copies_controlled(state, played.seat, played.card.card.name)
    if x:
        lose_blood(state, actor, x)
        state.log_line(f"{actor.name} pays {x} blood", played.section, played.seat)
    return
    yield


def _put_in_play(played: Played, effect: PutInPlay) -> Ask:
    """Put this card in play (with its counters); a unique one may be contested (4.1)."""
    state, card = played.state, played.card
    move(state, card, Region.IN_PLAY)
    if effect.counters:
        add_blood(state, card, effect.counters)
    state.log_line(f"{card.name} is put in play", played.section, played.seat)
    enter_play(state, card)
    return
    yield


RECRUITED = "recruited an ally"  # marks in a vampire's actions of the turn (6.1.5)


def recruited(state: GameState, action: Any, life: int) -> Ask:
    """6.1.5: the recruited ally enters play with its life in the uncontrolled region, and
    comes out at the end of the turn; one that "can perform actions the turn it is recruited"
    is ready at once."""
    card, actor = action.card, action.actor
    if has(in_play_effects(card), ActsAtOnce):
        move(state, card, Region.READY)
    else:
        move(state, card, Region.UNCONTROLLED)
        card.recruited_this_turn = True  # 6.1.5: cannot act this turn
    add_blood(state, card, life, entering=True)
    enter_play(state, card)
    actor.acted.add(f"{RECRUITED} {card.uid}")
    return
    yield


def _times_recruited(state: GameState, actor: CardInPlay, name: str) -> int:
    """How many allies of this name the vampire recruited this turn."""
    marks = [m.split(" ")[-1] for m in actor.acted if m.startswith(RECRUITED)]
    return sum(1 for uid in marks if state.cards[int(uid)].card.name == name)


def again_levels(state: GameState, actor: CardInPlay, card: Card) -> tuple[str, ...]:
    """6.1.6 aside: the levels at which the vampire "can perform this action again this turn,
    with the cost increased by 1 blood (cumulative)", when he can pay it (Nocturn [OBT])."""
    more = _times_recruited(state, actor, card.name)
    found = []
    for level in card.clauses.keys:
        again = first(effects_at(card, level), Again)
        if again is not None and actor.blood >= (card.blood_cost or 0) + again.blood * more:
            found.append(level)
    return tuple(found)


def _again(played: Played, effect: Again) -> Ask:
    """Pay the increased cost of performing the action again this turn (cumulative)."""
    actor = played.minion
    assert actor is not None
    more = _times_recruited(played.state, actor, played.card.card.name) - 1
    if more > 0:
        lose_blood(played.state, actor, effect.blood * more)
        played.state.log_line(
            f"{actor.name} pays {effect.blood * more} more blood", played.section, played.seat
        )
    return
    yield


def _unlock_recruiter(played: Played, effect: UnlockRecruiter) -> Ask:
    """Unlock this vampire if this is their first successful recruit ally action this turn."""
    actor = played.minion
    assert actor is not None
    if sum(1 for mark in actor.acted if mark.startswith(RECRUITED)) == 1:
        unlock(played.state, actor)
        played.state.log_line(f"{actor.name} unlocks", played.section, played.seat)
    return
    yield


def _put_on_target(played: Played, effect: PutOnTarget) -> Ask:
    """Put this card on the target and lock them; you still control this card (Puppet
    Master [DOM])."""
    state = played.state
    target = _still_there(played)
    if target is None:
        return
    attach(state, played.card, target)
    take_control(state, played.card, played.seat)
    if effect.lock:
        lock(state, target)
    state.log_line(f"{played.card.name} is put on {target.name}", played.section, played.seat)
    return
    yield


def _embrace(played: Played, effect: Embrace) -> Ask:
    """The Embrace: put this card in play; it becomes a 1-capacity non-unique vampire of the
    same clan and sect as the acting vampire, and must hunt this turn (no blood: 6.1.2). Not
    unique, it contests nothing (4.1)."""
    state, card, actor = played.state, played.card, played.minion
    assert actor is not None
    vampire = replace(
        card.card,
        types=("Vampire",),
        text="",
        clans=actor.card.clans,
        sect=actor.sect,
        capacity=effect.capacity,
        disciplines={},
        title=None,
        unique=False,
        _clauses=None,
        memo={},
    )
    move(state, card, Region.READY)
    transform(state, card, vampire)
    state.log_line(f"{card.name} is a new {', '.join(actor.card.clans)} vampire", played.section)
    return
    yield


def _draw_cards(played: Played, effect: DrawCards) -> Ask:
    """Draw N cards; "discard afterward": then discard as many of her choice (1.6.1.2)."""
    state, seat = played.state, played.seat
    draw(state, seat, effect.amount)
    state.log_line(f"{state.players[seat].name} draws {effect.amount}", played.section, seat)
    if effect.discard_after:
        yield from discard_from_hand(state, seat, seat, effect.amount, played.section)


def _stealth_this_turn(played: Played, effect: StealthThisTurn) -> Ask:
    """All of your vampires' (or minions') actions are at +N stealth this turn (a modifier of
    the Methuselah: those who come into play later this turn too)."""
    stat = MINIONS_STEALTH if effect.minions else VAMPIRES_STEALTH
    add_modifier(played.state, Modifier(stat, effect.amount, "turn", seat=played.seat))
    played.state.log_line(f"+{effect.amount} stealth this turn", played.section, played.seat)
    return
    yield


def _inflict_damage(played: Played, effect: InflictDamage) -> Ask:
    """Inflict unpreventable damage on the target (6.4.6: healed with blood, else wounds)."""
    from .damage import inflict_damage
    from .vampire_damage import damage_from

    target = _still_there(played)
    if target is None:
        return
    damage = damage_from(played.state, played.minion, target, effect.amount)  # Saulot
    played.state.log_line(
        f"{target.name} takes {damage} unpreventable damage", played.section, played.seat
    )
    inflict_damage(played.state, target, damage)
    return
    yield


def _burn_target(played: Played, effect: BurnTarget) -> Ask:
    """Burn the target card, if it is still where it was aimed at (6.2.3)."""
    target = _still_there(played)
    if target is None:
        return
    controller = target.controller
    burn(played.state, target)
    played.state.log_line(f"{target.name} is burned", played.section, played.seat)
    if effect.pool:
        burned = lose_pool(played.state, controller, effect.pool)
        name = played.state.players[controller].name
        played.state.log_line(f"{name} burns {burned} pool", played.section, played.seat)
    return
    yield


def _drain(played: Played, effect: Drain) -> Ask:
    """A vampire burns the blood; an ally or retainer takes unpreventable damage (6.4.6: life
    lost, burned at none)."""
    from .damage import inflict_damage

    target = _still_there(played)
    if target is None:
        return
    if target.is_vampire:
        burned = lose_blood(played.state, target, effect.amount)
        played.state.log_line(f"{target.name} burns {burned} blood", played.section, played.seat)
    else:
        played.state.log_line(
            f"{target.name} takes {effect.amount} unpreventable damage", played.section
        )
        inflict_damage(played.state, target, effect.amount)
    actor = played.minion
    if effect.gain and actor is not None and actor.region is Region.READY:
        gained = add_blood(played.state, actor, effect.gain)
        played.state.log_line(f"{actor.name} gains {gained} blood", played.section, played.seat)
    return
    yield


def _stun(played: Played, effect: Stun) -> Ask:
    """Stun the target, if it is still there: locked, and it does not unlock as normal in its
    controller's next unlock phase (4; Mind Numb)."""
    from .reaction_effects import NO_UNLOCK

    target = _still_there(played)
    if target is None:
        return
    lock(played.state, target)
    add_modifier(
        played.state,
        Modifier(NO_UNLOCK, 1, "after_unlock", target.uid, target.controller, played.card.uid),
    )
    played.state.log_line(
        f"{target.name} is stunned: locked, and does not unlock in the next unlock phase",
        played.section,
        played.seat,
    )
    return
    yield


def _borrow(played: Played, effect: Borrow) -> Ask:
    """Take control of the target, if it is still there, until the end of the next action
    (rules/borrowed.py: it must bleed her prey then)."""
    from .borrowed import borrow

    target = _still_there(played)
    if target is not None:
        borrow(played.state, target, played.seat, played.section)
    return
    yield


def _handler(played: Played, effect: Handler) -> Ask:
    yield from HANDLERS[effect.name](played)


_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    UnlockRecruiter: _unlock_recruiter,
    Again: _again,
    StealthThisTurn: _stealth_this_turn,
    InflictDamage: _inflict_damage,
    CostCopies: _cost_copies,
    PutInPlay: _put_in_play,
    EnterCombat: _enter_combat,
    Steal: _steal,
    StealPool: _steal_pool,
    PutOnTarget: _put_on_target,
    Embrace: _embrace,
    DrawCards: _draw_cards,
    Handler: _handler,
    BurnTarget: _burn_target,
    Drain: _drain,
    Stun: _stun,
    Borrow: _borrow,
    MakeRedList: make_red_list,  # 11 (rules/red_list_cards.py)
    NoLongerRedList: no_longer_red_list,
}
