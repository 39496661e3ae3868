"""Provides the log panel: the game's log, its newest lines at the bottom, the wheel scrolls back."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events
from textual.strip import Strip
from textual.widget import Widget

from ..render import GAP, log_line

LOG_LINES = 300  # entries kept; older ones leave the panel
INDENT = 4  # an entry's second and later lines


class LogPanel(Widget):
    """The log as the last lines that fit, wrapped to the panel's width.

    Only what shows is wrapped and rendered: after the bots' turns some eighty entries arrive
    at once, and wrapping them all (as a RichLog does on each write) cost more than the rest of
    the redraw. An entry is wrapped once per width. The wheel scrolls back a line at a time;
    a new entry brings the end back into view.
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.entries: list[Text] = []
        self.shown: tuple[int | None, int, Any] = (None, 0, None)  # viewer, entries, last
        self.back = 0  # lines scrolled back from the end
        self.wrapped: dict[int, tuple[int, list[Strip]]] = {}  # id(entry) -> (width, lines)
        self.last_tail: tuple[tuple[int, int], list[Strip]] | None = None  # by width, count

    def show(self, entries: list[dict[str, Any]], viewer: int | None) -> None:
        """The log as ``viewer`` sees it, oldest first: new entries are added, the end comes
        back into view; another viewer's log, or one that lost entries (undo), is read anew."""
        shown_viewer, count, last = self.shown
        if (viewer, len(entries), entries[-1] if entries else None) == self.shown:
            return
        if viewer != shown_viewer or len(entries) < count or (count and entries[count - 1] != last):
            self.entries, self.wrapped, count = [], {}, 0
        self.entries = (self.entries + [log_line(e) for e in entries[count:]])[-LOG_LINES:]
        kept = {id(e) for e in self.entries}
        self.wrapped = {key: lines for key, lines in self.wrapped.items() if key in kept}
        self.shown = (viewer, len(entries), entries[-1] if entries else None)
        self.last_tail = None
        self.back = 0
        self.refresh()

    def _wrap(self, entry: Text, width: int) -> list[Strip]:
        cached = self.wrapped.get(id(entry))
        if cached is None or cached[0] != width:
            console, base = self.app.console, self.visual_style.rich_style
            # Lines after an entry's first are indented, so each entry reads as one.
            lines = entry.wrap(console, max(width - INDENT, 1))
            strips = [
                Strip(list((Text(" " * INDENT, style=GAP) + line if n else line).render(console)))
                .crop(0, width)
                .extend_cell_length(width)
                .apply_style(base)
                for n, line in enumerate(lines)
            ]
            cached = self.wrapped[id(entry)] = (width, strips)
        return cached[1]

    def tail(self, count: int) -> list[Strip]:
        """The last ``count`` wrapped lines (fewer when the log is shorter); the panel's
        lines are drawn one by one from the same tail, kept until the log, the width or the
        count changes."""
        width = self.size.width
        key = (width, count)
        if self.last_tail is not None and self.last_tail[0] == key:
            return self.last_tail[1]
        parts: list[list[Strip]] = []
        found = 0
        for entry in reversed(self.entries):
            if found >= count:
                break
            parts.append(self._wrap(entry, width))
            found += len(parts[-1])
        lines = [line for part in reversed(parts) for line in part]
        lines = lines[-count:] if count else []
        self.last_tail = (key, lines)
        return lines

    def render_line(self, y: int) -> Strip:
        height = self.size.height
        lines = self.tail(height + self.back)
        top = max(0, len(lines) - height - self.back)
        # Short logs start at the top; a scrolled-back one shows the lines above the end.
        index = top + y
        if index < len(lines) and index < top + height:
            return lines[index]
        return Strip.blank(self.size.width, self.visual_style.rich_style)

    def on_mouse_scroll_up(self, event: events.MouseScrollUp) -> None:
        event.stop()
        height = self.size.height
        if len(self.tail(height + self.back + 1)) > height + self.back:
            self.back += 1
            self.refresh()

    def on_mouse_scroll_down(self, event: events.MouseScrollDown) -> None:
        event.stop()
        if self.back:
            self.back -= 1
            self.refresh()
