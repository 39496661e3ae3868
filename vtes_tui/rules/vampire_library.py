"""Provides what minions' own actions do to their Methuselah's library and hand (1.3, 1.6.1.2):
looking at its top cards and rearranging them (Maris Streck), more hand size (Luc);
resolutions of ability actions registered in ``vampire_actions.ACTIONS``."""

from __future__ import annotations

from typing import Any

from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import distinct
from .vampire_unlock import HAND_SIZE
from .zones import add_modifier, move

REARRANGED = 5  # Maris Streck: "the top 5 cards of your library"


def rearrange_top(state: GameState, action: Any) -> Ask:
    """Maris Streck: "look at and rearrange the top 5 cards of your library": she puts them
    back one at a time, from the top down (copies are the same choice)."""
    seat = action.seat
    top = state.players[seat].library[:REARRANGED]
    ordered = []
    while len(options := _choices(top, len(ordered) + 1)) > 1:
        choice = yield from ask(seat, "target", "6.2.3", "Rearrange your library", options)
        chosen = state.cards[choice.card]
        top.remove(chosen)
        ordered.append(chosen)
    ordered.extend(top)
    for card in reversed(ordered):
        move(state, card, Region.LIBRARY, top=True)
    state.log_line(f"{action.actor.name}: the top {len(ordered)} cards rearranged", "6.2.3", seat)


def _choices(cards: list[CardInPlay], place: int) -> list[Option]:
    """The card to put next; once all those left are copies of one card, no choice is left."""
    return [
        Option("card", f"{c.name} as card {place} from the top", card=c.uid)
        for c in distinct(iter(cards))
    ]


MORE_HAND_SIZE = 3  # Luc: "+3 hand size until your next unlock phase"


def more_hand_size(state: GameState, action: Any) -> Ask:
    """Luc: "He can give you +3 hand size until your next unlock phase as a +1 stealth action"
    (1.6.1.2: she draws up at once)."""
    from .ability_use import sync_hand_size

    seat = action.seat
    modifier = Modifier(HAND_SIZE, MORE_HAND_SIZE, "unlock", seat=seat, source=action.actor.uid)
    add_modifier(state, modifier)
    state.log_line(f"{action.actor.name}: +{MORE_HAND_SIZE} hand size", "1.6.1.2", seat)
    yield from sync_hand_size(state, seat)
