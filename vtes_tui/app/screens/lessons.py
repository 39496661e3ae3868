"""Provides the lessons: the list (each lesson's goal, ✓ once finished), a lesson at the table
with its coaching panel, and the screen that says a lesson is complete."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Middle, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option as Line

from ...sequencer.lesson import Lesson, lessons
from ..learning import LessonSession, completed
from .learning import LearningTableScreen

# From this height the lesson panel shows the introduction before the first step.
ROOMY_HEIGHT = 36
PLAY_LINE = "Play a game against bots, the coach on"
PLAY_TEXT = (
    "After the lessons: a whole game, you against greedy bots. The coach explains what each "
    "choice does, with the engine's figures and the rule's section, and says when a phase of "
    "your turn passes with nothing to do. The new-game screen opens set for it: Enter starts; "
    "Hands there shows the bots' hands if you like (off by default)."
)


class LessonsScreen(Screen[None]):
    """Every lesson, in order, the next one not yet finished highlighted; Enter starts it."""

    BINDINGS = [Binding("escape", "close", "Back")]

    def __init__(self, closable: bool = False) -> None:
        """``closable``: opened over the new-game screen, which Esc goes back to."""
        super().__init__()
        self.closable = closable

    def compose(self) -> ComposeResult:
        yield Static(
            "Lessons: short prepared tables that teach the game one step at a time. "
            "g opens the glossary, q quits; finished lessons are remembered.",
            id="lessons-title",
        )
        with Horizontal(id="lessons-body"):
            yield OptionList(id="lessons-list")
            with VerticalScroll(id="lessons-scroll"):
                yield Static(id="lessons-goal")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#lessons-list").border_title = "Lessons"
        self.query_one("#lessons-scroll").border_title = "Goal"
        self._list()

    def _list(self, highlight: int | None = None) -> None:
        done = completed()
        listing = self.query_one("#lessons-list", OptionList)
        listing.clear_options()
        listing.add_options(
            [
                Line(f"{'✓' if lesson.name in done else ' '} {n}. {lesson.title}")
                for n, lesson in enumerate(lessons(), start=1)
            ]
        )
        listing.add_option(Line(f"▶ {PLAY_LINE}"))
        if highlight is None:
            todo = [n for n, lesson in enumerate(lessons()) if lesson.name not in done]
            highlight = todo[0] if todo else len(lessons())  # then a game against bots
        listing.highlighted = highlight
        listing.focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option_index == len(lessons()):
            text = Text(PLAY_LINE, style="bold")
            text.append(f"\n\n{PLAY_TEXT}")
            self.query_one("#lessons-goal", Static).update(text)
            return
        lesson = lessons()[event.option_index]
        text = Text(lesson.title, style="bold")
        text.append(f"\n\nGoal: {lesson.data.goal}\n\n{lesson.data.intro}")
        self.query_one("#lessons-goal", Static).update(text)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_index == len(lessons()):
            self.app.new_game(learn=True)  # type: ignore[attr-defined]
            return
        self.open(event.option_index)

    def open(self, index: int) -> None:
        def ended(go_on: bool | None) -> None:
            following = index + 1
            if go_on and following < len(lessons()):
                self.open(following)
            else:
                self._list(min(following, len(lessons()) - 1) if go_on else index)

        self.app.push_screen(LessonScreen(LessonSession(lessons()[index]), index), ended)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Esc shows only over the new-game screen, which it goes back to."""
        return self.closable if action == "close" else True

    def action_close(self) -> None:
        self.dismiss(None)


class LessonScreen(LearningTableScreen):
    """The lesson's table, with a panel above the coach's and the prompt: the lesson, its goal
    and what to do now (or why the last move was not the one asked for); the coach panel says
    what each option does, as in a learning game. Dismissed with True to go on to the next
    lesson, False to go back to the list."""

    BINDINGS = [Binding("l", "leave", "Lessons")]
    # The lesson panel comes first: the coach keeps to fewer lines than in a game.
    coach_lines = {"tall": 6, "short": 4, "small": 2}

    def __init__(self, session: LessonSession, index: int) -> None:
        super().__init__(session)  # type: ignore[arg-type]  (a lesson answers as a session)
        self.lesson_session = session
        self.index = index
        self.done_shown = False

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if widget.id == "coach-panel":
                yield Static(id="lesson-panel")
            yield widget

    def draw(self) -> None:
        super().draw()
        panel = self.query_one("#lesson-panel", Static)
        # A short terminal keeps room for the table: the step, not the introduction (which
        # the list of lessons shows too).
        roomy = self.size.height >= ROOMY_HEIGHT
        panel.styles.max_height = 11 if roomy else 6
        panel.update(self.lesson_text(roomy))

    def lesson_text(self, introduce: bool = True) -> Text:
        lesson: Lesson = self.lesson_session.lesson
        run = self.lesson_session.run
        text = Text(f"Lesson {self.index + 1} of {len(lessons())} · {lesson.title}", "bold")
        text.append(f"\nGoal: {lesson.data.goal}", style="italic")
        if run.wrong is not None:
            text.append(f"\n✗ {run.wrong}", style="bold red")
        else:
            if introduce and run.step == 0 and not run.complete:
                text.append(f"\n{lesson.data.intro}")
            text.append(f"\n▸ {run.coach}", style="bold")
        return text

    def sync(self) -> None:
        super().sync()
        if self.lesson_session.unsaved is not None:
            self.notify(self.lesson_session.unsaved, severity="error", timeout=30)
            self.lesson_session.unsaved = None
        if self.lesson_session.run.complete and not self.done_shown:
            self.done_shown = True
            lesson = self.lesson_session.lesson
            self.app.push_screen(LessonDoneScreen(lesson, self.index), self._ended)

    def _ended(self, go_on: bool | None) -> None:
        self.dismiss(bool(go_on))

    def action_leave(self) -> None:
        self.dismiss(False)


class LessonDoneScreen(ModalScreen[bool]):
    """A lesson complete: what it showed; Enter goes on to the next, Esc back to the list."""

    BINDINGS = [
        Binding("enter", "answer(True)", "Go on"),
        Binding("escape", "answer(False)", "Lessons"),
    ]

    def __init__(self, lesson: Lesson, index: int) -> None:
        super().__init__()
        self.lesson = lesson
        self.last = index + 1 == len(lessons())

    def compose(self) -> ComposeResult:
        text = Text(f"✓ Lesson complete: {self.lesson.title}\n\n", style="bold")
        text.append(self.lesson.data.done)
        if self.last:
            text.append("\n\nThat was the last lesson. Enter: the list of lessons", style="dim")
        else:
            text.append("\n\nEnter: the next lesson · Esc: the list of lessons", style="dim")
        with Middle(), Center():
            yield Static(text, id="lesson-done")
        yield Footer()

    def action_answer(self, go_on: bool) -> None:
        self.dismiss(go_on)
