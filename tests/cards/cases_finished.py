"""Cases for cards finished from partial definitions (defs/finished.toml): one per card and
level."""

from __future__ import annotations

from combat_table import MINION, blocked, seats
from harness import Case, logged

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
]
