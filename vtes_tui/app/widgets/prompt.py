"""Provides the prompt panel: the question, its options as a menu, and the coach line."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message

from ...rules.prompts import Prompt
from ..choices import Entry, Numbering
from ..coach import coach_line
from .menu import Menu
from .table import Shown

KEYS = "1234567890"


class PromptPanel(Vertical):
    """Asks the current prompt: number keys or arrows and Enter pick; Esc backs out of a group."""

    @dataclass
    class Picked(Message):
        """The player committed to one of the prompt's options."""

        option: int

    @dataclass
    class Gone(Message):
        """The player pressed the number of an option no longer offered."""

        label: str

    def __init__(self, **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.prompt: Prompt | None = None
        self.names: dict[int, str] = {}
        self.actor: int | None = None
        self.entries: list[Entry] = []
        self.numbering = Numbering()
        self.phase: object = None

    def compose(self) -> ComposeResult:
        yield Shown(id="prompt-text")
        yield Menu(id="options")
        yield Shown(id="coach")

    def ask(
        self,
        prompt: Prompt | None,
        names: dict[int, str],
        heading: str = "",
        phase: object = None,
    ) -> None:
        """Show a new prompt (or, with None, the heading alone) at its top level; ``phase``
        (turn and phase) bounds how long an option keeps its number."""
        self.prompt = prompt
        self.names = names
        self.phase = phase
        self.actor = None
        if prompt is None:
            self.query_one("#prompt-text", Shown).show(Text(heading, style="bold"))
            self.query_one("#coach", Shown).show(Text())
            self._fill([])
            return
        title = Text(f"{heading}: " if heading else "", style="bold")
        title.append(prompt.text)
        # Fixed heights (app.tcss): a new question repaints the prompt without a layout.
        self.query_one("#prompt-text", Shown).show(title)
        coach = Text(coach_line(prompt), style="italic")
        self.query_one("#coach", Shown).show(coach)
        self._fill(self.numbering.menu(prompt, names, phase))

    def _fill(self, entries: list[Entry], highlight: int | None = None) -> None:
        """Nothing is highlighted on a new menu: Enter picks only what the player moved to, so
        an Enter meant for the screen before (a hand-off, the last answer) picks nothing."""
        self.entries = entries
        lines = []
        for n, entry in enumerate(entries):
            key = KEYS[n] if n < len(KEYS) else " "
            if entry.gone:
                lines.append(Text(f"{key} {entry.label} — no longer offered", style="dim strike"))
            else:
                lines.append(Text(f"{key} ") + Text(entry.label))
        gone = {n for n, entry in enumerate(entries) if entry.gone}
        self.query_one("#options", Menu).fill(lines, gone, highlight)

    @property
    def grouped(self) -> bool:
        """True inside a minion's options: Esc goes back to the minions."""
        return self.actor is not None

    def pick(self, number: int) -> bool:
        """Pick the entry at ``number`` (0-based); False when there is none."""
        if not 0 <= number < len(self.entries):
            return False
        entry = self.entries[number]
        if entry.gone:
            self.post_message(self.Gone(entry.label))
        elif entry.option is not None:
            self.post_message(self.Picked(entry.option))
        elif self.prompt is not None:
            self.actor = entry.actor
            self._fill(self.numbering.menu(self.prompt, self.names, self.phase, entry.actor))
        return True

    def back(self) -> bool:
        if self.prompt is None or self.actor is None:
            return False
        actor = self.actor
        self.actor = None
        entries = self.numbering.menu(self.prompt, self.names, self.phase)
        back_to = next((n for n, entry in enumerate(entries) if entry.actor == actor), None)
        self._fill(entries, back_to)
        return True

    def on_menu_selected(self, event: Menu.Selected) -> None:
        event.stop()
        self.pick(event.index)

    def entry(self, index: int | None) -> Entry | None:
        """The entry at a menu position (the highlighted one, say), if there is one."""
        if index is None or not 0 <= index < len(self.entries):
            return None
        return self.entries[index]
