"""Provides the `learn` command: the guided lessons, in the Textual app."""

from __future__ import annotations

import typer


def learn() -> None:
    """Guided lessons for a newcomer, and games against bots with a coach.

    Lessons are short prepared tables with a goal and a coach; finished lessons are remembered
    (in the user data dir, or $VTES_TUI_DATA_DIR)."""
    from ..app.app import VtesApp

    VtesApp(learn=True).run()


def register(app: typer.Typer) -> None:
    """Add `learn` to the main command line."""
    app.command()(learn)
