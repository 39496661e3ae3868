"""Provides the procedures of the words of master cards (``cards/master_words.py``): moving
blood and pool, burning cards and pool, locking and unlocking, taking control... all through the
mutation API of zones.py (those moving cards between piles are pile_effects.py's).
``apply.apply_effects`` carries them out with the others (one procedure per word)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards.master_words import (
    BecomesAlly,
    BloodFromEach,
    BloodToCard,
    BloodToPool,
    BurnNamed,
    BurnPool,
    BurnPreyEquipment,
    Choose,
    Counters,
    CountersTo,
    FillBlood,
    LockOrUnlock,
    LockPreyVampires,
    PoolToCounter,
    ReadyFromTorpor,
    RemoveVampire,
    Toll,
    ToPredator,
    ToPrey,
    UnlockVampire,
)
from ..cards.vocabulary import Effect
from .chosen import choose
from .contests import enter_play, in_play_cards
from .pile_effects import PILE_PROCEDURES
from .prompts import Ask, Option, ask
from .state import CardInPlay, Region
from .zones import (
    add_blood,
    burn,
    gain_pool,
    lock,
    lose_blood,
    lose_pool,
    move,
    remove_from_game,
    take_control,
    transform,
    unlock,
)

if TYPE_CHECKING:
    from .apply import Played


def _blood_to_pool(played: Played, effect: BloodToPool) -> Ask:
    """Villein, Minion Tap: the amount is announced (``least`` to ``most``); a vampire with less
    blood gives what he has (rulings LSJ 20100216, ANK 20180512-2)."""
    state = played.state
    vampire = played.target
    assert vampire is not None, "chosen with the card"
    most = max(effect.least, min(effect.most or vampire.blood, vampire.blood))
    amount = effect.least
    if most > effect.least:
        options = [
            Option("amount", f"Move {n} blood from {vampire.name} to your pool", data=n)
            for n in range(effect.least, most + 1)
        ]
        choice = yield from ask(played.seat, "amount", played.section, "How much blood?", options)
        amount = choice.data
    moved = lose_blood(state, vampire, amount)
    gain_pool(state, played.seat, moved)
    state.log_line(f"{vampire.name} moves {moved} blood to the pool", played.section, played.seat)


def _to_predator(played: Played, effect: ToPredator) -> Ask:
    state = played.state
    predator = state.predator(played.card.controller)
    take_control(state, played.card, predator)
    name = state.players[predator].name
    state.log_line(f"{name} takes control of {played.card.name}", played.section, predator)
    return
    yield


def _burn_named(played: Played, effect: BurnNamed) -> Ask:
    """ "You can burn a card named ... (if any)": any copy in play, or none."""
    state = played.state
    found = [c for c in in_play_cards(state) if c.card.name == effect.card]
    if not found:
        return
    options = [Option("pass", f"Burn no {effect.card}")]
    options += [
        Option("burn", f"Burn {c.name} ({state.players[c.controller].name})", target=c.uid)
        for c in found
    ]
    choice = yield from ask(played.seat, "target", played.section, f"Burn {effect.card}?", options)
    if choice.key == "burn":
        victim = state.cards[choice.target]
        burn(state, victim)
        state.log_line(f"{victim.name} is burned", played.section, played.seat)


def _fill_blood(played: Played, effect: FillBlood) -> Ask:
    vampire = played.target
    assert vampire is not None, "chosen with the card"
    gained = add_blood(played.state, vampire, vampire.capacity - vampire.blood)
    played.state.log_line(f"{vampire.name} gains {gained} blood", played.section, played.seat)
    return
    yield


def _ready_from_torpor(played: Played, effect: ReadyFromTorpor) -> Ask:
    vampire = played.target
    assert vampire is not None, "chosen with the ability"
    vampire.wounded = False
    move(played.state, vampire, Region.READY)
    played.state.log_line(f"{vampire.name} moves to the ready region", played.section)
    return
    yield


def _burn_pool(played: Played, effect: BurnPool) -> Ask:
    state = played.state
    amount = effect.amount
    if effect.per_torpor:
        amount *= sum(1 for v in state.players[played.seat].torpor if v.is_vampire)
    burned = lose_pool(state, played.seat, amount)
    name = state.players[played.seat].name
    state.log_line(f"{name} burns {burned} pool ({played.card.name})", played.section, played.seat)
    return
    yield


def _pool_to_counter(played: Played, effect: PoolToCounter) -> Ask:
    state = played.state
    lose_pool(state, played.seat, 1)
    add_blood(state, played.card, 1)
    state.log_line(
        f"{played.card.name} takes 1 counter from the pool ({played.card.blood})",
        played.section,
        played.seat,
    )
    return
    yield


def _toll(played: Played, effect: Toll) -> Ask:
    """For each counter on the card: burn 1 pool, or 1 blood from a vampire she controls."""
    state = played.state
    seat = played.seat
    for _ in range(played.card.blood):
        options = [Option("pool", "Burn 1 pool")]
        options += [
            Option("blood", f"Burn 1 blood from {v.name}", target=v.uid)
            for v in state.players[seat].controlled
            if v.is_vampire and v.blood
        ]
        choice = yield from ask(seat, "toll", played.section, f"{played.card.name}:", options)
        if choice.key == "pool":
            lose_pool(state, seat, 1)
        else:
            lose_blood(state, state.cards[choice.target], 1)
        state.log_line(f"{choice.label} ({played.card.name})", played.section, seat)


def _blood_to_card(played: Played, effect: BloodToCard) -> Ask:
    vampire = played.target
    assert vampire is not None, "chosen with the ability"
    moved = lose_blood(played.state, vampire, 1)
    add_blood(played.state, played.card, moved)
    played.state.log_line(
        f"{vampire.name} moves {moved} blood to {played.card.name} ({played.card.blood})",
        played.section,
        played.seat,
    )
    return
    yield


def _counters_to(played: Played, effect: CountersTo) -> Ask:
    vampire = played.target
    assert vampire is not None, "chosen with the ability"
    moved = played.card.blood
    lose_blood(played.state, played.card, moved)
    add_blood(played.state, vampire, moved)
    played.state.log_line(f"{vampire.name} gains {moved} blood", played.section, played.seat)
    return
    yield


def _choose(played: Played, effect: Choose) -> Ask:
    yield from choose(played.state, played.seat, played.card, effect, played.section, priced=True)


def _to_prey(played: Played, effect: ToPrey) -> Ask:
    state = played.state
    prey = state.prey(played.card.controller)
    take_control(state, played.card, prey)
    state.log_line(
        f"{state.players[prey].name} takes control of {played.card.name}", played.section, prey
    )
    return
    yield


def _lock_prey_vampires(played: Played, effect: LockPreyVampires) -> Ask:
    """Lock up to N of her prey's vampires, one at a time (she may stop)."""
    state = played.state
    prey = state.prey(played.seat)
    for _ in range(effect.amount):
        found = [v for v in state.players[prey].ready if v.is_vampire and not v.locked]
        if not found:
            return
        options = [Option("pass", "Lock no more")]
        options += [Option("lock", f"Lock {v.name}", target=v.uid) for v in found]
        choice = yield from ask(played.seat, "target", played.section, "Lock whom?", options)
        if choice.key == "pass":
            return
        vampire = state.cards[choice.target]
        lock(state, vampire)
        state.log_line(f"{vampire.name} is locked", played.section, played.seat)


def _burn_prey_equipment(played: Played, effect: BurnPreyEquipment) -> Ask:
    state = played.state
    prey = state.prey(played.seat)
    found = [
        e for m in state.players[prey].controlled for e in m.attached if e.card.equipment_in_play
    ]
    if not found:
        return
    options = [
        Option("burn", f"Burn {e.name} on {e.host.name if e.host else ''}", target=e.uid)
        for e in found
    ]
    choice = yield from ask(played.seat, "target", played.section, "Burn which equipment?", options)
    equipment = state.cards[choice.target]
    burn(state, equipment)
    state.log_line(f"{equipment.name} is burned", played.section, played.seat)


def _counters(played: Played, effect: Counters) -> Ask:
    add_blood(played.state, played.card, effect.amount)
    return
    yield


def _remove_vampire(played: Played, effect: RemoveVampire) -> Ask:
    """Golconda: Inner Peace; his controller can burn pool to cancel it as it is played."""
    state = played.state
    vampire = played.target
    assert vampire is not None, "chosen with the card"
    owner = vampire.controller
    if effect.cancel_pool and state.players[owner].pool > effect.cancel_pool:
        options = [
            Option("pass", f"Let {played.card.name} be played"),
            Option("cancel", f"Burn {effect.cancel_pool} pool to cancel {played.card.name}"),
        ]
        choice = yield from ask(owner, "cancel", "1.6.1.1", f"{vampire.name}: cancel?", options)
        if choice.key == "cancel":
            lose_pool(state, owner, effect.cancel_pool)
            state.log_line(f"{played.card.name} is canceled as it is played", "1.6.1.1", owner)
            played.canceled = True
            return
    capacity = vampire.capacity
    remove_from_game(state, vampire)
    gain_pool(state, owner, capacity)
    state.log_line(
        f"{vampire.name} is removed from the game; +{capacity} pool", played.section, owner
    )


def _blood_from_each(played: Played, effect: BloodFromEach) -> Ask:
    state = played.state
    for vampire in list(state.players[played.seat].ready):
        if vampire.is_vampire and lose_blood(state, vampire, 1):
            gain_pool(state, played.seat, 1)
            state.log_line(f"{vampire.name} moves 1 blood to the pool", played.section, played.seat)
    return
    yield


def _unlock_vampire(played: Played, effect: UnlockVampire) -> Ask:
    vampire = played.target
    assert vampire is not None, "chosen with the ability"
    unlock(played.state, vampire)
    played.state.log_line(f"{vampire.name} unlocks", played.section, played.seat)
    return
    yield


def of_clan(effect: LockOrUnlock, vampire: CardInPlay) -> bool:
    """The vampire is of the clan the effect names, or of its antitribu clan if it says so."""
    clans = vampire.card.clans
    return effect.clan in clans or (effect.antitribu and f"{effect.clan} antitribu" in clans)


def _lock_or_unlock(played: Played, effect: LockOrUnlock) -> Ask:
    """Lock the chosen vampire if he is unlocked, else unlock him."""
    vampire = played.target
    assert vampire is not None, "chosen with the ability"
    if vampire.locked:
        unlock(played.state, vampire)
        played.state.log_line(f"{vampire.name} unlocks", played.section, played.seat)
    else:
        lock(played.state, vampire)
        played.state.log_line(f"{vampire.name} locks", played.section, played.seat)
    return
    yield


def _becomes_ally(played: Played, effect: BecomesAlly) -> Ask:
    """Jake Washington: put in play, the card becomes an ally in the ready region, with his
    life from the blood bank; brought into play other than by recruiting, he can act this
    turn (6.1.5). A unique one may be contested (4.1)."""
    state, card = played.state, played.card
    printed = card.card
    ally = replace(
        printed,
        types=("Ally",),
        life=effect.life,
        strength=effect.strength,
        bleed=effect.bleed,
        _clauses=replace(printed.clauses, creature=effect.creature),
        memo={},
    )
    move(state, card, Region.READY)
    transform(state, card, ally)
    add_blood(state, card, effect.life, entering=True)
    state.log_line(f"{card.name} is put in play as an ally with {card.blood} life", played.section)
    enter_play(state, card)
    return
    yield


MASTER_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    **PILE_PROCEDURES,
    BloodToPool: _blood_to_pool,
    ToPredator: _to_predator,
    BurnNamed: _burn_named,
    FillBlood: _fill_blood,
    ReadyFromTorpor: _ready_from_torpor,
    BurnPool: _burn_pool,
    PoolToCounter: _pool_to_counter,
    Toll: _toll,
    BloodToCard: _blood_to_card,
    CountersTo: _counters_to,
    Choose: _choose,
    ToPrey: _to_prey,
    LockPreyVampires: _lock_prey_vampires,
    BurnPreyEquipment: _burn_prey_equipment,
    Counters: _counters,
    RemoveVampire: _remove_vampire,
    BloodFromEach: _blood_from_each,
    UnlockVampire: _unlock_vampire,
    BecomesAlly: _becomes_ally,
    LockOrUnlock: _lock_or_unlock,
}
