"""Provides the end-of-game screen: the winner and victory points, or the goldfish summary."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Footer, Static


class SummaryScreen(ModalScreen[None]):
    """Shown when the game is over; Enter goes back to the table, q quits."""

    BINDINGS = [
        Binding("enter,escape", "close", "See the table"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, text: str) -> None:
        super().__init__()
        self.text = text

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(self.text, id="summary-text")
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
