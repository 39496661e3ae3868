"""Provides headless bot games: many seeded games, their records and their statistics."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..cards.decks import Deck
from ..sequencer.core import Sequencer
from ..sequencer.record import GameRecord, save_record
from .bots import DECISION_CEILING, DEFAULT_MAX_TURNS, make_bot, stalled_at


@dataclass(slots=True)
class SimulationReport:
    """What ``vtes-tui simulate`` reports (its --json keys are these field names)."""

    games: int = 0
    finished: int = 0
    errors: int = 0
    vp_per_seat: list[float] = field(default_factory=list)
    turns: int = 0
    decisions: int = 0
    seconds: float = 0.0
    first_error: str | None = None

    @property
    def decisions_per_second(self) -> float:
        return self.decisions / self.seconds if self.seconds else 0.0

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def to_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "finished": self.finished,
            "errors": self.errors,
            "vp_per_seat": self.vp_per_seat,
            "turns": self.turns,
            "decisions": self.decisions,
            "decisions_per_second": round(self.decisions_per_second, 1),
            "games_per_second": round(self.games_per_second, 2),
        }


def table_of(decks: Sequence[Deck], seats: int) -> list[Deck]:
    """Decks repeat round the table when there are fewer decks than seats."""
    return [decks[i % len(decks)] for i in range(seats)]


def seat_names(decks: Sequence[Deck]) -> list[str]:
    return [f"{i + 1}. {deck.name}" for i, deck in enumerate(decks)]


def play_bot_game(
    decks: Sequence[Deck],
    seed: int,
    bot: str,
    max_turns: int | None = DEFAULT_MAX_TURNS,
    on_choice: Callable[[Sequencer], None] | None = None,
) -> Sequencer:
    """One game where every seat is the named bot; ``on_choice`` sees the table after each choice.

    Raises GameStalled when the bots make DECISION_CEILING choices and the game goes on."""
    record = GameRecord(seed=seed, names=seat_names(decks), decks=list(decks), max_turns=max_turns)
    seq = record.sequencer()
    deciders = [make_bot(bot, seed * 31 + i, lambda: seq.state) for i in range(len(decks))]
    while seq.prompt is not None:
        if len(seq.choices) >= DECISION_CEILING:
            raise stalled_at(seq.state.turn)
        prompt = seq.prompt
        seq.choose(deciders[prompt.decider](prompt))
        if on_choice is not None:
            on_choice(seq)
    return seq


def simulate(
    decks: Sequence[Deck],
    seats: int,
    games: int,
    seed: int,
    bot: str,
    max_turns: int | None = DEFAULT_MAX_TURNS,
    record_dir: Path | None = None,
) -> SimulationReport:
    table = table_of(decks, seats)
    report = SimulationReport(vp_per_seat=[0.0] * seats)
    start = time.perf_counter()
    for game in range(games):
        game_seed = seed + game
        report.games += 1
        try:
            seq = play_bot_game(table, game_seed, bot, max_turns)
        except Exception as e:  # a rules bug must not stop the batch: it is counted and named
            report.errors += 1
            if report.first_error is None:
                report.first_error = f"game {game} (seed {game_seed}): {e.__class__.__name__}: {e}"
            continue
        state = seq.state
        report.finished += int(len(state.alive()) <= 1)
        report.turns += state.turn
        report.decisions += len(seq.choices)
        for p in state.players:
            report.vp_per_seat[p.seat] += p.victory_points
        if record_dir is not None:
            record = GameRecord.of(seq, table, {"bot": bot})
            save_record(record, record_dir / f"game-{game_seed}.json")
    report.seconds = time.perf_counter() - start
    return report
