"""Provides the carrying out of card effects: one procedure per word of the vocabulary that
changes the table (adding blood, locking, putting a card on a minion...), all through the
mutation API of zones.py.

Numbers an action or a combat adds up (bleed, stealth, intercept, strikes...) are read by the
procedure of that step instead (blocks.py, fight.py); what the vocabulary cannot say is a named
handler (referendums.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..cards.vocabulary import (
    AddBlood,
    BlockCost,
    BurnBlood,
    CannotBlock,
    DamageAfterResolution,
    Effect,
    EndAction,
    EndIfBlocked,
    FailBlock,
    GainPool,
    Lock,
    LockSelf,
    NoUnlock,
    OncePerTurn,
    PutOnSelf,
    ReduceIntercept,
    UnlockSelf,
)
from .actions import action_done
from .damage import inflict_damage
from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, add_modifier, attach, gain_pool, lock, lose_blood, unlock


@dataclass(slots=True)
class Played:
    """A card being resolved: who plays it, with which minion, at which level, in what step."""

    state: GameState
    seat: int
    card: CardInPlay
    minion: CardInPlay | None = None
    level: str = ""
    action: Any = None  # the action in progress (actions.Action), if any
    section: str = "1.6.1"
    target: CardInPlay | None = None  # chosen with the card (a master card's option)


def apply_effects(played: Played, effects: Iterable[Effect]) -> Ask:
    """Carry out each effect in order; words with no procedure here are read elsewhere."""
    for effect in effects:
        procedure = _PROCEDURES.get(type(effect))
        if procedure is not None:
            yield from procedure(played, effect)


def _add_blood(played: Played, effect: AddBlood) -> Ask:
    state = played.state
    vampire = played.target
    if vampire is None:
        found = targets(played, effect.to)
        if not found:
            state.log_line(f"{played.card.name}: no vampire to add blood to", played.section)
            return
        options = [
            Option("target", f"Add {effect.amount} blood to {c.name}", target=c.uid) for c in found
        ]
        choice = yield from ask(
            played.seat, "target", played.section, "Add blood to whom?", options
        )
        vampire = state.cards[choice.target]
    gained = add_blood(state, vampire, effect.amount)
    state.log_line(f"{vampire.name} gains {gained} blood", played.section, played.seat)


def targets(played: Played, to: str) -> list[CardInPlay]:
    """The cards a "target" word of the vocabulary names, for the card being played."""
    state = played.state
    seat = played.seat
    if to == "younger_uncontrolled":
        assert played.minion is not None
        return [
            c
            for c in state.players[seat].uncontrolled
            if c.card.is_vampire and c.capacity < played.minion.capacity
        ]
    if to == "ready_vampire":
        return [v for p in state.players for v in p.ready if v.is_vampire and v.blood < v.capacity]
    if to == "own_ready_vampire":
        return [v for v in state.players[seat].ready if v.is_vampire]
    if to == "own_vampire":
        return [v for v in state.players[seat].controlled if v.is_vampire]
    if to == "minion":
        return [m for p in state.players for m in p.ready if not m.locked]
    if to == "self" and played.minion is not None:
        return [played.minion]
    return []


def _lock(played: Played, effect: Lock) -> Ask:
    minion = played.target
    if minion is None:
        found = targets(played, effect.target)
        if not found:
            return
        options = [Option("target", f"Lock {m.name}", target=m.uid) for m in found]
        choice = yield from ask(played.seat, "target", played.section, "Lock whom?", options)
        minion = played.state.cards[choice.target]
    lock(played.state, minion)
    played.state.log_line(f"{minion.name} is locked", played.section, played.seat)


def _put_on_self(played: Played, effect: PutOnSelf) -> Ask:
    assert played.minion is not None
    attach(played.state, played.card, played.minion)
    return
    yield


def _lock_self(played: Played, effect: LockSelf) -> Ask:
    assert played.minion is not None
    lock(played.state, played.minion)
    return
    yield


def _unlock_self(played: Played, effect: UnlockSelf) -> Ask:
    assert played.minion is not None
    if unlock(played.state, played.minion):
        played.state.log_line(f"{played.minion.name} unlocks", played.section, played.seat)
    return
    yield


def _gain_pool(played: Played, effect: GainPool) -> Ask:
    gain_pool(played.state, played.seat, effect.amount)
    player = played.state.players[played.seat]
    played.state.log_line(f"{player.name} gains {effect.amount} pool", played.section, played.seat)
    return
    yield


# -- the course of an action (6.2): blocks and unlocking barred, intercept reduced ----------------


def _burn_blood(played: Played, effect: BurnBlood) -> Ask:
    assert played.minion is not None
    burned = lose_blood(played.state, played.minion, effect.amount)
    played.state.log_line(f"{played.minion.name} burns {burned} blood", played.section, played.seat)
    return
    yield


def _reduce_intercept(played: Played, effect: ReduceIntercept) -> Ask:
    """-N intercept until the action ends (6.2.2.2), the attempt in progress included."""
    state = played.state
    action = played.action
    if effect.who == "blocker":
        minions = [action.blocker] if action.blocker is not None else []
    else:
        assert played.minion is not None
        age = played.minion.capacity  # a younger vampire has a lower capacity
        minions = [
            m
            for m in state.all_minions()
            if m.region is Region.READY and (m.is_ally or (m.is_vampire and m.capacity < age))
        ]
    for minion in minions:
        add_modifier(
            state,
            Modifier(
                "intercept", -effect.amount, "action", card=minion.uid, source=played.card.uid
            ),
        )
        if minion is action.blocker:
            action.intercept -= effect.amount
        state.log_line(
            f"{minion.name} gets -{effect.amount} intercept", played.section, played.seat
        )
    return
    yield


def _fail_block(played: Played, effect: FailBlock) -> Ask:
    """The attempt in progress fails (blocks.py reads it) and the minion cannot try again."""
    blocker = played.action.blocker
    if blocker is not None:
        bar_from_blocking(played, blocker)
    return
    yield


def bar_from_blocking(played: Played, minion: CardInPlay) -> None:
    """The minion cannot block (or go on attempting to block) this action."""
    add_modifier(
        played.state,
        Modifier("cannot_block", 1, "action", card=minion.uid, source=played.card.uid),
    )
    played.state.log_line(f"{minion.name} cannot block this action", played.section, played.seat)


def _cannot_block(played: Played, effect: CannotBlock) -> Ask:
    state = played.state
    actor = played.action.actor
    vampires = [
        v
        for p in state.players
        if p.seat != played.action.seat and not p.ousted
        for v in p.ready
        if v.is_vampire and not v.face_down
    ]
    if effect.choose == "vampires":
        for vampire in vampires:
            bar_from_blocking(played, vampire)
        return
    if effect.choose == "younger":
        vampires = [v for v in vampires if v.capacity < actor.capacity]
    elif effect.choose == "locked":
        vampires = [v for v in vampires if v.locked]
    if not vampires:
        state.log_line(f"{played.card.name}: no vampire to choose", played.section, played.seat)
        return
    options = [Option("target", f"{v.name} cannot block", target=v.uid) for v in vampires]
    choice = yield from ask(
        played.seat, "target", played.section, "Which vampire cannot block?", options
    )
    bar_from_blocking(played, state.cards[choice.target])


def _no_unlock(played: Played, effect: NoUnlock) -> Ask:
    add_modifier(played.state, Modifier("no_unlock", 1, "action", source=played.card.uid))
    played.state.log_line("Minions cannot unlock during this action", played.section, played.seat)
    return
    yield


def _end_action(played: Played, effect: EndAction) -> Ask:
    """The blocked action ends before block resolution (resolve.py: no combat)."""
    action = played.action
    action.ended = True
    if effect.not_again:
        action.actor.acted.add(action_done(action))
    played.state.log_line(f"{action.label}: the action ends", played.section, played.seat)
    return
    yield


def _end_if_blocked(played: Played, effect: EndIfBlocked) -> Ask:
    played.action.end_if_blocked = True  # windows.blocked_window carries it out
    return
    yield


def _damage_after_resolution(played: Played, effect: DamageAfterResolution) -> Ask:
    """Kept until the action has resolved (resolve.py runs it then), then inflicted."""
    action = played.action
    if not action.outcome:
        action.pending.append((played, effect))
        return
    minion = played.minion
    assert minion is not None
    if minion.region in (Region.READY, Region.TORPOR):
        damage = f"{effect.normal} damage" if effect.normal else ""
        if effect.aggravated:
            damage = f"{effect.aggravated} aggravated damage"
        played.state.log_line(
            f"{minion.name} takes {damage} ({played.card.name})", played.section, played.seat
        )
        inflict_damage(played.state, minion, effect.normal, effect.aggravated)
    return
    yield


def once_per_turn_key(played_card: CardInPlay) -> str:
    """What a minion remembers this turn of a card he may play only once each turn."""
    return f"played {played_card.card.name}"


def _once_per_turn(played: Played, effect: OncePerTurn) -> Ask:
    assert played.minion is not None
    played.minion.acted.add(once_per_turn_key(played.card))
    return
    yield


def _block_cost(played: Played, effect: BlockCost) -> Ask:
    """Each minion who could block and lacks the Discipline must pay to attempt it (blocks.py)."""
    state = played.state
    for player in state.players:
        if player.seat == played.action.seat or player.ousted:
            continue
        for minion in player.ready:
            if effect.unless and minion.discipline(effect.unless):
                continue
            add_modifier(
                state,
                Modifier(
                    "block_cost", effect.blood, "action", card=minion.uid, source=played.card.uid
                ),
            )
    state.log_line(
        f"Minions without [{effect.unless}] must burn {effect.blood} blood to attempt to block",
        played.section,
        played.seat,
    )
    return
    yield


_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    AddBlood: _add_blood,
    Lock: _lock,
    PutOnSelf: _put_on_self,
    LockSelf: _lock_self,
    UnlockSelf: _unlock_self,
    GainPool: _gain_pool,
    BurnBlood: _burn_blood,
    ReduceIntercept: _reduce_intercept,
    FailBlock: _fail_block,
    CannotBlock: _cannot_block,
    NoUnlock: _no_unlock,
    EndAction: _end_action,
    EndIfBlocked: _end_if_blocked,
    DamageAfterResolution: _damage_after_resolution,
    OncePerTurn: _once_per_turn,
    BlockCost: _block_cost,
}
