"""Learning mode at the keyboard: the coach panel explains each option with the engine's figures
and the rule's section (6.2.2 blocks, 6.1.1 bleeds, 7 transfers), notes the phases of your turn
that passed with nothing to do (4, 5, 6), `g` opens on the term of its first line; a game
against bots reached from `learn`, the new-game screen and `play --learn`, played by keys for
a few turns, with open hands on or off."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import OptionList, Static
from typer.testing import CliRunner

from vtes_tui.app.app import VtesApp, build_session
from vtes_tui.app.coach import coach_keys
from vtes_tui.app.glossary import glossary
from vtes_tui.app.learning import LessonSession
from vtes_tui.app.render import seat_panel
from vtes_tui.app.screens.glossary import GlossaryScreen
from vtes_tui.app.screens.learning import LearningTableScreen
from vtes_tui.app.screens.lessons import LessonsScreen
from vtes_tui.app.screens.new_game import NewGameScreen
from vtes_tui.app.screens.table import TableScreen
from vtes_tui.app.session import DATA_DIR_ENV, GameSession
from vtes_tui.app.widgets.menu import Menu
from vtes_tui.app.widgets.table import SeatPanel
from vtes_tui.cli import app as cli
from vtes_tui.rules.prompts import Prompt
from vtes_tui.rules.state import Phase
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.lesson import lessons, matches
from vtes_tui.sequencer.scenario import build_state

from .helpers import deck, pilot_test, play_by_keys, session
from .test_glossary import RULES, rulebook_sections

# Lesson 4's table: Bob's minion phase; his Kathy Glens (3 blood) and Anson (4) face your Mazz.
BLOCKS_TABLE: dict[str, Any] = {
    "phase": "minion",
    "turn": 6,
    "current": 1,
    "seats": [
        {
            "name": "You",
            "hand": ["Blood Doll", "Deflection"],
            "library": ["Govern the Unaligned", "Computer Hacking", "Blood Doll"],
            "ready": [{"card": "Mazz", "blood": 3}],
        },
        {
            "name": "Bob",
            "pool": 20,
            "library": ["Deflection", "Conditioning", "Blood Doll"],
            "ready": [{"card": "Kathy Glens", "blood": 3}, {"card": "Anson", "blood": 4}],
        },
    ],
}


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


class PreparedSession(GameSession):
    """A learning game at a table laid out as a scenario, Bob played by a script (the first
    option whose label holds the next of ``moves``, else the last option): no record to save."""

    def __init__(self, table: dict[str, Any], moves: list[str], save_path: Path) -> None:
        self.decks = []
        self.options = {"learn": True}
        self.save_path = save_path
        self.save_failure = None
        self.moves = list(moves)
        self.bots = {1: self.scripted}
        self.deciders = []
        self.seq = Sequencer.from_state(build_state(table))
        self._asked_at = {}
        self._watched_from = 0
        self.notes = []
        self.advance()

    @property
    def names(self) -> list[str]:
        return [player.name for player in self.seq.state.players]

    def scripted(self, prompt: Prompt) -> int:
        labels = [o.label for o in prompt.options]
        if self.moves:
            found = [i for i, label in enumerate(labels) if self.moves[0] in label]
            if found:
                self.moves.pop(0)
                return found[0]
        return next(
            (i for i, o in enumerate(prompt.options) if o.key in ("pass", "decline", "end")),
            len(labels) - 1,
        )

    def save(self) -> None:
        """A scenario has no record to write."""


def drawn_text(panel: SeatPanel) -> str:
    """A seat panel's text as it is drawn (wide: no card name folds)."""
    console = Console(width=400, record=True, color_system=None)
    console.print(seat_panel(*panel.shown))
    return console.export_text()


def coach_panel(pilot: Pilot) -> str:
    return str(pilot.app.screen.query_one("#coach-panel", Static).render())


def number_of(pilot: Pilot, words: str) -> str:
    """The number key of the option whose label holds ``words``."""
    options = pilot.app.screen.query_one("#options", Menu)
    for n, entry in enumerate(options.entries):
        if words in entry.plain:
            return "1234567890"[n]
    raise AssertionError(f"no option {words!r}")


@pilot_test
async def test_the_coach_explains_a_block_with_the_engines_intercept_and_stealth(
    tmp_path: Path,
) -> None:
    """6.2.2: Kathy Glens hunts (+1 stealth, 6.1.2) and Mazz has no intercept: the block would
    fail; then Anson bleeds you (stealth 0): the block succeeds, and declining costs 1 pool."""
    s = PreparedSession(BLOCKS_TABLE, ["Kathy Glens hunts", "Anson bleeds"], tmp_path / "x.json")
    app = VtesApp(s)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LearningTableScreen)
        shown = coach_panel(pilot)
        assert "Blocking with Mazz would fail: intercept 0 < stealth 1" in shown
        assert "(6.2.2)" in shown
        assert "Kathy Glens's action goes on and succeeds" in shown
        await pilot.press(number_of(pilot, "Do not block"))
        await pilot.pause()
        shown = coach_panel(pilot)
        assert "Blocking with Mazz succeeds: intercept 0 ≥ stealth 0" in shown
        assert "combat follows (6.2.2)" in shown
        assert "you burn 1 pool (30 → 29)" in shown and "(6.1.1)" in shown
        # Highlighting an option puts its line first, marked.
        await pilot.press("down")
        await pilot.pause()
        first = coach_panel(pilot).splitlines()[1]
        assert first.startswith("▸ 1 Not blocking is final")


@pilot_test
async def test_g_opens_the_glossary_on_the_term_of_the_coachs_first_line(tmp_path: Path) -> None:
    s = PreparedSession(BLOCKS_TABLE, ["Anson bleeds"], tmp_path / "x.json")
    app = VtesApp(s)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        # Block with Mazz: its line names Block; Do not block (a bleed at you): Bleed.
        for keys, term in ((("down", "down"), "Block"), (("escape", "down"), "Bleed")):
            await pilot.press(*keys)
            await pilot.pause()
            await pilot.press("g")
            await pilot.pause()
            assert isinstance(app.screen, GlossaryScreen)
            assert app.screen.start is not None and app.screen.start.name == term


@pilot_test
async def test_the_phases_your_turn_passed_with_nothing_to_do_are_noted(tmp_path: Path) -> None:
    """3: a newcomer sees the phases skipped: at the first question of her first turn (the
    influence phase, 7), unlock (4), master (5: no master card playable) and minion (6: no
    minion yet) are noted, and at the next question they are gone."""
    s = session(tmp_path, ["hecata", "lasombra"], seed=7, bots={1: "greedy"}, learn=True)
    app = VtesApp(s)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        assert s.prompt is not None and s.prompt.kind == "transfer"
        shown = coach_panel(pilot)
        assert "Unlock phase: your cards unlocked — nothing to decide (4)." in shown
        assert "Master phase:" in shown and "— nothing to do (5)." in shown
        assert "Minion phase: no minion could act (0 ready and unlocked" in shown
        assert "A transfer: 1 pool (30 → 29) onto" in shown
        await pilot.press("1")
        await pilot.pause()
        assert s.prompt is not None and s.prompt.kind == "discard"
        shown = coach_panel(pilot)
        assert "nothing to do" not in shown
        # Every discard is explained alike: one line for all their numbers.
        discards = [o for o in s.prompt.options if o.key == "discard"]
        assert shown.count("Discard that card to the ash heap") == 1
        assert f"2-{len(discards) + 1} Discard that card" in shown


@pilot_test
async def test_without_learning_mode_there_is_no_coach_panel(tmp_path: Path) -> None:
    s = session(tmp_path, ["hecata", "lasombra"], seed=7, bots={1: "greedy"})
    app = VtesApp(s)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        assert type(app.screen) is TableScreen
        assert not app.screen.query("#coach-panel")
        assert s.explanations() == [] and s.notes == []


def answered(made: int) -> Callable[[GameSession], bool]:
    """Holds once the human has made one more choice than ``made``."""
    return lambda s: len(s.seq.choices) > made


async def start_from_lessons(pilot: Pilot) -> None:
    """`learn`: the last line of the list, Play a game against bots, then Enter on Start."""
    app = pilot.app
    assert isinstance(app.screen, LessonsScreen)
    listing = app.screen.query_one("#lessons-list", OptionList)
    assert listing.option_count == len(lessons()) + 1
    listing.highlighted = len(lessons())
    await pilot.pause()
    assert "Play a game against bots" in str(app.screen.query_one("#lessons-goal").render())
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    assert app.screen.setup.learn and app.screen.line == ("start", None)


@pilot_test
async def test_a_learning_game_against_bots_from_learn_plays_a_few_turns_by_keys() -> None:
    app = VtesApp(learn=True)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        await start_from_lessons(pilot)
        await pilot.press("enter")
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, LearningTableScreen):
                break
        s = app.session
        assert isinstance(app.screen, LearningTableScreen) and s is not None and s.learn
        assert s.humans == [0] and not s.open_hands
        explained = 0
        for _ in range(60):  # each question: the coach says something for it
            if s.finished or s.seq.state.turn >= 6:
                break
            await pilot.pause()
            shown = coach_panel(pilot)
            explained += " (" in shown.partition("\n")[2]
            await play_by_keys(pilot, s, answered(len(s.seq.choices)))
        assert s.seq.state.turn >= 6
        assert explained >= 5
        assert s.record().options.get("learn") is True


@pilot_test
async def test_open_hands_shows_the_bots_hands_only_when_turned_on(tmp_path: Path) -> None:
    for open_hands in (False, True):
        app = VtesApp(coach=True)
        async with app.run_test(size=(140, 45)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, NewGameScreen) and screen.setup.learn
            form = screen.query_one("#new-game-form", OptionList)
            if open_hands:
                form.highlighted = screen.setup.lines().index(("hands", None))
                await pilot.pause()
                await pilot.press("right")
                assert screen.setup.open_hands
            await pilot.press("ctrl+s")
            for _ in range(20):
                await pilot.pause()
                if isinstance(app.screen, LearningTableScreen):
                    break
            s = app.session
            assert s is not None and s.open_hands is open_hands
            bob = s.seq.state.players[1]
            panel = next(p for p in app.screen.query(SeatPanel) if p.shown[0]["seat"] == 1)
            drawn = drawn_text(panel)
            assert ("Hand: " in drawn) is open_hands
            assert all((card.name in drawn) is open_hands for card in bob.hand)


def test_play_learn_starts_a_learning_game_and_resume_keeps_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened: list[GameSession | None] = []
    # The app builds the game from the command line's table (VtesApp.start_table).
    monkeypatch.setattr(
        VtesApp, "run", lambda self: opened.append(build_session(self.config, self.save_path))
    )
    save = tmp_path / "game.json"
    args = ["play", str(deck("hecata")), str(deck("lasombra")), "--bot", "2", "--learn"]
    result = CliRunner().invoke(cli, [*args, "--seed", "5", "--save", str(save)])
    assert result.exit_code == 0, result.output
    started = opened[0]
    assert started is not None and started.learn and started.notes  # its first turn's phases
    started.choose(0)
    resumed = GameSession.resume(save)
    assert resumed.learn and resumed.notes == []  # a resumed game notes from where it stands


def test_play_learn_without_decks_opens_the_new_game_screen_set_for_learning(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made: list[VtesApp] = []
    monkeypatch.setattr(VtesApp, "run", lambda self: made.append(self))
    result = CliRunner().invoke(cli, ["play", "--learn"])
    assert result.exit_code == 0, result.output
    assert made[0].coach and made[0].session is None


def test_a_phase_note_is_for_the_learners_own_turn_only(tmp_path: Path) -> None:
    """Bob's phases never appear in your notes; yours appear once."""
    s = session(tmp_path, ["hecata", "lasombra"], seed=7, bots={1: "greedy"}, learn=True)
    assert [n.key.split("-")[0] for n in s.notes] == ["idle.unlock", "idle.master", "idle.minion"]
    assert s.seq.state.phase is Phase.INFLUENCE
    s.choose(0)  # a transfer: the discard phase is asked next, nothing passed between
    assert s.notes == []
    while s.prompt is not None and s.seq.state.turn < 3:
        s.choose(len(s.prompt.options) - 1)
    assert [n.key.split("-")[0] for n in s.notes] == ["idle.unlock", "idle.master", "idle.minion"]


RULES_DIR = Path(__file__).resolve().parents[2] / "vtes_tui" / "rules"
KEY = re.compile(r'"([a-z]+\.[a-z][a-z-]*)"')  # an explanation's key: "block.succeeds"
SECTION = re.compile(r'Explanation\(\s*[^,]+,\s*"([\d.]+)"')


def _rules_source() -> str:
    return "".join(
        path.read_text()
        for path in (
            *RULES_DIR.glob("explain*.py"),
            RULES_DIR / "idle.py",
            RULES_DIR / "combat_notes.py",
        )
    )


def test_every_key_the_rules_name_has_the_coachs_words_and_no_words_are_left_over() -> None:
    from vtes_tui.rules.explain import _CARD_ACTIONS

    named = set(KEY.findall(_rules_source()))
    named |= {f"action.{key}{free}" for key in _CARD_ACTIONS for free in ("", "-free")}
    assert "block.succeeds" in named and "idle.master-none" in named  # the source is read
    assert named == coach_keys()


def test_every_coach_term_is_in_the_glossary() -> None:
    from vtes_tui.app.coach import _lines

    assert {line["term"] for line in _lines().values()} <= {t.name for t in glossary()}


@pytest.mark.skipif(not RULES.is_dir(), reason="needs the rulebook in ../shared/rules")
def test_every_section_the_coach_cites_is_a_heading_of_the_rulebook() -> None:
    from vtes_tui.app.coach import _lines

    cited = set(SECTION.findall(_rules_source()))
    assert {"6.2.2", "6.1.1", "7", "5"} <= cited
    for line in _lines().values():
        cited |= set(re.findall(r"\((\d+(?:\.\d+)*)\)", line["text"]))
    assert cited - rulebook_sections() == set()


def test_snapshot_the_coach_on_a_block(snap_compare: Any, tmp_path: Path) -> None:
    """Bob's Anson bleeds you: the coach panel above the prompt, "Block with Mazz" highlighted
    and first (▸ 2: succeeds, intercept 0 ≥ stealth 0, combat follows, 6.2.2), then declining
    (you burn 1 pool, 30 → 29, the Edge to the bleeder, 6.1.1); the prompt's one-line coach
    under the options as ever."""

    async def highlight(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("down", "down")
        await pilot.pause()

    s = PreparedSession(BLOCKS_TABLE, ["Anson bleeds"], tmp_path / "x.json")
    assert snap_compare(VtesApp(s), run_before=highlight, terminal_size=(140, 45))


def test_snapshot_the_phases_passed_at_80x24(snap_compare: Any, tmp_path: Path) -> None:
    """A learning game's first question at 80x24 (the influence phase): the coach panel keeps
    to three lines under its title; nothing is highlighted, so the phases that passed come
    first, in italics: unlock (4), then master (5), the rest cut off."""
    s = session(tmp_path, ["hecata", "lasombra"], seed=7, bots={1: "greedy"}, learn=True)
    assert snap_compare(VtesApp(s), terminal_size=(80, 24))


@pilot_test
async def test_the_coach_says_what_a_stealth_card_brings_when_you_are_blocked(
    tmp_path: Path,
) -> None:
    """6.2.2: your Krid bleeds Bob, whose Mazz blocks at intercept 0 against stealth 0; the
    panel says Cloak the Gathering would make it stealth 1 > intercept 0, and that letting
    the block stand means combat."""
    table = {
        "phase": "minion",
        "turn": 5,
        "seats": [
            {
                "name": "You",
                "hand": ["Cloak the Gathering"],
                "library": ["Blood Doll"] * 3,
                "ready": [{"card": "Krid", "blood": 2}],
            },
            {"name": "Bob", "library": ["Blood Doll"] * 3, "ready": [{"card": "Mazz", "blood": 3}]},
        ],
    }
    s = PreparedSession(table, ["Block with Mazz"], tmp_path / "x.json")
    app = VtesApp(s)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        await pilot.press(number_of(pilot, "Krid bleeds Bob"))
        await pilot.pause()
        assert s.prompt is not None and s.prompt.kind == "stealth"
        shown = coach_panel(pilot)
        assert (
            "Playing Cloak the Gathering: stealth 0 → 1 > intercept 0: the block fails, "
            "the action goes on (6.2.2)."
        ) in shown
        assert "Let the block stand: intercept 0 ≥ stealth 0" in shown


@pilot_test
async def test_after_a_combat_the_coach_notes_its_range_damage_and_torpor(tmp_path: Path) -> None:
    """6.4, 6.4.6, 6.5.1: Mazz (with a .44 Magnum) blocks Kathy Glens (1 blood); his gun's 2
    damage sends her to torpor. At your next question the panel notes the combat: its round
    and range, the damage each took, and her torpor."""
    table = {
        **BLOCKS_TABLE,
        "seats": [
            {
                **BLOCKS_TABLE["seats"][0],
                "ready": [{"card": "Mazz", "blood": 3, "attached": [".44 Magnum"]}],
            },
            {
                **BLOCKS_TABLE["seats"][1],
                "ready": [{"card": "Kathy Glens", "blood": 1}],
            },
        ],
    }
    s = PreparedSession(table, ["Kathy Glens bleeds"], tmp_path / "x.json")
    app = VtesApp(s)
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        await pilot.press(number_of(pilot, "Block with Mazz"))
        await pilot.pause()
        assert s.prompt is not None and s.prompt.kind == "maneuver"
        await pilot.press(number_of(pilot, "Do not maneuver"))
        await pilot.pause()
        await pilot.press(number_of(pilot, ".44 Magnum"))
        await pilot.pause()
        shown = coach_panel(pilot)
        assert "Combat: Kathy Glens against Mazz, 1 round(s), the last at close range" in shown
        assert "Kathy Glens took 2 damage (0 aggravated), more than his blood could heal" in shown
        assert "went to torpor (6.5.1)." in shown
        assert "Mazz took 1 damage and burned 1 blood to heal it (2 left)" in shown


@pilot_test
async def test_a_lesson_shows_the_coach_panel_for_its_prompt() -> None:
    """Lesson 3 (bleeding and the Edge): under the lesson panel, the coach says what the
    bleed does in the engine's figures, as in a learning game (6.1.1)."""
    app = VtesApp(learn=True)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.screen.query_one(OptionList).highlighted = 2
        await pilot.press("enter")
        await pilot.pause()
        shown = coach_panel(pilot)
        assert (
            "Sybren van Oosten bleeds Bob for 1: unless blocked, Bob's pool goes 20 → 19 and "
            "you take the Edge"
        ) in shown
        assert "(6.1.1)." in shown


def test_a_lesson_notes_the_combat_that_ran_by_itself() -> None:
    """Lesson 5: after the maneuver, the combat runs by itself; the session's notes say it
    was one round at long range, Kathy Glens went to torpor (6.5.1), Mazz took no damage."""
    lesson = lessons()[4]
    s = LessonSession(lesson)
    for step in lesson.data.steps:
        assert s.prompt is not None
        s.choose(next(i for i in range(len(s.prompt.options)) if matches(step, s.prompt, i)))
    assert s.outcome.complete
    assert [n.key for n in s.notes] == ["combat.fought", "combat.torpor", "combat.unhurt"]
    assert s.notes[0].figures["range"] == "long"
    assert (s.notes[1].figures["minion"], s.notes[2].figures["minion"]) == ("Kathy Glens", "Mazz")
    s.undo()
    assert s.notes == []
