"""Golden records (DESIGN.md, "Choices that stay stable"): complete seeded bot games kept in the
tests replay, choice by choice by their ids, to the very table they ended with. When the rules
change a game's course, the records are regenerated on purpose (scripts/make_golden.py) with
the rules version bumped."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from vtes_tui.sequencer.record import load_record, replay_record

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = sorted((ROOT / "tests" / "golden").glob("*.final.json"))


def _make_golden():
    spec = importlib.util.spec_from_file_location(
        "make_golden", ROOT / "scripts" / "make_golden.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_there_are_golden_records() -> None:
    assert len(GOLDEN) == len(_make_golden().GAMES) >= 3


@pytest.mark.parametrize("final", GOLDEN, ids=lambda p: p.name.removesuffix(".final.json"))
def test_a_golden_record_replays_to_the_table_it_ended_with(final: Path) -> None:
    path = final.with_name(final.name.replace(".final.json", ".json"))
    seq = replay_record(load_record(path), path)
    assert seq.prompt is None, "the game is over"
    assert _make_golden().final_table(seq) == json.loads(final.read_text(encoding="utf-8"))


def test_golden_games_play_cards_automated_and_by_hand() -> None:
    """The records exercise card play: cards played from hand in actions, during actions,
    in combat and in the master phase."""
    played = 0
    for final in GOLDEN:
        record = load_record(final.with_name(final.name.replace(".final.json", ".json")))
        played += sum(1 for c in record.choices if c.startswith(("play:", "card:", "master:")))
    assert played >= 30
