"""Cases for more combat cards of tournament decks (6.4): one per card and Discipline level."""

from __future__ import annotations

from typing import Any

from combat_table import BLOCKER, MINION, blocked, blood, combat_over, seats
from harness import Case, card, logged

from vtes_tui.rules.permanents import strength
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

# Aleph's gun: its optional maneuver takes him to long range, and chooses its strike (6.4.2)
GUN = [".44 Magnum"]
TO_LONG = ("maneuver", "with .44 Magnum")


def _anarch(table: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Alice's vampire became anarch during play (10.5)."""
    table[0]["ready"][0]["anarch"] = True
    return table


def _untouched(*vampires: str):
    """A check: these vampires took no damage (their blood as laid out, or after costs)."""

    def check(seq: Sequencer) -> None:
        for name, left in zip(vampires[::2], vampires[1::2], strict=True):
            assert blood(seq, name) == left, name
        combat_over(seq)

    check.__name__ = "_blood_of_" + "_".join(str(v).lower().replace(" ", "_") for v in vampires)
    return check


def _torpor(*names: str):
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


def _disarmed(vampire: str, strength_left: int):
    def check(seq: Sequencer) -> None:
        aleph = card(seq.state, BLOCKER)
        assert card(seq.state, "Disarm").host is aleph
        assert aleph.region is Region.TORPOR
        assert strength(seq.state, aleph) == strength_left

    check.__name__ = f"_disarmed_by_{vampire.lower().replace(' ', '_')}"
    return check


def _trap(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 4")  # 3 counters: 3 presses to continue
    assert not logged(seq, "Combat round 5")
    assert card(seq.state, "Trap").region is Region.ASH_HEAP  # burned at the end of combat
    assert blood(seq, BLOCKER) == 4 - 4


def _unflinching_sup(seq: Sequencer) -> None:
    assert logged(seq, "Range is long")  # its maneuver
    assert blood(seq, "Alice Chen") == 5 - 1  # 1 of the gun's 2 prevented later


def _mettle_sup(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")  # Trap's press
    assert blood(seq, "Alice Chen") == 5 - 1 - 1  # its cost, then 1 blood in round 2: unhurt
    assert blood(seq, BLOCKER) == 4 - 2


def _drawing_out_ani(seq: Sequencer) -> None:
    assert blood(seq, "Anastasia Grey") == 3 - 2  # Aleph's hand strike at strength 2
    assert not logged(seq, "Aleph maneuvers")  # no gun: no maneuver, no gun strike
    assert blood(seq, BLOCKER) == 4 - 1


def _drawing_out_sup(seq: Sequencer) -> None:
    assert logged(seq, "Aleph takes 1 unpreventable environmental damage")
    assert blood(seq, BLOCKER) == 4 - 1 - 1
    assert blood(seq, "Bear Paw") == 5 - 2


def _terror_frenzy_ani(seq: Sequencer) -> None:
    assert blood(seq, "Anastasia Grey") == 3 - 1 - 1  # its cost; Aleph's hand, not his gun
    assert not logged(seq, "Aleph maneuvers")


def _terror_frenzy_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 1  # Dodge cost Aleph 1 blood more
    assert blood(seq, "Bear Paw") == 5 - 1


CARDS = [
    Case(
        "Drawing Out the Beast",
        "ani",
        "[ani] This combat Aleph gets +1 strength, cannot maneuver to long nor use equipment.",
        seats("Anastasia Grey", 3, ["Drawing Out the Beast"], attached=GUN),
        [*blocked("Anastasia Grey"), ("play", "Drawing Out the Beast [ani]")],
        _drawing_out_ani,
        MINION,
    ),
    Case(
        "Drawing Out the Beast",
        "ANI",
        "[ANI] As above, and 1 unpreventable damage in each press step.",
        seats("Bear Paw", 5, ["Drawing Out the Beast"]),
        [*blocked("Bear Paw"), ("play", "Drawing Out the Beast [ANI]")],
        _drawing_out_sup,
        MINION,
    ),
    Case(
        "Terror Frenzy",
        "ani",
        "[ani] This combat Aleph cannot maneuver to close, press to continue, use equipment.",
        seats("Anastasia Grey", 3, ["Terror Frenzy"], attached=GUN),
        [*blocked("Anastasia Grey"), ("play", "Terror Frenzy [ani]")],
        _terror_frenzy_ani,
        MINION,
    ),
    Case(
        "Terror Frenzy",
        "ANI",
        "[ANI] This combat, combat cards cost the opposing vampire +1 blood.",
        seats("Bear Paw", 5, ["Terror Frenzy"], blocker_hand=["Dodge"]),
        [*blocked("Bear Paw"), ("play", "Terror Frenzy [ANI]"), ("card", "Dodge")],
        _terror_frenzy_sup,
        MINION,
    ),
    Case(
        "Hunger of Marduk",
        "tha",
        "[tha] Before range: this round, this vampire can strike, ranged: steal 1 blood.",
        seats("Asmin Kobane", 4, ["Hunger of Marduk"]),
        [
            *blocked("Asmin Kobane"),
            ("play", "Hunger of Marduk [tha]"),
            ("granted", "Hunger of Marduk [tha]"),
        ],
        _untouched(BLOCKER, 4 - 1, "Asmin Kobane", 4 + 1 - 1),
        MINION,
    ),
    Case(
        "Hunger of Marduk",
        "THA",
        "[THA] As above, but for 2 blood.",
        seats("Arjun Shah", 2, ["Hunger of Marduk"]),
        [
            *blocked("Arjun Shah"),
            ("play", "Hunger of Marduk [THA]"),
            ("granted", "Hunger of Marduk [THA]"),
        ],
        _untouched(BLOCKER, 4 - 2, "Arjun Shah", 2 + 2 - 1),
        MINION,
    ),
    Case(
        "Superior Mettle",
        "for",
        "[for] Prevent all damage from the opposing minion's strike.",
        seats("Aaron Bathurst", 4, ["Superior Mettle"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Aaron Bathurst", "Agatha"),
            ("card", "Roundhouse [POT]"),
            ("play", "Superior Mettle [for]"),
        ],
        _untouched("Aaron Bathurst", 4 - 1),
        MINION,
    ),
    Case(
        "Superior Mettle",
        "FOR",
        "[FOR] As above; each round of the combat, 1 blood prevents the opposing initial strike.",
        seats("Alice Chen", 5, ["Superior Mettle", "Trap"]),
        [
            *blocked("Alice Chen"),
            ("play", "Trap"),
            ("play", "Superior Mettle [FOR]"),
            ("each-round", "Burn 1 blood"),
        ],
        _mettle_sup,
        MINION,
    ),
    Case(
        "Flesh of Marble",
        "pro",
        "[pro] This combat, damage past the first each round is prevented (not aggravated).",
        seats("Anastasia Grey", 3, ["Flesh of Marble"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Anastasia Grey", "Agatha"),
            ("play", "Flesh of Marble [pro]"),
            ("card", "Roundhouse [POT]"),
        ],
        _untouched("Anastasia Grey", 3 - 1),
        MINION,
    ),
    Case(
        "Flesh of Marble",
        "PRO",
        "[PRO] As above, aggravated damage as well.",
        seats("Badger", 5, ["Flesh of Marble"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Badger", "Agatha"),
            ("play", "Flesh of Marble [PRO]"),
            ("card", "Roundhouse [POT]"),
        ],
        _untouched("Badger", 5 - 1),
        MINION,
    ),
    Case(
        "Unflinching Persistence",
        "for",
        "[for] Prevent 1 damage.",
        seats("Aaron Bathurst", 4, ["Unflinching Persistence"]),
        [*blocked("Aaron Bathurst"), ("play", "Unflinching Persistence [for]")],
        _untouched("Aaron Bathurst", 4),
        MINION,
    ),
    Case(
        "Unflinching Persistence",
        "FOR",
        "[FOR] Maneuver, and this vampire can prevent 1 damage later this round.",
        seats("Alice Chen", 5, ["Unflinching Persistence"], attached=GUN),
        [
            *blocked("Alice Chen"),
            ("maneuver", "Unflinching Persistence [FOR]"),
            ("weapon", ".44 Magnum"),
            ("prevent-later", "Prevent 1 damage"),
        ],
        _unflinching_sup,
        MINION,
    ),
    Case(
        "Trap",
        "",
        "In play with 3 counters: each press step, 1 counter for a press to continue.",
        seats("Aaron Bathurst", 4, ["Trap"]),
        [*blocked("Aaron Bathurst"), ("play", "Trap")],
        _trap,
        MINION,
    ),
    Case(
        "Disarm",
        "pot",
        "[pot] At the end of a round he hurt Aleph more: on Aleph, to torpor, -1 strength.",
        seats("Aaron Bathurst", 4, ["Disarm", "Roundhouse"]),
        [*blocked("Aaron Bathurst"), ("card", "Roundhouse [pot]"), ("play", "Disarm [pot]")],
        _disarmed("Aaron Bathurst", 1 - 1),
        MINION,
    ),
    Case(
        "Disarm",
        "POT",
        "[POT] As above, but -2 strength.",
        seats("Agatha", 4, ["Disarm", "Roundhouse"]),
        [*blocked("Agatha"), ("card", "Roundhouse [pot]"), ("play", "Disarm [POT]")],
        _disarmed("Agatha", 1 - 2),
        MINION,
    ),
    Case(
        "Spiritual Intervention",
        "nec",
        "[nec] Strike: dodge.",
        seats("Abebe", 4, ["Spiritual Intervention"]),
        [*blocked("Abebe"), ("card", "Spiritual Intervention [nec]")],
        _untouched("Abebe", 4),
        MINION,
    ),
    Case(
        "Spiritual Intervention",
        "NEC",
        "[NEC] Strike: combat ends.",
        seats("Brigitte Mandisa", 5, ["Spiritual Intervention"]),
        [*blocked("Brigitte Mandisa"), ("card", "Spiritual Intervention [NEC]")],
        _untouched("Brigitte Mandisa", 5, BLOCKER, 4),
        MINION,
    ),
    Case(
        "No Trace",
        "obf",
        "[obf] Only usable at long range. Strike: combat ends.",
        seats("Agatha", 4, ["No Trace"], attached=GUN),
        [*blocked("Agatha"), TO_LONG, ("card", "No Trace [obf]")],
        _untouched("Agatha", 4 - 1),
        MINION,
    ),
    Case(
        "No Trace",
        "OBF",
        "[OBF] Strike: combat ends.",
        seats("Agrippina", 4, ["No Trace"]),
        [*blocked("Agrippina"), ("card", "No Trace [OBF]")],
        _untouched("Agrippina", 4 - 1, BLOCKER, 4),
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
        _untouched(BLOCKER, 4 - 2, "Agatha", 4 - 1),
        MINION,
    ),
    Case(
        "Arms of the Abyss",
        "obt",
        "[obt] Strike: dodge.",
        seats("Banjoko", 5, ["Arms of the Abyss"]),
        [*blocked("Banjoko"), ("card", "Arms of the Abyss [obt]")],
        _untouched("Banjoko", 5),
        MINION,
    ),
    Case(
        "Arms of the Abyss",
        "OBT",
        "[OBT] As above, with 1 additional strike (limited).",
        seats("Andrew Emory", 5, ["Arms of the Abyss"]),
        [*blocked("Andrew Emory"), ("card", "Arms of the Abyss [OBT]")],
        _untouched("Andrew Emory", 5, BLOCKER, 4 - 1),
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
        _untouched(BLOCKER, 4 - 3, "Aaron Bathurst", 4 - 2),
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
        _untouched("Bituin", 3, BLOCKER, 4 - 1),
        MINION,
    ),
    Case(
        "Dust Up",
        "pot",
        "[pot] Strike: hand strike at +2 damage.",
        seats("Benedito, a Lanterna", 6, ["Dust Up"]),
        [*blocked("Benedito, a Lanterna"), ("card", "Dust Up [pot]")],
        _untouched(BLOCKER, 4 - 3),
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
        _untouched("Banjoko", 5 - 1, BLOCKER, 4),
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
        _untouched("Adelaide Davis", 4),
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
