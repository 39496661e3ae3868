"""Counts the machine instructions two checkouts' engines spend on the same games, on demand.

Run: python benchmarks/bench_instructions.py OTHER_CHECKOUT [--games N] [--replays N]

Times on a shared machine move by 15-30% from one run to the next, and a change worth a few
percent drowns in them (even in CPU time, ``bench_ab.py``). An instruction count does not
move: each checkout's engine runs in a child process under valgrind's callgrind (needs
``valgrind`` on the PATH), which counts the instructions of N four-seat greedy games of the
bundled decks (seeds 0 to N-1), then of N replays of a 1,000-choice record, after the same
warm-up (card data, definitions, two games); the two children run side by side. Fewer
instructions is not always less time (memory, branches), but for this interpreter-bound engine
the two move together. Recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

CHILD = """
import sys, time
from pathlib import Path
from vtes_tui.cards.decks import load_deck
from vtes_tui.players.simulate import play_bot_game, table_of
from vtes_tui.sequencer.record import GameRecord

marks, games, replays = Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3])
decks = [load_deck(p) for p in sorted(Path("decks").glob("*.txt"))]
table = table_of(decks, 4)
for seed in (1000, 1001):
    play_bot_game(table, seed, "greedy")
record = GameRecord.of(play_bot_game(table, 14, "random", max_turns=400), table)
record.choices = record.choices[:1000]
record.sequencer()


def mark(name):
    (marks / name).touch()
    while not (marks / (name + ".go")).exists():
        time.sleep(0.02)


mark("games")
for seed in range(games):
    play_bot_game(table, seed, "greedy")
mark("replays")
for _ in range(replays):
    record.sequencer()
mark("end")
"""


def _start(checkout: Path, marks: Path, games: int, replays: int) -> subprocess.Popen[str]:
    env = dict(
        os.environ,
        PYTHONPATH=str(checkout),
        PYTHONHASHSEED="0",
        LOCAL_CARDS="1",
        NO_TRANSLATIONS="1",
    )
    return subprocess.Popen(
        [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={marks / 'out.%p'}",
            sys.executable,
            "-c",
            CHILD,
            str(marks),
            str(games),
            str(replays),
        ],
        cwd=checkout,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def _wait_for(marks: Path, name: str, child: subprocess.Popen[str]) -> None:
    while not (marks / name).exists():
        if child.poll() is not None:
            sys.exit(f"bench_instructions.py: the engine stopped: {child.stderr.read()[-300:]}")
        time.sleep(0.2)


def _counted(marks: Path, child: subprocess.Popen[str], since: str, until: str) -> int:
    """Zero the counters at ``since``, let the child run to ``until``, dump: the count."""
    _wait_for(marks, since, child)
    subprocess.run(["callgrind_control", "-z", str(child.pid)], capture_output=True, check=True)
    (marks / f"{since}.go").touch()
    _wait_for(marks, until, child)
    before = set(marks.glob("out.*"))
    subprocess.run(["callgrind_control", "-d", str(child.pid)], capture_output=True, check=True)
    dumped = sorted(set(marks.glob("out.*")) - before)
    text = dumped[-1].read_text(errors="replace")
    found = re.search(r"^(?:summary|totals): (\d+)", text, re.MULTILINE)
    if found is None:
        sys.exit(f"bench_instructions.py: no instruction count in {dumped[-1]}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("other", type=Path, help="the checkout to compare with (its root)")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--replays", type=int, default=1)
    args = parser.parse_args()
    if not (args.other / "vtes_tui").is_dir():
        sys.exit(f"bench_instructions.py: {args.other}: no vtes_tui package there")
    if shutil.which("valgrind") is None or shutil.which("callgrind_control") is None:
        sys.exit("bench_instructions.py: valgrind is not installed (Debian: apt install valgrind)")
    checkouts = {"other": args.other.resolve(), "this": HERE}
    counts: dict[str, tuple[int, int]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        children = {}
        for name, checkout in checkouts.items():
            marks = Path(scratch) / name
            marks.mkdir()
            children[name] = (marks, _start(checkout, marks, args.games, args.replays))
        for name, (marks, child) in children.items():
            games = _counted(marks, child, "games", "replays")
            replays = _counted(marks, child, "replays", "end")
            (marks / "end.go").touch()
            child.wait()
            counts[name] = (games, replays)
    for name, label in (("other", str(args.other)), ("this", "this checkout")):
        games, replays = counts[name]
        print(
            f"{label}: {games / args.games / 1e6:,.1f} M instructions a game, "
            f"{replays / args.replays / 1e6:,.1f} M a replay"
        )
    game_ratio = counts["other"][0] / counts["this"][0]
    replay_ratio = counts["other"][1] / counts["this"][1]
    print(
        f"this checkout against the other: games {game_ratio:.3f}x, replay {replay_ratio:.3f}x "
        f"(above 1: this checkout needs fewer instructions; {args.games} games, "
        f"{args.replays} replays)"
    )


if __name__ == "__main__":
    main()
