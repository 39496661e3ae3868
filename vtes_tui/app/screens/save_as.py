"""Provides the save-elsewhere dialog: a path to save the game to, which becomes its save file."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, Static

from ..saving import elsewhere, os_reason
from ..session import GameSession, data_dir


class SaveAsScreen(ModalScreen[Path | None]):
    """Dismissed with the path the game is now saved to, or None (Esc): nothing changed."""

    BINDINGS = [Binding("escape", "dismiss(None)", "Cancel")]

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        failure = self.session.save_failure
        why = f"{failure.line}.\n" if failure is not None else ""
        default = elsewhere(self.session.save_path, data_dir(), failure is not None)
        with Vertical(id="save-as"):
            yield Static(
                f"{why}Save the game to this file, and go on saving it there:",
                id="save-as-text",
                markup=False,
            )
            yield Input(str(default), id="save-as-path")
            yield Static("", id="save-as-error", markup=False)
            yield Static("Enter: save · Esc: cancel", id="save-as-keys")
        yield Footer()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """A path that cannot be written is one line here, and the dialog stays."""
        error = self.query_one("#save-as-error", Static)
        text = event.value.strip()
        if not text:
            error.update("Type the path of a file to save the game to.")
            return
        path = Path(text).expanduser().absolute()
        try:
            self.session.save_as(path)
        except OSError as e:
            error.update(f"Could not save to {path}: {os_reason(e)}")
            return
        self.dismiss(path)
