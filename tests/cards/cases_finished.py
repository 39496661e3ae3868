"""Cases for cards finished from partial definitions (defs/finished.toml): one per card and
level."""

from __future__ import annotations

from combat_table import MINION, Check, blocked, seats
from harness import Case, card, logged, pool

from vtes_tui.cards.data import cards
from vtes_tui.rules.actions import action_stealth
from vtes_tui.rules.cardplay import forbidden
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
]
