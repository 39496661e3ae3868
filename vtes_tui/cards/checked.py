"""Provides decklists already checked: load_deck's verdict on a good decklist, kept in the card
cache dir, so a start reads an unchanged deck without the card data or the deck schema.

The verdict is kept by the file's bytes, its path (the warnings name it), the table's size, the
card data's cache key and the code that reads and checks decks: a change to any of them reads
the deck again. A decklist load_deck refuses is never kept, so its error comes every time.
"""

from __future__ import annotations

import functools
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ..files import MIB, FileRefused, read_bounded, write_cache
from .data import _cache_key, cache_dir

if TYPE_CHECKING:
    from .decks import Deck

# The decklists' own cap (decks.MAX_DECKLIST_BYTES, 64 KiB) is load_deck's to check; this one
# only keeps a huge file from being read whole before load_deck refuses it.
_MOST_BYTES = MIB
# The modules whose verdict is kept: reading a decklist, and checking it.
_CHECKING_CODE = ("checked.py", "decks.py", "deck_schema.py", "parsing.py")


class DeckError(Exception):
    """A decklist that cannot be read; the message is one line naming the file and the problem.

    Defined here, the light module, so that a command reading decks can catch it without the
    deck schema loaded; cards.decks raises it."""


@dataclass(frozen=True, slots=True)
class CheckedDeck:
    """A decklist load_deck found good for its table: its name and (VEKN card id, copies)
    entries in decklist order, crypt first; the cards are looked up by ``deck()``."""

    name: str
    cards: tuple[tuple[int, int], ...]

    def deck(self) -> Deck:
        """The deck, its cards from the card data (loaded on first use)."""
        from .data import cards
        from .decks import Deck

        db = cards()
        return Deck.from_cards(self.name, ((db[card_id], n) for card_id, n in self.cards))


def check_deck(
    path: Path, players: int | None = None, warn: Callable[[str], None] | None = None
) -> CheckedDeck:
    """``load_deck(path, players, warn)``'s verdict: the kept one when the file, the table's
    size, the card data and the checking code are those it was kept for (its warnings told
    again), else load_deck's own, kept when it is good. Raises load_deck's DeckError."""
    data = _bytes(path)  # None: load_deck says what is wrong with the file
    kept = None if data is None else _verdict_path(data, path, players)
    if kept is not None:
        try:
            saved = json.loads(kept.read_text(encoding="utf-8"))
            checked = CheckedDeck(
                name=str(saved["name"]),
                cards=tuple((int(card_id), int(n)) for card_id, n in saved["cards"]),
            )
            warnings = [str(line) for line in saved["warnings"]]
        except (OSError, ValueError, KeyError, TypeError):
            pass
        else:
            for line in warnings:
                if warn is not None:
                    warn(line)
            return checked
    from .decks import load_deck

    told: list[str] = []

    def tell(line: str) -> None:
        told.append(line)
        if warn is not None:
            warn(line)

    deck = load_deck(path, players, tell)
    checked = CheckedDeck(deck.name, tuple((card.id, n) for card, n in deck.entries()))
    if kept is not None and _bytes(path) == data:  # not kept if edited while it was read
        write_cache(
            kept, json.dumps({"name": checked.name, "cards": checked.cards, "warnings": told})
        )
    return checked


def _bytes(path: Path) -> bytes | None:
    try:
        return read_bounded(path, _MOST_BYTES)
    except FileRefused:
        return None


def _verdict_path(data: bytes, path: Path, players: int | None) -> Path:
    digest = hashlib.sha1(data)
    digest.update(f"\0{path}\0{players}\0{_code_digest()}".encode("utf-8", "surrogatepass"))
    return cache_dir() / "decklists" / f"checked-{_cache_key()}-{digest.hexdigest()[:20]}.json"


@functools.cache
def _code_digest() -> str:
    here = Path(__file__).parent
    digest = hashlib.sha1()
    for source in _CHECKING_CODE:
        digest.update((here / source).read_bytes())
    return digest.hexdigest()
