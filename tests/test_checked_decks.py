"""Checked decklists (cards/checked.py): load_deck's verdict on a good decklist is kept, and read
again only while the file, the table's size, the card data and the checking code are unchanged."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from vtes_tui.cards import checked, decks
from vtes_tui.cards.checked import CheckedDeck, DeckError, check_deck
from vtes_tui.cards.data import CACHE_DIR_ENV, cards
from vtes_tui.cards.decks import load_deck

REPO = Path(__file__).resolve().parent.parent
HECATA = (REPO / "decks" / "v5-hecata.txt").read_text(encoding="utf-8")


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(CACHE_DIR_ENV, str(folder))
    return folder


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The decklists load_deck reads from here on (check_deck calls it on a miss)."""
    calls: list[Path] = []

    def counted(path: Path, *args: object) -> decks.Deck:
        calls.append(path)
        return load_deck(path, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(decks, "load_deck", counted)
    return calls


def write(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def told() -> tuple[list[str], Callable[[str], None]]:
    lines: list[str] = []
    return lines, lines.append


def test_a_good_deck_is_checked_once_and_gives_the_same_deck(
    tmp_path: Path, cache: Path, reads: list[Path]
) -> None:
    path = write(tmp_path, HECATA)
    first = check_deck(path, 3)
    again = check_deck(path, 3)
    assert reads == [path]  # the second start read the kept verdict
    assert again == first
    assert again.deck().to_json() == load_deck(path, 3).to_json()
    assert again.name == "Fifth Edition: Hecata"


def test_a_kept_verdict_tells_its_warnings_again(
    tmp_path: Path, cache: Path, reads: list[Path]
) -> None:
    """A misspelt name krcg read as a card is told at every start, not only the first."""
    path = write(tmp_path, HECATA.replace("Villein", "Villain"))
    first, warn = told()
    check_deck(path, 3, warn)
    again, warn_again = told()
    check_deck(path, 3, warn_again)
    assert reads == [path]
    assert first == again
    assert len(first) == 1 and first[0].startswith(f"{path}:")
    assert "'Villain'" in first[0] and "'Villein'" in first[0]


def test_an_edited_deck_file_is_checked_again(
    tmp_path: Path, cache: Path, reads: list[Path]
) -> None:
    path = write(tmp_path, HECATA)
    check_deck(path, 3)
    without_peter = "".join(
        line for line in HECATA.splitlines(True) if "Peter St. John" not in line
    )
    path.write_text(without_peter, encoding="utf-8")
    with pytest.raises(DeckError, match="crypt has 11 cards"):
        check_deck(path, 3)
    assert reads == [path, path]


@pytest.mark.parametrize(
    "key", ["_cache_key", "_code_digest"], ids=["other card data", "other checking code"]
)
def test_a_deck_is_checked_again_for_other_card_data_or_code(
    tmp_path: Path, cache: Path, reads: list[Path], monkeypatch: pytest.MonkeyPatch, key: str
) -> None:
    """A new krcg (its cards, a ban) or new card conversion, or a change to the reading or
    checking of decks, may judge the same file otherwise."""
    path = write(tmp_path, HECATA)
    check_deck(path, 3)
    monkeypatch.setattr(checked, key, lambda: "changed")
    check_deck(path, 3)
    assert reads == [path, path]


def test_the_verdict_is_for_its_table_size(tmp_path: Path, cache: Path) -> None:
    """1.2: 97 library cards are legal at six players (at most 100), not at five (90)."""
    path = write(tmp_path, HECATA.replace("3x Villein", "23x Villein"))
    assert check_deck(path, 6).name == "Fifth Edition: Hecata"
    with pytest.raises(DeckError, match="library has 97 cards, at most 90"):
        check_deck(path, 5)


def test_a_bad_deck_is_never_kept(tmp_path: Path, cache: Path, reads: list[Path]) -> None:
    path = write(tmp_path, HECATA.replace("1x Oblivion", "1x Zzyzx Qwv"))
    for _ in range(2):
        with pytest.raises(DeckError, match="unknown card 'Zzyzx Qwv'"):
            check_deck(path, 3)
    assert reads == [path, path]
    assert not list(cache.glob("decklists/checked-*"))


def test_a_missing_file_is_load_decks_error(tmp_path: Path, cache: Path) -> None:
    with pytest.raises(DeckError, match="nowhere.txt: no such file"):
        check_deck(tmp_path / "nowhere.txt", 3)


def test_a_damaged_verdict_is_checked_again(tmp_path: Path, cache: Path, reads: list[Path]) -> None:
    path = write(tmp_path, HECATA)
    first = check_deck(path, 3)
    (kept,) = cache.glob("decklists/checked-*")
    kept.write_text('{"name": "Fifth', encoding="utf-8")
    assert check_deck(path, 3) == first
    assert reads == [path, path]


def test_a_checked_deck_looks_its_cards_up_crypt_first() -> None:
    db = cards()
    deck = CheckedDeck("Two cards", ((db["Blood Doll"].id, 2), (db["Anson"].id, 1)))
    assert [(card.name, n) for card, n in deck.deck().entries()] == [
        ("Anson", 1),
        ("Blood Doll", 2),
    ]


def test_a_deck_edited_while_it_is_checked_is_not_kept(
    tmp_path: Path, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The verdict is kept by the bytes read first: one on other bytes is not kept under them."""
    path = write(tmp_path, HECATA)

    def edited_meanwhile(path: Path, *args: object) -> decks.Deck:
        path.write_text(HECATA.replace("3x Villein", "4x Villein"), encoding="utf-8")
        return load_deck(path, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(decks, "load_deck", edited_meanwhile)
    check_deck(path, 3)
    assert not list(cache.glob("decklists/checked-*"))
