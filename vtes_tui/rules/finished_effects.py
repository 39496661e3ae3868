"""Provides the words of cards finished from partial definitions (defs/finished.toml) that
change the table when played: an action card taken back in hand as its action is canceled,
+1 stealth on the vampire's next action this turn (Tangle Atropos' Hand)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.action_words import StealthNextAction, TakeBackActionCard
from ..cards.vocabulary import Effect
from .cardplay import discard_down
from .events import Modifier
from .prompts import Ask
from .state import Region
from .zones import add_modifier, move

if TYPE_CHECKING:
    from .apply import Played

STEALTH_NEXT_ACTION = "stealth_next_action"  # +1 stealth on this minion's next action this turn


def _take_back(played: Played, effect: TakeBackActionCard) -> Ask:
    """ "If an action card was played, take it back in your hand (discard down afterward)":
    the card played for the action, if it is still being played (1.6.1.2: it was replaced)."""
    action = played.action
    card = action.card if action is not None else None
    if card is None or card.region is not Region.PLAYING:
        return
    move(played.state, card, Region.HAND)
    owner = played.state.players[card.owner]
    played.state.log_line(
        f"{owner.name} takes {card.name} back in her hand", played.section, played.seat
    )
    yield from discard_down(played.state, card.owner)


def _stealth_next_action(played: Played, effect: StealthNextAction) -> Ask:
    """+1 stealth on the vampire's next action this turn (actions.action_stealth adds it,
    resolve.announce spends it)."""
    vampire = played.minion
    assert vampire is not None
    add_modifier(played.state, Modifier(STEALTH_NEXT_ACTION, 1, "turn", card=vampire.uid))
    played.state.log_line(
        f"{vampire.name} gets +1 stealth during his next action this turn",
        played.section,
        played.seat,
    )
    return
    yield


PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    TakeBackActionCard: _take_back,
    StealthNextAction: _stealth_next_action,
}
