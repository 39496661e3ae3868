"""Every automated card plays itself: one scenario case per card and level (cases_*.py), run with
its definition (the checks hold) and without it (they fail), so each case proves the effect."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from harness import Case, run

from vtes_tui.cards.data import cards
from vtes_tui.cards.definitions import definitions
from vtes_tui.rules import effects
from vtes_tui.sequencer.core import IllegalChoice


def _collect() -> list[Case]:
    found: list[Case] = []
    for path in sorted(Path(__file__).parent.glob("cases_*.py")):
        found.extend(importlib.import_module(path.stem).CASES)
    return found


CASES = _collect()


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_card(case: Case) -> None:
    case.check(run(case))


@pytest.mark.parametrize("case", CASES, ids=lambda case: case.id)
def test_card_without_its_definition(case: Case, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the definition removed the card is resolved by hand (and the judge does nothing):
    the case's picks or its checks must fail."""
    monkeypatch.delitem(definitions(), case.card)
    effects.forget_derived()
    try:
        with pytest.raises((AssertionError, IllegalChoice)):
            case.check(run(case))
    finally:
        monkeypatch.undo()
        effects.forget_derived()


def test_cases_name_real_cards_and_levels() -> None:
    for case in CASES:
        card = cards()[case.card]
        assert case.card in definitions(), case.id
        assert case.level in (card.clauses.keys or ("",)), case.id


def test_every_automated_card_has_a_case_at_every_printed_level() -> None:
    """A card counts as automated only with a scenario case per level it prints (DESIGN.md,
    "automated means all of it"); a definition marked ``partial`` is not counted."""
    covered = {(case.card, case.level) for case in CASES}
    missing = [
        f"{name} [{level}]" if level else name
        for name, definition in definitions().items()
        if not definition.partial
        for level in (cards()[name].clauses.keys or ("",))
        if (name, level) not in covered
    ]
    assert not missing, f"automated without a case: {', '.join(missing)}"
