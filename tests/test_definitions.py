"""Card definitions (DESIGN.md, "Card effects"): every bundled definition agrees with the card
data and the vocabulary, and a definition that does not fails at load with its card's name."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from vtes_tui.cards.action_words import BleedAction
from vtes_tui.cards.combat_words import Strike
from vtes_tui.cards.data import cards
from vtes_tui.cards.definitions import (
    DefinitionError,
    definitions,
    is_automated,
    load_definitions,
)
from vtes_tui.cards.vocabulary import Bleed


def load(tmp_path: Path, text: str):
    (tmp_path / "cards.toml").write_text(textwrap.dedent(text), encoding="utf-8")
    return load_definitions(tmp_path)


def test_every_bundled_definition_agrees_with_the_card_data() -> None:
    """Name, types, Disciplines (every printed level) and cost are checked as they load."""
    loaded = definitions()
    assert len(loaded) >= 65
    for name, definition in loaded.items():
        card = cards()[name]
        assert definition.card is card
        if not card.is_crypt and not definition.partial:
            assert set(definition.play) | set(definition.in_play) >= set(card.clauses.keys)


def test_a_definition_reads_its_words_into_typed_primitives() -> None:
    conditioning = definitions()["Conditioning"]
    assert conditioning.effects("dom") == (Bleed(2),)
    assert conditioning.effects("DOM") == (Bleed(3),)
    assert definitions()["Computer Hacking"].effects("") == (BleedAction(1),)
    assert definitions()["Majesty"].effects("PRE") == (Strike(combat_ends=True, unlock=True),)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            """
            [Conditioning]
            types = ["Action Modifier"]
            cost = {blood = 1}
            dom = [{blead = 2}]
            DOM = [{bleed = 3}]
            """,
            "Conditioning [dom]: unknown word 'blead'",
        ),
        (
            """
            [Conditioning]
            types = ["Action Modifier"]
            cost = {blood = 2}
            dom = [{bleed = 2}]
            DOM = [{bleed = 3}]
            """,
            "Conditioning: cost blood 2, the card costs 1 blood",
        ),
        (
            """
            [Conditionning]
            types = ["Action Modifier"]
            dom = [{bleed = 2}]
            """,
            "'Conditionning' is not a card name (did you mean 'Conditioning'?)",
        ),
        (
            """
            [Conditioning]
            types = ["Action"]
            cost = {blood = 1}
            dom = [{bleed = 2}]
            DOM = [{bleed = 3}]
            """,
            "Conditioning: types ['Action'], the card is ['Action Modifier']",
        ),
        (
            """
            [Conditioning]
            types = ["Action Modifier"]
            cost = {blood = 1}
            dom = [{bleed = 2}]
            """,
            "Conditioning: level 'DOM' is not defined",
        ),
        (
            """
            [Conditioning]
            types = ["Action Modifier"]
            cost = {blood = 1}
            dom = [{bleed = {amount = 2, colour = "red"}}]
            DOM = [{bleed = 3}]
            """,
            "Conditioning [dom]: 'bleed' has no argument 'colour'",
        ),
        (
            """
            [Conditioning]
            types = ["Action Modifier"]
            cost = {blood = 1}
            dom = [{bleed = "two"}]
            DOM = [{bleed = 3}]
            """,
            "Conditioning [dom]: bleed amount='two' is not int",
        ),
        (
            """
            [Conditioning]
            types = ["Action Modifier"]
            cost = {blood = 1}
            obf = [{stealth = 1}]
            """,
            "Conditioning: unknown key 'obf'",
        ),
        (
            """
            ["Govern the Unaligned"]
            types = ["Action"]
            cost = {blood = 1}
            dom = [{bleed_action = 2}]
            DOM = [{add_blood = {amount = 3, to = "anyone"}}]
            """,
            "Govern the Unaligned [DOM]: add_blood to='anyone' is not one of",
        ),
    ],
)
def test_a_wrong_definition_fails_at_load_naming_the_card(
    tmp_path: Path, text: str, message: str
) -> None:
    with pytest.raises(DefinitionError, match=None) as raised:
        load(tmp_path, text)
    assert message in str(raised.value)


def test_a_partial_definition_must_say_what_it_leaves_out(tmp_path: Path) -> None:
    """A card counts as automated only when all of it is: a missing level needs ``partial``."""
    loaded = load(
        tmp_path,
        """
        ["Deep Song"]
        types = ["Action"]
        partial = "[ANI]: frenzy, enter combat"
        ani = [{bleed_action = 1}]
        """,
    )
    assert loaded["Deep Song"].partial
    assert loaded["Deep Song"].effects("ANI") is None


def test_automated_means_all_of_it() -> None:
    """A partial definition is played by hand for the rest and is not counted as automated;
    a vampire whose text is only sect and title needs no definition; one with an ability
    does."""
    assert is_automated(cards()["Conditioning"])
    partial = [d for d in definitions().values() if d.partial]
    assert partial and not any(is_automated(d.card) for d in partial)
    assert is_automated(cards()["Monica Giovanni"])  # "Independent."
    assert is_automated(cards()["María del Toro"])  # "Camarilla Prince of Barcelona."
    assert not is_automated(cards()["Blackhorse Tanner"])  # a card drawn put back, another drawn
