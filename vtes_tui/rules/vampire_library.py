"""Provides what minions' own actions do to their Methuselah's library, hand and Edge (1.3,
1.6.1.2, 1.6.4): looking at its top cards and rearranging them (Maris Streck), more hand size
(Luc), drawing (La Viuda Blanca), the Edge no one controls (Jazz Wentworth); resolutions of
ability actions registered in ``vampire_actions.ACTIONS``, and the vampires they can be aimed
at."""

from __future__ import annotations

from typing import Any

from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import distinct
from .vampire_unlock import HAND_SIZE
from .zones import add_modifier, draw, move, set_edge

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


DRAWN = 2  # La Viuda Blanca: "draw up to 2 cards"


def draw_up_to_two(state: GameState, action: Any) -> Ask:
    """La Viuda Blanca: "La Viuda can draw up to 2 cards as a +1 stealth action (discard down
    afterward)" (1.6.1.2)."""
    from .cardplay import discard_down

    seat = action.seat
    options = [Option("card", f"Draw {n} card{'s' if n > 1 else ''}", data=n) for n in (1, 2)]
    choice = yield from ask(seat, "target", "6.2.3", "Draw how many cards?", options)
    draw(state, seat, choice.data)
    state.log_line(f"{action.actor.name}: {choice.label.lower()}", "6.2.3", seat)
    yield from discard_down(state, seat)


def edge_uncontrolled(state: GameState, seat: int) -> bool:
    return state.edge is None


def take_the_edge(state: GameState, action: Any) -> Ask:
    """Jazz Wentworth: "If the Edge is not controlled, Jazz may give you control of it as a +1
    stealth action" (as it resolves, it must still be uncontrolled)."""
    if state.edge is None:
        set_edge(state, action.seat)
        state.log_line(f"{state.players[action.seat].name} takes the Edge", "1.6.4", action.seat)
    return
    yield


def own_locked_vampires_or_mummies(
    state: GameState, seat: int, minion: CardInPlay
) -> list[tuple[CardInPlay, int]]:
    """Abdelsobek: "Abdelsobek can unlock a vampire or mummy you control as a +1 stealth
    action": her locked ready ones (undirected: her own, 6.2.1; an unlocked one has nothing to
    gain), not himself (he is locked by the action)."""
    return [
        (m, seat)
        for m in state.players[seat].ready
        if m.locked
        and m is not minion
        and not m.contested
        and (m.is_vampire or m.card.clauses.creature == "mummy")
    ]
