"""Provides the headless commands: simulate, replay, scenario and deck check."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any

import typer

from ..files import SEED_LIMIT
from ..players.bots import BOTS, DEFAULT_MAX_TURNS
from .common import ALLOW_ILLEGAL_HELP, fail, load_decks, warn

# The sequencer, the simulator and the deck report are imported inside the commands that use
# them, so that `vtes-tui play` does not load them before its first screen (docs/app.md, cold
# start).


def state_text(state_view: dict[str, Any]) -> str:
    """A plain summary of a table view: turn, phase, then each Methuselah and her regions."""
    lines = [
        f"Turn {state_view['turn']}, {state_view['phase']} phase"
        + (" (game over)" if state_view["finished"] else "")
    ]
    for p in state_view["players"]:
        flags = " [Edge]" if p["edge"] else ""
        flags += " [ousted]" if p["ousted"] else ""
        lines.append(
            f"{p['name']}: {p['pool']} pool, {p['victory_points']} VP{flags}; hand {p['hand_size']}, "
            f"library {p['library']}, crypt {p['crypt']}, ash heap {len(p['ash_heap'])}"
        )
        for region in ("ready", "torpor", "uncontrolled", "in_play"):
            cards = p[region]
            if cards:
                lines.append(f"  {region}: " + ", ".join(_card_text(c) for c in cards))
    prompt = state_view.get("prompt")
    if prompt and "options" in prompt:
        lines.append(
            f"Waiting for seat {prompt['decider']}: {prompt['text']} [{prompt['section']}]"
        )
        lines.extend(f"  {o['index']}. {o['label']}" for o in prompt["options"])
    return "\n".join(lines)


def _card_text(card: dict[str, Any]) -> str:
    if card.get("hidden"):
        return f"face-down ({card['blood']})"
    locked = ", locked" if card.get("locked") else ""
    return f"{card['name']} ({card['blood']}{locked})"


def register(app: typer.Typer) -> None:
    @app.command("simulate")
    def simulate_command(
        deck: Annotated[list[Path], typer.Option(help="A decklist; repeat for more decks")],
        seats: Annotated[int, typer.Option(min=2, max=6, help="Seats at the table")] = 4,
        games: Annotated[int, typer.Option(min=1, max=1_000_000, help="Games to play")] = 1,
        seed: Annotated[
            int, typer.Option(min=0, max=SEED_LIMIT - 1, help="Seed of the first game")
        ] = 0,
        bot: Annotated[str, typer.Option(help="greedy or random")] = "greedy",
        max_turns: Annotated[
            int, typer.Option(min=1, max=1_000_000, help="Stop a game after this many turns")
        ] = DEFAULT_MAX_TURNS,
        record: Annotated[Path | None, typer.Option(help="Write one record per game here")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="One JSON object")] = False,
        allow_illegal: Annotated[
            bool, typer.Option("--allow-illegal", help=ALLOW_ILLEGAL_HELP)
        ] = False,
    ) -> None:
        """Play headless bot games and report how they went."""
        from ..players.simulate import simulate

        if bot not in BOTS:
            raise fail(f"--bot {bot!r}: choose one of {', '.join(BOTS)}")
        if seed + games > SEED_LIMIT:
            raise fail(f"--seed {seed} and --games {games}: the last seed is over 64 bits")
        decks = load_decks(deck, None if allow_illegal else seats)
        report = simulate(decks, seats, games, seed, bot, max_turns, record)
        if as_json:
            typer.echo(json.dumps(report.to_json()))
            return
        typer.echo(f"games: {report.games}  finished: {report.finished}  errors: {report.errors}")
        typer.echo("victory points per seat: " + ", ".join(f"{v:g}" for v in report.vp_per_seat))
        typer.echo(f"turns: {report.turns}  decisions: {report.decisions}")
        typer.echo(
            f"decisions per second: {report.decisions_per_second:,.0f}  "
            f"games per second: {report.games_per_second:.2f}"
        )
        if report.first_error:
            typer.echo(f"first error: {report.first_error}")

    @app.command("replay")
    def replay_command(
        record: Annotated[Path, typer.Argument(help="A game record (JSON)")],
        step: Annotated[int | None, typer.Option(help="Stop after this many choices")] = None,
        as_json: Annotated[bool, typer.Option("--json", help="The state as JSON")] = False,
    ) -> None:
        """Show the state after a whole record, or after its first STEP choices."""
        from ..sequencer.record import RecordError, load_record, replay_record
        from ..sequencer.view import view

        try:
            seq = replay_record(load_record(record), record, step)
        except RecordError as e:
            raise fail(str(e)) from None
        _print_state(view(seq.state, None, seq.prompt), as_json)

    @app.command("scenario")
    def scenario_command(
        file: Annotated[Path, typer.Argument(help="A scenario (TOML, see docs/scenarios.md)")],
        as_json: Annotated[bool, typer.Option("--json", help="The state as JSON")] = False,
    ) -> None:
        """Lay out a table from a scenario file, play its choices, show the result."""
        from ..sequencer.scenario import ScenarioError, load_scenario
        from ..sequencer.view import view

        try:
            seq = load_scenario(file)
        except ScenarioError as e:
            raise fail(str(e)) from None
        _print_state(view(seq.state, None, seq.prompt), as_json)

    deck_app = typer.Typer(help="Decklists: check them.", no_args_is_help=True)
    app.add_typer(deck_app, name="deck")

    @deck_app.command("check")
    def deck_check(
        files: Annotated[list[Path], typer.Argument(help="Decklist files")],
        as_json: Annotated[bool, typer.Option("--json", help="JSON lines")] = False,
    ) -> None:
        """Counts, groups, legality, and how many library and crypt cards play themselves."""
        from ..cards.decks import DeckError, load_deck
        from ..cards.report import deck_report

        failed = False
        for path in files:
            try:
                deck = load_deck(path, warn=warn)
            except DeckError as e:
                typer.echo(f"vtes-tui: {e}", err=True)
                failed = True
                continue
            report = deck_report(deck)
            if as_json:
                typer.echo(json.dumps({"file": str(path), **report}, default=str))
            else:
                typer.echo(_report_text(path, report))
        if failed:
            raise typer.Exit(2)


def _report_text(path: Path, report: dict[str, Any]) -> str:
    capacity = report["capacity"]
    library, crypt = report["automated"]["library"], report["automated"]["crypt"]
    problems = "; ".join(report["problems"]) or "legal"
    return "\n".join(
        [
            f"{path}: {report['name']}",
            f"  crypt {report['crypt']}, library {report['library']}, "
            f"groups {', '.join(str(g) for g in report['groups'])}",
            f"  capacity {capacity['min']}-{capacity['max']} (average {capacity['avg']})",
            f"  legality: {problems}",
            f"  automated: library {_automated_text(library)}, crypt {_automated_text(crypt)}",
            *_wrapped("  by hand, library: ", _by_hand_items(library)),
            *_wrapped("  by hand, crypt: ", _by_hand_items(crypt)),
        ]
    )


def _automated_text(side: dict[str, Any]) -> str:
    return (
        f"{side['automated_copies']} of {side['copies']} copies "
        f"({side['automated_distinct']} of {side['distinct']} distinct)"
    )


def _by_hand_items(side: dict[str, Any]) -> list[str]:
    return [f"{card['copies']}x {card['name']}" for card in side["by_hand"]] or ["none"]


def _wrapped(head: str, items: list[str], width: int = 100) -> list[str]:
    """``head`` then the items, broken into lines between items, never inside a card's name, the
    following lines indented under the first item. Semicolons part them: names hold commas.

    Each line keeps room for the semicolon that ends it when more items follow."""
    lines = [head + items[0]]
    for item in items[1:]:
        if len(lines[-1]) + len("; ") + len(item) + len(";") > width:
            lines[-1] += ";"
            lines.append(" " * len(head) + item)
        else:
            lines[-1] += "; " + item
    return lines


def _print_state(state_view: dict[str, Any], as_json: bool) -> None:
    if as_json:
        typer.echo(json.dumps(state_view))
    else:
        typer.echo(state_text(state_view))
