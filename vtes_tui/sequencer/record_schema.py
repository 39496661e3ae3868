"""Provides the one schema a game record is validated through before it is replayed."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    model_validator,
)
from pydantic_core import PydanticCustomError

from ..cards.deck_schema import DeckSchema
from ..files import SEED_LIMIT
from ..rules.state import RULES_VERSION
from .names import Text

FORMAT = "vtes_tui record"
FORMAT_VERSION = 2  # 2: choices are option ids (DESIGN.md, "Choices that stay stable")

# 1.2 counts libraries up to a six-player game: a table seats 2 to 6 Methuselahs.
MIN_SEATS, MAX_SEATS = 2, 6
# A game of 300 turns at six seats makes some tens of thousands of choices.
MAX_CHOICES = 1_000_000

Seed = Annotated[StrictInt, Field(ge=0, lt=SEED_LIMIT)]
TurnLimit = Annotated[StrictInt, Field(ge=1, le=1_000_000)]
OptionId = Annotated[str, Field(strict=True, min_length=1, max_length=200)]
BotName = Annotated[str, Field(strict=True, min_length=1, max_length=40)]
SeatKey = Annotated[str, Field(pattern=r"^[0-5]$")]
# A stand-in blocker's intercept: far above any stealth a game reaches.
MAX_STAND_IN_INTERCEPT = 100
Intercept = Annotated[StrictInt, Field(ge=0, le=MAX_STAND_IN_INTERCEPT)]
BlockShare = Annotated[float, Field(strict=False, ge=0, le=1)]


def seat_count(seats: Any) -> Any:
    """1.2: a table of 2 to 6 Methuselahs; counted before any seat is read."""
    if isinstance(seats, list | tuple) and not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise PydanticCustomError(
            "seat_count",
            "a table seats {least} to {most} Methuselahs (1.2), not {count}",
            {"least": MIN_SEATS, "most": MAX_SEATS, "count": len(seats)},
        )
    return seats


class SeatSchema(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Text
    deck: DeckSchema


class OptionsSchema(BaseModel):
    """The table's options: which seats bots hold (seat number from 0 as text: bot), open
    hands, goldfish, learning mode (the coach); a simulated game names the bot every seat
    played."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    bots: dict[SeatKey, BotName] = {}
    open_hands: StrictBool = False
    goldfish: StrictBool = False
    learn: StrictBool = False
    bot: BotName | None = None
    # A goldfish dummy's stand-in blocker: its intercept by seat, and the share of the actions
    # it attempts to block (docs/goldfish.md, dummy options).
    stand_ins: dict[SeatKey, Intercept] = {}
    dummy_block: BlockShare | None = None


class RecordSchema(BaseModel):
    """A record as saved: format and rules version, seed, turn limit, seats, options, choices."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format: Literal["vtes_tui record"]
    format_version: Literal[2]
    rules_version: str
    seed: Seed
    max_turns: TurnLimit | None = None
    seats: Annotated[list[SeatSchema], BeforeValidator(seat_count)]
    options: OptionsSchema = OptionsSchema()
    choices: Annotated[list[OptionId], Field(max_length=MAX_CHOICES)]

    @model_validator(mode="before")
    @classmethod
    def _this_format_and_version(cls, data: Any) -> Any:
        """The format, then its version, then the rules version: said first, in those words."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise PydanticCustomError("format", f'not a {FORMAT} (no "format": "{FORMAT}")')
        if data.get("format_version") != FORMAT_VERSION:
            raise PydanticCustomError(
                "format_version",
                "record format {found}, this reads {version}",
                {"found": _short(data.get("format_version")), "version": FORMAT_VERSION},
            )
        if data.get("rules_version") != RULES_VERSION:
            raise PydanticCustomError(
                "rules_version",
                "made with rules version {found}, this is {version}",
                {"found": _short(data.get("rules_version")), "version": repr(RULES_VERSION)},
            )
        return data

    @model_validator(mode="after")
    def _seats_named_apart(self) -> RecordSchema:
        names = [seat.name for seat in self.seats]
        repeated = next((name for n, name in enumerate(names) if name in names[:n]), None)
        if repeated is not None:
            raise PydanticCustomError(
                "seat_names", "{name} names two seats", {"name": repr(repeated[:40])}
            )
        return self

    @model_validator(mode="after")
    def _bots_hold_seats(self) -> RecordSchema:
        for key, seats in (("bots", self.options.bots), ("stand_ins", self.options.stand_ins)):
            for seat in seats:
                if int(seat) >= len(self.seats):
                    raise PydanticCustomError(
                        "bot_seat",
                        "options.{key}: seat {seat} is not at this table of {seats}",
                        {"key": key, "seat": seat, "seats": len(self.seats)},
                    )
        return self


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
