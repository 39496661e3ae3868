"""Provides the words of a fourth batch of the most-played library cards that change the table
as they are played (defs/library_four.toml and the cards completed with it): an action
modifier put in play (CrimethInc. [tha])."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.action_words import StaysInPlay
from ..cards.vocabulary import Effect
from .contests import enter_play
from .prompts import Ask
from .state import Region
from .zones import move

if TYPE_CHECKING:
    from .apply import Played


def _stays_in_play(played: Played, effect: StaysInPlay) -> Ask:
    """1.6.3: "Put this card in play": it stays, in its controller's in-play region."""
    state, card = played.state, played.card
    move(state, card, Region.IN_PLAY)
    state.log_line(f"{card.name} is put in play", played.section, played.seat)
    enter_play(state, card)
    return
    yield


LIBRARY_FOUR_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    StaysInPlay: _stays_in_play,
}
