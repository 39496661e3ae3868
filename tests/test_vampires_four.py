"""Rules tests for the fourth set of tournament vampires (defs/vampires_four.toml): what their
per-card cases cannot show."""

from __future__ import annotations

from tables import card, pick, table

from vtes_tui.cards.combat_words import Environmental
from vtes_tui.cards.definitions import definitions
from vtes_tui.cards.in_play_words import UnlockForBlood
from vtes_tui.cards.vocabulary import Bleed, Intercept, Life, Stealth
from vtes_tui.players.bots import greedy_bot
from vtes_tui.rules.effects import given


def test_retainers_have_no_ability_that_stanislava_and_midget_leave_them() -> None:
    """rules/vampire_retainers.py takes away a retainer's environmental damage in combat and an
    animal retainer's intercept against Midget: an automated retainer with another word acting in
    combat or on a blocker (strength, prevention, stealth on an animal) would need it too."""
    # UnlockForBlood (Homunculus): his employer's, in unlock phases, never in combat.
    allowed = {Environmental, Intercept, Life, Bleed, Stealth, UnlockForBlood}
    animal = {Environmental, Intercept, Life}
    for name, definition in definitions().items():
        if "Retainer" not in definition.card.types:
            continue
        levels = ("", *definition.card.clauses.keys)
        words = {type(e) for level in levels for e in given(name, level)}
        assert words <= allowed, name
        if definition.card.clauses.creature == "animal":
            assert words <= animal, name


def test_no_automated_gehenna_event_reaches_karen_suadela() -> None:
    """Karen Suadela: "While Karen is a prince, Gehenna events do not affect her"; the
    automated ones do not reach her (rulings LSJ 20081120-2, LSJ 20100121): Dragonbound burns
    pool for her in torpor, The Unmasking gives allies intercept against her. An event that
    would (Recalled to the Founder) needs her immunity first."""
    gehenna = {
        name for name, definition in definitions().items() if "gehenna" in definition.card.keywords
    }
    assert gehenna <= {"Dragonbound", "The Unmasking"}


def test_angela_preston_pays_nothing_to_block_a_younger_vampire() -> None:
    """Angela Preston "must burn 1 blood to attempt to block an older vampire": not a younger
    one (1.5.2: Aleph's capacity is 4, hers 5)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Aleph", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Angela Preston", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Aleph bleeds Bob")
    pick(seq, "block", "Block with Angela Preston")
    assert not any("attempt the block" in entry.text for entry in seq.state.log)


def test_the_greedy_bot_does_not_pay_dieudonne_s_unlock_after_a_hunt() -> None:
    """Baron Dieudonne burns 1 blood to unlock after a successful action: after a hunt (6.1.2:
    a vampire with no blood must hunt) that gives back the blood gained, and the greedy bot
    would hunt and unlock for ever; it leaves him locked there, and unlocks him after a bleed."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Baron Dieudonne", "blood": 0}]},
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    bot = greedy_bot(1)
    # 6.1.2: with no blood his one action is the hunt, taken at once.
    assert seq.prompt is not None and seq.prompt.kind == "minion-ability"
    assert seq.prompt.options[bot(seq.prompt)].key == "pass"
    seq = table(
        {"name": "Alice", "ready": [{"card": "Baron Dieudonne", "blood": 2}]},
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Baron Dieudonne bleeds Bob")
    assert seq.prompt is not None and seq.prompt.kind == "minion-ability"
    assert seq.prompt.options[bot(seq.prompt)].key == "use"


def test_only_older_sabbat_vampires_may_lock_feo_ramos() -> None:
    """Feo Ramos: "older Sabbat vampires controlled by other Methuselahs can burn 1 blood to
    lock Feo": Bob's Camarilla vampire may not (4)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Feo Ramos", "blood": 1}]},
        {"name": "Bob", "ready": [{"card": "Madison", "blood": 4}]},
        phase="unlock",
        turn=5,
    )
    assert seq.prompt is not None and seq.prompt.decider == 0  # Bob was not asked
    assert not card(seq.state, "Feo Ramos").locked


def test_a_minion_without_blood_cannot_strike_lucian() -> None:
    """Lucian: strikes against him cost a blood or life; a blocker with none has only the
    choice not to strike (6.4.3)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Lucian, the Perfect", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Madison", "blood": 0}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Lucian, the Perfect bleeds Bob")
    pick(seq, "block", "Block with Madison")
    assert any("Madison strikes: No strike" in entry.text for entry in seq.state.log)
