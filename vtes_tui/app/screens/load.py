"""Provides the load screen: the saved games, newest first, and the one picked resumed."""

from __future__ import annotations

from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from ...players.bots import GameStalled
from ...sequencer.record import RecordError
from ..saves import SavedGame, saved_games
from ..session import GameSession, data_dir


def save_line(save: SavedGame) -> Text:
    """Three lines: when it was last saved with its turn and choices, the table (or why it
    cannot be resumed), and the file's name."""
    text = Text(save.saved.strftime("%Y-%m-%d %H:%M"), style="bold")
    if save.problem is not None:
        text.append(" · cannot be resumed\n", style="bold")
        text.append(save.problem)
    else:
        over = " · game over" if save.finished else ""
        choices = f"{save.choices} choice" + ("" if save.choices == 1 else "s")
        text.append(f" · turn {save.turn} · {choices}{over}\n")
        text.append(" · ".join(save.seats))
    text.append(f"\n{save.path.name}", style="dim")
    return text


class LoadScreen(Screen[GameSession | None]):
    """Dismissed with the resumed game, or None (Esc) to set up a new one instead."""

    BINDINGS = [Binding("escape", "back", "New game")]

    def __init__(self, save_path: Path | None = None, folder: Path | None = None) -> None:
        super().__init__()
        self.save_path = save_path  # --save: where the resumed game goes on being saved
        self.folder = folder or data_dir()
        self.saves: list[SavedGame] = []

    def compose(self) -> ComposeResult:
        yield Static("Saved games", id="load-title")
        yield Static(
            f"In {self.folder}, the newest first · ↑↓ choose · Enter resumes · Esc: a new game",
            id="load-help",
            markup=False,
        )
        yield OptionList(id="load-list")
        yield Static("", id="load-error", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self.saves = saved_games(self.folder)
        games = self.query_one("#load-list", OptionList)
        # A save that cannot be resumed is listed with its reason and not offered.
        for n, save in enumerate(self.saves):
            if n:
                games.add_option(None)  # a rule between two saves
            games.add_option(Option(save_line(save), id=str(n), disabled=save.problem is not None))
        if not self.saves:
            self.query_one("#load-error", Static).update(f"No saved games in {self.folder}")
        # Enter continues the newest game that can be resumed.
        games.highlighted = next(
            (n for n, save in enumerate(self.saves) if save.problem is None), None
        )
        games.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        assert event.option.id is not None
        save = self.saves[int(event.option.id)]
        try:
            session = GameSession.resume(save.path, self.save_path)
        except (RecordError, GameStalled) as e:
            self.query_one("#load-error", Static).update(str(e))
            return
        self.dismiss(session)

    def action_back(self) -> None:
        self.dismiss(None)
