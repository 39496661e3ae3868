"""Benchmarks the heuristic bot against the greedy bot: the rate of four-seat games it wins.

Run: python benchmarks/bench_bots.py [--games 500] [--first 0] [--jobs 2] [--max-turns 300]

The measure (also in docs/benchmarks.md):
- four-seat games; the bots alternate round the table, H G H G in even games and G H G H in odd
  ones, so each bot sits in each position equally often;
- the four decks of games 2k and 2k+1 are drawn (without repeats) from the seven bundled Fifth
  Edition starter decks (decks/) by k, so the two bots play the same decks from both sides;
- game n is seeded with n (shuffles); bot seats are seeded from it;
- the winner is the rulebook's (9.1): the Methuselah with the most victory points at the end,
  alone. A game counts for the heuristic when a heuristic seat wins; a game with no winner (a
  tie, or no victory points by the turn limit) counts against it.
Printed: the rate, its 95% Wilson interval, the counts, and how many cards played by hand were
left in the heuristic seats' hands. The games are the same whatever --jobs is.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from vtes_tui.cards.decks import load_deck
from vtes_tui.players.bots import DEFAULT_MAX_TURNS
from vtes_tui.players.match import MatchReport, heuristic_against_greedy

DECKS = Path(__file__).resolve().parent.parent / "decks"


def _games(first: int, count: int, max_turns: int) -> MatchReport:
    pool = [load_deck(p) for p in sorted(DECKS.glob("*.txt"))]
    return heuristic_against_greedy(pool, count, first, max_turns)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--first", type=int, default=0, help="the first game's number (its seed)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--max-turns", type=int, default=DEFAULT_MAX_TURNS)
    args = parser.parse_args()
    if args.games < 1 or args.jobs < 1 or args.first < 0:
        parser.error("--games and --jobs must be at least 1, --first at least 0")
    # Chunks of whole pairs of games, shared out among the processes.
    chunk = 20
    starts = range(args.first, args.first + args.games, chunk)
    report = MatchReport()
    start = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        counts = [min(chunk, args.first + args.games - s) for s in starts]
        for part in pool.map(_games, starts, counts, [args.max_turns] * len(counts)):
            report.add(part)
    seconds = time.perf_counter() - start
    low, high = report.interval()
    print(
        f"heuristic against greedy, {report.games} four-seat games (first {args.first}): "
        f"heuristic won {report.rate:.1%} (95% interval {low:.1%}-{high:.1%}); "
        f"heuristic seats won {report.heuristic}, greedy seats {report.greedy}, "
        f"no winner {report.no_winner}; cards played by hand left in the heuristic's hands "
        f"{report.by_hand_in_hand}; {seconds:.1f} s with {args.jobs} process(es)"
    )


if __name__ == "__main__":
    main()
