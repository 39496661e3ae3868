"""Provides guided lessons: a prepared table (a scenario), coaching steps for the learner's
choices, and a goal checked on the engine's state (docs/lessons.md)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictBool, StrictInt, ValidationError

from ..files import schema_problem
from ..rules.prompts import Prompt
from ..rules.state import GameState, Region
from .core import IllegalChoice, Sequencer
from .scenario import lay_out
from .scenario_schema import ScenarioSchema, table_problem

LEARNER = 0  # the learner sits at seat 0 of every lesson's table
# Who made a choice: the learner, another seat following the script, another seat passing.
LEARNER_MOVE, SCRIPTED, PASSIVE = "learner", "script", "passive"
# What another seat answers when the lesson's script says nothing: never block, never play.
_PASSIVE_KEYS = ("stay", "decline", "pass", "done", "end", "keep")

Line = Annotated[str, Field(strict=True, min_length=1, max_length=600)]


class StepSchema(BaseModel):
    """One of the learner's choices: what the lesson expects, the coach line, and why."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    expect: Line  # the option's key (bleed, hunt, to-minion, end...)
    label: Line | None = None  # a word of the option's label, when the key is not enough
    coach: Line
    why: Line | None = None  # said when the learner chooses another option


class CheckSchema(BaseModel):
    """The goal, read on the engine's state once the learner has chosen: every key must hold."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    pool: dict[str, StrictInt] = {}  # a Methuselah's name: her pool
    edge: Line | None = None  # who holds the Edge
    ready: list[Line] = []  # minions in the learner's ready region
    torpor: list[Line] = []  # minions in a torpor region
    blood: dict[str, StrictInt] = {}  # a card's name: the blood on it
    locked: list[Line] = []  # minions locked
    victory_points: dict[str, StrictInt] = {}  # a Methuselah's name: her victory points
    ousted: list[Line] = []  # Methuselahs ousted
    turn_over: StrictBool = False  # the learner's turn has ended
    asked: Line | None = None  # the kind of prompt the learner answers next (action, vote...)


class LessonSchema(BaseModel):
    """A lesson file."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    title: Line
    goal: Line
    intro: Line
    done: Line
    script: list[Line] = []  # the other seats' choices, in order; passive after them
    steps: Annotated[list[StepSchema], Field(min_length=1)]
    check: CheckSchema
    table: ScenarioSchema


class LessonError(Exception):
    """A lesson file that cannot be read; the message is one line naming the file."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """A lesson, read and validated: its name (the file's stem) and its schema."""

    name: str
    data: LessonSchema

    @property
    def title(self) -> str:
        return self.data.title


def read_lesson(name: str, text: str) -> Lesson:
    """A lesson from its TOML text; raises LessonError naming it."""
    try:
        data = LessonSchema.model_validate(tomllib.loads(text))
        problem = table_problem(lay_out(data.table))
    except tomllib.TOMLDecodeError as e:
        raise LessonError(f"{name}: not valid TOML ({e})") from None
    except ValidationError as e:
        raise LessonError(f"{name}: {schema_problem(e)}") from None
    except ValueError as e:
        raise LessonError(f"{name}: {e}") from None
    if problem is not None:
        raise LessonError(f"{name}: {problem}")
    return Lesson(name, data)


@cache
def lessons() -> tuple[Lesson, ...]:
    """The bundled lessons, in the order of their file names."""
    folder = resources.files(__package__).joinpath("lessons")
    files = sorted((f for f in folder.iterdir() if f.name.endswith(".toml")), key=lambda f: f.name)
    return tuple(read_lesson(f.name.removesuffix(".toml"), f.read_text()) for f in files)


def matches(step: StepSchema, prompt: Prompt, index: int) -> bool:
    option = prompt.options[index]
    if option.key != step.expect:
        return False
    return step.label is None or step.label.lower() in option.label.lower()


def passive(prompt: Prompt) -> int:
    """Another seat's answer when the script is done: the first passive option."""
    for key in _PASSIVE_KEYS:
        for i, option in enumerate(prompt.options):
            if option.key == key:
                return i
    return 0


def unmet(
    check: CheckSchema, state: GameState, start_turn: int, prompt: Prompt | None = None
) -> str | None:
    """What of the goal does not hold yet, in a few words; None when it all does."""
    players = {p.name: p for p in state.players}
    for name, pool in check.pool.items():
        if players[name].pool != pool:
            return f"{name} has {players[name].pool} pool, not {pool}"
    for name, points in check.victory_points.items():
        if players[name].victory_points != points:
            return f"{name} has {players[name].victory_points} victory points, not {points}"
    for name in check.ousted:
        if not players[name].ousted:
            return f"{name} is not ousted"
    if check.edge is not None and state.edge != players[check.edge].seat:
        return f"{check.edge} does not hold the Edge"
    cards = [c for c in state.cards.values() if c.region is not Region.LIBRARY]
    ready = {c.card.name for c in state.players[LEARNER].region(Region.READY)}
    for name in check.ready:
        if name not in ready:
            return f"{name} is not in your ready region"
    in_torpor = {c.card.name for p in state.players for c in p.region(Region.TORPOR)}
    for name in check.torpor:
        if name not in in_torpor:
            return f"{name} is not in torpor"
    named = {c.card.name: c for c in cards}
    for name, blood in check.blood.items():
        if name not in named or named[name].blood != blood:
            have = named[name].blood if name in named else 0
            return f"{name} has {have} blood, not {blood}"
    for name in check.locked:
        if name not in named or not named[name].locked:
            return f"{name} is not locked"
    if check.turn_over and state.current == LEARNER and state.turn == start_turn:
        return "your turn is not over"
    if check.asked is not None and (prompt is None or prompt.kind != check.asked):
        return f"the next question is not of the kind {check.asked!r} yet"
    return None


@dataclass(slots=True)
class Outcome:
    """What the lesson says after a choice: the learner's move was wrong (and why), or the
    lesson is complete."""

    wrong: str | None = None
    complete: bool = False


@dataclass(slots=True)
class LessonRun:
    """A lesson being played: the sequencer, the learner's step, and who answered what.

    The other seats answer from the lesson's script, then passively. A wrong move is played
    (the log shows what it did), explained, and must be taken back (:meth:`undo`) before the
    next; undo lays the table out again and replays the choices before it.
    """

    lesson: Lesson
    seq: Sequencer = field(init=False)
    # Every choice made: (option id, who made it: LEARNER_MOVE, SCRIPTED or PASSIVE)
    made: list[tuple[str, str]] = field(default_factory=list)
    wrong: str | None = None
    complete: bool = False
    start_turn: int = 0

    def __post_init__(self) -> None:
        self._restart([])

    def _restart(self, made: list[tuple[str, str]]) -> None:
        self.seq = Sequencer.from_state(lay_out(self.lesson.data.table))
        self.start_turn = self.seq.state.turn
        self.seq.replay([option_id for option_id, _ in made])
        self.made = list(made)
        self._answer_others()

    @property
    def state(self) -> GameState:
        return self.seq.state

    @property
    def prompt(self) -> Prompt | None:
        return self.seq.prompt

    @property
    def step(self) -> int:
        """The learner's step: how many of her choices stand."""
        return sum(1 for _, who in self.made if who == LEARNER_MOVE)

    @property
    def steps(self) -> list[StepSchema]:
        return self.lesson.data.steps

    @property
    def coach(self) -> str:
        """What to do now: the wrong move's explanation, or the step's coach line."""
        if self.wrong is not None:
            return self.wrong
        if self.complete:
            return self.lesson.data.done
        return self.steps[min(self.step, len(self.steps) - 1)].coach

    def _answer_others(self) -> None:
        """The other seats answer: the script's next choice where it is offered, else the
        passive answer (a window the script does not mention is passed)."""
        script = self.lesson.data.script
        used = sum(1 for _, who in self.made if who == SCRIPTED)
        while self.seq.prompt is not None and self.seq.prompt.decider != LEARNER:
            prompt = self.seq.prompt
            try:
                index = self.seq.resolve(script[used]) if used < len(script) else None
            except IllegalChoice:
                index = None
            if index is None:
                option = self.seq.choose(passive(prompt))
                self.made.append((option.id, PASSIVE))
            else:
                option = self.seq.choose(index)
                self.made.append((option.id, SCRIPTED))
                used += 1

    def choose(self, index: int) -> Outcome:
        """The learner's answer; raises IllegalChoice while a wrong move waits to be undone."""
        if self.wrong is not None:
            raise IllegalChoice("take back the wrong move first: press u")
        if self.complete:
            raise IllegalChoice("this lesson is complete")
        prompt = self.seq.prompt
        if prompt is None or prompt.decider != LEARNER:
            raise IllegalChoice("there is nothing for you to choose now")
        step = self.steps[self.step] if self.step < len(self.steps) else None
        expected = None
        if step is not None:
            expected = next(
                (o.label for i, o in enumerate(prompt.options) if matches(step, prompt, i)), None
            )
        option = self.seq.choose(index)
        self.made.append((option.id, LEARNER_MOVE))
        self._answer_others()
        if step is None or not matches(step, prompt, index):
            reason = step.why if step is not None and step.why else None
            asked = f"this step asks for “{expected}”" if expected else "this lesson went elsewhere"
            self.wrong = (
                f"Not this time: you chose “{option.label}”, but {asked}. "
                f"{reason + ' ' if reason else ''}Press u to take it back and try again."
            )
            return Outcome(wrong=self.wrong)
        if unmet(self.lesson.data.check, self.state, self.start_turn, self.prompt) is None:
            self.complete = True
            return Outcome(complete=True)
        return Outcome()

    @property
    def can_undo(self) -> bool:
        return not self.complete and any(who == LEARNER_MOVE for _, who in self.made)

    def undo(self) -> bool:
        """Take back the learner's last choice and what the others answered after it."""
        if not self.can_undo:
            return False
        last = max(i for i, (_, who) in enumerate(self.made) if who == LEARNER_MOVE)
        self.wrong = None
        self._restart(self.made[:last])
        return True

    def goal_unmet(self) -> str | None:
        return unmet(self.lesson.data.check, self.state, self.start_turn, self.prompt)
