"""Benchmarks the engine on demand: bot games per second, decisions per second, replay time.

Run: python benchmarks/bench_engine.py [--games N] [--seats N]
Figures are recorded in docs/benchmarks.md; compare ratios within one run on shared machines.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from vtes_tui.cards.decks import load_deck
from vtes_tui.players.simulate import play_bot_game, simulate, table_of
from vtes_tui.sequencer.record import GameRecord

DECKS = Path(__file__).resolve().parent.parent / "decks"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=320)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--bot", default="greedy")
    args = parser.parse_args()
    decks = [load_deck(p) for p in sorted(DECKS.glob("*.txt"))]
    report = simulate(decks, args.seats, args.games, seed=0, bot=args.bot)
    print(
        f"{report.games} {args.seats}-seat {args.bot} games in {report.seconds:.2f} s: "
        f"{report.games_per_second:.1f} games/s, {report.decisions_per_second:,.0f} decisions/s "
        f"({report.decisions} decisions, {report.finished} finished, {report.errors} errors)"
    )
    # Replay: a record of at least 1,000 choices, replayed from scratch.
    table = table_of(decks, args.seats)
    seed = 0
    while True:
        seq = play_bot_game(table, seed, "random", max_turns=400)
        if len(seq.choices) >= 1000:
            break
        seed += 1
    record = GameRecord.of(seq, table)
    record.choices = record.choices[:1000]
    times = []
    for _ in range(20):
        start = time.perf_counter()
        record.sequencer()
        times.append(time.perf_counter() - start)
    print(
        f"replay of a 1,000-choice record: median {statistics.median(times) * 1000:.1f} ms, "
        f"best {min(times) * 1000:.1f} ms (includes dealing the decks)"
    )


if __name__ == "__main__":
    main()
