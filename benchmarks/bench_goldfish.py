"""Benchmarks batch goldfish on demand: games of a starter deck against the passive dummy.

Run: python benchmarks/bench_goldfish.py [--games N] [--jobs J] [--deck FILE] [--dummy-block S]
The issue's target: 1,000 games of a starter deck in under 10 s with --jobs 2 (issue 11).
Figures are recorded in docs/benchmarks.md; compare ratios within one run on shared machines.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from vtes_tui.cards.decks import load_deck
from vtes_tui.players.goldfish import Dummy, goldfish_games
from vtes_tui.players.goldfish_stats import report

DECKS = Path(__file__).resolve().parent.parent / "decks"
TARGET_SECONDS = 10.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--deck", type=Path, default=DECKS / "v5-hecata.txt")
    parser.add_argument("--dummy-block", type=float, default=0.0, help="0: the passive dummy")
    args = parser.parse_args()
    deck = load_deck(args.deck)
    dummy = Dummy(args.dummy_block)
    for jobs in sorted({1, args.jobs}):
        start = time.perf_counter()
        games = list(goldfish_games(deck, range(args.games), "greedy", None, jobs, dummy))
        batch = report(deck, "greedy", games, dummy)
        figures = batch.to_json()
        seconds = time.perf_counter() - start
        per_thousand = seconds * 1000 / args.games
        print(
            f"{deck.name}: {args.games} greedy goldfish games against {batch.opponent}, "
            f"--jobs {jobs}: {seconds:.2f} s, "
            f"{args.games / seconds:.0f} games/s; 1,000 games take {per_thousand / TARGET_SECONDS:.2f}"
            f" times the 10 s target; mean turns to oust {figures['turns_mean']:.2f}, "
            f"errors {figures['errors']}"
        )


if __name__ == "__main__":
    main()
