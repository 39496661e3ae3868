"""Pilot tests: the table fits its terminal as a player reads it: every footer key whole at 80
columns, several tiles to a row at 120, a long menu that says what is out of view, pool and VP
never cut, and allies, retainers, equipment, locations and master cards marked as such."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rich.text import Text
from textual.app import App, ComposeResult
from textual.pilot import Pilot

from vtes_tui.app.app import VtesApp
from vtes_tui.app.render import NARROW_TILE, TILE_WIDTH, card_names, seat_panel, tile
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.widgets.keys import Key, fit_keys
from vtes_tui.app.widgets.menu import Menu
from vtes_tui.app.widgets.prompt import KEYS
from vtes_tui.sequencer.scenario import build_state
from vtes_tui.sequencer.view import view

from .helpers import advance, mid_game, pilot_test, session
from .test_menus import _grouped_action


def screen_lines(app: App[Any]) -> list[str]:
    """The terminal's rows as the player sees them (Textual's compositor, as it draws them)."""
    return [strip.text for strip in app.screen._compositor.render_strips()]


async def _table(pilot: Pilot) -> TableScreen:
    await pilot.pause()
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, TableScreen)
    return screen


@pilot_test
async def test_every_footer_key_is_whole_at_80_columns(tmp_path: Path) -> None:
    """At 80x24 the footer's last key is not cut ("g Glossar"): each key it shows is whole,
    Pick, Undo, Judge, Help, Quit and Glossary among them."""
    app = VtesApp(mid_game(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot)
        footer = screen_lines(app)[-1]
        for key in ("1-9 Pick", "u Undo", "j Judge", "i Card", "? Help", "q Quit", "g Glossary"):
            assert key in footer


@pilot_test
async def test_a_minions_group_at_80_columns_shows_esc_and_leaves_out_a_key_help_lists(
    tmp_path: Path,
) -> None:
    """Inside a minion's group Esc Back joins the footer: it makes room by leaving out the
    screenshot key (? Help lists it), never by cutting the last key."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, open_hands=True)
    advance(s, _grouped_action)
    app = VtesApp(s)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _table(pilot)
        entries = screen.query_one("#options", Menu).entries
        group = next(n for n, entry in enumerate(entries) if "choices" in entry.plain)
        await pilot.press(KEYS[group])
        await pilot.pause()
        footer = screen_lines(app)[-1]
        for key in ("1-9 Pick", "esc Back", "u Undo", "j Judge", "? Help", "q Quit"):
            assert key in footer
        assert "s Shot" not in footer
        assert footer.rstrip().endswith("g Glossary")


def test_the_keys_that_give_way_go_first_and_none_is_cut() -> None:
    """Two spaces between keys when they fit, one when that fits, else the keys named to give
    way leave, the first named first."""
    keys = [Key(a, a[0], a[0], a) for a in ("pick", "undo", "shot", "help", "glossary")]
    width = sum(k.width for k in keys)
    assert fit_keys(keys, width + 8, ("shot", "glossary")) == (keys, 2)
    assert fit_keys(keys, width + 4, ("shot", "glossary")) == (keys, 1)
    shown, gap = fit_keys(keys, width, ("shot", "glossary"))
    assert [k.action for k in shown] == ["pick", "undo", "help", "glossary"] and gap == 1


@pilot_test
async def test_vampire_tiles_flow_two_to_a_row_at_120_columns(tmp_path: Path) -> None:
    """At 120x40 a panel of the two-column table is 34 cells wide: Bob's two ready vampires
    sit side by side (narrower tiles) rather than one under the other."""
    app = VtesApp(mid_game(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await _table(pilot)
        rows = screen_lines(app)
        assert any("Alek König" in row and "Hiromitsu" in row for row in rows)
        assert any("Baixinho" in row and "Wauneka" in row for row in rows)


@pilot_test
async def test_a_hand_of_seven_is_in_view_at_120x40(tmp_path: Path) -> None:
    """At 120x40 the side column gives the hand twice the log's rows: Alice's seven cards
    (some on two lines) are all in view, with no "more" row; the log keeps its last lines."""
    app = VtesApp(mid_game(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _table(pilot)
        hand = screen.query_one("#hand", Menu)
        assert hand.option_count == 7
        assert len(hand._drawn().lines) <= hand.size.height
        assert "more" not in "".join(screen_lines(app)[hand.region.y : hand.region.bottom])
        assert screen.query_one("#log").size.height >= 3


@pilot_test
async def test_a_long_menu_says_how_many_options_are_out_of_view(tmp_path: Path) -> None:
    """At 80x24 four of Alice's six options show whole and a row of its own says "▼ 2 more"
    (no scrollbar, and no label's end written over); End brings the sixth into view under a
    row saying "▲ 2 more"."""
    app = VtesApp(mid_game(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _table(pilot)
        menu = screen.query_one("#options", Menu)
        labels = [entry.plain for entry in menu.entries]
        assert menu.option_count == 6 and menu.size.height == 5
        rows = screen_lines(app)
        top = menu.content_region.y
        assert [row.strip() for row in rows[top : top + 4]] == labels[:4]
        assert rows[top + 4].strip() == "▼ 2 more"
        assert "End the minion phase" not in "\n".join(rows)
        await pilot.press("end")
        await pilot.pause()
        rows = screen_lines(app)
        assert rows[top].strip() == "▲ 2 more"
        assert [row.strip() for row in rows[top + 1 : top + 5]] == labels[2:]


@pilot_test
async def test_the_phase_bar_says_when_panels_are_out_of_view(tmp_path: Path) -> None:
    """At 80x24 the column of panels has no scrollbar: the phase bar ends "▼ ] more" while
    panels lie below; ] scrolls down and it says "▲ [" (more above), [ back up."""
    app = VtesApp(mid_game(tmp_path))
    async with app.run_test(size=(80, 24)) as pilot:
        await _table(pilot)
        assert screen_lines(app)[0].rstrip().endswith("▼ ] more")
        await pilot.press("right_square_bracket")
        await pilot.pause()
        await pilot.pause()
        assert screen_lines(app)[0].rstrip().endswith(("▲ [ more", "▲▼ [ ] more"))
        await pilot.press("left_square_bracket")
        await pilot.pause()
        await pilot.pause()
        assert screen_lines(app)[0].rstrip().endswith("▼ ] more")


@pilot_test
async def test_a_menu_counts_the_entries_wholly_out_of_view() -> None:
    """An entry with a line in view is not "more": in a four-row menu whose third entry wraps,
    the row under its first line says "▼" alone, and with a fourth entry "▼ 1 more"."""

    class Four(App[None]):
        CSS = "Menu { height: 4; width: 24; }"

        def compose(self) -> ComposeResult:
            yield Menu()

    long = Text("3 a third option that wraps onto a second line")
    for entries, mark in ((["1 one", "2 two"], "▼"), (["1 one", "2 two", "4 four"], "▼ 1 more")):
        app = Four()
        async with app.run_test(size=(30, 6)) as pilot:
            menu = app.query_one(Menu)
            menu.fill([Text(entries[0]), Text(entries[1]), long, *map(Text, entries[2:])])
            await pilot.pause()
            rows = [row[:24].strip() for row in screen_lines(app)[:4]]
            assert rows[:2] == entries[:2] and rows[2].startswith("3 a third")
            assert rows[3] == mark


def _panel(player: dict[str, Any], decider: int, compact: bool, width: int) -> str:
    lines = seat_panel(player, decider, compact, width)
    assert all(line.cell_len <= width for line in lines)
    return "\n".join(line.plain for line in lines)


def test_pool_and_victory_points_are_never_cut_from_the_seat_line() -> None:
    """2.1: a narrow seat line shortens its labels ("prey/pred", "Edge"), then drops the
    relation, then cuts the name; the pool and the victory points stay whole."""
    player = {
        "seat": 1, "name": "Bartholomew", "prey": 0, "predator": 0, "pool": 20,
        "victory_points": 1, "edge": True, "ousted": False, "hand_size": 7, "library": 60,
        "ready": [], "torpor": [], "uncontrolled": [], "in_play": [], "hand": None,
    }  # fmt: skip
    header = {w: _panel(player, 0, True, w).splitlines()[0] for w in (60, 44, 34, 24)}
    assert header[60].startswith("Bartholomew (prey & predator) pool 20 VP 1 the Edge")
    assert header[44].startswith("Bartholomew (prey/pred) pool 20 VP 1 Edge")
    assert header[34].startswith("Bartholomew pool 20 VP 1 Edge")
    assert header[24] == "Barth… pool 20 VP 1 Edge"


IN_PLAY_TABLE: dict[str, Any] = {
    "phase": "minion",
    "turn": 3,
    "current": 0,
    "seats": [
        {
            "name": "Alice",
            "library": ["Deflection"] * 3,
            "ready": [
                {"card": "Mazz", "blood": 3, "attached": [".44 Magnum", "Raven Spy"]},
                {"card": "Aggressive Corpse", "blood": 2},
            ],
            "uncontrolled": [
                "Anson",
                {"card": "Underbridge Stray", "blood": 1, "face_down": False},
            ],
            "in_play": ["Creepshow Casino", "Bowl of Convergence"],
        },
        {"name": "Bob", "library": ["Deflection"] * 3, "ready": ["Kathy Glens"]},
    ],
}
IN_PLAY = ["Aggressive Corpse", "Underbridge Stray", ".44 Magnum", "Raven Spy"]
IN_PLAY += ["Creepshow Casino", "Bowl of Convergence"]


def test_allies_retainers_equipment_locations_and_masters_are_marked_and_inspectable() -> None:
    """6.1.5: an ally in play says "Ally", ready or just recruited (face up in the uncontrolled
    region, seen by the others too); equipment and retainers are named on their minion, a
    location and a master card say what they are, and the names of two cards in play never
    run together; `i` lists every one of them (card_names is its list)."""
    state = build_state(IN_PLAY_TABLE)
    mine, bobs = view(state, 0), view(state, 1)
    for table, viewer in ((mine, 0), (bobs, 1)):
        alice = table["players"][0]
        compact = " ".join(_panel(alice, viewer, True, 46).split())
        wide = " ".join(_panel(alice, viewer, False, 46).split())
        ally = next(card for card in alice["ready"] if card["name"] == "Aggressive Corpse")
        for width in (TILE_WIDTH, NARROW_TILE):
            assert " ".join(" ".join(x.plain for x in tile(ally, width)).split()).startswith(
                "Aggressive Corpse 2 life Ally"
            )
        assert "Aggressive Corpse 2 life Ally" in compact
        for text in (compact, wide):
            assert "Underbridge Stray 1 life Ally" in text
            assert "+.44 Magnum" in text and "+Raven Spy" in text
        assert "Creepshow Casino Master, Bowl of Convergence Equipment" in compact
        assert "Master" in wide and "Equipment" in wide
        names = {card["name"] for card in card_names(table).values()}
        assert set(IN_PLAY) <= names
