"""Pilot tests: seeing the table (regions as panels, every card inspectable, hand lines whole,
80x24 reachable, a screenshot key) and the texts the app writes."""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, Static

from vtes_tui.app.app import VtesApp
from vtes_tui.app.render import TILE_WIDTH, hand_line, in_second_person, seat_panel, tile
from vtes_tui.app.screens.cards import CardScreen
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.session import GameSession
from vtes_tui.app.widgets.hand import HandPanel
from vtes_tui.app.widgets.table import CardDetail, SeatPanel
from vtes_tui.rules.judge import Command
from vtes_tui.rules.state import Region

from .helpers import mid_game, pilot_test, session


async def _inspect(pilot: Pilot, name: str) -> tuple[list[str], str]:
    """`i` at the table: the names the card inspector lists, and the sheet of ``name``."""
    await pilot.pause()
    await pilot.press("i")
    await pilot.pause()
    screen = pilot.app.screen
    assert isinstance(screen, CardScreen)
    names = [str(o.prompt) for o in screen.query_one("#card-list").options]
    screen.query_one("#card-list").highlighted = names.index(name)
    await pilot.pause()
    return names, str(screen.query_one("#card-sheet", Static).render())


@pilot_test
async def test_a_crypt_card_is_inspected_whole_and_any_card_found_by_name(tmp_path: Path) -> None:
    """`i` lists the cards Alice may see; a vampire shows clan, capacity, Disciplines and group
    and its whole text; typing a name finds a card of the database that is nowhere in play."""
    s = mid_game(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        names, sheet = await _inspect(pilot, "Alice Chen")
        screen = app.screen
        assert "Alice Chen" in names
        assert not any("(database)" in n for n in names)
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


def _plain(lines) -> str:
    return "\n".join(line.plain for line in lines)


def test_regions_are_labelled_panels_even_when_empty(tmp_path: Path) -> None:
    """Each Methuselah's Ready, Torpor and Uncontrolled regions are drawn with their counts,
    an empty one saying so; a vampire is a tile with blood/capacity and its Disciplines; no line
    is wider than the panel."""
    s = mid_game(tmp_path)
    alice = s.view()["players"][0]
    lines = seat_panel(alice, 0, compact=False, width=46)
    text = _plain(lines)
    for region in ("Ready (", "Torpor (0) empty", "Uncontrolled ("):
        assert region in text
    assert "7/7" in text and "FOR" in text and "dom" in text
    assert all(line.cell_len <= 46 for line in lines)
    compact = _plain(seat_panel(alice, 0, compact=True, width=40))
    assert compact.startswith("Alice (deciding) pool") and "Ready: Alice Chen 7/7" in compact


def _cards_in_play(tmp_path: Path) -> GameSession:
    """Alice (Nosferatu) with, by judge commands (1.4), a vampire in her ready region carrying
    a Raven Spy (1 life), an Underbridge Stray (2 life, locked) and Warsaw Station (2
    counters, locked)."""
    s = session(tmp_path, ["nosferatu", "tremere"], seed=3, bots={1: "greedy"})
    searched = s.judge_view(0)["searched"]
    first = {card["name"]: card["uid"] for card in reversed(searched["library"])}
    vampire = searched["crypt"][0]["uid"]
    for command in (
        Command(0, "move", card=vampire, region=Region.READY),
        Command(0, "move", card=first["Underbridge Stray"], region=Region.READY),
        Command(0, "blood", card=first["Underbridge Stray"], amount=2),
        Command(0, "lock", card=first["Underbridge Stray"]),
        Command(0, "attach", card=first["Raven Spy"], host=vampire),
        Command(0, "blood", card=first["Raven Spy"], amount=1),
        Command(0, "move", card=first["Warsaw Station"], region=Region.IN_PLAY),
        Command(0, "blood", card=first["Warsaw Station"], amount=2),
        Command(0, "lock", card=first["Warsaw Station"]),
    ):
        s.judge(command)
    return s


def test_allies_retainers_and_cards_in_play_are_tiles_with_their_state(tmp_path: Path) -> None:
    """An ally is a tile like a vampire: its life (1.5.5: blood counters as life), its kind and
    `locked`; a retainer on a vampire shows on her tile with its life; a master location is a
    tile of the In play region with its counters and `locked` — at wide and compact widths."""
    s = _cards_in_play(tmp_path)
    alice = s.view()["players"][0]
    wide = _plain(seat_panel(alice, 0, compact=False, width=46))
    assert "Underbridge Stray" in wide and "In play (1)" in wide and "Warsaw Station" in wide
    tiles = {card["name"]: _plain(tile(card)) for card in alice["ready"] + alice["in_play"]}
    for words in (["2 life", "Ally", "locked"], ["2 counters", "Master", "locked"]):
        assert any(all(w in shown for w in words) for shown in tiles.values()), words
    assert "+Raven Spy 1 life" in wide
    assert all(len(line) == TILE_WIDTH for shown in tiles.values() for line in shown.split("\n"))
    compact = _plain(seat_panel(alice, 0, compact=True, width=60))
    assert "Underbridge Stray 2 life" in compact and "Warsaw Station 2 counters" in compact
    assert "+Raven Spy 1 life" in compact


@pilot_test
async def test_cards_in_play_are_inspectable_like_vampires(tmp_path: Path) -> None:
    """`i` lists the ally, the retainer on the vampire and the location with the vampires;
    the ally's sheet says what it carries in play."""
    s = _cards_in_play(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(120, 40)) as pilot:
        names, sheet = await _inspect(pilot, "Underbridge Stray")
        for name in ("Underbridge Stray", "Raven Spy", "Warsaw Station"):
            assert name in names
        assert "In play: 2 blood, locked" in sheet


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


def test_a_hand_card_name_too_long_for_the_panel_goes_on_under_itself() -> None:
    """In a narrow hand (80x24), "Biotech Company Hunting Ground" breaks between words and its
    second line starts under the name, not at the panel's edge; type and cost go under it."""
    card = {
        "uid": 1, "name": "Biotech Company Hunting Ground", "types": ["Master"],
        "disciplines": [], "clans": ["Hecata"], "blood_cost": 0, "pool_cost": 2,
    }  # fmt: skip
    lines = hand_line(card, playable=True, width=26).plain.split("\n")
    assert lines[0] == "▸ Biotech Company Hunting"
    assert lines[1] == "  Ground"
    assert lines[2].startswith("    Master")
    assert all(len(line) <= 26 for line in lines)


def test_the_goldfisher_reads_her_log_in_the_second_person() -> None:
    assert in_second_person("You gains 1 pool") == "You gain 1 pool"
    assert in_second_person("You discards Deflection") == "You discard Deflection"
    assert in_second_person("You is ousted") == "You are ousted"
    assert in_second_person("You: Madison bleeds Dummy for 1") == "You: Madison bleeds Dummy for 1"
    assert in_second_person("Bob gains 1 pool") == "Bob gains 1 pool"


@pilot_test
async def test_80x24_shows_her_prey_and_predator_the_hand_and_the_prompt(tmp_path: Path) -> None:
    """At 80x24 the panels run Alice, her prey, her predator: Alice's and her prey's whole in
    view with her predator's header, beside the hand, over the prompt, no scrolling needed;
    `]` scrolls the column (its scrollbar shows) to the rest."""
    s = mid_game(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        panels = list(app.screen.query(SeatPanel))
        table = s.view()["players"]
        order = [panel.shown[0]["seat"] for panel in panels]
        assert order[:3] == [0, table[0]["prey"], table[0]["predator"]]
        seats = app.screen.query_one("#seats")
        view = seats.region
        assert view.contains_region(panels[0].region) and view.contains_region(panels[1].region)
        assert view.contains(view.x, panels[2].region.y)
        for widget in ("#hand", "#prompt", "#options"):
            assert app.screen.region.contains_region(app.screen.query_one(widget).region)
        assert seats.show_vertical_scrollbar
        await pilot.press("right_square_bracket")
        await pilot.pause()
        assert seats.scroll_y > 0


@pilot_test
async def test_the_screenshot_key_says_where_the_file_is(tmp_path: Path) -> None:
    s = mid_game(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        shots = list(tmp_path.glob("*.svg"))
        assert len(shots) == 1
        assert any(str(shots[0]) in str(n.message) for n in app._notifications)


@pilot_test
async def test_tab_moves_between_the_options_and_the_hand_only(tmp_path: Path) -> None:
    """Help, keys: Tab moves between the options and the hand, and the card panel follows
    the hand's highlight. The column of panels is not a stop: landing there, Tab seemed to do
    nothing and the arrows moved nothing the player could see."""
    app = VtesApp(mid_game(tmp_path))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        hand, options = screen.query_one("#hand", HandPanel), screen.query_one("#options")
        assert app.focused is options
        await pilot.press("tab")
        assert app.focused is hand
        await pilot.press("down", "down")
        await pilot.pause()
        second = screen.cards[hand.uids[1]]["name"]
        assert second in str(screen.query_one("#detail", CardDetail).shown_text)
        await pilot.press("tab")
        assert app.focused is options
        await pilot.press("tab")
        assert app.focused is hand
