"""The Tournament Winning Decks Archive: every entry loads or fails with a one-line DeckError."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtes_tui.cards.decks import DeckError, load_deck

TWDA = Path(__file__).resolve().parent.parent.parent / "shared" / "twda"
TWDA_FILES = sorted(TWDA.glob("*.txt"))


@pytest.mark.skipif(not TWDA_FILES, reason=f"no TWDA decklists in {TWDA}")
def test_every_twda_deck_loads_or_fails_with_a_one_line_deck_error() -> None:
    loaded = 0
    errors = []
    for path in TWDA_FILES:
        try:
            deck = load_deck(path)
        except DeckError as error:
            message = str(error)
            assert "\n" not in message and message.startswith(str(path)), message
            errors.append(message)
            continue
        assert deck.crypt and deck.library, path
        loaded += 1
    # Every entry won a tournament: a reader that rejects more than a few is broken.
    assert loaded >= 0.99 * len(TWDA_FILES), errors[:10]
