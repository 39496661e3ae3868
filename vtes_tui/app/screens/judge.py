"""Provides the judge screen (`j`): a judge command given by hand at any prompt (1.4), one step at
a time, by the Methuselah at the keyboard or, after a hand-off, any other at the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import ModalScreen
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option as MenuItem

from ...sequencer.core import IllegalChoice
from ..judging import QUESTIONS, Draft, Pick, choices
from ..session import GameSession
from ..widgets.prompt import KEYS
from .handoff import HandOffScreen


@dataclass(frozen=True, slots=True)
class Judged:
    """How the judge screen closed: who saw it last, and the log lines of the command carried
    out (none when it was closed without one)."""

    seen_by: int
    lines: tuple[str, ...] = ()


class JudgeScreen(ModalScreen[Judged]):
    """Verb, then what it applies to, then the amount, region, seat or host, then the card it
    is for; the command is carried out at the last answer, or its reason shown (nothing
    changed). Esc closes, Backspace takes back the last answer, `w` changes who gives it."""

    BINDINGS = [
        Binding("1", "pick(0)", "Pick", key_display="1-9"),
        *(Binding(key, f"pick({n})", show=False) for n, key in enumerate(KEYS) if n),
        Binding("backspace", "back", "Back"),
        Binding("w", "who", "Who gives it"),
        Binding("escape", "close", "Close"),
    ]

    def __init__(self, session: GameSession, seat: int) -> None:
        super().__init__()
        self.session = session
        self.draft = Draft(seat)
        self.seen_by = seat
        self.picks: list[Pick] = []
        self.choosing_who = False
        self.table: dict[str, Any] = session.judge_view(seat)

    def compose(self) -> ComposeResult:
        yield Static(id="judge-draft")
        yield Static(id="judge-question")
        yield OptionList(id="judge-options")
        yield Static(id="judge-error")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#judge-options").border_title = "Judge (rulebook 1.4)"
        self.query_one("#judge-options").focus()
        self._draw()

    @property
    def names(self) -> list[str]:
        return [p["name"] for p in self.table["players"]]

    def _draw(self) -> None:
        if self.choosing_who:
            question = "Who gives the command?"
            self.picks = [Pick(self.names[seat], seat) for seat in self.session.judges]
        else:
            question = QUESTIONS[self.draft.step or "b"]
            self.picks = choices(self.draft, self.table)
        self.query_one("#judge-draft", Static).update(
            Text(self.draft.summary(self.names), style="bold")
        )
        self.query_one("#judge-question", Static).update(question)
        if not self.picks:
            self.query_one("#judge-error", Static).update("Nothing fits: Backspace goes back")
        options = self.query_one("#judge-options", OptionList)
        options.clear_options()
        options.add_options(
            MenuItem(Text(f"{KEYS[n] if n < len(KEYS) else ' '} ") + Text(pick.label))
            for n, pick in enumerate(self.picks)
        )
        # As at the table: a new step starts with nothing highlighted, so a stray Enter
        # answers nothing.
        options.highlighted = None
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "back":
            return bool(self.draft.order) or self.choosing_who
        if action == "who":
            return len(self.session.judges) > 1 and not self.choosing_who
        return True

    def action_pick(self, number: int) -> None:
        if 0 <= number < len(self.picks):
            self._answer(self.picks[number])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.action_pick(event.option_index)

    def _answer(self, pick: Pick) -> None:
        self.query_one("#judge-error", Static).update("")
        if self.choosing_who:
            self.choosing_who = False
            self._give_to(pick.value)
            return
        self.draft.answer(pick)
        if self.draft.step is not None:
            self._draw()
            return
        try:
            lines = self.session.judge(self.draft.command())
        except IllegalChoice as e:
            self.draft.back()
            self.query_one("#judge-error", Static).update(f"Not done: {e}")
            self._draw()
            return
        self.dismiss(Judged(self.seen_by, tuple(lines)))

    def action_back(self) -> None:
        self.query_one("#judge-error", Static).update("")
        if self.choosing_who:
            self.choosing_who = False
        else:
            self.draft.back()
        self._draw()

    def action_who(self) -> None:
        self.choosing_who = True
        self._draw()

    def action_close(self) -> None:
        self.dismiss(Judged(self.seen_by))

    @work(exclusive=True)
    async def _give_to(self, seat: int) -> None:
        """DESIGN.md, hot-seat: her hand shows only once she has the keyboard."""
        self.draft = Draft(seat)
        if seat != self.seen_by and not self.session.open_hands:
            self.query_one("#judge-options", OptionList).clear_options()
            await self.app.push_screen_wait(HandOffScreen(self.names[seat]))
            self.seen_by = seat
        self.table = self.session.judge_view(seat)
        self._draw()
