"""The heuristic bot in combat: the strike it picks, when it presses, when it prevents damage
(6.4.3, 6.4.4, 6.4.6), each on a prepared table, against the greedy bot's answer."""

from __future__ import annotations

from typing import Any

import pytest
from tables import answers, card, greedy_until, kinds, pick, table

from vtes_tui.players.bots import make_bot
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer


def blocked(alice: dict[str, Any], bob: dict[str, Any]) -> Sequencer:
    """Alice's vampire bleeds Bob and Bob's Meaghan blocks: combat (6.2.2, 6.4)."""
    seq = table({"name": "Alice", **alice}, {"name": "Bob", **bob}, phase="minion", turn=5)
    pick(seq, "bleed")
    pick(seq, "block", "Meaghan")
    return seq


@pytest.mark.parametrize(("blood", "dodges"), [(0, True), (3, False)])
def test_heuristic_dodges_only_a_strike_that_would_send_it_to_torpor(
    blood: int, dodges: bool
) -> None:
    """6.4.3, 6.4.6: Meaghan blocks Ashley (strength 1) with Dodge in hand. With no blood the
    hand strike would send her to torpor: she dodges. With 3 blood she heals the damage: she
    strikes with her hand and keeps Dodge. The greedy bot dodges either way."""
    seq = blocked(
        {"ready": [{"card": "Ashley", "blood": 3}]},
        {"ready": [{"card": "Meaghan", "blood": blood}], "hand": ["Dodge"]},
    )
    greedy_until(seq, "strike", 1)
    heuristic, greedy = answers(seq)
    assert (greedy.numbers or {}).get("dodge")
    assert bool((heuristic.numbers or {}).get("dodge")) is dodges
    assert dodges or heuristic.key == "hand"


@pytest.mark.parametrize(("blood", "presses"), [(5, True), (1, False)])
def test_heuristic_presses_to_continue_a_combat_it_wins(blood: int, presses: bool) -> None:
    """6.4.4: after a round of hand strikes Meaghan has no blood left. Nassir, still standing
    with blood to spare, presses with Apportation to go on (the next strike sends her to
    torpor); Nassir bled dry by the round keeps the card. The greedy bot never presses."""
    seq = blocked(
        {"ready": [{"card": "Nassir", "blood": blood}], "hand": ["Apportation"]},
        {"ready": [{"card": "Meaghan", "blood": 1}]},
    )
    greedy_until(seq, "press", 0)
    heuristic, greedy = answers(seq)
    assert greedy.key == "pass"
    assert (heuristic.key == "press") is presses


@pytest.mark.parametrize(("blood", "prevents"), [(0, True), (3, False)])
def test_heuristic_prevents_damage_that_would_send_it_to_torpor(blood: int, prevents: bool) -> None:
    """6.4.6: Holliday "Burgundy" Hall blocks and is about to take 1 damage, Skin of Rock in
    hand. With no blood to heal it he goes to torpor: he prevents it. With 3 blood he heals it
    and keeps the card. The greedy bot plays it either way."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Ashley", "blood": 3}]},
        {
            "name": "Bob",
            "ready": [{"card": 'Holliday "Burgundy" Hall', "blood": blood}],
            "hand": ["Skin of Rock"],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed")
    pick(seq, "block", "Holliday")
    greedy_until(seq, "prevent", 1)
    heuristic, greedy = answers(seq)
    assert greedy.key == "play"
    assert (heuristic.key == "play") is prevents
    bot = make_bot("heuristic", 0, lambda: seq.state)
    while seq.prompt is not None and seq.prompt.decider == 1 and kinds(seq)[0] == "prevent":
        seq.choose(bot(seq.prompt))
    holliday = card(seq.state, 'Holliday "Burgundy" Hall')
    assert holliday.region is Region.READY
    assert (card(seq.state, "Skin of Rock").region is Region.HAND) is not prevents
