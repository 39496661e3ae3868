"""Provides what the rules say of an option (an Explanation: a key, a section, figures) and
the small readings the explainers share."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from .prompts import Option, Prompt
from .state import CardInPlay, GameState

Figures = Mapping[str, int | str | bool]


@dataclass(frozen=True, slots=True)
class Explanation:
    """What follows from an option (or why a phase passed): ``key`` names the case
    (``block.succeeds``), ``section`` the rule, ``figures`` the numbers and names it cites."""

    key: str
    section: str
    figures: Figures = field(default_factory=dict)


def card_at(state: GameState, uid: int | None) -> CardInPlay | None:
    return state.cards.get(uid) if uid is not None else None


def numbers_of(option: Option) -> Mapping[str, int | bool]:
    return option.numbers or {}


Explainer = Callable[[GameState, Prompt, Option], Explanation | None]
