"""Judge commands (1.4, DESIGN.md Cards): a card without automation is resolved by hand."""

from __future__ import annotations

from tables import kinds, pick, table


def test_judge_commands_resolve_a_card_by_hand_and_keep_hidden_cards_hidden() -> None:
    """1.4 and 2.3: after a non-automated master card, its controller applies its text with
    logged commands; her own face-down cards are named to her, other players' are not."""
    seq = table(
        {
            "name": "Sarah",
            "hand": ["Fortschritt Library"],
            "uncontrolled": [{"card": "Krid", "blood": 1}],
        },
        {"name": "Alexis", "uncontrolled": [{"card": "Mazz", "blood": 2}]},
        phase="master",
        turn=5,
    )
    pick(seq, "master", "Fortschritt Library")
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
