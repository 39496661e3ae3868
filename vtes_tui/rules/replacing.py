"""Provides what changes how a Methuselah replaces the cards she plays (1.6.1.2) for a while:
an additional card drawn each time she replaces one, then a discard down to her hand size
(Infernal Pursuit [CEL], for the remainder of a combat)."""

from __future__ import annotations

from typing import Any

from ..cards.combat_words import ReplaceDraws
from .cardplay import discard_down
from .events import Modifier
from .prompts import Ask
from .state import GameState
from .zones import add_modifier, draw, modified

REPLACE_DRAWS = "replace_draws"  # the modifier's stat: additional cards drawn per replacement


def replace_draws(fight: Any, side: Any, play: Any, effect: ReplaceDraws) -> Ask:
    """For the remainder of the combat, each time she replaces a card, she draws an
    additional card and discards down; this card's own replacement counts (it was replaced
    as it was played, 1.6.1.2): she draws for it now. Played several times, each replacement
    draws all the additional cards at once (rulings TOM 19950921-2)."""
    state = fight.state
    add_modifier(state, Modifier(REPLACE_DRAWS, 1, "combat", seat=side.seat, source=play.card.uid))
    name = state.players[side.seat].name
    state.log_line(
        f"{name} draws an additional card each time she replaces one this combat",
        "1.6.1.2",
        side.seat,
    )
    yield from _draw_and_discard(state, side.seat, 1)


def extra_draws(state: GameState, seat: int) -> Ask:
    """She has just replaced a card: the additional cards, then the discard down (rulings
    ANK 20191211: also when the card played is canceled)."""
    if not state.modifiers:
        return
    extra = modified(state, REPLACE_DRAWS, seat=seat)
    if extra:
        yield from _draw_and_discard(state, seat, extra)


def _draw_and_discard(state: GameState, seat: int, count: int) -> Ask:
    player = state.players[seat]
    if player.ousted or not player.library:
        return
    draw(state, seat, count)
    cards = "card" if count == 1 else "cards"
    state.log_line(f"{player.name} draws {count} additional {cards}", "1.6.1.2", seat)
    # Rulings TOM 19950924: the card discarded need not be one just drawn.
    yield from discard_down(state, seat)
