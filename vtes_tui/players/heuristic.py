"""Provides the heuristic bot: plays a deck as a competent player would, through prompts only.

Each judgement below is one small function for one kind of prompt, with its reason; where the
heuristic has no judgement of its own it answers as the greedy bot does. It sees the table
through a Sight (what its Methuselah may know) and reads cards by their data, never by name.
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules.prompts import Option, Prompt
from .bots import Bot, greedy_bot
from .sight import Sight, Table

Judgement = Callable[[Prompt, Sight], int | None]


def heuristic_bot(seed: int, table: Table) -> Bot:
    greedy = greedy_bot(seed)

    def decide(prompt: Prompt) -> int:
        judgement = JUDGEMENTS.get(prompt.kind)
        if judgement is not None:
            choice = judgement(prompt, Sight(table(), prompt.decider))
            if choice is not None:
                return choice
        return greedy(prompt)

    return decide


def _automated(option: Option) -> bool:
    return "(resolve by hand)" not in option.label


def _num(option: Option, word: str) -> int:
    return int((option.numbers or {}).get(word, 0))


def _index(prompt: Prompt, key: str) -> int | None:
    return next((i for i, o in enumerate(prompt.options) if o.key == key), None)


# -- influence (7) --------------------------------------------------------------------------

# Pool kept back from influence: a Methuselah at low pool is one good bleed from being ousted.
POOL_RESERVE = 8
# Vampires wanted in play before influence stops; more is slower to bring out than to use.
VAMPIRES_WANTED = 3


def influence(prompt: Prompt, sight: Sight) -> int | None:
    """7: bring out the vampire that suits the deck best for the pool it still needs, while
    the pool stays above a reserve that the predator's bleeds cannot take in one turn."""
    if sight.pool() <= _reserve(sight):
        return _index(prompt, "end")
    transfers = [(i, o) for i, o in enumerate(prompt.options) if o.key == "to-minion"]
    # 7: a vampire at capacity comes out at the end of the phase; more pool on him is wasted.
    coming = sum(1 for _, o in transfers if _num(o, "blood") >= _num(o, "capacity"))
    candidates = [(i, o) for i, o in transfers if _num(o, "blood") < _num(o, "capacity")]
    vampires = sum(1 for c in sight.ready() if c.is_vampire) + len(sight.torpor()) + coming
    if vampires >= VAMPIRES_WANTED and not any(_num(o, "blood") for _, o in candidates):
        return _index(prompt, "end")
    if not candidates:
        return _index(prompt, "crypt") if vampires < VAMPIRES_WANTED else _index(prompt, "end")
    wanted = sight.deck_disciplines()

    def worth(io: tuple[int, Option]) -> tuple[int, float]:
        _, o = io
        card = sight.card(o.card)
        fit = sum(wanted[code] for code in card.card.disciplines) if card else 0
        still = _num(o, "capacity") - _num(o, "blood")
        # A vampire already begun is finished first: the pool on him is spent for nothing until
        # he comes out.
        return (_num(o, "blood") > 0, (1 + fit) / (1 + still))

    return max(candidates, key=worth)[0]


def _reserve(sight: Sight) -> int:
    """Pool the predator could bleed in one turn, and a margin (1.1: pool is life)."""
    threat = sum(sight.bleed(c) for c in sight.ready(sight.predator) if c.is_minion)
    return max(POOL_RESERVE, threat + 3)


JUDGEMENTS: dict[str, Judgement] = {
    "transfer": influence,
}
