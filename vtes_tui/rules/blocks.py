"""Provides block attempts and the modifiers and reactions played around them (6.2, 6.2.2)."""

from __future__ import annotations

from ..cards.reaction_words import AbilityAction, AttemptBlock
from .abilities import ability_options
from .actions import Action
from .cards_in_play import INTERCEPT_ABILITY, intercept_abilities, use_intercept_ability
from .chosen import cannot_be_blocked
from .corruption_course import FAIL_BLOCK, fail_block, fail_block_options
from .course import stealth_abilities, use_stealth_ability
from .events import Modifier
from .helping import helping_choice
from .imbued_masters import KEY as ANGEL
from .imbued_masters import angel_options
from .permanents import intercept_of, may_react
from .prompts import Ask, Option, ask
from .reaction_effects import IF_BLOCKS_NO_LOCK
from .reactions import blood_intercept_options, use_blood_intercept
from .red_list_cards import UNLOCK_TO_BLOCK, unlock_to_block, unlock_to_block_options
from .state import CardInPlay, GameState, Region
from .vampire_steps import may_attempt_block, on_blocked, other_blockers, pay_block_cost
from .windows import (
    ANY_SEAT_BLOCK,
    INTERCEPT,
    STEALTH,
    WAKE,
    CardPlay,
    blocked_window,
    can_block,
    modifier_plays,
    options_for,
    play_in_action,
    reaction_plays,
)
from .zones import lock, lose_blood, modified

DIRECTED = "directed"  # the step of abilities usable during an action directed at you

# -- 6.2.2 block attempts -------------------------------------------------------------------------


def blocking_seats(state: GameState, action: Action) -> list[int]:
    """6.2.2.1: directed actions are blocked by the target; undirected by prey, then predator."""
    seat = action.seat
    if action.directed:
        return [action.target_seat]
    prey, predator = state.prey(seat), state.predator(seat)
    return [s for s in dict.fromkeys((prey, predator)) if s != seat]


def action_kinds(action: Action) -> tuple[str, ...]:
    """The kinds of action an intercept bonus may be limited to ("during directed actions",
    "during bleed actions", "against vampires")."""
    kinds = ("", "directed" if action.directed else "undirected")
    kinds = (*kinds, "bleed") if action.is_bleed else kinds
    kinds = (*kinds, "political") if _political(action) else kinds  # "during political actions"
    return (*kinds, "vampire") if action.actor.is_vampire else kinds


def _political(action: Action) -> bool:
    """6.1.7: a political action, called with a card or by a vampire's own ability."""
    return action.kind == "political" or any(
        isinstance(e, AbilityAction) and e.political for e in action.effects or ()
    )


def _intercept(state: GameState, action: Action, minion: CardInPlay) -> int:
    kinds = action_kinds(action)
    if action.directed and action.target_seat == minion.controller:
        kinds = (*kinds, "at_controller")  # 6.2.2.1: directed at her, or at a card of hers
    return intercept_of(state, minion, kinds, action.actor)


def block_attempts(state: GameState, action: Action) -> Ask:
    """6.2.2: each eligible Methuselah in turn may attempt blocks until she declines (final).

    Before deciding, she may wake a locked minion with a card usable by a locked minion.
    """
    if cannot_be_blocked(state, action):
        state.log_line(f"{action.actor.name}'s action cannot be blocked", "6.2.2", action.seat)
        return False
    seats = blocking_seats(state, action)
    others = other_blockers(state, action, seats)  # minions ignoring the restrictions
    for seat in seats + list(others):
        if seat in action.declined:
            continue  # rulings: no new chance to block an action that continues as if unblocked
        ready = state.players[seat].ready if seat in seats else others[seat]
        while True:
            if action.actor.region not in (Region.READY, Region.TORPOR):
                return False  # 9.1: removed from the game with his ousted Methuselah (6.2.3)
            candidates = [m for m in ready if can_block(m, action) and _may_try(state, action, m)]
            # 6.2.2: locked minions wake; an unlocked one may wake another (Shadow Sentinel).
            wakes = options_for(
                _may_block(state, action, reaction_plays(state, action, seat, WAKE, ready)), action
            )
            # 6.2: "during an action directed at you": her cards in play (unlock a minion).
            wakes.extend(ability_options(state, seat, DIRECTED, action))
            wakes.extend(angel_options(state, seat))  # imbued appendix: Angel of Berlin
            locked = [m for m in ready if m.locked and m.attached]  # Trophy: Domain
            if locked:
                wakes.extend(
                    unlock_to_block_options(state, locked, lambda m: _may_try(state, action, m))
                )
            stand_in = _stand_in_option(state, action, seat)
            if not candidates and not wakes and stand_in is None:
                break
            options = [Option("decline", "Do not block (final)")]
            if stand_in is not None:
                options.append(stand_in)
            for m in candidates:
                intercept = _intercept(state, action, m)
                succeeds = intercept >= action.stealth
                options.append(
                    Option(
                        "block",
                        f"Block with {m.name} (intercept {intercept} vs stealth {action.stealth}: "
                        f"{'blocks' if succeeds else 'fails unless intercept is added'})",
                        actor=m.uid,
                        numbers={
                            "intercept": intercept,
                            "stealth": action.stealth,
                            "blocks": succeeds,
                        },
                    )
                )
            options.extend(wakes)
            choice = yield from ask(
                seat,
                "block",
                "6.2.2",
                f"{action.label}: block?",
                options,
                action.context(),
                skip_single=False,
            )
            if choice.key == "decline":
                action.declined.add(seat)
                state.log_line(f"{state.players[seat].name} declines to block", "6.2.2", seat)
                action.declined.add(seat)
                break
            bonus = 0
            if choice.key == STAND_IN:
                if (yield from _stand_in_attempt(state, action, seat)):
                    return True
                if action.ended:
                    return False
                continue
            if choice.key == UNLOCK_TO_BLOCK:
                unlock_to_block(state, choice)  # then he attempts to block (below)
            if choice.key in ("ability", ANGEL):
                yield from play_in_action(state, action, choice)
                continue
            if choice.key == "play":
                yield from play_in_action(state, action, choice)
                if action.forced_blocker is None:
                    continue
                # "This vampire unlocks and attempts to block" (G00123): at once.
                blocker, bonus = action.forced_blocker, action.forced_intercept
                action.forced_blocker, action.forced_intercept = None, 0
            else:
                blocker = state.cards[choice.actor]
            if (yield from _attempt(state, action, blocker, bonus)):
                return True
            if action.ended:
                return False  # canceled during the attempt: no block, no more attempts
    return (yield from _blocks_from_elsewhere(state, action))


def _may_try(state: GameState, action: Action, m: CardInPlay) -> bool:
    """6.2.2: what lets a minion who can block attempt to block this action now."""
    return (
        not _barred(state, m)
        and _can_pay_to_block(state, m)
        and may_react(state, m)
        and (m.uid not in action.failed_blockers or _may_try_again(state, action, m))
        and may_attempt_block(state, action, m)
    )


def _attempt(state: GameState, action: Action, blocker: CardInPlay, bonus: int) -> Ask:
    """6.2.2.2: one block attempt; True when it succeeds (the blocker locks, 6.2.3)."""
    seat = blocker.controller
    pay_block_cost(state, action, blocker)
    action.blocker = blocker
    action.intercept = _intercept(state, action, blocker) + bonus
    state.log_line(f"{blocker.name} attempts to block", "6.2.2", seat)
    paid = _block_costs(state, blocker)
    _pay_to_block(state, blocker, *paid)
    if (yield from _stealth_contest(state, action, paid)):
        state.log_line(f"{action.actor.name} is blocked by {blocker.name}", "6.2.2", seat)
        on_blocked(state, action)
        yield from blocked_window(state, action)
        # 6.2.3: the blocking minion locks, unless the action ended or his card says he "does
        # not lock for the block".
        if not action.ended and not modified(state, IF_BLOCKS_NO_LOCK, blocker):
            lock(state, blocker)
        return True
    if action.ended:
        return False  # the action was canceled during the attempt: nothing failed
    action.failed_blockers.add(blocker.uid)
    if action.lock_failed_blockers:
        action.to_lock.add(blocker.uid)  # Faceless Night was played before he failed
    action.blocker = None
    action.intercept = 0
    state.log_line(f"{blocker.name}'s block attempt fails", "6.2.2", seat)
    return False


# -- a goldfish dummy's stand-in blocker ----------------------------------------------------------

STAND_IN = "stand-in"


def _stand_in_option(state: GameState, action: Action, seat: int) -> Option | None:
    """A goldfish dummy without minions may still attempt to block (docs/goldfish.md, dummy
    options) with a stand-in of a fixed intercept, once each action: 6.2.2.2 decides it as
    for any blocker, intercept against the action's stealth."""
    intercept = state.players[seat].stand_in
    if intercept is None or seat in action.stand_in_tried:
        return None
    succeeds = intercept >= action.stealth
    return Option(
        STAND_IN,
        f"Block with the stand-in (intercept {intercept} vs stealth {action.stealth}: "
        f"{'blocks' if succeeds else 'fails'})",
        numbers={"intercept": intercept, "stealth": action.stealth, "blocks": succeeds},
    )


def _stand_in_attempt(state: GameState, action: Action, seat: int) -> Ask:
    """6.2.2.2: the stand-in blocks when its intercept is at least the stealth; the acting
    Methuselah may add stealth until it is not. It plays no card and has no combat: a block
    ends the action unsuccessfully (6.2.3, as an action ended when blocked), the acting minion
    locked as announced. True when it blocks."""
    action.stand_in_tried.add(seat)
    intercept = state.players[seat].stand_in or 0
    name = state.players[seat].name
    state.log_line(f"{name}'s stand-in attempts to block (intercept {intercept})", "6.2.2", seat)
    while intercept >= action.stealth:
        choice = yield from _stealth_choice(state, action, intercept, " by a stand-in")
        if choice is None:
            state.log_line(f"{action.actor.name} is blocked by {name}'s stand-in", "6.2.2", seat)
            action.ended = True  # 6.2.3: no minion to enter combat with: the action ends
            return True
        if choice.key in ("burn-for-stealth", "burn-for-intercept"):
            use_stealth_ability(state, action, choice)
            continue
        yield from play_in_action(state, action, choice)
        if action.ended:
            return False  # the action was canceled during the attempt
    state.log_line(f"{name}'s stand-in fails to block", "6.2.2", seat)
    return False


def _blocks_from_elsewhere(state: GameState, action: Action) -> Ask:
    """Eagle's Sight [AUS]: a Methuselah who may not block (6.2.2.1) plays a card by which her
    vampire attempts to block anyway; only that restriction is ignored, not a decision not to
    block (RTR 19950413, RTR 20020501)."""
    eligible = blocking_seats(state, action)
    for seat in state.clockwise_from(action.seat):
        if seat == action.seat or seat in eligible or seat in action.declined:
            continue
        while True:
            ready = [m for m in state.players[seat].ready if can_block(m, action)]
            plays = _may_block(
                state, action, reaction_plays(state, action, seat, ANY_SEAT_BLOCK, ready)
            )
            if not plays:
                break
            options = options_for(plays, action) + [Option("decline", "Do not block (final)")]
            choice = yield from ask(
                seat, "block-anyway", "6.2.2.1", f"{action.label}: block it anyway?", options
            )
            if choice.key == "decline":
                action.declined.add(seat)
                break
            yield from play_in_action(state, action, choice)
            blocker = action.forced_blocker
            if blocker is None:
                continue
            bonus, action.forced_blocker, action.forced_intercept = action.forced_intercept, None, 0
            if (yield from _attempt(state, action, blocker, bonus)):
                return True
            if action.ended:
                return False  # canceled during the attempt: no block, no more attempts
    return False


def may_be_made_to_block(state: GameState, action: Action, minion: CardInPlay) -> bool:
    """6.2.2: a card by which a minion attempts to block (Eagle's Sight [AUS], Eluding the
    Arms of Morpheus) lifts only what it says (the prey, predator or target restrictions, his
    being locked): what bars him from blocking still does (a card played on this action, a
    cost he cannot pay, his own or the acting minion's ability, a failed attempt)."""
    return (
        not _barred(state, minion)
        and _can_pay_to_block(state, minion)
        and (minion.uid not in action.failed_blockers or _may_try_again(state, action, minion))
        and may_attempt_block(state, action, minion)
    )


def _may_block(state: GameState, action: Action, plays: list[CardPlay]) -> list[CardPlay]:
    """The plays left once those by which a minion who may not block would attempt to."""
    return [
        p
        for p in plays
        if not any(isinstance(e, AttemptBlock) and not e.anarch for e in p.effects or ())
        or may_be_made_to_block(state, action, p.minion)
    ]


def _barred(state: GameState, minion: CardInPlay) -> bool:
    """A card played on this action says he cannot block it (or attempt again)."""
    return modified(state, "cannot_block", minion) > 0


def _block_costs(state: GameState, minion: CardInPlay) -> tuple[int, int]:
    """What an attempt to block costs him: (blood, blood or life)."""
    return modified(state, "block_cost", minion), modified(state, "block_cost_life", minion)


def _can_pay_to_block(state: GameState, minion: CardInPlay) -> bool:
    return _can_pay(minion, *_block_costs(state, minion))


def _can_pay(minion: CardInPlay, blood: int, either: int) -> bool:
    """Where the Veil Thins: a blood cost to attempt to block, which allies cannot burn;
    Unthinkable Humiliation: "blood or life", which they can (not their last life)."""
    if minion.is_vampire:
        return minion.blood >= blood + either
    return blood <= 0 and (either <= 0 or minion.blood > either)


def _pay_to_block(state: GameState, minion: CardInPlay, blood: int, either: int) -> None:
    cost = blood + either
    if cost > 0:
        lose_blood(state, minion, cost)
        what = "blood or life" if either else "blood"
        state.log_line(f"{minion.name} burns {cost} {what} to attempt to block", "6.2.2")


def _pay_or_withdraw(state: GameState, action: Action, paid: tuple[int, int]) -> Ask:
    """A cost to attempt to block set while he attempts (Where the Veil Thins [OBL] played
    during his attempt): he pays it or withdraws the attempt, paying nothing (G00088, LSJ
    20031121-2); one who cannot pay it (an ally, for blood) withdraws. Returns what he has paid
    now, or None when he withdrew."""
    blocker = action.blocker
    assert blocker is not None
    owed = _block_costs(state, blocker)
    blood, either = owed[0] - paid[0], owed[1] - paid[1]
    if blood <= 0 and either <= 0:
        return paid
    seat = blocker.controller
    what = f"{blood + either} {'blood or life' if either > 0 else 'blood'}"
    withdraw = Option("withdraw", f"{blocker.name} withdraws the block attempt")
    if _can_pay(blocker, max(blood, 0), max(either, 0)):
        options = [Option("pay", f"{blocker.name} burns {what} to keep attempting"), withdraw]
        choice = yield from ask(
            seat,
            "block-cost",
            "6.2.2",
            f"Attempting to block now costs {what}: pay or withdraw?",
            options,
            action.context(),
        )
        if choice.key == "pay":
            _pay_to_block(state, blocker, max(blood, 0), max(either, 0))
            return owed
    state.log_line(f"{blocker.name} withdraws the block attempt", "6.2.2", seat)
    return None


def _may_try_again(state: GameState, action: Action, minion: CardInPlay) -> bool:
    """6.2.2.1: another attempt "with the same or a different minion"; the same one only when
    it could now turn out differently (his intercept meets the stealth, or an intercept card
    he could play): a pointless repeat is not offered."""
    return _intercept(state, action, minion) >= action.stealth or bool(
        reaction_plays(state, action, minion.controller, INTERCEPT, [minion])
    )


def _stealth_choice(state: GameState, action: Action, intercept: int, by: str = "") -> Ask:
    """6.2.2.2: the acting Methuselah, being blocked, may add stealth: the card or ability she
    chooses, or None when she lets the block stand (or has nothing to add)."""
    options = options_for(modifier_plays(state, action, STEALTH), action)
    options.extend(ability_options(state, action.seat, STEALTH, action))
    options.extend(stealth_abilities(state, action))
    options.extend(fail_block_options(state, action))
    if not options:
        return None
    options.append(Option("pass", "Let the block stand"))
    choice = yield from ask(
        action.seat,
        "stealth",
        "6.2.2.2",
        f"{action.actor.name} is being blocked{by} (stealth {action.stealth} vs intercept "
        f"{intercept}): add stealth?",
        options,
        action.context(),
    )
    return None if choice.key == "pass" else choice


def _stealth_contest(state: GameState, action: Action, paid: tuple[int, int]) -> Ask:
    """6.2.2.2: blocked when intercept >= stealth; each side adds only when needed. ``paid``:
    what the blocker paid to attempt (a cost set meanwhile is his to pay, or he withdraws)."""
    assert action.blocker is not None
    blocker_seat = action.blocker.controller
    while True:
        if action.intercept >= action.stealth:
            choice = yield from _stealth_choice(state, action, action.intercept)
            if choice is None:
                choice = yield from helping_choice(state, action, STEALTH)
            if choice is None:
                return True
            if choice.key in ("burn-for-stealth", "burn-for-intercept"):
                use_stealth_ability(state, action, choice)
                continue
            if choice.key == FAIL_BLOCK:
                fail_block(state, action, choice)
                return False  # the attempt fails (rules/corruption.py)
        else:
            # The blocker's intercept cards, and his fellows' cards giving him intercept.
            minions = [action.blocker] + [
                m for m in state.players[blocker_seat].ready if m is not action.blocker
            ]
            options = options_for(
                reaction_plays(state, action, blocker_seat, INTERCEPT, minions), action
            ) + blood_intercept_options(state, action.blocker)
            options.extend(ability_options(state, blocker_seat, INTERCEPT, action))
            options += intercept_abilities(state, action, action.blocker)  # cards on him
            choice = None
            if options:
                options.append(Option("pass", "Give up this block attempt"))
                choice = yield from ask(
                    blocker_seat,
                    "intercept",
                    "6.2.2.2",
                    f"{action.blocker.name} needs more intercept (intercept {action.intercept} "
                    f"vs stealth {action.stealth}): add intercept?",
                    options,
                    action.context(),
                )
            if choice is None or choice.key == "pass":
                choice = yield from helping_choice(state, action, INTERCEPT)
            if choice is None:
                return False
            if isinstance(choice.data, Modifier):
                use_blood_intercept(state, action, choice.data)  # a reaction's ability
                continue
            if choice.key == INTERCEPT_ABILITY:
                use_intercept_ability(state, action, choice)
                continue
        yield from play_in_action(state, action, choice)
        if action.ended or _barred(state, action.blocker):
            return False  # "that attempt fails", or the action itself is canceled
        paid = yield from _pay_or_withdraw(state, action, paid)
        if paid is None:
            return False  # he withdrew: the attempt fails
