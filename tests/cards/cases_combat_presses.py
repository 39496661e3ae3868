"""Cases for combat cards that press, maneuver or end combat (6.4.2, 6.4.4): one per level."""

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
    untouched,
)
from harness import Case, card, logged

from vtes_tui.sequencer.core import Sequencer


def _ends_the_press(name: str) -> Check:
    """A check: Abu Nuwasi pressed to continue, the card pressed to end: no second round."""

    def check(seq: Sequencer) -> None:
        assert logged(seq, "presses to continue combat")
        assert not logged(seq, "Combat round 2")
        automated(seq, name)

    check.__name__ = f"_{name.lower().replace(' ', '_')}_ends_combat"
    return check


def _second_round(name: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, "Combat round 2")
        automated(seq, name)

    check.__name__ = f"_second_round_with_{name.lower().replace(' ', '_')}"
    return check


def _long_range(name: str, vampire: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} maneuvers to long range")
        automated(seq, name)

    check.__name__ = f"_long_range_with_{name.lower().replace(' ', '_')}"
    return check


def _dodges(seq: Sequencer) -> None:
    assert logged(seq, "dodges")
    combat_over(seq)


def _bond_vis(seq: Sequencer) -> None:
    assert not card(seq.state, "Obsidian").locked
    assert not card(seq.state, BLOCKER).locked  # both combatants unlock
    combat_over(seq)


def _bond_sup(seq: Sequencer) -> None:
    assert not card(seq.state, "Obsidian").locked
    assert card(seq.state, BLOCKER).locked  # only this vampire unlocks
    combat_over(seq)


def _shadow_step_sup(seq: Sequencer) -> None:
    assert logged(seq, "Andrew Emory sets the range: long")
    assert blood(seq, "Andrew Emory") == 5 - 2  # the 2 blood burned; no hand strike reaches


def _dust_to_dust_sup(seq: Sequencer) -> None:
    assert logged(seq, "Angel Chavarria maneuvers to long range")  # its optional maneuver
    assert logged(seq, "Combat round 2")  # its optional press


CARDS = [
    Case(
        "Shadow Step",
        "obt",
        "[obt] Maneuver.",
        seats("Banjoko", 5, ["Shadow Step"]),
        [*blocked("Banjoko"), ("maneuver", "Shadow Step [obt]")],
        _long_range("Shadow Step", "Banjoko"),
        MINION,
    ),
    Case(
        "Shadow Step",
        "OBT",
        "[OBT] Before range: burn 2 blood to set the range for this round.",
        seats("Andrew Emory", 5, ["Shadow Step"]),
        [*blocked("Andrew Emory"), ("play", "Shadow Step [OBT]"), ("range", "Long range")],
        _shadow_step_sup,
        MINION,
    ),
    Case(
        "Dust to Dust",
        "obf",
        "[obf] Press, only usable to end combat.",
        seats("Abu Nuwasi", 3, ["Psyche!"], "Agatha", 4, ["Dust to Dust"]),
        [
            *blocked("Abu Nuwasi", "Agatha"),
            ("press", "Psyche! [cel]"),
            ("press", "Dust to Dust [obf]"),
        ],
        _ends_the_press("Dust to Dust"),
        MINION,
    ),
    Case(
        "Dust to Dust",
        "thn",
        "[thn] Strike: dodge, with an optional press.",
        seats("Abebe", 4, ["Dust to Dust"]),
        [*blocked("Abebe"), ("card", "Dust to Dust [thn]"), ("press", "optional press")],
        _second_round("Dust to Dust"),
        MINION,
    ),
    Case(
        "Dust to Dust",
        "THN",
        "[THN] As [thn], with an optional maneuver: to long range, then press.",
        seats("Angel Chavarria", 3, ["Dust to Dust"]),
        [
            *blocked("Angel Chavarria"),
            ("maneuver", "Dust to Dust [THN]"),
            ("press", "optional press"),
        ],
        _dust_to_dust_sup,
        MINION,
    ),
    Case(
        "Read Intentions",
        "aus",
        "[aus] Press, only usable to end combat.",
        seats("Abu Nuwasi", 3, ["Psyche!"], blocker_hand=["Read Intentions"]),
        [
            *blocked("Abu Nuwasi"),
            ("hand", "Hand strike"),
            ("press", "Psyche! [cel]"),
            ("press", "Read Intentions [aus]"),
        ],
        _ends_the_press("Read Intentions"),
        MINION,
    ),
    Case(
        "Read Intentions",
        "AUS",
        "[AUS] Strike: dodge.",
        seats("Abid bin Haji, Scholar of Mirrors", 7, ["Read Intentions"]),
        [*blocked("Abid bin Haji, Scholar of Mirrors"), ("card", "Read Intentions [AUS]")],
        _dodges,
        MINION,
    ),
    Case(
        "Movement of the Mind",
        "tha",
        "[tha] Press, only usable to end combat.",
        seats("Abu Nuwasi", 3, ["Psyche!"], "Anvil", 4, ["Movement of the Mind"]),
        [
            *blocked("Abu Nuwasi", "Anvil"),
            ("press", "Psyche! [cel]"),
            ("press", "Movement of the Mind [tha]"),
        ],
        _ends_the_press("Movement of the Mind"),
        MINION,
    ),
    Case(
        "Movement of the Mind",
        "THA",
        "[THA] Maneuver.",
        seats("Arjun Shah", 4, ["Movement of the Mind"]),
        [*blocked("Arjun Shah"), ("maneuver", "Movement of the Mind [THA]")],
        _long_range("Movement of the Mind", "Arjun Shah"),
        MINION,
    ),
    Case(
        "Boxed In",
        "",
        "Press.",
        seats("Aaron Bathurst", 4, ["Boxed In"]),
        [*blocked("Aaron Bathurst"), ("press", "Boxed In")],
        _second_round("Boxed In"),
        MINION,
    ),
    Case(
        "Shadow Shift",
        "obl",
        "[obl] Additional strike (limited).",
        seats("Braden White", 4, ["Shadow Shift"]),
        [*blocked("Braden White"), ("play", "Shadow Shift [obl]")],
        untouched(BLOCKER, 4 - 2),
        MINION,
    ),
    Case(
        "Shadow Shift",
        "OBL",
        "[OBL] Maneuver.",
        seats("Alek König", 3, ["Shadow Shift"]),
        [*blocked("Alek König"), ("maneuver", "Shadow Shift [OBL]")],
        _long_range("Shadow Shift", "Alek König"),
        MINION,
    ),
    Case(
        "Dead-End Alley",
        "",
        "Press, only usable to continue combat.",
        seats("Aaron Bathurst", 4, ["Dead-End Alley"]),
        [*blocked("Aaron Bathurst"), ("press", "Dead-End Alley")],
        _second_round("Dead-End Alley"),
        MINION,
    ),
    Case(
        "Form of the Ghost",
        "pro",
        "[pro] Maneuver.",
        seats("Anastasia Grey", 3, ["Form of the Ghost"]),
        [*blocked("Anastasia Grey"), ("maneuver", "Form of the Ghost [pro]")],
        _long_range("Form of the Ghost", "Anastasia Grey"),
        MINION,
    ),
    Case(
        "Form of the Ghost",
        "PRO",
        "[PRO] Press.",
        seats("Badger", 5, ["Form of the Ghost"]),
        [*blocked("Badger"), ("press", "Form of the Ghost [PRO]")],
        _second_round("Form of the Ghost"),
        MINION,
    ),
    Case(
        "Bond with the Mountain",
        "tha",
        "[tha] Strike: dodge, with an optional press.",
        seats("Anvil", 4, ["Bond with the Mountain"]),
        [
            *blocked("Anvil"),
            ("card", "Bond with the Mountain [tha]"),
            ("press", "optional press"),
        ],
        _second_round("Bond with the Mountain"),
        MINION,
    ),
    Case(
        "Bond with the Mountain",
        "vis",
        "[vis] Strike: combat ends. Unlock both combatants.",
        seats("Obsidian", 4, ["Bond with the Mountain"]),
        [*blocked("Obsidian"), ("card", "Bond with the Mountain [vis]")],
        _bond_vis,
        MINION,
    ),
    Case(
        "Bond with the Mountain",
        "VIS",
        "[VIS] Strike: combat ends. Unlock this vampire.",
        seats("Obsidian", 4, ["Bond with the Mountain"]),
        [*blocked("Obsidian"), ("card", "Bond with the Mountain [VIS]")],
        _bond_sup,
        MINION,
    ),
]

CASES = CARDS
