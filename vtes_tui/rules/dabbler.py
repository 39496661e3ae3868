"""Provides what a vampire's card gives him once an action is resolved during which he used
enough Disciplines to play cards (Dabbler): the Disciplines of the levels he played cards at
during the action (its action card, modifiers and reactions, even canceled ones: rulings ANK
20220411; combat cards of its combats), and the reward, once each turn (6.2.3)."""

from __future__ import annotations

from typing import Any

from ..cards.data import cards
from ..cards.in_play_words import DisciplinesReward
from ..cards.model import Card
from .contests import in_play_with
from .effects import first, in_play_effects
from .events import ActionAnnounced, CardMoved
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, lose_blood, unlock

REWARD = "disciplines-reward"  # the prompt's kind
_USED = "disciplines reward"  # in the card's ``acted``: used this turn (cleared as it ends)


def disciplines_rewards(state: GameState, action: Any) -> Ask:
    """After the action's resolution (not a canceled one: ruling ANK 20220411), each vampire
    bearing such a card who used enough Disciplines may take its reward."""
    cards = in_play_with(state, DisciplinesReward)
    if not cards or action.outcome == "canceled":
        return
    for card in cards:
        vampire = card.host
        if vampire is None or card.contested or _USED in card.acted:
            continue
        if vampire.region is not Region.READY:
            continue
        words = first(in_play_effects(card), DisciplinesReward)
        if words is None or len(disciplines_used(state, action, vampire)) < words.count:
            continue
        options = []
        if vampire.locked and vampire.blood >= 1:
            options.append(Option("unlock", f"{vampire.name} burns 1 blood to unlock"))
        if vampire.blood < vampire.capacity:
            options.append(Option("gain", f"{vampire.name} gains 1 blood"))
        if not options:
            continue
        options.append(Option(PASS, f"Do not use {card.name}"))
        choice = yield from ask(
            vampire.controller, REWARD, "6.2.3", f"{card.name}: a reward?", options
        )
        if choice.key == PASS:
            continue
        card.acted.add(_USED)
        if choice.key == "unlock":
            lose_blood(state, vampire, 1)
            unlock(state, vampire)
        else:
            add_blood(state, vampire, 1)
        state.log_line(f"{choice.label} ({card.name})", "6.2.3", vampire.controller)


def disciplines_used(state: GameState, action: Any, vampire: CardInPlay) -> set[str]:
    """The Disciplines of the levels he played cards at during this action."""
    used: set[str] = set()
    if action.actor is vampire and action.card is not None:
        used |= _codes(action.card.card, action.level)
    ids = {card_id for uid, card_id in action.played if uid == vampire.uid}
    if ids:
        for event in reversed(state.events):
            if isinstance(event, ActionAnnounced) and event.action is action:
                break
            if (
                isinstance(event, CardMoved)
                and event.destination is Region.PLAYING
                and event.card.card.id in ids
            ):
                used |= _codes(event.card.card, event.card.level)
    for fight in action.fights:
        side = fight.side_of(vampire)
        if side is not None:
            for name, level in side.played_combat:
                used |= _codes(cards()[name], level)
    return used


def _codes(card: Card, level: str) -> set[str]:
    """The Disciplines a level requires ("obf+pre": both; icons side by side: all of the card's,
    1.5.4; mode keys and none: no Discipline)."""
    if card.combo and level:
        return set(card.disciplines)
    return {part.lower() for part in level.split("+") if len(part) == 3 and part.isalpha()}
