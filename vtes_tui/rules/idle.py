"""Provides the phases of a Methuselah's turn that passed without a question to her, and why
there was nothing to decide in each (the engine skips a question with one answer, 3)."""

from __future__ import annotations

from .events import PhaseBegan
from .explanation import Explanation
from .master import master_options
from .phases import transfers_for
from .state import GameState, Phase

CRYPT_DRAW_TRANSFERS = 4  # 7: four transfers and a pool draw a crypt card


def passed_phases(state: GameState, seat: int, since: int) -> list[Explanation]:
    """The phases of ``seat``'s own turns that began after event ``since`` and ended without a
    question to her: every one begun since then but the phase she is being asked in now."""
    begun = [
        event
        for event in state.events[since:]
        if isinstance(event, PhaseBegan) and event.seat == seat
    ]
    asked_now = state.current == seat and begun and begun[-1].phase is state.phase
    if asked_now:
        begun = begun[:-1]
    return [nothing_to_do(state, seat, event.phase) for event in begun]


def nothing_to_do(state: GameState, seat: int, phase: Phase) -> Explanation:
    """Why ``seat`` had nothing to decide in ``phase``, with the figures that show it."""
    player = state.players[seat]
    if phase is Phase.UNLOCK:
        # 4: her cards unlock; the Edge gives its holder 1 pool. Nothing to choose by default.
        return Explanation("idle.unlock-edge" if state.edge == seat else "idle.unlock", "4")
    if phase is Phase.MASTER:
        masters = [c for c in player.hand if c.card.is_master and not c.card.out_of_turn]
        if not masters:
            return Explanation("idle.master-none", "5", {"hand": len(player.hand)})
        # 1.6.1.3: each needs a ready minion meeting its requirements, its pool cost and
        # something to target: what the engine would offer with one master phase action.
        if master_options(state, seat, 1):
            return Explanation("idle.master-no-action", "5")  # an out-of-turn one used it
        return Explanation("idle.master-unplayable", "5", {"masters": len(masters)})
    if phase is Phase.MINION:
        # 6: only ready unlocked minions act.
        unlocked = [m for m in player.ready if not m.locked]
        figures = {
            "ready": len(player.ready),
            "unlocked": len(unlocked),
            "torpor": len(player.torpor),
        }
        return Explanation("idle.minion", "6", figures)
    if phase is Phase.INFLUENCE:
        figures = {
            "transfers": transfers_for(state, seat),
            "uncontrolled": len(player.uncontrolled),
            "pool": player.pool,
            "crypt_transfers": CRYPT_DRAW_TRANSFERS,
        }
        return Explanation("idle.influence", "7", figures)
    if phase is Phase.DISCARD:
        return Explanation("idle.discard", "8", {"hand": len(player.hand)})
    return Explanation("idle.other", "3")
