"""Provides the simple table widgets: the column of panels, a Methuselah's panel, the card detail."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.containers import VerticalScroll
from textual.geometry import Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

from ...cards.data import cards
from ..render import card_sheet, seat_counts, seat_header, seat_panel
from .lines import text_strip


class Seats(VerticalScroll, can_focus=False):
    """The column (or two-column grid) of the Methuselahs' panels, scrolled with [ and ] (and
    the wheel). It has no scrollbar: it says when panels are out of view above or below with
    an Overflow message, on a change only (the phase bar shows it).

    A scrollbar repainted its thumb whenever a panel grew, in a frame of its own a frame
    after the answer's (the slowest tenth of answers, docs/app.md, speed)."""

    @dataclass
    class Overflow(Message):
        """Panels are out of view above (``above``) or below (``below``) the column."""

        above: bool
        below: bool

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.overflow = (False, False)

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        # As SeatPanel's: a panel that grew changes the column's scrollable height, and
        # Textual would lay the whole screen out again a frame later for it. The layout that
        # measured it placed the panels already.
        resized = super()._size_updated(size, virtual_size, container_size, layout=False)
        self._check_overflow()
        return resized

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        self._check_overflow()

    def _check_overflow(self) -> None:
        below = self.virtual_size.height > self.scroll_y + self.size.height
        overflow = (self.scroll_y > 0, below)
        if overflow != self.overflow:
            self.overflow = overflow
            self.post_message(self.Overflow(*overflow))


class SeatPanel(Widget):
    """One Methuselah: her name, relation, pool, victory points and the Edge in the frame's
    title, her hidden regions' counts under it (in the first lines when compact, unframed),
    and her regions.

    Rendered once per change of what it shows and per width, straight to lines: Textual asks a
    panel of an auto height grid for its height and its lines at every layout of the table,
    and again whenever its neighbour in the row grows.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.shown: tuple[Any, ...] = ()
        self.rendered: dict[int, list[Strip]] = {}  # the panel's lines by width

    def _size_updated(
        self, size: Size, virtual_size: Size, container_size: Size, layout: bool = True
    ) -> bool:
        # Textual (8.2) lays the whole screen out a second time, a frame later, whenever a
        # widget's size changed. A panel has no children and does not scroll: its new size needs
        # no second layout, so a choice that grows a panel still shows in one frame.
        return super()._size_updated(size, virtual_size, container_size, layout=False)

    def lines(self, width: int) -> list[Strip]:
        if width not in self.rendered:
            player, decider, compact, _ = self.shown or (None, None, True, 0)
            texts = seat_panel(player, decider, compact, width) if player else []
            console, base = self.app.console, self.visual_style.rich_style
            self.rendered[width] = [text_strip(t, console, width).apply_style(base) for t in texts]
        return self.rendered[width]

    def render_line(self, y: int) -> Strip:
        lines = self.lines(self.size.width)
        if y < len(lines):
            return lines[y]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines(width)) if width else 0

    def on_resize(self) -> None:
        if self.shown and self.shown[3] != self.size.width:
            self.show(*self.shown[:3])  # the frame's title fitted to the new width

    def show(self, player: dict[str, Any], decider: int | None, compact: bool) -> None:
        """Redraw only when what the panel shows changed, and lay the table out again only
        when its height changed."""
        self.set_class(player["seat"] == decider, "-deciding")
        self.set_class(player["ousted"], "-ousted")
        width = self.size.width
        shown = (player, decider, compact, width)
        if shown == self.shown:
            return
        self.shown = shown
        before = len(self.rendered[width]) if width in self.rendered else None
        self.rendered = {}
        if compact:
            self.border_title = self.border_subtitle = None
        else:
            # The frame's title, its labels shortened to fit the frame (the corners and a
            # space each side of it take four of the panel's width and padding).
            self.border_title = seat_header(player, decider, compact=True, width=width - 2)
            self.border_subtitle = seat_counts(player)
        self.refresh(layout=before is None or len(self.lines(width)) != before)


class Shown(Widget):
    """Text in a widget of a fixed height (the stylesheet's), wrapped to its width, repainted
    only when the text changed (a repaint widens the frame around the screen's changes).

    Drawn straight to lines, once per text and width: a Static renders its text through
    Textual's content pipeline at every repaint, 2-3 ms each for the phase bar, the question,
    the coach line and the card panel after a choice (docs/app.md, speed)."""

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.shown_text = Text()
        self.drawn: tuple[int, list[Strip]] | None = None  # the width wrapped to, the lines

    def show(self, text: Text) -> None:
        if text != self.shown_text:
            self.shown_text, self.drawn = text, None
            self.refresh()

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.visual_style.rich_style
        if self.drawn is None or self.drawn[0] != width:
            console = self.app.console
            lines = self.shown_text.wrap(console, width) if width else []
            strips = [text_strip(line, console, width).apply_style(base) for line in lines]
            self.drawn = (width, strips)
        strips = self.drawn[1]
        return strips[y] if y < len(strips) else Strip.blank(width, base)


class CardDetail(Shown):
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
        super().show(text)
