"""Provides the canceling of a reaction card as it is played, by an action modifier the acting
minion plays from his Methuselah's hand (1.6.1.1; Hide the Mind [OBF]: "Cancel a reaction
card requiring Auspex as it is played, and its cost is not paid")."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..cards.library_five_words import CancelReactionCard
from ..cards.model import Card
from .cardplay import finish_card, level_label, pay_cost, play_from_hand, playable_levels
from .effects import effects_at, first, played_as
from .prompts import PASS, Option, Prompt, ask
from .state import CardInPlay, GameState, Region

CANCEL_REACTION = "cancel-reaction"  # the prompt: cancel the reaction card being played?
_CANCELING = "cancels reaction cards"  # a card's memo: its levels that can cancel one


def cancel_reaction(
    state: GameState, action: Any, card: CardInPlay, level: str, reacting: CardInPlay
) -> Generator[Prompt, int, bool]:
    """The acting minion may play an action modifier canceling the reaction card ``card``
    (played at ``level`` by ``reacting``), if it requires one of the Disciplines it names.
    Returns whether the reaction card was canceled (its cost then unpaid, 1.6.1.1)."""
    actor = action.actor
    if reacting is actor or actor.region is not Region.READY:
        return False
    if not played_as(card.card, level, "Reaction"):
        return False
    seat = actor.controller
    options = []
    seen: set[str] = set()
    for canceling in state.players[seat].hand:
        levels = canceling.card.memo.get(_CANCELING)  # derived once per card: most never do it
        if levels is None:
            levels = _canceling_levels(canceling.card)
        if not levels or canceling.card.name in seen:
            continue  # two copies in hand are one choice
        seen.add(canceling.card.name)
        if (actor.uid, canceling.card.id) in action.played:
            continue  # 1.6.3: not the same modifier twice by the same minion in one action
        for at in playable_levels(state, actor, canceling.card, levels):
            words = first(effects_at(canceling.card, at), CancelReactionCard)
            assert words is not None
            if not level or level.lower().split("+")[0] not in words.requires.split():
                continue
            options.append(
                Option(
                    "cancel",
                    f"{actor.name} plays {canceling.name}{level_label(at)}: cancel {card.name}",
                    actor=actor.uid,
                    card=canceling.uid,
                    data=at,
                )
            )
    if not options:
        return False
    options.append(Option(PASS, f"Let {card.name} be played"))
    choice = yield from ask(seat, CANCEL_REACTION, "1.6.1.1", f"Cancel {card.name}?", options)
    if choice.key == PASS:
        return False
    canceling = state.cards[choice.card]
    play_from_hand(state, canceling, choice.data)
    action.played.add((actor.uid, canceling.card.id))
    action.played_names.add(canceling.card.name)
    pay_cost(state, seat, actor, canceling.card)
    finish_card(state, canceling)
    state.log_line(choice.label, "1.6.1.1", seat)
    return True


def _canceling_levels(card: Card) -> tuple[str, ...]:
    """The levels at which the card cancels a reaction card; derived once per card."""
    found = card.memo.get(_CANCELING)
    if found is None:
        found = card.memo[_CANCELING] = tuple(
            level
            for level in card.clauses.keys
            if played_as(card, level, "Action Modifier")
            and first(effects_at(card, level), CancelReactionCard) is not None
        )
    return found  # type: ignore[return-value]
