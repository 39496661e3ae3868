"""Provides the measures of political actions about minions (6.3.2): expelling, banishing,
titles, and each Methuselah choosing a vampire (Reins of Power, Ancient Influence)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.card_words import GrantTitle
from .apply import shielded
from .cards_in_play import to_uncontrolled
from .contests import title_gained
from .events import Modifier
from .permanents import CANNOT_REACT
from .prompts import Option, ask
from .referendums import Measure, Terms, no_terms
from .state import CardInPlay, GameState, Region
from .zones import add_modifier, attach, gain_pool, lose_pool

if TYPE_CHECKING:
    from .actions import Action


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
            if m.is_minion and m.uid not in chosen and not shielded(seat, m)
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
        if v.is_vampire
        and not v.face_down
        and v.capacity < action.actor.capacity
        and not shielded(seat, v)
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
            if (not word.sect or v.sect == word.sect) and not shielded(seat, v)
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


def _chosen_vampires(state: GameState, seat: int) -> Terms:
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
        choice = yield from ask(
            s, "terms", "6.3.2", "The referendum passed: choose a ready vampire", options
        )
        if choice.key == "minion":
            chosen[s] = state.cards[choice.target]
    return chosen


REINS_POOL = 6  # Reins of Power: each Methuselah gains 6 pool


def _reins_apply(state: GameState, seat: int, terms: None) -> Terms:
    """Reins of Power: each Methuselah can choose a ready vampire they control; each gains 6
    pool, then burns pool equal to the capacity of their predator's chosen vampire."""
    chosen = yield from _chosen_vampires(state, seat)
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
    chosen = yield from _chosen_vampires(state, seat)
    for s in state.clockwise_from(seat):
        gained = chosen[s].capacity if s in chosen else 0
        gain_pool(state, s, gained)
        burned = lose_pool(state, s, ANCIENT_BURN)
        name = state.players[s].name
        state.log_line(f"{name} gains {gained} pool and burns {burned}", "6.3.2", seat)


MINION_MEASURES: dict[str, Measure] = {
    "expulsion": Measure(_expulsion_terms, _expulsion_describe, _expulsion_apply),
    "banishment": Measure(_banishment_terms, _banishment_describe, _banishment_apply),
    "reins_of_power": Measure(None, no_terms, _reins_apply),
    "ancient_influence": Measure(None, no_terms, _ancient_apply),
}
