"""Provides what minions' own abilities do once their controller's minion phase is over (6):
named handlers of the card definitions, listed in ``NAMED``."""

from __future__ import annotations

from collections.abc import Callable

from .prompts import Ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import handlers
from .zones import burn, move

AfterMinionPhase = Callable[[GameState, int, CardInPlay], Ask]


def after_minion_phase(state: GameState, seat: int) -> Ask:
    """6: "after the end of your minion phase" abilities of the minions she controls, ready or
    in torpor (rulings LSJ 20090731: an oust ends the minion phase, and they apply then too)."""
    for minion in list(state.players[seat].controlled):
        for name in handlers(minion):
            procedure = AFTER_MINION_PHASE.get(name)
            if procedure is not None:
                yield from procedure(state, seat, minion)


def _burn_and_draw_crypt(state: GameState, seat: int, minion: CardInPlay) -> Ask:
    """Tupdog: after the end of your minion phase, burn him and move the top card of your crypt
    to your uncontrolled region (face down, as a crypt card drawn, 7)."""
    if minion.region not in (Region.READY, Region.TORPOR):
        return
    burn(state, minion)
    state.log_line(f"{minion.name} is burned after the minion phase", "6", seat)
    crypt = state.players[seat].crypt
    if crypt:
        drawn = crypt[0]
        move(state, drawn, Region.UNCONTROLLED)
        drawn.face_down = True
        state.log_line(f"{state.players[seat].name} draws a crypt card", "6", seat)
    return
    yield


AFTER_MINION_PHASE: dict[str, AfterMinionPhase] = {
    "burn_after_minion_phase": _burn_and_draw_crypt,
}
NAMED = tuple(AFTER_MINION_PHASE)
