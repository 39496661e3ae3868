"""Provides the quit screen: asks before quitting and says where the game is saved."""

from __future__ import annotations

from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


class QuitScreen(ModalScreen[bool]):
    """Dismissed with True to quit; False goes back to the same prompt, nothing answered."""

    BINDINGS = [
        Binding("y,q", "answer(True)", "Quit"),
        Binding("n,escape", "answer(False)", "Back to the game"),
    ]

    def __init__(self, save_path: Path) -> None:
        super().__init__()
        self.save_path = save_path

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(
                f"Quit?\n\nThe game is saved in\n{self.save_path}\n"
                "`vtes-tui play --resume` lists it.\n\n"
                "y or q: quit · n or Esc: back to the game",
                id="quit-text",
                markup=False,
            )
        yield Footer()

    def action_answer(self, quit: bool) -> None:
        self.dismiss(quit)
