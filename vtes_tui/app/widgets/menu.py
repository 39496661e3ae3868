"""Provides the menu: a list of entries drawn as lines in one widget, one of them highlighted."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from rich.segment import Segment
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.strip import Strip
from textual.widget import Widget

from ..render import GAP
from .lines import text_strip


@dataclass
class Drawn:
    """A menu's entries wrapped to one width: the lines, and the entry each line belongs to."""

    width: int
    lines: list[Strip]
    owner: list[int]  # the entry of each line
    first: list[int]  # the first line of each entry


class Menu(Widget, can_focus=True):
    """Entries (Rich Text, a long one wrapped, its later lines indented) under a highlight that
    the arrows, Home, End and the page keys move over the entries not disabled; Enter or a click
    selects; the arrows go round from the last entry to the first. Nothing is highlighted
    until the player moves there.

    Its height comes from the stylesheet, never from its entries: a new list repaints this
    widget and lays nothing out again. When the entries do not fit, a dim "▲ 2 more" or
    "▼ 3 more" on a row of its own, at the top or the foot, says how many are out of view (no
    scrollbar to take a column and paint a frame of its own; written over the last line, it
    hid the end of an option's label); the wheel scrolls.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("down", "cursor(1)", "Down", show=False),
        Binding("up", "cursor(-1)", "Up", show=False),
        Binding("home", "first", "First", show=False),
        Binding("end", "last", "Last", show=False),
        Binding("pagedown", "page(1)", "Page down", show=False),
        Binding("pageup", "page(-1)", "Page up", show=False),
        Binding("enter", "select", "Select", show=False),
    ]
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "menu--highlighted",
        "menu--disabled",
        "menu--more",
    }
    DEFAULT_CSS = """
    Menu {
        padding: 0 1;
        color: $foreground;
        background: $surface;
        & > .menu--highlighted {
            color: $block-cursor-blurred-foreground;
            background: $block-cursor-blurred-background;
            text-style: $block-cursor-blurred-text-style;
        }
        &:focus > .menu--highlighted {
            color: $block-cursor-foreground;
            background: $block-cursor-background;
            text-style: $block-cursor-text-style;
        }
        & > .menu--disabled {
            color: $text-disabled;
        }
        & > .menu--more {
            color: $text-muted;
            background: $surface;
        }
    }
    """

    highlighted: reactive[int | None] = reactive(None, always_update=True)

    @dataclass
    class Highlighted(Message):
        """The highlight moved to entry ``index``."""

        menu: Menu
        index: int

    @dataclass
    class Selected(Message):
        """Enter or a click on entry ``index``."""

        menu: Menu
        index: int

    def __init__(self, indent: int = 2, **kwargs: object) -> None:
        """``indent``: the spaces before the later lines of a wrapped entry."""
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.indent = indent
        self.entries: list[Text] = []
        self.disabled_entries: frozenset[int] = frozenset()
        self.top = 0  # the first line in view
        self.drawn: Drawn | None = None

    def fill(
        self,
        entries: list[Text],
        disabled: set[int] | frozenset[int] = frozenset(),
        highlight: int | None = None,
    ) -> None:
        """New entries, from the top, ``highlight`` highlighted (none by default)."""
        self.entries = list(entries)
        self.disabled_entries = frozenset(disabled)
        self.drawn, self.top = None, 0
        self.highlighted = highlight
        self.refresh()

    @property
    def option_count(self) -> int:
        return len(self.entries)

    def _drawn(self) -> Drawn:
        width = self.size.width
        if self.drawn is None or self.drawn.width != width:
            console = self.app.console
            lines: list[Strip] = []
            owner: list[int] = []
            first: list[int] = []
            for n, entry in enumerate(self.entries):
                first.append(len(lines))
                wrapped = entry.wrap(console, max(width - self.indent, 1)) if width else []
                for y, line in enumerate(wrapped or [Text()]):
                    if y:
                        line = Text(" " * self.indent, style=GAP) + line
                    lines.append(text_strip(line, console, width))
                    owner.append(n)
            self.drawn = Drawn(width, lines, owner, first)
        return self.drawn

    def _view(self, top: int) -> tuple[int, int]:
        """The rows of entry lines in view from line ``top``: where the first is, and how many.
        The rows above and below them say what is out of view; a menu under three rows high
        has no room for them and scrolls without."""
        height, total = self.size.height, len(self._drawn().lines)
        if total <= height or height < 3:
            return 0, height
        above = 1 if top else 0
        rows = height - above
        return above, rows - 1 if top + rows < total else rows

    def _last_top(self) -> int:
        """The first line in view when the menu is scrolled to its end."""
        total, height = len(self._drawn().lines), self.size.height
        if total <= height:
            return 0
        return total - (height - 1 if height >= 3 else height)  # the row saying "▲" above

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        drawn = self._drawn()
        base = self.visual_style.rich_style
        above, rows = self._view(self.top)
        index = self.top + y - above
        if y < above or y >= above + rows:
            return self._more(y < above).apply_style(base)
        if index >= len(drawn.lines):
            return Strip.blank(width, base)
        strip = drawn.lines[index]
        entry = drawn.owner[index]
        if entry == self.highlighted:
            strip = strip.apply_style(self.get_component_rich_style("menu--highlighted"))
        elif entry in self.disabled_entries:
            strip = strip.apply_style(self.get_component_rich_style("menu--disabled"))
        return strip.apply_style(base)

    def _more(self, up: bool) -> Strip:
        """The row that says how many entries are out of view above (``up``) or below; an entry
        with a line in view is not counted (an arrow alone says that the rest of its lines are
        out of view)."""
        width = self.size.width
        owner = self._drawn().owner
        rows = self._view(self.top)[1]
        if up:
            hidden, arrow = set(owner[: self.top]) - {owner[self.top]}, "▲"
        else:
            last = self.top + rows - 1
            hidden, arrow = set(owner[last + 1 :]) - {owner[last]}, "▼"
        more = f"{arrow} {len(hidden)} more " if hidden else f"{arrow} "
        mark = Segment(more[-width:], self.get_component_rich_style("menu--more"))
        return Strip([Segment(" " * max(width - len(more), 0)), mark], width)

    def watch_highlighted(self, index: int | None) -> None:
        if index is not None:
            self._scroll_to(index)
            self.post_message(self.Highlighted(self, index))
        self.refresh()

    def _scroll_to(self, index: int) -> None:
        """Bring entry ``index`` whole into view (its first line, when it is taller than that)."""
        drawn = self._drawn()
        if not self.size.height or index >= len(drawn.first):
            return
        start = drawn.first[index]
        end = drawn.first[index + 1] if index + 1 < len(drawn.first) else len(drawn.lines)
        if start < self.top:
            self.top = start
        while self.top < start and end > self.top + self._view(self.top)[1]:
            self.top += 1

    def on_resize(self) -> None:
        self.top = min(self.top, self._last_top())
        if self.highlighted is not None:
            self._scroll_to(self.highlighted)

    def _enabled(self) -> list[int]:
        return [n for n in range(len(self.entries)) if n not in self.disabled_entries]

    def action_cursor(self, step: int) -> None:
        enabled = self._enabled()
        if not enabled:
            return
        if self.highlighted is None:
            self.highlighted = enabled[0] if step > 0 else enabled[-1]
            return
        after = [n for n in enabled if (n - self.highlighted) * step > 0]
        if not after:  # round from the last to the first, as Textual's OptionList does
            after = enabled
        self.highlighted = after[0] if step > 0 else after[-1]

    def action_first(self) -> None:
        enabled = self._enabled()
        if enabled:
            self.highlighted = enabled[0]

    def action_last(self) -> None:
        enabled = self._enabled()
        if enabled:
            self.highlighted = enabled[-1]

    def action_page(self, pages: int) -> None:
        """The entry a page of lines away (the last or first when there is none)."""
        enabled = self._enabled()
        if not enabled:
            return
        drawn = self._drawn()
        at = drawn.first[self.highlighted] if self.highlighted is not None else 0
        goal = at + pages * max(self.size.height, 1)
        if pages > 0:
            self.highlighted = next((n for n in enabled if drawn.first[n] >= goal), enabled[-1])
        else:
            self.highlighted = next(
                (n for n in reversed(enabled) if drawn.first[n] <= goal), enabled[0]
            )

    def action_select(self) -> None:
        if self.highlighted is not None and self.highlighted not in self.disabled_entries:
            self.post_message(self.Selected(self, self.highlighted))

    def on_click(self, event: events.Click) -> None:
        offset = event.get_content_offset(self)
        drawn = self._drawn()
        above, rows = self._view(self.top)
        if offset is None or not above <= offset.y < above + rows:
            return  # a row saying what is out of view
        index = self.top + offset.y - above
        if index >= len(drawn.lines):
            return
        entry = drawn.owner[index]
        if entry not in self.disabled_entries:
            self.highlighted = entry
            self.post_message(self.Selected(self, entry))

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        if self.top < self._last_top():
            self.top += 1
            self.refresh()

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        if self.top:
            self.top -= 1
            self.refresh()
