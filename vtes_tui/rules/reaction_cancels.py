"""Provides canceling a reaction card as it is played with an action modifier of the acting
minion (1.6.1.1: Approximation of Loyalty [PRE], against a vampire with capacity 6 or less or
an ally), and the step it leaves: no more action modifiers on that action."""

from __future__ import annotations

from typing import Any

from ..cards.action_words import CancelReaction
from .cancels import minion_cancel_window
from .cardplay import finish_card, level_label, pay_cost, play_from_hand, playable_levels
from .effects import effects_at, first
from .events import Modifier
from .prompts import Ask, Option, ask, pass_option
from .state import CardInPlay, GameState
from .zones import add_modifier, modified

NO_MODIFIERS = "no_action_modifiers"  # the modifier's stat, for the acting Methuselah's action


def no_more_modifiers(state: GameState, action: Any) -> bool:
    """ "No more action modifiers can be played on this action" (Approximation of Loyalty)."""
    return bool(state.modifiers) and modified(state, NO_MODIFIERS, seat=action.seat) > 0


def reaction_canceled(state: GameState, action: Any, card: CardInPlay, minion: CardInPlay) -> Ask:
    """As ``minion`` plays the reaction ``card``, the acting Methuselah may cancel it with such
    a modifier played by the acting minion (1.6.3: once per action). Returns whether it was."""
    if "Reaction" not in card.card.types or minion.controller == action.seat:
        return False
    offers = _cancels(state, action, minion)
    if not offers:
        return False
    actor = action.actor
    options = [
        Option(
            "cancel",
            f"{actor.name} plays {c.name}{level_label(level)}: cancel {card.name}",
            actor=actor.uid,
            card=c.uid,
            data=level,
        )
        for c, level in offers
    ]
    options.insert(0, pass_option(f"Let {card.name} be played"))
    choice = yield from ask(
        action.seat,
        "cancel",
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
    if (yield from minion_cancel_window(state, action.seat, canceller)):
        finish_card(state, canceller)  # 1.6.1.1: canceled itself, its cost unpaid
        return False
    pay_cost(state, action.seat, actor, canceller.card)
    state.log_line(choice.label, "1.6.1.1", action.seat)
    add_modifier(state, Modifier(NO_MODIFIERS, 1, "action", seat=action.seat))
    state.log_line(f"{card.name} is canceled as it is played", "1.6.1.1", action.seat)
    finish_card(state, canceller)
    return True


def _cancels(state: GameState, action: Any, minion: CardInPlay) -> list[tuple[CardInPlay, str]]:
    """The cards in the acting Methuselah's hand the acting minion could play to cancel a
    reaction of ``minion``, at each level that does."""
    actor = action.actor
    if no_more_modifiers(state, action):
        return []
    found = []
    for card in state.players[action.seat].hand:
        if "Action Modifier" not in card.card.types or (actor.uid, card.card.id) in action.played:
            continue
        for level in playable_levels(state, actor, card.card):
            words = first(effects_at(card.card, level) or (), CancelReaction)
            if words is None:
                continue
            if minion.is_ally or (minion.is_vampire and minion.capacity <= words.capacity):
                found.append((card, level))
    return found
