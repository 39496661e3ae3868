"""Provides VtesApp: opens the new-game screen or a prepared session, then the table."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from textual import work
from textual.app import App
from textual.binding import Binding

from .screens.new_game import NewGameScreen

if TYPE_CHECKING:
    from .session import GameSession


class VtesApp(App[None]):
    """Vampire: The Eternal Struggle at one terminal."""

    CSS_PATH = "app.tcss"
    TITLE = "vtes-tui"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [
        Binding("q", "quit", "Quit"),
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(self, session: GameSession | None = None, save_path: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.save_path = save_path

    def on_mount(self) -> None:
        if self.session is not None:
            self.open_table(self.session)
        else:
            self.new_game()

    @work
    async def new_game(self) -> None:
        config = await self.push_screen_wait(NewGameScreen())
        # Imported once the table is set: the new-game screen opens without the engine.
        from ..players.bots import GameStalled
        from .session import GameSession

        try:
            self.session = GameSession.new(config, self.save_path)
        except GameStalled as e:  # the game is saved where it stopped
            self.exit(return_code=2, message=f"vtes-tui: {e}")
            return
        self.open_table(self.session)

    def open_table(self, session: GameSession) -> None:
        from .screens.table import TableScreen

        self.push_screen(TableScreen(session))

    def action_help(self) -> None:
        # Imported on demand: the Markdown widget weighs on the cold start.
        from .screens.help import HelpScreen

        self.push_screen(HelpScreen())
