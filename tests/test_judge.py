"""Judge commands (1.4, DESIGN.md Cards): a card without automation is resolved by hand."""

from __future__ import annotations

from tables import kinds, pick, table


def test_judge_commands_resolve_a_card_by_hand_and_keep_hidden_cards_hidden() -> None:
    """1.4 and 2.3: after a non-automated master card, its controller applies its text with
    logged commands; her own face-down cards are named to her, other players' are not."""
    seq = table(
        {
            "name": "Sarah",
            "hand": ["Powerbase: Los Angeles"],
            "uncontrolled": [{"card": "Krid", "blood": 1}],
        },
        {"name": "Alexis", "uncontrolled": [{"card": "Mazz", "blood": 2}]},
        phase="master",
        turn=5,
    )
    pick(seq, "master", "Powerbase: Los Angeles")
    assert kinds(seq) == ("judge", 0)
    labels = [o.label for o in seq.prompt.options]
    assert any(label.startswith("Sarah: Krid") for label in labels)
    assert not any("Mazz" in label for label in labels)
    assert any(label.startswith("Alexis: a face-down card") for label in labels)
    pick(seq, "pool-", "Alexis")
    assert seq.state.players[1].pool == 29
    assert any("Judge (Sarah): Alexis: -1 pool" in e.text for e in seq.state.log)
    pick(seq, "done")
    assert kinds(seq) != ("judge", 0)


def test_resolving_by_hand_she_discards_the_card_she_chooses_and_it_is_named() -> None:
    """Issue 9: "discard a card from hand" names her cards, she picks one, the log says which;
    a card discarded by an effect is not replaced (1.6.1.2 replaces cards played)."""
    seq = table(
        {"name": "Sarah", "hand": ["Powerbase: Los Angeles", "Blood Doll", "Deflection"]},
        {"name": "Alexis", "hand": ["Bum's Rush"]},
        phase="master",
        turn=5,
    )
    pick(seq, "master", "Powerbase: Los Angeles")
    hand = [c.name for c in seq.state.players[0].hand]
    discards = [o.label for o in seq.prompt.options if o.key == "discard"]
    assert discards == [f"Sarah: discard {name}" for name in dict.fromkeys(hand)]
    assert not any("Alexis" in label for label in discards)
    pick(seq, "discard", "Deflection")
    assert any("Judge (Sarah): Sarah: discard Deflection" in e.text for e in seq.state.log)
    hand.remove("Deflection")
    assert [c.name for c in seq.state.players[0].hand] == hand
