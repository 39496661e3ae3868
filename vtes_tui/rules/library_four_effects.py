"""Provides the words of a fourth batch of the most-played library cards that change the table
as they are played or used (defs/library_four.toml and the cards completed with it): an action
modifier put in play (CrimethInc. [tha]), a card of a type discarded to pay an ability
(Haqim's Law: Retribution)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.action_words import StaysInPlay
from ..cards.vocabulary import Effect
from .cards_in_play import distinct_cards
from .contests import enter_play
from .prompts import Ask, Option, ask
from .state import GameState, Region
from .zones import move, refill_hand

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


def discard_of_type(state: GameState, seat: int, card_type: str, section: str) -> Ask:
    """She discards a card of that type of her choice, then draws to replace it (1.6.1.2)."""
    player = state.players[seat]
    found = [c for c in distinct_cards(player.hand) if card_type in c.card.types]
    if not found:
        return
    options = [Option("discard", f"Discard {c.name}", card=c.uid) for c in found]
    choice = yield from ask(
        seat, "discard-card", section, f"Discard a {card_type.lower()} card", options
    )
    discarded = state.cards[choice.card]
    move(state, discarded, Region.ASH_HEAP)
    state.log_line(f"{player.name} discards {discarded.name}", section, seat)
    refill_hand(state, seat)


LIBRARY_FOUR_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    StaysInPlay: _stays_in_play,
}
