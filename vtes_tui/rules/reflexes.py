"""Provides reflex cards: played by the opposing minion as a combat card is played, to cancel
it as it is played, its cost not paid (1.6.1.1): Fae Contortion [myt] against a grapple card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.combat_words import CancelGrapple
from .cancels import minion_cancel_window
from .cardplay import finish_card, level_label, pay_cost, play_from_hand, playable_levels
from .effects import effects_at, has
from .prompts import Ask, Option, ask, pass_option
from .state import CardInPlay

if TYPE_CHECKING:
    from .fight import Fight, Play, Side


def reflex_canceled(fight: Fight, side: Side, play: Play) -> Ask:
    """As ``side`` plays a grapple card, the opposing minion may play a reflex canceling it.
    Returns whether it was canceled."""
    card = play.card
    if not card.card.clauses.grapple:
        return False
    state, other = fight.state, fight.other(side)
    offers = _reflexes(fight, other)
    if not offers:
        return False
    options = [
        Option(
            "cancel",
            f"{other.name} plays {c.name}{level_label(level)}: cancel {card.name}",
            actor=other.minion.uid,
            card=c.uid,
            data=level,
        )
        for c, level in offers
    ]
    options.insert(0, pass_option(f"Let {card.name} be played"))
    choice = yield from ask(
        other.seat,
        "cancel",
        "1.6.1.1",
        f"{side.name} plays {card.name}: cancel it as it is played?",
        options,
        fight.context(),
    )
    if choice.key != "cancel":
        return False
    reflex = state.cards[choice.card]
    play_from_hand(state, reflex, choice.data)
    if (yield from minion_cancel_window(state, other.seat, reflex)):
        finish_card(state, reflex)  # 1.6.1.1: canceled itself, its cost unpaid
        return False
    pay_cost(state, other.seat, other.minion, reflex.card)
    state.log_line(choice.label, "1.6.1.1", other.seat)
    state.log_line(f"{card.name} is canceled as it is played", "1.6.1.1", other.seat)
    finish_card(state, reflex)
    return True


def _reflexes(fight: Fight, side: Side) -> list[tuple[CardInPlay, str]]:
    """The reflex cards in hand the minion can play against a grapple card, by level."""
    found = []
    for card in fight.state.players[side.minion.controller].hand:
        for level in playable_levels(fight.state, side.minion, card.card):
            if has(effects_at(card.card, level) or (), CancelGrapple):
                found.append((card, level))
    return found
