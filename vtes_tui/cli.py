"""Provides the `vtes-tui` command line: play, goldfish, learn, simulate, replay, scenario, deck,
cards."""

from __future__ import annotations

import gc
import importlib
from typing import Annotated, Any

import typer
from typer.core import TyperGroup
from typer.main import get_group

from . import __version__
from .commands import learn, play

HELP = "Vampire: The Eternal Struggle in the terminal: hot-seat, learning and goldfishing."
# One look for every group of commands, the lazily built ones too.
SETTINGS: dict[str, Any] = {
    "pretty_exceptions_enable": False,
    "rich_markup_mode": "markdown",  # a docstring's single line breaks are spaces
}
# The commands of these modules (of vtes_tui.commands) are built when one of them is named, or
# when help lists them: `vtes-tui play` builds and imports its own command only, not the
# headless commands' (docs/app.md, speed).
LAZY = {
    "simulate": "engine",
    "replay": "engine",
    "scenario": "engine",
    "deck": "engine",
    "cards": "cards",
}


class Commands(TyperGroup):
    """The main group: the commands registered on it, then those of ``LAZY``'s modules, built
    from a module's ``register`` when one of its commands is first asked for."""

    def list_commands(self, ctx: typer.Context) -> list[str]:
        return [*super().list_commands(ctx), *(name for name in LAZY if name not in self.commands)]

    def get_command(self, ctx: typer.Context, cmd_name: str) -> Any:
        if cmd_name not in self.commands and cmd_name in LAZY:
            self._build(LAZY[cmd_name])
        return super().get_command(ctx, cmd_name)

    def resolve_command(self, ctx: typer.Context, args: list[str]) -> Any:
        if args and args[0] not in self.commands and args[0] not in LAZY:
            for module in dict.fromkeys(LAZY.values()):  # a typo: "Did you mean" every command
                self._build(module)
        return super().resolve_command(ctx, args)

    def _build(self, module: str) -> None:
        commands = typer.Typer(**SETTINGS)
        importlib.import_module(f"{__package__}.commands.{module}").register(commands)
        self.commands.update(get_group(commands).commands)


app = typer.Typer(cls=Commands, help=HELP, no_args_is_help=True, **SETTINGS)


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


def main() -> None:
    # A start makes objects that live as long as the process (modules, classes, the command
    # tree, Textual's styles, the card data); the collector walked them all several times
    # before the first frame, 30-40 ms of a start of 400 (docs/app.md, speed).
    gc.disable()
    try:
        app()
    finally:
        gc.enable()
