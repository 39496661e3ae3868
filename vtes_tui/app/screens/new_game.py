"""Provides the new-game screen: 2-5 seats, a name, a deck and who plays each, and a seed; or
a saved game, from the load screen.

The form is one list of lines, each changed from the keyboard (←→ cycle, Enter types), so the
first screen needs a handful of widgets and opens quickly (docs/app.md, cold start).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input, OptionList, Static
from textual.widgets.option_list import Option as Line

from ..decklists import bundled_decks, deck_title
from ..setup import DEFAULT_NAMES, MAX_SEATS, MIN_SEATS, PLAYERS, TableSetup
from ..widgets.keys import KeysBar

if TYPE_CHECKING:
    from ..session import GameSession, TableConfig  # noqa: F401 (named in Screen[...] below)

LABEL = 8
TOGGLED = ("seats", "deck", "plays", "coach", "hands")  # the lines ←→ change


class FormList(OptionList):
    """The form's lines: ←→ change the highlighted line instead of scrolling sideways, Enter
    types or starts at once.

    Bound here, on the focused list, so keys typed fast are taken in order: a priority key on
    the screen would run ahead of arrows still queued, and Enter as the list's selection message
    would arrive after the keys meant for the field it opens.
    """

    BINDINGS = [
        Binding("left", "screen.cycle(-1)", "Change", key_display="←→"),
        Binding("right", "screen.cycle(1)", "Change", show=False),
        Binding("enter", "screen.enter", "Type / start", show=False),
    ]


def _player(bot: str | None) -> str:
    return f"{bot} bot" if bot else "human"


def _on(flag: bool) -> str:
    return "on: explains every choice" if flag else "off"


def _row(label: str, value: str, choice: bool = False) -> Text:
    text = Text(f"{label:<{LABEL}}", style="dim")
    text.append(f"‹ {value} ›" if choice else value, style="bold")
    return text


_TYPED_LENGTH = {"seed": 20, "name": 200}  # the longest typed value; a path: no limit


class NewGameScreen(Screen["TableConfig | GameSession"]):
    """Dismissed with the table's configuration once every deck has loaded, or with the game
    resumed from the load screen."""

    BINDINGS = [
        Binding("escape", "cancel", "Cancel typing"),
        Binding("ctrl+s", "start", "Start the game"),
        Binding("ctrl+o", "load", "Saved games"),
        Binding("ctrl+l", "app.lessons", "Lessons"),
    ]

    def __init__(self, save_path: Path | None = None, learn: bool = False) -> None:
        """``learn``: a learning game, the coach on and Start highlighted (the seats after
        the first are greedy bots by default)."""
        super().__init__()
        self.save_path = save_path  # --save: where a resumed game goes on being saved
        self.setup = TableSetup(bundled_decks(), learn=learn)
        self.editing: tuple[str, int | None] | None = None
        self.cycles_shown = False

    def compose(self) -> ComposeResult:
        yield Static("New game", id="new-game-title")
        yield Static(
            "↑↓ choose a line · ←→ change it · Enter types a name, a seed or a decklist path"
            " · Ctrl+S starts · Ctrl+O: saved games · Ctrl+L: lessons",
            id="new-game-help",
        )
        yield FormList(id="new-game-form")
        field_input = Input(placeholder="a decklist path", id="new-game-edit")
        field_input.display = False
        yield field_input
        yield Static("", id="new-game-choices")
        yield Static("", id="new-game-error")
        yield KeysBar()  # one line: Textual's Footer cost the first frame 12 ms

    def on_mount(self) -> None:
        self._draw()
        form = self.query_one("#new-game-form", OptionList)
        if self.setup.learn:
            form.highlighted = self.setup.lines().index(("start", None))
        form.focus()
        self.refresh_bindings()

    def _draw(self) -> None:
        form = self.query_one("#new-game-form", OptionList)
        highlighted = form.highlighted or 0
        setup = self.setup
        rows: list[Text] = []
        for name, seat in setup.lines():
            if name == "seats":
                rows.append(_row("Seats", str(setup.count), choice=True))
            elif name == "seed":
                rows.append(_row("Seed", str(setup.seed)))
            elif name == "coach":
                rows.append(_row("Coach", _on(setup.learn), choice=True))
            elif name == "hands":
                rows.append(_row("Hands", "open" if setup.open_hands else "hidden", choice=True))
            elif name == "start":
                rows.append(Text("Start the game (Ctrl+S)", style="bold reverse"))
            elif name == "load":
                rows.append(Text("Saved games (Ctrl+O)", style="bold"))
            else:
                assert seat is not None
                rows.append(self._seat_row(name, seat))
        form.clear_options()
        form.add_options([Line(row) for row in rows])
        form.highlighted = min(highlighted, len(rows) - 1)

    def _seat_row(self, name: str, seat: int) -> Text:
        setup = self.setup.seats[seat]
        if name == "name":
            return _row(f"Seat {seat + 1}", setup.name)
        if name == "deck":
            if setup.path:
                return _row("  deck", setup.path)
            title = deck_title(self.setup.decks[setup.deck]) if self.setup.decks else "none"
            return _row("  deck", title, choice=True)
        return _row("  plays", _player(setup.bot), choice=True)

    @property
    def line(self) -> tuple[str, int | None]:
        form = self.query_one("#new-game-form", OptionList)
        return self.setup.lines()[form.highlighted or 0]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer shows Esc only while typing, and ←→ only on a line they change."""
        if action == "cancel":
            return self.editing is not None
        if action == "cycle":
            return self.editing is None and self.line[0] in TOGGLED
        return self.editing is None or action == "enter"

    def on_option_list_option_highlighted(self) -> None:
        self._show_choices()
        # The keys bar is drawn again on every refresh of the bindings: only when ←→ come or go.
        cycles = bool(self.check_action("cycle", ()))
        if cycles != self.cycles_shown:
            self.cycles_shown = cycles
            self.refresh_bindings()

    def _show_choices(self) -> None:
        """Under the form, every value the highlighted line can take, the current one marked."""
        name, seat = self.line
        values: list[str] = []
        current = -1
        if name == "seats":
            values = [str(n) for n in range(MIN_SEATS, MAX_SEATS + 1)]
            current = self.setup.count - MIN_SEATS
        elif name == "deck" and seat is not None:
            values = [deck_title(path) for path in self.setup.decks] + ["a path (Enter)"]
            setup = self.setup.seats[seat]
            current = len(values) - 1 if setup.path else setup.deck
        elif name == "plays" and seat is not None:
            values = [_player(bot) for bot in PLAYERS]
            current = PLAYERS.index(self.setup.seats[seat].bot)
        elif name == "coach":
            values, current = [_on(False), _on(True)], int(self.setup.learn)
        elif name == "hands":
            values = ["hidden", "open: every hand shown, the bots' too"]
            current = int(self.setup.open_hands)
        text = Text()
        for n, value in enumerate(values):
            text.append(" · " if n else "", style="dim")
            text.append(value, style="bold reverse" if n == current else "")
        self.query_one("#new-game-choices", Static).update(text)

    def on_option_list_option_selected(self) -> None:
        """A click on a line (Enter is the list's own binding)."""
        self.action_enter()

    def action_cycle(self, step: int) -> None:
        name, seat = self.line
        self.setup.cycle(name, seat, step)
        self._draw()
        self._show_choices()

    def action_enter(self) -> None:
        name, seat = self.line
        if name == "start":
            self.action_start()
        elif name == "load":
            self.action_load()
        elif name in ("seats", "plays", "coach", "hands"):
            self.action_cycle(1)
        else:
            self._edit(name, seat)

    def _edit(self, name: str, seat: int | None) -> None:
        """Type a name, a seed or a decklist path in a line under the form."""
        self.editing = (name, seat)
        field_input = self.query_one("#new-game-edit", Input)
        field_input.restrict = r"\d*" if name == "seed" else None
        # A seed is 64 bits (20 digits; int() refuses thousands), a name what a save holds.
        field_input.max_length = _TYPED_LENGTH.get(name, 0)
        if name == "seed":
            field_input.value = str(self.setup.seed)
        elif name == "name" and seat is not None:
            field_input.value = self.setup.seats[seat].name
        else:
            field_input.value = ""
        what = "seed" if seat is None else f"seat {seat + 1}'s {name}"
        field_input.border_title = f"The {what} · Enter keeps it · Esc cancels"
        # Always composed, shown here: keys typed right after Enter reach it (no mount to wait).
        field_input.display = True
        field_input.focus()
        self.refresh_bindings()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        assert self.editing is not None
        name, seat = self.editing
        value = event.value.strip()
        if name == "seed":
            self.setup.seed = int(value or 0)
        elif name == "name" and seat is not None:
            self.setup.seats[seat].name = value or DEFAULT_NAMES[seat]
        elif seat is not None and value:
            self.setup.seats[seat].path = value
        self.action_cancel()
        self._draw()

    def action_cancel(self) -> None:
        self.editing = None
        self.query_one("#new-game-edit", Input).display = False
        self.query_one("#new-game-form").focus()
        self.refresh_bindings()

    def action_start(self) -> None:
        # Imported when the game starts: the form opens without the engine's modules.
        from ...cards.decks import DeckError, load_deck
        from ...files import SEED_LIMIT
        from ...sequencer.names import name_problem, names_problem
        from ..session import TableConfig

        error = self.query_one("#new-game-error", Static)
        setup = self.setup
        if setup.seed >= SEED_LIMIT:
            error.update(f"The seed: a whole number from 0 to {SEED_LIMIT - 1}")
            return
        for seat in range(setup.count):
            problem = name_problem(setup.seats[seat].name)  # the save must hold it
            if problem is not None:
                error.update(f"Seat {seat + 1}'s name: {problem}")
                return
        problem = names_problem([setup.seats[seat].name for seat in range(setup.count)])
        if problem is not None:
            error.update(f"Names: {problem}")
            return
        decks = []
        for seat in range(setup.count):
            path = setup.deck_path(seat)
            if not path:
                error.update(f"Seat {seat + 1}: type a decklist path (no bundled decks found)")
                return
            try:
                decks.append(load_deck(Path(path).expanduser()))
            except DeckError as e:
                error.update(str(e))
                return
        seats = setup.seats[: setup.count]
        self.dismiss(
            TableConfig(
                names=[s.name for s in seats],
                decks=decks,
                seed=setup.seed,
                bots={n: s.bot for n, s in enumerate(seats) if s.bot is not None},
                open_hands=setup.open_hands,
                learn=setup.learn,
            )
        )

    def action_load(self) -> None:
        """The saved games; the one picked is resumed, Esc comes back to the form."""
        from .load import LoadScreen

        def loaded(session: GameSession | None) -> None:
            if session is not None:
                self.dismiss(session)

        self.app.push_screen(LoadScreen(self.save_path), loaded)
