"""Pilot tests of the judge screen (`j`, issue 9 "Playing by hand"): a command at any prompt, by
the Methuselah at the keyboard or another after a hand-off, logged with who gave it, refused
with its reason, undone, saved and resumed; another's hand is never listed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Static

from vtes_tui.app.app import VtesApp
from vtes_tui.app.judging import Draft, Pick, choices
from vtes_tui.app.screens.handoff import HandOffScreen
from vtes_tui.app.screens.judge import JudgeScreen
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.session import GameSession
from vtes_tui.app.widgets.prompt import KEYS
from vtes_tui.sequencer.scenario import build_state
from vtes_tui.sequencer.view import view

from .helpers import pilot_test, session

SIZE = (120, 40)


def _log(s: GameSession) -> list[str]:
    return [entry["text"] for entry in s.view()["log"]]


async def pick(pilot: Pilot, wanted: Callable[[Pick], bool]) -> Pick:
    """Answer the judge screen's step with the first line ``wanted`` accepts, by keys."""
    screen = pilot.app.screen
    assert isinstance(screen, JudgeScreen)
    n, found = next((n, p) for n, p in enumerate(screen.picks) if wanted(p))
    if n < len(KEYS):
        await pilot.press(KEYS[n])
    else:
        screen.query_one("#judge-options").highlighted = n
        await pilot.press("enter")
    await pilot.pause()
    return found


def _labelled(text: str) -> Callable[[Pick], bool]:
    return lambda p: p.label.startswith(text)


@pilot_test
async def test_j_opens_the_judge_at_a_prompt_and_a_command_is_logged(tmp_path: Path) -> None:
    """1.4: at her first prompt Alice presses j and takes 2 pool from Bob for a card of her
    hand; the prompt still waits, the log names her and the card, the record is saved."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    prompt = s.prompt
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # a stray Enter on the new screen answers nothing
        await pilot.press("j")
        await pilot.pause()
        assert isinstance(app.screen, JudgeScreen)
        await pilot.press("enter")
        assert app.screen.draft.verb is None
        await pick(pilot, lambda p: p.value == "pool")
        await pick(pilot, lambda p: p.value == 1)  # Bob
        await pick(pilot, lambda p: p.value == -2)
        reason = await pick(pilot, lambda p: "Alice's hand" in p.label)
        assert isinstance(app.screen, TableScreen)
    name = reason.label.removeprefix("for ").split(" · ")[0]
    assert s.view()["players"][1]["pool"] == 28
    assert _log(s)[-1] == f"Judge (Alice) (for {name}): Bob -2 pool"
    assert s.prompt is prompt
    assert s.record().choices[-1].startswith("judge/0/pool/s1/n-2/b")
    assert "judge/0/pool" in (tmp_path / "autosave.json").read_text()


@pilot_test
async def test_a_refused_command_shows_its_reason_and_changes_nothing(tmp_path: Path) -> None:
    """A vampire with no blood has none to remove: the one-line reason shows on the judge
    screen, which stays; nothing is recorded or saved; Esc closes it."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    choices = list(s.record().choices)
    saved = (tmp_path / "autosave.json").read_text()
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        await pick(pilot, lambda p: p.value == "blood")
        await pick(pilot, lambda p: "Alice's uncontrolled" in p.label)
        await pick(pilot, lambda p: p.value == -1)
        await pick(pilot, lambda p: p.value is None)
        assert isinstance(app.screen, JudgeScreen)
        error = str(app.screen.query_one("#judge-error", Static).render())
        assert error.startswith("Not done: ") and "has no blood, life or counters" in error
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
    assert s.record().choices == choices
    assert (tmp_path / "autosave.json").read_text() == saved
    assert not any(line.startswith("Judge") for line in _log(s))


@pilot_test
async def test_undo_takes_a_judge_command_back(tmp_path: Path) -> None:
    """u undoes a judge command like any choice: the pool and the log are as before."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        await pick(pilot, lambda p: p.value == "pool")
        await pick(pilot, lambda p: p.value == 0)
        await pick(pilot, lambda p: p.value == 3)
        await pick(pilot, lambda p: p.value is None)
        assert s.view()["players"][0]["pool"] == 33
        assert _log(s)[-1] == "Judge (Alice): Alice +3 pool"
        await pilot.press("u")
        await pilot.pause()
    assert s.view()["players"][0]["pool"] == 30
    assert not any(line.startswith("Judge") for line in _log(s))
    assert not any(c.startswith("judge/") for c in s.record().choices)


@pilot_test
async def test_a_judge_command_survives_save_and_resume(tmp_path: Path) -> None:
    """The record carries the command: resumed, the card is in the ash heap, the line is in
    the log, and undo (the command is Alice's own choice) still takes it back."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        await pick(pilot, lambda p: p.value == "discard")
        card = await pick(pilot, _labelled(""))
        await pick(pilot, lambda p: p.value is None)
    name = card.label.split(" · ")[0]
    resumed = GameSession.resume(tmp_path / "autosave.json")
    alice = resumed.view()["players"][0]
    assert [c["name"] for c in alice["ash_heap"]] == [name]
    assert _log(resumed)[-1] == f"Judge (Alice): Alice discards {name}"
    assert resumed.can_undo and resumed.undo()
    assert resumed.view()["players"][0]["ash_heap"] == []


@pilot_test
async def test_another_methuselah_gives_a_command_after_a_hand_off(tmp_path: Path) -> None:
    """Hot seat: at Alice's prompt, w chooses Bob; the screen is covered until Bob takes the
    keyboard, his discard lists his own hand, and the table is handed back to Alice."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3)
    bob_hand = {c.uid for c in s.seq.state.players[1].hand}
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # Alice takes the keyboard
        await pilot.pause()
        await pilot.press("j", "w")
        await pilot.pause()
        await pick(pilot, lambda p: p.label == "Bob")
        assert isinstance(app.screen, HandOffScreen)
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, JudgeScreen) and screen.draft.seat == 1
        await pick(pilot, lambda p: p.value == "discard")
        assert {p.value for p in screen.picks} == bob_hand
        card = await pick(pilot, _labelled(""))
        await pick(pilot, lambda p: p.value is None)
        assert isinstance(app.screen, HandOffScreen), "Alice gets the keyboard back"
    assert _log(s)[-1] == f"Judge (Bob): Bob discards {card.label.split(' · ')[0]}"


@pilot_test
async def test_the_judge_screen_never_lists_another_players_hand(tmp_path: Path) -> None:
    """2.3: at every step of the broadest commands (move, reveal, burn, attach) Alice's lines
    name no card of Bob's hand, and Bob's face-down cards show unnamed."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    bob = s.seq.state.players[1]
    hidden = {c.uid for c in bob.hand + bob.library + bob.crypt}
    face_down = {c.uid for c in bob.uncontrolled}
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for verb in ("move", "reveal", "burn", "attach", "blood"):
            await pilot.press("j")
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, JudgeScreen)
            await pick(pilot, lambda p, verb=verb: p.value == verb)
            for line in screen.picks:
                assert line.value not in hidden, line.label
                if line.value in face_down:
                    assert line.label.startswith("a face-down card"), line.label
            await pilot.press("escape")
            await pilot.pause()


@pilot_test
async def test_a_search_moves_a_card_of_her_library_to_her_hand(tmp_path: Path) -> None:
    """A search of her library: it is listed by name, one line a card with its copies (never
    in its order); the card goes to her hand, named in the log to her alone."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    hand = len(s.seq.state.players[0].hand)
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("j")
        await pilot.pause()
        await pick(pilot, lambda p: p.value == "move")
        screen = app.screen
        assert isinstance(screen, JudgeScreen)
        searched = [p.label for p in screen.picks if p.label.endswith("search your library")]
        assert searched == sorted(searched) and len(set(searched)) == len(searched)
        card = await pick(pilot, lambda p: "×" in p.label and "library" in p.label)
        await pick(pilot, lambda p: p.label == "to hand")
        await pick(pilot, lambda p: p.value is None)
    name = card.label.split(" ×")[0]
    alice = s.seq.state.players[0]
    assert len(alice.hand) == hand + 1 and alice.hand[-1].name == name
    assert "Judge (Alice): a card from library to hand" in _log(s)
    assert f"Judge: {name} to hand" in _log(s)
    assert not any(name in e["text"] for e in view(s.seq.state, 1)["log"] if "Judge" in e["text"])


def test_copies_of_a_card_are_one_reason_to_name() -> None:
    """The card a command is for is named in the log: two copies in her hand read the same and
    are one line (the first copy stands for both)."""
    hand = ["Eyes of Argus", "Eyes of Argus", "Deflection"]
    state = build_state({"seats": [{"name": "Alice", "hand": hand}, {"name": "Bob"}], "turn": 5})
    reasons = choices(Draft(0, "pool", {"s": 1, "n": 1}), view(state, 0))
    labels = [pick.label for pick in reasons]
    assert sum(label.startswith("for Eyes of Argus") for label in labels) == 1
    assert any(label.startswith("for Deflection") for label in labels)
