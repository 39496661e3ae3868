"""Provides the end-of-game screen: the winner and victory points, or the goldfish summary with
its bleed per turn drawn by plotext and a key to a batch of bot games of the deck."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static
from textual_plotext import PlotextPlot

from ..session import BATCH_GAMES

if TYPE_CHECKING:
    from ...players.goldfish_stats import GoldfishReport


class BleedPlot(PlotextPlot):
    """The pool the dummy lost in each of the deck's turns, a bar a turn."""

    def __init__(self, bled_per_turn: Sequence[int]) -> None:
        super().__init__(id="summary-plot")
        self.bled_per_turn = list(bled_per_turn)

    def on_mount(self) -> None:
        plt = self.plt
        turns = list(range(1, len(self.bled_per_turn) + 1))
        plt.bar(turns, self.bled_per_turn, width=0.6)
        plt.title(f"Pool bled in each of your turns: {sum(self.bled_per_turn)} in all")
        plt.xlabel("your turn")
        plt.xticks(turns)
        plt.yticks(range(max(self.bled_per_turn, default=0) + 1))


class SummaryScreen(ModalScreen[None]):
    """Shown when the game is over; Enter goes back to the table, q quits; after a goldfish
    game, b plays a batch of bot games of the deck (screens/batch.py)."""

    BINDINGS = [
        Binding("enter,escape", "close", "See the table"),
        Binding("b", "batch", "Bot batch"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(
        self,
        text: str,
        bled_per_turn: Sequence[int] | None = None,
        batch: Callable[[int], GoldfishReport] | None = None,
        your_turns: int | None = None,
    ) -> None:
        super().__init__()
        self.text = text
        self.bled_per_turn = bled_per_turn
        self.batch = batch
        self.your_turns = your_turns

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only usable keys show in the footer (STYLE.md: check_action)."""
        return self.batch is not None if action == "batch" else True

    def action_batch(self) -> None:
        from .batch import BatchScreen

        if self.batch is not None:
            self.app.push_screen(BatchScreen(self.batch, BATCH_GAMES, self.your_turns))

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="summary-box"):
            yield Static(self.text, id="summary-text")
            if self.bled_per_turn:
                yield BleedPlot(self.bled_per_turn)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
