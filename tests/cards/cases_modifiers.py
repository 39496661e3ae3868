"""Cases for action modifiers (6.2): one per card and Discipline level."""

from __future__ import annotations

from harness import Case, card, pool

from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
PREY = {"name": "Bob", "ready": []}


def _bleeder(vampire: str, hand: list[str]) -> dict:
    return {"name": "Alice", "ready": [{"card": vampire, "blood": 4}], "hand": hand}


def _conditioning_dom(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 3  # a bleed of 1, +2
    assert card(seq.state, "Alice Chen").blood == 3  # 1 blood paid


def _conditioning_sup(seq: Sequencer) -> None:
    assert pool(seq, 1) == 30 - 4  # a bleed of 1, +3
    assert card(seq.state, "Madison").blood == 3


CASES = [
    Case(
        "Conditioning",
        "dom",
        "[dom] +2 bleed (limited); it costs 1 blood.",
        [_bleeder("Alice Chen", ["Conditioning"]), PREY],
        [("bleed", "Alice Chen bleeds Bob"), ("play", "Conditioning [dom]")],
        _conditioning_dom,
        MINION,
    ),
    Case(
        "Conditioning",
        "DOM",
        "[DOM] +3 bleed (limited).",
        [_bleeder("Madison", ["Conditioning"]), PREY],
        [("bleed", "Madison bleeds Bob"), ("play", "Conditioning [DOM]")],
        _conditioning_sup,
        MINION,
    ),
]
