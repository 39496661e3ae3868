"""Cases for combat cards whose effects last the round or the combat (6.4): one per card and level."""

from __future__ import annotations

from combat_table import (
    BLOCKER,
    GUN,
    MINION,
    Check,
    automated,
    blocked,
    blood,
    seats,
    untouched,
)
from harness import Case, card, logged

from vtes_tui.rules.permanents import strength
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def _disarmed(vampire: str, strength_left: int) -> Check:
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


def _oubliette_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 1  # burned after combat ends
    assert blood(seq, "Andrew Emory") == 5 - 1
    assert logged(seq, "Aleph burns 1 blood or life")


def _catatonic_fear_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 1  # after combat, at close range
    assert logged(seq, "Aleph takes 1 unpreventable damage")


def _increased_strength(vampire: str, blocker: str, left: int) -> Check:
    def check(seq: Sequencer) -> None:
        assert blood(seq, blocker) == left
        automated(seq, "Increased Strength")

    check.__name__ = f"_increased_strength_of_{vampire.lower().replace(' ', '_')}"
    return check


def _crawling_chamber_sup(seq: Sequencer) -> None:
    assert logged(seq, "Aleph takes 1 environmental damage (press step)")
    assert blood(seq, BLOCKER) == 4 - 1 - 1


def _second_round(name: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, "Combat round 2")
        automated(seq, name)

    check.__name__ = f"_second_round_with_{name.lower().replace(' ', '_')}"
    return check


def _tracking_aus(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")
    assert logged(seq, "Adelaide Davis maneuvers to long range")  # its optional maneuver


def _new_round(vampire: str, left: int) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, "a new round instead")
        assert logged(seq, "Combat round 2")
        assert blood(seq, vampire) == left

    check.__name__ = f"_new_round_by_{vampire.lower().replace(' ', '_')}"
    return check


CARDS = [
    Case(
        "Telepathic Tracking",
        "aus",
        "[aus] Press to continue; another round: 1 optional maneuver that round.",
        seats("Adelaide Davis", 4, ["Telepathic Tracking"]),
        [
            *blocked("Adelaide Davis"),
            ("press", "Telepathic Tracking [aus]"),
            ("maneuver", "Use the optional maneuver"),
        ],
        _tracking_aus,
        MINION,
    ),
    Case(
        "Telepathic Tracking",
        "AUS",
        "[AUS] Both ready and combat would end: instead, a new round.",
        seats("Abid bin Haji, Scholar of Mirrors", 7, ["Telepathic Tracking"]),
        [*blocked("Abid bin Haji, Scholar of Mirrors"), ("play", "Telepathic Tracking [AUS]")],
        _new_round("Abid bin Haji, Scholar of Mirrors", 7 - 1 - 2),
        MINION,
    ),
    Case(
        "Relentless Reaper",
        "for",
        "[for] Prevent 1 damage.",
        seats("Aaron Bathurst", 4, ["Relentless Reaper"]),
        [*blocked("Aaron Bathurst"), ("play", "Relentless Reaper [for]")],
        untouched("Aaron Bathurst", 4),
        MINION,
    ),
    Case(
        "Relentless Reaper",
        "thn",
        "[thn] Press.",
        seats("Abebe", 4, ["Relentless Reaper"]),
        [*blocked("Abebe"), ("press", "Relentless Reaper [thn]")],
        _second_round("Relentless Reaper"),
        MINION,
    ),
    Case(
        "Relentless Reaper",
        "THN",
        "[THN] Both ready and combat would end: burn 1 blood to start a new round instead.",
        seats("Angel Chavarria", 3, ["Relentless Reaper"]),
        [*blocked("Angel Chavarria"), ("play", "Relentless Reaper [THN]")],
        _new_round("Angel Chavarria", 3 - 1 - 2),
        MINION,
    ),
    Case(
        "Oubliette",
        "obt",
        "[obt] Strike: combat ends.",
        seats("Banjoko", 5, ["Oubliette"]),
        [*blocked("Banjoko"), ("card", "Oubliette [obt]")],
        untouched("Banjoko", 5 - 1, BLOCKER, 4),
        MINION,
    ),
    Case(
        "Oubliette",
        "OBT",
        "[OBT] As above, and the opposing minion burns 1 blood after combat ends.",
        seats("Andrew Emory", 5, ["Oubliette"]),
        [*blocked("Andrew Emory"), ("card", "Oubliette [OBT]")],
        _oubliette_sup,
        MINION,
    ),
    Case(
        "Catatonic Fear",
        "pre",
        "[pre] Strike: combat ends.",
        seats("Allison Maller", 4, ["Catatonic Fear"]),
        [*blocked("Allison Maller"), ("card", "Catatonic Fear [pre]")],
        untouched("Allison Maller", 4 - 1, BLOCKER, 4),
        MINION,
    ),
    Case(
        "Catatonic Fear",
        "PRE",
        "[PRE] As above, and after combat at close range, 1 unpreventable damage to him.",
        seats("Alice Chen", 5, ["Catatonic Fear"]),
        [*blocked("Alice Chen"), ("card", "Catatonic Fear [PRE]")],
        _catatonic_fear_sup,
        MINION,
    ),
    Case(
        "Increased Strength",
        "pot",
        "[pot] This combat, his damaging strikes requiring Potence do +1 damage.",
        seats("Aaron Bathurst", 4, ["Increased Strength", "Roundhouse"]),
        [
            *blocked("Aaron Bathurst"),
            ("play", "Increased Strength [pot]"),
            ("card", "Roundhouse [pot]"),
        ],
        _increased_strength("Aaron Bathurst", BLOCKER, 4 - 3 - 1),
        MINION,
    ),
    Case(
        "Increased Strength",
        "POT",
        "[POT] As above, but +2 damage.",
        seats("Agatha", 4, ["Increased Strength", "Roundhouse"], "Alice Chen", 7),
        [
            *blocked("Agatha", "Alice Chen"),
            ("play", "Increased Strength [POT]"),
            ("card", "Roundhouse [POT]"),
        ],
        _increased_strength("Agatha", "Alice Chen", 7 - 4 - 2),
        MINION,
    ),
    Case(
        "Crawling Chamber",
        "tha",
        "[tha] Maneuver, only usable to go to long range.",
        seats("Anvil", 4, ["Crawling Chamber"]),
        [*blocked("Anvil"), ("maneuver", "Crawling Chamber [tha]")],
        untouched(BLOCKER, 4, "Anvil", 4),
        MINION,
    ),
    Case(
        "Crawling Chamber",
        "vis",
        "[vis] Maneuver or press: a press.",
        seats("Obsidian", 4, ["Crawling Chamber"]),
        [*blocked("Obsidian"), ("press", "Crawling Chamber [vis]")],
        _second_round("Crawling Chamber"),
        MINION,
    ),
    Case(
        "Crawling Chamber",
        "VIS",
        "[VIS] Before range: the opposing minion takes 1R damage in each press step.",
        seats("Obsidian", 4, ["Crawling Chamber"]),
        [*blocked("Obsidian"), ("play", "Crawling Chamber [VIS]")],
        _crawling_chamber_sup,
        MINION,
    ),
    Case(
        "Infernal Pursuit",
        "cel",
        "[cel] Press.",
        seats("Abu Nuwasi", 3, ["Infernal Pursuit"]),
        [*blocked("Abu Nuwasi"), ("press", "Infernal Pursuit [cel]")],
        _second_round("Infernal Pursuit"),
        MINION,
    ),
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
        untouched(BLOCKER, 4 - 1, "Asmin Kobane", 4 + 1 - 1),
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
        untouched(BLOCKER, 4 - 2, "Arjun Shah", 2 + 2 - 1),
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
        untouched("Aaron Bathurst", 4 - 1),
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
        untouched("Anastasia Grey", 3 - 1),
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
        untouched("Badger", 5 - 1),
        MINION,
    ),
    Case(
        "Unflinching Persistence",
        "for",
        "[for] Prevent 1 damage.",
        seats("Aaron Bathurst", 4, ["Unflinching Persistence"]),
        [*blocked("Aaron Bathurst"), ("play", "Unflinching Persistence [for]")],
        untouched("Aaron Bathurst", 4),
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
]

CASES = CARDS
