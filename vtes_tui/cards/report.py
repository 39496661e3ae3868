"""Provides the deck report: counts, groups, capacities, legality and automated-effect coverage."""

from __future__ import annotations

from typing import Any

from .decks import DEFAULT_PLAYERS, Deck, crypt_groups, validate
from .effects import is_automated


def deck_report(deck: Deck, players: int = DEFAULT_PLAYERS) -> dict[str, Any]:
    """A JSON-ready summary of a deck, for the deck screen and ``vtes-tui deck``.

    ``automated`` counts the cards whose effect the engine resolves itself; the others are
    played with their type, requirements and cost enforced and resolved by hand.
    """
    capacities = [card.capacity for card in deck.crypt_cards() if card.capacity is not None]
    entries = list(deck.entries())
    automated = [(card, n) for card, n in entries if is_automated(card)]
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
        "automated": {
            "copies": sum(n for _, n in automated),
            "distinct": len(automated),
            "total_copies": deck.crypt_count + deck.library_count,
            "total_distinct": len(entries),
        },
    }
