"""Provides the goldfish batch screen: bot games of the deck just goldfished, from the game's own
seed, their turns to oust the dummy as a histogram beside the player's own game."""

from __future__ import annotations

from collections.abc import Callable

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle, Vertical
from textual.screen import ModalScreen
from textual.widgets import Footer, Static
from textual_plotext import PlotextPlot

from ...players.goldfish import GoldfishGame
from ...players.goldfish_stats import GoldfishReport, interval_95, mean


class TurnsPlot(PlotextPlot):
    """Games by turns to oust the dummy, a bar a number of turns."""

    def __init__(self, histogram: dict[int, int]) -> None:
        super().__init__(id="batch-plot")
        self.histogram = histogram

    def on_mount(self) -> None:
        plt = self.plt
        turns = list(range(min(self.histogram), max(self.histogram) + 1))
        games = [self.histogram.get(t, 0) for t in turns]
        plt.bar(turns, games, width=0.6)
        plt.title("Games by turns to oust the dummy")
        plt.xlabel("the deck's turns")
        plt.xticks(turns)
        plt.yticks(range(max(games) + 1))


class BatchScreen(ModalScreen[None]):
    """Plays ``games`` bot games in a worker thread, then shows their figures; Esc goes back."""

    BINDINGS = [Binding("enter,escape", "close", "Back to the summary")]

    def __init__(
        self, play: Callable[[int], GoldfishReport], games: int, your_turns: int | None
    ) -> None:
        super().__init__()
        self.play = play
        self.games = games
        self.your_turns = your_turns
        self.report: GoldfishReport | None = None

    def compose(self) -> ComposeResult:
        with Middle(), Center(), Vertical(id="batch-box"):
            yield Static(
                f"The greedy bot plays {self.games} games of your deck, the first on your deal…",
                id="batch-text",
            )
        yield Footer()

    def on_mount(self) -> None:
        self.run_batch()

    @work(thread=True, exclusive=True)
    def run_batch(self) -> None:
        found = self.play(self.games)
        self.app.call_from_thread(self.show, found)

    def show(self, found: GoldfishReport) -> None:
        self.report = found
        self.query_one("#batch-text", Static).update(self.text(found))
        if found.turns:
            self.query_one("#batch-box").mount(TurnsPlot(found.histogram()))

    def text(self, found: GoldfishReport) -> str:
        turns = found.turns
        ci = interval_95(turns)
        centre = mean(turns)
        yours = "not ousted" if self.your_turns is None else f"{self.your_turns} turns"
        first = found.games[0] if found.games else None
        bot_first = "not ousted" if first is None or first.turns is None else f"{first.turns} turns"
        return "\n".join(
            [
                f"{found.bot.capitalize()} bot, {len(found.games)} games against {found.opponent}",
                "",
                f"Dummy ousted in {len(turns)} games"
                + ("" if centre is None else f", in {centre:.1f} turns on average")
                + ("" if ci is None else f" (95% interval {ci[0]:.1f} to {ci[1]:.1f})"),
                f"Your game: {yours}; the bot on your deal: {bot_first}",
                f"Fastest game {_turns(found.fastest())}, slowest {_turns(found.slowest())}",
                "",
                "Enter or Esc: back to the summary",
            ]
        )

    def action_close(self) -> None:
        self.dismiss(None)


def _turns(game: GoldfishGame | None) -> str:
    return "-" if game is None else f"{game.turns} turns (seed {game.seed})"
