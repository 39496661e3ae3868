"""Provides the new table's setup as the new-game form edits it (seats, names, decks, players,
seed) and the TableConfig a new game is built from."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..cards.checked import CheckedDeck
    from ..cards.decks import Deck
    from ..players.goldfish import Dummy
    from ..sequencer.record import GameRecord

MIN_SEATS, MAX_SEATS = 2, 5
DEFAULT_NAMES = ("Alice", "Bob", "Carol", "Dave", "Eve")
# Who plays a seat: a human at the keyboard, or one of the bots (players/bots.py).
PLAYERS = (None, "greedy", "random", "heuristic")


@dataclass(slots=True)
class SeatSetup:
    """One seat of the new table: its name, a bundled deck or a typed path, and who plays it."""

    name: str
    deck: int
    path: str = ""
    bot: str | None = None


@dataclass(slots=True)
class TableSetup:
    """What the form holds: every seat that may be shown, how many are, and the seed."""

    decks: list[Path]
    seed: int = field(default_factory=lambda: random.randrange(1, 10_000))
    count: int = MIN_SEATS
    seats: list[SeatSetup] = field(default_factory=list)
    learn: bool = False  # learning mode: the coach explains each choice
    open_hands: bool = False  # every hand shown, the bots' too (a learning aid)

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = [
                SeatSetup(
                    DEFAULT_NAMES[n], n % max(1, len(self.decks)), bot=None if n == 0 else "greedy"
                )
                for n in range(MAX_SEATS)
            ]

    def lines(self) -> list[tuple[str, int | None]]:
        """The form's lines as (field, seat): seats, seed, each seat's three, the coach and open
        hands, start, then load (a saved game instead)."""
        shown = [("seats", None), ("seed", None)]
        for seat in range(self.count):
            shown += [("name", seat), ("deck", seat), ("plays", seat)]
        return [*shown, ("coach", None), ("hands", None), ("start", None), ("load", None)]

    def deck_path(self, seat: int) -> str:
        setup = self.seats[seat]
        if setup.path or not self.decks:
            return setup.path
        return str(self.decks[setup.deck])

    def cycle(self, name: str, seat: int | None, step: int) -> None:
        """←→ on a line: the seat count, a bundled deck, who plays the seat, the coach or open
        hands (on or off)."""
        if name == "coach":
            self.learn = not self.learn
        elif name == "hands":
            self.open_hands = not self.open_hands
        elif name == "seats":
            self.count = min(MAX_SEATS, max(MIN_SEATS, self.count + step))
        elif name == "deck" and seat is not None and self.decks:
            setup = self.seats[seat]
            setup.path = ""
            setup.deck = (setup.deck + step) % len(self.decks)
        elif name == "plays" and seat is not None:
            setup = self.seats[seat]
            setup.bot = PLAYERS[(PLAYERS.index(setup.bot) + step) % len(PLAYERS)]


def covers_hands(open_hands: bool, humans: int) -> bool:
    """DESIGN.md, hot-seat: with hands closed and more than one human at the keyboard, the table
    is covered by a hand-off whenever another human is about to decide."""
    return not open_hands and humans > 1


@dataclass(slots=True)
class TableConfig:
    """A new table: names, decks, which seats bots hold, the seed and the table's options.

    A deck may be a CheckedDeck (`play DECK…`): its cards are looked up when the game is built,
    behind the first hand-off (docs/app.md, speed)."""

    names: list[str]
    decks: list[Deck | CheckedDeck]
    seed: int
    bots: dict[int, str] = field(default_factory=dict)
    open_hands: bool = False
    goldfish: bool = False
    learn: bool = False
    dummy: Dummy | None = None  # a goldfish dummy that blocks (players/goldfish.py)

    def record(self) -> GameRecord:
        # Imported on call: `play DECK…` shows its hand-off before the engine loads.
        from ..cards.checked import CheckedDeck
        from ..sequencer.record import GameRecord

        options: dict[str, Any] = {
            "bots": {str(seat): bot for seat, bot in self.bots.items()},
            "open_hands": self.open_hands,
            "goldfish": self.goldfish,
        }
        if self.learn:
            options["learn"] = True
        if self.dummy is not None:
            options.update(self.dummy.options())
        return GameRecord(
            seed=self.seed,
            names=list(self.names),
            decks=[deck.deck() if isinstance(deck, CheckedDeck) else deck for deck in self.decks],
            options=options,
        )
