"""Provides what combat cards do once combat is over: an action that continues as if unblocked,
cards left on a minion that keep him locked (4)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..cards.combat_words import StaysLocked
from .effects import first, in_play_effects
from .prompts import Option, Prompt, ask
from .state import CardInPlay, GameState, Region
from .zones import burn, lose_blood, move

# -- after combat: the action continues as if unblocked --------------------------------------------


def continues_unblocked(state: GameState, action: Any) -> Generator[Prompt, int, bool]:
    """After combat ends, a strike that lets the blocked acting vampire continue the action as
    if unblocked (rulings, "Action continue as if unblocked": the action card comes back from
    the ash heap; Methuselahs who declined to block get no new chance)."""
    fight = action.fights[-1] if action.fights else None
    words = fight.continues if fight is not None else None
    actor = action.actor
    if words is None or actor.region is not Region.READY or actor.blood < words.burn_blood:
        return False
    if words.non_bleed_political and (action.is_bleed or action.kind == "political"):
        return False
    if words.non_bleed and action.is_bleed:
        return False
    card = action.card
    if card is not None and card.region is not Region.ASH_HEAP:
        return False  # rulings: the action card is no longer there to continue with
    cost = f"burns {words.burn_blood} blood: " if words.burn_blood else ""
    stealth = f" (+{words.stealth} stealth)" if words.stealth else ""
    options = [
        Option("continue", f"{actor.name} {cost}the action continues as if unblocked{stealth}"),
        Option("decline", "The action ends, blocked"),
    ]
    choice = yield from ask(
        action.seat, "continue-action", "6.2.3", f"{action.label}: continue?", options
    )
    if choice.key != "continue":
        return False
    lose_blood(state, actor, words.burn_blood)
    action.stealth += words.stealth
    action.blocker = None
    action.intercept = 0
    action.outcome = ""
    if card is not None:
        move(state, card, Region.PLAYING)
    state.log_line(choice.label, "6.2.3", action.seat)
    return True


# -- cards that keep a minion locked (4) --------------------------------------------------------------


def stays_locked(state: GameState, minion: CardInPlay) -> bool:
    """4: a minion with a card on him that says he "burns 1 counter from this card instead of
    unlocking as normal" does so (the card burns once it has no counters)."""
    holders = [c for c in minion.attached if first(in_play_effects(c), StaysLocked) is not None]
    for card in holders:
        lose_blood(state, card, 1)
        state.log_line(f"{minion.name} burns a counter from {card.name} instead of unlocking", "4")
        if card.blood <= 0:
            state.log_line(f"{card.name} has no counters and is burned", "4")
            burn(state, card)
    return bool(holders)
