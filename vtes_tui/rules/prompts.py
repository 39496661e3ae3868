"""Provides the prompt/choice protocol: one question to one Methuselah with every legal option."""

from __future__ import annotations

from collections.abc import Generator, Mapping
from dataclasses import dataclass
from typing import Any, NamedTuple


class Option(NamedTuple):
    """One legal answer, with the numbers the engine computed for it.

    ``key`` names the kind of answer (``pass``, ``bleed``, ``block``, ``play``...);
    ``actor``/``card``/``target`` are card uids (``target_seat`` a seat) so a screen can group
    and highlight; ``numbers`` carries stealth, intercept, whether a block succeeds, bleed,
    cost and whether it can be paid.  ``data`` is the engine's own payload, never shown.
    """

    key: str
    label: str
    actor: int | None = None
    card: int | None = None
    target: int | None = None
    target_seat: int | None = None
    numbers: Mapping[str, int | bool] | None = None
    data: Any = None


@dataclass(frozen=True, slots=True)
class Prompt:
    """One decision: whose it is, which step of the turn, the rule, and every legal option."""

    decider: int
    kind: str
    section: str
    text: str
    options: tuple[Option, ...]
    context: Mapping[str, Any] | None = None


Ask = Generator[Prompt, int, Option]


def ask(
    decider: int,
    kind: str,
    section: str,
    text: str,
    options: list[Option] | tuple[Option, ...],
    context: Mapping[str, Any] | None = None,
    skip_single: bool = True,
) -> Ask:
    """Yield a prompt and return the option chosen.

    Options that read the same are one choice: two copies of a card in hand, or two identical
    vampires, would otherwise be offered twice; the first stands for them. A prompt whose only
    option is to pass (or to go on) is not asked: there is no decision.
    """
    distinct: dict[tuple[str, str], Option] = {}
    for option in options:
        distinct.setdefault((option.key, option.label), option)
    options = list(distinct.values())
    if skip_single and len(options) == 1:
        return options[0]
    index = yield Prompt(decider, kind, section, text, tuple(options), context)
    return options[index]


PASS = "pass"


def pass_option(label: str = "Pass") -> Option:
    return Option(PASS, label)
