"""Provides the automated referendums: their terms and what passing does (6.3.1, 6.3.2)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any

from .prompts import Option, Prompt, ask
from .state import GameState
from .zones import gain_pool, lose_pool

Terms = Generator[Prompt, int, Any]

KINE_POINTS = 4  # Kine Resources Contested: allocate 4 points


@dataclass(frozen=True, slots=True)
class Measure:
    """What a political action card proposes: how its terms are chosen and what passing does."""

    terms: Callable[[GameState, int], Terms] | None
    describe: Callable[[GameState, Any], str]
    apply: Callable[[GameState, int, Any], None]


def _kine_terms(state: GameState, seat: int) -> Terms:
    """Kine Resources Contested: allocate 4 points among two or more Methuselahs."""
    points: dict[int, int] = {}
    for left in range(KINE_POINTS, 0, -1):
        seats = state.clockwise_from(seat)
        if left == 1 and len(points) == 1:
            seats = [s for s in seats if s not in points]  # two or more Methuselahs
        options = [
            Option(
                "point",
                f"1 point on {state.players[s].name} (has {points.get(s, 0)}, pool "
                f"{state.players[s].pool})",
                target_seat=s,
                numbers={"points": points.get(s, 0), "left": left, "pool": state.players[s].pool},
            )
            for s in seats
        ]
        choice = yield from ask(
            seat,
            "terms",
            "6.3.2",
            f"Allocate {left} more point(s) among two or more Methuselahs",
            options,
        )
        points[choice.target_seat] = points.get(choice.target_seat, 0) + 1
    return points


def _kine_describe(state: GameState, points: dict[int, int]) -> str:
    return "points " + ", ".join(f"{state.players[s].name} {n}" for s, n in points.items())


def _kine_apply(state: GameState, seat: int, points: dict[int, int]) -> None:
    for target, count in points.items():
        burned = lose_pool(state, target, count)
        state.log_line(f"{state.players[target].name} burns {burned} pool", "6.3.2", seat)


def _ancilla_apply(state: GameState, seat: int, terms: None) -> None:
    """Ancilla Empowerment: each Methuselah burns 1 pool for each minion she controls."""
    for player in state.players:
        if player.ousted:
            continue
        count = sum(1 for m in player.controlled if m.is_minion)
        burned = lose_pool(state, player.seat, count)
        state.log_line(f"{player.name} burns {burned} pool", "6.3.2", seat)


def _boon_terms(state: GameState, seat: int) -> Terms:
    """Consanguineous Boon: choose a clan (among the vampires controlled at the table)."""
    counts: dict[str, int] = {}
    for minion in state.all_minions():
        if minion.is_vampire and not state.players[minion.controller].ousted:
            for clan in minion.card.clans:
                counts[clan] = counts.get(clan, 0) + 1
    options = [
        Option("clan", f"{clan} ({n} controlled)", numbers={"vampires": n}, data=clan)
        for clan, n in sorted(counts.items())
    ]
    choice = yield from ask(seat, "terms", "6.3.2", "Choose a clan", options)
    return choice.data


def _boon_apply(state: GameState, seat: int, clan: str) -> None:
    """Consanguineous Boon: each Methuselah gains 1 pool per vampire of the clan she controls."""
    for player in state.players:
        if player.ousted:
            continue
        count = sum(1 for m in player.controlled if m.is_vampire and clan in m.card.clans)
        gain_pool(state, player.seat, count)
        state.log_line(f"{player.name} gains {count} pool", "6.3.2", seat)


MEASURES: dict[str, Measure] = {
    "kine_resources_contested": Measure(_kine_terms, _kine_describe, _kine_apply),
    "ancilla_empowerment": Measure(None, lambda state, terms: "no terms", _ancilla_apply),
    "consanguineous_boon": Measure(_boon_terms, lambda state, clan: f"clan {clan}", _boon_apply),
}
