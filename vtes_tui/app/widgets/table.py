"""Provides the simple table widgets: a Methuselah's panel, the phase bar and the card detail."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from ...cards.data import cards
from ..render import seat_panel


class SeatPanel(Static):
    """One Methuselah: header (pool, VP, Edge, relation, counts) over her regions."""

    def show(self, player: dict[str, Any], decider: int | None, compact: bool) -> None:
        self.set_class(player["seat"] == decider, "-deciding")
        self.set_class(player["ousted"], "-ousted")
        self.update(seat_panel(player, decider, compact))


class CardDetail(Static):
    """The official text of one card, with the numbers of the highlighted option."""

    def show(self, card: dict[str, Any] | None, numbers: dict[str, Any] | None = None) -> None:
        text = Text()
        if card is not None:
            text.append(card["name"], style="bold")
            text.append("  " + "/".join(card.get("types", ())), style="dim")
            official = cards().get(card["id"])
            if official is not None:
                text.append("\n" + official.text)
            if "capacity" not in card and not card.get("automated", True):
                text.append("\n(resolved by hand)", style="dim italic")
        if numbers:
            shown = ", ".join(
                k if v is True else f"{k} {v}" for k, v in numbers.items() if v is not False
            )
            text.append(("\n" if card else "") + shown, style="cyan")
        self.update(text)
