"""Provides the deck report: counts, groups, capacities, legality and automated-effect coverage."""

from __future__ import annotations

from typing import Any

from .decks import DEFAULT_PLAYERS, Deck, crypt_groups, validate
from .definitions import is_automated


def deck_report(deck: Deck, players: int = DEFAULT_PLAYERS) -> dict[str, Any]:
    """A JSON-ready summary of a deck, for ``vtes-tui deck check``.

    ``automated`` counts the library cards whose effect the engine resolves itself, beside the
    library's size; the others are played with their type, requirements and cost enforced and
    resolved by hand. The crypt is left out: a vampire has no card effect to automate.
    """
    capacities = [card.capacity for card in deck.crypt_cards() if card.capacity is not None]
    automated = [(card, n) for card, n in deck.library if is_automated(card)]
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
            "library_copies": deck.library_count,
            "library_distinct": len(deck.library),
        },
    }
