"""Equipment that represents a location "does not count as equipment while in play" (Palatial
Estate, Living Manse, and the other locations played as equipment), whether its effect is
automated or played by hand: no equip action takes it from another minion (6.1.3), no strike
burns it as equipment (6.4.5)."""

from __future__ import annotations

import pytest
from tables import FILLER

from vtes_tui.rules.state import CardInPlay, GameState
from vtes_tui.rules.strikes import is_equipment
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.scenario import build_state


def _table(location: str) -> Sequencer:
    seats = [
        {
            "name": "Alice",
            "library": [FILLER] * 20,
            "ready": [
                {"card": "America Johnson", "blood": 3, "attached": [location, "Kevlar Vest"]},
                {"card": "Devin Bisley", "blood": 3},
            ],
        },
        {"name": "Bob", "library": [FILLER] * 20, "ready": []},
    ]
    return Sequencer.from_state(build_state({"seats": seats, "phase": "minion", "turn": 5}))


def _named(state: GameState, name: str) -> CardInPlay:
    return next(c for c in state.cards.values() if c.name == name)


@pytest.mark.parametrize("location", ["Palatial Estate", "Living Manse", "Catacombs"])
def test_an_equipment_location_is_not_taken_with_an_equip_action(location: str) -> None:
    """6.1.3: Devin Bisley may take the Kevlar Vest from America Johnson, not the location."""
    seq = _table(location)
    assert seq.prompt is not None
    taken = [o.label for o in seq.prompt.options if o.key == "equip-from"]
    assert any("Kevlar Vest" in label for label in taken), taken
    assert not any(location in label for label in taken), taken


@pytest.mark.parametrize("location", ["Palatial Estate", "Living Manse"])
def test_an_equipment_location_is_not_equipment_for_strikes(location: str) -> None:
    """6.4.5: a strike that burns or steals equipment cannot choose it."""
    state = _table(location).state
    assert not is_equipment(_named(state, location))
    assert is_equipment(_named(state, "Kevlar Vest"))
