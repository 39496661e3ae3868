"""Provides the table of the combat card cases: Alice's vampire bleeds Bob, Bob's vampire
blocks (6.2.2), and the two fight (6.4.1); the acting minion chooses first at every step."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from harness import card, logged

from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
# Aleph's gun: its optional maneuver takes him to long range, and chooses its strike (6.4.2)
GUN = [".44 Magnum"]
TO_LONG = ("maneuver", "with .44 Magnum")
Check = Callable[[Sequencer], None]
BLOCKER = "Aleph"  # Malkavian, capacity 4, no combat Discipline: strength 1, hand strikes only


def seats(
    acting: str,
    blood: int,
    hand: list[str],
    blocker: str = BLOCKER,
    blocker_blood: int = 4,
    blocker_hand: list[str] | None = None,
    attached: list[str] | None = None,
    acting_attached: list[str] | None = None,
) -> list[dict[str, Any]]:
    """Alice's acting vampire and Bob's blocker, with equipment on them."""
    vampire = {"card": acting, "blood": blood, "attached": acting_attached or []}
    return [
        {"name": "Alice", "ready": [vampire], "hand": hand},
        {
            "name": "Bob",
            "ready": [{"card": blocker, "blood": blocker_blood, "attached": attached or []}],
            "hand": blocker_hand or [],
        },
    ]


def blocked(acting: str, blocker: str = BLOCKER) -> list[tuple[str, str]]:
    """The picks that start the combat: the bleed, and the block."""
    return [("bleed", f"{acting} bleeds Bob"), ("block", f"Block with {blocker}")]


def blood(seq: Sequencer, name: str) -> int:
    return card(seq.state, name).blood


def combat_over(seq: Sequencer) -> None:
    assert logged(seq, "Combat ends")


def automated(seq: Sequencer, name: str) -> None:
    """The card played itself: no one was asked to resolve it by hand (1.4)."""
    assert not logged(seq, f"resolves {name} by hand")


def untouched(*pairs: str | int) -> Check:
    """A check: each vampire named has the blood given after him, and combat is over."""

    def check(seq: Sequencer) -> None:
        for name, left in zip(pairs[::2], pairs[1::2], strict=True):
            assert blood(seq, str(name)) == left, name
        combat_over(seq)

    check.__name__ = "_blood_of_" + "_".join(str(v).lower().replace(" ", "_") for v in pairs)
    return check
