"""Cases for combat cards acting on the next round or after combat (6.4.1, 6.4.4): one per level."""

from __future__ import annotations

from combat_table import (
    BLOCKER,
    MINION,
    Check,
    automated,
    blocked,
    blood,
    seats,
    untouched,
)
from harness import Case, logged

from vtes_tui.sequencer.core import Sequencer


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
]

CASES = CARDS
