"""Provides actions taken in another Methuselah's minion phase: a vampire whose card lets him
lock it to take an action during any Methuselah's minion phase (Enkil Cog). Sequencing
(1.6.1.5): the acting Methuselah goes first; once she is done, the others may, clockwise from
her; after any of them acts, she again has the opportunity."""

from __future__ import annotations

from ..cards.in_play_words import ActsOutOfTurn
from .contests import in_play_with
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import lock


def out_of_turn_actions(state: GameState, seat: int) -> Ask:
    """Ask each other Methuselah with such a card on a vampire able to act, clockwise from
    ``seat``; returns whether one of them took an action (the acting Methuselah may then act
    again)."""
    cards = in_play_with(state, ActsOutOfTurn)
    if not cards:
        return False
    for other in state.clockwise_from(seat)[1:]:
        usable = [c for c in cards if c.controller == other and _usable(c)]
        if not usable:
            continue
        options = [o for card in usable for o in _actions_with(state, other, card)]
        if not options:
            continue
        options.append(Option("end", "Take no action in this minion phase"))
        choice = yield from ask(
            other,
            "action",
            "1.6.1.5",
            f"{state.players[seat].name}'s minion phase: lock a card to take an action?",
            options,
        )
        if choice.key == "end":
            continue
        yield from _act(state, other, choice)
        return True
    return False


def _usable(card: CardInPlay) -> bool:
    """The card is unlocked and on a ready vampire who can act (6: unlocked, not contested)."""
    host = card.host
    return not card.locked and not card.contested and host is not None and _can_act(host)


def _can_act(host: CardInPlay) -> bool:
    """A ready vampire who can act (6: unlocked, not contested)."""
    from .actions import can_act

    return host.is_vampire and host.region is Region.READY and can_act(host)


def _actions_with(state: GameState, seat: int, card: CardInPlay) -> list[Option]:
    """The actions the vampire could take in his own minion phase, each to be taken by locking
    the card; a vampire with no blood only hunts (6.1.2)."""
    from .actions import minion_actions

    assert card.host is not None
    found = minion_actions(state, seat, card.host)
    return [o._replace(label=f"Lock {card.name}: {o.label}") for o in found]


def _act(state: GameState, seat: int, choice: Option) -> Ask:
    """Lock the card, then the action's whole course (6.2), as in her own minion phase."""
    from .actions import minion_actions
    from .card_actions import KINDS, note_card_action
    from .resolve import perform_action

    actor = state.cards[choice.actor]
    card = next(c for c in actor.attached if c in in_play_with(state, ActsOutOfTurn))
    lock(state, card)
    state.log_line(
        f"{state.players[seat].name} locks {card.name}: {actor.name} takes an action",
        "1.6.1.5",
        seat,
    )
    while True:
        if choice.key in KINDS.values():
            note_card_action(state, choice)
        if (yield from perform_action(state, seat, choice)):
            return
        # Canceled as it was played: the card stays locked and the vampire may take an action
        # again, or let the card's effect be lost (ruling LSJ 20081213-1 on Enkil Cog).
        options = minion_actions(state, seat, actor) if _can_act(actor) else []
        if not options:
            return
        options.append(Option("end", f"Let {card.name}'s action be lost"))
        choice = yield from ask(
            seat,
            "action",
            "1.6.1.5",
            f"{actor.name}'s action was canceled: take an action again with {card.name}?",
            options,
        )
        if choice.key == "end":
            return
