"""Provides the course of one action (6.2): its announcement and its resolution (6.2.1, 6.2.3)."""

from __future__ import annotations

from ..cards.clauses import REPLACE_AFTER_ACTION
from ..cards.vocabulary import BleedAction, Life
from .actions import DEFAULT_STEALTH, Action
from .apply import Played, apply_effects
from .blocks import block_attempts
from .cardplay import finish_card, judge, pay_cost, play_from_hand, release_unreplaced
from .combat_after import continues_unblocked
from .contests import enter_play
from .effects import effects_at, first, in_play_effects
from .events import ActionAnnounced, ActionBlocked, ActionEnded, ActionSucceeded
from .permanents import bleed_amount
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .victory import check_ousts
from .windows import after_blocks_window, after_resolution_window, announce_window
from .zones import (
    add_blood,
    attach,
    emit,
    gain_pool,
    lock,
    lose_blood,
    lose_pool,
    move,
    set_edge,
)


def perform_action(state: GameState, seat: int, choice: Option) -> Ask:
    """6.2: the whole course of one action, from its announcement to its resolution."""
    action = yield from announce(state, seat, choice)
    # 6.2.1: "as the action is announced" cards come before any block attempt.
    yield from announce_window(state, action)
    blocked = yield from _blocks(state, action)
    while blocked:
        action.outcome = "blocked"
        emit(state, ActionBlocked(action))
        yield from resolve_blocked(state, action)
        if not (yield from continues_unblocked(state, action)):
            break
        blocked = yield from _blocks(state, action)
    if not blocked:
        _lock_failed_blockers(state, action)
        action.outcome = "successful"
        emit(state, ActionSucceeded(action))
        yield from resolve_success(state, action)
    if not state.players[seat].ousted:
        yield from after_resolution_window(state, action)
    emit(state, ActionEnded(action))
    release_unreplaced(state, REPLACE_AFTER_ACTION)


def _blocks(state: GameState, action: Action) -> Ask:
    """6.2.2: block attempts, and cards played once blocks are declined (which may let the
    Methuselahs try again); True when the action is blocked."""
    while True:
        blocked = yield from block_attempts(state, action)
        if blocked or not (yield from after_blocks_window(state, action)):
            return blocked


def _lock_failed_blockers(state: GameState, action: Action) -> None:
    """Faceless Night: minions who attempted to block and failed lock before resolution."""
    if not action.lock_failed_blockers:
        return
    for uid in sorted(action.failed_blockers):
        minion = state.cards[uid]
        if minion.region is Region.READY and not minion.locked:
            lock(state, minion)
            state.log_line(f"{minion.name} failed to block and locks", "6.2.2", minion.controller)


# -- 6.2.1 announce -------------------------------------------------------------------------------


def announce(state: GameState, seat: int, choice: Option) -> Ask:
    """6.2.1: declare the action, play its card, lock the acting minion."""
    actor = state.cards[choice.actor]
    kind = choice.key
    card = state.cards[choice.card] if choice.card and kind != "equip-from" else None
    level = choice.data if isinstance(choice.data, str) else ""
    numbers = choice.numbers or {}
    action = Action(
        actor=actor,
        kind=kind,
        label=choice.label,
        card=card,
        level=level,
        target_seat=choice.target_seat,
        target=state.cards[choice.target] if choice.target else None,
        stealth=int(numbers.get("stealth", DEFAULT_STEALTH.get(kind, 0))),
        blood_cost=int(numbers.get("cost", 0)),
    )
    if kind == "equip-from":
        action.target = state.cards[choice.target]
        action.card = state.cards[choice.card]
    if kind == "bleed" or "bleed" in numbers:
        action.is_bleed = True
        action.bleed = int(numbers.get("bleed", bleed_amount(state, actor)))
        actor.bled_this_turn = True
    if card is not None:
        action.effects = effects_at(card.card, level) if kind == "card" else None
        play_from_hand(state, card, level)
        actor.used.add(card.card.id)
    if kind == "political":
        actor.political_this_turn = True
    directed = card is not None and card.card.clauses.level(level).directed
    if kind == "card" and action.effects is None and directed:
        if action.target_seat is None:
            action.target_seat = yield from _choose_target_seat(state, seat, action)
    action.directed = action.target_seat is not None and action.target_seat != seat
    lock(state, actor)
    state.log_line(f"{state.players[seat].name}: {choice.label}", "6.2.1", seat)
    emit(state, ActionAnnounced(action))
    return action


def _choose_target_seat(state: GameState, seat: int, action: Action) -> Ask:
    options = [
        Option("target", f"Directed at {state.players[s].name}", target_seat=s)
        for s in state.clockwise_from(seat)
        if s != seat
    ]
    choice = yield from ask(seat, "target", "6.2.1", f"{action.label}: at whom?", options)
    return choice.target_seat


# -- 6.2.3 resolution -----------------------------------------------------------------------------


def resolve_blocked(state: GameState, action: Action) -> Ask:
    """6.2.3: a blocked action's card is burned, its cost unpaid; the minions enter combat."""
    from .combat import combat
    from .torpor import diablerie

    if action.card is not None and action.kind != "equip-from":
        move(state, action.card, Region.ASH_HEAP)
    assert action.blocker is not None
    if action.kind == "leave-torpor":
        # 6.5.2: no combat with a vampire in torpor; a blocking vampire may diablerize.
        blocker = action.blocker
        if blocker.is_vampire:
            options = [
                Option("diablerize", f"{blocker.name} diablerizes {action.actor.name}"),
                Option("pass", f"Let {action.actor.name} stay in torpor"),
            ]
            choice = yield from ask(
                blocker.controller, "diablerie", "6.5.2", "Diablerize?", options
            )
            if choice.key == "diablerize":
                yield from diablerie(state, blocker, action.actor)
        return
    yield from combat(state, action.actor, action.blocker, action)


def resolve_success(state: GameState, action: Action) -> Ask:
    """6.2.3: the action succeeds: pay its cost, then its effects take place."""
    from .torpor import diablerie

    seat = action.seat
    actor = action.actor
    card = action.card
    state.log_line(f"{actor.name}'s action succeeds", "6.2.3", seat)
    if card is not None and action.kind not in ("equip-from",):
        pay_cost(state, seat, actor, card.card)
    kind = action.kind
    if action.is_bleed:
        yield from _resolve_bleed(state, action)
    elif kind == "hunt":
        gained = add_blood(state, actor, 1)
        state.log_line(f"{actor.name} gains {gained} blood", "6.1.2", seat)
    elif kind == "equip":
        attach(state, card, actor)
        enter_play(state, card)
    elif kind == "equip-from":
        attach(state, action.card, actor)
    elif kind == "employ":
        attach(state, card, actor)
        add_blood(state, card, _life(card))
        enter_play(state, card)
    elif kind == "recruit":
        move(state, card, Region.UNCONTROLLED)
        card.recruited_this_turn = True  # 6.1.5: cannot act this turn
        add_blood(state, card, _life(card))
        enter_play(state, card)
    elif kind == "political":
        from .politics import referendum

        yield from referendum(state, action)
    elif kind == "leave-torpor":
        lose_blood(state, actor, 2)
        actor.wounded = False
        move(state, actor, Region.READY)
    elif kind == "rescue":
        yield from _rescue(state, action)
    elif kind == "diablerize":
        yield from diablerie(state, actor, action.target)
    elif kind == "anarch":
        lose_blood(state, actor, action.blood_cost)
        actor.anarch = True
    elif kind == "card":
        yield from _resolve_action_card(state, action)
    if card is not None and card.region is Region.PLAYING:
        finish_card(state, card)
    check_ousts(state)


def _life(card: CardInPlay) -> int:
    """6.1.4, 6.1.5: the life a retainer or ally enters play with (a level may change it)."""
    given = first(in_play_effects(card), Life)
    if given is not None:
        return given.amount
    return card.card.life or 1


def _resolve_bleed(state: GameState, action: Action) -> Ask:
    """6.1.1: the target burns pool equal to the bleed; a bleed of 1 or more takes the Edge."""
    target = action.target_seat if action.target_seat is not None else state.prey(action.seat)
    amount = max(action.bleed, 0)
    burned = lose_pool(state, target, amount)
    state.players[action.seat].pool_bled += burned
    state.log_line(
        f"{state.players[target].name} burns {burned} pool from {action.actor.name}'s bleed",
        "6.1.1",
        action.seat,
    )
    if amount >= 1 and state.edge != action.seat:
        set_edge(state, action.seat)
        state.log_line(f"{state.players[action.seat].name} takes the Edge", "6.1.1", action.seat)
    bleed = first(action.effects, BleedAction)
    if bleed is not None and bleed.gain_pool and burned >= 1:
        gain_pool(state, action.seat, bleed.gain_pool)
        state.log_line(
            f"{state.players[action.seat].name} gains {bleed.gain_pool} pool", "6.1.1", action.seat
        )
    if action.effects is None and action.card is not None:
        yield from judge(state, action.seat, action.card, action)


def _rescue(state: GameState, action: Action) -> Ask:
    """6.5.3: 2 blood, paid as announced by the acting vampire, the rescued one, or split."""
    victim = action.target
    actor = action.actor
    from_actor = min(action.blood_cost, actor.blood)
    lose_blood(state, actor, from_actor)
    lose_blood(state, victim, 2 - from_actor)
    victim.wounded = False
    move(state, victim, Region.READY)
    state.log_line(f"{victim.name} is rescued from torpor", "6.5.3", action.seat)
    return
    yield


def _resolve_action_card(state: GameState, action: Action) -> Ask:
    card = action.card
    assert card is not None
    if action.effects is None:
        yield from judge(state, action.seat, card, action)
        return
    played = Played(state, action.seat, card, action.actor, action.level, action, "6.1.6")
    yield from apply_effects(played, action.effects)
