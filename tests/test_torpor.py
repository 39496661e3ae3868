"""Rules tests for diablerie and the blood hunt (6.5.5, 6.5.6)."""

from __future__ import annotations

import random

from tables import FILLER, advance, card, drive, kinds, pick, table

from vtes_tui.cards.data import cards
from vtes_tui.rules.damage import diablerists
from vtes_tui.rules.events import TurnEnded
from vtes_tui.rules.state import CardInPlay, GameState, Methuselah, Region
from vtes_tui.rules.torpor import diablerie
from vtes_tui.rules.zones import attach, burn, emit, move
from vtes_tui.sequencer.core import Sequencer


def bare_table() -> GameState:
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
    state = bare_table()
    cohn = put(state, "Cohn Rose", 0, blood=4)  # capacity 5
    victim = put(state, "Barth", 1, Region.TORPOR, blood=3)
    assert drive(diablerie(state, cohn, victim), []) == []  # nobody has votes: no questions
    assert cohn.blood == 5 and victim.blood == 0
    assert "Cohn Rose diablerizes Barth and drinks 3 blood (2 drains off)" in lines(state)


def test_6_5_5_the_diablerist_may_take_equipment_and_the_rest_burns() -> None:
    """6.5.5 steps 2-3: he may take any equipment; the victim burns with the cards left on him."""
    state = bare_table()
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


def test_6_5_6_a_passed_blood_hunt_burns_the_diablerist() -> None:
    """6.5.6: after diablerie a referendum is called; if it passes, the diablerist is burned."""
    state = bare_table()
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
    state = bare_table()
    cohn = put(state, "Cohn Rose", 0, blood=2)
    victim = put(state, "Barth", 1, Region.TORPOR, blood=2)
    put(state, "Alonso Petrodon", 2, blood=3)
    drive(diablerie(state, cohn, victim), [("vote-against", "Alonso Petrodon")])
    assert cohn.region is Region.READY and cohn.blood == 4


def test_6_5_5_only_a_ready_vampire_diablerizes_one_in_torpor() -> None:
    """6.5.5: a victim no longer in torpor (rescued meanwhile) is not diablerized."""
    state = bare_table()
    cohn = put(state, "Cohn Rose", 0, blood=2)
    barth = put(state, "Barth", 1, blood=2)
    assert drive(diablerie(state, cohn, barth), []) == []
    assert barth.region is Region.READY and barth.blood == 2 and cohn.blood == 2


# -- 6.5.5 step 4: a Discipline for diablerizing an older vampire ------------------------------


def _diablerie_table(
    diablerist: str = "Krid", victim: str = "Barth", **piles: list[str]
) -> Sequencer:
    """Alice's diablerist (1 blood) is about to diablerize Bob's victim (2 blood) in torpor;
    ``piles`` lay out Alice's hand, library and ash heap (a full hand by default)."""
    alice = {
        "name": "Alice",
        "ready": [{"card": diablerist, "blood": 1}],
        "hand": [FILLER] * 7,
        **piles,
    }
    bob = {"name": "Bob", "torpor": [{"card": victim, "blood": 2}]}
    return table(alice, bob, phase="minion", turn=3)


def _diablerize(seq: Sequencer, victim: str = "Barth") -> None:
    """Take the diablerize action and let nobody block, up to step 4's question."""
    pick(seq, "diablerize", victim)
    advance(seq, lambda s: kinds(s) != ("block", 1))


def _step_4(seq: Sequencer) -> list[str]:
    return [e.text for e in seq.state.log if e.section == "6.5.5"]


def test_6_5_5_an_older_victim_gives_a_discipline_from_the_hand_which_is_refilled() -> None:
    """6.5.5 step 4: Barth (capacity 5) is older than Krid (capacity 2): Alice may put a master
    Discipline card from her hand on Krid, then draws back up to her hand size; Krid's
    capacity grows by 1 but no blood comes with it (1.6.2.2)."""
    seq = _diablerie_table(hand=["Auspex"] + [FILLER] * 6)
    _diablerize(seq)
    assert kinds(seq) == ("diablerie", 0) and seq.prompt.section == "6.5.5"
    assert [o.label for o in seq.prompt.options] == [
        "Put Auspex from her hand on Krid",
        "Put no master Discipline card on Krid",
    ]
    pick(seq, "discipline", "Auspex")
    krid, auspex = card(seq.state, "Krid"), card(seq.state, "Auspex")
    assert auspex.host is krid and auspex.controller == 0
    assert krid.discipline("aus") == 1 and krid.capacity == 3
    assert krid.blood == 2  # 1 + the 2 drunk, drained to the old capacity; none added after
    alice = seq.state.players[0]
    assert len(alice.hand) == 7 and len(alice.library) == 20 - 1
    assert "Alice puts Auspex from her hand on Krid: he has [aus] (capacity 3, 2 blood)" in (
        _step_4(seq)
    )
    assert "Alice draws back up to her hand size" in _step_4(seq)


def test_6_5_5_a_discipline_from_the_library_reshuffles_it() -> None:
    """6.5.5 step 4: a card taken from the library is followed by a reshuffle (the game's one
    random source); the hand is untouched.  Dominate's older wording ("+1 level of
    Dominate [dom] and +1 capacity") gives its level and capacity too (1.6.2.2)."""
    library = ["Dominate"] + [FILLER] * 10 + ["Minion Tap"] * 10
    seq = _diablerie_table(library=library)
    alice = seq.state.players[0]
    before = [c.uid for c in alice.library if c.name != "Dominate"]
    hand = list(alice.hand)
    _diablerize(seq)
    pick(seq, "discipline", "Dominate from her library")
    krid = card(seq.state, "Krid")
    assert card(seq.state, "Dominate").host is krid
    assert krid.discipline("dom") == 1 and krid.capacity == 3
    assert len(alice.library) == len(library) - 1
    assert [c.uid for c in alice.library] != before  # reshuffled, not just the card removed
    assert sorted(c.uid for c in alice.library) == sorted(before)
    assert alice.hand == hand
    assert "Alice reshuffles her library" in _step_4(seq)


def test_6_5_5_a_discipline_raises_a_basic_level_to_superior() -> None:
    """6.5.5 step 4 and 1.6.2.2: a Discipline Krid has at the basic level becomes superior; from
    the ash heap nothing needs reshuffling or drawing."""
    seq = _diablerie_table(ash_heap=["Obfuscate"])
    alice = seq.state.players[0]
    library = list(alice.library)
    _diablerize(seq)
    pick(seq, "discipline", "Obfuscate from her ash heap")
    krid = card(seq.state, "Krid")
    assert krid.discipline("obf") == 2 and krid.capacity == 3
    assert alice.library == library and len(alice.hand) == 7
    assert "Alice puts Obfuscate from her ash heap on Krid: he has [OBF] (capacity 3, 2 blood)" in (
        _step_4(seq)
    )


def test_6_5_5_each_place_searched_offers_each_discipline_card_once() -> None:
    """6.5.5 step 4: her library, ash heap and hand are searched; copies in one place are one
    choice, and each option says where the card comes from."""
    seq = _diablerie_table(
        hand=["Auspex", "Auspex"] + [FILLER] * 5,
        library=["Auspex", "Auspex"] + [FILLER] * 18,
        ash_heap=["Potence", "Potence"],
    )
    _diablerize(seq)
    assert [o.label for o in seq.prompt.options] == [
        "Put Auspex from her library on Krid",
        "Put Potence from her ash heap on Krid",
        "Put Auspex from her hand on Krid",
        "Put no master Discipline card on Krid",
    ]


def test_6_5_5_no_discipline_card_that_would_exceed_superior() -> None:
    """6.5.5 step 4 and 1.6.2.2: Barth already has superior Presence, so a Presence card cannot
    go on him; Auspex (basic) can."""
    seq = _diablerie_table("Barth", "Anson", hand=["Presence", "Auspex"] + [FILLER] * 5)
    _diablerize(seq, "Anson")
    assert [o.label for o in seq.prompt.options if o.key == "discipline"] == [
        "Put Auspex from her hand on Barth"
    ]


def test_6_5_5_the_controller_may_take_no_discipline() -> None:
    """6.5.5 step 4: the Discipline is optional ("can be given")."""
    seq = _diablerie_table(hand=["Auspex"] + [FILLER] * 6)
    _diablerize(seq)
    pick(seq, "pass")
    assert card(seq.state, "Auspex").region is Region.HAND
    assert card(seq.state, "Krid").capacity == 2
    assert "Alice puts no master Discipline card on Krid" in _step_4(seq)


def test_6_5_5_a_younger_or_equal_victim_gives_no_discipline() -> None:
    """6.5.5 step 4: only a victim with a higher capacity than the diablerist's gives one."""
    for diablerist, victim in (("Barth", "Krid"), ("Krid", "Normal")):  # younger, then equal
        seq = _diablerie_table(diablerist, victim, hand=["Auspex"] + [FILLER] * 6)
        them, us = card(seq.state, victim), card(seq.state, diablerist)
        prompts = drive(diablerie(seq.state, us, them), [])
        assert not any(o.key == "discipline" for p in prompts for o in p.options)
        assert card(seq.state, "Auspex").region is Region.HAND
        assert not any("master Discipline" in line for line in _step_4(seq))


def test_6_5_5_no_discipline_card_anywhere_asks_nothing() -> None:
    """6.5.5 step 4: with no master Discipline card in her library, ash heap or hand there is
    nothing to choose; she alone is told why."""
    seq = _diablerie_table()
    krid, barth = card(seq.state, "Krid"), card(seq.state, "Barth")
    prompts = drive(diablerie(seq.state, krid, barth), [])
    assert not any(p.kind == "diablerie" for p in prompts)
    assert krid.capacity == 2
    private = [e for e in seq.state.log if e.private_to == 0 and e.section == "6.5.5"]
    assert [e.text for e in private] == [
        "No master Discipline card in your library, ash heap or hand can go on Krid"
    ]


def test_6_5_5_a_discipline_chosen_on_play_is_resolved_by_hand() -> None:
    """6.5.5 step 4: Agent of Power names no Discipline (it is chosen as the card is played) and
    adds no capacity: it goes on the diablerist and its controller resolves it by hand (1.4)."""
    seq = _diablerie_table(hand=["Agent of Power"] + [FILLER] * 6)
    _diablerize(seq)
    pick(seq, "discipline", "Agent of Power")
    assert kinds(seq) == ("judge", 0)
    assert card(seq.state, "Agent of Power").host is card(seq.state, "Krid")
    assert card(seq.state, "Krid").capacity == 2


def test_6_5_5_diablerists_since_a_methuselahs_last_turn() -> None:
    """6.5.5: who committed diablerie since Alice's last turn ended (Carlton Van Wyk's
    ability): not before it, and not one who left play since."""
    state = bare_table()
    before = put(state, "Cohn Rose", 1, blood=2)
    drive(diablerie(state, before, put(state, "Barth", 2, Region.TORPOR, blood=1)), [])
    emit(state, TurnEnded(0))  # Alice's last turn ends
    since = put(state, "Madison", 1, blood=2)
    gone = put(state, "Aleph", 2, blood=2)
    for diablerist in (since, gone):
        drive(diablerie(state, diablerist, put(state, "Krid", 2, Region.TORPOR, blood=1)), [])
    burn(state, gone)
    assert diablerists(state, 0) == [since]
    assert diablerists(state, 1) == [since, before]  # Bob's last turn: not in this record
