"""Cases for the last batch of combat cards (6.4): one per card and Discipline level."""

from __future__ import annotations

from combat_table import (
    BLOCKER,
    MINION,
    Check,
    blocked,
    blood,
    seats,
    untouched,
)
from harness import Case, card, logged

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def _torpor(seq: Sequencer) -> None:
    assert card(seq.state, BLOCKER).region is Region.TORPOR


def _scorpion_sting_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2  # the dodge does not stop it
    assert card(seq.state, "Dodge").region is Region.ASH_HEAP


def _starvation_vic(seq: Sequencer) -> None:
    assert logged(seq, "Aleph takes 2 damage")
    assert logged(seq, "Combat round 2")  # its optional press


def _starvation_sup(seq: Sequencer) -> None:
    assert logged(seq, "Aleph takes 3 damage")
    assert blood(seq, BLOCKER) == 4 - 3


def _skin_of_night(vampire: str, left: int) -> Check:
    """A check: Obsidian's aggravated hand strike (Raking Talons) is healed with blood."""

    def check(seq: Sequencer) -> None:
        assert card(seq.state, vampire).region is Region.READY
        assert blood(seq, vampire) == left

    check.__name__ = f"_{vampire.lower().replace(' ', '_')}_heals_aggravated_damage"
    return check


CARDS = [
    Case(
        "Skin of Night",
        "for",
        "[for] This vampire treats aggravated damage as normal damage this round.",
        seats("Aaron Bathurst", 4, ["Skin of Night"], "Obsidian", 4, ["Raking Talons"]),
        [
            *blocked("Aaron Bathurst", "Obsidian"),
            ("play", "Raking Talons"),
            ("play", "Skin of Night [for]"),
        ],
        _skin_of_night("Aaron Bathurst", 4 - 1),
        MINION,
    ),
    Case(
        "Skin of Night",
        "FOR",
        "[FOR] As above, and prevent 1 damage.",
        seats("Alice Chen", 5, ["Skin of Night"], "Obsidian", 4, ["Raking Talons", "Roundhouse"]),
        [
            *blocked("Alice Chen", "Obsidian"),
            ("play", "Raking Talons"),
            ("card", "Roundhouse [pot]"),
            ("play", "Skin of Night [FOR]"),
        ],
        _skin_of_night("Alice Chen", 5 - 2),
        MINION,
    ),
    Case(
        "Body Flare",
        "pro",
        "[pro] Strike: 2 aggravated damage.",
        seats("Anastasia Grey", 3, ["Body Flare"]),
        [*blocked("Anastasia Grey"), ("card", "Body Flare [pro]")],
        _torpor,
        MINION,
    ),
    Case(
        "Body Flare",
        "PRO",
        "[PRO] Strike: 2R aggravated damage.",
        seats("Badger", 5, ["Body Flare"]),
        [*blocked("Badger"), ("card", "Body Flare [PRO]")],
        _torpor,
        MINION,
    ),
    Case(
        "Burning Wrath",
        "pot",
        "[pot] Strike: hand strike at +1 damage, aggravated.",
        seats("Aaron Bathurst", 4, ["Burning Wrath"]),
        [*blocked("Aaron Bathurst"), ("card", "Burning Wrath [pot]")],
        _torpor,
        MINION,
    ),
    Case(
        "Burning Wrath",
        "POT",
        "[POT] Strike: hand strike at +2 damage, aggravated.",
        seats("Agatha", 4, ["Burning Wrath"]),
        [*blocked("Agatha"), ("card", "Burning Wrath [POT]")],
        _torpor,
        MINION,
    ),
    Case(
        "Fists of Death",
        "pot",
        "Before range: [pot] this vampire gets +1 strength for the rest of the combat.",
        seats("Aaron Bathurst", 4, ["Fists of Death"]),
        [*blocked("Aaron Bathurst"), ("play", "Fists of Death [pot]")],
        untouched(BLOCKER, 4 - 2, "Aaron Bathurst", 4 - 1 - 1),
        MINION,
    ),
    Case(
        "Fists of Death",
        "POT",
        "[POT] As above, but with +2 strength.",
        seats("Agatha", 4, ["Fists of Death"]),
        [*blocked("Agatha"), ("play", "Fists of Death [POT]")],
        untouched(BLOCKER, 4 - 3, "Agatha", 4 - 1 - 1),
        MINION,
    ),
    Case(
        "Scorpion Sting",
        "ani",
        "[ani] Strike: hand strike at +1 damage.",
        seats("Anastasia Grey", 3, ["Scorpion Sting"]),
        [*blocked("Anastasia Grey"), ("card", "Scorpion Sting [ani]")],
        untouched(BLOCKER, 4 - 2, "Anastasia Grey", 3 - 1),
        MINION,
    ),
    Case(
        "Scorpion Sting",
        "ANI",
        "[ANI] As above, and this strike cannot be dodged.",
        seats("Bear Paw", 5, ["Scorpion Sting"], blocker_hand=["Dodge"]),
        [*blocked("Bear Paw"), ("card", "Scorpion Sting [ANI]"), ("card", "Dodge")],
        _scorpion_sting_sup,
        MINION,
    ),
    Case(
        "Leathery Hide",
        "",
        "Prevent 4 non-aggravated damage from the opposing minion's strike.",
        seats("Caitlin", 6, ["Leathery Hide"], "Agatha", 4, ["Roundhouse"]),
        [*blocked("Caitlin", "Agatha"), ("card", "Roundhouse [POT]"), ("play", "Leathery Hide")],
        untouched("Caitlin", 6),
        MINION,
    ),
    Case(
        "Starvation of Marena",
        "vic",
        "[vic] Strike: 2R damage, with 1 optional press.",
        seats("America Johnson", 4, ["Starvation of Marena"]),
        [
            *blocked("America Johnson"),
            ("card", "Starvation of Marena [vic]"),
            ("press", "optional press"),
        ],
        _starvation_vic,
        MINION,
    ),
    Case(
        "Starvation of Marena",
        "VIC",
        "[VIC] As above, but for 3R damage.",
        seats("Lolita Houston", 4, ["Starvation of Marena"]),
        [*blocked("Lolita Houston"), ("card", "Starvation of Marena [VIC]")],
        _starvation_sup,
        MINION,
    ),
    Case(
        "Flesh Bond",
        "ani",
        "[ani] Strike: 2R damage.",
        seats("Anastasia Grey", 3, ["Flesh Bond"]),
        [*blocked("Anastasia Grey"), ("card", "Flesh Bond [ani]")],
        untouched(BLOCKER, 4 - 2),
        MINION,
    ),
    Case(
        "Flesh Bond",
        "ANI",
        "[ANI] Strike: combat ends.",
        seats("Bear Paw", 5, ["Flesh Bond"]),
        [*blocked("Bear Paw"), ("card", "Flesh Bond [ANI]")],
        untouched(BLOCKER, 4, "Bear Paw", 5 - 1),
        MINION,
    ),
    Case(
        "Lucky Blow",
        "",
        "Strike: hand strike or a melee weapon strike at +1 damage: with a weapon.",
        seats("Aaron Bathurst", 4, ["Lucky Blow"], acting_attached=["Meat Cleaver"]),
        [*blocked("Aaron Bathurst"), ("card", "Lucky Blow with Meat Cleaver")],
        untouched(BLOCKER, 4 - 3),
        MINION,
    ),
]

CASES = CARDS
