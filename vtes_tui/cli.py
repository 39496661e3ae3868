"""Provides the `vtes-tui` command line: play, goldfish, learn, simulate, replay, scenario, deck,
cards."""

from __future__ import annotations

import gc
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


# The commands whose start is timed against a bare Textual app (docs/app.md, speed): the
# collector stays off until the app's first screen is drawn (VtesApp.on_ready).
_STARTS_THE_APP = {"play", "learn"}


@app.callback()
def main_options(
    ctx: typer.Context,
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Show the version")
    ] = False,
) -> None:
    """Vampire: The Eternal Struggle in the terminal."""
    if ctx.invoked_subcommand not in _STARTS_THE_APP:
        gc.enable()  # batches of games, reports: garbage is collected as usual


play.register(app)
learn.register(app)
engine.register(app)
cards.register(app)


def main() -> None:
    # A start makes objects that live as long as the process (modules, classes, the command
    # tree, Textual's styles, the card data); the collector walked them all several times
    # before the first frame, 30-40 ms of a start of 400 (docs/app.md, speed).
    gc.disable()
    try:
        app()
    finally:
        gc.enable()
