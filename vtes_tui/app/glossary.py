"""Provides the glossary: the rulebook's terms and their sections, read from data/glossary.toml."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True, slots=True)
class Term:
    """One term: its name, the rulebook section that defines it, a plain explanation, and the
    kinds of prompt it explains."""

    name: str
    section: str
    text: str
    prompts: tuple[str, ...] = ()


@cache
def glossary() -> tuple[Term, ...]:
    """Every term, in alphabetical order."""
    data = tomllib.loads(resources.files(__package__).joinpath("data/glossary.toml").read_text())
    terms = (
        Term(t["name"], str(t["section"]), t["text"], tuple(t.get("prompts", ())))
        for t in data["term"]
    )
    return tuple(sorted(terms, key=lambda t: t.name.lower()))


def search(query: str) -> list[Term]:
    """The terms whose name holds the query, then those whose explanation does."""
    wanted = query.strip().lower()
    if not wanted:
        return list(glossary())
    named = [t for t in glossary() if wanted in t.name.lower()]
    told = [t for t in glossary() if t not in named and wanted in t.text.lower()]
    return named + told


def term_for(kind: str) -> Term | None:
    """The term that explains a kind of prompt (``block``: Block), if the glossary has one."""
    return next((t for t in glossary() if kind in t.prompts), None)


def term_named(name: str) -> Term | None:
    """The term of that name (the coach's lines name theirs), if the glossary has it."""
    return next((t for t in glossary() if t.name == name), None)
