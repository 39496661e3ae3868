"""Provides game records: rules version, seed, seating, decks and choices, saved as JSON."""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..cards.data import cards
from ..cards.decks import Deck
from ..files import MIB, FileRefused, read_bounded, schema_problem
from ..rules.game import Seat
from ..rules.state import RULES_VERSION
from .core import IllegalChoice, Sequencer
from .record_schema import FORMAT, FORMAT_VERSION, RecordSchema

# A record of a long six-seat game is some hundreds of KiB.
MAX_RECORD_BYTES = 8 * MIB
# What the atomic save writes before it replaces the record: mkstemp's eight random characters.
_PARTIAL = ".partial"


class RecordError(Exception):
    """A record that cannot be read or replayed; the message is one line naming the file."""


@dataclass(slots=True)
class GameRecord:
    """Everything that describes a game (DESIGN.md, Determinism): replay it to any step."""

    seed: int
    names: list[str]
    decks: list[Deck]
    choices: list[str] = field(default_factory=list)  # option ids
    max_turns: int | None = None
    rules_version: str = RULES_VERSION
    options: dict[str, Any] = field(default_factory=dict)

    def seats(self) -> list[Seat]:
        stand_ins = self.options.get("stand_ins") or {}
        return [
            Seat(name, deck.crypt_cards(), deck.library_cards(), stand_ins.get(str(n)))
            for n, (name, deck) in enumerate(zip(self.names, self.decks, strict=True))
        ]

    def sequencer(self, step: int | None = None) -> Sequencer:
        """A sequencer after the first ``step`` choices (all of them when ``None``)."""
        seq = Sequencer(self.seats(), self.seed, self.max_turns)
        seq.replay(self.choices if step is None else self.choices[:step])
        return seq

    @classmethod
    def of(
        cls, seq: Sequencer, decks: Sequence[Deck], options: dict[str, Any] | None = None
    ) -> GameRecord:
        return cls(
            seed=seq.seed,
            names=[s.name for s in seq.seats],
            decks=list(decks),
            choices=list(seq.choices),
            max_turns=seq.max_turns,
            options=dict(options or {}),
        )

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "format_version": FORMAT_VERSION,
            "rules_version": self.rules_version,
            "seed": self.seed,
            "max_turns": self.max_turns,
            "seats": [
                {"name": name, "deck": deck.to_json()}
                for name, deck in zip(self.names, self.decks, strict=True)
            ],
            "options": self.options,
            "choices": self.choices,
        }

    @classmethod
    def from_schema(cls, schema: RecordSchema) -> GameRecord:
        db = cards()
        return cls(
            seed=schema.seed,
            names=[seat.name for seat in schema.seats],
            decks=[Deck.from_schema(seat.deck, db) for seat in schema.seats],
            choices=list(schema.choices),
            max_turns=schema.max_turns,
            options=schema.options.model_dump(exclude_defaults=True),
        )


def save_record(record: GameRecord, path: str | Path) -> None:
    """Write atomically: a crash mid-write never leaves a half record in place of the old one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=_PARTIAL, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(record.to_json(), f, separators=(",", ":"))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def remove_partial_saves(path: str | Path) -> list[Path]:
    """Remove what an atomic save of ``path`` left when it was killed before replacing it;
    returns the files removed."""
    path = Path(path)
    partial = re.compile(rf"^\.{re.escape(path.name)}\.[^.]{{8}}{re.escape(_PARTIAL)}$")
    if not path.parent.is_dir():
        return []
    removed = []
    for other in path.parent.iterdir():
        if partial.match(other.name) and other.is_file():
            other.unlink(missing_ok=True)
            removed.append(other)
    return removed


def load_record(path: str | Path) -> GameRecord:
    """Read a record through its schema; any problem becomes one RecordError line naming the
    file. Nothing is written."""
    path = Path(path)
    try:
        text = read_bounded(path, MAX_RECORD_BYTES)
        return GameRecord.from_schema(RecordSchema.model_validate_json(text))
    except FileRefused as refused:
        raise RecordError(f"{path}: {refused}") from None
    except ValidationError as error:
        raise RecordError(f"{path}: {schema_problem(error)}") from None


def replay_record(record: GameRecord, path: str | Path, step: int | None = None) -> Sequencer:
    """Replay a loaded record; an inconsistent choice becomes a RecordError."""
    if step is not None and not 0 <= step <= len(record.choices):
        raise RecordError(f"{path}: step {step} is outside 0..{len(record.choices)}")
    try:
        return record.sequencer(step)
    except IllegalChoice as e:
        raise RecordError(f"{path}: {e}") from None
