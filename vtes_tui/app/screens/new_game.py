"""Provides the new-game screen: 2-5 seats, a name, a deck and human-or-bot for each, a seed."""

from __future__ import annotations

import random
from pathlib import Path

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static

from ...cards.decks import DeckError, load_deck
from ..decklists import bundled_decks, deck_title
from ..session import DEFAULT_NAMES, TableConfig

MAX_SEATS = 5


class NewGameScreen(Screen[TableConfig]):
    """Dismissed with the table's configuration once every deck has loaded."""

    BINDINGS = [
        Binding("ctrl+s", "start", "Start the game"),
    ]

    AUTO_FOCUS = "#start"

    def __init__(self) -> None:
        super().__init__()
        self.decks = bundled_decks()

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="new-game"):
            yield Static("New game", id="new-game-title")
            with Horizontal(classes="form-row"):
                yield Label("Seats")
                yield Select(
                    [(str(n), n) for n in range(2, MAX_SEATS + 1)],
                    value=2,
                    allow_blank=False,
                    id="seat-count",
                )
                yield Label("Seed")
                yield Input(str(random.randrange(1, 10_000)), id="seed", restrict=r"\d*")
            yield Vertical(id="seat-rows")
            yield Static("", id="new-game-error")
            yield Button("Start (Ctrl+S)", variant="primary", id="start")
        yield Footer()

    def on_mount(self) -> None:
        self._show_seats(2)

    def _seat_row(self, seat: int) -> Horizontal:
        choices = [(deck_title(path), str(path)) for path in self.decks]
        return Horizontal(
            Input(DEFAULT_NAMES[seat], id=f"name-{seat}", classes="seat-name"),
            Select(
                choices,
                value=choices[seat % len(choices)][1] if choices else Select.BLANK,
                prompt="a deck file →",
                id=f"deck-{seat}",
                classes="seat-deck",
            ),
            Input(placeholder="or a decklist path", id=f"path-{seat}", classes="seat-path"),
            Checkbox("bot", value=seat > 0, id=f"bot-{seat}", classes="seat-bot"),
            classes="seat-row",
            id=f"seat-{seat}",
        )

    def _show_seats(self, count: int) -> None:
        """Rows are built when the seat count asks for them: fewer widgets, a faster start."""
        rows = self.query_one("#seat-rows", Vertical)
        built = len(rows.children)
        rows.mount_all(self._seat_row(seat) for seat in range(built, count))
        for seat, row in enumerate(rows.children):
            row.display = seat < count

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.select.id == "seat-count" and isinstance(event.value, int):
            self._show_seats(event.value)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def action_start(self) -> None:
        error = self.query_one("#new-game-error", Static)
        count = self.query_one("#seat-count", Select).value
        assert isinstance(count, int)
        names, decks, bots = [], [], {}
        for seat in range(count):
            typed = self.query_one(f"#path-{seat}", Input).value.strip()
            chosen = self.query_one(f"#deck-{seat}", Select).value
            path = typed or (chosen if isinstance(chosen, str) else "")
            if not path:
                error.update(f"Seat {seat + 1}: choose a deck or type a decklist path")
                return
            try:
                decks.append(load_deck(Path(path).expanduser()))
            except DeckError as e:
                error.update(str(e))
                return
            names.append(
                self.query_one(f"#name-{seat}", Input).value.strip() or DEFAULT_NAMES[seat]
            )
            if self.query_one(f"#bot-{seat}", Checkbox).value:
                bots[seat] = "greedy"
        seed = int(self.query_one("#seed", Input).value or 0)
        self.dismiss(TableConfig(names=names, decks=decks, seed=seed, bots=bots))
