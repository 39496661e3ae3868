"""Provides what corruption counters do in the course of an action (6.2): the minions bearing
them barred from blocking some vampires or paying to (Nakhthorheb, Sergio Bueno), more
intercept against a corrupted acting minion and less for corrupted blockers (Sense the Sin), a
counter burned to fail a block attempt (Enchanting Gaze) or for more bleed (Revelation of
Desire)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.corruption_words import BleedForCorruption, FailBlockForCorruption, InterceptIfCorrupt
from ..cards.vocabulary import Effect
from .corruption import CORRUPTED_BLOCK_TOLL, NO_BLOCK_BY_CORRUPTED, counters, log
from .effects import Effects, first, of_type
from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState
from .vampire_abilities import handlers
from .zones import add_modifier, burn_corruption, lose_blood, modified

if TYPE_CHECKING:
    from .apply import Played

FAIL_BLOCK = "corruption-fail"  # the option failing a block attempt for a counter
FAIL_ABILITY = "fail block for corruption"  # the modifier: that option, once this action


# -- block attempts (6.2.2) -------------------------------------------------------------------------


def intercept_bonus(effects: Effects | None, acting: CardInPlay) -> int:
    """+N more intercept "if the acting minion has any corruption counters" (Sense the Sin)."""
    if not acting.corruption:
        return 0
    return sum(e.amount for e in of_type(effects or (), InterceptIfCorrupt))


def may_block(acting: CardInPlay, minion: CardInPlay) -> bool:
    """Whether the minion may attempt to block the acting vampire: not with any of his
    Methuselah's counters on him if the acting vampire forbids it (Nakhthorheb); not without
    1 blood or life to burn if he makes them pay (Sergio Bueno; an ally keeps his last life,
    as for any cost to block, blocks.py)."""
    if not minion.corruption or acting.controller not in minion.corruption:
        return True
    named = handlers(acting)
    if NO_BLOCK_BY_CORRUPTED in named:
        return False
    if CORRUPTED_BLOCK_TOLL in named:
        return minion.blood >= 1 if minion.is_vampire else minion.blood > 1
    return True


def pay_block_toll(state: GameState, acting: CardInPlay, minion: CardInPlay) -> None:
    """Sergio Bueno: a minion with 1 or more of his Methuselah's corruption counters burns 1
    blood or life to attempt to block him, as the attempt is made."""
    if acting.controller in minion.corruption and CORRUPTED_BLOCK_TOLL in handlers(acting):
        lose_blood(state, minion, 1)
        state.log_line(f"{minion.name} burns 1 blood or life to attempt the block", "6.2.2")


def _fail_block_ability(played: Played, effect: FailBlockForCorruption) -> Ask:
    """The acting minion may fail a block attempt for a counter once this action
    (:func:`fail_block_options`, offered while he is being blocked)."""
    actor = played.action.actor
    add_modifier(
        played.state,
        Modifier(FAIL_ABILITY, effect.counters, "action", card=actor.uid, source=played.card.uid),
    )
    return
    yield


def fail_block_options(state: GameState, action: Any) -> list[Option]:
    """6.2.2.2: while he is being blocked, the acting minion may burn 1 of his Methuselah's
    counters from the blocker to have the attempt fail (once this action)."""
    actor, blocker = action.actor, action.blocker
    if blocker is None or action.seat not in blocker.corruption:
        return []
    needed = modified(state, FAIL_ABILITY, actor)
    if needed <= 0 or counters(blocker, action.seat) < needed:
        return []
    return [
        Option(
            FAIL_BLOCK,
            f"{actor.name} burns {needed} corruption counter(s) from {blocker.name}: "
            "the block attempt fails",
            actor=actor.uid,
            target=blocker.uid,
        )
    ]


def fail_block(state: GameState, action: Any, choice: Option) -> None:
    """The counter burned, the attempt fails and the blocker cannot attempt again (blocks.py
    reads the action-long "cannot block")."""
    actor = action.actor
    blocker = state.cards[choice.target]
    needed = modified(state, FAIL_ABILITY, actor)
    burn_corruption(state, blocker, action.seat, needed)
    add_modifier(state, Modifier(FAIL_ABILITY, -needed, "action", card=actor.uid))
    add_modifier(state, Modifier("cannot_block", 1, "action", card=blocker.uid))
    state.log_line(choice.label, "6.2.2.2", action.seat)


# -- the bleed (6.1.1) -----------------------------------------------------------------------------


def _target_seat(state: GameState, action: Any) -> int:
    return action.target_seat if action.target_seat is not None else state.prey(action.seat)


def _bleed_sources(state: GameState, action: Any, word: BleedForCorruption) -> list[CardInPlay]:
    """The target Methuselah's minions with enough of the acting Methuselah's counters."""
    target = _target_seat(state, action)
    if target == action.seat:
        return []
    return [
        m for m in state.players[target].controlled if counters(m, action.seat) >= word.counters
    ]


def may_play(state: GameState, effects: Effects | None, action: Any) -> bool:
    """Whether the card's corruption counters can be burned as it says: a counter on a minion
    controlled by the target Methuselah (Revelation of Desire [SER])."""
    word = first(effects or (), BleedForCorruption)
    return word is None or bool(_bleed_sources(state, action, word))


def _bleed_for_corruption(played: Played, effect: BleedForCorruption) -> Ask:
    """The counter burned, +N bleed against the target Methuselah: a lingering bonus lost if
    the bleed goes to another (lasting.lingering_bonuses)."""
    from .actions import LingeringBleed

    state, action = played.state, played.action
    sources = _bleed_sources(state, action, effect)
    if not sources:
        return
    options = [
        Option(
            "target", f"Burn {effect.counters} corruption counter(s) from {m.name}", target=m.uid
        )
        for m in sources
    ]
    choice = yield from ask(played.seat, "target", played.section, "Burn whose counter?", options)
    burn_corruption(state, state.cards[choice.target], played.seat, effect.counters)
    target = _target_seat(state, action)
    # Limited as the card is played (windows.play_in_action): the bonus itself is not.
    action.lingering.append(LingeringBleed(played.card.name, effect.bleed, 10**9, False, target))
    name = state.players[target].name
    log(played, f"{choice.label}: +{effect.bleed} bleed against {name}")


PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    FailBlockForCorruption: _fail_block_ability,
    BleedForCorruption: _bleed_for_corruption,
}
