"""Rules the action cards, political actions, allies, retainers and equipment bring with them
(6.1, 6.3): what their clauses forbid, and the steps their definitions add."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.cards.data import cards
from vtes_tui.rules.cardplay import playable_levels

MINION = {"phase": "minion", "turn": 5}


def test_a_minion_can_have_only_one_vehicle() -> None:
    """Sport Bike: "A minion can have only one vehicle": no second vehicle is offered."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alice Chen", "blood": 4, "attached": ["Sport Bike"]}],
            "hand": ["Stolen Police Cruiser", "Sport Bike", ".44 Magnum"],
        },
        {"name": "Bob"},
        **MINION,
    )
    equips = [o.label for o in options(seq, "equip")]
    assert any(".44 Magnum" in label for label in equips)
    assert not any("Sport Bike" in label or "Police Cruiser" in label for label in equips)


def test_a_vampire_can_have_only_one_preternatural_strength() -> None:
    """Preternatural Strength: one per vampire; and they cannot play Torn Signpost."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Agatha", "blood": 4, "attached": ["Preternatural Strength"]}],
            "hand": ["Preternatural Strength", "Torn Signpost"],
        },
        {"name": "Bob"},
        **MINION,
    )
    assert not [o for o in options(seq, "card") if "Preternatural Strength" in o.label]
    agatha = card(seq.state, "Agatha")
    assert playable_levels(seq.state, agatha, cards()["Torn Signpost"]) == []


def test_without_preternatural_strength_torn_signpost_is_playable() -> None:
    seq = table({"name": "Alice", "ready": [{"card": "Agatha", "blood": 4}]}, {"name": "Bob"})
    agatha = card(seq.state, "Agatha")
    assert playable_levels(seq.state, agatha, cards()["Torn Signpost"]) == ["pot", "POT"]


def test_expelled_minions_cannot_cast_votes_this_turn() -> None:
    """Expulsion: a chosen minion cannot cast votes or ballots this turn (its referendum
    passed), so Bob's primogen has no vote in Alice's next referendum."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alice Chen", "blood": 4}, {"card": "Amelia Locke", "blood": 4}],
            "hand": ["Expulsion", "Ancilla Empowerment"],
        },
        # Bob's political card in hand makes him be asked for his votes.
        {"name": "Bob", "ready": [{"card": "Akram", "blood": 4}], "hand": ["Parity Shift"]},
        **MINION,
    )
    pick(seq, "political", "Alice Chen calls Expulsion")
    advance(seq, lambda s: kinds(s) == ("terms", 0))
    pick(seq, "minion", "Akram")
    pick(seq, "done")
    advance(seq, lambda s: bool(options(s, "vote-for")) and kinds(s)[1] == 0)
    pick(seq, "vote-for", "Expulsion")
    advance(seq, lambda s: kinds(s) == ("action", 0))
    pick(seq, "political", "Amelia Locke calls Ancilla Empowerment")
    advance(seq, lambda s: kinds(s) == ("vote", 1))
    assert [o.label for o in options(seq) if "Akram" in o.label] == []
    assert options(seq, "burn-for")
