"""Provides the glossary screen: the rulebook's terms, searched by typing, each with its section."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option as Line

from ..glossary import Term, search


def entry(term: Term) -> Text:
    """A term as the glossary shows it: its name, its section, its explanation."""
    text = Text(term.name, style="bold")
    text.append(f" · rulebook {term.section}\n\n", style="dim")
    text.append(term.text)
    return text


class GlossaryScreen(ModalScreen[None]):
    """Every term; typing narrows the list (names first, then explanations); Esc closes."""

    BINDINGS = [
        Binding("escape", "dismiss(None)", "Close"),
        Binding("down", "focus_list", "Terms", show=False),
    ]

    def __init__(self, query: str = "", term: Term | None = None) -> None:
        """``term``: the one to show first (the question being asked), the list whole."""
        super().__init__()
        self.query_text = query
        self.start = term
        self.found: list[Term] = []

    def compose(self) -> ComposeResult:
        yield Input(self.query_text, placeholder="Search the glossary", id="glossary-search")
        with Horizontal(id="glossary-body"):
            yield OptionList(id="glossary-list")
            with VerticalScroll(id="glossary-scroll"):
                yield Static(id="glossary-entry")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#glossary-list").border_title = "Glossary"
        self.query_one("#glossary-scroll").border_title = "Term"
        self._list(self.query_text)
        if self.start in self.found:
            self.query_one("#glossary-list", OptionList).highlighted = self.found.index(self.start)
        self.query_one("#glossary-search", Input).focus()

    def _list(self, query: str) -> None:
        self.found = search(query)
        listing = self.query_one("#glossary-list", OptionList)
        listing.clear_options()
        listing.add_options([Line(term.name) for term in self.found])
        if self.found:
            listing.highlighted = 0
        else:
            self.query_one("#glossary-entry", Static).update(f"No term for {query.strip()!r}")

    def on_input_changed(self, event: Input.Changed) -> None:
        self._list(event.value)

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_focus_list()

    def action_focus_list(self) -> None:
        self.query_one("#glossary-list", OptionList).focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.query_one("#glossary-entry", Static).update(entry(self.found[event.option_index]))
