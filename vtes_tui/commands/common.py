"""Provides what every command shares: the one-line error for bad input, and reading decks."""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:
    from ..cards.checked import CheckedDeck
    from ..cards.decks import Deck

# The decks module (pydantic's schema, the card data) is imported when a deck is read: the
# command line and `vtes-tui play`'s new-game screen open without it, and `play DECK…` without
# it when its decks were checked before (docs/app.md).


def fail(message: str) -> typer.Exit:
    """Bad input: one line naming the file and the problem on stderr, exit code 2."""
    typer.echo(f"vtes-tui: {message}", err=True)
    return typer.Exit(2)


def warn(message: str) -> None:
    """Something read otherwise than written (a misspelt card name): one line on stderr."""
    typer.echo(f"vtes-tui: warning: {message}", err=True)


def check_writable(option: str, path: Path | None, folder: bool = False) -> None:
    """A file (or with ``folder`` a folder) the game will write to: refused at once in one line
    when it could not be (a folder given for a file, a folder that cannot be made or written),
    rather than a traceback at the first save."""
    if path is None:
        return
    if path.exists() and path.is_dir() != folder:
        raise fail(f"{option} {path}: {'not a folder' if folder else 'a folder, not a file'}")
    where = path if folder else path.parent
    try:
        where.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=where):
            pass  # the save writes a temporary file there, then renames it
    except OSError as e:
        raise fail(f"{option} {path}: cannot write there ({e.strerror or e})") from None


def load_decks(paths: list[Path], players: int | None) -> list[Deck]:
    """The decks for a table of ``players``: their sizes must be legal there (1.2) unless
    ``players`` is None (--allow-illegal)."""
    from ..cards.decks import DeckError, load_deck

    try:
        return [load_deck(p, players, warn) for p in paths]
    except DeckError as e:
        raise fail(str(e)) from None


def check_decks(paths: list[Path], players: int | None) -> list[CheckedDeck]:
    """The decks of a table the app builds behind its first frame, checked as ``load_decks``
    checks them: a verdict kept from an earlier start spares the card data (cards/checked.py)."""
    from ..cards.checked import DeckError, check_deck

    try:
        return [check_deck(p, players, warn) for p in paths]
    except DeckError as e:
        raise fail(str(e)) from None


ALLOW_ILLEGAL_HELP = "Play decks whose crypt or library size the rules do not allow (1.2)"
