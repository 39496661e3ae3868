"""Times loading the card database in fresh interpreters: cold, warm, and krcg's own load.

Run on demand from the repository root: ``python benchmarks/bench_cards.py [--runs N]``.
Each figure is the best of N runs, measured inside the child process around the call
(interpreter start-up is shown apart, as the whole process time).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

OURS = """
import time
started = time.perf_counter()
from vtes_tui.cards.data import load_cards
db = load_cards()
print(time.perf_counter() - started, len(db))
"""

KRCG = """
import os, time
started = time.perf_counter()
os.environ["LOCAL_CARDS"] = "1"
os.environ["NO_TRANSLATIONS"] = "1"
from krcg.vtes import VTES
VTES.load_from_vekn()
print(time.perf_counter() - started, len(VTES))
"""


def run(script: str, cache_dir: Path) -> tuple[float, float]:
    """(seconds measured inside the child, seconds for the whole child process)."""
    env = {**os.environ, "VTES_TUI_CACHE_DIR": str(cache_dir)}
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, "-c", script], env=env, check=True, capture_output=True, text=True
    )
    wall = time.perf_counter() - started
    return float(result.stdout.split()[0]), wall


def best(script: str, runs: int, cache_dir: Path, clear: bool) -> tuple[float, float]:
    timings = []
    for _ in range(runs):
        if clear:
            for cached in cache_dir.glob("cards-*.json"):
                cached.unlink()
        timings.append(run(script, cache_dir))
    return min(timings)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per figure (best is kept)")
    runs = parser.parse_args().runs
    with tempfile.TemporaryDirectory() as directory:
        cache_dir = Path(directory)
        cold = best(OURS, runs, cache_dir, clear=True)
        warm = best(OURS, runs, cache_dir, clear=False)
        krcg = best(KRCG, runs, cache_dir, clear=False)
    print(f"{'':32}{'timed call':>14}{'whole process':>16}")
    for label, (inside, wall) in (
        ("cold (no cache, krcg converts)", cold),
        ("warm (JSON cache)", warm),
        ("krcg VTES.load_from_vekn()", krcg),
    ):
        print(f"{label:32}{inside * 1000:11.0f} ms{wall * 1000:13.0f} ms")
    print(f"warm load is {krcg[0] / warm[0]:.0f}x faster than krcg's own load")
    return 0


if __name__ == "__main__":
    sys.exit(main())
