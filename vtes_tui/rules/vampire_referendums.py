"""Provides what minions' own abilities do to the cards played in a referendum (6.3.3): the
caller canceling reaction cards as they are played (Diana Iadanza); named handlers of the card
definitions, listed in ``NAMED``, asked by the polling step as a card is played."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from .cardplay import finish_card, pay_cost
from .prompts import Option, Prompt, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, USE, handlers
from .zones import lose_blood

CANCELS_REACTIONS = "cancels_reactions_in_own_referendum"  # Diana Iadanza
NAMED = (CANCELS_REACTIONS,)
PRICE = 1  # "burn 1 blood"


def cancel_reaction(
    state: GameState, poll: Any, card: CardInPlay, minion: CardInPlay
) -> Generator[Prompt, int, bool]:
    """Diana Iadanza: "During a referendum she calls, Diana can burn 1 blood to cancel a reaction
    card as it is played (cost is still paid)"; reaction cards are the other Methuselahs' (the
    caller's own are action modifiers, 1.6.1). Returns whether it was canceled."""
    caller = poll.action.actor
    seat = minion.controller
    if (
        CANCELS_REACTIONS not in handlers(caller)
        or seat == caller.controller
        or "Reaction" not in card.card.types
        or caller.region is not Region.READY
        or caller.blood < PRICE
    ):
        return False
    words = f"{caller.name} burns {PRICE} blood: cancel {card.name}"
    options = [Option(USE, words, actor=caller.uid, card=card.uid), Option("pass", "Let it be")]
    choice = yield from ask(
        caller.controller, ABILITY, "6.3.3", f"{card.name} is played: cancel it?", options
    )
    if choice.key != USE:
        return False
    lose_blood(state, caller, PRICE)
    pay_cost(state, seat, minion, card.card)  # "cost is still paid"
    poll.action.played.add((minion.uid, card.card.id))  # 1.6.3: it was played all the same
    finish_card(state, card)
    state.log_line(
        f"{words}: {card.name} is canceled as it is played", "1.6.1.1", caller.controller
    )
    return True
