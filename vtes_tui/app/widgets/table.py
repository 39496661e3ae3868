"""Provides the simple table widgets: a Methuselah's panel and the card detail."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.geometry import Size
from textual.widgets import Static

from ...cards.data import cards
from ..render import card_sheet, seat_panel


class SeatPanel(Static):
    """One Methuselah: header (pool, VP, Edge, relation, counts) over her regions."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.shown: tuple[Any, ...] = ()

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        # Textual (8.2) lays the whole screen out a second time, a frame later, whenever a
        # widget's size changed. A panel has no children and does not scroll: its new size needs
        # no second layout, so a choice that grows a panel still shows in one frame.
        return super()._size_updated(size, virtual_size, container_size, layout=False)

    def show(self, player: dict[str, Any], decider: int | None, compact: bool) -> None:
        """Redraw only when what the panel shows changed: an update costs a layout."""
        self.set_class(player["seat"] == decider, "-deciding")
        self.set_class(player["ousted"], "-ousted")
        shown = (player, decider, compact)
        if shown != self.shown:
            self.shown = shown
            self.update(seat_panel(player, decider, compact))


class CardDetail(Static):
    """The official card under the cursor (clan, Disciplines, capacity, cost, group, text),
    with the numbers of the highlighted option; `i` shows the whole card, scrollable.

    Its height is fixed by the stylesheet, so moving the highlight repaints this panel alone.
    """

    def show(self, card: dict[str, Any] | None, numbers: dict[str, Any] | None = None) -> None:
        text = Text()
        if numbers:
            shown = ", ".join(
                k if v is True else f"{k} {v}" for k, v in numbers.items() if v is not False
            )
            text.append(shown + "\n", style="cyan")
        if card is not None:
            official = cards().get(card["id"])
            # 1.4: a library card the engine does not automate is resolved by the players.
            if official is not None and not official.is_crypt and not card.get("automated", True):
                text.append("(resolved by hand) ", style="dim italic")
            text.append_text(card_sheet(card, official))
        self.update(text, layout=False)
