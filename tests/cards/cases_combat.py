"""Cases for strike cards (6.4.3, 6.4.5): one per card and Discipline level."""

from __future__ import annotations

from combat_table import BLOCKER, MINION, blocked, blood, combat_over, seats
from harness import Case, card, logged, pool

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

# -- strikes (6.4.5) -------------------------------------------------------------------------------


def _roundhouse_pot(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 3  # strength 1, +2
    combat_over(seq)


def _roundhouse_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 4  # strength 1, +3
    assert card(seq.state, BLOCKER).region is Region.READY


def _theft_tha(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 1
    assert blood(seq, "Anvil") == 3 + 1 - 1  # 1 stolen, 1 healed from Aleph's hand strike


def _theft_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2
    assert blood(seq, "Arjun Shah") == 2 + 2 - 1


def _majesty_pre(seq: Sequencer) -> None:
    assert blood(seq, "Allison Maller") == 4 - 1  # its cost; Aleph's strike never resolves
    assert blood(seq, BLOCKER) == 4
    combat_over(seq)


def _majesty_sup(seq: Sequencer) -> None:
    alice_chen = card(seq.state, "Alice Chen")
    assert not alice_chen.locked  # she acted (locked), and unlocks before combat ends
    assert alice_chen.blood == 5 - 1
    combat_over(seq)


def _dodge(seq: Sequencer) -> None:
    assert blood(seq, "Aaron Bathurst") == 4  # Aleph's hand strike is dodged
    assert blood(seq, BLOCKER) == 4
    combat_over(seq)


def _side_strike_cel(seq: Sequencer) -> None:
    assert blood(seq, "Abu Nuwasi") == 3
    combat_over(seq)


def _shattering_blow_pot(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").region is Region.ASH_HEAP
    combat_over(seq)


def _shattering_blow_sup(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").region is Region.ASH_HEAP
    assert blood(seq, "Agatha") == 4  # the gun burned first: Aleph's strike is lost (6.4.5)


def _fractured_pot(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").region is Region.ASH_HEAP
    assert blood(seq, BLOCKER) == 4


def _fractured_sup(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").region is Region.ASH_HEAP
    assert blood(seq, BLOCKER) == 4 - 1


def _fast_hands_cel(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").host is card(seq.state, "Abu Nuwasi")
    assert blood(seq, "Abu Nuwasi") == 3 - 1 - 2  # its cost; Aleph's gun still fires


def _fast_hands_sup(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").host is card(seq.state, "Abd al-Rashid")
    assert blood(seq, "Abd al-Rashid") == 5 - 1  # its cost only: the strike was stolen first


def _durga_syn_chi(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").host is card(seq.state, "Ashlesha")
    assert blood(seq, "Ashlesha") == 3 - 2 - 1


def _durga_syn_sup(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").host is card(seq.state, "Dhita Choudhair")
    assert blood(seq, "Dhita Choudhair") == 5 - 2


def _undead_strength_pot(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 3  # the Meat Cleaver's strength+1, +1


def _undead_strength_sup(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 4  # the Meat Cleaver's strength+1, +2
    assert card(seq.state, BLOCKER).region is Region.READY


def _meat_cleaver(seq: Sequencer) -> None:
    assert blood(seq, BLOCKER) == 4 - 2  # strength+1


def _touch_of_oblivion_obl(seq: Sequencer) -> None:
    touch = card(seq.state, "Touch of Oblivion")
    assert touch.host is card(seq.state, BLOCKER)
    assert touch.blood == 2  # its counters
    assert blood(seq, "Braden White") == 4 - 2 - 1  # its cost, and Aleph's hand strike


def _touch_of_oblivion_sup(seq: Sequencer) -> None:
    aleph = card(seq.state, BLOCKER)
    assert aleph.region is Region.TORPOR
    assert aleph.blood == 4
    assert blood(seq, "Alek König") == 3 - 2 - 1


def _pass_through_shadow_obl(seq: Sequencer) -> None:
    assert blood(seq, "Braden White") == 4 - 1  # its cost; Aleph's strike never resolves
    assert card(seq.state, "Pass Through Shadow").region is Region.ASH_HEAP
    combat_over(seq)


def _pass_through_shadow_sup(seq: Sequencer) -> None:
    assert blood(seq, "Alek König") == 3 - 1
    assert card(seq.state, "Pass Through Shadow").host is card(seq.state, "Alek König")
    combat_over(seq)


def _form_of_mist_pro(seq: Sequencer) -> None:
    assert blood(seq, "Anastasia Grey") == 3  # Aleph's strike is dodged
    combat_over(seq)


def _form_of_mist_sup(seq: Sequencer) -> None:
    assert blood(seq, "Badger") == 6 - 1  # the blood burned to continue
    assert pool(seq, 1) == 30 - 1  # Aleph is locked: no one blocks again, the bleed succeeds
    assert logged(seq, "continues as if unblocked (+1 stealth)")


STRIKES = [
    Case(
        "Form of Mist",
        "pro",
        "[pro] Strike: dodge.",
        seats("Anastasia Grey", 3, ["Form of Mist"]),
        [*blocked("Anastasia Grey"), ("card", "Form of Mist [pro]")],
        _form_of_mist_pro,
        MINION,
    ),
    Case(
        "Form of Mist",
        "PRO",
        "[PRO] Strike: combat ends; burn 1 blood to continue the action as if unblocked.",
        seats("Badger", 6, ["Form of Mist"]),
        [
            *blocked("Badger"),
            ("card", "Form of Mist [PRO]"),
            ("continue", "the action continues as if unblocked"),
        ],
        _form_of_mist_sup,
        MINION,
    ),
    Case(
        "Pass Through Shadow",
        "obl",
        "[obl] Strike: combat ends.",
        seats("Braden White", 4, ["Pass Through Shadow"]),
        [*blocked("Braden White"), ("card", "Pass Through Shadow [obl]")],
        _pass_through_shadow_obl,
        MINION,
    ),
    Case(
        "Pass Through Shadow",
        "OBL",
        "[OBL] Strike: combat ends; after combat the card goes on this vampire.",
        seats("Alek König", 3, ["Pass Through Shadow"]),
        [*blocked("Alek König"), ("card", "Pass Through Shadow [OBL]")],
        _pass_through_shadow_sup,
        MINION,
    ),
    Case(
        "Undead Strength",
        "pot",
        "[pot] Strike: hand strike or a melee weapon strike, at +1 damage: with a weapon.",
        seats("Aaron Bathurst", 4, ["Undead Strength"], acting_attached=["Meat Cleaver"]),
        [*blocked("Aaron Bathurst"), ("card", "Undead Strength [pot] with Meat Cleaver")],
        _undead_strength_pot,
        MINION,
    ),
    Case(
        "Undead Strength",
        "POT",
        "[POT] Strike: hand strike or a melee weapon strike, at +2 damage: with a weapon.",
        seats("Agatha", 4, ["Undead Strength"], acting_attached=["Meat Cleaver"]),
        [*blocked("Agatha"), ("card", "Undead Strength [POT] with Meat Cleaver")],
        _undead_strength_sup,
        MINION,
    ),
    Case(
        "Meat Cleaver",
        "",
        "Melee weapon: strength+1 damage each strike.",
        seats("Aaron Bathurst", 4, [], acting_attached=["Meat Cleaver"]),
        [*blocked("Aaron Bathurst"), ("weapon", "Meat Cleaver")],
        _meat_cleaver,
        MINION,
    ),
    Case(
        "Touch of Oblivion",
        "obl",
        "[obl] Strike: put this card on the opposing minion with 2 counters.",
        seats("Braden White", 4, ["Touch of Oblivion"]),
        [*blocked("Braden White"), ("card", "Touch of Oblivion [obl]")],
        _touch_of_oblivion_obl,
        MINION,
    ),
    Case(
        "Touch of Oblivion",
        "OBL",
        "[OBL] Strike: send the opposing vampire to torpor.",
        seats("Alek König", 3, ["Touch of Oblivion"]),
        [*blocked("Alek König"), ("card", "Touch of Oblivion [OBL]")],
        _touch_of_oblivion_sup,
        MINION,
    ),
    Case(
        "Roundhouse",
        "pot",
        "[pot] Strike: hand strike at +2 damage.",
        seats("Aaron Bathurst", 4, ["Roundhouse"]),
        [*blocked("Aaron Bathurst"), ("card", "Roundhouse [pot]")],
        _roundhouse_pot,
        MINION,
    ),
    Case(
        "Roundhouse",
        "POT",
        "[POT] Strike: hand strike at +3 damage.",
        seats("Agatha", 4, ["Roundhouse"]),
        [*blocked("Agatha"), ("card", "Roundhouse [POT]")],
        _roundhouse_sup,
        MINION,
    ),
    Case(
        "Theft of Vitae",
        "tha",
        "[tha] Strike, ranged: steal 1 blood.",
        seats("Anvil", 3, ["Theft of Vitae"]),
        [*blocked("Anvil"), ("card", "Theft of Vitae [tha]")],
        _theft_tha,
        MINION,
    ),
    Case(
        "Theft of Vitae",
        "THA",
        "[THA] Strike, ranged: steal 2 blood.",
        seats("Arjun Shah", 2, ["Theft of Vitae"]),
        [*blocked("Arjun Shah"), ("card", "Theft of Vitae [THA]")],
        _theft_sup,
        MINION,
    ),
    Case(
        "Majesty",
        "pre",
        "[pre] Strike: combat ends (before any other strike resolves, 6.4.5).",
        seats("Allison Maller", 4, ["Majesty"]),
        [*blocked("Allison Maller"), ("card", "Majesty [pre]")],
        _majesty_pre,
        MINION,
    ),
    Case(
        "Majesty",
        "PRE",
        "[PRE] As above, and unlock this vampire before combat ends.",
        seats("Alice Chen", 5, ["Majesty"]),
        [*blocked("Alice Chen"), ("card", "Majesty [PRE]")],
        _majesty_sup,
        MINION,
    ),
    Case(
        "Dodge",
        "",
        "Strike: dodge.",
        seats("Aaron Bathurst", 4, ["Dodge"]),
        [*blocked("Aaron Bathurst"), ("card", "Dodge")],
        _dodge,
        MINION,
    ),
    Case(
        "Side Strike",
        "cel",
        "[cel] Strike: dodge.",
        seats("Abu Nuwasi", 3, ["Side Strike"]),
        [*blocked("Abu Nuwasi"), ("card", "Side Strike [cel]")],
        _side_strike_cel,
        MINION,
    ),
    Case(
        "Shattering Blow",
        "pot",
        "[pot] Strike: destroy equipment.",
        seats("Aaron Bathurst", 4, ["Shattering Blow"], attached=[".44 Magnum"]),
        [*blocked("Aaron Bathurst"), ("card", "Shattering Blow [pot]"), ("hand", "Hand strike")],
        _shattering_blow_pot,
        MINION,
    ),
    Case(
        "Shattering Blow",
        "POT",
        "[POT] Strike: destroy equipment with first strike: the gun's strike is lost.",
        seats("Agatha", 4, ["Shattering Blow"], attached=[".44 Magnum"]),
        [*blocked("Agatha"), ("card", "Shattering Blow [POT]"), ("weapon", ".44 Magnum")],
        _shattering_blow_sup,
        MINION,
    ),
    Case(
        "Fractured Armament",
        "pot",
        "[pot] Strike: destroy equipment.",
        seats("Aaron Bathurst", 4, ["Fractured Armament"], attached=[".44 Magnum"]),
        [*blocked("Aaron Bathurst"), ("card", "Fractured Armament [pot]"), ("hand", "Hand strike")],
        _fractured_pot,
        MINION,
    ),
    Case(
        "Fractured Armament",
        "POT",
        "[POT] As above, with 1 damage.",
        seats("Agatha", 4, ["Fractured Armament"], attached=[".44 Magnum"]),
        [*blocked("Agatha"), ("card", "Fractured Armament [POT]"), ("hand", "Hand strike")],
        _fractured_sup,
        MINION,
    ),
    Case(
        "Fast Hands",
        "cel",
        "[cel] Strike: steal weapon.",
        seats("Abu Nuwasi", 3, ["Fast Hands"], attached=[".44 Magnum"]),
        [*blocked("Abu Nuwasi"), ("card", "Fast Hands [cel]"), ("weapon", ".44 Magnum")],
        _fast_hands_cel,
        MINION,
    ),
    Case(
        "Fast Hands",
        "CEL",
        "[CEL] Strike: steal weapon with first strike: the gun's strike is lost.",
        seats("Abd al-Rashid", 5, ["Fast Hands"], attached=[".44 Magnum"]),
        [*blocked("Abd al-Rashid"), ("card", "Fast Hands [CEL]"), ("weapon", ".44 Magnum")],
        _fast_hands_sup,
        MINION,
    ),
    Case(
        "Blessing of Durga Syn",
        "chi",
        "[chi] Strike: steal equipment.",
        seats("Ashlesha", 3, ["Blessing of Durga Syn"], attached=[".44 Magnum"]),
        [
            *blocked("Ashlesha"),
            ("card", "Blessing of Durga Syn [chi]"),
            ("hand", "Hand strike"),
        ],
        _durga_syn_chi,
        MINION,
    ),
    Case(
        "Blessing of Durga Syn",
        "CHI",
        "[CHI] As above, with first strike.",
        seats("Dhita Choudhair", 5, ["Blessing of Durga Syn"], attached=[".44 Magnum"]),
        [
            *blocked("Dhita Choudhair"),
            ("card", "Blessing of Durga Syn [CHI]"),
            ("weapon", ".44 Magnum"),
        ],
        _durga_syn_sup,
        MINION,
    ),
]

CASES = STRIKES
