"""Provides the rules' reading of card definitions: a card's effects at a level, what cards in
play give, and the sums the rules fold from them (DESIGN.md, "Card effects")."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from typing import TypeVar

from ..cards.definitions import definitions
from ..cards.model import Card
from ..cards.vocabulary import Effect
from .state import CardInPlay

E = TypeVar("E", bound=Effect)
Effects = tuple[Effect, ...]


def effects_at(card: Card, level: str) -> Effects | None:
    """What the card does when played at ``level``; None when it is resolved by hand there."""
    return _effects_at(card.name, level)


@functools.cache
def _effects_at(name: str, level: str) -> Effects | None:
    found = definitions().get(name)
    return None if found is None else found.effects(level)


def played_as(card: Card, level: str, card_type: str) -> bool:
    """Whether the card at ``level`` is played as ``card_type`` ("[COMBAT] Maneuver." lines of
    a multi-type card are combat cards; unmarked lines are any of its types)."""
    marked = card.clauses.level(level).card_type
    return marked == card_type if marked else card_type in card.types


def in_play_effects(card: CardInPlay) -> Effects:
    """What a card in play gives (at the level it was played at), or a crypt card's abilities.

    A card laid out by a scenario was not played at any level: it counts as the basic one.
    """
    return _given(card.card.name, card.level)


@functools.cache
def _given(name: str, level: str) -> Effects:
    found = definitions().get(name)
    if found is None:
        return ()
    if found.card.is_crypt:
        return found.abilities
    levels = found.card.clauses.levels
    return found.while_in_play(level or (levels[0].key if levels else ""))


def of_type(effects: Iterable[Effect], cls: type[E]) -> Iterator[E]:
    return (e for e in effects if isinstance(e, cls))


# The vocabulary's words are leaf classes: an exact type test is enough, and these helpers run
# in every step that offers cards, so they avoid generators.


def first(effects: Iterable[Effect] | None, cls: type[E]) -> E | None:
    if effects:
        for effect in effects:
            if type(effect) is cls:
                return effect  # type: ignore[return-value]
    return None


def has(effects: Iterable[Effect] | None, cls: type[Effect]) -> bool:
    if effects:
        for effect in effects:
            if type(effect) is cls:
                return True
    return False


def amount(effects: Iterable[Effect] | None, cls: type[Effect]) -> int:
    """The sum of the ``amount`` of every effect of that kind."""
    total = 0
    if effects:
        for effect in effects:
            if type(effect) is cls:
                total += effect.amount  # type: ignore[attr-defined]
    return total
