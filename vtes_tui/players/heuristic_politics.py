"""Provides the heuristic bot's judgements in politics: referendum terms and votes (6.3)."""

from __future__ import annotations

from ..rules.prompts import Option, Prompt
from .options import index, num
from .sight import Sight


def terms(prompt: Prompt, sight: Sight) -> int | None:
    """6.3.2: terms that hurt her prey or help herself. Pool burned falls on her prey (the
    pool she must take to oust him, 9.1), then on the poorest other; pool gained comes to her;
    pool given is taken from her prey when he may be chosen. Other terms are the greedy bot's."""
    context = prompt.context or {}
    seats = {o.target_seat: i for i, o in enumerate(prompt.options) if o.target_seat is not None}
    if context.get("points") == "burn" or context.get("methuselah") == "gives":
        if sight.prey in seats:
            return seats[sight.prey]
        others = [(i, o) for i, o in enumerate(prompt.options) if _other(o, sight)]
        if context.get("points") == "burn" and others:
            return min(others, key=lambda io: num(io[1], "pool"))[0]
        return None
    if context.get("points") == "gain" or context.get("methuselah") == "gains":
        return seats.get(sight.seat)
    return None


def _other(option: Option, sight: Sight) -> bool:
    return option.target_seat is not None and option.target_seat != sight.seat


def _wanted(prompt: Prompt) -> str:
    """The side she votes (the greedy bot's: for her own referendum, against another's; for a
    blood hunt unless it hunts her vampire, 6.3.3)."""
    context = prompt.context or {}
    if context.get("diablerist seat") is not None:
        return "for" if context["diablerist seat"] != prompt.decider else "against"
    return "for" if context.get("caller") == prompt.decider else "against"


def short_of(prompt: Prompt, side: str) -> int:
    """Votes ``side`` still needs on the tally so far (6.3.3: a referendum passes with more
    votes for than against; a tie fails)."""
    context = prompt.context or {}
    votes_for, against = int(context.get("for", 0)), int(context.get("against", 0))
    return against - votes_for + 1 if side == "for" else votes_for - against


def vote(prompt: Prompt, sight: Sight) -> int | None:
    """6.3.3: cast the votes that cost nothing first (a minion's, a card's in play); then a
    votes card, a ballot or the Edge only while the side she wants is still short on the
    tally: once it carries, a card spent on it is wasted. Short, the greedy bot plays them."""
    side = _wanted(prompt)
    for i, o in enumerate(prompt.options):
        if o.key == f"vote-{side}" and not o.id.endswith("=edge") and num(o, "votes"):
            return i
    return index(prompt, "done") if short_of(prompt, side) <= 0 else None


JUDGEMENTS = {"terms": terms, "vote": vote}
