"""Provides the card model: one printed card's rules data (type, requirements, costs, text)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .clauses import CardClauses

# The clauses module (its many patterns) is imported when a card's text is first read: a deck
# is read and checked without it, before the app's first frame (docs/app.md, speed).

CRYPT_TYPES = frozenset({"Vampire", "Imbued"})

# 6.3.3: votes a Methuselah gains from each ready titled vampire.
TITLE_VOTES = {
    "primogen": 1,
    "bishop": 1,
    "prince": 2,
    "archbishop": 2,
    "baron": 2,
    "kholo": 2,
    "magaji": 2,
    "justicar": 3,
    "cardinal": 3,
    "inner circle": 4,
    "regent": 4,
    "1 vote": 1,
    "2 votes": 2,
}


class DisciplineGrant(NamedTuple):
    """1.6.2.2: what a master Discipline card gives the vampire it is put on."""

    code: str  # the Discipline's code; "" when it is chosen as the card is played
    capacity: int  # capacity it adds (the "+1"); 0 for a card whose text adds none


@dataclass(frozen=True, slots=True)
class Card:
    """One card as printed: everything the engine checks to play it, and its official text.

    Disciplines on a crypt card map a lower-case code to 1 (basic) or 2 (superior).
    On a library card they are the requirement: any one of them, or all of them
    when ``combo`` is set (a card showing two icons side by side).
    Costs are ``None`` (no cost), an int, or -1 for a variable "X" cost.
    """

    id: int
    name: str
    printed_name: str
    types: tuple[str, ...]
    text: str
    clans: tuple[str, ...] = ()
    disciplines: dict[str, int] = field(default_factory=dict)
    combo: bool = False
    capacity: int | None = None
    group: str | None = None
    title: str | None = None
    sect: str | None = None
    blood_cost: int | None = None
    pool_cost: int | None = None
    conviction_cost: int | None = None
    burn_option: bool = False
    unique: bool = False
    life: int | None = None
    strength: int | None = None
    bleed: int | None = None
    banned: bool = False
    _clauses: CardClauses | None = field(default=None, repr=False, compare=False)
    # What the rules derive once from this card (which steps it may be played in...).
    memo: dict[object, object] = field(default_factory=dict, repr=False, compare=False)
    # What it is, read from its types once: the rules ask at every step of every prompt.
    is_crypt: bool = field(init=False, repr=False, compare=False)
    is_vampire: bool = field(init=False, repr=False, compare=False)
    is_master: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "is_crypt", not CRYPT_TYPES.isdisjoint(self.types))
        object.__setattr__(self, "is_vampire", "Vampire" in self.types)
        object.__setattr__(self, "is_master", "Master" in self.types)

    @property
    def clauses(self) -> CardClauses:
        """What the text says, read once on first use (DESIGN.md, "Card text is read once")."""
        if self._clauses is None:
            from .clauses import read_card

            clauses = read_card(self.text, self.types, self.disciplines, self.combo, self.is_crypt)
            object.__setattr__(self, "_clauses", clauses)
            return clauses
        return self._clauses

    @property
    def equipment_in_play(self) -> bool:
        """An equipment card that counts as equipment while in play (not a location that
        "does not count as equipment while in play")."""
        return "Equipment" in self.types and not self.clauses.not_equipment

    def has_type(self, card_type: str) -> bool:
        return card_type in self.types

    @property
    def votes(self) -> int:
        """6.3.3: votes from the printed title, if any."""
        return TITLE_VOTES.get((self.title or "").lower(), 0)

    @property
    def out_of_turn(self) -> bool:
        """1.6.2: an out-of-turn master card (asked of every card in the others' hands at most
        steps: a card of another type is none, without reading its text)."""
        return self.is_master and self.clauses.out_of_turn

    @property
    def trifle(self) -> bool:
        """1.6.2: a trifle grants one more master phase action."""
        return self.clauses.trifle

    @property
    def master_discipline(self) -> DisciplineGrant | None:
        """1.6.2.2: what this card gives as a master Discipline card; None for any other card
        (asked of every card on a minion whenever his Disciplines or capacity are)."""
        if not self.is_master:
            return None
        code = self.clauses.discipline_grant
        return None if code is None else DisciplineGrant(code, self.clauses.discipline_capacity)

    @property
    def keywords(self) -> tuple[str, ...]:
        """10, 11: special terms of a crypt card ("blood cursed", "scarce", "sterile"...)."""
        return self.clauses.keywords

    def __hash__(self) -> int:
        return self.id

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.id == self.id
