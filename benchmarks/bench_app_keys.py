"""Benchmark: keystroke to redrawn screen at five seats mid-game (p50/p95), and resident memory.

One human and four greedy bots at 160x50, played headless up to turn 15; then each keystroke
(moving the highlight, and answering prompts, which lets the bots play on) is timed from the
key press to the end of the screen's refresh.  Textual's Pilot adds its own waits to each key,
so the same harness is first run on a bare app (an OptionList and a Footer) and its median is
reported and subtracted: the net figure is what vtes-tui adds to a keystroke.
Run: python benchmarks/bench_app_keys.py [--keys N]
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from textual.app import App, ComposeResult  # noqa: E402
from textual.widgets import Footer, OptionList  # noqa: E402

from tests.app.helpers import advance, eager, session  # noqa: E402
from vtes_tui.app.app import VtesApp  # noqa: E402
from vtes_tui.app.widgets.prompt import KEYS, PromptPanel  # noqa: E402

FIVE = ["ventrue", "hecata", "tremere", "nosferatu", "toreador"]


class Bare(App[None]):
    def compose(self) -> ComposeResult:
        yield OptionList(*[f"option {i}" for i in range(6)])
        yield Footer()


async def baseline(keys: int) -> list[float]:
    """The Pilot's own cost of a key press and pause, on a bare app."""
    times = []
    async with Bare().run_test(size=(160, 50)) as pilot:
        for _ in range(keys):
            start = time.perf_counter()
            await pilot.press("down")
            await pilot.pause()
            times.append(time.perf_counter() - start)
    return times


async def measure(keys: int, tmp: Path) -> tuple[list[float], list[float]]:
    s = session(tmp, FIVE, seed=11, bots={seat: "greedy" for seat in range(1, 5)})
    advance(s, lambda s: s.view()["turn"] >= 15)
    app = VtesApp(s)
    moves: list[float] = []
    answers: list[float] = []
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        for n in range(keys):
            if s.finished:
                break
            panel = app.screen.query_one("#prompt", PromptPanel)
            if n % 2:
                start = time.perf_counter()
                await pilot.press("down")
                await pilot.pause()
                moves.append(time.perf_counter() - start)
                continue
            assert s.prompt is not None
            index = eager(s.prompt)
            entry = next(
                i
                for i, e in enumerate(panel.entries)
                if e.option == index
                or (e.actor is not None and e.actor == s.prompt.options[index].actor)
            )
            start = time.perf_counter()
            await pilot.press(KEYS[entry] if entry < len(KEYS) else "enter")
            await pilot.pause()
            answers.append(time.perf_counter() - start)
    return moves, answers


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[-1] * 1000 if len(values) > 1 else values[0] * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=200)
    keys = parser.parse_args().keys
    bare = asyncio.run(baseline(50))
    overhead = statistics.median(bare) * 1000
    with tempfile.TemporaryDirectory() as tmp:
        moves, answers = asyncio.run(measure(keys, Path(tmp)))
    print(f"Pilot key + pause on a bare app: p50 {overhead:.1f} ms, p95 {p95(bare):.1f} ms")
    for name, values in (("highlight move", moves), ("answer a prompt", answers)):
        print(
            f"{name}: {len(values)} keys, p50 {statistics.median(values) * 1000:.1f} ms,"
            f" p95 {p95(values):.1f} ms, p95 net of the Pilot {p95(values) - overhead:.1f} ms"
        )
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory: {rss:.0f} MB (aim: at most 150 MB)")


if __name__ == "__main__":
    main()
