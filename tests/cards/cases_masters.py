"""Cases for master cards (1.6.2, 5): played in the master phase, and the abilities of
locations and other master cards in play at their steps (rules/abilities.py)."""

from __future__ import annotations

from harness import Case, card, logged, pool

from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MASTER = {"phase": "master", "turn": 5}
MINION = {"phase": "minion", "turn": 5}
UNLOCK = {"phase": "unlock", "turn": 5}
INFLUENCE = {"phase": "influence", "turn": 5}
BOB = {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]}


def _alice(hand: list[str], blood: int = 1, **more: object) -> dict:
    return {"name": "Alice", "ready": [{"card": "Krid", "blood": blood}], "hand": hand, **more}


def _options(seq: Sequencer, key: str) -> list[str]:
    assert seq.prompt is not None
    return [o.label for o in seq.prompt.options if o.key == key]


# -- master cards played ---------------------------------------------------------------------------


def _blood_doll(seq: Sequencer) -> None:
    krid = card(seq.state, "Krid")
    assert card(seq.state, "Blood Doll").host is krid
    assert krid.blood == 0 and pool(seq, 0) == 31
    assert not _options(seq, "ability"), "once each master phase"


def _life_in_the_city(seq: Sequencer) -> None:
    assert card(seq.state, "Mazz").blood == 3


def _misdirection(seq: Sequencer) -> None:
    assert card(seq.state, "Mazz").locked
    assert pool(seq, 0) == 29


def _elder_library(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert card(seq.state, "Elder Library").region is Region.IN_PLAY
    assert alice.hand_size == 8 and len(alice.hand) == 8  # 1.6.1.2: drawn up at once


def _information_highway(seq: Sequencer) -> None:
    assert seq.prompt is not None and seq.prompt.kind == "transfer"
    assert seq.prompt.context["transfers"] == 4 + 2 - 1  # one used


def _hunting_ground(name: str):
    def check(seq: Sequencer) -> None:
        assert card(seq.state, "Krid").blood == 2
        assert logged(seq, f"{name}: Krid gains 1 blood")

    check.__name__ = f"_{name.lower().replace(' ', '_')}"
    return check


def _villein(seq: Sequencer) -> None:
    krid = card(seq.state, "Krid")
    assert krid.blood == 1 and pool(seq, 0) == 33
    assert [c.name for c in krid.attached] == ["Villein"]
    # A trifle (1.6.2.5): one more master phase action; a second Villein on Krid costs +1 pool.
    assert "Play Villein on Krid (1 pool)" in _options(seq, "master")


def _minion_tap(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").blood == 0 and pool(seq, 0) == 34


def _minion_tap_costs_more_with_villein(seq: Sequencer) -> None:
    assert pool(seq, 0) == 30 - 1 + 2
    assert card(seq.state, "Krid").blood == 2


# -- abilities of cards in play -----------------------------------------------------------------------


def _coven_adds_blood(seq: Sequencer) -> None:
    coven = card(seq.state, "The Coven")
    assert card(seq.state, "Krid").blood == 2 and coven.locked
    assert not _options(seq, "ability"), "used: locked"


def _coven_goes_to_predator(seq: Sequencer) -> None:
    coven = card(seq.state, "The Coven")
    assert coven.controller == 2 and coven in seq.state.players[2].in_play


def _barrens(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert card(seq.state, "Conditioning").region is Region.ASH_HEAP
    assert len(alice.hand) == 7 and card(seq.state, "The Barrens").locked


def _bleed_got_through(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29
    assert logged(seq, "block attempt fails")


def _labyrinth(seq: Sequencer) -> None:
    _bleed_got_through(seq)
    assert card(seq.state, "The Labyrinth").locked


def _elysian_fields(seq: Sequencer) -> None:
    _bleed_got_through(seq)
    assert card(seq.state, "Elysian Fields").locked


def _channel_10(seq: Sequencer) -> None:
    assert logged(seq, "Channel 10: Krid gets +2 intercept (lock it)")
    assert logged(seq, "Krid's block attempt fails"), "first action: no Channel 10"
    assert logged(seq, "Aunt Linda is blocked by Krid")


def _creepshow_casino(seq: Sequencer) -> None:
    assert card(seq.state, "Creepshow Casino").locked
    assert card(seq.state, "Krid").blood == 2  # the hunt went through the block attempt


def _passes(seq: Sequencer) -> None:
    assert logged(seq, "referendum (Ancilla Empowerment) passes")


def _arcane_library(seq: Sequencer) -> None:
    assert card(seq.state, "Claus Wegener").blood == 2
    assert card(seq.state, "Arcane Library").locked


def _art_museum(seq: Sequencer) -> None:
    assert card(seq.state, "Demetrius Slater").blood == 2
    assert card(seq.state, "Art Museum").locked


def _parthenon(seq: Sequencer) -> None:
    assert card(seq.state, "Mazz").locked and card(seq.state, "Krid").locked
    assert card(seq.state, "The Parthenon").locked


def _vessel_played(seq: Sequencer) -> None:
    assert card(seq.state, "Vessel").host is card(seq.state, "Krid")
    assert card(seq.state, "Blood Doll").region is Region.ASH_HEAP
    assert pool(seq, 0) == 29


def _vessel_in_unlock(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").blood == 0 and pool(seq, 0) == 31


def _family_gathering_draws(seq: Sequencer) -> None:
    alek = card(seq.state, "Alek König")
    assert alek.region is Region.UNCONTROLLED and alek.blood == 1


def _family_gathering_to_bottom(seq: Sequencer) -> None:
    crypt = [c.name for c in seq.state.players[0].crypt]
    assert crypt == ["Alek König", "Claus Wegener"]


def _effective_management(seq: Sequencer) -> None:
    assert card(seq.state, "Claus Wegener").region is Region.UNCONTROLLED


def _zillahs_valley(seq: Sequencer) -> None:
    assert card(seq.state, "Cardano").blood == 5 and pool(seq, 0) == 25


def _giants_blood(seq: Sequencer) -> None:
    assert card(seq.state, "Claus Wegener").blood == 5


def _liquidation(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert pool(seq, 0) == 33
    assert [c.name for c in alice.ash_heap].count("Choir") == 7
    assert len(alice.hand) == 1  # not replaced until her discard phase


def _wider_view_draws(seq: Sequencer) -> None:
    assert card(seq.state, "Claus Wegener").region is Region.UNCONTROLLED
    assert card_removed(seq, "Cardano")
    assert seq.prompt is not None and seq.prompt.context["transfers"] == 3


def card_removed(seq: Sequencer, name: str) -> bool:
    return any(c.name == name for c in seq.state.players[0].removed)


def _wider_view_burns(seq: Sequencer) -> None:
    assert pool(seq, 0) == 32
    assert card(seq.state, "Wider View").region is Region.ASH_HEAP


def _perfectionist(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").blood == 2 and pool(seq, 1) == 29


def _warsaw_unlocks(seq: Sequencer) -> None:
    linda = card(seq.state, "Aunt Linda")
    assert linda.blood == 3 and not linda.locked
    assert card(seq.state, "Warsaw Station").locked


def _warsaw_rescues(seq: Sequencer) -> None:
    assert card(seq.state, "Agrippina").region is Region.READY
    assert card(seq.state, "Warsaw Station").region is Region.ASH_HEAP


def _dreams_pool(seq: Sequencer) -> None:
    dreams = card(seq.state, "Dreams of the Sphinx")
    assert pool(seq, 0) == 32 and dreams.locked and dreams.blood == 1


def _dreams_hand(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert alice.hand_size == 9 and len(alice.hand) == 9


def _dreams_blood(seq: Sequencer) -> None:
    assert card(seq.state, "Claus Wegener").blood == 2
    assert card(seq.state, "Dreams of the Sphinx").region is Region.ASH_HEAP  # 3 counters


def _smiling_jack_counter(seq: Sequencer) -> None:
    assert card(seq.state, "Smiling Jack, The Anarch").blood == 1 and pool(seq, 0) == 29


def _smiling_jack_toll(seq: Sequencer) -> None:
    assert pool(seq, 0) == 29 and card(seq.state, "Krid").blood == 1


def _burned(name: str):
    def check(seq: Sequencer) -> None:
        assert card(seq.state, name).region is Region.ASH_HEAP

    check.__name__ = "_burned"
    return check


def _fame_torpor(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").region is Region.TORPOR
    assert logged(seq, "Bob burns 3 pool (Fame)")


def _fame_unlock(seq: Sequencer) -> None:
    assert pool(seq, 0) == 29 and pool(seq, 1) == 30


def _pentex_blocks_nothing(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29
    assert not logged(seq, "Bob declines to block"), "no block was possible"


def _haven_combat(seq: Sequencer) -> None:
    assert logged(seq, "Krid and Mazz enter combat")


def _rebel(seq: Sequencer) -> None:
    lines = [e.text for e in seq.state.log]
    assert "Krid gains 1 blood" in lines, "as he blocks"
    assert lines.index("Krid gains 1 blood") < lines.index("Alice Chen and Krid enter combat")


def _guardian_angel_intercept(seq: Sequencer) -> None:
    assert logged(seq, "Alice Chen is blocked by Krid")


def _guardian_angel_torpor(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").region is Region.TORPOR
    assert card(seq.state, "Guardian Angel").region is Region.ASH_HEAP


def _anarch_revolt(seq: Sequencer) -> None:
    assert pool(seq, 0) == 29


def _wasserschloss_master(seq: Sequencer) -> None:
    assert card(seq.state, "Wasserschloss Anif, Austria").blood == 1
    assert card(seq.state, "Claus Wegener").blood == 2


def _wasserschloss_influence(seq: Sequencer) -> None:
    assert card(seq.state, "Cardano").blood == 4
    assert card(seq.state, "Wasserschloss Anif, Austria").blood == 0


def _grand_ball_played(seq: Sequencer) -> None:
    ball = card(seq.state, "Toreador Grand Ball")
    antoinette = card(seq.state, "Antoinette, She Who Watches")
    assert ball.region is Region.IN_PLAY and antoinette.locked
    assert ball.chosen == [antoinette.uid, card(seq.state, "Demetrius Slater").uid]


def _grand_ball_held(seq: Sequencer) -> None:
    assert card(seq.state, "Antoinette, She Who Watches").locked
    assert not card(seq.state, "Demetrius Slater").locked


def _grand_ball_unblockable(seq: Sequencer) -> None:
    assert card(seq.state, "Demetrius Slater").blood == 3
    assert logged(seq, "Demetrius Slater's action cannot be blocked")


def _rack(seq: Sequencer) -> None:
    assert card(seq.state, "Claus Wegener").blood == 3


def _rack_stolen(seq: Sequencer) -> None:
    rack = card(seq.state, "The Rack")
    assert rack.controller == 0 and rack.chosen == [card(seq.state, "Krid").uid]


def _stolen_powerbase(seq: Sequencer) -> None:
    assert card(seq.state, "Powerbase: Montreal").controller == 0


def _powerbase(seq: Sequencer) -> None:
    assert card(seq.state, "Cardano").blood == 2


def _sudden_reversal(seq: Sequencer) -> None:
    assert not card(seq.state, "Mazz").locked and pool(seq, 0) == 30  # its cost unpaid
    assert [c.name for c in seq.state.players[0].ash_heap] == ["Misdirection"]
    assert seq.state.players[1].oot_master_pending  # 1.6.2.4: borrowed from her next phase


def _wash(seq: Sequencer) -> None:
    assert not card(seq.state, "Mazz").locked and pool(seq, 0) == 30
    assert seq.prompt is not None and seq.prompt.kind == "master"
    assert seq.prompt.context["master_phase_actions"] == 1  # +1 master phase action at once


def _troublemaker_locks(seq: Sequencer) -> None:
    assert card(seq.state, "Mazz").locked and card(seq.state, "Aunt Linda").locked
    assert card(seq.state, "Anarch Troublemaker").controller == 1


def _troublemaker_burns(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").region is Region.ASH_HEAP
    assert card(seq.state, "Anarch Troublemaker").controller == 1


def _chantry(seq: Sequencer) -> None:
    assert card(seq.state, "Cardano").region is Region.READY
    assert card(seq.state, "Claus Wegener").blood == 2 and pool(seq, 0) == 30
    assert card(seq.state, "Chantry").locked


def _capuchin_played(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert card(seq.state, "Visit from the Capuchin").blood == 4
    assert alice.hand_size == 11 and len(alice.hand) == 11  # 1.6.1.2: drawn up at once


def _capuchin_instead(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert len(alice.library) == 20, "the card played was not replaced"
    assert card(seq.state, "Visit from the Capuchin").region is Region.ASH_HEAP  # no counters
    assert alice.hand_size == 7 and len(alice.hand) == 7


def _ashur(seq: Sequencer) -> None:
    alice = seq.state.players[0]
    assert [c.name for c in alice.removed] == ["Ashur Tablets"] * 3
    assert pool(seq, 0) == 33
    assert "Misdirection" in [c.name for c in alice.hand]
    assert "Conditioning" in [c.name for c in alice.library]
    assert [c.name for c in alice.ash_heap] == ["Blood Doll"]


def _golconda(seq: Sequencer) -> None:
    assert any(c.name == "Cardano" for c in seq.state.players[1].removed)
    assert pool(seq, 1) == 30 + 9


def _golconda_canceled(seq: Sequencer) -> None:
    assert card(seq.state, "Cardano").region is Region.READY
    assert pool(seq, 1) == 28


def _monastery(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29 and card(seq.state, "Monastery of Shadows").locked


def _ecoterrorists(seq: Sequencer) -> None:
    assert card(seq.state, "Badger").blood == 2 and card(seq.state, "Ecoterrorists").locked


def _backways(seq: Sequencer) -> None:
    assert pool(seq, 1) == 29 and card(seq.state, "Backways").locked


def _tribute(seq: Sequencer) -> None:
    assert pool(seq, 0) == 32
    assert card(seq.state, "Krid").blood == 0 and card(seq.state, "Claus Wegener").blood == 2


def _metro(seq: Sequencer) -> None:
    assert not card(seq.state, "Krid").locked and pool(seq, 0) == 29
    assert card(seq.state, "Metro Underground").locked


def _archon_investigation(seq: Sequencer) -> None:
    assert card(seq.state, "Madison").region is Region.ASH_HEAP
    assert pool(seq, 1) == 30 - 3  # its cost; the bleed is not successful
    assert logged(seq, "Madison's action ends unresolved")


def _secure_haven_cost(seq: Sequencer) -> None:
    assert card(seq.state, "Mazz").locked and pool(seq, 0) == 28


def _secure_haven_torpor(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").region is Region.TORPOR
    assert card(seq.state, "Secure Haven").region is Region.ASH_HEAP


def _secure_haven_untargetable(seq: Sequencer) -> None:
    assert not _options(seq, "card-combat"), "Haven Uncovered's action cannot target Mazz"


def _di_action(seq: Sequencer) -> None:
    assert not card(seq.state, "Krid").locked, "a canceled action card: the minion does not lock"
    assert card(seq.state, "Computer Hacking").region is Region.ASH_HEAP
    assert pool(seq, 1) == 29  # Direct Intervention's cost; no bleed


def _di_modifier(seq: Sequencer) -> None:
    assert card(seq.state, "Madison").blood == 4, "its cost is not paid"
    assert pool(seq, 1) == 30 - 1 - 1  # Direct Intervention, a bleed of 1


def _di_strike(seq: Sequencer) -> None:
    assert card(seq.state, "Roundhouse").region is Region.ASH_HEAP
    assert logged(seq, "Roundhouse is canceled as it is played")
    assert logged(seq, "Aaron Bathurst strikes: Hand strike")  # another strike, chosen after
    assert card(seq.state, "Aleph").blood == 4 - 1  # strength 1, not Roundhouse's +2
    assert pool(seq, 1) == 29  # Direct Intervention's cost


def _papillon(seq: Sequencer) -> None:
    assert card(seq.state, "Andi Liu").blood == 3
    assert not _options(seq, "feed"), "Krid is not titled"


def _free_press_intercept(seq: Sequencer) -> None:
    assert logged(seq, "Krid is blocked by Anita Wainwright")


def _free_press_hunt(seq: Sequencer) -> None:
    assert card(seq.state, "Anita Wainwright").blood == 3  # 1 from the hunt, 1 from the card


def _krcg(seq: Sequencer) -> None:
    assert logged(seq, "Krid is blocked by Mazz")


def _guardian_angel_prevents(seq: Sequencer) -> None:
    assert logged(seq, "Krid prevents 1 damage")
    assert card(seq.state, "Krid").region is Region.READY


def _wash_trifle(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").locked, "Bob's next master phase kept its action"


def _carfax(seq: Sequencer) -> None:
    assert card(seq.state, "Ángel Guerrero").blood == 2
    assert card(seq.state, "Aluc Romas de Leon").blood == 2
    assert card(seq.state, "Krid").blood == 1, "not an Anarch"


def _grounds(name: str) -> Case:
    return Case(
        name,
        "",
        "During your unlock phase a ready vampire you control can gain 1 blood.",
        [_alice([], in_play=[name]), BOB],
        [("feed", f"{name}: Krid gains 1 blood")],
        _hunting_ground(name),
        UNLOCK,
    )


def _caller(extra: list[dict], in_play: list[str]) -> dict:
    return {
        "name": "Alice",
        "ready": [{"card": "Krid", "blood": 3}, *extra],
        "hand": ["Ancilla Empowerment"],
        "in_play": in_play,
    }


HECATA = {
    "name": "Alice",
    "ready": [{"card": "Gebeyehu Abdu", "blood": 2}],
    "hand": ["Family Gathering"],
}

TOREADORS = {
    "name": "Alice",
    "ready": [
        {"card": "Antoinette, She Who Watches", "blood": 2},
        {"card": "Demetrius Slater", "blood": 2},
    ],
}
# Toreador Grand Ball in play, as if played: Antoinette locked, Demetrius Slater the other.
BALL = {
    "card": "Toreador Grand Ball",
    "chosen": ["Antoinette, She Who Watches", "Demetrius Slater"],
}

# Bob's prince votes 2 against every referendum.
PRINCE = {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 3}]}
CALL = ("political", "calls Ancilla Empowerment")
AGAINST = ("vote-against", "Alice Chen's 2 votes against")
CAST = [("vote-for", "Ancilla Empowerment's 1 vote for")]

CASES = [
    Case(
        "Blood Doll",
        "",
        "On a vampire you control; in the master phase, move 1 blood to the pool (once).",
        [_alice(["Blood Doll"]), BOB],
        [
            ("master", "Play Blood Doll on Krid"),
            ("ability", "Blood Doll: move 1 blood from Krid to your pool"),
        ],
        _blood_doll,
        MASTER,
    ),
    Case(
        "Life in the City",
        "",
        "Trifle. Add 1 blood to a ready vampire.",
        [_alice(["Life in the City"]), BOB],
        [("master", "Life in the City: +1 blood to Mazz")],
        _life_in_the_city,
        MASTER,
    ),
    Case(
        "Misdirection",
        "",
        "Lock a minion; it costs 1 pool.",
        [_alice(["Misdirection"]), BOB],
        [("master", "Misdirection: lock Mazz")],
        _misdirection,
        MASTER,
    ),
    Case(
        "Elder Library",
        "",
        "Unique location. +1 hand size, at once.",
        [_alice(["Elder Library"]), BOB],
        [("master", "Play Elder Library")],
        _elder_library,
        MASTER,
    ),
    Case(
        "Information Highway",
        "",
        "Unique location. +2 transfers.",
        [
            _alice(["Information Highway"], uncontrolled=[{"card": "Claus Wegener", "blood": 1}]),
            BOB,
        ],
        [("master", "Play Information Highway"), ("to-minion", "Move 1 pool to Claus Wegener")],
        _information_highway,
        MASTER,
    ),
    *(
        _grounds(name)
        for name in (
            "Academic Hunting Ground",
            "Asylum Hunting Ground",
            "Biotech Company Hunting Ground",
            "Political Hunting Ground",
            "Slum Hunting Ground",
            "Society Hunting Ground",
            "Uptown Hunting Ground",
        )
    ),
    Case(
        "Villein",
        "",
        "Trifle. On a vampire you control with blood: move 2 to 5 of it to your pool; another "
        "Villein on him costs +1 pool.",
        [_alice(["Villein", "Villein"], blood=4), BOB],
        [("master", "Play Villein on Krid"), ("amount", "Move 3 blood")],
        _villein,
        MASTER,
    ),
    Case(
        "Minion Tap",
        "",
        "Move any amount of blood from a vampire you control to your pool.",
        [_alice(["Minion Tap"], blood=4), BOB],
        [("master", "Minion Tap: blood from Krid"), ("amount", "Move 4 blood")],
        _minion_tap,
        MASTER,
    ),
    Case(
        "Villein",
        "",
        "While Villein is in play, cards named Minion Tap cost you +1 pool.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 4, "attached": ["Villein"]}],
                "hand": ["Minion Tap"],
            },
            BOB,
        ],
        [("master", "Minion Tap: blood from Krid (1 pool)"), ("amount", "Move 2 blood")],
        _minion_tap_costs_more_with_villein,
        MASTER,
    ),
    Case(
        "The Coven",
        "",
        "Lock to add 2 blood to a ready vampire you control.",
        [_alice([], blood=0, in_play=["The Coven"]), BOB],
        [("ability", "The Coven: add 2 blood to Krid")],
        _coven_adds_blood,
        MASTER,
    ),
    Case(
        "The Coven",
        "",
        "During your discard phase, your predator takes control of The Coven.",
        [_alice(["Conditioning"], in_play=["The Coven"]), BOB, {"name": "Carol"}],
        [("end", "End the discard phase")],
        _coven_goes_to_predator,
        {"phase": "discard", "turn": 5},
    ),
    Case(
        "The Barrens",
        "",
        "Lock to discard a card (draw up afterward).",
        [_alice(["Conditioning", "Misdirection"], in_play=["The Barrens"]), BOB],
        [("ability", "The Barrens: discard a card"), ("discard", "Discard Conditioning")],
        _barrens,
        MINION,
    ),
    Case(
        "The Labyrinth",
        "",
        "Lock to give a Nosferatu you control +1 stealth.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aunt Linda", "blood": 2}],
                "in_play": ["The Labyrinth"],
            },
            BOB,
        ],
        [
            ("bleed", "Aunt Linda bleeds Bob"),
            ("block", "Block with Mazz"),
            ("ability", "The Labyrinth"),
        ],
        _labyrinth,
        MINION,
    ),
    Case(
        "Elysian Fields",
        "",
        "Lock to give a Lasombra you control +1 stealth.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Banjoko", "blood": 2}],
                "in_play": ["Elysian Fields"],
            },
            BOB,
        ],
        [
            ("bleed", "Banjoko bleeds Bob"),
            ("block", "Block with Mazz"),
            ("ability", "Elysian Fields"),
        ],
        _elysian_fields,
        MINION,
    ),
    Case(
        "Channel 10",
        "",
        "Lock to give a minion you control +2 intercept, not during the first action of a "
        "minion phase.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aunt Linda", "blood": 2}, {"card": "Agrippina", "blood": 2}],
            },
            {"name": "Bob", "ready": [{"card": "Krid", "blood": 2}], "in_play": ["Channel 10"]},
        ],
        [
            ("hunt", "Agrippina hunts"),
            ("block", "Block with Krid"),
            ("hunt", "Aunt Linda hunts"),
            ("block", "Block with Krid"),
            ("ability", "Channel 10: Krid gets +2 intercept"),
        ],
        _channel_10,
        MINION,
    ),
    Case(
        "Creepshow Casino",
        "",
        "Lock as a vampire you control announces an undirected action: +1 stealth.",
        [
            _alice([], in_play=["Creepshow Casino"]),
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2, "attached": ["Raven Spy"]}]},
        ],
        [
            ("hunt", "Krid hunts"),
            ("ability", "Creepshow Casino: Krid gets +1 stealth"),
            ("block", "Block with Mazz"),
        ],
        _creepshow_casino,
        MINION,
    ),
    Case(
        "Ventrue Headquarters",
        "",
        "Lock during the polling step of any referendum for +3 votes.",
        [_caller([], ["Ventrue Headquarters"]), PRINCE],
        [
            CALL,
            ("ability", "Ventrue Headquarters: +3 votes"),
            AGAINST,
            ("vote-for", "Ventrue Headquarters's 3 votes for"),
            *CAST,
        ],
        _passes,
        MINION,
    ),
    Case(
        "Power Structure",
        "",
        "Lock during the polling step of a political action: each Lasombra you control +1 vote.",
        [
            _caller(
                [{"card": "Banjoko", "blood": 2}, {"card": "Black Wallace", "blood": 2}],
                ["Power Structure"],
            ),
            PRINCE,
        ],
        [
            CALL,
            ("ability", "Power Structure: +1 vote"),
            AGAINST,
            ("vote-for", "Banjoko's 1 vote for"),
            ("vote-for", "Black Wallace's 1 vote for"),
            *CAST,
        ],
        _passes,
        MINION,
    ),
    Case(
        "Elysium: The Palace of Versailles",
        "",
        "Lock during the polling step of a political action: each titled Camarilla vampire "
        "you control +1 vote.",
        [
            _caller([{"card": "Chrysanthemum", "blood": 2}], ["Elysium: The Palace of Versailles"]),
            PRINCE,
        ],
        [
            CALL,
            ("ability", "Elysium: The Palace of Versailles: +1 vote"),
            AGAINST,
            ("vote-for", "Chrysanthemum's 2 votes for"),
            *CAST,
        ],
        _passes,
        MINION,
    ),
    Case(
        "Arcane Library",
        "",
        "Lock during your influence phase to add 1 blood to a Tremere in your uncontrolled region.",
        [
            _alice(
                [],
                in_play=["Arcane Library"],
                uncontrolled=[{"card": "Claus Wegener", "blood": 1}, {"card": "Mazz", "blood": 1}],
            ),
            BOB,
        ],
        [("ability", "Arcane Library: add 1 blood to Claus Wegener")],
        _arcane_library,
        INFLUENCE,
    ),
    Case(
        "Art Museum",
        "",
        "Lock during your influence phase to add 1 blood to a Toreador in your uncontrolled "
        "region.",
        [
            _alice(
                [], in_play=["Art Museum"], uncontrolled=[{"card": "Demetrius Slater", "blood": 1}]
            ),
            BOB,
        ],
        [("ability", "Art Museum: add 1 blood to Demetrius Slater")],
        _art_museum,
        INFLUENCE,
    ),
    Case(
        "The Parthenon",
        "",
        "During your master phase, lock for +1 master phase action.",
        [_alice(["Misdirection", "Misdirection"], in_play=["The Parthenon"]), BOB],
        [
            ("master", "Misdirection: lock Mazz"),
            ("ability", "The Parthenon: +1 master phase action"),
            ("master", "Misdirection: lock Krid"),
        ],
        _parthenon,
        MASTER,
    ),
    Case(
        "Vessel",
        "",
        "Trifle. On a vampire; you can burn a Blood Doll.",
        [
            _alice(["Vessel"]),
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2, "attached": ["Blood Doll"]}]},
        ],
        [("master", "Play Vessel on Krid"), ("burn", "Burn Blood Doll")],
        _vessel_played,
        MASTER,
    ),
    Case(
        "Vessel",
        "",
        "During their unlock phase, move 1 blood between this vampire and the pool.",
        [{"name": "Alice", "ready": [{"card": "Krid", "blood": 1, "attached": ["Vessel"]}]}, BOB],
        [("ability", "Vessel: move 1 blood from Krid to your pool")],
        _vessel_in_unlock,
        UNLOCK,
    ),
    Case(
        "Family Gathering",
        "",
        "Trifle. The top crypt card, a Hecata: drawn, with 1 blood.",
        [HECATA | {"crypt": ["Alek König", "Claus Wegener"]}, BOB],
        [("master", "Play Family Gathering")],
        _family_gathering_draws,
        MASTER,
    ),
    Case(
        "Family Gathering",
        "",
        "The top crypt card, not a Hecata: to the bottom of the crypt.",
        [HECATA | {"crypt": ["Claus Wegener", "Alek König"]}, BOB],
        [("master", "Play Family Gathering")],
        _family_gathering_to_bottom,
        MASTER,
    ),
    Case(
        "Effective Management",
        "",
        "Move the top card of your crypt to your uncontrolled region.",
        [_alice(["Effective Management"], crypt=["Claus Wegener", "Cardano"]), BOB],
        [("master", "Play Effective Management")],
        _effective_management,
        MASTER,
    ),
    Case(
        "Zillah's Valley",
        "",
        "Add 4 blood to a vampire of capacity 8 or more in your uncontrolled region.",
        [
            _alice(
                ["Zillah's Valley"],
                uncontrolled=[{"card": "Cardano", "blood": 1}, {"card": "Claus Wegener"}],
            ),
            BOB,
        ],
        [("master", "Zillah's Valley: +4 blood to Cardano")],
        _zillahs_valley,
        MASTER,
    ),
    Case(
        "Giant's Blood",
        "",
        "The chosen vampire gains blood up to his capacity.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Claus Wegener", "blood": 1}],
                "hand": ["Giant's Blood"],
            },
            BOB,
        ],
        [("master", "Giant's Blood: fill Claus Wegener with blood")],
        _giants_blood,
        MASTER,
    ),
    Case(
        "Liquidation",
        "",
        "Burn 7 cards from the top of your library to gain 3 pool.",
        [_alice(["Liquidation", "Misdirection"]), BOB],
        [("master", "Play Liquidation")],
        _liquidation,
        MASTER,
    ),
    Case(
        "Wider View",
        "",
        "1 transfer: draw a crypt card, then remove a crypt card of your uncontrolled region.",
        [
            _alice(
                [],
                in_play=["Wider View"],
                crypt=["Claus Wegener"],
                uncontrolled=[{"card": "Cardano", "blood": 1}],
            ),
            BOB,
        ],
        [
            ("ability", "Wider View: draw a crypt card"),
            ("remove", "Remove Cardano from the game"),
        ],
        _wider_view_draws,
        INFLUENCE,
    ),
    Case(
        "Wider View",
        "",
        "4 transfers: burn this card to gain 2 pool.",
        [_alice([], in_play=["Wider View"], uncontrolled=[{"card": "Cardano", "blood": 1}]), BOB],
        [("ability", "Wider View: gain 2 pool (burn it)")],
        _wider_view_burns,
        INFLUENCE,
    ),
    Case(
        "Perfectionist",
        "",
        "Once each turn, this vampire gains 1 blood after a successful action during which no "
        "reaction card was played.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 1, "attached": ["Perfectionist"]}],
            },
            BOB,
        ],
        [("bleed", "Krid bleeds Bob"), ("ability", "Perfectionist: add 1 blood to Krid")],
        _perfectionist,
        MINION,
    ),
    Case(
        "Warsaw Station",
        "",
        "Lock as a Nosferatu announces an undirected action: he unlocks after it if it succeeds.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aunt Linda", "blood": 2}],
                "in_play": ["Warsaw Station"],
            },
            BOB,
        ],
        [
            ("hunt", "Aunt Linda hunts"),
            ("ability", "Warsaw Station: Aunt Linda unlocks if the action is successful"),
            ("end", "End the minion phase"),
        ],
        _warsaw_unlocks,
        MINION,
    ),
    Case(
        "Warsaw Station",
        "",
        "Burn this card to move a Nosferatu in torpor to the ready region.",
        [_alice([], in_play=["Warsaw Station"], torpor=[{"card": "Agrippina", "blood": 1}]), BOB],
        [("ability", "Warsaw Station: move Agrippina from torpor to the ready region")],
        _warsaw_rescues,
        MINION,
    ),
    Case(
        "Dreams of the Sphinx",
        "",
        "Lock during your unlock phase to gain 1 pool if you have the Edge; a counter.",
        [_alice([], in_play=["Dreams of the Sphinx"]), BOB],
        [("ability", "Dreams of the Sphinx: gain 1 pool")],
        _dreams_pool,
        UNLOCK | {"edge": 0},
    ),
    Case(
        "Dreams of the Sphinx",
        "",
        "Lock for +2 hand size until the end of the turn: drawn at once.",
        [_alice(["Conditioning"] * 7, in_play=["Dreams of the Sphinx"]), BOB],
        [("ability", "Dreams of the Sphinx: +2 hand size this turn")],
        _dreams_hand,
        MINION,
    ),
    Case(
        "Dreams of the Sphinx",
        "",
        "Lock to add 1 blood to a vampire in your uncontrolled region; burned at 3 counters.",
        [
            _alice(
                [],
                in_play=[{"card": "Dreams of the Sphinx", "blood": 2}],
                uncontrolled=[{"card": "Claus Wegener", "blood": 1}],
            ),
            BOB,
        ],
        [("ability", "Dreams of the Sphinx: add 1 blood to Claus Wegener")],
        _dreams_blood,
        INFLUENCE,
    ),
    Case(
        "Smiling Jack, The Anarch",
        "",
        "During your unlock phase, move 1 counter from your pool to this card.",
        [_alice([], in_play=["Smiling Jack, The Anarch"]), BOB],
        [],
        _smiling_jack_counter,
        UNLOCK,
    ),
    Case(
        "Smiling Jack, The Anarch",
        "",
        "During each other Methuselah's unlock phase, for each counter she burns 1 pool or 1 "
        "blood from a vampire she controls.",
        [
            _alice([], blood=2),
            {"name": "Bob", "in_play": [{"card": "Smiling Jack, The Anarch", "blood": 2}]},
        ],
        [("pool", "Burn 1 pool"), ("blood", "Burn 1 blood from Krid")],
        _smiling_jack_toll,
        UNLOCK,
    ),
    Case(
        "Fame",
        "",
        "After this vampire goes to torpor, their controller burns 3 pool.",
        [
            {"name": "Alice", "ready": [{"card": "Aunt Linda", "blood": 3}]},
            {"name": "Bob", "ready": [{"card": "Krid", "blood": 0, "attached": ["Fame"]}]},
        ],
        [("bleed", "Aunt Linda bleeds Bob"), ("block", "Block with Krid")],
        _fame_torpor,
        MINION,
    ),
    Case(
        "Fame",
        "",
        "During each Methuselah's unlock phase, if this vampire is in torpor, she burns 1 pool.",
        [_alice([]), {"name": "Bob", "torpor": [{"card": "Mazz", "attached": ["Fame"]}]}],
        [],
        _fame_unlock,
        UNLOCK,
    ),
    Case(
        "Pentex™ Subversion",
        "",
        "This minion cannot block.",
        [
            _alice([]),
            {"name": "Bob", "ready": [{"card": "Mazz", "attached": ["Pentex™ Subversion"]}]},
        ],
        [("bleed", "Krid bleeds Bob")],
        _pentex_blocks_nothing,
        MINION,
    ),
    Case(
        "Pentex™ Subversion",
        "",
        "Other minions can burn this card as a directed action.",
        [
            _alice([]),
            {"name": "Bob", "ready": [{"card": "Mazz", "attached": ["Pentex™ Subversion"]}]},
        ],
        [("burn-card", "Krid burns Pentex™ Subversion")],
        _burned("Pentex™ Subversion"),
        MINION,
    ),
    Case(
        "Haven Uncovered",
        "",
        "Minions can enter combat with this vampire as a +1 stealth directed action.",
        [
            _alice([], blood=2),
            {
                "name": "Bob",
                "ready": [{"card": "Mazz", "blood": 2, "attached": ["Haven Uncovered"]}],
            },
        ],
        [
            ("card-combat", "Krid enters combat with Mazz (+1 stealth)"),
            ("end", "End the minion phase"),
        ],
        _haven_combat,
        MINION,
    ),
    Case(
        "Haven Uncovered",
        "",
        "This vampire can burn this card as a +1 stealth directed action.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 1, "attached": ["Haven Uncovered"]}],
            },
            BOB,
        ],
        [("burn-card", "Krid burns Haven Uncovered (+1 stealth)"), ("end", "End the minion phase")],
        _burned("Haven Uncovered"),
        MINION,
    ),
    Case(
        "Rebel",
        "",
        "Once each turn, if this vampire blocks a titled vampire, he gains 1 blood first.",
        [
            {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 3}]},
            {"name": "Bob", "ready": [{"card": "Krid", "blood": 1, "attached": ["Rebel"]}]},
        ],
        [("bleed", "Alice Chen bleeds Bob"), ("block", "Block with Krid")],
        _rebel,
        MINION,
    ),
    Case(
        "Guardian Angel",
        "",
        "+1 intercept during bleed actions directed at you.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 3}],
            },
            {
                "name": "Bob",
                "ready": [{"card": "Krid", "blood": 1, "attached": ["Guardian Angel"]}],
            },
        ],
        [
            ("bleed", "Alice Chen bleeds Bob"),
            ("block", "Block with Krid (intercept 1 vs stealth 0"),
        ],
        _guardian_angel_intercept,
        MINION,
    ),
    Case(
        "Guardian Angel",
        "",
        "If this vampire is in torpor, burn this card.",
        [
            {"name": "Alice", "ready": [{"card": "Aunt Linda", "blood": 3}]},
            {
                "name": "Bob",
                "ready": [{"card": "Krid", "blood": 0, "attached": ["Guardian Angel"]}],
            },
        ],
        [
            ("bleed", "Aunt Linda bleeds Bob"),
            ("block", "Block with Krid"),
            ("pass", "Prevent no more damage"),
        ],
        _guardian_angel_torpor,
        MINION,
    ),
    Case(
        "Anarch Revolt",
        "",
        "A Methuselah not controlling a ready Anarch burns 1 pool during her unlock phase.",
        [_alice([]), {"name": "Bob", "in_play": ["Anarch Revolt"]}],
        [],
        _anarch_revolt,
        UNLOCK,
    ),
    Case(
        "Wasserschloss Anif, Austria",
        "",
        "During your master phase, a Tremere you control can move 1 blood to this card.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Claus Wegener", "blood": 3}],
                "in_play": ["Wasserschloss Anif, Austria"],
            },
            BOB,
        ],
        [("ability", "Wasserschloss Anif, Austria: move 1 blood from Claus Wegener to it")],
        _wasserschloss_master,
        MASTER,
    ),
    Case(
        "Wasserschloss Anif, Austria",
        "",
        "Lock during your influence phase to move its counters to a Tremere in your uncontrolled "
        "region.",
        [
            _alice(
                [],
                in_play=[{"card": "Wasserschloss Anif, Austria", "blood": 3}],
                uncontrolled=[{"card": "Cardano", "blood": 1}],
            ),
            BOB,
        ],
        [("ability", "Wasserschloss Anif, Austria: move its 3 counters to Cardano")],
        _wasserschloss_influence,
        INFLUENCE,
    ),
    Case(
        "Wasserschloss Anif, Austria",
        "",
        "Any minion can burn this card as a directed action.",
        [_alice([]), {"name": "Bob", "in_play": ["Wasserschloss Anif, Austria"]}],
        [("burn-card", "Krid burns Wasserschloss Anif, Austria")],
        _burned("Wasserschloss Anif, Austria"),
        MINION,
    ),
    Case(
        "Toreador Grand Ball",
        "",
        "Choose two ready Toreador you control, put this card in play, lock one of the two.",
        [TOREADORS | {"hand": ["Toreador Grand Ball"]}, BOB],
        [
            ("master", "Play Toreador Grand Ball"),
            ("choose", "Lock Antoinette, She Who Watches"),
        ],
        _grand_ball_played,
        MASTER,
    ),
    Case(
        "Toreador Grand Ball",
        "",
        "The locked Toreador does not unlock as normal.",
        [
            {
                **TOREADORS,
                "ready": [
                    {"card": "Antoinette, She Who Watches", "blood": 2, "locked": True},
                    {"card": "Demetrius Slater", "blood": 2, "locked": True},
                ],
                "in_play": [BALL],
            },
            BOB,
        ],
        [],
        _grand_ball_held,
        UNLOCK,
    ),
    Case(
        "Toreador Grand Ball",
        "",
        "The other Toreador's non-bleed actions cannot be blocked.",
        [TOREADORS | {"in_play": [BALL]}, BOB],
        [("hunt", "Demetrius Slater hunts")],
        _grand_ball_unblockable,
        MINION,
    ),
    Case(
        "Toreador Grand Ball",
        "",
        "Minions can burn this card as a directed action; Nosferatu get -1 stealth.",
        [_alice([]), {"name": "Bob", "in_play": ["Toreador Grand Ball"]}],
        [("burn-card", "Krid burns Toreador Grand Ball (-1 stealth)")],
        _burned("Toreador Grand Ball"),
        MINION,
    ),
    Case(
        "The Rack",
        "",
        "During your unlock phase, the vampire chosen as it was played can gain 2 blood.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Claus Wegener", "blood": 1}],
                "hand": ["The Rack"],
            },
            BOB,
        ],
        [
            ("master", "Play The Rack"),
            ("end", "End the discard phase"),
            ("ability", "The Rack: add 2 blood to Claus Wegener"),
        ],
        _rack,
        MASTER,
    ),
    Case(
        "The Rack",
        "",
        "Vampires of another Methuselah can steal it as a directed action; the new controller "
        "chooses a ready vampire.",
        [_alice([]), {"name": "Bob", "in_play": ["The Rack"]}],
        [("steal-card", "Krid steals The Rack"), ("end", "End the minion phase")],
        _rack_stolen,
        MINION,
    ),
    Case(
        "Powerbase: Montreal",
        "",
        "During your influence phase, you can add 1 blood to a vampire in your uncontrolled "
        "region.",
        [
            _alice(
                [], in_play=["Powerbase: Montreal"], uncontrolled=[{"card": "Cardano", "blood": 1}]
            ),
            BOB,
        ],
        [("ability", "Powerbase: Montreal: add 1 blood to Cardano")],
        _powerbase,
        INFLUENCE,
    ),
    Case(
        "Powerbase: Montreal",
        "",
        "Vampires can steal this location as a directed action.",
        [_alice([]), {"name": "Bob", "in_play": ["Powerbase: Montreal"]}],
        [("steal-card", "Krid steals Powerbase: Montreal"), ("end", "End the minion phase")],
        _stolen_powerbase,
        MINION,
    ),
    Case(
        "Sudden Reversal",
        "",
        "Out-of-turn: cancel a master card as another Methuselah plays it; its cost is not paid.",
        [_alice(["Misdirection", "Misdirection"]), BOB | {"hand": ["Sudden Reversal"]}],
        [
            ("master", "Misdirection: lock Mazz"),
            ("cancel", "Play Sudden Reversal: cancel Misdirection"),
        ],
        _sudden_reversal,
        MASTER,
    ),
    Case(
        "Wash",
        "",
        "Out-of-turn: cancel a master card your prey or predator plays; she gets +1 master phase "
        "action at once.",
        [_alice(["Misdirection", "Misdirection"]), BOB | {"hand": ["Wash"]}],
        [("master", "Misdirection: lock Mazz"), ("cancel", "Play Wash: cancel Misdirection")],
        _wash,
        MASTER,
    ),
    Case(
        "Anarch Troublemaker",
        "",
        "During your unlock phase, give your prey control of it and lock up to two of her "
        "vampires.",
        [
            _alice([], in_play=["Anarch Troublemaker"]),
            {
                "name": "Bob",
                "ready": [{"card": "Mazz", "blood": 2}, {"card": "Aunt Linda", "blood": 2}],
            },
        ],
        [
            ("ability", "Anarch Troublemaker: lock up to 2"),
            ("lock", "Lock Mazz"),
            ("lock", "Lock Aunt Linda"),
        ],
        _troublemaker_locks,
        UNLOCK,
    ),
    Case(
        "Anarch Troublemaker",
        "",
        "Or give your prey control of it and burn an equipment on one of her minions.",
        [
            _alice([], in_play=["Anarch Troublemaker"]),
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2, "attached": [".44 Magnum"]}]},
        ],
        [("ability", "Anarch Troublemaker: burn an equipment")],
        _troublemaker_burns,
        UNLOCK,
    ),
    Case(
        "Chantry",
        "",
        "Lock and burn 1 pool or 1 blood from a ready Tremere you control during your master "
        "phase: a Tremere moves from torpor to the ready region.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Claus Wegener", "blood": 3}],
                "torpor": [{"card": "Cardano", "blood": 1}],
                "in_play": ["Chantry"],
            },
            BOB,
        ],
        [
            (
                "ability",
                "Chantry: move Cardano from torpor to the ready region (lock it, burn 1 blood "
                "from Claus Wegener)",
            )
        ],
        _chantry,
        MASTER,
    ),
    Case(
        "Visit from the Capuchin",
        "",
        "Put in play with 4 counters: +1 hand size for each.",
        [_alice(["Visit from the Capuchin"]), BOB],
        [("master", "Play Visit from the Capuchin")],
        _capuchin_played,
        MASTER,
    ),
    Case(
        "Visit from the Capuchin",
        "",
        "Each time you would replace a card, instead burn 1 counter; burned with none left.",
        [
            _alice(
                ["Misdirection"] + ["Conditioning"] * 7,
                in_play=[{"card": "Visit from the Capuchin", "blood": 1}],
            ),
            BOB,
        ],
        [("master", "Misdirection: lock Mazz")],
        _capuchin_instead,
        MASTER,
    ),
    Case(
        "Ashur Tablets",
        "",
        "With three copies in play: remove them all, gain 3 pool, take up to 13 library cards "
        "from the ash heap (one to hand, the others into the library).",
        [
            _alice(
                ["Ashur Tablets"],
                in_play=["Ashur Tablets", "Ashur Tablets"],
                ash_heap=["Misdirection", "Conditioning", "Blood Doll"],
            ),
            BOB,
        ],
        [
            ("master", "Play Ashur Tablets"),
            ("recover", "Misdirection to your hand"),
            ("recover", "Conditioning to your library"),
        ],
        _ashur,
        MASTER,
    ),
    Case(
        "Golconda: Inner Peace",
        "",
        "Remove a vampire of capacity 8 or more from the game; his controller gains pool equal "
        "to his capacity.",
        [
            _alice(["Golconda: Inner Peace"]),
            {"name": "Bob", "ready": [{"card": "Cardano", "blood": 3}]},
        ],
        [("master", "Golconda: Inner Peace: remove Cardano"), ("pass", "Let Golconda")],
        _golconda,
        MASTER,
    ),
    Case(
        "Golconda: Inner Peace",
        "",
        "His controller can burn 2 pool to cancel it as it is played.",
        [
            _alice(["Golconda: Inner Peace"]),
            {"name": "Bob", "ready": [{"card": "Cardano", "blood": 3}]},
        ],
        [("master", "Golconda: Inner Peace: remove Cardano"), ("cancel", "Burn 2 pool")],
        _golconda_canceled,
        MASTER,
    ),
    Case(
        "Monastery of Shadows",
        "",
        "Lock to give a vampire with capacity 8 or more +1 stealth.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Cardano", "blood": 3}],
                "in_play": ["Monastery of Shadows"],
            },
            BOB,
        ],
        [
            ("bleed", "Cardano bleeds Bob"),
            ("block", "Block with Mazz"),
            ("ability", "Monastery of Shadows"),
        ],
        _monastery,
        MINION,
    ),
    Case(
        "Ecoterrorists",
        "",
        "Lock during your influence phase to add 1 blood to a Gangrel in your uncontrolled region.",
        [_alice([], in_play=["Ecoterrorists"], uncontrolled=[{"card": "Badger", "blood": 1}]), BOB],
        [("ability", "Ecoterrorists: add 1 blood to Badger")],
        _ecoterrorists,
        INFLUENCE,
    ),
    Case(
        "Backways",
        "",
        "Lock to give a Gangrel you control +1 stealth.",
        [
            {"name": "Alice", "ready": [{"card": "Badger", "blood": 2}], "in_play": ["Backways"]},
            BOB,
        ],
        [("bleed", "Badger bleeds Bob"), ("block", "Block with Mazz"), ("ability", "Backways")],
        _backways,
        MINION,
    ),
    Case(
        "Tribute to the Master",
        "",
        "Move 1 blood from each ready vampire you control to your pool.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 1}, {"card": "Claus Wegener", "blood": 3}],
                "hand": ["Tribute to the Master"],
            },
            BOB,
        ],
        [("master", "Play Tribute to the Master")],
        _tribute,
        MASTER,
    ),
    Case(
        "Metro Underground",
        "",
        "During your discard phase, lock it and burn 1 pool to unlock a vampire you control.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 1, "locked": True}],
                "in_play": ["Metro Underground"],
            },
            BOB,
        ],
        [("ability", "Metro Underground: unlock Krid (lock it, burn 1 pool)")],
        _metro,
        {"phase": "discard", "turn": 5},
    ),
    Case(
        "Archon Investigation",
        "",
        "Out-of-turn, a minion bleeding you for 4 or more, after blocks are declined: burn him.",
        [
            {"name": "Alice", "ready": [{"card": "Madison", "blood": 4}], "hand": ["Conditioning"]},
            {"name": "Bob", "hand": ["Archon Investigation"]},
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("oot-master", "Play Archon Investigation: burn Madison (3 pool)"),
        ],
        _archon_investigation,
        MINION,
    ),
    Case(
        "Anarch Revolt",
        "",
        "Vampires can call a referendum to burn this card as a +1 stealth political action.",
        [
            {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 3}]},
            {"name": "Bob", "in_play": ["Anarch Revolt"]},
        ],
        [
            ("card-referendum", "Alice Chen calls a referendum to burn Anarch Revolt (+1 stealth)"),
            ("vote-for", "Alice Chen's 2 votes for"),
        ],
        _burned("Anarch Revolt"),
        MINION,
    ),
    Case(
        "Secure Haven",
        "",
        "Master cards targeting this minion cost 1 additional pool.",
        [
            _alice(["Misdirection"]),
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2, "attached": ["Secure Haven"]}]},
        ],
        [("master", "Misdirection: lock Mazz (2 pool)")],
        _secure_haven_cost,
        MASTER,
    ),
    Case(
        "Secure Haven",
        "",
        "Burn this card after this minion goes to torpor.",
        [
            {"name": "Alice", "ready": [{"card": "Aunt Linda", "blood": 3}]},
            {"name": "Bob", "ready": [{"card": "Krid", "blood": 0, "attached": ["Secure Haven"]}]},
        ],
        [("bleed", "Aunt Linda bleeds Bob"), ("block", "Block with Krid")],
        _secure_haven_torpor,
        MINION,
    ),
    Case(
        "Secure Haven",
        "",
        "This minion cannot be the target of other Methuselahs' actions.",
        [
            _alice([]),
            {
                "name": "Bob",
                "ready": [
                    {"card": "Mazz", "blood": 2, "attached": ["Haven Uncovered", "Secure Haven"]}
                ],
            },
        ],
        [],
        _secure_haven_untargetable,
        MINION,
    ),
    Case(
        "Direct Intervention",
        "",
        "Out-of-turn: cancel an action card as it is played; the acting minion does not lock.",
        [_alice(["Computer Hacking"]), BOB | {"hand": ["Direct Intervention"]}],
        [
            ("card", "with Computer Hacking"),
            ("cancel", "Play Direct Intervention: cancel Computer Hacking"),
        ],
        _di_action,
        MINION,
    ),
    Case(
        "Direct Intervention",
        "",
        "Out-of-turn: cancel an action modifier as it is played, its cost unpaid.",
        [
            {"name": "Alice", "ready": [{"card": "Madison", "blood": 4}], "hand": ["Conditioning"]},
            {"name": "Bob", "hand": ["Direct Intervention"]},
        ],
        [
            ("bleed", "Madison bleeds Bob"),
            ("play", "Conditioning [DOM]"),
            ("cancel", "Play Direct Intervention: cancel Conditioning"),
            ("end", "End the minion phase"),
        ],
        _di_modifier,
        MINION,
    ),
    Case(
        "Direct Intervention",
        "",
        "Out-of-turn: cancel a strike card as it is played; the minion chooses another strike.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Aaron Bathurst", "blood": 4}],
                "hand": ["Roundhouse"],
            },
            {
                "name": "Bob",
                "ready": [{"card": "Aleph", "blood": 4}],
                "hand": ["Direct Intervention"],
            },
        ],
        [
            ("bleed", "Aaron Bathurst bleeds Bob"),
            ("block", "Block with Aleph"),
            ("card", "Roundhouse [pot]"),
            ("cancel", "Play Direct Intervention: cancel Roundhouse"),
        ],
        _di_strike,
        MINION,
    ),
    Case(
        "Papillon",
        "",
        "Hunting ground: during your unlock phase, a ready titled vampire you control can gain "
        "2 blood.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Andi Liu", "blood": 1}, {"card": "Krid", "blood": 1}],
                "in_play": ["Papillon"],
            },
            BOB,
        ],
        [("feed", "Papillon: Andi Liu gains 2 blood")],
        _papillon,
        UNLOCK,
    ),
    Case(
        "The Anarch Free Press",
        "",
        "Lock to give an Anarch you control +1 intercept.",
        [
            _alice([], blood=2),
            {
                "name": "Bob",
                "ready": [{"card": "Anita Wainwright", "blood": 2}],
                "in_play": ["The Anarch Free Press"],
            },
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Anita Wainwright"),
            ("ability", "The Anarch Free Press: Anita Wainwright gets +1 intercept"),
        ],
        _free_press_intercept,
        MINION,
    ),
    Case(
        "The Anarch Free Press",
        "",
        "Lock after an Anarch successfully hunts to add 1 blood to that Anarch.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Anita Wainwright", "blood": 1}],
                "in_play": ["The Anarch Free Press"],
            },
            BOB,
        ],
        [
            ("hunt", "Anita Wainwright hunts"),
            ("ability", "The Anarch Free Press: add 1 blood to Anita Wainwright"),
        ],
        _free_press_hunt,
        MINION,
    ),
    Case(
        "KRCG News Radio",
        "",
        "Lock to give a minion you control +1 intercept.",
        [_alice([], blood=2), BOB | {"in_play": ["KRCG News Radio"]}],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Mazz"),
            ("ability", "KRCG News Radio: Mazz gets +1 intercept"),
        ],
        _krcg,
        MINION,
    ),
    Case(
        "Guardian Angel",
        "",
        "This vampire can prevent 1 damage each combat.",
        [
            {"name": "Alice", "ready": [{"card": "Aunt Linda", "blood": 3}]},
            {
                "name": "Bob",
                "ready": [{"card": "Krid", "blood": 0, "attached": ["Guardian Angel"]}],
            },
        ],
        [
            ("bleed", "Aunt Linda bleeds Bob"),
            ("block", "Block with Krid"),
            ("ability", "Guardian Angel: Krid prevents 1 damage"),
        ],
        _guardian_angel_prevents,
        MINION,
    ),
    Case(
        "Wash",
        "",
        "Out-of-turn trifle: it gives its player a master phase action in her next master phase.",
        [_alice(["Misdirection", "Misdirection"]), BOB | {"hand": ["Wash", "Misdirection"]}],
        [
            ("master", "Misdirection: lock Mazz"),
            ("cancel", "Play Wash: cancel Misdirection"),
            ("end", "End the master phase"),
            ("master", "Misdirection: lock Krid"),
        ],
        _wash_trifle,
        MASTER,
    ),
    Case(
        "Carfax Abbey",
        "",
        "Hunting ground: during your unlock phase a ready Anarch you control can gain 1 blood, "
        "and another one if you control a ready baron.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Ángel Guerrero", "blood": 1},
                    {"card": "Aluc Romas de Leon", "blood": 1},
                    {"card": "Krid", "blood": 1},
                ],
                "in_play": ["Carfax Abbey"],
            },
            BOB,
        ],
        [
            ("feed", "Carfax Abbey: Ángel Guerrero gains 1 blood"),
            ("feed", "Carfax Abbey: Aluc Romas de Leon gains 1 blood"),
        ],
        _carfax,
        UNLOCK,
    ),
]
