"""Cases for combat cards whose effects last the round or the combat (6.4): one per card and level."""

from __future__ import annotations

from combat_table import (
    BLOCKER,
    GUN,
    MINION,
    Check,
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
