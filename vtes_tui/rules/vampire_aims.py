"""Provides what a minion's own directed action can be aimed at (6.2.1): the cards and the
Methuselahs, one (card, Methuselah) pair for each option of the action (Ⓓ: another
Methuselah or what she controls)."""

from __future__ import annotations

from .state import CardInPlay, GameState, Region

Aim = tuple[CardInPlay | None, int | None]  # the card and the Methuselah a Ⓓ action targets


def others(state: GameState, seat: int) -> list[int]:
    return [s for s in state.clockwise_from(seat) if s != seat]


def younger_vampires(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    """Vampires younger than him (1.5.2) other Methuselahs control (Ⓓ: not your own)."""
    return [
        (v, s)
        for s in others(state, seat)
        for v in state.players[s].controlled
        if v.is_vampire and not v.contested and v.capacity < minion.capacity
    ]


def ready_minions(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    return [
        (m, s)
        for s in others(state, seat)
        for m in state.players[s].ready
        if m.is_minion and not m.contested
    ]


def ready_vampires(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    return [(m, s) for m, s in ready_minions(state, seat, minion) if m.is_vampire]


def ready_non_camarilla(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    return [
        (m, s)
        for m, s in ready_minions(state, seat, minion)
        if m.is_vampire and m.sect != "Camarilla"
    ]


def allies_and_younger(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    allies = [(m, s) for m, s in ready_minions(state, seat, minion) if m.is_ally]
    younger = [(v, s) for v, s in younger_vampires(state, seat, minion) if v.region is Region.READY]
    return allies + younger


def torpid_vampires(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    """Vampires in torpor other Methuselahs control (Ⓓ: not your own)."""
    return [
        (v, s)
        for s in others(state, seat)
        for v in state.players[s].torpor
        if v.is_vampire and not v.contested
    ]


def methuselahs(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    return [(None, s) for s in others(state, seat)]


def locations(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    return [
        (c, s)
        for s in others(state, seat)
        for c in state.players[s].in_play
        if c.card.clauses.location and not c.contested
    ]


def equipment(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    return [
        (e, s)
        for m, s in ready_minions(state, seat, minion)
        for e in m.attached
        if e.card.equipment_in_play
    ]


def retainers(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    """Retainers on minions other Methuselahs control (Ⓓ: not your own)."""
    return [
        (r, s)
        for s in others(state, seat)
        for m in state.players[s].controlled
        for r in m.attached
        if "Retainer" in r.card.types
    ]


def neighbours_minions(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    """Ready minions your predator or prey controls."""
    near = (state.predator(seat), state.prey(seat))
    return [(m, s) for m, s in ready_minions(state, seat, minion) if s in near]


def neighbours_small_vampires(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    """Ready vampires with capacity 6 or less your predator or prey controls."""
    return [
        (m, s)
        for m, s in neighbours_minions(state, seat, minion)
        if m.is_vampire and m.capacity <= SMALL_VAMPIRE
    ]


SMALL_VAMPIRE = 6  # Ignazio Giovanni: "a vampire with capacity 6 or less"


def tremere_vampires(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    """Ready Tremere vampires other Methuselahs control (Ⓓ: not your own)."""
    return [(m, s) for m, s in ready_vampires(state, seat, minion) if "Tremere" in m.card.clans]


def others_allies(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    return [(m, s) for m, s in ready_minions(state, seat, minion) if m.is_ally]
