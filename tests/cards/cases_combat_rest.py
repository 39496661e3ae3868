"""Cases for the last batch of combat cards (6.4): one per card and Discipline level."""

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

from vtes_tui.rules.state import Region
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


def _torpor(seq: Sequencer) -> None:
    assert card(seq.state, BLOCKER).region is Region.TORPOR


def _dodges(seq: Sequencer) -> None:
    assert logged(seq, "dodges")
    combat_over(seq)


def _scorpion_sting_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2  # the dodge does not stop it
    assert card(seq.state, "Dodge").region is Region.ASH_HEAP


def _starvation_vic(seq: Sequencer) -> None:
    assert logged(seq, "Aleph takes 2 damage")
    assert logged(seq, "Combat round 2")  # its optional press


def _starvation_sup(seq: Sequencer) -> None:
    assert logged(seq, "Aleph takes 3 damage")
    assert blood(seq, BLOCKER) == 4 - 3


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
        "Boxed In",
        "",
        "Press.",
        seats("Aaron Bathurst", 4, ["Boxed In"]),
        [*blocked("Aaron Bathurst"), ("press", "Boxed In")],
        _second_round("Boxed In"),
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
        "Lucky Blow",
        "",
        "Strike: hand strike or a melee weapon strike at +1 damage: with a weapon.",
        seats("Aaron Bathurst", 4, ["Lucky Blow"], acting_attached=["Meat Cleaver"]),
        [*blocked("Aaron Bathurst"), ("card", "Lucky Blow with Meat Cleaver")],
        untouched(BLOCKER, 4 - 3),
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
