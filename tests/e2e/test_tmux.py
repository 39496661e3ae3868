"""Terminal test: `vtes-tui play` with defaults in tmux, a turn played by keys, a judge command,
the screen read."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")

SESSION = f"vtes-e2e-{os.getpid()}"
# The checkout under test, ahead of whatever copy the `vtes-tui` script was installed from.
ROOT = Path(__file__).resolve().parents[2]


def _screen() -> str:
    return subprocess.run(
        ["tmux", "capture-pane", "-p", "-t", SESSION], capture_output=True, text=True, check=True
    ).stdout


def _keys(*keys: str) -> None:
    subprocess.run(["tmux", "send-keys", "-t", SESSION, *keys], check=True)


def _wait_for(text: str, timeout: float = 20.0) -> str:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        screen = _screen()
        if text in screen:
            return screen
        time.sleep(0.2)
    raise AssertionError(f"{text!r} never showed; the screen:\n{_screen()}")


def _first_offered(screen: str) -> str:
    """The number of the first option of the prompt (under its rule) still offered."""
    rows = screen.splitlines()
    rule = max((i for i, row in enumerate(rows) if row.startswith("─")), default=-1)
    for row in rows[rule + 1 :]:
        found = re.match(r" (\d) ", row)
        if found and "no longer offered" not in row:
            return found.group(1)
    return "1"


def _start(data_dir: Path, *args: str) -> None:
    """tmux running `vtes-tui play ARGS` at 120x40, its games saved in data_dir."""
    command = Path(sys.executable).with_name("vtes-tui")
    env = f"VTES_TUI_DATA_DIR={data_dir} TERM=xterm-256color PYTHONPATH={ROOT}"
    subprocess.run(
        ["tmux", "new-session", "-d", "-s", SESSION, "-x", "120", "-y", "40",
         f"env {env} {command} play {' '.join(args)}"],
        check=True,
    )  # fmt: skip
    # The app may read the window's size before tmux has given it 120x40 (it then draws 80x24
    # in a corner): a resize once it has drawn makes it read the size again.
    _wait_for("Saved games" if "--resume" in args else "New game")
    for width in ("119", "120"):
        subprocess.run(
            ["tmux", "resize-window", "-t", SESSION, "-x", width, "-y", "40"], check=True
        )


@pytest.fixture
def terminal(tmp_path: Path) -> Iterator[Path]:
    """`vtes-tui play` in tmux; yields the data directory its games are saved in."""
    _start(tmp_path)
    try:
        yield tmp_path
    finally:
        subprocess.run(["tmux", "kill-session", "-t", SESSION], check=False)


def test_play_with_defaults_a_turn_by_keys(terminal: Path) -> None:
    """The new-game screen, Ctrl+S, then Alice's first turn by number keys; Bob (a bot) plays
    his, and Alice's second turn shows with the record saved in a file of its own; q asks and
    names that file, y quits, and `play --resume` lists the game and Enter resumes it."""
    _wait_for("New game")
    _keys("C-s")
    _wait_for("Turn 1 · Alice")
    _wait_for("(rulebook ")  # the coach line names the section (drawn after the turn bar)
    # The first option offered, key by key, until Alice's second turn. Not always 1: an option
    # no longer offered keeps its number, empty (a trifle played, then 1 is "Play The Coven — no
    # longer offered"), and 1 pressed on it forever never ended the turn (the deal is random).
    deadline = time.monotonic() + 60
    while "Turn 3 · Alice" not in (screen := _screen()):
        assert time.monotonic() < deadline, f"Turn 3 never came; the screen:\n{screen}"
        _keys(_first_offered(screen))
        time.sleep(0.5)
    screen = _wait_for("Turn 3 · Alice")
    assert "pool" in screen
    assert "Pick" in screen and "Quit" in screen and "Judge" in screen
    if "Bob" not in screen:
        _keys("]")  # Bob's panel is further down the column of panels
    _wait_for("Bob")
    (save,) = terminal.glob("*.json")
    record = json.loads(save.read_text())
    assert len(record["choices"]) >= 2
    # 1.4 by hand: j, pool, Bob, -2 (the seventh amount), for no card.
    _keys("j")
    _wait_for("What does the card's text do?")
    _keys("1")
    _wait_for("Which Methuselah?")
    _keys("2")
    _wait_for("How much?")
    _keys("7")
    _wait_for("For which card?")
    _keys("1")
    screen = _wait_for("Judge (Alice): Bob -2 pool")
    assert "Turn 3 · Alice" in screen
    record = json.loads(save.read_text())
    assert record["choices"][-1] == "judge/0/pool/s1/n-2"
    _keys("q")
    assert str(save.parent) in _wait_for("Quit?")
    _keys("y")
    deadline = time.monotonic() + 10
    while subprocess.run(["tmux", "has-session", "-t", SESSION]).returncode == 0:
        assert time.monotonic() < deadline, "y did not quit"
        time.sleep(0.2)
    _start(terminal, "--resume")
    _wait_for("Saved games")
    assert save.name in _wait_for("Alice (Hecata")
    _keys("Enter")
    _wait_for("Turn 3 · Alice")
