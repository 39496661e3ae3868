"""Provides the Sequencer: runs a game one prompt at a time, validates and records each choice."""

from __future__ import annotations

from collections.abc import Sequence

from ..rules.game import Seat, new_game, play
from ..rules.prompts import Option, Prompt
from ..rules.state import RULES_VERSION, GameState


class IllegalChoice(ValueError):
    """A choice that is not one of the prompt's options; nothing changed."""


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
        self.choices: list[int] = []
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
        """Answer the current prompt; returns the option taken."""
        index = self.resolve(choice)
        option = self._require_prompt().options[index]
        self.choices.append(index)
        self.prompt = self._advance(index)
        return option

    def _advance(self, index: int) -> Prompt | None:
        try:
            return self._procedure.send(index)
        except StopIteration:
            return None

    def _require_prompt(self) -> Prompt:
        if self.prompt is None:
            raise IllegalChoice("the game is over: there is nothing to choose")
        return self.prompt

    def replay(self, choices: Sequence[int]) -> None:
        """Answer a list of recorded option indexes, fast (records are trusted but checked)."""
        send = self._procedure.send
        prompt = self.prompt
        made = self.choices
        for index in choices:
            if prompt is None:
                raise IllegalChoice(f"the record has choices after the game ended (at {len(made)})")
            if not 0 <= index < len(prompt.options):
                self.prompt = prompt
                raise IllegalChoice(
                    f"choice {len(made)} ({index}) is not an option of: {prompt.text}"
                )
            made.append(index)
            try:
                prompt = send(index)
            except StopIteration:
                prompt = None
        self.prompt = prompt
