"""Provides ousting, victory points and the end of the game (9)."""

from __future__ import annotations

from .state import GameState, Phase
from .zones import gain_pool, remove_from_game, set_edge

OUST_POOL_REWARD = 6  # 9.1


class GameOver(Exception):
    """Raised when one Methuselah (or none) is left: the game has ended (9.1)."""


def check_ousts(state: GameState) -> None:
    """9.1: everyone at 0 pool is ousted at the same time; each one's predator scores.

    The predator gains a victory point and 6 pool, except that a predator ousted at the same
    time still gains the victory point but not the pool.
    """
    ousted = []
    for p in state.players:  # asked after every change of pool: a loop, no comprehension
        if not p.ousted and p.pool <= 0:
            ousted.append(p.seat)
    if not ousted:
        return
    predators = {seat: state.predator(seat) for seat in ousted}
    for seat in ousted:
        player = state.players[seat]
        player.ousted = True
        player.oust_turn = state.turn
        state.log_line(f"{player.name} is ousted", "9.1", seat)
    for seat in ousted:
        predator = state.players[predators[seat]]
        if predator.seat == seat:
            continue
        predator.victory_points += 1
        if predator.seat not in ousted:
            gain_pool(state, predator.seat, OUST_POOL_REWARD)
            state.log_line(
                f"{predator.name} gains 1 victory point and 6 pool", "9.1", predator.seat
            )
        else:
            state.log_line(f"{predator.name} gains 1 victory point (ousted too: no pool)", "9.1")
    for seat in ousted:
        _remove_cards(state, seat)
        if state.edge == seat:
            set_edge(state, None)
    end_if_decided(state)


def _remove_cards(state: GameState, seat: int) -> None:
    """9.1: all the cards an ousted Methuselah controls are removed from the game."""
    player = state.players[seat]
    for region in (player.ready, player.torpor, player.uncontrolled, player.in_play):
        for card in list(region):
            remove_from_game(state, card)


def end_if_decided(state: GameState) -> None:
    """9.1: the game ends when one Methuselah is left; she gains 1 more victory point."""
    alive = state.alive()
    if len(alive) > 1:
        return
    if alive:
        last = state.players[alive[0]]
        last.victory_points += 1
        state.log_line(f"{last.name} is the last Methuselah standing: +1 victory point", "9.1")
    finish(state)


def finish(state: GameState) -> None:
    state.finished = True
    state.phase = Phase.OVER
    best = max(p.victory_points for p in state.players)
    leaders = [p.seat for p in state.players if p.victory_points == best]
    state.winner = leaders[0] if len(leaders) == 1 else None
    raise GameOver


def withdraw(state: GameState, seat: int) -> None:
    """9.2: a successful withdrawal scores 1 victory point; the predator gains nothing."""
    player = state.players[seat]
    player.victory_points += 1
    player.withdrawn = True
    player.ousted = True
    player.withdrawing = False
    state.log_line(f"{player.name} withdraws from the game: +1 victory point", "9.2", seat)
    _remove_cards(state, seat)
    if state.edge == seat:
        set_edge(state, None)
    end_if_decided(state)
