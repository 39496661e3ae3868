"""Shared test fixtures: the bundled starter decks, and a data dir of the tests' own."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from vtes_tui.app.session import DATA_DIR_ENV
from vtes_tui.cards.decks import Deck, load_deck

# The property tests draw the same examples on every run, so a run of the suite (CI's) cannot
# turn red on a bug it happened on by chance; `HYPOTHESIS_PROFILE=explore` draws new ones, to
# look for such bugs on purpose (a fuzz run of the hostile files found a line-break key so).
settings.register_profile("default", derandomize=True)
settings.register_profile("explore", derandomize=False, max_examples=500)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "decks"


@pytest.fixture(scope="session")
def starter_decks() -> list[Deck]:
    return [load_deck(p) for p in sorted(DECKS.glob("*.txt"))]


@pytest.fixture(scope="session", autouse=True)
def _data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """No test saves a game in the user's data dir: games started without a save file go to a
    temporary one (a test that counts saves points $VTES_TUI_DATA_DIR at its own tmp_path)."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(DATA_DIR_ENV, str(tmp_path_factory.mktemp("data")))
        yield
