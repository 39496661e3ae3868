"""Provides what the heuristic bot's judgements read from a prompt's options: whether an option
is automated, its numbers, the first option of a key."""

from __future__ import annotations

from ..rules.prompts import Option, Prompt


def automated(option: Option) -> bool:
    return "(resolve by hand)" not in option.label


def num(option: Option, word: str) -> int:
    return int((option.numbers or {}).get(word, 0))


def index(prompt: Prompt, key: str) -> int | None:
    return next((i for i, o in enumerate(prompt.options) if o.key == key), None)
