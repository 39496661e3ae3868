"""Pilot tests: a key meant for one screen or one prompt never answers the next, and an option
keeps its number while the same Methuselah answers the same kind of prompt in one phase."""

from __future__ import annotations

from pathlib import Path

from textual.widgets._toast import Toast

from vtes_tui.app.app import VtesApp
from vtes_tui.app.choices import Numbering
from vtes_tui.app.screens.handoff import HandOffScreen
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.session import GameSession
from vtes_tui.rules.prompts import Option, Prompt

from .helpers import advance, pilot_test, play_by_keys, session

SIZE = (120, 40)


@pilot_test
async def test_the_enter_that_takes_the_keyboard_answers_nothing(tmp_path: Path) -> None:
    """Hot seat: Enter on the hand-off screen, and a habitual second Enter, leave Alice's first
    prompt unanswered; so does an Enter right after she answers by number."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3)
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert s.record().choices == []
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        assert len(s.record().choices) == 1
        # Moving to an option first makes Enter pick it.
        await pilot.press("down", "enter")
        await pilot.pause()
        assert len(s.record().choices) == 2


@pilot_test
async def test_pressing_a_number_twice_transfers_twice_to_the_same_vampire(
    tmp_path: Path,
) -> None:
    """7: Alice has three transfers; the option moving blood back to her pool costs two and
    vanishes after her first transfer. Pressing 3 three times still moves all three to the
    vampire that was number 3 (Madison), the vanished line keeping its place."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, open_hands=True)

    def three_transfers(s: GameSession) -> bool:
        p = s.prompt
        return (
            p is not None
            and p.kind == "transfer"
            and p.decider == 0
            and any(o.key == "to-pool" for o in p.options)
        )

    advance(s, three_transfers)
    assert s.prompt is not None
    third = s.prompt.options[2].id
    before = len(s.record().choices)
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.pause()
            await pilot.press("3")
        await pilot.pause()
    assert s.record().choices[before:] == [third, third, third]


def _transfers(*vampires: int) -> Prompt:
    options = [Option("to-minion", f"Move 1 pool to {uid}", card=uid) for uid in vampires]
    return Prompt(0, "transfer", "7", "Transfers", (*options, Option("end", "End")))


def test_a_vanished_option_leaves_its_number_empty() -> None:
    """An option keeps its number while the same Methuselah answers the same kind of prompt in
    one phase; a gone one leaves a gap, trailing gaps go, and a new phase starts afresh."""
    numbering = Numbering()
    first = numbering.menu(_transfers(1, 2, 3), {}, phase=(1, "influence"))
    assert [e.ident for e in first] == ["to-minion:c1", "to-minion:c2", "to-minion:c3", "end"]
    second = numbering.menu(_transfers(1, 3), {}, phase=(1, "influence"))
    assert [(e.ident, e.gone) for e in second] == [
        ("to-minion:c1", False),
        ("to-minion:c2", True),
        ("to-minion:c3", False),
        ("end", False),
    ]
    assert second[2].option == 1, "number 3 still moves pool to vampire 3"
    third = numbering.menu(_transfers(1, 3, 4), {}, phase=(1, "influence"))
    assert [e.ident for e in third][-1] == "to-minion:c4", "a new option comes last"
    fresh = numbering.menu(_transfers(1, 3), {}, phase=(2, "influence"))
    assert [e.ident for e in fresh] == ["to-minion:c1", "to-minion:c3", "end"]
    numbering.menu(_transfers(1, 2, 3, 4, 5), {}, phase=(3, "influence"))
    left = numbering.menu(_transfers(5), {}, phase=(3, "influence"))
    assert [e.ident for e in left] == ["to-minion:c5", "end"], "mostly gone: numbered afresh"


@pilot_test
async def test_an_undone_message_does_not_cross_a_hand_off(tmp_path: Path) -> None:
    """Alice undoes a choice, then ends her turn: Bob's hand-off screen shows no "Undone"."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3)
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert s.can_undo
        await pilot.press("u")
        await pilot.pause()
        assert app.screen.query(Toast) or app._notifications  # the "Undone" toast is up
        await play_by_keys(pilot, s, lambda s: s.decider == 1)
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert not app.screen.query(Toast)
        assert not list(app._notifications)
