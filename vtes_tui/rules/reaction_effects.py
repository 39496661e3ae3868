"""Provides the procedures of reactions' words (6.2.2): waking a locked minion, blocking at
once, and what a block gives or costs the minion who played the card, left on him as
modifiers that blocks.py, block_resolution.py, reactions.py and phases.py read."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.action_words import NoUnlockDuringAction, Wake
from ..cards.reaction_words import (
    AttemptBlock,
    IfBlocks,
    InterceptForBlood,
    NoUnlock,
    ReduceStealth,
    UnlessBlocks,
)
from ..cards.vocabulary import Effect
from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_modifier, unlock

if TYPE_CHECKING:
    from .apply import Played

# What a reaction leaves on the minion who played it, as modifiers (their stats): what he
# gets if his block succeeds, what he pays unless he blocks (rules/reactions.py reads them),
# and "does not unlock as normal" (rules/phases.py).
IF_BLOCKS_MANEUVERS = "if blocks: optional maneuvers"
IF_BLOCKS_PREVENT = "if blocks: prevent in the first round"
IF_BLOCKS_UNLOCK = "if blocks: unlock after block resolution"
IF_BLOCKS_PRESSES = "if blocks: optional presses"
IF_BLOCKS_EITHER = "if blocks: optional maneuvers or presses"
IF_BLOCKS_NO_LOCK = "if blocks: does not lock for the block"
IF_BLOCKS_ESCAPE = "if blocks: strike: combat ends in the first round"
UNLESS_BLOCKS_BURN = "unless blocks: burn blood"
UNLESS_BLOCKS_LOCK = "unless blocks: lock"
NO_UNLOCK = "does not unlock as normal"
INTERCEPT_FOR_BLOOD = "burn 1 blood for +1 intercept"
INTERCEPT_FOR_BLOOD_ONCE = "once: burn 1 blood for +1 intercept"


def _no_unlock_during_action(played: Played, effect: NoUnlockDuringAction) -> Ask:
    add_modifier(played.state, Modifier("no_unlock", 1, "action", source=played.card.uid))
    played.state.log_line("Minions cannot unlock during this action", played.section, played.seat)
    return
    yield


def _wake(played: Played, effect: Wake) -> Ask:
    """The minion who played the card wakes for this action; or the others the card names,
    chosen by his Methuselah, wake or unlock (Shadow Sentinel: "a locked wraith or zombie
    ally"; Fillip: "a younger locked vampire"; Funeral Wake: "up to two ... allies")."""
    state = played.state
    action = played.action
    assert played.minion is not None and action is not None
    verb = "unlocks" if effect.unlock else "wakes"
    if not effect.others:
        action.awake.add(played.minion.uid)
        state.log_line(f"{played.minion.name} wakes", played.section, played.seat)
        return
    for chosen in range(effect.count):
        found = wake_targets(state, played.minion, effect, action)
        if not found:
            return
        options = [Option("target", f"{m.name} {verb}", target=m.uid) for m in found]
        if chosen:  # "up to two": the second is optional
            options.append(Option("pass", f"No other {verb.removesuffix('s')}"))
        choice = yield from ask(played.seat, "target", played.section, f"Who {verb}?", options)
        if choice.key == "pass":
            return
        woken = state.cards[choice.target]
        if effect.unlock:
            unlock(state, woken)
        else:
            action.awake.add(woken.uid)
        state.log_line(f"{woken.name} {verb}", played.section, played.seat)


def wake_targets(
    state: GameState, minion: CardInPlay, effect: Wake, action: Any
) -> list[CardInPlay]:
    """The locked minions ``minion``'s Methuselah controls whom the card can wake or unlock:
    allies of the kinds it names, or vampires younger than him (1.5.2)."""
    kinds = effect.ally.split(" or ") if effect.ally else []
    return [
        m
        for m in state.players[minion.controller].ready
        if m.locked and m.uid not in action.awake and not m.face_down
        if (m.is_ally and m.card.clauses.creature in kinds)
        or (effect.younger and m.is_vampire and m.capacity < minion.capacity)
    ]


def locked_anarchs(state: GameState, seat: int, action: Any) -> list[CardInPlay]:
    """The locked Anarchs ``seat`` controls who could block once unlocked (6.2.2: and who may
    block this action)."""
    from .blocks import may_be_made_to_block

    return [
        m
        for m in state.players[seat].ready
        if m.sect == "Anarch"
        and m.locked
        and m.uid not in action.awake
        and not m.face_down
        and may_be_made_to_block(state, action, m)
    ]


def _attempt_block(played: Played, effect: AttemptBlock) -> Ask:
    """The block attempt itself is made by the step that asked (blocks.py). A card that
    unlocks another to block (Organized Resistance) does so only before any block attempt."""
    action = played.action
    assert played.minion is not None and action is not None
    blocker = played.minion
    if effect.anarch:
        if action.blocker is not None:
            return
        anarchs = locked_anarchs(played.state, played.seat, action)
        if not anarchs:
            return
        options = [Option("target", f"{m.name} unlocks and blocks", target=m.uid) for m in anarchs]
        choice = yield from ask(
            played.seat, "target", played.section, "Which Anarch unlocks to block?", options
        )
        blocker = played.state.cards[choice.target]
        unlock(played.state, blocker)
        played.state.log_line(f"{blocker.name} unlocks", played.section, played.seat)
    action.forced_blocker = blocker
    action.forced_intercept = effect.intercept


def _minion_modifier(played: Played, stat: str, amount: int, until: str) -> None:
    assert played.minion is not None
    modifier = Modifier(
        stat, amount, until, played.minion.uid, played.minion.controller, played.card.uid
    )
    add_modifier(played.state, modifier)


def _if_blocks(played: Played, effect: IfBlocks) -> Ask:
    if effect.maneuvers:
        _minion_modifier(played, IF_BLOCKS_MANEUVERS, effect.maneuvers, "action")
    if effect.prevent_first_round:
        _minion_modifier(played, IF_BLOCKS_PREVENT, effect.prevent_first_round, "action")
    if effect.unlock:
        _minion_modifier(played, IF_BLOCKS_UNLOCK, 1, "action")
    if effect.presses:
        _minion_modifier(played, IF_BLOCKS_PRESSES, effect.presses, "action")
    if effect.maneuver_or_press:
        _minion_modifier(played, IF_BLOCKS_EITHER, effect.maneuver_or_press, "action")
    if effect.no_lock:
        _minion_modifier(played, IF_BLOCKS_NO_LOCK, 1, "action")
    if effect.escape:
        _minion_modifier(played, IF_BLOCKS_ESCAPE, 1, "action")  # strikes.py offers it
    return
    yield


def _unless_blocks(played: Played, effect: UnlessBlocks) -> Ask:
    if effect.burn_blood:
        _minion_modifier(played, UNLESS_BLOCKS_BURN, effect.burn_blood, "action")
    if effect.lock:
        _minion_modifier(played, UNLESS_BLOCKS_LOCK, 1, "action")
    return
    yield


def _no_unlock(played: Played, effect: NoUnlock) -> Ask:
    minion = played.minion
    assert minion is not None
    if effect.ally_only and not minion.is_ally:
        return
    if minion.region in (Region.READY, Region.TORPOR):
        _minion_modifier(played, NO_UNLOCK, 1, "after_unlock")
        played.state.log_line(
            f"{minion.name} will not unlock as normal in the next unlock phase",
            played.section,
            played.seat,
        )
    return
    yield


def _reduce_stealth(played: Played, effect: ReduceStealth) -> Ask:
    state = played.state
    action = played.action
    actor = action.actor
    cut = max(action.stealth, 0) if effect.to_zero else effect.amount
    action.stealth -= cut
    if effect.until_turn:
        add_modifier(
            state, Modifier("stealth", -effect.amount, "turn", actor.uid, actor.controller)
        )
    state.log_line(
        f"{actor.name}'s stealth is reduced by {cut} ({action.stealth})",
        played.section,
        played.seat,
    )
    return
    yield


def _intercept_for_blood(played: Played, effect: InterceptForBlood) -> Ask:
    stat = INTERCEPT_FOR_BLOOD_ONCE if effect.once else INTERCEPT_FOR_BLOOD
    _minion_modifier(played, stat, 1, "action")
    return
    yield


REACTION_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    Wake: _wake,
    AttemptBlock: _attempt_block,
    IfBlocks: _if_blocks,
    UnlessBlocks: _unless_blocks,
    NoUnlock: _no_unlock,
    InterceptForBlood: _intercept_for_blood,
    NoUnlockDuringAction: _no_unlock_during_action,
    ReduceStealth: _reduce_stealth,
}
