"""Pilot tests: seeing the table (regions as panels, every card inspectable, hand lines whole,
80x24 reachable, a screenshot key) and the texts the app writes."""

from __future__ import annotations

from pathlib import Path

from textual.widgets import Input, Static

from vtes_tui.app.app import VtesApp
from vtes_tui.app.render import hand_line, in_second_person, seat_panel
from vtes_tui.app.screens.cards import CardScreen
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.widgets.table import SeatPanel

from .helpers import advance, pilot_test, session

FOUR = ["ventrue", "hecata", "tremere", "nosferatu"]


def _mid_game(tmp_path: Path):
    s = session(tmp_path, FOUR, seed=3, bots={1: "greedy", 2: "greedy", 3: "greedy"})
    advance(
        s, lambda s: s.view()["turn"] >= 12 and s.prompt is not None and s.prompt.kind == "action"
    )
    return s


@pilot_test
async def test_a_crypt_card_is_inspected_whole_and_any_card_found_by_name(tmp_path: Path) -> None:
    """`i` lists the cards Alice may see; a vampire shows clan, capacity, Disciplines and group
    and its whole text; typing a name finds a card of the database that is nowhere in play."""
    s = _mid_game(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("i")
        await pilot.pause()
        assert isinstance(app.screen, CardScreen)
        screen = app.screen
        names = [str(o.prompt) for o in screen.query_one("#card-list").options]
        assert "Alice Chen" in names
        assert not any("(database)" in n for n in names)
        screen.query_one("#card-list").highlighted = names.index("Alice Chen")
        await pilot.pause()
        sheet = str(screen.query_one("#card-sheet", Static).render())
        for fact in ("Clan: Ventrue", "Capacity: 7", "Disciplines:", "Group:", "Prince"):
            assert fact in sheet
        screen.query_one("#card-search", Input).focus()
        await pilot.press(*"govern")
        await pilot.pause()
        names = [str(o.prompt) for o in screen.query_one("#card-list").options]
        assert "Govern the Unaligned (database)" in names
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


def test_regions_are_labelled_panels_even_when_empty(tmp_path: Path) -> None:
    """Each Methuselah's Ready, Torpor and Uncontrolled regions are drawn with their counts,
    an empty one saying so; a vampire shows blood/capacity and its Disciplines."""
    from rich.console import Console

    s = _mid_game(tmp_path)
    alice = s.view()["players"][0]
    console = Console(width=100, record=True, color_system=None)
    console.print(seat_panel(alice, 0, compact=False))
    text = console.export_text()
    for region in ("Ready (", "Torpor (0)", "Uncontrolled ("):
        assert region in text
    assert "empty" in text
    assert "7/7 blood" in text and "FOR" in text and "dom" in text


def test_a_hand_line_keeps_name_and_type_apart_and_whole() -> None:
    """ "Shadow Cloak · Action Modifier", never "Shadow CloakAction Modifier", and no ellipsis:
    the line wraps in a narrow panel instead of losing its end."""
    card = {
        "uid": 1, "name": "Shadow Cloak", "types": ["Action Modifier"], "disciplines": ["obf"],
        "clans": [], "blood_cost": 0, "pool_cost": 0,
    }  # fmt: skip
    line = hand_line(card, playable=False)
    assert "Shadow Cloak · Action Modifier · obf" in line.plain
    assert not line.no_wrap
    assert all(not span.style or not str(span.style).startswith(" ") for span in line.spans)
    starts = [line.plain[span.start] for span in line.spans if str(span.style) == "dim"]
    assert " " not in starts, "no styled part starts with a space"


def test_the_goldfisher_reads_her_log_in_the_second_person() -> None:
    assert in_second_person("You gains 1 pool") == "You gain 1 pool"
    assert in_second_person("You discards Deflection") == "You discard Deflection"
    assert in_second_person("You is ousted") == "You are ousted"
    assert in_second_person("You: Madison bleeds Dummy for 1") == "You: Madison bleeds Dummy for 1"
    assert in_second_person("Bob gains 1 pool") == "Bob gains 1 pool"


@pilot_test
async def test_80x24_puts_prey_and_predator_next_and_scrolls_to_them(tmp_path: Path) -> None:
    """At 80x24 the panels run Alice, her prey, her predator; `]` scrolls the column to them."""
    s = _mid_game(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panels = list(app.screen.query(SeatPanel))
        table = s.view()["players"]
        order = [panel.shown[0]["seat"] for panel in panels]
        assert order[:3] == [0, table[0]["prey"], table[0]["predator"]]
        seats = app.screen.query_one("#seats")
        assert seats.show_vertical_scrollbar
        before = seats.scroll_y
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert seats.scroll_y > before


@pilot_test
async def test_the_screenshot_key_says_where_the_file_is(tmp_path: Path) -> None:
    s = _mid_game(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        shots = list(tmp_path.glob("*.svg"))
        assert len(shots) == 1
        assert any(str(shots[0]) in str(n.message) for n in app._notifications)
