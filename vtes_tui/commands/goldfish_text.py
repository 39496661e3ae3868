"""Provides the printed goldfish report: figures, plotext plots, the card table, a comparison."""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from rich.console import Console
from rich.table import Table

from ..players.goldfish_stats import GoldfishReport, difference_95

_PLOT_WIDTH, _PLOT_HEIGHT = 70, 14


def plot(draw: Callable[[Any], None]) -> str:
    """A plotext figure as text, without colours when the output is not a terminal."""
    import plotext as plt

    plt.clear_figure()
    plt.plotsize(_PLOT_WIDTH, _PLOT_HEIGHT)
    plt.theme("clear")
    draw(plt)
    text = plt.build()
    return text if sys.stdout.isatty() else plt.uncolorize(text)


def _n(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _figures(report: GoldfishReport) -> dict[str, str]:
    """The headline figures as printed, in the order printed."""
    data = report.to_json()
    ci = data["turns_ci95"]
    fastest, slowest = report.fastest(), report.slowest()
    return {
        "games (errors)": f"{data['games']} ({data['errors']})",
        "dummy ousted in": f"{data['ousted']} games",
        "turns to oust: mean": _n(data["turns_mean"]),
        "  95% interval": "-" if ci is None else f"{ci[0]:.2f} to {ci[1]:.2f}",
        "  median": _n(data["turns_median"]),
        "  10th / 90th percentile": f"{_n(data['turns_p10'])} / {_n(data['turns_p90'])}",
        "first turn, 1 vampire in play": _n(data["first_vampire_mean"]),
        "first turn, 2 vampires in play": _n(data["first_two_vampires_mean"]),
        "pool spent on influence": _n(data["influence_pool_mean"]),
        "blood spent on cards": _n(data["card_blood_mean"]),
        "pool spent on cards": _n(data["card_pool_mean"]),
        "fastest game (seed)": f"{fastest.turns} turns ({fastest.seed})" if fastest else "-",
        "slowest game (seed)": f"{slowest.turns} turns ({slowest.seed})" if slowest else "-",
    }


def _records(console: Console, report: GoldfishReport) -> None:
    """Where the fastest and slowest games were saved, to replay them."""
    for which, path in report.records.items():
        console.print(f"{report.deck}: {which} game saved as {path}", soft_wrap=True)
    if report.records:
        console.print("  replay one: vtes-tui replay FILE, or vtes-tui play --resume FILE")


def _histogram(reports: list[GoldfishReport]) -> str:
    turns = sorted({t for r in reports for t in r.histogram()})

    def draw(plt: Any) -> None:
        counts = [[r.histogram().get(t, 0) for t in turns] for r in reports]
        if len(reports) == 1:
            plt.bar(turns, counts[0])
        else:
            plt.multiple_bar(turns, counts, labels=[r.deck for r in reports])
        plt.title("Games by turns to oust the dummy")
        plt.xlabel("the deck's turns")

    return plot(draw)


def _bleed(reports: list[GoldfishReport]) -> str:
    def draw(plt: Any) -> None:
        for r in reports:
            curve = r.bleed_curve()
            plt.plot(
                list(range(1, len(curve) + 1)), curve, label=r.deck if len(reports) > 1 else ""
            )
        plt.title("Mean pool bled in each of the deck's turns")
        plt.xlabel("the deck's turn")

    return plot(draw)


def _cards(console: Console, report: GoldfishReport) -> None:
    games = len(report.played)
    table = Table(title=f"Library cards over {games} games (copies)", title_justify="left")
    for column in ("card", "drawn", "played", "discarded", "in hand at the end"):
        table.add_column(column, justify="left" if column == "card" else "right")
    for c in sorted(report.cards, key=lambda c: (-c.drawn, c.name)):
        name = c.name if c.automated else f"{c.name} (by hand)"
        table.add_row(name, str(c.drawn), str(c.played), str(c.discarded), str(c.stuck))
    console.print(table)
    by_hand = report.by_hand()
    if by_hand:
        console.print(
            "Played by hand (not automated; the bot plays them without their effect): "
            + ", ".join(c.name for c in by_hand)
        )


def print_report(console: Console, report: GoldfishReport) -> None:
    console.print(
        f"Goldfish: {report.deck}, {report.bot} bot against {report.opponent}", soft_wrap=True
    )
    for label, value in _figures(report).items():
        console.print(f"  {label}: {value}")
    if report.errors:
        console.print(f"  first error: {report.errors[0]}")
    if report.turns:
        console.print(_histogram([report]), soft_wrap=True)
    console.print(_bleed([report]), soft_wrap=True)
    _cards(console, report)
    _records(console, report)


def print_comparison(console: Console, a: GoldfishReport, b: GoldfishReport) -> None:
    table = Table(title=f"Goldfish, {a.bot} bot against {a.opponent}", title_justify="left")
    table.add_column("")
    table.add_column(a.deck, justify="right")
    table.add_column(b.deck, justify="right")
    first, second = _figures(a), _figures(b)
    for label, value in first.items():
        table.add_row(label, value, second[label])
    console.print(table)
    difference = difference_95(a.turns, b.turns)
    if difference is not None:
        diff, low, high = difference
        verdict = (
            "no difference shown at 95%"
            if low <= 0 <= high
            else f"{a.deck if diff > 0 else b.deck} ousts faster"
        )
        console.print(
            f"Turns to oust, {b.deck} less {a.deck}: {diff:+.2f} "
            f"(95% interval {low:+.2f} to {high:+.2f}): {verdict}"
        )
    if a.turns or b.turns:
        console.print(_histogram([a, b]), soft_wrap=True)
    console.print(_bleed([a, b]), soft_wrap=True)
    _cards(console, a)
    _cards(console, b)
    _records(console, a)
    _records(console, b)
