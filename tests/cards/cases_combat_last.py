"""Cases for further combat cards of tournament decks (6.4): one per card and Discipline level."""

from __future__ import annotations

from combat_table import (
    BLOCKER,
    GUN,
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


def _meld_vic(seq: Sequencer) -> None:
    assert not card(seq.state, BLOCKER).locked  # he blocked (locked), and unlocks
    assert blood(seq, "America Johnson") == 4
    combat_over(seq)


def _meld_sup(seq: Sequencer) -> None:
    assert blood(seq, "Lolita Houston") == 4
    assert blood(seq, BLOCKER) == 4
    combat_over(seq)


def _aleph_in_torpor(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")  # not usable in the first round
    assert card(seq.state, BLOCKER).region is Region.TORPOR  # aggravated damage wounds


def _behind_you_obf(seq: Sequencer) -> None:
    assert logged(seq, "Agatha maneuvers to long range")
    automated(seq, "Behind You!")


def _dodged(vampire: str, left: int) -> Check:
    def check(seq: Sequencer) -> None:
        assert blood(seq, vampire) == left
        assert logged(seq, "dodges")

    check.__name__ = f"_{vampire.lower().replace(' ', '_')}_dodges"
    return check


def _quickness_cel(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2
    automated(seq, "Quickness")


def _quickness_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 4  # 1 + Blur's 2 + Quickness's 1, beyond the limit
    assert blood(seq, "Abd al-Rashid") == 5 - 1 - 1


def _stonestrength_tha(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")
    automated(seq, "Stonestrength")


def _stonestrength_vis(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")  # "Press, or prevent 1 damage": a press
    automated(seq, "Stonestrength")


def _prevented(vampire: str, left: int) -> Check:
    def check(seq: Sequencer) -> None:
        assert blood(seq, vampire) == left
        combat_over(seq)

    check.__name__ = f"_{vampire.lower().replace(' ', '_')}_has_{left}_blood"
    return check


def _slam_pot(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 3
    assert blood(seq, "Aaron Bathurst") == 4 - 1 - 1


def _slam_sup(seq: Sequencer) -> None:
    assert logged(seq, "Agatha maneuvers to close range")
    assert blood(seq, BLOCKER) == 4 - 3


def _horrid_form_vic(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2  # strength 2 this combat
    assert blood(seq, "America Johnson") == 4 - 1 - 1


def _horrid_form_sup(seq: Sequencer) -> None:
    assert blood(seq, "Lolita Houston") == 4 - 1  # its cost; Aleph's 1 damage prevented
    assert blood(seq, BLOCKER) == 4 - 2


def _brick_tha(seq: Sequencer) -> None:
    assert logged(seq, "Anvil maneuvers to long range")
    automated(seq, "Brick by Brick")


def _brick_vis(seq: Sequencer) -> None:
    assert logged(seq, "Obsidian maneuvers to long range")
    assert blood(seq, BLOCKER) == 4 - 2  # its 2R strike


def _brick_sup(seq: Sequencer) -> None:
    assert logged(seq, "Obsidian sets the range: long")
    assert blood(seq, BLOCKER) == 4  # no hand strike reaches at long range
    assert blood(seq, "Obsidian") == 4 - 1


CARDS = [
    Case(
        "Meld with the Land",
        "vic",
        "[vic] Strike: combat ends, and unlock the opposing minion.",
        seats("America Johnson", 4, ["Meld with the Land"]),
        [*blocked("America Johnson"), ("card", "Meld with the Land [vic]")],
        _meld_vic,
        MINION,
    ),
    Case(
        "Meld with the Land",
        "VIC",
        "[VIC] Strike: combat ends.",
        seats("Lolita Houston", 4, ["Meld with the Land"]),
        [*blocked("Lolita Houston"), ("card", "Meld with the Land [VIC]")],
        _meld_sup,
        MINION,
    ),
    Case(
        "Walk of Flame",
        "tha",
        "Not usable during the first round. [tha] Strike: 1R aggravated damage.",
        seats("Anvil", 6, ["Walk of Flame", "Trap"]),
        [*blocked("Anvil"), ("play", "Trap"), ("card", "Walk of Flame [tha]")],
        _aleph_in_torpor,
        MINION,
    ),
    Case(
        "Walk of Flame",
        "THA",
        "[THA] Strike: 2R aggravated damage.",
        seats("Arjun Shah", 4, ["Walk of Flame", "Trap"]),
        [*blocked("Arjun Shah"), ("play", "Trap"), ("card", "Walk of Flame [THA]")],
        _aleph_in_torpor,
        MINION,
    ),
    Case(
        "Behind You!",
        "obf",
        "Only usable on the first round. [obf] Maneuver.",
        seats("Agatha", 4, ["Behind You!"]),
        [*blocked("Agatha"), ("maneuver", "Behind You! [obf]")],
        _behind_you_obf,
        MINION,
    ),
    Case(
        "Behind You!",
        "OBF",
        "[OBF] Strike: dodge.",
        seats("Agrippina", 4, ["Behind You!"]),
        [*blocked("Agrippina"), ("card", "Behind You! [OBF]")],
        _dodged("Agrippina", 4),
        MINION,
    ),
    Case(
        "Quickness",
        "cel",
        "[cel] Additional strike (limited).",
        seats("Abu Nuwasi", 3, ["Quickness"]),
        [*blocked("Abu Nuwasi"), ("play", "Quickness [cel]")],
        _quickness_cel,
        MINION,
    ),
    Case(
        "Quickness",
        "CEL",
        "[CEL] Additional strike that does not count against the limit.",
        seats("Abd al-Rashid", 5, ["Quickness", "Blur"]),
        [*blocked("Abd al-Rashid"), ("play", "Blur [CEL]"), ("play", "Quickness [CEL]")],
        _quickness_sup,
        MINION,
    ),
    Case(
        "Stonestrength",
        "tha",
        "[tha] Press, only usable to continue combat.",
        seats("Anvil", 4, ["Stonestrength"]),
        [*blocked("Anvil"), ("press", "Stonestrength [tha]")],
        _stonestrength_tha,
        MINION,
    ),
    Case(
        "Stonestrength",
        "vis",
        "[vis] Press, or prevent 1 damage.",
        seats("Obsidian", 4, ["Stonestrength"]),
        [*blocked("Obsidian"), ("press", "Stonestrength [vis]")],
        _stonestrength_vis,
        MINION,
    ),
    Case(
        "Stonestrength",
        "VIS",
        "[VIS] Prevent 2 damage.",
        seats("Obsidian", 4, ["Stonestrength"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Obsidian", "Agatha"),
            ("card", "Roundhouse [POT]"),
            ("play", "Stonestrength [VIS]"),
        ],
        _prevented("Obsidian", 4 - 2),
        MINION,
    ),
    Case(
        "Slam",
        "pot",
        "[pot] Strike: hand strike at +2 damage.",
        seats("Aaron Bathurst", 4, ["Slam"]),
        [*blocked("Aaron Bathurst"), ("card", "Slam [pot]")],
        _slam_pot,
        MINION,
    ),
    Case(
        "Slam",
        "POT",
        "[POT] As above, with 1 optional maneuver, only to get to close range.",
        seats("Agatha", 4, ["Slam"], attached=GUN),
        [
            *blocked("Agatha"),
            ("maneuver", "with .44 Magnum"),
            ("maneuver", "Slam [POT]"),
        ],
        _slam_sup,
        MINION,
    ),
    Case(
        "Horrid Form",
        "vic",
        "Before range: [vic] this vampire gets +1 strength this combat.",
        seats("America Johnson", 4, ["Horrid Form"]),
        [*blocked("America Johnson"), ("play", "Horrid Form [vic]")],
        _horrid_form_vic,
        MINION,
    ),
    Case(
        "Horrid Form",
        "VIC",
        "[VIC] As above, and this vampire can prevent 1 damage each round.",
        seats("Lolita Houston", 4, ["Horrid Form"]),
        [
            *blocked("Lolita Houston"),
            ("play", "Horrid Form [VIC]"),
            ("prevent-later", "Prevent 1 damage"),
        ],
        _horrid_form_sup,
        MINION,
    ),
    Case(
        "Brick by Brick",
        "tha",
        "[tha] Maneuver.",
        seats("Anvil", 4, ["Brick by Brick"]),
        [*blocked("Anvil"), ("maneuver", "Brick by Brick [tha]")],
        _brick_tha,
        MINION,
    ),
    Case(
        "Brick by Brick",
        "vis",
        "[vis] Strike: 2R damage, with 1 optional maneuver.",
        seats("Obsidian", 4, ["Brick by Brick"]),
        [*blocked("Obsidian"), ("maneuver", "Brick by Brick [vis]")],
        _brick_vis,
        MINION,
    ),
    Case(
        "Brick by Brick",
        "VIS",
        "[VIS] Before range: this vampire sets the range for this round.",
        seats("Obsidian", 4, ["Brick by Brick"]),
        [*blocked("Obsidian"), ("play", "Brick by Brick [VIS]"), ("range", "Long range")],
        _brick_sup,
        MINION,
    ),
]

CASES = CARDS
