"""Cases for more of the most-played library cards of the tournament decklists that were played
by hand (defs/library_more.toml): one per card and Discipline level."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from combat_table import BLOCKER, blocked, seats, untouched
from harness import Case, card, logged, pool

from vtes_tui.rules.more_library_effects import entered_last_influence
from vtes_tui.rules.permanents import bleed_amount, votes_of
from vtes_tui.rules.reaction_effects import NO_UNLOCK
from vtes_tui.rules.state import Region
from vtes_tui.rules.zones import modified
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
MASTER = {"phase": "master", "turn": 5}
BOB = {"name": "Bob", "ready": []}
CAROL = {"name": "Carol", "ready": []}


def _alice(vampire: str, hand: list[str], blood: int = 4, **more: Any) -> dict:
    return {"name": "Alice", "ready": [{"card": vampire, "blood": blood}], "hand": hand, **more}


def _options(seq: Sequencer, key: str) -> list[str]:
    assert seq.prompt is not None
    return [o.label for o in seq.prompt.options if o.key == key]


# -- bleed actions (6.1.1, 6.1.6) -------------------------------------------------------------------


def _night_moves(victim: int, stealth: int) -> Callable[[Sequencer], None]:
    """Bled at +N stealth; the bleed of 2 (Bloody Mary's +1) burns 1 pool: the excess is
    ignored."""

    def check(seq: Sequencer) -> None:
        assert [pool(seq, s) for s in range(3)] == [30 if s != victim else 29 for s in range(3)]
        assert seq.state.edge == 0
        assert logged(
            seq, f"with Night Moves [{'obf' if stealth == 3 else 'OBF'}] (+{stealth} stealth"
        )

    return check


def _loss_burns(seq: Sequencer) -> None:
    assert card(seq.state, ".44 Magnum").region is Region.ASH_HEAP
    assert card(seq.state, "Kamau Jafari").blood == 4 - 1  # its cost


def _loss_bleeds(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2
    assert card(seq.state, "Kamau Jafari").blood == 4 - 1


# -- actions to add blood (6.1.6, 1.5.2) ----------------------------------------------------------


def _the_call(amount: int) -> Callable[[Sequencer], None]:
    """The younger vampire with Dementation gains the blood; the older one is not offered."""

    def check(seq: Sequencer) -> None:
        assert card(seq.state, "Boy Toy").blood == amount
        assert card(seq.state, "Aaron Bathurst").blood == 0

    return check


def _leadership(seq: Sequencer) -> None:
    """Kassandra (6) and Bob's Farah (7): Farah is the oldest Assamite; only Bob gains."""
    assert [pool(seq, s) for s in range(3)] == [30, 32, 30]


# -- action modifiers and combat cards (6.2, 6.4) ---------------------------------------------------


BIKER = {"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]}  # a blocker with 1 intercept


def _stone_travel_cancels(seq: Sequencer) -> None:
    """Blocked all the same at 1 stealth against 1 intercept: the combat is canceled."""
    assert card(seq.state, "Mazz").locked
    assert not logged(seq, "Combat")
    assert card(seq.state, "Mazz").blood == 3
    assert pool(seq, 1) == 30
    assert card(seq.state, "Stone Travel").region is Region.ASH_HEAP


def _mirror_image_continues(seq: Sequencer) -> None:
    assert logged(seq, "the action continues as if unblocked")
    assert card(seq.state, "Dhita Choudhair").blood == 5 - 1 + 1  # its cost, then the hunt


def _wraith_recruited(seq: Sequencer) -> None:
    """+2 stealth gets the recruit action (+1 stealth, 6.1.5) past the 1 intercept of the Sport
    Bike: the ally enters play (in the uncontrolled region until the end of the turn)."""
    assert logged(seq, "Mazz's block attempt fails")
    assert card(seq.state, "Ambrosius, The Ferryman").region is Region.UNCONTROLLED
    assert pool(seq, 0) == 30 - 3
    assert card(seq.state, "Accorri Giovanni").blood == 4 - 1  # Breath of Thanatos's cost
    assert not card(seq.state, "Mazz").locked


def _aggravated_strike(seq: Sequencer) -> None:
    """1 aggravated damage cannot be healed (6.4.6): Aleph, with blood left, goes to torpor."""
    assert logged(seq, "Aleph takes 1 aggravated damage")
    assert card(seq.state, "Aleph").region is Region.TORPOR


def _rift_together(seq: Sequencer) -> None:
    """[obf] and [pre] played at once: +1 stealth as announced (a block at 1 intercept still
    succeeds), then the Anarch's strike: combat ends."""
    assert logged(seq, "plays Memory Rift [obf+pre]")
    assert logged(seq, "Jean-François strikes: Memory Rift: combat ends")
    assert logged(seq, "Jean-François's strike ends combat")


def _coma_keeps_locked(seq: Sequencer) -> None:
    """Sent to torpor, the blocker did not unlock in Bob's next unlock phase (4): still locked
    in Alice's next turn; the modifier is spent."""
    aleph = card(seq.state, BLOCKER)
    assert seq.state.turn == 7
    assert aleph.region is Region.TORPOR
    assert aleph.locked
    assert not modified(seq.state, NO_UNLOCK, aleph)


# -- master cards (5) -------------------------------------------------------------------------------


def _tend_the_flock(seq: Sequencer) -> None:
    assert card(seq.state, "Sargon").blood == 3  # from the blood bank (ruling ANK 20190511)
    assert card(seq.state, "Elihu").blood == 4
    assert _options(seq, "target") == []


def _grooming(seq: Sequencer) -> None:
    assert card(seq.state, "Boy Toy").blood == 2
    assert card(seq.state, "Artemis").blood == 5 - 2


def _eternals_pool(seq: Sequencer) -> None:
    assert pool(seq, 0) == 30 - 4 + 5


def _eternals_blood(seq: Sequencer) -> None:
    assert card(seq.state, "Neferu").blood == 5
    assert pool(seq, 0) == 30 - 4


def _palla_grande(seq: Sequencer) -> None:
    """In play with 3 counters; Toreador antitribu (Bob's too) get +1 bleed, others do not."""
    palla = card(seq.state, "Palla Grande")
    assert palla.region is Region.IN_PLAY and palla.blood == 3
    assert bleed_amount(seq.state, card(seq.state, "Amber")) == 2
    assert bleed_amount(seq.state, card(seq.state, "Carter")) == 2
    assert bleed_amount(seq.state, card(seq.state, "Mazz")) == 1


def _palla_grande_fades(seq: Sequencer) -> None:
    """Her discard phase burns its last counter: with none, it is burned."""
    assert card(seq.state, "Palla Grande").region is Region.ASH_HEAP


GARIBALDI = "Garibaldi-Meucci Museum"


def _museum_exchanges(seq: Sequencer) -> None:
    assert card(seq.state, "Memory Rift").region is Region.HAND
    assert card(seq.state, "Conditioning").region is Region.ASH_HEAP
    assert card(seq.state, GARIBALDI).locked
    assert pool(seq, 0) == 30 - 1


def _museum_ends_combat(seq: Sequencer) -> None:
    """Two Anarchs: the museum ends the combat before range; no strike was made."""
    assert card(seq.state, GARIBALDI).locked
    assert logged(seq, "is locked, combat ends")
    assert card(seq.state, "Anita Wainwright").blood == 3
    assert card(seq.state, "Brandon Grime").blood == 4


def _legendary(seq: Sequencer) -> None:
    """On Don Cerro, who came out of the uncontrolled region in her last influence phase (not
    on Jeremy MacNeil, ready before): +2 bleed, +2 votes."""
    don = card(seq.state, "Don Cerro")
    assert card(seq.state, "Legendary Vampire").host is don
    assert bleed_amount(seq.state, don) == 1 + 2
    assert votes_of(seq.state, don) == 2
    assert [v.name for v in entered_last_influence(seq.state, 0)] == ["Don Cerro"]


def _legendary_burned(seq: Sequencer) -> None:
    assert card(seq.state, "Legendary Vampire").region is Region.ASH_HEAP


def _pressed_on(seq: Sequencer) -> None:
    """The optional press continued the combat into a second round."""
    assert logged(seq, "Greg Mazouni presses to continue combat")
    assert logged(seq, "Combat round 2")


def _no_escape(seq: Sequencer) -> None:
    """First round: Majesty's "combat ends" is not offered to Anita, whose hand strike is then
    her only strike (chosen at once); pressed on, in the second round it is offered."""
    assert logged(seq, "Anita Wainwright strikes: Hand strike")
    assert logged(seq, "Combat round 2")
    assert seq.prompt is not None and seq.prompt.kind == "strike"
    assert any("Majesty" in o.label for o in seq.prompt.options)


def _rewilded(seq: Sequencer) -> None:
    assert card(seq.state, "The Labyrinth").region is Region.ASH_HEAP
    assert pool(seq, 1) == 30 - 2


def _heart_of_the_city(amount: int) -> Callable[[Sequencer], None]:
    def check(seq: Sequencer) -> None:
        brachah = card(seq.state, "Brachah")
        assert card(seq.state, "Heart of the City").host is brachah
        assert bleed_amount(seq.state, brachah) == 1 + amount
        assert brachah.blood == 4 - 2

    return check


def _fed(name: str) -> Callable[[Sequencer], None]:
    def check(seq: Sequencer) -> None:
        assert card(seq.state, "Badger").blood == 2
        assert logged(seq, f"{name}: Badger gains 1 blood")

    check.__name__ = f"_fed_by_{name.lower().replace(' ', '_')}"
    return check


def _opium_den(seq: Sequencer) -> None:
    """+1 stealth from the den: the bleed gets past Mazz's 0 intercept."""
    assert card(seq.state, "Opium Den").locked
    assert pool(seq, 1) == 30 - 1


def _crow_unlocked(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 1
    assert not card(seq.state, "Erinyi").locked
    assert logged(seq, "Erinyi unlocks")


def _hunting_case(name: str) -> Case:
    return Case(
        name,
        "",
        "During your unlock phase a ready vampire you control can gain 1 blood.",
        [_alice("Badger", [], blood=1, in_play=[name]), BOB],
        [("feed", f"{name}: Badger gains 1 blood")],
        _fed(name),
        {"phase": "unlock", "turn": 5},
    )


def _burned(name: str, bob_pool: int = 30) -> Callable[[Sequencer], None]:
    def check(seq: Sequencer) -> None:
        assert card(seq.state, name).region is Region.ASH_HEAP
        assert pool(seq, 1) == bob_pool

    check.__name__ = f"_burned_{name.lower().replace(' ', '_').replace('.', '')}"
    return check


def _ascended(seq: Sequencer) -> None:
    assert pool(seq, 0) == 30 + 1


def _crypt_drawn(seq: Sequencer) -> None:
    assert card(seq.state, "Aleph").region is Region.UNCONTROLLED


def _blocked_by(name: str) -> Callable[[Sequencer], None]:
    def check(seq: Sequencer) -> None:
        assert logged(seq, f"Krid is blocked by {name}")

    check.__name__ = f"_blocked_by_{name.lower()}"
    return check


def _aleph_left(blood: int, region: Region = Region.READY) -> Callable[[Sequencer], None]:
    def check(seq: Sequencer) -> None:
        aleph = card(seq.state, "Aleph")
        assert aleph.region is region
        assert aleph.blood == blood

    check.__name__ = f"_aleph_{blood}_{region.name.lower()}"
    return check


def _bled_bob(amount: int) -> Callable[[Sequencer], None]:
    def check(seq: Sequencer) -> None:
        assert pool(seq, 1) == 30 - amount

    check.__name__ = f"_bled_bob_{amount}"
    return check


def _leonardo(seq: Sequencer) -> None:
    assert card(seq.state, "Krid").blood == 1 + 1
    assert card(seq.state, "Leonardo, Mortician").locked


def _armed(weapon: str) -> list[dict[str, Any]]:
    """Alice Chen with the weapon, blocked by Aleph (4 blood, strength 1)."""
    return [
        {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4, "attached": [weapon]}]},
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
    ]


ARMED = [("bleed", "Alice Chen bleeds Bob"), ("block", "Block with Aleph")]
LOCKED_MAZZ = {"card": "Mazz", "blood": 2, "locked": True, "attached": [".44 Magnum"]}
LABYRINTH_BOB = {"name": "Bob", "ready": [], "in_play": ["The Labyrinth"]}


def _elders_honored(seq: Sequencer) -> None:
    """Capacity 8 or more, ready (Bob's Khurshid) or uncontrolled (Alice's Neferu): +1 blood;
    Quentin King III (7) gains none."""
    assert card(seq.state, "Khurshid").blood == 3 + 1
    assert card(seq.state, "Neferu").blood == 0 + 1
    assert card(seq.state, "Quentin King III").blood == 4


def _mbare(seq: Sequencer) -> None:
    assert card(seq.state, "Dolie").blood == 1
    assert card(seq.state, "Aleph").blood == 0  # not a Laibon
    assert card(seq.state, "Mbare Market, Harare").locked


def _leapfrog(level: str, key: str) -> Case:
    texts = {
        "obf": "[obf] Maneuver, only usable to go to long range.",
        "spi": "[spi] Maneuver: to long range, no hand strike reaches.",
        "SPI": "[SPI] Strike: combat ends.",
    }
    return Case(
        "Leapfrog",
        level,
        texts[level],
        seats("Effie Lowery", 5, ["Leapfrog"]),
        [*blocked("Effie Lowery"), (key, f"Leapfrog [{level}]")],
        untouched(BLOCKER, 4, "Effie Lowery", 5),
        MINION,
    )


def _piped(seq: Sequencer) -> None:
    """Anita locks and recruits Procurer from the hand, paying its 2 blood; the ally enters
    play in the uncontrolled region until the end of the turn (6.1.5)."""
    anita = card(seq.state, "Anita Wainwright")
    assert anita.locked and anita.blood == 3 - 2
    procurer = card(seq.state, "Procurer")
    assert procurer.region is Region.UNCONTROLLED and procurer.blood == 1


REVOLUTION = "Constant Revolution"


def _revolution_in_play(seq: Sequencer) -> None:
    revolution = card(seq.state, REVOLUTION)
    assert revolution.region is Region.IN_PLAY and revolution.blood == 1


def _revolution_toll(seq: Sequencer) -> None:
    """Bob's unlock phase, 2 counters: his one card discarded at random, not replaced, and 1
    pool."""
    assert pool(seq, 1) == 30 - 1
    assert card(seq.state, "Deflection").region is Region.ASH_HEAP
    assert not seq.state.players[1].hand


def _revolution_burned(seq: Sequencer) -> None:
    assert card(seq.state, REVOLUTION).region is Region.ASH_HEAP
    assert pool(seq, 1) == 30 - 1  # the action's cost


TENSION = "Tension in the Ranks"


def _tension_toll(seq: Sequencer) -> None:
    """Mazz, with no blood to heal Krid's hand strike, goes to torpor: Bob burns 1 pool."""
    assert card(seq.state, "Mazz").region is Region.TORPOR
    assert pool(seq, 1) == 30 - 1
    assert pool(seq, 0) == 30


def _tension_burned(seq: Sequencer) -> None:
    assert card(seq.state, TENSION).region is Region.ASH_HEAP
    assert card(seq.state, "Ascendance").region is Region.ASH_HEAP
    assert card(seq.state, "Misdirection").region is Region.ASH_HEAP


def _marionette_locks(seq: Sequencer) -> None:
    """Bled for 2 (Aleph declined to block); then the prey's unlocked minion is locked."""
    assert pool(seq, 1) == 30 - 2
    assert card(seq.state, "Aleph").locked


FBI = "FBI Special Affairs Division"


def _fbi(seq: Sequencer) -> None:
    """Procurer burned in combat with Krid: a counter, then 2 unpreventable damage to Krid
    after combat (healed with blood, 6.4.6): 4 - 1 (Procurer's strike) - 2."""
    assert card(seq.state, "Procurer").region is Region.ASH_HEAP
    assert card(seq.state, FBI).blood == 1
    assert card(seq.state, "Krid").blood == 4 - 1 - 2


def _fbi_done(seq: Sequencer) -> None:
    assert card(seq.state, FBI).region is Region.ASH_HEAP


def _aching_toll(seq: Sequencer) -> None:
    """Mazz blocks Anson: Bob burns 1 pool before block resolution."""
    assert logged(seq, "Anson is blocked by Mazz")
    assert pool(seq, 1) == 30 - 1


def _slaughtered(seq: Sequencer) -> None:
    assert card(seq.state, "The Slaughterhouse").locked
    assert len(seq.state.players[1].library) == 20 - 2
    assert len(seq.state.players[1].ash_heap) == 2
    assert len(seq.state.players[0].library) == 20


NOD = "Fragment of the Book of Nod"


def _nod_drawn(seq: Sequencer) -> None:
    """Two drawn, then two discarded of her choice: 7 in hand, 2 in the ash heap."""
    assert card(seq.state, NOD).locked
    assert len(seq.state.players[0].hand) == 7
    assert len(seq.state.players[0].ash_heap) == 2
    assert len(seq.state.players[0].library) == 20 - 2


def _nod_stolen(seq: Sequencer) -> None:
    nod = card(seq.state, NOD)
    assert nod.controller == 1 and nod.region is Region.IN_PLAY


PROTECTED = "Protected Resources"


def _protected(seq: Sequencer) -> None:
    """Bled for 3 (Loss [QUI]), Bob burns 2; the bleed of 1 or more still
    takes the Edge."""
    assert pool(seq, 1) == 30 - 2
    assert seq.state.edge == 0
    assert card(seq.state, PROTECTED).region is Region.IN_PLAY


def _protection_spent(seq: Sequencer) -> None:
    """Alice's own minion bled successfully: her Protected Resources burns."""
    assert card(seq.state, PROTECTED).region is Region.ASH_HEAP
    assert pool(seq, 1) == 30 - 1


def _drained(seq: Sequencer) -> None:
    assert card(seq.state, "Mazz").blood == 2 - 1
    assert card(seq.state, "Arjun Shah").blood == 4


def _drained_and_fed(seq: Sequencer) -> None:
    """The retainer loses its life and burns; the acting vampire gains 1 blood."""
    assert card(seq.state, "Raven Spy").region is Region.ASH_HEAP
    assert card(seq.state, "Kassandra Tassaki").blood == 4 + 1


CASES = [
    Case(
        "Cryptic Mission",
        "tha",
        "[tha] Ⓓ Burn 1 blood on a vampire, or do 1 unpreventable damage to an ally or retainer.",
        [_alice("Arjun Shah", ["Cryptic Mission"]), {"name": "Bob", "ready": [LOCKED_MAZZ]}],
        [("card", "Cryptic Mission [tha] at Mazz (Bob)")],
        _drained,
        MINION,
    ),
    Case(
        "Cryptic Mission",
        "THA",
        "[THA] As above, and the acting vampire gains 1 blood from the blood bank.",
        [
            _alice("Kassandra Tassaki", ["Cryptic Mission"]),
            {
                "name": "Bob",
                "ready": [
                    {
                        "card": "Mazz",
                        "blood": 2,
                        "locked": True,
                        "attached": [{"card": "Raven Spy", "blood": 1}],
                    }
                ],
            },
        ],
        [("card", "Cryptic Mission [THA] at Raven Spy (Bob)")],
        _drained_and_fed,
        MINION,
    ),
    Case(
        PROTECTED,
        "",
        "If you would burn more than 2 pool to a bleed, you burn 2 pool instead.",
        [_alice("Kamau Jafari", ["Loss"]), {"name": "Bob", "ready": [], "in_play": [PROTECTED]}],
        [("card", "bleeds Bob for 3 with Loss [QUI]")],
        _protected,
        MINION,
    ),
    Case(
        PROTECTED,
        "",
        "After a minion you control successfully bleeds, burn this card.",
        [_alice("Krid", [], in_play=[PROTECTED]), BOB],
        [("bleed", "Krid bleeds Bob"), ("end", "End the minion phase")],
        _protection_spent,
        MINION,
    ),
    Case(
        NOD,
        "",
        "Lock to draw 2 cards (discard down afterward).",
        [_alice("Krid", ["Deflection"] * 7, in_play=[NOD]), BOB],
        [("ability", NOD), ("discard", "Discard Deflection"), ("discard", "Discard Choir")],
        _nod_drawn,
        MASTER,
    ),
    Case(
        NOD,
        "",
        "Vampires can steal this card as a Ⓓ action.",
        [
            _alice("Krid", [], blood=2, in_play=[NOD]),
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]},
        ],
        [("steal-card", f"Mazz steals {NOD}"), ("end", "End the minion phase")],
        _nod_stolen,
        {"phase": "minion", "turn": 6, "current": 1},
    ),
    Case(
        "The Slaughterhouse",
        "",
        "Lock to burn two cards from the top of your prey's library.",
        [_alice("Krid", [], in_play=["The Slaughterhouse"]), BOB],
        [("ability", "The Slaughterhouse")],
        _slaughtered,
        MASTER,
    ),
    Case(
        "Aching Beauty",
        "",
        "If this Toreador is blocked, the blocking minion's controller burns 1 pool.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Anson", "blood": 4, "attached": ["Aching Beauty"]}],
            },
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]},
        ],
        [("bleed", "Anson bleeds Bob"), ("block", "Block with Mazz")],
        _aching_toll,
        MINION,
    ),
    Case(
        FBI,
        "",
        "An ally burned in combat with an acting vampire: a counter, and 2 damage to him after.",
        [
            _alice("Krid", []),
            {"name": "Bob", "ready": [{"card": "Procurer", "blood": 1}], "in_play": [FBI]},
        ],
        [("bleed", "Krid bleeds Bob"), ("block", "Block with Procurer")],
        _fbi,
        MINION,
    ),
    Case(
        FBI,
        "",
        "If this card has 4 counters, burn it.",
        [
            _alice("Krid", []),
            {
                "name": "Bob",
                "ready": [{"card": "Procurer", "blood": 1}],
                "in_play": [{"card": FBI, "blood": 3}],
            },
        ],
        [("bleed", "Krid bleeds Bob"), ("block", "Block with Procurer")],
        _fbi_done,
        MINION,
    ),
    Case(
        "Spirit Marionette",
        "dom",
        "[dom] Ⓓ Bleed with +1 bleed.",
        [_alice("Tony", ["Spirit Marionette"]), BOB],
        [("card", "bleeds Bob for 2 with Spirit Marionette [dom]")],
        _bled_bob(2),
        MINION,
    ),
    Case(
        "Spirit Marionette",
        "obe",
        "[obe] Ⓓ Bleed with +1 bleed and lock a ready minion controlled by your prey.",
        [
            _alice("Blanche Hill", ["Spirit Marionette"]),
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 2, "locked": False}]},
        ],
        [("card", "bleeds Bob for 2 with Spirit Marionette [obe]"), ("decline", "Do not block")],
        _marionette_locks,
        MINION,
    ),
    Case(
        TENSION,
        "",
        "After a ready minion is burned or sent to torpor, their controller burns 1 pool.",
        [
            _alice("Krid", [], blood=2, in_play=[TENSION]),
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 0}]},
        ],
        [("bleed", "Krid bleeds Bob"), ("block", "Block with Mazz")],
        _tension_toll,
        MINION,
    ),
    Case(
        TENSION,
        "",
        "Methuselahs can use a master phase action and discard two master cards to burn it.",
        [
            _alice("Krid", [], in_play=[TENSION]),
            {
                "name": "Bob",
                "ready": [{"card": "Mazz", "blood": 2}],
                "hand": ["Ascendance", "Misdirection"],
            },
        ],
        [
            ("discard-to-burn", f"Discard 2 master cards to burn {TENSION}"),
            ("discard", "Discard Ascendance"),
        ],
        _tension_burned,
        {"phase": "master", "turn": 6, "current": 1},
    ),
    Case(
        REVOLUTION,
        "",
        "Put this card in play with 1 counter.",
        [_alice("Anita Wainwright", [REVOLUTION], blood=3), BOB],
        [("card", REVOLUTION)],
        _revolution_in_play,
        MINION,
    ),
    Case(
        REVOLUTION,
        "",
        "During each other Methuselah's unlock phase, they burn X pool and/or cards at random.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Anita Wainwright", "blood": 3}],
                "in_play": [{"card": REVOLUTION, "blood": 2}],
            },
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}], "hand": ["Deflection"]},
        ],
        [("amount", "Discard 1 card(s) at random and burn 1 pool")],
        _revolution_toll,
        {"phase": "unlock", "turn": 6, "current": 1},
    ),
    Case(
        REVOLUTION,
        "",
        "Vampires can burn this card as a Ⓓ action that costs 1 pool.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Anita Wainwright", "blood": 3, "locked": True}],
                "in_play": [{"card": REVOLUTION, "blood": 2}],
            },
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]},
        ],
        [("burn-card", "Mazz burns Constant Revolution (+0 stealth, 1 pool)")],
        _revolution_burned,
        {"phase": "minion", "turn": 6, "current": 1},
    ),
    Case(
        "Piper",
        "",
        "Lock a ready unlocked Anarch: he recruits or employs an ally or retainer from your hand.",
        [_alice("Anita Wainwright", ["Piper", "Procurer"], blood=3), BOB],
        [("master", "Piper: Anita Wainwright recruits or employs")],
        _piped,
        MASTER,
    ),
    _leapfrog("obf", "maneuver"),
    _leapfrog("spi", "maneuver"),
    _leapfrog("SPI", "card"),
    Case(
        "Mbare Market, Harare",
        "",
        "Lock to add 1 blood from the blood bank to a Laibon in your uncontrolled region.",
        [
            _alice("Krid", [], in_play=["Mbare Market, Harare"], uncontrolled=["Dolie", "Aleph"]),
            BOB,
        ],
        [("ability", "Mbare Market, Harare")],
        _mbare,
        MASTER,
    ),
    Case(
        "Honor the Elders",
        "",
        "Successful referendum: each vampire of capacity 8 or more, ready or uncontrolled, +1 blood.",
        [
            _alice("Quentin King III", ["Honor the Elders"], uncontrolled=["Neferu"]),
            {"name": "Bob", "ready": [{"card": "Khurshid", "blood": 3}]},
        ],
        [
            ("political", "Quentin King III calls Honor the Elders"),
            ("vote-for", "Cast Quentin King III's 2 votes for"),
            ("end", "End the discard phase"),  # the referendum is over
        ],
        _elders_honored,
        MINION,
    ),
    Case(
        "Arson",
        "",
        "Ⓓ Burn a location.",
        [_alice("Krid", ["Arson"]), LABYRINTH_BOB],
        [("card", "Arson at The Labyrinth (Bob)")],
        _burned("The Labyrinth"),
        MINION,
    ),
    Case(
        "Conceal",
        "obf",
        "[obf] Ⓓ Burn an equipment.",
        [_alice("Agrippina", ["Conceal"]), {"name": "Bob", "ready": [LOCKED_MAZZ]}],
        [("card", "Conceal [obf] at .44 Magnum (Bob)")],
        _burned(".44 Magnum"),
        MINION,
    ),
    Case(
        "Conceal",
        "OBF",
        "[OBF] Ⓓ Burn a location.",
        [_alice("Agrippina", ["Conceal"]), LABYRINTH_BOB],
        [("card", "Conceal [OBF] at The Labyrinth (Bob)")],
        _burned("The Labyrinth"),
        MINION,
    ),
    Case(
        "Ascendance",
        "",
        "Gain 1 pool.",
        [_alice("Krid", ["Ascendance"]), BOB],
        [("master", "Play Ascendance")],
        _ascended,
        MASTER,
    ),
    Case(
        "Kindred Intelligence",
        "",
        "Move the top card from your crypt to your uncontrolled region.",
        [_alice("Agrippina", ["Kindred Intelligence"], crypt=["Aleph"]), BOB],
        [("card", "Kindred Intelligence")],
        _crypt_drawn,
        MINION,
    ),
    Case(
        "Market Square",
        "",
        "Lock to give an Assamite you control +1 intercept.",
        [
            _alice("Krid", []),
            {"name": "Bob", "ready": [{"card": "Bijou", "blood": 3}], "in_play": ["Market Square"]},
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Bijou"),
            ("ability", "Market Square: Bijou gets +1 intercept"),
        ],
        _blocked_by("Bijou"),
        MINION,
    ),
    Case(
        "London Evening Star, Tabloid Newspaper",
        "",
        "Lock to give any minion +1 intercept for the current action.",
        [
            _alice("Krid", []),
            {
                "name": "Bob",
                "ready": [{"card": "Mazz", "blood": 3}],
                "in_play": ["London Evening Star, Tabloid Newspaper"],
            },
        ],
        [
            ("hunt", "Krid hunts"),
            ("block", "Block with Mazz"),
            ("ability", "London Evening Star, Tabloid Newspaper: Mazz gets +1 intercept"),
        ],
        _blocked_by("Mazz"),
        MINION,
    ),
    Case(
        "Flamethrower",
        "",
        "Strike: 2R aggravated damage (6.4.6: not healed, to torpor).",
        _armed("Flamethrower"),
        [*ARMED, ("weapon", "Flamethrower")],
        _aleph_left(4 - 1, Region.TORPOR),  # 6.4.6: wounded by the first, he burns 1 blood
        MINION,
    ),
    Case(
        "Desert Eagle",
        "",
        "Strike: 2R damage.",
        _armed("Desert Eagle"),
        [*ARMED, ("weapon", "Desert Eagle")],
        _aleph_left(4 - 2),
        MINION,
    ),
    Case(
        "Deer Rifle",
        "",
        "1R damage each strike, with two optional maneuvers each combat.",
        _armed("Deer Rifle"),
        [*ARMED, ("maneuver", "Deer Rifle")],
        _aleph_left(4 - 1),
        MINION,
    ),
    Case(
        "Sengir Dagger",
        "",
        "Strike: strength aggravated damage (6.4.6: not healed, to torpor).",
        _armed("Sengir Dagger"),
        [*ARMED, ("weapon", "Sengir Dagger")],
        _aleph_left(4, Region.TORPOR),
        MINION,
    ),
    Case(
        "Marijava Ghoul",
        "",
        "+1 stealth when attempting an action that requires Presence.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Brachah", "blood": 4, "attached": ["Marijava Ghoul"]}],
                "hand": ["Enchant Kindred"],
            },
            BOB,
        ],
        [("card", "Brachah bleeds Bob for 2 with Enchant Kindred [pre] (+1 stealth)")],
        _bled_bob(2),
        MINION,
    ),
    Case(
        "D'habi Revenant",
        "",
        "This Baali gets +1 bleed.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Elihu", "blood": 4, "attached": ["D'habi Revenant"]}],
            },
            BOB,
        ],
        [("bleed", "Elihu bleeds Bob for 2")],
        _bled_bob(2),
        MINION,
    ),
    Case(
        "Leonardo, Mortician",
        "",
        "Add 1 blood to a ready vampire (yours: undirected) as a +1 stealth action.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Leonardo, Mortician", "blood": 2},
                    {"card": "Krid", "blood": 1},
                ],
            },
            BOB,
        ],
        [("minion-ability", "Leonardo, Mortician moves 1 blood from the blood bank to Krid")],
        _leonardo,
        MINION,
    ),
    Case(
        "Rewilding",
        "",
        "Ⓓ Burn a location and burn 2 pool from its controller.",
        [
            _alice("Badger", ["Rewilding"]),
            {"name": "Bob", "ready": [], "in_play": ["The Labyrinth"]},
        ],
        [("card", "Rewilding at The Labyrinth (Bob)")],
        _rewilded,
        MINION,
    ),
    Case(
        "Heart of the City",
        "pre",
        "[pre] Put this card on this vampire: +1 bleed.",
        [_alice("Brachah", ["Heart of the City"]), BOB],
        [("card", "Heart of the City [pre]")],
        _heart_of_the_city(1),
        MINION,
    ),
    Case(
        "Heart of the City",
        "PRE",
        "[PRE] As above, but +2 bleed.",
        [_alice("Brachah", ["Heart of the City"]), BOB],
        [("card", "Heart of the City [PRE]")],
        _heart_of_the_city(2),
        MINION,
    ),
    _hunting_case("Zoo Hunting Ground"),
    _hunting_case("Library Hunting Ground"),
    _hunting_case("Morgue Hunting Ground"),
    _hunting_case("University Hunting Ground"),
    _hunting_case("Warzone Hunting Ground"),
    _hunting_case("Institution Hunting Ground"),
    _hunting_case("Corporate Hunting Ground"),
    Case(
        "Vengeful Spirit",
        "",
        "The employer gets +1 bleed.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Mordechai Ben-Nun", "blood": 4, "attached": ["Vengeful Spirit"]}
                ],
            },
            BOB,
        ],
        [("bleed", "Mordechai Ben-Nun bleeds Bob for 2")],
        _bled_bob(2),
        MINION,
    ),
    Case(
        "Vengeful Spirit",
        "",
        "1 damage on the opposing minion each round, at close range, with the strikes.",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Mordechai Ben-Nun", "blood": 4, "attached": ["Vengeful Spirit"]}
                ],
            },
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [("bleed", "Mordechai Ben-Nun bleeds Bob"), ("block", "Block with Aleph")],
        _aleph_left(4 - 1 - 1),  # the hand strike, and the spirit's damage
        MINION,
    ),
    Case(
        "Opium Den",
        "",
        "Lock to give a Follower of Set you control +1 stealth.",
        [
            _alice("Cao Nguyen", [], in_play=["Opium Den"]),
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]},
        ],
        [
            ("bleed", "Cao Nguyen bleeds Bob"),
            ("block", "Block with Mazz"),
            ("ability", "Opium Den"),
        ],
        _opium_den,
        MINION,
    ),
    Case(
        "As the Crow",
        "flight",
        "[FLIGHT] After a successful action: unlock this minion.",
        [_alice("Erinyi", ["As the Crow"]), BOB],
        [("bleed", "Erinyi bleeds Bob"), ("play", "As the Crow [flight]")],
        _crow_unlocked,
        MINION,
    ),
    Case(
        "Hunter's Mark",
        "cel",
        "[cel][tha] Ⓓ Enter combat with a minion; 1 optional press during that combat.",
        [
            _alice("Greg Mazouni", ["Hunter's Mark"]),
            {"name": "Bob", "ready": [{"card": "Mazz", "blood": 4}]},
        ],
        [
            ("card", "Hunter's Mark [cel] at Mazz"),
            ("press", "Use the optional press to continue combat (Hunter's Mark)"),
        ],
        _pressed_on,
        MINION,
    ),
    Case(
        "Hunter's Mark",
        "CEL",
        "[CEL][THA] As above; the opposing minion cannot strike: combat ends in the first round.",
        [
            _alice("Kassandra Tassaki", ["Hunter's Mark"]),
            {
                "name": "Bob",
                "ready": [{"card": "Anita Wainwright", "blood": 3}],
                "hand": ["Majesty"],
            },
        ],
        [
            ("card", "Hunter's Mark [CEL] at Anita Wainwright"),
            ("press", "Use the optional press to continue combat (Hunter's Mark)"),
        ],
        _no_escape,
        MINION,
    ),
    Case(
        "Legendary Vampire",
        "",
        "On a vampire of capacity 7 or more who entered play in your last influence phase.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Jeremy MacNeil", "blood": 3}],
                "uncontrolled": [{"card": "Don Cerro", "blood": 7}],
                "hand": ["Legendary Vampire"],
            },
            BOB,
        ],
        [("master", "Play Legendary Vampire on Don Cerro")],
        _legendary,
        {"phase": "influence", "turn": 5},
    ),
    Case(
        "Legendary Vampire",
        "",
        "Any vampire can call a referendum to burn it as a +1 stealth political action.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Don Cerro", "blood": 3, "attached": ["Legendary Vampire"]}],
            },
            BOB,
        ],
        [
            ("card-referendum", "Don Cerro calls a referendum to burn Legendary Vampire"),
            ("vote-for", "Cast Don Cerro's 2 votes for"),  # the card's own 2 votes
        ],
        _legendary_burned,
        MINION,
    ),
    Case(
        GARIBALDI,
        "",
        "Lock and burn 1 pool in the unlock phase: exchange a card for one requiring an Anarch.",
        [
            _alice(
                "Anita Wainwright",
                ["Conditioning"],
                blood=3,
                in_play=[GARIBALDI],
                ash_heap=["Memory Rift", "Deflection"],
            ),
            BOB,
        ],
        [("ability", f"{GARIBALDI}: exchange")],  # one card to take, one to give: no choice
        _museum_exchanges,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        GARIBALDI,
        "",
        "Lock it before range is determined: a combat between two Anarchs ends.",
        [
            _alice("Anita Wainwright", [], blood=3, in_play=[GARIBALDI]),
            {"name": "Bob", "ready": [{"card": "Brandon Grime", "blood": 4}]},
        ],
        [
            ("bleed", "Anita Wainwright bleeds Bob"),
            ("block", "Block with Brandon Grime"),
            ("end-combat", f"Lock {GARIBALDI} to end combat"),
        ],
        _museum_ends_combat,
        MINION,
    ),
    Case(
        "Coma",
        "DEM",
        "[DEM] Strike: torpor, and he does not unlock as normal in his next unlock phase.",
        seats("Arthur Denholm", 5, ["Coma"]),
        [
            *blocked("Arthur Denholm"),
            ("card", "Coma [DEM]"),
            ("bleed", "Arthur Denholm bleeds Bob"),  # Alice's next turn, after Bob's
        ],
        _coma_keeps_locked,
        MINION,
    ),
    Case(
        "Palla Grande",
        "",
        "Put in play with 3 counters; Toreador antitribu get +1 bleed.",
        [
            _alice("Amber", ["Palla Grande"]),
            {
                "name": "Bob",
                "ready": [{"card": "Carter", "blood": 2}, {"card": "Mazz", "blood": 2}],
            },
        ],
        [("master", "Play Palla Grande")],
        _palla_grande,
        MASTER,
    ),
    Case(
        "Palla Grande",
        "",
        "During your discard phase, burn 1 counter; burn it with no counters.",
        [_alice("Amber", [], in_play=[{"card": "Palla Grande", "blood": 1}]), BOB],
        [("end", "End the discard phase")],
        _palla_grande_fades,
        {"phase": "discard", "turn": 5},
    ),
    Case(
        "Memory Rift",
        "pre",
        "More than one Discipline: [obf] and [pre] at once.",
        [_alice("Jean-François", ["Memory Rift"]), {"name": "Bob", "ready": [BIKER]}],
        [
            ("bleed", "Jean-François bleeds Bob"),
            ("play", "Memory Rift [obf+pre]"),
            ("block", "Block with Mazz"),
            ("granted", "Memory Rift: combat ends"),
        ],
        _rift_together,
        MINION,
    ),
    Case(
        "Stone Travel",
        "MYT",
        "[MYT] +1 stealth; blocked all the same, the vampire cancels the resulting combat.",
        [_alice("Greer Worder", ["Stone Travel"]), {"name": "Bob", "ready": [BIKER]}],
        [
            ("bleed", "Greer Worder bleeds Bob"),
            ("block", "Block with Mazz"),
            ("play", "Stone Travel [MYT]"),
            ("cancel", "Cancel the combat"),
        ],
        _stone_travel_cancels,
        MINION,
    ),
    Case(
        "Mirror Image",
        "CHI",
        "[CHI] Strike: combat ends; blocked during a non-bleed action, it continues.",
        [
            _alice("Dhita Choudhair", ["Mirror Image"], blood=5),
            {
                "name": "Bob",
                "ready": [{"card": "Aleph", "blood": 4, "attached": ["Raven Spy"]}],
            },
        ],
        [
            ("hunt", "Dhita Choudhair hunts"),
            ("block", "Block with Aleph"),
            ("card", "Mirror Image [CHI]"),
            ("continue", "continues as if unblocked"),
        ],
        _mirror_image_continues,
        MINION,
    ),
    Case(
        "Breath of Thanatos",
        "nec",
        "[nec] +2 stealth, during an action to recruit a wraith.",
        [
            _alice("Accorri Giovanni", ["Breath of Thanatos", "Ambrosius, The Ferryman"]),
            {"name": "Bob", "ready": [BIKER]},
        ],
        [
            ("recruit", "recruits Ambrosius"),
            ("block", "Block with Mazz"),
            ("play", "Breath of Thanatos [nec]"),
        ],
        _wraith_recruited,
        MINION,
    ),
    Case(
        "Breath of Thanatos",
        "NEC",
        "[NEC] Strike: 1 aggravated damage.",
        [
            _alice("Isabel Giovanni", ["Breath of Thanatos"]),
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [
            ("bleed", "Isabel Giovanni bleeds Bob"),
            ("block", "Block with Aleph"),
            ("card", "Breath of Thanatos [NEC]"),
        ],
        _aggravated_strike,
        MINION,
    ),
    Case(
        "Night Moves",
        "obf",
        "[obf] Ⓓ Bleed your predator or prey at +3 stealth; ignore more than 1 pool bled.",
        [_alice("Bloody Mary", ["Night Moves"]), BOB, CAROL],
        [("card", "bleeds Carol for 1 with Night Moves [obf]")],
        _night_moves(2, 3),
        MINION,
    ),
    Case(
        "Night Moves",
        "OBF",
        "[OBF] As above, at +6 stealth.",
        [_alice("Bloody Mary", ["Night Moves"]), BOB, CAROL],
        [("card", "bleeds Bob for 1 with Night Moves [OBF]")],
        _night_moves(1, 6),
        MINION,
    ),
    Case(
        "Loss",
        "qui",
        "[qui] Ⓓ Burn an equipment or location on a minion of your predator or prey.",
        [
            _alice("Kamau Jafari", ["Loss"]),
            {
                "name": "Bob",
                "ready": [{"card": "Mazz", "blood": 2, "locked": True, "attached": [".44 Magnum"]}],
            },
        ],
        [("card", "Loss [qui] at .44 Magnum (Bob)")],
        _loss_burns,
        MINION,
    ),
    Case(
        "Loss",
        "QUI",
        "[QUI] Ⓓ Bleed with +2 bleed.",
        [_alice("Kamau Jafari", ["Loss"]), BOB],
        [("card", "bleeds Bob for 3 with Loss [QUI]")],
        _loss_bleeds,
        MINION,
    ),
    Case(
        "The Call",
        "aus",
        "[aus][dem] Add 2 blood to a younger vampire with Dementation in your uncontrolled region.",
        [_alice("Adelaide Davis", ["The Call"], uncontrolled=["Boy Toy", "Aaron Bathurst"]), BOB],
        [("card", "The Call [aus]")],
        _the_call(2),
        MINION,
    ),
    Case(
        "The Call",
        "AUS",
        "[AUS][DEM] As above, but add 3 blood.",
        [_alice("Tony", ["The Call"], uncontrolled=["Boy Toy", "Aaron Bathurst"]), BOB],
        [("card", "The Call [AUS]")],
        _the_call(3),
        MINION,
    ),
    Case(
        "Haqim's Law: Leadership",
        "",
        "Each Methuselah who controls any of the oldest ready Assamites gains 2 pool.",
        [
            _alice("Kassandra Tassaki", ["Haqim's Law: Leadership"]),
            {"name": "Bob", "ready": [{"card": "Farah Sarroub", "blood": 2, "locked": True}]},
            CAROL,
        ],
        [("card", "Haqim's Law: Leadership")],
        _leadership,
        MINION,
    ),
    Case(
        "Tend the Flock",
        "",
        "Choose a ready unlocked infernal Baali; add 3 blood to a younger infernal vampire.",
        [
            _alice(
                "Elihu", ["Tend the Flock"], uncontrolled=["Sargon", "Aaron Bathurst", "Cybele"]
            ),
            BOB,
        ],
        [("master", "Tend the Flock: choosing Elihu")],
        _tend_the_flock,
        MASTER,
    ),
    Case(
        "Grooming the Protégé",
        "",
        "Move up to 3 blood from a ready vampire to a younger one of the same clan, uncontrolled.",
        [_alice("Artemis", ["Grooming the Protégé"], blood=5, uncontrolled=["Boy Toy"]), BOB],
        [
            ("master", "Grooming the Protégé: choosing Artemis"),
            ("amount", "Move 2 blood from Artemis to Boy Toy"),
        ],
        _grooming,
        MASTER,
    ),
    Case(
        "The Eternals of Sirius",
        "",
        "Gain 5 pool if you control a ready Follower of Set.",
        [_alice("Ahmose Chambers", ["The Eternals of Sirius"], blood=3), BOB],
        [("master", "The Eternals of Sirius: gain 5 pool")],
        _eternals_pool,
        MASTER,
    ),
    Case(
        "The Eternals of Sirius",
        "",
        "Or add 5 blood to a Follower of Set with capacity 9 or more, uncontrolled.",
        [
            _alice(
                "Krid", ["The Eternals of Sirius"], blood=3, uncontrolled=["Neferu", "Cao Nguyen"]
            ),
            BOB,
        ],
        [("master", "The Eternals of Sirius: +5 blood to Neferu")],
        _eternals_blood,
        MASTER,
    ),
]
