"""Provides the automated referendums: their terms and what passing does (6.3.1, 6.3.2); here
the measures about pool, those about minions in referendum_minions.py."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .prompts import Option, Prompt, ask
from .state import GameState
from .zones import gain_pool, lose_pool

if TYPE_CHECKING:
    from .actions import Action

Terms = Generator[Prompt, int, Any]

KINE_POINTS = 4  # Kine Resources Contested: allocate 4 points


@dataclass(frozen=True, slots=True)
class Measure:
    """What a political action card proposes: how its terms are chosen and what passing does,
    and whether the card can be called at this table at all."""

    terms: Callable[[GameState, int, Action], Terms] | None  # the caller's seat, the action
    describe: Callable[[GameState, Any], str]
    apply: Callable[[GameState, int, Any], Terms | None]  # a generator when it asks
    callable_by: Callable[[GameState, int], bool] | None = None  # None: always


def _allocate(
    state: GameState,
    seat: int,
    total: int,
    seats: list[int],
    at_least: int,
    what: str,
    effect: str = "burn",
) -> Generator[Prompt, int, dict[int, int]]:
    """Allocate ``total`` points one at a time among ``seats``, on ``at_least`` of them or more
    (never fewer: a card that cannot find them is not called, ``two_others``)."""
    points: dict[int, int] = {}
    for left in range(total, 0, -1):
        allowed = seats
        if left < at_least - len(points) + 1:
            allowed = [s for s in seats if s not in points]  # "among two or more Methuselahs"
        options = [
            Option(
                "point",
                f"1 point on {state.players[s].name} (has {points.get(s, 0)}, pool "
                f"{state.players[s].pool})",
                target_seat=s,
                numbers={"points": points.get(s, 0), "left": left, "pool": state.players[s].pool},
            )
            for s in allowed
        ]
        # The context says what a point means for its Methuselah ("burn" or "gain" pool).
        text = f"Allocate {left} more point(s) among {what}"
        choice = yield from ask(seat, "terms", "6.3.2", text, options, {"points": effect})
        points[choice.target_seat] = points.get(choice.target_seat, 0) + 1
    return points


def two_others(state: GameState, seat: int) -> bool:
    """Rulings (Reckless Agitation, Camarilla's Iron Fist; LSJ 20100129): "two or more other
    Methuselahs" needs two besides the one left out: not playable with one opponent left."""
    return len(state.clockwise_from(seat)) >= 3


def _kine_terms(state: GameState, seat: int, action: Action) -> Terms:
    """Kine Resources Contested: allocate 4 points among two or more Methuselahs."""
    seats = state.clockwise_from(seat)
    return (yield from _allocate(state, seat, KINE_POINTS, seats, 2, "two or more Methuselahs"))


RECKLESS_POINTS = 6  # Reckless Agitation: allocate 6 points


def _reckless_terms(state: GameState, seat: int, action: Action) -> Terms:
    """Reckless Agitation: allocate 6 points among two or more other Methuselahs."""
    others = [s for s in state.clockwise_from(seat) if s != seat]
    words = "two or more other Methuselahs"
    return (yield from _allocate(state, seat, RECKLESS_POINTS, others, 2, words))


def _agitation_terms(state: GameState, seat: int, action: Action) -> Terms:
    """Conservative Agitation: allocate X points among two or more Methuselahs, X the number
    of Methuselahs in the game (ruling LSJ 20000622: not all on one; yourself allowed)."""
    seats = state.clockwise_from(seat)
    words = "two or more Methuselahs"
    return (yield from _allocate(state, seat, len(seats), seats, 2, words))


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


def _autarkis_apply(state: GameState, seat: int, terms: None) -> None:
    """Autarkis Persecution: each Methuselah gains 1 pool for each minion she controls."""
    for player in state.players:
        if not player.ousted:
            count = sum(1 for m in player.controlled if m.is_minion)
            gain_pool(state, player.seat, count)
            state.log_line(f"{player.name} gains {count} pool", "6.3.2", seat)


def _domain_challenge_apply(state: GameState, seat: int, terms: None) -> None:
    """Domain Challenge: each Methuselah burns 1 pool for each locked minion she controls."""
    for player in state.players:
        if not player.ousted:
            count = sum(1 for m in player.controlled if m.is_minion and m.locked)
            burned = lose_pool(state, player.seat, count)
            state.log_line(f"{player.name} burns {burned} pool", "6.3.2", seat)


def _boon_terms(state: GameState, seat: int, action: Action) -> Terms:
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


def _choose_methuselah(
    state: GameState, seat: int, seats: list[int], words: str, effect: str
) -> Generator[Prompt, int, int | None]:
    """Choose one of ``seats``; the context says whether she "gains" or "gives" pool."""
    options = [
        Option(
            "methuselah",
            f"{state.players[s].name} (pool {state.players[s].pool})",
            target_seat=s,
            numbers={"pool": state.players[s].pool},
        )
        for s in seats
    ]
    if not options:
        return None
    choice = yield from ask(seat, "terms", "6.3.2", words, options, {"methuselah": effect})
    return choice.target_seat


IRON_FIST_POINTS = 5  # Camarilla's Iron Fist: allocate 5 points


def _iron_fist_terms(state: GameState, seat: int, action: Action) -> Terms:
    """Camarilla's Iron Fist: choose a Methuselah and allocate 5 points among two or more
    other Methuselahs."""
    everyone = state.clockwise_from(seat)
    chosen = yield from _choose_methuselah(state, seat, everyone, "Choose a Methuselah", "gains")
    others = [s for s in everyone if s != chosen]
    words = f"two or more Methuselahs other than {state.players[chosen].name}"
    points = yield from _allocate(state, seat, IRON_FIST_POINTS, others, 2, words)
    return chosen, points


def _iron_fist_describe(state: GameState, terms: tuple[int, dict[int, int]]) -> str:
    chosen, points = terms
    return f"{state.players[chosen].name} chosen, {_kine_describe(state, points)}"


def _iron_fist_apply(state: GameState, seat: int, terms: tuple[int, dict[int, int]]) -> None:
    """Each Methuselah burns 1 pool per point allocated and the chosen one gains 1 pool."""
    chosen, points = terms
    _kine_apply(state, seat, points)
    gain_pool(state, chosen, 1)
    state.log_line(f"{state.players[chosen].name} gains 1 pool", "6.3.2", seat)


PARITY_POOL = 3  # Parity Shift: 3 of their pool


def _parity_terms(state: GameState, seat: int, action: Action) -> Terms:
    """Parity Shift: choose a Methuselah with more pool than you and allocate 3 of their pool
    among 1 or more other Methuselahs (including you)."""
    everyone = state.clockwise_from(seat)
    richer = [s for s in everyone if state.players[s].pool > state.players[seat].pool]
    words = "Choose a Methuselah who has more pool than you"
    target = yield from _choose_methuselah(state, seat, richer, words, "gives")
    if target is None:
        return None
    others = [s for s in everyone if s != target]
    words = f"1 or more Methuselahs other than {state.players[target].name}"
    points = yield from _allocate(state, seat, PARITY_POOL, others, 1, words, "gain")
    return target, points


def _parity_describe(state: GameState, terms: tuple[int, dict[int, int]] | None) -> str:
    if terms is None:
        return "no Methuselah has more pool: no terms"
    target, points = terms
    shares = ", ".join(f"{state.players[s].name} {n}" for s, n in points.items())
    return f"{PARITY_POOL} of {state.players[target].name}'s pool to {shares}"


def _parity_apply(state: GameState, seat: int, terms: tuple[int, dict[int, int]] | None) -> None:
    """The pool moves as allocated. With less pool left than allocated, it goes in the order
    the caller allocated it (ruling LSJ 20010606: the caller chooses how, within the terms)."""
    if terms is None:
        return
    target, points = terms
    for other, count in points.items():
        moved = lose_pool(state, target, count)
        gain_pool(state, other, moved)
        state.log_line(
            f"{state.players[other].name} gains {moved} pool from {state.players[target].name}",
            "6.3.2",
            seat,
        )


STRANGLEHOLD_POOL = 3  # Political Stranglehold: 3 pool for each vampire
STRANGLEHOLD_CAPACITY = 8  # with capacity 8 or more


def _stranglehold_apply(state: GameState, seat: int, terms: None) -> None:
    """Political Stranglehold: each Methuselah gains 3 pool for each vampire they control with
    capacity 8 or more."""
    for player in state.players:
        if player.ousted:
            continue
        count = sum(
            1 for m in player.controlled if m.is_vampire and m.capacity >= STRANGLEHOLD_CAPACITY
        )
        gain_pool(state, player.seat, STRANGLEHOLD_POOL * count)
        state.log_line(f"{player.name} gains {STRANGLEHOLD_POOL * count} pool", "6.3.2", seat)


def no_terms(state: GameState, terms: Any) -> str:
    return "no terms"


MEASURES: dict[str, Measure] = {
    "kine_resources_contested": Measure(_kine_terms, _kine_describe, _kine_apply),
    "ancilla_empowerment": Measure(None, no_terms, _ancilla_apply),
    "consanguineous_boon": Measure(_boon_terms, lambda state, clan: f"clan {clan}", _boon_apply),
    "conservative_agitation": Measure(_agitation_terms, _kine_describe, _kine_apply),
    "camarillas_iron_fist": Measure(
        _iron_fist_terms, _iron_fist_describe, _iron_fist_apply, two_others
    ),
    "parity_shift": Measure(_parity_terms, _parity_describe, _parity_apply),
    "reckless_agitation": Measure(_reckless_terms, _kine_describe, _kine_apply, two_others),
    "political_stranglehold": Measure(None, no_terms, _stranglehold_apply),
    "autarkis_persecution": Measure(None, no_terms, _autarkis_apply),
    "domain_challenge": Measure(None, no_terms, _domain_challenge_apply),
}
