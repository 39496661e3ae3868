"""The footer: the keys that can be pressed, composed again only when they change."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Static
from textual.widgets._footer import FooterKey

from vtes_tui.app.widgets.footer import Footer

from .helpers import pilot_test


class Keys(Screen[None]):
    BINDINGS = [Binding("a", "one", "One"), Binding("b", "two", "Two")]

    two_shown = True

    def compose(self) -> ComposeResult:
        yield Static("keys")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return self.two_shown or action != "two"


class KeysApp(App[None]):
    ENABLE_COMMAND_PALETTE = False

    def on_mount(self) -> None:
        self.push_screen(Keys())


def _keys(app: App[None]) -> list[FooterKey]:
    return list(app.screen.query(FooterKey))


@pilot_test
async def test_the_footer_is_composed_again_only_when_its_keys_change() -> None:
    """STYLE.md, show only what can be pressed: a key that can no longer be pressed leaves the
    footer; refreshing the bindings with the same keys keeps the footer's widgets as they are."""
    app = KeysApp()
    async with app.run_test() as pilot:
        await pilot.pause()
        keys = _keys(app)
        assert [key.description for key in keys] == ["One", "Two"]
        app.screen.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert _keys(app) == keys
        assert all(key.is_attached for key in keys)
        screen = app.screen
        assert isinstance(screen, Keys)
        screen.two_shown = False
        screen.refresh_bindings()
        await pilot.pause()
        await pilot.pause()
        assert [key.description for key in _keys(app)] == ["One"]
