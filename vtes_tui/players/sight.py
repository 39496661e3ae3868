"""Provides a bot's sight of the table: what one Methuselah may know, and nothing hidden.

Her own hand, pool and cards are hers; everyone's pool, ready region, torpor and cards in play
are public (DESIGN.md, Views). Other hands, and the order of any library or crypt, are not
here: a bot that decides through a Sight cannot peek.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..rules.permanents import bleed_amount, strength
from ..rules.state import CardInPlay, GameState

Table = Callable[[], GameState]


class Sight:
    """The table as ``seat`` may see it, read when a decision is made."""

    __slots__ = ("_state", "seat")

    def __init__(self, state: GameState, seat: int) -> None:
        self._state = state
        self.seat = seat

    @property
    def turn(self) -> int:
        return self._state.turn

    @property
    def my_turn(self) -> bool:
        return self._state.current == self.seat

    def pool(self, seat: int | None = None) -> int:
        return self._state.players[self.seat if seat is None else seat].pool

    @property
    def prey(self) -> int:
        return self._state.prey(self.seat)

    @property
    def predator(self) -> int:
        return self._state.predator(self.seat)

    def alive(self) -> int:
        return len(self._state.alive())

    def ready(self, seat: int | None = None) -> list[CardInPlay]:
        """The minions in a ready region (public, 1.2)."""
        return list(self._state.players[self.seat if seat is None else seat].ready)

    def torpor(self, seat: int | None = None) -> list[CardInPlay]:
        return list(self._state.players[self.seat if seat is None else seat].torpor)

    def card(self, uid: int | None) -> CardInPlay | None:
        """A card the Methuselah may see: her own anywhere but her library and crypt, anyone's
        face-up card on the table; None for anything hidden."""
        found = self._state.cards.get(uid) if uid is not None else None
        if found is None:
            return None
        mine = found.owner == self.seat or found.controller == self.seat
        if mine and found.region.value not in ("library", "crypt"):
            return found
        if (
            found.region.value in ("ready", "torpor", "in play", "on card", "ash heap")
            and not found.face_down
        ):
            return found
        return None

    def bleed(self, minion: CardInPlay) -> int:
        """A minion's bleed amount with the modifiers in force (public)."""
        return bleed_amount(self._state, minion)

    def strength(self, minion: CardInPlay) -> int:
        """A minion's strength with the modifiers in force (public)."""
        return strength(self._state, minion)

    def harmless(self, seat: int) -> bool:
        """A Methuselah with no minion and none to come: nothing in her ready region, torpor,
        uncontrolled region or crypt (their counts are public), like the goldfish dummy."""
        player = self._state.players[seat]
        return not (player.ready or player.torpor or player.uncontrolled or player.crypt)

    def hand(self) -> list[CardInPlay]:
        return list(self._state.players[self.seat].hand)

    def my_vampires(self) -> list[CardInPlay]:
        """Her vampires in play, in torpor and in her uncontrolled region (she knows them all)."""
        player = self._state.players[self.seat]
        return [c for c in (*player.ready, *player.torpor, *player.uncontrolled) if c.is_vampire]

    def deck_disciplines(self) -> Counter[str]:
        """How many library cards of her deck, wherever they are, ask for each Discipline: she
        built the deck, so its contents (not their order) are hers to know."""
        wanted: Counter[str] = Counter()
        for card in self._state.cards.values():
            if card.owner == self.seat and not card.card.is_crypt:
                for code in card.card.disciplines:
                    wanted[code] += 1
        return wanted
