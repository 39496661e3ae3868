"""Provides the menu over a prompt's options: grouped by acting minion when there are many."""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.prompts import Prompt

# A menu longer than this is split by acting minion: pick the minion, then its option.
GROUP_ABOVE = 9


@dataclass(frozen=True, slots=True)
class Entry:
    """One line of the menu: an option to choose, or a minion whose options open below."""

    label: str
    option: int | None = None
    actor: int | None = None


def menu(prompt: Prompt, names: dict[int, str], actor: int | None = None) -> list[Entry]:
    """The entries to show: the options of ``actor``, or the top level (grouped if long)."""
    options = list(enumerate(prompt.options))
    if actor is not None:
        return [Entry(o.label, option=i) for i, o in options if o.actor == actor]
    counts: dict[int, int] = {}
    for _, o in options:
        if o.actor is not None:
            counts[o.actor] = counts.get(o.actor, 0) + 1
    grouped = len(options) > GROUP_ABOVE and sum(1 for n in counts.values() if n > 1) > 0
    if not grouped:
        return [Entry(o.label, option=i) for i, o in options]
    entries: list[Entry] = []
    opened: set[int] = set()
    for i, o in options:
        if o.actor is None or counts[o.actor] == 1:
            entries.append(Entry(o.label, option=i))
        elif o.actor not in opened:
            opened.add(o.actor)
            name = names.get(o.actor, "a minion")
            entries.append(Entry(f"{name} ▸ {counts[o.actor]} choices", actor=o.actor))
    return entries
