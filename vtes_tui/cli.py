"""Provides the `vtes-tui` command line: play, goldfish, learn, simulate, replay, scenario, deck,
cards."""

from __future__ import annotations

from typing import Annotated

import typer

from . import __version__
from .commands import cards, engine, learn, play

app = typer.Typer(
    help="Vampire: The Eternal Struggle in the terminal: hot-seat, learning and goldfishing.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode="markdown",  # a docstring's single line breaks are spaces
)


def _version(value: bool) -> None:
    if value:
        typer.echo(f"vtes-tui {__version__}")
        raise typer.Exit()


@app.callback()
def main_options(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version")
    ] = False,
) -> None:
    """Vampire: The Eternal Struggle in the terminal."""


play.register(app)
learn.register(app)
engine.register(app)
cards.register(app)


def main() -> None:
    app()
