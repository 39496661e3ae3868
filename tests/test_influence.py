"""Rules tests for the influence phase (7): transfers and bringing vampires under control."""

from __future__ import annotations

import pytest
from tables import FILLER, advance, card, pick, table

from vtes_tui.cards.data import cards
from vtes_tui.rules.game import Seat
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def _influence(uncontrolled: list, pool: int = 30, turn: int = 5, crypt: tuple = ()):
    return table(
        {"name": "Nora", "pool": pool, "uncontrolled": uncontrolled, "crypt": list(crypt)},
        {"name": "Alexis"},
        {"name": "Pat"},
        phase="influence",
        turn=turn,
    )


def test_noras_example() -> None:
    """7: Nora has 4 transfers and 2 pool, 8 blood on a capacity-10 vampire and 2 on a
    capacity-7 one.  She spends two transfers to take 1 blood back (3 pool), then moves 2
    pool to the capacity-10 vampire, which is brought out at the end of the phase."""
    seq = _influence(
        [{"card": "Angus the Unruled", "blood": 8}, {"card": "Don Cerro", "blood": 2}], pool=2
    )
    angus, cerro = card(seq.state, "Angus the Unruled"), card(seq.state, "Don Cerro")
    nora = seq.state.players[0]
    assert (angus.capacity, cerro.capacity) == (10, 7)
    assert seq.prompt.context["transfers"] == 4
    pick(seq, "to-pool", "Don Cerro")
    assert (nora.pool, cerro.blood, seq.prompt.context["transfers"]) == (3, 1, 2)
    pick(seq, "to-minion", "Angus the Unruled")
    assert (nora.pool, angus.blood, angus.region) == (2, 9, Region.UNCONTROLLED)
    pick(seq, "to-minion", "Angus the Unruled")  # the last transfer ends the phase
    assert nora.pool == 1 and not nora.ousted
    assert angus.region is Region.READY
    assert (angus.blood, angus.locked, angus.face_down) == (10, False, False)
    assert cerro.region is Region.UNCONTROLLED and cerro.blood == 1


def test_moving_the_last_pool_ousts_the_methuselah() -> None:
    """7 and 9.1: moving your last pool to a vampire leaves you with none: you are ousted."""
    seq = _influence([{"card": "Don Cerro", "blood": 2}], pool=1)
    pick(seq, "to-minion", "Don Cerro")
    assert seq.state.players[0].ousted
    assert seq.state.players[2].victory_points == 1  # Pat, Nora's predator


def test_a_crypt_card_costs_four_transfers_and_one_pool() -> None:
    """7: four transfers and 1 pool move the top crypt card to the uncontrolled region."""
    seq = _influence([], crypt=("Krid", "Mazz"))
    assert seq.prompt.context["transfers"] == 4
    pick(seq, "crypt")
    krid = card(seq.state, "Krid")
    assert krid.region is Region.UNCONTROLLED and krid.face_down
    assert card(seq.state, "Mazz").region is Region.CRYPT
    assert seq.state.players[0].pool == 29


def test_control_comes_only_at_the_end_of_the_phase_and_excess_blood_drains() -> None:
    """7: a vampire with blood equal to or above capacity is controlled at the end of the
    phase, not before; counters above capacity drain off."""
    seq = _influence([{"card": "Krid", "blood": 1}])
    krid = card(seq.state, "Krid")
    pick(seq, "to-minion", "Krid")
    assert krid.blood == 2 == krid.capacity
    assert krid.region is Region.UNCONTROLLED
    pick(seq, "to-minion", "Krid")
    assert krid.blood == 3
    pick(seq, "end")
    assert krid.region is Region.READY and krid.blood == 2
    assert seq.state.players[0].pool == 28


def test_a_vampire_below_capacity_stays_uncontrolled() -> None:
    """7: below capacity at the end of the phase, the vampire stays uncontrolled."""
    seq = _influence([{"card": "Mazz", "blood": 1}])
    pick(seq, "to-minion", "Mazz")
    pick(seq, "end")
    assert card(seq.state, "Mazz").region is Region.UNCONTROLLED


@pytest.mark.parametrize(("turn", "transfers"), [(1, 1), (2, 2), (3, 3), (4, 4), (7, 4)])
def test_transfers_by_turn_of_the_game(turn: int, transfers: int) -> None:
    """7: one, two and three transfers on the first three turns of the game, then four."""
    seq = _influence([{"card": "Mazz", "blood": 0}], turn=turn)
    assert seq.prompt.kind == "transfer"
    assert seq.prompt.context["transfers"] == transfers
    spent = 0
    while seq.prompt is not None and seq.prompt.kind == "transfer" and seq.state.turn == turn:
        pick(seq, "to-minion", "Mazz")
        spent += 1
    assert spent == transfers


def test_the_first_turns_of_a_real_game_give_one_two_three_then_four_transfers() -> None:
    """3 and 7: turns go clockwise; the first three turns of the game get 1, 2 and 3
    transfers, every later one 4, whoever takes it."""
    db = cards()
    crypt = [db[n] for n in ("Krid", "Mazz", "Normal", "Steve Booth")] * 3
    library = [db[FILLER]] * 40
    seats = [Seat(f"Seat {i}", crypt, library) for i in range(4)]
    seq = Sequencer(seats, seed=3)
    seen = []
    for _ in range(6):
        advance(seq, lambda s: s.prompt.kind == "transfer")
        seen.append((seq.state.turn, seq.state.current, seq.prompt.context["transfers"]))
        advance(seq, lambda s, turn=seq.state.turn: s.state.turn > turn)
    assert seen == [(1, 0, 1), (2, 1, 2), (3, 2, 3), (4, 3, 4), (5, 0, 4), (6, 1, 4)]


def test_transfers_are_logged_without_naming_a_face_down_vampire() -> None:
    """7 and 2.3 (issue 9): each transfer is in the log; a face-down vampire is shown by its
    blood alone, a face-up one by name."""
    seq = _influence([{"card": "Don Cerro", "blood": 2}, {"card": "Mazz", "face_down": False}])
    pick(seq, "to-minion", "Don Cerro")
    pick(seq, "to-pool", "Don Cerro")
    pick(seq, "to-minion", "Mazz")
    lines = [e.text for e in seq.state.log if e.private_to is None]
    assert "Nora moves 1 pool to a face-down vampire (now 3 blood)" in lines
    assert "Nora moves 1 blood from a face-down vampire (now 2 blood) to her pool" in lines
    assert "Nora moves 1 pool to Mazz (now 1 blood)" in lines
    assert not any("Don Cerro" in line for line in lines)
