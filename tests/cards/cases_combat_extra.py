"""Cases for still more combat cards of tournament decks (6.4): one per card and level."""

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
    seats,
    untouched,
)
from harness import Case, card, logged

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def _torpor(*names: str) -> Check:
    def check(seq: Sequencer) -> None:
        for name in names:
            assert card(seq.state, name).region is Region.TORPOR, name

    check.__name__ = "_torpor_of_" + "_".join(n.lower().replace(" ", "_") for n in names)
    return check


def _hits(name: str, vampire: str, damage: int, left: int) -> Check:
    """A check: Aleph took ``damage``, the acting vampire has ``left`` blood."""

    def check(seq: Sequencer) -> None:
        assert blood(seq, BLOCKER) == 4 - damage
        assert blood(seq, vampire) == left
        automated(seq, name)

    check.__name__ = f"_{name.lower().replace(' ', '_')}_does_{damage}"
    return check


def _wolf_claws_sup(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")
    automated(seq, "Wolf Claws")


def _bone_spur_sup(seq: Sequencer) -> None:
    assert logged(seq, "Combat round 2")  # dodged in the first round, aggravated in the second
    assert card(seq.state, BLOCKER).region is Region.TORPOR


def _entombment_obt(seq: Sequencer) -> None:
    assert card(seq.state, "Loyal Street Gang").region is Region.ASH_HEAP


CARDS = [
    Case(
        "Conflagration",
        "pot",
        "[pot] Strike: 2R damage.",
        seats("Aaron Bathurst", 4, ["Conflagration"]),
        [*blocked("Aaron Bathurst"), ("card", "Conflagration [pot]")],
        _hits("Conflagration", "Aaron Bathurst", 2, 4 - 1 - 1),
        MINION,
    ),
    Case(
        "Conflagration",
        "dai",
        "[dai] Strike: 1R aggravated damage.",
        seats("Sargon", 5, ["Conflagration"]),
        [*blocked("Sargon"), ("card", "Conflagration [dai]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Conflagration",
        "DAI",
        "[DAI] Strike: 2R aggravated damage.",
        seats("Azaneal", 7, ["Conflagration"]),
        [*blocked("Azaneal"), ("card", "Conflagration [DAI]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Flames of the Netherworld",
        "tha",
        "[tha] Only usable at long range. Burn 1 blood to strike: 1R aggravated damage.",
        seats("Azaneal", 7, ["Flames of the Netherworld"], attached=GUN),
        [*blocked("Azaneal"), TO_LONG, ("card", "Flames of the Netherworld [tha]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Flames of the Netherworld",
        "dai",
        "[dai] Strike: 1 aggravated damage.",
        seats("Sargon", 5, ["Flames of the Netherworld"]),
        [*blocked("Sargon"), ("card", "Flames of the Netherworld [dai]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Flames of the Netherworld",
        "DAI",
        "[DAI] Strike: 1R aggravated damage.",
        seats("Azaneal", 7, ["Flames of the Netherworld"]),
        [*blocked("Azaneal"), ("card", "Flames of the Netherworld [DAI]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Resilience",
        "for",
        "[for] Prevent 1 damage.",
        seats("Aaron Bathurst", 4, ["Resilience"]),
        [*blocked("Aaron Bathurst"), ("play", "Resilience [for]")],
        untouched("Aaron Bathurst", 4),
        MINION,
    ),
    Case(
        "Resilience",
        "FOR",
        "[FOR] Prevent 3 non-aggravated damage.",
        seats("Alice Chen", 5, ["Resilience"], "Agatha", 4, ["Roundhouse"]),
        [
            *blocked("Alice Chen", "Agatha"),
            ("card", "Roundhouse [POT]"),
            ("play", "Resilience [FOR]"),
        ],
        untouched("Alice Chen", 5 - 1),
        MINION,
    ),
    Case(
        "Earth Swords",
        "pot",
        "[pot] Strike: 1R damage.",
        seats("Aaron Bathurst", 4, ["Earth Swords"]),
        [*blocked("Aaron Bathurst"), ("card", "Earth Swords [pot]")],
        _hits("Earth Swords", "Aaron Bathurst", 1, 4 - 1),
        MINION,
    ),
    Case(
        "Earth Swords",
        "myt",
        "[myt] Strike: 2R damage.",
        seats("Béatrice L'Angou", 5, ["Earth Swords"]),
        [*blocked("Béatrice L'Angou"), ("card", "Earth Swords [myt]")],
        _hits("Earth Swords", "Béatrice L'Angou", 2, 5 - 1),
        MINION,
    ),
    Case(
        "Earth Swords",
        "MYT",
        "[MYT] Strike: 3R damage.",
        seats("Béatrice L'Angou", 5, ["Earth Swords"]),
        [*blocked("Béatrice L'Angou"), ("card", "Earth Swords [MYT]")],
        _hits("Earth Swords", "Béatrice L'Angou", 3, 5 - 1),
        MINION,
    ),
    Case(
        "Burst of Sunlight",
        "tha",
        "[tha] Strike: 1R aggravated damage; the striker takes 1 aggravated damage too.",
        seats("Anvil", 4, ["Burst of Sunlight"]),
        [*blocked("Anvil"), ("card", "Burst of Sunlight [tha]")],
        _torpor(BLOCKER, "Anvil"),
        MINION,
    ),
    Case(
        "Burst of Sunlight",
        "THA",
        "[THA] Strike: 2R aggravated damage; 2 to the striker.",
        seats("Arjun Shah", 4, ["Burst of Sunlight"]),
        [*blocked("Arjun Shah"), ("card", "Burst of Sunlight [THA]")],
        _torpor(BLOCKER, "Arjun Shah"),
        MINION,
    ),
    Case(
        "Wolf Claws",
        "pro",
        "[pro] Damage from this vampire's hand strikes is aggravated this round.",
        seats("Anastasia Grey", 3, ["Wolf Claws"]),
        [*blocked("Anastasia Grey"), ("play", "Wolf Claws [pro]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Wolf Claws",
        "PRO",
        "[PRO] Press.",
        seats("Badger", 5, ["Wolf Claws"]),
        [*blocked("Badger"), ("press", "Wolf Claws [PRO]")],
        _wolf_claws_sup,
        MINION,
    ),
    Case(
        "Bone Spur",
        "pro",
        "[pro] For the rest of this round, this vampire's hand damage is aggravated.",
        seats("Anastasia Grey", 3, ["Bone Spur"]),
        [*blocked("Anastasia Grey"), ("play", "Bone Spur [pro]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Bone Spur",
        "PRO",
        "[PRO] As above, but for the rest of the combat.",
        seats("Badger", 5, ["Bone Spur", "Trap"], blocker_hand=["Dodge"]),
        [
            *blocked("Badger"),
            ("play", "Trap"),
            ("card", "Dodge"),
            ("play", "Bone Spur [PRO]"),
        ],
        _bone_spur_sup,
        MINION,
    ),
    Case(
        "Taste of Death",
        "qui",
        "Only usable at long range. [qui] Strike: 1R aggravated damage.",
        seats("Ali Kar", 3, ["Taste of Death"], attached=GUN),
        [*blocked("Ali Kar"), TO_LONG, ("card", "Taste of Death [qui]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Taste of Death",
        "QUI",
        "[QUI] Strike: 2R aggravated damage.",
        seats("Abd al-Rashid", 5, ["Taste of Death"], attached=GUN),
        [*blocked("Abd al-Rashid"), TO_LONG, ("card", "Taste of Death [QUI]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Acrobatics",
        "cel",
        "[cel] Additional strike (limited).",
        seats("Abu Nuwasi", 3, ["Acrobatics"]),
        [*blocked("Abu Nuwasi"), ("play", "Acrobatics [cel]")],
        _hits("Acrobatics", "Abu Nuwasi", 2, 3 - 1 - 1),
        MINION,
    ),
    Case(
        "Acrobatics",
        "CEL",
        "[CEL] Strike: dodge, with an additional strike (limited).",
        seats("Abd al-Rashid", 5, ["Acrobatics"]),
        [*blocked("Abd al-Rashid"), ("card", "Acrobatics [CEL]")],
        _hits("Acrobatics", "Abd al-Rashid", 1, 5 - 1),
        MINION,
    ),
    Case(
        "Preternatural Evasion",
        "cel",
        "[cel] Strike: dodge.",
        seats("Abu Nuwasi", 3, ["Preternatural Evasion"]),
        [*blocked("Abu Nuwasi"), ("card", "Preternatural Evasion [cel]")],
        untouched("Abu Nuwasi", 3),
        MINION,
    ),
    Case(
        "Preternatural Evasion",
        "CEL",
        "[CEL] Strike: this vampire burns 1 blood to end combat.",
        seats("Abd al-Rashid", 5, ["Preternatural Evasion"]),
        [*blocked("Abd al-Rashid"), ("card", "Preternatural Evasion [CEL]")],
        untouched("Abd al-Rashid", 5 - 1, BLOCKER, 4),
        MINION,
    ),
    Case(
        "Entombment",
        "obt",
        "[obt] Strike: burn the opposing ally.",
        seats("Banjoko", 5, ["Entombment"], "Loyal Street Gang", 2),
        [*blocked("Banjoko", "Loyal Street Gang"), ("card", "Entombment [obt]")],
        _entombment_obt,
        MINION,
    ),
    Case(
        "Entombment",
        "OBT",
        "[OBT] Strike: send the opposing vampire to torpor.",
        seats("Andrew Emory", 5, ["Entombment"]),
        [*blocked("Andrew Emory"), ("card", "Entombment [OBT]")],
        _torpor(BLOCKER),
        MINION,
    ),
    Case(
        "Pushing the Limit",
        "pot",
        "[pot] Strike: hand strike or a melee weapon strike at +2 damage: with a weapon.",
        seats("Aaron Bathurst", 4, ["Pushing the Limit"], acting_attached=["Meat Cleaver"]),
        [*blocked("Aaron Bathurst"), ("card", "Pushing the Limit [pot] with Meat Cleaver")],
        _hits("Pushing the Limit", "Aaron Bathurst", 4, 4 - 1 - 1),
        MINION,
    ),
    Case(
        "Pushing the Limit",
        "POT",
        "[POT] As above, at +3 damage: a hand strike.",
        seats("Agatha", 4, ["Pushing the Limit"]),
        [*blocked("Agatha"), ("card", "Pushing the Limit [POT]: 4 damage")],
        _hits("Pushing the Limit", "Agatha", 4, 4 - 1 - 1),
        MINION,
    ),
    Case(
        "Coma",
        "dem",
        "[dem] Strike: send the opposing vampire to torpor.",
        seats("Adelaide Davis", 4, ["Coma"]),
        [*blocked("Adelaide Davis"), ("card", "Coma [dem]")],
        _torpor(BLOCKER),
        MINION,
    ),
]

CASES = CARDS
