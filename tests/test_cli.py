"""The headless command line: simulate, replay, scenario, deck check, and bad input (exit 2).

Coverage figures of `deck check` and `cards coverage` are tested in test_coverage.py."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest
import typer
from typer.main import get_group
from typer.testing import CliRunner

from vtes_tui import cli
from vtes_tui.cards.decks import load_deck
from vtes_tui.cards.definitions import is_automated
from vtes_tui.cli import app

ROOT = Path(__file__).resolve().parent.parent
DECKS = sorted((ROOT / "decks").glob("*.txt"))
runner = CliRunner()


def run(*args: str):
    return runner.invoke(app, [str(a) for a in args])


def test_simulate_reports_the_documented_json_keys(tmp_path):
    result = run(
        "simulate",
        "--deck",
        DECKS[0],
        "--deck",
        DECKS[1],
        "--seats",
        "3",
        "--games",
        "2",
        "--seed",
        "4",
        "--bot",
        "greedy",
        "--max-turns",
        "60",
        "--record",
        tmp_path,
        "--json",
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert set(report) == {
        "games",
        "finished",
        "errors",
        "vp_per_seat",
        "turns",
        "decisions",
        "decisions_per_second",
        "games_per_second",
        "decks",
        "twda",
    }
    assert report["games"] == 2 and report["errors"] == 0
    assert len(report["vp_per_seat"]) == 3
    assert report["decisions"] > 0 and report["turns"] > 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-4.json", "game-5.json"]


def test_replay_shows_the_state_after_n_choices(tmp_path):
    run(
        "simulate",
        "--deck",
        DECKS[2],
        "--seats",
        "2",
        "--games",
        "1",
        "--max-turns",
        "20",
        "--record",
        tmp_path,
    )
    record = tmp_path / "game-0.json"
    whole = json.loads(run("replay", record, "--json").output)
    start = json.loads(run("replay", record, "--step", "0", "--json").output)
    assert start["turn"] <= 1 < whole["turn"]
    assert "Turn" in run("replay", record).output


def test_scenario_prints_the_resulting_state():
    result = run("scenario", ROOT / "docs" / "examples" / "conditioning-bleed.toml", "--json")
    assert result.exit_code == 0, result.output
    state = json.loads(result.output)
    assert state["players"][1]["pool"] == 9


def test_deck_check_prints_counts_legality_and_coverage():
    """One report per deck: counts, legality, and coverage of the library and the crypt apart."""
    deck = load_deck(DECKS[0])
    automated = [n for card, n in deck.library if is_automated(card)]
    result = run("deck", "check", DECKS[0])
    assert result.exit_code == 0, result.output
    assert "crypt 12, library 77" in result.output
    assert "legality: legal" in result.output
    assert (
        f"automated: library {sum(automated)} of 77 copies "
        f"({len(automated)} of {len(deck.library)} distinct), crypt"
    ) in result.output


@pytest.mark.parametrize(
    "args",
    [
        ("simulate", "--deck", "no-such-deck.txt"),
        ("replay", "no-such-record.json"),
        ("scenario", "no-such-scenario.toml"),
        ("deck", "check", "no-such-deck.txt"),
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(args):
    result = run(*args)
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "no-such" in lines[0]
    assert "Traceback" not in result.output


@pytest.mark.parametrize("command", ["goldfish", "learn"])
def test_help_flows_a_docstring_paragraph_instead_of_keeping_its_source_line_breaks(command):
    """The line breaks of a command's docstring are the source's, not the screen's: on a wide
    terminal each paragraph of `--help` is one line (here the last sentence of each)."""
    sentence = {
        "goldfish": "With --games: a batch of bot games and their figures, or two decks side by side.",
        "learn": "finished lessons are remembered (in the user data dir, or $VTES_TUI_DATA_DIR).",
    }[command]
    result = runner.invoke(app, [command, "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert any(sentence in line for line in result.output.splitlines()), result.output


@pytest.mark.parametrize("module", sorted(set(cli.LAZY.values())))
def test_a_lazily_built_module_gives_the_commands_it_is_named_for(module: str) -> None:
    """cli.LAZY says which module builds which command: `vtes-tui NAME` finds NAME there."""
    commands = typer.Typer()
    importlib.import_module(f"vtes_tui.commands.{module}").register(commands)
    built = get_group(commands).commands
    assert sorted(built) == sorted(name for name, where in cli.LAZY.items() if where == module)


def test_help_lists_every_command_once_in_order() -> None:
    result = run("--help")
    assert result.exit_code == 0
    names = ["play", "goldfish", "learn", "simulate", "replay", "scenario", "deck", "cards"]
    listed = [line.split()[1] for line in result.output.splitlines() if line.split()[1:2]]
    assert [name for name in listed if name in names] == names


def test_a_misspelt_command_is_told_the_one_meant() -> None:
    result = run("simulat")
    assert result.exit_code == 2
    assert "Did you mean 'simulate'?" in result.output
