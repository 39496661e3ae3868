"""Saves (issue 9): a file of its own per game, the load screen, resuming from it, and a
quit that asks first and says where the game is saved."""

from __future__ import annotations

import os
import shutil
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from vtes_tui.app.app import VtesApp
from vtes_tui.app.saves import saved_games
from vtes_tui.app.screens.load import LoadScreen
from vtes_tui.app.screens.new_game import NewGameScreen
from vtes_tui.app.screens.quit import QuitScreen
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.session import DATA_DIR_ENV, GameSession, TableConfig, new_save_path
from vtes_tui.cards.decks import load_deck
from vtes_tui.commands.play import register

from .helpers import advance, deck, pilot_test, session

BEGAN = datetime(2026, 11, 20, 1, 5)  # days before the tests were written: in the past


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


def _config(decks: list[str], seed: int = 3) -> TableConfig:
    return TableConfig(
        names=["Alice", "Bob", "Carol"][: len(decks)],
        decks=[load_deck(deck(d)) for d in decks],
        seed=seed,
        bots={1: "greedy"},
    )


def _saved(folder: Path, decks: list[str], seed: int, choices: int, when: datetime) -> GameSession:
    """A game begun at ``when`` in ``folder``, played ``choices`` human choices, saved then."""
    config = _config(decks, seed)
    s = GameSession.new(config, new_save_path(config.decks, folder, now=when))
    for _ in range(choices):
        assert s.prompt is not None
        s.choose(0)
    stamp = when.timestamp()
    os.utime(s.save_path, (stamp, stamp))
    return s


def _lines(screen: LoadScreen) -> list[str]:
    games = screen.query_one("#load-list")
    return [str(games.get_option_at_index(i).prompt) for i in range(games.option_count)]


def test_a_save_is_named_by_date_and_decks_and_never_taken_twice(tmp_path: Path) -> None:
    """Two games begun in the same minute with the same decks get two names."""
    decks = [load_deck(deck(d)) for d in ("hecata", "lasombra", "malkavian")]
    first = new_save_path(decks, tmp_path, now=datetime(2026, 11, 24, 1, 5))
    assert first.name == "2026-11-24_0105_hecata-lasombra-malkavian.json"
    first.write_text("{}")
    second = new_save_path(decks, tmp_path, now=datetime(2026, 11, 24, 1, 5))
    assert second.name == "2026-11-24_0105_hecata-lasombra-malkavian-2.json"


@pilot_test
async def test_two_new_games_give_two_files_and_the_first_is_still_there(data_dir: Path) -> None:
    """The bug of issue 9: starting a new game replaced the only autosave."""
    saves: list[Path] = []
    for _ in range(2):
        app = VtesApp()
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            await pilot.press("ctrl+s")
            await pilot.pause()
            assert app.session is not None and isinstance(app.screen, TableScreen)
            await pilot.press("1")
            await pilot.pause()
            saves.append(app.session.save_path)
            if len(saves) == 1:
                first = saves[0].read_bytes()
    assert saves[0] != saves[1]
    assert sorted(data_dir.glob("*.json")) == sorted(saves)
    assert saves[0].read_bytes() == first


@pilot_test
async def test_the_load_screen_lists_the_games_and_resumes_the_one_picked(data_dir: Path) -> None:
    """Newest first, each with its table, turn, choices and date; Enter on the older one opens
    the table at the very prompt it was saved at, and play goes on into the same file."""
    older = _saved(data_dir, ["ventrue", "hecata"], seed=3, choices=6, when=BEGAN)
    newer = _saved(
        data_dir, ["tremere", "nosferatu"], seed=5, choices=2, when=datetime(2026, 11, 21, 20, 30)
    )
    app = VtesApp(load=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        lines = _lines(screen)
        assert len(lines) == 2
        assert lines[0].startswith("2026-11-21 20:30")
        assert "Alice (Tremere) · Bob (Nosferatu, greedy bot)" in lines[0]
        assert lines[1].startswith("2026-11-20 01:05")
        assert f" · turn {older.view()['turn']} · {len(older.seq.choices)} choices" in lines[1]
        assert "Alice (Ventrue) · Bob (Hecata, greedy bot)" in lines[1]
        assert older.save_path.name in lines[1] and newer.save_path.name in lines[0]

        assert screen.query_one("#load-list").highlighted == 0, "Enter continues the newest"
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        resumed = app.session
        assert resumed is not None and resumed.save_path == older.save_path
        assert resumed.seq.choices == older.seq.choices
        assert resumed.prompt == older.prompt
        await pilot.press("1")
        await pilot.pause()
        newest = saved_games(data_dir)[0]
        assert newest.path == older.save_path and newest.choices > len(older.seq.choices)


@pilot_test
async def test_a_corrupt_save_is_listed_with_its_reason_and_left_untouched(
    data_dir: Path,
) -> None:
    """A truncated save shows one line of why and cannot be picked; the file keeps its bytes."""
    good = _saved(data_dir, ["ventrue", "hecata"], seed=3, choices=1, when=BEGAN)
    broken = data_dir / "broken.json"
    broken.write_text('{"format": "vtes_tui record", "seats": [')
    before = broken.read_bytes()
    app = VtesApp(load=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LoadScreen)
        lines = _lines(screen)
        assert "broken.json" in lines[0] and "cannot be resumed\n" in lines[0]
        assert "truncated" in lines[0]
        games = screen.query_one("#load-list")
        assert games.get_option_at_index(0).disabled
        assert not games.get_option_at_index(1).disabled
        assert games.highlighted == 1, "the newest save that can be resumed"
        await pilot.press("up")
        assert games.highlighted == 1, "the corrupt one is not offered"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.session is not None and app.session.save_path == good.save_path
    assert broken.read_bytes() == before


@pilot_test
async def test_escape_on_the_load_screen_sets_up_a_new_game(data_dir: Path) -> None:
    """No saves yet: the load screen says so and where it looked; Esc opens the new-game
    screen, whose Ctrl+O comes back to the list."""
    app = VtesApp(load=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        error = str(app.screen.query_one("#load-error").render())
        assert f"No saved games in {data_dir}" in error
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)


@pilot_test
async def test_q_asks_first_shows_the_path_and_cancel_keeps_the_game(tmp_path: Path) -> None:
    """q covers the table with a question naming the save file; Esc goes back to the same
    prompt with nothing answered; q then y quits."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    s.choose(0)
    choices, prompt = list(s.seq.choices), s.prompt
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        text = str(app.screen.query_one("#quit-text").render())
        assert str(s.save_path) in text
        # Not in the saves folder, so not on the load screen's list: resumed by its name.
        assert "`vtes-tui play --resume` FILE continues it" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert s.seq.choices == choices and s.prompt == prompt
        await pilot.press("q", "n")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and s.seq.choices == choices
        await pilot.press("q", "y")
        await pilot.pause()
        assert not app.is_running
    assert s.save_path.is_file()


def test_play_resume_without_a_file_opens_the_load_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """`vtes-tui play --resume` with no record file and no --save: the app opens on the list."""
    opened: list[VtesApp] = []
    monkeypatch.setattr(VtesApp, "run", lambda self: opened.append(self))
    app = typer.Typer()
    register(app)
    result = CliRunner().invoke(app, ["play", "--resume"])
    assert result.exit_code == 0, result.output
    (vtes,) = opened
    assert vtes.load and vtes.session is None


def test_play_resume_with_a_file_resumes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`--resume FILE` opens that game's table, as before the load screen."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    s.choose(0)
    opened: list[VtesApp] = []
    monkeypatch.setattr(VtesApp, "run", lambda self: opened.append(self))
    app = typer.Typer()
    register(app)
    result = CliRunner().invoke(app, ["play", "--resume", str(s.save_path)])
    assert result.exit_code == 0, result.output
    (vtes,) = opened
    assert not vtes.load and vtes.session is not None
    assert vtes.session.seq.choices == s.seq.choices


def test_an_old_autosave_is_listed_too(data_dir: Path) -> None:
    """Saves from before this change (one autosave.json) still load and are listed."""
    s = GameSession.new(_config(["ventrue", "hecata"]), data_dir / "autosave.json")
    advance(s, lambda s: len(s.seq.choices) >= 3)
    (save,) = saved_games(data_dir)
    assert save.path.name == "autosave.json" and save.problem is None
    assert save.choices == len(s.seq.choices)


def test_load_screen_snapshot(snap_compare: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """The load screen at 100x24: title, where the saves are and the keys; three saves newest
    first, each its date, turn and choices, the table (names, decks, bots) and file name,
    and a corrupt one with its one-line reason, dimmed and not offered; a footer with Esc."""
    # A fixed folder: the screen names it.
    folder = Path("/tmp/vtes-tui-snapshot-saves")
    shutil.rmtree(folder, ignore_errors=True)
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    _saved(folder, ["ventrue", "hecata"], seed=3, choices=6, when=BEGAN)
    _saved(folder, ["tremere", "nosferatu", "toreador"], 5, 2, datetime(2026, 11, 21, 20, 30))
    broken = folder / "2026-11-22_0900_lasombra-malkavian.json"
    broken.write_text("{")
    stamp = datetime(2026, 11, 22, 9, 0).timestamp()
    os.utime(broken, (stamp, stamp))
    assert snap_compare(VtesApp(load=True), terminal_size=(100, 24))
