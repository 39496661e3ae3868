"""Provides the strikes a card on the minion (not a weapon) lets him choose (6.4.3; Heroic
Might: "This vampire can strike: burn equipment"): strikes of the card's Discipline, at the
level it was played at (ruling LSJ 20081120-2: they benefit from Increased Strength)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.combat_words import Strike as StrikeWords
from ..cards.combat_words import Weapon
from .effects import has, in_play_effects

if TYPE_CHECKING:
    from .fight import Side
    from .state import GameState
    from .strikes import Strike


def attached_strikes(state: GameState, side: Side) -> list[Strike]:
    """One strike for each strike word of each non-weapon card on the minion (its place among
    them tells the options apart)."""
    from .strikes import strike_from_words

    found: list[Strike] = []
    for card in side.minion.attached:
        effects = in_play_effects(card)
        if has(effects, Weapon) or card.contested:
            continue
        for words in effects:
            if isinstance(words, StrikeWords):
                strike = strike_from_words(state, side.minion, words, card)
                strike.given = len(found) + 1
                found.append(strike)
    return found
