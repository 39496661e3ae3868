"""Provides what every minion's own abilities share: finding them in his definition (the
vocabulary's words, the named handlers), and paying the price an ability asks (discard a card,
remove cards of the ash heap, burn blood)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..cards.vocabulary import Effect, Handler, PayFor
from .effects import derived, given
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import by_layout, lose_blood, move, refill_hand, remove_from_game

USE = "use"
ABILITY = "minion-ability"  # a minion's own ability (cards in play use "ability")


def abilities(minion: CardInPlay, cls: type[Effect]) -> tuple[tuple[int, Any], ...]:
    """The minion's own abilities of one word, with their place in his definition."""
    return _abilities(minion.card.name, minion.level, cls)


@derived
def _abilities(name: str, level: str, cls: type[Effect]) -> tuple[tuple[int, Any], ...]:
    return tuple((i, e) for i, e in enumerate(given(name, level)) if isinstance(e, cls))


def handlers(minion: CardInPlay) -> tuple[str, ...]:
    """The names of the minion's abilities the vocabulary cannot say."""
    return _handlers(minion.card.name, minion.level)


@derived
def _handlers(name: str, level: str) -> tuple[str, ...]:
    return tuple(effect.name for _, effect in _abilities(name, level, Handler))


def ready_with(state: GameState, seat: int | None, name: str) -> list[CardInPlay]:
    """Ready minions (of ``seat``, or anyone's) with that named ability, not contested (4.1)."""
    by_seat = by_layout(state, _WITH_HANDLERS, _with_handlers)
    found = []
    for s in [seat] if seat is not None else state.alive():
        for m in by_seat[s]:  # asked at every action: a loop, no comprehension
            if not m.contested and name in handlers(m):
                found.append(m)
    return found


_WITH_HANDLERS = "ready with handlers"  # the key of :func:`_with_handlers` in ``layout_memo``


def _with_handlers(state: GameState) -> list[list[CardInPlay]]:
    """Each seat's ready minions with named abilities, in order: few minions have any, and the
    steps ask for them at every action."""
    return [[m for m in player.ready if handlers(m)] for player in state.players]


def distinct(cards: Iterator[CardInPlay]) -> list[CardInPlay]:
    """One copy of each card: copies are the same choice."""
    found: dict[int, CardInPlay] = {}
    for card in cards:
        found.setdefault(card.card.id, card)
    return list(found.values())


# -- paying for an ability: +bleed during a bleed action, +votes while polling ---------------------


def prices(state: GameState, minion: CardInPlay, words: PayFor) -> list[tuple[str, int | None]]:
    """The ways the minion can pay now: (words, the card discarded if any)."""
    player = state.players[minion.controller]
    if words.discard:
        requiring = [c for c in player.hand if words.discard in c.card.disciplines]
        return [(f"discards {c.name}", c.uid) for c in distinct(iter(requiring))]
    if words.remove_from_ash_heap:
        if len(player.ash_heap) < words.remove_from_ash_heap:
            return []
        return [(f"removes {words.remove_from_ash_heap} cards of the ash heap", None)]
    if minion.blood < words.blood:
        return []
    return [(f"burns {words.blood} blood", None)]


def pay(state: GameState, minion: CardInPlay, words: PayFor, card: int | None) -> Ask:
    """Pay the price chosen: discard (and draw, 1.6.1.2), remove from the ash heap, burn."""
    seat = minion.controller
    player = state.players[seat]
    if card is not None:
        move(state, state.cards[card], Region.ASH_HEAP)
        refill_hand(state, seat)
    for left in range(words.remove_from_ash_heap, 0, -1):
        options = [
            Option("card", f"Remove {c.name} from the game ({left} to go)", card=c.uid)
            for c in distinct(iter(player.ash_heap))
        ]
        choice = yield from ask(seat, "ash-heap", "1.3", "Remove which card?", options)
        remove_from_game(state, state.cards[choice.card])
    if words.blood:
        lose_blood(state, minion, words.blood)
