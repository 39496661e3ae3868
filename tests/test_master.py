"""Rules tests for the master phase (5): master phase actions, trifles, out-of-turn bookkeeping."""

from __future__ import annotations

from tables import card, kinds, pick, table

from vtes_tui.rules.cardplay import put_on_fits
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.scenario import build_state
from vtes_tui.sequencer.view import view


def _layout(hand: tuple[str, ...]) -> dict:
    return {
        "seats": [
            {
                "name": "Sarah",
                "ready": [{"card": "Krid", "blood": 1}],
                "hand": list(hand),
                "library": ["Choir"] * 20,
            },
            {"name": "Alexis", "ready": [{"card": "Mazz", "blood": 1}]},
        ],
        "phase": "master",
        "turn": 5,
    }


def _in_hand(seq: Sequencer, name: str) -> int:
    return sum(1 for c in seq.state.players[0].hand if c.name == name)


def test_one_master_phase_action_by_default() -> None:
    """5: one master phase action: after one master card the phase is over."""
    seq = table(*_layout(("Misdirection", "Misdirection"))["seats"], phase="master", turn=5)
    assert seq.prompt.context["master_phase_actions"] == 1
    pick(seq, "master", "lock Mazz")
    assert card(seq.state, "Mazz").locked
    assert seq.state.players[0].pool == 29  # its pool cost
    assert _in_hand(seq, "Misdirection") == 1
    assert kinds(seq) == ("action", 0)  # on to the minion phase


def test_a_trifle_gives_one_more_master_phase_action_once_each_phase() -> None:
    """1.6.2.5 and 5: a trifle gives an additional master phase action; only one such extra
    action each master phase, the next trifle acts like a regular master card."""
    seq = table(
        *_layout(("Life in the City", "Life in the City", "Misdirection"))["seats"],
        phase="master",
        turn=5,
    )
    pick(seq, "master", "Life in the City: +1 blood to Krid")
    assert card(seq.state, "Krid").blood == 2
    assert kinds(seq) == ("master", 0)
    assert seq.prompt.context["master_phase_actions"] == 1
    pick(seq, "master", "Life in the City: +1 blood to Mazz")
    assert card(seq.state, "Mazz").blood == 2
    assert kinds(seq) == ("action", 0)
    assert _in_hand(seq, "Misdirection") == 1


def test_an_out_of_turn_master_card_costs_the_next_master_phase_action() -> None:
    """5 and 1.6.2.4: an out-of-turn master card played against this master phase leaves one
    fewer master phase action; the debt is paid once."""
    state = build_state(_layout(("Misdirection",)))
    state.players[0].oot_master_pending = True
    seq = Sequencer.from_state(state)
    assert kinds(seq) == ("action", 0)  # no master phase action left: nothing to ask
    assert _in_hand(seq, "Misdirection") == 1
    assert not state.players[0].oot_master_pending


def test_unused_master_phase_actions_are_lost() -> None:
    """5: master phase actions cannot be saved: a phase ended unused gives no extra later."""
    seq = table(*_layout(("Misdirection", "Misdirection"))["seats"], phase="master", turn=5)
    pick(seq, "end")
    while not (seq.prompt.kind == "master" and seq.state.current == 0):
        pick(seq, "end")
    assert seq.prompt.context["master_phase_actions"] == 1


def test_a_master_card_is_replaced_from_the_library_as_it_is_played() -> None:
    """1.6.1.2: playing a card from hand draws a replacement from the top of the library."""
    hand = ("Misdirection", "Choir", "Choir", "Choir", "Choir", "Choir", "Choir")
    seq = table(*_layout(hand)["seats"], phase="master", turn=5)
    sarah = seq.state.players[0]
    library_before = len(sarah.library)
    top = sarah.library[0]
    pick(seq, "master", "lock Mazz")
    assert top in sarah.hand and len(sarah.hand) == 7
    assert len(sarah.library) == library_before - 1


def test_an_out_of_turn_master_card_is_offered_during_another_methuselahs_action() -> None:
    """1.6.2.4: an out-of-turn master card is played during another Methuselah's turn (here
    once blocks are declined), only one before her next master phase, and it borrows that
    master phase's action (5)."""
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "Alexis", "hand": ["Life Boon", "Life Boon"]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Krid bleeds Alexis")
    assert kinds(seq) == ("reaction", 1)
    pick(seq, "out-of-turn", "Life Boon")
    assert kinds(seq) == ("judge", 1)  # not automated: resolved by hand
    assert seq.state.players[1].oot_master_pending
    pick(seq, "done")
    # The bleed resolves; the second copy is never offered before her next master phase.
    assert seq.state.players[1].pool == 29
    assert [c.name for c in seq.state.players[1].hand].count("Life Boon") == 1


def test_a_master_discipline_card_gives_its_level_and_capacity() -> None:
    """1.6.2.2: a Discipline card on a vampire gives him a level of its Discipline (basic to
    superior here) and +1 capacity, but no blood; it goes on any controlled vampire, even one
    another Methuselah controls."""
    seq = table(*_layout(("Obfuscate",) + ("Choir",) * 6)["seats"], phase="master", turn=5)
    assert [o.label for o in seq.prompt.options if o.key == "master"] == [
        "Play Obfuscate on Krid",
        "Play Obfuscate on Mazz",
    ]
    pick(seq, "master", "Obfuscate on Krid")
    assert kinds(seq)[0] != "judge", "automated: nothing to resolve by hand"
    assert "Krid has obf at superior level, capacity 3" in [e.text for e in seq.state.log]
    krid = card(seq.state, "Krid")
    assert card(seq.state, "Obfuscate").host is krid
    assert (krid.discipline("obf"), krid.capacity, krid.blood) == (2, 3, 1)


def test_a_master_discipline_card_does_not_go_on_a_superior_vampire() -> None:
    """1.6.2.2: a Discipline card gives the basic level or raises basic to superior: a vampire
    with the superior level cannot take it; Abombwe goes only on a Laibon or a vampire with
    Protean, as its text says. Once on Krid, the table shows the Discipline it gives him."""
    seats = _layout(("Presence", "Abombwe") + ("Choir",) * 5)["seats"]
    seats[1]["ready"] = [{"card": "Barth", "blood": 1}]  # superior Presence
    seq = table(*seats, phase="master", turn=5)
    assert [o.label for o in seq.prompt.options if o.key == "master"] == ["Play Presence on Krid"]
    pick(seq, "master", "Presence on Krid")
    shown = [c for p in view(seq.state, None)["players"] for c in p["ready"] if c["name"] == "Krid"]
    assert "pre" in shown[0]["disciplines"], "the table shows the Discipline the card gives"


def test_a_master_card_goes_only_where_its_text_puts_it() -> None:
    """1.6.2: a master card goes where its text puts it. Conniver ("a vampire you control"):
    Sarah's own vampires, ready or in torpor; Social Ladder ("a ready vampire you control"):
    her ready vampire only; Achilles' Heel ("a vampire controlled by another Methuselah",
    and a Blood Brother to play it): only Alexis's."""
    seats = _layout(("Conniver", "Social Ladder", "Achilles' Heel") + ("Choir",) * 4)["seats"]
    seats[0]["torpor"] = [{"card": "Barth", "blood": 1}]
    seq = table(*seats, phase="master", turn=5)
    assert [o.label for o in seq.prompt.options if o.key == "master"] == [
        "Play Conniver on Krid (resolve by hand)",
        "Play Conniver on Barth (resolve by hand)",
        "Play Social Ladder on Krid (resolve by hand)",
    ]
    heel = card(seq.state, "Achilles' Heel").card
    krid, mazz = card(seq.state, "Krid"), card(seq.state, "Mazz")
    assert (put_on_fits(heel, krid, 0), put_on_fits(heel, mazz, 0)) == (False, True)
