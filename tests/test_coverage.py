"""Card coverage: `deck check` and `cards coverage` count what plays itself, library and crypt
apart, with figures recomputed here from the decks and every JSON key documented."""

from __future__ import annotations

import json
import re
import shutil
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

from vtes_tui.cards.coverage import floor_percent
from vtes_tui.cards.data import cards
from vtes_tui.cards.decks import Deck, load_deck
from vtes_tui.cards.definitions import is_automated
from vtes_tui.cli import app

ROOT = Path(__file__).resolve().parent.parent
DOC = (ROOT / "docs" / "coverage.md").read_text(encoding="utf-8")
SAMPLE = ("v5-hecata.txt", "v5-toreador.txt", "v5-tremere.txt")
SIDE_KEYS = {"copies", "distinct", "automated_copies", "automated_distinct"}

runner = CliRunner()


def run(*args: object) -> Result:
    return runner.invoke(app, [str(a) for a in args])


# The starter decks play every card themselves: the samples swap some copies for cards played
# by hand (not automated), so that the by-hand lists have entries to check.
BY_HAND = {
    "v5-hecata.txt": (("2x Screamer", "2x The Erciyes Fragments"),),
    "v5-tremere.txt": (("1x Kevlar Vest", "1x Flak Jacket"),),
    "v5-toreador.txt": (),
}
SWAPPED = ("The Erciyes Fragments", "Flak Jacket")


def write_sample(name: str, folder: Path) -> Path:
    """A starter deck with some copies swapped for cards played by hand."""
    text = (ROOT / "decks" / name).read_text(encoding="utf-8")
    for old, new in BY_HAND[name]:
        assert old in text, old
        text = text.replace(old, new)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """Three sample decks and one file that is not a decklist."""
    assert not any(is_automated(cards()[name]) for name in SWAPPED)
    for name in SAMPLE:
        write_sample(name, tmp_path)
    (tmp_path / "broken.txt").write_text("this is not a decklist\n", encoding="utf-8")
    return tmp_path


def sample_decks(folder: Path) -> list[Deck]:
    return [load_deck(folder / name) for name in SAMPLE]


def assert_documented(keys: set[str]) -> None:
    """Each key is named in docs/coverage.md, as `key` or as "key" in a documented object."""
    missing = sorted(key for key in keys if f"`{key}`" not in DOC and f'"{key}"' not in DOC)
    assert not missing, f"keys missing from docs/coverage.md: {missing}"


# -- deck check ------------------------------------------------------------------------------


def test_deck_check_json_has_the_documented_keys(folder: Path) -> None:
    result = run("deck", "check", folder / SAMPLE[0], "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert set(report) == {
        "file",
        "name",
        "crypt",
        "library",
        "groups",
        "capacity",
        "problems",
        "automated",
    }
    assert set(report["capacity"]) == {"min", "max", "avg"}
    assert set(report["automated"]) == {"library", "crypt"}
    for side in report["automated"].values():
        assert set(side) == SIDE_KEYS | {"by_hand"}
        assert all(set(card) == {"name", "copies"} for card in side["by_hand"])
    by_hand = report["automated"]["library"]["by_hand"][0]
    assert_documented(
        set(report) | set(report["capacity"]) | set(report["automated"]["library"]) | set(by_hand)
    )


@pytest.mark.parametrize("name", SAMPLE)
def test_deck_check_counts_library_and_crypt_apart_by_the_effect_registry(name: str) -> None:
    """Copies and distinct cards of each side, the automated ones as is_automated says, and the
    others listed with their counts, most copies first."""
    deck = load_deck(ROOT / "decks" / name)
    result = run("deck", "check", ROOT / "decks" / name, "--json")
    assert result.exit_code == 0, result.output
    automated = json.loads(result.output)["automated"]
    for side, entries in (("library", deck.library), ("crypt", deck.crypt)):
        figures = automated[side]
        assert figures["copies"] == sum(n for _, n in entries)
        assert figures["distinct"] == len(entries)
        assert figures["automated_copies"] == sum(n for card, n in entries if is_automated(card))
        assert figures["automated_distinct"] == sum(1 for card, _ in entries if is_automated(card))
        by_hand = {card.name: n for card, n in entries if not is_automated(card)}
        assert {c["name"]: c["copies"] for c in figures["by_hand"]} == by_hand
        counts = [c["copies"] for c in figures["by_hand"]]
        assert counts == sorted(counts, reverse=True)
    assert automated["library"]["copies"] == deck.library_count
    assert automated["crypt"]["copies"] == deck.crypt_count


def test_deck_check_prints_both_sides_and_the_cards_played_by_hand(folder: Path) -> None:
    deck = load_deck(folder / "v5-hecata.txt")
    result = run("deck", "check", folder / "v5-hecata.txt")
    assert result.exit_code == 0, result.output
    library_auto = [(card, n) for card, n in deck.library if is_automated(card)]
    crypt_auto = [(card, n) for card, n in deck.crypt if is_automated(card)]
    assert (
        f"automated: library {sum(n for _, n in library_auto)} of {deck.library_count} copies "
        f"({len(library_auto)} of {len(deck.library)} distinct), "
        f"crypt {sum(n for _, n in crypt_auto)} of {deck.crypt_count} copies "
        f"({len(crypt_auto)} of {len(deck.crypt)} distinct)"
    ) in result.output
    most = max(n for card, n in deck.library if not is_automated(card))
    first = re.search(r"by hand, library: (\d+)x ", result.output)
    assert first and int(first.group(1)) == most


def test_deck_check_wraps_a_long_by_hand_list_between_cards(tmp_path: Path) -> None:
    """A by-hand list longer than a line wraps at 100 columns, between two cards, never
    inside a name: each continuation line starts with a count."""
    by_hand = sorted(c.name for c in cards() if not c.is_crypt and not is_automated(c))
    crypt = (ROOT / "decks" / "v5-hecata.txt").read_text(encoding="utf-8").split("Library")[0]
    library = "".join(f"4x {name}\n" for name in by_hand[:15])
    deck = tmp_path / "long.txt"
    deck.write_text(f"{crypt}Library (60 cards)\n{library}", encoding="utf-8")
    result = run("deck", "check", deck)
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    start = next(i for i, line in enumerate(lines) if "by hand, library:" in line)
    end = next(i for i, line in enumerate(lines) if "by hand, crypt:" in line)
    assert end - start > 1  # the list does wrap
    assert all(len(line) <= 100 for line in lines[start:end])
    assert all(re.match(r" +\d+x ", line) for line in lines[start + 1 : end])


# -- cards coverage --------------------------------------------------------------------------


def test_cards_coverage_json_has_the_documented_keys(folder: Path) -> None:
    result = run("cards", "coverage", folder, "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert set(report) == {"folder", "decks", "library", "crypt", "skipped_files"}
    assert set(report["decks"]) == {"read", "skipped"}
    side_keys = SIDE_KEYS | {
        "automated_copies_percent",
        "automated_distinct_percent",
        "top_by_hand",
    }
    for side in ("library", "crypt"):
        assert set(report[side]) == side_keys
        assert all(set(c) == {"name", "copies", "decks"} for c in report[side]["top_by_hand"])
    assert_documented(
        set(report) | set(report["decks"]) | side_keys | set(report["library"]["top_by_hand"][0])
    )


def test_cards_coverage_figures_are_the_sums_over_the_decks_read(folder: Path) -> None:
    """Totals recomputed from the decks; the broken file is skipped and named, not fatal."""
    decks = sample_decks(folder)
    result = run("cards", "coverage", folder, "--json")
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert report["decks"] == {"read": 3, "skipped": 1}
    assert len(report["skipped_files"]) == 1 and "broken.txt" in report["skipped_files"][0]
    for side in ("library", "crypt"):
        copies: Counter[str] = Counter()
        for deck in decks:
            for card, n in deck.library if side == "library" else deck.crypt:
                copies[card.name] += n
        automated = {
            card.name
            for deck in decks
            for card, _ in (deck.library if side == "library" else deck.crypt)
            if is_automated(card)
        }
        figures = report[side]
        assert figures["copies"] == sum(copies.values())
        assert figures["distinct"] == len(copies)
        assert figures["automated_copies"] == sum(copies[name] for name in automated)
        assert figures["automated_distinct"] == len(automated)
        assert figures["automated_copies_percent"] == (
            int(1000 * figures["automated_copies"] / figures["copies"]) / 10
        )
    assert report["library"]["copies"] == sum(deck.library_count for deck in decks)
    assert report["library"]["automated_copies"] > 0


def test_top_cards_by_hand_are_the_most_copied_not_automated(folder: Path) -> None:
    decks = sample_decks(folder)
    result = run("cards", "coverage", folder, "--json", "--top", 7)
    assert result.exit_code == 0, result.output
    top = json.loads(result.output)["library"]["top_by_hand"]
    by_hand: Counter[str] = Counter()
    decks_with: Counter[str] = Counter()
    for deck in decks:
        for card, n in deck.library:
            if not is_automated(card):
                by_hand[card.name] += n
                decks_with[card.name] += 1
    assert len(top) == min(7, len(by_hand))
    counts = [c["copies"] for c in top]
    assert counts == sorted(counts, reverse=True)
    assert counts[0] == max(by_hand.values())
    # Nothing left out ranks above the last one listed.
    listed = {c["name"] for c in top}
    assert all(n <= counts[-1] for name, n in by_hand.items() if name not in listed)
    for card in top:
        assert card["name"] in by_hand, f"{card['name']} is automated"
        assert (card["copies"], card["decks"]) == (by_hand[card["name"]], decks_with[card["name"]])


def test_top_defaults_to_twenty(folder: Path) -> None:
    """At most 20 cards by default: all the cards played by hand when there are fewer."""
    by_hand = {c.name for d in sample_decks(folder) for c, _ in d.library if not is_automated(c)}
    result = run("cards", "coverage", folder, "--json")
    assert len(json.loads(result.output)["library"]["top_by_hand"]) == min(20, len(by_hand))


def test_cards_coverage_prints_decks_read_and_skipped_and_floored_percentages(
    folder: Path,
) -> None:
    report = json.loads(run("cards", "coverage", folder, "--json").output)
    result = run("cards", "coverage", folder, "--top", 3)
    assert result.exit_code == 0, result.output
    assert f"{folder}: 3 decks read, 1 skipped" in result.output
    library = report["library"]
    assert (
        f"library: {library['automated_copies']} of {library['copies']} copies automated "
        f"({library['automated_copies_percent']:.1f}%)"
    ) in result.output
    by_hand = library["distinct"] - library["automated_distinct"]
    assert f"top {min(3, by_hand)} library cards played by hand" in result.output
    assert "first skipped:" in result.output and "broken.txt" in result.output


@pytest.mark.parametrize(
    ("part", "whole", "percent"),
    [(5996, 10000, 59.9), (2, 3, 66.6), (1, 3, 33.3), (10, 10, 100.0), (0, 7, 0.0), (0, 0, 0.0)],
)
def test_percentages_are_floored_never_rounded_up(part: int, whole: int, percent: float) -> None:
    assert floor_percent(part, whole) == percent


# -- bad input -------------------------------------------------------------------------------


def _not_a_folder(tmp_path: Path) -> Path:
    path = tmp_path / "deck.txt"
    shutil.copy(ROOT / "decks" / SAMPLE[0], path)
    return path


def _empty(tmp_path: Path) -> Path:
    (tmp_path / "notes.md").write_text("no decklists here\n", encoding="utf-8")
    return tmp_path


def _only_broken(tmp_path: Path) -> Path:
    (tmp_path / "broken.txt").write_text("hello\n", encoding="utf-8")
    return tmp_path


@pytest.mark.parametrize(
    ("make", "problem"),
    [
        (lambda tmp_path: tmp_path / "nowhere", "no such folder"),
        (_not_a_folder, "not a folder"),
        (_empty, "no decklists"),
        (_only_broken, "reads as a decklist"),
    ],
)
def test_a_bad_folder_is_one_line_naming_it_and_exit_code_2(
    tmp_path: Path, make: Callable[[Path], Path], problem: str
) -> None:
    path = make(tmp_path)
    result = run("cards", "coverage", path)
    assert result.exit_code == 2
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1, lines
    assert str(path) in lines[0] and problem in lines[0]
    assert "Traceback" not in result.output


def test_top_must_be_at_least_one(folder: Path) -> None:
    result = run("cards", "coverage", folder, "--top", 0)
    assert result.exit_code == 2
    assert "--top" in result.output


@pytest.mark.parametrize(
    "name", ["Sarrasine (ADV)", "Zack North (ADV)", "Dancin' Dana (ADV)", "Louis Fortier (ADV)"]
)
def test_a_merged_ability_under_a_head_with_no_colon_is_not_automated(name: str) -> None:
    """1.5.6 (advancement): the [MERGED] line is an ability, whatever the head before it
    ("Anarch.", "Camarilla Prince of Sydney."); no step merges an advanced vampire with its base card, and these
    have no definition, so none of them is automated."""
    card = cards()[name]
    assert "[MERGED]" in card.text and ":" not in card.text.partition("\n")[0]
    assert "[MERGED]" in card.clauses.ability_text
    assert not is_automated(card)


def test_a_crypt_card_with_a_special_term_no_step_carries_out_is_not_automated(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """11: a special term counts only while a step carries it out (``HANDLED_KEYWORDS``).
    Without the Red List's steps (marking, the action to enter combat with a marked minion,
    the trophies), no Red List vampire is automated, with a definition (Enkidu, The Noah: his
    other abilities) or without; with them (rules/red_list.py), Enkidu is."""
    from vtes_tui.cards import clauses

    red_list = [c for c in cards() if c.is_crypt and "red list" in c.clauses.keywords]
    assert any(c.name == "Enkidu, The Noah" for c in red_list)
    assert is_automated(cards()["Enkidu, The Noah"])
    handled = tuple(k for k in clauses.HANDLED_KEYWORDS if k != "red list")
    monkeypatch.setattr(clauses, "HANDLED_KEYWORDS", handled)
    assert not any(is_automated(c) for c in red_list)
