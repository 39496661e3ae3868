"""Provides the card inspector: any card at the table or in the card database, whole and
scrollable, found by name in a search box."""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option as MenuItem

from ...cards.data import cards, normalize_name
from ..render import card_sheet

# Database matches listed under the table's cards for a search.
FOUND = 40


class CardScreen(ModalScreen[None]):
    """The cards the player may see (her hand, every table, ash heaps, face-up uncontrolled
    vampires), then, as she types, every card of the database whose name matches."""

    BINDINGS = [
        Binding("escape", "dismiss(None)", "Close"),
        Binding("down", "focus_list", "Cards", show=False),
    ]

    def __init__(self, visible: dict[int, dict[str, Any]], uid: int | None = None) -> None:
        super().__init__()
        self.table_cards = visible
        self.start = uid
        # (card id, the card at the table or None) of each line of the list
        self.found: list[tuple[int, dict[str, Any] | None]] = []
        self.names: list[tuple[str, int]] = []  # the database's folded names, on first search

    def compose(self) -> ComposeResult:
        yield Input(placeholder="Search any card by name", id="card-search")
        with Horizontal(id="card-body"):
            yield OptionList(id="card-list")
            with VerticalScroll(id="card-scroll"):
                yield Static(id="card-sheet")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#card-scroll").border_title = "Card"
        self.query_one("#card-list").border_title = "At the table, then by name"
        self._list("")
        cards_list = self.query_one("#card-list", OptionList)
        if self.start is not None:
            at = next((n for n, (_, c) in enumerate(self.found) if c and c["uid"] == self.start), 0)
            cards_list.highlighted = at
            cards_list.focus()
        else:
            self.query_one("#card-search", Input).focus()

    def _list(self, query: str) -> None:
        wanted = normalize_name(query) if query else ""
        found: list[tuple[int, dict[str, Any] | None]] = [
            (card["id"], card)
            for card in self.table_cards.values()
            if "id" in card and wanted in normalize_name(card["name"])
        ]
        if wanted:
            seen = {card_id for card_id, _ in found}
            if not self.names:
                self.names = [(normalize_name(c.printed_name), c.id) for c in cards()]
            matches = [card_id for name, card_id in self.names if wanted in name]
            found += [(card_id, None) for card_id in matches if card_id not in seen][:FOUND]
        self.found = found
        listing = self.query_one("#card-list", OptionList)
        listing.clear_options()
        items = []
        for card_id, card in found:
            official = cards().get(card_id)
            name = official.printed_name if official is not None else str(card_id)
            items.append(MenuItem(name if card is not None else f"{name} (database)"))
        listing.add_options(items)
        if items:
            listing.highlighted = 0
        else:
            self.query_one("#card-sheet", Static).update("No card by that name")

    def on_input_changed(self, event: Input.Changed) -> None:
        self._list(event.value.strip())

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_focus_list()

    def action_focus_list(self) -> None:
        self.query_one("#card-list", OptionList).focus()

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        card_id, card = self.found[event.option_index]
        self.query_one("#card-sheet", Static).update(card_sheet(card, cards().get(card_id)))
        self.query_one("#card-scroll", VerticalScroll).scroll_home(animate=False)

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.query_one("#card-scroll", VerticalScroll).focus()
