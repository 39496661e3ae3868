"""Provides the measures of more political action cards automated from the tournament
decklists (6.3.2): blood for the oldest vampires in play and in the uncontrolled regions (Honor
the Elders)."""

from __future__ import annotations

from .referendums import Measure, no_terms
from .state import GameState
from .zones import add_blood

ELDERS = 8  # Honor the Elders: "each ready vampire with capacity of 8 or more"


def _honor_the_elders(state: GameState, seat: int, terms: None) -> None:
    """Each ready vampire of capacity 8 or more, and each in any uncontrolled region, gains 1
    blood from the blood bank (1.5.2: not above capacity once controlled)."""
    for player in state.players:
        if player.ousted:
            continue
        for vampire in (*player.ready, *player.uncontrolled):
            if vampire.card.is_vampire and vampire.capacity >= ELDERS:
                gained = add_blood(state, vampire, 1)
                shown = "a face-down vampire" if vampire.face_down else vampire.name
                state.log_line(f"{shown} gains {gained} blood", "6.3.2", seat)


MORE_MEASURES: dict[str, Measure] = {
    "honor_the_elders": Measure(None, no_terms, _honor_the_elders),
}
