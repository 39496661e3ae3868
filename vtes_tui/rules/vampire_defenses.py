"""Provides what a vampire's own ability does against an action directed at him once blocks
are declined (6.2.2): Edward Vignes makes it fail; a named handler of the card definitions,
listed in ``NAMED``, offered with the reactions (windows.after_blocks_options)."""

from __future__ import annotations

from typing import Any

from .prompts import Option
from .state import GameState, Region
from .vampire_abilities import ABILITY, distinct, handlers
from .zones import move

FAIL_FOR_DOMINATE = "fail_for_dominate_card"  # Edward Vignes
NAMED = (FAIL_FOR_DOMINATE,)
DOMINATE = "dom"


def fail_options(state: GameState, action: Any, seat: int) -> list[Option]:
    """Edward Vignes: you may burn a card that requires Dominate from your hand to cause an
    action directed at him to fail (in torpor too: an action directed at him there)."""
    target = action.target
    if (
        target is None
        or not action.directed
        or target.controller != seat
        or action.seat == seat
        or target.contested
        or target.region not in (Region.READY, Region.TORPOR)
        or FAIL_FOR_DOMINATE not in handlers(target)
    ):
        return []
    requiring = distinct(c for c in state.players[seat].hand if DOMINATE in c.card.disciplines)
    return [
        Option(
            ABILITY,
            f"Burn {card.name} from your hand: the action directed at {target.name} fails",
            actor=target.uid,
            card=card.uid,
            data=FAIL_FOR_DOMINATE,
        )
        for card in requiring
    ]


def fail_action(state: GameState, action: Any, choice: Option) -> None:
    move(state, state.cards[choice.card], Region.ASH_HEAP)
    action.ended = True
    action.outcome = "unsuccessful"  # resolve.py: it ends, not successful
    state.log_line(choice.label, "6.2.3", state.cards[choice.actor].controller)
