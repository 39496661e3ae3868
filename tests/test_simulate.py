"""`vtes-tui simulate` deck by deck: wins (9.1), victory points, ousts and turns survived, added
up from the games themselves; opponents drawn from a folder of decklists (--twda), the same for
the same seed, failures skipped and counted; and bad input (exit 2)."""

from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vtes_tui.cards.decks import load_deck
from vtes_tui.cli import app
from vtes_tui.players.simulate import DeckFigures, ousted_by, simulate, turn_seats
from vtes_tui.players.twda import Opponents, OpponentsError
from vtes_tui.rules.events import PhaseBegan
from vtes_tui.rules.game import Seat, new_game
from vtes_tui.rules.state import Phase
from vtes_tui.sequencer.record import load_record

ROOT = Path(__file__).resolve().parent.parent
DECKS = sorted((ROOT / "decks").glob("*.txt"))
runner = CliRunner()


def run(*args: object):
    return runner.invoke(app, ["simulate", *map(str, args)])


def test_the_rulebooks_example_of_ousts_and_victory_points():
    """9.1: Richard, Steve, Justin and Lisa clockwise. Richard ousts Steve, then Justin (his new
    prey, 2.1); Lisa ousts Richard and is the last left: 2 victory points each, a tie, so no
    one wins. Richard ousted his prey twice, Lisa once."""
    state = new_game([Seat(name, (), ()) for name in ("Richard", "Steve", "Justin", "Lisa")], 1)
    for turn in range(1, 9):
        state.events.append(PhaseBegan(Phase.UNLOCK, (turn - 1) % 4))
    richard, steve, justin, lisa = state.players
    steve.ousted, steve.oust_turn = True, 1  # in Richard's turn
    justin.ousted, justin.oust_turn = True, 5  # Richard's again
    richard.ousted, richard.oust_turn = True, 8  # Lisa's turn
    richard.victory_points, lisa.victory_points = 2, 2
    turns_of = turn_seats(state)
    assert [ousted_by(state, p.seat, turns_of) for p in state.players] == [3, 0, 0, None]
    figures = [DeckFigures(p.name) for p in state.players]
    for figure, p in zip(figures, state.players, strict=True):
        figure.add(state, p.seat, turns_of)
    assert [f.ousted_prey for f in figures] == [2, 0, 0, 1]
    assert [f.wins for f in figures] == [0, 0, 0, 0]  # state.winner is None: a tie
    assert [f.turns for f in figures] == [2, 2, 2, 2]


def test_the_deck_figures_add_up_to_the_games():
    """Two decks round four seats, each deck at two seats: every seat of every game counted once;
    the wins are the games with a winner, the victory points those of the seats."""
    decks = [load_deck(DECKS[0]), load_deck(DECKS[1])]
    report = simulate(decks, 4, 3, 11, "greedy", 80)
    assert report.errors == 0
    first, second = report.decks
    assert first.games == second.games == 6
    assert first.victory_points + second.victory_points == sum(report.vp_per_seat)
    assert first.victory_points == report.vp_per_seat[0] + report.vp_per_seat[2]
    assert first.wins + second.wins <= report.games
    for figure in report.decks:
        assert figure.ousted_prey <= figure.victory_points  # each oust of a prey scores (9.1)
        assert 0 < figure.turns <= figure.games * 80
    ousted = first.ousted + second.ousted
    assert first.ousted_prey + second.ousted_prey <= ousted <= 3 * report.games


def test_the_json_has_a_line_per_deck():
    result = run("--deck", DECKS[0], "--deck", DECKS[1], "--seats", 2, "--max-turns", 40, "--json")
    assert result.exit_code == 0, result.output
    decks = json.loads(result.stdout)["decks"]
    assert [d["deck"] for d in decks] == [load_deck(p).name for p in DECKS[:2]]
    assert set(decks[0]) == {
        "deck",
        "games",
        "wins",
        "win_rate",
        "victory_points",
        "victory_points_mean",
        "ousted",
        "ousted_prey",
        "turns_survived_mean",
    }
    assert sum(d["games"] for d in decks) == 2


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """Three starter decks and two files that are not decklists."""
    for path in DECKS[:3]:
        shutil.copy(path, tmp_path / path.name)
    (tmp_path / "broken.txt").write_text("Crypt (1 cards)\n1x No Such Vampire Anywhere\n")
    (tmp_path / "empty.txt").write_text("")
    return tmp_path


def test_opponents_are_drawn_by_the_seed_and_failures_skipped(folder):
    one, two = Opponents.of(folder, 3), Opponents.of(folder, 3)
    draws = [one.draw(random.Random(seed)) for seed in range(6)]
    assert [[d.name for d in draw] for draw in draws] == [
        [d.name for d in two.draw(random.Random(seed))] for seed in range(6)
    ]
    good = {load_deck(p).name for p in DECKS[:3]}
    assert all(sorted(d.name for d in draw) == sorted(good) for draw in draws)
    assert set(one.skipped) == {folder / "broken.txt", folder / "empty.txt"}
    assert "2 skipped (failed to load)" in one.summary()


def test_twda_seats_the_deck_against_drawn_opponents(folder, tmp_path):
    records = tmp_path / "records"
    args = ["--deck", DECKS[3], "--twda", folder, "--opponents", 2, "--games", 2, "--seed", 5]
    result = run(*args, "--max-turns", 40, "--record", records, "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    mine, theirs = report["decks"]
    assert mine["deck"] == load_deck(DECKS[3]).name and mine["games"] == 2
    assert theirs["deck"] == "TWDA opponents" and theirs["games"] == 4
    assert report["twda"]["decklists"] == 5 and report["twda"]["opponents"] == 2
    assert report["twda"]["drawn"] + report["twda"]["skipped"] <= 5
    for seed in (5, 6):
        names = load_record(records / f"game-{seed}.json").names
        assert len(names) == 3
        assert sum(load_deck(DECKS[3]).name in n for n in names) == 1
    text = run(*args, "--max-turns", 40)
    assert "TWDA opponents:" in text.stdout and "skipped (failed to load)" in text.stdout


def test_a_folder_without_enough_decks_that_load_is_refused(tmp_path):
    (tmp_path / "a.txt").write_text("")
    (tmp_path / "b.txt").write_text("not a deck")
    with pytest.raises(OpponentsError, match="only 0 decklists load"):
        Opponents.of(tmp_path, 1).draw(random.Random(0))
    result = run("--deck", DECKS[0], "--twda", tmp_path, "--opponents", 1)
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "only 0 decklists load" in result.output


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--twda", ROOT / "decks"), "--opponents None"),
        (("--opponents", 2), "--opponents takes --twda"),
        (("--twda", ROOT / "decks", "--opponents", 0), "--opponents 0"),
        (("--twda", ROOT / "decks", "--opponents", 2, "--seats", 3), "--seats with --twda"),
        (("--twda", ROOT / "decks", "--opponents", 6), "a table seats 2 to 6"),
        (("--twda", ROOT / "no-such-folder", "--opponents", 2), "no-such-folder"),
        (("--twda", DECKS[0], "--opponents", 2), "not a folder of decklists"),
        (("--twda", ROOT / "decks", "--opponents", 5, "--deck", DECKS[1]), "2 deck(s)"),
    ],
)
def test_bad_twda_options_are_one_line_and_exit_code_2(args, words):
    result = run("--deck", DECKS[0], *args)
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0]


def test_every_json_key_is_documented(folder):
    doc = (ROOT / "docs" / "simulate.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`([a-z0-9_]+)`", doc))
    result = run("--deck", DECKS[0], "--twda", folder, "--opponents", 1, "--max-turns", 8, "--json")
    report = json.loads(result.stdout)
    keys = set(report) | set(report["decks"][0]) | set(report["twda"])
    assert keys <= documented, keys - documented
