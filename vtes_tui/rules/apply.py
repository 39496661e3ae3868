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

from ..cards.action_words import (
    AddBlood,
    BurnMinion,
    GainPool,
    Lock,
    LockSelf,
    NoUnlockDuringAction,
    PutOnSelf,
    UnlockSelf,
    Wake,
)
from ..cards.card_words import Untargetable
from ..cards.reaction_words import (
    AttemptBlock,
    IfBlocks,
    InterceptForBlood,
    NoUnlock,
    ReduceStealth,
    UnlessBlocks,
)
from ..cards.vocabulary import Effect, Life
from .course import PROCEDURES as COURSE_PROCEDURES
from .damage import diablerists
from .effects import first, in_play_effects
from .events import Modifier
from .lasting import PROCEDURES as LASTING_PROCEDURES
from .library_effects import LIBRARY_PROCEDURES
from .master_effects import MASTER_PROCEDURES
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import (
    add_blood,
    add_modifier,
    attach,
    burn,
    gain_pool,
    lock,
    unlock,
)

# What a reaction leaves on the minion who played it, as modifiers (their stats): what he
# gets if his block succeeds, what he pays unless he blocks (rules/reactions.py reads them),
# and "does not unlock as normal" (rules/phases.py).
IF_BLOCKS_MANEUVERS = "if blocks: optional maneuvers"
IF_BLOCKS_PREVENT = "if blocks: prevent in the first round"
IF_BLOCKS_UNLOCK = "if blocks: unlock after block resolution"
IF_BLOCKS_PRESSES = "if blocks: optional presses"
IF_BLOCKS_EITHER = "if blocks: optional maneuvers or presses"
IF_BLOCKS_NO_LOCK = "if blocks: does not lock for the block"
UNLESS_BLOCKS_BURN = "unless blocks: burn blood"
UNLESS_BLOCKS_LOCK = "unless blocks: lock"
NO_UNLOCK = "does not unlock as normal"
INTERCEPT_FOR_BLOOD = "burn 1 blood for +1 intercept"
INTERCEPT_FOR_BLOOD_ONCE = "once: burn 1 blood for +1 intercept"


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
    canceled: bool = False  # canceled as it is played: its remaining words do not happen


def apply_effects(played: Played, effects: Iterable[Effect]) -> Ask:
    """Carry out each effect in order; words with no procedure here are read elsewhere."""
    for effect in effects:
        if played.canceled:
            return
        procedure = _PROCEDURES.get(type(effect))
        if procedure is not None:
            yield from procedure(played, effect)


def _add_blood(played: Played, effect: AddBlood) -> Ask:
    state = played.state
    vampire = played.target
    if vampire is None:
        found = [c for c in targets(played, effect.to) if c.capacity >= effect.capacity_at_least]
        if effect.clan:
            found = [c for c in found if effect.clan in c.card.clans]
        if effect.keyword:
            found = [c for c in found if effect.keyword in c.card.keywords]
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
    amount = effect.amount
    if effect.up_to:
        options = [
            Option("amount", f"Add {n} blood to {vampire.name}", data=n)
            for n in range(effect.amount, 0, -1)
        ]
        choice = yield from ask(played.seat, "amount", played.section, "How much blood?", options)
        amount = choice.data
    gained = add_blood(state, vampire, amount)
    state.log_line(f"{vampire.name} gains {gained} blood", played.section, played.seat)


def _burn_minion(played: Played, effect: BurnMinion) -> Ask:
    """Burn the minion chosen with the card (or choose him now), if he is still in play."""
    state = played.state
    minion = played.target
    if minion is None:
        found = targets(played, effect.to)
        if effect.capacity_at_most:
            found = [m for m in found if m.capacity <= effect.capacity_at_most]
        if not found:
            return
        options = [Option("target", f"Burn {m.name}", target=m.uid) for m in found]
        if effect.optional:
            options.append(Option(PASS, "Burn no one"))
        choice = yield from ask(played.seat, "target", played.section, "Burn whom?", options)
        if choice.key == PASS:
            return
        minion = state.cards[choice.target]
    if minion.region not in (Region.READY, Region.TORPOR, Region.IN_PLAY, Region.ON_CARD):
        return  # no longer in play (a location is in play, or on a minion)
    burn(state, minion)
    state.log_line(f"{minion.name} is burned", played.section, played.seat)


def targets(played: Played, to: str) -> list[CardInPlay]:
    """The cards a "target" word of the vocabulary names, for the card being played; during
    an action, not a minion that cannot be the target of its Methuselah's actions (Secure
    Haven)."""
    found = _targets(played, to)
    if played.action is None:
        return found
    return [c for c in found if c.controller == played.seat or not untargetable(c)]


def starting_life(ally: CardInPlay) -> int:
    """6.1.5: the life an ally enters play with (a level's, else the printed)."""
    given = first(in_play_effects(ally), Life)
    return given.amount if given is not None else ally.card.life or 1


def locations_in_play(state: GameState) -> list[CardInPlay]:
    """Locations in play, anyone's: master cards in a Methuselah's region, equipment on
    minions (contested ones are out of play, 4.1)."""
    return [
        card
        for player in state.players
        if not player.ousted
        for top in (*player.in_play, *player.ready, *player.torpor)
        for card in (top, *top.attached)
        if card.card.clauses.location and not card.contested and not card.card.is_crypt
    ]


def untargetable(minion: CardInPlay) -> bool:
    """Secure Haven: "This minion cannot be the target of other Methuselahs' actions."""
    from .permanents import bearer_effects

    return any(isinstance(e, Untargetable) and not e.disciplines for e in bearer_effects(minion))


def _targets(played: Played, to: str) -> list[CardInPlay]:
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
    if to == "own_ready_minion":
        return [m for m in state.players[seat].ready if m.is_minion]
    if to == "minion":
        return [m for p in state.players for m in p.ready if not m.locked]
    if to == "self" and played.minion is not None:
        return [played.minion]
    if to == "uncontrolled":
        return [c for c in state.players[seat].uncontrolled if c.card.is_vampire]
    if to == "torpor":
        return [v for p in state.players for v in p.torpor if v.is_vampire]
    if to == "vampire":
        return [v for p in state.players for v in p.controlled if v.is_vampire]
    others = [m for p in state.players if p.seat != seat and not p.ousted for m in p.ready]
    if to == "others_minion":
        return [m for m in others if m.is_minion and not m.face_down]
    if to == "others_vampire":
        return [m for m in others if m.is_vampire and not m.face_down]
    if to == "others_ally":
        return [m for m in others if m.is_ally and not m.face_down]
    if to == "ready_minion":
        return [m for p in state.players for m in p.ready if m.is_minion]
    if to == "any_ready_vampire":
        return [v for p in state.players for v in p.ready if v.is_vampire]
    if to == "chosen":
        return [state.cards[uid] for uid in played.card.chosen[-1:]]
    if to == "own_minion":
        return [m for m in state.players[seat].controlled if m.is_minion]
    if to == "target_minion" and played.action is not None:
        seat = played.action.target_seat
        return [m for m in others if m.controller == seat and m.is_minion and not m.locked]
    if to == "others_locked_minion":
        return [m for m in others if m.is_minion and m.locked and not m.face_down]
    if to == "other_vampire":
        return [
            v
            for p in state.players
            for v in p.ready
            if v.is_vampire and v is not played.minion and v.blood < v.capacity
        ]
    if to == "others_torpor_vampire":
        return [m for p in state.players if p.seat != seat and not p.ousted for m in p.torpor]
    if to == "others_retainer":
        return [c for m in others for c in m.attached if "Retainer" in c.card.types]
    if to == "others_location":
        return [
            c
            for p in state.players
            if p.seat != seat and not p.ousted
            for c in p.in_play
            if c.card.clauses.location and not c.contested
        ]
    if to == "bloodless_ready_vampire":
        return [v for p in state.players for v in p.ready if v.is_vampire and not v.blood]
    if to == "own_hurt_ally":
        return [m for m in state.players[seat].ready if m.is_ally and m.blood < starting_life(m)]
    if to == "location":
        # Other Methuselahs' first (a bot taking the first option burns one of theirs).
        return sorted(locations_in_play(state), key=lambda card: card.controller == seat)
    if to == "others_low_or_locked":
        return [
            m
            for m in others
            if m.is_minion and not m.face_down and (m.locked or m.is_vampire and m.blood <= 3)
        ]
    if to == "diablerist":
        return diablerists(state, seat)
    if to == "others_younger_vampire" and played.minion is not None:
        older = played.minion.capacity
        return [m for m in others if m.is_vampire and not m.face_down and m.capacity < older]
    return []


def _lock(played: Played, effect: Lock) -> Ask:
    minion = played.target
    if minion is None:
        found = targets(played, effect.target)
        if not found:
            return
        options = [Option("target", f"Lock {m.name}", target=m.uid) for m in found]
        if effect.optional:
            options.append(Option("pass", "Lock no one"))
        choice = yield from ask(played.seat, "target", played.section, "Lock whom?", options)
        if choice.key == "pass":
            return
        minion = played.state.cards[choice.target]
    lock(played.state, minion)
    played.state.log_line(f"{minion.name} is locked", played.section, played.seat)


def _put_on_self(played: Played, effect: PutOnSelf) -> Ask:
    assert played.minion is not None
    attach(played.state, played.card, played.minion)
    if effect.counters:
        add_blood(played.state, played.card, effect.counters)
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


# -- reactions' words (6.2.2): waking, blocking at once, what a block gives or costs --------------


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
    """The locked Anarchs ``seat`` controls who could block once unlocked."""
    return [
        m
        for m in state.players[seat].ready
        if m.sect == "Anarch" and m.locked and m.uid not in action.awake and not m.face_down
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


_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    AddBlood: _add_blood,
    BurnMinion: _burn_minion,
    Lock: _lock,
    PutOnSelf: _put_on_self,
    LockSelf: _lock_self,
    UnlockSelf: _unlock_self,
    GainPool: _gain_pool,
    Wake: _wake,
    AttemptBlock: _attempt_block,
    IfBlocks: _if_blocks,
    UnlessBlocks: _unless_blocks,
    NoUnlock: _no_unlock,
    InterceptForBlood: _intercept_for_blood,
    NoUnlockDuringAction: _no_unlock_during_action,
    ReduceStealth: _reduce_stealth,
    **MASTER_PROCEDURES,
    **COURSE_PROCEDURES,
    **LASTING_PROCEDURES,
    **LIBRARY_PROCEDURES,
}
