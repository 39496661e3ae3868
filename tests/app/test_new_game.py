"""The new-game screen by keys: seats, names, decks, who plays, the seed, errors, the start."""

from __future__ import annotations

from pathlib import Path

from vtes_tui.app.app import VtesApp
from vtes_tui.app.decklists import bundled_decks, deck_title
from vtes_tui.app.screens.new_game import NewGameScreen
from vtes_tui.app.setup import MAX_SEATS, MIN_SEATS, TableSetup
from vtes_tui.app.widgets.keys import KeysBar
from vtes_tui.cards.decks import load_deck

from .helpers import pilot_test


def _lines(screen: NewGameScreen) -> list[str]:
    form = screen.query_one("#new-game-form")
    return [str(form.get_option_at_index(i).prompt) for i in range(form.option_count)]


def test_the_seat_count_stays_between_two_and_five() -> None:
    """←→ on Seats moves the count one at a time and never past 2 or 5 (a table, 1.1)."""
    setup = TableSetup([Path("a.txt"), Path("b.txt")], seed=1)
    for _ in range(7):
        setup.cycle("seats", None, 1)
    assert setup.count == MAX_SEATS
    for _ in range(7):
        setup.cycle("seats", None, -1)
    assert setup.count == MIN_SEATS
    assert len(setup.lines()) == 2 + 3 * MIN_SEATS + 4  # coach, hands, start, saved games


def test_a_deck_cycles_through_the_bundled_decks_and_a_typed_path_wins() -> None:
    """The deck line cycles the bundled decks; a typed path replaces it until ←→ again."""
    decks = [Path("a.txt"), Path("b.txt"), Path("c.txt")]
    setup = TableSetup(decks, seed=1)
    assert [setup.deck_path(n) for n in range(2)] == ["a.txt", "b.txt"]
    setup.cycle("deck", 1, -1)
    assert setup.deck_path(1) == "a.txt"
    setup.seats[1].path = "mine.txt"
    assert setup.deck_path(1) == "mine.txt"
    setup.cycle("deck", 1, 1)
    assert setup.deck_path(1) == "b.txt"


@pilot_test
async def test_a_table_is_set_up_by_keys_and_starts(tmp_path: Path) -> None:
    """Three seats, Carol human under another name, Bob's deck changed, a typed seed; a bad
    path shows one line naming the file and keeps the screen; Ctrl+S opens the table."""
    app = VtesApp(None, tmp_path / "autosave.json")
    decks = bundled_decks()
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert "Seats   ‹ 2 ›" in _lines(screen)[0]
        assert "‹ human ›" in _lines(screen)[4] and "‹ greedy bot ›" in _lines(screen)[7]
        await pilot.press("right")  # three seats
        assert screen.setup.count == 3 and len(_lines(screen)) == 2 + 9 + 4
        await pilot.press("down", "enter", "ctrl+u", *"4242", "enter")  # the seed
        await pilot.press(*["down"] * 5, "right")  # Bob's deck, one on
        await pilot.press("down", "down", "enter", "ctrl+u", *"Zoe", "enter")
        await pilot.press("down", "down", "left")  # Carol's seat: greedy bot -> human
        await pilot.pause()
        assert "Zoe" in _lines(screen)[8]
        assert "‹ human ›" in _lines(screen)[10]
        assert deck_title(decks[2]) in _lines(screen)[6]

        await pilot.press("up", "enter", *"nowhere.txt", "enter")  # Zoe's deck: a typed path
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(screen.query_one("#new-game-error").render())
        assert "nowhere.txt" in error and "\n" not in error.strip()
        assert app.screen is screen

        await pilot.press("left")  # back to a bundled deck
        await pilot.press("ctrl+s")
        await pilot.pause()
        session = app.session
        assert session is not None
        assert session.names == ["Alice", "Bob", "Zoe"]
        assert session.bots.keys() == {1}
        assert session.record().seed == 4242
        assert session.decks == [load_deck(decks[0]), load_deck(decks[2]), load_deck(decks[1])]


@pilot_test
async def test_a_seed_or_a_name_a_save_cannot_hold_keeps_the_screen(tmp_path: Path) -> None:
    """Issue 12: the seed line takes 20 digits at most (thousands used to crash int()), and one
    over 64 bits, or a name a record would refuse, is one line on the screen: no game starts
    whose save could not be resumed."""
    app = VtesApp(None, tmp_path / "autosave.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        await pilot.press("down", "enter", "ctrl+u", *"9" * 30, "enter")
        assert screen.setup.seed == int("9" * 20)
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(screen.query_one("#new-game-error").render())
        assert "seed" in error and "18446744073709551615" in error
        assert app.screen is screen and app.session is None

        await pilot.press("enter", "ctrl+u", *"42", "enter")
        screen.setup.seats[1].name = "Bob\x1b[2J"  # pasted: Input keeps control characters out
        await pilot.press("ctrl+s")
        await pilot.pause()
        error = str(screen.query_one("#new-game-error").render())
        assert error.startswith("Seat 2's name: control character")
        assert app.screen is screen and app.session is None


@pilot_test
async def test_the_keys_bar_shows_the_keys_of_the_highlighted_line(tmp_path: Path) -> None:
    """STYLE.md, "Show only what can be pressed": ←→ on a line they change, Esc while typing."""
    app = VtesApp(None, tmp_path / "autosave.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeysBar)

        def keys() -> list[str]:
            return [key.description for key in bar.shown]

        assert keys()[:2] == ["Change", "Start the game"]  # the seat count
        await pilot.press("down")  # the seed
        await pilot.pause()
        assert "Change" not in keys() and "Start the game" in keys()
        await pilot.press("enter")  # typing the seed
        await pilot.pause()
        assert keys()[0] == "Cancel typing" and "Start the game" not in keys()
