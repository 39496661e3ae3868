"""Provides the named handlers of cards played during the polling step (6.3.3) that do more
than add votes: Delaying Tactics cancels the referendum."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from .cardplay import discard_down
from .prompts import Prompt
from .state import CardInPlay, GameState, Region
from .zones import move, unlock

Handling = Generator[Prompt, int, None]


def _cancel_referendum(state: GameState, poll: Any, card: CardInPlay) -> Handling:
    """Delaying Tactics: cancel the referendum; unlock the acting vampire; the political
    action card that called it returns to its owner's hand (discard down afterward); her
    minions cannot perform the same political action again this turn (RTR 19970630: the
    acting minion has still taken his political action this turn)."""
    action = poll.action
    poll.canceled = True
    state.log_line(f"{poll.label} is canceled by {card.name}", "6.3.2")
    unlock(state, action.actor)
    calling = action.card
    if calling is None or calling.region is not Region.PLAYING:
        return
    owner = calling.owner
    move(state, calling, Region.HAND)
    for minion in state.players[action.seat].controlled:
        minion.used.add(calling.card.id)  # 6.1.6: as if each had taken that action this turn
    state.log_line(f"{calling.name} returns to {state.players[owner].name}'s hand", "6.3.2")
    yield from discard_down(state, owner)


POLLING_HANDLERS: dict[str, tuple[str, Callable[[GameState, Any, CardInPlay], Handling]]] = {
    "cancel_referendum": ("cancel the referendum", _cancel_referendum),
}
"""Handlers by name: the words of the card's option, and the procedure."""
