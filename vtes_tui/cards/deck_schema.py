"""Provides the one schema every deck is validated through: a decklist file once krcg has read
it, and a deck inside a game record."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationInfo, model_validator
from pydantic_core import PydanticCustomError

from .data import cards

# No rule limits the copies of a card (1.2); 90 is the most a legal five-player library holds,
# and the bound keeps a typo like "900x" from dealing a library of a million cards.
MAX_COPIES = 90
# More distinct cards than the card list holds is not a deck.
MAX_ENTRIES = 5000

# 1.2: at least 12 crypt cards, 40 library cards plus up to 10 per player in the game.
MIN_CRYPT = 12
MIN_LIBRARY = 40
LIBRARY_PER_PLAYER = 10
# Decks are built for tournament tables of five: a smaller table is held to the five-player
# limits (the starter decks hold 77 library cards), a table of six to its own.
DEFAULT_PLAYERS = 5

CardId = StrictInt
Copies = Annotated[StrictInt, Field(ge=1)]  # at most MAX_COPIES, said with the card's name


class DeckSchema(BaseModel):
    """A deck's name and its (VEKN card id, copies) entries.

    Validated with ``context={"players": N}``, the crypt and library sizes must also be legal
    at a table of N (1.2); without it only each entry is checked (a deck checker reports sizes,
    a record's decks were checked when its game began)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: Annotated[str, Field(strict=True, max_length=200)]
    cards: Annotated[list[tuple[CardId, Copies]], Field(max_length=MAX_ENTRIES)]

    @model_validator(mode="after")
    def _known_cards_and_legal_counts(self, info: ValidationInfo) -> DeckSchema:
        db = cards()
        copies: dict[int, int] = {}
        for card_id, count in self.cards:
            if db.get(card_id) is None:
                raise PydanticCustomError("unknown_card", "unknown card id {id}", {"id": card_id})
            copies[card_id] = copies.get(card_id, 0) + count
        for card_id, count in copies.items():
            if count > MAX_COPIES:
                raise PydanticCustomError(
                    "too_many_copies",
                    "{count} copies of {name}: a deck holds 1 to {most} of a card",
                    {"count": count, "name": db[card_id].name, "most": MAX_COPIES},
                )
        players = (info.context or {}).get("players")
        if players is not None:
            crypt = sum(n for card_id, n in copies.items() if db[card_id].is_crypt)
            library = sum(copies.values()) - crypt
            problems = size_problems(crypt, library, players)
            if problems:
                raise PydanticCustomError("illegal_size", "{problem}", {"problem": problems[0]})
        return self


def size_problems(crypt: int, library: int, players: int) -> list[str]:
    """What 1.2 says of a crypt and a library of these sizes at a table of ``players``."""
    problems = []
    if crypt < MIN_CRYPT:
        problems.append(f"crypt has {crypt} cards, at least {MIN_CRYPT} are required")
    players = max(players, DEFAULT_PLAYERS)
    most = MIN_LIBRARY + LIBRARY_PER_PLAYER * players
    if library < MIN_LIBRARY:
        problems.append(f"library has {library} cards, at least {MIN_LIBRARY} are required")
    elif library > most:
        problems.append(
            f"library has {library} cards, at most {most} are allowed at a {players}-player table"
        )
    return problems
