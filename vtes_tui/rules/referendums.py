"""Provides the automated referendums: their terms and what passing does (6.3.1, 6.3.2)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..cards.vocabulary import GrantTitle
from .cards_in_play import to_uncontrolled
from .contests import title_gained
from .events import Modifier
from .permanents import CANNOT_REACT
from .prompts import Option, Prompt, ask
from .state import CardInPlay, GameState, Region

if TYPE_CHECKING:
    from .actions import Action
from .zones import add_modifier, attach, gain_pool, lose_pool

Terms = Generator[Prompt, int, Any]

KINE_POINTS = 4  # Kine Resources Contested: allocate 4 points


@dataclass(frozen=True, slots=True)
class Measure:
    """What a political action card proposes: how its terms are chosen and what passing does."""

    terms: Callable[[GameState, int, Action], Terms] | None  # the caller's seat, the action
    describe: Callable[[GameState, Any], str]
    apply: Callable[[GameState, int, Any], Terms | None]  # a generator when it asks


def _allocate(
    state: GameState,
    seat: int,
    total: int,
    seats: list[int],
    at_least: int,
    what: str,
    effect: str = "burn",
) -> Generator[Prompt, int, dict[int, int]]:
    """Allocate ``total`` points one at a time among ``seats``, on ``at_least`` of them (or on
    all of them, when there are fewer: a table of two has no "two other Methuselahs")."""
    at_least = min(at_least, len(seats))
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


EXPELLED = 2  # Expulsion: up to two minions


def _expulsion_terms(state: GameState, seat: int, action: Action) -> Terms:
    """Expulsion: choose up to two minions (ready ones: only they block, react or vote)."""
    chosen: list[int] = []
    while len(chosen) < EXPELLED:
        options = [
            Option(
                "minion",
                f"{m.name} ({state.players[m.controller].name})",
                target=m.uid,
                target_seat=m.controller,
            )
            for p in state.clockwise_from(seat)
            for m in state.players[p].ready
            if m.is_minion and m.uid not in chosen
        ]
        options.append(Option("done", f"Choose no more minions ({len(chosen)} chosen)"))
        choice = yield from ask(
            seat, "terms", "6.3.2", "Expulsion: choose up to two minions", options
        )
        if choice.key == "done":
            break
        chosen.append(choice.target)
    return chosen


def _expulsion_describe(state: GameState, chosen: list[int]) -> str:
    return "minions " + (", ".join(state.cards[uid].name for uid in chosen) or "none")


def _expulsion_apply(state: GameState, seat: int, chosen: list[int]) -> None:
    """The chosen minions cannot play reaction cards, block or cast votes or ballots this turn."""
    for uid in chosen:
        minion = state.cards[uid]
        add_modifier(state, Modifier(CANNOT_REACT, 1, "turn", card=uid))
        state.log_line(
            f"{minion.name} cannot play reactions, block or cast votes this turn", "6.3.2", seat
        )


def _banishment_terms(state: GameState, seat: int, action: Action) -> Terms:
    """Banishment: choose a ready younger vampire (younger than the acting one: 1.5.2)."""
    found = [
        v
        for s in state.clockwise_from(seat)
        for v in state.players[s].ready
        if v.is_vampire and not v.face_down and v.capacity < action.actor.capacity
    ]
    options = [
        Option(
            "minion",
            f"{v.name} ({state.players[v.controller].name}, capacity {v.capacity})",
            target=v.uid,
            target_seat=v.controller,
        )
        for v in found
    ]
    if not options:
        return None
    choice = yield from ask(seat, "terms", "6.3.2", "Choose a ready younger vampire", options)
    return choice.target


def _banishment_describe(state: GameState, chosen: int | None) -> str:
    return state.cards[chosen].name if chosen is not None else "no younger vampire: no terms"


def _banishment_apply(state: GameState, seat: int, chosen: int | None) -> None:
    """The chosen vampire goes to the uncontrolled region, with its cards and counters (out
    of play while it stays there); not if it has left the ready region meanwhile."""
    vampire = state.cards[chosen] if chosen is not None else None
    if vampire is None or vampire.region is not Region.READY:
        return
    to_uncontrolled(state, vampire)
    state.log_line(f"{vampire.name} is moved to the uncontrolled region", "6.3.2", seat)


def title_measure(word: GrantTitle) -> Measure:
    """A title card (4.2): choose a ready vampire of the clan; in this referendum each ready
    vampire of the clan gets more votes; passed, the card goes on the chosen vampire, who has
    the title it represents (contested if another vampire has that unique title)."""

    def terms(state: GameState, seat: int, action: Action) -> Terms:
        clan = [
            v
            for s in state.clockwise_from(seat)
            for v in state.players[s].ready
            if v.is_vampire and not v.face_down and word.clan in v.card.clans
        ]
        for vampire in clan:
            add_modifier(state, Modifier("votes", word.clan_votes, "action", card=vampire.uid))
        options = [
            Option(
                "minion",
                f"{v.name} ({state.players[v.controller].name})",
                target=v.uid,
                target_seat=v.controller,
            )
            for v in clan
        ]
        if not options or action.card is None:
            return None
        choice = yield from ask(seat, "terms", "6.3.2", f"Choose a ready {word.clan}", options)
        return action.card.uid, choice.target

    def describe(state: GameState, terms: tuple[int, int] | None) -> str:
        return "no one to choose" if terms is None else state.cards[terms[1]].name

    def apply(state: GameState, seat: int, terms: tuple[int, int] | None) -> None:
        if terms is None:
            return
        card, vampire = state.cards[terms[0]], state.cards[terms[1]]
        if vampire.region is not Region.READY:
            return
        attach(state, card, vampire)
        state.log_line(f"{vampire.name} becomes {vampire.title}", "4.2", seat)
        title_gained(state, vampire)

    return Measure(terms, describe, apply)


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


def _chosen_vampires(state: GameState, seat: int, name: str) -> Terms:
    """Each Methuselah, from the caller round the table, can choose a ready vampire she
    controls; returns the chosen vampire of each seat (absent: none chosen)."""
    chosen: dict[int, CardInPlay] = {}
    for s in state.clockwise_from(seat):
        vampires = [v for v in state.players[s].ready if v.is_vampire and not v.face_down]
        options = [
            Option(
                "minion",
                f"{v.name} (capacity {v.capacity})",
                target=v.uid,
                target_seat=s,
                numbers={"capacity": v.capacity},
            )
            for v in vampires
        ]
        options.append(Option("done", "Choose no vampire"))
        choice = yield from ask(s, "terms", "6.3.2", f"{name}: choose a ready vampire", options)
        if choice.key == "minion":
            chosen[s] = state.cards[choice.target]
    return chosen


REINS_POOL = 6  # Reins of Power: each Methuselah gains 6 pool


def _reins_apply(state: GameState, seat: int, terms: None) -> Terms:
    """Reins of Power: each Methuselah can choose a ready vampire they control; each gains 6
    pool, then burns pool equal to the capacity of their predator's chosen vampire."""
    chosen = yield from _chosen_vampires(state, seat, "Reins of Power")
    for s in state.clockwise_from(seat):
        gain_pool(state, s, REINS_POOL)
    for s in state.clockwise_from(seat):
        predator = chosen.get(state.predator(s))
        burned = lose_pool(state, s, predator.capacity) if predator is not None else 0
        name = state.players[s].name
        state.log_line(f"{name} gains {REINS_POOL} pool and burns {burned}", "6.3.2", seat)


ANCIENT_BURN = 5  # Ancient Influence: then burns 5 pool


def _ancient_apply(state: GameState, seat: int, terms: None) -> Terms:
    """Ancient Influence: each Methuselah can choose a ready vampire they control; each gains
    pool equal to their chosen vampire's capacity, then burns 5 pool."""
    chosen = yield from _chosen_vampires(state, seat, "Ancient Influence")
    for s in state.clockwise_from(seat):
        gained = chosen[s].capacity if s in chosen else 0
        gain_pool(state, s, gained)
        burned = lose_pool(state, s, ANCIENT_BURN)
        name = state.players[s].name
        state.log_line(f"{name} gains {gained} pool and burns {burned}", "6.3.2", seat)


def _no_terms(state: GameState, terms: Any) -> str:
    return "no terms"


MEASURES: dict[str, Measure] = {
    "kine_resources_contested": Measure(_kine_terms, _kine_describe, _kine_apply),
    "ancilla_empowerment": Measure(None, lambda state, terms: "no terms", _ancilla_apply),
    "consanguineous_boon": Measure(_boon_terms, lambda state, clan: f"clan {clan}", _boon_apply),
    "conservative_agitation": Measure(_agitation_terms, _kine_describe, _kine_apply),
    "camarillas_iron_fist": Measure(_iron_fist_terms, _iron_fist_describe, _iron_fist_apply),
    "parity_shift": Measure(_parity_terms, _parity_describe, _parity_apply),
    "expulsion": Measure(_expulsion_terms, _expulsion_describe, _expulsion_apply),
    "banishment": Measure(_banishment_terms, _banishment_describe, _banishment_apply),
    "reckless_agitation": Measure(_reckless_terms, _kine_describe, _kine_apply),
    "political_stranglehold": Measure(None, _no_terms, _stranglehold_apply),
    "reins_of_power": Measure(None, _no_terms, _reins_apply),
    "ancient_influence": Measure(None, _no_terms, _ancient_apply),
}
