"""Provides the menu over a prompt's options: grouped by acting minion when there are many, and
numbered so that a number keeps meaning the same option while one Methuselah answers one kind
of prompt in one phase."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..rules.prompts import Prompt

# A menu longer than this is split by acting minion: pick the minion, then its option.
GROUP_ABOVE = 9
# Number keys: a layout longer than this cannot keep its numbers and starts afresh.
NUMBERED = 10


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the menu: an option to choose, a minion whose options open below, or the
    place of an option no longer offered (``gone``), kept so the numbers under it do not move."""

    label: str
    option: int | None = None
    actor: int | None = None
    ident: str = ""
    gone: bool = False


def menu(
    prompt: Prompt, names: dict[int, str], actor: int | None = None, grouped: bool | None = None
) -> list[Entry]:
    """The entries to show: the options of ``actor``, or the top level (grouped if long, or as
    ``grouped`` says)."""
    options = list(enumerate(prompt.options))
    if actor is not None:
        return [Entry(o.label, option=i, ident=o.id) for i, o in options if o.actor == actor]
    counts: dict[int, int] = {}
    for _, o in options:
        if o.actor is not None:
            counts[o.actor] = counts.get(o.actor, 0) + 1
    if grouped is None:
        grouped = should_group(prompt)
    if not grouped:
        return [Entry(o.label, option=i, ident=o.id) for i, o in options]
    entries: list[Entry] = []
    opened: set[int] = set()
    for i, o in options:
        if o.actor is None or counts[o.actor] == 1:
            entries.append(Entry(o.label, option=i, ident=o.id))
        elif o.actor not in opened:
            opened.add(o.actor)
            name = names.get(o.actor, "a minion")
            label = f"{name} ▸ {counts[o.actor]} choices"
            entries.append(Entry(label, actor=o.actor, ident=f"minion:{o.actor}"))
    return entries


def should_group(prompt: Prompt) -> bool:
    """Long menus with a minion offering several options are grouped by minion."""
    counts: dict[int, int] = {}
    for o in prompt.options:
        if o.actor is not None:
            counts[o.actor] = counts.get(o.actor, 0) + 1
    return len(prompt.options) > GROUP_ABOVE and any(n > 1 for n in counts.values())


@dataclass(slots=True)
class Numbering:
    """Stable numbers: while the same Methuselah answers prompts of the same kind in one phase,
    an option keeps its number (its engine id anchors it) and an option that is no longer
    offered leaves its number empty instead of letting the next one slide under the player's
    finger (pressing 3 twice must not move the second transfer to another vampire)."""

    phase: Any = None
    layouts: dict[tuple[Any, ...], list[Entry]] = field(default_factory=dict)
    grouping: dict[tuple[Any, ...], bool] = field(default_factory=dict)

    def menu(
        self, prompt: Prompt, names: dict[int, str], phase: Any, actor: int | None = None
    ) -> list[Entry]:
        """The menu of ``prompt`` (or of ``actor``'s options in it), numbered as before."""
        if phase != self.phase:
            self.phase = phase
            self.layouts.clear()
            self.grouping.clear()
        scope = (prompt.decider, prompt.kind)
        grouped = self.grouping.setdefault(scope, should_group(prompt))
        entries = menu(prompt, names, actor, grouped)
        key = (*scope, actor)
        before = self.layouts.get(key, [])
        current = {entry.ident: entry for entry in entries}
        if not any(entry.ident in current for entry in before):
            laid = entries
        else:
            known = {entry.ident for entry in before}
            laid = [current.get(old.ident) or _gone(old) for old in before]
            laid += [entry for entry in entries if entry.ident not in known]
            while laid and laid[-1].gone:
                laid.pop()
            if len(laid) > NUMBERED >= len(entries):
                laid = entries
            elif 2 * sum(entry.gone for entry in laid) > len(laid):
                # Most lines are gone (a minion's options once he has acted): a list of struck
                # lines would push what is left out of sight, so it is numbered afresh.
                laid = entries
        self.layouts[key] = laid
        return laid


def _gone(entry: Entry) -> Entry:
    return Entry(entry.label, ident=entry.ident, gone=True)
