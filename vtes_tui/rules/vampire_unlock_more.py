"""Provides more of what minions' own abilities do in their controller's unlock phase (4), after
the cards are unlocked: blood moved (Saulot), minions locked (Feo Ramos, Scout Youngwood), cards
burned or moved (Egothha, Nehemiah, Jayne Jonestown), a vampire burned (Mukhtar Bey); named handlers listed in
``vampire_unlock.UNLOCK``, which uses them."""

from __future__ import annotations

from ..cards.red_list_words import MovesCardAtUnlock
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, USE, abilities, distinct
from .zones import add_blood, attach, burn, lock, lose_blood, move, refill_hand

SAULOT_BLOOD = 2  # Saulot, The Wanderer: "move 2 blood from him"


def two_blood_to_vampire(state: GameState, seat: int, saulot: CardInPlay) -> Ask:
    """Saulot, The Wanderer: during your unlock phase, you can move 2 blood from him to a vampire
    in play (anyone's, ready or in torpor) or in your uncontrolled region (once: "During X, do
    Y")."""
    if saulot.blood < SAULOT_BLOOD:
        return
    # Her own vampires first: the uncontrolled ones the blood helps bring out (the greedy bot's
    # pick is the first).
    seats = state.clockwise_from(seat)
    in_play = [v for s in seats for v in state.players[s].controlled if v.is_vampire]
    found = [*state.players[seat].uncontrolled, *in_play]
    options = [
        Option(USE, f"Move {SAULOT_BLOOD} blood from {saulot.name} to {v.name}", target=v.uid)
        for v in found
        if v is not saulot
    ]
    if not options:
        return
    options.append(Option("pass", "Move no blood"))
    choice = yield from ask(seat, ABILITY, "4", f"{saulot.name}: move 2 blood?", options)
    if choice.key == USE:
        lose_blood(state, saulot, SAULOT_BLOOD)
        add_blood(state, state.cards[choice.target], SAULOT_BLOOD)
        state.log_line(choice.label, "4", seat)


def older_sabbat_lock(state: GameState, seat: int, feo: CardInPlay) -> Ask:
    """Feo Ramos: "During your unlock phase, older Sabbat vampires controlled by other
    Methuselahs can burn 1 blood to lock Feo" (1.5.2: capacities compared); their
    Methuselahs are asked in turn (1.6.1.5), until one does."""
    for other in state.clockwise_from(seat)[1:]:
        if feo.locked or feo.region is not Region.READY:
            return
        older = [
            v
            for v in state.players[other].ready
            if v.is_vampire
            and v.sect == "Sabbat"
            and v.capacity > feo.capacity
            and v.blood >= 1
            and not v.contested
        ]
        if not older:
            continue
        options = [
            Option(USE, f"{v.name} burns 1 blood to lock {feo.name}", actor=v.uid) for v in older
        ]
        options.append(Option("pass", f"Leave {feo.name} unlocked"))
        choice = yield from ask(other, ABILITY, "4", f"Lock {feo.name}?", options)
        if choice.key == USE:
            lose_blood(state, state.cards[choice.actor], 1)
            lock(state, feo)
            state.log_line(choice.label, "4", other)


SCOUT_BLOOD = 2  # Scout Youngwood: "burn 2 blood"


def lock_prey_minion(state: GameState, seat: int, scout: CardInPlay) -> Ask:
    """Scout Youngwood: "During your unlock phase, Scout can burn 2 blood to lock an ally or
    younger vampire controlled by your prey" (1.5.2: younger, a smaller capacity)."""
    prey = state.prey(seat)
    if prey == seat or scout.blood < SCOUT_BLOOD:
        return
    found = [
        m
        for m in state.players[prey].ready
        if not m.locked
        and not m.contested
        and (m.is_ally or (m.is_vampire and m.capacity < scout.capacity))
    ]
    if not found:
        return
    options = [
        Option(USE, f"{scout.name} burns {SCOUT_BLOOD} blood to lock {m.name}", target=m.uid)
        for m in found
    ]
    options.append(Option("pass", "Lock nothing"))
    choice = yield from ask(seat, ABILITY, "4", f"{scout.name}: lock a minion?", options)
    if choice.key == USE:
        lose_blood(state, scout, SCOUT_BLOOD)
        lock(state, state.cards[choice.target])
        state.log_line(choice.label, "4", seat)


def prey_burns_top_card(state: GameState, seat: int, egothha: CardInPlay) -> Ask:
    """Egothha: "During your unlock phase, if Egothha is ready, your prey burns the top card of
    his or her library, and if that card is a master card, Egothha gains 1 blood"."""
    prey = state.prey(seat)
    library = state.players[prey].library
    if prey == seat or not library:
        return
    top = library[0]
    move(state, top, Region.ASH_HEAP)
    state.log_line(f"{state.players[prey].name} burns {top.name} ({egothha.name})", "4", seat)
    if top.card.is_master and add_blood(state, egothha, 1):
        state.log_line(f"{egothha.name} gains 1 blood", "4", seat)
    return
    yield


GEHENNA_LIMIT = 5  # Mukhtar Bey: "five Gehenna cards in play"


def burned_by_gehenna(state: GameState, seat: int, mukhtar: CardInPlay) -> Ask:
    """Mukhtar Bey: "If there are five Gehenna cards in play during your unlock phase, burn
    Mukhtar" (anyone's Gehenna cards, 4.1: contested ones are out of play)."""
    found = sum(
        1
        for p in state.players
        if not p.ousted
        for c in p.in_play
        if c.card.clauses.gehenna and not c.contested
    )
    if found >= GEHENNA_LIMIT:
        state.log_line(f"{found} Gehenna cards in play: {mukhtar.name} is burned", "4", seat)
        burn(state, mukhtar)
    return
    yield


BOTTOMED = 2  # Nehemiah: "up to two cards"


def cards_to_library_bottom(state: GameState, seat: int, nehemiah: CardInPlay) -> Ask:
    """Nehemiah: "During your unlock phase, you can move up to two cards from your hand to the
    bottom of your library (draw up afterward)" (1.6.1.2)."""
    hand = state.players[seat].hand
    moved = 0
    while moved < BOTTOMED and hand:
        options = [
            Option(USE, f"Move {c.name} to the bottom of your library", card=c.uid)
            for c in distinct(iter(hand))
        ]
        options.append(Option("pass", "Move no more cards" if moved else "Move no card"))
        choice = yield from ask(seat, ABILITY, "4", f"{nehemiah.name}: a card to move?", options)
        if choice.key != USE:
            break
        move(state, state.cards[choice.card], Region.LIBRARY)
        state.log_line(f"{nehemiah.name}: a card moved to the bottom of the library", "4", seat)
        moved += 1
    if moved:
        refill_hand(state, seat)


def moves_card_at_unlock(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """Jayne Jonestown: "If Jayne is ready during your unlock phase and the Society of Leopold
    is in play, you may move the Society to any ready vampire" (the card her definition
    names; on a vampire, it stays controlled as a master card is, 1.6.2)."""
    for _, words in abilities(vampire, MovesCardAtUnlock):
        found = [
            c
            for p in state.players
            for m in p.controlled
            for c in m.attached
            if c.card.name == words.card and not c.contested
        ]
        for card in found:
            options = [
                Option(USE, f"Move {card.name} to {v.name}", card=card.uid, target=v.uid)
                for p in state.players
                if not p.ousted
                for v in p.ready
                if v.is_vampire and v is not card.host
            ]
            if not options:
                continue
            options.append(Option("pass", f"Leave {card.name} on {card.host.name}"))
            choice = yield from ask(
                seat, ABILITY, "4", f"{vampire.name}: move {card.name}?", options
            )
            if choice.key == USE:
                attach(state, card, state.cards[choice.target])
                state.log_line(choice.label, "4", seat)
