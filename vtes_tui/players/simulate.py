"""Provides headless bot games: many seeded games, their records and their statistics."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..cards.decks import Deck
from ..rules.events import PhaseBegan
from ..rules.state import GameState, Phase
from ..sequencer.core import Sequencer
from ..sequencer.record import GameRecord, save_record
from .bots import DECISION_CEILING, DEFAULT_MAX_TURNS, make_bot, stalled_at
from .twda import Opponents


@dataclass(slots=True)
class DeckFigures:
    """One deck over the games it sat in (once a seat: a deck at two seats counts twice)."""

    deck: str
    games: int = 0  # seats it held in games the engine played to their end
    wins: int = 0  # 9.1: the most victory points at the end, alone (a tie has no winner)
    victory_points: int = 0
    ousted: int = 0  # times it was ousted (9.1)
    ousted_prey: int = 0  # times its prey was ousted during its own turn
    turns: int = 0  # its own turns played, before it was ousted or the game ended

    def add(self, state: GameState, seat: int, turns_of: dict[int, int]) -> None:
        player = state.players[seat]
        self.games += 1
        self.wins += int(state.winner == seat)
        self.victory_points += player.victory_points
        self.ousted += int(player.ousted)
        self.ousted_prey += sum(
            1 for other in state.players if ousted_by(state, other.seat, turns_of) == seat
        )
        self.turns += sum(1 for s in turns_of.values() if s == seat)

    def to_json(self) -> dict[str, object]:
        games = self.games or 1
        return {
            "deck": self.deck,
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.wins / games, 3),
            "victory_points": self.victory_points,
            "victory_points_mean": round(self.victory_points / games, 2),
            "ousted": self.ousted,
            "ousted_prey": self.ousted_prey,
            "turns_survived_mean": round(self.turns / games, 2),
        }


def turn_seats(state: GameState) -> dict[int, int]:
    """Whose turn each turn of the game was (3: a turn begins with its unlock phase)."""
    seats: dict[int, int] = {}
    for event in state.events:
        if isinstance(event, PhaseBegan) and event.phase is Phase.UNLOCK:
            seats[len(seats) + 1] = event.seat
    return seats


def ousted_by(state: GameState, seat: int, turns_of: dict[int, int]) -> int | None:
    """The Methuselah who ousted ``seat``: her predator then (2.1: the next to her right still
    in the game), when the oust came in that predator's own turn; else None."""
    player = state.players[seat]
    if player.oust_turn is None:
        return None
    n = len(state.players)
    for step in range(1, n):
        other = state.players[(seat - step) % n]
        if other.oust_turn is None or other.oust_turn >= player.oust_turn:
            return other.seat if turns_of.get(player.oust_turn) == other.seat else None
    return None


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
    decks: list[DeckFigures] = field(default_factory=list)
    opponents: Opponents | None = None

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
            "decks": [d.to_json() for d in self.decks],
            "twda": None if self.opponents is None else self.opponents.to_json(),
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
    return play_seats(decks, seed, [bot] * len(decks), max_turns, on_choice)


def play_seats(
    decks: Sequence[Deck],
    seed: int,
    bots: Sequence[str],
    max_turns: int | None = DEFAULT_MAX_TURNS,
    on_choice: Callable[[Sequencer], None] | None = None,
) -> Sequencer:
    """One game with the named bot in each seat, as :func:`play_bot_game`."""
    record = GameRecord(seed=seed, names=seat_names(decks), decks=list(decks), max_turns=max_turns)
    seq = record.sequencer()
    deciders = [make_bot(bot, seed * 31 + i, lambda: seq.state) for i, bot in enumerate(bots)]
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
    opponents: Opponents | None = None,
) -> SimulationReport:
    """``games`` seeded bot games. Without ``opponents`` the decks repeat round a table of
    ``seats``; with them each game seats the decks and that game's opponents in an order drawn
    by its seed, and the opponents' figures are one line, "TWDA opponents"."""
    report = SimulationReport(
        vp_per_seat=[0.0] * seats,
        decks=[DeckFigures(d.name) for d in decks],
        opponents=opponents,
    )
    if opponents is not None:
        report.decks.append(DeckFigures(OPPONENTS))
    start = time.perf_counter()
    for game in range(games):
        game_seed = seed + game
        report.games += 1
        # OpponentsError (the folder cannot seat the table) stops the batch: no game can start.
        table, groups = _seating(decks, seats, game_seed, opponents)
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
        turns_of = turn_seats(state)
        for p in state.players:
            report.vp_per_seat[p.seat] += p.victory_points
            report.decks[groups[p.seat]].add(state, p.seat, turns_of)
        if record_dir is not None:
            record = GameRecord.of(seq, table, {"bot": bot})
            save_record(record, record_dir / f"game-{game_seed}.json")
    report.seconds = time.perf_counter() - start
    return report


OPPONENTS = "TWDA opponents"


def _seating(
    decks: Sequence[Deck], seats: int, seed: int, opponents: Opponents | None
) -> tuple[list[Deck], list[int]]:
    """The game's table and, seat by seat, which line of the report the deck counts in."""
    if opponents is None:
        return table_of(decks, seats), [i % len(decks) for i in range(seats)]
    rng = random.Random(seed)
    seating = [(deck, i) for i, deck in enumerate(decks)]
    seating += [(deck, len(decks)) for deck in opponents.draw(rng)]
    rng.shuffle(seating)  # 2.1: seats by any method: here, by the seed
    return [deck for deck, _ in seating], [line for _, line in seating]
