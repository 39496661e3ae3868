"""Benchmark: cold start of `vtes-tui play` to its first interactive screen vs a bare Textual app.

Three starts are timed: `vtes-tui play` to the new-game screen; `vtes-tui play DECK DECK DECK`
(three bundled decks, three humans) to its first frame, the hand-off screen to the first
Methuselah (the game is built behind it); and the same with Enter pressed as soon as the hand-off
shows, to the table drawn for her, the most a player can wait. Each run is a fresh interpreter going
through the command line, the app headless, that exits once that screen has been drawn, with a
warm card cache (a first, untimed run writes it); the figure is the median wall time of the
process. Run: python benchmarks/bench_app_start.py [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DECKS = Path(__file__).resolve().parent.parent / "decks"

BARE = """
from textual.app import App
from textual.widgets import Label

class Bare(App):
    def compose(self):
        yield Label("vtes-tui")
    def on_mount(self):
        self.call_after_refresh(self.exit)

Bare().run(headless=True)
"""

VTES = """
import sys
from pathlib import Path
import vtes_tui.cli  # the command line the user starts, with typer and every command
import vtes_tui.app.app
from vtes_tui.app.app import VtesApp
from vtes_tui.app.screens.new_game import NewGameScreen

class Timed(VtesApp):
    CSS_PATH = str(Path(vtes_tui.app.app.__file__).with_name("app.tcss"))

    def on_mount(self):
        self.set_interval(0.002, self._bench_ready)
    def _bench_ready(self):
        if isinstance(self.screen, NewGameScreen) and self.screen.is_mounted:
            self.call_after_refresh(self.exit)

Timed(None, Path(sys.argv[1])).run(headless=True)
"""

# `vtes-tui play A B C` through the command line; the app's class is swapped for one that runs
# headless and exits once the hand-off screen is drawn, or (ENTER) presses Enter there and exits
# once the table is drawn on top.
TABLE = """
import sys
from pathlib import Path
import vtes_tui.app.app as app_module

ENTER = {enter}

class Timed(app_module.VtesApp):
    CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

    def on_mount(self):
        self.set_interval(0.002, self._bench_ready)
    def _bench_ready(self):
        screen = type(self.screen).__name__
        if not self.screen.is_mounted:
            return
        if screen == "HandOffScreen":
            if not ENTER:
                self.call_after_refresh(self.exit)
            elif not getattr(self, "_entered", False):
                self._entered = True
                self.screen.action_take()
        elif screen == "TableScreen" and self.screen.table:
            self.call_after_refresh(self.exit)
    def run(self, *args, **kwargs):
        return super().run(headless=True)

app_module.VtesApp = Timed
from vtes_tui.cli import main

sys.argv = ["vtes-tui", "play", *sys.argv[2:], "--save", sys.argv[1]]
main()
"""


def median_start(code: str, runs: int, *args: str) -> float:
    """Median wall time of a fresh interpreter running ``code`` from a script file."""
    script = Path(tempfile.mkdtemp()) / "start.py"
    script.write_text(code)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, str(script), *args], check=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    runs = parser.parse_args().runs
    decks = [str(DECKS / f"v5-{name}.txt") for name in ("hecata", "lasombra", "malkavian")]
    with tempfile.TemporaryDirectory() as tmp:
        median_start(VTES, 1, f"{tmp}/warm.json")  # warm the card cache and the OS page cache
        median_start(TABLE.format(enter=False), 1, f"{tmp}/warm-table.json", *decks)
        bare = median_start(BARE, runs)
        vtes = median_start(VTES, runs, f"{tmp}/autosave.json")
        table = median_start(TABLE.format(enter=False), runs, f"{tmp}/table.json", *decks)
        entered = median_start(TABLE.format(enter=True), runs, f"{tmp}/entered.json", *decks)
    print(f"bare Textual app, one label: {bare * 1000:.0f} ms (median of {runs})")
    print(f"vtes-tui play, new-game screen: {vtes * 1000:.0f} ms (median of {runs})")
    print(f"ratio: {vtes / bare:.2f}x (aim: at most 1.5x)")
    print(f"vtes-tui play DECK DECK DECK, the hand-off: {table * 1000:.0f} ms (median of {runs})")
    print(f"ratio: {table / bare:.2f}x (aim: at most 1.5x)")
    print(f"same, Enter at once, the table: {entered * 1000:.0f} ms (median of {runs})")
    print(f"ratio: {entered / bare:.2f}x")


if __name__ == "__main__":
    main()
