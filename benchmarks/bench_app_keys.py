"""Benchmark: keystroke to redrawn screen of the real app in a pseudo-terminal, at five seats mid-game.

One human (seat 0) and four greedy bots, bundled decks, seed 11, played without a screen up to
turn 15 and saved.  The real `vtes-tui play --resume` then runs on that record in a 160x50
pseudo-terminal (TERM=xterm-256color) while a thread drains its output and timestamps each chunk.
Keystrokes alternate between moving the highlight (down arrow) and answering the prompt the
`eager` way (tests/app/helpers.py) with its number key; the key is worked out from the record the
app saves after every choice, and a minion's group key, when the option sits in one, is timed as a
keystroke of its own.  A keystroke's latency runs from writing the key to the last byte of the
redraw, the redraw being over once the output has been quiet for QUIET seconds (a wait that is
not counted; in a redraw the chunks come at most ~40 ms apart).  This human is ousted after some
25 answers and the bots finish the game, so the stretch is played again by a fresh app until N keys
are timed; the answer that ousts her includes the bots playing the game out, as she would wait.

A bare Textual app (an OptionList of six options and a Footer) runs in a second pseudo-terminal
of the same size and gets a down arrow before each of the game's steps, so both are measured under
the same load; the ratios to its figures compare across runs on a noisy shared machine.  Memory is
the app process's peak resident set (VmHWM), read before it quits; the aim is at most 150 MB.

With ``--against CHECKOUT`` the app of another checkout (its package put first on the child's
PYTHONPATH) plays the same stretches in turn with this one's, N keys each, under the same
load: the figures of both and their ratios come from one run (docs/benchmarks.md).
Run: python benchmarks/bench_app_keys.py [--keys N] [--against CHECKOUT]
"""

from __future__ import annotations

import argparse
import fcntl
import os
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE))

from textual.app import App, ComposeResult  # noqa: E402
from textual.widgets import Footer, OptionList  # noqa: E402

from tests.app.helpers import advance, eager, session  # noqa: E402
from vtes_tui.app.choices import Entry, Numbering  # noqa: E402
from vtes_tui.app.render import card_names  # noqa: E402
from vtes_tui.app.session import GameSession  # noqa: E402
from vtes_tui.app.widgets.prompt import KEYS  # noqa: E402

FIVE = ["ventrue", "hecata", "tremere", "nosferatu", "toreador"]
COLUMNS, ROWS = 160, 50
DOWN, HOME, ENTER, CTRL_Q = "\x1b[B", "\x1b[H", "\r", "\x11"
QUIET = 0.15  # seconds without output that end a redraw
FIRST_QUIET = 0.5  # ... and that end the first screen
NO_OUTPUT = 3.0  # a key with no output within this is counted as lost
STARTUP = 30.0  # the first screen must come within this
SAVED_WITHIN = 10.0  # an answer must reach the saved record within this
MOVE, GROUP, ANSWER, LAST, BARE = "move", "group", "answer", "last", "bare"


class Bare(App[None]):
    """The baseline: what Textual alone costs a key press at this terminal size."""

    def compose(self) -> ComposeResult:
        yield OptionList(*[f"option {i}" for i in range(6)])
        yield Footer()


class Terminal:
    """A child process on a pseudo-terminal; a thread drains its output, timing each chunk."""

    def __init__(self, command: list[str], quit_key: str, pythonpath: Path | None = None) -> None:
        self.quit_key = quit_key
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        env = {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}
        env["TERM"] = "xterm-256color"
        if pythonpath is not None:
            env["PYTHONPATH"] = str(pythonpath)
        self.started = time.perf_counter()
        # `python -m` puts the working directory first on sys.path: the checkout's own.
        self.process = subprocess.Popen(
            command,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=pythonpath or HERE,
            start_new_session=True,
        )
        os.close(slave)
        self.master = master
        self.last = 0.0  # perf_counter time of the latest chunk
        self.tail = b""  # the latest output, to show if the child fails
        self.output = threading.Condition()
        self.reader = threading.Thread(target=self._drain, daemon=True)
        self.reader.start()

    def _drain(self) -> None:
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:  # EIO: the child closed the terminal
                data = b""
            now = time.perf_counter()
            with self.output:
                if data:
                    self.last = now
                    self.tail = (self.tail + data)[-2000:]
                self.output.notify_all()
            if not data:
                return

    def press(self, key: str) -> float:
        start = time.perf_counter()
        os.write(self.master, key.encode())
        return start

    def settle(self, since: float, quiet: float, timeout: float) -> float | None:
        """The time of the last chunk after ``since``, once ``quiet`` passed without output.

        None when nothing came within ``timeout`` of ``since``.
        """
        with self.output:
            while True:
                now = time.perf_counter()
                if self.last > since:
                    if now - self.last >= quiet:
                        return self.last
                    self.output.wait(self.last + quiet - now)
                elif now >= since + timeout:
                    return None
                else:
                    self.output.wait(since + timeout - now)

    def time_key(self, key: str) -> float | None:
        """Seconds from writing ``key`` to the end of the redraw; None if nothing was drawn."""
        start = self.press(key)
        end = self.settle(start, QUIET, NO_OUTPUT)
        return None if end is None else end - start

    def peak_rss_mb(self) -> float:
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        line = next(x for x in status.splitlines() if x.startswith("VmHWM:"))
        return int(line.split()[1]) / 1024

    def fail(self, message: str) -> SystemExit:
        shown = self.tail.decode(errors="replace")[-600:]
        return SystemExit(f"{message}\nlast output of {self.process.args[:3]}:\n{shown!r}")

    def close(self) -> None:
        """Quit with its key; kill the child if it has not gone within five seconds."""
        if self.process.poll() is None:
            try:
                self.press(self.quit_key)
                self.process.wait(5)
            except (OSError, subprocess.TimeoutExpired):
                self.process.kill()
                self.process.wait()
        os.close(self.master)
        self.reader.join(1)


def app_command(record: Path, out: Path) -> list[str]:
    # `python -m vtes_tui`: the checkout on PYTHONPATH, not whichever one the venv installed.
    return [sys.executable, "-m", "vtes_tui", "play", "--resume", str(record), "--save", str(out)]


def prepare(tmp: Path) -> Path:
    """The mid-game record: five seats, one human, played the eager way up to turn 15."""
    s = session(tmp, FIVE, seed=11, bots={seat: "greedy" for seat in range(1, 5)})
    advance(s, lambda s: s.view()["turn"] >= 15)
    return tmp / "autosave.json"


def number_key(entries: list[Entry], n: int, label: str) -> list[tuple[str, str | None]]:
    """The keys that pick entry ``n``: its number key, or (untimed) Home, arrows and Enter (the
    arrows skip the places of options no longer offered)."""
    if n < len(KEYS):
        return [(KEYS[n], label)]
    downs = sum(1 for e in entries[:n] if not e.gone)
    return [(HOME, None), *[(DOWN, None)] * downs, (ENTER, None)]


def next_answer(
    record: Path, scratch: Path, numbering: Numbering
) -> tuple[list[tuple[str, str | None]], int] | None:
    """The keys (each with what it is timed as) answering the saved prompt the eager way, and
    the length of the menu on screen; None once the game is over.  ``numbering`` follows the
    app's own, prompt after prompt (a number keeps its option within a phase)."""
    s = GameSession.resume(record, scratch)
    prompt = s.prompt
    if prompt is None:
        return None
    index = eager(prompt)
    actor = prompt.options[index].actor
    table = s.view()
    names = {uid: card["name"] for uid, card in card_names(table).items()}
    phase = (table["turn"], table["phase"])
    entries = top = numbering.menu(prompt, names, phase)
    keys: list[tuple[str, str | None]] = []
    for _level in range(2):
        n = next(
            n
            for n, e in enumerate(entries)
            if e.option == index or (e.actor is not None and e.actor == actor)
        )
        picked = entries[n]
        label = ANSWER if picked.option == index else GROUP
        keys += number_key(entries, n, label)
        if picked.option == index:
            return keys, len(top)
        entries = numbering.menu(prompt, names, phase, picked.actor)
    raise SystemExit(f"option {index} of {prompt.text!r} is not in its minion's group")


def wait_saved(out: Path, before: bytes) -> None:
    deadline = time.perf_counter() + SAVED_WITHIN
    while out.read_bytes() == before:
        if time.perf_counter() > deadline:
            raise SystemExit(f"the answer did not reach {out} within {SAVED_WITHIN:.0f} s")
        time.sleep(0.005)


def play_stretch(
    record: Path,
    tmp: Path,
    bare: Terminal,
    budget: int,
    times: dict[str, list[float]],
    checkout: Path | None = None,
) -> tuple[int, int, float]:
    """One fresh app (of ``checkout``, else this one) from the record to the game's end (or
    ``budget`` keys).

    Returns the keys timed, the keys lost (no output within NO_OUTPUT) and the peak memory.
    """
    out, scratch = tmp / "out.json", tmp / "scratch.json"
    out.unlink(missing_ok=True)
    term = Terminal(app_command(record, out), "q", checkout)
    timed = lost = 0
    numbering = Numbering()

    def timed_key(key: str, label: str | None) -> None:
        nonlocal timed, lost
        latency = term.time_key(key)
        if label is None:
            if latency is None:
                raise term.fail(f"no redraw after the untimed key {key!r}")
            return
        timed += 1
        if latency is None:
            lost += 1
        else:
            times[label].append(latency)

    try:
        if term.settle(term.started, FIRST_QUIET, STARTUP) is None:
            raise term.fail(f"the app drew nothing within {STARTUP:.0f} s")
        while timed < budget:
            if term.process.poll() is not None:
                raise term.fail(f"the app exited with {term.process.returncode}")
            step = next_answer(out if out.exists() else record, scratch, numbering)
            if step is None:
                break
            keys, entries = step
            latency = bare.time_key(DOWN)
            if latency is None:
                raise bare.fail("the bare app drew nothing after a down arrow")
            times[BARE].append(latency)
            if entries > 1:  # a one-entry menu has nowhere to move
                timed_key(DOWN, MOVE)
            before = out.read_bytes()
            for key, label in keys:
                timed_key(key, label)
            wait_saved(out, before)
            if GameSession.resume(out, scratch).prompt is None and times[ANSWER]:
                # The human's last answer of a game: the bots play the game out before the
                # redraw. Once a game, but once a pass here, so it is reported on its own.
                times[LAST].append(times[ANSWER].pop())
        peak = term.peak_rss_mb()
    finally:
        term.close()
    return timed, lost, peak


def ms(values: list[float], q: float) -> float:
    if len(values) == 1:
        return values[0] * 1000
    return statistics.quantiles(values, n=100, method="inclusive")[round(q * 100) - 1] * 1000


def report(times: dict[str, list[float]]) -> None:
    base = times[BARE]
    b50, b95 = ms(base, 0.5), ms(base, 0.95)
    print(f"terminal {COLUMNS}x{ROWS}, redraw over after {QUIET * 1000:.0f} ms without output")
    print(
        f"bare Textual app, down arrow: {len(base)} keys, p50 {b50:.1f} ms, p95 {b95:.1f} ms,"
        f" max {max(base) * 1000:.1f} ms"
    )
    for label, name in (
        (MOVE, "vtes-tui, move the highlight"),
        (ANSWER, "vtes-tui, answer a prompt"),
        (GROUP, "vtes-tui, open a minion's group"),
        (LAST, "vtes-tui, the last answer (the bots play the game out)"),
    ):
        values = times[label]
        if not values:
            continue
        p50, p95 = ms(values, 0.5), ms(values, 0.95)
        print(
            f"{name}: {len(values)} keys, p50 {p50:.1f} ms ({p50 / b50:.1f}x bare),"
            f" p95 {p95:.1f} ms ({p95 / b95:.1f}x bare), max {max(values) * 1000:.1f} ms"
        )


def ratios(this: dict[str, list[float]], other: dict[str, list[float]]) -> None:
    print("this checkout against the other, same run:")
    for label in (MOVE, ANSWER, GROUP, LAST):
        if this[label] and other[label]:
            p50 = ms(this[label], 0.5) / ms(other[label], 0.5)
            p95 = ms(this[label], 0.95) / ms(other[label], 0.95)
            print(f"  {label}: p50 {p50:.2f}x, p95 {p95:.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--keys", type=int, default=200, help="keystrokes to time in the game")
    parser.add_argument("--against", type=Path, help="another checkout to time in turn")
    parser.add_argument("--bare", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.bare:  # the child of the baseline's pseudo-terminal
        Bare().run()
        return
    runs: list[Path | None] = [None] if args.against is None else [None, args.against.resolve()]
    times = {run: {MOVE: [], GROUP: [], ANSWER: [], LAST: [], BARE: []} for run in runs}
    timed = dict.fromkeys(runs, 0)
    lost = 0
    peaks: dict[Path | None, list[float]] = {run: [] for run in runs}
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        record = prepare(tmp)
        bare = Terminal([sys.executable, str(Path(__file__).resolve()), "--bare"], CTRL_Q)
        try:
            if bare.settle(bare.started, FIRST_QUIET, STARTUP) is None:
                raise bare.fail(f"the bare app drew nothing within {STARTUP:.0f} s")
            while any(timed[run] < args.keys for run in runs):
                for run in runs:  # a stretch each in turn: both under the same load
                    budget = args.keys - timed[run]
                    if budget <= 0:
                        continue
                    done, missed, peak = play_stretch(record, tmp, bare, budget, times[run], run)
                    if not done:
                        raise SystemExit("a stretch of the game timed no keys")
                    timed[run] += done
                    lost += missed
                    peaks[run].append(peak)
        finally:
            bare.close()
    for run in runs:
        if len(runs) > 1:
            print(f"== {'this checkout' if run is None else run}")
        report(times[run])
        print(
            f"{len(peaks[run])} run(s) of the app from turn 15; peak resident memory"
            f" {max(peaks[run]):.0f} MB (aim: at most 150 MB)"
        )
    if args.against is not None:
        ratios(times[None], times[runs[1]])
    if lost:
        print(f"{lost} key(s) drew nothing within {NO_OUTPUT:.0f} s (left out of the figures)")


if __name__ == "__main__":
    main()
