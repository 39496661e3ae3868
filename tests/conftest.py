"""Shared test fixtures: the bundled starter decks."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtes_tui.cards.decks import Deck, load_deck

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "decks"


@pytest.fixture(scope="session")
def starter_decks() -> list[Deck]:
    return [load_deck(p) for p in sorted(DECKS.glob("*.txt"))]
