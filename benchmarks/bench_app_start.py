"""Benchmark: cold start of `vtes-tui play` to its first interactive screen vs a bare Textual app.

Three starts are timed: `vtes-tui play` to the new-game screen; `vtes-tui play DECK DECK DECK`
(three bundled decks, three humans) to its first frame, the hand-off screen to the first
Methuselah (the game is built behind it); and the same with Enter pressed as soon as the hand-off
shows, to the table drawn for her, the most a player can wait. Each run is a fresh interpreter going
through the command line, the app headless, that exits once that screen has been drawn, with a
warm card cache of the benchmark's own (a first, untimed run writes it); the figures are the
median wall time of the process and its CPU time, the four starts interleaved run by run. Run:
python benchmarks/bench_app_start.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import resource
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

# `vtes-tui play` through the command line, as the user starts it (Typer parses the arguments);
# the app's class is swapped for one that runs headless and exits once the new-game screen is
# drawn.
VTES = """
import sys
from pathlib import Path
import vtes_tui.app.app as app_module

class Timed(app_module.VtesApp):
    CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

    def on_mount(self):
        self.set_interval(0.002, self._bench_ready)
    def _bench_ready(self):
        if type(self.screen).__name__ == "NewGameScreen" and self.screen.is_mounted:
            self.call_after_refresh(self.exit)
    def run(self, *args, **kwargs):
        return super().run(headless=True)

app_module.VtesApp = Timed
from vtes_tui.cli import main

sys.argv = ["vtes-tui", "play", "--save", sys.argv[1]]
main()
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


def start_time(script: Path, *args: str) -> tuple[float, float]:
    """Wall and CPU time (user and system) of a fresh interpreter running ``script``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run([sys.executable, str(script), *args], check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    runs = parser.parse_args().runs
    decks = [str(DECKS / f"v5-{name}.txt") for name in ("hecata", "lasombra", "malkavian")]
    with tempfile.TemporaryDirectory() as tmp:
        # A card cache of its own: another checkout's run would replace the shared one.
        os.environ["VTES_TUI_CACHE_DIR"] = f"{tmp}/cache"
        starts = {
            "bare": (BARE, []),
            "vtes": (VTES, [f"{tmp}/autosave.json"]),
            "table": (TABLE.format(enter=False), [f"{tmp}/table.json", *decks]),
            "entered": (TABLE.format(enter=True), [f"{tmp}/entered.json", *decks]),
        }
        scripts = {name: Path(tmp) / f"{name}.py" for name in starts}
        for name, (code, _) in starts.items():
            scripts[name].write_text(code)
        for name in ("vtes", "table"):  # warm the card cache and the OS page cache
            start_time(scripts[name], *starts[name][1])
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in starts}
        for _ in range(runs):  # interleaved: a burst of load weighs on every figure alike
            for name, (_, args) in starts.items():
                times[name].append(start_time(scripts[name], *args))
    wall = {name: statistics.median(w for w, _ in runs_) for name, runs_ in times.items()}
    cpu = {name: statistics.median(c for _, c in runs_) for name, runs_ in times.items()}

    def line(name: str, what: str, aim: str = "") -> str:
        return (
            f"{what}: {wall[name] * 1000:.0f} ms, ratio {wall[name] / wall['bare']:.2f}x"
            f" (CPU {cpu[name] * 1000:.0f} ms, {cpu[name] / cpu['bare']:.2f}x){aim}"
        )

    print(f"medians of {runs}, wall time (and CPU time, user and system, of the process)")
    print(
        f"bare Textual app, one label: {wall['bare'] * 1000:.0f} ms (CPU {cpu['bare'] * 1000:.0f} ms)"
    )
    print(line("vtes", "vtes-tui play, new-game screen", " (aim: at most 1.5x)"))
    print(line("table", "vtes-tui play DECK DECK DECK, the hand-off", " (aim: at most 1.5x)"))
    print(line("entered", "same, Enter at once, the table"))


if __name__ == "__main__":
    main()
