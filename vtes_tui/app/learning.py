"""Provides the lesson session (a lesson run the table screen can draw and answer) and the
learner's progress, saved in the user data dir."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ..rules.combat_notes import combat_notes
from ..rules.explain import Explanation, explain
from ..rules.prompts import Prompt
from ..sequencer.lesson import LEARNER, Lesson, LessonRun, Outcome
from ..sequencer.view import view
from .saving import os_reason
from .session import data_dir

PROGRESS_FILE = "lessons.json"


def progress_path() -> Path:
    return data_dir() / PROGRESS_FILE


def completed() -> set[str]:
    """The lessons the learner has finished; a missing or unreadable file means none."""
    try:
        data = json.loads(progress_path().read_text())
    except (OSError, ValueError):
        return set()
    done = data.get("completed") if isinstance(data, dict) else None
    return {name for name in done if isinstance(name, str)} if isinstance(done, list) else set()


def mark_completed(name: str) -> None:
    """Remember a finished lesson (atomically: a temporary file, then a rename)."""
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(f".{path.name}.partial")
    partial.write_text(json.dumps({"completed": sorted(completed() | {name})}, indent=1))
    os.replace(partial, path)


class LessonSession:
    """A lesson at the table screen: the same questions a game session answers (the prompt,
    the view, choose, undo), with one human (the learner, seat 0), open hands and no hand-off."""

    goldfish = False
    humans = [LEARNER]
    judges: list[int] = []
    save_failure = None  # a lesson is not a saved game

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.run = LessonRun(lesson)
        self.outcome = Outcome()
        self.save_path = data_dir() / "lessons" / f"{lesson.name}.json"  # screenshots beside it
        # The coach's notes since the learner's last move: the combats her minions fought.
        self.notes: list[Explanation] = []
        self.unsaved: str | None = None  # why the lesson could not be recorded as finished

    @property
    def names(self) -> list[str]:
        return [player.name for player in self.run.state.players]

    @property
    def prompt(self) -> Prompt | None:
        return self.run.prompt

    @property
    def finished(self) -> bool:
        return self.run.prompt is None

    @property
    def decider(self) -> int | None:
        return self.run.prompt.decider if self.run.prompt else None

    @property
    def viewer(self) -> None:
        return None  # open hands: a lesson hides nothing

    def view(self) -> dict[str, Any]:
        return view(self.run.state, None, self.run.prompt)

    def needs_handoff(self, seen_by: int | None) -> bool:
        return False

    def explanations(self) -> list[Explanation | None]:
        """What follows from each option of the learner's prompt, as in a learning game
        (rules/explain.py); None for an option the rules say no more about."""
        prompt = self.run.prompt
        if prompt is None:
            return []
        return [explain(self.run.state, prompt, option) for option in prompt.options]

    def choose(self, index: int) -> None:
        """Raises IllegalChoice while a wrong move waits to be taken back."""
        since = len(self.run.state.events)
        self.outcome = self.run.choose(index)
        self.notes = combat_notes(self.run.state, LEARNER, since)
        if self.outcome.complete:
            try:
                mark_completed(self.lesson.name)
            except OSError as e:  # a full disk, a read-only data dir: the lesson goes on
                self.unsaved = f"Could not save to {progress_path()}: {os_reason(e)}"

    @property
    def can_undo(self) -> bool:
        return self.run.can_undo

    def undo(self) -> bool:
        self.outcome = Outcome()
        self.notes = []
        return self.run.undo()
