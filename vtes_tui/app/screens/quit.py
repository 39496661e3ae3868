"""Provides the quit screen: asks before quitting and says where the game is saved, or that
the last save failed and what is not saved."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

if TYPE_CHECKING:
    from ..session import GameSession


def quit_text(session: GameSession) -> str:
    """Where the game is saved and how to resume it; after a failed save, that it is not,
    and what is lost."""
    from ..session import data_dir

    failure = session.save_failure
    if failure is None:
        path = session.save_path
        listed = path.parent == data_dir()  # the load screen lists the saves folder's games
        resume = "lists it" if listed else "FILE continues it"
        return (
            f"Quit?\n\nThe game is saved in\n{path}\n`vtes-tui play --resume` {resume}.\n\n"
            "y or q: quit · n or Esc: back to the game"
        )
    return (
        f"Quit?\n\nThe last save failed: {failure.unsaved}.\n{failure.line}\n\n"
        "Ctrl+S: save it elsewhere first · y or q: quit without saving · "
        "n or Esc: back to the game"
    )


class QuitScreen(ModalScreen[bool]):
    """Dismissed with True to quit; False goes back to the same prompt, nothing answered."""

    BINDINGS = [
        Binding("y,q", "answer(True)", "Quit"),
        Binding("n,escape", "answer(False)", "Back to the game"),
        Binding("ctrl+s", "save_as", "Save elsewhere"),
    ]

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(quit_text(self.session), id="quit-text", markup=False)
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "save_as":
            return self.session.save_failure is not None
        return True

    def action_answer(self, quit: bool) -> None:
        self.dismiss(quit)

    def action_save_as(self) -> None:
        """The game saved elsewhere; the question then says where, and asks again."""
        from .save_as import SaveAsScreen

        def saved(path: Path | None) -> None:
            if path is not None:
                self.query_one("#quit-text", Static).update(quit_text(self.session))
                self.refresh_bindings()

        self.app.push_screen(SaveAsScreen(self.session), saved)
