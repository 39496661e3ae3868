"""Screen snapshots of the table, the hand-off screen, a combat prompt and the help screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from vtes_tui.app.app import VtesApp

from .helpers import advance, session

FOUR = ["ventrue", "hecata", "tremere", "nosferatu"]


def test_table_mid_game(snap_compare: Any, tmp_path: Path) -> None:
    """Four Methuselahs at turn 12 or later, Alice deciding her action: her panel framed and
    marked (deciding), prey and predator named on the others, her hand with playable cards
    marked ▸, the phase bar on [Minion 6], the log with rule sections, the action menu with
    the coach line citing 6.1, and a footer of 1-9 Pick, u Undo, ? Help, q Quit."""
    s = session(tmp_path, FOUR, seed=3, bots={1: "greedy", 2: "greedy", 3: "greedy"})
    advance(
        s, lambda s: s.view()["turn"] >= 12 and s.prompt is not None and s.prompt.kind == "action"
    )
    assert snap_compare(VtesApp(s), terminal_size=(160, 50))


def test_hand_off_screen(snap_compare: Any, tmp_path: Path) -> None:
    """Two humans at one terminal: nothing of the table shows, only "Pass to Alice — press
    Enter" in a double frame and a footer with Enter."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3)
    assert snap_compare(VtesApp(s), terminal_size=(80, 24))


def test_combat_prompt(snap_compare: Any, tmp_path: Path) -> None:
    """A blocked action has led to combat: the prompt asks a combatant's strike, each option
    with its damage, the coach line citing the combat section (6.4.x), the card panel with the
    highlighted strike's numbers, at 100x30 (compact panels: R/U region letters, no log)."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, open_hands=True)
    advance(s, lambda s: s.prompt is not None and s.prompt.kind == "strike")
    assert snap_compare(VtesApp(s), terminal_size=(100, 30))


def test_help_screen(snap_compare: Any, tmp_path: Path) -> None:
    """? over the table: the turn structure with its five phases and sections, the actions,
    combat, and the keys (1-9, Esc, Tab, u, ?, q)."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    assert snap_compare(VtesApp(s), press=["question_mark"], terminal_size=(100, 40))
