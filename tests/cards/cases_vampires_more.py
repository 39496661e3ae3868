"""Cases for more vampires of tournament decks (defs/vampires_more.toml): one per ability of
each vampire (level ""), each proving the ability itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Case, card, logged, pool

from vtes_tui.rules.permanents import bleed_amount, transfers_bonus
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
INFLUENCE = {"phase": "influence", "turn": 5}
BLOOD = 4
PLAIN = "Madison"  # a vampire with no ability text (6.1.1, 6.4.5 defaults)
Check = Callable[[Sequencer], None]


def _seat(name: str, *ready: tuple[str, int], **more: Any) -> dict[str, Any]:
    return {"name": name, "ready": [{"card": c, "blood": b} for c, b in ready], **more}


def _pool_burned(amount: int) -> Check:
    def bob_burns_the_bleed(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30 - amount  # 6.1.1: the target burns the bleed amount

    return bob_burns_the_bleed


# -- contests (4.1) --------------------------------------------------------------------------------


def _first_jimmy_burned(seq: Sequencer) -> None:
    jimmies = [c for c in seq.state.cards.values() if c.name == "Jimmy Dunn"]
    assert sorted(c.region for c in jimmies) == sorted([Region.ASH_HEAP, Region.READY])
    new = next(c for c in jimmies if c.region is Region.READY)
    assert new.blood == BLOOD and not new.contested  # the one brought out stays, uncontested


# -- numbers against some Methuselahs (6.1.1, 6.2.2.2) ---------------------------------------------

PRINCE = "Alice Chen"  # a prince with no ability text (4.2)


def _block_against_stealth(stealth: int) -> Check:
    def the_stealth_shown(seq: Sequencer) -> None:
        assert seq.prompt is not None and seq.prompt.kind == "block"
        labels = [o.label for o in seq.prompt.options if o.key == "block"]
        assert labels and all(f"vs stealth {stealth}" in label for label in labels)  # 6.2.2.2

    return the_stealth_shown


# -- what cards cost them, and which they can play (1.6.1.3) ---------------------------------------

DISCARD = {"phase": "discard", "turn": 5}


def _paid(vampire: str, blood: int, pool_left: int = 30) -> Check:
    def the_cost_is_reduced(seq: Sequencer) -> None:
        assert card(seq.state, vampire).blood == blood
        assert pool(seq, 0) == pool_left

    return the_cost_is_reduced


def _employed(retainer: str, vampire: str) -> Check:
    def the_retainer_is_on_him(seq: Sequencer) -> None:
        employed = card(seq.state, retainer)
        assert employed.region is Region.ON_CARD and employed.host is card(seq.state, vampire)

    return the_retainer_is_on_him


def _hand_of(size: int) -> Check:
    def hand_size_after_the_turn(seq: Sequencer) -> None:
        assert seq.state.players[0].hand_size == size  # 1.6.1.2
        assert len(seq.state.players[0].hand) == size

    return hand_size_after_the_turn


def _dragos_paid_nothing(seq: Sequencer) -> None:
    assert card(seq.state, "Horrid Form").region is not Region.HAND  # played
    # Horrid Form costs 1 blood; Madison's hand strike did 1 damage (6.4.5)
    assert card(seq.state, "Dragos").blood == BLOOD - 1


# -- referendums (6.3.3) ---------------------------------------------------------------------------

CALLS = ["Ancilla Empowerment"]  # no terms (6.3.1)
JUSTICAR = "Angus the Unruled"  # a justicar whose text gives no votes (4.2)


def _cast(words: str) -> Check:
    def votes_cast(seq: Sequencer) -> None:
        assert logged(seq, words)  # 6.3.3

    return votes_cast


# -- combat (6.4) ----------------------------------------------------------------------------------

BAALI = "Arishat"  # a Baali whose ability is only in referendums


def _blocked_by(vampire: str, *picks: tuple[str, str]) -> list[tuple[str, str]]:
    return [("bleed", f"{PLAIN} bleeds Bob"), ("block", f"Block with {vampire}"), *picks]


def _blocks(vampire: str, *picks: tuple[str, str]) -> list[tuple[str, str]]:
    return [("bleed", f"{vampire} bleeds Bob"), ("block", f"Block with {PLAIN}"), *picks]


def _stole_one(seq: Sequencer) -> None:
    assert card(seq.state, PLAIN).blood == BLOOD - 1  # 6.4.5: steal 1 blood
    assert card(seq.state, "Anastasz di Zagreb").blood == BLOOD + 1 - 1  # and the hand strike


def _plain_in_torpor(seq: Sequencer) -> None:
    # 6.4.6: aggravated damage cannot be healed: 1 aggravated damage sends him to torpor
    assert card(seq.state, PLAIN).region is Region.TORPOR


def _plain_hit_for(damage: int) -> Check:
    def the_hand_strike_hits(seq: Sequencer) -> None:
        assert card(seq.state, PLAIN).blood == BLOOD - damage  # 6.4.5: strength

    return the_hand_strike_hits


def _garou_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Renegade Garou").region is Region.ASH_HEAP  # 3 damage, 3 life


def _phaibun_dodged(seq: Sequencer) -> None:
    assert card(seq.state, "Phaibun").blood == BLOOD  # 6.4.5: dodge
    assert card(seq.state, "Deep Song").region is Region.ASH_HEAP  # the one card, at random


def _franciscus_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Franciscus").region is Region.ASH_HEAP  # not torpor
    assert logged(seq, "Franciscus took more than 3 damage this combat")


def _kasim_stronger(seq: Sequencer) -> None:
    assert card(seq.state, "Ancilla Empowerment").region is Region.ASH_HEAP
    assert card(seq.state, PLAIN).blood == BLOOD - 3  # 6.4.5: strength 1 + 2


# -- as he is burned (1.1.2) -----------------------------------------------------------------------


def _capuchin_returned(seq: Sequencer) -> None:
    capuchin = card(seq.state, "The Capuchin")
    assert logged(seq, "The Capuchin is burned")  # 6.5.5: diablerized
    assert capuchin.region is Region.UNCONTROLLED and capuchin.controller == 0
    assert capuchin.face_down and capuchin.blood == 0  # 2.3; his blood burned with him
    assert transfers_bonus(seq.state, 0) == 3  # until her next influence phase


def _intercept_shown(seq: Sequencer) -> None:
    assert seq.prompt is not None and seq.prompt.kind == "block"
    (block,) = [o for o in seq.prompt.options if o.key == "block"]
    assert "intercept 1 vs stealth 1" in block.label  # 6.2.2.2


# -- the unlock phase (4) ---------------------------------------------------------------------------


def _two_same_discarded(seq: Sequencer) -> None:
    deep_songs = [c for c in seq.state.cards.values() if c.name == "Deep Song"]
    assert all(c.region is Region.ASH_HEAP for c in deep_songs)
    assert len(seq.state.players[0].hand) == 7  # drawn afterward (1.6.1.2)
    # 1.6.1.2: Bob's hand size is one smaller, and he discarded down at once
    assert seq.state.players[1].hand_size == 6 and len(seq.state.players[1].hand) == 6


# -- abilities used during an action ---------------------------------------------------------------


def _montano_paid_for_stealth(seq: Sequencer) -> None:
    assert card(seq.state, "Montano").blood == BLOOD - 2  # his ability's cost, twice
    assert pool(seq, 1) == 30 - 1  # 6.2.2.2: stealth 2 beats intercept 1: the bleed succeeds


def _blood_left(vampire: str, blood: int) -> Check:
    def the_cost_paid(seq: Sequencer) -> None:
        assert card(seq.state, vampire).blood == blood  # 1.6.1.3

    return the_cost_paid


def _greta_reduced_the_bleed(seq: Sequencer) -> None:
    assert card(seq.state, "Greta Kircher").blood == BLOOD - 1  # her ability's cost
    assert pool(seq, 1) == 30  # a bleed of 1, -1


def _andre_bleeds_more(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30  # Madison's bleed of 1, reduced by 1
    assert bleed_amount(seq.state, card(seq.state, "Andre LeRoux")) == 1 + 2  # this turn


def _edward_unharmed(seq: Sequencer) -> None:
    assert card(seq.state, "Deflection").region is Region.ASH_HEAP  # burned from the hand
    assert logged(seq, "Theo Bell's action ends unsuccessfully")  # 6.2.3: no combat
    assert card(seq.state, "Edward Vignes").blood == BLOOD


IDALIA = "Idalia, Prophet of Guadalajara"


def _idalia_unlocked(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").host is card(seq.state, IDALIA)  # 6.1.3: equipped
    assert not card(seq.state, IDALIA).locked  # 8: unlocked in the discard phase


def _carlotta_exchanges(seq: Sequencer) -> None:
    assert card(seq.state, "Conditioning").region is Region.HAND
    assert card(seq.state, "Deep Song").region is Region.ASH_HEAP
    assert card(seq.state, "Carlotta Giovanni").blood == BLOOD - 1  # its cost


def _no_political_action(seq: Sequencer) -> None:
    assert seq.prompt is not None and seq.prompt.kind == "action"
    assert not [o for o in seq.prompt.options if o.key == "political"]  # 6.1.7


def _spleen_burned_a_blood(seq: Sequencer) -> None:
    assert logged(seq, "Spleen, Georgio Gutterpunk burns 1 blood for being blocked")
    # 1 blood before block resolution, 1 damage from Alice Chen's hand strike (6.4.5)
    assert card(seq.state, "Spleen, Georgio Gutterpunk").blood == BLOOD - 2


def _lisa_first_round(seq: Sequencer) -> None:
    assert logged(seq, "Lisa Noble strikes: Hand strike: 0 damage")  # 6.4.5: strength 1 - 1
    assert card(seq.state, PLAIN).blood == BLOOD


def _serenna_reduced_the_bleed(seq: Sequencer) -> None:
    assert card(seq.state, "Serenna the White").blood == BLOOD - 1  # her ability's cost
    assert pool(seq, 1) == 30  # a bleed of 1, -2 (never below 0)


def _two_master_actions(seq: Sequencer) -> None:
    assert seq.state.edge is None  # burned
    assert seq.prompt is not None and "2 master phase action(s) left" in seq.prompt.text  # 5


def _eddie_stayed_locked(seq: Sequencer) -> None:
    assert seq.state.turn == 7  # Alice's next turn
    assert card(seq.state, "Eddie Gaines").locked  # 4: he did not unlock as normal


def _library_burned(count: int) -> Check:
    def the_top_cards_burned(seq: Sequencer) -> None:
        bob = seq.state.players[1]
        assert [c.name for c in bob.ash_heap] == ["Choir"] * count  # his library's top
        assert pool(seq, 1) == 30 - 1  # 6.1.1: the bleed was successful

    return the_top_cards_burned


def _mina_gained(seq: Sequencer) -> None:
    assert card(seq.state, "The Capuchin").region is Region.UNCONTROLLED  # burned (and back)
    assert card(seq.state, "Mina Grotius").blood == 1 + 3


# -- the master phase (5) ---------------------------------------------------------------------------

MASTER = {"phase": "master", "turn": 5}


CASES = [
    Case(
        "Jimmy Dunn",
        "",
        "He cannot be contested: as a second Jimmy is brought out (even by his own Methuselah, "
        "rulings RTR 20180303), the first in play burns.",
        [
            _seat("Alice", ("Jimmy Dunn", 2), uncontrolled=[{"card": "Jimmy Dunn", "blood": 3}]),
            _seat("Bob"),
        ],
        [("to-minion", "Move 1 pool to Jimmy Dunn"), ("end", "End the influence phase")],
        _first_jimmy_burned,
        INFLUENCE,
    ),
    Case(
        "Martin Franckel",
        "",
        "-1 bleed when bleeding a Methuselah who controls neither a ready Tremere nor a ready "
        "Tremere antitribu: he bleeds Bob for 0.",
        [_seat("Alice", ("Martin Franckel", BLOOD)), _seat("Bob")],
        [("bleed", "Martin Franckel bleeds Bob")],
        _pool_burned(0),
        MINION,
    ),
    Case(
        "Suhailah",
        "",
        "+1 stealth on each of her actions if your prey has a ready prince or justicar.",
        [_seat("Alice", ("Suhailah", BLOOD)), _seat("Bob", (PRINCE, BLOOD))],
        [("bleed", "Suhailah bleeds Bob")],
        _block_against_stealth(1),
        MINION,
    ),
    Case(
        "Suhailah",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("Suhailah", BLOOD)), _seat("Bob")],
        [("bleed", "Suhailah bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Little Tailor of Prague",
        "",
        "Allies requiring a Tzimisce cost him 1 less blood or pool: Guardian Ghoul is free.",
        [_seat("Alice", ("Little Tailor of Prague", BLOOD), hand=["Guardian Ghoul"]), _seat("Bob")],
        [("recruit", "Little Tailor of Prague recruits Guardian Ghoul")],
        _paid("Little Tailor of Prague", BLOOD),
        MINION,
    ),
    Case(
        "Little Tailor of Prague",
        "",
        "Retainers requiring Vicissitude or a Tzimisce cost him 1 less: Revenant is free.",
        [_seat("Alice", ("Little Tailor of Prague", BLOOD), hand=["Revenant"]), _seat("Bob")],
        [("employ", "Little Tailor of Prague employs Revenant")],
        _paid("Little Tailor of Prague", BLOOD),
        MINION,
    ),
    Case(
        "Little Tailor of Prague",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("Little Tailor of Prague", BLOOD)), _seat("Bob")],
        [("bleed", "Little Tailor of Prague bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Dragos",
        "",
        "He does not burn blood to pay the cost of combat cards: Horrid Form costs nothing.",
        [_seat("Alice", ("Dragos", BLOOD), hand=["Horrid Form"]), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", "Dragos bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("play", "Play Horrid Form"),
        ],
        _dragos_paid_nothing,
        MINION,
    ),
    Case(
        "Abraham Mellon",
        "",
        "He can play cards requiring a Tremere as if he were a Tremere: he employs Charnas the "
        "Imp.",
        [_seat("Alice", ("Abraham Mellon", BLOOD), hand=["Charnas the Imp"]), _seat("Bob")],
        [("employ", "Abraham Mellon employs Charnas the Imp")],
        _employed("Charnas the Imp", "Abraham Mellon"),
        MINION,
    ),
    Case(
        "Abraham Mellon",
        "",
        "While he is ready, +1 hand size: the hand refills to 8 at the end of the turn.",
        [_seat("Alice", ("Abraham Mellon", BLOOD), hand=["Choir"]), _seat("Bob")],
        [("end", "End the discard phase")],
        _hand_of(8),
        DISCARD,
    ),
    Case(
        "Ariane",
        "",
        "-1 stealth during undirected actions: her hunt is at stealth 0.",
        [_seat("Alice", ("Ariane", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("hunt", "Ariane hunts")],
        _block_against_stealth(0),
        MINION,
    ),
    Case(
        "Anastasz di Zagreb",
        "",
        "If there are any other justicars ready, he gets 1 fewer vote from his justicar title.",
        [_seat("Alice", ("Anastasz di Zagreb", BLOOD), hand=CALLS), _seat("Bob", (JUSTICAR, 4))],
        [
            ("political", "Anastasz di Zagreb calls Ancilla Empowerment"),
            ("vote-for", "Cast Anastasz di Zagreb's 2 votes"),
        ],
        _cast("casts Anastasz di Zagreb's 2 votes"),
        MINION,
    ),
    Case(
        "Anastasz di Zagreb",
        "",
        "He may steal 1 blood as a ranged strike.",
        [_seat("Alice", ("Anastasz di Zagreb", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _blocks("Anastasz di Zagreb", ("minion-ability", "Anastasz di Zagreb: steal 1R blood")),
        _stole_one,
        MINION,
    ),
    Case(
        "Hektor",
        "",
        "Damage from his hand strikes is aggravated.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Hektor", BLOOD))],
        _blocked_by("Hektor"),
        _plain_in_torpor,
        MINION,
    ),
    Case(
        "Hektor",
        "",
        "Baali get +1 bleed when bleeding you: Arishat bleeds Bob for 2.",
        [_seat("Alice", (BAALI, BLOOD)), _seat("Bob", ("Hektor", BLOOD))],
        [("bleed", f"{BAALI} bleeds Bob"), ("decline", "Do not block")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Mark Decker",
        "",
        "+1 strength: his hand strike does 2 damage.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Mark Decker", BLOOD))],
        _blocked_by("Mark Decker"),
        _plain_hit_for(2),
        MINION,
    ),
    Case(
        "Mark Decker",
        "",
        "An additional +1 strength in combat with a werewolf: 3 damage burns Renegade Garou.",
        [
            _seat("Alice", in_play=[], ready=[{"card": "Renegade Garou", "blood": 3}]),
            _seat("Bob", ("Mark Decker", BLOOD)),
        ],
        [
            ("bleed", "Renegade Garou bleeds Bob"),
            ("block", "Block with Mark Decker"),
            ("pass", "Do not maneuver"),  # Renegade Garou's optional maneuver
        ],
        _garou_burned,
        MINION,
    ),
    Case(
        "Phaibun",
        "",
        "Once each combat, he can discard a card at random to strike: dodge.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Phaibun", BLOOD), hand=["Deep Song"])],
        _blocked_by("Phaibun", ("minion-ability", "Phaibun: dodge")),
        _phaibun_dodged,
        MINION,
    ),
    Case(
        "Kasim Bayar",
        "",
        "Once each combat, he can discard a political action card before range is determined "
        "to get +2 strength that combat.",
        [_seat("Alice", ("Kasim Bayar", BLOOD), hand=CALLS), _seat("Bob", (PLAIN, BLOOD))],
        _blocks("Kasim Bayar", ("minion-ability", "Kasim Bayar discards Ancilla Empowerment")),
        _kasim_stronger,
        MINION,
    ),
    Case(
        "Kasim Bayar",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("Kasim Bayar", BLOOD)), _seat("Bob")],
        [("bleed", "Kasim Bayar bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "The Capuchin",
        "",
        "If he is burned (diablerized in torpor), move him to his owner's uncontrolled region "
        "and you get +3 transfers at the start of your next influence phase.",
        [
            _seat("Alice", ("The Capuchin", 0)),
            _seat("Bob", ("The unnamed", BLOOD), ("Neighbor John", BLOOD)),
        ],
        [
            ("block", "Block with Neighbor John"),  # his hunt: 1 damage, torpor (6.4.6)
            ("diablerize", "Neighbor John diablerizes The Capuchin"),
        ],
        _capuchin_returned,
        MINION,
    ),
    Case(
        "The Capuchin",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("The Capuchin", BLOOD)), _seat("Bob")],
        [("bleed", "The Capuchin bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "The Capuchin",
        "",
        "+2 hand size: the hand refills to 9 at the end of the turn.",
        [_seat("Alice", ("The Capuchin", BLOOD), hand=["Choir"]), _seat("Bob")],
        [("end", "End the discard phase")],
        _hand_of(9),
        DISCARD,
    ),
    Case(
        "The Capuchin",
        "",
        "+1 intercept: he blocks a hunt at stealth 1.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("The Capuchin", BLOOD))],
        [("hunt", f"{PLAIN} hunts")],
        _intercept_shown,
        MINION,
    ),
    Case(
        "Babalawo Alafin",
        "",
        "During your unlock phase, if he is ready, you may discard two cards (draw afterward); "
        "the same two: each other Methuselah's hand size is one card smaller until his or her "
        "next unlock phase.",
        [
            _seat("Alice", ("Babalawo Alafin", BLOOD), hand=["Deep Song", "Deep Song"]),
            _seat("Bob", hand=["Choir"] * 7),
        ],
        [("use", "Discard Deep Song")],  # the second, the one card left: asked of no one
        _two_same_discarded,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Montano",
        "",
        "During an action, he can burn 1 blood to give a minion you control +1 stealth (locked "
        "too, rulings LSJ 20100705): twice, and the block fails.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": PLAIN, "blood": BLOOD},
                    {"card": "Montano", "blood": BLOOD, "locked": True},
                ],
            },
            _seat("Bob", ("Neighbor John", BLOOD)),
        ],
        [
            ("bleed", f"{PLAIN} bleeds Bob"),
            ("block", "Block with Neighbor John"),
            ("ability", "Montano: Madison gets +1 stealth"),
            ("ability", "Montano: Madison gets +1 stealth"),
        ],
        _montano_paid_for_stealth,
        MINION,
    ),
    Case(
        "Montano",
        "",
        "Cards requiring Obtenebration cost him 1 fewer blood: Blanket of Night is free.",
        [
            _seat("Alice", ("Montano", BLOOD), hand=["Blanket of Night"]),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        _blocks("Montano", ("play", "Blanket of Night [obt]")),
        _blood_left("Montano", BLOOD),
        MINION,
    ),
    Case(
        "Montano",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("Montano", BLOOD)), _seat("Bob")],
        [("bleed", "Montano bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Nonu Dis",
        "",
        "If he is ready during your master phase, you can add 1 blood to a ready Follower of "
        "Set you control after playing a master card: to himself.",
        [_seat("Alice", ("Nonu Dis", BLOOD), hand=["Information Highway"]), _seat("Bob")],
        [
            ("master", "Play Information Highway"),
            ("minion-ability", "Nonu Dis: 1 blood to Nonu Dis"),
        ],
        _blood_left("Nonu Dis", BLOOD + 1),
        MASTER,
    ),
    Case(
        "Nonu Dis",
        "",
        "+1 bleed: a bleed burns 2 pool.",
        [_seat("Alice", ("Nonu Dis", BLOOD)), _seat("Bob")],
        [("bleed", "Nonu Dis bleeds Bob")],
        _pool_burned(2),
        MINION,
    ),
    Case(
        "Greta Kircher",
        "",
        "Once each action, if she is ready and you are being bled by an ally or a younger "
        "vampire, she may burn a blood to reduce the bleed amount by one.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Greta Kircher", BLOOD))],
        [
            ("bleed", f"{PLAIN} bleeds Bob"),
            ("ability", "Greta Kircher: the acting minion gets -1 bleed"),
            ("decline", "Do not block"),
        ],
        _greta_reduced_the_bleed,
        MINION,
    ),
    Case(
        "Andre LeRoux",
        "",
        "If a vampire you control would successfully bleed, you can reduce the bleed amount by "
        "1 to give Andre +2 bleed this turn.",
        [
            {
                "name": "Alice",
                "ready": [{"card": PLAIN, "blood": BLOOD}, {"card": "Andre LeRoux", "blood": 3}],
            },
            _seat("Bob"),
        ],
        [
            ("bleed", f"{PLAIN} bleeds Bob"),
            ("minion-ability", "Andre LeRoux: -1 bleed now for +2 bleed"),
        ],
        _andre_bleeds_more,
        MINION,
    ),
    Case(
        "Edward Vignes",
        "",
        "You may burn a card that requires Dominate from your hand to cause an action directed "
        "at him to fail: Theo Bell's combat action.",
        [
            _seat("Alice", ("Theo Bell", BLOOD)),
            _seat("Bob", ("Edward Vignes", BLOOD), hand=["Deflection"]),
        ],
        [
            ("minion-ability", "Theo Bell enters combat with Edward Vignes"),
            ("minion-ability", "Burn Deflection from your hand"),
        ],
        _edward_unharmed,
        MINION,
    ),
    Case(
        "Amaravati",
        "",
        "During the polling step of a political action, she can burn 2 blood to give each "
        "ready Assamite you control +1 vote: Kasim Bayar's justicar 3 become 4.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Amaravati", "blood": BLOOD},
                    {"card": "Kasim Bayar", "blood": BLOOD},
                ],
                "hand": CALLS,
            },
            _seat("Bob"),
        ],
        [
            ("political", "Kasim Bayar calls Ancilla Empowerment"),
            ("ability", "Amaravati: +1 vote"),
            ("vote-for", "Cast Kasim Bayar's 4 votes"),
        ],
        _cast("casts Kasim Bayar's 4 votes"),
        MINION,
    ),
    Case(
        "Franciscus",
        "",
        "He is burned (without going into torpor) if he takes more than 3 damage during a "
        "single combat: Roundhouse [POT] does 4.",
        [
            _seat("Alice", ("Jimmy Dunn", BLOOD), hand=["Roundhouse"]),
            _seat("Bob", ("Franciscus", 1)),
        ],
        [
            ("bleed", "Jimmy Dunn bleeds Bob"),
            ("block", "Block with Franciscus"),
            ("card", "Play Roundhouse [POT]"),
        ],
        _franciscus_burned,
        MINION,
    ),
    Case(
        IDALIA,
        "",
        "If she performs a successful equip action, she can unlock during the next discard phase.",
        [_seat("Alice", (IDALIA, BLOOD), hand=[".44 Magnum"]), _seat("Bob")],
        [("equip", "equips with .44 Magnum"), ("use", f"Unlock {IDALIA}")],
        _idalia_unlocked,
        MINION,
    ),
    Case(
        "Carlotta Giovanni",
        "",
        "A +1 stealth action that costs 1 blood: exchange a card in hand for one in the ash heap.",
        [
            _seat(
                "Alice",
                ("Carlotta Giovanni", BLOOD),
                hand=["Deep Song"],
                ash_heap=["Conditioning"],
            ),
            _seat("Bob"),
        ],
        [("minion-ability", "Carlotta Giovanni exchanges")],
        _carlotta_exchanges,
        MINION,
    ),
    Case(
        "Gillian Krader",
        "",
        "She cannot perform political actions.",
        [_seat("Alice", ("Gillian Krader", BLOOD), hand=CALLS), _seat("Bob")],
        [],
        _no_political_action,
        MINION,
    ),
    Case(
        "Spleen, Georgio Gutterpunk",
        "",
        "If he is blocked by an older vampire, he burns 1 blood before block resolution.",
        [
            _seat("Alice", ("Spleen, Georgio Gutterpunk", BLOOD)),
            _seat("Bob", (PRINCE, BLOOD)),
        ],
        _blocks("Spleen, Georgio Gutterpunk")[:1] + [("block", f"Block with {PRINCE}")],
        _spleen_burned_a_blood,
        MINION,
    ),
    Case(
        "Lisa Noble",
        "",
        "She gets -1 strength on the first round of combat.",
        [_seat("Alice", ("Lisa Noble", BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        _blocks("Lisa Noble"),
        _lisa_first_round,
        MINION,
    ),
    Case(
        "Inyanga",
        "",
        "Allies requiring a Gangrel cost him 1 fewer blood or pool: Double Deuce costs 1 pool.",
        [_seat("Alice", ("Inyanga", BLOOD), hand=["Double Deuce"]), _seat("Bob")],
        [("recruit", "Inyanga recruits Double Deuce")],
        _paid("Inyanga", BLOOD, 30 - 1),
        MINION,
    ),
    Case(
        "Inyanga",
        "",
        "+1 intercept: he blocks a hunt at stealth 1.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Inyanga", BLOOD))],
        [("hunt", f"{PLAIN} hunts")],
        _intercept_shown,
        MINION,
    ),
    Case(
        "Serenna the White",
        "",
        "Once each turn, if she is ready, she can burn 1 blood to reduce a bleed against you by 2.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", ("Serenna the White", BLOOD))],
        [
            ("bleed", f"{PLAIN} bleeds Bob"),
            ("ability", "Serenna the White: the acting minion gets -2 bleed"),
            ("decline", "Do not block"),
        ],
        _serenna_reduced_the_bleed,
        MINION,
    ),
    Case(
        "Sarrasine",
        "",
        "If he is ready during your master phase, you can burn the Edge to get +1 master phase "
        "action.",
        [_seat("Alice", ("Sarrasine", BLOOD), hand=["Information Highway"]), _seat("Bob")],
        [("minion-ability", "Sarrasine: burn the Edge for +1 master phase action")],
        _two_master_actions,
        {**MASTER, "edge": 0},
    ),
    Case(
        "Eddie Gaines",
        "",
        "If he successfully hunts, he does not unlock as normal during his next unlock phase.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Eddie Gaines", "blood": 1}, {"card": PLAIN, "blood": BLOOD}],
            },
            _seat("Bob"),
        ],
        [
            ("hunt", "Eddie Gaines hunts"),
            ("end", "End the minion phase"),
            ("end", "End the minion phase"),
        ],
        _eddie_stayed_locked,
        MINION,
    ),
    Case(
        "Hecate",
        "",
        "You can burn the top card of the target Methuselah's library after she bleeds "
        "successfully.",
        [_seat("Alice", ("Hecate", BLOOD)), _seat("Bob")],
        [("bleed", "Hecate bleeds Bob"), ("use", "Burn the top 1 card(s) of Bob's library")],
        _library_burned(1),
        MINION,
    ),
    Case(
        "Zygodat",
        "",
        "When she successfully bleeds a Methuselah, she may burn the top two cards of that "
        "Methuselah's library.",
        [_seat("Alice", ("Zygodat", BLOOD)), _seat("Bob")],
        [("bleed", "Zygodat bleeds Bob"), ("use", "Burn the top 2 card(s) of Bob's library")],
        _library_burned(2),
        MINION,
    ),
    Case(
        "Mina Grotius",
        "",
        "Whenever a vampire controlled by your predator or prey is burned, she gains 3 blood: "
        "Bob's Capuchin, diablerized.",
        [
            _seat("Alice", ("The Capuchin", 0)),
            _seat("Bob", ("Neighbor John", BLOOD), ("Mina Grotius", 1)),
        ],
        [
            ("block", "Block with Neighbor John"),
            ("diablerize", "Neighbor John diablerizes The Capuchin"),
        ],
        _mina_gained,
        MINION,
    ),
    Case(
        "Mina Grotius",
        "",
        "Once each action, she can burn 1 blood to get +1 bleed.",
        [_seat("Alice", ("Mina Grotius", BLOOD)), _seat("Bob")],
        [("bleed", "Mina Grotius bleeds Bob"), ("minion-ability", "Mina Grotius burns 1 blood")],
        _pool_burned(2),
        MINION,
    ),
]
