"""Provides what more of the most-played library cards do around a combat (6.4): the acting
vampire canceling the combat that follows a block (Stone Travel, 6.2.3), a card in play locked
before range is determined to end the combat (Garibaldi-Meucci Museum, 6.4.2), and what an
action entering combat gives for that combat (Hunter's Mark: optional presses, no "combat ends"
strike in the first round)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..cards.in_play_words import EndCombatBeforeRange
from .contests import in_play_with
from .effects import first, in_play_effects
from .events import Modifier
from .prompts import Option, Prompt, ask
from .state import CardInPlay, GameState
from .zones import add_modifier, burn, lock, modified

END_COMBAT = "end-combat"  # the option's key, before range is determined


def end_combat_offers(fight: Any, side: Any) -> list[Option]:
    """6.4.2: her cards in play that can end the combat her minion is in before range is
    determined (unlocked, and with two Anarchs if they say so)."""
    state, minion = fight.state, side.minion
    other = fight.other(side).minion
    options = []
    for card in in_play_with(state, EndCombatBeforeRange):
        if card.controller != side.seat or card.locked or card.contested:
            continue
        words = first(in_play_effects(card), EndCombatBeforeRange)
        if words is not None and words.anarchs and not (_anarch(minion) and _anarch(other)):
            continue
        if words is not None and words.burn and card.host is not minion:
            continue  # the minion it is on burns it, in his own combat
        verb = "Burn" if words is not None and words.burn else "Lock"
        options.append(
            Option(END_COMBAT, f"{verb} {card.name} to end combat", actor=minion.uid, card=card.uid)
        )
    return options


def _anarch(minion: CardInPlay) -> bool:
    return (minion.sect or "").lower() == "anarch"


def use_end_combat(fight: Any, side: Any, choice: Option) -> None:
    """Lock the card; combat ends at once (6.4.2: before range, no strikes this round)."""
    card = fight.state.cards[choice.card]
    words = first(in_play_effects(card), EndCombatBeforeRange)
    if words is not None and words.burn:
        burn(fight.state, card)
        done = "burned"
    else:
        lock(fight.state, card)
        done = "locked"
    fight.ended = True
    fight.state.log_line(f"{side.name}: {card.name} is {done}, combat ends", "6.4.2", side.seat)


COMBAT_PRESSES = "optional presses this combat"  # the modifier's stat; its source: the card
NO_ESCAPE = "no strike: combat ends in the first round"  # the modifier's stat


def combat_grants(
    state: GameState,
    card: CardInPlay,
    actor: CardInPlay,
    opposing: CardInPlay,
    presses: int,
    no_escape: bool,
) -> None:
    """What an action entering combat gives for that combat (Hunter's Mark): optional presses
    to the acting minion (6.4.4), and to the opposing one no strike "combat ends" in its first
    round; both end with the combat."""
    if presses:
        add_modifier(state, Modifier(COMBAT_PRESSES, presses, "combat", actor.uid, source=card.uid))
    if no_escape:
        add_modifier(state, Modifier(NO_ESCAPE, 1, "combat", opposing.uid, source=card.uid))


def combat_presses(fight: Any, side: Any) -> list[Modifier]:
    """6.4.4: the optional presses an action card gave the minion for this combat, with some
    left (each counted as used in ``side.granted_used``, by its card)."""
    if not fight.state.modifiers:
        return []
    return [
        m
        for m in fight.state.modifiers
        if m.stat == COMBAT_PRESSES
        and m.card == side.minion.uid
        and m.amount > side.granted_used.get((m.source, m.stat), 0)
    ]


def no_escape(state: GameState, minion: CardInPlay) -> bool:
    return bool(state.modifiers) and bool(modified(state, NO_ESCAPE, minion))


CANCEL_COMBAT = "cancel-combat"  # the prompt's kind


def cancel_the_combat(state: GameState, action: Any) -> Generator[Prompt, int, bool]:
    """Stone Travel [MYT]: the action is blocked, and the acting vampire "can choose to cancel
    the resulting combat": the blocker is locked by his block and the action ends, blocked
    (6.2.3), with no combat. True if she chose it."""
    blocker = action.blocker
    assert blocker is not None
    options = [
        Option("cancel", f"Cancel the combat: {blocker.name} is locked and the action ends"),
        Option("decline", f"Enter combat with {blocker.name}"),
    ]
    question = f"{action.label}: cancel the combat?"
    choice = yield from ask(action.seat, CANCEL_COMBAT, "6.2.3", question, options)
    if choice.key != "cancel":
        return False
    lock(state, blocker)
    action.ended = True
    state.log_line(f"{blocker.name} is locked and the combat is canceled", "6.2.3", action.seat)
    return True
