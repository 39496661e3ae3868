"""Provides the one schema a scenario is validated through, and the invariants of the rules its
table must keep before a choice is made (docs/scenarios.md)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictFloat,
    StrictInt,
    model_validator,
)
from pydantic_core import PydanticCustomError

from ..cards.data import cards
from ..rules.state import GameState, Region
from .record_schema import MAX_SEATS, Seed, Text, TurnLimit, seat_count

# Counters on a card, a Methuselah's pool: far more than any table holds, far less than a hang.
Counters = Annotated[StrictInt, Field(ge=0, le=10_000)]
# Cards one list of a seat lays out.
MAX_PILE = 1_000
MAX_CHOICES = 10_000


def _known_card(name: str) -> str:
    db = cards()
    if db.get(name) is None:
        suggestion = db.suggest(name)
        hint = f" (did you mean {suggestion.name!r}?)" if suggestion is not None else ""
        raise PydanticCustomError(
            "unknown_card", "unknown card {name}{hint}", {"name": repr(name), "hint": hint}
        )
    return name


def _named(entry: Any) -> Any:
    """A card laid out by its name alone stands for ``{ card = NAME }``."""
    return {"card": entry} if isinstance(entry, str) else entry


CardName = Annotated[str, Field(strict=True, max_length=200), AfterValidator(_known_card)]


class Attached(BaseModel):
    """A card on a card: equipment, retainers, master cards."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    card: CardName
    blood: Counters | None = None
    life: Counters | None = None
    level: Annotated[str, Field(strict=True, max_length=10)] = ""  # 1.5.4: the level played


class Laid(BaseModel):
    """A card laid out in a region: a minion, a card in play, an uncontrolled crypt card."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    card: CardName
    blood: Counters | None = None
    life: Counters | None = None
    locked: StrictBool = False
    level: Annotated[str, Field(strict=True, max_length=10)] = ""  # 1.5.4: an ally's, played at
    anarch: StrictBool = False  # 10.5: became anarch during play
    face_down: StrictBool = True
    attached: Annotated[
        list[Annotated[Attached, BeforeValidator(_named)]], Field(max_length=MAX_PILE)
    ] = []
    chosen: Annotated[list[CardName], Field(max_length=MAX_SEATS)] = []
    # Corruption counters on a minion: the seat whose counter each one is (rules/corruption.py).
    corruption: Annotated[list[StrictInt], Field(max_length=MAX_PILE)] = []


Pile = Annotated[list[CardName], Field(max_length=MAX_PILE)]
Laids = Annotated[list[Annotated[Laid, BeforeValidator(_named)]], Field(max_length=MAX_PILE)]


class SeatTable(BaseModel):
    """One Methuselah's part of the table."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Text | None = None
    pool: Counters = 30
    victory_points: Annotated[StrictInt | StrictFloat, Field(ge=0, le=MAX_SEATS)] = 0
    hand: Pile = []
    library: Pile = []
    crypt: Pile = []
    ash_heap: Pile = []
    ready: Laids = []
    torpor: Laids = []
    uncontrolled: Laids = []
    in_play: Laids = []
    incapacitated: Laids = []  # imbued appendix 5


class ScenarioSchema(BaseModel):
    """A scenario file: where the game stands, the seats, then the choices to make."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    seed: Seed = 0
    phase: Literal["unlock", "master", "minion", "influence", "discard"] = "unlock"
    current: StrictInt = 0
    turn: Annotated[StrictInt, Field(ge=1, le=1_000_000)] = 1
    edge: StrictInt | None = None
    max_turns: TurnLimit | None = None
    seats: Annotated[list[SeatTable], BeforeValidator(seat_count)]
    choices: Annotated[
        list[StrictInt | Annotated[str, Field(strict=True, max_length=200)]],
        Field(max_length=MAX_CHOICES),
    ] = []

    @model_validator(mode="after")
    def _seats_named_are_seated(self) -> ScenarioSchema:
        seats = len(self.seats)
        for key, seat in (("current", self.current), ("edge", self.edge)):
            if seat is not None and not 0 <= seat < seats:
                raise PydanticCustomError(
                    "no_such_seat",
                    "{key} = {seat}: the seats are 0 to {last}",
                    {"key": key, "seat": seat, "last": seats - 1},
                )
        return self


def table_problem(state: GameState) -> str | None:
    """The first invariant of the rules a laid-out table breaks, or None."""
    current = state.players[state.current]
    if current.pool <= 0:
        return f"current = {state.current}: {current.name} has no pool, she is ousted (9.1)"
    in_play: dict[str, str] = {}
    for player in state.players:
        for vampire in player.ready + player.torpor:
            # 1.5.2: a vampire cannot have more blood than his capacity.
            if vampire.is_vampire and vampire.blood > vampire.capacity:
                return (
                    f"{player.name}'s {vampire.card.name} has {vampire.blood} blood, over his"
                    f" capacity of {vampire.capacity} (1.5.2)"
                )
        for region in (Region.READY, Region.TORPOR, Region.IN_PLAY):
            for card in _with_attached(player.region(region)):
                # 4.1: two copies of a unique card in play are contested, which a scenario does
                # not lay out; a Methuselah never contests a card with herself.
                if card.card.unique:
                    if card.card.name in in_play:
                        return (
                            f"{card.card.name} is in play twice ({in_play[card.card.name]} and"
                            f" {player.name}): it is unique (4.1)"
                        )
                    in_play[card.card.name] = player.name
    return None


def _with_attached(laid: list[Any]) -> list[Any]:
    found = []
    for card in laid:
        found.append(card)
        found.extend(_with_attached(card.attached))
    return found
