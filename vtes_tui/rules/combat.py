"""Provides combat between two minions: range, strikes, damage and presses (6.4)."""

from __future__ import annotations

from typing import Any

from .damage import inflict_damage
from .permanents import strength
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region


def combat(state: GameState, acting: CardInPlay, opposing: CardInPlay, action: Any = None) -> Ask:
    """6.4: one round of hand strikes at close range."""
    state.log_line(f"{acting.name} and {opposing.name} enter combat", "6.4")
    for minion in (acting, opposing):
        amount = strength(minion)
        yield from ask(
            minion.controller,
            "strike",
            "6.4.3",
            f"{minion.name}: choose a strike",
            [
                Option(
                    "hand",
                    f"Hand strike for {amount}",
                    actor=minion.uid,
                    numbers={"damage": amount},
                )
            ],
        )
    damage = {acting.uid: strength(opposing), opposing.uid: strength(acting)}
    for minion in (acting, opposing):
        if minion.region is Region.READY:
            inflict_damage(state, minion, damage[minion.uid])
