"""Counts the rules' calls that find nothing, on demand: how much of the engine's asking is vain.

Run: python benchmarks/empty_calls.py [--games N] [--first-cards]

A profile hook sees every return of a function of ``vtes_tui/rules`` (generators apart: they
return at every question) during N warm greedy four-seat games of the bundled decks, and counts
those that return nothing, False, zero or an empty collection, function by function. With
--first-cards the engine keeps only the definitions of the cards 07cf661 played itself (as in
``bench_ab.py``). Recorded in docs/benchmarks.md ("What the gap is made of").
"""

from __future__ import annotations

import argparse
import collections
import inspect
import sys
from pathlib import Path
from types import FrameType
from typing import Any

from bench_ab import FIRST_CARDS

HERE = Path(__file__).resolve().parent.parent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--first-cards", action="store_true")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    sys.path.insert(0, str(HERE))
    from vtes_tui.cards.decks import load_deck
    from vtes_tui.cards.definitions import definitions
    from vtes_tui.players.simulate import play_bot_game, table_of

    if args.first_cards:
        known = definitions()
        for name in set(known) - FIRST_CARDS:
            del known[name]
    table = table_of([load_deck(p) for p in sorted((HERE / "decks").glob("*.txt"))], 4)
    for seed in (1000, 1001):
        play_bot_game(table, seed, "greedy")  # card data, definitions, derived card data
    calls: collections.Counter[str] = collections.Counter()
    empty: collections.Counter[str] = collections.Counter()
    questions: set[str] = set()

    def hook(frame: FrameType, event: str, value: Any) -> None:
        code = frame.f_code
        if event != "return" or code.co_flags & inspect.CO_GENERATOR:
            return
        if "/vtes_tui/rules/" in code.co_filename:
            name = f"{code.co_filename.rsplit('/vtes_tui/', 1)[1]}:{code.co_name}"
            calls[name] += 1
            if not value:
                empty[name] += 1
            if value is not None:
                questions.add(name)

    sys.setprofile(hook)
    for seed in range(args.games):
        play_bot_game(table, seed, "greedy")
    sys.setprofile(None)
    everything = sum(calls.values())
    asked = sum(calls[name] for name in questions)
    vain = sum(empty[name] for name in questions)
    print(
        f"{args.games} games: {everything:,} calls of rules functions; {asked:,} of them asked "
        f"a question ({len(questions)} functions), and {vain:,} of those ({vain / asked:.0%}) "
        "found nothing (None, False, 0 or an empty collection)"
    )
    for name, count in collections.Counter({q: empty[q] for q in questions}).most_common(args.top):
        print(f"{count:8,} of {calls[name]:8,}  {name}")


if __name__ == "__main__":
    main()
