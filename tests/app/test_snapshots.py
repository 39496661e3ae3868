"""Screen snapshots of the table (160x50 and 80x24), the hand-off screen, a combat prompt, the
card inspector, the judge screen and the help screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual.pilot import Pilot

from vtes_tui.app.app import VtesApp

from .helpers import advance, mid_game, session


def test_table_mid_game(snap_compare: Any, tmp_path: Path) -> None:
    """Four Methuselahs at turn 12 or later, Alice deciding her action, all four panels in
    view: hers first, framed heavy, then her prey's and her predator's; each frame's title her
    name, relation, pool and VP (and the Edge), her crypt, library, ash heap and hand counts at
    its foot; inside, the Ready region's rule over tiles (a bar with name and blood/capacity,
    red when locked; clan and title, `locked`; Disciplines, lower case basic, upper case
    superior; `+Vessel` and the other cards on it), Torpor and Uncontrolled labelled with
    their counts, "empty" when empty (the others' uncontrolled face down, ▮ and blood), In play
    as tiles (Creepshow Casino, Master); her hand with type and cost after a dot and playable
    cards marked ▸, the phase bar on [Minion 6], the log with rule sections, the action menu
    with nothing highlighted and no scrollbar, the coach line citing 6.1, and a footer of 1-9
    Pick, u Undo, j Judge, i Card, [ ] Table, s Shot, ? Help, q Quit, g Glossary."""
    assert snap_compare(VtesApp(mid_game(tmp_path)), terminal_size=(160, 50))


def test_table_mid_game_at_80x24(snap_compare: Any, tmp_path: Path) -> None:
    """The same table at 80x24: unframed panels, Alice's and her prey Bob's whole and her
    predator Dave's header in view without scrolling (the phase bar ends "▼ ] more": there is
    more below, ] scrolls to it): a header line (name, relation, pool, VP, hand and library counts), "Ready:" with a
    line per vampire (blood/capacity, Disciplines, title, locked, the cards on it), then the
    uncontrolled region and the cards in play (each with its kind, "Creepshow Casino Master");
    the hand beside them under a rule, a card's type and cost on the line under its name,
    a row of its own saying "▼ 1 more" at its foot; the prompt without its rule, four options
    in view whole and a row saying "▼ 2 more" (no scrollbar), the coach line in full, and every footer key
    whole, g Glossary last."""
    assert snap_compare(VtesApp(mid_game(tmp_path)), terminal_size=(80, 24))


def test_table_mid_game_at_120x40(snap_compare: Any, tmp_path: Path) -> None:
    """The same table at 120x40, two columns of framed panels 34 cells wide: the tiles of a
    region flow two to a row, narrower (Bob's Alek König and Hiromitsu Asano side by side, a
    long name on two lines of its bar); each frame's title fits it, its labels shortened
    ("Dave (pred) pool 12 VP 0 Edge") rather than cut; the footer's keys whole."""
    assert snap_compare(VtesApp(mid_game(tmp_path)), terminal_size=(120, 40))


def test_card_inspector(snap_compare: Any, tmp_path: Path) -> None:
    """`i` then a search for "govern": the cards at the table matching, then the database's
    (Govern the Unaligned), shown whole: types, Discipline, cost, and its full text."""

    async def search(pilot: Pilot) -> None:
        await pilot.pause()
        await pilot.press("i", *"govern")
        await pilot.pause()

    s = mid_game(tmp_path)
    assert snap_compare(VtesApp(s), run_before=search, terminal_size=(100, 30))


def test_judge_screen(snap_compare: Any, tmp_path: Path) -> None:
    """`j` then blood at turn 12: "Alice gives a judge command · blood", the question "Which
    card?", and every card in play Alice may see, numbered: hers with their blood, the cards
    on them ("on Alice Chen, Alice's"), the others' ready vampires and in-play cards, the
    others' uncontrolled vampires face down and unnamed; a footer of 1-9 Pick, Back, Close."""
    s = mid_game(tmp_path)
    assert snap_compare(VtesApp(s), press=["j", "2"], terminal_size=(100, 30))


def test_hand_off_screen(snap_compare: Any, tmp_path: Path) -> None:
    """Two humans at one terminal: nothing of the table shows, only "Pass to Alice — press
    Enter" in a double frame and a footer with Enter."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3)
    assert snap_compare(VtesApp(s), terminal_size=(80, 24))


def test_combat_prompt(snap_compare: Any, tmp_path: Path) -> None:
    """A blocked action has led to combat: the prompt asks a combatant's strike, each option
    with its damage, the coach line citing the combat section (6.4.x), the card panel with the
    highlighted strike's numbers, at 100x30 (compact panels: R/U region letters, no log)."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, open_hands=True)
    advance(s, lambda s: s.prompt is not None and s.prompt.kind == "strike")
    assert snap_compare(VtesApp(s), terminal_size=(100, 30))


def test_help_screen(snap_compare: Any, tmp_path: Path) -> None:
    """? over the table: the turn structure with its five phases and sections, the actions,
    combat, and the keys (1-9, Esc, Tab, u, j, g, ?, q)."""
    s = session(tmp_path, ["ventrue", "hecata"], seed=3, bots={1: "greedy"})
    assert snap_compare(VtesApp(s), press=["question_mark"], terminal_size=(100, 40))
