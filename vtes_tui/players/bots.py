"""Provides the bots: random (uniform over legal options) and greedy (a simple plan), via prompts only."""

from __future__ import annotations

import random
from collections.abc import Callable

from ..rules.prompts import Option, Prompt

Bot = Callable[[Prompt], int]

# Bot games stop at this turn if no one has won (the engine's stand-in for a time limit).
DEFAULT_MAX_TURNS = 300

_GIVE_UP_KEYS = ("done", "pass", "end", "decline", "keep", "stay")


def random_bot(seed: int) -> Bot:
    """Uniform over the legal options; in a judge prompt it says it is done at once.

    Resolving a card by hand is for people: a uniform pick among judge commands would move
    counters at random forever, so the random bot resolves no card by hand.
    """
    rng = random.Random(seed)

    def decide(prompt: Prompt) -> int:
        if prompt.kind == "judge":
            return 0
        return rng.randrange(len(prompt.options))

    return decide


def _first(options: tuple[Option, ...], *keys: str) -> int | None:
    for key in keys:
        for i, option in enumerate(options):
            if option.key == key:
                return i
    return None


def _fallback(options: tuple[Option, ...]) -> int:
    found = _first(options, *_GIVE_UP_KEYS)
    return 0 if found is None else found


def _automated(option: Option) -> bool:
    return "(resolve by hand)" not in option.label


def _num(option: Option, word: str, default: int = 0) -> int:
    numbers = option.numbers or {}
    return int(numbers.get(word, default))


def greedy_bot(seed: int) -> Bot:
    """Brings vampires out, bleeds, blocks when the block would succeed, plays automated cards."""
    rng = random.Random(seed)

    def decide(prompt: Prompt) -> int:
        handler = _HANDLERS.get(prompt.kind)
        if handler is not None:
            choice = handler(prompt, rng)
            if choice is not None:
                return choice
        return _fallback(prompt.options)

    return decide


def _action(prompt: Prompt, rng: random.Random) -> int | None:
    options = prompt.options
    best: tuple[int, int] | None = None
    for i, o in enumerate(options):
        if not _automated(o):
            continue
        score = {
            "bleed": 10 + 3 * _num(o, "bleed"),
            "card": 8 + 3 * _num(o, "bleed"),
            "political": 6,
            "equip": 7,
            "employ": 7,
            "recruit": 7,
            "hunt": 4,
            "leave-torpor": 9,
            "rescue": 5,
        }.get(o.key, 0)
        if score == 0:
            continue
        score += _num(o, "stealth")
        if best is None or score > best[0]:
            best = (score, i)
    return best[1] if best else None


def _block(prompt: Prompt, rng: random.Random) -> int | None:
    for i, o in enumerate(prompt.options):
        if o.key == "block" and (o.numbers or {}).get("blocks"):
            return i
    return _first(prompt.options, "decline")


def _play_automated(prompt: Prompt, rng: random.Random) -> int | None:
    for i, o in enumerate(prompt.options):
        if o.key == "play" and _automated(o):
            return i
    return None


def _stealth(prompt: Prompt, rng: random.Random) -> int | None:
    """Add stealth when blocked: an automated card, else a card in play burned for stealth."""
    found = _play_automated(prompt, rng)
    return found if found is not None else _first(prompt.options, "burn-stealth")


def _continue(prompt: Prompt, rng: random.Random) -> int | None:
    """A blocked action that can go on as if unblocked goes on."""
    return _first(prompt.options, "continue")


def _prevent(prompt: Prompt, rng: random.Random) -> int | None:
    """Prevent damage: an automated card, else a prevention kept from earlier this round."""
    found = _play_automated(prompt, rng)
    return found if found is not None else _first(prompt.options, "prevent-later")


def _transfer(prompt: Prompt, rng: random.Random) -> int | None:
    options = prompt.options
    pool = _pool_from_text(prompt.text)
    to_minion = [(i, o) for i, o in enumerate(options) if o.key == "to-minion"]
    if pool is not None and pool <= 3:
        return _first(options, "end")
    if to_minion:
        # Fill the vampire closest to being brought out.
        i, _ = min(to_minion, key=lambda io: _num(io[1], "capacity") - _num(io[1], "blood"))
        return i
    return _first(options, "crypt", "end")


def _pool_from_text(text: str) -> int | None:
    for part in text.split(","):
        words = part.split()
        if len(words) >= 2 and words[-1] == "pool" and words[-2].isdigit():
            return int(words[-2])
    return None


def _master(prompt: Prompt, rng: random.Random) -> int | None:
    for i, o in enumerate(prompt.options):
        if o.key == "master" and _automated(o):
            return i
    return _first(prompt.options, "end")


def _combat(prompt: Prompt, rng: random.Random) -> int | None:
    best: tuple[int, int] | None = None
    for i, o in enumerate(prompt.options):
        if not _automated(o):
            continue
        numbers = o.numbers or {}
        score = (
            _num(o, "damage") * 2
            + _num(o, "steal")
            + (3 if numbers.get("dodge") else 0)
            + (6 if numbers.get("torpor") else 0)
        )
        if best is None or score > best[0]:
            best = (score, i)
    return best[1] if best else None


def _vote(prompt: Prompt, rng: random.Random) -> int | None:
    """For her own referendum, against others'; for a blood hunt unless it hunts her vampire."""
    context = prompt.context or {}
    if context.get("diablerist seat") is not None:
        mine = context["diablerist seat"] != prompt.decider
    else:
        mine = context.get("caller") == prompt.decider
    wanted = "for" if mine else "against"
    for i, o in enumerate(prompt.options):
        if o.key.startswith("vote") and wanted in o.key:
            return i
    return None


_HANDLERS: dict[str, Callable[[Prompt, random.Random], int | None]] = {
    "action": _action,
    "block": _block,
    "stealth": _stealth,
    "intercept": _play_automated,
    "modifier": _play_automated,
    "transfer": _transfer,
    "master": _master,
    "strike": _combat,
    "additional": _play_automated,
    "prevent": _prevent,
    "vote": _vote,
    "before-range": _play_automated,
    "before-strikes": _play_automated,
    "before-resolution": _play_automated,
    "end-of-round": _play_automated,
    "continue-action": _continue,
    "aim": _play_automated,
    "combat-ending": _play_automated,
}

BOTS: dict[str, Callable[[int], Bot]] = {"random": random_bot, "greedy": greedy_bot}
