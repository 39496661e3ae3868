"""Provides batch goldfishing: N bot games of one deck (or two, compared) against the passive
dummy, with a progress bar, plots in the terminal, JSON and CSV."""

from __future__ import annotations

import csv
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING

import typer

from ..files import SEED_LIMIT
from ..players.bots import BOTS
from .common import fail, load_decks

if TYPE_CHECKING:
    from rich.console import Console

    from ..cards.decks import Deck
    from ..players.goldfish import Dummy
    from ..players.goldfish_stats import GoldfishReport


# As many games as `simulate` plays; processes: the pool forks them all at once (Linux), so a
# typo of --jobs 100000 would fork that many.
MAX_GAMES = 1_000_000
MAX_JOBS = 64


def check_batch(games: int, seed: int | None, jobs: int, bot: str, decks: int) -> None:
    """Bad options get one line and exit code 2, before any deck is read or game played."""
    if not 1 <= games <= MAX_GAMES:
        raise fail(f"--games {games}: play 1 to {MAX_GAMES:,} games")
    if seed is not None and not 0 <= seed < SEED_LIMIT - games:
        raise fail(f"--seed {seed}: a seed is a whole number from 0 to {SEED_LIMIT - games - 1}")
    if not 1 <= jobs <= MAX_JOBS:
        raise fail(f"--jobs {jobs}: 1 to {MAX_JOBS} processes")
    if bot not in BOTS:
        raise fail(f"--bot {bot!r}: choose one of {', '.join(BOTS)}")
    if decks not in (1, 2):
        raise fail(f"{decks} decks: goldfish one deck, or compare two")


def open_csv(path: Path | None) -> IO[str] | None:
    if path is None:
        return None
    try:
        return path.open("w", newline="", encoding="utf-8")
    except OSError as e:
        raise fail(f"--csv {path}: cannot write it ({e.strerror})") from None


@dataclass(frozen=True, slots=True)
class Batch:
    """What every deck of a batch plays: games from seed ``seed``, the bot, the dummy, where the
    records of its fastest and slowest games go."""

    games: int
    seed: int
    jobs: int
    bot: str
    turns: int | None
    dummy: Dummy
    records: Path


def records_folder(given: Path | None) -> Path:
    """The folder of the batch's records (the saved games' by default, so the app's load screen
    lists them); one that cannot be written gets one line and exit code 2 before any game."""
    from ..app.session import data_dir

    folder = given if given is not None else data_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise fail(f"--records {folder}: cannot make the folder ({e.strerror})") from None
    if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
        raise fail(f"--records {folder}: not a folder that can be written")
    return folder


def run_batch(
    paths: list[Path],
    batch: Batch,
    players: int | None,
    as_json: bool,
    csv_path: Path | None,
) -> None:
    """Load every deck (its one-line error before any game), play, then print the reports."""
    from rich.console import Console

    decks = load_decks(paths, players)
    out = open_csv(csv_path)
    err = Console(stderr=True)
    reports: list[GoldfishReport] = []
    interrupted = False
    try:
        for deck in decks:
            report, interrupted = _play(deck, batch, err)
            reports.append(report)
            if interrupted:
                break
    finally:
        if out is not None:
            _write_csv(out, reports)
    for deck, report in zip(decks, reports, strict=False):
        _save_records(deck, report, batch)
    if interrupted:
        done = sum(len(r.games) for r in reports)
        typer.echo(f"vtes-tui: interrupted: {done} games played, their figures follow", err=True)
    if as_json:
        found = [r.to_json() for r in reports]
        typer.echo(json.dumps(found if len(paths) > 1 else found[0]))
    else:
        from .goldfish_text import print_comparison, print_report

        console = Console(highlight=False)
        if len(reports) == 2:
            print_comparison(console, reports[0], reports[1])
        else:
            print_report(console, reports[0])
    if interrupted:
        raise typer.Exit(130)


def _max_turns(batch: Batch) -> int | None:
    return None if batch.turns is None else 2 * batch.turns  # the dummy's turns count too


def _play(deck: Deck, batch: Batch, err: Console) -> tuple[GoldfishReport, bool]:
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from ..players.goldfish import goldfish_games
    from ..players.goldfish_stats import report

    played = []
    seeds = range(batch.seed, batch.seed + batch.games)
    progress = Progress(
        "{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        console=err,
        transient=True,
    )
    games = goldfish_games(deck, seeds, batch.bot, _max_turns(batch), batch.jobs, batch.dummy)
    with progress:
        task = progress.add_task(deck.name, total=batch.games)
        try:
            for game in games:
                played.append(game)
                progress.advance(task)
        except KeyboardInterrupt:
            return report(deck, batch.bot, played, batch.dummy), True
    return report(deck, batch.bot, played, batch.dummy), False


def _save_records(deck: Deck, report: GoldfishReport, batch: Batch) -> None:
    """Play the fastest and slowest games again, keeping their choices this time, and save them
    as records named by deck, which and seed (the same game is the same file)."""
    from ..app.session import deck_slug
    from ..players.goldfish import goldfish_record
    from ..sequencer.record import save_record

    for which, game in (("fastest", report.fastest()), ("slowest", report.slowest())):
        if game is None:
            continue
        path = batch.records / f"goldfish_{deck_slug(deck)}_{which}_{game.seed}.json"
        record = goldfish_record(deck, game.seed, batch.bot, _max_turns(batch), batch.dummy)
        try:
            save_record(record, path)
        except OSError as e:
            typer.echo(f"vtes-tui: {path}: cannot write it ({e.strerror})", err=True)
            continue
        report.records[which] = path


def _write_csv(out: IO[str], reports: list[GoldfishReport]) -> None:
    from ..players.goldfish_stats import CSV_HEADER, csv_rows

    with out:
        writer = csv.writer(out)
        writer.writerow(CSV_HEADER)
        for r in reports:
            writer.writerows(csv_rows(r))
