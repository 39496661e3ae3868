"""Rules tests for the fourth set of tournament vampires (defs/vampires_four.toml): what their
per-card cases cannot show."""

from __future__ import annotations

from vtes_tui.cards.combat_words import Environmental
from vtes_tui.cards.definitions import definitions
from vtes_tui.cards.vocabulary import Bleed, Intercept, Life, Stealth
from vtes_tui.rules.effects import given


def test_retainers_have_no_ability_that_stanislava_and_midget_leave_them() -> None:
    """rules/vampire_retainers.py takes away a retainer's environmental damage in combat and an
    animal retainer's intercept against Midget: an automated retainer with another word acting in
    combat or on a blocker (strength, prevention, stealth on an animal) would need it too."""
    allowed = {Environmental, Intercept, Life, Bleed, Stealth}
    animal = {Environmental, Intercept, Life}
    for name, definition in definitions().items():
        if "Retainer" not in definition.card.types:
            continue
        levels = ("", *definition.card.clauses.keys)
        words = {type(e) for level in levels for e in given(name, level)}
        assert words <= allowed, name
        if definition.card.clauses.creature == "animal":
            assert words <= animal, name
