"""Provides block attempts and the modifiers and reactions played around them (6.2, 6.2.2)."""

from __future__ import annotations

from .actions import Action
from .cardplay import (
    cost_words,
    finish_card,
    judge,
    pay_cost,
    play_from_hand,
    playable_levels,
    spec_for,
)
from .permanents import bonus
from .phases import master_playable
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .victory import check_ousts

# -- 6.2.2 block attempts -------------------------------------------------------------------------


def blocking_seats(state: GameState, action: Action) -> list[int]:
    """6.2.2.1: directed actions are blocked by the target; undirected by prey, then predator."""
    seat = action.seat
    if action.directed:
        return [action.target_seat]
    prey, predator = state.prey(seat), state.predator(seat)
    return [s for s in dict.fromkeys((prey, predator)) if s != seat]


def can_block(minion: CardInPlay) -> bool:
    return not minion.locked and not minion.face_down and minion.region is Region.READY


def intercept_of(minion: CardInPlay) -> int:
    """6.2.2.2: default 0, plus what cards in play give the minion."""
    return bonus(minion, "intercept")


def block_attempts(state: GameState, action: Action) -> Ask:
    """6.2.2: each eligible Methuselah in turn may attempt blocks until she declines (final)."""
    for seat in blocking_seats(state, action):
        while True:
            candidates = [
                m
                for m in state.players[seat].ready
                if can_block(m)
                and (m.uid not in action.failed_blockers or _may_try_again(state, action, m))
            ]
            if not candidates:
                break
            options = [Option("decline", "Do not block (final)")]
            for m in candidates:
                intercept = intercept_of(m)
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
            blocker = state.cards[choice.actor]
            action.blocker = blocker
            action.intercept = intercept_of(blocker)
            state.log_line(f"{blocker.name} attempts to block", "6.2.2", seat)
            if (yield from _stealth_contest(state, action)):
                blocker.locked = True
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
    return intercept_of(minion) >= action.stealth or bool(_intercept_cards(state, action, minion))


def _stealth_contest(state: GameState, action: Action) -> Ask:
    """6.2.2.2: blocked when intercept >= stealth; each side adds only when needed."""
    assert action.blocker is not None
    blocker_seat = action.blocker.controller
    while True:
        if action.intercept >= action.stealth:
            options = stealth_options(state, action)
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
            options = intercept_options(state, action)
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
        yield from play_in_action(state, action, choice)


# -- cards played during an action: modifiers and reactions (6.2) --------------------------------


def _modifier_cards(state: GameState, action: Action) -> list[tuple[CardInPlay, str, dict | None]]:
    """Action modifiers the acting minion may play now: (card, level, automated words)."""
    actor = action.actor
    out = []
    for card in state.players[action.seat].hand:
        if "Action Modifier" not in card.card.types:
            continue
        if (actor.uid, card.card.id) in action.played:
            continue  # 1.6.3: the same minion cannot play the same modifier twice in an action
        for level in playable_levels(state, actor, card.card):
            spec = spec_for(card.card, "modifier", level)
            if spec is not None:
                during = spec.get("during")
                if during == "bleed" and not action.is_bleed:
                    continue
                if during == "polling":
                    continue
                if spec.get("limited") and action.limited_played:
                    continue
            out.append((card, level, spec))
    return out


def _reaction_cards(
    state: GameState, action: Action, seat: int, minions: list[CardInPlay]
) -> list[tuple[CardInPlay, CardInPlay, str, dict | None]]:
    """Reactions the given minions of ``seat`` may play now: (card, minion, level, words)."""
    out = []
    for card in state.players[seat].hand:
        if "Reaction" not in card.card.types:
            continue
        for minion in minions:
            if (minion.uid, card.card.id) in action.played:
                continue
            for level in playable_levels(state, minion, card.card):
                spec = spec_for(card.card, "reaction", level)
                if spec is not None and spec.get("directed_at_you") and action.target_seat != seat:
                    continue
                out.append((card, minion, level, spec))
    return out


def _play_option(
    card: CardInPlay, minion: CardInPlay, level: str, spec: dict | None, words: str
) -> Option:
    cost = cost_words(card.card)
    tag = f" [{level}]" if level else ""
    by_hand = "" if spec is not None else " (resolve by hand)"
    price = f", {cost}" if cost else ""
    return Option(
        "play",
        f"{minion.name} plays {card.name}{tag}: {words}{price}{by_hand}",
        actor=minion.uid,
        card=card.uid,
        data=(level, spec),
    )


def stealth_options(state: GameState, action: Action) -> list[Option]:
    """6.2.2.2: stealth may be added only while the action is being blocked."""
    out = []
    for card, level, spec in _modifier_cards(state, action):
        if spec is not None and spec.get("stealth"):
            out.append(_play_option(card, action.actor, level, spec, f"+{spec['stealth']} stealth"))
        elif spec is None and card.card.clauses.level(level).stealth:
            out.append(_play_option(card, action.actor, level, spec, "stealth"))
    return out


def intercept_options(state: GameState, action: Action) -> list[Option]:
    """6.2.2.2: intercept may be added only by the blocking minion, when needed."""
    assert action.blocker is not None
    return [
        _play_option(
            card, minion, level, spec, f"+{spec['intercept']} intercept" if spec else "intercept"
        )
        for card, minion, level, spec in _intercept_cards(state, action, action.blocker)
    ]


def _intercept_cards(
    state: GameState, action: Action, blocker: CardInPlay
) -> list[tuple[CardInPlay, CardInPlay, str, dict | None]]:
    """The reactions giving intercept the blocking minion could play now."""
    return [
        (card, minion, level, spec)
        for card, minion, level, spec in _reaction_cards(
            state, action, blocker.controller, [blocker]
        )
        if (spec.get("intercept") if spec is not None else card.card.clauses.level(level).intercept)
    ]


def after_blocks_options(state: GameState, action: Action, seat: int) -> list[Option]:
    """6.2.2: once blocks are declined, modifiers (acting minion) and reactions (others)."""
    out = []
    if seat == action.seat:
        for card, level, spec in _modifier_cards(state, action):
            if spec is None:
                out.append(_play_option(card, action.actor, level, spec, "effect"))
            elif spec.get("bleed"):
                extra = spec.get("clan_bonus", {})
                amount = spec["bleed"] + sum(
                    v for k, v in extra.items() if k in action.actor.card.clans
                )
                out.append(_play_option(card, action.actor, level, spec, f"+{amount} bleed"))
        return out
    reactors = [m for m in state.players[seat].ready if can_block(m)]
    for card, minion, level, spec in _reaction_cards(state, action, seat, reactors):
        if spec is None:
            out.append(_play_option(card, minion, level, spec, "effect"))
        elif spec.get("redirect_bleed") and action.is_bleed and action.target_seat == seat:
            out.append(_play_option(card, minion, level, spec, "redirect the bleed"))
    out.extend(_out_of_turn_masters(state, seat))
    return out


def _out_of_turn_masters(state: GameState, seat: int) -> list[Option]:
    """1.6.2.4: during another Methuselah's turn, one out-of-turn master before your next
    master phase, borrowed from it; requirements and cost as for any master card."""
    player = state.players[seat]
    if seat == state.current or player.oot_master_pending:
        return []
    return [
        Option(
            "out-of-turn", f"Play {card.name} (out-of-turn master, resolve by hand)", card=card.uid
        )
        for card in player.hand
        if card.card.out_of_turn and master_playable(state, seat, card)
    ]


def after_blocks_window(state: GameState, action: Action) -> Ask:
    """1.6.1.5: the acting Methuselah plays first; after anyone plays, she may play again.

    Returns True when the bleed was redirected (blocks are attempted again by the new target).
    """
    order = state.clockwise_from(action.seat)
    index = 0
    while index < len(order):
        seat = order[index]
        options = after_blocks_options(state, action, seat)
        if not options:
            index += 1
            continue
        options.append(Option("pass", "Play nothing more"))
        choice = yield from ask(
            seat,
            "modifier" if seat == action.seat else "reaction",
            "6.2",
            f"{action.label}: blocks declined. Play a card?",
            options,
            action.context(),
        )
        if choice.key == "pass":
            index += 1
            continue
        redirected = yield from play_in_action(state, action, choice)
        if redirected:
            return True
        index = 0
    return False


def play_in_action(state: GameState, action: Action, choice: Option) -> Ask:
    """Play a modifier or reaction during the action and apply its words (or judge by hand).

    Returns True when the card redirected the bleed.
    """
    card = state.cards[choice.card]
    if choice.key == "out-of-turn":
        yield from _play_out_of_turn(state, card)
        return False
    minion = state.cards[choice.actor]
    level, spec = choice.data
    play_from_hand(state, card, level)
    pay_cost(state, minion.controller, minion, card.card)
    action.played.add((minion.uid, card.card.id))
    state.log_line(choice.label, "6.2", minion.controller)
    redirected = False
    if spec is None:
        yield from judge(state, minion.controller, card, action)
    else:
        if spec.get("limited"):
            action.limited_played = True
        action.stealth += int(spec.get("stealth", 0))
        action.intercept += int(spec.get("intercept", 0))
        if spec.get("bleed"):
            extra = spec.get("clan_bonus", {})
            action.bleed += spec["bleed"] + sum(
                v for k, v in extra.items() if k in action.actor.card.clans
            )
        if spec.get("lock_self"):
            minion.locked = True
        if spec.get("redirect_bleed"):
            action.target_seat = yield from _redirect_target(state, action, minion.controller)
            action.failed_blockers.clear()
            redirected = True
    finish_card(state, card)
    check_ousts(state)
    return redirected


def _play_out_of_turn(state: GameState, card: CardInPlay) -> Ask:
    seat = card.owner
    play_from_hand(state, card)
    pay_cost(state, seat, None, card.card)
    state.players[seat].oot_master_pending = True  # 5: one fewer master phase action
    state.log_line(f"{state.players[seat].name} plays {card.name} (out-of-turn)", "1.6.2", seat)
    yield from judge(state, seat, card)
    finish_card(state, card)
    check_ousts(state)


def _redirect_target(state: GameState, action: Action, seat: int) -> Ask:
    options = [
        Option("target", f"Bleed {state.players[s].name} instead", target_seat=s)
        for s in state.clockwise_from(seat)
        if s not in (seat, action.seat)
    ]
    if not options:
        return action.target_seat
    choice = yield from ask(seat, "target", "6.1.1", "Redirect the bleed to whom?", options)
    state.log_line(
        f"The bleed is redirected to {state.players[choice.target_seat].name}", "6.1.1", seat
    )
    return choice.target_seat
