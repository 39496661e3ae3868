"""Pilot tests: a turn through the five phases, a blocked bleed into combat, a referendum, hand-off."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.app import App, ComposeResult
from textual.pilot import Pilot

from vtes_tui.app import app as app_module
from vtes_tui.app.app import VtesApp, build_session, first_handoff
from vtes_tui.app.screens.handoff import HandOffScreen
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.session import GameSession, TableConfig
from vtes_tui.app.widgets.hand import HandPanel
from vtes_tui.app.widgets.log import LogPanel
from vtes_tui.cards.decks import load_deck
from vtes_tui.rules.prompts import Prompt

from .helpers import advance, deck, eager, pilot_test, play_by_keys, press_option, session

SIZE = (120, 40)


def _log(s: GameSession) -> list[str]:
    return [entry["text"] for entry in s.view()["log"]]


@pilot_test
async def test_a_full_turn_goes_through_the_five_phases(tmp_path: Path) -> None:
    """3: unlock, master, minion, influence, discard; each phase that asks is answered by keys."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})

    # Headless up to Bob's turn once Alice has a vampire and a master card, so that her next
    # turn asks in every phase.
    def ready(s: GameSession) -> bool:
        alice = s.view()["players"][0]
        masters = [c for c in alice["hand"] or () if "Master" in c["types"]]
        return s.view()["current"] == 1 and bool(alice["ready"]) and bool(masters)

    advance(s, ready)
    app = VtesApp(s)
    phases: list[str] = []
    async with app.run_test(size=SIZE) as pilot:
        await play_by_keys(pilot, s, lambda s: s.view()["current"] == 0)
        turn = s.view()["turn"]

        def turn_over(s: GameSession) -> bool:
            table = s.view()
            if table["turn"] == turn and (not phases or phases[-1] != table["phase"]):
                phases.append(table["phase"])
            return table["turn"] != turn

        await play_by_keys(pilot, s, turn_over)
        assert isinstance(app.screen, TableScreen)
    assert [p for p in phases if p != "unlock"][:4] == ["master", "minion", "influence", "discard"]
    turn_lines = [e for e in s.view()["log"] if e["turn"] == turn]
    assert turn_lines[0]["text"] == f"Turn {turn}: Alice"
    assert s.view()["turn"] == turn + 1, "the turn passed to Bob"


@pilot_test
async def test_a_blocked_bleed_leads_to_combat_answered_by_keys(tmp_path: Path) -> None:
    """6.2.2, 6.4: Alice bleeds, Bob's minion blocks (intercept >= stealth), both strike."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, open_hands=True)
    kinds: list[str] = []

    def ready_to_fight(s: GameSession) -> bool:
        table = s.view()
        return all(p["ready"] for p in table["players"]) and table["current"] == 0

    advance(s, ready_to_fight)

    def combat_over(s: GameSession) -> bool:
        if s.prompt is not None:
            kinds.append(s.prompt.kind)
        return any(text == "Combat ends" for text in _log(s)) or "strike" in kinds[:-1]

    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await play_by_keys(pilot, s, combat_over)
    assert "block" in kinds
    assert "strike" in kinds
    assert any("enter combat" in text for text in _log(s))


def _politics(prompt: Prompt) -> int:
    """Eager, but calls a referendum whenever a political action card can be played."""
    if prompt.kind == "action":
        for i, option in enumerate(prompt.options):
            if any(n in option.label for n in ("Kine Resources", "Parity Shift", "Ancilla")):
                return i
    return eager(prompt)


@pilot_test
async def test_a_referendum_is_voted_by_keys(tmp_path: Path) -> None:
    """6.3: a political action card calls a referendum; each Methuselah votes from the keyboard."""
    s = session(tmp_path, ["ventrue", "ventrue"], seed=5, open_hands=True)

    def can_call(s: GameSession) -> bool:
        return (
            s.prompt is not None
            and s.prompt.kind == "action"
            and _politics(s.prompt) != eager(s.prompt)
        )

    advance(s, can_call)
    app = VtesApp(s)
    voted: list[int] = []
    async with app.run_test(size=SIZE) as pilot:
        assert s.prompt is not None
        await press_option(pilot, _politics(s.prompt))

        def decided(s: GameSession) -> bool:
            if s.prompt is not None and s.prompt.kind == "vote":
                voted.append(s.prompt.decider)
            return any(" passes:" in t or " fails:" in t for t in _log(s))

        await play_by_keys(pilot, s, decided)
    assert voted, "a vote prompt was answered by keys"
    assert any("passes" in t or "fails" in t for t in _log(s))


@pilot_test
async def test_hand_off_covers_the_table_when_another_human_decides(tmp_path: Path) -> None:
    """DESIGN.md hot-seat: "Pass to Alice", then her table; Bob's turn covers it again."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3)
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert app.screen.player == "Alice"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await play_by_keys(pilot, s, lambda s: s.decider == 1)
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert app.screen.player == "Bob"


def _config(bots: dict[int, str], open_hands: bool = False) -> TableConfig:
    return TableConfig(
        names=["Alice", "Bob", "Carol"],
        decks=[load_deck(deck(d)) for d in ("ventrue", "hecata", "lasombra")],
        seed=3,
        bots=bots,
        open_hands=open_hands,
    )


def test_the_first_hand_off_is_known_only_when_a_human_holds_the_first_seat() -> None:
    """DESIGN.md hot-seat: a hand-off needs two humans and closed hands; the first seat's
    hand-off shows before the game is built only when a human holds that seat."""
    assert first_handoff(_config({})) == 0
    assert first_handoff(_config({2: "greedy"})) == 0
    assert first_handoff(_config({0: "greedy"})) is None
    assert first_handoff(_config({1: "greedy", 2: "greedy"})) is None
    assert first_handoff(_config({}, open_hands=True)) is None


async def _table(app: VtesApp, pilot: Pilot) -> TableScreen:
    """The table screen once the game, built in a thread, has been opened."""
    for _ in range(200):
        table = next((s for s in app.screen_stack if isinstance(s, TableScreen)), None)
        if table is not None and table.is_mounted:
            await pilot.pause()
            return table
        await pilot.pause(0.05)
    raise AssertionError("the table never opened")


@pilot_test
async def test_a_new_game_hands_off_to_the_first_seat_while_it_is_built(tmp_path: Path) -> None:
    """`play DECK DECK DECK`: "Pass to Alice" shows before the game exists; after Enter her
    table is drawn at once, with no second hand-off to her (DESIGN.md, hot-seat)."""
    app = VtesApp(None, tmp_path / "autosave.json", config=_config({}))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HandOffScreen)
        assert app.screen.player == "Alice"
        await pilot.press("enter")
        table = await _table(app, pilot)
        assert app.screen is table
        assert table.seen_by == 0 and table.table["players"][0]["hand"]
        assert app.session is not None and app.session.decider == 0


@pilot_test
async def test_the_game_is_built_once_the_first_hand_off_is_drawn(
    tmp_path: Path, monkeypatch
) -> None:
    """The thread that imports the engine and builds the game starts after the hand-off's first
    frame, which it would otherwise slow down (docs/app.md, speed)."""
    shown: list[bool] = []

    def build(config: TableConfig, save_path: Path | None) -> GameSession:
        screen = app.screen
        shown.append(isinstance(screen, HandOffScreen) and screen.is_mounted)
        return build_session(config, save_path)

    monkeypatch.setattr(app_module, "build_session", build)
    app = VtesApp(None, tmp_path / "autosave.json", config=_config({}))
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(100):
            if shown:
                break
            await pilot.pause(0.01)
        await pilot.press("enter")
        await _table(app, pilot)
    assert shown == [True]


@pilot_test
async def test_a_new_game_with_a_bot_first_hands_off_once_it_is_built(tmp_path: Path) -> None:
    """No hand-off is sure before the game exists when a bot holds the first seat: the table
    hands off to the first human it asks, as a resumed game does (DESIGN.md, hot-seat)."""
    app = VtesApp(None, tmp_path / "autosave.json", config=_config({0: "greedy"}))
    async with app.run_test(size=SIZE) as pilot:
        await _table(app, pilot)
        await pilot.pause()
        assert app.session is not None
        decider = app.session.decider
        assert decider in (1, 2)
        assert isinstance(app.screen, HandOffScreen)
        assert app.screen.player == app.session.names[decider]


@pilot_test
async def test_undo_takes_back_the_last_choice_in_goldfish(tmp_path: Path) -> None:
    """Goldfish: u always undoes; the record on disk shrinks with it."""
    from .test_goldfish import goldfish_session

    s = goldfish_session(tmp_path)
    app = VtesApp(s)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        before = list(s.seq.choices)
        assert s.prompt is not None
        await press_option(pilot, eager(s.prompt))
        assert len(s.seq.choices) > len(before)
        await pilot.press("u")
        await pilot.pause()
        assert s.seq.choices == before
        assert isinstance(app.screen, TableScreen)


@pilot_test
async def test_the_log_wraps_to_its_width_and_follows_its_end(tmp_path: Path) -> None:
    """The log's lines wrap inside its frame (none runs past the right edge) and its last line,
    the newest, is in view; after a resize the lines wrap to the new width."""
    five = ["ventrue", "hecata", "tremere", "nosferatu", "toreador"]
    s = session(tmp_path, five, seed=5, bots={seat: "greedy" for seat in range(1, 5)})
    advance(s, lambda s: s.view()["turn"] >= 21)
    app = VtesApp(s)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        log = app.screen.query_one("#log", LogPanel)
        for size in ((160, 50), (140, 45)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            width, height = log.size
            assert width > 0
            shown = [log.render_line(y) for y in range(height)]
            assert all(line.cell_length == width for line in shown)
            newest = s.view()["log"][-1]["text"]
            assert newest.split()[0] in "".join(line.text for line in shown[-3:])
        # The wheel scrolls back a line; a new entry brings the end back.
        last = log.render_line(height - 1).text
        await pilot._post_mouse_events([events.MouseScrollUp], "#log")
        await pilot.pause()
        assert log.back == 1 and log.render_line(height - 1).text != last


@pilot_test
async def test_the_hand_panel_follows_a_new_copy_of_the_same_card() -> None:
    """8: a Dodge discarded and another Dodge drawn read the same in the hand, but the cursor
    must name the new card (its uid), not the one now in the ash heap."""

    class Hand(App[None]):
        def compose(self) -> ComposeResult:
            yield HandPanel(id="hand")

    dodge = {"name": "Dodge", "types": ["Combat"], "disciplines": [], "clans": []}
    async with Hand().run_test() as pilot:
        panel = pilot.app.query_one(HandPanel)
        panel.show([{**dodge, "uid": 1}], set())
        panel.show([{**dodge, "uid": 2}], set())
        assert panel.uids == [2]
        assert panel.option_count == 1
