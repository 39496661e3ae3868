"""Provides card coverage: how many cards of a deck, or of many decks, the engine plays itself."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from .decks import Deck
from .definitions import is_automated
from .model import Card

SIDES = ("library", "crypt")


@dataclass(frozen=True, slots=True)
class CardCount:
    """One card not automated: its copies, and in how many decks it appears."""

    name: str
    copies: int
    decks: int


@dataclass(frozen=True, slots=True)
class Coverage:
    """The copies and distinct cards of a library or a crypt, and how many of them are automated.

    ``by_hand`` lists the cards played by hand (not automated), most copies first.
    """

    copies: int
    distinct: int
    automated_copies: int
    automated_distinct: int
    by_hand: tuple[CardCount, ...]

    @property
    def automated_copies_percent(self) -> float:
        return floor_percent(self.automated_copies, self.copies)

    @property
    def automated_distinct_percent(self) -> float:
        return floor_percent(self.automated_distinct, self.distinct)


def floor_percent(part: int, whole: int) -> float:
    """``part`` in ``whole`` as a percentage floored to one decimal: 59.96% is 59.9, never 60.0.

    Integer division keeps the floor exact where a float product could land a hair below it.
    """
    return (part * 1000 // whole) / 10 if whole else 0.0


def coverage(decks: Iterable[Deck]) -> dict[str, Coverage]:
    """The library and the crypt coverage of ``decks`` added up, keyed ``library`` and ``crypt``."""
    copies: dict[str, Counter[Card]] = {side: Counter() for side in SIDES}
    decks_with: dict[str, Counter[Card]] = {side: Counter() for side in SIDES}
    for deck in decks:
        for side, entries in (("library", deck.library), ("crypt", deck.crypt)):
            for card, n in entries:
                copies[side][card] += n
                decks_with[side][card] += 1
    return {side: _coverage(copies[side], decks_with[side]) for side in SIDES}


def _coverage(copies: Counter[Card], decks_with: Counter[Card]) -> Coverage:
    automated = {card for card in copies if is_automated(card)}
    by_hand = [
        CardCount(card.name, n, decks_with[card])
        for card, n in copies.items()
        if card not in automated
    ]
    return Coverage(
        copies=copies.total(),
        distinct=len(copies),
        automated_copies=sum(copies[card] for card in automated),
        automated_distinct=len(automated),
        by_hand=tuple(sorted(by_hand, key=lambda count: (-count.copies, count.name))),
    )


def deck_coverage_json(deck: Deck) -> dict[str, Any]:
    """The ``automated`` object of ``vtes-tui deck check --json`` (docs/coverage.md)."""
    return {
        side: {
            "copies": c.copies,
            "distinct": c.distinct,
            "automated_copies": c.automated_copies,
            "automated_distinct": c.automated_distinct,
            "by_hand": [{"name": card.name, "copies": card.copies} for card in c.by_hand],
        }
        for side, c in coverage([deck]).items()
    }


def coverage_json(decks: Iterable[Deck], top: int) -> dict[str, Any]:
    """The ``library`` and ``crypt`` objects of ``vtes-tui cards coverage --json``
    (docs/coverage.md): the ``top`` cards played by hand are listed with their decks."""
    return {
        side: {
            "copies": c.copies,
            "distinct": c.distinct,
            "automated_copies": c.automated_copies,
            "automated_distinct": c.automated_distinct,
            "automated_copies_percent": c.automated_copies_percent,
            "automated_distinct_percent": c.automated_distinct_percent,
            "top_by_hand": [
                {"name": card.name, "copies": card.copies, "decks": card.decks}
                for card in c.by_hand[:top]
            ],
        }
        for side, c in coverage(decks).items()
    }
