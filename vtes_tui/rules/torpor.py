"""Provides diablerie and the blood hunt that follows it (6.5.5, 6.5.6)."""

from __future__ import annotations

from .prompts import Ask
from .state import CardInPlay, GameState
from .zones import add_blood, burn


def diablerie(state: GameState, diablerist: CardInPlay, victim: CardInPlay) -> Ask:
    """6.5.5: the diablerist drinks the victim's blood; the victim is burned."""
    gained = add_blood(diablerist, victim.blood)
    state.log_line(f"{diablerist.name} diablerizes {victim.name} and gains {gained} blood", "6.5.5")
    burn(state, victim)
    return
    yield
