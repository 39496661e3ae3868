"""Provides what the rules tests share: lay out a table from a scenario dict, find cards, pick options."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from vtes_tui.players.bots import greedy_bot, make_bot
from vtes_tui.rules.prompts import PASS, Option, Prompt
from vtes_tui.rules.state import CardInPlay, GameState, Region
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.scenario import build_state

# A library card none of the test vampires can play (it requires Melpominee): it only fills
# libraries so hands refill, and never adds an option of its own outside the discard phase.
FILLER = "Choir"


def table(*seats: dict[str, Any], **layout: Any) -> Sequencer:
    """A sequencer at the table the seats describe (each gets a 20-card filler library)."""
    data = {"seats": [{"library": [FILLER] * 20, **seat} for seat in seats], **layout}
    return Sequencer.from_state(build_state(data))


def card(state: GameState, name: str) -> CardInPlay:
    """The one card of that printed name not removed from the game."""
    found = [c for c in state.cards.values() if c.name == name and c.region is not Region.REMOVED]
    assert len(found) == 1, f"{len(found)} cards named {name}"
    return found[0]


def options(seq: Sequencer, key: str | None = None) -> list[Option]:
    """The current prompt's options, of one key when given."""
    assert seq.prompt is not None, "the game is over"
    return [o for o in seq.prompt.options if key is None or o.key == key]


def pick(seq: Sequencer, key: str, text: str = "") -> Option:
    """Choose the option with that key whose label contains ``text``.

    Identical options (two copies of a card in hand) count as one; any other ambiguity fails.
    """
    assert seq.prompt is not None, "the game is over"
    found = [i for i, o in enumerate(seq.prompt.options) if o.key == key and text in o.label]
    labels = [o.label for o in seq.prompt.options]
    distinct = {labels[i] for i in found}
    assert len(distinct) == 1, f"{len(found)} options {key!r}/{text!r} in {labels}"
    return seq.choose(found[0])


def kinds(seq: Sequencer) -> tuple[str, int]:
    """What is being asked now, and of whom: (prompt kind, deciding seat)."""
    assert seq.prompt is not None, "the game is over"
    return seq.prompt.kind, seq.prompt.decider


_NOTHING = ("end", "decline", "pass", "stay", "done", "keep")


def advance(seq: Sequencer, until: Callable[[Sequencer], bool], limit: int = 200) -> None:
    """Answer every prompt by doing nothing (end, decline, pass...) until ``until`` holds."""
    for _ in range(limit):
        if until(seq):
            return
        assert seq.prompt is not None, "the game ended first"
        keys = [o.key for o in seq.prompt.options]
        nothing = [k for k in _NOTHING if k in keys]
        assert nothing, f"no way to do nothing at: {seq.prompt.text} {keys}"
        seq.choose(keys.index(nothing[0]))
    raise AssertionError("the condition never held")


Pick = tuple[str, str]  # an option's key, and a part of its label


def drive(gen: Generator[Prompt, int, Any], picks: list[Pick]) -> list[Prompt]:
    """Answer prompts with the next scripted pick when it is offered, else pass (or be done).

    Every pick must be used, in order: a script that drifts from the rules fails.
    """
    prompts: list[Prompt] = []
    picks = list(picks)
    try:
        prompt = next(gen)
        while True:
            prompts.append(prompt)
            index = _pick(prompt, picks)
            prompt = gen.send(index)
    except StopIteration:
        assert not picks, f"picks left unused: {picks}"
        return prompts


def _pick(prompt: Prompt, picks: list[Pick]) -> int:
    if picks:
        key, part = picks[0]
        found = [i for i, o in enumerate(prompt.options) if o.key == key and part in o.label]
        if found:  # copies of one card give the same option: any will do
            picks.pop(0)
            return found[0]
    for i, option in enumerate(prompt.options):
        if option.key in (PASS, "done"):
            return i
    raise AssertionError(f"no pick for {prompt.text}: {[o.label for o in prompt.options]}")


def greedy_until(seq: Sequencer, kind: str, seat: int) -> None:
    """The greedy bot answers every prompt until ``seat`` is asked a prompt of ``kind``."""
    bot = greedy_bot(0)
    for _ in range(200):
        assert seq.prompt is not None, "the game ended first"
        if seq.prompt.kind == kind and seq.prompt.decider == seat:
            return
        seq.choose(bot(seq.prompt))
    raise AssertionError(f"{kind} was never asked of seat {seat}")


def answers(seq: Sequencer) -> tuple[Option, Option]:
    """The heuristic bot's option and the greedy bot's at the current prompt."""
    assert seq.prompt is not None
    heuristic = make_bot("heuristic", 0, lambda: seq.state)(seq.prompt)
    return seq.prompt.options[heuristic], seq.prompt.options[greedy_bot(0)(seq.prompt)]
