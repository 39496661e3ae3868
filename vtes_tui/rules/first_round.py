"""Provides what an ally's own card does around his combats (6.4): in the first round, no
strike for a small opposing vampire (Rock Cat), no strike nor maneuver for one who played an
Auspex card during the action (Ossian); life gained from the blood the opposing vampire used
against damage (Ossian); an additional strike each round and life regained in the unlock phase
(Renegade Garou)."""

from __future__ import annotations

from typing import Any

from ..cards.combat_words import (
    AdditionalStrikes,
    FirstRoundBar,
    LifeAtUnlock,
    LifeFromOpposingBlood,
)
from ..cards.data import cards
from .effects import first, in_play_effects, of_type
from .prompts import Ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood


def first_round_bar(fight: Any, side: Any, maneuvers: bool = False) -> str:
    """Why this vampire cannot strike (``maneuvers``: maneuver) in this round, if his
    opponent's own card says so; "" when nothing bars him."""
    if fight.round != 1 or not side.minion.is_vampire:
        return ""
    opponent = fight.other(side).minion
    bar = first(in_play_effects(opponent), FirstRoundBar)
    if bar is None or (maneuvers and not bar.maneuvers):
        return ""
    vampire = side.minion
    if bar.capacity_at_most and vampire.capacity > bar.capacity_at_most:
        return ""
    if bar.played and not _played(fight.action, vampire, bar.played):
        return ""
    return f"{opponent.name}: not in the first round"


def _played(action: Any, vampire: CardInPlay, discipline: str) -> bool:
    """Whether he played a card requiring the Discipline during this action (1.6.3)."""
    if action is None:
        return False
    db = cards()
    return any(
        uid == vampire.uid and discipline in db[card_id].disciplines
        for uid, card_id in action.played
    )


def life_from_opposing_blood(state: GameState, event: Any) -> None:
    """At the end of each round (6.4.1), he gains 1 life for each blood the opposing vampire
    used to heal damage or prevent destruction that round (6.4.6)."""
    for side in event.fight.sides:
        minion = side.minion
        if minion.region is not Region.READY or not minion.is_ally:
            continue
        if first(in_play_effects(minion), LifeFromOpposingBlood) is None:
            continue
        lost = event.fight.other(side).blood_lost
        if lost:
            add_blood(state, minion, lost)
            state.log_line(f"{minion.name} gains {lost} life", "6.4.1", minion.controller)


def own_additional_strikes(minion: CardInPlay) -> int:
    """6.4.3: the additional strikes his own card gives him each round."""
    return sum(words.amount for words in of_type(in_play_effects(minion), AdditionalStrikes))


def life_at_unlock(state: GameState, seat: int, card: CardInPlay, effect: LifeAtUnlock) -> Ask:
    """4: during his controller's unlock phase, an ally low on life gains some back."""
    if card.controller == seat and card.region is Region.READY and card.blood <= effect.at_most:
        add_blood(state, card, effect.amount)
        state.log_line(f"{card.name} gains {effect.amount} life", "4", seat)
    return
    yield
