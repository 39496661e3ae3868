"""Cases for tournament combat cards that defend, maneuver or hurt by hand (6.4): one per level."""

from __future__ import annotations

from combat_table import (
    BLOCKER,
    GUN,
    MINION,
    TO_LONG,
    Check,
    automated,
    blocked,
    blood,
    combat_over,
    seats,
)
from harness import Case, card, logged

from vtes_tui.rules.cardplay import has_room_for
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def _earth_meld_pro(seq: Sequencer) -> None:
    assert blood(seq, "Anastasia Grey") == 3  # combat ends before Aleph's strike resolves
    assert blood(seq, BLOCKER) == 4
    combat_over(seq)


def _earth_meld_sup(seq: Sequencer) -> None:
    assert not card(seq.state, "Badger").locked  # he acted, and unlocks as combat ends
    combat_over(seq)


def _long_range(name: str, vampire: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} maneuvers to long range")
        assert blood(seq, BLOCKER) == 4  # no hand strike reaches at long range (6.4.3)
        automated(seq, name)

    check.__name__ = f"_long_range_with_{name.lower().replace(' ', '_')}"
    return check


def _aggravated(vampire: str, left: int) -> Check:
    """A check: Aleph's 1 aggravated damage wounds him: torpor (6.4.6)."""

    def check(seq: Sequencer) -> None:
        assert card(seq.state, BLOCKER).region is Region.TORPOR
        assert blood(seq, BLOCKER) == 4
        assert blood(seq, vampire) == left

    check.__name__ = f"_aggravated_hand_strike_of_{vampire.lower().replace(' ', '_')}"
    return check


def _indomitability_sup(seq: Sequencer) -> None:
    assert logged(seq, "Alice Chen prevents 1 damage")
    assert logged(seq, "Combat round 2")  # its optional press


def _prevented(vampire: str, left: int) -> Check:
    def check(seq: Sequencer) -> None:
        assert blood(seq, vampire) == left
        combat_over(seq)

    check.__name__ = f"_{vampire.lower().replace(' ', '_')}_has_{left}_blood"
    return check


def _skin_of_steel_sup(seq: Sequencer) -> None:
    assert blood(seq, "Alice Chen") == 5 - 1  # its cost; none of the 3 strikes hurt
    assert logged(seq, "gains 2 additional strike(s)")


def _second_round(name: str) -> Check:
    def check(seq: Sequencer) -> None:
        assert logged(seq, "Combat round 2")
        automated(seq, name)

    check.__name__ = f"_second_round_with_{name.lower().replace(' ', '_').replace('!', '')}"
    return check


def _flash_sup(seq: Sequencer) -> None:
    assert logged(seq, "Abd al-Rashid maneuvers to long range")
    assert logged(seq, "Combat round 2")  # the optional press


def _sideslip_cel(seq: Sequencer) -> None:
    assert blood(seq, "Abu Nuwasi") == 3
    assert logged(seq, "dodges")


CARDS = [
    Case(
        "Earth Meld",
        "pro",
        "[pro] Strike: combat ends.",
        seats("Anastasia Grey", 3, ["Earth Meld"]),
        [*blocked("Anastasia Grey"), ("card", "Earth Meld [pro]")],
        _earth_meld_pro,
        MINION,
    ),
    Case(
        "Earth Meld",
        "PRO",
        "[PRO] As above, and unlock this vampire before combat ends.",
        seats("Badger", 5, ["Earth Meld"]),
        [*blocked("Badger"), ("card", "Earth Meld [PRO]")],
        _earth_meld_sup,
        MINION,
    ),
    Case(
        "Chiropteran Marauder",
        "vic",
        "[vic] Maneuver.",
        seats("America Johnson", 4, ["Chiropteran Marauder"]),
        [*blocked("America Johnson"), ("maneuver", "Chiropteran Marauder [vic]")],
        _long_range("Chiropteran Marauder", "America Johnson"),
        MINION,
    ),
    Case(
        "Chiropteran Marauder",
        "VIC",
        "[VIC] Burn 1 blood: this round, damage from his hand strikes is aggravated.",
        seats("Lolita Houston", 4, ["Chiropteran Marauder"]),
        [*blocked("Lolita Houston"), ("play", "Chiropteran Marauder [VIC]")],
        _aggravated("Lolita Houston", 4 - 1 - 1),
        MINION,
    ),
    Case(
        "Indomitability",
        "for",
        "[for] Prevent 1 damage.",
        seats("Aaron Bathurst", 4, ["Indomitability"]),
        [*blocked("Aaron Bathurst"), ("play", "Indomitability [for]")],
        _prevented("Aaron Bathurst", 4),
        MINION,
    ),
    Case(
        "Indomitability",
        "FOR",
        "[FOR] Press, or prevent 1 damage with 1 optional press.",
        seats("Alice Chen", 5, ["Indomitability"]),
        [*blocked("Alice Chen"), ("play", "Indomitability [FOR]"), ("press", "optional press")],
        _indomitability_sup,
        MINION,
    ),
    Case(
        "Skin of Steel",
        "for",
        "[for] Prevent all damage from the opponent's strike.",
        seats("Aaron Bathurst", 4, ["Skin of Steel"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Aaron Bathurst", "Agatha"),
            ("card", "Roundhouse [POT]"),
            ("play", "Skin of Steel [for]"),
        ],
        _prevented("Aaron Bathurst", 4 - 1),
        MINION,
    ),
    Case(
        "Skin of Steel",
        "FOR",
        "[FOR] As above, and all damage from the opponent's strikes for the rest of the round.",
        seats("Alice Chen", 5, ["Skin of Steel"], "Abd al-Rashid", 5, ["Blur"]),
        [
            *blocked("Alice Chen", "Abd al-Rashid"),
            ("play", "Skin of Steel [FOR]"),
            ("play", "Blur [CEL]"),
        ],
        _skin_of_steel_sup,
        MINION,
    ),
    Case(
        "Flash",
        "cel",
        "[cel] Maneuver or press: a press, to continue combat.",
        seats("Abu Nuwasi", 3, ["Flash"]),
        [*blocked("Abu Nuwasi"), ("press", "Flash [cel]")],
        _second_round("Flash"),
        MINION,
    ),
    Case(
        "Flash",
        "CEL",
        "[CEL] Maneuver with 1 optional press.",
        seats("Abd al-Rashid", 5, ["Flash"]),
        [
            *blocked("Abd al-Rashid"),
            ("maneuver", "Flash [CEL]"),
            ("press", "optional press"),
        ],
        _flash_sup,
        MINION,
    ),
    Case(
        "Sideslip",
        "cel",
        "[cel] Strike: dodge.",
        seats("Abu Nuwasi", 3, ["Sideslip"]),
        [*blocked("Abu Nuwasi"), ("card", "Sideslip [cel]")],
        _sideslip_cel,
        MINION,
    ),
    Case(
        "Sideslip",
        "CEL",
        "[CEL] Prevent 1 damage.",
        seats("Abd al-Rashid", 5, ["Sideslip"]),
        [*blocked("Abd al-Rashid"), ("hand", "Hand strike"), ("play", "Sideslip [CEL]")],
        _prevented("Abd al-Rashid", 5),
        MINION,
    ),
    Case(
        "Claws of the Dead",
        "pro",
        "[pro] Damage from this vampire's hand strikes is aggravated this round.",
        seats("Anastasia Grey", 3, ["Claws of the Dead"]),
        [*blocked("Anastasia Grey"), ("play", "Claws of the Dead [pro]")],
        _aggravated("Anastasia Grey", 3 - 1 - 1),
        MINION,
    ),
    Case(
        "Claws of the Dead",
        "PRO",
        "[PRO] Maneuver.",
        seats("Badger", 5, ["Claws of the Dead"]),
        [*blocked("Badger"), ("maneuver", "Claws of the Dead [PRO]")],
        _long_range("Claws of the Dead", "Badger"),
        MINION,
    ),
    Case(
        "Fake Out",
        "",
        "Maneuver.",
        seats("Aaron Bathurst", 4, ["Fake Out"]),
        [*blocked("Aaron Bathurst"), ("maneuver", "Fake Out")],
        _long_range("Fake Out", "Aaron Bathurst"),
        MINION,
    ),
    Case(
        "Staredown",
        "pre",
        "[pre] Strike: dodge.",
        seats("Allison Maller", 4, ["Staredown"]),
        [*blocked("Allison Maller"), ("card", "Staredown [pre]")],
        _prevented("Allison Maller", 4),
        MINION,
    ),
    Case(
        "Staredown",
        "PRE",
        "[PRE] Strike: combat ends.",
        seats("Alice Chen", 5, ["Staredown"]),
        [*blocked("Alice Chen"), ("card", "Staredown [PRE]")],
        _prevented("Alice Chen", 5),
        MINION,
    ),
    Case(
        "Glancing Blow",
        "",
        "Prevent 1 damage from the opposing minion's strike.",
        seats("Aaron Bathurst", 4, ["Glancing Blow"]),
        [*blocked("Aaron Bathurst"), ("play", "Glancing Blow")],
        _prevented("Aaron Bathurst", 4),
        MINION,
    ),
]

# -- Kevlar Vest ----------------------------------------------------------------------------------

KEVLAR = "Kevlar Vest"


def _kevlar_stops_the_gun(seq: Sequencer) -> None:
    assert logged(seq, "Mazz prevents 2 damage")  # 6.4.6: the .44 Magnum's 2R, all of it
    assert blood(seq, "Mazz") == 4
    mazz = card(seq.state, "Mazz")
    assert not has_room_for(mazz, card(seq.state, KEVLAR).card)  # "only one Kevlar Vest"


def _kevlar_once_each_combat(seq: Sequencer) -> None:
    used = [e for e in seq.state.log if e.text.startswith("Kevlar Vest: Mazz prevents 1 damage")]
    assert len(used) == 1  # a hand strike: 1 damage; round 2: used already this combat
    assert logged(seq, "Combat round 2")
    assert blood(seq, "Mazz") == 4 - 1  # round 2's hand strike got through


KEVLAR_CASES = [
    Case(
        KEVLAR,
        "",
        "Once each combat, the bearer can prevent 2 damage from gun strikes. A minion can have "
        "only one Kevlar Vest.",
        seats("Aleph", 4, [], "Mazz", 4, attached=[KEVLAR], acting_attached=GUN),
        [*blocked("Aleph", "Mazz"), TO_LONG, ("ability", "Mazz prevents 2 damage from the gun")],
        _kevlar_stops_the_gun,
        MINION,
    ),
    Case(
        KEVLAR,
        "",
        "Once each combat, the bearer can prevent 1 damage from any other source.",
        seats("Abu Nuwasi", 3, ["Psyche!"], "Mazz", 4, attached=[KEVLAR]),
        [
            *blocked("Abu Nuwasi", "Mazz"),
            ("ability", "Kevlar Vest: Mazz prevents 1 damage"),
            ("press", "Psyche! [cel]"),
        ],
        _kevlar_once_each_combat,
        MINION,
    ),
]

CASES = [*CARDS, *KEVLAR_CASES]
