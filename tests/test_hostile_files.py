"""Hostile files (issue 12): every corrupt record, scenario and decklist a user can hand to the
command line is refused with one line naming the file, exit code 2, and the file left as it was;
no game loop runs unbounded."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from vtes_tui.app import session as session_module
from vtes_tui.app.session import GameSession
from vtes_tui.cards.data import cards
from vtes_tui.cli import app
from vtes_tui.players import simulate as simulate_module
from vtes_tui.players.bots import GameStalled
from vtes_tui.players.simulate import play_bot_game
from vtes_tui.sequencer.record import GameRecord, save_record

ROOT = Path(__file__).resolve().parent.parent
DECKS = sorted((ROOT / "decks").glob("*.txt"))
runner = CliRunner()


def run(*args: Any):
    return runner.invoke(app, [str(a) for a in args])


def assert_refused(result, path: Path, *fragments: str) -> str:
    """Exit code 2, one line naming the file, no traceback."""
    assert result.exit_code == 2, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, lines
    assert str(path) in lines[0] and "Traceback" not in result.output
    for fragment in fragments:
        assert fragment in lines[0], lines[0]
    return lines[0]


# -- records ---------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def record_json(starter_decks) -> dict[str, Any]:
    seq = play_bot_game(starter_decks[:2], seed=1, bot="random", max_turns=3)
    return GameRecord.of(seq, starter_decks[:2]).to_json()


def _first_count(data: dict[str, Any], value: Any) -> dict[str, Any]:
    data["seats"][0]["deck"]["cards"][0][1] = value
    return data


RECORDS = {
    "seats: []": (lambda d: {**d, "seats": []}, "a table seats 2 to 6 Methuselahs (1.2), not 0"),
    "one seat": (lambda d: {**d, "seats": d["seats"][:1]}, "2 to 6 Methuselahs (1.2), not 1"),
    "100 seats": (lambda d: {**d, "seats": d["seats"] * 50}, "2 to 6 Methuselahs (1.2), not 100"),
    "a card count of 1.5": (lambda d: _first_count(d, 1.5), "valid integer"),
    "a card count of 10**8": (lambda d: _first_count(d, 10**8), "a deck holds 1 to 90 of a card"),
    "a negative card count": (lambda d: _first_count(d, -3), "greater than or equal to 1"),
    'max_turns: "abc"': (lambda d: {**d, "max_turns": "abc"}, "max_turns: Input should be"),
    "bots of the wrong shape": (
        lambda d: {**d, "options": {"bots": ["greedy"]}},
        "options.bots: Input should be an object",
    ),
    "a bot at no seat": (
        lambda d: {**d, "options": {"bots": {"4": "greedy"}}},
        "seat 4 is not at this table of 2",
    ),
    "format version 99": (lambda d: {**d, "format_version": 99}, "record format 99, this reads 2"),
    "a seed over 64 bits": (lambda d: {**d, "seed": 2**64}, "seed: Input should be less than"),
    "a seat name that is not text": (
        lambda d: {**d, "seats": [{**d["seats"][0], "name": 7}, d["seats"][1]]},
        "seats[0].name: Input should be a valid string",
    ),
    "a seat name with an escape sequence": (
        lambda d: {**d, "seats": [{**d["seats"][0], "name": "A\x1b[2J"}, d["seats"][1]]},
        "seats[0].name: control character '\\x1b' in a name",
    ),
    "an empty seat name": (
        lambda d: {**d, "seats": [{**d["seats"][0], "name": ""}, d["seats"][1]]},
        "seats[0].name: String should have at least 1 character",
    ),
}


@pytest.mark.parametrize("command", [("replay",), ("play", "--resume")])
@pytest.mark.parametrize("case", sorted(RECORDS))
def test_a_corrupt_record_is_one_line_and_left_as_it_was(
    record_json, tmp_path: Path, command: tuple[str, ...], case: str
) -> None:
    mutate, problem = RECORDS[case]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(mutate(json.loads(json.dumps(record_json)))))
    before = path.read_bytes()
    assert_refused(run(*command, path), path, problem)
    assert path.read_bytes() == before


def test_a_record_nested_100000_deep_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text("[" * 100_000 + "]" * 100_000)
    assert_refused(run("replay", path), path, "nested too deep")


@pytest.mark.parametrize(
    ("seed", "problem"),
    [
        ("9" * 5000, "a number too large to be read"),
        ("Infinity", "seed: Input should be a valid integer"),
        ("-Infinity", "seed: Input should be a valid integer"),
    ],
)
def test_a_seed_of_5000_digits_or_infinite_is_refused(
    record_json, tmp_path: Path, seed: str, problem: str
) -> None:
    path = tmp_path / "game.json"
    text = json.dumps(record_json).replace(f'"seed": {record_json["seed"]}', f'"seed": {seed}')
    path.write_text(text)
    assert_refused(run("replay", path), path, problem)


def test_a_record_over_the_size_cap_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b" " * (9 * 1024 * 1024))
    assert_refused(run("replay", path), path, "over the 8 MiB a file may hold")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
@pytest.mark.parametrize("command", [("replay",), ("scenario",), ("deck", "check")])
def test_a_fifo_is_refused_without_waiting_for_a_writer(
    tmp_path: Path, command: tuple[str, ...]
) -> None:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    assert_refused(run(*command, path), path, "not a regular file (a FIFO)")


def test_a_bot_only_record_without_turn_limit_gets_one(
    record_json, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A table of bots alone, its decks emptied and no turn limit, ends at the bot games' limit."""
    monkeypatch.setattr(session_module, "DEFAULT_MAX_TURNS", 4)
    data = json.loads(json.dumps(record_json))
    data.update(max_turns=None, choices=[], options={"bots": {"0": "random", "1": "random"}})
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    session = GameSession.resume(path)
    assert session.finished and session.seq.state.turn == 4
    assert json.loads(path.read_text())["max_turns"] == 4


def test_bots_stop_at_the_decision_ceiling_and_say_so(
    record_json, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(session_module, "DECISION_CEILING", 10)
    monkeypatch.setattr("vtes_tui.players.bots.DECISION_CEILING", 10)
    data = json.loads(json.dumps(record_json))
    data.update(max_turns=None, choices=[], options={"bots": {"0": "random", "1": "random"}})
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    result = run("play", "--resume", path)
    line = assert_refused(result, path, "choices in a row without the game ending")
    assert "stopped at turn" in line
    # The game is saved where the bots stopped, and that record is valid.
    assert len(json.loads(path.read_text())["choices"]) == 10


def test_a_simulated_game_that_never_ends_is_counted_as_an_error(
    starter_decks, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(simulate_module, "DECISION_CEILING", 5)
    with pytest.raises(GameStalled):
        play_bot_game(starter_decks[:2], seed=1, bot="random", max_turns=None)
    report = simulate_module.simulate(starter_decks[:2], 2, 1, 1, "random", None)
    assert report.errors == 1 and "GameStalled" in (report.first_error or "")


def test_a_partial_save_left_by_a_kill_is_removed_on_the_next_start(
    record_json, tmp_path: Path
) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**record_json, "options": {"bots": {"1": "greedy"}}}))
    partial = tmp_path / ".game.json.k1ll3d_x.partial"
    partial.write_text('{"format": "vtes_tui rec')
    other = tmp_path / ".game.json.bak"
    other.write_text("the user's own")
    GameSession.resume(path)
    assert not partial.exists() and other.exists()


def test_a_failed_save_leaves_no_partial_file(record_json, tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    record = GameRecord(seed=1, names=["a", "b"], decks=[], choices=[object()])  # type: ignore[list-item]
    with pytest.raises(ValueError):
        save_record(record, path)
    assert list(tmp_path.iterdir()) == []


# -- scenarios -------------------------------------------------------------------------------

SCENARIO = """\
phase = "minion"
current = {current}
turn = {turn}
max_turns = {max_turns}

[[seats]]
name = "Alice"
pool = {pool}
ready = [{{ card = "Sybren van Oosten", blood = {blood} }}{more}]

[[seats]]
name = "Bob"
ready = [{{ card = "Anson", blood = 3 }}{other}]
"""
VALID = {"current": 0, "turn": 3, "max_turns": 10, "pool": 12, "blood": 5, "more": "", "other": ""}

SCENARIOS = {
    "current = 7": ({"current": 7}, "current = 7: the seats are 0 to 1"),
    "current = -1": ({"current": -1}, "current = -1: the seats are 0 to 1"),
    "turn = -5": ({"turn": -5}, "turn: Input should be greater than or equal to 1"),
    'max_turns = "x"': ({"max_turns": '"x"'}, "max_turns: Input should be a valid integer"),
    "a negative pool": ({"pool": -4}, "seats[0].pool: Input should be greater than or equal"),
    "negative blood": ({"blood": -1}, "seats[0].ready[0].blood: Input should be greater"),
    "blood above capacity": (
        {"blood": 9},
        "Alice's Sybren van Oosten has 9 blood, over his capacity",
    ),
    "duplicate unique vampires": (
        {"other": ', { card = "Sybren van Oosten", blood = 1 }'},
        "Sybren van Oosten is in play twice (Alice and Bob): it is unique (4.1)",
    ),
    "a key with a carriage return": (
        {"pool": '12\n"odd\\rkey" = 1'},
        "seats[0].'odd\\rkey': Extra inputs are not permitted",
    ),
    "the same vampire twice on one side": (
        {"more": ', "Sybren van Oosten"'},
        "Sybren van Oosten is in play twice (Alice and Alice)",
    ),
}


def _scenario(tmp_path: Path, **changes: Any) -> Path:
    path = tmp_path / "s.toml"
    path.write_text(SCENARIO.format(**{**VALID, **changes}))
    return path


def test_the_valid_scenario_plays(tmp_path: Path) -> None:
    assert run("scenario", _scenario(tmp_path)).exit_code == 0


@pytest.mark.parametrize("case", sorted(SCENARIOS))
def test_a_scenario_that_breaks_the_rules_is_refused_by_name(tmp_path: Path, case: str) -> None:
    changes, problem = SCENARIOS[case]
    path = _scenario(tmp_path, **changes)
    assert_refused(run("scenario", path), path, problem)


def test_a_scenario_of_a_thousand_seats_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text("[[seats]]\n" * 1000)
    assert_refused(run("scenario", path), path, "2 to 6 Methuselahs (1.2), not 1000")


def test_a_scenario_nested_deep_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.toml"
    path.write_text("a = " + "[" * 100_000 + "]" * 100_000)
    assert_refused(run("scenario", path), path, "nested too deep")


# -- decklists -------------------------------------------------------------------------------

SMALL = "12x Anson\n\n40x Blood Doll\n"


def test_a_ten_megabyte_decklist_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text("blood doll vampire\n" * (10 * 1024 * 1024 // 19))
    assert_refused(run("deck", "check", path), path, "over the 64 KiB a file may hold")


def test_a_deck_repeated_is_refused(tmp_path: Path) -> None:
    """Six thousand times over the size cap; a few times, more copies than a deck holds."""
    text = DECKS[0].read_text()
    path = tmp_path / "many.txt"
    path.write_text(text * 6000)
    assert_refused(run("deck", "check", path), path, "a file may hold")
    path.write_text("12x Anson\n\n" + "40x Blood Doll\n" * 3)
    assert_refused(
        run("deck", "check", path), path, "120 copies of Blood Doll: a deck holds 1 to 90"
    )


def test_a_misspelt_name_is_read_and_said(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("12x Anson\n\n3x Blood Dool\n37x Deflection\n")
    result = run("deck", "check", path)
    assert result.exit_code == 0
    assert f"vtes-tui: warning: {path}:3: read 'Blood Dool' as 'Blood Doll'" in result.stderr
    assert "Blood Dool" not in result.stdout


def test_a_name_as_close_to_two_cards_is_said_to_name_neither() -> None:
    """ "Theo Bel (G4)" is as close to the group 2 Theo Bell as to the group 6 one."""
    assert [c.name for c in cards().as_close("Theo Bel (G4)")] == ["Theo Bell", "Theo Bell (G6)"]
    assert [c.name for c in cards().as_close("Blood Dool")] == ["Blood Doll"]


def test_a_misspelt_name_as_close_to_two_cards_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = cards()
    monkeypatch.setattr(type(db), "as_close", lambda self, name: [db["Blood Doll"], db["Majesty"]])
    path = tmp_path / "d.txt"
    path.write_text("12x Anson\n\n3x Blood Dool\n37x Deflection\n")
    assert_refused(
        run("deck", "check", path),
        path,
        "'Blood Dool' is as close to 'Blood Doll' as to 'Majesty': write the card's full name",
    )


def test_a_count_of_5000_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "d.txt"
    path.write_text("12x Anson\n\n5000x Blood Doll\n")
    assert_refused(
        run("deck", "check", path),
        path,
        "5,000 copies in '5000x Blood Doll': a decklist entry holds 1 to 90",
    )


def _big_library(tmp_path: Path) -> Path:
    """A crypt of 12 and a library of 5,049 cards: 56 cards 90 times, one 9 times."""
    db = cards()
    library = [c.name for c in db if not c.is_crypt and not c.banned and "Master" in c.types]
    lines = [f"90x {name}" for name in library[:56]] + [f"9x {library[56]}"]
    path = tmp_path / "huge.txt"
    path.write_text("12x Anson\n\n" + "\n".join(lines) + "\n")
    return path


def test_a_library_of_5049_cards_does_not_play(tmp_path: Path) -> None:
    path = _big_library(tmp_path)
    for command in (("simulate", "--deck", path), ("play", path, path), ("goldfish", path)):
        assert_refused(run(*command), path, "library has 5049 cards, at most 90 are allowed")
    # deck check reports it, as it reports every legality problem.
    checked = run("deck", "check", path)
    assert checked.exit_code == 0 and "library has 5049 cards" in checked.stdout


def test_allow_illegal_plays_it_anyway(tmp_path: Path) -> None:
    path = _big_library(tmp_path)
    result = run("simulate", "--deck", path, "--seats", "2", "--max-turns", "2", "--allow-illegal")
    assert result.exit_code == 0, result.output


def test_a_bundled_deck_plays_at_any_table() -> None:
    result = run("simulate", "--deck", DECKS[0], "--seats", "2", "--max-turns", "2")
    assert result.exit_code == 0, result.output


@pytest.mark.parametrize(
    ("args", "problem"),
    [
        (("--seed", "-1"), "--seed"),
        (("--seed", str(2**64)), "--seed"),
        (("--max-turns", "0"), "--max-turns"),
    ],
)
def test_command_line_bounds(args: tuple[str, ...], problem: str) -> None:
    result = run("simulate", "--deck", DECKS[0], *args)
    assert result.exit_code == 2 and problem in result.output


@pytest.mark.parametrize(
    ("name", "problem"),
    [("x" * 201, "at most 200 characters"), ("Bob\x1b[2J", "control character '\\x1b'")],
)
def test_a_seat_name_no_save_could_hold_is_refused(name: str, problem: str) -> None:
    """Issue 12: a name given to play that a record would refuse never starts a game whose
    save could not be resumed: one line, exit 2."""
    result = run("play", DECKS[0], DECKS[1], "--names", name)
    assert result.exit_code == 2 and problem in result.output
    assert len(result.output.strip().splitlines()) == 1


@pytest.mark.parametrize("names", [("Bob",), ("Ann", "Ann")])
def test_two_seats_of_one_name_are_refused(names: tuple[str, ...]) -> None:
    """A seat is named in the log, on the hand-off screen and by ``--bot NAME=...``: two seats
    of one name could not be told apart ("Bob" given for seat 1 meets seat 2's default Bob)."""
    result = run("play", DECKS[0], DECKS[1], "--names", ",".join(names))
    assert result.exit_code == 2 and "names two seats" in result.output
    assert len(result.output.strip().splitlines()) == 1


def test_a_record_of_two_seats_of_one_name_is_refused(record_json, tmp_path: Path) -> None:
    record_json["seats"][1]["name"] = record_json["seats"][0]["name"]
    path = tmp_path / "twins.json"
    path.write_text(json.dumps(record_json))
    before = path.read_bytes()
    result = run("replay", path)
    assert result.exit_code == 2 and "names two seats" in result.output
    assert len(result.output.strip().splitlines()) == 1
    assert path.read_bytes() == before


@pytest.mark.parametrize(
    ("command", "option", "problem"),
    [
        (("play", DECKS[0], DECKS[1]), "--save", "a folder, not a file"),
        (("goldfish", DECKS[0]), "--save", "a folder, not a file"),
        (("simulate", "--deck", DECKS[0], "--seats", 2), "--record", None),
    ],
)
def test_a_place_the_game_cannot_write_to_is_refused_before_it_starts(
    tmp_path: Path, command: tuple, option: str, problem: str | None
) -> None:
    """Issue 12: a folder given for the save file, a file given for the records' folder, a
    folder that cannot be made: one line, exit 2, before the game (the first save used to end
    in a traceback)."""
    a_file = tmp_path / "game.json"
    a_file.write_text("{}")
    wrong = tmp_path if problem else a_file
    line = assert_refused(run(*command, option, wrong), wrong, problem or "not a folder")
    assert line.startswith(f"vtes-tui: {option} ")
    assert a_file.read_text() == "{}"
    under_a_file = a_file / "sub" / "game.json"
    assert_refused(run(*command, option, under_a_file), under_a_file, "cannot write there")


# -- any field of a valid file, mutated ------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**70), max_value=2**70)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value, the value itself first."""
    found = [path]
    if isinstance(value, dict):
        for key, inner in value.items():
            found += _paths(inner, (*path, key))
    elif isinstance(value, list):
        for i, inner in enumerate(value[:3]):
            found += _paths(inner, (*path, i))
    return found


def _replaced(value: Any, path: tuple, new: Any) -> Any:
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    return copy


def _loads_and_plays_or_one_line(result, path: Path) -> None:
    if result.exit_code == 0:
        return
    assert_refused(result, path)


@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_field_of_a_record_mutated_replays_or_is_one_line(record_json, tmp_path, data) -> None:
    where = data.draw(st.sampled_from(_paths(record_json)))
    new = data.draw(JSON_VALUES)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_replaced(record_json, where, new)))
    _loads_and_plays_or_one_line(run("replay", path), path)


SCENARIO_DATA = {
    "phase": "minion",
    "current": 0,
    "turn": 3,
    "edge": 1,
    "max_turns": 10,
    "seats": [
        {
            "name": "Alice",
            "pool": 12,
            "hand": ["Conditioning"],
            "library": ["Blood Doll"] * 3,
            "ready": [
                {"card": "Sybren van Oosten", "blood": 5, "attached": [{"card": "Blood Doll"}]}
            ],
        },
        {"name": "Bob", "ready": ["Anson"], "uncontrolled": [{"card": "Gilbert Duane"}]},
    ],
    "choices": ["bleed"],
}


def _toml(value: Any) -> str:
    """A TOML file of a scenario: JSON values are TOML's inline values, but for null."""
    lines = []
    for key, inner in value.items():
        if inner is not None:
            lines.append(f"{json.dumps(key)} = {_inline(inner)}")
    return "\n".join(lines) + "\n"


def _inline(value: Any) -> str:
    if isinstance(value, dict):
        inner = ", ".join(
            f"{json.dumps(k)} = {_inline(v)}" for k, v in value.items() if v is not None
        )
        return "{ " + inner + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_inline(v) for v in value if v is not None) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and (value != value or abs(value) == float("inf")):
        return "nan" if value != value else ("inf" if value > 0 else "-inf")
    return json.dumps(value)


@settings(
    max_examples=50, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(data=st.data())
def test_any_field_of_a_scenario_mutated_plays_or_is_one_line(tmp_path, data) -> None:
    where = data.draw(st.sampled_from(_paths(SCENARIO_DATA)[1:]))
    new = data.draw(JSON_VALUES)
    path = tmp_path / "s.toml"
    path.write_text(_toml(_replaced(SCENARIO_DATA, where, new)))
    _loads_and_plays_or_one_line(run("scenario", path), path)
