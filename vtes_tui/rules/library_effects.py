"""Provides the procedures of words of cards in play added for the most-played library cards of
the tournament decklists: moving blood, equipment and retainers between two ready vampires of
their controller (Heidelberg Castle, Germany), pool burned after an action by a minion given
intercept who did not block (WMRH Talk Radio), a Gehenna event searched for (Fortschritt
Library)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.in_play_words import MoveBetween, PoolUnlessBlocks, SearchGehennaEvent
from ..cards.vocabulary import Effect
from .cardplay import discard_down, has_room_for
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, attach, lose_blood, lose_pool, move

if TYPE_CHECKING:
    from .apply import Played

DONE = "done"


def ready_vampires(state: GameState, seat: int) -> list[CardInPlay]:
    """The ready vampires she controls (face up)."""
    return [v for v in state.players[seat].ready if v.is_vampire and not v.face_down]


def _move_between(played: Played, effect: MoveBetween) -> Ask:
    """Choose two ready vampires she controls, then move 1 blood, an equipment or a retainer
    from either to the other, one at a time, until she is done (rulings LSJ 19980831: not onto
    a vampire who cannot have it)."""
    state, seat = played.state, played.seat
    vampires = ready_vampires(state, seat)
    if len(vampires) < 2:
        return
    options = [Option("vampire", f"First: {v.name}", target=v.uid) for v in vampires]
    first = state.cards[(yield from _pick(played, "Between which two vampires?", options))]
    options = [
        Option("vampire", f"Second: {v.name}", target=v.uid) for v in vampires if v is not first
    ]
    second = state.cards[(yield from _pick(played, f"{first.name} and which vampire?", options))]
    while True:
        options = _moves(first, second) + _moves(second, first)
        options.append(Option(DONE, "Move nothing more"))
        choice = yield from ask(
            seat, "move", played.section, f"Move between {first.name} and {second.name}", options
        )
        if choice.key == DONE:
            return
        source, destination = state.cards[choice.actor], state.cards[choice.target]
        if choice.card is None:
            lose_blood(state, source, 1)
            add_blood(state, destination, 1)
        else:
            attach(state, state.cards[choice.card], destination)
        state.log_line(choice.label, played.section, seat)


def _pick(played: Played, text: str, options: list[Option]) -> Any:
    choice = yield from ask(played.seat, "target", played.section, text, options)
    return choice.target


def _moves(source: CardInPlay, destination: CardInPlay) -> list[Option]:
    """What can go from ``source`` to ``destination``: 1 blood while he has room, and each of
    his equipment and retainers the other can have."""
    options = []
    if source.blood and destination.blood < destination.capacity:
        options.append(
            Option(
                "move",
                f"Move 1 blood from {source.name} to {destination.name}",
                actor=source.uid,
                target=destination.uid,
                numbers={"blood_from": source.blood, "blood_to": destination.blood},
            )
        )
    for card in source.attached:
        kind = card.card.types
        if (card.card.equipment_in_play or "Retainer" in kind) and has_room_for(
            destination, card.card
        ):
            options.append(
                Option(
                    "move",
                    f"Move {card.name} from {source.name} to {destination.name}",
                    actor=source.uid,
                    card=card.uid,
                    target=destination.uid,
                )
            )
    return options


def _pool_unless_blocks(played: Played, effect: PoolUnlessBlocks) -> Ask:
    """Kept until the action has resolved (resolve.py runs it then): if the minion given
    intercept did not block it, the card's controller burns the pool (6.2.3)."""
    action = played.action
    if action is None:
        return
    if not action.outcome:
        action.pending.append((played, effect))
        return
    if action.blocker is not played.minion or action.outcome != "blocked":
        burned = lose_pool(played.state, played.seat, effect.amount)
        name = played.state.players[played.seat].name
        played.state.log_line(
            f"{name} burns {burned} pool ({played.card.name})", played.section, played.seat
        )
    return
    yield


def _search_gehenna_event(played: Played, effect: SearchGehennaEvent) -> Ask:
    """The event is chosen from the library, shown (logged) and added to her hand; a search
    may find nothing (rulebook, "Search"). Then she discards down (1.6.1.2)."""
    state, seat = played.state, played.seat
    found: dict[str, CardInPlay] = {}
    for card in state.players[seat].library:
        if card.card.clauses.event and card.card.clauses.gehenna:
            found.setdefault(card.name, card)
    options = [Option("card", f"Add {c.name} to your hand", card=c.uid) for c in found.values()]
    options.append(Option(PASS, "Find no Gehenna event"))
    choice = yield from ask(seat, "search", played.section, "Search your library", options)
    if choice.key == "card":
        card = state.cards[choice.card]
        move(state, card, Region.HAND)
        name = state.players[seat].name
        state.log_line(f"{name} shows {card.name} and adds it to her hand", played.section, seat)
    yield from discard_down(state, seat)


LIBRARY_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    MoveBetween: _move_between,
    PoolUnlessBlocks: _pool_unless_blocks,
    SearchGehennaEvent: _search_gehenna_event,
}
