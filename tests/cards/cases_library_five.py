"""Cases for a fifth batch of the most-played library cards of the tournament decklists that
were played by hand (defs/library_five.toml): one per card and Discipline level."""

from __future__ import annotations

from combat_table import BLOCKER, GUN, automated, blocked, blood, seats
from harness import Case, card, logged, pool

from vtes_tui.rules.cards_in_play import open_handed
from vtes_tui.rules.library_five_effects import sees_hands
from vtes_tui.rules.permanents import bleed_amount, strength
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.view import view

MINION = {"phase": "minion", "turn": 5}
END = ("end", "End the minion phase")
HUNT = ("hunt", "Krid hunts")  # a pick later in the same turn


def _offered(seq: Sequencer, key: str) -> list[str]:
    assert seq.prompt is not None
    return [o.label for o in seq.prompt.options if o.key == key]


# -- Gregory Winter ---------------------------------------------------------------------------------


def _gregory_steals(seq: Sequencer) -> None:
    """Aleph lost 1 blood; it became 1 life on Gregory."""
    assert card(seq.state, "Aleph").blood == 4 - 1
    assert card(seq.state, "Gregory Winter").blood == 2 + 1


def _gregory_burns_torpid(seq: Sequencer) -> None:
    """Madison, in torpor, is burned; Gregory gains 2 life."""
    assert card(seq.state, "Madison").region is Region.ASH_HEAP
    assert card(seq.state, "Gregory Winter").blood == 1 + 2


def _gregory_unlock(seq: Sequencer) -> None:
    """In Alice's unlock phase Gregory burned 1 life."""
    assert card(seq.state, "Gregory Winter").blood == 3 - 1
    assert logged(seq, "Gregory Winter burns 1 life")


def _gregory(blood: int, bob: dict) -> list[dict]:
    """Alice's Gregory, and a vampire to keep her minion phase going."""
    gregory = {"card": "Gregory Winter", "life": blood}
    return [{"name": "Alice", "ready": [gregory, {"card": "Krid", "blood": 2}]}, bob]


# -- Pulse of the Canaille -------------------------------------------------------------------------


def _pulse_looks(seq: Sequencer) -> None:
    """Alice sees Bob's hand for the rest of the turn; Bob does not see hers."""
    assert sees_hands(seq.state, 0) and not sees_hands(seq.state, 1)
    bob = view(seq.state, 0)["players"][1]
    assert [c["name"] for c in bob["hand"]] == ["Bonding"]
    assert view(seq.state, 1)["players"][0]["hand"] is None


def _pulse_bleed(seq: Sequencer) -> None:
    """The Pulse is on Aisling, who bleeds at +2 (3 blood paid)."""
    aisling = card(seq.state, "Aisling Sturbridge")
    assert card(seq.state, "Pulse of the Canaille").host is aisling
    assert aisling.blood == 6 - 3
    assert bleed_amount(seq.state, aisling, 1) == 1 + 2


def _pulse_table() -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Aisling Sturbridge", "blood": 6}, {"card": "Krid", "blood": 2}],
            "hand": ["Pulse of the Canaille"],
        },
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}], "hand": ["Bonding"]},
    ]


# -- Enticement ---------------------------------------------------------------------------------------


def _enticed(burned: int):  # noqa: ANN202
    def check(seq: Sequencer) -> None:
        """Alice burned the Edge, Bob the pool; Tupdog, still unlocked, is not offered a
        bleed for the rest of the turn."""
        assert seq.state.edge is None
        assert pool(seq, 1) == 30 - burned
        assert not card(seq.state, "Tupdog").locked
        assert not _offered(seq, "bleed"), _offered(seq, "bleed")

    return check


def _enticement_table() -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Cao Nguyen", "blood": 3}, {"card": "Tupdog", "blood": 1}],
            "hand": ["Enticement"],
        },
        {"name": "Bob", "ready": []},
    ]


# -- Hell-for-Leather ---------------------------------------------------------------------------------


def _leather_strikes(acting: str, hits: int, acting_blood: int):  # noqa: ANN202
    def check(seq: Sequencer) -> None:
        """Aleph took ``hits`` hand strikes; the acting Anarch took what was not dodged."""
        assert blood(seq, BLOCKER) == 4 - hits
        assert blood(seq, acting) == acting_blood
        automated(seq, "Hell-for-Leather")

    return check


def _leather_pool(seq: Sequencer) -> None:
    """Aleph went to torpor from the round's strikes; at the end of the round, Andrew (ready)
    made Bob burn 2 pool."""
    assert card(seq.state, BLOCKER).region is Region.TORPOR
    assert pool(seq, 1) == 30 - 2
    assert logged(seq, "Bob burns 2 pool (Hell-for-Leather)")


def _leather_once_per_discipline(seq: Sequencer) -> None:
    """After a first Hell-for-Leather [cel] this combat, the second is not offered at [cel]."""
    assert blood(seq, BLOCKER) == 4 - 2
    assert logged(seq, "Anita Wainwright plays Hell-for-Leather [cel]")
    plays = [e for e in seq.state.log if e.text.endswith("plays Hell-for-Leather [cel]")]
    assert len(plays) == 1
    assert len(seq.state.players[0].hand) == 1 + 7 - 1  # the second copy still in hand


def _andrew() -> list[dict]:
    """Andrew Emory, Sabbat turned anarch (10.5), against Aleph with no blood."""
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Andrew Emory", "blood": 4, "anarch": True}],
            "hand": ["Hell-for-Leather"],
        },
        {"name": "Bob", "ready": [{"card": BLOCKER, "blood": 0}]},
    ]


# -- Outside the Hourglass ---------------------------------------------------------------------------

ALEPH_SHOOTS = ("weapon", ".44 Magnum")


def _dodged(acting: str, acting_blood: int):  # noqa: ANN202
    def check(seq: Sequencer) -> None:
        """Aleph shot: the strike was dodged, the acting vampire lost no blood to it."""
        assert logged(seq, "Aleph strikes: .44 Magnum")
        assert blood(seq, acting) == acting_blood
        automated(seq, "Outside the Hourglass")

    return check


def _hourglass_damage(seq: Sequencer) -> None:
    """Before range, Krassimir inflicted 2 damage on Aleph (mended with 2 blood), then his
    hand strike 1 more."""
    assert logged(seq, "Krassimir inflicts 2 damage on Aleph")
    assert blood(seq, BLOCKER) == 4 - 2 - 1
    automated(seq, "Outside the Hourglass")


# -- The Eldest Are Kholo -----------------------------------------------------------------------------

KINE = [
    ("political", "calls Kine Resources Contested"),
    ("point", "Bob"),
    ("point", "Bob"),
    ("point", "Bob"),
]


def _kholo_laibon(seq: Sequencer) -> None:
    """Wamukota (Laibon Ravnos) cast 2 votes; Gwen Brand (a Ravnos, not Laibon) got none."""
    assert logged(seq, "Alice casts Wamukota's 2 votes for")
    assert not logged(seq, "Gwen Brand gets")
    assert not any("Gwen Brand" in label for label in _offered(seq, "vote-for"))


def _kholo_each(seq: Sequencer) -> None:
    """Bob's Gwen Brand reacted: each Ravnos, Alice's Wamukota too, got +1 vote; Bob cast
    Gwen's against."""
    assert logged(seq, "Wamukota gets +1 votes")
    assert logged(seq, "Bob casts Gwen Brand's 1 vote against")


def _kholo_table(gwen_seat: int) -> list[dict]:
    """Alice's Wamukota calls Kine Resources Contested; Gwen Brand sits with ``gwen_seat``."""
    gwen = {"card": "Gwen Brand", "blood": 3}
    alice = [{"card": "Wamukota", "blood": 4}] + ([gwen] if gwen_seat == 0 else [])
    return [
        {
            "name": "Alice",
            "ready": alice,
            "hand": ["Kine Resources Contested", "The Eldest Are Kholo"],
        },
        {
            "name": "Bob",
            "ready": [gwen] if gwen_seat == 1 else [],
            "hand": ["The Eldest Are Kholo"],
        },
    ]


# -- Camera Phone ------------------------------------------------------------------------------------


def _phoned(seq: Sequencer) -> None:
    """Madison bled Bob for 2 with the Camera Phone (1 + 1, the Laptop's +1 not counted); the
    phone stays on her."""
    assert logged(seq, "Madison uses Camera Phone to bleed Bob for 2")
    assert pool(seq, 1) == 30 - 2
    assert card(seq.state, "Camera Phone").host is card(seq.state, "Madison")


# -- Charismatic Aura --------------------------------------------------------------------------------

FREDDY = "Freddy Gage"  # potence, capacity 1


def _aura_cancels(seq: Sequencer) -> None:
    """Amber burned 1 blood: Freddy's Slam was canceled as it was played (its blood not paid)
    and he chose a strike again (his hand strike, the only one left)."""
    assert logged(seq, "Amber plays Charismatic Aura [aus]: cancel Slam")
    assert card(seq.state, "Slam").region is Region.ASH_HEAP
    assert logged(seq, "Freddy Gage strikes: Hand strike")
    assert blood(seq, FREDDY) == 1 - 1  # Amber's hand strike only: no blood for the Slam
    assert blood(seq, "Amber") == 4 - 1 - 1  # the Aura's blood, Freddy's hand strike


def _aura_ends(seq: Sequencer) -> None:
    """Amber's strike ended combat: Freddy's hand strike did nothing."""
    assert blood(seq, "Amber") == 4
    automated(seq, "Charismatic Aura")


# -- Temptation ---------------------------------------------------------------------------------------


def _tempted(seq: Sequencer) -> None:
    """In Alice's next turn, the counters (as many as Aleph's blood) burned: Aleph, unlocked,
    is hers until the end of the turn (he hunts for her); the Temptation stays hers."""
    aleph, temptation = card(seq.state, "Aleph"), card(seq.state, "Temptation")
    assert logged(seq, "Alice controls Aleph until the end of the turn")
    assert aleph.controller == 0 and temptation.host is aleph and temptation.controller == 0
    assert temptation.blood == 0
    assert logged(seq, "Alice: Aleph hunts")


def _given_back(seq: Sequencer) -> None:
    """At the end of Alice's turn Aleph went back to Bob (he hunts in Bob's turn); the
    Temptation on him is still Alice's."""
    aleph, temptation = card(seq.state, "Aleph"), card(seq.state, "Temptation")
    assert logged(seq, "Aleph returns to Bob") and logged(seq, "Bob: Aleph hunts")
    assert aleph.controller == 1 and temptation.host is aleph and temptation.controller == 0


def _temptation_table() -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Cao Nguyen", "blood": 3}, {"card": "Krid", "blood": 2}],
            "hand": ["Temptation"],
        },
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 1}]},
    ]


def _temptation_picks(level: str, master: bool) -> list[tuple[str, str]]:
    """Alice puts it on Aleph, ends her turn; in her next one she adds a counter (or not),
    then takes Aleph."""
    picks = [("card", f"Temptation [{level}] at Aleph"), END]
    if master:
        picks.append(("ability", "Temptation: add counters"))
    return [*picks, ("ability", "Temptation: take host")]


# -- Memories of Mortality ---------------------------------------------------------------------------

MEMORIES = "Memories of Mortality"


def _memories_no_block(seq: Sequencer) -> None:
    """Gregory's bleed went through with no block asked of Bob: Aleph cannot block allies."""
    assert pool(seq, 1) == 30 - 1
    assert not logged(seq, "Bob declines to block")
    assert seq.prompt is not None and seq.prompt.decider == 0


def _memories_no_damage(seq: Sequencer) -> None:
    """Gregory blocked Aleph: Aleph's hand strike on him was reduced to 0."""
    assert logged(seq, "The damage Aleph inflicts on allies is reduced to 0")
    assert card(seq.state, "Gregory Winter").blood == 4
    assert blood(seq, "Aleph") == 4 - 1


def _memories_torpor(seq: Sequencer) -> None:
    """In Bob's influence phase Aleph burned 1 blood: the card burned, Aleph went to torpor."""
    assert card(seq.state, MEMORIES).region is Region.ASH_HEAP
    aleph = card(seq.state, "Aleph")
    assert aleph.region is Region.TORPOR and aleph.blood == 4 - 1


def _memories_table() -> list[dict]:
    """Alice's Gregory Winter (an ally) and Krid; Bob's Aleph under Memories of Mortality."""
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Gregory Winter"}, {"card": "Krid", "blood": 2}],
        },
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4, "attached": [MEMORIES]}]},
    ]


# -- Hide the Mind -------------------------------------------------------------------------------------


def _mind_hides_combat(seq: Sequencer) -> None:
    """Aleph's Aura Reading [aus] was canceled as it was played: Alice's hand stays closed."""
    assert logged(seq, "Agrippina plays Hide the Mind [obf]: cancel Aura Reading")
    assert card(seq.state, "Aura Reading").region is Region.ASH_HEAP
    assert not open_handed(seq.state, 0)


def _mind_hides_reaction(seq: Sequencer) -> None:
    """Aleph's Telepathic Counter [aus] was canceled as it was played: Bob burned the full
    bleed."""
    assert logged(seq, "Agrippina plays Hide the Mind [OBF]: cancel Telepathic Counter")
    assert card(seq.state, "Telepathic Counter").region is Region.ASH_HEAP
    assert pool(seq, 1) == 30 - 1


def _agrippina(bob_hand: str) -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Agrippina", "blood": 4}, {"card": "Krid", "blood": 2}],
            "hand": ["Hide the Mind"],
        },
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}], "hand": [bob_hand]},
    ]


# -- Propaganda of the Deed ---------------------------------------------------------------------------


def _propaganda_in_play(seq: Sequencer) -> None:
    """After Arjun's successful bleed, the card went to Alice's in-play region."""
    assert card(seq.state, "Propaganda of the Deed").region is Region.IN_PLAY
    assert pool(seq, 1) == 30 - 1


def _propaganda_votes(seq: Sequencer) -> None:
    """Burned during the polling step of Kine Resources Contested for 2 votes."""
    assert card(seq.state, "Propaganda of the Deed").region is Region.ASH_HEAP
    assert logged(seq, "Alice casts Propaganda of the Deed's 2 votes for")


# -- Disguised Weapon ---------------------------------------------------------------------------------


def _disguised(before_range: bool):  # noqa: ANN202
    def check(seq: Sequencer) -> None:
        """Agrippina equipped with the .44 Magnum from hand (Alice paid its 2 pool)."""
        magnum = card(seq.state, ".44 Magnum")
        assert magnum.host is card(seq.state, "Agrippina")
        assert pool(seq, 0) == 30 - 2
        if not before_range:
            assert logged(seq, "Agrippina strikes: .44 Magnum")  # then chose it as his strike
            assert blood(seq, BLOCKER) == 4 - 2

    return check


# -- Cryptic Rider ----------------------------------------------------------------------------------


def _rider(seq: Sequencer) -> None:
    """Mazz's referendum passed; with Cryptic Rider played, Krid's passed automatically: Bob
    burned 3 pool twice, and no one cast votes the second time."""
    assert logged(seq, "Krid's referendum (Kine Resources Contested) passes automatically")
    assert pool(seq, 1) == 30 - 3 - 3


# -- Heroic Might -------------------------------------------------------------------------------------

MIGHT = "Heroic Might"


def _mighty(level: str, strength_bonus: int):  # noqa: ANN202
    def check(seq: Sequencer) -> None:
        """Put on Krassimir, who paid 3 blood and gets the strength."""
        krassimir = card(seq.state, "Krassimir")
        assert card(seq.state, MIGHT).host is krassimir
        assert card(seq.state, MIGHT).level == level
        assert krassimir.blood == 6 - 3
        assert strength(seq.state, krassimir) == 1 + strength_bonus

    return check


def _might_burns_gun(seq: Sequencer) -> None:
    """Krassimir struck with the Might: Aleph's .44 Magnum is burned."""
    assert card(seq.state, ".44 Magnum").region is Region.ASH_HEAP
    assert logged(seq, "Krassimir strikes: Heroic Might [pot]: burn equipment")


def _might_shoots(seq: Sequencer) -> None:
    """Krassimir struck with the Might's 2R: Aleph lost 2 blood."""
    assert logged(seq, "Krassimir strikes: Heroic Might [POT]: 2R damage")
    assert blood(seq, BLOCKER) == 4 - 2


def _might_torpor(seq: Sequencer) -> None:
    """Krassimir, with no blood, went to torpor: the Might burned."""
    assert card(seq.state, "Krassimir").region is Region.TORPOR
    assert card(seq.state, MIGHT).region is Region.ASH_HEAP


def _might_table(level: str, blood: int = 4) -> list[dict]:
    """Krassimir with the Might on him (played at ``level``), against Aleph with a gun."""
    might = {"card": MIGHT, "level": level}
    return seats("Krassimir", blood, [], acting_attached=[might], attached=GUN)


# -- Fiendish Tongue ---------------------------------------------------------------------------------


def _tongue_intercept(seq: Sequencer) -> None:
    """Bob is asked to block Ilias's bleed for 2: his Anarch Roy has -1 intercept, Aleph none."""
    blocks = _offered(seq, "block")
    assert any("Roy" in label and "intercept -1" in label for label in blocks), blocks
    assert any("Aleph" in label and "intercept 0" in label for label in blocks), blocks
    assert seq.prompt is not None and "for 2" in seq.prompt.text


def _tongue_unlock(seq: Sequencer) -> None:
    """The bleed succeeded (Bob burned 2 pool); in Alice's discard phase Ilias burned 1 blood
    to unlock."""
    ilias = card(seq.state, "Ilias cel Frumos")
    assert pool(seq, 1) == 30 - 2
    assert not ilias.locked and ilias.blood == 3 - 1
    assert logged(seq, "Ilias cel Frumos burns 1 blood to unlock")


def _tongue_table() -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Ilias cel Frumos", "blood": 3}],
            "hand": ["Fiendish Tongue"],
        },
        {"name": "Bob", "ready": [{"card": "Roy", "blood": 2}, {"card": "Aleph", "blood": 4}]},
    ]


# -- Renewed Vigor ------------------------------------------------------------------------------------

VIGOR = "Renewed Vigor"
BLANCHE = "Blanche Hill"  # obeah and fortitude, superior both


def _vigor_table(*others: dict, torpor: list[dict] | None = None) -> list[dict]:
    """Alice's Blanche Hill with Renewed Vigor in hand, and her other minions."""
    return [
        {
            "name": "Alice",
            "ready": [{"card": BLANCHE, "blood": 5}, *others],
            "torpor": torpor or [],
            "hand": [VIGOR],
        },
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
    ]


def _vigor_wakes(seq: Sequencer) -> None:
    """Krid moved from torpor to Alice's ready region."""
    assert card(seq.state, "Krid").region is Region.READY


def _vigor_heals(seq: Sequencer) -> None:
    """Gregory Winter, down to 1 life, is back to his starting 4."""
    assert card(seq.state, "Gregory Winter").blood == 4


def _vigor_fills(seq: Sequencer) -> None:
    """Aleph (Bob's, capacity 4) was filled to 4 blood."""
    assert blood(seq, "Aleph") == 4


def _vigor_on(seq: Sequencer) -> None:
    """The card went on Blanche (who paid 1 blood)."""
    assert card(seq.state, VIGOR).host is card(seq.state, BLANCHE)
    assert blood(seq, BLANCHE) == 5 - 1


def _vigor_rises(seq: Sequencer) -> None:
    """In Alice's unlock phase Blanche burned the card to leave torpor."""
    assert card(seq.state, BLANCHE).region is Region.READY
    assert card(seq.state, VIGOR).region is Region.ASH_HEAP


# -- Shattering Crescendo -------------------------------------------------------------------------------

CRESCENDO = "Shattering Crescendo"


def _crescendo_ally(seq: Sequencer) -> None:
    """Gregory Winter (Bob's ally) took 1 unpreventable damage: 3 life left."""
    assert card(seq.state, "Gregory Winter").blood == 4 - 1


def _crescendo_each(damage: int):  # noqa: ANN202
    def check(seq: Sequencer) -> None:
        """The second copy was discarded; Aleph and Gregory each took the damage."""
        heap = [c.name for c in seq.state.players[0].ash_heap]
        assert heap.count(CRESCENDO) == 2
        assert blood(seq, "Aleph") == 4 - damage
        assert card(seq.state, "Gregory Winter").blood == 4 - damage

    return check


def _crescendo_table(actor: str, copies: int) -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": actor, "blood": 3}, {"card": "Krid", "blood": 2}],
            "hand": [CRESCENDO] * copies,
        },
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}, {"card": "Gregory Winter"}]},
    ]


def _crescendo_picks(level: str) -> list[tuple[str, str]]:
    return [
        ("card", f"Shattering Crescendo [{level}]"),
        ("target", "damage to Aleph"),
        ("target", "damage to Gregory Winter"),
        HUNT,
    ]


def _tempted_own(seq: Sequencer) -> None:
    """On her own locked Krid (1 blood) the undirected action put it with 1 counter; in the same
    minion phase Alice burned it to unlock Krid, still hers."""
    krid, temptation = card(seq.state, "Krid"), card(seq.state, "Temptation")
    assert logged(seq, "Cao Nguyen plays Temptation [SER] at Krid (Alice)")
    assert logged(seq, "Krid unlocks (Temptation)")
    assert not krid.locked and krid.controller == 0 and temptation.host is krid
    assert temptation.blood == 0


# -- Telepathic Vote Counting ---------------------------------------------------------------------------

TVC = "Telepathic Vote Counting"


def _tvc_canceled(seq: Sequencer) -> None:
    """The referendum was canceled (not tallied: Bob burned nothing); Kine Resources Contested
    is back in Alice's hand."""
    assert logged(seq, "Aisling Sturbridge's referendum (Kine Resources Contested) is canceled")
    assert pool(seq, 1) == 30
    assert card(seq.state, "Kine Resources Contested").region is Region.HAND


def _tvc_abstains(seq: Sequencer) -> None:
    """Bob's Prince Alice Chen was made to abstain before casting (not locked): the referendum
    passed on the card's vote alone."""
    assert logged(seq, "Alice Chen abstains")
    assert not card(seq.state, "Alice Chen").locked
    assert pool(seq, 1) == 30 - 3


def _tvc_table() -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Aisling Sturbridge", "blood": 6}, {"card": "Krid", "blood": 2}],
            "hand": ["Kine Resources Contested", TVC],
        },
        {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 3}]},
    ]


# -- New Carthage -------------------------------------------------------------------------------------

VOLKER = "Volker, The Puppet Prince"  # a Brujah prince


def _carthage(seq: Sequencer) -> None:
    """Volker (titled Brujah) has 2 + 1 votes and +1 bleed; Bob's Alice Chen (a Ventrue
    prince) 2 - 1 votes."""
    assert logged(seq, f"Alice casts {VOLKER}'s 3 votes for")
    assert logged(seq, "Bob casts Alice Chen's 1 vote against")
    assert bleed_amount(seq.state, card(seq.state, VOLKER), 1) == 1 + 1


CASES = [
    Case(
        "Gregory Winter",
        "",
        "Gregory can steal 1 blood (becoming life) from a vampire controlled by another "
        "Methuselah as a +1 stealth Ⓓ action.",
        _gregory(2, {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]}),
        [("minion-ability", "Gregory Winter steals 1 blood from Aleph"), END],
        _gregory_steals,
        MINION,
    ),
    Case(
        "Gregory Winter",
        "",
        "He can burn a vampire in torpor to gain 2 life as a Ⓓ action.",
        _gregory(
            1,
            {
                "name": "Bob",
                "ready": [{"card": "Aleph", "blood": 4}],
                "torpor": [{"card": "Madison", "blood": 1}],
            },
        ),
        [
            ("minion-ability", "Gregory Winter burns a vampire in torpor for 2 life: Madison"),
            END,
        ],
        _gregory_burns_torpid,
        MINION,
    ),
    Case(
        "Gregory Winter",
        "",
        "During your unlock phase, Gregory burns 1 life.",
        _gregory(3, {"name": "Bob", "ready": []}),
        [],
        _gregory_unlock,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        "Pulse of the Canaille",
        "aus",
        "[aus] For the remainder of this turn, you may look at all Methuselahs' hands.",
        _pulse_table(),
        [("card", "Pulse of the Canaille [aus]"), HUNT],
        _pulse_looks,
        MINION,
    ),
    Case(
        "Pulse of the Canaille",
        "AUS",
        "[AUS] Put this card on the acting vampire. The vampire with this card gets +2 bleed.",
        _pulse_table(),
        [("card", "Pulse of the Canaille [AUS]"), HUNT],
        _pulse_bleed,
        MINION,
    ),
    Case(
        "Enticement",
        "ser",
        "[ser] Ⓓ Burn the Edge to burn 2 pool from your prey. Minions you control cannot bleed "
        "until the end of the turn.",
        _enticement_table(),
        [("card", "Enticement [ser]")],
        _enticed(2),
        {**MINION, "edge": 0},
    ),
    Case(
        "Enticement",
        "SER",
        "[SER] As above, but your prey burns 3 pool.",
        _enticement_table(),
        [("card", "Enticement [SER]")],
        _enticed(3),
        {**MINION, "edge": 0},
    ),
    Case(
        "Hell-for-Leather",
        "ani",
        "[ani] Strike: dodge, with 1 additional strike (limited).",
        seats("Branimira", 4, ["Hell-for-Leather"]),
        [*blocked("Branimira"), ("card", "Hell-for-Leather [ani]")],
        _leather_strikes("Branimira", 1, 4),
        MINION,
    ),
    Case(
        "Hell-for-Leather",
        "cel",
        "[cel] Additional strike that does not count against the limit.",
        seats("Anita Wainwright", 3, ["Hell-for-Leather"]),
        [*blocked("Anita Wainwright"), ("play", "Hell-for-Leather [cel]")],
        _leather_strikes("Anita Wainwright", 2, 3 - 1),
        MINION,
    ),
    Case(
        "Hell-for-Leather",
        "cel",
        "Only one Hell-for-Leather can be played at a given Discipline each combat.",
        seats("Anita Wainwright", 3, ["Hell-for-Leather", "Hell-for-Leather"]),
        [*blocked("Anita Wainwright"), ("play", "Hell-for-Leather [cel]")],
        _leather_once_per_discipline,
        MINION,
    ),
    Case(
        "Hell-for-Leather",
        "obt",
        "[obt] Only usable if this Anarch is ready and the opposing minion is not. The opposing "
        "minion's controller burns 2 pool.",
        _andrew(),
        [*blocked("Andrew Emory"), ("play", "Hell-for-Leather [obt]")],
        _leather_pool,
        MINION,
    ),
    Case(
        "Outside the Hourglass",
        "obf",
        "[obf] Strike: dodge.",
        seats("Agrippina", 4, ["Outside the Hourglass"], attached=GUN),
        [*blocked("Agrippina"), ("card", "Outside the Hourglass [obf]"), ALEPH_SHOOTS],
        _dodged("Agrippina", 4),
        MINION,
    ),
    Case(
        "Outside the Hourglass",
        "tem",
        "[tem] Maneuver, or strike: dodge, with 1 optional maneuver: both at once.",
        seats("Krassimir", 4, ["Outside the Hourglass"], attached=GUN),
        [
            *blocked("Krassimir"),
            ("maneuver", "Maneuver to long range and strike with Outside the Hourglass [tem]"),
            ALEPH_SHOOTS,
        ],
        _dodged("Krassimir", 4),
        MINION,
    ),
    Case(
        "Outside the Hourglass",
        "tem",
        "[tem] A maneuver alone chooses no strike: a second copy is the strike (dodge).",
        seats("Krassimir", 4, ["Outside the Hourglass"] * 2, attached=GUN),
        [
            *blocked("Krassimir"),
            ("maneuver", "Maneuver to long range with Outside the Hourglass [tem]"),
            ("card", "Outside the Hourglass [tem]"),
            ALEPH_SHOOTS,
        ],
        _dodged("Krassimir", 4),
        MINION,
    ),
    Case(
        "Outside the Hourglass",
        "TEM",
        "[TEM] Only usable before range is determined. This vampire inflicts 2 damage on the "
        "opposing minion.",
        seats("Krassimir", 4, ["Outside the Hourglass"]),
        [*blocked("Krassimir"), ("play", "Outside the Hourglass [TEM]")],
        _hourglass_damage,
        MINION,
    ),
    Case(
        "The Eldest Are Kholo",
        "1",
        "[ACTION MODIFIER] Only usable during the polling step: each Laibon Ravnos gets +2 votes.",
        _kholo_table(0),
        [
            *KINE,
            ("play", "Wamukota plays The Eldest Are Kholo [1]"),
            ("vote-for", "Cast Wamukota's 2 votes for"),
            ("vote-for", "Cast Kine Resources Contested's"),
        ],
        _kholo_laibon,
        MINION,
    ),
    Case(
        "The Eldest Are Kholo",
        "2",
        "[REACTION] Only usable during the polling step: each Ravnos gets +1 vote.",
        _kholo_table(1),
        [
            *KINE,
            ("play", "Gwen Brand plays The Eldest Are Kholo [2]"),
            ("vote-against", "Cast Gwen Brand's 1 vote against"),
        ],
        _kholo_each,
        MINION,
    ),
    Case(
        "Camera Phone",
        "",
        "The minion with this equipment may bleed at +1 bleed as a Ⓓ action. No other "
        "equipment can increase the bleed amount of this action.",
        [
            {
                "name": "Alice",
                "ready": [
                    {
                        "card": "Madison",
                        "blood": 3,
                        "attached": ["Camera Phone", "Laptop Computer"],
                    },
                    {"card": "Krid", "blood": 2},
                ],
            },
            {"name": "Bob", "ready": []},
        ],
        [("burn-bleed", "Madison uses Camera Phone to bleed Bob for 2"), END],
        _phoned,
        MINION,
    ),
    Case(
        "Charismatic Aura",
        "aus",
        "[aus][pre] Burn 1 blood to cancel a strike card (the minion chooses a strike again) or a "
        "grapple card as it is played by the opposing minion, and its cost is not paid.",
        seats("Amber", 4, ["Charismatic Aura"], FREDDY, 1, ["Slam"]),
        [
            *blocked("Amber", FREDDY),
            ("hand", "Hand strike"),
            ("card", "Slam [pot]"),
            ("cancel", "Charismatic Aura [aus]: cancel Slam"),
        ],
        _aura_cancels,
        MINION,
    ),
    Case(
        "Charismatic Aura",
        "AUS",
        "[AUS][PRE] Strike: combat ends.",
        seats("Amber", 4, ["Charismatic Aura"], FREDDY, 1),
        [
            *blocked("Amber", FREDDY),
            ("card", "Charismatic Aura [AUS]"),
        ],
        _aura_ends,
        MINION,
    ),
    Case(
        "Temptation",
        "ser",
        "[ser] Ⓓ Put this card on a ready vampire; you still control this card. During your "
        "master phase, you can add 1 counter to this card. During your minion phase, if the "
        "number of counters on this card equals or exceeds the amount of blood on the attached "
        "vampire, you can burn the counters to unlock and take control of them until the end of "
        "the turn.",
        _temptation_table(),
        [*_temptation_picks("ser", True), ("hunt", "Aleph hunts")],
        _tempted,
        MINION,
    ),
    Case(
        "Temptation",
        "ser",
        "Until the end of the turn: Aleph goes back to Bob, the Temptation stays Alice's.",
        _temptation_table(),
        [*_temptation_picks("ser", True), END, ("hunt", "Aleph hunts")],
        _given_back,
        MINION,
    ),
    Case(
        "Temptation",
        "SER",
        "[SER] As above, and this card comes into play with 1 counter: Aleph (1 blood) is taken "
        "with no counter added.",
        _temptation_table(),
        [*_temptation_picks("SER", False), ("hunt", "Aleph hunts")],
        _tempted,
        MINION,
    ),
    Case(
        MEMORIES,
        "",
        "Put this card on a vampire; this vampire cannot attempt to block allies.",
        _memories_table(),
        [("bleed", "Gregory Winter bleeds Bob")],
        _memories_no_block,
        MINION,
    ),
    Case(
        MEMORIES,
        "",
        "Any damage this vampire inflicts on allies is reduced to 0.",
        _memories_table(),
        [
            ("bleed", "Aleph bleeds Alice"),
            ("block", "Block with Gregory Winter"),
        ],
        _memories_no_damage,
        {"phase": "minion", "turn": 6},
    ),
    Case(
        MEMORIES,
        "",
        "This vampire may burn 1 blood during his or her controller's influence phase to burn "
        "this card; he or she then goes into torpor.",
        _memories_table(),
        [("ability", MEMORIES)],
        _memories_torpor,
        {"phase": "influence", "turn": 6},
    ),
    Case(
        "Hide the Mind",
        "obf",
        "[obf] [COMBAT] Cancel a combat card requiring Auspex [aus] as it is played, and its cost "
        "is not paid.",
        _agrippina("Aura Reading"),
        [
            *blocked("Agrippina"),
            ("play", "Aura Reading [aus]"),
            ("cancel", "Agrippina plays Hide the Mind [obf]: cancel Aura Reading"),
        ],
        _mind_hides_combat,
        MINION,
    ),
    Case(
        "Hide the Mind",
        "OBF",
        "[OBF] [ACTION MODIFIER] Cancel a reaction card requiring Auspex as it is played, and its "
        "cost is not paid.",
        _agrippina("Telepathic Counter"),
        [
            ("bleed", "Agrippina bleeds Bob"),
            ("play", "Telepathic Counter [aus]"),
            ("cancel", "Agrippina plays Hide the Mind [OBF]: cancel Telepathic Counter"),
            END,
        ],
        _mind_hides_reaction,
        MINION,
    ),
    Case(
        "Propaganda of the Deed",
        "",
        "Requires an Anarch. Only usable after resolution of a successful directed action. Put "
        "this card in play.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Anita Wainwright", "blood": 3}, {"card": "Krid", "blood": 2}],
                "hand": ["Propaganda of the Deed"],
            },
            {"name": "Bob", "ready": []},
        ],
        [("bleed", "Anita Wainwright bleeds Bob"), ("play", "Propaganda of the Deed"), END],
        _propaganda_in_play,
        MINION,
    ),
    Case(
        "Propaganda of the Deed",
        "",
        "You can burn this card during the polling step of a political action to get +2 votes.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Anita Wainwright", "blood": 3}],
                "in_play": ["Propaganda of the Deed"],
                "hand": ["Kine Resources Contested"],
            },
            {"name": "Bob", "ready": []},
        ],
        [
            *KINE,
            ("ability", "Propaganda of the Deed"),
            ("vote-for", "Cast Propaganda of the Deed's 2 votes"),
        ],
        _propaganda_votes,
        MINION,
    ),
    Case(
        "Disguised Weapon",
        "obf",
        "Only usable before range is chosen if you have a weapon card in your hand. [obf] Equip "
        "this vampire with that weapon (and pay cost to equip as normal).",
        seats("Agrippina", 4, ["Disguised Weapon", ".44 Magnum"]),
        [
            *blocked("Agrippina"),
            ("play", "Disguised Weapon [obf]"),
        ],
        _disguised(True),
        MINION,
    ),
    Case(
        "Disguised Weapon",
        "OBF",
        "[OBF] As above, but usable when choosing a strike.",
        seats("Agrippina", 4, ["Disguised Weapon", ".44 Magnum"]),
        [
            *blocked("Agrippina"),
            ("equip-weapon", "Disguised Weapon [OBF]"),
            ("weapon", ".44 Magnum"),
        ],
        _disguised(False),
        MINION,
    ),
    Case(
        "Cryptic Rider",
        "",
        "Only usable on a successful referendum. The next referendum a vampire you control calls "
        "this turn passes automatically.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Mazz", "blood": 4}, {"card": "Krid", "blood": 2}],
                "hand": ["Kine Resources Contested", "Kine Resources Contested", "Cryptic Rider"],
            },
            {"name": "Bob", "ready": []},
        ],
        [
            ("political", "Mazz calls Kine Resources Contested"),
            ("point", "Bob"),
            ("point", "Bob"),
            ("point", "Bob"),
            ("vote-for", "Cast Kine Resources Contested's"),
            ("play", "Cryptic Rider"),
            ("political", "Krid calls Kine Resources Contested"),
            ("point", "Bob"),
            ("point", "Bob"),
            ("point", "Bob"),
            END,
        ],
        _rider,
        MINION,
    ),
    Case(
        MIGHT,
        "pot",
        "+3 stealth action. [pot] Put this card on this vampire. This vampire gets +1 strength.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krassimir", "blood": 6}, {"card": "Krid", "blood": 2}],
                "hand": [MIGHT],
            },
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [("card", "Heroic Might [pot]"), END],
        _mighty("pot", 1),
        MINION,
    ),
    Case(
        MIGHT,
        "pot",
        "This vampire can strike: burn equipment.",
        _might_table("pot"),
        [*blocked("Krassimir"), ("card", "Heroic Might [pot]: burn equipment"), ALEPH_SHOOTS],
        _might_burns_gun,
        MINION,
    ),
    Case(
        MIGHT,
        "pot",
        "Burn this card if this vampire is in torpor.",
        _might_table("pot", 0),
        [*blocked("Krassimir"), ("hand", "Hand strike"), ALEPH_SHOOTS],
        _might_torpor,
        MINION,
    ),
    Case(
        MIGHT,
        "POT",
        "[POT] As above, with an additional +1 strength.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krassimir", "blood": 6}, {"card": "Krid", "blood": 2}],
                "hand": [MIGHT],
            },
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [("card", "Heroic Might [POT]"), END],
        _mighty("POT", 2),
        MINION,
    ),
    Case(
        MIGHT,
        "POT",
        "[POT] ... and this vampire can strike: 2R damage.",
        _might_table("POT"),
        [*blocked("Krassimir"), ("card", "Heroic Might [POT]: 2R damage"), ALEPH_SHOOTS],
        _might_shoots,
        MINION,
    ),
    Case(
        "Fiendish Tongue",
        "",
        "Requires a Sabbat vampire. Ⓓ Bleed with +1 bleed. Anarchs get -1 intercept during this "
        "action.",
        _tongue_table(),
        [("card", "Fiendish Tongue")],
        _tongue_intercept,
        MINION,
    ),
    Case(
        "Fiendish Tongue",
        "",
        "If this vampire is Tzimisce and the bleed is successful, this Tzimisce can burn 1 blood "
        "during your next discard phase to unlock.",
        _tongue_table(),
        [("card", "Fiendish Tongue"), ("unlock", "Ilias cel Frumos burns 1 blood to unlock")],
        _tongue_unlock,
        MINION,
    ),
    Case(
        VIGOR,
        "obe",
        "[obe] Move a vampire from torpor to their controller's ready region.",
        _vigor_table(torpor=[{"card": "Krid", "blood": 1}]),
        [("card", "Renewed Vigor [obe]"), HUNT],
        _vigor_wakes,
        MINION,
    ),
    Case(
        VIGOR,
        "obe",
        "[obe] Add enough life to an ally or retainer to reach their starting life.",
        _vigor_table({"card": "Gregory Winter", "life": 1}),
        [("card", "Renewed Vigor [obe]"), ("bleed", "Gregory Winter bleeds Bob")],
        _vigor_heals,
        MINION,
    ),
    Case(
        VIGOR,
        "OBE",
        "[OBE] Add enough blood to another vampire to reach full capacity.",
        [
            {
                "name": "Alice",
                "ready": [{"card": BLANCHE, "blood": 5}, {"card": "Krid", "blood": 2}],
                "hand": [VIGOR],
            },
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 1}]},
        ],
        [("card", "Renewed Vigor [OBE]"), HUNT],
        _vigor_fills,
        MINION,
    ),
    Case(
        VIGOR,
        "for",
        "[for] Put this card on this vampire.",
        _vigor_table({"card": "Krid", "blood": 2}),
        [("card", "Renewed Vigor [for]"), END],
        _vigor_on,
        MINION,
    ),
    Case(
        VIGOR,
        "for",
        "During your unlock phase, this vampire can burn this card to move from torpor to the "
        "ready region.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Krid", "blood": 2}],
                "torpor": [
                    {"card": BLANCHE, "blood": 2, "attached": [{"card": VIGOR, "level": "for"}]}
                ],
            },
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [("ability", VIGOR)],
        _vigor_rises,
        {"phase": "unlock", "turn": 5},
    ),
    Case(
        CRESCENDO,
        "pro",
        "[pro] Ⓓ Inflict 1 unpreventable damage on an ally or retainer.",
        _crescendo_table("Leo Washington", 1),
        [("card", "Shattering Crescendo [pro] at Gregory Winter"), HUNT],
        _crescendo_ally,
        MINION,
    ),
    Case(
        CRESCENDO,
        "mel",
        "[mel] Ⓓ Discard a Shattering Crescendo to inflict 2 unpreventable damage on each of up "
        "to two minions controlled by a single Methuselah.",
        _crescendo_table("Janet Langer", 2),
        _crescendo_picks("mel"),
        _crescendo_each(2),
        MINION,
    ),
    Case(
        CRESCENDO,
        "MEL",
        "[MEL] As [mel] above, but for 3 unpreventable damage each.",
        _crescendo_table("Janet Langer", 2),
        _crescendo_picks("MEL"),
        _crescendo_each(3),
        MINION,
    ),
    Case(
        "Temptation",
        "SER",
        "Played on one of your own vampires it is undirected, and unlocks him (ruling LSJ "
        "20010828).",
        [
            {
                "name": "Alice",
                "ready": [
                    {"card": "Cao Nguyen", "blood": 3},
                    {"card": "Krid", "blood": 1, "locked": True},
                    {"card": "Aleph", "blood": 4},
                ],
                "hand": ["Temptation"],
            },
            {"name": "Bob", "ready": []},
        ],
        [
            ("card", "Temptation [SER] at Krid"),
            ("ability", "Temptation: take host"),
            ("hunt", "Aleph hunts"),
        ],
        _tempted_own,
        MINION,
    ),
    Case(
        TVC,
        "aus",
        "[aus] Cancel the referendum. If you played a political action card to call this "
        "referendum, return it to its owner's hand (discard down afterward).",
        _tvc_table(),
        [*KINE, ("play", "Telepathic Vote Counting [aus]"), ("discard", "Discard Choir"), HUNT],
        _tvc_canceled,
        MINION,
    ),
    Case(
        TVC,
        "AUS",
        "[AUS] Force a vampire to abstain (this can cancel their votes and ballots).",
        _tvc_table(),
        [
            *KINE,
            ("play", "Telepathic Vote Counting [AUS]"),
            ("vote-for", "Cast Kine Resources Contested's"),
            HUNT,
        ],
        _tvc_abstains,
        MINION,
    ),
    Case(
        "New Carthage",
        "",
        "Titled Brujah get +1 bleed and +1 vote. Ventrue get -1 vote.",
        [
            {
                "name": "Alice",
                "ready": [{"card": VOLKER, "blood": 4}],
                "in_play": ["New Carthage"],
                "hand": ["Kine Resources Contested"],
            },
            {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 3}]},
        ],
        [
            *KINE,
            ("vote-for", f"Cast {VOLKER}'s 3 votes for"),
            ("vote-against", "Cast Alice Chen's 1 vote against"),
        ],
        _carthage,
        MINION,
    ),
]
