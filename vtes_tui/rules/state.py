"""Provides the game state: Methuselahs, their regions, the cards in them, and the table."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, NamedTuple

from ..cards.model import Card
from .events import Event, Modifier

RULES_VERSION = "vekn-2012+lock-wording/5"  # 4: the card-effects engine, judge commands; 5: a cost paid with the last pool ousts once its card is carried out (6.2.3, 9.1)
STARTING_POOL = 30  # 2.2
HAND_SIZE = 7  # 2.3
UNCONTROLLED_START = 4  # 2.3
FLIGHT = "flight"  # 11: the special term, and the Discipline code of cards requiring it


class Region(StrEnum):
    """Where a card is (2.3). ON_CARD means stacked on another card (equipment, retainers...)."""

    CRYPT = "crypt"
    LIBRARY = "library"
    HAND = "hand"
    UNCONTROLLED = "uncontrolled"
    READY = "ready"
    TORPOR = "torpor"
    IN_PLAY = "in play"
    ON_CARD = "on card"
    PLAYING = "being played"
    ASH_HEAP = "ash heap"
    REMOVED = "removed from the game"
    # Imbued appendix 5: an imbued with no life, controlled but not ready (like torpor).
    INCAPACITATED = "incapacitated"


class Phase(StrEnum):
    """The five phases of a turn (3)."""

    SETUP = "setup"
    UNLOCK = "unlock"
    MASTER = "master"
    MINION = "minion"
    INFLUENCE = "influence"
    DISCARD = "discard"
    OVER = "game over"


PHASE_SECTIONS = {
    Phase.SETUP: "2",
    Phase.UNLOCK: "4",
    Phase.MASTER: "5",
    Phase.MINION: "6",
    Phase.INFLUENCE: "7",
    Phase.DISCARD: "8",
    Phase.OVER: "9",
}


class CardInPlay:
    """One physical card in the game, wherever it is, with the counters and cards on it."""

    __slots__ = (
        "uid",
        "card",
        "name",
        "is_vampire",
        "owner",
        "controller",
        "region",
        "host",
        "attached",
        "blood",
        "locked",
        "contested",
        "face_down",
        "wounded",
        "acted",
        "used",
        "bled_this_turn",
        "political_this_turn",
        "recruited_this_turn",
        "level",
        "anarch",
        "title_yielded",
        "title_contested",
        "granted_title",
        "granted_sect",
        "chosen",
        "against",
        "corruption",
        "red_list",
    )

    def __init__(self, uid: int, card: Card, owner: int) -> None:
        self.uid = uid
        self.become(card)
        self.owner = owner
        self.controller = owner
        self.region = Region.LIBRARY
        self.host: CardInPlay | None = None
        self.attached: list[CardInPlay] = []
        self.blood = 0  # blood on a vampire, life on an ally or retainer, counters otherwise
        self.locked = False
        self.contested = False
        self.face_down = False
        self.wounded = False
        self.acted: set[str] = set()  # 6.1.6: actions via a card in play taken this turn
        self.used: set[int] = set()  # 6.1.6: card ids this minion took an action with this turn
        self.bled_this_turn = False  # 6.1.1: one bleed action each turn
        self.political_this_turn = False  # 6.1.7: one political action each turn
        self.recruited_this_turn = False  # 6.1.5: recruited allies wait until end of turn
        self.level = ""  # 1.5.4: the level key it was played at ("", "dom", "DOM")
        self.anarch = False  # 10.5: became anarch during play
        self.title_yielded = False  # 4.2: yielded a contested title
        self.title_contested = False  # 4.2: in a contest for a unique title
        # A title his own ability gave him (Victor Pelletier): (title, its unique form or "").
        self.granted_title: tuple[str, str] | None = None
        self.granted_sect: str | None = None  # a sect an effect gave him (Leila Monroe)
        self.chosen: list[int] = []  # minions this card chose as it was played (The Rack...)
        # The Methuselah a card in play was played against (Shadow Cast, Spying Mission).
        self.against: int | None = None
        # Corruption counters on a minion, by the Methuselah whose counters they are ("your
        # corruption counters", The Platinum Protocol): seat -> count (rules/corruption.py).
        self.corruption: dict[int, int] = {}
        # 11: made Red List (True) or no longer (False) by a card; None: as its card says.
        self.red_list: bool | None = None

    def become(self, card: Card) -> None:
        """Be this card (as dealt, or made another by an effect, zones.transform); its name and
        whether it is a vampire are plain attributes: the rules ask them at every step."""
        self.card = card
        self.name = card.printed_name
        self.is_vampire = card.is_vampire

    @property
    def is_ally(self) -> bool:
        """An ally, or an imbued (imbued appendix 4: "a new minion type which counts as a
        mortal ally"; "Any 'burn ally' effect will still burn an imbued")."""
        return "Ally" in self.card.types or "Imbued" in self.card.types

    @property
    def is_minion(self) -> bool:
        return self.card.is_vampire or "Ally" in self.card.types or "Imbued" in self.card.types

    @property
    def capacity(self) -> int:
        """1.5.2 and 1.6.2.2: printed capacity, +1 for each master Discipline card on him."""
        if not self.attached:
            return self.card.capacity or 0
        extra = sum(g.capacity for c in self.attached if (g := c.card.master_discipline))
        return (self.card.capacity or 0) + extra

    @property
    def sect(self) -> str | None:
        """10.5: anarch once he becomes one; else a sect an effect gave him, or his own."""
        if self.anarch:
            return "Anarch"
        return self.card.sect if self.granted_sect is None else self.granted_sect

    @property
    def title(self) -> str | None:
        """4.2: a vampire in a title contest is treated as having no title; a title card on
        him (Toreador Justicar) gives him the title it represents."""
        if self.title_contested or self.title_yielded:
            return None
        if self.granted_title is not None:
            return self.granted_title[0]
        for card in self.attached:
            if card.card.clauses.title:
                return card.card.clauses.title.title()  # a title card on him
        return self.card.title

    def discipline(self, code: str) -> int:
        """1.5.4: 0 none, 1 basic, 2 superior; master Discipline cards add a level (1.6.2.2).
        11: a minion with flight plays cards requiring Flight [FLIGHT] as a Discipline."""
        level = self.card.disciplines.get(code, 0)
        if code == FLIGHT and FLIGHT in self.card.keywords:
            level = max(level, 1)
        for c in self.attached:
            grant = c.card.master_discipline
            if grant and grant.code == code:
                level += 1
        return min(level, 2)

    def __repr__(self) -> str:
        return f"<{self.name}#{self.uid} {self.region} s{self.controller}>"


@dataclass(slots=True)
class Methuselah:
    """One player's seat: her pool, regions and score (2.2, 2.3, 9)."""

    seat: int
    name: str
    pool: int = STARTING_POOL
    crypt: list[CardInPlay] = field(default_factory=list)
    library: list[CardInPlay] = field(default_factory=list)
    hand: list[CardInPlay] = field(default_factory=list)
    uncontrolled: list[CardInPlay] = field(default_factory=list)
    ready: list[CardInPlay] = field(default_factory=list)
    torpor: list[CardInPlay] = field(default_factory=list)
    in_play: list[CardInPlay] = field(default_factory=list)
    ash_heap: list[CardInPlay] = field(default_factory=list)
    removed: list[CardInPlay] = field(default_factory=list)
    hand_size: int = HAND_SIZE
    victory_points: int = 0
    ousted: bool = False
    withdrawn: bool = False
    oust_turn: int | None = None
    oot_master_pending: bool = False  # 5: an out-of-turn master borrowed from the next master phase
    withdrawing: bool = False  # 9.2: announced this untap phase, conditions watched
    burn_option_used: bool = False  # 1.6.1.3: one burn-option discard each unlock phase
    pool_bled: int = 0  # statistics for goldfishing: pool this Methuselah's minions bled
    stand_in: int | None = None  # a goldfish dummy's stand-in blocker's intercept (blocks.py)
    # 1.6.1.2: cards played with "Do not replace until ...", by when they are replaced.
    unreplaced: list[str] = field(default_factory=list)
    # Imbued appendix 5: her imbued with no life, controlled but not ready.
    incapacitated: list[CardInPlay] = field(default_factory=list)

    def region(self, region: Region) -> list[CardInPlay]:
        return _REGION_LISTS[region](self)

    @property
    def controlled(self) -> list[CardInPlay]:
        """Minions she controls: ready, in torpor (6.5: torpor is still controlled) and
        incapacitated (imbued appendix 5: "controlled but not ready")."""
        return self.ready + self.torpor + self.incapacitated


_REGION_LISTS = {
    Region.CRYPT: lambda m: m.crypt,
    Region.LIBRARY: lambda m: m.library,
    Region.HAND: lambda m: m.hand,
    Region.UNCONTROLLED: lambda m: m.uncontrolled,
    Region.READY: lambda m: m.ready,
    Region.TORPOR: lambda m: m.torpor,
    Region.IN_PLAY: lambda m: m.in_play,
    Region.ASH_HEAP: lambda m: m.ash_heap,
    Region.REMOVED: lambda m: m.removed,
    Region.INCAPACITATED: lambda m: m.incapacitated,
}

LISTED_REGIONS = tuple(_REGION_LISTS)


class LogEntry(NamedTuple):
    """One line of the game log in plain words; ``private_to`` hides it from everyone else.
    (A named tuple: a game writes some 450, and a frozen dataclass is three times slower
    to make.)"""

    turn: int
    seat: int | None
    text: str
    section: str = ""
    private_to: int | None = None


@dataclass(slots=True)
class GameState:
    """The whole table: seats in clockwise order, the Edge, the turn, the one random source."""

    seed: int
    players: list[Methuselah]
    rng: random.Random
    cards: dict[int, CardInPlay] = field(default_factory=dict)
    edge: int | None = None  # seat holding the Edge (2.2: starts uncontrolled)
    turn: int = 0  # turns taken so far in the game, 1 for the first
    current: int = 0  # seat whose turn it is
    phase: Phase = Phase.SETUP
    log: list[LogEntry] = field(default_factory=list)
    playing: list[CardInPlay] = field(default_factory=list)  # cards being played, not yet placed
    max_turns: int | None = None
    finished: bool = False
    winner: int | None = None
    events: list[Event] = field(default_factory=list)  # every event so far, in order
    modifiers: list[Modifier] = field(default_factory=list)  # continuous modifiers in force
    # Listeners by event type: each is called with the state and the event (triggers).
    listeners: dict[type[Event], list[Callable[[GameState, Any], None]]] = field(
        default_factory=dict
    )
    # Changes of where the cards in play are, who controls them and what they are, counted as
    # they are emitted; what the rules derive from that, by what it is, with the count it was
    # derived at (zones.by_layout).
    layout_changes: int = field(default=0, repr=False, compare=False)
    layout_memo: dict[Any, tuple[int, Any]] = field(default_factory=dict, repr=False, compare=False)
    # Whether an imbued crypt card is in the game (new_card): the imbued appendix's steps have
    # nothing to do in a game without one, and return at once (rules/imbued*.py).
    imbued: bool = field(default=False, repr=False, compare=False)

    # -- seating (2.1, 9.1) -------------------------------------------------
    def alive(self) -> list[int]:
        return [p.seat for p in self.players if not p.ousted]

    def prey(self, seat: int) -> int:
        """2.1: the next Methuselah to the left still in the game."""
        n = len(self.players)
        for step in range(1, n):
            other = (seat + step) % n
            if not self.players[other].ousted:
                return other
        return seat

    def predator(self, seat: int) -> int:
        """2.1: the next Methuselah to the right still in the game."""
        n = len(self.players)
        for step in range(1, n):
            other = (seat - step) % n
            if not self.players[other].ousted:
                return other
        return seat

    def clockwise_from(self, seat: int) -> list[int]:
        """1.6.1.5: seats still in the game, clockwise, starting with ``seat``."""
        n = len(self.players)
        seats = []
        for i in range(n):
            if not self.players[(seat + i) % n].ousted:
                seats.append((seat + i) % n)
        return seats

    # -- cards ----------------------------------------------------------------
    def new_card(self, card: Card, owner: int) -> CardInPlay:
        instance = CardInPlay(len(self.cards) + 1, card, owner)
        self.cards[instance.uid] = instance
        if "Imbued" in card.types:
            self.imbued = True
        return instance

    def all_minions(self) -> Iterator[CardInPlay]:
        for p in self.players:
            yield from p.ready
            yield from p.torpor
            yield from p.incapacitated

    def log_line(
        self, text: str, section: str = "", seat: int | None = None, private_to: int | None = None
    ) -> None:
        self.log.append(LogEntry(self.turn, seat, text, section, private_to))
