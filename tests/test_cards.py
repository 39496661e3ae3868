"""Card data: krcg's official cards converted to our Card, looked up by name, cached as JSON."""

from __future__ import annotations

import copy
import dataclasses
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from vtes_tui.cards import data
from vtes_tui.cards.data import CACHE_DIR_ENV, CardDB, cards, convert, krcg_vtes, load_cards
from vtes_tui.cards.model import Card


@pytest.fixture(scope="module")
def db() -> CardDB:
    return cards()


def fields(card: Card) -> tuple[object, ...]:
    """Every field: Card compares by id only, these tests compare everything."""
    return tuple(getattr(card, f.name) for f in dataclasses.fields(card))


# -- conversion ------------------------------------------------------------------------------


def test_every_krcg_card_is_converted(db: CardDB) -> None:
    assert len(db) == len(krcg_vtes()) == 4149
    assert {card.id for card in db} == {card.id for card in krcg_vtes()}


def test_anson_crypt_card_facts(db: CardDB) -> None:
    anson = db["Anson"]
    assert anson.capacity == 8
    assert anson.disciplines == {"aus": 1, "dom": 1, "cel": 2, "pre": 2}
    assert anson.title == "Prince"
    assert anson.votes == 2
    assert anson.sect == "Camarilla"
    assert anson.clans == ("Toreador",)
    assert anson.group == "1"
    assert anson.types == ("Vampire",)
    assert anson.is_crypt and anson.is_vampire
    # 1.5.1: each crypt card is unique.
    assert anson.unique


def test_aire_of_elation_costs_one_blood_and_requires_presence(db: CardDB) -> None:
    aire = db["Aire of Elation"]
    assert aire.blood_cost == 1
    assert aire.pool_cost is None
    assert aire.disciplines == {"pre": 1}
    assert not aire.combo
    assert aire.types == ("Action Modifier",)
    assert not aire.is_crypt


def test_ivory_bow_costs_one_pool_and_is_unique(db: CardDB) -> None:
    bow = db["Ivory Bow"]
    assert bow.pool_cost == 1
    assert bow.blood_cost is None
    assert bow.unique


def test_raven_spy_retainer_has_one_life_and_no_strength_or_bleed(db: CardDB) -> None:
    spy = db["Raven Spy"]
    assert spy.types == ("Retainer",)
    assert spy.life == 1
    assert spy.strength is None and spy.bleed is None


def test_carlton_van_wyk_ally_stats_printed_zero(db: CardDB) -> None:
    carlton = db["Carlton Van Wyk"]
    assert (carlton.life, carlton.strength, carlton.bleed) == (2, 0, 0)
    assert carlton.unique
    assert carlton.pool_cost == 2


def test_retainer_with_printed_strength(db: CardDB) -> None:
    retainer = db["Ghoul Retainer"]
    assert (retainer.life, retainer.strength, retainer.bleed) == (2, 1, None)


def test_ally_without_printed_strength_or_bleed_gets_the_defaults() -> None:
    """6.1.1: minions bleed for 1 by default; 6.4.5: minions have a default strength of 1."""
    plain = copy.copy(krcg_vtes()["Carlton Van Wyk"])
    plain.card_text = "Mortal with 3 life.\nThis ally has no printed strength or bleed."
    converted = convert(plain)
    assert (converted.life, converted.strength, converted.bleed) == (3, 1, 1)
    assert not converted.unique


def test_alpha_glint_requires_both_disciplines(db: CardDB) -> None:
    glint = db["Alpha Glint"]
    assert glint.combo
    assert glint.disciplines == {"ani": 1, "for": 1}


def test_variable_costs_are_minus_one(db: CardDB) -> None:
    assert krcg_vtes()["Awe"].blood_cost == "X"
    assert db["Awe"].blood_cost == -1
    assert krcg_vtes()["Bounty"].pool_cost == "X"
    assert db["Bounty"].pool_cost == -1


def test_conviction_cost_and_burn_option(db: CardDB) -> None:
    assert db["Smite"].conviction_cost == 3
    assert db["Barrenness"].burn_option
    assert not db["Aire of Elation"].burn_option


def test_banned_cards(db: CardDB) -> None:
    assert db["Anthelios, The Red Star"].banned
    assert not db["Anson"].banned
    assert sum(card.banned for card in db) == 20


def test_sect_is_read_from_the_start_of_crypt_text(db: CardDB) -> None:
    assert db["Xaviar (ADV)"].sect == "Camarilla"  # "Advanced, Camarilla Gangrel Justicar:"
    assert db["Theo Bell (G6)"].sect == "Anarch"
    assert db["Gwen Brand"].sect == "Independent"
    assert db["Dylan"].sect == "Sabbat"
    assert db["Cesewayo"].sect == "Laibon"
    assert all(card.sect for card in db if card.is_vampire)
    assert all(card.sect is None for card in db if not card.is_crypt)


def test_unique_library_cards(db: CardDB) -> None:
    assert db["Powerbase: Zürich"].unique  # "Master: unique location."
    assert db["Pier 13, Port of Baltimore"].unique  # "... while in play. Unique."
    assert not db["Political Seizure"].unique  # "even if the other location is not unique"
    assert not db["The Name Forgotten"].unique  # "Put this card on a ready unique vampire"


def test_flight_requirement_is_lower_case(db: CardDB) -> None:
    assert db["Dive Bomb"].disciplines == {"flight": 1}


def test_every_card_is_consistent(db: CardDB) -> None:
    for card in db:
        if card.is_crypt:
            assert card.capacity and card.group and card.clans is not None, card.name
            assert set(card.disciplines.values()) <= {1, 2}, card.name
            assert card.disciplines == {k.lower(): v for k, v in card.disciplines.items()}
        else:
            assert card.group is None, card.name
            assert set(card.disciplines.values()) <= {1}, card.name
        if card.has_type("Ally"):
            assert card.life and card.strength is not None and card.bleed is not None, card.name


# -- name lookup -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "key",
    ["Anson", "anson", "ANSON", "Anson (G1)", "anson (g1)", "  Anson ", 200107, "200107"],
)
def test_lookup_variants_of_anson(db: CardDB, key: int | str) -> None:
    assert db.get(key) is db["Anson"]
    assert db[key].id == 200107
    assert key in db


@pytest.mark.parametrize(
    ("key", "name"),
    [
        ("Unmasking, The", "The Unmasking"),
        ("The Unmasking", "The Unmasking"),
        ("Powerbase: Zurich", "Powerbase: Zürich"),
        ("powerbase: zürich", "Powerbase: Zürich"),
        ("Pentex(TM) Subversion", "Pentex™ Subversion"),
        ("Bang Nakh -- Tiger's Claws", "Bang Nakh — Tiger's Claws"),
        ("Carlton Van Wyk (Hunter)", "Carlton Van Wyk"),
        ("gtu", "Govern the Unaligned"),
        ("Theo Bell", "Theo Bell"),
        ("Theo Bell (G6)", "Theo Bell (G6)"),
        ("Xaviar (ADV)", "Xaviar (ADV)"),
    ],
)
def test_lookup_printed_names_aka_and_aliases(db: CardDB, key: str, name: str) -> None:
    assert db[key].name == name


def test_lookup_agrees_with_krcg_for_every_name_variant(db: CardDB) -> None:
    vtes = krcg_vtes()
    for krcg_card in vtes:
        assert db[krcg_card.usual_name].id == krcg_card.id
        assert db[krcg_card.name].id == krcg_card.id
        for variant in krcg_card.name_variants:
            assert db[variant].id == vtes[variant].id, variant


def test_unknown_card_key_error_names_the_card_and_suggests(db: CardDB) -> None:
    assert db.get("Ansn") is None
    assert "Ansn" not in db
    with pytest.raises(KeyError, match="unknown card 'Ansn' \\(did you mean 'Anson'\\?\\)"):
        db["Ansn"]
    with pytest.raises(KeyError, match="unknown card 5"):
        db[5]


def test_iteration_yields_each_card_once(db: CardDB) -> None:
    ids = [card.id for card in db]
    assert len(ids) == len(set(ids)) == len(db)


# -- cache -----------------------------------------------------------------------------------


def test_cache_round_trip_gives_identical_cards(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path))
    cold = load_cards()
    written = list(tmp_path.glob("cards-*.json"))
    assert len(written) == 1
    assert written[0].name.startswith("cards-4.19-")
    warm = load_cards()
    converted = {card.id: convert(card) for card in krcg_vtes()}
    assert len(warm) == len(cold) == len(converted)
    for card in warm:
        assert fields(card) == fields(cold[card.id]) == fields(converted[card.id])
        assert isinstance(card.types, tuple) and isinstance(card.clans, tuple)


def test_cache_replaces_stale_and_corrupt_files(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path))
    stale = tmp_path / "cards-0.1-000000000000.json"
    stale.write_text("{}")
    current = tmp_path / f"cards-{data._cache_key()}.json"
    current.write_text("not json")
    assert len(load_cards()) == 4149
    assert not stale.exists()
    assert len(json.loads(current.read_text())["cards"]) == 4149


def test_cache_with_fields_card_does_not_have_is_rebuilt(tmp_path: Path, monkeypatch) -> None:
    """Cards are made from the cache on first lookup; a cache whose cards' fields are not Card's
    (an unknown field, a missing name) is still found out on loading, and rebuilt."""
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path))
    current = tmp_path / f"cards-{data._cache_key()}.json"
    for bad in ({"id": 1, "colour": "red"}, {"id": 1}):
        current.write_text(json.dumps({"cards": [bad], "names": {}}))
        db = load_cards()
        assert len(db) == 4149
        assert db["Anson"].name == "Anson"


def test_unwritable_cache_dir_builds_in_memory(tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("")
    monkeypatch.setenv(CACHE_DIR_ENV, str(blocker / "cache"))
    assert len(load_cards()) == 4149
    assert not (blocker / "cache").exists()


def test_warm_load_imports_neither_krcg_nor_ui_libraries(tmp_path: Path) -> None:
    """The fast path reads only the JSON cache; the cards layer never imports the UI."""
    script = textwrap.dedent(
        """
        import sys
        from vtes_tui.cards import data, decks, model, report
        db = data.load_cards()
        assert len(db) == 4149
        loaded = [m for m in ("krcg", "textual", "rich", "typer") if m in sys.modules]
        print(",".join(loaded))
        """
    )
    env = {**os.environ, CACHE_DIR_ENV: str(tmp_path)}
    run = [sys.executable, "-c", script]
    subprocess.run(run, env=env, check=True, capture_output=True)
    warm = subprocess.run(run, env=env, check=True, capture_output=True, text=True)
    assert warm.stdout.strip() == ""


def test_cards_is_a_process_wide_singleton() -> None:
    assert cards() is cards()
