"""Provides the hand-off screen: covers the table until the next player takes the keyboard."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import ModalScreen
from textual.widgets import Static

from ..widgets.keys import KeysBar


class HandOffScreen(ModalScreen[None]):
    """DESIGN.md, hot-seat: "Pass to Alice — press Enter"; nothing private shows behind it."""

    BINDINGS = [Binding("enter", "take", "I am here", show=True)]

    def __init__(self, name: str) -> None:
        super().__init__()
        self.player = name

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(
                f"Pass to {self.player} — press Enter\n\n"
                f"Only {self.player} should look at the screen now.",
                id="handoff-text",
            )
        yield KeysBar()  # one line: Textual's Footer cost the first frame 12 ms

    def action_take(self) -> None:
        self.dismiss(None)
