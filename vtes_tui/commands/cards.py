"""Provides the `cards` commands: coverage, how much of a folder of decklists plays itself."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, TypeVar

import typer

from .common import fail

T = TypeVar("T")

# Card data, decks and coverage are imported inside the command, so that `vtes-tui play` does
# not load them before its first screen (docs/app.md, cold start).


def register(app: typer.Typer) -> None:
    cards_app = typer.Typer(
        help="Card data: how much of it the engine plays.", no_args_is_help=True
    )
    app.add_typer(cards_app, name="cards")

    @cards_app.command("coverage")
    def coverage_command(
        folder: Annotated[
            Path, typer.Argument(metavar="DIR", help="A folder of decklists (*.txt)")
        ],
        as_json: Annotated[bool, typer.Option("--json", help="One JSON object")] = False,
        top: Annotated[int, typer.Option(min=1, help="How many cards played by hand to list")] = 20,
    ) -> None:
        """Library and crypt cards automated over a folder of decks; the top ones played by hand."""
        from ..cards.coverage import coverage_json
        from ..cards.decks import Deck, DeckError, load_deck

        paths = _decklist_paths(folder)
        decks: list[Deck] = []
        skipped: list[str] = []
        for path in _with_progress(paths, f"Reading {folder}"):
            try:
                decks.append(load_deck(path))
            except DeckError as e:
                skipped.append(str(e))
        if not decks:
            raise fail(f"{folder}: none of its {len(paths)} .txt files reads as a decklist")
        report = {
            "folder": str(folder),
            "decks": {"read": len(decks), "skipped": len(skipped)},
            **coverage_json(decks, top),
            "skipped_files": skipped,
        }
        if as_json:
            typer.echo(json.dumps(report))
        else:
            typer.echo(_coverage_text(report))


def _decklist_paths(folder: Path) -> list[Path]:
    """The folder's ``*.txt`` files, sorted; bad input ends the command with exit code 2."""
    if not folder.exists():
        raise fail(f"{folder}: no such folder")
    if not folder.is_dir():
        raise fail(f"{folder}: not a folder")
    paths = sorted(folder.glob("*.txt"))
    if not paths:
        raise fail(f"{folder}: no decklists (*.txt files) in this folder")
    return paths


def _with_progress(items: list[T], description: str) -> Iterator[T]:
    """The items, with a progress bar on stderr when stderr is a terminal (reading the TWDA's
    4,504 decks takes 15 to 20 seconds); stdout stays clean for --json."""
    if not sys.stderr.isatty():
        yield from items
        return
    from rich.console import Console
    from rich.progress import track

    yield from track(items, description, console=Console(stderr=True), transient=True)


def _coverage_text(report: dict[str, Any]) -> str:
    decks = report["decks"]
    lines = [f"{report['folder']}: {decks['read']:,} decks read, {decks['skipped']:,} skipped"]
    for side in ("library", "crypt"):
        c = report[side]
        lines.append(
            f"{side}: {c['automated_copies']:,} of {c['copies']:,} copies automated "
            f"({c['automated_copies_percent']:.1f}%), {c['automated_distinct']:,} of "
            f"{c['distinct']:,} distinct cards ({c['automated_distinct_percent']:.1f}%)"
        )
    for side in ("library", "crypt"):
        top = report[side]["top_by_hand"]
        lines.append(f"top {len(top)} {side} cards played by hand (copies, decks):")
        lines.extend(_ranked(top))
    if report["skipped_files"]:
        lines.append(f"first skipped: {report['skipped_files'][0]}")
    return "\n".join(lines)


def _ranked(rows: list[dict[str, Any]]) -> list[str]:
    """One line per card, its rank, name, copies and decks in aligned columns."""
    if not rows:
        return ["  none"]
    name = max(len(card["name"]) for card in rows)
    copies = max(len(f"{card['copies']:,}") for card in rows)
    decks = max(len(f"{card['decks']:,}") for card in rows)
    return [
        f"  {rank:>3}. {card['name']:<{name}}  {card['copies']:>{copies},}  {card['decks']:>{decks},}"
        for rank, card in enumerate(rows, start=1)
    ]
