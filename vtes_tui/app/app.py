"""Provides VtesApp: opens the new-game screen, the saved games or a prepared session, then the
table; asks before quitting a game."""

from __future__ import annotations

import asyncio
import gc
from pathlib import Path
from typing import TYPE_CHECKING

from textual import work
from textual.app import App
from textual.binding import Binding

from .screens.handoff import HandOffScreen
from .setup import covers_hands

if TYPE_CHECKING:
    from .session import GameSession
    from .setup import TableConfig


def first_handoff(config: TableConfig) -> int | None:
    """The seat a new hot-seat table hands off to first, known before the engine is loaded: the
    first seat, when a human holds it and another human must not see her hand (DESIGN.md,
    hot-seat); None when no hand-off is sure to come first."""
    humans = len(config.names) - len(config.bots)
    if 0 in config.bots or not covers_hands(config.open_hands or config.goldfish, humans):
        return None
    return 0


def build_session(config: TableConfig, save_path: Path | None) -> GameSession:
    """The new game, engine imported on the way: run off the event loop by VtesApp.start_table."""
    from .session import GameSession

    return GameSession.new(config, save_path)


class VtesApp(App[None]):
    """Vampire: The Eternal Struggle at one terminal."""

    CSS_PATH = "app.tcss"
    TITLE = "vtes-tui"
    ENABLE_COMMAND_PALETTE = False
    BINDINGS = [
        Binding("q", "quit", "Quit"),
        Binding("g", "glossary", "Glossary"),
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]

    def __init__(
        self,
        session: GameSession | None = None,
        save_path: Path | None = None,
        load: bool = False,
        learn: bool = False,
        coach: bool = False,
        config: TableConfig | None = None,
    ) -> None:
        """``load``: open the saved games first (``play --resume`` without a file);
        ``learn``: open the lessons (``vtes-tui learn``); ``coach``: the new-game screen set
        for learning mode (``play --learn``); ``config``: a new game to build and open
        (``play DECK…``)."""
        super().__init__()
        self.session = session
        self.config = config
        self.save_path = save_path
        self.load = load
        self.learn = learn
        self.coach = coach

    def on_mount(self) -> None:
        if self.session is not None:
            self.open_table(self.session)
        elif self.config is not None:
            self.start_table(self.config)
        elif self.learn:
            from .screens.lessons import LessonsScreen

            self.push_screen(LessonsScreen())
        elif self.load:
            self.load_game()
        else:
            self.new_game(self.coach)

    def on_ready(self) -> None:
        """The first screen is drawn: the garbage collector, which the command line turned off
        for the start (cli.main), collects again; what the start made stays out of its reach, as
        it would after the table opens (open_table)."""
        if not gc.isenabled():
            gc.freeze()
            gc.enable()

    def load_game(self) -> None:
        """The saved games; Esc there sets up a new game instead."""
        from .screens.load import LoadScreen

        def loaded(session: GameSession | None) -> None:
            if session is None:
                self.new_game(self.coach)
            else:
                self.open_table(session)

        self.push_screen(LoadScreen(self.save_path), loaded)

    @work
    async def new_game(self, learn: bool = False) -> None:
        """The new-game screen, then the table; ``learn``: set for a learning game (the coach
        on, the bots in the other seats, Start highlighted)."""
        # Imported here: `play DECK…` opens on its hand-off without the form's widgets.
        from .screens.new_game import NewGameScreen

        chosen = await self.push_screen_wait(NewGameScreen(self.save_path, learn))
        # Imported once the table is set: the new-game screen opens without the engine.
        from ..players.bots import GameStalled
        from .session import GameSession

        if isinstance(chosen, GameSession):  # a saved game, picked from the load screen
            self.open_table(chosen)
            return
        try:
            session = GameSession.new(chosen, self.save_path)
        except GameStalled as e:  # the game is saved where it stopped, or e says it is not
            self.exit(return_code=2, message=f"vtes-tui: {e}")
            return
        self.open_table(session)

    @work
    async def start_table(self, config: TableConfig) -> None:
        """A new game from the command line: its first hand-off shows at once and the engine
        loads and builds the game in a thread while the player reads it; Enter there waits for
        the game if it is not ready yet (docs/app.md, speed)."""
        first = first_handoff(config)
        taken: asyncio.Future[None] | None = None
        if first is not None:
            taken = asyncio.get_running_loop().create_future()
            await self.push_screen(HandOffScreen(config.names[first]), taken.set_result)
            # The thread starts once the hand-off is drawn: importing the engine holds the
            # interpreter, and the first frame would wait for it.
            drawn = asyncio.Event()
            self.call_after_refresh(drawn.set)
            await drawn.wait()
        building = asyncio.create_task(asyncio.to_thread(build_session, config, self.save_path))
        if taken is not None:
            await taken
        from ..players.bots import GameStalled

        try:
            session = await building
        except GameStalled as e:  # the game is saved where it stopped, or e says it is not
            self.exit(return_code=2, message=f"vtes-tui: {e}")
            return
        # The first seat's hand-off was that of the game's first prompt: it is not shown again.
        self.open_table(session, first if session.decider == first else None)

    def open_table(self, session: GameSession, seen_by: int | None = None) -> None:
        """The table; in learning mode, with the coach panel; ``seen_by``: the human who took
        the keyboard already (no hand-off to her first)."""
        from .screens.learning import LearningTableScreen
        from .screens.table import TableScreen

        self.session = session
        if not self.is_headless:
            # What start-up made (modules, card data, the game) lives as long as the app: out
            # of the collector's reach, a full collection, which walked it all, no longer
            # stalls a keystroke for 40-50 ms (docs/app.md, speed). Not in headless tests,
            # where many apps come and go in one process and would stay in memory.
            gc.freeze()
        screen = (LearningTableScreen if session.learn else TableScreen)(session)
        screen.seen_by = seen_by
        self.push_screen(screen)

    async def action_quit(self) -> None:
        """With a game open, ask first and say where it is saved (or that its last save
        failed); q or Ctrl+C again quits."""
        from .screens.quit import QuitScreen

        if self.session is None or isinstance(self.screen, QuitScreen):
            self.exit()
            return

        def answered(quit: bool | None) -> None:
            if quit:
                self.exit()

        self.push_screen(QuitScreen(self.session), answered)

    def action_lessons(self) -> None:
        """The lessons over the new-game screen; Esc there goes back to it."""
        from .screens.lessons import LessonsScreen

        self.push_screen(LessonsScreen(closable=True))

    def action_glossary(self) -> None:
        """The rulebook's terms, from any screen, open on the term of the coach's first line
        (learning mode), else the term for the question asked at the table, if any; g again
        on the glossary types a g."""
        from .glossary import term_for, term_named
        from .screens.glossary import GlossaryScreen

        if isinstance(self.screen, GlossaryScreen):
            return
        session = getattr(self.screen, "session", None)
        prompt = session.prompt if session is not None else None
        term = term_named(getattr(self.screen, "glossary_term", None) or "")
        if term is None and prompt is not None:
            term = term_for(prompt.kind)
        self.push_screen(GlossaryScreen(term=term))

    def action_help(self) -> None:
        # Imported on demand: the Markdown widget weighs on the cold start.
        from .screens.help import HelpScreen

        self.push_screen(HelpScreen())
