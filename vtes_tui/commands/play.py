"""Provides the `play` and `goldfish` commands: start the Textual app at a table or goldfishing."""

from __future__ import annotations

import random
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from ..app.setup import DEFAULT_NAMES, MAX_SEATS, MIN_SEATS, TableConfig
from ..files import SEED_LIMIT
from .common import ALLOW_ILLEGAL_HELP, check_decks, check_writable, fail, load_decks

if TYPE_CHECKING:
    from ..app.session import GameSession
    from ..players.goldfish import Dummy

# The game's modules (app.session, the sequencer, the bots) are imported inside the commands:
# the CLI and `vtes-tui play`'s first screen open without them (docs/app.md, cold start).


def _names(given: list[str], count: int) -> list[str]:
    names = [n.strip() for item in given for n in item.split(",") if n.strip()]
    if len(names) > count:
        raise fail(f"{len(names)} names for {count} seats")
    names += DEFAULT_NAMES[len(names) : count]
    if not given:  # the default names: a save holds each, none the same (tests/app/test_cli.py)
        return names
    from ..sequencer.names import names_problem  # a schema (pydantic): only for --names

    problem = names_problem(names)  # names the save could not hold, or could not tell apart
    if problem is not None:
        raise fail(f"--names {problem}")
    return names


def _bots(given: list[str], names: list[str]) -> dict[int, str]:
    """``SEAT=BOT`` where SEAT is a 1-based seat number or a name; a bare SEAT means greedy."""
    if not given:
        return {}
    from ..players.bots import BOTS  # the bots' module loads the engine's prompts

    bots: dict[int, str] = {}
    for item in given:
        seat_text, _, bot = item.partition("=")
        bot = bot or "greedy"
        if bot not in BOTS:
            raise fail(f"--bot {item}: unknown bot {bot!r} (one of {', '.join(BOTS)})")
        if seat_text.isdigit() and 1 <= int(seat_text) <= len(names):
            bots[int(seat_text) - 1] = bot
        elif seat_text in names:
            bots[names.index(seat_text)] = bot
        else:
            raise fail(f"--bot {item}: no seat {seat_text!r} (1 to {len(names)} or a name)")
    return bots


def _run(
    session: GameSession | None,
    save: Path | None,
    load: bool = False,
    learn: bool = False,
    config: TableConfig | None = None,
) -> None:
    from ..app.app import VtesApp

    VtesApp(session, save, load, coach=learn, config=config).run()


def _resume(path: Path, save: Path | None) -> GameSession:
    from ..app.session import GameSession
    from ..players.bots import GameStalled
    from ..sequencer.record import RecordError

    try:
        return GameSession.resume(path, save)
    except RecordError as e:
        raise fail(str(e)) from None
    except GameStalled as e:
        raise fail(f"{path}: {e}") from None


def _new(config: TableConfig, save: Path | None) -> GameSession:
    from ..app.session import GameSession
    from ..players.bots import GameStalled

    try:
        return GameSession.new(config, save)
    except GameStalled as e:
        raise fail(str(e)) from None


Seed = Annotated[
    int | None,
    typer.Option(min=0, max=SEED_LIMIT - 1, help="Seed of the shuffles (random if omitted)"),
]
AllowIllegal = Annotated[bool, typer.Option("--allow-illegal", help=ALLOW_ILLEGAL_HELP)]


def play(
    decks: Annotated[
        list[Path] | None,
        typer.Argument(help="2 to 5 decklists, one per seat (with --resume: the record file)"),
    ] = None,
    names: Annotated[
        list[str] | None, typer.Option("--names", help="Seat names, comma separated")
    ] = None,
    bot: Annotated[
        list[str] | None,
        typer.Option("--bot", help="SEAT=greedy|random|heuristic; repeat per seat"),
    ] = None,
    seed: Seed = None,
    open_hands: Annotated[
        bool, typer.Option("--open-hands", help="Show every hand, no hand-off screen")
    ] = False,
    save: Annotated[
        Path | None, typer.Option(help="Save the record here after every choice")
    ] = None,
    resume: Annotated[
        bool,
        typer.Option(
            "--resume", help="Continue a saved game: the record file given, else pick one"
        ),
    ] = False,
    learn: Annotated[
        bool,
        typer.Option(
            "--learn", help="Learning mode: the coach explains every choice and idle phase"
        ),
    ] = False,
    allow_illegal: AllowIllegal = False,
) -> None:
    """Play at one terminal: hot-seat Methuselahs and bots. No decks: the new-game screen."""
    check_writable("--save", save)
    paths = decks or []
    if not paths and not resume:
        _run(None, save, learn=learn)
        return
    if resume:
        if len(paths) > 1:
            raise fail("--resume takes one record file")
        record = paths[0] if paths else save
        if record is None:
            _run(None, save, load=True)  # the load screen: every saved game, newest first
        else:
            _run(_resume(record, save), save)
        return
    if not MIN_SEATS <= len(paths) <= MAX_SEATS:
        raise fail(f"{len(paths)} deck(s): a table has {MIN_SEATS} to {MAX_SEATS} seats")
    loaded = check_decks(paths, None if allow_illegal else len(paths))
    seat_names = _names(names or [], len(loaded))
    config = TableConfig(
        names=seat_names,
        decks=loaded,
        seed=seed if seed is not None else random.randrange(1_000_000),
        bots=_bots(bot or [], seat_names),
        open_hands=open_hands,
        learn=learn,
    )
    # The game is built by the app, behind its first hand-off screen (docs/app.md, speed).
    _run(None, save, config=config)


def check_dummy(block: float, intercept: int | None) -> Dummy:
    """The goldfish dummy the options describe; bad values get one line and exit code 2."""
    from ..players.goldfish import Dummy
    from ..sequencer.record_schema import MAX_STAND_IN_INTERCEPT

    if not 0 <= block <= 1:
        raise fail(f"--dummy-block {block}: a share of the actions, from 0 to 1")
    if intercept is None:
        return Dummy(block)
    if not 0 <= intercept <= MAX_STAND_IN_INTERCEPT:
        raise fail(
            f"--dummy-intercept {intercept}: intercept is a number from 0 to "
            f"{MAX_STAND_IN_INTERCEPT}"
        )
    if block == 0:
        raise fail("--dummy-intercept takes --dummy-block: a passive dummy never blocks")
    return Dummy(block, intercept)


def goldfish(
    decks: Annotated[
        list[Path], typer.Argument(help="The decklist to goldfish; two to compare (--games)")
    ],
    games: Annotated[
        int | None, typer.Option(help="Play this many bot games and report (no app)")
    ] = None,
    seed: Annotated[
        int | None,
        typer.Option(help="Seed of the shuffles (random if omitted); with --games, of game 1"),
    ] = None,
    jobs: Annotated[int, typer.Option(help="With --games: processes playing them")] = 1,
    bot: Annotated[str, typer.Option(help="With --games: greedy, random or heuristic")] = "greedy",
    turns: Annotated[
        int | None, typer.Option(help="With --games: stop a game after the deck's N turns")
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="With --games: one JSON object")] = False,
    csv_path: Annotated[
        Path | None, typer.Option("--csv", help="With --games: one row per game in this file")
    ] = None,
    records: Annotated[
        Path | None,
        typer.Option(
            help="With --games: save the fastest and slowest games' records in this folder "
            "(default: the saved games', which the app's load screen lists)"
        ),
    ] = None,
    dummy_block: Annotated[
        float,
        typer.Option(
            help="Share of the deck's actions the dummy attempts to block, 0 to 1 (0: passive)"
        ),
    ] = 0.0,
    dummy_intercept: Annotated[
        int | None,
        typer.Option(help="Intercept of the dummy's block attempts (default 1)"),
    ] = None,
    save: Annotated[
        Path | None, typer.Option(help="Save the record here after every choice")
    ] = None,
    allow_illegal: AllowIllegal = False,
) -> None:
    """Goldfish a deck against a dummy prey: alone, or a batch of bot games (--games).

    The dummy has 30 pool and no minions, and is passive unless --dummy-block. Alone: open
    hands, undo. With --games: a batch of bot games and their figures, or two decks side by
    side."""
    from ..cards.deck_schema import DEFAULT_PLAYERS

    # The deck is tried for the table it was built for, not for the dummy's two seats.
    players = None if allow_illegal else DEFAULT_PLAYERS
    dummy = check_dummy(dummy_block, dummy_intercept)
    if games is not None:
        from .goldfish import Batch, check_batch, records_folder, run_batch

        check_batch(games, seed, jobs, bot, len(decks))
        if turns is not None and turns < 1:
            raise fail(f"--turns {turns}: at least one turn")
        first = seed if seed is not None else random.randrange(1_000_000)
        batch = Batch(games, first, jobs, bot, turns, dummy, records_folder(records))
        run_batch(decks, batch, players, as_json, csv_path)
        return
    if records is not None:
        raise fail("--records takes --games: it names where a batch's records go")
    if len(decks) != 1:
        raise fail(f"{len(decks)} decks: comparing decks takes --games")
    check_writable("--save", save)
    if seed is not None and not 0 <= seed < SEED_LIMIT:
        raise fail(f"--seed {seed}: a seed is a whole number from 0 to {SEED_LIMIT - 1}")
    from ..app.session import DUMMY
    from ..players.goldfish import dummy_deck

    (loaded,) = load_decks(decks, players)
    config = TableConfig(
        names=["You", "Dummy"],
        decks=[loaded, dummy_deck()],
        seed=seed if seed is not None else random.randrange(1_000_000),
        bots={1: DUMMY},
        open_hands=True,
        goldfish=True,
        dummy=dummy,
    )
    _run(_new(config, save), save)


def register(app: typer.Typer) -> None:
    """Add `play` and `goldfish` to the main command line."""
    app.command()(play)
    app.command()(goldfish)
