"""Cases for more combat cards of tournament decks (6.4): one per card and Discipline level."""

from __future__ import annotations

from typing import Any

from combat_table import (
    BLOCKER,
    GUN,
    MINION,
    TO_LONG,
    Check,
    blocked,
    blood,
    combat_over,
    seats,
    untouched,
)
from harness import Case, card, logged

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def _anarch(table: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Alice's vampire became anarch during play (10.5)."""
    table[0]["ready"][0]["anarch"] = True
    return table


def _torpor(*names: str) -> Check:
    def check(seq: Sequencer) -> None:
        for name in names:
            assert card(seq.state, name).region is Region.TORPOR, name

    check.__name__ = "_torpor_of_" + "_".join(n.lower().replace(" ", "_") for n in names)
    return check


def _thrown_gate_pot(seq: Sequencer) -> None:
    assert logged(seq, "Aaron Bathurst maneuvers to long range")
    assert blood(seq, BLOCKER) == 4 - 1
    assert blood(seq, "Aaron Bathurst") == 4


def _sewer_lid_sup(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")  # its optional press
    assert blood(seq, BLOCKER) == 4 - 3


def _donnybrook_obf(seq: Sequencer) -> None:
    assert card(seq.state, "Raven Spy").region is Region.ASH_HEAP
    assert blood(seq, "Aluc Romas de Leon") == 5 - 1


def _donnybrook_ser(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2
    assert blood(seq, "Ahmose Chambers") == 1 + 2 - 1


def _shadow_body_sup(seq: Sequencer) -> None:
    assert logged(seq, "the action continues as if unblocked")
    assert blood(seq, "Andrew Emory") == 5 - 1 + 1  # its cost, then the hunt succeeds


def _anesthetic_touch_obe(seq: Sequencer) -> None:
    assert logged(seq, "strike has resolved: combat ends")
    assert card(seq.state, "Psyche!").region is Region.HAND  # no press step: combat is over
    assert blood(seq, "Abu Nuwasi") == 3 - 1


def _anesthetic_touch_sup(seq: Sequencer) -> None:
    assert blood(seq, "Blanche Hill") == 6  # combat ended before Aleph's strike resolved
    assert blood(seq, BLOCKER) == 4 - 1


def _dust_up_ani(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2  # Aleph's dodge does not stop it
    assert card(seq.state, "Dodge").region is Region.ASH_HEAP


def _rego_motum_tha(seq: Sequencer) -> None:
    assert blood(seq, "Anvil") == 4 - 1 - 2  # its cost; 2 of Roundhouse's 4 prevented
    combat_over(seq)


def _rego_motum_sup(seq: Sequencer) -> None:
    assert blood(seq, "Arjun Shah") == 4 - 1  # its cost; all 4 prevented
    combat_over(seq)


CARDS = [
    Case(
        "Spiritual Intervention",
        "nec",
        "[nec] Strike: dodge.",
        seats("Abebe", 4, ["Spiritual Intervention"]),
        [*blocked("Abebe"), ("card", "Spiritual Intervention [nec]")],
        untouched("Abebe", 4),
        MINION,
    ),
    Case(
        "Spiritual Intervention",
        "NEC",
        "[NEC] Strike: combat ends.",
        seats("Brigitte Mandisa", 5, ["Spiritual Intervention"]),
        [*blocked("Brigitte Mandisa"), ("card", "Spiritual Intervention [NEC]")],
        untouched("Brigitte Mandisa", 5, BLOCKER, 4),
        MINION,
    ),
    Case(
        "No Trace",
        "obf",
        "[obf] Only usable at long range. Strike: combat ends.",
        seats("Agatha", 4, ["No Trace"], attached=GUN),
        [*blocked("Agatha"), TO_LONG, ("card", "No Trace [obf]")],
        untouched("Agatha", 4 - 1),
        MINION,
    ),
    Case(
        "No Trace",
        "OBF",
        "[OBF] Strike: combat ends.",
        seats("Agrippina", 4, ["No Trace"]),
        [*blocked("Agrippina"), ("card", "No Trace [OBF]")],
        untouched("Agrippina", 4 - 1, BLOCKER, 4),
        MINION,
    ),
    Case(
        "Rego Motum",
        "tha",
        "[tha] Prevent 2 damage from the opposing minion's strike.",
        seats("Anvil", 4, ["Rego Motum"], "Agatha", 4, ["Roundhouse"]),
        [*blocked("Anvil", "Agatha"), ("card", "Roundhouse [POT]"), ("play", "Rego Motum [tha]")],
        _rego_motum_tha,
        MINION,
    ),
    Case(
        "Rego Motum",
        "THA",
        "[THA] Prevent 4 damage from the opposing minion's strike.",
        seats("Arjun Shah", 4, ["Rego Motum"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Arjun Shah", "Agatha"),
            ("card", "Roundhouse [POT]"),
            ("play", "Rego Motum [THA]"),
        ],
        _rego_motum_sup,
        MINION,
    ),
    Case(
        "Thrown Gate",
        "pot",
        "[pot] Strike: 1R damage, with an optional maneuver: to long range.",
        seats("Aaron Bathurst", 4, ["Thrown Gate"]),
        [*blocked("Aaron Bathurst"), ("maneuver", "Thrown Gate [pot]")],
        _thrown_gate_pot,
        MINION,
    ),
    Case(
        "Thrown Gate",
        "POT",
        "[POT] Strike: 2R damage.",
        seats("Agatha", 4, ["Thrown Gate"]),
        [*blocked("Agatha"), ("card", "Thrown Gate [POT]")],
        untouched(BLOCKER, 4 - 2, "Agatha", 4 - 1),
        MINION,
    ),
    Case(
        "Arms of the Abyss",
        "obt",
        "[obt] Strike: dodge.",
        seats("Banjoko", 5, ["Arms of the Abyss"]),
        [*blocked("Banjoko"), ("card", "Arms of the Abyss [obt]")],
        untouched("Banjoko", 5),
        MINION,
    ),
    Case(
        "Arms of the Abyss",
        "OBT",
        "[OBT] As above, with 1 additional strike (limited).",
        seats("Andrew Emory", 5, ["Arms of the Abyss"]),
        [*blocked("Andrew Emory"), ("card", "Arms of the Abyss [OBT]")],
        untouched("Andrew Emory", 5, BLOCKER, 4 - 1),
        MINION,
    ),
    Case(
        "Thrown Sewer Lid",
        "pot",
        "Only usable at long range. [pot] Strike: 3R damage.",
        seats("Aaron Bathurst", 4, ["Thrown Sewer Lid"], attached=GUN),
        [
            *blocked("Aaron Bathurst"),
            TO_LONG,
            ("card", "Thrown Sewer Lid [pot]"),
        ],
        untouched(BLOCKER, 4 - 3, "Aaron Bathurst", 4 - 2),
        MINION,
    ),
    Case(
        "Thrown Sewer Lid",
        "POT",
        "[POT] As above, with an optional press.",
        seats("Agatha", 4, ["Thrown Sewer Lid"], attached=GUN),
        [
            *blocked("Agatha"),
            TO_LONG,
            ("card", "Thrown Sewer Lid [POT]"),
            ("press", "optional press"),
        ],
        _sewer_lid_sup,
        MINION,
    ),
    Case(
        "Dust Up",
        "ani",
        "Requires an Anarch. [ani] Strike: hand strike at +1 damage; it cannot be dodged.",
        seats("Bituin", 3, ["Dust Up"], blocker_hand=["Dodge"]),
        [*blocked("Bituin"), ("card", "Dust Up [ani]"), ("card", "Dodge")],
        _dust_up_ani,
        MINION,
    ),
    Case(
        "Dust Up",
        "cel",
        "[cel] Strike: dodge, with 1 additional strike (limited).",
        seats("Bituin", 3, ["Dust Up"]),
        [*blocked("Bituin"), ("card", "Dust Up [cel]")],
        untouched("Bituin", 3, BLOCKER, 4 - 1),
        MINION,
    ),
    Case(
        "Dust Up",
        "pot",
        "[pot] Strike: hand strike at +2 damage.",
        seats("Benedito, a Lanterna", 6, ["Dust Up"]),
        [*blocked("Benedito, a Lanterna"), ("card", "Dust Up [pot]")],
        untouched(BLOCKER, 4 - 3),
        MINION,
    ),
    Case(
        "Donnybrook",
        "obf",
        "Requires an Anarch; close range. [obf] Strike: burn equipment or retainer, first strike.",
        seats("Aluc Romas de Leon", 5, ["Donnybrook"], attached=["Raven Spy"]),
        [*blocked("Aluc Romas de Leon"), ("card", "Donnybrook [obf]")],
        _donnybrook_obf,
        MINION,
    ),
    Case(
        "Donnybrook",
        "pro",
        "[pro] Strike: hand strike, aggravated.",
        seats("Aluc Romas de Leon", 5, ["Donnybrook"]),
        [*blocked("Aluc Romas de Leon"), ("card", "Donnybrook [pro]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Donnybrook",
        "ser",
        "[ser] Strike: steal 2 blood.",
        _anarch(seats("Ahmose Chambers", 1, ["Donnybrook"])),
        [*blocked("Ahmose Chambers"), ("card", "Donnybrook [ser]")],
        _donnybrook_ser,
        MINION,
    ),
    Case(
        "Shadow Body",
        "obt",
        "[obt] Strike: combat ends.",
        seats("Banjoko", 5, ["Shadow Body"]),
        [*blocked("Banjoko"), ("card", "Shadow Body [obt]")],
        untouched("Banjoko", 5 - 1, BLOCKER, 4),
        MINION,
    ),
    Case(
        "Shadow Body",
        "OBT",
        "[OBT] As above; blocked during a non-bleed non-political action, it continues.",
        seats("Andrew Emory", 5, ["Shadow Body"], attached=["Raven Spy"]),
        [
            ("hunt", "Andrew Emory hunts"),
            ("block", "Block with Aleph"),
            ("card", "Shadow Body [OBT]"),
            ("continue", "continues as if unblocked"),
        ],
        _shadow_body_sup,
        MINION,
    ),
    Case(
        "Breath of the Dragon",
        "vic",
        "[vic] Strike: 1R aggravated; used at close range, 1 aggravated damage to himself.",
        seats("America Johnson", 4, ["Breath of the Dragon"]),
        [*blocked("America Johnson"), ("card", "Breath of the Dragon [vic]")],
        _torpor(BLOCKER, "America Johnson"),
        MINION,
    ),
    Case(
        "Breath of the Dragon",
        "VIC",
        "[VIC] Strike: 2R aggravated damage; at long range, none to himself.",
        seats("Lolita Houston", 4, ["Breath of the Dragon", "Chiropteran Marauder"]),
        [
            *blocked("Lolita Houston"),
            ("maneuver", "Chiropteran Marauder [vic]"),
            ("card", "Breath of the Dragon [VIC]"),
        ],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Anesthetic Touch",
        "aus",
        "Only usable at close range. [aus] Strike: dodge.",
        seats("Adelaide Davis", 4, ["Anesthetic Touch"]),
        [*blocked("Adelaide Davis"), ("card", "Anesthetic Touch [aus]")],
        untouched("Adelaide Davis", 4),
        MINION,
    ),
    Case(
        "Anesthetic Touch",
        "obe",
        "[obe] Strike: hand strike; combat ends after it resolves: no press step.",
        seats("Mr. Noir", 3, ["Anesthetic Touch"], "Abu Nuwasi", 3, ["Psyche!"]),
        [*blocked("Mr. Noir", "Abu Nuwasi"), ("card", "Anesthetic Touch [obe]")],
        _anesthetic_touch_obe,
        MINION,
    ),
    Case(
        "Anesthetic Touch",
        "OBE",
        "[OBE] As [obe], with first strike: combat ends before Aleph's strike resolves.",
        seats("Blanche Hill", 6, ["Anesthetic Touch"]),
        [*blocked("Blanche Hill"), ("card", "Anesthetic Touch [OBE]")],
        _anesthetic_touch_sup,
        MINION,
    ),
]

CASES = CARDS
