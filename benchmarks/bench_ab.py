"""Compares this checkout's engine with another checkout's in one process, on demand.

Run: python benchmarks/bench_ab.py OTHER_CHECKOUT [--games N] [--rounds N] [--first-cards]

On a shared machine two processes run one after the other see different loads, and a change
worth a few percent drowns in the noise. Here both engines live in one process (the other
checkout's package is imported under another name: the engine's imports are relative), and
each round times a chunk of greedy four-seat games and a 1,000-choice replay of each, in CPU
time; the figures are the medians of the per-round ratios. Recorded in docs/benchmarks.md.

With --first-cards, this checkout's engine keeps only the definitions of the 65 cards whose
effects the engine played before the card-effects work (commit 07cf661, its effect table): its
greedy bots then play about the cards that engine's did, so against a checkout of 07cf661 the
ratio is the price of the engine itself, apart from the cards it now plays.
"""

from __future__ import annotations

import argparse
import importlib
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

HERE = Path(__file__).resolve().parent.parent
DECKS = HERE / "decks"
REPLAY_SEED = 14  # a random-bot game of more than 1,000 choices
# The cards of the effect table of 07cf661, the engine before the card-effects work.
FIRST_CARDS = frozenset(
    (
        ".44 Magnum",
        "Academic Hunting Ground",
        "Aire of Elation",
        "Ancilla Empowerment",
        "Apportation",
        "Arms of Ahriman",
        "Asylum Hunting Ground",
        "Bewitching Oration",
        "Biotech Company Hunting Ground",
        "Blessing of Durga Syn",
        "Blood Doll",
        "Blur",
        "Bonding",
        "Cats' Guidance",
        "Cloak the Gathering",
        "Computer Hacking",
        "Conditioning",
        "Confusion",
        "Consanguineous Boon",
        "Deep Song",
        "Deflection",
        "Dodge",
        "Elder Library",
        "Enchant Kindred",
        "Eyes of Argus",
        "Faceless Night",
        "Fast Hands",
        "Foreshadowing Destruction",
        "Form of Mist",
        "Fractured Armament",
        "Govern the Unaligned",
        "Information Highway",
        "Intimidation",
        "Ivory Bow",
        "Kine Resources Contested",
        "Life in the City",
        "Lost in Crowds",
        "Majesty",
        "Misdirection",
        "Pass Through Shadow",
        "Political Hunting Ground",
        "Precognition",
        "Preternatural Strength",
        "Pursuit",
        "Raven Spy",
        "Resist Earth's Grasp",
        "Rolling with the Punches",
        "Roundhouse",
        "Shadow Cloak",
        "Shattering Blow",
        "Side Strike",
        "Skin of Rock",
        "Slum Hunting Ground",
        "Society Hunting Ground",
        "Spirit's Touch",
        "Sport Bike",
        "Submachine Gun",
        "Swallowed by the Night",
        "Telepathic Misdirection",
        "The Warrens",
        "Theft of Vitae",
        "Truth in Darkness",
        "Undead Strength",
        "Uptown Hunting Ground",
        "Where the Veil Thins",
    )
)


def _engine(package: str) -> tuple[ModuleType, list[Any], Any]:
    decks_module = importlib.import_module(f"{package}.cards.decks")
    simulate = importlib.import_module(f"{package}.players.simulate")
    record_module = importlib.import_module(f"{package}.sequencer.record")
    decks = [decks_module.load_deck(p) for p in sorted(DECKS.glob("*.txt"))]
    table = simulate.table_of(decks, 4)
    simulate.simulate(decks, 4, 30, seed=1000, bot="greedy")  # card data and definitions
    seq = simulate.play_bot_game(table, REPLAY_SEED, "random", max_turns=400)
    record = record_module.GameRecord.of(seq, table)
    record.choices = record.choices[:1000]
    return simulate, decks, record


def _keep_first_cards() -> None:
    """Every module asks the one cached dictionary of definitions: emptied of the other cards
    before any card's derived data is read, the engine knows only the first cards."""
    definitions = importlib.import_module("vtes_tui.cards.definitions").definitions()
    for name in set(definitions) - FIRST_CARDS:
        del definitions[name]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("other", type=Path, help="the checkout to compare with (its root)")
    parser.add_argument("--games", type=int, default=16, help="games per chunk")
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument(
        "--first-cards",
        action="store_true",
        help="this checkout defines only the cards 07cf661 played itself",
    )
    args = parser.parse_args()
    if not (args.other / "vtes_tui").is_dir():
        sys.exit(f"bench_ab.py: {args.other}: no vtes_tui package there")
    with tempfile.TemporaryDirectory() as scratch:
        shutil.copytree(
            args.other / "vtes_tui",
            Path(scratch) / "vtes_other",
            ignore=shutil.ignore_patterns("app", "__pycache__"),
        )
        sys.path[:0] = [str(HERE), scratch]
        if args.first_cards:
            _keep_first_cards()
        engines = {name: _engine(name) for name in ("vtes_other", "vtes_tui")}
        games: dict[str, list[float]] = {name: [] for name in engines}
        replays: dict[str, list[float]] = {name: [] for name in engines}
        for round_ in range(args.rounds):
            for name, (simulate, decks, record) in engines.items():
                start = time.process_time()
                simulate.simulate(decks, 4, args.games, seed=round_ * args.games, bot="greedy")
                games[name].append(args.games / (time.process_time() - start))
                times = []
                for _ in range(3):
                    start = time.process_time()
                    record.sequencer()
                    times.append(time.process_time() - start)
                replays[name].append(min(times) * 1000)
    for name, label in (("vtes_other", str(args.other)), ("vtes_tui", "this checkout")):
        print(
            f"{label}: {statistics.median(games[name]):.1f} games/s, "
            f"replay {statistics.median(replays[name]):.1f} ms (medians, CPU time)"
        )
    game_ratio = statistics.median(
        mine / other for mine, other in zip(games["vtes_tui"], games["vtes_other"], strict=True)
    )
    replay_ratio = statistics.median(
        other / mine for mine, other in zip(replays["vtes_tui"], replays["vtes_other"], strict=True)
    )
    print(
        f"this checkout against the other: games {game_ratio:.3f}x, replay {replay_ratio:.3f}x "
        f"(above 1: this checkout is faster; {args.rounds} rounds of {args.games} games)"
    )


if __name__ == "__main__":
    main()
