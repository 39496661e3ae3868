"""Provides what minions' own abilities do to retainers (6.1.4): retainers that lose their
abilities in a combat with them or while they act; named handlers of the card definitions,
listed in ``NAMED``, read by strike resolution (environmental damage) and by intercept.

The retainers' abilities that act in combat or on a blocker are their environmental damage and
their intercept (tests/test_vampires_four.py checks that the automated retainers have no
other)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.vocabulary import Intercept
from .effects import in_play_effects
from .state import CardInPlay
from .vampire_abilities import handlers

if TYPE_CHECKING:
    from .fight import Fight, Side

OPPOSING_RETAINERS = "opposing_retainers_lose_abilities"  # Stanislava
ANIMAL_RETAINERS = "animal_retainers_lose_abilities"  # Midget
NAMED = (OPPOSING_RETAINERS, ANIMAL_RETAINERS)
ANIMAL = "animal"


def silenced_in_combat(fight: Fight, side: Side, card: CardInPlay) -> bool:
    """Whether a card on ``side``'s minion is a retainer without its abilities in this combat.
    Stanislava: "Retainers employed by minions opposing Stanislava in combat lose their
    abilities"; Midget: "While Midget is ... in combat, animal retainers lose their abilities"
    (his own too)."""
    if "Retainer" not in card.card.types:
        return False
    if OPPOSING_RETAINERS in handlers(fight.other(side).minion):
        return True
    return card.card.clauses.creature == ANIMAL and any(
        ANIMAL_RETAINERS in handlers(s.minion) for s in fight.sides
    )


def silenced_intercept(minion: CardInPlay, kinds: tuple[str, ...], acting: CardInPlay) -> int:
    """The intercept the minion's animal retainers would give him against Midget: "While Midget
    is acting ..., animal retainers lose their abilities" (Raven Spy's +1 intercept)."""
    if not minion.attached or ANIMAL_RETAINERS not in handlers(acting):
        return 0
    return sum(
        e.amount
        for card in minion.attached
        if "Retainer" in card.card.types and card.card.clauses.creature == ANIMAL
        for e in in_play_effects(card)
        if type(e) is Intercept and e.kind in kinds
    )
