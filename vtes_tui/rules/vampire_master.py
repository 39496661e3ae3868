"""Provides what minions' own abilities do in their controller's master phase (5): named
handlers of the card definitions, each used once each master phase (wording templates: "During
X, do Y"), offered beside the master cards; and as her master cards are played (Basir's blood
for a Discipline, Victor Donaldson's canceled Golconda back to her library)."""

from __future__ import annotations

from collections.abc import Callable

from ..cards.vocabulary import RecoverCanceled
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, USE, abilities, handlers, ready_with
from .victory import check_ousts
from .zones import (
    add_blood,
    gain_pool,
    lock,
    lose_blood,
    lose_pool,
    move,
    refill_hand,
    set_edge,
    shuffle,
)

EDGE_FOR_POOL = "edge_for_pool"
POOL_FOR_ACTION = "pool_for_master_action"
LOCK_FOR_ACTION = "lock_for_master_action"
BURN_FROM_HAND = "burn_from_hand"
EDGE_FOR_ACTION = "edge_for_master_action"
EDGE_POOL = 2  # Victoria: 2 pool for the Edge


def master_ability_options(state: GameState, seat: int, used: set[str]) -> list[Option]:
    """The abilities of her ready vampires she can use now in her master phase."""
    options = []
    for minion in state.players[seat].ready:
        if minion.contested:
            continue
        for name in handlers(minion):
            if name in OFFERS and f"{minion.uid} {name}" not in used:
                options.extend(OFFERS[name](state, seat, minion))
    return options


def use_master_ability(state: GameState, seat: int, choice: Option, used: set[str]) -> Ask:
    """Use the ability chosen; returns the master phase actions it gives (5)."""
    minion = state.cards[choice.actor]
    name = choice.data
    used.add(f"{minion.uid} {name}")
    state.log_line(choice.label, "5", seat)
    if name == EDGE_FOR_POOL:
        set_edge(state, None)
        gain_pool(state, seat, EDGE_POOL)
    elif name == POOL_FOR_ACTION:
        lose_pool(state, seat, 1)
        check_ousts(state)
        return 1
    elif name == LOCK_FOR_ACTION:
        lock(state, minion)
        return 1
    elif name == EDGE_FOR_ACTION:
        set_edge(state, None)
        return 1
    else:
        yield from _burn_from_hand(state, seat, minion)
    return 0


def _edge_for_pool(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Victoria: during your master phase, you may burn the Edge to gain 2 pool if she is
    ready."""
    if state.edge != seat:
        return []
    words = f"{minion.name}: burn the Edge to gain {EDGE_POOL} pool"
    return [Option(ABILITY, words, actor=minion.uid, data=EDGE_FOR_POOL)]


def _pool_for_action(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Huitzilopochtli: if he is ready during your master phase, you can burn 1 pool to get +1
    master phase action."""
    if state.players[seat].pool < 1:
        return []
    words = f"{minion.name}: burn 1 pool for +1 master phase action"
    return [Option(ABILITY, words, actor=minion.uid, data=POOL_FOR_ACTION)]


def _lock_for_action(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Isanwayen: if he is ready during your master phase, you can lock him to get +1 master
    phase action."""
    if minion.locked:
        return []
    words = f"Lock {minion.name} for +1 master phase action"
    return [Option(ABILITY, words, actor=minion.uid, data=LOCK_FOR_ACTION)]


def _edge_for_action(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Sarrasine: if he is ready during your master phase, you can burn the Edge to get +1
    master phase action."""
    if state.edge != seat:
        return []
    words = f"{minion.name}: burn the Edge for +1 master phase action"
    return [Option(ABILITY, words, actor=minion.uid, data=EDGE_FOR_ACTION)]


def _burn_offer(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Uchenna: during your master phase, he may burn a blood to burn a card from your hand;
    draw up to your hand size afterward."""
    if minion.blood < 1 or minion.region is not Region.READY or not state.players[seat].hand:
        return []
    words = f"{minion.name}: burn 1 blood to burn a card from your hand"
    return [Option(ABILITY, words, actor=minion.uid, data=BURN_FROM_HAND)]


def _burn_from_hand(state: GameState, seat: int, minion: CardInPlay) -> Ask:
    lose_blood(state, minion, 1)
    hand = state.players[seat].hand
    found: dict[int, CardInPlay] = {}
    for card in hand:
        found.setdefault(card.card.id, card)
    options = [Option("card", f"Burn {c.name}", card=c.uid) for c in found.values()]
    choice = yield from ask(seat, "target", "5", "Burn which card of your hand?", options)
    move(state, state.cards[choice.card], Region.ASH_HEAP)
    refill_hand(state, seat)
    state.log_line(choice.label, "5", seat)


OFFERS: dict[str, Callable[[GameState, int, CardInPlay], list[Option]]] = {
    EDGE_FOR_POOL: _edge_for_pool,
    POOL_FOR_ACTION: _pool_for_action,
    LOCK_FOR_ACTION: _lock_for_action,
    BURN_FROM_HAND: _burn_offer,
    EDGE_FOR_ACTION: _edge_for_action,
}
BLOOD_AFTER_MASTER = "blood_after_master_card"  # Nonu Dis: read by master.master_phase
BLOOD_FOR_DISCIPLINE = "blood_for_master_discipline"  # Basir: read by master.play_master
NAMED = (*OFFERS, BLOOD_AFTER_MASTER, BLOOD_FOR_DISCIPLINE)


def after_master_card(state: GameState, seat: int) -> Ask:
    """Nonu Dis: if he is ready during your master phase, you can add 1 blood to a ready
    Follower of Set you control after playing a master card: a vampire of his own clan (the
    card data names it after the Ministry)."""
    for nonu in ready_with(state, seat, BLOOD_AFTER_MASTER):
        clans = set(nonu.card.clans)
        found = [
            v
            for v in state.players[seat].ready
            if v.is_vampire and not v.contested and clans & set(v.card.clans)
        ]
        found = [v for v in found if v.blood < v.capacity]
        if not found:
            continue
        options = [
            Option(ABILITY, f"{nonu.name}: 1 blood to {v.name}", actor=nonu.uid, target=v.uid)
            for v in found
        ]
        options.append(Option("pass", "Add no blood"))
        choice = yield from ask(seat, ABILITY, "5", f"Use {nonu.name}?", options)
        if choice.key == ABILITY:
            add_blood(state, state.cards[choice.target], 1)
            state.log_line(choice.label, "5", seat)


def discipline_put_on(state: GameState, vampire: CardInPlay) -> None:
    """Basir: "Basir gains 1 blood after you use a master phase action to put a master
    Discipline card on him" (1.6.2.2: its capacity is already his)."""
    if BLOOD_FOR_DISCIPLINE in handlers(vampire) and add_blood(state, vampire, 1):
        state.log_line(f"{vampire.name} gains 1 blood", "5", vampire.controller)


def recover_canceled(state: GameState, seat: int, card: CardInPlay) -> Ask:
    """Victor Donaldson: "If a card named /Golconda: Inner Peace/ you play is canceled, you can
    move that card from your ash heap to your library (shuffle afterward)" (1.6.1.1)."""
    player = state.players[seat]
    if card.region is not Region.ASH_HEAP or card.owner != seat:
        return
    recovering = [
        v
        for v in player.ready + player.torpor
        if not v.contested
        and any(words.name == card.card.name for _, words in abilities(v, RecoverCanceled))
    ]
    if not recovering:
        return
    words = f"{recovering[0].name}: move {card.name} to your library (shuffle)"
    options = [Option(USE, words, actor=recovering[0].uid, card=card.uid), Option("pass", "No")]
    choice = yield from ask(seat, ABILITY, "1.6.1.1", f"{card.name} was canceled", options)
    if choice.key == USE:
        move(state, card, Region.LIBRARY)
        shuffle(state, player.library)
        state.log_line(words, "1.6.1.1", seat)
