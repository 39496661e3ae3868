"""Benchmark: cold start of `vtes-tui play` to its first interactive screen vs a bare Textual app.

Three starts are timed: `vtes-tui play` to the new-game screen; `vtes-tui play DECK DECK DECK`
(three bundled decks, three humans) to its first frame, the hand-off screen to the first
Methuselah (the game is built behind it); and the same with Enter pressed as soon as the hand-off
shows, to the table drawn for her, the most a player can wait. Each run is a fresh interpreter going
through the command line, the app headless, that exits once that screen has been drawn, with a
warm card cache of the benchmark's own (a first, untimed run writes it); the figures are the
median wall time of the process and its CPU time, the starts interleaved run by run.

The children run with compiled bytecode, as an installed app does: a machine that sets
PYTHONDONTWRITEBYTECODE would otherwise have every run compile this checkout's modules from
source, which the bare app (Textual, compiled in site-packages) never does. With ``--against
CHECKOUT`` another checkout's three starts are timed in turn with this one's, against the same
bare app. Run: python benchmarks/bench_app_start.py [--runs N] [--against CHECKOUT]
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
CACHE_ENV = "VTES_TUI_CACHE_DIR"  # cards/data.py

# Every start writes the clock's time to $BENCH_DRAWN when Textual hands its first frame of the
# screen timed to the driver (App._display, with the compositor's update; headless, the driver
# writes nothing), then exits: the process may then wait for a thread (the game being built
# behind the hand-off), which the frame does not.
DRAWN = """
import os, time

def drawn(app):
    with open(os.environ["BENCH_DRAWN"], "w") as out:
        out.write(repr(time.time()))
    app.call_later(app.exit)
"""

BARE = (
    DRAWN
    + """
from textual.app import App
from textual.widgets import Label

class Bare(App):
    def compose(self):
        yield Label("vtes-tui")
    def _display(self, screen, renderable):
        super()._display(screen, renderable)
        if renderable is not None and not getattr(self, "_drawn", False):
            self._drawn = True
            drawn(self)

Bare().run(headless=True)
"""
)

# `vtes-tui play [DECK...]` through the command line, as the user starts it (Typer parses the
# arguments); the command's app is swapped for one that runs headless and exits once its screen
# is drawn: the new-game screen (no decks), the hand-off, or (``table``) the table drawn after
# Enter pressed at once on the hand-off. The swap is made when the command starts the app, as
# `vtes-tui` imports the app (and Textual) then, after the command line's import and parse:
# `play._run`, whose one line it repeats. Arguments: the start, the save file, the decks.
START = (
    DRAWN
    + """
import sys
from pathlib import Path
import vtes_tui.commands.play as play

UNTIL = sys.argv[1]
TIMED = {"new-game": "NewGameScreen", "hand-off": "HandOffScreen", "table": "TableScreen"}

def _run(session, save, load=False, learn=False, config=None):
    import vtes_tui.app.app as app_module

    class Timed(app_module.VtesApp):
        CSS_PATH = str(Path(app_module.__file__).with_name("app.tcss"))

        def _display(self, screen, renderable):
            super()._display(screen, renderable)
            if renderable is None or getattr(self, "_drawn", False):
                return
            name = type(screen).__name__
            if name == TIMED[UNTIL] and (name != "TableScreen" or screen.table):
                self._drawn = True
                drawn(self)
            elif name == "HandOffScreen" and not getattr(self, "_entered", False):
                self._entered = True  # the table: Enter at once on the hand-off
                self.call_later(screen.action_take)

    Timed(session, save, load, coach=learn, config=config).run(headless=True)

play._run = _run
from vtes_tui.cli import main

sys.argv = ["vtes-tui", "play", *sys.argv[3:], "--save", sys.argv[2]]
main()
"""
)


def start_time(script: Path, env: dict[str, str], *args: str) -> tuple[float, float, float]:
    """Time to the first frame drawn, and wall and CPU time (user and system) of the whole
    process, of a fresh interpreter running ``script``."""
    drawn = script.with_suffix(".drawn")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    clock, start = time.time(), time.perf_counter()
    subprocess.run(
        [sys.executable, str(script), *args], check=True, env={**env, "BENCH_DRAWN": str(drawn)}
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    frame = float(drawn.read_text()) - clock
    return frame, wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--against", type=Path, help="another checkout to time in turn")
    args = parser.parse_args()
    trees = {"this": Path(__file__).resolve().parent.parent}
    if args.against is not None:
        trees["other"] = args.against.resolve()
    decks = [str(DECKS / f"v5-{name}.txt") for name in ("hecata", "lasombra", "malkavian")]
    with tempfile.TemporaryDirectory() as tmp:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = f"{tmp}/bytecode"
        envs = {"bare": env}
        starts: dict[str, tuple[str, str, list[str]]] = {"bare": ("bare", BARE, [])}
        for tree, root in trees.items():
            # A card cache of each tree's own: a tree's run replaces another key's cache.
            envs[tree] = {**env, "PYTHONPATH": str(root), CACHE_ENV: f"{tmp}/{tree}/cache"}
            saves = f"{tmp}/{tree}"
            starts[f"{tree} vtes"] = (tree, START, ["new-game", f"{saves}/autosave.json"])
            starts[f"{tree} table"] = (tree, START, ["hand-off", f"{saves}/t.json", *decks])
            starts[f"{tree} entered"] = (tree, START, ["table", f"{saves}/e.json", *decks])
        scripts = {name: Path(tmp) / f"{name.replace(' ', '-')}.py" for name in starts}
        for name, (_, code, _) in starts.items():
            scripts[name].write_text(code)
        # Untimed: the card caches, the bytecode and the OS page cache.
        for name, (tree, _, start_args) in starts.items():
            start_time(scripts[name], envs[tree], *start_args)
        times: dict[str, list[tuple[float, float, float]]] = {name: [] for name in starts}
        for _ in range(args.runs):  # interleaved: a burst of load weighs on every figure alike
            for name, (tree, _, start_args) in starts.items():
                times[name].append(start_time(scripts[name], envs[tree], *start_args))
    frame, wall, cpu = (
        {name: statistics.median(run[i] for run in runs_) for name, runs_ in times.items()}
        for i in range(3)
    )

    def line(name: str, what: str, aim: str = "") -> str:
        return (
            f"  {what}: {frame[name] * 1000:.0f} ms, ratio {frame[name] / frame['bare']:.2f}x{aim};"
            f" process {wall[name] * 1000:.0f} ms, {wall[name] / wall['bare']:.2f}x,"
            f" CPU {cpu[name] * 1000:.0f} ms, {cpu[name] / cpu['bare']:.2f}x"
        )

    print(
        f"medians of {args.runs}: the first frame drawn (its ratio to the bare app's), then the"
        " whole process, wall and CPU time (user and system)"
    )
    print(
        f"bare Textual app, one label: {frame['bare'] * 1000:.0f} ms;"
        f" process {wall['bare'] * 1000:.0f} ms, CPU {cpu['bare'] * 1000:.0f} ms"
    )
    for tree, root in trees.items():
        print(f"{root}:")
        print(line(f"{tree} vtes", "vtes-tui play, new-game screen", " (aim: at most 1.5x)"))
        print(line(f"{tree} table", "play DECK DECK DECK, the hand-off", " (aim: at most 1.5x)"))
        print(line(f"{tree} entered", "same, Enter at once, the table"))


if __name__ == "__main__":
    main()
