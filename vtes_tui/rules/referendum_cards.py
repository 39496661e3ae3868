"""Provides the measures of the most-played political action cards automated from the
tournament decklists (6.3.2): Methuselahs burning pool for their small vampires (Neonate
Breach), a location changing hands (Disputed Territory)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .apply import locations_in_play
from .prompts import Option, ask
from .referendums import Measure, Terms
from .state import GameState, Region
from .zones import attach, lose_pool, take_control

if TYPE_CHECKING:
    from .actions import Action

SMALL = 4  # Neonate Breach: "a ready vampire with capacity 4 or less"
BREACH = 3  # the additional pool such a Methuselah burns


def _chosen_methuselahs(state: GameState, seat: int, action: Action) -> Terms:
    """Neonate Breach: "Choose one or more Methuselahs", one at a time until she is done."""
    chosen: list[int] = []
    while True:
        options = [
            Option("methuselah", f"Choose {state.players[s].name}", target_seat=s)
            for s in state.clockwise_from(seat)
            if s not in chosen
        ]
        if chosen:
            options.append(Option("done", f"Choose no more ({len(chosen)} chosen)"))
        if not options:
            return chosen
        choice = yield from ask(
            seat, "terms", "6.3.2", "Neonate Breach: choose one or more Methuselahs", options
        )
        if choice.key == "done":
            return chosen
        chosen.append(choice.target_seat)


def _methuselahs_describe(state: GameState, chosen: list[int]) -> str:
    return "Methuselahs " + ", ".join(state.players[s].name for s in chosen)


def _breach_apply(state: GameState, seat: int, chosen: list[int]) -> None:
    """Each chosen Methuselah burns 1 pool, plus 3 if she controls a ready vampire with capacity
    4 or less."""
    for target in chosen:
        player = state.players[target]
        if player.ousted:
            continue
        small = any(v.is_vampire and v.capacity <= SMALL for v in player.ready)
        burned = lose_pool(state, target, 1 + (BREACH if small else 0))
        state.log_line(f"{player.name} burns {burned} pool", "6.3.2", seat)


def _territory_terms(state: GameState, seat: int, action: Action) -> Terms:
    """Disputed Territory: "Choose a location and a Methuselah"."""
    options = [
        Option(
            "location",
            f"{card.name} ({state.players[card.controller].name})",
            target=card.uid,
            target_seat=card.controller,
        )
        for card in locations_in_play(state)
    ]
    if not options:
        return None
    location = yield from ask(
        seat, "terms", "6.3.2", "Disputed Territory: choose a location", options
    )
    options = [
        Option("methuselah", f"Choose {state.players[s].name}", target_seat=s)
        for s in state.clockwise_from(seat)
    ]
    methuselah = yield from ask(
        seat, "terms", "6.3.2", "Disputed Territory: choose a Methuselah", options
    )
    return (location.target, methuselah.target_seat)


def _territory_describe(state: GameState, terms: tuple[int, int] | None) -> str:
    if terms is None:
        return "no location"
    uid, target = terms
    return f"{state.cards[uid].name} to {state.players[target].name}"


def _territory_apply(state: GameState, seat: int, terms: tuple[int, int] | None) -> Terms:
    """The chosen Methuselah takes control of the chosen location; one on a minion (equipment)
    goes on a minion of hers (rulings RTR 19960112: any; requirements do not apply, TOM
    19960226-1), staying put if she already controls it (LSJ 19971002)."""
    if terms is None:
        return
    uid, target = terms
    card = state.cards[uid]
    if card not in locations_in_play(state) or state.players[target].ousted:
        state.log_line(f"{card.name} is no longer in play", "6.3.2", seat)
        return
    name = state.players[target].name
    if card.region is not Region.ON_CARD:
        take_control(state, card, target)
        state.log_line(f"{name} takes control of {card.name}", "6.3.2", seat)
        return
    if card.controller == target:
        return
    minions = [m for m in state.players[target].ready if m.is_minion]
    if not minions:
        state.log_line(f"{name} has no ready minion to take {card.name}", "6.3.2", seat)
        return
    options = [Option("minion", f"Put {card.name} on {m.name}", target=m.uid) for m in minions]
    choice = yield from ask(target, "target", "6.3.2", f"{card.name}: on which minion?", options)
    attach(state, card, state.cards[choice.target])
    state.log_line(f"{name} takes control of {card.name}", "6.3.2", seat)


LIBRARY_MEASURES: dict[str, Measure] = {
    "neonate_breach": Measure(_chosen_methuselahs, _methuselahs_describe, _breach_apply),
    "disputed_territory": Measure(
        _territory_terms,
        _territory_describe,
        _territory_apply,
        lambda state, seat: bool(locations_in_play(state)),  # "Choose a location": one in play
    ),
}
