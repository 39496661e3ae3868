"""Provides the per-card scenario tests: one case per card and Discipline level, run twice.

A case lays out a table (the scenario format of docs/scenarios.md), answers prompts with its
picks, and checks the table. ``test_card`` runs it with the card's definition: the checks must
hold. ``test_card_without_its_definition`` runs it with the definition removed (the card is
then played by hand and does nothing by itself): the picks or the checks must fail. So every
case is a test that fails if the card's effect is removed (DESIGN.md, "Every automated card
has a scenario test").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tables import FILLER

from vtes_tui.rules.prompts import PASS
from vtes_tui.rules.state import CardInPlay, GameState, Region
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.scenario import build_state

# Answers that do nothing, in the order they are tried when no pick is offered.
_NOTHING = (PASS, "decline", "done", "end", "keep", "stay")
_STEPS = 200  # prompts answered by doing nothing before a pick must be offered


class PickNotOffered(AssertionError):
    """A pick the table never offered: the card (or its level) did not do what the case says."""


@dataclass(frozen=True)
class Case:
    """One card at one level: a table, the picks that play it, and what must follow.

    ``picks`` are (option key, a part of its label); before each, prompts are answered by doing
    nothing until it is offered. ``check`` receives the sequencer after the last pick.
    """

    card: str
    level: str
    doc: str
    seats: list[dict[str, Any]]
    picks: list[tuple[str, str]]
    check: Callable[[Sequencer], None]
    layout: dict[str, Any] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return f"{self.card} [{self.level}]" if self.level else self.card


def run(case: Case) -> Sequencer:
    """Lay out the table, play the picks, return the sequencer (checks not run)."""
    seats = [{"library": [FILLER] * 20, **seat} for seat in case.seats]
    seq = Sequencer.from_state(build_state({"seats": seats, **case.layout}))
    for key, part in case.picks:
        _advance_to(seq, key, part)
        index = next(
            i for i, o in enumerate(seq.prompt.options) if o.key == key and part in o.label
        )
        seq.choose(index)
    return seq


def _advance_to(seq: Sequencer, key: str, part: str) -> None:
    for _ in range(_STEPS):
        prompt = seq.prompt
        if prompt is None:
            raise PickNotOffered(f"the game ended before {key!r} {part!r} was offered")
        if any(o.key == key and part in o.label for o in prompt.options):
            return
        keys = [o.key for o in prompt.options]
        nothing = next((k for k in _NOTHING if k in keys), None)
        if nothing is None:
            labels = [o.label for o in prompt.options]
            raise PickNotOffered(f"{key!r} {part!r} not offered at {prompt.text!r}: {labels}")
        seq.choose(keys.index(nothing))
    raise PickNotOffered(f"{key!r} {part!r} never offered")


# -- what checks read ------------------------------------------------------------------------------


def card(state: GameState, name: str) -> CardInPlay:
    """The one card of that printed name not removed from the game."""
    found = [c for c in state.cards.values() if c.name == name and c.region is not Region.REMOVED]
    assert len(found) == 1, f"{len(found)} cards named {name}"
    return found[0]


def pool(seq: Sequencer, seat: int) -> int:
    return seq.state.players[seat].pool


def logged(seq: Sequencer, words: str) -> bool:
    return any(words in entry.text for entry in seq.state.log)
