"""Provides the footer: Textual's, composed again only when the keys it shows change."""

from __future__ import annotations

from textual.binding import Binding
from textual.widgets import Footer as TextualFooter


class Footer(TextualFooter):
    """The keys that can be pressed (STYLE.md, "Show only what can be pressed").

    Textual composes its footer anew, every key a widget, each time the bindings are refreshed
    (a focus change, a screen's refresh_bindings), though the keys shown are mostly the same:
    the new-game screen composed it five times before its first frame (docs/app.md, speed).
    """

    _shown: tuple[tuple[Binding, bool, str], ...] | None = None

    async def recompose(self) -> None:
        if not self.is_attached:  # a screen closed since the bindings changed
            return
        shown = tuple(
            (binding, enabled, tooltip)
            for _, binding, enabled, tooltip in self.screen.active_bindings.values()
            if binding.show
        )
        if shown != self._shown:
            self._shown = shown
            await super().recompose()
