"""The play and goldfish commands: a user's bad deck or record is one line and exit code 2."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

import vtes_tui
from vtes_tui import cli
from vtes_tui.app.app import VtesApp
from vtes_tui.app.session import GameSession, TableConfig
from vtes_tui.app.setup import DEFAULT_NAMES
from vtes_tui.cards import decks
from vtes_tui.cards.data import CACHE_DIR_ENV
from vtes_tui.commands import play
from vtes_tui.commands.play import register
from vtes_tui.sequencer.names import names_problem

from .helpers import deck, pilot_test, session

runner = CliRunner()


def _app() -> typer.Typer:
    app = typer.Typer()
    register(app)
    return app


def test_a_missing_deck_is_one_line_naming_the_file() -> None:
    result = runner.invoke(_app(), ["play", "nowhere.txt", str(deck("ventrue"))])
    assert result.exit_code == 2
    assert "nowhere.txt: no such file" in result.output
    assert "Traceback" not in result.output


def test_a_truncated_record_is_refused_and_left_alone(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    record.write_text('{"format": "vtes_tui record", "seats": [')
    result = runner.invoke(_app(), ["play", "--resume", str(record)])
    assert result.exit_code == 2
    assert str(record) in result.output and "truncated" in result.output
    assert record.read_text() == '{"format": "vtes_tui record", "seats": ['


def test_goldfish_of_a_file_that_is_not_a_deck_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("hello\n")
    result = runner.invoke(_app(), ["goldfish", str(bad)])
    assert result.exit_code == 2
    assert "bad.txt" in result.output


def test_a_table_needs_two_to_five_decks() -> None:
    result = runner.invoke(_app(), ["play", str(deck("ventrue"))])
    assert result.exit_code == 2
    assert "2 to 5 seats" in result.output


def test_resume_continues_the_saved_game_at_the_same_prompt(tmp_path: Path) -> None:
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    s.choose(0)
    resumed = GameSession.resume(s.save_path)
    assert resumed.seq.choices == s.seq.choices
    assert resumed.prompt == s.prompt
    assert resumed.bots.keys() == s.bots.keys()


def test_resuming_a_record_with_an_id_not_offered_is_refused_and_left_alone(
    tmp_path: Path,
) -> None:
    """DESIGN.md, "Choices that stay stable": an id not offered at its step is refused with
    one line naming the step; the saved game is not rewritten."""
    import json

    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    s.choose(0)
    data = json.loads(s.save_path.read_text())
    data["choices"][0] = "bleed:a999:s1"
    s.save_path.write_text(json.dumps(data))
    before = s.save_path.read_bytes()
    result = runner.invoke(_app(), ["play", "--resume", str(s.save_path)])
    assert result.exit_code == 2
    line = result.output.strip()
    assert "\n" not in line and str(s.save_path) in line
    assert "choice 1 ('bleed:a999:s1') is not offered at turn 1" in line
    assert s.save_path.read_bytes() == before


# The engine and the card definitions a start must not load before its first frame: they load
# in the thread behind the first hand-off, or once the new-game form is filled in. (krcg loads
# when the card cache is cold, which another checkout's run can make it.)
ENGINE = (
    "vtes_tui.rules.permanents",
    "vtes_tui.cards.definitions",
    "vtes_tui.sequencer.core",
    "vtes_tui.players.sight",
)
# The headless commands, built only when named (cli.LAZY).
HEADLESS_COMMANDS = ("vtes_tui.commands.engine", "vtes_tui.commands.cards")
_UNTIL_THE_APP_RUNS = """
import json, sys
import vtes_tui.app.app as app_module

def run(self, *args, **kwargs):
    print(json.dumps(sorted(sys.modules)))

app_module.VtesApp.run = run
from vtes_tui.cli import main

sys.argv = ["vtes-tui", "play", *sys.argv[1:]]
main()
"""


def _loaded_when_the_app_runs(tmp_path: Path, *args: str) -> set[str]:
    """The modules a fresh `vtes-tui play ARGS` has loaded when it starts the app."""
    script = tmp_path / "start.py"
    script.write_text(_UNTIL_THE_APP_RUNS)
    here = str(Path(vtes_tui.__file__).parent.parent)  # this checkout, not an installed copy
    path = os.pathsep.join([here, *filter(None, [os.environ.get("PYTHONPATH")])])
    done = subprocess.run(
        [sys.executable, str(script), *args, "--save", str(tmp_path / "game.json")],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": path},
    )
    return set(json.loads(done.stdout.strip().splitlines()[-1]))


def test_play_with_decks_starts_the_app_before_loading_the_engine(tmp_path: Path) -> None:
    """docs/app.md, speed: the first hand-off shows before the engine loads; decks checked at
    an earlier start are not read again before it (cards/checked.py)."""
    decks = [str(deck(name)) for name in ("hecata", "lasombra", "malkavian")]
    first = _loaded_when_the_app_runs(tmp_path, *decks)
    assert not first.intersection(ENGINE)
    again = _loaded_when_the_app_runs(tmp_path, *decks)
    assert not again.intersection(ENGINE)
    assert not again.intersection(HEADLESS_COMMANDS)
    assert "vtes_tui.cards.checked" in again
    # Nor are pydantic's schemas of decks and seat names built (--names not given).
    schemas = {"vtes_tui.cards.decks", "vtes_tui.cards.deck_schema", "vtes_tui.sequencer.names"}
    assert not again.intersection(schemas)
    assert "pydantic" not in again  # Typer's parse of the arguments neither (pyproject.toml)


def test_a_deck_edited_since_it_was_checked_is_refused_at_the_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A deck's kept verdict is for the file as it was: an edit that breaks it is one line and
    exit code 2 before the app starts, as any bad deck."""
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path / "cache"))
    started: list[TableConfig | None] = []
    monkeypatch.setattr(play, "_run", lambda *args, config=None, **kwargs: started.append(config))
    edited = tmp_path / "hecata.txt"
    edited.write_text(deck("hecata").read_text(encoding="utf-8"), encoding="utf-8")
    args = ["play", str(edited), str(deck("ventrue")), "--save", str(tmp_path / "game.json")]
    assert runner.invoke(_app(), args).exit_code == 0
    (config,) = started
    assert config is not None and [d.name for d in config.decks][0] == "Fifth Edition: Hecata"
    lines = edited.read_text(encoding="utf-8").splitlines(True)
    edited.write_text("".join(line for line in lines if "Peter St. John" not in line))
    result = runner.invoke(_app(), args)
    assert result.exit_code == 2
    assert result.output.strip() == (
        f"vtes-tui: {edited}: crypt has 11 cards, at least 12 are required"
    )
    assert len(started) == 1


def test_the_new_game_screen_starts_without_card_data_or_engine(tmp_path: Path) -> None:
    loaded = _loaded_when_the_app_runs(tmp_path)
    assert "vtes_tui.app.app" in loaded
    assert not loaded.intersection({*ENGINE, *HEADLESS_COMMANDS, "vtes_tui.cards.data"})
    assert "pydantic" not in loaded


# The start without the garbage collector (cli.main, docs/app.md, speed): off from the command
# line's parse to the app's first frame, on as usual for every command that does not start it.


def _collecting_when_it_runs(monkeypatch: pytest.MonkeyPatch, *args: str) -> list[bool]:
    """Whether the collector was on when `vtes-tui ARGS`, through cli.main, started the app
    (play) or read its deck (deck check): both are stopped there."""
    seen: list[bool] = []

    def stop(*_args: object, **_kwargs: object) -> None:
        seen.append(gc.isenabled())
        raise typer.Exit(3)

    monkeypatch.setattr(play, "_run", stop)
    monkeypatch.setattr(decks, "load_deck", stop)
    monkeypatch.setattr(sys, "argv", ["vtes-tui", *args])
    with pytest.raises(SystemExit) as stopped:
        cli.main()
    assert stopped.value.code == 3
    assert gc.isenabled()  # and on again once the command is done
    return seen


def test_play_starts_the_app_with_the_collector_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    save = str(tmp_path / "game.json")
    assert _collecting_when_it_runs(monkeypatch, "play", "--save", save) == [False]


def test_a_command_without_the_app_collects_as_usual(monkeypatch: pytest.MonkeyPatch) -> None:
    assert _collecting_when_it_runs(monkeypatch, "deck", "check", str(deck("ventrue"))) == [True]


@pilot_test
async def test_the_app_collects_again_once_its_first_screen_is_drawn(tmp_path: Path) -> None:
    gc.disable()
    try:
        app = VtesApp(None, tmp_path / "autosave.json")
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert app.screen.is_mounted
            assert gc.isenabled()
    finally:
        gc.enable()
        gc.unfreeze()  # what on_ready froze: this process goes on with other tests


def test_the_default_seat_names_need_no_check() -> None:
    """`play DECK…` without --names takes the default names unchecked (the names' schema is
    not loaded before the first frame): each must be one a save holds, none the same."""
    assert names_problem(list(DEFAULT_NAMES)) is None
