"""The goldfish dummy that blocks: its stand-in decided by intercept against stealth (6.2.2.2), a
block ending the action unsuccessfully (6.2.3), a slower oust than against the passive dummy,
one game per seed whatever --jobs is, the dummy kept in records, and bad values (exit 2)."""

from __future__ import annotations

import json
import statistics
from pathlib import Path

import pytest
from typer.testing import CliRunner

from vtes_tui.app.saves import saved_games
from vtes_tui.app.session import DUMMY, GameSession, TableConfig
from vtes_tui.cards.decks import load_deck
from vtes_tui.cli import app
from vtes_tui.players.goldfish import (
    DECK,
    DUMMY_SEAT,
    Dummy,
    dummy_deck,
    goldfish_record,
    play_goldfish,
)
from vtes_tui.rules.blocks import STAND_IN
from vtes_tui.rules.events import ActionBlocked, ActionEnded, ActionSucceeded, PoolMoved
from vtes_tui.sequencer.record import RecordError, load_record, replay_record, save_record

ROOT = Path(__file__).resolve().parent.parent
HECATA = ROOT / "decks" / "v5-hecata.txt"
runner = CliRunner()


@pytest.fixture(scope="module")
def hecata():
    return load_deck(HECATA)


def _stand_in_prompts(record):
    """Replay a record: each stand-in option offered, with the option chosen after it."""
    seq = record.sequencer(0)
    found = []
    for option_id in record.choices:
        prompt = seq.prompt
        offered = [o for o in prompt.options if o.key == STAND_IN]
        chosen = seq.choose_id(option_id)
        if offered:
            found.append((offered[0], chosen))
    return seq, found


def test_the_stand_in_blocks_when_its_intercept_meets_the_stealth(hecata):
    """6.2.2.2: intercept 0 blocks a bleed (stealth 0) and fails against a hunt (stealth 1);
    the option announces the comparison, and stealth added during the attempt can beat it."""
    record = goldfish_record(hecata, 4, "greedy", 16, Dummy(1.0, 0))
    seq, offered = _stand_in_prompts(record)
    assert offered, "the stand-in was never offered"
    for option, chosen in offered:
        assert chosen.key == STAND_IN  # a share of 1: every action
        numbers = option.numbers or {}
        assert numbers["intercept"] == 0
        assert numbers["blocks"] == (numbers["intercept"] >= numbers["stealth"])
    log = [entry.text for entry in seq.state.log]
    assert any("is blocked by Dummy's stand-in" in line for line in log)
    assert any("Dummy's stand-in fails to block" in line for line in log)
    blocks = sum("is blocked by Dummy's stand-in" in line for line in log)
    failures = sum("stand-in fails to block" in line for line in log)
    announced = sum(1 for o, _ in offered if o.numbers["blocks"])
    # Each attempt blocks or fails; one announced to block fails only when the deck adds
    # stealth during it (6.2.2.2), never the other way round.
    assert blocks + failures == len(offered)
    assert blocks <= announced and failures >= len(offered) - announced


def test_a_blocked_action_ends_unsuccessfully_without_combat(hecata):
    """6.2.3: the stand-in has no combat: the blocked action ends, never succeeds, and no pool
    is bled by it."""
    record = goldfish_record(hecata, 4, "greedy", 16, Dummy(1.0, 1))
    seq = record.sequencer()
    events = seq.state.events
    blocked = [e.action for e in events if isinstance(e, ActionBlocked)]
    assert blocked
    succeeded = {id(e.action) for e in events if isinstance(e, ActionSucceeded)}
    ended = {id(e.action) for e in events if isinstance(e, ActionEnded)}
    for action in blocked:
        assert action.outcome == "blocked" and action.blocker is None and not action.fights
        assert id(action) not in succeeded and id(action) in ended
    open_blocked = None
    for event in events:
        if isinstance(event, ActionBlocked):
            open_blocked = event.action
        elif isinstance(event, ActionEnded) and event.action is open_blocked:
            open_blocked = None
        elif isinstance(event, PoolMoved) and event.seat == DUMMY_SEAT:
            assert open_blocked is None, "a blocked action bled the dummy"


def test_a_blocking_dummy_is_ousted_slower_than_the_passive_one(hecata):
    """The same fixed batch: the deck's bleeds have no stealth, so a dummy that blocks half of
    the actions with intercept 1 survives longer."""
    seeds = range(10)
    passive = [play_goldfish(hecata, s, "greedy", None).turns for s in seeds]
    blocking = [play_goldfish(hecata, s, "greedy", None, Dummy(0.5, 1)).turns for s in seeds]
    assert None not in passive and None not in blocking
    assert statistics.fmean(blocking) > statistics.fmean(passive) + 1


def test_whether_it_blocks_depends_on_the_seed_alone(hecata):
    one = goldfish_record(hecata, 7, "greedy", 20, Dummy(0.3, 1))
    two = goldfish_record(hecata, 7, "greedy", 20, Dummy(0.3, 1))
    assert one.choices == two.choices
    _seq, offered = _stand_in_prompts(one)
    attempted = sum(chosen.key == STAND_IN for _o, chosen in offered)
    assert 0 < attempted < len(offered)  # a share of 0.3: some actions, not all


def test_the_same_seed_gives_the_same_figures_whatever_the_jobs(tmp_path):
    args = [HECATA, "--games", 4, "--seed", 3, "--dummy-block", 0.4, "--records", tmp_path]
    one = runner.invoke(app, ["goldfish", *map(str, args), "--json", "--jobs", "1"])
    two = runner.invoke(app, ["goldfish", *map(str, args), "--json", "--jobs", "2"])
    assert one.exit_code == two.exit_code == 0, one.output + two.output
    figures = json.loads(one.stdout)
    assert figures == json.loads(two.stdout)
    assert figures["dummy_block"] == 0.4 and figures["dummy_intercept"] == 1


def test_the_record_keeps_the_dummy_and_replays(hecata, tmp_path):
    record = goldfish_record(hecata, 5, "greedy", 12, Dummy(0.5, 2))
    assert record.options["stand_ins"] == {str(DUMMY_SEAT): 2}
    assert record.options["dummy_block"] == 0.5
    path = tmp_path / "game.json"
    save_record(record, path)
    again = load_record(path)
    assert again.seats()[DUMMY_SEAT].stand_in == 2 and again.seats()[DECK].stand_in is None
    assert replay_record(again, path).state.log == record.sequencer().state.log


@pytest.mark.parametrize(
    ("options", "words"),
    [
        ({"stand_ins": {"3": 1}}, "options.stand_ins: seat 3 is not at this table"),
        ({"stand_ins": {"1": -1}}, "options.stand_ins.1"),
        ({"dummy_block": 1.5}, "options.dummy_block"),
    ],
)
def test_a_record_with_a_bad_dummy_is_refused_in_one_line(hecata, tmp_path, options, words):
    record = goldfish_record(hecata, 5, "greedy", 2)
    path = tmp_path / "game.json"
    save_record(record, path)
    data = json.loads(path.read_text())
    data["options"].update(options)
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as refused:
        load_record(path)
    assert words in str(refused.value) and "\n" not in str(refused.value)


def test_the_apps_goldfish_table_has_the_same_dummy(hecata, tmp_path):
    """`vtes-tui goldfish DECK --dummy-block S`: the session's dummy attempts blocks too."""
    config = TableConfig(
        names=["You", "Dummy"],
        decks=[hecata, dummy_deck()],
        seed=5,
        bots={0: "greedy", 1: DUMMY},
        open_hands=True,
        goldfish=True,
        dummy=Dummy(0.5, 1),
    )
    session = GameSession.new(config, tmp_path / "game.json")
    assert session.finished
    log = [entry.text for entry in session.seq.state.log]
    assert any("is blocked by Dummy's stand-in" in line for line in log)
    resumed = GameSession.resume(tmp_path / "game.json")
    assert resumed.seq.state.log == session.seq.state.log
    (saved,) = saved_games(tmp_path)
    assert saved.seats[1] == "Dummy (goldfish dummy, blocks 50%, intercept 1)"


def _no_game(*_args: object, **_kwargs: object) -> None:
    raise AssertionError("a game was played")


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (("--games", 2, "--dummy-block", 1.5), "--dummy-block 1.5"),
        (("--games", 2, "--dummy-block", -0.1), "--dummy-block -0.1"),
        (("--games", 2, "--dummy-block", "nan"), "--dummy-block nan"),
        (("--games", 2, "--dummy-block", 0.3, "--dummy-intercept", -1), "--dummy-intercept -1"),
        (("--games", 2, "--dummy-block", 1, "--dummy-intercept", 101), "--dummy-intercept 101"),
        (("--games", 2, "--dummy-intercept", 2), "--dummy-intercept takes --dummy-block"),
        (("--dummy-block", 2), "--dummy-block 2"),
    ],
)
def test_bad_dummy_values_are_one_line_and_exit_code_2(args, words, monkeypatch):
    monkeypatch.setattr("vtes_tui.players.goldfish.goldfish_games", _no_game)
    monkeypatch.setattr("vtes_tui.commands.play._run", _no_game)
    result = runner.invoke(app, ["goldfish", str(HECATA), *map(str, args)])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and words in lines[0]


def test_the_goldfish_command_seats_the_dummy_it_is_given(monkeypatch, tmp_path):
    """`vtes-tui goldfish DECK --dummy-block 0.5 --dummy-intercept 2`: the app's table has it."""
    opened = []
    monkeypatch.setattr("vtes_tui.commands.play._run", lambda session, save: opened.append(session))
    args = [
        "--seed",
        3,
        "--dummy-block",
        0.5,
        "--dummy-intercept",
        2,
        "--save",
        tmp_path / "g.json",
    ]
    result = runner.invoke(app, ["goldfish", str(HECATA), *map(str, args)])
    assert result.exit_code == 0, result.output
    (session,) = opened
    assert session.options["stand_ins"] == {str(DUMMY_SEAT): 2}
    assert session.options["dummy_block"] == 0.5
    assert session.seq.state.players[DUMMY_SEAT].stand_in == 2
