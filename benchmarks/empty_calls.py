"""Counts the rules' questions that find nothing, on demand: how much of the engine's work is
asking in vain, and so the most an index of what is present could save.

Run: python benchmarks/empty_calls.py [--games N] [--first-cards] [--top N]

A profile hook sees every Python call and return during N warm greedy four-seat games of the
bundled decks. The questions are the functions of ``vtes_tui/rules`` (generators apart: they
return at every prompt) that returned something other than None at least once; a call of one
that returned None, False, zero or an empty collection found nothing. The script prints how
many questions found nothing, function by function, and how many of all the Python calls were
made inside (or are) an outermost question that found nothing: were every such question
answered for free, that share of the calls would go. With --first-cards the engine keeps only
the definitions of the cards 07cf661 played itself (as in ``bench_ab.py``). Recorded in
docs/benchmarks.md ("What the gap is made of").
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


class Calls:
    """The profile hook: a stack of open calls, each with the calls made inside it."""

    def __init__(self) -> None:
        self.total = 0
        self.stack: list[list[Any]] = []  # [question name or None, calls inside, call number]
        # one line per call of a rules function: its number, the numbers of the rules calls it
        # was made in, its name, the calls inside it (itself included), found nothing, answered
        self.returns: list[tuple[int, tuple[int, ...], str, int, bool, bool]] = []

    def hook(self, frame: FrameType, event: str, value: Any) -> None:
        if event == "call":
            self.total += 1
            code = frame.f_code
            name = None
            if "/vtes_tui/rules/" in code.co_filename and not code.co_flags & inspect.CO_GENERATOR:
                name = f"{code.co_filename.rsplit('/vtes_tui/', 1)[1]}:{code.co_name}"
            self.stack.append([name, 0, self.total])
        elif event == "return" and self.stack:
            name, inside, number = self.stack.pop()
            if self.stack:
                self.stack[-1][1] += inside + 1
            if name is not None:
                around = tuple(open_[2] for open_ in self.stack if open_[0] is not None)
                self.returns.append(
                    (number, around, name, inside + 1, not value, value is not None)
                )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--first-cards", action="store_true")
    parser.add_argument("--top", type=int, default=10)
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
    calls = Calls()
    sys.setprofile(calls.hook)
    for seed in range(args.games):
        play_bot_game(table, seed, "greedy")
    sys.setprofile(None)
    questions = {name for _, _, name, _, _, answered in calls.returns if answered}
    asked: collections.Counter[str] = collections.Counter()
    vain: collections.Counter[str] = collections.Counter()
    in_vain: set[int] = set()
    for number, _, name, _, nothing, _ in calls.returns:
        if name in questions:
            asked[name] += 1
            if nothing:
                vain[name] += 1
                in_vain.add(number)
    under = sum(
        inside
        for number, around, _, inside, _, _ in calls.returns
        if number in in_vain and not any(a in in_vain for a in around)
    )
    print(
        f"{args.games} games: {sum(asked.values()):,} calls of {len(questions)} question "
        f"functions, {sum(vain.values()):,} ({sum(vain.values()) / sum(asked.values()):.0%}) "
        f"found nothing; {under:,} of all {calls.total:,} Python calls "
        f"({under / calls.total:.0%}) were made in questions that found nothing"
    )
    for name, count in vain.most_common(args.top):
        print(f"{count:8,} of {asked[name]:8,}  {name}")


if __name__ == "__main__":
    main()
