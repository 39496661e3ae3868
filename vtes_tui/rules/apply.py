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
    PutOnSelf,
    UnlockSelf,
)
from ..cards.card_words import Untargetable
from ..cards.vocabulary import Effect, Life
from .corruption import PROCEDURES as CORRUPTION_PROCEDURES
from .corruption_course import PROCEDURES as CORRUPTION_COURSE_PROCEDURES
from .course import PROCEDURES as COURSE_PROCEDURES
from .damage import diablerists
from .effects import first, in_play_effects
from .finished_effects import PROCEDURES as FINISHED_PROCEDURES
from .imbued import IMBUED_PROCEDURES
from .lasting import PROCEDURES as LASTING_PROCEDURES
from .library_effects import LIBRARY_PROCEDURES
from .library_five_effects import LIBRARY_FIVE_PROCEDURES
from .library_four_effects import LIBRARY_FOUR_PROCEDURES
from .master_effects import MASTER_PROCEDURES
from .more_library_effects import MORE_LIBRARY_PROCEDURES, entered_last_influence
from .prompts import PASS, Ask, Option, ask
from .reaction_effects import REACTION_PROCEDURES
from .state import CardInPlay, GameState, Region
from .vampire_five import PROCEDURES as VAMPIRE_FIVE_PROCEDURES
from .zones import (
    add_blood,
    attach,
    burn,
    gain_pool,
    lock,
    unlock,
)


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
        if effect.discipline:
            found = [c for c in found if c.discipline(effect.discipline)]
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


def shielded(seat: int, minion: CardInPlay) -> bool:
    """Whether an action of this Methuselah's may not aim at (or choose) this minion: another
    Methuselah's, with Secure Haven (ruling LSJ 20031010: choosing is targeting)."""
    return minion.controller != seat and untargetable(minion)


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
    if to == "uncontrolled_imbued":
        return [c for c in state.players[seat].uncontrolled if "Imbued" in c.card.types]
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
    if to == "others_vampire_ally_or_retainer":
        return [
            c
            for p in state.players
            if p.seat != seat and not p.ousted
            for m in p.controlled
            if not m.face_down
            for c in (m, *m.attached)
            if c.is_vampire
            or (c.is_ally and c.region is Region.READY)
            or "Retainer" in c.card.types
        ]
    if to == "prey_minion":
        prey = state.prey(seat)
        return [m for m in others if m.controller == prey and m.is_minion and not m.locked]
    if to == "others_equipment":
        return [
            c
            for p in state.players
            if p.seat != seat and not p.ousted
            for m in p.controlled
            for c in m.attached
            if c.card.equipment_in_play and not c.contested
        ]
    if to == "others_any_location":
        return [c for c in locations_in_play(state) if c.controller != seat]
    if to == "entered_last_influence":
        return entered_last_influence(state, seat)
    if to == "neighbours_equipment_or_location":
        neighbours = {state.prey(seat), state.predator(seat)} - {seat}
        return [
            c
            for s in neighbours
            for m in state.players[s].controlled
            for c in m.attached
            if ("Equipment" in c.card.types or c.card.clauses.location) and not c.contested
        ]
    if to == "others_younger_vampire" and played.minion is not None:
        older = played.minion.capacity
        return [m for m in others if m.is_vampire and not m.face_down and m.capacity < older]
    if to == "others_unlocked_vampire":
        return [m for m in others if m.is_vampire and not m.face_down and not m.locked]
    if to == "others_unlocked_minion":
        return [m for m in others if m.is_minion and not m.face_down and not m.locked]
    if to == "others_ally_or_younger_vampire" and played.minion is not None:
        older = played.minion.capacity
        return [m for m in others if m.is_ally or (m.is_vampire and m.capacity < older)]
    if to == "others_ally_or_retainer":
        return [
            c
            for m in others
            if not m.face_down
            for c in (m, *m.attached)
            if c.is_ally or "Retainer" in c.card.types
        ]
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


_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    AddBlood: _add_blood,
    BurnMinion: _burn_minion,
    Lock: _lock,
    PutOnSelf: _put_on_self,
    LockSelf: _lock_self,
    UnlockSelf: _unlock_self,
    GainPool: _gain_pool,
    **REACTION_PROCEDURES,
    **MASTER_PROCEDURES,
    **COURSE_PROCEDURES,
    **LASTING_PROCEDURES,
    **LIBRARY_PROCEDURES,
    **IMBUED_PROCEDURES,
    **MORE_LIBRARY_PROCEDURES,
    **CORRUPTION_PROCEDURES,
    **CORRUPTION_COURSE_PROCEDURES,
    **LIBRARY_FOUR_PROCEDURES,
    **FINISHED_PROCEDURES,
    **LIBRARY_FIVE_PROCEDURES,
    **VAMPIRE_FIVE_PROCEDURES,
}
