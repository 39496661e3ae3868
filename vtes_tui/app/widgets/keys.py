"""Provides the keys bar: the screen's usable keys on one line, as many as the width holds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rich.style import Style
from rich.text import Text
from textual.strip import Strip
from textual.widget import Widget

from ..render import GAP
from .lines import text_strip


@dataclass(frozen=True)
class Key:
    """A key that shows: its action, the key pressed, the key as shown, what it does."""

    action: str
    key: str
    shown: str
    description: str
    usable: bool = True

    @property
    def width(self) -> int:
        return len(self.shown) + 1 + len(self.description)


def fit_keys(keys: list[Key], width: int, give_way: tuple[str, ...]) -> tuple[list[Key], int]:
    """The keys that fit in ``width`` cells and the spaces between them: all two spaces apart,
    else one, else without the actions of ``give_way``, the first of them left out first (the
    fewest kept when even that does not fit)."""
    layouts = [(keys, 2), (keys, 1)]
    shown = keys
    for action in give_way:
        if any(k.action == action for k in shown):
            shown = [k for k in shown if k.action != action]
            layouts.append((shown, 1))
    for shown, gap in layouts:
        if sum(k.width for k in shown) + gap * (len(shown) - 1) <= width:
            return shown, gap
    return layouts[-1]


class KeysBar(Widget):
    """The keys of the screen's active bindings that show (check_action hides the others), one
    per action, on one line: all of them when the width holds them, else closer together, else
    without the keys named to give way (Help lists every key). A click on a key presses it.

    One widget of one line, repainted only when its text changed: Textual's Footer mounts a
    widget per key and rebuilds them all whenever the usable keys change, a layout of the
    whole screen after the choice that changed them (docs/app.md, speed).
    """

    DEFAULT_CSS = """
    KeysBar {
        height: 1;
        dock: bottom;
        background: $footer-background;
        color: $footer-description-foreground;
    }
    KeysBar > .keys-bar--key {
        color: $footer-key-foreground;
        text-style: bold;
    }
    """
    COMPONENT_CLASSES = {"keys-bar--key"}

    def __init__(self, give_way: tuple[str, ...] = (), **kwargs: Any) -> None:
        """``give_way``: the actions whose keys leave the bar first when it is too narrow."""
        super().__init__(**kwargs)
        self.give_way = give_way
        self.shown: list[Key] = []  # the keys on the bar
        self.text = Text()
        self.drawn: tuple[int, Strip] | None = None  # the width drawn for, and the line

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self._bindings_changed)
        # The screen's check_action may ask for widgets composed after this one.
        self.call_after_refresh(self._bindings_changed, self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def on_resize(self) -> None:
        self.call_after_refresh(self._bindings_changed, self.screen)

    def keys(self) -> list[Key]:
        """The keys that show, in the order of the bindings, the first binding of an action."""
        shown: dict[str, Key] = {}
        for _, binding, usable, _ in self.screen.active_bindings.values():
            if binding.show and binding.action not in shown:
                display = self.app.get_key_display(binding)
                key = Key(binding.action, binding.key, display, binding.description, usable)
                shown[binding.action] = key
        return list(shown.values())

    def _bindings_changed(self, screen: object) -> None:
        # Only on top: a screen being dismissed has lost the widgets its check_action asks.
        if not self.is_attached or screen is not self.screen or not self.screen.is_active:
            return
        # A space before the first key.
        self.shown, gap = fit_keys(self.keys(), self.size.width - 1, self.give_way)
        key_style = self.get_component_rich_style("keys-bar--key", partial=True)
        text = Text(" ", style=GAP)
        for n, key in enumerate(self.shown):
            if n:
                text.append(" " * gap, style=GAP)
            style = Style(dim=not key.usable, meta={"@click": f"app.simulate_key({key.key!r})"})
            text.append(key.shown, style=key_style + style)
            text.append(" ", style=GAP)  # a plain space: see render.put()
            text.append(key.description, style=style)
        if text != self.text:
            self.text, self.drawn = text, None
            self.refresh()

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        base = self.visual_style.rich_style
        if y:
            return Strip.blank(width, base)
        if self.drawn is None or self.drawn[0] != width:
            self.drawn = (width, text_strip(self.text, self.app.console, width).apply_style(base))
        return self.drawn[1]
