"""Provides the table screen: the Methuselahs' panels, the hand, the phase bar, log and prompt."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen

from ...players.bots import GameStalled
from ...sequencer.core import IllegalChoice
from ..render import card_names, phase_bar
from ..saving import os_reason
from ..session import GameSession, GoldfishSummary
from ..widgets.hand import HandPanel
from ..widgets.keys import KeysBar
from ..widgets.log import LogPanel
from ..widgets.menu import Menu
from ..widgets.prompt import KEYS, PromptPanel
from ..widgets.table import CardDetail, SeatPanel, Seats, Shown
from .handoff import HandOffScreen

if TYPE_CHECKING:
    from .judge import Judged

# Below this width the panels drop clan names and spell regions with one letter.
COMPACT_WIDTH = 120
# The phase bar's note of the panels out of view, by (above, below): the keys that scroll.
MORE_SEATS = {(True, False): "▲ [ more", (False, True): "▼ ] more", (True, True): "▲▼ [ ] more"}
# The keys that leave a narrow footer first: the screenshot, the glossary, scrolling the table.
GIVE_WAY = ("screenshot", "glossary", "scroll_seats")
# Below this height the prompt shows six options at a time (the rest scroll) and the card panel
# is shorter, leaving the hand room.
TALL_HEIGHT = 45


def seating(players: list[dict[str, Any]], focus: int) -> list[dict[str, Any]]:
    """The panels' order: the deciding Methuselah, her prey, her predator, then the others in
    the order of play, so that a short terminal shows whom she bleeds and who bleeds her first."""
    me = players[focus]
    first = [me["seat"], me["prey"], me["predator"]]
    order = list(dict.fromkeys(seat for seat in first if seat is not None))
    rest = [p["seat"] for p in players[focus:] + players[:focus] if p["seat"] not in order]
    return [players[seat] for seat in order + rest]


class TableScreen(Screen[None]):
    """Draws the view of the deciding player and answers her prompts from the keyboard."""

    BINDINGS = [
        Binding("1", "pick(0)", "Pick", key_display="1-9"),
        *(Binding(key, f"pick({n})", show=False) for n, key in enumerate(KEYS) if n),
        Binding("escape", "back", "Back"),
        Binding("u", "undo", "Undo"),
        Binding("j", "judge", "Judge"),
        Binding("i", "inspect", "Card"),
        Binding("left_square_bracket", "scroll_seats(-1)", "Table", key_display="[ ]"),
        Binding("right_square_bracket", "scroll_seats(1)", "Table", show=False),
        Binding("s", "screenshot", "Shot"),
        Binding("question_mark", "help", "Help", key_display="?"),
        # Save elsewhere: in the footer while the last save failed; the same key, unlisted,
        # the rest of the time (check_action enables one of the two).
        Binding("ctrl+s", "save_as(True)", "Save elsewhere"),
        Binding("ctrl+s", "save_as(False)", show=False),
    ]

    HORIZONTAL_BREAKPOINTS = [(0, "-compact"), (COMPACT_WIDTH, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (TALL_HEIGHT, "-tall")]

    def __init__(self, session: GameSession) -> None:
        super().__init__()
        self.session = session
        self.seen_by: int | None = None
        self.table: dict[str, Any] = {}
        self.cards: dict[int, dict[str, Any]] = {}
        self.summary_shown = False
        self.keys_shown: tuple[bool, ...] = ()
        self.inspected: int | None = None  # the card under the cursor, for `i`
        self.save_failing = False  # the failed save was told (issue 9)
        self.seats_overflow = (False, False)  # panels out of view above, below

    def compose(self) -> ComposeResult:
        yield Shown(id="phase-bar")
        with Horizontal(id="table"):
            with Seats(id="seats"):
                for seat in range(len(self.session.names)):
                    yield SeatPanel(id=f"seat-panel-{seat}", classes="seat-panel")
            with Vertical(id="side"):
                yield HandPanel(id="hand")
                yield CardDetail(id="detail")
                yield LogPanel(id="log")
        yield PromptPanel(id="prompt")
        yield KeysBar(GIVE_WAY, id="keys")

    def on_mount(self) -> None:
        self.query_one("#hand", HandPanel).border_title = "Hand"
        self.query_one("#detail", CardDetail).border_title = "Card"
        self.query_one("#log", LogPanel).border_title = "Log"
        options = self.query_one("#options", Menu)
        options.focus()
        # Watched rather than messaged: the card panel follows the highlight in the same frame.
        self.watch(options, "highlighted", self._show_highlighted, init=False)
        self.sync()

    @property
    def compact(self) -> bool:
        return self.size.width < COMPACT_WIDTH

    def sync(self) -> None:
        """After every choice: hand off if another human decides now, else redraw at once.

        Drawing in the same turn of the event loop as the key press lets one frame show it.
        """
        session = self.session
        if session.finished:
            self.draw()
            self.report_save()
            if not self.summary_shown:
                self.summary_shown = True
                self.show_summary()
            return
        if session.needs_handoff(self.seen_by):
            self.hand_off()
            return
        self.seen_by = session.decider
        self.draw()
        self.report_save()

    @work(exclusive=True)
    async def hand_off(self) -> None:
        """DESIGN.md, hot-seat: the table stays covered until the named player is there."""
        decider = self.session.decider
        assert decider is not None
        # What the last player was told (an "Undone", an error) is not for the next one.
        self.app.clear_notifications()
        await self.app.push_screen_wait(HandOffScreen(self.session.names[decider]))
        self.seen_by = decider
        self.draw()
        self.report_save()  # told to the one now at the keyboard: the hand-off cleared it

    def report_save(self) -> None:
        """A save that failed is told once, when it first fails; the saves after it retry
        silently, and the first that works is told once."""
        failure = self.session.save_failure
        if failure is not None and not self.save_failing:
            self.notify(
                f"{failure.line} — the game goes on; Ctrl+S saves it elsewhere",
                severity="error",
                timeout=30,
            )
        elif failure is None and self.save_failing:
            self.notify(f"Saved again to {self.session.save_path}", timeout=10)
        self.save_failing = failure is not None

    def draw(self) -> None:
        session = self.session
        table = session.view()
        self.table = table
        self.cards = card_names(table)
        decider = session.decider
        self._show_phase_bar()
        focus = decider if decider is not None else session.humans[0] if session.humans else 0
        for n, player in enumerate(seating(table["players"], focus)):
            self.query_one(f"#seat-panel-{n}", SeatPanel).show(player, focus, self.compact)
        prompt = session.prompt
        me = table["players"][focus]
        playable = {o.card for o in prompt.options if o.card is not None} if prompt else set()
        self.query_one("#hand", HandPanel).show(me["hand"], playable)
        names = {uid: card["name"] for uid, card in self.cards.items()}
        heading = session.names[decider] if decider is not None else "The game is over"
        phase = (table["turn"], table["phase"])
        self.query_one("#prompt", PromptPanel).ask(prompt, names, heading, phase)
        self.query_one("#log", LogPanel).show(table["log"], session.viewer)
        self._refresh_keys()

    def _show_phase_bar(self) -> None:
        """The phase bar, with the pool bled when goldfishing and the panels out of view."""
        table = self.table
        extra = []
        if self.session.goldfish:
            bled = table["players"][0]["pool_bled"]
            extra.append(f"bled {bled}" if self.compact else f"Goldfish · pool bled {bled}")
        if any(self.seats_overflow):
            extra.append(MORE_SEATS[self.seats_overflow])
        self.query_one("#phase-bar", Shown).show(phase_bar(table, "  ".join(extra)))

    def on_seats_overflow(self, event: Seats.Overflow) -> None:
        self.seats_overflow = (event.above, event.below)
        if self.table:
            self._show_phase_bar()

    def _refresh_keys(self) -> None:
        """Tell the keys bar when the usable keys changed."""
        actions = [(a, ()) for a in ("pick", "back", "undo", "judge")] + [("save_as", (True,))]
        keys = tuple(bool(self.check_action(a, p)) for a, p in actions)
        if keys != self.keys_shown:
            self.keys_shown = keys
            self.refresh_bindings()

    def show_summary(self) -> None:
        """The end of the game; after a goldfish game, its bleed plot and a bot batch key."""
        # Imported at the end of a game only: plotext is not needed before.
        from .summary import SummaryScreen

        session = self.session
        if not session.goldfish:
            self.app.push_screen(SummaryScreen(self.summary_text(None)))
            return
        summary = session.goldfish_summary()
        text = self.summary_text(summary)
        screen = SummaryScreen(text, summary.bled_per_turn, session.goldfish_batch, summary.turns)
        self.app.push_screen(screen)

    def summary_text(self, summary: GoldfishSummary | None) -> str:
        """The end of the game in words: the goldfish ``summary``, else the victory points."""
        table = self.table
        lines = ["Game over", ""]
        if summary is not None:
            turns = summary.turns if summary.turns is not None else "not ousted"
            lines += [
                f"Turns to oust the dummy: {turns}",
                "Pool bled per turn: " + ", ".join(str(n) for n in summary.bled_per_turn),
                f"Pool bled in all: {summary.total_bled}",
                f"First turn with a vampire in play: {summary.first_vampire_turn or 'never'}",
            ]
        else:
            for player in table["players"]:
                lines.append(f"{player['name']}: {player['victory_points']} VP")
            if table["winner"] is not None:
                lines += ["", f"{table['players'][table['winner']]['name']} wins"]
        batch = " · b: bot games of your deck" if summary else ""
        lines += ["", f"Enter: look at the table{batch} · q: quit"]
        return "\n".join(lines)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Only usable keys show in the footer (STYLE.md: check_action)."""
        panel = self.query_one("#prompt", PromptPanel)
        if action == "back":
            return panel.grouped
        if action == "undo":
            return self.session.can_undo
        if action == "pick":
            return bool(panel.entries)
        if action == "judge":
            return not self.session.finished and bool(self.session.judges)
        if action == "save_as":  # a lesson is not a saved game
            shown = parameters == (True,)
            failing = self.session.save_failure is not None
            return isinstance(self.session, GameSession) and shown == failing
        return True

    def action_pick(self, number: int) -> None:
        self.query_one("#prompt", PromptPanel).pick(number)
        self._refresh_keys()

    def action_back(self) -> None:
        self.query_one("#prompt", PromptPanel).back()
        self._refresh_keys()

    def action_undo(self) -> None:
        if self.session.undo():
            self.summary_shown = False
            self.notify("Undone: the last choice was taken back")
            self.sync()

    def action_judge(self) -> None:
        """1.4: a card's text done by hand, by the Methuselah at the keyboard (or another)."""
        from .judge import JudgeScreen

        judges = self.session.judges
        seat = self.seen_by if self.seen_by in judges else judges[0]
        self.app.push_screen(JudgeScreen(self.session, seat), self._judged)

    def _judged(self, judged: Judged | None) -> None:
        if judged is None:
            return
        self.seen_by = judged.seen_by  # whoever gave it hands the keyboard back
        if judged.lines and not self.session.needs_handoff(judged.seen_by):
            self.notify("\n".join(judged.lines))  # the log has it for the next player
        self.sync()

    def action_help(self) -> None:
        # Imported on demand: the Markdown widget weighs on the cold start.
        from .help import HelpScreen

        self.app.push_screen(HelpScreen())

    def action_inspect(self) -> None:
        """Every card the player may see, and the card database by name."""
        from .cards import CardScreen

        self.app.push_screen(CardScreen(self.cards, self.inspected))

    def action_scroll_seats(self, pages: int) -> None:
        seats = self.query_one("#seats", Seats)
        if pages < 0:
            seats.scroll_page_up(animate=False)
        else:
            seats.scroll_page_down(animate=False)

    def action_screenshot(self) -> None:
        folder = self.session.save_path.parent
        try:
            path = self.app.save_screenshot(path=str(folder))
        except OSError as e:  # the saves folder full, read-only or gone: the game goes on
            self.notify(
                f"Could not save a screenshot in {folder}: {os_reason(e)}", severity="error"
            )
            return
        self.notify(f"Screenshot saved: {path}", timeout=10)

    def action_save_as(self, shown: bool) -> None:
        """Ctrl+S: the game saved to a path typed in a dialog, its save file from then on."""
        from .save_as import SaveAsScreen

        def saved(path: Path | None) -> None:
            if path is not None:
                self.notify(f"Saved to {path}; the game goes on being saved there", timeout=10)

        self.app.push_screen(SaveAsScreen(self.session), saved)

    def on_screen_resume(self) -> None:
        """Back from a dialog: a game saved elsewhere there (Ctrl+S, or from the quit
        question) was told there, not to be told again as saved again."""
        if self.session.save_failure is None:
            self.save_failing = False
        self._refresh_keys()

    def on_prompt_panel_picked(self, event: PromptPanel.Picked) -> None:
        try:
            self.session.choose(event.option)
        except (IllegalChoice, GameStalled) as e:
            self.notify(str(e), severity="error")
            return
        self.sync()

    def on_prompt_panel_gone(self, event: PromptPanel.Gone) -> None:
        # One warning at a time: a number pressed again must not stack them over the table.
        self.app.clear_notifications()
        self.notify(f"No longer offered: {event.label}", severity="warning")

    def _show_highlighted(self, index: int | None) -> None:
        """The card panel shows the highlighted option's card and numbers, or its minion."""
        entry = self.query_one("#prompt", PromptPanel).entry(index)
        detail = self.query_one("#detail", CardDetail)
        if entry is None or entry.gone:
            self.inspected = None
            detail.show(None)
            return
        prompt = self.session.prompt
        if entry.option is None or prompt is None:
            self.inspected = entry.actor
            detail.show(self.cards.get(entry.actor) if entry.actor is not None else None)
            return
        option = prompt.options[entry.option]
        uid = next((u for u in (option.card, option.actor, option.target) if u in self.cards), None)
        self.inspected = uid
        numbers = dict(option.numbers or {})
        detail.show(self.cards.get(uid) if uid is not None else None, numbers)

    def on_hand_panel_shown(self, event: HandPanel.Shown) -> None:
        self.inspected = event.uid
        self.query_one("#detail", CardDetail).show(self.cards.get(event.uid))

    def on_hand_panel_inspect(self, event: HandPanel.Inspect) -> None:
        self.inspected = event.uid
        self.action_inspect()

    def on_resize(self) -> None:
        if self.table:
            self.draw()
