"""Provides corruption counters, as the cards that use them define them: a Methuselah's counters
on minions, kept by whose they are ("your corruption counters", zones.add_corruption); putting
them on a minion, stealing him once they reach his capacity or cost, burning them to unlock;
and what minions bearing them cannot do (block some vampires, or block them without paying).

Putting a counter on a minion never gives by itself a chance to steal him: only the cards that
say "if the number of your corruption counters on the minion equals or exceeds their capacity
or cost, you can burn those counters to steal" do (ANK 20200925, ANK 20211105).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.corruption_words import (
    AimAt,
    BleedForCorruption,
    ContestUnique,
    Corrupt,
    CorruptionStrike,
    FailBlockForCorruption,
    InterceptIfCorrupt,
    UnlockForCorruption,
)
from ..cards.vocabulary import Effect
from .contests import enter_play
from .effects import Effects, first, in_play_effects, of_type
from .events import Modifier
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import handlers
from .zones import (
    add_corruption,
    add_modifier,
    burn_corruption,
    lose_blood,
    modified,
    take_control,
    unlock,
)

if TYPE_CHECKING:
    from .apply import Played
    from .fight import Fight, Side
    from .strikes import Strike

KIND = "corruption"  # the prompt of a choice corruption counters offer: steal, unlock
# Named abilities of vampires (definitions' handlers): "Minions with any of your corruption
# counters cannot block him" (Nakhthorheb); "... must burn 1 blood or life to attempt to
# block" him (Sergio Bueno).
NO_BLOCK_BY_CORRUPTED = "no_block_by_corrupted"
CORRUPTED_BLOCK_TOLL = "corrupted_block_toll"
# "Vampires with any corruption counters cannot cast votes or ballots against referendums
# called by" him (Khay'tall, Snake of Eden).
NO_VOTES_AGAINST_BY_CORRUPTED = "no_votes_against_by_corrupted"
FAIL_BLOCK = "corruption-fail"  # the option failing a block attempt for a counter
_FAIL_ABILITY = "fail block for corruption"  # the modifier: that option, once this action
_CONTROLLED = (Region.READY, Region.TORPOR, Region.INCAPACITATED)


def counters(minion: CardInPlay, seat: int) -> int:
    """How many of ``seat``'s corruption counters are on the minion."""
    return minion.corruption.get(seat, 0)


def corrupted(minion: CardInPlay) -> bool:
    """Whether the minion has any corruption counters, anyone's."""
    return bool(minion.corruption)


def threshold(minion: CardInPlay) -> int:
    """ "Their capacity or cost": a vampire's capacity (1.5.2), an ally's cost in pool or
    blood (an imbued's cost is printed as his capacity, imbued appendix)."""
    if minion.card.is_crypt:
        return minion.capacity
    return max(minion.card.pool_cost or 0, minion.card.blood_cost or 0)


def _log(played: Played, text: str) -> None:
    played.state.log_line(text, played.section, played.seat)


# -- putting counters on a minion -----------------------------------------------------------------


def _corrupt(played: Played, effect: Corrupt) -> Ask:
    """Put the counters on the minion the word names (chosen now, at resolution: ANK
    20240706), then offer the steal the card allows."""
    action = played.action
    if effect.after_success and action is not None and not action.outcome:
        action.pending.append((played, effect))  # "after action resolution" (resolve.py)
        return
    if effect.after_success and (action is None or action.outcome != "successful"):
        return
    found = _minions(played, effect)
    if not found:
        _log(played, f"{played.card.name}: no minion to put a corruption counter on")
        return
    options = [
        Option("target", f"Put {effect.amount} corruption counter(s) on {m.name}", target=m.uid)
        for m in found
    ]
    choice = yield from ask(
        played.seat, "target", played.section, "Put a corruption counter on whom?", options
    )
    minion = played.state.cards[choice.target]
    add_corruption(played.state, minion, played.seat, effect.amount)
    whose = played.state.players[played.seat].name
    _log(played, f"{minion.name} gets {effect.amount} of {whose}'s corruption counters")
    if effect.steal:
        yield from steal_at_threshold(played.state, played.seat, minion, played.section)


def _minions(played: Played, effect: Corrupt) -> list[CardInPlay]:
    state = played.state
    action = played.action
    if effect.to == "target":
        # 6.2.3: the target minion, if still where he was and controlled by the Methuselah
        # the action was directed at.
        target = played.target
        aimed = action.target_region if action is not None else Region.READY
        still = target is not None and target.region is aimed
        found = [target] if still and target.controller == action.target_seat else []
    elif effect.to == "acting":
        found = [action.actor] if action is not None else []
    elif effect.to == "blocker":
        found = [action.blocker] if action is not None and action.blocker is not None else []
    else:
        seat = state.prey(played.seat)
        if effect.to == "target_methuselah" and action is not None:
            seat = action.target_seat if action.target_seat is not None else seat
        if seat == played.seat or state.players[seat].ousted:
            return []
        found = state.players[seat].controlled
    return [m for m in found if m.is_minion and m.region in _CONTROLLED]


def aimed_minions(state: GameState, seat: int, aim: AimAt) -> list[CardInPlay]:
    """The minions an action card aimed at "a minion controlled by your prey" may be announced
    against."""
    prey = state.prey(seat)
    if prey == seat:
        return []
    player = state.players[prey]
    found = player.ready if aim.at == "prey_ready_minion" else player.ready + player.torpor
    return [m for m in found if m.is_minion and not m.face_down]


def prey_minions(state: GameState, seat: int, minion: CardInPlay) -> list[tuple[CardInPlay, int]]:
    """A minion's own Ⓓ action "put 1 corruption counter on a minion controlled by your prey"
    (Nefertiti): aimed at each of her minions, ready or in torpor (6.2.1)."""
    prey = state.prey(seat)
    if prey == seat:
        return []
    player = state.players[prey]
    return [(m, prey) for m in player.ready + player.torpor if m.is_minion and not m.contested]


def corrupt_target(state: GameState, action: Any) -> Ask:
    """6.2.3: the target minion, still in play and his Methuselah's, gets the counter."""
    target = action.target
    if (
        target is None
        or target.region not in (Region.READY, Region.TORPOR)
        or target.controller != action.target_seat
    ):
        return
    add_corruption(state, target, action.seat, 1)
    whose = state.players[action.seat].name
    state.log_line(f"{target.name} gets 1 of {whose}'s corruption counters", "6.2.3", action.seat)
    return
    yield


def steal_at_threshold(state: GameState, seat: int, minion: CardInPlay, section: str) -> Ask:
    """ "If the number of your corruption counters on the minion equals or exceeds their
    capacity or cost, you can burn those counters to steal" him: he changes control, staying
    where he is (ready or in torpor)."""
    mine = counters(minion, seat)
    if minion.controller == seat or minion.region not in _CONTROLLED or mine < threshold(minion):
        return
    options = [
        Option("steal", f"Burn your {mine} corruption counters to steal {minion.name}"),
        Option(PASS, "Keep the counters"),
    ]
    choice = yield from ask(seat, KIND, section, f"Steal {minion.name}?", options)
    if choice.key != "steal":
        return
    burn_corruption(state, minion, seat, mine)
    take_control(state, minion, seat)
    state.log_line(choice.label, section, seat)


# -- burning counters -----------------------------------------------------------------------------


def _unlock_for_corruption(played: Played, effect: UnlockForCorruption) -> Ask:
    """After the bleed has resolved, if it was successful and its target is still in the game
    (ANK 20220210), this vampire can burn N of your counters from one of her minions to
    unlock."""
    action = played.action
    if not action.outcome:
        action.pending.append((played, effect))  # "if the bleed is successful" (resolve.py)
        return
    state = played.state
    vampire = played.minion
    target = action.target_seat
    if (
        action.outcome != "successful"
        or not action.is_bleed
        or vampire is None
        or not vampire.locked
        or vampire.region is not Region.READY
        or target is None
        or state.players[target].ousted
    ):
        return
    sources = [
        m for m in state.players[target].controlled if counters(m, played.seat) >= effect.counters
    ]
    if not sources:
        return
    options = [
        Option(
            "unlock",
            f"Burn {effect.counters} corruption counters from {m.name} to unlock {vampire.name}",
            actor=vampire.uid,
            target=m.uid,
        )
        for m in sources
    ]
    options.append(Option(PASS, f"{vampire.name} stays locked"))
    choice = yield from ask(played.seat, KIND, played.section, "Unlock?", options)
    if choice.key == "unlock":
        burn_corruption(state, state.cards[choice.target], played.seat, effect.counters)
        unlock(state, vampire)
        _log(played, choice.label)


def _fail_block_ability(played: Played, effect: FailBlockForCorruption) -> Ask:
    """The acting minion may fail a block attempt for a counter once this action
    (:func:`fail_block_options`, offered while he is being blocked)."""
    actor = played.action.actor
    add_modifier(
        played.state,
        Modifier(_FAIL_ABILITY, effect.counters, "action", card=actor.uid, source=played.card.uid),
    )
    return
    yield


def fail_block_options(state: GameState, action: Any) -> list[Option]:
    """6.2.2.2: while he is being blocked, the acting minion may burn 1 of his Methuselah's
    counters from the blocker to have the attempt fail (once this action)."""
    actor, blocker = action.actor, action.blocker
    if blocker is None or action.seat not in blocker.corruption:
        return []
    needed = modified(state, _FAIL_ABILITY, actor)
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
    needed = modified(state, _FAIL_ABILITY, actor)
    burn_corruption(state, blocker, action.seat, needed)
    add_modifier(state, Modifier(_FAIL_ABILITY, -needed, "action", card=actor.uid))
    add_modifier(state, Modifier("cannot_block", 1, "action", card=blocker.uid))
    state.log_line(choice.label, "6.2.2.2", action.seat)


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
    _log(played, f"{choice.label}: +{effect.bleed} bleed against {name}")


def _contest_unique(played: Played, effect: ContestUnique) -> Ask:
    enter_play(played.state, played.card)  # 4.1
    return
    yield


# -- the strike of a card on a vampire (6.4.3, 6.4.5) ---------------------------------------------

_STRIKE_USED = "corruption strike combat"  # its key in the card's ``acted`` (cleared at combat end)


def corruption_strikes(side: Side) -> list[Strike]:
    """The strikes the cards on him give: "once each combat, this vampire can strike: put 1
    corruption counter on the opposing minion" (not used yet this combat)."""
    from .strikes import Strike

    out = []
    for card in side.minion.attached:
        if _STRIKE_USED in card.acted or first(in_play_effects(card), CorruptionStrike) is None:
            continue
        label = f"{card.name}: a corruption counter on the opposing minion (once each combat)"
        out.append(Strike(label, card=card, corrupt=True, combat_ends=False))
    return out


def strike_chosen(strike: Strike) -> None:
    """Once each combat: chosen, the strike is used (its card's ``acted``, 6.4.3)."""
    if strike.corrupt and strike.card is not None:
        strike.card.acted.add(_STRIKE_USED)


def corruption_strike_resolved(fight: Fight, side: Side, target: CardInPlay) -> Ask:
    """6.4.5: the counter goes on the opposing minion; at his capacity or cost, his counters
    may be burned to steal him after the strike's resolution, which ends combat."""
    state = fight.state
    if target.region not in _CONTROLLED or target.controller == side.seat:
        return
    add_corruption(state, target, side.seat, 1)
    whose = state.players[side.seat].name
    state.log_line(f"{target.name} gets 1 of {whose}'s corruption counters", "6.4.5", side.seat)
    yield from steal_at_threshold(state, side.seat, target, "6.4.5")
    if target.controller == side.seat and not fight.ended:
        state.log_line(f"{side.name}'s strike has resolved: combat ends", "6.4.5", side.seat)
        fight.ended = True


PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    Corrupt: _corrupt,
    UnlockForCorruption: _unlock_for_corruption,
    FailBlockForCorruption: _fail_block_ability,
    ContestUnique: _contest_unique,
    BleedForCorruption: _bleed_for_corruption,
}


# -- what minions bearing counters get --------------------------------------------------------------


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


def cannot_vote_against(caller: CardInPlay | None, voter: CardInPlay | None) -> bool:
    """6.3.3: a vampire with any corruption counters (anyone's) casts no votes or ballots
    against a referendum called by a vampire forbidding it (Khay'tall, Snake of Eden)."""
    return (
        caller is not None
        and voter is not None
        and bool(voter.corruption)
        and voter.is_vampire
        and NO_VOTES_AGAINST_BY_CORRUPTED in handlers(caller)
    )


# The named abilities of vampires this module carries out (tests check every definition's).
NAMED = (NO_BLOCK_BY_CORRUPTED, CORRUPTED_BLOCK_TOLL, NO_VOTES_AGAINST_BY_CORRUPTED)
