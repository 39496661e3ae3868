"""Cases for a fifth batch of the most-played library cards of the tournament decklists that
were played by hand (defs/library_five.toml): one per card and Discipline level."""

from __future__ import annotations

from combat_table import BLOCKER, GUN, automated, blocked, blood, seats
from harness import Case, card, logged, pool

from vtes_tui.rules.library_five_effects import sees_hands
from vtes_tui.rules.permanents import bleed_amount
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
]
