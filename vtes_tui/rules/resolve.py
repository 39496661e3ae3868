"""Provides the course of one action (6.2): its announcement and its resolution (6.2.1, 6.2.3)."""

from __future__ import annotations

from ..cards.action_words import BleedAction
from ..cards.clauses import REPLACE_AFTER_ACTION
from ..cards.vocabulary import Life
from .action_cards import carry_out, recruited
from .action_handlers import discard_from_hand
from .actions import DEFAULT_STEALTH, Action, rescue_cost, spend_next_action_stealth
from .apply import Played, apply_effects
from .block_resolution import after_block_resolution, before_block_resolution
from .blocks import block_attempts
from .cancels import minion_cancel_window
from .card_actions import KINDS, resolve_card_action
from .cardplay import finish_card, judge, pay_cost, play_from_hand, release_unreplaced
from .cards_in_play import (
    ADD_COUNTER,
    ENTER_COMBAT,
    SHUFFLE_CARD,
    bleed_against,
    note_action,
    resolve_in_play_action,
)
from .combat_after import continues_unblocked
from .contests import enter_play
from .dabbler import disciplines_rewards
from .effects import effects_at, first, in_play_effects, of_type
from .events import ActionAnnounced, ActionBlocked, ActionEnded, ActionSucceeded
from .imbued import BURN_INCAPACITATED, POWER, burn_incapacitated, power_gained
from .imbued_abilities import blocker_gains_conviction, pay_blood_or_life, target_blood_cost
from .imbued_cards import BURN_BLEED, RETRY, burn_spent, cancel_as_announced
from .imbued_masters import after_imbued_success
from .imbued_powers import POWER_ACTION, announce_power, power_action_succeeds
from .lasting import bleed_later, edge_barred, lingering_bleed
from .library_five_effects import action_intercept
from .more_table_effects import after_own_bleed, capped_pool
from .permanents import bleed_amount, hunt_bonus
from .prompts import Ask, Option, ask
from .reactions import after_resolution, before_resolution
from .red_list import HUNT, hunt_succeeds, trophies_after_action
from .red_list_cards import bar_target
from .slaves import fighter
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY
from .vampire_actions import ability_action_succeeds, announce_ability
from .vampire_five import pay_bleed_surcharge
from .vampire_steps import after_success, directed_cost, political_surcharge
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
    """6.2: the whole course of one action, from its announcement to its resolution. Returns
    whether it was taken (not when its card was canceled as it was played)."""
    action = yield from announce(state, seat, choice)
    if action is None:
        return False  # its card was canceled as it was played: no action (Direct Intervention)
    # 6.2.1: "as the action is announced" cards come before any block attempt.
    yield from announce_window(state, action)
    blocked = yield from _blocks(state, action)
    while blocked:
        action.outcome = "blocked"
        emit(state, ActionBlocked(action))
        if action.ended:
            _end_unresolved(state, action)
            break
        before_resolution(state, action)
        if (yield from before_block_resolution(state, action)):
            _end_unresolved(state, action)  # ended unsuccessful: the card is burned
            break
        yield from resolve_blocked(state, action)
        yield from after_block_resolution(state, action)
        if not (yield from continues_unblocked(state, action)):
            break
        blocked = yield from _blocks(state, action)
    if not blocked and action.actor.region not in (Region.READY, Region.TORPOR):
        # The acting minion left play before resolution (burned by Archon Investigation...):
        # the action ends, not successful; its card goes to the ash heap.
        action.outcome = "ended"
        state.log_line(f"{action.actor.name}'s action ends unresolved", "6.2.3", seat)
        if action.card is not None:
            finish_card(state, action.card)
    elif not blocked and (action.outcome or action.ended):
        # Spying Mission: the bleed is unsuccessful instead; The Kiss of Ra: canceled.
        _end_unresolved(state, action)
    elif not blocked:
        _lock_failed_blockers(state, action)
        action.outcome = "successful"
        emit(state, ActionSucceeded(action))
        before_resolution(state, action)
        yield from resolve_success(state, action)
        # 6.2.3: "after a successful action" abilities follow its effects (the bleed burns
        # pool and moves the Edge first: the pool gained comes after the Edge, LSJ 20100210-2).
        yield from after_success(state, action)
    if action.outcome != "canceled":
        for played, effect in action.pending:
            yield from apply_effects(played, (effect,))  # "after action resolution"
    check_ousts(state)
    if not state.players[seat].ousted and not action.ended:
        yield from after_resolution_window(state, action)
    after_resolution(state, action)
    yield from blocker_gains_conviction(state, action)  # at the end of the action
    yield from after_imbued_success(state, action)
    yield from disciplines_rewards(state, action)  # Dabbler
    yield from trophies_after_action(state, action)  # 11: a Red List target burned
    emit(state, ActionEnded(action))
    release_unreplaced(state, REPLACE_AFTER_ACTION)
    return True


def _end_unresolved(state: GameState, action: Action) -> None:
    """The action ended when blocked, before block resolution (Change of Target, Mirror
    Walk), or was made unsuccessful (Spying Mission): no combat, no cost paid, its card
    burned as for a blocked action (6.2.3)."""
    if action.card is not None and action.card.region is Region.PLAYING:
        move(state, action.card, Region.ASH_HEAP)
    state.log_line(f"{action.actor.name}'s action ends unsuccessfully", "6.2.3", action.seat)


def _blocks(state: GameState, action: Action) -> Ask:
    """6.2.2: block attempts, and cards played once blocks are declined (which may let the
    Methuselahs try again); True when the action is blocked."""
    while not action.ended:
        blocked = yield from block_attempts(state, action)
        if blocked or action.ended or not (yield from after_blocks_window(state, action)):
            return blocked
    return False


def _lock_failed_blockers(state: GameState, action: Action) -> None:
    """Faceless Night: minions who attempted to block and failed lock before resolution; not
    those who had failed before it was played (rulings ANK 20190509), and still those who
    failed before the bleed was redirected (ANK 20171017)."""
    for uid in sorted(action.to_lock):
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
    if action.target is not None:
        action.target_region = action.target.region
    if kind == BURN_BLEED:
        action.burns = state.cards[choice.data]  # burned if the bleed succeeds
    if kind == "bleed" or "bleed" in numbers:
        action.is_bleed = True
        target = choice.target_seat
        action.bleed = int(numbers.get("bleed", bleed_amount(state, actor, target)))
        actor.bled_this_turn = True
    if card is not None:
        action.effects = effects_at(card.card, level) if kind == "card" else None
        play_from_hand(state, card, level)
        if (yield from minion_cancel_window(state, seat, card)):
            # 1.6.1.1: canceled as it is played: its cost unpaid, the minion does not lock.
            actor.bled_this_turn = False
            finish_card(state, card)
            return None
        actor.used.add(card.card.id)
    if kind == "political":
        actor.political_this_turn = True
    if kind == ABILITY:
        action.effects = announce_ability(actor, choice.data)
    if kind == POWER_ACTION:
        action.effects = announce_power(state, choice)  # imbued appendix 3: taps the power
    canceled = yield from cancel_as_announced(state, seat, action)
    if canceled:
        # Canceled as announced, no cost paid, the acting minion does not lock; after React
        # with Conviction he may try the same action again (rulings LSJ 20060425), after
        # Determine not with the same action card this turn.
        actor.bled_this_turn = False
        if card is not None:
            if canceled == RETRY:
                actor.used.discard(card.card.id)
            finish_card(state, card)
        return None
    note_action(actor, choice)
    directed = card is not None and card.card.clauses.level(level).directed
    if kind == "card" and action.effects is None and directed:
        if action.target_seat is None:
            action.target_seat = yield from _choose_target_seat(state, seat, action)
    action.directed = action.target_seat is not None and action.target_seat != seat
    # Veil the Legions [OBF], Tangle Atropos' Hand [TEM]: the +1 stealth (in the option's
    # numbers) is spent.
    spend_next_action_stealth(state, actor)
    lock(state, actor)
    state.log_line(f"{state.players[seat].name}: {choice.label}", "6.2.1", seat)
    emit(state, ActionAnnounced(action))
    bar_target(state, action)  # the Red List card: the target may not block it (11)
    if action.effects:
        action_intercept(state, action)  # Fiendish Tongue: "during this action"
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
    acting = yield from fighter(state, action)  # 11: a slave may take the combat
    yield from combat(state, acting, action.blocker, action, offered=True)


def resolve_success(state: GameState, action: Action) -> Ask:
    """6.2.3: the action succeeds: pay its cost, then its effects take place."""
    from .torpor import diablerie

    seat = action.seat
    actor = action.actor
    card = action.card
    state.log_line(f"{actor.name}'s action succeeds", "6.2.3", seat)
    if card is not None and action.kind not in ("equip-from",):
        pay_cost(state, seat, actor, card.card, action.level)
    if action.directed and action.target_seat != seat and directed_cost(action.target):
        lose_pool(state, seat, directed_cost(action.target))
        state.log_line(f"{state.players[seat].name} burns 1 pool ({action.target.name})", "6.2.3")
        check_ousts(state)
    toll = target_blood_cost(state, action.target)
    if action.directed and action.target_seat != seat and toll:
        pay_blood_or_life(state, actor, toll)  # François
    kind = action.kind
    if kind == ABILITY:
        yield from ability_action_succeeds(state, action)
    if action.burns is not None:
        burn_spent(state, action)  # its cost: rulings, not burned if blocked or canceled
    if action.is_bleed:
        pay_bleed_surcharge(state, action)  # Tryphosa: as it succeeds
        yield from _resolve_bleed(state, action)
    elif kind == "hunt":
        gained = add_blood(state, actor, 1 + hunt_bonus(state, actor))
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
        yield from recruited(state, action, _life(card))
    elif kind == "political":
        from .politics import referendum

        extra = political_surcharge(state, actor)
        if extra:
            lose_blood(state, actor, extra)
            state.log_line(f"{actor.name} burns {extra} more blood for it", "6.2.3", seat)
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
    elif kind in (ADD_COUNTER, SHUFFLE_CARD, ENTER_COMBAT):
        assert action.target is not None
        yield from resolve_in_play_action(state, seat, kind, actor, action.target, action)
    elif kind in KINDS.values():
        yield from resolve_card_action(state, action)
    elif kind == POWER:
        power_gained(state, actor, card)
    elif kind == POWER_ACTION:
        yield from power_action_succeeds(state, action)
    elif kind == BURN_INCAPACITATED:
        yield from burn_incapacitated(state, actor, action.target)
    elif kind == HUNT:
        yield from hunt_succeeds(state, action)
    if card is not None and kind in ("equip", "employ", "recruit"):
        # What the card does as it enters play (the play words of an ally, a retainer...).
        played = Played(state, seat, card, actor, action.level, action, "6.1.6")
        yield from carry_out(played, effects_at(card.card, action.level) or ())
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
    action.bleed += bleed_later(state, action) + lingering_bleed(state, action)
    # Cards the target controls may change a bleed against her (Aranthebes).
    amount = max(action.bleed + bleed_against(state, action.actor, target), 0)
    most = [b.most for b in of_type(action.effects or (), BleedAction) if b.most]
    if most:
        # Night Moves: "If more than 1 pool is bled with this action, ignore the excess".
        amount = min(amount, *most)
    burned = lose_pool(state, target, capped_pool(state, target, amount))
    after_own_bleed(state, action.seat, amount)
    state.players[action.seat].pool_bled += burned
    state.log_line(
        f"{state.players[target].name} burns {burned} pool from {action.actor.name}'s bleed",
        "6.1.1",
        action.seat,
    )
    if amount >= 1 and state.edge != action.seat and edge_barred(state, action.seat):
        set_edge(state, None)  # Leverage: the Edge she would gain is burned instead
    elif amount >= 1 and state.edge != action.seat:
        set_edge(state, action.seat)
        state.log_line(f"{state.players[action.seat].name} takes the Edge", "6.1.1", action.seat)
    bleeds = list(of_type(action.effects or (), BleedAction))
    gained = sum(b.gain_pool for b in bleeds)
    if gained and burned >= 1:
        gain_pool(state, action.seat, gained)
        state.log_line(
            f"{state.players[action.seat].name} gains {gained} pool", "6.1.1", action.seat
        )
    discards = sum(b.discards for b in bleeds)
    if discards and burned >= 1:
        yield from discard_from_hand(state, target, target, discards, "6.1.1")
    if action.effects is None and action.card is not None:
        yield from judge(state, action.seat, action.card, action)
    elif action.card is not None and (
        burned >= 1 or not action.card.card.clauses.level(action.level).for_one_or_more
    ):
        # The card's other words: what it does "if the bleed is successful (for 1 or more)".
        played = Played(
            state, action.seat, action.card, action.actor, action.level, action, "6.1.1"
        )
        yield from apply_effects(played, action.effects)
        yield from carry_out(played, action.effects)


def _rescue(state: GameState, action: Action) -> Ask:
    """6.5.3: 2 blood (or what abilities make it), paid as announced by the acting vampire,
    the rescued one, or split."""
    victim = action.target
    actor = action.actor
    from_actor = min(action.blood_cost, actor.blood)
    lose_blood(state, actor, from_actor)
    lose_blood(state, victim, rescue_cost(actor, victim) - from_actor)
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
    played = Played(
        state, action.seat, card, action.actor, action.level, action, "6.1.6", action.target
    )
    yield from apply_effects(played, action.effects)
    yield from carry_out(played, action.effects)
