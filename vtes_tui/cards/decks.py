"""Provides decks: reading decklist files in every format krcg reads, and checking legality."""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..files import KIB, FileRefused, read_bounded, schema_problem, write_cache
from .checked import DeckError
from .data import CardDB, _cache_key, cache_dir, cards, krcg_vtes
from .deck_schema import DEFAULT_PLAYERS, MAX_COPIES, DeckSchema, size_problems
from .model import Card

__all__ = ["DEFAULT_PLAYERS", "Deck", "DeckError", "crypt_groups", "load_deck", "validate"]

# Crypt lines go on with capacity, disciplines, title and clan after a wide gap.
_COLUMN_GAP = re.compile(r"\s{2,}|\t")
# A count krcg does not read (it reads two digits): "5000x Blood Doll".
_LONG_COUNT = re.compile(r"^\s*(?P<count>\d{3,})\s*[xX*]?\s*[^\d\s]")
# The longest TWDA decklist is under 9 KiB; a file eight times that is not a decklist, and
# parsing megabytes of text takes minutes.
MAX_DECKLIST_BYTES = 64 * KIB


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
    def from_json(cls, data: Any) -> Deck:
        """The deck ``to_json`` wrote (card ids are VEKN's, stable across krcg versions);
        raises pydantic's ValidationError when it is not one."""
        return cls.from_schema(DeckSchema.model_validate(data))

    @classmethod
    def from_schema(cls, schema: DeckSchema, db: CardDB | None = None) -> Deck:
        """The deck a validated schema holds."""
        db = cards() if db is None else db
        return cls.from_cards(schema.name, ((db[card_id], n) for card_id, n in schema.cards))

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


def load_deck(
    path: str | Path, players: int | None = None, warn: Callable[[str], None] | None = None
) -> Deck:
    """Read a decklist file: TWDA, Amaranth, VDB, JOL or Lackey text, as krcg reads them.

    Raises DeckError for a missing, unreadable, oversized or empty file, an unknown card or a
    name as close to two cards, a count outside 1 to 90, a decklist without crypt or without
    library, and with ``players`` a crypt or library of a size 1.2 does not allow at that
    table. A misspelt name krcg matched to a card is told to ``warn``, one line each.
    """
    path = Path(path)
    text = _read_text(path)
    if not text.strip():
        raise DeckError(f"{path}: the file is empty")
    parsed = _parse(text)
    if parsed.unread:
        from .parsing import COUNTED_LINE

        line_number, line = parsed.unread[0]
        where = f"{path}:{line_number}: " if line_number else f"{path}: "
        long_count = _LONG_COUNT.match(line)
        if long_count:
            raise DeckError(
                f"{where}{int(long_count['count']):,} copies in {line!r}: a decklist entry"
                f" holds 1 to {MAX_COPIES}"
            )
        counted = COUNTED_LINE.match(line)
        name = _COLUMN_GAP.split(counted.group("name"))[0].strip() if counted else line
        message = f"{where}unknown card {name!r}"
        suggestion = cards().suggest(name)
        if suggestion is not None:
            message += f" (did you mean {suggestion.name!r}?)"
        if len(parsed.unread) > 1:
            message += f", and {len(parsed.unread) - 1} more unreadable line(s)"
        raise DeckError(message)
    db = cards()
    for line_number, written, card_id in parsed.corrections:
        rivals = db.as_close(written)
        if len(rivals) > 1:
            raise DeckError(
                f"{path}:{line_number}: {written!r} is as close to {rivals[0].name!r} as to"
                f" {rivals[1].name!r}: write the card's full name"
            )
        if warn is not None:
            warn(f"{path}:{line_number}: read {written!r} as {db[card_id].name!r}")
    entries = [[card_id, n] for card_id, n in parsed.entries]
    if not entries:
        raise DeckError(f"{path}: no cards found, this does not read as a decklist")
    if not any(db[card_id].is_crypt for card_id, _ in entries):
        raise DeckError(f"{path}: no crypt cards found")
    if all(db[card_id].is_crypt for card_id, _ in entries):
        raise DeckError(f"{path}: no library cards found")
    try:
        schema = DeckSchema.model_validate(
            {"name": parsed.name or path.stem, "cards": entries},
            context={"players": players},
        )
    except ValidationError as error:
        raise DeckError(f"{path}: {schema_problem(error)}") from None
    return Deck.from_schema(schema, db)


@dataclass(frozen=True, slots=True)
class ParsedDecklist:
    """What krcg read: the deck name if given, (krcg card id, count) pairs, unread lines, and
    the names it read as a card by similarity (line number, the name as written, card id)."""

    name: str | None
    entries: list[tuple[int, int]]
    unread: list[tuple[int, str]]
    corrections: list[tuple[int, str, int]]


def _parse(text: str) -> ParsedDecklist:
    """krcg's reading of a decklist, kept in the card cache dir by the text's digest once it
    read whole: krcg's parser needs krcg's whole card library, two seconds and more to load,
    and `vtes-tui play DECK DECK DECK` should open its table in a fraction of that. A list with
    lines krcg could not read is parsed each time (its error names them)."""
    digest = hashlib.sha1(text.encode("utf-8", "surrogatepass"))
    digest.update((Path(__file__).parent / "parsing.py").read_bytes())
    path = cache_dir() / "decklists" / f"{_cache_key()}-{digest.hexdigest()[:20]}.json"
    try:
        saved = json.loads(path.read_text(encoding="utf-8"))
        return ParsedDecklist(
            name=saved["name"],
            entries=[(int(card), int(n)) for card, n in saved["entries"]],
            unread=[],
            corrections=[
                (int(line), str(name), int(card)) for line, name, card in saved["corrections"]
            ],
        )
    except (OSError, ValueError, KeyError, TypeError):
        pass
    krcg_vtes()
    from .parsing import parse_decklist  # krcg's parser, with krcg's card library loaded

    parsed = parse_decklist(text)
    if not parsed.unread:
        fields = {"name": parsed.name, "entries": parsed.entries, "corrections": parsed.corrections}
        write_cache(path, json.dumps(fields))
    return parsed


def validate(deck: Deck, players: int = DEFAULT_PLAYERS) -> list[str]:
    """Legality problems of a deck for a table of ``players``; empty when it is legal."""
    problems = size_problems(deck.crypt_count, deck.library_count, players)
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
        data = read_bounded(path, MAX_DECKLIST_BYTES)
    except FileRefused as refused:
        raise DeckError(f"{path}: {refused}") from None
    if b"\0" in data:
        raise DeckError(f"{path}: not a text file")
    # Decklists saved by older Windows tools are often cp1252 rather than UTF-8.
    for encoding in ("utf-8-sig", "cp1252"):
        try:
            return data.decode(encoding)
        except UnicodeDecodeError:
            continue
    raise DeckError(f"{path}: not a text file (neither UTF-8 nor cp1252)")
