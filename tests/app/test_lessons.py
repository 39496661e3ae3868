"""The lessons at the keyboard: a scripted learner finishes each lesson with the right keys; a
wrong move is explained and taken back with u; progress is saved between runs; `learn` and
Ctrl+L on the new-game screen open the lessons."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from textual.pilot import Pilot
from textual.widgets import OptionList, Static
from typer.testing import CliRunner

from vtes_tui.app.app import VtesApp
from vtes_tui.app.learning import LessonSession, completed, mark_completed, progress_path
from vtes_tui.app.screens.lessons import LessonDoneScreen, LessonScreen, LessonsScreen
from vtes_tui.app.session import DATA_DIR_ENV
from vtes_tui.cli import app as cli
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.lesson import lessons, matches

from .helpers import pilot_test, press_option


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


def lesson_panel(pilot: Pilot) -> str:
    return str(pilot.app.screen.query_one("#lesson-panel", Static).render())


async def play_right_moves(pilot: Pilot) -> None:
    """The learner reads the step and presses the number of the option it asks for."""
    screen = pilot.app.screen
    assert isinstance(screen, LessonScreen)
    run = screen.lesson_session.run
    while not run.complete:
        step = run.steps[run.step]
        assert step.coach in lesson_panel(pilot)
        prompt = run.prompt
        assert prompt is not None
        await press_option(
            pilot, next(i for i in range(len(prompt.options)) if matches(step, prompt, i))
        )
        await pilot.pause()


@pytest.mark.parametrize("number", range(len(lessons())), ids=[x.name for x in lessons()])
@pilot_test
async def test_a_scripted_learner_finishes_each_lesson(number: int, data_dir: Path) -> None:
    app = VtesApp(learn=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LessonsScreen)
        app.screen.query_one(OptionList).highlighted = number
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LessonScreen)
        assert lessons()[number].data.goal in lesson_panel(pilot)
        await play_right_moves(pilot)
        assert isinstance(app.screen, LessonDoneScreen)
        last = number + 1 == len(lessons())
        # Enter goes on to the next lesson, but after the last one back to the list
        await pilot.press("enter" if last else "escape")
        await pilot.pause()
        assert isinstance(app.screen, LessonsScreen)
        line = app.screen.query_one(OptionList).get_option_at_index(number).prompt
        assert str(line).startswith("✓")
    assert completed() == {lessons()[number].name}


@pilot_test
async def test_a_wrong_move_is_explained_and_retried_after_u() -> None:
    app = VtesApp(learn=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.query_one(OptionList).highlighted = 2  # bleeding and the Edge
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen)
        run = screen.lesson_session.run
        hunt = next(i for i, o in enumerate(run.prompt.options) if o.key == "hunt")
        await press_option(pilot, hunt)
        await pilot.pause()
        shown = lesson_panel(pilot)
        assert "✗ Not this time: you chose “Sybren van Oosten hunts" in shown
        assert "only a bleed takes Bob's pool" in shown and "Press u" in shown
        sybren = run.state.players[0].region(Region.READY)[0]
        assert sybren.blood == 5  # the hunt was played: Sybren gained his blood
        await pilot.press("1")  # anything else is refused until the move is taken back
        await pilot.pause()
        assert run.wrong is not None
        await pilot.press("u")
        await pilot.pause()
        assert run.wrong is None and "✗" not in lesson_panel(pilot)
        assert run.state.players[0].region(Region.READY)[0].blood == 4
        await play_right_moves(pilot)
        assert isinstance(app.screen, LessonDoneScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, LessonsScreen)


@pilot_test
async def test_enter_on_a_finished_lesson_goes_on_to_the_next() -> None:
    app = VtesApp(learn=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await play_right_moves(pilot)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, LessonScreen) and screen.index == 1
        await pilot.press("l")  # leave the lesson: the list, the next lesson highlighted
        await pilot.pause()
        assert isinstance(app.screen, LessonsScreen)
        assert app.screen.query_one(OptionList).highlighted == 1


@pilot_test
async def test_progress_is_saved_between_runs_and_the_list_starts_at_the_next_lesson() -> None:
    mark_completed(lessons()[0].name)
    data = json.loads(progress_path().read_text())
    assert data == {"completed": [lessons()[0].name]}
    app = VtesApp(learn=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        listing = app.screen.query_one(OptionList)
        assert listing.highlighted == 1
        assert str(listing.get_option_at_index(0).prompt).startswith("✓ 1.")
        assert str(listing.get_option_at_index(1).prompt).startswith("  2.")


@pilot_test
async def test_a_lesson_finished_where_its_progress_cannot_be_saved_says_so(
    data_dir: Path,
) -> None:
    """Issue 9: the data dir is a file (or full, or read-only): the lesson still ends, and the
    learner is told, naming the progress file and the reason, instead of a crash."""
    data_dir.write_text("")
    app = VtesApp(learn=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        await play_right_moves(pilot)
        assert isinstance(app.screen, LessonDoneScreen)
        told = [str(n.message) for n in app._notifications]
        assert any(m.startswith(f"Could not save to {progress_path()}: ") for m in told), told
    assert completed() == set()


def test_a_broken_progress_file_means_no_lesson_done(data_dir: Path) -> None:
    data_dir.mkdir()
    progress_path().write_text("{not json")
    assert completed() == set()
    mark_completed("01-turn")
    assert completed() == {"01-turn"}


@pilot_test
async def test_ctrl_l_on_the_new_game_screen_opens_the_lessons_and_esc_goes_back() -> None:
    from vtes_tui.app.screens.new_game import NewGameScreen

    app = VtesApp()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert isinstance(app.screen, LessonsScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)


def test_learn_command_opens_the_app_on_the_lessons(monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[VtesApp] = []
    monkeypatch.setattr(VtesApp, "run", lambda self: opened.append(self))
    result = CliRunner().invoke(cli, ["learn"])
    assert result.exit_code == 0
    assert opened and opened[0].learn


def test_a_lesson_session_answers_like_a_game_session() -> None:
    s = LessonSession(lessons()[0])
    assert s.humans == [0] and not s.needs_handoff(None) and s.viewer is None
    assert s.view()["players"][0]["name"] == "You"


def test_lesson_screen(snap_compare: Any) -> None:
    """Lesson 3, bleeding and the Edge, at 120x40: the table (You with Sybren van Oosten 4/7,
    Bob at 20 pool holding the Edge, his Kathy Glens locked), then the lesson panel: "Lesson 3
    of 8 · Bleeding and the Edge", the goal in italics, the introduction (prey, bleed amount,
    the Edge) and the step "▸ Minion phase: choose “Sybren van Oosten bleeds Bob for 1”...",
    then the coach panel (what the bleed and the hunt do, in figures; four lines at 40 rows), above
    the action menu and its coach line, and a footer with l Lessons."""

    async def open_third(pilot: Pilot) -> None:
        await pilot.pause()
        pilot.app.screen.query_one(OptionList).highlighted = 2
        await pilot.press("enter")
        await pilot.pause()

    assert snap_compare(VtesApp(learn=True), run_before=open_third, terminal_size=(120, 40))


@pilot_test
async def test_a_short_terminal_shows_the_step_without_the_introduction() -> None:
    app = VtesApp(learn=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        first = lessons()[0].data
        shown = " ".join(lesson_panel(pilot).split())
        assert first.steps[0].coach in shown and first.intro not in shown
        assert pilot.app.screen.query_one("#lesson-panel").size.height <= 6
