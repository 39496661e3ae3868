"""Provides the game session: sequencer, bots, autosave, undo and hand-off rules, without any UI."""

from __future__ import annotations

import contextlib
import errno
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from ..cards.decks import Deck
from ..players.bots import (
    BOTS,
    DECISION_CEILING,
    DEFAULT_MAX_TURNS,
    GameStalled,
    make_bot,
    stalled_at,
)
from ..players.goldfish import DUMMY, Dummy, play_goldfish
from ..players.goldfish_stats import GoldfishReport, report
from ..rules import judge
from ..rules.combat_notes import combat_notes
from ..rules.explain import Explanation, explain
from ..rules.idle import passed_phases
from ..rules.prompts import Prompt
from ..sequencer.core import IllegalChoice, Sequencer
from ..sequencer.record import (
    GameRecord,
    RecordError,
    load_record,
    remove_partial_saves,
    save_record,
)
from ..sequencer.view import searched_view, view
from .saving import SaveFailure, os_reason
from .setup import TableConfig, covers_hands

DATA_DIR_ENV = "VTES_TUI_DATA_DIR"
# The goldfish summary's batch: this many games of the deck, played by this bot.
BATCH_GAMES, BATCH_BOT = 50, "greedy"


# A save's name: the minute the game began and its decks, short enough for any file system.
_STEM_LENGTH = 100


def data_dir() -> Path:
    """Where games are saved: $VTES_TUI_DATA_DIR, else the user data dir (XDG_DATA_HOME)."""
    override = os.environ.get(DATA_DIR_ENV)
    return Path(override) if override else Path(platformdirs.user_data_dir("vtes_tui"))


def deck_slug(deck: Deck) -> str:
    """``Fifth Edition: Hecata`` -> ``hecata``: the deck's own name, after its set's."""
    name = deck.name.rpartition(":")[2]
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "deck"


def new_save_path(
    decks: Sequence[Deck], folder: Path | None = None, now: datetime | None = None
) -> Path:
    """A file of its own for a new game, named by date and decks
    (``2026-11-24_0105_hecata-lasombra.json``); a number is added when the name is taken, so a
    new game never replaces another's save."""
    folder = folder or data_dir()
    stamp = (now or datetime.now()).strftime("%Y-%m-%d_%H%M")
    stem = f"{stamp}_{'-'.join(deck_slug(deck) for deck in decks)}"[:_STEM_LENGTH].rstrip("-")
    path, n = folder / f"{stem}.json", 1
    while path.exists():
        n += 1
        path = folder / f"{stem}-{n}.json"
    return path


def check_bots(record: GameRecord, path: Path) -> None:
    """Every bot the record names is one this version has; raises RecordError naming the file."""
    bots = (record.options.get("bots") or {}).values()
    unknown = sorted({b for b in bots if b != DUMMY and b not in BOTS})
    if unknown:
        raise RecordError(f"{path}: unknown bot {unknown[0]!r}")


@dataclass(frozen=True, slots=True)
class GoldfishSummary:
    """Goldfish results: the deck's own turns to oust the dummy, pool bled, first vampire."""

    turns: int | None
    bled_per_turn: list[int]
    first_vampire_turn: int | None

    @property
    def total_bled(self) -> int:
        return sum(self.bled_per_turn)


class GameSession:
    """One game at the table: answers bots' prompts, saves after every choice, undoes safely."""

    def __init__(self, record: GameRecord, save_path: Path, source: Path | None = None) -> None:
        self.decks = list(record.decks)
        self.options: dict[str, Any] = dict(record.options)
        self.save_path = save_path
        # A save killed before it replaced the record; one that cannot be removed now (a
        # read-only folder) is only clutter, and the game's own saves will tell of the folder.
        with contextlib.suppress(OSError):
            remove_partial_saves(save_path)
        self.save_failure: SaveFailure | None = None
        self.bots: dict[int, Callable[[Prompt], int]] = {}
        for seat, name in (self.options.get("bots") or {}).items():
            self.bots[int(seat)] = (
                Dummy.of(self.options).decider(record.seed)
                if name == DUMMY
                else make_bot(name, record.seed + int(seat), lambda: self.seq.state)
            )
        if record.max_turns is None and len(self.bots) == len(record.names):
            # A table of bots alone has no one to stop it: it gets the bot games' turn limit.
            record = replace(record, max_turns=DEFAULT_MAX_TURNS)
        self.deciders: list[int] = []
        self.seq = self._replay(record, source or save_path)
        # The turn of the last good save at save_path (what a failed save leaves on disk).
        self._saved_turn = self.seq.state.turn if source == save_path else None
        # Learning mode: where each human was last asked in the event stream, and the phases
        # of her turn that passed since without a question to her. A new game is watched from
        # its first event; a resumed one from where it stands.
        self._asked_at: dict[int, int] = {}
        self._watched_from = len(self.seq.state.events) if record.choices else 0
        self.notes: list[Explanation] = []

    @classmethod
    def new(cls, config: TableConfig, save_path: Path | None = None) -> GameSession:
        record = config.record()
        session = cls(record, save_path or new_save_path(record.decks))
        session.advance()
        return session

    @classmethod
    def resume(cls, path: Path, save_path: Path | None = None) -> GameSession:
        """Continue a saved record; raises RecordError (one line naming the file)."""
        record = load_record(path)
        check_bots(record, path)
        session = cls(record, save_path or path, source=path)
        session.advance()
        return session

    def _replay(self, record: GameRecord, source: Path) -> Sequencer:
        seq = Sequencer(record.seats(), record.seed, record.max_turns)
        for option_id in record.choices:
            if seq.prompt is None:
                raise RecordError(f"{source}: the record has choices after the game ended")
            if judge.is_command(option_id):  # given by the seat its id names
                self.deciders.append(judge.parse(option_id).seat)
            else:
                self.deciders.append(seq.prompt.decider)
            try:
                seq.choose_id(option_id)
            except IllegalChoice as e:
                raise RecordError(f"{source}: {e}") from None
        return seq

    @property
    def goldfish(self) -> bool:
        return bool(self.options.get("goldfish"))

    @property
    def learn(self) -> bool:
        """Learning mode: the coach explains each option and the phases that passed."""
        return bool(self.options.get("learn"))

    @property
    def open_hands(self) -> bool:
        return bool(self.options.get("open_hands")) or self.goldfish

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.seq.seats]

    @property
    def prompt(self) -> Prompt | None:
        return self.seq.prompt

    @property
    def finished(self) -> bool:
        return self.seq.prompt is None

    def is_human(self, seat: int) -> bool:
        return seat not in self.bots

    @property
    def humans(self) -> list[int]:
        return [seat for seat in range(len(self.seq.seats)) if self.is_human(seat)]

    @property
    def viewer(self) -> int | None:
        """Whose eyes are on the screen: the human decider; everyone's when hands are open."""
        if self.finished or self.open_hands:
            return None
        return self.seq.prompt.decider if self.seq.prompt else None

    @property
    def decider(self) -> int | None:
        return self.seq.prompt.decider if self.seq.prompt else None

    def view(self) -> dict[str, Any]:
        return view(self.seq.state, self.viewer, self.seq.prompt)

    def record(self) -> GameRecord:
        return GameRecord.of(self.seq, self.decks, self.options)

    def save(self) -> None:
        """Save the record after a choice. A failure (OSError: a full disk, a read-only or
        removed folder) is kept in save_failure, not raised: the game goes on, the file keeps
        the last good save (the write is atomic), and the next save tries again."""
        try:
            save_record(self.record(), self.save_path)
        except OSError as error:
            since = self.save_failure.since_turn if self.save_failure else self._saved_turn
            self.save_failure = SaveFailure(self.save_path, os_reason(error), since)
            return
        self.save_failure = None
        self._saved_turn = self.seq.state.turn

    def save_as(self, path: Path) -> None:
        """Save the game to ``path`` and go on saving it there. Raises OSError when it cannot
        be written, or when another file is there (it is never overwritten); then nothing
        changed."""
        if path.is_dir():
            raise IsADirectoryError(errno.EISDIR, "a folder: name a file in it")
        if path.exists() and path.resolve() != self.save_path.resolve():
            raise FileExistsError(errno.EEXIST, "another file is there, and it is not replaced")
        save_record(self.record(), path)
        self.save_path = path
        self.save_failure = None
        self._saved_turn = self.seq.state.turn

    def advance(self) -> None:
        """Let the bots answer until a human decides or the game ends, then save.

        Raises GameStalled, the game saved (or the failed save named), when the bots make
        DECISION_CEILING choices in a row and it goes on."""
        made = 0
        while self.seq.prompt is not None and self.seq.prompt.decider in self.bots:
            if made >= DECISION_CEILING:
                self.save()
                stalled = stalled_at(self.seq.state.turn)
                if self.save_failure is not None:
                    raise GameStalled(f"{stalled}; {self.save_failure.line}")
                raise stalled
            prompt = self.seq.prompt
            self.deciders.append(prompt.decider)
            self.seq.choose(self.bots[prompt.decider](prompt))
            made += 1
        self._note_passed_phases()
        self.save()

    def _note_passed_phases(self) -> None:
        """Learning mode: the phases of the decider's turn that passed since she was last
        asked, with nothing for her to decide (rules/idle.py)."""
        prompt = self.seq.prompt
        if not self.learn or prompt is None:
            self.notes = []
            return
        seat = prompt.decider
        events = self.seq.state.events
        since = self._asked_at.get(seat, self._watched_from)
        state = self.seq.state
        self.notes = passed_phases(state, seat, since) + combat_notes(state, seat, since)
        self._asked_at[seat] = len(events)

    def explanations(self) -> list[Explanation | None]:
        """Learning mode: what follows from each option of the current prompt, in the rules'
        figures (rules/explain.py); None for an option the rules say no more about."""
        prompt = self.seq.prompt
        if not self.learn or prompt is None:
            return []
        return [explain(self.seq.state, prompt, option) for option in prompt.options]

    def choose(self, index: int) -> None:
        """A human's answer to the current prompt; raises IllegalChoice and changes nothing."""
        prompt = self.seq.prompt
        if prompt is None or prompt.decider in self.bots:
            raise IllegalChoice("there is no human decision to make now")
        self.seq.choose(index)
        self.deciders.append(prompt.decider)
        self.advance()

    @property
    def judges(self) -> list[int]:
        """Who may give a judge command at this keyboard: the humans, and with open hands the
        bots too (choosing a bot's discard shows its hand, which only open hands allow)."""
        table = self.seq.state.players
        seats = range(len(table)) if self.open_hands else self.humans
        return [seat for seat in seats if not table[seat].ousted]

    def judge_view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see to give a judge command: her view of the table (everyone's
        with open hands) and her own library and crypt, which a card may let her search."""
        table = view(self.seq.state, None if self.open_hands else seat, self.seq.prompt)
        table["searched"] = searched_view(self.seq.state, seat)
        return table

    def judge(self, command: judge.Command) -> list[str]:
        """A judge command given at the current prompt (rules/judge.py), which keeps waiting;
        recorded as its giver's choice (undo takes it back) and saved. Returns the log lines
        it wrote for everyone. Raises IllegalChoice with the reason, and nothing changed, when
        it cannot be done."""
        if command.seat not in self.judges:
            raise IllegalChoice("only a Methuselah at this keyboard gives judge commands")
        log = self.seq.state.log
        written = len(log)
        self.seq.judge(command)
        self.deciders.append(command.seat)
        self.save()
        return [entry.text for entry in log[written:] if entry.private_to is None]

    def needs_handoff(self, seen_by: int | None) -> bool:
        """DESIGN.md, hot-seat: cover the table when another human is about to see her hand."""
        decider = self.decider
        return (
            decider is not None
            and covers_hands(self.open_hands, len(self.humans))
            and decider != seen_by
        )

    def _undo_point(self) -> int | None:
        """The index of the choice undo would take back, or None when the table forbids it.

        Goldfish and one-human tables always allow it; at a hot-seat table only the decider's
        own last choice, when only bots have decided since (no other human saw the result).
        """
        humans = [i for i, seat in enumerate(self.deciders) if self.is_human(seat)]
        if not humans:
            return None
        last = humans[-1]
        if self.goldfish or len(self.humans) == 1:
            return last
        if self.deciders[last] == self.decider:
            return last
        return None

    @property
    def can_undo(self) -> bool:
        return self._undo_point() is not None

    def undo(self) -> bool:
        """Take back the last human choice and every bot choice after it; replays the rest."""
        point = self._undo_point()
        if point is None:
            return False
        record = self.record()
        record.choices = record.choices[:point]
        self.seq = record.sequencer()
        del self.deciders[point:]
        self._asked_at.clear()
        self._watched_from = len(self.seq.state.events)
        self.notes = []
        self.save()
        return True

    def goldfish_batch(self, games: int) -> GoldfishReport:
        """``games`` greedy bot games of this table's deck against its dummy, the first on this
        game's seed (the same deal), the next on the seeds after it (docs/goldfish.md)."""
        deck, seed = self.decks[0], self.seq.seed
        dummy = Dummy.of(self.options)
        played = [play_goldfish(deck, s, BATCH_BOT, None, dummy) for s in range(seed, seed + games)]
        return report(deck, BATCH_BOT, played, dummy)

    def goldfish_summary(self) -> GoldfishSummary:
        """Replay the record: the dummy's pool after each of the deck's turns, the first vampire."""
        record = self.record()
        seq = Sequencer(record.seats(), record.seed, record.max_turns)
        bled: list[int] = []
        first_vampire: int | None = None
        last_pool = 30
        steps = iter(record.choices)
        while True:
            table = view(seq.state, None)
            own_turn = (table["turn"] + 1) // 2
            deck, dummy = table["players"][0], table["players"][1]
            # The dummy only loses pool on the deck's turns: turn 2k belongs with the deck's k.
            if table["turn"]:
                while len(bled) < own_turn:
                    bled.append(0)
                # Pool the dummy gains (6 for ousting a goldfisher who spent all hers, 9.1)
                # is not negative bleeding.
                bled[own_turn - 1] += max(0, last_pool - dummy["pool"])
                if first_vampire is None and deck["ready"]:
                    first_vampire = own_turn
            last_pool = dummy["pool"]
            option_id = next(steps, None)
            if option_id is None or seq.prompt is None:
                break
            seq.choose_id(option_id)
        ousted = self.finished and table["players"][1]["ousted"]
        return GoldfishSummary(len(bled) if ousted else None, bled, first_vampire)
