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

    @property
    def id(self) -> str:
        """What the option means, not where it is listed (DESIGN.md, "Choices that stay
        stable"): its key, the cards and seat it names, and its level or other argument.

        ``bleed:a12:s1`` is card 12 bleeding seat 1; ``play:a12:c40:l=DOM`` is card 12 playing
        card 40 at superior Dominate. Records store these; replays match them exactly.
        """
        made = self.key  # asked of every option a replay matches: no list, no loop
        if self.actor is not None:
            made += f":a{self.actor}"
        if self.card is not None:
            made += f":c{self.card}"
        if self.target is not None:
            made += f":t{self.target}"
        if self.target_seat is not None:
            made += f":s{self.target_seat}"
        argument = _argument(self.data) if self.data is not None else ""
        return f"{made}:{argument}" if argument else made


def _argument(data: Any) -> str:
    """The part of an option's payload that tells it apart from its neighbours: a word or a
    number (``=to-pool``), the Discipline level of a card played (``l=DOM``), or what the
    payload itself says (its ``argument``)."""
    if isinstance(data, bool) or data is None:
        return ""
    if isinstance(data, str | int):
        return f"={data}"
    argument = getattr(data, "argument", None)  # a payload that says what tells it apart
    if isinstance(argument, str):
        return argument
    level = getattr(data, "level", None)
    if isinstance(level, str):
        return f"l={level}" if level else ""
    if isinstance(data, tuple) and data:
        if isinstance(data[0], str):
            return f"l={data[0]}" if data[0] else ""
        return ":".join(part for part in map(_argument, data) if part)
    return ""


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
    if skip_single and len(options) == 1:
        return options[0]  # two thirds of the questions: nothing to decide, nothing to merge
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
