"""Provides what minions' own abilities do in their controller's influence and discard phases
(7, 8): named handlers of the card definitions, used as a vampire enters play in the influence
phase (7) and before the discard phase action (8)."""

from __future__ import annotations

from typing import Any

from .events import Modifier
from .prompts import Ask, Option, ask
from .reaction_effects import NO_UNLOCK
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, USE, handlers
from .vampire_five import TITLE_FOR_POOL, title_for_pool
from .vampire_unlock import PhaseAbility, usable, use
from .victory import check_ousts
from .zones import (
    add_blood,
    add_modifier,
    gain_pool,
    lose_blood,
    lose_pool,
    modified,
    move,
    refill_hand,
    remove_from_game,
    set_edge,
    shuffle,
    unlock,
)


def discard_abilities(state: GameState, seat: int) -> Ask:
    """8: abilities used during your discard phase, besides its discard phase action; then
    those of other Methuselahs' minions used during another Methuselah's discard phase."""
    yield from use(state, seat, DISCARD)
    for other in state.clockwise_from(seat):
        if other == seat:
            continue
        for minion in list(state.players[other].ready):
            for name in handlers(minion):
                if name in OTHERS_DISCARD and usable(state, seat, minion):
                    yield from OTHERS_DISCARD[name](state, seat, minion)


def as_enters_play(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """7: "as he enters play" abilities, before he can be contested (rulings: Anarch Convert)."""
    for name in handlers(vampire):
        if name in ENTER_PLAY:
            yield from ENTER_PLAY[name](state, seat, vampire)


def _convert(state: GameState, seat: int, convert: CardInPlay) -> Ask:
    """Anarch Convert: as he enters play, you can remove him from the game to make a
    non-titled vampire you control anarch (10.5; rulings: one already anarch too) and either
    gain 1 pool or draw 1 card from your crypt (7)."""
    player = state.players[seat]
    vampires = [v for v in player.controlled if v is not convert and v.is_vampire and not v.title]
    rewards = [("pool", "gain 1 pool")]
    if player.crypt:
        rewards.append(("crypt", "draw a crypt card"))
    options = [
        Option(
            USE, f"Remove {convert.name}: {v.name} becomes anarch, {words}", target=v.uid, data=key
        )
        for v in vampires
        for key, words in rewards
    ]
    if not options:
        return
    options.append(Option("pass", f"Keep {convert.name}"))
    choice = yield from ask(seat, ABILITY, "7", f"{convert.name} enters play", options)
    if choice.key != USE:
        return
    remove_from_game(state, convert)
    state.cards[choice.target].anarch = True
    if choice.data == "pool":
        gain_pool(state, seat, 1)
    else:
        drawn = player.crypt[0]
        move(state, drawn, Region.UNCONTROLLED)
        drawn.face_down = True
    state.log_line(choice.label, "7", seat)


def _ash_heap_to_library(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """Mora, the Death Seer: if she is ready during your discard phase, you can move a library
    card from your ash heap to the bottom of your library (once: "During X, do Y")."""
    player = state.players[seat]
    found: dict[int, CardInPlay] = {}
    for card in player.ash_heap:
        if not card.card.is_crypt:
            found.setdefault(card.card.id, card)
    if not found:
        return
    options = [
        Option(USE, f"{vampire.name}: move {c.name} to the bottom of your library", card=c.uid)
        for c in found.values()
    ]
    options.append(Option("pass", "Leave the ash heap as it is"))
    choice = yield from ask(seat, ABILITY, "8", "Move a card back to your library?", options)
    if choice.key == USE:
        move(state, state.cards[choice.card], Region.LIBRARY)
        state.log_line(choice.label, "8", seat)


HARBINGER_BLOOD = 5


def _blood_to_harbingers(state: GameState, seat: int, erlik: CardInPlay) -> Ask:
    """Erlik: as he enters play, you can distribute up to 5 blood from him to any of your
    uncontrolled Harbingers of Skulls, one at a time."""
    player = state.players[seat]
    for left in range(HARBINGER_BLOOD, 0, -1):
        found = [c for c in player.uncontrolled if "Harbinger of Skulls" in c.card.clans]
        if not found or erlik.blood < 1:
            return
        options = [
            Option(USE, f"Move 1 blood from {erlik.name} to {c.name} ({left} left)", card=c.uid)
            for c in found
        ]
        options.append(Option("pass", "Move no more blood"))
        choice = yield from ask(seat, ABILITY, "7", f"{erlik.name} enters play", options)
        if choice.key != USE:
            return
        lose_blood(state, erlik, 1)
        add_blood(state, state.cards[choice.card], 1)
        state.log_line(choice.label, "7", seat)


ENTER_PLAY: dict[str, PhaseAbility] = {
    "convert": _convert,
    "blood_to_harbingers": _blood_to_harbingers,
    TITLE_FOR_POOL: title_for_pool,
}


def _unlock_for(what: str) -> PhaseAbility:
    """Pherydima: "during your discard phase, you may burn a pool to unlock"; Emily Carson:
    "... can burn the Edge to unlock" (once: "During X, do Y")."""

    def unlock_for_a_price(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
        can_pay = state.players[seat].pool >= 1 if what == "pool" else state.edge == seat
        if not vampire.locked or not can_pay:
            return
        price = "a pool" if what == "pool" else "the Edge"
        options = [
            Option(USE, f"Burn {price} to unlock {vampire.name}", actor=vampire.uid),
            Option("pass", f"Leave {vampire.name} locked"),
        ]
        choice = yield from ask(seat, ABILITY, "8", f"Unlock {vampire.name}?", options)
        if choice.key == USE:
            if what == "pool":
                lose_pool(state, seat, 1)
            else:
                set_edge(state, None)
            unlock(state, vampire)
            state.log_line(choice.label, "8", seat)
            check_ousts(state)  # 9.1: the last pool burned ousts her

    return unlock_for_a_price


def _discard_one(state: GameState, seat: int, giotto: CardInPlay) -> Ask:
    """Giotto Verducci: during another Methuselah's discard phase, you can discard one card
    (draw up afterward, 1.6.1.2)."""
    owner = giotto.controller
    found: dict[int, CardInPlay] = {}
    for card in state.players[owner].hand:
        found.setdefault(card.card.id, card)
    if not found:
        return
    options = [Option(USE, f"Discard {c.name} and draw", card=c.uid) for c in found.values()]
    options.append(Option("pass", "Discard nothing"))
    choice = yield from ask(owner, ABILITY, "8", f"{giotto.name}: discard a card?", options)
    if choice.key == USE:
        move(state, state.cards[choice.card], Region.ASH_HEAP)
        refill_hand(state, owner)
        state.log_line(f"{giotto.name}: {choice.label.lower()}", "8", owner)


def discards_back(state: GameState, seat: int, discarded: list[CardInPlay]) -> Ask:
    """Rachel Brandywine: if she is ready, at the end of your discard phase, you may place
    the cards you discarded during it in your library (shuffle afterward)."""
    player = state.players[seat]
    rachels = [m for m in player.ready if "discards_back" in handlers(m) and not m.contested]
    back = [c for c in discarded if c.region is Region.ASH_HEAP]
    if not rachels or not back:
        return
    names = ", ".join(c.name for c in back)
    options = [
        Option(USE, f"{rachels[0].name}: put {names} back in your library and shuffle"),
        Option("pass", "Leave them in the ash heap"),
    ]
    choice = yield from ask(seat, ABILITY, "8", "Put your discards back?", options)
    if choice.key == USE:
        for card in back:
            move(state, card, Region.LIBRARY)
        shuffle(state, player.library)
        state.log_line(choice.label, "8", seat)


def _edge_for_pool(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """Hartmut Stover: you can burn the Edge during your discard phase to gain 1 pool (once:
    "During X, do Y")."""
    if state.edge != seat:
        return
    options = [
        Option(USE, f"{vampire.name}: burn the Edge to gain 1 pool", actor=vampire.uid),
        Option("pass", "Keep the Edge"),
    ]
    choice = yield from ask(seat, ABILITY, "8", "Burn the Edge for 1 pool?", options)
    if choice.key == USE:
        set_edge(state, None)
        gain_pool(state, seat, 1)
        state.log_line(choice.label, "8", seat)


def _unlock_lasombra(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """Ambrosio Luis Monçada: if he is ready during your discard phase, you can unlock another
    ready Lasombra (once: "During X, do Y")."""
    found = [
        v
        for p in state.players
        if not p.ousted
        for v in p.ready
        if v is not vampire and v.locked and not v.contested and "Lasombra" in v.card.clans
    ]
    if not found:
        return
    options = [Option(USE, f"{vampire.name}: unlock {v.name}", target=v.uid) for v in found]
    options.append(Option("pass", "Unlock none"))
    choice = yield from ask(seat, ABILITY, "8", "Unlock another ready Lasombra?", options)
    if choice.key == USE:
        unlock(state, state.cards[choice.target])
        state.log_line(choice.label, "8", seat)


def _unlock_self(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """Masika: during any Methuselah's discard phase, she may unlock (once: "During X, do
    Y"); her controller decides."""
    if not vampire.locked:
        return
    owner = vampire.controller
    options = [
        Option(USE, f"Unlock {vampire.name}", actor=vampire.uid),
        Option("pass", f"Leave {vampire.name} locked"),
    ]
    choice = yield from ask(owner, ABILITY, "8", f"Unlock {vampire.name}?", options)
    if choice.key == USE:
        unlock(state, vampire)
        state.log_line(choice.label, "8", owner)


def equipped(state: GameState, action: Any) -> None:
    """Idalia, Prophet of Guadalajara: if she performs a successful equip action, she can
    unlock during the next discard phase (her own, this turn: a modifier until it ends)."""
    if action.kind == "equip" and UNLOCK_AFTER_EQUIP in handlers(action.actor):
        add_modifier(state, Modifier(UNLOCK_AFTER_EQUIP, 1, "turn", card=action.actor.uid))


def hunted(state: GameState, action: Any) -> None:
    """Eddie Gaines: if he successfully hunts, he does not unlock as normal during his next
    unlock phase (a modifier through it, as reaction cards leave: G00005)."""
    actor = action.actor
    if action.kind == "hunt" and STAYS_LOCKED_AFTER_HUNT in handlers(actor):
        modifier = Modifier(NO_UNLOCK, 1, "after_unlock", card=actor.uid, seat=actor.controller)
        add_modifier(state, modifier)
        state.log_line(f"{actor.name} will not unlock as normal in the next unlock phase", "4")


def _unlock_after_equip(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    if vampire.locked and modified(state, UNLOCK_AFTER_EQUIP, vampire):
        yield from _unlock_self(state, seat, vampire)


UNLOCK_AFTER_EQUIP = "unlock_after_equip"
STAYS_LOCKED_AFTER_HUNT = "stays_locked_after_hunt"  # Eddie Gaines: hunted(), after success
BLOOD_TO_LAIBON = "blood_to_uncontrolled_laibon"
LAIBON_BLOOD = 2


def discard_action_options(state: GameState, seat: int) -> list[Option]:
    """8: what her minions' abilities let a discard phase action do. Ayo Igoli: move 2 blood
    from him to a Laibon in your uncontrolled region (as much as he has)."""
    uncontrolled = state.players[seat].uncontrolled
    laibon = [c for c in uncontrolled if c.card.is_vampire and c.card.sect == "Laibon"]
    return [
        Option(
            ABILITY, f"{ayo.name}: move 2 blood to {c.name} ({c.blood})", actor=ayo.uid, card=c.uid
        )
        for ayo in state.players[seat].ready
        if BLOOD_TO_LAIBON in handlers(ayo) and not ayo.contested and ayo.blood
        for c in laibon
    ]


def use_discard_action(state: GameState, seat: int, choice: Option) -> None:
    ayo, laibon = state.cards[choice.actor], state.cards[choice.card]
    moved = lose_blood(state, ayo, LAIBON_BLOOD)
    add_blood(state, laibon, moved)
    state.log_line(choice.label.split(" (")[0], "8", seat)


OTHERS_DISCARD: dict[str, PhaseAbility] = {
    "discard_in_others_discard_phase": _discard_one,
    "unlock_in_any_discard_phase": _unlock_self,
}
DISCARD: dict[str, PhaseAbility] = {
    "ash_heap_to_library": _ash_heap_to_library,
    "unlock_for_pool": _unlock_for("pool"),
    "unlock_for_edge": _unlock_for("edge"),
    "edge_for_pool_in_discard": _edge_for_pool,
    "unlock_lasombra_in_discard": _unlock_lasombra,
    "unlock_in_any_discard_phase": _unlock_self,
    UNLOCK_AFTER_EQUIP: _unlock_after_equip,
    "unlock_after_passed_referendum": _unlock_after_equip,  # Antonio Delgado: vampire_successes
}
NAMED = (
    *ENTER_PLAY,
    *DISCARD,
    *OTHERS_DISCARD,
    "discards_back",
    BLOOD_TO_LAIBON,
    STAYS_LOCKED_AFTER_HUNT,
)
