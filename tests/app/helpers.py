"""Provides helpers for the app tests: tables from the bundled decks, a simple policy, key presses."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from vtes_tui.app.decklists import deck_dirs
from vtes_tui.app.session import GameSession, TableConfig
from vtes_tui.app.widgets.prompt import KEYS, PromptPanel
from vtes_tui.cards.decks import load_deck
from vtes_tui.rules.prompts import Prompt

REPO_DECKS = deck_dirs()[-1]


def deck(name: str) -> Path:
    return REPO_DECKS / f"v5-{name}.txt"


def session(
    tmp_path: Path,
    decks: list[str],
    seed: int = 3,
    bots: dict[int, str] | None = None,
    open_hands: bool = False,
    names: list[str] | None = None,
    learn: bool = False,
) -> GameSession:
    config = TableConfig(
        names=names or ["Alice", "Bob", "Carol", "Dave", "Eve"][: len(decks)],
        decks=[load_deck(deck(d)) for d in decks],
        seed=seed,
        bots=bots or {},
        open_hands=open_hands,
        learn=learn,
    )
    return GameSession.new(config, tmp_path / "autosave.json")


def mid_game(tmp_path: Path) -> GameSession:
    """Four seats (Alice and three greedy bots), Alice choosing her action at turn 12 or
    later: the table of the snapshots and of the table's pilot tests."""
    decks = ["ventrue", "hecata", "tremere", "nosferatu"]
    s = session(tmp_path, decks, seed=3, bots={1: "greedy", 2: "greedy", 3: "greedy"})
    advance(
        s, lambda s: s.view()["turn"] >= 12 and s.prompt is not None and s.prompt.kind == "action"
    )
    return s


def _first(prompt: Prompt, *keys: str) -> int | None:
    for key in keys:
        for i, option in enumerate(prompt.options):
            if option.key == key:
                return i
    return None


def eager(prompt: Prompt) -> int:
    """Brings vampires out, bleeds, blocks when it would succeed; resolves cards as done."""
    options = prompt.options
    if prompt.kind == "transfer":
        fill = [(i, o) for i, o in enumerate(options) if o.key == "to-minion"]
        if fill:
            i, _ = max(fill, key=lambda io: (io[1].numbers or {}).get("blood", 0))
            return i
    if prompt.kind == "block":
        for i, o in enumerate(options):
            if o.key == "block" and (o.numbers or {}).get("blocks"):
                return i
    preferred = {
        "action": ("bleed", "end"),
        "master": ("end",),
        "judge": ("done",),
        "withdraw": ("stay",),
        "vote": ("vote-for", "done"),
        "discard": ("discard", "end"),
    }.get(prompt.kind, ("pass", "decline", "end", "done"))
    found = _first(prompt, *preferred)
    return 0 if found is None else found


def advance(
    s: GameSession, until: Callable[[GameSession], bool], policy=eager, limit: int = 2000
) -> None:
    """Answer human prompts with ``policy`` (no screen) until ``until`` holds."""
    for _ in range(limit):
        if s.finished or until(s):
            return
        assert s.prompt is not None
        s.choose(policy(s.prompt))
    raise AssertionError("the condition never came")


async def press_option(pilot: Pilot, index: int) -> None:
    """Press the number keys that choose option ``index`` (through the minion's group if any)."""
    panel = pilot.app.screen.query_one("#prompt", PromptPanel)
    assert panel.prompt is not None
    option = panel.prompt.options[index]
    for _level in range(2):
        for n, entry in enumerate(panel.entries):
            if entry.option == index or (entry.actor is not None and entry.actor == option.actor):
                if n < len(KEYS):
                    await pilot.press(KEYS[n])
                else:
                    panel.query_one("#options").highlighted = n
                    await pilot.press("enter")
                await pilot.pause()
                break
        else:
            raise AssertionError(f"option {index} is not in the menu")
        if entry.option == index:
            return
    raise AssertionError("the minion's group did not open")


async def play_by_keys(
    pilot: Pilot, s: GameSession, until: Callable[[GameSession], bool], limit: int = 400
) -> None:
    """Answer every prompt from the keyboard with the ``eager`` policy until ``until`` holds."""
    for _ in range(limit):
        if s.finished or until(s):
            return
        await pilot.pause()
        if not pilot.app.screen.query(PromptPanel):
            await pilot.press("enter")
            continue
        assert s.prompt is not None
        await press_option(pilot, eager(s.prompt))
    raise AssertionError("the condition never came")


def pilot_test(test: Callable[..., Coroutine[Any, Any, None]]) -> Callable[..., None]:
    """Run an async pilot test in its own event loop (no async pytest plugin needed)."""

    @functools.wraps(test)
    def run(*args: Any, **kwargs: Any) -> None:
        asyncio.run(test(*args, **kwargs))

    return run
