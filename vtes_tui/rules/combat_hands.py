"""Provides what combat cards do to their Methuselahs' hands (6.4, 1.6.1.2): an open hand or a
larger hand size for the remainder of combat, and the hand size coming back once it ends."""

from __future__ import annotations

from ..cards.combat_words import HandSizeThisCombat, OpposingOpenHand
from .ability_use import draw_to_hand_size, sync_hand_size
from .cards_in_play import OPEN_HAND
from .events import Modifier
from .fight import Fight, Play, Side
from .permanents import hand_size_bonus
from .prompts import Ask
from .state import HAND_SIZE, GameState
from .zones import add_modifier


def opposing_open_hand(fight: Fight, side: Side, play: Play, effect: OpposingOpenHand) -> Ask:
    seat = fight.other(side).seat
    add_modifier(fight.state, Modifier(OPEN_HAND, 1, "combat", seat=seat))
    name = fight.state.players[seat].name
    fight.state.log_line(f"{name} plays with an open hand this combat", "6.4", side.seat)
    return
    yield


def hand_size_this_combat(fight: Fight, side: Side, play: Play, effect: HandSizeThisCombat) -> Ask:
    state = fight.state
    add_modifier(state, Modifier("hand_size", effect.amount, "combat", seat=side.seat))
    draw_to_hand_size(state, side.seat)  # 1.6.1.2: she draws up at once
    name = state.players[side.seat].name
    state.log_line(f"{name} gets +{effect.amount} hand size this combat", "6.4", side.seat)
    return
    yield


def hands_after_combat(state: GameState) -> Ask:
    """1.6.1.2: a hand size bonus for the combat is over: its Methuselah discards down at once
    (choosing the cards)."""
    for player in state.players:
        if not player.ousted and player.hand_size != HAND_SIZE + hand_size_bonus(
            state, player.seat
        ):
            yield from sync_hand_size(state, player.seat)
