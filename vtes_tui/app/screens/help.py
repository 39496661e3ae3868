"""Provides the help screen: the turn structure, what each action does, and the keys."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Markdown

from ..coach import HELP


class HelpScreen(ModalScreen[None]):
    """The rules in brief and the keys; Esc, ? or q closes it."""

    BINDINGS = [
        Binding("escape,question_mark,q", "close", "Close"),
    ]

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-body"):
            yield Markdown(HELP)
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)
