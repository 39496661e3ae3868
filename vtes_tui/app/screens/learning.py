"""Provides the table in learning mode: the coach panel above the prompt says what follows from
each option, in the rules' figures, and which phases of your turn passed with nothing to do."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.widgets import Static

from ...rules.explain import Explanation
from ..coach import Line, explained
from ..widgets.prompt import KEYS, PromptPanel
from .table import TALL_HEIGHT, TableScreen

# The coach panel's lines: on a tall terminal, on a short one, and at 80x24 (the table first).
COACH_LINES = {"tall": 9, "short": 7, "small": 3}
SMALL_HEIGHT = 30


class LearningTableScreen(TableScreen):
    """A game with the coach on: the coach panel between the table and the prompt."""

    coach_lines = COACH_LINES  # the panel's lines by the terminal's height

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.glossary_term: str | None = None  # what `g` opens on (app.action_glossary)
        # The rules' explanations of the prompt shown, asked once per prompt, not per arrow key.
        self.explained: tuple[object, list[Explanation | None]] = (None, [])

    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, PromptPanel):
                yield Static(id="coach-panel")
            yield widget

    def draw(self) -> None:
        super().draw()
        self._coach()

    def _show_highlighted(self, index: int | None) -> None:
        super()._show_highlighted(index)
        self._coach()

    def action_pick(self, number: int) -> None:
        super().action_pick(number)
        self._coach()  # a minion's group opened: its options' explanations

    def action_back(self) -> None:
        super().action_back()
        self._coach()

    def _coach(self) -> None:
        panel = self.query_one("#coach-panel", Static)
        height = self.size.height
        size = "tall" if height >= TALL_HEIGHT else "short" if height >= SMALL_HEIGHT else "small"
        panel.styles.max_height = self.coach_lines[size] + 1  # and its top border
        text, self.glossary_term = self.coach_text()
        panel.update(text)

    def coach_text(self) -> tuple[Text, str | None]:
        """The coach's lines: the option highlighted first, then the phases of your turn that
        passed since you were last asked, then what each other option does; and the glossary
        term of the first."""
        session = self.session
        prompt_panel = self.query_one("#prompt", PromptPanel)
        if self.explained[0] is not session.prompt:
            self.explained = (session.prompt, session.explanations())
        explanations = self.explained[1]
        highlighted = self.query_one("#options").highlighted  # type: ignore[attr-defined]
        # Options explained alike share a line: "2-8 Discard that card..." (their numbers).
        lines: dict[str, tuple[list[str], Line]] = {}
        first: str | None = None
        for n, entry in enumerate(prompt_panel.entries):
            if entry.gone or entry.option is None or entry.option >= len(explanations):
                continue
            found = explanations[entry.option]
            if found is None:
                continue
            line = explained(found)
            lines.setdefault(line.text, ([], line))[0].append(KEYS[n] if n < len(KEYS) else "·")
            if n == highlighted:
                first = line.text
        notes = [explained(note) for note in getattr(session, "notes", [])]
        text = Text()
        text.append("Coach", style="bold")
        text.append(" · what each choice does · ↑↓ highlights one · g: glossary", style="dim")
        shown: list[Line] = []
        if first is not None:
            keys, line = lines.pop(first)
            text.append(f"\n▸ {_numbers(keys)} {line.text}", style="bold")
            shown.append(line)
        for line in notes:
            text.append(f"\n· {line.text}", style="italic")
        shown += notes
        for keys, line in lines.values():
            text.append(f"\n  {_numbers(keys)} {line.text}")
            shown.append(line)
        return text, shown[0].term if shown else None


def _numbers(keys: list[str]) -> str:
    """The number keys of options explained alike: ``2-8`` when they run on, else ``1,3``."""
    if len(keys) > 2 and "".join(keys) in KEYS:
        return f"{keys[0]}-{keys[-1]}"
    return ",".join(keys)
