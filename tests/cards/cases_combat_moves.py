"""Cases for additional strikes, maneuvers and presses (6.4.2-6.4.4): one per card and level."""

from __future__ import annotations

from combat_table import BLOCKER, MINION, Check, automated, blocked, blood, seats
from harness import Case, logged

from vtes_tui.sequencer.core import Sequencer

# -- additional strikes (6.4.3), maneuvers (6.4.2), presses (6.4.4) ------------------------------


def _additional(acting: str, name: str, hits: int, acting_blood: int) -> Check:
    """A check: Aleph took ``hits`` hand strikes, and the card played itself."""

    def check(seq: Sequencer) -> None:
        assert blood(seq, BLOCKER) == 4 - hits
        assert blood(seq, acting) == acting_blood
        automated(seq, name)

    check.__name__ = f"_{hits}_hand_strikes_with_{name.lower().replace(' ', '_')}"
    return check


def _long_range(name: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, "Range is long")
        assert blood(seq, BLOCKER) == 4  # no hand strike reaches at long range (6.4.3)
        automated(seq, name)

    check.__name__ = f"_long_range_with_{name.lower().replace(' ', '_')}"
    return check


def _apportation_tha(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")
    assert blood(seq, BLOCKER) == 4 - 2
    automated(seq, "Apportation")


def _immortal_grapple_pot(seq: Sequencer) -> None:
    assert blood(seq, "Aaron Bathurst") == 4 - 1  # Aleph's hand strike, not his gun's 2
    assert blood(seq, BLOCKER) == 4 - 1


def _immortal_grapple_sup(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")
    assert logged(seq, "no range step")  # Aleph's gun cannot maneuver him to long range
    assert blood(seq, BLOCKER) == 4 - 2  # two rounds of Agatha's hand strikes


MOVES = [
    Case(
        "Immortal Grapple",
        "pot",
        "[pot] Strikes that are not hand strikes cannot be used this round: no gun for Aleph.",
        seats("Aaron Bathurst", 4, ["Immortal Grapple"], attached=[".44 Magnum"]),
        [*blocked("Aaron Bathurst"), ("play", "Immortal Grapple [pot]")],
        _immortal_grapple_pot,
        MINION,
    ),
    Case(
        "Immortal Grapple",
        "POT",
        "[POT] As above, with 1 optional press; the next round is at close range.",
        seats("Agatha", 4, ["Immortal Grapple"], attached=[".44 Magnum"]),
        [
            *blocked("Agatha"),
            ("play", "Immortal Grapple [POT]"),
            ("press", "optional press"),
            ("weapon", ".44 Magnum"),
        ],
        _immortal_grapple_sup,
        MINION,
    ),
    Case(
        "Blur",
        "cel",
        "[cel] Additional strike (limited); it costs 1 blood.",
        seats("Abu Nuwasi", 3, ["Blur"]),
        [*blocked("Abu Nuwasi"), ("play", "Blur [cel]")],
        _additional("Abu Nuwasi", "Blur", 2, 3 - 1 - 1),
        MINION,
    ),
    Case(
        "Blur",
        "CEL",
        "[CEL] 2 additional strikes (limited).",
        seats("Abd al-Rashid", 5, ["Blur"]),
        [*blocked("Abd al-Rashid"), ("play", "Blur [CEL]")],
        _additional("Abd al-Rashid", "Blur", 3, 5 - 1 - 1),
        MINION,
    ),
    Case(
        "Side Strike",
        "CEL",
        "[CEL] Additional strike (limited).",
        seats("Abd al-Rashid", 5, ["Side Strike"]),
        [*blocked("Abd al-Rashid"), ("hand", "Hand strike"), ("play", "Side Strike [CEL]")],
        _additional("Abd al-Rashid", "Side Strike", 2, 5 - 1),
        MINION,
    ),
    Case(
        "Pursuit",
        "CEL",
        "[CEL] Additional strike (limited).",
        seats("Abd al-Rashid", 5, ["Pursuit"]),
        [*blocked("Abd al-Rashid"), ("play", "Pursuit [CEL]")],
        _additional("Abd al-Rashid", "Pursuit", 2, 5 - 1),
        MINION,
    ),
    Case(
        "Arms of Ahriman",
        "obl",
        "[obl] Additional strike (limited).",
        seats("Braden White", 4, ["Arms of Ahriman"]),
        [*blocked("Braden White"), ("play", "Arms of Ahriman [obl]")],
        _additional("Braden White", "Arms of Ahriman", 2, 4 - 1),
        MINION,
    ),
    Case(
        "Arms of Ahriman",
        "OBL",
        "[OBL] Strike: dodge, with 1 additional strike (limited).",
        seats("Alek König", 3, ["Arms of Ahriman"]),
        [*blocked("Alek König"), ("card", "Arms of Ahriman [OBL]")],
        _additional("Alek König", "Arms of Ahriman", 1, 3),
        MINION,
    ),
    Case(
        "Pursuit",
        "cel",
        "[cel] Maneuver.",
        seats("Abu Nuwasi", 3, ["Pursuit"]),
        [*blocked("Abu Nuwasi"), ("maneuver", "Pursuit [cel]")],
        _long_range("Pursuit"),
        MINION,
    ),
    Case(
        "Apportation",
        "THA",
        "[THA] Maneuver.",
        seats("Arjun Shah", 4, ["Apportation"]),
        [*blocked("Arjun Shah"), ("maneuver", "Apportation [THA]")],
        _long_range("Apportation"),
        MINION,
    ),
    Case(
        "Apportation",
        "tha",
        "[tha] Press, only usable to continue combat: a second round.",
        seats("Anvil", 4, ["Apportation"]),
        [*blocked("Anvil"), ("press", "Apportation [tha]")],
        _apportation_tha,
        MINION,
    ),
]

CASES = MOVES
