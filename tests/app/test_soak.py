"""Random keys on a three-seat hot-seat table, as a careless evening of play: every key of the
table and its screens (numbers, Enter, Esc, undo, the judge, the glossary, help, quit and back,
the table's pages), at the three sizes the table is laid out for. The app must keep running,
and the game it autosaved must resume to the same choices (issue 9: no lost games)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from vtes_tui.app.app import VtesApp
from vtes_tui.app.screens.quit import QuitScreen
from vtes_tui.app.session import GameSession

from .helpers import pilot_test, session

KEYS = [*"123456789", *"1212", "enter", "enter", "escape", "u", "up", "down", "left", "right"]
KEYS += ["left_square_bracket", "right_square_bracket", "i", "tab", "j", "g", "question_mark"]
KEYS += ["q", "backspace", "w"]


@pytest.mark.parametrize(("seed", "size"), [(4, (120, 40)), (9, (80, 24)), (11, (160, 50))])
@pilot_test
async def test_random_keys_never_stop_the_table_nor_lose_the_game(
    tmp_path: Path, seed: int, size: tuple[int, int]
) -> None:
    rng = random.Random(seed)
    s = session(tmp_path, ["tremere", "nosferatu", "toreador"], seed=seed)
    app = VtesApp(s)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for _ in range(200):
            await pilot.press(rng.choice(KEYS))
            if isinstance(app.screen, QuitScreen):
                await pilot.press("n")  # back to the game: this test is about playing on
            assert app.is_running
        made = s.record().choices
    assert len(made) >= 5  # the keys played the game on, not only opened screens
    assert GameSession.resume(tmp_path / "autosave.json").record().choices == made
