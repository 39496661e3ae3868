"""A save that fails mid-game (issue 9, "never lose a game"): a full disk, a read-only or
removed folder. The game goes on, the last good save stays on disk, the player is told once,
the next saves retry, Ctrl+S saves elsewhere, and quitting says what is not saved."""

from __future__ import annotations

import errno
import json
import os
import shutil
import stat
from pathlib import Path
from typing import IO, Any

import pytest
from textual.screen import Screen
from textual.widgets import Input, Static

from vtes_tui.app.app import VtesApp
from vtes_tui.app.saving import elsewhere
from vtes_tui.app.screens.handoff import HandOffScreen
from vtes_tui.app.screens.quit import QuitScreen
from vtes_tui.app.screens.save_as import SaveAsScreen
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.session import DATA_DIR_ENV, GameSession, TableConfig
from vtes_tui.app.widgets.keys import KeysBar
from vtes_tui.cards.decks import load_deck
from vtes_tui.players.bots import GameStalled
from vtes_tui.sequencer import record as record_module
from vtes_tui.sequencer.record import load_record

from .helpers import advance, deck, eager, pilot_test, press_option, session
from .test_goldfish import goldfish_session

FULL = os.strerror(errno.ENOSPC)  # "No space left on device"


class Disk:
    """Stands in for the json module of the record writer: while ``full``, a save writes part
    of the record, then fails as a full disk does."""

    def __init__(self) -> None:
        self.full = False
        self.refused = 0

    def dump(self, obj: Any, f: IO[str], **kwargs: Any) -> None:
        if self.full:
            self.refused += 1
            f.write(json.dumps(obj, **kwargs)[:100])
            raise OSError(errno.ENOSPC, FULL)
        json.dump(obj, f, **kwargs)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Disk:
    stand_in = Disk()
    monkeypatch.setattr(record_module, "json", stand_in)
    return stand_in


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


def _game(tmp_path: Path) -> GameSession:
    """Alice against a greedy bot, a few of her choices in."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    advance(s, lambda s: len(s.seq.choices) >= 12)
    return s


def _choose(s: GameSession) -> None:
    assert s.prompt is not None
    s.choose(eager(s.prompt))


def _messages(app: VtesApp) -> list[str]:
    return [str(n.message) for n in app._notifications]


def test_a_full_disk_keeps_the_last_save_and_the_game_goes_on(tmp_path: Path, disk: Disk) -> None:
    """No exception; the file on disk is the last good save, byte for byte, with no partial
    file beside it; the failure names the file, the OS's reason and the turn saved last."""
    s = _game(tmp_path)
    before = s.save_path.read_bytes()
    turn = s.view()["turn"]
    disk.full = True
    for _ in range(3):
        _choose(s)
    assert disk.refused == 3, "every answer tried to save"
    assert s.save_path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == [s.save_path.name]
    failure = s.save_failure
    assert failure is not None and failure.path == s.save_path and failure.reason == FULL
    assert failure.line == f"Could not save to {s.save_path}: {FULL}"
    assert failure.unsaved == f"the game since turn {turn} is NOT saved"


def test_a_resumed_game_counts_its_file_as_saved_from_where_it_resumed(
    tmp_path: Path, disk: Disk
) -> None:
    """The file it resumed from holds the game as it stood: a save failing at once (the
    disk full since) loses nothing from before."""
    played = _game(tmp_path)
    turn = played.view()["turn"]
    disk.full = True
    s = GameSession.resume(played.save_path)
    assert s.save_failure is not None
    assert s.save_failure.unsaved == f"the game since turn {turn} is NOT saved"


def test_the_next_save_after_the_disk_frees_writes_the_whole_game(
    tmp_path: Path, disk: Disk
) -> None:
    s = _game(tmp_path)
    disk.full = True
    _choose(s)
    assert s.save_failure is not None
    disk.full = False
    _choose(s)
    assert s.save_failure is None
    assert load_record(s.save_path).choices == s.record().choices


def test_a_stalled_game_says_its_save_failed(
    tmp_path: Path, disk: Disk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Session.advance saves a game the bots cannot finish before it stops; when that save
    fails, the stop says so instead of leaving the player to think it is saved."""
    monkeypatch.setattr("vtes_tui.app.session.DECISION_CEILING", 5)
    config = TableConfig(
        names=["Alice", "Bob"],
        decks=[load_deck(deck(d)) for d in ("ventrue", "hecata")],
        seed=3,
        bots={0: "greedy", 1: "greedy"},
    )
    s = GameSession(config.record(), tmp_path / "game.json")
    with pytest.raises(GameStalled) as stalled:
        s.advance()
    assert "save" not in str(stalled.value) and load_record(s.save_path).choices
    disk.full = True
    with pytest.raises(GameStalled) as stalled:
        s.advance()
    assert str(stalled.value).endswith(f"; Could not save to {s.save_path}: {FULL}")


def test_save_as_never_replaces_another_file_or_a_folder(tmp_path: Path) -> None:
    s = _game(tmp_path)
    other = tmp_path / "other.json"
    other.write_text("not mine")
    with pytest.raises(FileExistsError):
        s.save_as(other)
    with pytest.raises(IsADirectoryError):
        s.save_as(tmp_path)
    assert other.read_text() == "not mine" and s.save_path == tmp_path / "autosave.json"


def test_elsewhere_is_the_saves_folder_unless_it_is_failing_there(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    saves = tmp_path / "saves"
    away = tmp_path / "usb" / "game.json"
    assert elsewhere(away, saves, failing=True) == saves / "game.json"
    saves.mkdir()
    mine = saves / "game.json"
    mine.write_text("{}")
    assert elsewhere(mine, saves, failing=False) == saves / "game-2.json"
    assert elsewhere(mine, saves, failing=True) == tmp_path / "home" / "game.json"


@pilot_test
async def test_the_table_tells_once_retries_silently_and_tells_when_saved_again(
    tmp_path: Path, disk: Disk
) -> None:
    s = _game(tmp_path)
    before = s.save_path.read_bytes()
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        assert "save_as" not in {b.binding.action.partition("(")[0] for b in _footer(screen)}
        assert "Save elsewhere" not in screen.query_one(KeysBar).text.plain
        disk.full = True
        for _ in range(3):
            assert s.prompt is not None
            await press_option(pilot, eager(s.prompt))
        assert app.is_running and app.screen is screen
        told = [m for m in _messages(app) if m.startswith("Could not save")]
        assert told == [
            f"Could not save to {s.save_path}: {FULL} — the game goes on; Ctrl+S saves it elsewhere"
        ]
        assert "Save elsewhere" in [b.binding.description for b in _footer(screen)]
        await pilot.pause()
        assert "^s Save elsewhere" in screen.query_one(KeysBar).text.plain  # drawn, too
        assert s.save_path.read_bytes() == before
        disk.full = False
        assert s.prompt is not None
        await press_option(pilot, eager(s.prompt))
        assert s.prompt is not None
        await press_option(pilot, eager(s.prompt))
        again = [m for m in _messages(app) if m.startswith("Saved again")]
        assert again == [f"Saved again to {s.save_path}"]
        assert "Save elsewhere" not in [b.binding.description for b in _footer(screen)]
    assert load_record(s.save_path).choices == s.record().choices


def _footer(screen: Screen[Any]) -> list[Any]:
    return [b for b in screen.active_bindings.values() if b.binding.show and b.enabled]


@pilot_test
async def test_a_save_failing_as_the_keyboard_changes_hands_is_told_after_the_hand_off(
    tmp_path: Path, disk: Disk
) -> None:
    """The hand-off clears what the last player was told; the failure of the save made as
    Alice ended her turn is told to Bob once he has the keyboard."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3)
    advance(s, lambda s: s.prompt is not None and s.prompt.kind == "discard")
    assert s.decider == 0
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        if isinstance(app.screen, HandOffScreen):
            await pilot.press("enter")
            await pilot.pause()
        disk.full = True
        assert s.prompt is not None
        await press_option(pilot, [o.key for o in s.prompt.options].index("end"))
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen) and s.decider == 1
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert [m for m in _messages(app) if m.startswith("Could not save")]


@pytest.mark.parametrize("kind", ["goldfish", "learning"])
@pilot_test
async def test_goldfish_and_learning_games_save_the_same_way(
    kind: str, tmp_path: Path, disk: Disk
) -> None:
    """Their saves go through the same GameSession.save: told once, the game goes on."""
    if kind == "goldfish":
        s = goldfish_session(tmp_path)
    else:
        s = session(tmp_path, ["hecata", "lasombra"], seed=7, bots={1: "greedy"}, learn=True)
    before = s.save_path.read_bytes()
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        disk.full = True
        for _ in range(2):
            assert s.prompt is not None
            await press_option(pilot, eager(s.prompt))
        assert app.is_running and isinstance(app.screen, TableScreen)
        assert len([m for m in _messages(app) if m.startswith("Could not save")]) == 1
    assert s.save_path.read_bytes() == before


@pilot_test
async def test_a_removed_save_folder_then_ctrl_s_saves_elsewhere(
    tmp_path: Path, data_dir: Path
) -> None:
    """The save's folder replaced by a file mid-game (as a removed or unmounted folder): told
    at once; Ctrl+S opens the dialog on a path in the saves folder; a path it cannot write is
    one line in the dialog; a good one becomes the game's save file."""
    folder = tmp_path / "usb"
    s = session(folder, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        shutil.rmtree(folder)
        folder.write_text("")
        assert s.prompt is not None
        await press_option(pilot, eager(s.prompt))
        assert s.save_failure is not None
        told = f"Could not save to {s.save_path}: {folder} is a file, not a folder"
        assert any(m.startswith(told) for m in _messages(app)), _messages(app)
        await pilot.press("s")  # a screenshot goes beside the save: told, not a crash
        await pilot.pause()
        assert f"Could not save a screenshot in {folder}: " in "\n".join(_messages(app))

        await pilot.press("ctrl+s")
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, SaveAsScreen)
        field = dialog.query_one("#save-as-path", Input)
        assert field.value == str(data_dir / "autosave.json")
        field.value = str(folder / "again.json")  # under a file: cannot be made
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is dialog
        error = str(dialog.query_one("#save-as-error", Static).render())
        assert error.startswith(f"Could not save to {folder / 'again.json'}: ")
        field.value = str(data_dir / "rescued.json")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert s.save_path == data_dir / "rescued.json" and s.save_failure is None
        assert load_record(s.save_path).choices == s.record().choices
        assert s.prompt is not None
        await press_option(pilot, eager(s.prompt))
        assert load_record(s.save_path).choices == s.record().choices


@pilot_test
async def test_quit_after_a_failed_save_says_the_game_is_not_saved_and_offers_to_save(
    tmp_path: Path, disk: Disk, data_dir: Path
) -> None:
    s = _game(tmp_path)
    turn = s.view()["turn"]
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        disk.full = True
        assert s.prompt is not None
        await press_option(pilot, eager(s.prompt))
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        text = str(app.screen.query_one("#quit-text", Static).render())
        assert f"the game since turn {turn} is NOT saved" in text
        assert "The game is saved in" not in text
        disk.full = False
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)
        await pilot.press("enter")  # the path offered: the saves folder
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        text = str(app.screen.query_one("#quit-text", Static).render())
        saved_in = f"The game is saved in\n{data_dir / 'autosave.json'}\n"
        assert saved_in + "`vtes-tui play --resume` lists it" in text
        await pilot.press("n")  # back to the table: the game saved, and no more news of it
        await pilot.pause()
        assert s.prompt is not None
        await press_option(pilot, eager(s.prompt))
        assert not [m for m in _messages(app) if m.startswith("Saved again")]
        assert "Save elsewhere" not in [b.binding.description for b in _footer(app.screen)]
        await pilot.press("q", "y")
        await pilot.pause()
        assert not app.is_running
    assert load_record(data_dir / "autosave.json").choices == s.record().choices


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into a read-only folder")
@pilot_test
async def test_a_folder_made_read_only_mid_game(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    s = session(folder, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    before = s.save_path.read_bytes()
    app = VtesApp(s)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
            assert s.prompt is not None
            await press_option(pilot, eager(s.prompt))
            assert app.is_running
            reason = os.strerror(errno.EACCES)
            assert f"Could not save to {s.save_path}: {reason}" in "\n".join(_messages(app))
            assert s.save_path.read_bytes() == before
            folder.chmod(stat.S_IRWXU)
            assert s.prompt is not None
            await press_option(pilot, eager(s.prompt))
            assert s.save_failure is None
    finally:
        folder.chmod(stat.S_IRWXU)
    assert load_record(s.save_path).choices == s.record().choices


def test_save_elsewhere_dialog(snap_compare: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """A game whose saves folder cannot be made (under /dev/null: "Not a directory"): over the
    table, the toast "Could not save to … — the game goes on; Ctrl+S saves it elsewhere", the
    footer's "^s Save elsewhere"; Ctrl+S opens a double frame with the failure, "Save the
    game to this file, and go on saving it there:", a field holding the save's name in the
    home folder, "Enter: save · Esc: cancel", and a footer with Esc Cancel."""
    monkeypatch.setenv(DATA_DIR_ENV, "/dev/null/saves")
    monkeypatch.setenv("HOME", "/home/player")
    config = TableConfig(
        names=["Alice", "Bob"],
        decks=[load_deck(deck(d)) for d in ("ventrue", "hecata")],
        seed=3,
        bots={1: "greedy"},
    )
    s = GameSession.new(config, Path("/dev/null/saves/game.json"))
    assert s.save_failure is not None and s.save_failure.unsaved == "the game is NOT saved"
    assert snap_compare(VtesApp(s), press=["ctrl+s"], terminal_size=(100, 30))
