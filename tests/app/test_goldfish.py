"""Pilot test: goldfish a starter deck by keys until the dummy is ousted, then the summary."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from vtes_tui.app.app import VtesApp
from vtes_tui.app.screens.batch import BatchScreen, TurnsPlot
from vtes_tui.app.screens.summary import BleedPlot, SummaryScreen
from vtes_tui.app.session import DUMMY, GameSession, TableConfig
from vtes_tui.cards.decks import load_deck
from vtes_tui.players.goldfish import dummy_deck, play_goldfish
from vtes_tui.rules.prompts import Prompt

from .helpers import advance, deck, pilot_test, play_by_keys


def goldfish_session(tmp_path: Path, seed: int = 7) -> GameSession:
    config = TableConfig(
        names=["You", "Dummy"],
        decks=[load_deck(deck("ventrue")), dummy_deck()],
        seed=seed,
        bots={1: DUMMY},
        open_hands=True,
        goldfish=True,
    )
    return GameSession.new(config, tmp_path / "goldfish.json")


@pilot_test
async def test_goldfish_plays_to_the_oust_and_summarises(tmp_path: Path) -> None:
    """9.1: the dummy (30 pool, no minions) is ousted; the summary gives turns and pool bled."""
    s = goldfish_session(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(100, 30)) as pilot:
        await play_by_keys(pilot, s, lambda s: False, limit=3000)
        await pilot.pause()
        assert isinstance(app.screen, SummaryScreen)
        text = app.screen.text
        plotted = app.screen.query_one(BleedPlot).bled_per_turn
    summary = s.goldfish_summary()
    assert s.view()["players"][1]["ousted"]
    assert summary.turns is not None
    assert summary.total_bled >= 30
    assert summary.first_vampire_turn is not None
    assert f"Turns to oust the dummy: {summary.turns}" in text
    assert "First turn with a vampire in play" in text
    assert plotted == summary.bled_per_turn


def bot_goldfish(tmp_path: Path) -> GameSession:
    """A goldfish game the greedy bot played to the oust (seed 7), opened in the app."""
    config = TableConfig(
        names=["You", "Dummy"],
        decks=[load_deck(deck("ventrue")), dummy_deck()],
        seed=7,
        bots={0: "greedy", 1: DUMMY},
        open_hands=True,
        goldfish=True,
    )
    return GameSession.new(config, tmp_path / "goldfish.json")


async def _batch(pilot: Pilot) -> None:
    await pilot.pause()
    await pilot.press("b")
    await pilot.app.workers.wait_for_complete()
    await pilot.pause()


@pilot_test
async def test_b_plays_a_batch_of_the_deck_from_the_summary(tmp_path: Path, monkeypatch) -> None:
    """b on the goldfish summary: the greedy bot plays the deck from this game's seed on, against
    the same dummy; the figures and histogram are the batch's; Esc goes back to the summary."""
    monkeypatch.setattr("vtes_tui.app.screens.summary.BATCH_GAMES", 6)
    s = bot_goldfish(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(100, 40)) as pilot:
        await _batch(pilot)
        screen = app.screen
        assert isinstance(screen, BatchScreen)
        found = screen.report
        assert found is not None
        assert [g.seed for g in found.games] == list(range(7, 13))
        assert found.games == [
            play_goldfish(s.decks[0], seed, "greedy", None) for seed in range(7, 13)
        ]
        assert screen.query_one(TurnsPlot).histogram == found.histogram()
        assert f"Your game: {s.goldfish_summary().turns} turns" in screen.text(found)
        await pilot.press("escape")
        assert isinstance(app.screen, SummaryScreen)


def test_goldfish_batch_screen(snap_compare: Any, tmp_path: Path, monkeypatch) -> None:
    """b on the summary of the greedy bot's seed-7 goldfish game: "Greedy bot, 8 games against
    a passive dummy", how many ousted it and in how many turns on average with the 95%
    interval, your game's turns and the bot's on your deal, the fastest and slowest games with
    their seeds, then the histogram "Games by turns to oust the dummy"; the footer Enter."""
    monkeypatch.setattr("vtes_tui.app.screens.summary.BATCH_GAMES", 8)
    assert snap_compare(VtesApp(bot_goldfish(tmp_path)), run_before=_batch, terminal_size=(100, 40))


def test_goldfish_summary_screen(snap_compare: Any, tmp_path: Path) -> None:
    """A goldfish game the greedy bot played to the oust, opened in the app: the summary box
    over the table, "Game over", the turns to oust the dummy, the pool bled per turn and in all,
    the first turn with a vampire, then the plot "Pool bled in each of your turns: 30 in all",
    a bar for each of the deck's turns, numbered along the bottom; the footer Enter, b and q."""
    s = bot_goldfish(tmp_path)
    assert s.finished and s.goldfish_summary().turns is not None
    assert snap_compare(VtesApp(s), terminal_size=(100, 40))


def test_the_summary_counts_only_pool_the_dummy_lost(tmp_path: Path) -> None:
    """9.1: a goldfisher who spends all her pool on transfers is ousted and the dummy gains 6
    pool and the victory; the summary says the dummy was not ousted and no turn's bleed is
    negative."""
    s = goldfish_session(tmp_path)

    def spend(prompt: Prompt) -> int:
        """Every transfer into a vampire or the crypt, and no action: the pool runs out."""
        for key in ("to-minion", "crypt", "end", "pass", "decline", "done", "stay", "keep"):
            for i, option in enumerate(prompt.options):
                if option.key == key:
                    return i
        return 0

    advance(s, lambda s: s.finished, policy=spend, limit=3000)
    summary = s.goldfish_summary()
    assert s.view()["players"][0]["ousted"] and not s.view()["players"][1]["ousted"]
    assert summary.turns is None
    assert min(summary.bled_per_turn) >= 0
