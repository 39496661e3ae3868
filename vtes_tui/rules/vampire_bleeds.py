"""Provides what vampires' own abilities do around bleeds (6.1.1): Andre LeRoux trades a bleed
now for more bleed of his later this turn (offered with the bleed's modifiers once blocks are
declined, vampire_steps.boost_options); Hecate and Zygodat burn the top of the library after
their successful bleed (vampire_steps.after_success); named handlers, listed in ``NAMED``."""

from __future__ import annotations

from typing import Any

from .events import Modifier
from .prompts import Ask, Option, ask
from .state import GameState, Region
from .vampire_abilities import ABILITY, USE, handlers, ready_with
from .zones import add_modifier, modified, move

BLEED_FOR_LATER = "bleed_less_for_later"  # Andre LeRoux
# After a successful bleed, the top N cards of the bled Methuselah's library (Hecate, Zygodat).
BURN_LIBRARY = {"burn_library_after_bleed": 1, "burn_two_of_library_after_bleed": 2}
NAMED = (BLEED_FOR_LATER, *BURN_LIBRARY)
LATER_BLEED = 2  # "+2 bleed this turn"
_USED = "bleed traded this action"  # the modifier marking Andre's use on this bleed


def bleed_for_later_options(state: GameState, action: Any) -> list[Option]:
    """Andre LeRoux: if a vampire you control would successfully bleed, you can reduce the bleed
    amount by 1 to give Andre +2 bleed this turn (once each bleed: its amount reduced once)."""
    if not action.is_bleed or not action.actor.is_vampire or action.bleed < 1:
        return []
    return [
        Option(
            ABILITY,
            f"{andre.name}: -1 bleed now for +{LATER_BLEED} bleed to {andre.name} this turn",
            actor=andre.uid,
            data=BLEED_FOR_LATER,
        )
        for andre in ready_with(state, action.seat, BLEED_FOR_LATER)
        if not modified(state, _USED, andre)
    ]


def trade_bleed(state: GameState, action: Any, choice: Option) -> None:
    andre = state.cards[choice.actor]
    action.bleed -= 1
    add_modifier(state, Modifier(_USED, 1, "action", card=andre.uid))
    add_modifier(state, Modifier("bleed", LATER_BLEED, "turn", card=andre.uid))
    state.log_line(choice.label, "6.1.1", action.seat)


def burn_library_after_bleed(state: GameState, action: Any) -> Ask:
    """Hecate: you can burn the top card of the target Methuselah's library after she bleeds
    successfully; Zygodat: she may burn the top two (6.1.1: a successful bleed burns pool)."""
    if not action.is_bleed or action.bleed < 1 or action.target_seat is None:
        return
    for name, count in BURN_LIBRARY.items():
        library = state.players[action.target_seat].library
        if name not in handlers(action.actor) or not library:
            continue
        whose = state.players[action.target_seat].name
        words = f"Burn the top {count} card(s) of {whose}'s library ({action.actor.name})"
        options = [Option(USE, words, actor=action.actor.uid), Option("pass", "No")]
        choice = yield from ask(action.seat, ABILITY, "6.1.1", "Burn library cards?", options)
        if choice.key == USE:
            for card in library[:count]:
                move(state, card, Region.ASH_HEAP)
            state.log_line(words, "6.1.1", action.seat)
