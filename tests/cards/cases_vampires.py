"""Cases for vampires (1.5, 11): one per vampire (level ""), proving each of its abilities.

A vampire whose whole text is numbers ("+1 bleed.", "+1 strength.") gets one case per number,
built from the table of ``NUMBERS``: a bleed burns more pool, a hand strike does more damage,
a block succeeds against more stealth, a bleed gets past a blocker.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Case, card, logged, pool

from vtes_tui.cards.data import cards
from vtes_tui.rules.phases import transfers_for
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
BLOOD = 4
# A vampire with no ability text: he blocks, strikes and bleeds with the defaults (6.1.1, 6.4.5).
PLAIN = "Madison"
Check = Callable[[Sequencer], None]


def _alice(vampire: str, blood: int = BLOOD, **seat: Any) -> dict[str, Any]:
    blood = min(blood, cards()[vampire].capacity or blood)  # 1.5.2: no more than capacity
    return {"name": "Alice", "ready": [{"card": vampire, "blood": blood}], **seat}


def _bob(*vampires: str) -> dict[str, Any]:
    return {"name": "Bob", "ready": [{"card": v, "blood": BLOOD} for v in vampires]}


def _name(vampire: str) -> str:
    """The printed name options show."""
    return cards()[vampire].printed_name


# -- +N bleed, +N strength, +N intercept, +N stealth --------------------------------------------


def _pool_burned(amount: int) -> Check:
    def bob_burns_the_bleed(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30 - amount  # 6.1.1: the target burns the bleed amount

    return bob_burns_the_bleed


def _damage_done(amount: int) -> Check:
    def the_blocker_takes_the_strength(seq: Sequencer) -> None:
        assert card(seq.state, PLAIN).blood == BLOOD - amount  # 6.4.5: hand strike = strength

    return the_blocker_takes_the_strength


def _blocked(seq: Sequencer) -> None:
    assert logged(seq, "is blocked by")  # 6.2.2.2: intercept >= stealth blocks


def _not_blocked(seq: Sequencer) -> None:
    assert logged(seq, "block attempt fails")  # 6.2.2.2: intercept < stealth fails
    assert pool(seq, 1) == 30 - 1


def _bleed_case(vampire: str, amount: int) -> Case:
    return Case(
        vampire,
        "",
        f"+{amount} bleed: a bleed burns {1 + amount} pool.",
        [_alice(vampire), _bob()],
        [("bleed", f"{_name(vampire)} bleeds Bob")],
        _pool_burned(1 + amount),
        MINION,
    )


def _strength_case(vampire: str, amount: int) -> Case:
    return Case(
        vampire,
        "",
        f"+{amount} strength: his hand strike does {1 + amount} damage.",
        [_alice(vampire), _bob(PLAIN)],
        [("bleed", f"{_name(vampire)} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _damage_done(1 + amount),
        MINION,
    )


def _intercept_case(vampire: str, amount: int) -> Case:
    # A hunt has +1 stealth (6.1.2): intercept 1 blocks it.
    return Case(
        vampire,
        "",
        f"+{amount} intercept: he blocks a hunt (+1 stealth).",
        [_alice(PLAIN), _bob(vampire)],
        [("hunt", f"{PLAIN} hunts"), ("block", f"Block with {_name(vampire)}")],
        _blocked,
        MINION,
    )


def _stealth_case(vampire: str, amount: int) -> Case:
    return Case(
        vampire,
        "",
        f"+{amount} stealth: his bleed gets past a blocker with no intercept.",
        [_alice(vampire), _bob(PLAIN)],
        [("bleed", f"{_name(vampire)} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _not_blocked,
        MINION,
    )


def _hunt_stealth_case(vampire: str, amount: int) -> Case:
    # A hunt has +1 stealth (6.1.2): -1 makes it 0, blocked by no intercept; +1 makes it 2,
    # past intercept 1.
    blocker = PLAIN if amount < 0 else "Neighbor John"
    return Case(
        vampire,
        "",
        f"{amount:+d} stealth when hunting: his hunt has {1 + amount} stealth.",
        [_alice(vampire, blood=1), _bob(blocker)],
        [("hunt", f"{_name(vampire)} hunts"), ("block", f"Block with {blocker}")],
        _blocked if amount < 0 else _block_fails,
        MINION,
    )


def _block_fails(seq: Sequencer) -> None:
    assert logged(seq, "block attempt fails")  # 6.2.2.2: intercept < stealth fails


def _bleeds_with_less_stealth(seq: Sequencer) -> None:
    (bleed,) = [o for o in seq.prompt.options if o.key == "bleed"] if seq.prompt else []
    assert bleed.numbers is not None and bleed.numbers["stealth"] == -1  # 6.1.1: 0, -1


def _bleed_against_case(vampire: str, amount: int, theirs: str) -> Case:
    """+N bleed when bleeding a Methuselah who controls a ready vampire of a clan or sect."""
    return Case(
        vampire,
        "",
        f"+{amount} bleed against a Methuselah who controls a ready {theirs}.",
        [_alice(vampire), _bob(_OF[theirs])],
        [("bleed", f"{_name(vampire)} bleeds Bob"), ("decline", "Do not block")],
        _pool_burned(1 + amount),
        MINION,
    )


# A ready vampire of each clan or sect the bleeds above look for, with no ability of his own.
_OF = {
    "Tremere": "Almiro Suarez",
    "Brujah": "Allison Maller",
    "Ventrue": PLAIN,
    "Camarilla": PLAIN,
}


_BY_NUMBER = {
    "bleed": _bleed_case,
    "strength": _strength_case,
    "intercept": _intercept_case,
    "stealth": _stealth_case,
    "hunt stealth": _hunt_stealth_case,
}

# Vampires whose whole text is numbers: (name, number, amount).
NUMBERS = [
    ("Massimiliano", "strength", 1),
    ("Neighbor John", "intercept", 1),
    ("Jost Werner", "stealth", 1),
    ("Kamile Paukstys", "bleed", 1),
    ("Corine Marcón", "strength", 1),
    ("Sheila Mezarin", "bleed", 1),
    ("Valeriya Zinovieva", "strength", 1),
    ("Lazverinus, Thrall of Lambach", "strength", 2),
    ("Mordechai Ben-Nun", "intercept", 1),
    ("Kite", "intercept", 1),
    ("Rodolfo", "bleed", 1),
    ("Catalina Vega", "bleed", 1),
    ("Khurshid", "strength", 2),
    ("Ozmo", "bleed", 1),
    ("Anton", "intercept", 1),
    ("Persephone Tar-Anis", "bleed", 1),
    ("Tatiana Romanov", "bleed", 1),
    ("Amavi", "bleed", 1),
    ("Nadima", "intercept", 1),
    ("Ankh-sen-Sutekh", "bleed", 1),
    ("Bloody Mary", "bleed", 1),
    ("Richter, The Templar of Du Mont", "strength", 1),
    ("Angus the Unruled", "strength", 1),
    ("Kephamos, High Priest of Marrakech", "bleed", 1),
    ("Dela Eden", "strength", 1),
    ("Madame Guil", "bleed", 1),
    ("Quira, The Bitch Queen", "bleed", 1),
    ("Suzanne Kadim", "bleed", 1),
    ("Dylan", "bleed", 1),
    ("Hadrian Garrick", "strength", 1),
    ("Rinaldo Albizzi", "intercept", 1),
    ("Bryan Van Duesen", "bleed", 1),
    ("Lazarus James", "bleed", 1),
    ("Lenny Burkhead", "bleed", 1),
    ("Iniko, The Black Lion", "stealth", 1),
    ("Viktor, The Night General", "stealth", 1),
    ("Agru Kabera", "bleed", 1),
    ("Bianca", "strength", 1),
    ("Gwendolyn", "bleed", 2),
    ("Bupe Kuila", "intercept", 1),
    ("Luccia Paciola", "strength", 1),
    ("Natalia", "bleed", 1),
    ("Tatu Sawosa", "strength", 1),
    ("Muriel Foucade", "strength", 1),
    ("Spider-Killer", "stealth", 1),
    ("Dancin' Dana", "strength", 1),
    ("Calebos", "strength", 1),
    ("Lucretia, Cess Queen", "stealth", 1),
    ("Ambrogino Giovanni", "bleed", 1),
    ("Hafthor Thorsteinsson", "intercept", 1),
    ("Lydia Van Cuelen", "bleed", 1),
    ("Adrianne", "bleed", 1),
    ("Iago Castille", "intercept", 1),
    ("Gratiano", "bleed", 1),
    ("The Siamese", "bleed", 1),
    ("Appius Claudius Corvus", "stealth", 1),
    ("Yazid Tamari", "bleed", 1),
    ("Parnassus", "strength", 1),
    ("Beth Malcolm", "bleed", 1),
    ("Blaise", "strength", 1),
    ("Eliott Sinclair, Virtuoso Thespian", "strength", 1),
    ("Helena Casimir", "bleed", 1),
    ("Marino Reymundo Vásquez", "bleed", 1),
    ("Zack North", "strength", 1),
    ("Kalyani, Agent of Doom", "strength", 1),
    ("Zöe", "hunt stealth", -1),
    ("Igo the Hungry", "hunt stealth", -1),
    ("Kalyani, Agent of Doom", "hunt stealth", -1),
    ("Abiku", "hunt stealth", 1),
    ("Goratrix", "bleed", 1),
    ("Carna, The Princess Witch", "intercept", 1),
    ("Mistress Fanchon", "bleed", 2),
    ("François Villon", "bleed", 1),
    ("Le Dinh Tho", "hunt stealth", -1),
    ("Joseph O'Grady", "strength", 1),
    ("Huitzilopochtli", "bleed", 1),
    ("Muaziz, Archon of Ulugh Beg", "stealth", 1),
    ("Erlik", "bleed", 1),
    ("Rachel Brandywine", "bleed", 1),
    ("Gerald Windham", "stealth", 1),
    ("Annazir", "bleed", 1),
    ("Anneke", "bleed", 1),
]


# -- intercept against some actions or acting minions (6.2.2.2) ---------------------------------


def _dowager_blocks(seq: Sequencer) -> None:
    assert logged(seq, "Jost Werner is blocked by The Dowager")


def _bleed_gets_past(seq: Sequencer) -> None:
    assert logged(seq, "block attempt fails")
    assert pool(seq, 1) == 30 - 1


def _blocked_by(name: str) -> Check:
    def the_block_succeeds(seq: Sequencer) -> None:
        assert logged(seq, f"is blocked by {name}")  # 6.2.2.2

    return the_block_succeeds


def _azucena_blocks(seq: Sequencer) -> None:
    assert logged(seq, "Braden White is blocked by Azucena")


# -- a minion's own actions, and what he pays for during them (6.1, 6.2) -----------------------


def _larissa_discards(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 2  # a bleed of 1, +1
    assert card(seq.state, "Deep Song").region is Region.ASH_HEAP


def _liliana_removes(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +1, +1
    assert len(seq.state.players[0].removed) == 7
    assert not seq.state.players[0].ash_heap


def _lenelle_exchanges(seq: Sequencer) -> None:
    assert card(seq.state, "Conditioning").region is Region.HAND
    assert card(seq.state, "Deep Song").region is Region.ASH_HEAP
    assert card(seq.state, "Lenelle, Mambo of Birmingham").blood == BLOOD - 1  # its cost


def _anja_unlocks(seq: Sequencer) -> None:
    assert not card(seq.state, "Monica Giovanni").locked
    assert card(seq.state, '"Mother" Anja Giovanni').blood == BLOOD - 1


def _block_burns_a_card(seq: Sequencer) -> None:
    bob = seq.state.players[1]
    assert len(bob.library) == 19 and [c.name for c in bob.ash_heap] == ["Choir"]


# -- referendums (6.3) --------------------------------------------------------------------------


def _extra_vote(name: str, votes: int) -> Check:
    def votes_cast_with_the_paid_one(seq: Sequencer) -> None:
        assert logged(seq, f"casts {name}'s {votes} votes for")  # 6.3.3: prince 2, +1

    return votes_cast_with_the_paid_one


def _gerald_voted(seq: Sequencer) -> None:
    assert logged(seq, "casts Gerald Windham's 1 vote for")  # Alice Chen, a prince


def _joseph_voted(seq: Sequencer) -> None:
    assert logged(seq, "casts Joseph O'Grady's 1 vote for")
    assert card(seq.state, "Joseph O'Grady").blood == BLOOD - 1


def _paid_to_vote_against(seq: Sequencer) -> None:
    assert card(seq.state, "Alice Chen").blood == BLOOD - 1


def _forced_to_abstain(seq: Sequencer) -> None:
    assert card(seq.state, "Arishat").blood == BLOOD - 1
    assert not logged(seq, "casts Alice Chen's")  # 6.3.3: she never cast her votes


def _blood_distributed(seq: Sequencer) -> None:
    assert card(seq.state, "Dmitra Ilyanova").blood == 2 + 4  # 6.3.2: the referendum passed


def _sybren_unlocked(seq: Sequencer) -> None:
    assert not card(seq.state, "Sybren van Oosten").locked


def _prey_burns_one_more(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 1  # Bob controls no minion: only Lutz makes him burn


def _referendum(caller: str, *picks: tuple[str, str]) -> list[tuple[str, str]]:
    """The caller calls Ancilla Empowerment (no terms, 6.3.1), then the picks of the polling."""
    calling = ("political", f"{_name(caller)} calls Ancilla Empowerment")
    return [calling, *picks]


_CALLS = ["Ancilla Empowerment"]


def _vote_case(vampire: str, discarded: str) -> Case:
    name = _name(vampire)
    return Case(
        vampire,
        "",
        "During the polling step, a discarded card requiring the Discipline gives +1 vote.",
        [_alice(vampire, hand=[*_CALLS, discarded]), _bob()],
        _referendum(
            vampire,
            ("minion-ability", f"{name} discards {discarded}: +1 vote"),
            ("vote-for", f"Cast {name}'s 3 votes for"),
        ),
        _extra_vote(name, 3),
        MINION,
    )


def _malgorzata_feeds(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert [c.name for c in alice.removed] == [PLAIN]
    assert card(seq.state, "Alice Chen").blood == 4


def _ally_found(seq: Sequencer) -> None:
    assert card(seq.state, "Aggressive Corpse").region is Region.HAND


def _aline_unlocked(seq: Sequencer) -> None:
    aline = card(seq.state, "Aline Gädeke")
    assert not aline.locked and aline.blood == BLOOD - 1


def _not_asked_to_block_aisling(seq: Sequencer) -> None:
    assert not logged(seq, "Bob declines to block")  # younger Tremere cannot block her
    assert card(seq.state, "Aisling Sturbridge").blood == BLOOD + 1


def _blood_burned(words: str, name: str, blood: int) -> Check:
    def one_more_blood_burned(seq: Sequencer) -> None:
        assert logged(seq, words)
        assert card(seq.state, name).blood == blood

    return one_more_blood_burned


def _blocked_case(vampire: str, doc: str, check: Check) -> Case:
    """He bleeds Bob and Bob's vampire blocks: they fight a round of hand strikes (6.4)."""
    return Case(
        vampire,
        "",
        doc,
        [_alice(vampire), _bob(PLAIN)],
        [("bleed", f"{_name(vampire)} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        check,
        MINION,
    )


def _horde_adds_bleed(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 2
    assert card(seq.state, "The Horde").locked


def _bleed_redirected(seq: Sequencer) -> None:
    assert (pool(seq, 1), pool(seq, 2)) == (30, 30 - 1)  # 6.1.1: Carol is bled instead
    assert card(seq.state, "Misdirection").region is Region.ASH_HEAP


def _not_asked_to_block_stanislava(seq: Sequencer) -> None:
    assert not logged(seq, "Bob declines to block")
    assert pool(seq, 1) == 30 - 3


def _giotto_discards(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert [c.name for c in alice.ash_heap] == ["Conditioning"] and len(alice.hand) == 7


def _not_asked_to_block(seq: Sequencer) -> None:
    assert not logged(seq, "Bob declines to block")  # no minion could attempt it
    assert card(seq.state, "Rinaldo Albizzi").blood == BLOOD + 1


def _stolen_from_plain(thief: str) -> Check:
    def two_blood_stolen(seq: Sequencer) -> None:
        assert card(seq.state, PLAIN).blood == BLOOD - 2
        assert card(seq.state, thief).blood == BLOOD + 2

    return two_blood_stolen


def _bob_discarded(seq: Sequencer) -> None:
    bob = seq.state.players[1]
    assert [c.name for c in bob.ash_heap] == ["Conditioning"]
    assert len(bob.hand) == 7  # 1.6.1.2: he draws back up


def _fought(opponent: str) -> Check:
    def they_entered_combat(seq: Sequencer) -> None:
        assert logged(seq, f"and {opponent} enter combat")
        assert card(seq.state, opponent).blood == BLOOD - 1  # 6.4.5: a hand strike

    return they_entered_combat


def _lucinde_fed(seq: Sequencer) -> None:
    assert seq.state.edge is None
    assert card(seq.state, "Lucinde, Alastor").blood == BLOOD + 1


def _location_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Elder Library").region is Region.ASH_HEAP


def _bike_stolen(seq: Sequencer) -> None:
    bike = card(seq.state, "Sport Bike")
    assert bike.host is not None and bike.host.name == "Annazir"


def _plain_locked(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).locked


def _directed_case(vampire: str, doc: str, what: str, bob: dict, check: Check) -> Case:
    """A directed action of his own at Bob or Bob's minion; Bob does not block (6.2.2). The
    table stops at Alice's discard phase, before Bob's turn unlocks his minions."""
    return Case(
        vampire,
        "",
        doc,
        [_alice(vampire, hand=["Choir"]), bob],
        [("minion-ability", f"{_name(vampire)} {what}"), ("decline", "Do not block")],
        check,
        MINION,
    )


def _arcadian_bleeds(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 2  # a bleed of 1, +1
    assert card(seq.state, "The Arcadian").blood == BLOOD - 1


def _francisco_pays(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 2
    assert card(seq.state, "Francisco Domingo de Polonia").blood == BLOOD - 1


def _armin_gains(seq: Sequencer) -> None:
    assert pool(seq, 0) == 30 - 1 + 1  # Ancilla Empowerment: 1 minion; Armin: +1


def _unlocked_by(name: str, pool_left: int, edge: int | None) -> Check:
    def unlocked_for_a_price(seq: Sequencer) -> None:
        assert not card(seq.state, name).locked
        assert pool(seq, 0) == pool_left and seq.state.edge == edge

    return unlocked_for_a_price


def _no_blood_hunt(diablerist: str) -> Check:
    def no_referendum_after_the_diablerie(seq: Sequencer) -> None:
        assert logged(seq, "drinks")  # 6.5.5: the diablerie took place
        assert logged(seq, f"No blood hunt can be called on {diablerist}")  # 6.5.6

    return no_referendum_after_the_diablerie


def _diablerie_case(
    vampire: str, doc: str, alice: list[str], diablerist: str, victim: str = "Barth"
) -> Case:
    """Alice's vampire diablerizes Bob's in torpor; no blood hunt follows."""
    return Case(
        vampire,
        "",
        doc,
        [
            {"name": "Alice", "ready": [{"card": v, "blood": 2} for v in alice]},
            {"name": "Bob", "torpor": [{"card": victim, "blood": 1}]},
        ],
        [("diablerize", f"{_name(diablerist)} diablerizes {_name(victim)}")],
        _no_blood_hunt(_name(diablerist)),
        MINION,
    )


# -- the unlock and discard phases (4, 8) -------------------------------------------------------


def _prey_minion_damaged(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).blood == BLOOD - 1  # 6.4.6: 1 blood heals the damage


def _card_back_in_library(seq: Sequencer) -> None:
    library = seq.state.players[0].library
    assert library[-1].name == "Deep Song"  # at the bottom


def _cybele_bleeds(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2
    assert card(seq.state, "Cybele").blood == BLOOD - 1  # the action's cost


def _unnamed_gains(seq: Sequencer) -> None:
    assert (pool(seq, 0), pool(seq, 1)) == (30 + 2, 30 - 1)


def _convert_for(reward: str) -> Check:
    def convert_removed_and_vampire_anarch(seq: Sequencer) -> None:
        alice = seq.state.players[0]
        assert [c.name for c in alice.removed] == ["Anarch Convert"]
        assert card(seq.state, PLAIN).anarch  # 10.5
        if reward == "pool":
            assert alice.pool == 30 + 1
        else:
            assert [c.name for c in alice.uncontrolled] == ["Alice Chen"] and not alice.crypt

    return convert_removed_and_vampire_anarch


def _convert_case(reward: str, words: str) -> Case:
    return Case(
        "Anarch Convert",
        "",
        f"As he enters play, remove him to make a vampire you control anarch and {words}.",
        [
            {
                "name": "Alice",
                "uncontrolled": [{"card": "Anarch Convert", "blood": 1}],
                "ready": [{"card": PLAIN, "blood": BLOOD}],
                "crypt": ["Alice Chen"],
            },
            _bob(),
        ],
        [("use", f"{PLAIN} becomes anarch, {words}")],
        _convert_for(reward),
        {"phase": "influence", "turn": 5},
    )


def _retainer_burned_for_blood(seq: Sequencer) -> None:
    assert card(seq.state, "Carna, The Princess Witch").blood == 3 + 2
    assert card(seq.state, "Raven Spy").region is Region.ASH_HEAP


def _blood_to_uncontrolled(seq: Sequencer) -> None:
    assert card(seq.state, "Nikolaus Vermeulen").blood == BLOOD - 1
    assert card(seq.state, "The Dowager").blood == 1


def _edge_burned_for_blood(seq: Sequencer) -> None:
    assert seq.state.edge is None
    assert card(seq.state, "Keith Moody").blood == 3 - 1  # his capacity, 3, less 1


def _location_kept_for_pool(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 1
    assert card(seq.state, "Elder Library").region is Region.IN_PLAY


def _blood_from_owain(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).blood == 3 + 1


def _no_transfers(seq: Sequencer) -> None:
    assert transfers_for(seq.state, 1) == 0  # 7: all lost this turn


_BOBS_UNLOCK = {"phase": "unlock", "turn": 5, "current": 1}


# -- what cards cost them (1.6.1.3) -------------------------------------------------------------


def _paid(vampire: str, blood: int, pool_left: int = 30) -> Check:
    def the_cost_is_reduced(seq: Sequencer) -> None:
        assert card(seq.state, vampire).blood == blood
        assert pool(seq, 0) == pool_left

    return the_cost_is_reduced


def _cheaper_case(vampire: str, doc: str, hand: str, pick: tuple[str, str], check: Check) -> Case:
    return Case(vampire, "", doc, [_alice(vampire, hand=[hand]), _bob()], [pick], check, MINION)


# -- combat (6.4) -------------------------------------------------------------------------------


def _blood_stolen(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).blood == BLOOD - 2  # 6.4.5: steal 2 blood
    assert card(seq.state, "Goratrix").blood == BLOOD + 2 - 1  # and the hand strike


def _damage_prevented(vampire: str) -> Check:
    def the_hand_strike_is_prevented(seq: Sequencer) -> None:
        assert card(seq.state, vampire).blood == BLOOD  # 6.4.6
        assert card(seq.state, PLAIN).blood == BLOOD - 1

    return the_hand_strike_is_prevented


def _prevent_case(vampire: str, doc: str) -> Case:
    return Case(
        vampire,
        "",
        doc,
        [_alice(vampire), _bob(PLAIN)],
        [
            ("bleed", f"{_name(vampire)} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("minion-ability", "prevent 1 damage (once each combat)"),
        ],
        _damage_prevented(vampire),
        MINION,
    )


def _maneuvered_away(vampire: str) -> Check:
    def no_strike_reaches(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} maneuvers to long range")  # 6.4.2
        assert card(seq.state, PLAIN).blood == BLOOD  # 6.4.3: hand strikes do not reach

    return no_strike_reaches


def _maneuver_case(vampire: str, doc: str) -> Case:
    return Case(
        vampire,
        "",
        doc,
        [_alice(vampire), _bob(PLAIN)],
        [
            ("bleed", f"{_name(vampire)} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("maneuver", "optional maneuver"),
        ],
        _maneuvered_away(_name(vampire)),
        MINION,
    )


def _struck(name: str, damage: int) -> Check:
    def the_hand_strike_does(seq: Sequencer) -> None:
        assert card(seq.state, name).blood == BLOOD - damage  # 6.4.5: damage = strength

    return the_hand_strike_does


def _strength_against_case(vampire: str, amount: int, what: str, blocker: str) -> Case:
    return Case(
        vampire,
        "",
        f"{amount:+d} strength in combat with {what} ({blocker} blocks).",
        [_alice(vampire), _bob(blocker)],
        [("bleed", f"{_name(vampire)} bleeds Bob"), ("block", f"Block with {blocker}")],
        _struck(blocker, 1 + amount),
        MINION,
    )


def _hand_strike_only(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).blood == BLOOD - 2  # strength 1, +1: no .44 Magnum


def _equipment_stolen(seq: Sequencer) -> None:
    bike = card(seq.state, "Sport Bike")
    assert bike.host is not None and bike.host.name == "Lucian"  # 6.4.5


def _aggravated_ranged_strike(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).region is Region.TORPOR  # 6.4.6: 2 aggravated
    assert card(seq.state, "The unnamed").blood == BLOOD - 1 - 1  # its cost, and a hand strike


def _flavio_dodges(seq: Sequencer) -> None:
    assert card(seq.state, "Flávio Gonçalves").blood == BLOOD  # 6.4.5: dodge
    assert card(seq.state, PLAIN).blood == BLOOD  # a dodge does no damage


def _combat_ended_at_once(seq: Sequencer) -> None:
    assert card(seq.state, "Tommaso Sforza").blood == BLOOD - 1
    assert card(seq.state, PLAIN).blood == BLOOD  # no strike was made
    assert card(seq.state, "Spectral Servitor").region is Region.READY


# -- what a ready vampire gives his Methuselah (5, 7, 1.6.1.2) ---------------------------------


def _two_master_cards(seq: Sequencer) -> None:
    assert card(seq.state, "Elder Library").region.value == "in play"
    assert card(seq.state, PLAIN).locked  # Misdirection, the second master phase action
    assert seq.state.turn == 5  # both in the same master phase


def _edge_for_pool(seq: Sequencer) -> None:
    assert seq.state.edge is None and pool(seq, 0) == 30 + 2


def _burned_from_hand(seq: Sequencer) -> None:
    assert card(seq.state, "Conditioning").region is Region.ASH_HEAP
    assert card(seq.state, "Uchenna").blood == BLOOD - 1
    assert len(seq.state.players[0].hand) == 7  # drawn up afterward


def _locked_for_an_action(seq: Sequencer) -> None:
    _two_master_cards(seq)
    assert card(seq.state, "Isanwayen").locked


def _hand_size(size: int) -> Check:
    def hand_size_after_the_turn(seq: Sequencer) -> None:
        assert seq.state.players[0].hand_size == size  # 1.6.1.2
        assert len(seq.state.players[0].hand) == size

    return hand_size_after_the_turn


def _in_play_as(name: str, region: Region) -> Check:
    def the_card_is_there(seq: Sequencer) -> None:
        assert card(seq.state, name).region is region

    return the_card_is_there


def _blood_to_alcoan(seq: Sequencer) -> None:
    assert card(seq.state, "Alcoan").blood == 2
    assert card(seq.state, "Erlik").blood == 10 - 2


def _six_transfers(seq: Sequencer) -> None:
    assert seq.prompt is not None and "6 transfer(s) left" in seq.prompt.text  # 7: 4, +2


def _ballots_cast(seq: Sequencer) -> None:
    assert logged(seq, "casts Gratiano's 2 ballots")  # 6.3.3: priscus 1, +1


_MASTER_CARDS = ["Elder Library", "Misdirection"]
_DISCARD = {"phase": "discard", "turn": 5}


def _master_case(
    vampire: str,
    doc: str = "Two master phase actions (instead of one): two master cards are played.",
    first: tuple[tuple[str, str], ...] = (),
    check: Check = _two_master_cards,
) -> Case:
    return Case(
        vampire,
        "",
        doc,
        [_alice(vampire, hand=_MASTER_CARDS), _bob(PLAIN)],
        [*first, ("master", "Elder Library"), ("master", f"Misdirection: lock {PLAIN}")],
        check,
        _MASTER,
    )


_MASTER = {"phase": "master", "turn": 5}


def _hand_size_case(vampire: str, size: int, **seat: Any) -> Case:
    return Case(
        vampire,
        "",
        f"+{size - 7} hand size: her hand refills to {size} at the end of the turn.",
        [_alice(vampire, hand=["Choir"], **seat), _bob()],
        [("end", "End the discard phase")],
        _hand_size(size),
        _DISCARD,
    )


CASES = [
    *(_BY_NUMBER[number](name, amount) for name, number, amount in NUMBERS),
    Case(
        "The Dowager",
        "",
        "+1 intercept during directed actions: she blocks a bleed with +1 stealth.",
        [_alice("Jost Werner"), _bob("The Dowager")],
        [("bleed", "Jost Werner bleeds Bob"), ("block", "Block with The Dowager")],
        _dowager_blocks,
        MINION,
    ),
    Case(
        "Martina Srnankova",
        "",
        "+1 intercept during bleed actions: she blocks a bleed with +1 stealth.",
        [_alice("Jost Werner"), _bob("Martina Srnankova")],
        [("bleed", "Jost Werner bleeds Bob"), ("block", "Block with Martina Srnankova")],
        _blocked_by("Martina Srnankova"),
        MINION,
    ),
    Case(
        "Christine Boscacci",
        "",
        "-1 intercept during bleed actions: a bleed gets past her.",
        [_alice(PLAIN), {"name": "Bob", "ready": [{"card": "Christine Boscacci", "blood": 2}]}],
        [("bleed", f"{PLAIN} bleeds Bob"), ("block", "Block with Christine Boscacci")],
        _bleed_gets_past,
        MINION,
    ),
    Case(
        "Selma the Repugnant",
        "",
        "+1 intercept when attempting to block a Nosferatu: she blocks his hunt.",
        [_alice("Agrippina"), _bob("Selma the Repugnant")],
        [("hunt", "Agrippina hunts"), ("block", "Block with Selma the Repugnant")],
        _blocked_by("Selma the Repugnant"),
        MINION,
    ),
    Case(
        "Chandler Hungerford",
        "",
        "+1 intercept when attempting to block other Gangrel: he blocks a Gangrel's hunt.",
        [
            _alice("Anastasia Grey"),
            {"name": "Bob", "ready": [{"card": "Chandler Hungerford", "blood": 3}]},
        ],
        [("hunt", "Anastasia Grey hunts"), ("block", "Block with Chandler Hungerford")],
        _blocked_by("Chandler Hungerford"),
        MINION,
    ),
    Case(
        "Branimira",
        "",
        "While you have 9 or fewer pool, she gets +1 intercept: she blocks a hunt.",
        [_alice(PLAIN), {"name": "Bob", "pool": 9, "ready": [{"card": "Branimira", "blood": 4}]}],
        [("hunt", f"{PLAIN} hunts"), ("block", "Block with Branimira")],
        _blocked_by("Branimira"),
        MINION,
    ),
    Case(
        "Azucena",
        "",
        "+1 intercept against younger Lasombra: she blocks a hunt by a Lasombra of capacity 4.",
        [_alice("Braden White"), _bob("Azucena")],
        [("hunt", "Braden White hunts"), ("block", "Block with Azucena")],
        _azucena_blocks,
        MINION,
    ),
    Case(
        "Azucena",
        "",
        "-1 intercept against older Lasombra: a bleed by a Lasombra of capacity 6 gets past.",
        [_alice("Black Wallace"), _bob("Azucena")],
        [("bleed", "Black Wallace bleeds Bob"), ("block", "Block with Azucena")],
        _bleed_gets_past,
        MINION,
    ),
    Case(
        "Bret Stryker",
        "",
        "-1 intercept against titled vampires: a prince's bleed gets past him.",
        [_alice("Alice Chen"), _bob("Bret Stryker")],
        [("bleed", "Alice Chen bleeds Bob"), ("block", "Block with Bret Stryker")],
        _bleed_gets_past,
        MINION,
    ),
    Case(
        "Gratiano",
        "",
        "+1 ballot: a priscus with 2 ballots.",
        [_alice("Gratiano", hand=["Ancilla Empowerment"]), _bob()],
        [
            ("political", "Gratiano calls Ancilla Empowerment"),
            ("vote-for", "Cast Gratiano's 2 ballots for"),
        ],
        _ballots_cast,
        MINION,
    ),
    Case(
        "Larissa Moreira",
        "",
        "During a bleed action, she can discard a card requiring Animalism to get +1 bleed.",
        [_alice("Larissa Moreira", hand=["Deep Song"]), _bob()],
        [
            ("bleed", "Larissa Moreira bleeds Bob"),
            ("minion-ability", "discards Deep Song: +1 bleed"),
        ],
        _larissa_discards,
        MINION,
    ),
    _bleed_case("Marchesa Liliana", 1),
    _bleed_case("Queen Anne", 1),
    _bleed_against_case("Queen Anne", 1 + 1, "Tremere"),
    _bleed_against_case("Ranjan Rishi, Camarilla Scholar", 1, "Brujah"),
    _bleed_against_case("Constanza Vinti", 2, "Ventrue"),
    _bleed_against_case("Gillespi Giovanni", 1, "Camarilla"),
    Case(
        "Marchesa Liliana",
        "",
        "During a bleed action, she can remove 7 cards of your ash heap for +1 bleed; +1 bleed.",
        [_alice("Marchesa Liliana", ash_heap=["Choir"] * 7), _bob()],
        [
            ("bleed", "Marchesa Liliana bleeds Bob"),
            ("minion-ability", "removes 7 cards of the ash heap: +1 bleed"),
        ],
        _liliana_removes,
        MINION,
    ),
    Case(
        "Royce",
        "",
        "-1 stealth when bleeding: his bleed has -1 stealth.",
        [_alice("Royce", blood=1), _bob()],
        [],
        _bleeds_with_less_stealth,
        MINION,
    ),
    Case(
        "Cybele",
        "",
        "She can bleed with +2 bleed as a directed action that costs 1 blood.",
        [_alice("Cybele"), _bob()],
        [("minion-ability", "Cybele bleeds Bob for 3")],
        _cybele_bleeds,
        MINION,
    ),
    _master_case("Cybele"),
    Case(
        "The unnamed",
        "",
        "After it successfully bleeds, you can gain 2 pool.",
        [_alice("The unnamed", hand=["Choir"]), _bob()],
        [("bleed", "The unnamed bleeds Bob"), ("use", "Gain 2 pool")],
        _unnamed_gains,
        MINION,
    ),
    Case(
        "The unnamed",
        "",
        "It can burn 1 blood to strike: 2R aggravated damage.",
        [_alice("The unnamed"), _bob(PLAIN)],
        [
            ("bleed", "The unnamed bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("minion-ability", "The unnamed: 2R aggravated damage (1 blood)"),
        ],
        _aggravated_ranged_strike,
        MINION,
    ),
    _convert_case("pool", "gain 1 pool"),
    _convert_case("crypt", "draw a crypt card"),
    Case(
        "Malgorzata",
        "",
        "A +1 stealth action: remove an uncontrolled vampire to add 4 blood to another.",
        [_alice("Malgorzata", uncontrolled=[PLAIN, "Alice Chen"]), _bob()],
        [
            ("minion-ability", "Malgorzata moves blood"),
            ("card", f"Remove {PLAIN} from the game"),
        ],
        _malgorzata_feeds,
        MINION,
    ),
    Case(
        "Mistress Fanchon",
        "",
        "A +1 stealth action: search your library for a minion card and move it to your hand.",
        [_alice("Mistress Fanchon", library=["Choir"] * 5 + ["Aggressive Corpse"]), _bob()],
        [
            ("minion-ability", "Mistress Fanchon searches the library"),
            ("card", "Reveal Aggressive Corpse"),
        ],
        _ally_found,
        MINION,
    ),
    _directed_case(
        "François Villon",
        "He may steal up to 2 blood from a younger vampire as a +1 stealth directed action.",
        f"steals up to 2 blood from {PLAIN}",
        _bob(PLAIN),
        _stolen_from_plain("François Villon"),
    ),
    _directed_case(
        "Gabrielle di Righetti",
        "She can steal 2 blood or life from a ready minion as a +1 stealth directed action.",
        f"steals 2 blood or life from {PLAIN}",
        _bob(PLAIN),
        _stolen_from_plain("Gabrielle di Righetti"),
    ),
    Case(
        "Le Dinh Tho",
        "",
        "A +1 stealth directed action: look at another Methuselah's hand and discard a card.",
        [_alice("Le Dinh Tho"), {"name": "Bob", "hand": ["Conditioning"]}],
        [("minion-ability", "Le Dinh Tho discards a card from the hand of Bob")],
        _bob_discarded,
        MINION,
    ),
    _directed_case(
        "Nangila Were",
        "She may enter combat with a minion controlled by another Methuselah (directed).",
        f"enters combat with {PLAIN}",
        _bob(PLAIN),
        _fought(PLAIN),
    ),
    _hand_size_case("Nangila Were", 8),
    _directed_case(
        "Lucinde, Alastor",
        "She can enter combat with a ready non-Camarilla vampire of another Methuselah.",
        "enters combat with Aaron Bathurst",
        _bob("Aaron Bathurst"),
        _fought("Aaron Bathurst"),
    ),
    Case(
        "Lucinde, Alastor",
        "",
        "During your unlock phase, you can burn the Edge to give her 1 blood.",
        [_alice("Lucinde, Alastor"), _bob()],
        [("use", "Burn the Edge: Lucinde, Alastor gains 1 blood")],
        _lucinde_fed,
        {"phase": "unlock", "turn": 5, "edge": 0},
    ),
    _directed_case(
        "Gabrin",
        "He can lock an ally or a younger vampire as a +1 stealth directed action.",
        f"locks {PLAIN}",
        _bob(PLAIN),
        _plain_locked,
    ),
    Case(
        "Gabrin",
        "",
        "Cards requiring Chimerstry cost him 1 fewer blood: Edged Illusion costs 1.",
        [_alice("Gabrin", hand=["Edged Illusion"]), _bob(PLAIN)],
        [("card", "Gabrin plays Edged Illusion [chi]"), ("decline", "Do not block")],
        _paid("Gabrin", BLOOD - 1),
        MINION,
    ),
    _diablerie_case(
        "Muaziz, Archon of Ulugh Beg",
        "Blood hunts cannot be called on Muaziz.",
        ["Muaziz, Archon of Ulugh Beg"],
        "Muaziz, Archon of Ulugh Beg",
    ),
    _directed_case(
        "Theo Bell",
        "He may enter combat with any ready minion controlled by another Methuselah.",
        f"enters combat with {PLAIN}",
        _bob(PLAIN),
        _fought(PLAIN),
    ),
    _diablerie_case(
        "Theo Bell",
        "If you control a ready prince or justicar, blood hunts cannot be called on Theo.",
        ["Theo Bell", "Alice Chen"],
        "Theo Bell",
    ),
    _diablerie_case(
        "March Halcyon",
        "If March is diablerized, no blood hunt can be called.",
        [PLAIN],
        PLAIN,
        "March Halcyon",
    ),
    Case(
        "Annazir",
        "",
        "She can burn a location as a directed action.",
        [_alice("Annazir", hand=["Choir"]), {"name": "Bob", "in_play": ["Elder Library"]}],
        [("minion-ability", "Annazir burns Elder Library")],
        _location_burned,
        MINION,
    ),
    _directed_case(
        "Annazir",
        "She can steal an equipment as a directed action.",
        "steals Sport Bike",
        {"name": "Bob", "ready": [{"card": PLAIN, "blood": BLOOD, "attached": ["Sport Bike"]}]},
        _bike_stolen,
    ),
    Case(
        "Aline Gädeke",
        "",
        "Once each turn she burns 1 blood to unlock after another Anarch's successful action.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Aline Gädeke", "blood": BLOOD, "locked": True},
                    {"card": "Massimiliano", "blood": BLOOD},
                ],
            },
            _bob(),
        ],
        [("hunt", "Massimiliano hunts"), ("use", "Aline Gädeke burns 1 blood to unlock")],
        _aline_unlocked,
        MINION,
    ),
    Case(
        "Volker, The Puppet Prince",
        "",
        "He cannot attempt to block primogen: a primogen's hunt is not his to block.",
        [_alice("Rinaldo Albizzi"), _bob("Volker, The Puppet Prince")],
        [("hunt", "Rinaldo Albizzi hunts")],
        _not_asked_to_block,
        MINION,
    ),
    Case(
        "The Arcadian",
        "",
        "He can bleed with +1 bleed as a +1 stealth directed action that costs 1 blood.",
        [_alice("The Arcadian"), _bob()],
        [("minion-ability", "The Arcadian bleeds Bob for 2 (+1 stealth, 1 blood)")],
        _arcadian_bleeds,
        MINION,
    ),
    Case(
        "Francisco Domingo de Polonia",
        "",
        "Once each turn, he can burn 1 blood to get +1 bleed for the current action.",
        [_alice("Francisco Domingo de Polonia"), _bob()],
        [
            ("bleed", "Francisco Domingo de Polonia bleeds Bob"),
            ("minion-ability", "burns 1 blood: +1 bleed"),
        ],
        _francisco_pays,
        MINION,
    ),
    Case(
        "Anneke",
        "",
        "She may attempt to block a vampire of another Methuselah, though not his prey.",
        [_alice(PLAIN), _bob(), {"name": "Carol", "ready": [{"card": "Anneke", "blood": 4}]}],
        [("bleed", f"{PLAIN} bleeds Bob"), ("block", "Block with Anneke")],
        _blocked_by("Anneke"),
        MINION,
    ),
    Case(
        "Aisling Sturbridge",
        "",
        "Younger Tremere cannot block her.",
        [_alice("Aisling Sturbridge"), _bob("Frank Weisshadel")],
        [("hunt", "Aisling Sturbridge hunts")],
        _not_asked_to_block_aisling,
        MINION,
    ),
    _blocked_case(
        "Giotto Verducci",
        "Vampires must burn 1 blood to attempt to block him.",
        _blood_burned("burns 1 blood to attempt the block", PLAIN, BLOOD - 1 - 1),
    ),
    Case(
        "Giotto Verducci",
        "",
        "During another Methuselah's discard phase, you can discard one card and draw.",
        [_alice("Giotto Verducci", hand=["Conditioning"]), _bob()],
        [("use", "Discard Conditioning and draw")],
        _giotto_discards,
        {"phase": "discard", "turn": 5, "current": 1},
    ),
    _blocked_case(
        "Dónal O'Connor",
        "Any vampire blocking him burns 1 blood before combat begins.",
        _blood_burned("burns 1 blood for blocking", PLAIN, BLOOD - 1 - 1),
    ),
    _blocked_case(
        "Marialena",
        "If she is blocked, she burns 1 blood before block resolution.",
        _blood_burned("burns 1 blood for being blocked", "Marialena", BLOOD - 1 - 1),
    ),
    Case(
        "The Horde",
        "",
        "During a bleed action, it can lock to give another acting infernal minion +1 bleed.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Midget", "blood": 2}, {"card": "The Horde", "blood": 2}],
            },
            _bob(),
        ],
        [("bleed", "Midget bleeds Bob"), ("minion-ability", "The Horde locks: +1 bleed")],
        _horde_adds_bleed,
        MINION,
    ),
    Case(
        "Aksinya Daclau",
        "",
        "During a bleed against you, discard a master card to redirect it to another Methuselah.",
        [
            _alice(PLAIN),
            {
                "name": "Bob",
                "ready": [{"card": "Aksinya Daclau", "blood": BLOOD}],
                "hand": ["Misdirection"],
            },
            {"name": "Carol"},
        ],
        [
            ("bleed", f"{PLAIN} bleeds Bob"),
            ("minion-ability", "discard Misdirection to bleed Carol"),
        ],
        _bleed_redirected,
        MINION,
    ),
    _bleed_case("Stanislava", 2),
    Case(
        "Stanislava",
        "",
        "Allies cannot block her.",
        [_alice("Stanislava"), {"name": "Bob", "ready": ["Caiaphas Smith"]}],
        [("bleed", "Stanislava bleeds Bob")],
        _not_asked_to_block_stanislava,
        MINION,
    ),
    Case(
        "Lenelle, Mambo of Birmingham",
        "",
        "A +1 stealth action that costs 1 blood: exchange a card in hand for one in the ash heap.",
        [
            _alice("Lenelle, Mambo of Birmingham", hand=["Deep Song"], ash_heap=["Conditioning"]),
            _bob(),
        ],
        [("minion-ability", "Lenelle, Mambo of Birmingham exchanges")],
        _lenelle_exchanges,
        MINION,
    ),
    Case(
        '"Mother" Anja Giovanni',
        "",
        "She burns 1 blood to unlock another Hecata after his successful action requiring "
        "Oblivion.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": '"Mother" Anja Giovanni', "blood": BLOOD},
                    {"card": "Monica Giovanni", "blood": BLOOD},
                ],
                "hand": ["Shroud of Decay"],
            },
            _bob(),
        ],
        [
            ("card", "Monica Giovanni bleeds Bob for 2 with Shroud of Decay [obl]"),
            ("use", "burns 1 blood to unlock Monica Giovanni"),
        ],
        _anja_unlocks,
        MINION,
    ),
    Case(
        "Parijat, the Dark Oracle",
        "",
        "While she is ready, a block attempt on a wraith ally burns the top card of the library.",
        [
            {
                "name": "Alice",
                "ready": ["Spectral Servitor", {"card": "Parijat, the Dark Oracle", "blood": 4}],
            },
            _bob(PLAIN),
        ],
        [("bleed", "Spectral Servitor bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _block_burns_a_card,
        MINION,
    ),
    Case(
        "Gnaeus Aemilius Augustinus",
        "",
        "If he is ready in your unlock phase, your prey's chosen ready minion takes 1 damage.",
        [_alice("Gnaeus Aemilius Augustinus"), _bob(PLAIN, "Alice Chen")],
        [("target", f"{PLAIN} takes 1 unpreventable damage")],
        _prey_minion_damaged,
        {"phase": "unlock", "turn": 5},
    ),
    _vote_case("Yewon Ong", "Shroud of Decay"),
    _vote_case("Alexa Draper", "Conditioning"),
    Case(
        "Alexander Silverson",
        "",
        "Vampires burn 1 blood to cast votes against his referendums.",
        [_alice("Alexander Silverson", hand=_CALLS), _bob("Alice Chen")],
        _referendum("Alexander Silverson", ("vote-against", "Cast Alice Chen's 2 votes against")),
        _paid_to_vote_against,
        MINION,
    ),
    Case(
        "Arishat",
        "",
        "During the polling step, she can burn 1 blood to force a vampire to abstain.",
        [_alice("Arishat", hand=_CALLS), _bob("Alice Chen")],
        _referendum(
            "Arishat",
            ("minion-ability", "Arishat burns 1 blood: Alice Chen abstains"),
            ("done", "Done casting"),
        ),
        _forced_to_abstain,
        MINION,
    ),
    Case(
        "Dmitra Ilyanova",
        "",
        "A +1 stealth political action: a referendum distributes 4 blood among ready vampires.",
        [_alice("Dmitra Ilyanova", blood=2), _bob()],
        [
            ("minion-ability", "Dmitra Ilyanova calls a referendum to distribute 4 blood"),
            ("vote-for", "Cast Dmitra Ilyanova's 3 votes for"),
        ],
        _blood_distributed,
        MINION,
    ),
    Case(
        "Sybren van Oosten",
        "",
        "You can unlock him after a referendum he called passes.",
        [_alice("Sybren van Oosten", hand=_CALLS), _bob()],
        _referendum(
            "Sybren van Oosten",
            ("vote-for", "Cast Sybren van Oosten's 2 votes for"),
            ("use", "Unlock Sybren van Oosten"),
        ),
        _sybren_unlocked,
        MINION,
    ),
    Case(
        "Joseph O'Grady",
        "",
        "During a referendum, he may burn 1 blood to gain 1 vote.",
        [_alice("Joseph O'Grady", hand=_CALLS), _bob()],
        _referendum(
            "Joseph O'Grady",
            ("minion-ability", "Joseph O'Grady burns 1 blood: +1 vote"),
            ("vote-for", "Cast Joseph O'Grady's 1 vote for"),
        ),
        _joseph_voted,
        MINION,
    ),
    Case(
        "Gerald Windham",
        "",
        "While untitled, +1 vote for each ready titled vampire other Methuselahs control.",
        [_alice("Gerald Windham", hand=_CALLS), _bob("Alice Chen")],
        _referendum("Gerald Windham", ("vote-for", "Cast Gerald Windham's 1 vote for")),
        _gerald_voted,
        MINION,
    ),
    Case(
        "Armin Brenner",
        "",
        "When a referendum he calls passes, you gain 1 pool after resolving it.",
        [_alice("Armin Brenner", hand=[*_CALLS, "Choir"]), _bob()],
        _referendum(
            "Armin Brenner",
            ("vote-for", "Cast Armin Brenner's"),
            ("done", "Done casting"),
        ),
        _armin_gains,
        MINION,
    ),
    _bleed_case("Lutz von Hohenzollern", 2),
    Case(
        "Lutz von Hohenzollern",
        "",
        "If he is ready, your prey burns 1 pool after the referendum of a political action passes.",
        [_alice("Lutz von Hohenzollern", hand=_CALLS), _bob()],
        _referendum(
            "Lutz von Hohenzollern",
            ("vote-for", "Cast Lutz von Hohenzollern's"),
            ("done", "Done casting"),
        ),
        _prey_burns_one_more,
        MINION,
    ),
    Case(
        "Carna, The Princess Witch",
        "",
        "During your unlock phase she can burn one of her retainers to gain 2 blood.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Carna, The Princess Witch", "blood": 3, "attached": ["Raven Spy"]}
                ],
            },
            _bob(),
        ],
        [("use", "burns Raven Spy to gain 2 blood")],
        _retainer_burned_for_blood,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Nikolaus Vermeulen",
        "",
        "During your unlock phase, 1 blood from him to a Nosferatu in your uncontrolled region.",
        [_alice("Nikolaus Vermeulen", uncontrolled=["The Dowager"]), _bob()],
        [("use", "Move 1 blood from Nikolaus Vermeulen to The Dowager")],
        _blood_to_uncontrolled,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Keith Moody",
        "",
        "Your prey can burn the Edge during your unlock phase to burn 1 blood from him.",
        [_alice("Keith Moody"), _bob()],
        [("use", "Burn the Edge: Keith Moody burns 1 blood")],
        _edge_burned_for_blood,
        {"phase": "unlock", "turn": 5, "edge": 1},
    ),
    _bleed_case("Arika", 2),
    Case(
        "Arika",
        "",
        "In your prey's unlock phase, your prey burns 1 pool or burns each location.",
        [_alice("Arika"), {"name": "Bob", "in_play": ["Elder Library"]}],
        [("burn-pool", "Burn 1 pool to keep Elder Library")],
        _location_kept_for_pool,
        _BOBS_UNLOCK,
    ),
    Case(
        "Owain Evans, The Wanderer",
        "",
        "During any Methuselah's unlock phase, a blood from the bank to a vampire they control.",
        [
            _alice("Owain Evans, The Wanderer"),
            {"name": "Bob", "ready": [{"card": PLAIN, "blood": 3}]},
        ],
        [("use", f"Owain Evans, The Wanderer: 1 blood to {PLAIN}")],
        _blood_from_owain,
        _BOBS_UNLOCK,
    ),
    _bleed_case("Leandro", 2),
    Case(
        "Leandro",
        "",
        "In each other Methuselah's unlock phase, they burn 1 pool or lose all their transfers.",
        [_alice("Leandro"), _bob(PLAIN)],
        [("lose-transfers", "Lose all transfers")],
        _no_transfers,
        _BOBS_UNLOCK,
    ),
    Case(
        "Pherydima",
        "",
        "During your discard phase, you may burn a pool to unlock her.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Pherydima", "blood": BLOOD, "locked": True}],
                "hand": ["Choir"],
            },
            _bob(),
        ],
        [("use", "Burn a pool to unlock Pherydima")],
        _unlocked_by("Pherydima", 29, None),
        _DISCARD,
    ),
    Case(
        "Emily Carson",
        "",
        "During your discard phase, she can burn the Edge to unlock.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Emily Carson", "blood": BLOOD, "locked": True}],
                "hand": ["Choir"],
            },
            _bob(),
        ],
        [("use", "Burn the Edge to unlock Emily Carson")],
        _unlocked_by("Emily Carson", 30, None),
        {**_DISCARD, "edge": 0},
    ),
    Case(
        "Rachel Brandywine",
        "",
        "At the end of your discard phase, the cards you discarded can go back to the library.",
        [_alice("Rachel Brandywine", hand=["Conditioning"]), _bob()],
        [
            ("discard", "Discard Conditioning"),
            ("use", "put Conditioning back in your library and shuffle"),
        ],
        _in_play_as("Conditioning", Region.LIBRARY),
        _DISCARD,
    ),
    _bleed_case("Mora, the Death Seer", 1),
    Case(
        "Mora, the Death Seer",
        "",
        "If she is ready in your discard phase, a library card of the ash heap goes to the "
        "bottom of the library.",
        [_alice("Mora, the Death Seer", ash_heap=["Deep Song"]), _bob()],
        [("use", "move Deep Song to the bottom of your library")],
        _card_back_in_library,
        _DISCARD,
    ),
    Case(
        "Tommaso Sforza",
        "",
        "Once each turn he can burn 1 blood before range is determined to end a combat of "
        "your wraith ally.",
        [
            {
                "name": "Alice",
                "ready": ["Spectral Servitor", {"card": "Tommaso Sforza", "blood": BLOOD}],
            },
            _bob(PLAIN),
        ],
        [
            ("bleed", "Spectral Servitor bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("minion-ability", "Tommaso Sforza burns 1 blood to end combat"),
        ],
        _combat_ended_at_once,
        MINION,
    ),
    _cheaper_case(
        "Kuyén",
        "Animals (allies and retainers) cost him 1 less blood or pool: Raven Spy costs nothing.",
        "Raven Spy",
        ("employ", "Kuyén employs Raven Spy [ani]"),
        _paid("Kuyén", BLOOD),
    ),
    _bleed_case("Adana de Sforza", 2),
    Case(
        "Adana de Sforza",
        "",
        "Combat cards cost her 1 fewer blood: Majesty costs nothing.",
        [_alice("Adana de Sforza", hand=["Majesty"]), _bob(PLAIN)],
        [
            ("bleed", "Adana de Sforza bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("card", "Play Majesty [pre]"),
        ],
        _paid("Adana de Sforza", BLOOD),
        MINION,
    ),
    _cheaper_case(
        "Meshenka",
        "Cards requiring Vicissitude cost her 1 less blood: Bauble costs 1.",
        "Bauble",
        ("card", "Meshenka plays Bauble [vic]"),
        _paid("Meshenka", BLOOD - 1),
    ),
    _cheaper_case(
        "Erebus",
        "Wraiths (allies and retainers) cost him 1 fewer blood or pool: a 1-pool wraith is free.",
        "Emerald Legionnaire",
        ("recruit", "Erebus recruits Emerald Legionnaire"),
        _paid("Erebus", BLOOD),
    ),
    _cheaper_case(
        "Omme Enberbenight",
        "Cards requiring Mytherceria cost him 1 less blood: Redcap Wilder costs 1.",
        "Redcap Wilder",
        ("employ", "Omme Enberbenight employs Redcap Wilder [myt]"),
        _paid("Omme Enberbenight", BLOOD - 1),
    ),
    Case(
        "Goratrix",
        "",
        "He can steal 2 blood as a ranged strike.",
        [_alice("Goratrix"), _bob(PLAIN)],
        [
            ("bleed", "Goratrix bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("minion-ability", "Goratrix: steal 2R blood"),
        ],
        _blood_stolen,
        MINION,
    ),
    Case(
        "Lucian",
        "",
        "He may steal equipment as a strike.",
        [
            _alice("Lucian"),
            {"name": "Bob", "ready": [{"card": PLAIN, "blood": BLOOD, "attached": ["Sport Bike"]}]},
        ],
        [
            ("bleed", "Lucian bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("minion-ability", "Lucian: steal equipment"),
        ],
        _equipment_stolen,
        MINION,
    ),
    _prevent_case(
        "Lodin (Olaf Holte)",
        "Once each combat, he can prevent 1 damage from an opposing minion's strike.",
    ),
    _prevent_case("Omaya", "She may prevent one damage each combat."),
    _maneuver_case("Saku Pihlajamäki", "He gets 1 optional maneuver each combat."),
    _maneuver_case("Howler", "She gets 1 optional maneuver each combat."),
    _maneuver_case(
        'Jack "Hannibal137" Harmon', "He gets an optional maneuver on the first round of combat."
    ),
    Case(
        "Howler",
        "",
        "+1 strength: her hand strike does 2 damage (her optional maneuver unused).",
        [_alice("Howler"), _bob(PLAIN)],
        [
            ("bleed", "Howler bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("pass", "Do not maneuver"),
        ],
        _hand_strike_only,
        MINION,
    ),
    Case(
        "Howler",
        "",
        "She cannot use weapons: her .44 Magnum is no strike of hers.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Howler", "blood": BLOOD, "attached": [".44 Magnum"]}],
            },
            _bob(PLAIN),
        ],
        [
            ("bleed", "Howler bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("pass", "Do not maneuver"),
        ],
        _hand_strike_only,
        MINION,
    ),
    Case(
        "Massassi",
        "",
        "She can enter combat with a ready vampire (directed), with an optional maneuver in its "
        "first round.",
        [_alice("Massassi"), _bob(PLAIN)],
        [
            ("minion-ability", f"Massassi enters combat with {PLAIN}"),
            ("decline", "Do not block"),
            ("maneuver", "optional maneuver"),
        ],
        _maneuvered_away("Massassi"),
        MINION,
    ),
    _strength_against_case("Cynthia Ingold", 1, "a Camarilla vampire", PLAIN),
    _strength_against_case("Rake", 1, "Ventrue", PLAIN),
    _strength_against_case("Blythe Candeleria", -1, "a Malkavian", "Adelaide Davis"),
    Case(
        "Flávio Gonçalves",
        "",
        "Once each combat, he can strike: dodge.",
        [_alice(PLAIN), _bob("Flávio Gonçalves")],
        [
            ("bleed", f"{PLAIN} bleeds Bob"),
            ("block", "Block with Flávio"),
            ("minion-ability", "Flávio Gonçalves: dodge (once each combat)"),
        ],
        _flavio_dodges,
        MINION,
    ),
    _master_case("Anson"),
    _master_case("Nana Buruku"),
    _hand_size_case("Nana Buruku", 8),
    Case(
        "Victoria",
        "",
        "During your master phase, you may burn the Edge to gain 2 pool if she is ready.",
        [_alice("Victoria"), _bob()],
        [("minion-ability", "Victoria: burn the Edge to gain 2 pool")],
        _edge_for_pool,
        {**_MASTER, "edge": 0},
    ),
    _master_case(
        "Huitzilopochtli",
        "If he is ready in your master phase, 1 pool for +1 master phase action.",
        (("minion-ability", "burn 1 pool for +1 master phase action"),),
    ),
    Case(
        "Uchenna",
        "",
        "During your master phase, he may burn a blood to burn a card from your hand.",
        [_alice("Uchenna", hand=["Conditioning"]), _bob()],
        [("minion-ability", "Uchenna: burn 1 blood to burn a card from your hand")],
        _burned_from_hand,
        _MASTER,
    ),
    _master_case(
        "Isanwayen",
        "If he is ready in your master phase, you can lock him for +1 master phase action.",
        (("minion-ability", "Lock Isanwayen for +1 master phase action"),),
        _locked_for_an_action,
    ),
    _hand_size_case(
        "Guillaume Giovanni", 9, in_play=["Academic Hunting Ground", "Asylum Hunting Ground"]
    ),
    Case(
        "Guillaume Giovanni",
        "",
        "+1 stealth during recruit actions.",
        [_alice("Guillaume Giovanni", hand=["Caiaphas Smith"]), _bob()],
        [("recruit", "Guillaume Giovanni recruits Caiaphas Smith (+2 stealth")],
        _in_play_as("Caiaphas Smith", Region.UNCONTROLLED),
        MINION,
    ),
    Case(
        "Guillaume Giovanni",
        "",
        "+1 stealth during employ actions.",
        [_alice("Guillaume Giovanni", hand=["Ghoul Retainer"]), _bob()],
        [("employ", "Guillaume Giovanni employs Ghoul Retainer (+2 stealth")],
        _in_play_as("Ghoul Retainer", Region.ON_CARD),
        MINION,
    ),
    _hand_size_case("Erlik", 8),
    Case(
        "Erlik",
        "",
        "As he enters play, up to 5 of his blood to your uncontrolled Harbingers of Skulls.",
        [
            {
                "name": "Alice",
                "uncontrolled": [{"card": "Erlik", "blood": 10}, "Alcoan"],
            },
            _bob(),
        ],
        [("use", "Move 1 blood from Erlik to Alcoan"), ("use", "Move 1 blood from Erlik")],
        _blood_to_alcoan,
        {"phase": "influence", "turn": 5},
    ),
    Case(
        "Ingrid Rossler",
        "",
        "+2 transfers: 6 transfers in the influence phase.",
        [_alice("Ingrid Rossler", uncontrolled=[PLAIN]), _bob()],
        [],
        _six_transfers,
        {"phase": "influence", "turn": 5},
    ),
    _hand_size_case("André the Manipulator", 9),
]
