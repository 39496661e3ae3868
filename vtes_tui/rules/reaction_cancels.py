"""Provides canceling a reaction card as it is played with an action modifier of the acting
minion (1.6.1.1; its cost is not paid): Approximation of Loyalty [PRE] against a vampire with
capacity 6 or less or an ally, after which no more action modifiers can be played on that
action; Hide the Mind [OBF] against a reaction card played with Auspex."""

from __future__ import annotations

from typing import Any

from ..cards.action_words import CancelReaction
from ..cards.model import Card
from .cancels import minion_cancel_window
from .cardplay import finish_card, hand_plays, level_label, pay_cost, play_from_hand
from .effects import effects_at, first, played_as
from .events import Modifier
from .prompts import Ask, Option, ask, pass_option
from .state import CardInPlay, GameState, Region
from .zones import add_modifier, modified

CANCEL_REACTION = "cancel-reaction"  # the prompt: cancel the reaction card being played?
NO_MODIFIERS = "no_action_modifiers"  # the modifier's stat, for the acting Methuselah's action
_CANCELING = "cancels reaction cards"  # a card's memo: the levels at which it cancels one


def no_more_modifiers(state: GameState, action: Any) -> bool:
    """ "No more action modifiers can be played on this action" (Approximation of Loyalty)."""
    return bool(state.modifiers) and modified(state, NO_MODIFIERS, seat=action.seat) > 0


def reaction_canceled(
    state: GameState, action: Any, card: CardInPlay, level: str, minion: CardInPlay
) -> Ask:
    """As ``minion``, of another Methuselah, plays the reaction ``card`` at ``level``, the
    acting Methuselah may cancel it with such a modifier played by the acting minion (1.6.3:
    once per action). Returns whether it was canceled."""
    actor = action.actor
    if minion.controller == action.seat or actor.region is not Region.READY:
        return False
    if not played_as(card.card, level, "Reaction"):
        return False
    offers = _cancels(state, action, minion, level)
    if not offers:
        return False
    options = [
        Option(
            "cancel",
            f"{actor.name} plays {c.name}{level_label(at)}: cancel {card.name}",
            actor=actor.uid,
            card=c.uid,
            data=at,
        )
        for c, at in offers
    ]
    options.insert(0, pass_option(f"Let {card.name} be played"))
    choice = yield from ask(
        action.seat,
        CANCEL_REACTION,
        "1.6.1.1",
        f"{minion.name} plays {card.name}: cancel it as it is played?",
        options,
        action.context(),
    )
    if choice.key != "cancel":
        return False
    canceller = state.cards[choice.card]
    play_from_hand(state, canceller, choice.data)
    action.played.add((actor.uid, canceller.card.id))  # 1.6.3: played, canceled or not
    action.played_names.add(canceller.card.name)
    if (yield from minion_cancel_window(state, action.seat, canceller)):
        finish_card(state, canceller)  # 1.6.1.1: canceled itself, its cost unpaid
        return False
    pay_cost(state, action.seat, actor, canceller.card)
    state.log_line(choice.label, "1.6.1.1", action.seat)
    words = first(effects_at(canceller.card, choice.data), CancelReaction)
    if words is not None and words.last_modifier:
        add_modifier(state, Modifier(NO_MODIFIERS, 1, "action", seat=action.seat))
    state.log_line(f"{card.name} is canceled as it is played", "1.6.1.1", action.seat)
    finish_card(state, canceller)
    return True


def _cancels(
    state: GameState, action: Any, minion: CardInPlay, level: str
) -> list[tuple[CardInPlay, str]]:
    """The cards in the acting Methuselah's hand the acting minion could play to cancel the
    reaction ``minion`` plays at ``level``, at each level that does (one copy of each card)."""
    actor = action.actor
    if no_more_modifiers(state, action):
        return []
    played_with = level.lower().split("+")[0] if level else ""
    found = []
    for card, at in hand_plays(state, action.seat, actor, _CANCELING, _cancels_reaction):
        if (actor.uid, card.card.id) in action.played:
            continue  # 1.6.3: not the same modifier twice by the same minion in one action
        words = first(effects_at(card.card, at), CancelReaction)
        if words is None:
            continue
        if words.capacity and not (
            minion.is_ally or (minion.is_vampire and minion.capacity <= words.capacity)
        ):
            continue  # Approximation of Loyalty: "a vampire with capacity 6 or less or an ally"
        if words.requires and played_with not in words.requires.split():
            continue  # Hide the Mind: "a reaction card requiring Auspex"
        found.append((card, at))
    return found


def _cancels_reaction(card: Card, level: str) -> bool:
    """Whether the card, played as an action modifier at that level, cancels a reaction card."""
    return (
        played_as(card, level, "Action Modifier")
        and first(effects_at(card, level), CancelReaction) is not None
    )
