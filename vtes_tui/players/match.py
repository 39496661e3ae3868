"""Provides matches between bots: seeded four-seat games with a named bot in each seat, and the
heuristic bot's rate of wins against the greedy bot."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..cards.decks import Deck
from ..cards.definitions import is_automated
from .bots import DEFAULT_MAX_TURNS
from .simulate import play_seats

SEATS = 4
# Two seatings alternate so that each bot sits in each position equally often.
SEATINGS = (
    ("heuristic", "greedy", "heuristic", "greedy"),
    ("greedy", "heuristic", "greedy", "heuristic"),
)


@dataclass(slots=True)
class MatchReport:
    """Games won by a heuristic seat, by a greedy seat, and games with no winner."""

    heuristic: int = 0
    greedy: int = 0
    no_winner: int = 0
    # Cards played by hand (not automated) in the heuristic seats' hands when the games ended:
    # the bot leaves them there, and this says how many it could not use.
    by_hand_in_hand: int = 0

    def add(self, other: MatchReport) -> None:
        self.heuristic += other.heuristic
        self.greedy += other.greedy
        self.no_winner += other.no_winner
        self.by_hand_in_hand += other.by_hand_in_hand

    @property
    def games(self) -> int:
        return self.heuristic + self.greedy + self.no_winner

    @property
    def rate(self) -> float:
        return self.heuristic / self.games if self.games else 0.0

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """The Wilson score interval of the rate (95% by default)."""
        n = self.games
        if not n:
            return (0.0, 0.0)
        p = self.rate
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
        return (max(0.0, centre - half), min(1.0, centre + half))


def match_table(pool: Sequence[Deck], game: int) -> tuple[list[Deck], tuple[str, ...]]:
    """Game ``game``'s decks and bots: games 2k and 2k+1 deal the same four decks, drawn from
    ``pool`` by k, and swap the bots, so neither bot is favoured by the decks it was dealt."""
    decks = random.Random(game // 2).sample(list(pool), SEATS)
    return decks, SEATINGS[game % 2]


def heuristic_against_greedy(
    pool: Sequence[Deck], games: int, first: int = 0, max_turns: int | None = DEFAULT_MAX_TURNS
) -> MatchReport:
    """Games ``first`` to ``first + games - 1``: the game is the heuristic's when a heuristic
    seat is its winner (9.1: the most victory points, alone); a game with no winner counts
    against it."""
    report = MatchReport()
    for game in range(first, first + games):
        decks, bots = match_table(pool, game)
        state = play_seats(decks, game, bots, max_turns).state
        winner = state.winner
        report.by_hand_in_hand += sum(
            not is_automated(c.card)
            for p in state.players
            if bots[p.seat] == "heuristic"
            for c in p.hand
        )
        if winner is None:
            report.no_winner += 1
        elif bots[winner] == "heuristic":
            report.heuristic += 1
        else:
            report.greedy += 1
    return report
