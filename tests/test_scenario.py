"""Scenario files (docs/scenarios.md): a table laid out by hand, then choices by option."""

from __future__ import annotations

from pathlib import Path

import pytest

from vtes_tui.sequencer.scenario import ScenarioError, load_scenario

EXAMPLE = Path(__file__).resolve().parent.parent / "docs" / "examples" / "conditioning-bleed.toml"


def test_the_documented_example_bleeds_with_conditioning():
    """6.1.1 and 6.2: an unblocked bleed at +2 (Conditioning) burns 3 pool and takes the Edge."""
    seq = load_scenario(EXAMPLE)
    bob = seq.state.players[1]
    assert bob.pool == 12 - 3
    assert seq.state.edge == 0
    sybren = seq.state.players[0].ready[0]
    assert sybren.locked and sybren.blood == 5 - 1  # Conditioning costs 1 blood


def _write(tmp_path, text: str):
    path = tmp_path / "s.toml"
    path.write_text(text)
    return path


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("seed = [", "not valid TOML"),
        ("[[seats]]\nname='A'\n", "seats: a table seats 2 to 6 Methuselahs (1.2), not 1"),
        ("[[seats]]\nhand=['No Such Card']\n[[seats]]\n", "No Such Card"),
        ("phase='lunch'\n[[seats]]\n[[seats]]\n", "phase: Input should be 'unlock'"),
        ("choices=['fly away']\nphase='minion'\n[[seats]]\n[[seats]]\n", "choice 1"),
    ],
)
def test_a_bad_scenario_is_one_clear_line(tmp_path, text, problem):
    path = _write(tmp_path, text)
    with pytest.raises(ScenarioError) as error:
        load_scenario(path)
    message = str(error.value)
    assert str(path) in message and problem in message
    assert "\n" not in message
