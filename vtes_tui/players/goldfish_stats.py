"""Provides the figures of a batch of goldfish games: turns to oust, bleed curve, costs, cards,
and the comparison of two decks (the JSON keys are documented in docs/goldfish.md)."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..cards.decks import Deck
from ..cards.definitions import is_automated
from .goldfish import PASSIVE, Dummy, GoldfishGame

Z_95 = 1.96  # two-sided 95% of a normal law: the intervals are normal approximations


def mean(values: Sequence[float]) -> float | None:
    return statistics.fmean(values) if values else None


def percentile(values: Sequence[float], q: int) -> float | None:
    """The ``q``-th percentile, interpolated between ranks (numpy's default, "inclusive")."""
    if not values:
        return None
    if len(values) == 1:
        return float(values[0])
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def interval_95(values: Sequence[float]) -> tuple[float, float] | None:
    """The 95% confidence interval of the mean (normal approximation; needs two values)."""
    if len(values) < 2:
        return None
    centre = statistics.fmean(values)
    half = Z_95 * statistics.stdev(values) / math.sqrt(len(values))
    return centre - half, centre + half


@dataclass(frozen=True, slots=True)
class CardFigures:
    """One library card over the batch: copies drawn, played, discarded, in hand at the end."""

    name: str
    automated: bool
    drawn: int
    played: int
    discarded: int
    stuck: int

    def to_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "automated": self.automated,
            "drawn": self.drawn,
            "played": self.played,
            "discarded": self.discarded,
            "stuck": self.stuck,
        }


@dataclass(frozen=True, slots=True)
class GoldfishReport:
    """The figures of a batch of games of one deck, the games in seed order."""

    deck: str
    bot: str
    games: list[GoldfishGame]
    cards: list[CardFigures]
    dummy: Dummy = PASSIVE
    # The records of the fastest and slowest games, once saved ("fastest", "slowest": path).
    records: dict[str, Path] = field(default_factory=dict)

    @property
    def opponent(self) -> str:
        """The dummy in words, as the report's title says it."""
        if self.dummy.block <= 0:
            return "a passive dummy"
        return (
            f"a dummy blocking {self.dummy.block:.0%} of actions (intercept {self.dummy.intercept})"
        )

    @property
    def played(self) -> list[GoldfishGame]:
        """The games the engine played to their end (an error ends a game without figures)."""
        return [g for g in self.games if g.error is None]

    @property
    def turns(self) -> list[int]:
        return [g.turns for g in self.played if g.turns is not None]

    @property
    def errors(self) -> list[str]:
        return [g.error for g in self.games if g.error is not None]

    def histogram(self) -> dict[int, int]:
        return dict(sorted(Counter(self.turns).items()))

    def bleed_curve(self) -> list[float]:
        """Mean pool bled in the deck's k-th turn, over the games that played a k-th turn."""
        games = self.played
        longest = max((len(g.bled_per_turn) for g in games), default=0)
        curve = []
        for k in range(longest):
            bled = [g.bled_per_turn[k] for g in games if len(g.bled_per_turn) > k]
            curve.append(statistics.fmean(bled))
        return curve

    def fastest(self) -> GoldfishGame | None:
        """The first game (by seed) that ousted the dummy in the fewest turns."""
        ousting = [g for g in self.played if g.turns is not None]
        return min(ousting, key=lambda g: g.turns or 0, default=None)

    def slowest(self) -> GoldfishGame | None:
        ousting = [g for g in self.played if g.turns is not None]
        return max(reversed(ousting), key=lambda g: g.turns or 0, default=None)

    def by_hand(self) -> list[CardFigures]:
        """The cards the bots cannot play themselves: the figures' blind spots."""
        return [c for c in self.cards if not c.automated]

    def to_json(self) -> dict[str, Any]:
        played = self.played
        turns = self.turns
        interval = interval_95(turns)
        fastest, slowest = self.fastest(), self.slowest()
        return {
            "deck": self.deck,
            "bot": self.bot,
            "games": len(self.games),
            "errors": len(self.errors),
            "first_error": self.errors[0] if self.errors else None,
            "ousted": len(turns),
            "turns_mean": mean(turns),
            "turns_ci95": list(interval) if interval else None,
            "turns_median": statistics.median(turns) if turns else None,
            "turns_p10": percentile(turns, 10),
            "turns_p90": percentile(turns, 90),
            "turns_histogram": {str(t): n for t, n in self.histogram().items()},
            "bled_per_turn": self.bleed_curve(),
            "first_vampire_mean": mean([g.first_vampire for g in played if g.first_vampire]),
            "first_two_vampires_mean": mean(
                [g.first_two_vampires for g in played if g.first_two_vampires]
            ),
            "influence_pool_mean": mean([g.influence_pool for g in played]),
            "card_blood_mean": mean([g.card_blood for g in played]),
            "card_pool_mean": mean([g.card_pool for g in played]),
            "fastest_seed": fastest.seed if fastest else None,
            "slowest_seed": slowest.seed if slowest else None,
            "fastest_record": _path(self.records.get("fastest")),
            "slowest_record": _path(self.records.get("slowest")),
            "dummy_block": self.dummy.block,
            "dummy_intercept": self.dummy.intercept if self.dummy.block > 0 else None,
            "cards": [c.to_json() for c in self.cards],
        }


def card_figures(deck: Deck, games: Sequence[GoldfishGame]) -> list[CardFigures]:
    """Every library card of the deck, in decklist order, over the games that ended well."""
    drawn: Counter[str] = Counter()
    played: Counter[str] = Counter()
    discarded: Counter[str] = Counter()
    stuck: Counter[str] = Counter()
    for game in games:
        if game.error is None:
            drawn += game.drawn
            played += game.played
            discarded += game.discarded
            stuck += game.stuck
    return [
        CardFigures(
            card.name,
            is_automated(card),
            drawn[card.name],
            played[card.name],
            discarded[card.name],
            stuck[card.name],
        )
        for card, _ in deck.library
    ]


def _path(path: Path | None) -> str | None:
    return None if path is None else str(path)


def report(
    deck: Deck, bot: str, games: Sequence[GoldfishGame], dummy: Dummy = PASSIVE
) -> GoldfishReport:
    return GoldfishReport(deck.name, bot, list(games), card_figures(deck, games), dummy)


def difference_95(a: Sequence[float], b: Sequence[float]) -> tuple[float, float, float] | None:
    """Mean of ``b`` less mean of ``a``, with its 95% interval (Welch, normal approximation)."""
    if len(a) < 2 or len(b) < 2:
        return None
    diff = statistics.fmean(b) - statistics.fmean(a)
    half = Z_95 * math.sqrt(statistics.variance(a) / len(a) + statistics.variance(b) / len(b))
    return diff, diff - half, diff + half


CSV_HEADER = (
    "deck",
    "seed",
    "turns",
    "first_vampire",
    "first_two_vampires",
    "influence_pool",
    "card_blood",
    "card_pool",
    "bled_per_turn",
    "error",
)


def csv_rows(report: GoldfishReport) -> list[list[object]]:
    """One row per game (CSV_HEADER); the bleed per turn joined by spaces, empty cells for None."""
    return [
        [
            report.deck,
            g.seed,
            "" if g.turns is None else g.turns,
            g.first_vampire or "",
            g.first_two_vampires or "",
            g.influence_pool,
            g.card_blood,
            g.card_pool,
            " ".join(map(str, g.bled_per_turn)),
            g.error or "",
        ]
        for g in report.games
    ]
