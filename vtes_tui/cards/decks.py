"""Provides decks: reading decklist files in every format krcg reads, and checking legality."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .data import CardDB, cards, krcg_vtes
from .model import Card

# 1.2: at least 12 crypt cards, 40 library cards plus up to 10 per player in the game.
MIN_CRYPT = 12
MIN_LIBRARY = 40
LIBRARY_PER_PLAYER = 10
DEFAULT_PLAYERS = 5

# Crypt lines go on with capacity, disciplines, title and clan after a wide gap.
_COLUMN_GAP = re.compile(r"\s{2,}|\t")


class DeckError(Exception):
    """A decklist that cannot be read; the message is one line naming the file and the problem."""


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck as (card, count) pairs, crypt and library apart, in decklist order."""

    name: str
    crypt: tuple[tuple[Card, int], ...]
    library: tuple[tuple[Card, int], ...]

    @classmethod
    def from_cards(cls, name: str, entries: Iterable[tuple[Card, int]]) -> Deck:
        """A deck from (card, count) pairs in any order; repeated cards are added up."""
        counts: dict[Card, int] = {}
        for card, count in entries:
            counts[card] = counts.get(card, 0) + count
        return cls(
            name=name,
            crypt=tuple((card, n) for card, n in counts.items() if card.is_crypt and n > 0),
            library=tuple((card, n) for card, n in counts.items() if not card.is_crypt and n > 0),
        )

    @classmethod
    def from_json(cls, data: dict[str, Any], db: CardDB | None = None) -> Deck:
        """The deck ``to_json`` wrote (card ids are VEKN's, stable across krcg versions)."""
        db = cards() if db is None else db
        return cls.from_cards(data["name"], ((db[card_id], n) for card_id, n in data["cards"]))

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "cards": [[card.id, n] for card, n in self.entries()]}

    def entries(self) -> Iterator[tuple[Card, int]]:
        """Crypt then library (card, count) pairs."""
        yield from self.crypt
        yield from self.library

    @property
    def crypt_count(self) -> int:
        return sum(n for _, n in self.crypt)

    @property
    def library_count(self) -> int:
        return sum(n for _, n in self.library)

    def crypt_cards(self) -> list[Card]:
        """One entry per crypt card copy, ready to shuffle."""
        return [card for card, n in self.crypt for _ in range(n)]

    def library_cards(self) -> list[Card]:
        """One entry per library card copy, ready to shuffle."""
        return [card for card, n in self.library for _ in range(n)]


def load_deck(path: str | Path) -> Deck:
    """Read a decklist file: TWDA, Amaranth, VDB, JOL or Lackey text, as krcg reads them.

    Raises DeckError for a missing, unreadable or empty file, an unknown card, or a
    decklist without crypt or without library.
    """
    path = Path(path)
    text = _read_text(path)
    if not text.strip():
        raise DeckError(f"{path}: the file is empty")
    krcg_vtes()
    from .parsing import COUNTED_LINE, parse_decklist

    parsed = parse_decklist(text)
    if parsed.unread:
        line_number, line = parsed.unread[0]
        counted = COUNTED_LINE.match(line)
        name = _COLUMN_GAP.split(counted.group("name"))[0].strip() if counted else line
        message = f"{path}:{line_number}: " if line_number else f"{path}: "
        message += f"unknown card {name!r}"
        suggestion = cards().suggest(name)
        if suggestion is not None:
            message += f" (did you mean {suggestion.name!r}?)"
        if len(parsed.unread) > 1:
            message += f", and {len(parsed.unread) - 1} more unreadable line(s)"
        raise DeckError(message)
    db = cards()
    deck = Deck.from_cards(
        parsed.name or path.stem, ((db[card_id], n) for card_id, n in parsed.entries)
    )
    if not deck.crypt and not deck.library:
        raise DeckError(f"{path}: no cards found, this does not read as a decklist")
    if not deck.crypt:
        raise DeckError(f"{path}: no crypt cards found")
    if not deck.library:
        raise DeckError(f"{path}: no library cards found")
    return deck


def validate(deck: Deck, players: int = DEFAULT_PLAYERS) -> list[str]:
    """Legality problems of a deck for a table of ``players``; empty when it is legal."""
    problems = []
    # 1.2: a crypt of at least 12 cards.
    if deck.crypt_count < MIN_CRYPT:
        problems.append(f"crypt has {deck.crypt_count} cards, at least {MIN_CRYPT} are required")
    # 1.2: a library of at least 40 cards, and up to 10 more per player in the game.
    max_library = MIN_LIBRARY + LIBRARY_PER_PLAYER * players
    if deck.library_count < MIN_LIBRARY:
        problems.append(
            f"library has {deck.library_count} cards, at least {MIN_LIBRARY} are required"
        )
    elif deck.library_count > max_library:
        problems.append(
            f"library has {deck.library_count} cards, at most {max_library} are allowed"
            f" at a {players}-player table"
        )
    # 1.2, 1.5.5: one group or two consecutive groups; "ANY" goes with every group.
    groups = crypt_groups(deck)
    if groups and groups[-1] - groups[0] > 1:
        listed = ", ".join(str(group) for group in groups)
        problems.append(
            f"crypt mixes groups {listed}: it must be one group or two consecutive groups"
        )
    for card, _ in deck.entries():
        if card.banned:
            problems.append(f"{card.name} is banned (VEKN banned list)")
    return problems


def crypt_groups(deck: Deck) -> list[int]:
    """The numbered groups of the crypt, sorted; "ANY" group vampires are left out."""
    return sorted(
        {int(card.group) for card, _ in deck.crypt if card.group and card.group.isdigit()}
    )


def _read_text(path: Path) -> str:
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise DeckError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise DeckError(f"{path}: is a directory, not a decklist file") from None
    except OSError as error:
        raise DeckError(f"{path}: cannot read the file ({error.strerror or error})") from None
    if b"\0" in data:
        raise DeckError(f"{path}: not a text file")
    # Decklists saved by older Windows tools are often cp1252 rather than UTF-8.
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise DeckError(f"{path}: not a text file (neither UTF-8 nor cp1252)")
