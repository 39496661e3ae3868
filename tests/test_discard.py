"""Rules tests for the discard phase (8) and keeping the hand at its size (1.6.1.2)."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.rules.state import Region


def _discard(hand: tuple[str, ...], library: tuple[str, ...] = ("Choir",) * 10):
    return table(
        {"name": "Sarah", "hand": list(hand), "library": list(library)},
        {"name": "Alexis", "ready": [{"card": "Mazz", "blood": 2}]},
        phase="discard",
        turn=5,
    )


def test_one_discard_phase_action_discards_a_card_and_draws_another() -> None:
    """8: one discard phase action: discard a card from hand and draw to replace it."""
    hand = ("Misdirection", "Dodge", "Dodge", "Dodge", "Dodge", "Dodge", "Dodge")
    seq = _discard(hand)
    sarah = seq.state.players[0]
    top = sarah.library[0]
    assert kinds(seq) == ("discard", 0)
    pick(seq, "discard", "Misdirection")
    assert card(seq.state, "Misdirection").region is Region.ASH_HEAP
    assert top in sarah.hand and len(sarah.hand) == 7
    assert seq.state.current == 1  # the phase (and the turn) is over after one action


def test_an_event_is_put_in_play_as_the_discard_phase_action() -> None:
    """8: a discard phase action can put an event card in play instead."""
    seq = _discard(("Anthelios, The Red Star", "Dodge"))
    pick(seq, "event", "Anthelios")
    if seq.prompt is not None and seq.prompt.kind == "judge":
        pick(seq, "done")
    assert card(seq.state, "Anthelios, The Red Star").region is Region.IN_PLAY
    assert [c.name for c in seq.state.players[0].ash_heap] == []
    assert seq.state.current == 1


def test_1_6_4_each_event_can_only_be_played_once_in_a_game() -> None:
    """1.6.4: "Each event can only be played once in a game": once The Unmasking is in play,
    another copy is not offered, in her next discard phase or in another Methuselah's."""
    seq = table(
        {"name": "Sarah", "hand": ["The Unmasking", "The Unmasking"]},
        {"name": "Alexis", "ready": [{"card": "Mazz", "blood": 2}], "hand": ["The Unmasking"]},
        phase="discard",
        turn=5,
    )
    pick(seq, "event", "The Unmasking")
    advance(seq, lambda s: kinds(s) == ("discard", 1))
    assert not options(seq, "event")
    advance(seq, lambda s: kinds(s) == ("discard", 0))
    assert not options(seq, "event")
    assert len([c for c in seq.state.players[0].in_play if c.name == "The Unmasking"]) == 1


def test_ending_the_discard_phase_unused_discards_nothing() -> None:
    """8: discard phase actions not used are lost; nothing is discarded."""
    seq = _discard(("Dodge",) * 7)
    pick(seq, "end")
    assert seq.state.players[0].ash_heap == []
    assert seq.state.current == 1


def test_with_an_empty_library_play_goes_on_with_a_short_hand() -> None:
    """1.6.1.2: with an empty library nothing is drawn to replace a card; play continues."""
    seq = _discard(("Misdirection", "Dodge"), library=())
    pick(seq, "discard", "Misdirection")
    assert [c.name for c in seq.state.players[0].hand] == ["Dodge"]
    assert seq.state.current == 1


def test_the_hand_is_drawn_up_to_its_size_after_a_card_is_played() -> None:
    """1.6.1.2: the hand always matches the hand size: short hands draw up at once."""
    seq = table(
        {
            "name": "Sarah",
            "ready": [{"card": "Pug Jackson", "blood": 3}],
            "hand": ["Loyal Street Gang"],
            "library": ["Choir"] * 10,
        },
        {"name": "Alexis"},
        phase="minion",
        turn=5,
    )
    pick(seq, "recruit", "Loyal Street Gang")
    sarah = seq.state.players[0]
    assert len(sarah.hand) == 7 and len(sarah.library) == 3


def test_copies_of_a_card_are_one_choice() -> None:
    """8 (and every prompt): six copies of Dodge in hand are one "discard Dodge" choice, the
    first copy standing for all, beside Misdirection and ending the phase."""
    hand = ("Misdirection", "Dodge", "Dodge", "Dodge", "Dodge", "Dodge", "Dodge")
    seq = _discard(hand)
    labels = [o.label for o in seq.prompt.options]
    assert len(labels) == len(set(labels)) == 3
    pick(seq, "discard", "Dodge")
    dodges = [c for c in seq.state.players[0].ash_heap if c.name == "Dodge"]
    assert len(dodges) == 1


def test_1_6_1_2_she_chooses_what_to_discard_when_her_hand_size_drops() -> None:
    """1.6.1.2: when a hand size bonus ends, the hand is discarded down at once, its owner
    choosing the cards (Dreams of the Sphinx: +2 hand size until the end of the turn; the
    bonus ends after the discard phase, ruling LSJ 20100812)."""
    hand = ["Deflection", "Conditioning", "Bonding", "Govern the Unaligned", "Minion Tap"]
    hand += ["Villein", "Vessel"]
    seq = table(
        {
            "name": "Sarah",
            "ready": [{"card": "Krid", "blood": 2}],
            "hand": hand,
            "in_play": ["Dreams of the Sphinx"],
        },
        {"name": "Alexis", "ready": [{"card": "Alice Chen", "blood": 5}]},
        phase="master",
        turn=5,
    )
    pick(seq, "ability", "Dreams of the Sphinx: +2 hand size")
    assert len(seq.state.players[0].hand) == 9
    advance(seq, lambda s: kinds(s) == ("discard-down", 0))
    pick(seq, "discard", "Deflection")
    pick(seq, "discard", "Conditioning")
    sarah = seq.state.players[0]
    assert len(sarah.hand) == 7
    assert {c.name for c in sarah.ash_heap} == {"Deflection", "Conditioning"}
    assert kinds(seq)[1] == 1  # Alexis's turn


def test_ashur_tablets_shows_the_card_to_hand_and_discards_down() -> None:
    """Ashur Tablets: the third copy moves a chosen card from the ash heap to the hand, shown
    to all (rulings LSJ 20081129); a hand above hand size is discarded down at once by her
    choice (1.6.1.2)."""
    hand = ["Ashur Tablets", "Deflection", "Conditioning", "Bonding", "Minion Tap", "Villein"]
    seq = table(
        {
            "name": "Sarah",
            "ready": [{"card": "Krid", "blood": 2}],
            "hand": [*hand, "Vessel"],
            "in_play": ["Ashur Tablets", "Ashur Tablets"],
            "ash_heap": ["Govern the Unaligned", "Dominate"],
        },
        {"name": "Alexis", "ready": [{"card": "Alice Chen", "blood": 5}]},
        phase="master",
        turn=5,
    )
    pick(seq, "master", "Ashur Tablets")
    pick(seq, "recover", "Govern the Unaligned to your hand")
    pick(seq, "pass")
    shown = [e for e in seq.state.log if "Govern the Unaligned goes to Sarah's hand" in e.text]
    assert shown and shown[0].private_to is None
    assert kinds(seq) == ("discard-down", 0)
    pick(seq, "discard", "Bonding")
    sarah = seq.state.players[0]
    assert len(sarah.hand) == 7 and "Govern the Unaligned" in {c.name for c in sarah.hand}
