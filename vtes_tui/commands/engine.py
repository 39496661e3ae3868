"""Provides the headless commands: simulate, replay, scenario and deck check."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ..files import SEED_LIMIT
from ..players.bots import BOTS, DEFAULT_MAX_TURNS
from .common import ALLOW_ILLEGAL_HELP, check_writable, fail, load_decks, warn

if TYPE_CHECKING:
    from ..players.twda import Opponents

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
        seats: Annotated[
            int | None,
            typer.Option(min=2, max=6, help="Seats at the table (default 4; not with --twda)"),
        ] = None,
        games: Annotated[int, typer.Option(min=1, max=1_000_000, help="Games to play")] = 1,
        seed: Annotated[
            int, typer.Option(min=0, max=SEED_LIMIT - 1, help="Seed of the first game")
        ] = 0,
        bot: Annotated[str, typer.Option(help="greedy, random or heuristic")] = "greedy",
        max_turns: Annotated[
            int, typer.Option(min=1, max=1_000_000, help="Stop a game after this many turns")
        ] = DEFAULT_MAX_TURNS,
        record: Annotated[Path | None, typer.Option(help="Write one record per game here")] = None,
        twda: Annotated[
            Path | None,
            typer.Option(help="A folder of decklists: seat the decks against some drawn from it"),
        ] = None,
        opponents: Annotated[
            int | None, typer.Option(help="With --twda: opponents drawn for each game")
        ] = None,
        as_json: Annotated[bool, typer.Option("--json", help="One JSON object")] = False,
        allow_illegal: Annotated[
            bool, typer.Option("--allow-illegal", help=ALLOW_ILLEGAL_HELP)
        ] = False,
    ) -> None:
        """Play headless bot games and report how they went, deck by deck."""
        from ..players.simulate import simulate
        from ..players.twda import OpponentsError

        if bot not in BOTS:
            raise fail(f"--bot {bot!r}: choose one of {', '.join(BOTS)}")
        if seed + games > SEED_LIMIT:
            raise fail(f"--seed {seed} and --games {games}: the last seed is over 64 bits")
        check_writable("--record", record, folder=True)
        table = _table(len(deck), seats, twda, opponents)
        decks = load_decks(deck, None if allow_illegal else table)
        try:
            drawn = None if twda is None else _opponents(twda, opponents or 0)
            report = simulate(decks, table, games, seed, bot, max_turns, record, drawn)
        except OpponentsError as e:
            raise fail(str(e)) from None
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
        typer.echo(_decks_text(report.to_json()["decks"]))
        if report.opponents is not None:
            typer.echo(report.opponents.summary())
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


def _table(decks: int, seats: int | None, twda: Path | None, opponents: int | None) -> int:
    """The seats at the table: --seats, or with --twda the decks and their opponents (1.2: two
    to six Methuselahs); a contradiction gets one line and exit code 2."""
    if twda is None:
        if opponents is not None:
            raise fail("--opponents takes --twda: the folder they are drawn from")
        return 4 if seats is None else seats
    if seats is not None:
        raise fail("--seats with --twda: the table is the decks and their --opponents")
    if opponents is None or opponents < 1:
        raise fail(f"--opponents {opponents}: --twda seats at least one opponent")
    if not 2 <= decks + opponents <= 6:
        raise fail(f"{decks} deck(s) and {opponents} opponents: a table seats 2 to 6 (1.2)")
    return decks + opponents


def _opponents(folder: Path, count: int) -> Opponents:
    from ..players.twda import Opponents

    return Opponents.of(folder, count)


_DECK_COLUMNS = (
    ("games", "games"),
    ("wins", "wins"),
    ("VP", "victory_points"),
    ("VP/game", "victory_points_mean"),
    ("ousted", "ousted"),
    ("ousted prey", "ousted_prey"),
    ("turns survived", "turns_survived_mean"),
)


def _decks_text(decks: list[dict[str, Any]]) -> str:
    """The per-deck figures as an aligned table, a deck a line."""
    width = max(len("deck"), *(len(d["deck"]) for d in decks))
    head = "deck".ljust(width) + "".join(f"  {title:>{len(title)}}" for title, _ in _DECK_COLUMNS)
    lines = [head]
    for d in decks:
        cells = "".join(
            f"  {d[key]:>{len(title)}.2f}"
            if isinstance(d[key], float)
            else f"  {d[key]:>{len(title)}}"
            for title, key in _DECK_COLUMNS
        )
        lines.append(d["deck"].ljust(width) + cells)
    return "\n".join(lines)


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
