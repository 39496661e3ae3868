"""Provides the hand panel: the deciding player's cards, marking those playable now."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.message import Message

from ..render import hand_line
from .menu import Menu


class HandPanel(Menu):
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
        super().__init__(indent=0, **kwargs)
        self.uids: list[int] = []
        self.lines: list[Text] = []
        self.shown: tuple[list[dict[str, Any]] | None, set[int]] = (None, set())

    def show(self, hand: list[dict[str, Any]] | None, playable: set[int]) -> None:
        """Refill the list only when a line changed: most choices leave the hand as it was."""
        self.shown = (hand, playable)
        # A line that does not fit is broken by hand_line, indented under the card's name.
        width = self.size.width
        lines = [hand_line(card, card["uid"] in playable, width) for card in hand or ()]
        uids = [card["uid"] for card in hand or ()]
        title = f"Hand ({len(lines)})" if hand is not None else "Hand (hidden)"
        if title != self.border_title:
            self.border_title = title  # setting a title repaints, even the same one
        # A copy drawn for a discarded one reads the same but is another card: compare uids too.
        if lines == self.lines and uids == self.uids:
            return
        self.lines, self.uids = lines, uids
        self.fill(lines)

    def on_resize(self) -> None:
        self.show(*self.shown)  # the lines broken for the new width

    def on_menu_selected(self, event: Menu.Selected) -> None:
        event.stop()
        if 0 <= event.index < len(self.uids):
            self.post_message(self.Inspect(self.uids[event.index]))

    def on_menu_highlighted(self, event: Menu.Highlighted) -> None:
        event.stop()
        if self.has_focus and 0 <= event.index < len(self.uids):
            self.post_message(self.Shown(self.uids[event.index]))
