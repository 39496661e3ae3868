"""Provides the simple table widgets: a Methuselah's panel, the phase bar and the card detail."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.geometry import Size
from textual.widgets import Static

from ...cards.data import cards
from ..render import seat_panel


class SeatPanel(Static):
    """One Methuselah: header (pool, VP, Edge, relation, counts) over her regions."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.shown = Text()

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        # Textual (8.2) lays the whole screen out a second time, a frame later, whenever a
        # widget's size changed. A panel has no children and does not scroll: its new size needs
        # no second layout, so a choice that grows a panel still shows in one frame.
        return super()._size_updated(size, virtual_size, container_size, layout=False)

    def show(self, player: dict[str, Any], decider: int | None, compact: bool) -> None:
        """Redraw only when the panel's text changed: an update costs a layout of the screen."""
        self.set_class(player["seat"] == decider, "-deciding")
        self.set_class(player["ousted"], "-ousted")
        text = seat_panel(player, decider, compact)
        if text != self.shown:
            self.shown = text
            self.update(text)


class CardDetail(Static):
    """The official text of one card, with the numbers of the highlighted option.

    Its height is fixed by the stylesheet, so moving the highlight repaints this panel alone.
    """

    def show(self, card: dict[str, Any] | None, numbers: dict[str, Any] | None = None) -> None:
        text = Text()
        if card is not None:
            text.append(card["name"], style="bold")
            text.append("  " + "/".join(card.get("types", ())), style="dim")
            official = cards().get(card["id"])
            if official is not None:
                text.append("\n" + official.text)
                # 1.4: a library card the engine does not automate is resolved by the players.
                if not official.is_crypt and not card.get("automated", True):
                    text.append("\n(resolved by hand)", style="dim italic")
        if numbers:
            shown = ", ".join(
                k if v is True else f"{k} {v}" for k, v in numbers.items() if v is not False
            )
            text.append(("\n" if card else "") + shown, style="cyan")
        self.update(text, layout=False)
