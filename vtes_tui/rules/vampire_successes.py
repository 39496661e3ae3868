"""Provides what minions' own abilities do after they perform a successful action (6.2.3):
Enkidu unlocking at the end of the turn after employing a retainer, Baron Dieudonne burning
blood to unlock; named handlers of the card definitions, listed in ``NAMED``, used by
``vampire_steps.after_success``."""

from __future__ import annotations

from typing import Any

from .events import TurnEnded
from .prompts import Ask, Option, ask
from .state import GameState, Phase, Region
from .vampire_abilities import ABILITY, USE, handlers
from .zones import lose_blood, unlock

UNLOCK_AFTER_EMPLOY = "unlocks_after_employ"  # Enkidu, The Noah
UNLOCK_FOR_BLOOD = "unlock_for_blood_after_success"  # Baron Dieudonne
NAMED = (UNLOCK_AFTER_EMPLOY, UNLOCK_FOR_BLOOD)
AFTER = "after"  # the prompt's context: the kind of action he performed


def successful(state: GameState, action: Any) -> Ask:
    """The acting minion's own abilities once his action has succeeded."""
    names = handlers(action.actor)
    if UNLOCK_AFTER_EMPLOY in names:
        _employed(state, action)
    if UNLOCK_FOR_BLOOD in names:
        yield from _unlock_for_blood(state, action)


def _employed(state: GameState, action: Any) -> None:
    """Enkidu: "If Enkidu successfully performs an action to employ a retainer, he unlocks at
    the end of the turn" (as the turn ends, after the discard phase, 8)."""
    minion = action.actor
    if action.kind != "employ":
        return

    def unlock_at_end(state: GameState, event: TurnEnded) -> None:
        state.listeners[TurnEnded].remove(unlock_at_end)
        if minion.region is Region.READY and minion.locked and unlock(state, minion):
            state.log_line(f"{minion.name} unlocks at the end of the turn", "8")

    state.listeners.setdefault(TurnEnded, []).append(unlock_at_end)


def _unlock_for_blood(state: GameState, action: Any) -> Ask:
    """Baron Dieudonne: "During your minion phase, Dieudonne can burn 1 blood to unlock after
    performing a successful action" (the prompt tells the bots which action it was: paying for
    the blood a hunt gained would make the hunt come round again)."""
    baron = action.actor
    if (
        state.phase is not Phase.MINION
        or state.current != baron.controller
        or baron.region is not Region.READY
        or not baron.locked
        or baron.blood < 1
    ):
        return
    words = f"{baron.name} burns 1 blood to unlock"
    options = [Option(USE, words, actor=baron.uid), Option("pass", f"Leave {baron.name} locked")]
    choice = yield from ask(
        action.seat, ABILITY, "6.2.3", f"Unlock {baron.name}?", options, {AFTER: action.kind}
    )
    if choice.key == USE:
        lose_blood(state, baron, 1)
        unlock(state, baron)
        state.log_line(words, "6.2.3", action.seat)
