"""Dabbler counts the Disciplines a vampire used to play cards during an action (6.2.3): a card
with icons side by side needs (and uses) each of them; two Disciplines are not enough."""

from __future__ import annotations

from tables import FILLER

from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.scenario import build_state


def _pick(seq: Sequencer, key: str, part: str) -> None:
    assert seq.prompt is not None
    labels = [(o.key, o.label) for o in seq.prompt.options]
    seq.choose(next(i for i, (k, label) in enumerate(labels) if k == key and part in label))


def test_two_disciplines_give_no_reward() -> None:
    """True Love's Face [obf][pre] alone: obf and pre, no Dabbler prompt after the bleed."""
    seats = [
        {
            "name": "Alice",
            "library": [FILLER] * 20,
            "ready": [{"card": "Andi Liu", "blood": 4, "attached": ["Dabbler"]}],
            "hand": ["True Love's Face"],
        },
        {"name": "Bob", "library": [FILLER] * 20, "ready": []},
    ]
    seq = Sequencer.from_state(build_state({"seats": seats, "phase": "minion", "turn": 5}))
    _pick(seq, "bleed", "Andi Liu bleeds Bob")
    _pick(seq, "play", "True Love's Face [obf]")
    assert seq.prompt is not None and seq.prompt.kind != "disciplines-reward"
    assert seq.state.players[1].pool == 30 - 2
    assert not any("Dabbler" in entry.text for entry in seq.state.log)
