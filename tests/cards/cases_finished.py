"""Cases for cards finished from partial definitions (defs/finished.toml): one per card and
level."""

from __future__ import annotations

from combat_table import MINION, Check, blocked, seats
from harness import Case, card, logged, pool

from vtes_tui.cards.data import cards
from vtes_tui.rules.actions import action_stealth
from vtes_tui.rules.cardplay import forbidden
from vtes_tui.rules.permanents import may_direct_at
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

FILLER = "Choir"

# -- Infernal Pursuit: an additional card each time she replaces one this combat ---------------------


def _pursuit(seq: Sequencer) -> None:
    """Infernal Pursuit's own replacement and Blur's each drew one more card, each time
    discarded down to the hand size of 7."""
    assert logged(seq, "Alice draws an additional card each time she replaces one this combat")
    texts = [e.text for e in seq.state.log]
    in_combat = texts[
        texts.index("Abd al-Rashid and Aleph enter combat") : texts.index("Combat ends")
    ]
    assert in_combat.count("Alice draws 1 additional card") == 2
    assert in_combat.count("Alice discards Choir") == 2


# -- Repulsion ---------------------------------------------------------------------------------------


def _repulsion_long(seq: Sequencer) -> None:
    """Blocked, Mazz used the optional maneuver Repulsion gave him to go to long range."""
    assert logged(seq, "Mazz maneuvers to long range")


def _repulsion_on_him(seq: Sequencer) -> None:
    """Repulsion went on Blanche Hill: +1 stealth on her later actions; no second Repulsion
    for her; the bleed succeeded."""
    blanche = card(seq.state, "Blanche Hill")
    assert card(seq.state, "Repulsion").host is blanche
    assert action_stealth(seq.state, blanche, "bleed", True) == 1
    assert forbidden(blanche, cards().get("Repulsion"))
    assert pool(seq, 1) == 30 - 1


# -- Approximation of Loyalty ------------------------------------------------------------------------


def _loyalty_cancel(seq: Sequencer) -> None:
    """Madison's Deflection was canceled as it was played: its cost unpaid, she did not lock,
    the bleed stayed on Bob; Alice Chen paid Approximation of Loyalty's blood."""
    madison = card(seq.state, "Madison")
    assert logged(seq, "Deflection is canceled as it is played")
    assert card(seq.state, "Deflection").region is Region.ASH_HEAP
    assert madison.blood == 3 and not madison.locked
    assert card(seq.state, "Alice Chen").blood == 4 - 1
    assert pool(seq, 1) == 30 - 1 and pool(seq, 2) == 30


# -- Tangle Atropos' Hand ----------------------------------------------------------------------------


def _tangle_seats(vampire: str) -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": vampire, "blood": 5}],
            "hand": ["Computer Hacking", "Tangle Atropos' Hand"],
        },
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]}]},
    ]


def _tangle_picks(vampire: str, level: str) -> list[tuple[str, str]]:
    return [
        ("card", "with Computer Hacking"),
        ("block", "Block with Mazz"),
        ("play", f"Tangle Atropos' Hand [{level}]"),
        ("discard", f"Discard {FILLER}"),
    ]


def _took_back(vampire: str, stealth: int) -> Check:
    def check(seq: Sequencer) -> None:
        alice = seq.state.players[0]
        assert card(seq.state, "Computer Hacking").region is Region.HAND
        assert logged(seq, "Alice takes Computer Hacking back in her hand")
        assert len(alice.hand) == 7  # discarded down
        acting = card(seq.state, vampire)
        assert not acting.locked and pool(seq, 1) == 30
        assert action_stealth(seq.state, acting, "bleed", True) == stealth

    check.__name__ = f"_took_back_{stealth}"
    return check


# -- Voices of the Castle ----------------------------------------------------------------------------


def _voices_for_master(seq: Sequencer) -> None:
    """Luma (a Tremere slave) gave the blocking Tremere +1 intercept: the hunt was blocked."""
    assert logged(seq, "Mazz is blocked by Claus Wegener")
    assert card(seq.state, "Voices of the Castle").region is Region.ASH_HEAP


# -- Neutral Guard -----------------------------------------------------------------------------------


def _guarded(barred: bool) -> Check:
    def check(seq: Sequencer) -> None:
        """Blocked, Blanche Hill's combat was at long range with no range step; [OBE]: Aleph
        (younger) and the ally could not block, Alice Chen (older) could."""
        assert logged(seq, "This round is at long range: no range step")
        assert logged(seq, "Range is long")
        assert not logged(seq, "Range is close")
        if barred:
            assert logged(seq, "Aleph cannot block this action")
            assert logged(seq, "Loyal Street Gang cannot block this action")
            assert not logged(seq, "Alice Chen cannot block this action")

    check.__name__ = f"_guarded_{'barred' if barred else 'long'}"
    return check


def _guard_seats() -> list[dict]:
    return [
        {
            "name": "Alice",
            "ready": [{"card": "Blanche Hill", "blood": 5}],
            "hand": ["Neutral Guard"],
        },
        {
            "name": "Bob",
            "ready": [
                {"card": "Aleph", "blood": 4},
                {"card": "Loyal Street Gang", "blood": 3},
                {"card": "Alice Chen", "blood": 4},
            ],
        },
    ]


# -- Obedient Flesh ----------------------------------------------------------------------------------


def _obedient_flesh(seq: Sequencer) -> None:
    """Before range: +1 strength this round (a hand strike of 2) and 1 damage prevented; the
    optional maneuver is tested in test_rules_fixes.py (it was declined here)."""
    assert card(seq.state, "Aleph").blood == 4 - 2
    assert card(seq.state, "Ángel Guerrero").blood == 5 - 1  # its cost; Aleph's 1 prevented
    assert logged(seq, "Ángel Guerrero prevents 1 damage")


# -- Sleep Unseen ------------------------------------------------------------------------------------


def _sleep_unseen_sup(seq: Sequencer) -> None:
    """On Nahum Enosh: Almiro Suarez (basic Auspex) cannot direct actions at him, Chrysanthemum
    (superior Auspex) can."""
    nahum = card(seq.state, "Nahum Enosh")
    assert card(seq.state, "Sleep Unseen").host is nahum
    assert not may_direct_at(card(seq.state, "Almiro Suarez"), nahum)
    assert may_direct_at(card(seq.state, "Chrysanthemum"), nahum)


# -- Night Terrors -----------------------------------------------------------------------------------


def _night_terrors_escape(seq: Sequencer) -> None:
    """Roberto blocked and struck "combat ends" in the first round: Mazz's hand strike did
    nothing; Roberto paid only the card's blood."""
    assert logged(seq, "Mazz is blocked by Roberto Rivamonte")
    assert logged(seq, "Night Terrors: combat ends")
    assert card(seq.state, "Roberto Rivamonte").blood == 3 - 1


# -- Fae Contortion ----------------------------------------------------------------------------------


def _grapple_canceled(seq: Sequencer) -> None:
    """Greer Worder's reflex canceled Immortal Grapple as it was played: no grapple this round
    (Greer Worder is offered his gun strike)."""
    assert logged(seq, "Immortal Grapple is canceled as it is played")
    assert card(seq.state, "Immortal Grapple").region is Region.ASH_HEAP
    assert card(seq.state, "Fae Contortion").region is Region.ASH_HEAP
    assert seq.prompt is not None and seq.prompt.kind == "strike"
    assert any(".44 Magnum" in o.label for o in seq.prompt.options)


# -- Venenation --------------------------------------------------------------------------------------


def _venenation_sup(seq: Sequencer) -> None:
    """[SER] Krid, blocking, got Alice's second counter and was stolen (no combat); the card
    cost Cao Nguyen 1 fewer blood: nothing."""
    krid = card(seq.state, "Krid")
    assert krid.controller == 0 and not krid.corruption
    assert card(seq.state, "Cao Nguyen").blood == 2
    assert not logged(seq, "enter combat")


CASES = [
    Case(
        "Infernal Pursuit",
        "CEL",
        "[CEL] For the remainder of the combat, each time you replace a card (this one too), draw "
        "an additional card and discard down to your hand size.",
        seats("Abd al-Rashid", 5, ["Infernal Pursuit", "Blur", *[FILLER] * 5]),
        [
            *blocked("Abd al-Rashid"),
            ("play", "Infernal Pursuit [CEL]"),
            ("discard", f"Discard {FILLER}"),
            ("play", "Blur [CEL]"),
            ("discard", f"Discard {FILLER}"),
        ],
        _pursuit,
        MINION,
    ),
    Case(
        "Repulsion",
        "pre",
        "[pre] As the action is announced: if blocked, 1 optional maneuver to long range in the "
        "resulting combat.",
        [
            {"name": "Alice", "ready": [{"card": "Mazz", "blood": 3}], "hand": ["Repulsion"]},
            {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        ],
        [
            ("bleed", "Mazz bleeds Bob"),
            ("play", "Repulsion [pre]"),
            ("block", "Block with Aleph"),
            ("maneuver", "Use the optional maneuver to go to long range"),
        ],
        _repulsion_long,
        MINION,
    ),
    Case(
        "Repulsion",
        "OBE",
        "[OBE] Put on this vampire: +1 stealth (played before blocks too, rulings LSJ "
        "20011214-2); he cannot have or play another Repulsion.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Blanche Hill", "blood": 4}],
                "hand": ["Repulsion"],
            },
            {"name": "Bob", "ready": []},
        ],
        [("bleed", "Blanche Hill bleeds Bob"), ("play", "Repulsion [OBE]")],
        _repulsion_on_him,
        MINION,
    ),
    Case(
        "Approximation of Loyalty",
        "PRE",
        "[PRE] Cancel a reaction card played by a vampire with capacity 6 or less or an ally as "
        "it is played (no cost is paid); no more action modifiers on this action.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Alice Chen", "blood": 4}],
                "hand": ["Approximation of Loyalty"],
            },
            {"name": "Bob", "ready": [{"card": "Madison", "blood": 3}], "hand": ["Deflection"]},
            {"name": "Carol", "ready": []},
        ],
        [
            ("bleed", "Alice Chen bleeds Bob"),
            ("play", "Deflection [dom]"),
            ("cancel", "Approximation of Loyalty [PRE]: cancel Deflection"),
        ],
        _loyalty_cancel,
        MINION,
    ),
    Case(
        "Tangle Atropos' Hand",
        "tem",
        "[tem] Cancel the action, unlock; the action card back in hand (discard down after).",
        _tangle_seats("Gwyedd"),
        _tangle_picks("Gwyedd", "tem"),
        _took_back("Gwyedd", 0),
        MINION,
    ),
    Case(
        "Tangle Atropos' Hand",
        "TEM",
        "[TEM] As [tem], and +1 stealth during his next action this turn.",
        _tangle_seats("Mikael Birkholm"),
        _tangle_picks("Mikael Birkholm", "TEM"),
        _took_back("Mikael Birkholm", 1),
        MINION,
    ),
    Case(
        "Voices of the Castle",
        "vis",
        "[vis] Or give +1 intercept to a vampire to whom this vampire is enslaved (11: a Tremere "
        "slave, for the blocking Tremere).",
        [
            {"name": "Alice", "ready": [{"card": "Mazz", "blood": 2}]},
            {
                "name": "Bob",
                "ready": [
                    {"card": "Claus Wegener", "blood": 3},
                    {"card": "Luma, Stone Beauty", "blood": 3},
                ],
                "hand": ["Voices of the Castle"],
            },
        ],
        [
            ("hunt", "Mazz hunts"),
            ("block", "Block with Claus Wegener"),
            ("play", "Luma, Stone Beauty plays Voices of the Castle [vis]"),
        ],
        _voices_for_master,
        MINION,
    ),
    Case(
        "Neutral Guard",
        "obe",
        "[obe] As announced: this action, while this vampire is in combat, each round is at long "
        "range (no range step).",
        _guard_seats(),
        [
            ("bleed", "Blanche Hill bleeds Bob"),
            ("play", "Neutral Guard [obe]"),
            ("block", "Block with Aleph"),
        ],
        _guarded(False),
        MINION,
    ),
    Case(
        "Neutral Guard",
        "OBE",
        "[OBE] As [obe], and allies and younger vampires cannot block this action.",
        _guard_seats(),
        [
            ("bleed", "Blanche Hill bleeds Bob"),
            ("play", "Neutral Guard [OBE]"),
            ("block", "Block with Alice Chen"),
        ],
        _guarded(True),
        MINION,
    ),
    Case(
        "Obedient Flesh",
        "DOM",
        "[DOM][PRO] Before range: this round +1 strength, 1 optional maneuver, prevent 1 damage.",
        seats("Ángel Guerrero", 5, ["Obedient Flesh"]),
        [
            *blocked("Ángel Guerrero"),
            ("play", "Obedient Flesh [DOM]"),
            ("prevent-later", "Prevent 1 damage"),
        ],
        _obedient_flesh,
        MINION,
    ),
    Case(
        "Sleep Unseen",
        "OBF",
        "[OBF] As [obf], but minions without superior Auspex cannot direct actions at him.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Nahum Enosh", "blood": 1}],
                "hand": ["Sleep Unseen"],
            },
            {
                "name": "Bob",
                "ready": [
                    {"card": "Almiro Suarez", "blood": 2},
                    {"card": "Chrysanthemum", "blood": 2},
                ],
            },
        ],
        [("hunt", "Nahum Enosh hunts"), ("play", "Sleep Unseen [OBF]")],
        _sleep_unseen_sup,
        MINION,
    ),
    Case(
        "Night Terrors",
        "OBF",
        "[OBF][PRE] As above, and if this vampire blocks, he can strike: combat ends during the "
        "first round of the resulting combat.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Mazz", "blood": 2}, {"card": "Krid", "blood": 2}],
            },
            {
                "name": "Bob",
                "ready": [{"card": "Roberto Rivamonte", "blood": 3}],
                "hand": ["Night Terrors"],
            },
        ],
        [
            ("hunt", "Mazz hunts"),
            ("block", "Block with Roberto Rivamonte"),
            ("play", "Night Terrors [OBF]"),
            ("granted", "Night Terrors: combat ends"),
        ],
        _night_terrors_escape,
        MINION,
    ),
    Case(
        "Fae Contortion",
        "myt",
        "[myt] [REFLEX] Cancel a grapple card as it is played, and its cost is not paid.",
        seats(
            "Aaron Bathurst",
            4,
            ["Immortal Grapple"],
            "Greer Worder",
            4,
            ["Fae Contortion"],
            attached=[".44 Magnum"],
        ),
        [
            *blocked("Aaron Bathurst", "Greer Worder"),
            ("play", "Immortal Grapple [pot]"),
            ("cancel", "Greer Worder plays Fae Contortion [myt]: cancel Immortal Grapple"),
        ],
        _grapple_canceled,
        MINION,
    ),
    Case(
        "Venenation",
        "SER",
        "[SER] As [ser] (a counter on the blocker, stolen at his capacity), but this card costs "
        "1 fewer blood.",
        [
            {
                "name": "Alice",
                "ready": [{"card": "Cao Nguyen", "blood": 2}],
                "hand": ["Venenation"],
            },
            {"name": "Bob", "ready": [{"card": "Krid", "blood": 2, "corruption": [0]}]},
        ],
        [
            ("bleed", "Cao Nguyen bleeds Bob"),
            ("block", "Block with Krid"),
            ("play", "Venenation [SER]"),
            ("steal", "Burn your 2 corruption counters to steal Krid"),
        ],
        _venenation_sup,
        MINION,
    ),
]
