"""Provides what a vampire's own ability does to another vampire's bleed once blocks are
declined (6.1.1, 6.2.2): Andre LeRoux trades a bleed now for more bleed of his later this turn;
a named handler of the card definitions, listed in ``NAMED``, offered with the bleed's
modifiers (vampire_steps.boost_options)."""

from __future__ import annotations

from typing import Any

from .events import Modifier
from .prompts import Option
from .state import GameState
from .vampire_abilities import ABILITY, ready_with
from .zones import add_modifier, modified

BLEED_FOR_LATER = "bleed_less_for_later"  # Andre LeRoux
NAMED = (BLEED_FOR_LATER,)
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
