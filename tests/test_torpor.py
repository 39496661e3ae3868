"""Rules tests for diablerie and the blood hunt (6.5.5, 6.5.6)."""

from __future__ import annotations

import random

from tables import drive

from vtes_tui.cards.data import cards
from vtes_tui.rules.state import CardInPlay, GameState, Methuselah, Region
from vtes_tui.rules.torpor import diablerie
from vtes_tui.rules.zones import attach, move


def table() -> GameState:
    names = ("Alice", "Bob", "Carol")
    return GameState(
        seed=0, players=[Methuselah(i, n) for i, n in enumerate(names)], rng=random.Random(0)
    )


def put(
    state: GameState, name: str, seat: int, region: Region = Region.READY, blood: int = 0
) -> CardInPlay:
    card = state.new_card(cards()[name], seat)
    state.players[seat].library.append(card)
    move(state, card, region)
    card.blood = blood
    return card


def on(state: GameState, host: CardInPlay, name: str, life: int = 0) -> CardInPlay:
    card = put(state, name, host.controller, Region.HAND, blood=life)
    attach(state, card, host)
    return card


def lines(state: GameState) -> list[str]:
    return [e.text for e in state.log]


def test_6_5_5_the_diablerist_drinks_the_blood_and_the_excess_drains() -> None:
    """6.5.5 step 1: all the victim's blood moves to the diablerist; above capacity drains off."""
    state = table()
    cohn = put(state, "Cohn Rose", 0, blood=4)  # capacity 5
    victim = put(state, "Barth", 1, Region.TORPOR, blood=3)
    assert drive(diablerie(state, cohn, victim), []) == []  # nobody has votes: no questions
    assert cohn.blood == 5 and victim.blood == 0
    assert "Cohn Rose diablerizes Barth and drinks 3 blood (2 drains off)" in lines(state)


def test_6_5_5_the_diablerist_may_take_equipment_and_the_rest_burns() -> None:
    """6.5.5 steps 2-3: he may take any equipment; the victim burns with the cards left on him."""
    state = table()
    cohn = put(state, "Cohn Rose", 0, blood=2)
    victim = put(state, "Barth", 1, Region.TORPOR, blood=1)
    magnum = on(state, victim, ".44 Magnum")
    bow = on(state, victim, "Ivory Bow")
    spy = on(state, victim, "Raven Spy", life=1)
    prompts = drive(diablerie(state, cohn, victim), [("take", ".44 Magnum")])
    take = prompts[0]
    assert (take.decider, take.kind, take.section) == (0, "diablerie", "6.5.5")
    assert {o.label for o in take.options if o.key == "take"} == {
        "Cohn Rose takes .44 Magnum",
        "Cohn Rose takes Ivory Bow",
    }  # a retainer is not equipment
    assert magnum.host is cohn and magnum.controller == 0
    assert victim.region is Region.ASH_HEAP
    assert bow.region is Region.ASH_HEAP and spy.region is Region.ASH_HEAP
    assert cohn.blood == 3


def test_6_5_5_an_older_victim_leaves_the_discipline_to_the_players() -> None:
    """6.5.5 step 4: a Discipline for diablerizing an older vampire is left to the players."""
    state = table()
    krid = put(state, "Krid", 0, blood=1)  # capacity 2
    victim = put(state, "Barth", 1, Region.TORPOR, blood=0)  # capacity 5
    drive(diablerie(state, krid, victim), [])
    assert any(
        "master Discipline" in line and "left to the players" in line for line in lines(state)
    )


def test_6_5_6_a_passed_blood_hunt_burns_the_diablerist() -> None:
    """6.5.6: after diablerie a referendum is called; if it passes, the diablerist is burned."""
    state = table()
    cohn = put(state, "Cohn Rose", 0, blood=2)
    victim = put(state, "Barth", 1, Region.TORPOR, blood=2)
    put(state, "Alonso Petrodon", 2, blood=3)  # a justicar: 3 votes
    prompts = drive(diablerie(state, cohn, victim), [("vote-for", "Alonso Petrodon")])
    assert any(p.kind == "vote" and p.decider == 2 for p in prompts)
    assert cohn.region is Region.ASH_HEAP and cohn.blood == 0
    assert victim.region is Region.ASH_HEAP
    assert "The blood hunt is called: Cohn Rose is burned" in lines(state)


def test_6_5_6_a_failed_blood_hunt_leaves_the_diablerist() -> None:
    """6.5.6: tied or failed, the blood hunt has no effect."""
    state = table()
    cohn = put(state, "Cohn Rose", 0, blood=2)
    victim = put(state, "Barth", 1, Region.TORPOR, blood=2)
    put(state, "Alonso Petrodon", 2, blood=3)
    drive(diablerie(state, cohn, victim), [("vote-against", "Alonso Petrodon")])
    assert cohn.region is Region.READY and cohn.blood == 4


def test_6_5_5_only_a_ready_vampire_diablerizes_one_in_torpor() -> None:
    """6.5.5: a victim no longer in torpor (rescued meanwhile) is not diablerized."""
    state = table()
    cohn = put(state, "Cohn Rose", 0, blood=2)
    barth = put(state, "Barth", 1, blood=2)
    assert drive(diablerie(state, cohn, barth), []) == []
    assert barth.region is Region.READY and barth.blood == 2 and cohn.blood == 2
