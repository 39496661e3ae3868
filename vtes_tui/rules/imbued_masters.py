"""Provides the out-of-turn master cards that need a ready imbued (rulebook, "The Imbued"
appendix; 1.6.2.4): Angel of Berlin, offered during another Methuselah's action as blocks are
decided and once they are declined (the moments this engine offers out-of-turn master cards),
never in combat."""

from __future__ import annotations

from typing import Any

from ..cards.vocabulary import Handler
from .action_cards import carry_out
from .apply import Played
from .cancels import cancel_window
from .cardplay import can_pay, finish_card, has_room_for, meets_requirements, pay_cost
from .contests import enter_play
from .effects import derived, effects_at, effects_named, first
from .imbued import SECTION, is_imbued
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .victory import check_ousts
from .zones import attach, unlock

KEY = "oot-imbued"  # the option key of these cards, in the steps that offer them
UNLOCK_OR_EQUIP = "unlock_or_equip_imbued"  # Angel of Berlin's handler
NAMED = (UNLOCK_OR_EQUIP,)


@derived
def _angel(name: str) -> bool:
    """Whether the card of that name is an out-of-turn master of this module (asked of the
    cards in the others' hands at every block decision: derived once per name)."""
    handler = first(effects_named(name, ""), Handler)
    return handler is not None and handler.name == UNLOCK_OR_EQUIP


def angel_options(state: GameState, seat: int) -> list[Option]:
    """1.6.2.4: during another Methuselah's turn, one out-of-turn master before her next master
    phase; "Requires a ready imbued": one she controls. "Unlock an imbued" (anyone's), or
    "equip a ready imbued you control with an equipment from your hand" (requirements met,
    cost paid): one option each."""
    player = state.players[seat]
    if not state.imbued or seat == state.current or player.oot_master_pending:
        return []
    angels = [c for c in player.hand if c.card.out_of_turn and _angel(c.card.name)]
    if not angels:
        return []
    mine = [m for m in player.ready if is_imbued(m) and not m.contested]
    if not mine:
        return []
    angel = angels[0]  # copies are the same choice
    options = [
        Option(
            KEY,
            f"Play {angel.name}: unlock {m.name}",
            card=angel.uid,
            target=m.uid,
            data="unlock",
        )
        for p in state.players
        if not p.ousted
        for m in p.ready
        if is_imbued(m) and m.locked
    ]
    seen: set[tuple[int, str]] = set()
    for imbued in mine:
        for equipment in player.hand:
            if "Equipment" not in equipment.card.types:
                continue
            if (imbued.uid, equipment.card.name) in seen or not _may_equip(
                state, imbued, equipment
            ):
                continue
            seen.add((imbued.uid, equipment.card.name))
            options.append(
                Option(
                    KEY,
                    f"Play {angel.name}: equip {imbued.name} with {equipment.name}",
                    actor=imbued.uid,
                    card=angel.uid,
                    target=equipment.uid,
                    data="equip",
                )
            )
    return options


def _may_equip(state: GameState, imbued: CardInPlay, equipment: CardInPlay) -> bool:
    """Requirements met and cost payable (1.6.1.3), room for it ("can have only one")."""
    card = equipment.card
    return (
        meets_requirements(state, imbued, card)
        and can_pay(state, imbued, card)
        and has_room_for(imbued, card)
    )


def play_angel(state: GameState, choice: Option) -> Ask:
    """Play it: it borrows her next master phase action even if canceled (5), open to
    cancellation as it is played (1.6.1.1); then the chosen effect."""
    from .cardplay import play_from_hand

    angel = state.cards[choice.card]
    seat = angel.owner
    play_from_hand(state, angel)
    state.players[seat].oot_master_pending = True
    state.log_line(f"{state.players[seat].name} plays {angel.name} (out-of-turn)", "1.6.2", seat)
    if not (yield from cancel_window(state, seat, angel)):
        yield from _carry_out(state, seat, choice)
    finish_card(state, angel)
    check_ousts(state)


def _carry_out(state: GameState, seat: int, choice: Option) -> Ask:
    target = state.cards[choice.target]
    if choice.data == "unlock":
        if target.region is Region.READY and unlock(state, target):
            state.log_line(f"{target.name} unlocks", SECTION, seat)
        return
    imbued = state.cards[choice.actor]
    if target.region is not Region.HAND or imbued.region is not Region.READY:
        return
    if not _may_equip(state, imbued, target):
        return  # no longer payable: the card stays in her hand
    pay_cost(state, seat, imbued, target.card)
    attach(state, target, imbued)
    enter_play(state, target)
    state.log_line(f"{imbued.name} is equipped with {target.name}", SECTION, seat)
    played = Played(state, seat, target, imbued, "", None, SECTION)
    yield from carry_out(played, effects_at(target.card, "") or ())


IMBUED_SUCCESS = "imbued_success"  # the ability step below


def after_imbued_success(state: GameState, action: Any) -> Ask:
    """Once an imbued has successfully performed an action, each Methuselah in turn from the
    acting one may use her cards' abilities of that moment (The Church of Vindicated Faith:
    lock it to move 1 blood from the blood bank to an imbued in her uncontrolled region)."""
    if not state.imbued:
        return
    from .abilities import ability_options
    from .ability_use import use_ability

    if action.outcome != "successful" or not is_imbued(action.actor):
        return
    for seat in state.clockwise_from(action.seat):
        while True:
            options = ability_options(state, seat, IMBUED_SUCCESS, action)
            if not options:
                break
            options.append(Option("pass", "Use nothing more"))
            question = f"{action.actor.name}'s action succeeded: use an ability?"
            choice = yield from ask(seat, "ability", SECTION, question, options)
            if choice.key == "pass":
                break
            yield from use_ability(state, seat, choice, action)
