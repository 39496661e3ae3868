"""Provides the deck report: counts, groups, capacities, legality and automated-effect coverage."""

from __future__ import annotations

from typing import Any

from .coverage import deck_coverage_json
from .decks import DEFAULT_PLAYERS, Deck, crypt_groups, validate


def deck_report(deck: Deck, players: int = DEFAULT_PLAYERS) -> dict[str, Any]:
    """A JSON-ready summary of a deck, for ``vtes-tui deck check``.

    ``automated`` counts, library and crypt apart, the cards whose effect the engine resolves
    itself, and lists the others: they are played with their type, requirements and cost
    enforced and resolved by hand (docs/coverage.md).
    """
    capacities = [card.capacity for card in deck.crypt_cards() if card.capacity is not None]
    return {
        "name": deck.name,
        "crypt": deck.crypt_count,
        "library": deck.library_count,
        "groups": crypt_groups(deck),
        "capacity": {
            "min": min(capacities, default=0),
            "max": max(capacities, default=0),
            "avg": round(sum(capacities) / len(capacities), 2) if capacities else 0.0,
        },
        "problems": validate(deck, players),
        "automated": deck_coverage_json(deck),
    }
