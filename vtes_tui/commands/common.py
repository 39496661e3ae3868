"""Provides what every command shares: the one-line error for bad input, and reading decks."""

from __future__ import annotations

from pathlib import Path

import typer

from ..cards.decks import Deck, DeckError, load_deck


def fail(message: str) -> typer.Exit:
    """Bad input: one line naming the file and the problem on stderr, exit code 2."""
    typer.echo(f"vtes-tui: {message}", err=True)
    return typer.Exit(2)


def load_decks(paths: list[Path]) -> list[Deck]:
    try:
        return [load_deck(p) for p in paths]
    except DeckError as e:
        raise fail(str(e)) from None
