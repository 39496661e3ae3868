"""Provides game records: rules version, seed, seating, decks and choices, saved as JSON."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..cards.decks import Deck
from ..rules.game import Seat
from ..rules.state import RULES_VERSION
from .core import IllegalChoice, Sequencer

FORMAT = "vtes_tui record"
FORMAT_VERSION = 2  # 2: choices are option ids (DESIGN.md, "Choices that stay stable")


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
        return [
            Seat(name, deck.crypt_cards(), deck.library_cards())
            for name, deck in zip(self.names, self.decks, strict=True)
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
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f'not a {FORMAT} (no "format": "{FORMAT}")')
        if data.get("format_version") != FORMAT_VERSION:
            raise ValueError(
                f"record format {data.get('format_version')!r}, this reads {FORMAT_VERSION}"
            )
        if data.get("rules_version") != RULES_VERSION:
            raise ValueError(
                f"made with rules version {data.get('rules_version')!r}, this is {RULES_VERSION!r}"
            )
        seats = data["seats"]
        choices = data["choices"]
        if not isinstance(choices, list) or not all(isinstance(c, str) for c in choices):
            raise ValueError('"choices" must be a list of option ids')
        return cls(
            seed=int(data["seed"]),
            names=[str(s["name"]) for s in seats],
            decks=[Deck.from_json(s["deck"]) for s in seats],
            choices=choices,
            max_turns=data.get("max_turns"),
            options=dict(data.get("options") or {}),
        )


def save_record(record: GameRecord, path: str | Path) -> None:
    """Write atomically: a crash mid-write never leaves a half record in place of the old one."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(record.to_json(), f, separators=(",", ":"))
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def load_record(path: str | Path) -> GameRecord:
    """Read a record; any problem becomes one RecordError line naming the file."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise RecordError(f"{path}: cannot be read ({e.__class__.__name__})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise RecordError(
            f"{path}: not valid JSON (line {e.lineno}: {e.msg}); truncated?"
        ) from None
    try:
        return GameRecord.from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        detail = f"missing {e}" if isinstance(e, KeyError) else str(e)
        raise RecordError(f"{path}: {detail}") from None


def replay_record(record: GameRecord, path: str | Path, step: int | None = None) -> Sequencer:
    """Replay a loaded record; an inconsistent choice becomes a RecordError."""
    if step is not None and not 0 <= step <= len(record.choices):
        raise RecordError(f"{path}: step {step} is outside 0..{len(record.choices)}")
    try:
        return record.sequencer(step)
    except IllegalChoice as e:
        raise RecordError(f"{path}: {e}") from None
