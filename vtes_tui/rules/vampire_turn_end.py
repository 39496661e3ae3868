"""Provides what minions' own abilities do at the end of the turn (8): Enkidu unlocking after a
successful employ action; named handlers of the card definitions, listed in ``NAMED``, set up
after the action succeeds (vampire_steps.after_success)."""

from __future__ import annotations

from typing import Any

from .events import TurnEnded
from .state import GameState, Region
from .vampire_abilities import handlers
from .zones import unlock

UNLOCK_AFTER_EMPLOY = "unlocks_after_employ"  # Enkidu, The Noah
NAMED = (UNLOCK_AFTER_EMPLOY,)


def employed(state: GameState, action: Any) -> None:
    """Enkidu: "If Enkidu successfully performs an action to employ a retainer, he unlocks at
    the end of the turn" (as the turn ends, after the discard phase, 8)."""
    minion = action.actor
    if action.kind != "employ" or UNLOCK_AFTER_EMPLOY not in handlers(minion):
        return

    def unlock_at_end(state: GameState, event: TurnEnded) -> None:
        state.listeners[TurnEnded].remove(unlock_at_end)
        if minion.region is Region.READY and minion.locked and unlock(state, minion):
            state.log_line(f"{minion.name} unlocks at the end of the turn", "8")

    state.listeners.setdefault(TurnEnded, []).append(unlock_at_end)
