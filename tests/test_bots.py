"""The greedy bot's choices at the steps where a passive opponent would hide what the rules
allow: it wakes a locked minion to block (6.2.2)."""

from __future__ import annotations

from tables import card, kinds, pick, table

from vtes_tui.players.bots import greedy_bot


def test_greedy_bot_wakes_a_locked_minion_to_block() -> None:
    """6.2.2: with every minion locked, the greedy bot plays its automated wake card (On the
    Qui Vive) from the block prompt, then blocks with the minion it woke."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}]},
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 3, "locked": True}],
            "hand": ["On the Qui Vive"],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Alice Chen")
    bot = greedy_bot(0)
    assert kinds(seq) == ("block", 1)
    assert seq.prompt.options[bot(seq.prompt)].key == "play"
    while seq.prompt is not None and seq.prompt.decider == 1:
        seq.choose(bot(seq.prompt))
    assert card(seq.state, "On the Qui Vive").region.value == "ash heap"
    assert any("Alice Chen is blocked by Mazz" in e.text for e in seq.state.log)


def test_the_greedy_bot_evens_out_blood_with_heidelberg_and_then_stops() -> None:
    """Heidelberg Castle, Germany: once locked, the greedy bot moves blood from Cardano (5) to
    Mkhokheli (1) while that evens them out (5/1, 4/2, then 3/3: nothing more), rather than
    locking the castle for nothing."""
    seq = table(
        {
            "name": "Alice",
            "in_play": ["Heidelberg Castle, Germany"],
            "ready": [{"card": "Cardano", "blood": 5}, {"card": "Mkhokheli", "blood": 1}],
        },
        {"name": "Bob", "ready": []},
        phase="master",
        turn=5,
    )
    pick(seq, "ability", "Heidelberg Castle, Germany")
    pick(seq, "vampire", "First: Cardano")  # Mkhokheli, the only other, is the second
    bot = greedy_bot(0)
    while seq.prompt is not None and seq.prompt.kind == "move":
        seq.choose(bot(seq.prompt))
    assert (card(seq.state, "Cardano").blood, card(seq.state, "Mkhokheli").blood) == (3, 3)
