"""Provides the Sequencer: runs a game one prompt at a time, validates and records each choice."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules import judge
from ..rules.game import Seat, new_game, play
from ..rules.prompts import Option, Prompt
from ..rules.state import RULES_VERSION, GameState
from ..rules.victory import GameOver


class IllegalChoice(ValueError):
    """A choice that is not one of the prompt's options; nothing changed."""


class AmbiguousOption(RuntimeError):
    """Two options of one prompt mean the same (share an id): an engine bug, never the user's."""


class Sequencer:
    """Drives the rules: the current prompt, the choices made so far, the game state.

    Every decision goes through :meth:`choose`; an illegal choice raises
    :class:`IllegalChoice` with the reason and leaves the same prompt waiting.
    """

    def __init__(self, seats: Sequence[Seat], seed: int, max_turns: int | None = None) -> None:
        self.seats = list(seats)
        self.seed = seed
        self.max_turns = max_turns
        self.rules_version = RULES_VERSION
        self.state: GameState = new_game(self.seats, seed, max_turns)
        self.choices: list[str] = []  # the ids of the options taken
        self._procedure = play(self.state)
        self.prompt: Prompt | None = next(self._procedure, None)

    @classmethod
    def from_state(cls, state: GameState) -> Sequencer:
        """A sequencer for a table laid out by hand (a scenario), from its current phase."""
        seq = cls.__new__(cls)
        seq.seats = []
        seq.seed = state.seed
        seq.max_turns = state.max_turns
        seq.rules_version = RULES_VERSION
        seq.state = state
        seq.choices = []
        seq._procedure = play(state)
        seq.prompt = next(seq._procedure, None)
        return seq

    @property
    def finished(self) -> bool:
        return self.prompt is None

    def resolve(self, choice: int | str) -> int:
        """The option index a choice names: an index, an option key, or (a prefix of) its label."""
        prompt = self._require_prompt()
        options = prompt.options
        if isinstance(choice, int):
            if 0 <= choice < len(options):
                return choice
            raise IllegalChoice(f"option {choice} does not exist: choose 0 to {len(options) - 1}")
        text = choice.strip().lower()
        for matcher in (
            lambda o: o.label.lower() == text,
            lambda o: o.key == text,
            lambda o: o.label.lower().startswith(text),
            lambda o: text in o.label.lower(),
        ):
            found = [i for i, o in enumerate(options) if matcher(o)]
            if len(found) == 1:
                return found[0]
            if len(found) > 1:
                raise IllegalChoice(f"{choice!r} matches {len(found)} options: be more precise")
        raise IllegalChoice(f"{choice!r} is not a legal option now ({prompt.text})")

    def choose(self, choice: int | str) -> Option:
        """Answer the current prompt; returns the option taken (its id is recorded)."""
        index = self.resolve(choice)
        prompt = self._require_prompt()
        option = prompt.options[index]
        option_id = option.id
        for i, o in enumerate(prompt.options):
            if (
                i != index
                and o.key == option.key
                and o.actor == option.actor
                and o.card == option.card
                and o.target == option.target
                and o.target_seat == option.target_seat
                and o.id == option_id
            ):
                # A record could not tell these options apart: a bug in the step that built them.
                raise AmbiguousOption(f"two options share the id {option_id!r}: {prompt.text}")
        self.choices.append(option_id)
        self.prompt = self._advance(index)
        self._pass_for_the_ousted()
        return option

    def judge(self, command: str | judge.Command) -> judge.Command:
        """Carry out a judge command (rules/judge.py) at the current prompt, which stays
        waiting; it is recorded with the choices. Raises IllegalChoice with the reason, and
        nothing changed, when it cannot be done."""
        self._require_prompt()
        try:
            found = judge.parse(command) if isinstance(command, str) else command
            judge.carry_out(self.state, found)
        except judge.JudgeError as e:
            raise IllegalChoice(str(e)) from None
        except GameOver:
            self._procedure.close()  # 9.1: the command ousted all but one Methuselah
            self.prompt = None
        self.choices.append(found.id)
        self._pass_for_the_ousted()
        return found

    def _pass_for_the_ousted(self) -> None:
        """9.1: an ousted Methuselah decides nothing more (ousted by a command given while a
        question waited for her): the question is passed (or its by-hand resolution done)
        without her. One that cannot be passed (which card she discards down, whether a toll
        is paid in pool or blood) takes its first option: what it costs her leaves the game
        with her. Not recorded: a replay does the same."""
        prompt = self.prompt
        while prompt is not None and self.state.players[prompt.decider].ousted:
            index = next((i for i, o in enumerate(prompt.options) if o.key in _NO_DECISION), 0)
            prompt = self.prompt = self._advance(index)

    def choose_id(self, option_id: str) -> Option | judge.Command:
        """Answer with an option's id (DESIGN.md, "Choices that stay stable"): the option
        offered now with exactly that meaning, never another; raises IllegalChoice naming the
        step when it is not offered. A judge command's id is carried out (:meth:`judge`)."""
        if judge.is_command(option_id):
            return self.judge(option_id)
        prompt = self._require_prompt()
        index = _find(prompt, option_id)
        if index is None:
            raise IllegalChoice(self._not_offered(option_id))
        option = prompt.options[index]
        self.choices.append(option_id)
        self.prompt = self._advance(index)
        self._pass_for_the_ousted()
        return option

    def _not_offered(self, option_id: str) -> str:
        prompt = self._require_prompt()
        player = self.state.players[prompt.decider].name
        return (
            f"choice {len(self.choices) + 1} ({option_id!r}) is not offered at turn "
            f"{self.state.turn}, {player}'s {prompt.kind} prompt ({prompt.section}): {prompt.text}"
        )

    def _advance(self, index: int) -> Prompt | None:
        try:
            return self._procedure.send(index)
        except StopIteration:
            return None

    def _require_prompt(self) -> Prompt:
        if self.prompt is None:
            raise IllegalChoice("the game is over: there is nothing to choose")
        return self.prompt

    def replay(self, option_ids: Sequence[str]) -> None:
        """Answer a list of recorded option ids, fast; an id not offered stops with one line."""
        send = self._procedure.send
        prompt = self.prompt
        made = self.choices
        for option_id in option_ids:
            if prompt is None:
                raise IllegalChoice(f"the record has choices after the game ended (at {len(made)})")
            if judge.is_command(option_id):
                self.prompt = prompt
                try:
                    self.judge(option_id)
                except IllegalChoice as e:
                    raise IllegalChoice(f"choice {len(made) + 1} ({option_id!r}): {e}") from None
                prompt = self.prompt  # the command may have ended the game or passed for her
                continue
            index = _find(prompt, option_id)
            if index is None:
                self.prompt = prompt
                raise IllegalChoice(self._not_offered(option_id))
            made.append(option_id)
            try:
                prompt = send(index)
            except StopIteration:
                prompt = None
            if prompt is not None and self.state.players[prompt.decider].ousted:
                self.prompt = prompt
                self._pass_for_the_ousted()
                prompt = self.prompt
        self.prompt = prompt


_NO_DECISION = ("pass", "done", "decline", "end")  # what an ousted Methuselah "answers" (9.1)


def _find(prompt: Prompt, option_id: str) -> int | None:
    """The index of the option with that id (its key is checked first: ids start with it)."""
    key = option_id.split(":", 1)[0]
    for index, option in enumerate(prompt.options):
        if option.key == key and option.id == option_id:
            return index
    return None
