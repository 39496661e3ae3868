"""Decks: every decklist format krcg reads, one-line errors, legality (1.2, 1.5), precons, report."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from vtes_tui.cards import coverage, decks
from vtes_tui.cards.data import CACHE_DIR_ENV, cards
from vtes_tui.cards.decks import Deck, DeckError, crypt_groups, load_deck, validate
from vtes_tui.cards.report import deck_report

REPO = Path(__file__).resolve().parent.parent
PRECONS = ("hecata", "lasombra", "malkavian", "nosferatu", "toreador", "tremere", "ventrue")

EXPECTED = [("Anson", 1), ("Gilbert Duane", 1), ("Blood Doll", 1), ("Aire of Elation", 2)]

SAMPLES = {
    "twda": """\
Test Cup
Paris, France
May 8th 2010 -- May 9th 2010
2R+F
10 players
Jane Doe

-- 4vp in the final

Deck Name: Sample

Crypt (2 cards, min=15, max=15, avg=7.5)
----------------------------------------
1x Anson           8 CEL PRE aus dom  prince  Toreador:1
1x Gilbert Duane   7 AUS DOM OBF      prince  Malkavian:1

Library (3 cards)
Master (1)
1x Blood Doll

Action Modifier (2)
2x Aire of Elation
""",
    "vdb": """\
Deck Name: Sample
Author: Jane Doe
Description: A small sample, as VDB and krcg write decklists.

Crypt (2 cards, min=15, max=15, avg=7.5)
----------------------------------------
1x Anson           8 CEL PRE aus dom  prince  Toreador:1
1x Gilbert Duane   7 AUS DOM OBF      prince  Malkavian:1

Library (3 cards)
Master (1; 0 trifle)
1x Blood Doll

Action Modifier (2)
2x Aire of Elation
""",
    "amaranth": """\
Deck Name : Sample
Author : Jane Doe
Description :
A small sample, in the ARDB text layout Amaranth exports.

Crypt [2 vampires] Capacity min: 7 max: 8 average: 7.5
------------------------------------------------------------
1x Anson\t\t\t  8 CEL PRE aus dom      Toreador:1
1x Gilbert Duane\t\t  7 AUS DOM OBF          Malkavian:1

Library [3 cards]
------------------------------------------------------------
Master [1 cards]
1x Blood Doll

Action Modifier [2 cards]
2x Aire of Elation
""",
    "jol": "1x Anson\n1x Gilbert Duane\n\n1x Blood Doll\n2x Aire of Elation\n",
    "lackey": "1\tBlood Doll\n2\tAire of Elation\nCrypt:\n1\tAnson\n1\tGilbert Duane\n",
}


def write(tmp_path: Path, name: str, content: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    return path


def names(deck: Deck) -> list[tuple[str, int]]:
    return [(card.name, n) for card, n in deck.entries()]


def deck_of(crypt: list[tuple[str, int]], library: list[tuple[str, int]]) -> Deck:
    db = cards()
    return Deck.from_cards("test", [(db[name], n) for name, n in crypt + library])


# -- formats ---------------------------------------------------------------------------------


@pytest.mark.parametrize("fmt", sorted(SAMPLES))
def test_each_decklist_format_loads(tmp_path: Path, fmt: str) -> None:
    deck = load_deck(write(tmp_path, f"{fmt}.txt", SAMPLES[fmt]))
    assert names(deck) == EXPECTED
    assert deck.crypt_count == 2
    assert deck.library_count == 3


def test_deck_name_comes_from_the_list_or_the_file_name(tmp_path: Path) -> None:
    assert load_deck(write(tmp_path, "a.txt", SAMPLES["vdb"])).name == "Sample"
    assert load_deck(write(tmp_path, "my-deck.txt", SAMPLES["jol"])).name == "my-deck"


def test_cp1252_decklist_loads(tmp_path: Path) -> None:
    text = "2x Flávio Gonçalves\n\n3x Majesty\n"
    deck = load_deck(write(tmp_path, "old.txt", text.encode("cp1252")))
    assert names(deck) == [("Flávio Gonçalves", 2), ("Majesty", 3)]


@pytest.mark.parametrize("line_end", ["\r\n", "\r"])
def test_windows_and_old_mac_line_ends(tmp_path: Path, line_end: str) -> None:
    text = SAMPLES["twda"].replace("\n", line_end)
    assert names(load_deck(write(tmp_path, "d.txt", text.encode()))) == EXPECTED
    bad = text.replace("Blood Doll", "Zzyzx Qwerty").encode()
    assert_one_line_error(write(tmp_path, "bad.txt", bad), "bad.txt:19: unknown card")


def test_misspelled_card_is_matched_as_krcg_does(tmp_path: Path) -> None:
    deck = load_deck(write(tmp_path, "typo.txt", SAMPLES["jol"].replace("Elation", "Elaton")))
    assert names(deck) == EXPECTED


def test_a_decklist_read_once_is_read_again_without_krcg(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """krcg's parser needs its whole card library (seconds to load): a list it read whole is
    kept in the cache dir, so the next start reads it without krcg, with the same cards and the
    same note of a misspelt name; a list with an unknown card is never kept."""
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path / "cache"))
    path = write(tmp_path, "typo.txt", SAMPLES["jol"].replace("Elation", "Elaton"))
    first: list[str] = []
    deck = load_deck(path, warn=first.append)

    def no_krcg() -> None:
        raise AssertionError("krcg's card library was loaded")

    monkeypatch.setattr(decks, "krcg_vtes", no_krcg)
    again: list[str] = []
    assert load_deck(path, warn=again.append).to_json() == deck.to_json()
    assert again == first and first
    unknown = write(tmp_path, "unknown.txt", SAMPLES["jol"].replace("Elation", "Zzyzx Qwv"))
    with pytest.raises(AssertionError, match="krcg"):
        load_deck(unknown)


# -- errors ----------------------------------------------------------------------------------


def assert_one_line_error(path: Path, *fragments: str) -> str:
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(str(path))
    for fragment in fragments:
        assert fragment in message
    return message


def test_missing_file(tmp_path: Path) -> None:
    assert_one_line_error(tmp_path / "nope.txt", "no such file")


def test_directory(tmp_path: Path) -> None:
    assert_one_line_error(tmp_path, "is a directory")


def test_binary_file(tmp_path: Path) -> None:
    assert_one_line_error(write(tmp_path, "x.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR"), "not a text")


@pytest.mark.parametrize("content", ["", "\n\n  \n"])
def test_empty_file(tmp_path: Path, content: str) -> None:
    assert_one_line_error(write(tmp_path, "empty.txt", content), "empty")


def test_prose_is_not_a_decklist(tmp_path: Path) -> None:
    path = write(tmp_path, "notes.txt", "Shopping list\nmilk and eggs\n")
    assert_one_line_error(path, "no cards found")


def test_unknown_card_on_the_first_line(tmp_path: Path) -> None:
    path = write(tmp_path, "d.txt", "2x Foobar Card\n" + SAMPLES["jol"])
    assert_one_line_error(path, f"{path}:1: unknown card 'Foobar Card'")


def test_unknown_cards_on_consecutive_lines(tmp_path: Path) -> None:
    text = "1x Anson\n\n1x Blood Doll\n2x Zzyzx Qwerty\n3x Qwertyuiop\n2x Majesty\n"
    path = write(tmp_path, "d.txt", text)
    assert_one_line_error(path, f"{path}:4: unknown card 'Zzyzx Qwerty'", "1 more")


def test_unknown_card_without_count_at_the_end(tmp_path: Path) -> None:
    path = write(tmp_path, "d.txt", SAMPLES["jol"] + "Zzyzx Qwerty\n")
    assert_one_line_error(path, f"{path}:6: unknown card 'Zzyzx Qwerty'")


def test_unknown_card_in_lackey_format(tmp_path: Path) -> None:
    path = write(tmp_path, "d.txt", SAMPLES["lackey"].replace("Blood Doll", "Blod Dollar Bill"))
    assert_one_line_error(path, f"{path}:1: unknown card 'Blod Dollar Bill'")


def test_unknown_crypt_card_in_twda_format(tmp_path: Path) -> None:
    path = write(tmp_path, "d.txt", SAMPLES["twda"].replace("Gilbert Duane", "Zora Quixotic"))
    assert_one_line_error(path, f"{path}:15: unknown card 'Zora Quixotic'")


def test_unknown_card_suggests_a_close_name(tmp_path: Path) -> None:
    """krcg matches close misspellings itself; farther ones fail with a suggestion."""
    path = write(tmp_path, "d.txt", SAMPLES["jol"] + "3x Majestic\n")
    message = assert_one_line_error(path, f"{path}:6: unknown card 'Majestic'")
    assert message.endswith("(did you mean 'Majesty'?)")


def test_no_crypt(tmp_path: Path) -> None:
    assert_one_line_error(write(tmp_path, "d.txt", "1x Blood Doll\n"), "no crypt cards")


def test_no_library(tmp_path: Path) -> None:
    assert_one_line_error(write(tmp_path, "d.txt", "1x Anson\n"), "no library cards")


# -- the Deck value --------------------------------------------------------------------------


def test_from_cards_adds_up_repeats_and_splits_crypt_from_library() -> None:
    deck = deck_of([("Anson", 1), ("Anson", 2)], [("Majesty", 3), ("Anson", 1)])
    assert names(deck) == [("Anson", 4), ("Majesty", 3)]
    assert [card.name for card in deck.crypt_cards()] == ["Anson"] * 4
    assert [card.name for card in deck.library_cards()] == ["Majesty"] * 3


def test_json_round_trip() -> None:
    deck = load_deck(REPO / "decks" / "v5-toreador.txt")
    again = Deck.from_json(deck.to_json())
    assert again == deck
    assert names(again) == names(deck)


# -- legality (1.2, 1.5) ---------------------------------------------------------------------

LEGAL_LIBRARY = [("Majesty", 40)]


def test_minimal_legal_deck() -> None:
    assert validate(deck_of([("Anson", 12)], LEGAL_LIBRARY)) == []


def test_crypt_needs_twelve_cards() -> None:
    """1.2: at least 12 cards in the crypt."""
    assert validate(deck_of([("Anson", 11)], LEGAL_LIBRARY)) == [
        "crypt has 11 cards, at least 12 are required"
    ]


def test_library_needs_forty_to_ninety_cards_at_five_players() -> None:
    """1.2: 40 cards, plus up to 10 per player in the game."""
    assert validate(deck_of([("Anson", 12)], [("Majesty", 39)])) == [
        "library has 39 cards, at least 40 are required"
    ]
    assert validate(deck_of([("Anson", 12)], [("Majesty", 90)])) == []
    assert validate(deck_of([("Anson", 12)], [("Majesty", 91)])) == [
        "library has 91 cards, at most 90 are allowed at a 5-player table"
    ]
    assert validate(deck_of([("Anson", 12)], [("Majesty", 100)]), players=6) == []


def test_crypt_groups_one_or_two_consecutive() -> None:
    """1.2, 1.5.5: one group or two consecutive groups."""
    g1_g2 = deck_of([("Anson", 6), ("Theo Bell", 6)], LEGAL_LIBRARY)
    assert crypt_groups(g1_g2) == [1, 2]
    assert validate(g1_g2) == []
    g1_g6 = deck_of([("Anson", 6), ("Theo Bell (G6)", 6)], LEGAL_LIBRARY)
    assert validate(g1_g6) == [
        "crypt mixes groups 1, 6: it must be one group or two consecutive groups"
    ]


def test_any_group_goes_with_every_group() -> None:
    deck = deck_of([("Anarch Convert", 4), ("Theo Bell (G6)", 4), ("Catalina Vega", 4)], [])
    assert cards()["Anarch Convert"].group == "ANY"
    assert crypt_groups(deck) == [6]
    assert not any("group" in problem for problem in validate(deck))


def test_banned_cards_are_noted() -> None:
    deck = deck_of([("Anson", 12)], [("Majesty", 39), ("Anthelios, The Red Star", 1)])
    assert validate(deck) == ["Anthelios, The Red Star is banned (VEKN banned list)"]


# -- Fifth Edition starter decks -------------------------------------------------------------


def load_script():
    spec = importlib.util.spec_from_file_location("make_precons", REPO / "scripts/make_precons.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_decks_folder_holds_the_seven_starter_decks() -> None:
    assert sorted(path.name for path in (REPO / "decks").glob("v5-*.txt")) == sorted(
        f"v5-{precon}.txt" for precon in PRECONS
    )


@pytest.mark.parametrize("precon", PRECONS)
def test_starter_deck_is_legal_and_matches_the_script(precon: str) -> None:
    path = REPO / "decks" / f"v5-{precon}.txt"
    deck = load_deck(path)
    assert deck.name == f"Fifth Edition: {precon.title()}"
    # The Fifth Edition starter decks: 12 crypt cards, 77 library cards.
    assert (deck.crypt_count, deck.library_count) == (12, 77)
    assert validate(deck) == []
    assert {card.clans[0] for card in deck.crypt_cards()} == {precon.title()}
    script = load_script()
    assert path.read_text(encoding="utf-8") == script.precon_text(precon.title())


def test_every_deck_in_the_decks_folder_loads_and_is_legal() -> None:
    for path in (REPO / "decks").glob("*.txt"):
        assert validate(load_deck(path)) == [], path


# -- report ----------------------------------------------------------------------------------


def test_deck_report_counts() -> None:
    """Counts, groups, capacity and legality; coverage has the library and the crypt apart."""
    deck = load_deck(REPO / "decks" / "v5-toreador.txt")
    summary = deck_report(deck)
    assert summary["name"] == "Fifth Edition: Toreador"
    assert (summary["crypt"], summary["library"]) == (12, 77)
    assert summary["groups"] == [6]
    assert summary["capacity"] == {"min": 3, "max": 8, "avg": 5.5}
    assert summary["problems"] == []
    assert summary["automated"]["library"]["copies"] == 77
    assert summary["automated"]["crypt"]["copies"] == 12
    assert summary["automated"]["crypt"]["distinct"] == len(deck.crypt)


def test_deck_report_uses_the_effect_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    """The automated figures are the cards the effect registry claims, crypt cards included."""
    monkeypatch.setattr(
        coverage, "is_automated", lambda card: card.name == "Majesty" or card.is_crypt
    )
    deck = load_deck(REPO / "decks" / "v5-toreador.txt")
    automated = deck_report(deck)["automated"]
    library = automated["library"]
    # The Toreador starter deck holds 6 Majesty.
    assert (library["automated_copies"], library["automated_distinct"]) == (6, 1)
    assert "Majesty" not in {card["name"] for card in library["by_hand"]}
    assert automated["crypt"]["automated_copies"] == 12
    assert automated["crypt"]["by_hand"] == []
