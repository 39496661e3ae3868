"""Cases for a fifth set of vampires of tournament decks (defs/vampires_five.toml): one per
ability of each vampire (level ""), each proving the ability itself."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import Case, card, logged, pool

from vtes_tui.rules.contests import unique_title
from vtes_tui.rules.events import ActionBlocked
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
BLOOD = 4
PLAIN = "Madison"  # a vampire with no ability text (6.1.1, 6.4.5 defaults)
Check = Callable[[Sequencer], None]


def _seat(name: str, *ready: tuple[str, int], **more: Any) -> dict[str, Any]:
    return {"name": name, "ready": [{"card": c, "blood": b} for c, b in ready], **more}


# -- abilities for another minion's action (6.1.1) -------------------------------------------------

ANU = "Anu Diptinatpa"


def _bled_for_two(seq: Sequencer) -> None:
    assert card(seq.state, ANU).blood == BLOOD - 1  # her ability's cost
    assert pool(seq, 1) == 30 - 2  # 6.1.1: Madison's bleed of 1, +1


# -- their own abilities, at any time (1.6.4) ------------------------------------------------------

KALINDA = "Kalinda (G6)"
KALINDA_NAME = "Kalinda"  # the name a card in play has (the group is the printed name's)


def _kalinda_unlocked(seq: Sequencer) -> None:
    assert not card(seq.state, KALINDA_NAME).locked
    assert seq.state.edge is None  # 1.6.4: the Edge burned to pay for it


# -- referendums (6.3.3) ---------------------------------------------------------------------------

ORLANDO = "Orlando Oriundus"
PRINCE = "Alice Chen"  # a Camarilla prince: 2 votes (6.3.3)


def _doubled_votes_pass(seq: Sequencer) -> None:
    # 6.3.2: the calling card's 1 vote and Orlando's bishop vote doubled (1 + 2) beat 2.
    assert logged(seq, "(Ancilla Empowerment) passes: 3 for, 2 against")


# -- their own abilities during an action (6.2.2.2) ------------------------------------------------

PAUL = "Paul Cordwood"
CRYPT_TOP = "Aleph"


def _with_crypt(name: str, *ready: tuple[str, int]) -> dict[str, Any]:
    return _seat(name, *ready, crypt=[CRYPT_TOP, PLAIN])


def _removed_top(seat: int) -> Check:
    def the_crypt_top_is_removed(seq: Sequencer) -> None:
        assert [c.name for c in seq.state.players[seat].removed] == [CRYPT_TOP]
        assert [c.name for c in seq.state.players[seat].crypt] == [PLAIN]

    return the_crypt_top_is_removed


def _paul_got_stealth(seq: Sequencer) -> None:
    _removed_top(0)(seq)
    assert pool(seq, 1) == 30 - 1  # 6.2.2.2: stealth 1 beats intercept 0: the bleed succeeds


def _paul_blocked(seq: Sequencer) -> None:
    _removed_top(1)(seq)
    assert any(isinstance(e, ActionBlocked) for e in seq.state.events)  # 6.2.2.2: 1 vs 1


MUSTAFA = "Mustafa, The Heir"  # Camarilla Prince of Istanbul (2 votes), capacity 6
OLDER_TOREADOR = "Joaquin Murietta"  # capacity 9


def _mustafa_cast_by_alice(seq: Sequencer) -> None:
    assert logged(seq, f"Alice casts {MUSTAFA}'s 2 votes for")  # 6.3.3
    assert card(seq.state, OLDER_TOREADOR).blood == BLOOD - 1
    assert card(seq.state, MUSTAFA).blood == BLOOD + 1


TYLER = "Tyler McGill"  # untitled: no votes of his own
NOSFERATU = "Agrippina"  # no ability text


def _tyler_voted(seq: Sequencer) -> None:
    assert logged(seq, f"{TYLER} gets +1 vote")
    assert logged(seq, f"Alice casts {TYLER}'s 1 vote for")  # 6.3.3


FABRIZIA = "Fabrizia Contreraz"  # Sabbat archbishop: 2 votes


def _no_votes_of(name: str) -> Check:
    def nothing_to_cast(seq: Sequencer) -> None:
        assert seq.prompt is not None and seq.prompt.kind == "vote" and seq.prompt.decider == 0
        assert [o for o in seq.prompt.options if "Ancilla Empowerment" in o.label]
        assert not [o for o in seq.prompt.options if name in o.label]  # 6.3.3: 2 votes, -2

    return nothing_to_cast


CARLAK = "Carlak"  # Camarilla prince: 2 votes
FAKIR = "Fakir al Sidi"


def _carlak_gained(seq: Sequencer) -> None:
    # 6.3.3: Bob cast 2 votes against and none for: 1 blood.
    assert logged(seq, f"{CARLAK} gains 1 blood") and card(seq.state, CARLAK).blood == BLOOD + 1


def _referendum_failed(seq: Sequencer) -> None:
    assert card(seq.state, FAKIR).blood == BLOOD + 1 - 3
    # 6.3.2: 1 vote for, none against, and yet it fails.
    assert logged(seq, "(Ancilla Empowerment) fails: 1 for, 0 against")


def _press_case(vampire: str, doc: str) -> Case:
    """6.4.4: "He gets 1 optional press each combat": kept for when he needs it."""
    return Case(
        vampire,
        "",
        doc,
        [_seat("Alice", (vampire, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", f"{vampire} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("press", "Use the optional press to continue combat"),
        ],
        _pressed(vampire),
        MINION,
    )


def _pressed(vampire: str) -> Check:
    def a_press_continues(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} presses to continue combat")  # 6.4.4
        assert logged(seq, "A press continues the combat")

    return a_press_continues


NKULE = "Nkule Galadima"
LASOMBRA = "María del Toro"  # a Lasombra prince: 2 votes, no ability text
ALVARO = "Alvaro, The Scion of Angelica"
CALLS = ["Ancilla Empowerment"]  # a political action with no terms (6.3.1)


def _no_lasombra_votes(seq: Sequencer) -> None:
    assert seq.prompt is not None and seq.prompt.kind == "vote" and seq.prompt.decider == 1
    assert [o for o in seq.prompt.options if "the Edge" in o.label]
    assert not [o for o in seq.prompt.options if LASOMBRA in o.label]  # 6.3.3: barred


def _edge_for_three(seq: Sequencer) -> None:
    assert seq.state.edge is None  # 6.3.3: the Edge burned for its votes
    assert logged(seq, "Alice casts the Edge's 3 votes for")


def _alvaro_gained(seq: Sequencer) -> None:
    assert logged(seq, f"{ALVARO} abstained: he gains 2 blood")
    assert card(seq.state, ALVARO).blood == BLOOD + 2


NESERIAN = "Neserian"
LOCATION = "Arcane Library"  # a location in play (1.6.2)


def _neserian_bled_nothing(seq: Sequencer) -> None:
    assert logged(seq, f"{NESERIAN}'s action succeeds")
    assert pool(seq, 1) == 30  # 6.1.1: bleed 1, -1 without a location


def _neserian_voted(seq: Sequencer) -> None:
    assert logged(seq, f"Alice casts {NESERIAN}'s 1 vote for")  # 6.3.3: untitled, 1 vote


TRYPHOSA = "Tryphosa"
MALKAVIAN = "Adelaide Davis"  # no ability text


def _malkavian_bled(seq: Sequencer) -> None:
    # 6.2.2.2: stealth 1 beats the blocker's intercept 0; 6.2.3: the surcharge as it succeeds.
    assert pool(seq, 1) == 30 - 1
    assert card(seq.state, MALKAVIAN).blood == BLOOD - 1


STRAVINSKY = "Stravinsky"  # capacity 9
YOUNGER_TZIMISCE = "America Johnson"  # capacity 4, no ability text
CORNELIUS = "Cornelius Ottavio"
NON_CAMARILLA = "America Johnson"  # Sabbat
HESHA = "Hesha Ruhadze"
TROIUS = "Troius"
TORPID = "Aleph"  # a vampire in torpor, diablerized to call a blood hunt (6.5.6)


def _bob_burned(amount: int) -> Check:
    def bob_burns_the_bleed(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30 - amount  # 6.1.1

    return bob_burns_the_bleed


def _bleeder(vampire: str, *bobs: str) -> list[dict[str, Any]]:
    return [_seat("Alice", (vampire, BLOOD)), _seat("Bob", *((b, BLOOD) for b in bobs))]


JASON = 'Jason "Son" Newberry'  # a Camarilla primogen: 1 vote


def _jason_cast_three(seq: Sequencer) -> None:
    assert logged(seq, f"Bob casts {JASON}'s 3 votes against (0 for, 3 against)")  # 6.5.6


def _hesha_hunted(seq: Sequencer) -> None:
    assert card(seq.state, HESHA).blood == BLOOD + 2  # 6.1.2: 1, +1 hunt


def _troius_not_against(seq: Sequencer) -> None:
    assert seq.prompt is not None and seq.prompt.kind == "vote" and seq.prompt.decider == 1
    keys = {o.key for o in seq.prompt.options}
    assert "vote-for" in keys and "vote-against" not in keys  # 6.5.6


NAVAR = "Navar McClaren"  # capacity 1: every other vampire is older


def _took_damage(name: str, damage: int) -> Check:
    def the_hand_strike_hits(seq: Sequencer) -> None:
        assert card(seq.state, name).blood == BLOOD - damage  # 6.4.5: strength 1, +1

    return the_hand_strike_hits


def _no_block_prompt(seq: Sequencer) -> None:
    assert seq.prompt is not None
    assert not [o for o in seq.prompt.options if o.key == "block"]  # 6.2.2: not offered


TOBIAS = "Tobias Smith"
SABBAT_SIX = "Ariel"  # an untitled Sabbat vampire of capacity 6, no ability text
GUSTAV = "Gustav Mallenhous"
BISHOP = "Andrew Emory"  # a Sabbat bishop with no ability text


def _made_bishop(seq: Sequencer) -> None:
    assert card(seq.state, SABBAT_SIX).title == "Bishop"  # 4.2
    assert card(seq.state, TOBIAS).locked  # 6.2.1: the acting vampire


def _title_removed(seq: Sequencer) -> None:
    assert card(seq.state, BISHOP).title is None  # 4.2


LEILA = "Leila Monroe"
BLOODLESS_ANARCH = "Anita Wainwright"  # an Anarch with no ability text


def _became_sabbat(seq: Sequencer) -> None:
    assert card(seq.state, BLOODLESS_ANARCH).sect == "Sabbat"  # 10.5


MURICIA = "Muricia"


def _became_ahrimane(seq: Sequencer) -> None:
    vampire = card(seq.state, GANGREL_ANTITRIBU)
    assert vampire.card.clans == ("Ahrimane",) and vampire.blood == BLOOD - 1
    assert vampire.discipline("spi") == 1 and "sterile" in vampire.card.keywords


HENRI = "Henri Lavenant"


def _henri_hand_size(seq: Sequencer) -> None:
    assert logged(seq, f"{HENRI} is in combat: +1 hand size")
    # 1.6.1.2: an 8th card drawn in combat; once it ends, she discards down to 7 at once.
    assert logged(seq, "Alice discards Choir") and len(seq.state.players[0].hand) == 7


MARTA = "Marta"  # capacity 3
OLDER_TORPID = "Aleph"  # capacity 4
BARTHOLOMEW = "Bartholomew"


def _marta_gained(seq: Sequencer) -> None:
    assert logged(seq, f"{MARTA} gains 1 blood")
    assert card(seq.state, MARTA).blood == 1 + 1  # 6.5.5: the victim had no blood to drink


def _bartholomew_pool(seq: Sequencer) -> None:
    assert pool(seq, 0) == 30 + 1  # 4: before anything unlocks


UTA = "Uta Kovacs"
BAKR = "Bakr"
TITUS = "Titus Camille"
GUN = ".44 Magnum"
PIETER = "Pieter van Dorn"
TREMERE = "Ayelech"  # a Tremere with no ability text


def _entered_combat(vampire: str, blood: int) -> Check:
    def the_combat_took_place(seq: Sequencer) -> None:
        assert logged(seq, f"{vampire} and {PLAIN} enter combat")  # 6.4
        assert card(seq.state, vampire).blood == blood

    return the_combat_took_place


def _uta_paid_nothing(seq: Sequencer) -> None:
    assert logged(seq, f"{UTA}'s action succeeds")
    # 1.6.1.3: Rutor's Hand's 1 blood costs her 0 (its aggravated damage sends her to torpor,
    # 6.4.6, burning no blood).
    assert card(seq.state, UTA).blood == BLOOD


def _gun_stolen(seq: Sequencer) -> None:
    gun = card(seq.state, GUN)
    assert gun.host is not None and gun.host.name == TITUS  # 6.2.3


def _tremere_burned(seq: Sequencer) -> None:
    assert card(seq.state, TREMERE).blood == BLOOD - 1


# -- the vampires his Methuselah controls (1.5) -----------------------------------------------------

MUNTATHIR = "Al-Muntathir, God's Witness"
TRUE_BRUJAH = ("Ibn Khaldun, Scholar", "Krassimir")  # two more of his clan, capacities 7
FOURTH = "Shalmath"  # a True Brujah of capacity 10, brought out with 10 blood (7)


def _fourth_out() -> list[dict[str, Any]]:
    ready = [(MUNTATHIR, BLOOD), *((name, BLOOD) for name in TRUE_BRUJAH)]
    alice = _seat("Alice", *ready, uncontrolled=[{"card": FOURTH, "blood": 10}])
    return [alice, _seat("Bob", (PLAIN, BLOOD))]


def _muntathir_burned(seq: Sequencer) -> None:
    assert card(seq.state, FOURTH).region is Region.READY  # 7: the fourth True Brujah
    assert card(seq.state, MUNTATHIR).region is Region.ASH_HEAP  # 1.1.2


def _with_celerity(vampire: str, *hand: str) -> list[dict[str, Any]]:
    """1.6.2.2: the Celerity master card gives him the Discipline the cards require."""
    alice = {
        "name": "Alice",
        "ready": [{"card": vampire, "blood": BLOOD, "attached": ["Celerity"]}],
        "hand": list(hand),
    }
    return [alice, _seat("Bob", (PLAIN, BLOOD))]


def _not_offered(name: str) -> Check:
    def the_card_is_not_offered(seq: Sequencer) -> None:
        assert seq.prompt is not None and seq.prompt.kind == "action"
        assert [o for o in seq.prompt.options if o.key == "end"]  # the minion phase's prompt
        assert not [o for o in seq.prompt.options if name in o.label]

    return the_card_is_not_offered


# -- what cards cost them (1.6.1.3) ----------------------------------------------------------------

ANTOINETTE = "Antoinette DuChamp"


def _antoinette(*hand: str) -> list[dict[str, Any]]:
    alice = _seat("Alice", (ANTOINETTE, 3), hand=list(hand))
    return [alice, _seat("Bob", (PLAIN, BLOOD))]


def _antoinette_paid(blood: int) -> Check:
    def one_more_blood(seq: Sequencer) -> None:
        assert card(seq.state, ANTOINETTE).blood == blood

    return one_more_blood


# -- actions against them (6.1.6) -----------------------------------------------------------------

HUANG = "Huang, Blood Cultist"
GANGREL_ANTITRIBU = "Bill Butler"  # no ability text
MALDAVIS = "Maldavis"
PRIMOGEN = "Anvil"  # a Camarilla primogen with no ability text
OLGA = "Olga Triminov"
BLACK_HAND = "Aredhel"  # a Black Hand vampire with no ability text


def _against(actor: str, vampire: str) -> list[dict[str, Any]]:
    return [_seat("Alice", (actor, BLOOD)), _seat("Bob", (vampire, 3))]


def _huang_in_combat(seq: Sequencer) -> None:
    assert logged(seq, f"{GANGREL_ANTITRIBU} and {HUANG} enter combat")  # 6.4
    assert card(seq.state, HUANG).blood == 3 - 1  # 6.4.5: the hand strike of strength 1


def _maldavis_burned_blood(seq: Sequencer) -> None:
    assert card(seq.state, MALDAVIS).blood == 3 - 1


def _bled_for_nothing(seq: Sequencer) -> None:
    assert logged(seq, f"{MALDAVIS}'s action succeeds")
    assert pool(seq, 1) == 30  # 6.1.1: bleed 1, -1 against a Methuselah with a ready primogen


def _olga_stolen(seq: Sequencer) -> None:
    olga = card(seq.state, OLGA)
    assert olga.controller == 0 and olga.region is Region.READY  # Alice's ready region now
    assert pool(seq, 0) == 30 - 1  # 6.2.3: the action's cost, as it succeeds


CALEBROS = "Calebros, The Martyr"  # Camarilla Prince of New York, capacity 5
OLDER_CAMARILLA = "Don Cerro"  # capacity 7, no title nor ability text


def _title_stolen(seq: Sequencer) -> None:
    assert logged(seq, f"{CALEBROS} cannot block this action")  # 6.2.2: as announced
    thief = card(seq.state, OLDER_CAMARILLA)
    assert thief.title == "Prince" and unique_title(thief) == "prince of new york"  # 4.2
    assert card(seq.state, CALEBROS).title is None


ANGELICA = "Angelica, The Canonicus"
MASTERS = ["Blood Doll", "Minion Tap"]


def _angelica_blocked(seq: Sequencer) -> None:
    bob = seq.state.players[1]
    assert sorted(c.name for c in bob.ash_heap) == sorted(MASTERS)  # discarded at once
    assert len(bob.hand) == 7  # 1.6.1.2: replaced (her hand drawn up to its size)
    assert logged(seq, f"{ANGELICA} gets +2 intercept")
    assert any(isinstance(e, ActionBlocked) for e in seq.state.events)  # 6.2.2.2: 2 vs 1


GATHII = "Gathii"
MASTER = "Blood Doll"  # a master card on top of the library


def _gathii(top: str) -> list[dict[str, Any]]:
    alice = _seat("Alice", (GATHII, BLOOD), library=[top] * 20)
    return [alice, _seat("Bob", (PLAIN, BLOOD))]


def _gathii_picks() -> list[tuple[str, str]]:
    return [
        ("bleed", f"{GATHII} bleeds Bob"),
        ("block", f"Block with {PLAIN}"),
        ("ability", f"{GATHII}: reveal library top"),
        ("end", "End the minion phase"),
    ]


def _gathii_got_stealth(seq: Sequencer) -> None:
    assert logged(seq, f"is revealed: {GATHII} gets +1 stealth")
    assert pool(seq, 1) == 30 - 1  # 6.2.2.2: stealth 1 beats intercept 0: the bleed succeeds


def _gathii_burned_blood(seq: Sequencer) -> None:
    assert logged(seq, f"{MASTER} is revealed: {GATHII} burns 1 blood")
    assert pool(seq, 1) == 30  # 6.2.2.2: no stealth, blocked
    assert any(isinstance(e, ActionBlocked) for e in seq.state.events)


# -- titles (4.2) ---------------------------------------------------------------------------------

VICTOR = "Victor Pelletier"
JUSTICAR = "Mary Anne Blaire"  # Camarilla Ventrue Justicar
INFLUENCE = {"phase": "influence", "turn": 5}


def _victor_out(*others: tuple[str, int]) -> list[dict[str, Any]]:
    """7: Victor (capacity 5) has his capacity in blood: he is brought out as the influence
    phase ends."""
    alice = {"name": "Alice", "uncontrolled": [{"card": VICTOR, "blood": 5}]}
    return [alice, _seat("Bob", *others)]


def _made(title: str, unique: str | None, cost: int) -> Check:
    def victor_has_the_title(seq: Sequencer) -> None:
        victor = card(seq.state, VICTOR)
        assert pool(seq, 0) == 30 - cost  # the pool paid
        assert victor.title == title and unique_title(victor) == unique

    return victor_has_the_title


def _victor_yielded(seq: Sequencer) -> None:
    # 4.2: no contest: Victor yields at once, Mary Anne keeps her title.
    assert card(seq.state, VICTOR).title is None and pool(seq, 0) == 30 - 3
    justicar = card(seq.state, JUSTICAR)
    assert not justicar.title_contested and unique_title(justicar) == "ventrue justicar"


CASES = [
    Case(
        ANU,
        "",
        "During a bleed action, Anu can burn 1 blood to give the acting minion +1 bleed.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", (ANU, BLOOD))],
        [
            ("bleed", f"{PLAIN} bleeds Bob"),
            ("ability", "the acting minion gets +1 bleed (burn 1 blood)"),
            ("pass", "Play nothing more"),
        ],
        _bled_for_two,
        MINION,
    ),
    Case(
        KALINDA,
        "",
        "During your turn, you can burn the Edge to unlock Kalinda.",
        [
            {"name": "Alice", "ready": [{"card": KALINDA, "blood": BLOOD, "locked": True}]},
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [("ability", "Kalinda: burn edge, unlock self")],
        _kalinda_unlocked,
        {**MINION, "edge": 0},
    ),
    Case(
        ORLANDO,
        "",
        "If Orlando is ready, your vampires' votes are doubled when results are tallied.",
        [
            _seat("Alice", (ORLANDO, BLOOD), hand=["Ancilla Empowerment"]),
            _seat("Bob", (PRINCE, BLOOD)),
        ],
        [
            ("political", f"{ORLANDO} calls Ancilla Empowerment"),
            ("vote-for", f"Cast {ORLANDO}'s 1 vote for"),
            ("vote-against", f"Cast {PRINCE}'s 2 votes against"),
            ("vote-for", "Cast Ancilla Empowerment's 1 vote for"),
            ("end", "End the minion phase"),
        ],
        _doubled_votes_pass,
        MINION,
    ),
    Case(
        VICTOR,
        "",
        "When Victor enters play, you may pay 1 pool to make him a primogen.",
        _victor_out((PLAIN, BLOOD)),
        [("use", "Pay 1 pool to make Victor Pelletier a primogen")],
        _made("Primogen", None, 1),
        INFLUENCE,
    ),
    Case(
        VICTOR,
        "",
        "When Victor enters play, you may pay 2 pool to make him Prince of Paris.",
        _victor_out((PLAIN, BLOOD)),
        [("use", "Pay 2 pool to make Victor Pelletier Prince of Paris")],
        _made("Prince", "prince of paris", 2),
        INFLUENCE,
    ),
    Case(
        VICTOR,
        "",
        "If Victor's title would be contested, he immediately yields instead of contesting.",
        _victor_out((JUSTICAR, BLOOD)),
        [("use", "Pay 3 pool to make Victor Pelletier Ventrue Justicar")],
        _victor_yielded,
        INFLUENCE,
    ),
    Case(
        PAUL,
        "",
        "Once each action, Paul can remove the top card of your crypt to get +1 stealth.",
        [_with_crypt("Alice", (PAUL, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", f"{PAUL} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("ability", f"{PAUL} gets +1 stealth (remove the top card of your crypt"),
            ("end", "End the minion phase"),
        ],
        _paul_got_stealth,
        MINION,
    ),
    Case(
        PAUL,
        "",
        "Once each action, Paul can remove the top card of your crypt to get +1 intercept.",
        [_seat("Alice", (PLAIN, BLOOD)), _with_crypt("Bob", (PAUL, BLOOD))],
        [
            ("hunt", f"{PLAIN} hunts"),
            ("block", f"Block with {PAUL}"),
            ("ability", f"{PAUL} gets +1 intercept (remove the top card of your crypt"),
        ],
        _paul_blocked,
        MINION,
    ),
    Case(
        ANTOINETTE,
        "",
        "Action cards that require Celerity cost Antoinette an additional blood.",
        _antoinette("Fleetness"),
        [
            ("card", f"{ANTOINETTE} bleeds Bob for 1 with Fleetness [cel]"),
            ("end", "End the minion phase"),
        ],
        _antoinette_paid(3 - 2),  # 6.2.3: Fleetness's 1 blood and 1 more, as it succeeds
        MINION,
    ),
    Case(
        ANTOINETTE,
        "",
        "Strike cards that require Celerity cost Antoinette an additional blood.",
        _antoinette("Preternatural Evasion"),
        [
            ("bleed", f"{ANTOINETTE} bleeds Bob"),
            ("block", f"Block with {PLAIN}"),
            ("card", "Play Preternatural Evasion [cel]: dodge"),
        ],
        _antoinette_paid(3 - 1),  # a dodge costing nothing costs her 1 (6.4.5: no damage)
        MINION,
    ),
    Case(
        HUANG,
        "",
        "Any Gangrel antitribu can enter combat with Huang as a (D) action.",
        _against(GANGREL_ANTITRIBU, HUANG),
        [
            ("card-combat", f"{GANGREL_ANTITRIBU} enters combat with {HUANG}"),
            ("end", "End the minion phase"),
        ],
        _huang_in_combat,
        MINION,
    ),
    Case(
        MALDAVIS,
        "",
        "Any ready primogen can burn 1 blood from Maldavis as a +1 stealth (D) action.",
        _against(PRIMOGEN, MALDAVIS),
        [
            ("burn-blood-of", f"{PRIMOGEN} burns blood from {MALDAVIS} (+1 stealth)"),
            ("end", "End the minion phase"),
        ],
        _maldavis_burned_blood,
        MINION,
    ),
    Case(
        MALDAVIS,
        "",
        "Maldavis gets -1 bleed when bleeding a Methuselah who controls a ready primogen.",
        [_seat("Alice", (MALDAVIS, 3)), _seat("Bob", (PRIMOGEN, BLOOD))],
        [("bleed", f"{MALDAVIS} bleeds Bob"), ("end", "End the minion phase")],
        _bled_for_nothing,
        MINION,
    ),
    Case(
        OLGA,
        "",
        "Black Hand vampires can steal Olga as a (D) action that costs 1 pool.",
        _against(BLACK_HAND, OLGA),
        [
            ("steal-card", f"{BLACK_HAND} steals {OLGA} (+0 stealth, 1 pool)"),
            ("end", "End the minion phase"),
        ],
        _olga_stolen,
        MINION,
    ),
    Case(
        CALEBROS,
        "",
        "An older Camarilla vampire of another Methuselah can steal his title as a (D) action "
        "that Calebros cannot block.",
        _against(OLDER_CAMARILLA, CALEBROS),
        [
            ("steal-title", f"{OLDER_CAMARILLA} steals the title of {CALEBROS}"),
            ("end", "End the minion phase"),
        ],
        _title_stolen,
        MINION,
    ),
    Case(
        ANGELICA,
        "",
        "During an action, Angelica can discard X master cards to get +X intercept.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", (ANGELICA, BLOOD), hand=MASTERS)],
        [
            ("hunt", f"{PLAIN} hunts"),
            ("block", f"Block with {ANGELICA}"),
            ("ability", f"{ANGELICA}: discard for intercept"),
            ("discard", "(+1 intercept)"),
            ("discard", "(+2 intercept)"),
        ],
        _angelica_blocked,
        MINION,
    ),
    Case(
        GATHII,
        "",
        "During his action, reveal the top card of your library: not a master card, +1 stealth.",
        _gathii("Choir"),
        _gathii_picks(),
        _gathii_got_stealth,
        MINION,
    ),
    Case(
        GATHII,
        "",
        "During his action, reveal the top card of your library: a master card, he burns 1 blood.",
        _gathii(MASTER),
        _gathii_picks(),
        _gathii_burned_blood,
        MINION,
    ),
    Case(
        MUSTAFA,
        "",
        "An older Toreador of another Methuselah can move 1 blood to Mustafa to force him to "
        "cast his votes as that Toreador's controller chooses.",
        [
            _seat("Alice", (PLAIN, BLOOD), (OLDER_TOREADOR, BLOOD), hand=CALLS),
            _seat("Bob", (MUSTAFA, BLOOD)),
        ],
        [
            ("political", f"{PLAIN} calls Ancilla Empowerment"),
            ("force-votes", f"{OLDER_TOREADOR} moves 1 blood to {MUSTAFA}"),
            ("vote-for", f"Cast {MUSTAFA}'s 2 votes for"),
        ],
        _mustafa_cast_by_alice,
        MINION,
    ),
    Case(
        TYLER,
        "",
        "In a referendum, Tyler gets +1 vote after a Methuselah burns the Edge for a vote.",
        [_seat("Alice", (PLAIN, BLOOD), (TYLER, BLOOD), hand=CALLS), _seat("Bob")],
        [
            ("political", f"{PLAIN} calls Ancilla Empowerment"),
            ("vote-for", "Cast the Edge's 1 vote for"),
            ("vote-for", f"Cast {TYLER}'s 1 vote for"),
        ],
        _tyler_voted,
        {**MINION, "edge": 0},
    ),
    Case(
        TYLER,
        "",
        "He cannot block Nosferatu.",
        [_seat("Alice", (NOSFERATU, BLOOD)), _seat("Bob", (TYLER, BLOOD))],
        [("bleed", f"{NOSFERATU} bleeds Bob")],
        _no_block_prompt,
        MINION,
    ),
    Case(
        FABRIZIA,
        "",
        "While your prey controls no ready Camarilla vampires, Fabrizia gets -2 votes.",
        [
            _seat("Alice", (FABRIZIA, BLOOD), (PLAIN, BLOOD), hand=CALLS),
            _seat("Bob", (NON_CAMARILLA, BLOOD)),
        ],
        [
            ("political", f"{PLAIN} calls Ancilla Empowerment"),
            ("decline", "Do not block"),
        ],
        _no_votes_of(FABRIZIA),
        MINION,
    ),
    Case(
        CARLAK,
        "",
        "Once results of a referendum are tallied, Carlak gains 1 blood for each Methuselah "
        "casting no votes in favor and 1 or more votes against.",
        [_seat("Alice", (CARLAK, BLOOD), hand=CALLS), _seat("Bob", (PRINCE, BLOOD))],
        [
            ("political", f"{CARLAK} calls Ancilla Empowerment"),
            ("vote-against", f"Cast {PRINCE}'s 2 votes against"),
            ("end", "End the minion phase"),
        ],
        _carlak_gained,
        MINION,
    ),
    _press_case(CARLAK, "He gets 1 optional press each combat."),
    Case(
        FAKIR,
        "",
        "Fakir can burn 3 blood during the polling step of a political action before votes "
        "and ballots are cast to have the referendum fail.",
        [_seat("Alice", (PLAIN, BLOOD), (FAKIR, BLOOD + 1), hand=CALLS), _seat("Bob")],
        [
            ("political", f"{PLAIN} calls Ancilla Empowerment"),
            ("fail-referendum", f"{FAKIR} burns 3 blood: the referendum fails"),
            ("vote-for", "Cast Ancilla Empowerment's 1 vote for"),
            ("end", "End the minion phase"),
        ],
        _referendum_failed,
        MINION,
    ),
    _press_case(FAKIR, "He gets 1 optional press each combat."),
    Case(
        FAKIR,
        "",
        "+1 bleed. +1 strength.",
        [_seat("Alice", (FAKIR, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{FAKIR} bleeds Bob for 2"), ("block", f"Block with {PLAIN}")],
        _took_damage(PLAIN, 2),
        MINION,
    ),
    Case(
        NKULE,
        "",
        "Lasombra cannot cast votes or ballots in referendums called by Nkule.",
        [_seat("Alice", (NKULE, BLOOD), hand=CALLS), _seat("Bob", (LASOMBRA, BLOOD))],
        [
            ("political", f"{NKULE} calls Ancilla Empowerment"),
            ("done", "Done casting (final)"),
        ],
        _no_lasombra_votes,
        {**MINION, "edge": 1},  # Bob's Edge: he still has votes to cast, so he is asked
    ),
    Case(
        NKULE,
        "",
        "While he is ready, if you burn the Edge for a vote, you gain an additional 2 votes.",
        [_seat("Alice", (NKULE, BLOOD), hand=CALLS), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("political", f"{NKULE} calls Ancilla Empowerment"),
            ("vote-for", "Cast the Edge's 3 votes for"),
        ],
        _edge_for_three,
        {**MINION, "edge": 0},
    ),
    Case(
        ALVARO,
        "",
        "After resolution of any political action, if Alvaro abstained, he can gain 2 blood.",
        [_seat("Alice", (PLAIN, BLOOD), (ALVARO, BLOOD), hand=CALLS), _seat("Bob")],
        [
            ("political", f"{PLAIN} calls Ancilla Empowerment"),
            ("end", "End the minion phase"),
        ],
        _alvaro_gained,
        MINION,
    ),
    Case(
        NESERIAN,
        "",
        "While you control no locations, Neserian gets -1 bleed.",
        [_seat("Alice", (NESERIAN, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{NESERIAN} bleeds Bob"), ("end", "End the minion phase")],
        _neserian_bled_nothing,
        MINION,
    ),
    Case(
        NESERIAN,
        "",
        "While you control 1 or more locations, Neserian gets +1 vote.",
        [
            _seat("Alice", (NESERIAN, BLOOD), hand=CALLS, in_play=[LOCATION]),
            _seat("Bob", (PLAIN, BLOOD)),
        ],
        [
            ("political", f"{NESERIAN} calls Ancilla Empowerment"),
            ("vote-for", f"Cast {NESERIAN}'s 1 vote for"),
        ],
        _neserian_voted,
        MINION,
    ),
    Case(
        TRYPHOSA,
        "",
        "While Tryphosa is ready, any Malkavian's bleed actions cost 1 additional blood and get "
        "+1 stealth.",
        [_seat("Alice", (MALKAVIAN, BLOOD), (TRYPHOSA, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("bleed", f"{MALKAVIAN} bleeds Bob for 1 (+1 stealth)"),
            ("block", f"Block with {PLAIN} (intercept 0 vs stealth 1"),
            ("end", "End the minion phase"),
        ],
        _malkavian_bled,
        MINION,
    ),
    Case(
        STRAVINSKY,
        "",
        "+1 bleed.",
        _bleeder(STRAVINSKY, PLAIN),
        [("bleed", f"{STRAVINSKY} bleeds Bob for 2"), ("end", "End the minion phase")],
        _bob_burned(2),
        MINION,
    ),
    Case(
        STRAVINSKY,
        "",
        "An additional +1 bleed against a Methuselah who controls a younger ready Tzimisce.",
        _bleeder(STRAVINSKY, YOUNGER_TZIMISCE),
        [("bleed", f"{STRAVINSKY} bleeds Bob for 3"), ("end", "End the minion phase")],
        _bob_burned(3),
        MINION,
    ),
    Case(
        CORNELIUS,
        "",
        "+1 bleed.",
        _bleeder(CORNELIUS, PLAIN),  # Madison is Camarilla
        [("bleed", f"{CORNELIUS} bleeds Bob for 2"), ("end", "End the minion phase")],
        _bob_burned(2),
        MINION,
    ),
    Case(
        CORNELIUS,
        "",
        "An additional +1 bleed when bleeding a Methuselah who controls a ready non-Camarilla "
        "vampire.",
        _bleeder(CORNELIUS, NON_CAMARILLA),
        [("bleed", f"{CORNELIUS} bleeds Bob for 3"), ("end", "End the minion phase")],
        _bob_burned(3),
        MINION,
    ),
    Case(
        HESHA,
        "",
        "Hesha gets +1 stealth when hunting. +1 hunt.",
        _bleeder(HESHA, PLAIN),
        [("hunt", f"{HESHA} hunts (+2 stealth)"), ("end", "End the minion phase")],
        _hesha_hunted,
        MINION,
    ),
    Case(
        JASON,
        "",
        "Jason gets +2 votes when casting votes against blood hunt referendums.",
        [
            _seat("Alice", (PLAIN, BLOOD)),
            _seat("Bob", (JASON, BLOOD), torpor=[{"card": TORPID, "blood": 1}]),
        ],
        [
            ("diablerize", f"{PLAIN} diablerizes {TORPID}"),
            ("vote-against", f"Cast {JASON}'s 1 vote and 2 more votes against"),
        ],
        _jason_cast_three,
        MINION,
    ),
    Case(
        JASON,
        "",
        "+1 bleed.",
        _bleeder(JASON, PLAIN),
        [("bleed", f"{JASON} bleeds Bob for 2"), ("end", "End the minion phase")],
        _bob_burned(2),
        MINION,
    ),
    Case(
        TROIUS,
        "",
        "Troius cannot cast votes or ballots against blood hunt referendums.",
        [
            _seat("Alice", (PLAIN, BLOOD)),
            _seat("Bob", (TROIUS, BLOOD), torpor=[{"card": TORPID, "blood": 1}]),
        ],
        [("diablerize", f"{PLAIN} diablerizes {TORPID}"), ("decline", "Do not block")],
        _troius_not_against,
        MINION,
    ),
    Case(
        TROIUS,
        "",
        "+1 strength.",
        [_seat("Alice", (TROIUS, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{TROIUS} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _took_damage(PLAIN, 2),
        MINION,
    ),
    Case(
        NAVAR,
        "",
        "Navar cannot block older vampires.",
        [_seat("Alice", (PLAIN, BLOOD)), _seat("Bob", (NAVAR, BLOOD))],
        [("bleed", f"{PLAIN} bleeds Bob")],
        _no_block_prompt,
        MINION,
    ),
    Case(
        TOBIAS,
        "",
        "Tobias can give any other non-titled Sabbat vampire you control with capacity 6 or "
        "more the title of bishop as an action.",
        [_seat("Alice", (TOBIAS, BLOOD), (SABBAT_SIX, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("minion-ability", f"{TOBIAS} gives the title of bishop to {SABBAT_SIX}"),
            ("end", "End the minion phase"),
        ],
        _made_bishop,
        MINION,
    ),
    Case(
        GUSTAV,
        "",
        "Gustav can remove a bishop's or archbishop's title as a (D) action.",
        _against(GUSTAV, BISHOP),
        [
            ("minion-ability", f"{GUSTAV} removes the title of {BISHOP}"),
            ("end", "End the minion phase"),
        ],
        _title_removed,
        MINION,
    ),
    Case(
        GUSTAV,
        "",
        "+1 bleed.",
        _bleeder(GUSTAV, PLAIN),
        [("bleed", f"{GUSTAV} bleeds Bob for 2"), ("end", "End the minion phase")],
        _bob_burned(2),
        MINION,
    ),
    Case(
        LEILA,
        "",
        "Leila can change the sect of an Anarch with no blood to Sabbat as a +1 stealth (D) "
        "action.",
        [_seat("Alice", (LEILA, BLOOD)), _seat("Bob", (BLOODLESS_ANARCH, 0))],
        [
            ("minion-ability", f"{LEILA} changes to Sabbat the sect of {BLOODLESS_ANARCH}"),
            ("end", "End the minion phase"),
        ],
        _became_sabbat,
        MINION,
    ),
    Case(
        MURICIA,
        "",
        "During your unlock phase, a Gangrel antitribu you control may burn 1 blood to become a "
        "sterile Ahrimane and gain 1 level of Spiritus.",
        [_seat("Alice", (MURICIA, BLOOD), (GANGREL_ANTITRIBU, BLOOD)), _seat("Bob")],
        [("use", f"{GANGREL_ANTITRIBU} burns 1 blood to become Ahrimane")],
        _became_ahrimane,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        MURICIA,
        "",
        "+1 strength.",
        [_seat("Alice", (MURICIA, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{MURICIA} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _took_damage(PLAIN, 2),
        MINION,
    ),
    Case(
        HENRI,
        "",
        "While Henri is in combat, you get +1 hand size.",
        [_seat("Alice", (HENRI, BLOOD), hand=["Choir"] * 7), _seat("Bob", (PLAIN, BLOOD))],
        [("bleed", f"{HENRI} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _henri_hand_size,
        MINION,
    ),
    Case(
        MARTA,
        "",
        "After Marta diablerizes an older vampire, she can gain 1 blood.",
        [
            _seat("Alice", (MARTA, 1)),
            _seat("Bob", (PLAIN, BLOOD), torpor=[{"card": OLDER_TORPID, "blood": 0}]),
        ],
        [("diablerize", f"{MARTA} diablerizes {OLDER_TORPID}"), ("end", "End the minion phase")],
        _marta_gained,
        MINION,
    ),
    Case(
        BARTHOLOMEW,
        "",
        "If Bartholomew is unlocked at the beginning of your turn, you gain 1 pool.",
        [_seat("Alice", (BARTHOLOMEW, BLOOD)), _seat("Bob", (PLAIN, BLOOD))],
        [],
        _bartholomew_pool,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        UTA,
        "",
        "Uta can enter combat with a minion controlled by another Methuselah as a (D) action.",
        _bleeder(UTA, PLAIN),
        [("minion-ability", f"{UTA} enters combat with {PLAIN}"), ("end", "End the minion phase")],
        _entered_combat(UTA, BLOOD - 1),
        MINION,
    ),
    Case(
        UTA,
        "",
        "Cards that require Blood Sorcery cost her 1 less blood.",
        [_seat("Alice", (UTA, BLOOD), hand=["Rutor's Hand"]), _seat("Bob", (PLAIN, BLOOD))],
        [
            ("card", f"{UTA} plays Rutor's Hand [tha] (+1 stealth)"),
            ("end", "End the minion phase"),
        ],
        _uta_paid_nothing,
        MINION,
    ),
    Case(
        BAKR,
        "",
        "Bakr can enter combat with a minion as a +1 stealth action that costs 1 blood.",
        _bleeder(BAKR, PLAIN),
        [
            ("minion-ability", f"{BAKR} enters combat with {PLAIN} (+1 stealth, 1 blood)"),
            ("end", "End the minion phase"),
        ],
        _entered_combat(BAKR, BLOOD - 1 - 1),  # 6.2.3: the cost; 6.4.5: a hand strike
        MINION,
    ),
    Case(
        TITUS,
        "",
        "Titus can steal equipment from a minion controlled by your predator or prey as a (D) "
        "action.",
        [
            _seat("Alice", (TITUS, BLOOD)),
            {"name": "Bob", "ready": [{"card": PLAIN, "blood": BLOOD, "attached": [GUN]}]},
        ],
        [("minion-ability", f"{TITUS} steals {GUN}"), ("end", "End the minion phase")],
        _gun_stolen,
        MINION,
    ),
    Case(
        TITUS,
        "",
        "+1 strength.",
        _bleeder(TITUS, PLAIN),
        [("bleed", f"{TITUS} bleeds Bob"), ("block", f"Block with {PLAIN}")],
        _took_damage(PLAIN, 2),
        MINION,
    ),
    Case(
        PIETER,
        "",
        "Pieter may burn a blood from a ready Tremere as a (D) action.",
        _bleeder(PIETER, TREMERE),
        [
            ("minion-ability", f"{PIETER} burns a blood from {TREMERE}"),
            ("end", "End the minion phase"),
        ],
        _tremere_burned,
        MINION,
    ),
    Case(
        MUNTATHIR,
        "",
        "If you control 4 or more True Brujah, burn Al-Muntathir.",
        _fourth_out(),
        [("end", "End the influence phase")],
        _muntathir_burned,
        INFLUENCE,
    ),
    Case(
        MUNTATHIR,
        "",
        "He cannot use cards requiring Celerity.",
        _with_celerity(MUNTATHIR, "Fleetness"),
        [],
        _not_offered("Fleetness"),
        MINION,
    ),
]
