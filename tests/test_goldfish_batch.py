"""Batch goldfish: the figures of a small fixed batch recomputed from the games themselves, the
same figures whatever --jobs is, documented JSON keys, CSV, comparison, and bad input (exit 2)."""

from __future__ import annotations

import csv
import json
import re
import statistics
from collections import Counter
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vtes_tui.app.saves import saved_games
from vtes_tui.app.session import data_dir
from vtes_tui.cards.decks import load_deck
from vtes_tui.cli import app
from vtes_tui.players.bots import BOTS
from vtes_tui.players.goldfish import DECK, GoldfishGame, dummy_deck, passive, read_game
from vtes_tui.players.goldfish_stats import report
from vtes_tui.rules.events import CardMoved
from vtes_tui.rules.state import GameState, Region
from vtes_tui.sequencer.record import GameRecord, load_record, replay_record

ROOT = Path(__file__).resolve().parent.parent
HECATA = ROOT / "decks" / "v5-hecata.txt"
TOREADOR = ROOT / "decks" / "v5-toreador.txt"
SEEDS = range(3, 7)
runner = CliRunner()


def run(*args: object):
    return runner.invoke(app, ["goldfish", *map(str, args)])


def _play(seed: int) -> GameState:
    """The game as a test plays it: the greedy bot for the deck, the passive dummy."""
    deck = load_deck(HECATA)
    seq = GameRecord(seed=seed, names=["You", "Dummy"], decks=[deck, dummy_deck()]).sequencer()
    bot = BOTS["greedy"](seed * 31)
    while seq.prompt is not None:
        prompt = seq.prompt
        seq.choose(bot(prompt) if prompt.decider == DECK else passive(prompt))
    return seq.state


@pytest.fixture(scope="module")
def batch() -> list[tuple[GameState, GoldfishGame]]:
    return [(state, read_game(seed, state)) for seed in SEEDS for state in [_play(seed)]]


def _percentile(values: list[int], q: float) -> float:
    ranked = sorted(values)
    position = (len(ranked) - 1) * q
    low = int(position)
    high = min(low + 1, len(ranked) - 1)
    return ranked[low] + (ranked[high] - ranked[low]) * (position - low)


def test_one_games_figures_agree_with_the_final_table(batch):
    """Turns to oust from the dummy's oust turn (the deck plays the odd turns), the pool bled
    from the dummy's 30 pool, the dead cards from the final hand, plays from the card moves."""
    for state, game in batch:
        dummy = state.players[1]
        assert dummy.ousted and game.turns == (dummy.oust_turn + 1) // 2
        assert len(game.bled_per_turn) == game.turns
        assert sum(game.bled_per_turn) == 30 - dummy.pool
        assert game.stuck == Counter(c.name for c in state.players[DECK].hand)
        plays = Counter(
            e.card.card.name
            for e in state.events
            if isinstance(e, CardMoved) and e.card.owner == DECK and e.origin is Region.HAND
            if e.destination is Region.PLAYING
        )
        assert game.played == plays
        assert 1 <= game.first_vampire <= game.first_two_vampires <= game.turns
        assert game.influence_pool > 0


def test_batch_figures_are_the_games_figures(batch):
    deck = load_deck(HECATA)
    games = [game for _, game in batch]
    figures = report(deck, "greedy", games).to_json()
    turns = [g.turns for g in games]
    assert figures["games"] == figures["ousted"] == len(SEEDS)
    assert figures["turns_mean"] == pytest.approx(sum(turns) / len(turns))
    assert figures["turns_median"] == statistics.median(turns)
    assert figures["turns_p10"] == pytest.approx(_percentile(turns, 0.1))
    assert figures["turns_p90"] == pytest.approx(_percentile(turns, 0.9))
    half = 1.96 * statistics.stdev(turns) / len(turns) ** 0.5
    assert figures["turns_ci95"] == pytest.approx([sum(turns) / 4 - half, sum(turns) / 4 + half])
    assert figures["turns_histogram"] == {str(t): n for t, n in sorted(Counter(turns).items())}
    first_turn = [g.bled_per_turn[0] for g in games]
    assert figures["bled_per_turn"][0] == pytest.approx(sum(first_turn) / len(games))
    last = max(turns)
    longest = [g.bled_per_turn[last - 1] for g in games if g.turns == last]
    assert figures["bled_per_turn"][-1] == pytest.approx(sum(longest) / len(longest))
    fastest = min(games, key=lambda g: (g.turns, g.seed))
    slowest = max(games, key=lambda g: (g.turns, -g.seed))
    assert (figures["fastest_seed"], figures["slowest_seed"]) == (fastest.seed, slowest.seed)
    assert figures["influence_pool_mean"] == pytest.approx(
        sum(g.influence_pool for g in games) / len(games)
    )
    cards = {c["name"]: c for c in figures["cards"]}
    assert len(cards) == len(deck.library)
    for name, card in cards.items():
        assert card["played"] == sum(g.played[name] for g in games)
        assert card["stuck"] == sum(g.stuck[name] for g in games)
        assert card["drawn"] == sum(g.drawn[name] for g in games)


def test_the_same_seed_gives_the_same_figures_whatever_the_jobs():
    one = run(HECATA, "--games", 4, "--seed", 3, "--jobs", 1, "--json")
    two = run(HECATA, "--games", 4, "--seed", 3, "--jobs", 2, "--json")
    assert one.exit_code == two.exit_code == 0, one.output + two.output
    assert json.loads(one.stdout) == json.loads(two.stdout)


def test_every_json_key_is_documented():
    doc = (ROOT / "docs" / "goldfish.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`([a-z0-9_]+)`", doc))
    result = run(HECATA, "--games", 1, "--seed", 3, "--turns", 2, "--json")
    figures = json.loads(result.stdout)
    keys = set(figures) | set(figures["cards"][0])
    assert keys <= documented, keys - documented


def test_the_printed_report_plots_and_lists_the_cards(tmp_path):
    """Two decks side by side, a turn limit so short no game ousts; the CSV has a row a game."""
    out = tmp_path / "games.csv"
    result = run(HECATA, TOREADOR, "--games", 2, "--seed", 5, "--turns", 3, "--csv", out)
    assert result.exit_code == 0, result.output
    assert "Fifth Edition: Hecata" in result.stdout and "Fifth Edition: Toreador" in result.stdout
    assert "Mean pool bled in each of the deck's turns" in result.stdout
    assert "Library cards over 2 games" in result.stdout
    rows = list(csv.reader(out.open(encoding="utf-8")))
    assert rows[0][:3] == ["deck", "seed", "turns"] and len(rows) == 5
    assert [r[1] for r in rows[1:]] == ["5", "6", "5", "6"]
    assert all(r[2] == "" and len(r[8].split()) == 3 for r in rows[1:])


def test_ctrl_c_prints_the_games_played_so_far(monkeypatch):
    def two_then_interrupted(deck, seeds, bot, max_turns, jobs, dummy):
        for seed in seeds[:2]:
            yield GoldfishGame(seed, turns=9, bled_per_turn=[1] * 9)
        raise KeyboardInterrupt

    monkeypatch.setattr("vtes_tui.players.goldfish.goldfish_games", two_then_interrupted)
    result = run(HECATA, "--games", 10, "--seed", 0, "--json")
    assert result.exit_code == 130
    assert json.loads(result.stdout)["games"] == 2
    assert "interrupted: 2 games played" in result.stderr


def _no_game(*_args: object, **_kwargs: object) -> None:
    raise AssertionError("a game was played")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((HECATA, "--games", 0), "--games 0"),
        ((HECATA, "--games", 2, "--seed", -1), "--seed -1"),
        ((HECATA, "--games", 2, "--jobs", 0), "--jobs 0"),
        # Issue 12: the process pool forks every worker at once: 100000 would fork-bomb.
        ((HECATA, "--games", 2, "--jobs", 100_000), "--jobs 100000: 1 to 64 processes"),
        ((HECATA, "--games", 10**10), "play 1 to 1,000,000 games"),
        ((HECATA, "--games", 2, "--bot", "clever"), "clever"),
        ((HECATA, "--games", 2, "--csv", "/no/such/folder/games.csv"), "--csv"),
        (("no-such-deck.txt", "--games", 2), "no-such-deck.txt"),
        ((HECATA, HECATA, HECATA, "--games", 2), "3 decks"),
    ],
)
def test_bad_input_is_one_line_and_exit_code_2(args, words, monkeypatch):
    monkeypatch.setattr("vtes_tui.players.goldfish.goldfish_games", _no_game)
    result = run(*args)
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0]


def test_an_illegal_deck_gets_the_deck_checkers_error_before_any_game(tmp_path, monkeypatch):
    small = tmp_path / "small.txt"
    small.write_text("Crypt (1 cards)\n1x Nathan Turner\n\nLibrary (1 cards)\n1x Freak Drive\n")
    monkeypatch.setattr("vtes_tui.players.goldfish.goldfish_games", _no_game)
    result = run(small, "--games", 2)
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "small.txt" in lines[0]


def test_the_fastest_and_slowest_games_are_saved_as_records_that_replay(tmp_path):
    """Each record replays to the end of its game, the dummy ousted in the deck's turn the batch
    says; the app's load screen lists them as finished games."""
    result = run(HECATA, "--games", 4, "--seed", 3, "--records", tmp_path, "--json")
    assert result.exit_code == 0, result.output
    figures = json.loads(result.stdout)
    turns = [int(t) for t in figures["turns_histogram"]]
    for which, expected in (("fastest", min(turns)), ("slowest", max(turns))):
        path = Path(figures[f"{which}_record"])
        assert path.parent == tmp_path
        assert path.name == f"goldfish_hecata_{which}_{figures[f'{which}_seed']}.json"
        seq = replay_record(load_record(path), path)
        assert seq.prompt is None and seq.state.players[1].ousted
        assert (seq.state.turn + 1) // 2 == expected  # the deck plays the odd turns
        assert read_game(seq.seed, seq.state).turns == expected
    saves = saved_games(tmp_path)
    assert len(saves) == 2 and all(s.finished and s.problem is None for s in saves)
    assert saves[0].seats == ("You (Hecata, greedy bot)", "Dummy (goldfish dummy, passive)")


def test_the_records_go_to_the_saved_games_by_default_and_the_report_names_them():
    result = run(HECATA, "--games", 2, "--seed", 8)
    assert result.exit_code == 0, result.output
    saved = re.findall(r"(fastest|slowest) game saved as (\S+)", result.stdout)
    assert [which for which, _ in saved] == ["fastest", "slowest"]
    for which, path in saved:
        assert Path(path).parent == data_dir() and Path(path).is_file()
        assert Path(path).name.startswith(f"goldfish_hecata_{which}_")
    assert "vtes-tui replay FILE" in result.stdout


@pytest.mark.parametrize(
    ("args", "words"),
    [
        ((HECATA, "--games", 2, "--records", "/proc/no-such"), "--records /proc/no-such"),
        ((HECATA, "--records", "somewhere"), "--records takes --games"),
    ],
)
def test_a_records_folder_that_cannot_be_written_is_refused(args, words, monkeypatch):
    monkeypatch.setattr("vtes_tui.players.goldfish.goldfish_games", _no_game)
    monkeypatch.setattr("vtes_tui.commands.play._run", _no_game)
    result = run(*args)
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0]
