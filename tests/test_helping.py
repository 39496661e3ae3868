"""6.2.2.2: other Methuselahs' cards in play in a block contest (rules/helping.py), and the
abilities whose cost is the bearer's blood (Disarm)."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def _bleed_blocked(*seats: dict) -> Sequencer:
    seq = table(*seats, phase="minion", turn=5)
    pick(seq, "bleed", "bleeds Bob")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Mazz")
    return seq


ALICE = {"name": "Alice", "ready": [{"card": "Cardano", "blood": 3}]}
BOB = {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]}


def test_a_third_methuselah_is_asked_once_the_acting_one_adds_no_stealth() -> None:
    """6.2.2.2: Carol's Monastery of Shadows ("a vampire with capacity 8 or more") is offered
    for Alice's Cardano, asked of Carol, with a way to give nothing."""
    seq = _bleed_blocked(ALICE, BOB, {"name": "Carol", "in_play": ["Monastery of Shadows"]})
    assert kinds(seq) == ("help", 2)
    assert [o.key for o in options(seq)] == ["ability", "pass"]
    pick(seq, "pass")
    assert any("Cardano is blocked by Mazz" in e.text for e in seq.state.log)
    assert not card(seq.state, "Monastery of Shadows").locked


def test_no_one_is_asked_for_a_vampire_the_ability_does_not_fit() -> None:
    """Monastery of Shadows is not for Krid (capacity 2): Carol is not asked."""
    alice = {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]}
    seq = _bleed_blocked(alice, BOB, {"name": "Carol", "in_play": ["Monastery of Shadows"]})
    assert kinds(seq)[0] != "help"


def test_the_blocking_methuselah_is_not_asked_to_help_the_acting_minion() -> None:
    """The Methuselahs contending are not helpers: Bob's own Monastery is not offered to give
    Alice's Cardano stealth against his own block."""
    bob = BOB | {"in_play": ["Monastery of Shadows"]}
    seq = _bleed_blocked(ALICE, bob)
    assert kinds(seq)[0] != "help"


def test_krcg_news_radio_does_not_give_its_paid_intercept_to_her_own_minion() -> None:
    """KRCG News Radio: "burn 1 pool" is for "a minion controlled by another Methuselah"; her
    own blocker gets the free use only."""
    alice = {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]}
    seq = table(alice, BOB | {"in_play": ["KRCG News Radio"]}, phase="minion", turn=5)
    pick(seq, "hunt", "Krid hunts")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Mazz")
    assert kinds(seq) == ("intercept", 1)
    assert [o.label for o in options(seq, "ability")] == [
        "KRCG News Radio: Mazz gets +1 intercept (lock it)"
    ]


def test_a_disarmed_vampire_can_burn_disarm_in_another_phase_with_three_blood() -> None:
    """Disarm: "They can burn 3 blood to burn this card": whenever his controller may act (her
    master phase here), not with less than 3 blood."""
    disarmed = {"card": "Aleph", "blood": 3, "attached": ["Disarm"]}
    seq = table({"name": "Alice", "ready": [disarmed]}, BOB, phase="master", turn=5)
    pick(seq, "ability", "Disarm (burn it, Aleph burns 3 blood)")
    assert card(seq.state, "Disarm").region is Region.ASH_HEAP
    assert card(seq.state, "Aleph").blood == 0
    poor = {"card": "Aleph", "blood": 2, "attached": ["Disarm"]}
    seq = table({"name": "Alice", "ready": [poor]}, BOB, phase="master", turn=5)
    assert not [o for o in options(seq, "ability") if "Disarm" in o.label]


def test_helpers_are_asked_once_each_when_the_acting_methuselah_is_ousted() -> None:
    """2.1, 9.1: each other Methuselah is asked once, from the acting one's prey round the
    table. An acting Methuselah ousted while the question waited (as a card's pool cost can oust
    her during her own action) is no one's predator any more: going from prey to prey until her
    seat came back asked Carol again and again (a seeded heuristic game never ended)."""
    seq = _bleed_blocked(ALICE, BOB, {"name": "Carol", "in_play": ["Monastery of Shadows"]})
    assert kinds(seq) == ("help", 2)
    seq.state.players[0].ousted = True
    pick(seq, "pass")
    assert seq.prompt is None or kinds(seq) != ("help", 2)
