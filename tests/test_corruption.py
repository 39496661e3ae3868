"""Corruption counters (rules/corruption.py): a Methuselah's counters on minions, kept by whose
they are, burned with the minion (1.1.2), set by judge commands, laid out by scenarios and
shown on the table."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from pydantic import ValidationError

from vtes_tui.app.render import minion_words
from vtes_tui.rules.actions import LingeringBleed
from vtes_tui.rules.corruption_course import may_block
from vtes_tui.rules.events import CorruptionMoved
from vtes_tui.rules.judge import Command, JudgeError, carry_out
from vtes_tui.rules.lasting import lingering_bonuses
from vtes_tui.rules.state import CardInPlay, GameState, Region
from vtes_tui.rules.zones import add_corruption, burn, burn_corruption, take_control
from vtes_tui.sequencer.scenario import build_state
from vtes_tui.sequencer.view import card_view


def _table(corruption: list[int] | None = None) -> GameState:
    mazz = {"card": "Mazz", "blood": 3, "corruption": corruption or []}
    return build_state(
        {
            "phase": "minion",
            "turn": 5,
            "seats": [
                {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
                {"name": "Bob", "ready": [mazz]},
            ],
        }
    )


def _mazz(state: GameState):
    return next(c for c in state.cards.values() if c.name == "Mazz")


def test_counters_are_kept_by_whose_they_are_and_emit_events() -> None:
    state = _table()
    mazz = _mazz(state)
    add_corruption(state, mazz, 0, 2)
    add_corruption(state, mazz, 1)
    assert mazz.corruption == {0: 2, 1: 1}
    assert burn_corruption(state, mazz, 0, 5) == 2  # only Alice's two
    assert mazz.corruption == {1: 1}
    moved = [e for e in state.events if isinstance(e, CorruptionMoved)]
    assert [(e.seat, e.amount) for e in moved] == [(0, 2), (1, 1), (0, -2)]


def test_counters_stay_with_the_minion_when_he_changes_control() -> None:
    """Stolen, he keeps his counters, still Alice's ("your corruption counters")."""
    state = _table([0])
    mazz = _mazz(state)
    take_control(state, mazz, 0)
    assert mazz.corruption == {0: 1}


def test_counters_burn_with_the_minion() -> None:
    """1.1.2: counters on a burned card are burned too."""
    state = _table([0, 0])
    mazz = _mazz(state)
    burn(state, mazz)
    assert mazz.region is Region.ASH_HEAP and not mazz.corruption


def test_judge_commands_add_and_burn_a_methuselahs_counters() -> None:
    state = _table()
    mazz = _mazz(state)
    carry_out(state, Command(1, "corruption", card=mazz.uid, target_seat=0, amount=2))
    assert mazz.corruption == {0: 2}
    carry_out(state, Command(1, "corruption", card=mazz.uid, target_seat=0, amount=-1))
    assert mazz.corruption == {0: 1}
    assert state.log[-1].text == "Judge (Bob): Mazz -1 of Alice's corruption counters"
    with pytest.raises(JudgeError, match="none of Bob's"):
        carry_out(state, Command(1, "corruption", card=mazz.uid, target_seat=1, amount=-1))


def test_counters_are_shown_on_the_table_by_whose_they_are() -> None:
    state = _table([0, 0])
    view = card_view(state, _mazz(state))
    assert view["corruption"] == {"Alice": 2}
    words = " ".join(w.plain for w in minion_words(view, compact=True))
    assert "2 corruption (Alice)" in words


def test_a_scenario_lays_out_counters_of_seats_at_the_table_only() -> None:
    assert _mazz(_table([1, 0, 1])).corruption == {1: 2, 0: 1}
    with pytest.raises((ValueError, ValidationError), match="seat 5"):
        _table([5])


def test_a_bleed_bonus_against_one_methuselah_is_lost_if_the_bleed_goes_elsewhere() -> None:
    """Revelation of Desire [SER]: "+3 bleed against that Methuselah"; redirected (6.1.1), the
    bleed no longer gets it."""
    state = _table()
    bonus = LingeringBleed("Revelation of Desire", 3, 10**9, False, seat=1)
    action = SimpleNamespace(lingering=[bonus], limited_played=True, target_seat=1, seat=0)
    assert lingering_bonuses(state, action) == [bonus]
    assert lingering_bonuses(state, action, seat=0) == []


def _acting_and_blocker(
    acting: str, corruption: list[int]
) -> tuple[GameState, CardInPlay, CardInPlay]:
    state = build_state(
        {
            "phase": "minion",
            "turn": 5,
            "seats": [
                {"name": "Alice", "ready": [{"card": acting, "blood": 4}]},
                {"name": "Bob", "ready": [{"card": "Mazz", "blood": 1, "corruption": corruption}]},
                {"name": "Carol", "ready": []},
            ],
        }
    )
    cards = {c.name: c for c in state.cards.values()}
    return state, cards[acting], cards["Mazz"]


def test_only_the_acting_vampires_methuselahs_counters_bar_or_tax_a_block() -> None:
    """Nakhthorheb, Sergio Bueno: "Minions with any of YOUR corruption counters": Carol's
    counters on Mazz do not count, Alice's do."""
    _, nakhthorheb, mazz = _acting_and_blocker("Nakhthorheb", [2])
    assert may_block(nakhthorheb, mazz)
    _, nakhthorheb, mazz = _acting_and_blocker("Nakhthorheb", [0, 2])
    assert not may_block(nakhthorheb, mazz)
    _, sergio, mazz = _acting_and_blocker("Sergio Bueno", [0])
    assert may_block(sergio, mazz)  # 1 blood to burn
    mazz.blood = 0
    assert not may_block(sergio, mazz)
