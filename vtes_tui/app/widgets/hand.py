"""Provides the hand panel: the deciding player's cards, marking those playable now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.message import Message
from textual.widgets import OptionList
from textual.widgets.option_list import Option as MenuItem

from ..render import hand_line


class HandPanel(OptionList):
    """The hand as a list: moving the cursor shows a card's text in the card detail."""

    @dataclass
    class Shown(Message):
        """A hand card is under the cursor."""

        uid: int

    @dataclass
    class Inspect(Message):
        """Enter on a hand card: show it whole."""

        uid: int

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.uids: list[int] = []
        self.lines: list[Text] = []

    def show(self, hand: list[dict[str, Any]] | None, playable: set[int]) -> None:
        """Refill the list only when a line changed: most choices leave the hand as it was."""
        # Room for a scrollbar not shown yet: a line that fits only without it would lose its end.
        bar = 0 if self.show_vertical_scrollbar else self.styles.scrollbar_size_vertical
        width = max(0, self.scrollable_content_region.width - bar)
        lines = [hand_line(card, card["uid"] in playable, width) for card in hand or ()]
        uids = [card["uid"] for card in hand or ()]
        title = f"Hand ({len(lines)})" if hand is not None else "Hand (hidden)"
        if title != self.border_title:
            self.border_title = title  # setting a title repaints, even the same one
        # A copy drawn for a discarded one reads the same but is another card: compare uids too.
        if lines == self.lines and uids == self.uids:
            return
        self.lines, self.uids = lines, uids
        self.clear_options()
        self.add_options([MenuItem(line) for line in lines])

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.uids):
            self.post_message(self.Inspect(self.uids[event.option_index]))

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if self.has_focus and 0 <= event.option_index < len(self.uids):
            self.post_message(self.Shown(self.uids[event.option_index]))
