"""Cases for damage in combat: prevention, environmental damage (6.4.6): one per card and level."""

from __future__ import annotations

from combat_table import BLOCKER, MINION, blocked, blood, combat_over, seats
from harness import Case, logged

from vtes_tui.sequencer.core import Sequencer

# -- damage prevention (6.4.6) -------------------------------------------------------------------


def _skin_of_rock_for(seq: Sequencer) -> None:
    assert blood(seq, "Aaron Bathurst") == 4  # Aleph's 1 damage is prevented
    combat_over(seq)


def _skin_of_rock_sup(seq: Sequencer) -> None:
    assert blood(seq, "Alice Chen") == 5 - 1  # 3 damage, 2 prevented
    combat_over(seq)


def _rolling_for(seq: Sequencer) -> None:
    assert blood(seq, "Aaron Bathurst") == 4
    combat_over(seq)


def _rolling_sup(seq: Sequencer) -> None:
    assert blood(seq, "Alice Chen") == 5 - 1  # the blood burned; none of the 3 strikes hurt
    assert blood(seq, "Abd al-Rashid") == 5 - 1 - 1  # Blur, and Alice Chen's hand strike
    assert logged(seq, "gains 2 additional strike(s)")


def _hidden_strength_for(seq: Sequencer) -> None:
    assert blood(seq, "Aaron Bathurst") == 4 - 2 - 1  # X = 2 prevents 3 of Roundhouse's 4


def _hidden_strength_sup(seq: Sequencer) -> None:
    assert logged(seq, "Alice Chen prevents 1 damage")  # X = 0 prevents 1
    assert logged(seq, "Combat round 2")  # its optional press
    assert blood(seq, "Alice Chen") == 5 - 1  # hurt in the second round only


def _carrion_crows_ani(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 1  # environmental damage goes through a dodge
    assert blood(seq, "Anastasia Grey") == 3


def _carrion_crows_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2 - 1  # the crows' 2, Bear Paw's hand strike 1


def _taste_of_vitae(seq: Sequencer) -> None:
    assert blood(seq, "Anvil") == 3 - 1 + 4  # Aleph lost 4 blood to Roundhouse's damage


def _taste_of_vitae_not_by_an_ally(seq: Sequencer) -> None:
    """The round ends with both still ready: Taste of Vitae is never offered to the ally."""
    while not logged(seq, "Combat ends"):
        assert seq.prompt is not None
        offered = [o.label for o in seq.prompt.options if "Taste of Vitae" in o.label]
        assert not offered, "only a vampire can play Taste of Vitae"
        keys = [o.key for o in seq.prompt.options]
        seq.choose(keys.index("pass") if "pass" in keys else 0)


def _soak_for(seq: Sequencer) -> None:
    assert blood(seq, "Aaron Bathurst") == 4 - 2  # 2 of Roundhouse's 4 prevented


def _soak_sup(seq: Sequencer) -> None:
    assert blood(seq, "Alice Chen") == 5  # all 4 prevented
    combat_over(seq)


PREVENTION = [
    Case(
        "Soak",
        "for",
        "[for] Prevent 2 non-aggravated damage.",
        seats("Aaron Bathurst", 4, ["Soak"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Aaron Bathurst", "Agatha"),
            ("card", "Roundhouse [POT]"),
            ("play", "Soak [for]"),
        ],
        _soak_for,
        MINION,
    ),
    Case(
        "Soak",
        "FOR",
        "[FOR] Prevent 4 non-aggravated damage.",
        seats("Alice Chen", 5, ["Soak"], "Agatha", 4, ["Roundhouse"]),
        [*blocked("Alice Chen", "Agatha"), ("card", "Roundhouse [POT]"), ("play", "Soak [FOR]")],
        _soak_sup,
        MINION,
    ),
    Case(
        "Rolling with the Punches",
        "for",
        "[for] Prevent 1 damage.",
        seats("Aaron Bathurst", 4, ["Rolling with the Punches"]),
        [*blocked("Aaron Bathurst"), ("play", "Rolling with the Punches [for]")],
        _rolling_for,
        MINION,
    ),
    Case(
        "Rolling with the Punches",
        "FOR",
        "[FOR] Burn 1 blood to prevent all damage from the opposing strikes this round.",
        seats("Alice Chen", 5, ["Rolling with the Punches"], "Abd al-Rashid", 5, ["Blur"]),
        [
            *blocked("Alice Chen", "Abd al-Rashid"),
            ("play", "Rolling with the Punches [FOR]"),
            ("play", "Blur [CEL]"),
        ],
        _rolling_sup,
        MINION,
    ),
    Case(
        "Hidden Strength",
        "for",
        "[for] Prevent X+1 damage, X the blood paid.",
        seats("Aaron Bathurst", 4, ["Hidden Strength"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Aaron Bathurst", "Agatha"),
            ("card", "Roundhouse [POT]"),
            ("play", "Hidden Strength [for] (X = 2 blood)"),
        ],
        _hidden_strength_for,
        MINION,
    ),
    Case(
        "Hidden Strength",
        "FOR",
        "[FOR] As above, with 1 optional press.",
        seats("Alice Chen", 5, ["Hidden Strength"]),
        [
            *blocked("Alice Chen"),
            ("play", "Hidden Strength [FOR] (X = 0 blood)"),
            ("press", "optional press"),
        ],
        _hidden_strength_sup,
        MINION,
    ),
    Case(
        "Carrion Crows",
        "ani",
        "[ani] The opposing minion takes 1R environmental damage each round, even dodging.",
        seats("Anastasia Grey", 3, ["Carrion Crows"], blocker_hand=["Dodge"]),
        [*blocked("Anastasia Grey"), ("play", "Carrion Crows [ani]"), ("card", "Dodge")],
        _carrion_crows_ani,
        MINION,
    ),
    Case(
        "Carrion Crows",
        "ANI",
        "[ANI] As above, but for 2R environmental damage.",
        seats("Bear Paw", 5, ["Carrion Crows"]),
        [*blocked("Bear Paw"), ("play", "Carrion Crows [ANI]")],
        _carrion_crows_sup,
        MINION,
    ),
    Case(
        "Taste of Vitae",
        "",
        "At the end of a round: gain the blood the opposing vampire lost to damage.",
        seats("Anvil", 3, ["Roundhouse", "Taste of Vitae"]),
        [*blocked("Anvil"), ("card", "Roundhouse [POT]"), ("play", "Taste of Vitae")],
        _taste_of_vitae,
        MINION,
    ),
    Case(
        "Taste of Vitae",
        "",
        '"A vampire can play only one ... This vampire gains blood": not played by an ally.',
        seats("Loyal Street Gang", 3, ["Taste of Vitae"]),
        blocked("Loyal Street Gang"),
        _taste_of_vitae_not_by_an_ally,
        MINION,
    ),
    Case(
        "Skin of Rock",
        "for",
        "[for] Prevent 1 damage.",
        seats("Aaron Bathurst", 4, ["Skin of Rock"]),
        [*blocked("Aaron Bathurst"), ("play", "Skin of Rock [for]")],
        _skin_of_rock_for,
        MINION,
    ),
    Case(
        "Skin of Rock",
        "FOR",
        "[FOR] Prevent 2 damage.",
        seats("Alice Chen", 5, ["Skin of Rock"], "Aaron Bathurst", blocker_hand=["Roundhouse"]),
        [
            *blocked("Alice Chen", "Aaron Bathurst"),
            ("card", "Roundhouse [pot]"),
            ("play", "Skin of Rock [FOR]"),
        ],
        _skin_of_rock_sup,
        MINION,
    ),
]

CASES = PREVENTION
