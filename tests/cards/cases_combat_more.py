"""Cases for the most played combat cards of tournament decks (6.4): one per card and level."""

from __future__ import annotations

from combat_table import (
    BLOCKER,
    MINION,
    Check,
    automated,
    blocked,
    blood,
    combat_over,
    seats,
)
from harness import Case, card, logged

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def _aid_from_bats_ani(seq: Sequencer) -> None:
    assert logged(seq, "Range is long")  # its optional maneuver, used
    assert blood(seq, BLOCKER) == 4 - 1  # its 1R strike reaches at long range
    assert blood(seq, "Anastasia Grey") == 3  # Aleph's hand strike does not


def _aid_from_bats_sup(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")  # its optional press
    assert blood(seq, BLOCKER) == 4 - 1 - 1


def _torn_signpost_pot(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2  # a hand strike at strength 2


def _torn_signpost_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 3


def _aggravated(vampire: str, left: int) -> Check:
    """A check: Aleph's 1 aggravated damage wounds him: torpor (6.4.6)."""

    def check(seq: Sequencer) -> None:
        assert card(seq.state, BLOCKER).region is Region.TORPOR
        assert blood(seq, BLOCKER) == 4
        assert blood(seq, vampire) == left

    check.__name__ = f"_aggravated_hand_strike_of_{vampire.lower().replace(' ', '_')}"
    return check


def _prevented(vampire: str, left: int) -> Check:
    def check(seq: Sequencer) -> None:
        assert blood(seq, vampire) == left
        combat_over(seq)

    check.__name__ = f"_{vampire.lower().replace(' ', '_')}_has_{left}_blood"
    return check


def _diversion_cel(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2
    automated(seq, "Diversion")


def _diversion_tha(seq: Sequencer) -> None:
    assert logged(seq, "Range is long")
    assert blood(seq, BLOCKER) == 4 - 1
    assert blood(seq, "Bituin") == 3 + 1


def _second_round(name: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, "Combat round 2")
        automated(seq, name)

    check.__name__ = f"_second_round_with_{name.lower().replace(' ', '_').replace('!', '')}"
    return check


def _canine_horde_sup(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").region is Region.ASH_HEAP
    assert blood(seq, "Bear Paw") == 5  # the gun burned first: its strike is lost


def _target_vitals(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 1 - 2  # the hand strike hurt: +2 damage
    combat_over(seq)


def _concealed_weapon(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").host is card(seq.state, "Aaron Bathurst")
    assert seq.state.players[0].pool == 30 - 2  # the gun's cost applies
    assert blood(seq, BLOCKER) == 4 - 2  # and it strikes this round


def _walking_stick(seq: Sequencer) -> None:
    stick = card(seq.state, "Weighted Walking Stick")
    assert stick.host is card(seq.state, "Aaron Bathurst")
    assert blood(seq, BLOCKER) == 4 - 2  # strength+1
    assert stick.blood == 5 - 2  # a counter burned for each damage of its strike


def _psyche_sup(seq: Sequencer) -> None:
    entered = [e for e in seq.state.log if e.text.endswith("enter combat")]
    assert len(entered) == 2  # the queued combat follows the first
    assert blood(seq, BLOCKER) == 4 - 2


CARDS = [
    Case(
        "Psyche!",
        "CEL",
        "[CEL] As combat is about to end, both ready: queue a combat with the opposing minion.",
        seats("Abd al-Rashid", 5, ["Psyche!"]),
        [*blocked("Abd al-Rashid"), ("play", "Psyche! [CEL]")],
        _psyche_sup,
        MINION,
    ),
    Case(
        "Weighted Walking Stick",
        "",
        "Put on this minion with 5 counters: a melee weapon, strength+1, wearing with use.",
        seats("Aaron Bathurst", 4, ["Weighted Walking Stick"]),
        [
            *blocked("Aaron Bathurst"),
            ("play", "Weighted Walking Stick"),
            ("weapon", "Weighted Walking Stick"),
        ],
        _walking_stick,
        MINION,
    ),
    Case(
        "Concealed Weapon",
        "",
        "Before range: equip with a weapon card from hand (cost applies), then strike with it.",
        seats("Aaron Bathurst", 4, ["Concealed Weapon", ".44 Magnum"]),
        [*blocked("Aaron Bathurst"), ("play", "Concealed Weapon"), ("weapon", ".44 Magnum")],
        _concealed_weapon,
        MINION,
    ),
    Case(
        "Target Vitals",
        "",
        "Aim: if any damage from the strike is inflicted, +2 damage from it.",
        seats("Aaron Bathurst", 4, ["Target Vitals"]),
        [*blocked("Aaron Bathurst"), ("play", "Target Vitals")],
        _target_vitals,
        MINION,
    ),
    Case(
        "Aid from Bats",
        "ani",
        "[ani] Strike: 1R damage, with 1 optional maneuver: to long range.",
        seats("Anastasia Grey", 3, ["Aid from Bats"]),
        [*blocked("Anastasia Grey"), ("maneuver", "Aid from Bats [ani]")],
        _aid_from_bats_ani,
        MINION,
    ),
    Case(
        "Aid from Bats",
        "ANI",
        "[ANI] As above, with 1 optional press.",
        seats("Bear Paw", 5, ["Aid from Bats"]),
        [*blocked("Bear Paw"), ("card", "Aid from Bats [ANI]"), ("press", "optional press")],
        _aid_from_bats_sup,
        MINION,
    ),
    Case(
        "Torn Signpost",
        "pot",
        "[pot] This vampire gets a strength of 2 this combat.",
        seats("Aaron Bathurst", 4, ["Torn Signpost"]),
        [*blocked("Aaron Bathurst"), ("play", "Torn Signpost [pot]")],
        _torn_signpost_pot,
        MINION,
    ),
    Case(
        "Torn Signpost",
        "POT",
        "[POT] This vampire gets a strength of 3 this combat.",
        seats("Agatha", 4, ["Torn Signpost"]),
        [*blocked("Agatha"), ("play", "Torn Signpost [POT]")],
        _torn_signpost_sup,
        MINION,
    ),
    Case(
        "Diversion",
        "cel",
        "[cel] Additional strike (limited); requires an Anarch.",
        seats("Bituin", 3, ["Diversion"]),
        [*blocked("Bituin"), ("hand", "Hand strike"), ("play", "Diversion [cel]")],
        _diversion_cel,
        MINION,
    ),
    Case(
        "Diversion",
        "for",
        "[for] Prevent 2 damage.",
        seats("Leumeah", 5, ["Diversion"], "Agatha", 4, ["Roundhouse"]),
        [*blocked("Leumeah", "Agatha"), ("card", "Roundhouse [POT]"), ("play", "Diversion [for]")],
        _prevented("Leumeah", 5 - 2),
        MINION,
    ),
    Case(
        "Diversion",
        "tha",
        "[tha] Strike, ranged: steal 1 blood, with 1 optional maneuver: to long range.",
        seats("Bituin", 3, ["Diversion"]),
        [*blocked("Bituin"), ("maneuver", "Diversion [tha]")],
        _diversion_tha,
        MINION,
    ),
    Case(
        "Raking Talons",
        "",
        "For the rest of combat, this Gargoyle's hand strikes do aggravated damage.",
        seats("Obsidian", 4, ["Raking Talons"]),
        [*blocked("Obsidian"), ("play", "Raking Talons")],
        _aggravated("Obsidian", 4 - 1),
        MINION,
    ),
    Case(
        "Canine Horde",
        "ani",
        "[ani] Strike: 1R damage.",
        seats("Anastasia Grey", 3, ["Canine Horde"]),
        [*blocked("Anastasia Grey"), ("card", "Canine Horde [ani]")],
        _prevented(BLOCKER, 4 - 1),
        MINION,
    ),
    Case(
        "Canine Horde",
        "ANI",
        "[ANI] Strike: ranged; destroy equipment with first strike.",
        seats("Bear Paw", 5, ["Canine Horde"], attached=[".44 Magnum"]),
        [*blocked("Bear Paw"), ("card", "Canine Horde [ANI]"), ("weapon", ".44 Magnum")],
        _canine_horde_sup,
        MINION,
    ),
    Case(
        "Psyche!",
        "cel",
        "[cel] Press.",
        seats("Abu Nuwasi", 3, ["Psyche!"]),
        [*blocked("Abu Nuwasi"), ("press", "Psyche! [cel]")],
        _second_round("Psyche!"),
        MINION,
    ),
]

CASES = CARDS
