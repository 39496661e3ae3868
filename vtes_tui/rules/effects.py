"""Provides the rules' reading of card definitions: a card's effects at a level, what cards in
play give, and the sums the rules fold from them (DESIGN.md, "Card effects")."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable
from typing import Any, TypeVar

from ..cards.data import cards
from ..cards.definitions import definitions
from ..cards.model import Card
from ..cards.vocabulary import Effect
from .state import CardInPlay

E = TypeVar("E", bound=Effect)
Effects = tuple[Effect, ...]
F = TypeVar("F", bound=Callable[..., Any])

# What the rules derive from the definitions once (by card name and level), so a change to the
# definitions (a test removing one) can be forgotten at once: see :func:`forget_derived`.
_DERIVED: list[Any] = []


def derived(function: F) -> F:
    """Cache a function of card names and levels, as a derived value of the definitions."""
    cached = functools.cache(function)
    _DERIVED.append(cached)
    return cached  # type: ignore[return-value]


def forget_derived() -> None:
    """Forget every value derived from the definitions (after they changed)."""
    for cached in _DERIVED:
        cached.cache_clear()
    for card in cards():
        card.memo.clear()


def effects_at(card: Card, level: str) -> Effects | None:
    """What the card does when played at ``level``; None when it is resolved by hand there."""
    return effects_named(card.name, level)


@derived
def effects_named(name: str, level: str) -> Effects | None:
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
    return given(card.card.name, card.level)


@derived
def given(name: str, level: str) -> Effects:
    """What the card of that name gives in play, played at ``level`` (derived once)."""
    found = definitions().get(name)
    if found is None:
        return ()
    if found.card.is_crypt:
        return found.abilities
    levels = found.card.clauses.levels
    return found.while_in_play(level or (levels[0].key if levels else ""))


def of_type(effects: Iterable[Effect] | None, cls: type[E]) -> list[E]:
    """The effects of that kind, in order (most cards asked have no effect there at all)."""
    found: list[E] = []
    if effects:
        for e in effects:  # a loop: a comprehension is a function made at each call (3.11)
            if isinstance(e, cls):
                found.append(e)
    return found


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
