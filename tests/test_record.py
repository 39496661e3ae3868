"""Game records (DESIGN.md, Determinism): save, load, replay to any step; bad records."""

from __future__ import annotations

import json

import pytest

from vtes_tui.players.simulate import play_bot_game
from vtes_tui.sequencer.record import (
    GameRecord,
    RecordError,
    load_record,
    replay_record,
    save_record,
)
from vtes_tui.sequencer.view import view


@pytest.fixture(scope="module")
def played(starter_decks):
    table = starter_decks[:3]
    seq = play_bot_game(table, seed=11, bot="random", max_turns=40)
    return seq, GameRecord.of(seq, table)


def test_a_record_replays_to_the_same_table(played, tmp_path):
    seq, record = played
    path = tmp_path / "game.json"
    save_record(record, path)
    again = replay_record(load_record(path), path)
    assert view(again.state, None) == view(seq.state, None)
    assert again.choices == seq.choices


def test_a_record_replays_to_any_step(played):
    seq, record = played
    step = len(record.choices) // 2
    partial = record.sequencer(step)
    assert len(partial.choices) == step
    assert partial.prompt is not None
    # Going on from the middle with the rest of the choices reaches the same end.
    partial.replay(record.choices[step:])
    assert view(partial.state, None) == view(seq.state, None)


def test_the_same_seed_and_choices_give_the_same_shuffles(starter_decks):
    a = play_bot_game(starter_decks[:2], seed=5, bot="random", max_turns=6)
    b = play_bot_game(starter_decks[:2], seed=5, bot="random", max_turns=6)
    c = play_bot_game(starter_decks[:2], seed=6, bot="random", max_turns=6)
    assert a.choices == b.choices
    assert [x.uid for x in a.state.players[0].hand] == [x.uid for x in b.state.players[0].hand]
    assert [x.uid for x in a.state.players[0].library] != [
        x.uid for x in c.state.players[0].library
    ]


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "not valid JSON"),
        ('{"format": "vtes_tui record", "rules_version"', "not valid JSON"),
        ('{"hello": 1}', "not a vtes_tui record"),
        ("", "not valid JSON"),
    ],
)
def test_a_bad_record_is_one_clear_line(tmp_path, content, problem):
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(RecordError) as error:
        load_record(path)
    message = str(error.value)
    assert str(path) in message and problem in message
    assert "\n" not in message


def test_a_record_stores_what_each_choice_means(played):
    """DESIGN.md, "Choices that stay stable": records store option ids (key and arguments),
    not positions in a list."""
    seq, record = played
    assert record.choices == seq.choices
    assert all(isinstance(c, str) and c.split(":")[0] for c in record.choices)
    assert any(c.startswith(("bleed:", "hunt:", "to-minion:")) for c in record.choices)


def test_an_id_not_offered_at_that_step_is_refused_never_mapped(played, tmp_path):
    """An id offered elsewhere in the game but not at this step (another minion's action, a
    card not in hand) stops the replay with one line naming the step and the file."""
    _, record = played
    data = record.to_json()
    first_bleed = next(i for i, c in enumerate(data["choices"]) if c.startswith("bleed:"))
    data["choices"] = data["choices"][:5] + [data["choices"][first_bleed]]
    path = tmp_path / "tampered.json"
    path.write_text(json.dumps(data))
    with pytest.raises(RecordError) as error:
        replay_record(load_record(path), path)
    message = str(error.value)
    assert message.startswith(f"{path}: choice 6 (")
    assert "is not offered at turn" in message and "\n" not in message


@pytest.mark.parametrize(
    ("field", "value", "problem"),
    [
        ("rules_version", "vekn-2012+lock-wording/2", "made with rules version"),
        ("format_version", 1, "record format 1"),
        ("choices", [0, 1, 2], r"choices\[0\]: Input should be a valid string"),
    ],
)
def test_a_record_of_an_older_version_is_refused_and_kept(played, tmp_path, field, value, problem):
    _, record = played
    data = record.to_json()
    data[field] = value
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    before = path.read_bytes()
    with pytest.raises(RecordError, match=problem):
        load_record(path)
    assert path.read_bytes() == before


def test_a_failed_save_leaves_the_old_record(played, tmp_path):
    _, record = played
    path = tmp_path / "game.json"
    save_record(record, path)
    before = path.read_bytes()
    broken = GameRecord(seed=1, names=["x"], decks=record.decks[:1], choices=[object()])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        save_record(broken, path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
