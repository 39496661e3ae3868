"""Provides block attempts and the modifiers and reactions played around them (6.2, 6.2.2)."""

from __future__ import annotations

from .actions import Action
from .cards_in_play import INTERCEPT_ABILITY, intercept_abilities, use_intercept_ability
from .permanents import intercept_of, may_react
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState
from .windows import (
    INTERCEPT,
    STEALTH,
    WAKE,
    can_block,
    modifier_plays,
    options_for,
    play_in_action,
    reaction_plays,
)
from .zones import lock

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
    "against vampires")."""
    kinds = ("", "directed" if action.directed else "undirected")
    return (*kinds, "vampire") if action.actor.is_vampire else kinds


def _intercept(state: GameState, action: Action, minion: CardInPlay) -> int:
    return intercept_of(state, minion, action_kinds(action))


def block_attempts(state: GameState, action: Action) -> Ask:
    """6.2.2: each eligible Methuselah in turn may attempt blocks until she declines (final).

    Before deciding, she may wake a locked minion with a card usable by a locked minion.
    """
    for seat in blocking_seats(state, action):
        while True:
            candidates = [
                m
                for m in state.players[seat].ready
                if can_block(m, action)
                and may_react(state, m)
                and (m.uid not in action.failed_blockers or _may_try_again(state, action, m))
            ]
            sleepers = [m for m in state.players[seat].ready if not can_block(m, action)]
            wakes = options_for(reaction_plays(state, action, seat, WAKE, sleepers), action)
            if not candidates and not wakes:
                break
            options = [Option("decline", "Do not block (final)")]
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
                state.log_line(f"{state.players[seat].name} declines to block", "6.2.2", seat)
                break
            if choice.key == "play":
                yield from play_in_action(state, action, choice)
                continue
            blocker = state.cards[choice.actor]
            action.blocker = blocker
            action.intercept = _intercept(state, action, blocker)
            state.log_line(f"{blocker.name} attempts to block", "6.2.2", seat)
            if (yield from _stealth_contest(state, action)):
                lock(state, blocker)
                state.log_line(f"{action.actor.name} is blocked by {blocker.name}", "6.2.2", seat)
                return True
            action.failed_blockers.add(blocker.uid)
            action.blocker = None
            action.intercept = 0
            state.log_line(f"{blocker.name}'s block attempt fails", "6.2.2", seat)
    return False


def _may_try_again(state: GameState, action: Action, minion: CardInPlay) -> bool:
    """6.2.2.1: another attempt "with the same or a different minion"; the same one only when
    it could now turn out differently (his intercept meets the stealth, or an intercept card
    he could play): a pointless repeat is not offered."""
    return _intercept(state, action, minion) >= action.stealth or bool(
        reaction_plays(state, action, minion.controller, INTERCEPT, [minion])
    )


def _stealth_contest(state: GameState, action: Action) -> Ask:
    """6.2.2.2: blocked when intercept >= stealth; each side adds only when needed."""
    assert action.blocker is not None
    blocker_seat = action.blocker.controller
    while True:
        if action.intercept >= action.stealth:
            options = options_for(modifier_plays(state, action, STEALTH), action)
            if not options:
                return True
            options.append(Option("pass", "Let the block stand"))
            choice = yield from ask(
                action.seat,
                "stealth",
                "6.2.2.2",
                f"{action.actor.name} is being blocked (stealth {action.stealth} vs intercept "
                f"{action.intercept}): add stealth?",
                options,
                action.context(),
            )
            if choice.key == "pass":
                return True
        else:
            options = options_for(
                reaction_plays(state, action, blocker_seat, INTERCEPT, [action.blocker]), action
            )
            options += intercept_abilities(state, action, action.blocker)  # cards in play
            if not options:
                return False
            options.append(Option("pass", "Give up this block attempt"))
            choice = yield from ask(
                blocker_seat,
                "intercept",
                "6.2.2.2",
                f"{action.blocker.name} needs more intercept (intercept {action.intercept} vs "
                f"stealth {action.stealth}): add intercept?",
                options,
                action.context(),
            )
            if choice.key == "pass":
                return False
            if choice.key == INTERCEPT_ABILITY:
                use_intercept_ability(state, action, choice)
                continue
        yield from play_in_action(state, action, choice)
