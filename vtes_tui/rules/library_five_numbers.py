"""Provides the numbers cards in play of the fifth batch of the tournament library give every
vampire of a clan, anyone's: votes (New Carthage; its bleed is ``clan_bleed``'s)."""

from __future__ import annotations

from ..cards.library_five_words import ClanVotes
from .contests import in_play_with
from .effects import in_play_effects, of_type
from .state import CardInPlay, GameState


def clan_votes(state: GameState, vampire: CardInPlay) -> int:
    """6.3.3: the votes cards in play give every vampire of a clan (New Carthage); a contested
    card is out of play (4.1)."""
    total = 0
    for card in in_play_with(state, ClanVotes):  # asked of every voter: mostly none
        if not card.contested:
            for word in of_type(in_play_effects(card), ClanVotes):
                if word.clan in vampire.card.clans and (not word.titled or vampire.title):
                    total += word.amount
    return total
