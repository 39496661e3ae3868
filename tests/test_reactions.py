"""Rules tests for what reaction cards ask of the table (6.2.2): the limits their text sets
(one card between unlock phases, the predator acting, a younger vampire, more than two
Methuselahs), what a minion gets only if his block succeeds, and the step after block
resolution.

Seats: Alice (0) acts, Bob (1) is her prey, Carol (2) is Bob's prey and Alice's predator.
"""

from __future__ import annotations

import pytest
from tables import advance, card, kinds, options, pick, table

from vtes_tui.cards.data import cards
from vtes_tui.rules.state import Region
from vtes_tui.rules.zones import modified
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}


def _alice(*vampires: str, hand: tuple[str, ...] = ()) -> dict:
    return {
        "name": "Alice",
        "ready": [{"card": v, "blood": 3} for v in vampires],
        "hand": list(hand),
    }


def _seat(name: str, ready: list, hand: tuple[str, ...] = ()) -> dict:
    return {"name": name, "ready": ready, "hand": list(hand)}


def _plays(seq: Sequencer, name: str) -> list[str]:
    return [o.label for o in options(seq, "play") if name in o.label]


def test_on_the_qui_vive_only_once_between_the_minions_unlock_phases() -> None:
    """On the Qui Vive: "A minion can play only one On the Qui Vive between their unlock
    phases": Beauregard wakes with one; for Alice's next action the second is not offered."""
    seq = table(
        _alice("Krid", "Mazz"),
        _seat(
            "Bob",
            [{"card": "Beauregard Krueller", "blood": 3, "locked": True}],
            ("On the Qui Vive", "On the Qui Vive"),
        ),
        **MINION,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "play", "On the Qui Vive")
    pick(seq, "decline")
    assert seq.state.players[1].pool == 29
    pick(seq, "bleed", "Mazz bleeds Bob")
    # Beauregard is locked and cannot wake again: Bob has no decision to make.
    assert seq.state.players[1].pool == 28
    assert sum(c.name == "On the Qui Vive" for c in seq.state.players[1].hand) == 1


def test_instinctive_reaction_needs_a_minion_of_your_predator_acting() -> None:
    """Instinctive Reaction: "Only usable if a minion controlled by your predator is acting":
    Alice's hunt may be blocked by Bob (her prey) and Carol (her predator); only Bob, whose
    predator she is, may play it."""
    seq = table(
        _alice("Mazz"),
        _seat("Bob", [{"card": "Dani", "blood": 2}], ("Instinctive Reaction",)),
        _seat("Carol", [{"card": "Caliban", "blood": 3}], ("Instinctive Reaction",)),
        **MINION,
    )
    pick(seq, "hunt", "Mazz hunts")
    pick(seq, "block", "Dani")
    assert kinds(seq) == ("intercept", 1)
    assert _plays(seq, "Instinctive Reaction [ani]")
    pick(seq, "pass")
    pick(seq, "decline")  # Bob may try again (he still has the card): he declines
    assert kinds(seq) == ("block", 2)
    pick(seq, "block", "Caliban")
    # Caliban needs intercept (0 vs 1) and may not play it: the attempt fails at once.
    assert any(line.text == "Caliban's block attempt fails" for line in seq.state.log)
    assert sum(c.name == "Instinctive Reaction" for c in seq.state.players[2].hand) == 1


def test_redirection_basic_level_only_against_a_younger_vampire() -> None:
    """Redirection [dom]: "if a younger vampire is bleeding you" (1.5.2: smaller capacity):
    Ana Rita (5) cannot redirect Gilbert Duane's (7) bleed (the [DOM] case redirects it)."""
    seq = table(
        _alice("Gilbert Duane"),
        _seat("Bob", [{"card": "Ana Rita Montaña", "blood": 3}], ("Redirection",)),
        _seat("Carol", []),
        **MINION,
    )
    pick(seq, "bleed", "Gilbert Duane bleeds Bob")
    pick(seq, "decline")
    # Blocks declined: Bob has no card to play after them, the bleed resolves.
    assert seq.state.players[1].pool == 29
    assert card(seq.state, "Redirection").region is Region.HAND


def test_my_enemys_enemy_not_with_two_methuselahs_left() -> None:
    """My Enemy's Enemy [AUS]: "Not usable if there are only two Methuselahs left"."""
    seq = table(
        _alice("Krid", "Mazz"),
        _seat("Bob", [{"card": "America Johnson", "blood": 3}], ("My Enemy's Enemy",)),
        **MINION,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    advance(seq, lambda s: s.prompt is not None and s.prompt.kind == "action")
    assert seq.state.players[1].pool == 29
    assert card(seq.state, "My Enemy's Enemy").region is Region.HAND


def test_telepathic_counter_only_against_a_bleed_on_you() -> None:
    """Telepathic Counter: "Reduce a bleed against you": Carol cannot reduce Alice's bleed
    on Bob."""
    seq = table(
        _alice("Krid", "Mazz"),
        _seat("Bob", []),
        _seat("Carol", [{"card": "America Johnson", "blood": 3}], ("Telepathic Counter",)),
        **MINION,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    advance(seq, lambda s: s.prompt is not None and s.prompt.kind == "action")
    assert seq.state.players[1].pool == 29
    assert card(seq.state, "Telepathic Counter").region is Region.HAND


def test_shadow_sentinel_superior_needs_a_locked_wraith_or_zombie_ally() -> None:
    """Shadow Sentinel [OBL]: "Choose a locked wraith or zombie ally you control": with only
    a locked mortal ally, the card is not offered."""
    seq = table(
        _alice("Krid", "Mazz"),
        _seat(
            "Bob",
            [
                {"card": "El Monseñor", "blood": 4},
                {"card": "Loyal Street Gang", "blood": 2, "locked": True},
            ],
            ("Shadow Sentinel",),
        ),
        **MINION,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    assert kinds(seq) == ("block", 1)
    assert not _plays(seq, "Shadow Sentinel")


def test_cats_guidance_not_offered_to_a_blocker_in_torpor() -> None:
    """Cats' Guidance [ani] (RBK reaction-cards): not playable when the blocker went to torpor
    in the combat resulting from the block."""
    seq = table(
        _alice("Krid", "Mazz"),
        _seat("Bob", [{"card": "Dani", "blood": 0}], ("Cats' Guidance",)),
        **MINION,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "block", "Dani")
    assert card(seq.state, "Dani").region is Region.TORPOR
    assert kinds(seq) == ("action", 0)  # no step after block resolution for Bob
    assert card(seq.state, "Cats' Guidance").region is Region.HAND


def test_delaying_tactics_is_a_reaction_though_its_text_names_a_political_action_card() -> None:
    """A type mark inside a sentence ("a political action card [POLITICAL ACTION]") names a
    card; only a mark opening a line says which type the line is played as."""
    assert cards()["Delaying Tactics"].clauses.level("").card_type == ""
    assert cards()["Target Head"].clauses.level("").card_type == ""


def test_obedience_the_acting_vampire_cannot_perform_the_same_action_this_turn() -> None:
    """Obedience [dom]: Mazz unlocks and his hunt ends; he cannot hunt again this turn (6.1.6;
    LSJ 20060522: a cardless action is the same when its targets are), but may bleed."""
    seq = table(
        _alice("Mazz"),
        _seat("Bob", [{"card": "Ana Rita Montaña", "blood": 3}], ("Precognition", "Obedience")),
        **MINION,
    )
    pick(seq, "hunt", "Mazz hunts")
    pick(seq, "block", "Ana Rita Montaña")
    pick(seq, "play", "Precognition [aus]")
    assert kinds(seq) == ("before-block", 1)
    pick(seq, "play", "Obedience [dom]")
    assert not card(seq.state, "Mazz").locked
    assert kinds(seq) == ("action", 0)
    labels = [o.label for o in options(seq)]
    assert not any("Mazz hunts" in label for label in labels)
    assert any("Mazz bleeds Bob" in label for label in labels)


def test_obedience_not_against_an_older_acting_vampire() -> None:
    """Obedience: "an acting younger vampire" (1.5.2): Ana Rita (5) blocking Gilbert Duane (7)
    is not offered it; the combat follows."""
    seq = table(
        _alice("Gilbert Duane"),
        _seat("Bob", [{"card": "Ana Rita Montaña", "blood": 3}], ("Obedience",)),
        **MINION,
    )
    pick(seq, "bleed", "Gilbert Duane bleeds Bob")
    pick(seq, "block", "Ana Rita Montaña")
    assert any(
        line.text == "Gilbert Duane and Ana Rita Montaña enter combat" for line in seq.state.log
    )


def test_organized_resistance_gives_intercept_only_to_an_anarch() -> None:
    """Organized Resistance: "An Anarch you control gets +1 intercept": Madison (Camarilla)
    blocking gets nothing from it; Bob has no card to play and the attempt fails."""
    seq = table(
        _alice("Mazz"),
        _seat(
            "Bob",
            [{"card": "Atiena", "blood": 3, "locked": True}, {"card": "Madison", "blood": 3}],
            ("Organized Resistance",),
        ),
        **MINION,
    )
    pick(seq, "hunt", "Mazz hunts")
    pick(seq, "block", "Madison")
    assert any(line.text == "Madison's block attempt fails" for line in seq.state.log)
    assert card(seq.state, "Organized Resistance").region is Region.HAND


@pytest.mark.parametrize(
    ("name", "level", "field"),
    [
        ("On the Qui Vive", "", "once_per_unlock"),
        ("Shadow Sentinel", "obl", "once_per_unlock"),
        ("Instinctive Reaction", "ani", "predator_acting"),
        ("My Enemy's Enemy", "AUS", "predator_acting"),
        ("My Enemy's Enemy", "AUS", "not_two_left"),
        ("Redirection", "dom", "younger_acting"),
        ("Obedience", "dom", "younger_acting"),
        ("Obedience", "DOM", "before_block_resolution"),
        ("Mental Maze", "obf", "ally_or_younger_acting"),
        ("Lost in Translation", "", "ally_or_younger_acting"),
        ("Telepathic Counter", "aus", "bleeding_you"),
        ("Protected District", "", "bleeding_you"),
    ],
)
def test_reaction_text_gives_its_clauses(name: str, level: str, field: str) -> None:
    """What reactions' texts say about who may play them and when is read once, in cards/."""
    assert getattr(cards()[name].clauses.level(level), field) is True


def test_an_allys_kind_opens_its_text() -> None:
    """Shadow Sentinel wakes "a locked wraith or zombie ally": the kind is read from the ally's
    text ("Wraith with 1 life.", "Unique mortal with 2 life.")."""
    assert cards()["Spectral Servitor"].clauses.creature == "wraith"
    assert cards()["Aggressive Corpse"].clauses.creature == "zombie"
    assert cards()["The Knights"].clauses.creature == "mortal"


def test_ignis_fatuus_lasts_until_the_end_of_the_turn() -> None:
    """Ignis Fatuus [chi]: "The acting minion gets -1 stealth until the end of the turn": the
    hunt's stealth drops for this action and the minion keeps -1 stealth until the turn ends."""
    seq = table(
        _alice("Mazz", "Krid"),
        _seat("Bob", [{"card": "Devyn", "blood": 3}], ("Ignis Fatuus",)),
        **MINION,
    )
    pick(seq, "hunt", "Mazz hunts")
    pick(seq, "block", "Devyn")
    pick(seq, "play", "Ignis Fatuus [chi]")
    mazz = card(seq.state, "Mazz")
    assert modified(seq.state, "stealth", mazz) == -1
    advance(seq, lambda s: s.state.current == 1)
    assert modified(seq.state, "stealth", mazz) == 0


def test_fillip_only_once_each_turn_by_a_vampire() -> None:
    """Fillip: "A vampire may play only one Fillip each turn": Madison wakes Beauregard once;
    for Alice's next action her second Fillip is not offered."""
    seq = table(
        _alice("Krid", "Mazz"),
        _seat(
            "Bob",
            [
                {"card": "Madison", "blood": 3},
                {"card": "Beauregard Krueller", "blood": 3, "locked": True},
            ],
            ("Fillip", "Fillip"),
        ),
        **MINION,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "play", "Madison plays Fillip")
    pick(seq, "decline")
    pick(seq, "bleed", "Mazz bleeds Bob")
    assert kinds(seq) == ("block", 1)
    assert not _plays(seq, "Fillip")


def test_obedience_avoids_a_combat_queued_after_a_combat() -> None:
    """Obedience (rulings, LSJ 19991025): "can be played by an unlocked older vampire to avoid
    a new combat queued after a preceding combat". Madison (6), rushed by Abd al-Rashid (5),
    lets the first combat happen; Psyche! queues another: Obedience [DOM] ends the action
    before it, and Abd al-Rashid stays locked."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Abd al-Rashid", "blood": 5}],
            "hand": ["Bum's Rush", "Psyche!"],
        },
        _seat("Bob", [{"card": "Madison", "blood": 6}], ("Obedience",)),
        **MINION,
    )
    pick(seq, "card", "Bum's Rush at Madison")
    advance(seq, lambda s: kinds(s) == ("before-combat", 1))
    pick(seq, "pass")  # Madison lets the first combat happen
    advance(seq, lambda s: kinds(s)[0] == "combat-ending")
    pick(seq, "play", "Psyche! [CEL]")
    assert kinds(seq) == ("before-combat", 1)
    pick(seq, "play", "Obedience [DOM]")
    entries = [e.text for e in seq.state.log]
    assert entries.count("Abd al-Rashid and Madison enter combat") == 1
    assert "Obedience ends the action" in entries
    assert card(seq.state, "Abd al-Rashid").locked


@pytest.mark.parametrize("players", [2, 3])
def test_deflection_needs_another_methuselah_to_redirect_to(players: int) -> None:
    """Deflection: "Change the target of the bleed to another Methuselah other than the acting
    minion's controller" (6.1.1). With two Methuselahs left there is none (1.6.1.4: a card's
    target must be there), so it is not offered: it was, locked the vampire, cost a blood and
    changed nothing. With a third it is."""
    seats = [
        {"name": "Alice", "ready": [{"card": "Abd al-Rashid", "blood": 4}]},
        {
            "name": "Bob",
            "ready": [{"card": "Naomi Stewart", "blood": 5}],
            "hand": ["Deflection"],
        },
    ]
    if players == 3:
        seats.append({"name": "Carol", "ready": [{"card": "Normal", "blood": 2}]})
    seq = table(*seats, phase="minion", turn=5)
    pick(seq, "bleed", "Abd al-Rashid bleeds Bob")
    pick(seq, "decline")  # Bob does not block
    offered = any("Deflection" in o.label for o in options(seq))
    assert offered is (players == 3)


def test_a_card_that_unlocks_its_minion_says_so_once_in_its_option() -> None:
    """6.2.2: Sense the Savage Way [ANI] unlocks the locked vampire and he attempts to block;
    its option names the unlock once, though both the reaction's words and the action's words
    describe what a card does."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Mazz", "blood": 2}, {"card": "Krid", "blood": 2}]},
        {
            "name": "Bob",
            "ready": [{"card": "Gitane St. Claire", "blood": 3, "locked": True}],
            "hand": ["Sense the Savage Way"],
        },
        phase="minion",
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    advance(seq, lambda s: any("Sense the Savage Way [ANI]" in o.label for o in options(s)))
    (play,) = [o for o in options(seq) if "Sense the Savage Way [ANI]" in o.label]
    assert play.label.count("unlock") == 1, play.label
    assert "attempt to block" in play.label
