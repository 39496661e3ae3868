"""The glossary: its terms cite sections the rulebook has, it is searched by typing, and g opens
it from the new-game screen and from the table."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Input, OptionList, Static

from vtes_tui.app.app import VtesApp
from vtes_tui.app.glossary import glossary, search
from vtes_tui.app.screens.glossary import GlossaryScreen

from .helpers import pilot_test, session

RULES = Path(__file__).resolve().parents[3] / "shared" / "rules"
# A section heading: "6.2.2. Resolve Any Block Attempts", or a top level "4. UNTAP PHASE" (the
# numbered list items inside a section, "1. Tapping and Untapping: ...", are not headings).
HEADING = re.compile(r"^(\d+(?:\.\d+)+)\. \S|^(\d+)\. [A-Z][A-Z ,:]+$")


def rulebook_sections() -> set[str]:
    sections: set[str] = set()
    for name in ("rulebook.md", "minion-phase-lock-wording.md"):
        for line in (RULES / name).read_text().splitlines():
            found = HEADING.match(line.strip())
            if found:
                sections.add(found.group(1) or found.group(2))
    return sections


@pytest.mark.skipif(not RULES.is_dir(), reason="needs the rulebook in ../shared/rules")
def test_every_glossary_section_is_a_heading_of_the_rulebook() -> None:
    sections = rulebook_sections()
    assert {"1.5", "4", "6.2.2", "6.5.5", "9.1"} <= sections  # the headings are read
    missing = [(t.name, t.section) for t in glossary() if t.section not in sections]
    assert missing == []


def test_the_glossary_holds_the_terms_a_newcomer_meets() -> None:
    names = " ".join(t.name for t in glossary()).lower()
    for word in (
        "methuselah",
        "pool",
        "blood",
        "capacity",
        "ready",
        "torpor",
        "uncontrolled",
        "lock and unlock",
        "stealth",
        "intercept",
        "the edge",
        "transfers",
        "master phase action",
        "referendum",
        "oust",
        "bleed",
        "directed",
        "superior",
        "final",
    ):
        assert word in names, word
    assert len({t.name for t in glossary()}) == len(glossary())  # each term once


def test_lock_and_unlock_use_the_current_wording() -> None:
    lock = next(t for t in glossary() if t.name == "Lock and unlock")
    assert "locked" in lock.text and "unlock phase" in lock.text


def test_search_lists_names_first_then_explanations() -> None:
    found = search("edge")
    assert found[0].name == "The Edge"
    assert any(t.name == "Bleed" for t in found)  # "...you take the Edge"
    assert search("") == list(glossary())
    assert search("no such thing") == []


@pytest.mark.parametrize("where", ["new game", "table"])
@pilot_test
async def test_g_opens_the_glossary_and_typing_searches_it(where: str, tmp_path: Path) -> None:
    s = session(tmp_path, ["ventrue", "hecata"], bots={1: "greedy"}) if where == "table" else None
    app = VtesApp(s, save_path=tmp_path / "game.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("g")
        await pilot.pause()
        assert isinstance(app.screen, GlossaryScreen)
        await pilot.press(*"capacity")
        await pilot.pause()
        assert app.screen.query_one(Input).value == "capacity"
        assert app.screen.query_one(OptionList).get_option_at_index(0).prompt == "Capacity"
        shown = str(app.screen.query_one("#glossary-entry", Static).render())
        assert "rulebook 1.5" in shown and "red circle" in shown
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, GlossaryScreen)


def test_glossary_screen(snap_compare: Any, tmp_path: Path) -> None:
    """g over the table, then "stealth" typed: the search box, the list of terms found (Stealth
    first, then the terms whose explanation speaks of stealth), and Stealth's entry in bold with
    "· rulebook 6.2.2" and its explanation; a footer with Esc Close."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    assert snap_compare(VtesApp(s), press=["g", *"stealth"], terminal_size=(100, 30))


def test_each_prompt_kind_a_term_explains_is_a_kind_the_coach_knows() -> None:
    from vtes_tui.app.coach import _COACH
    from vtes_tui.app.glossary import term_for

    kinds = [kind for term in glossary() for kind in term.prompts]
    assert len(kinds) == len(set(kinds))  # one term per kind of question
    assert set(kinds) <= set(_COACH)
    assert term_for("block").name == "Block" and term_for("no such kind") is None


@pilot_test
async def test_g_at_a_question_opens_on_the_term_that_explains_it(tmp_path: Path) -> None:
    s = session(tmp_path, ["ventrue", "hecata"], bots={1: "greedy"})
    app = VtesApp(s, save_path=tmp_path / "game.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert s.prompt is not None
        kind = s.prompt.kind
        await pilot.press("g")
        await pilot.pause()
        listing = app.screen.query_one(OptionList)
        highlighted = listing.get_option_at_index(listing.highlighted).prompt
        assert highlighted == next(t.name for t in glossary() if kind in t.prompts)
        assert listing.option_count == len(glossary())  # the whole list, to browse from there
