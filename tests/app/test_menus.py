"""The action menu: more than nine options are grouped by acting minion; Esc backs out of a group."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from vtes_tui.app.app import VtesApp
from vtes_tui.app.choices import GROUP_ABOVE, menu
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.session import GameSession
from vtes_tui.app.widgets.keys import KeysBar
from vtes_tui.app.widgets.menu import Menu
from vtes_tui.app.widgets.prompt import KEYS
from vtes_tui.rules.prompts import Option, Prompt

from .helpers import advance, pilot_test, session

SIZE = (120, 40)
END = Option("end", "End the minion phase")


def _action(options: list[Option]) -> Prompt:
    return Prompt(0, "action", "6", "Choose an action", tuple(options))


def _labels(prompt: Prompt, names: dict[int, str]) -> list[str]:
    return [entry.label for entry in menu(prompt, names)]


def test_a_long_menu_lists_each_minion_once_and_keeps_single_option_minions_flat() -> None:
    """Ten options, eight of them one minion's: she is one entry; a minion with one option stays."""
    bleeds = [Option("bleed", f"Bleed {n}", actor=1) for n in range(8)]
    hunt = Option("hunt", "Gilbert hunts", actor=2)
    prompt = _action([*bleeds, hunt, END])
    assert _labels(prompt, {1: "Anson", 2: "Gilbert"}) == [
        "Anson ▸ 8 choices",
        "Gilbert hunts",
        "End the minion phase",
    ]
    assert [e.label for e in menu(prompt, {1: "Anson"}, actor=1)] == [o.label for o in bleeds]
    assert [e.option for e in menu(prompt, {1: "Anson"}, actor=1)] == list(range(8))


def test_nine_options_are_not_grouped() -> None:
    """The threshold: nine options fit the keys 1-9, so they stay flat even from one minion."""
    options = [*(Option("bleed", f"Bleed {n}", actor=1) for n in range(GROUP_ABOVE - 1)), END]
    assert len(options) == GROUP_ABOVE
    assert _labels(_action(options), {1: "Anson"}) == [o.label for o in options]


def test_many_minions_with_one_option_each_are_not_grouped() -> None:
    """Grouping needs a minion with two or more options; one-option minions gain nothing from it."""
    options = [*(Option("bleed", f"Bleed {n}", actor=n) for n in range(GROUP_ABOVE + 1)), END]
    assert _labels(_action(options), {}) == [o.label for o in options]


def _grouped_action(s: GameSession) -> bool:
    """The prompt app.md groups: an action prompt over nine options, a minion with several."""
    prompt = s.prompt
    if prompt is None or prompt.kind != "action" or len(prompt.options) <= GROUP_ABOVE:
        return False
    counts = Counter(o.actor for o in prompt.options if o.actor is not None)
    return sum(1 for n in counts.values() if n > 1) >= 2


def _top_level(prompt: Prompt, minions: dict[int, str]) -> list[str]:
    """Each minion with several options once, with its count; every other option as it is."""
    counts = Counter(o.actor for o in prompt.options if o.actor is not None)
    lines: list[str] = []
    for option in prompt.options:
        if option.actor is None or counts[option.actor] == 1:
            lines.append(option.label)
        elif (line := f"{minions[option.actor]} ▸ {counts[option.actor]} choices") not in lines:
            lines.append(line)
    return lines


def _numbered(labels: list[str]) -> list[str]:
    return [f"{KEYS[n]} {label}" for n, label in enumerate(labels)]


def _shown(screen: TableScreen) -> list[str]:
    return [entry.plain for entry in screen.query_one("#options", Menu).entries]


def _footer_keys(screen: TableScreen) -> set[str]:
    """The keys the footer shows."""
    return {key.key for key in screen.query_one(KeysBar).shown}


@pilot_test
async def test_a_minions_group_opens_by_its_number_and_esc_goes_back_to_it(tmp_path: Path) -> None:
    """6: the top level names the minions; her number opens her actions, Esc returns to her,
    Esc shows in the footer only inside the group, and a key there commits her action."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, open_hands=True)
    advance(s, _grouped_action)
    prompt = s.prompt
    assert prompt is not None
    minions = {m["uid"]: m["name"] for m in s.view()["players"][prompt.decider]["ready"]}
    actors = list(dict.fromkeys(o.actor for o in prompt.options if o.actor is not None))
    # The second minion: going back must move the highlight off the first entry to find her.
    actor = actors[1]
    hers = [i for i, o in enumerate(prompt.options) if o.actor == actor]
    labels = _top_level(prompt, minions)
    position = labels.index(f"{minions[actor]} ▸ {len(hers)} choices")
    assert position > 0
    top = _numbered(labels)
    before = list(s.record().choices)

    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        assert _shown(screen) == top
        assert not screen.check_action("back", ())
        assert "escape" not in _footer_keys(screen)

        await pilot.press(KEYS[position])
        await pilot.pause()
        assert _shown(screen) == _numbered([prompt.options[i].label for i in hers])
        assert screen.check_action("back", ())
        assert "escape" in _footer_keys(screen)

        await pilot.press("escape")
        await pilot.pause()
        assert _shown(screen) == top
        assert screen.query_one("#options", Menu).highlighted == position
        assert not screen.check_action("back", ())
        assert "escape" not in _footer_keys(screen)
        assert s.record().choices == before, "opening and leaving a group chooses nothing"

        await pilot.press(KEYS[position])
        await pilot.pause()
        await pilot.press(KEYS[1])
        await pilot.pause()
    assert s.record().choices[: len(before) + 1] == [*before, prompt.options[hers[1]].id]
