"""Card text is read once, in cards/: the clauses every card's text gives the rules (1.5.4,
1.6.1.2, 1.6.1.3, 1.6.2, 11), and a check that the rules never read card wording themselves."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from vtes_tui.cards.clauses import (
    REPLACE_AFTER_ACTION,
    REPLACE_AFTER_COMBAT,
    REPLACE_DISCARD,
    REPLACE_UNLOCK,
    Alternative,
)
from vtes_tui.cards.data import cards

RULES = Path(__file__).resolve().parent.parent / "vtes_tui" / "rules"


def clauses(name: str, level: str = ""):
    return cards()[name].clauses.level(level)


def test_the_rules_never_read_card_text_nor_match_wording() -> None:
    """DESIGN.md: "A regex over card text inside rules/ is a bug": no module of rules/ imports
    re, and none reads a card's ``text`` (only the structured clauses)."""
    offenders = []
    for path in sorted(RULES.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = [a.name for a in node.names] + [getattr(node, "module", None) or ""]
                if "re" in names:
                    offenders.append(f"{path.name}:{node.lineno} imports re")
            if (
                isinstance(node, ast.Attribute)
                and node.attr == "text"
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "card"
            ):
                offenders.append(f"{path.name}:{node.lineno} reads card.text")
    assert offenders == []


def test_every_card_text_is_read_without_error() -> None:
    """All ~3,700 cards give their clauses; every library card has at least one level."""
    for card in cards():
        read = card.clauses
        if not card.is_crypt:
            assert read.levels, card.name


@pytest.mark.parametrize(
    ("name", "level", "field"),
    [
        ("Seduction", "dom", "as_announced"),
        ("The Sleeping Mind", "DOM", "as_announced"),
        ("Deflection", "dom", "after_blocks"),
        ("Deflection", "dom", "bleeding_you"),
        ("Conditioning", "DOM", "during_bleed"),
        ("Stygian Shroud", "obl", "block_attempted"),
        ("Change of Target", "", "if_blocked"),
        ("Freak Drive", "for", "after_resolution"),
        ("Freak Drive", "for", "if_successful"),
        ("Freak Drive", "FOR", "if_action_blocked"),
        ("On the Qui Vive", "", "only_by_locked"),
        ("On the Qui Vive", "", "wakes"),
        ("Forced Awakening", "", "wakes"),
        ("Eyes of Argus", "aus", "directed_at_you"),
        ("Eyes of Argus", "AUS", "only_by_locked"),
        ("Bewitching Oration", "pre", "during_polling"),
        ("Carrion Crows", "ani", "before_range"),
        ("Immortal Grapple", "pot", "before_strikes"),
        ("Taste of Vitae", "", "end_of_round"),
        ("Apportation", "tha", "continue_only"),
        ("Hidden Strength", "FOR", "optional_press"),
        ("Conditioning", "dom", "limited"),
        ("Target Vitals", "", "as_strike_chosen"),
        ("Psyche!", "CEL", "combat_ending"),
        ("No Trace", "obf", "long_range"),
        ("Anesthetic Touch", "obe", "close_range"),
        ("Trap", "", "first_round"),
    ],
)
def test_timing_clauses_are_read_at_the_level_that_prints_them(name, level, field) -> None:
    assert getattr(clauses(name, level), field) is True


@pytest.mark.parametrize(
    ("name", "level", "each", "at"),
    [
        ("Soak", "for", "round", ""),
        ("Carrion Crows", "ANI", "combat", ""),
        ("Sideslip", "cel", "", ""),
        ("Sideslip", "CEL", "round", "superior"),
        ("Charismatic Aura", "aus", "round", "basic"),
        ("Form of Mist", "PRO", "action", "superior"),
        ("Drawing Out the Beast", "ANI", "combat", ""),  # "[ANI] As above, ...": the limit too
    ],
)
def test_only_one_each_round_combat_or_action_is_read(name, level, each, at) -> None:
    """ "A vampire can play only one ... (at superior) each round": the limit and its level."""
    found = clauses(name, level)
    assert (found.once_each, found.once_each_at) == (each, at)


def test_a_minion_can_have_only_one_is_read() -> None:
    assert clauses("Weighted Walking Stick", "").have_only_one
    assert clauses("Disarm", "pot").have_only_one
    assert not clauses("Soak", "for").have_only_one


def test_a_clause_of_one_level_does_not_apply_at_another() -> None:
    """1.5.4: [aus] Eyes of Argus is for actions directed at you; [AUS] is for locked vampires."""
    assert not clauses("Eyes of Argus", "aus").only_by_locked
    assert not clauses("Eyes of Argus", "AUS").directed_at_you
    assert not clauses("Freak Drive", "FOR").if_successful


@pytest.mark.parametrize(
    ("name", "when"),
    [
        ("Bum's Rush", REPLACE_AFTER_ACTION),
        ("Wake with Evening's Freshness", REPLACE_UNLOCK),
        ("Mirror Walk", REPLACE_DISCARD),
        ("Liquidation", REPLACE_DISCARD),
    ],
)
def test_do_not_replace_until_is_read(name: str, when: str) -> None:
    """1.6.1.2: a card that says "Do not replace until ..." says when it is replaced."""
    card = cards()[name]
    assert {level.clauses.replace for level in card.clauses.levels} == {when}


def test_a_combat_card_not_replaced_until_after_combat() -> None:
    found = [
        c.name
        for c in cards()
        if not c.is_crypt
        and any(lv.clauses.replace == REPLACE_AFTER_COMBAT for lv in c.clauses.levels)
    ]
    assert len(found) >= 10


def test_action_cards_give_their_stealth_and_direction() -> None:
    assert clauses("Govern the Unaligned", "DOM").stealth_action == 1
    assert clauses("Govern the Unaligned", "dom").bleed_action
    assert clauses("Govern the Unaligned", "dom").directed
    assert not clauses("Govern the Unaligned", "DOM").directed
    assert clauses("Magic of the Smith", "THA").stealth_action == 3


def test_superior_levels_exist_only_where_printed() -> None:
    """1.5.4: Computer Hacking needs no Discipline; Preternatural Strength prints [pot] and [POT]."""
    assert [lv.key for lv in cards()["Computer Hacking"].clauses.levels] == [""]
    assert [lv.key for lv in cards()["Preternatural Strength"].clauses.levels] == ["pot", "POT"]
    assert [lv.key for lv in cards()["Deep Ecology"].clauses.levels][:2] == ["ani", "for"]


def test_a_card_with_two_marked_modes_has_a_level_per_mode() -> None:
    """Second Tradition: Domain: "[REACTION] +2 intercept." or, by a locked prince, "[REACTION]
    ... burns 1 blood to unlock and attempt to block": the lock clause binds the second only."""
    levels = cards()["Second Tradition: Domain"].clauses.levels
    assert [lv.key for lv in levels] == ["1", "2"]
    assert not levels[0].clauses.only_by_locked and levels[0].clauses.intercept
    assert levels[1].clauses.only_by_locked


def test_multi_type_lines_say_which_type_they_are_played_as() -> None:
    assert clauses("Swallowed by the Night", "obf").card_type == "Action Modifier"
    assert clauses("Swallowed by the Night", "OBF").card_type == "Combat"


def test_requirements_are_read_as_alternatives() -> None:
    """1.6.1.3: "Requires a prince or justicar": either title; "ready, titled, non-Red List
    vampire" lists the conditions of a single alternative."""
    assert cards()["Parity Shift"].clauses.requirement == (
        Alternative(titles=("prince",)),
        Alternative(titles=("justicar",)),
    )
    both = [c for c in cards() if "Requires a ready, titled, non-Red List vampire" in c.text]
    assert both
    (only,) = both[0].clauses.requirement
    assert only.ready and only.titled and only.vampire
    assert cards()["Sense the Savage Way"].clauses.requirement == (
        Alternative(vampire=True, capacity_at_least=7),
    )


def test_master_card_placement_and_kinds() -> None:
    """1.6.2: trifles, out-of-turn cards, locations, "Put this card on ..."."""
    villein = cards()["Villein"].clauses
    assert villein.trifle and villein.put_on is not None and villein.put_on.yours
    assert cards()["Sudden Reversal"].clauses.out_of_turn
    assert cards()["Information Highway"].clauses.location
    pentex = cards()["Pentex™ Subversion"].clauses.put_on
    assert pentex is not None and pentex.ready and pentex.minion
    dominate = cards()["Dominate"].clauses
    assert (dominate.discipline_grant, dominate.discipline_capacity) == ("dom", 1)


def test_crypt_cards_give_their_special_terms_and_unique_titles() -> None:
    """4.2: the unique form of a title; 11: special terms such as Blood Cursed."""
    assert cards()["Alexa Draper"].clauses.unique_title == "prince of melbourne"
    cursed = [c for c in cards() if c.is_crypt and "blood cursed" in c.keywords]
    assert len(cursed) >= 20
    assert all("blood cursed" in c.text.lower() for c in cursed)


def test_not_usable_during_a_bleed_is_not_read_as_only_during_a_bleed() -> None:
    """Forgotten Labyrinth: "Not usable during a bleed action" forbids bleeds, nothing more."""
    read = clauses("Forgotten Labyrinth", "obf")
    assert read.not_during_bleed
    assert not read.during_bleed


def test_the_rules_never_name_a_card() -> None:
    """Issue 8: the rules modules are free of card names: no string in rules/ is a card's name
    (what a card does is its definition; words that are also card types or common nouns, like
    "Dodge" or "Combat", are left aside)."""
    names = {c.name for c in cards()} | {c.printed_name for c in cards()}
    common = {"Action", "Action Modifier", "Ally", "Combat", "Conviction", "Discipline", "Dodge"}
    common |= {"Equipment", "Event", "Imbued", "Master", "Political Action", "Power", "Reaction"}
    common |= {"Lock", "Retainer", "Vampire"}
    found = []
    for path in sorted(RULES.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if node.value in names and node.value not in common:
                    found.append(f"{path.name}:{node.lineno} {node.value!r}")
    assert found == []


def test_a_line_for_either_of_two_disciplines_applies_at_both() -> None:
    """1.5.4: "[cel] or [for] +1 stealth." is played with either Discipline (Relentlessness)."""
    assert clauses("Relentlessness", "FOR").block_attempted
    assert clauses("Relentlessness", "CEL").block_attempted
    assert "+1 stealth" in clauses("Relentlessness", "for").text


def test_only_master_cards_read_as_out_of_turn_or_master_disciplines() -> None:
    """1.6.2, 1.6.2.2: out-of-turn cards and master Discipline cards are master cards;
    ``Card.out_of_turn`` and ``Card.master_discipline`` answer for other cards without reading
    their text, which holds only while no other card's text reads as either."""
    for card in cards():
        if not card.is_master:
            assert not card.clauses.out_of_turn, card.name
            assert card.clauses.discipline_grant is None, card.name
