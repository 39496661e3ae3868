"""Rules tests for cards in play (1.6.2): abilities offered at their step with their costs and
limits, forced effects, play limits read from the text, and actions against cards in play."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.players.bots import greedy_bot

MASTER = {"phase": "master", "turn": 5}
BOB = {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]}


def _labels(seq, key: str) -> list[str]:
    return [o.label for o in options(seq, key)]


def test_a_locked_location_offers_nothing() -> None:
    """1.6.2.1: "You can lock this card to ...": a locked card cannot pay that cost."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 0}], "in_play": ["The Coven"]},
        BOB,
        **MASTER,
    )
    assert _labels(seq, "ability") == ["The Coven: add 2 blood to Krid (lock it)"]
    pick(seq, "ability", "The Coven")
    assert card(seq.state, "The Coven").locked
    assert kinds(seq) == ("action", 0), "nothing left to offer: on to the minion phase"


def test_an_any_time_ability_is_offered_after_blocks_in_another_methuselahs_turn() -> None:
    """1.6.1.5: an ability usable at any time is offered when its controller can act, here once
    blocks are declined in another Methuselah's action."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 1}], "in_play": ["The Coven"]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "decline")
    assert kinds(seq) == ("reaction", 1)
    pick(seq, "ability", "The Coven: add 2 blood to Mazz")
    assert card(seq.state, "Mazz").blood == 3


def test_once_each_turn_abilities_come_back_the_next_turn() -> None:
    """Blood Doll: "During their master phase ... can move 1 blood": once each master phase."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 2, "attached": ["Blood Doll"]}]},
        BOB,
        **MASTER,
    )
    pick(seq, "ability", "Blood Doll: move 1 blood from Krid to your pool")
    assert not _labels(seq, "ability")
    advance(seq, lambda s: s.state.turn == 7 and s.prompt.kind == "master")
    assert _labels(seq, "ability")


def test_a_hand_size_bonus_until_the_end_of_the_turn_ends_before_discarding_down() -> None:
    """1.6.1.2 and the Dreams of the Sphinx ruling (LSJ 20100812): +2 hand size draws 2 at
    once; when the turn ends, the hand is discarded down to 7 again."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Krid", "blood": 2}],
            "in_play": ["Dreams of the Sphinx"],
        },
        BOB,
        phase="minion",
        turn=5,
    )
    pick(seq, "ability", "Dreams of the Sphinx: +2 hand size this turn")
    alice = seq.state.players[0]
    assert len(alice.hand) == 9
    advance(seq, lambda s: s.state.current == 1)
    assert alice.hand_size == 7 and len(alice.hand) == 7


def test_only_one_copy_each_turn_when_the_text_says_so() -> None:
    """ "Only one Ashur Tablets can be played each turn": with a second master phase action
    (The Parthenon), the second copy is not offered."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Krid", "blood": 2}],
            "hand": ["Ashur Tablets", "Ashur Tablets", "Misdirection"],
            "in_play": ["The Parthenon"],
        },
        BOB,
        **MASTER,
    )
    pick(seq, "ability", "The Parthenon")
    pick(seq, "master", "Play Ashur Tablets")
    assert not [label for label in _labels(seq, "master") if "Ashur" in label]
    assert [label for label in _labels(seq, "master") if "Misdirection" in label]


def test_a_vampire_can_have_only_one_archetype() -> None:
    """ "A vampire can have only one archetype": Perfectionist does not go on a Rebel."""
    seq = table(
        {
            "name": "Alice",
            "ready": [
                {"card": "Krid", "blood": 2, "attached": ["Rebel"]},
                {"card": "Aunt Linda", "blood": 2},
            ],
            "hand": ["Perfectionist"],
        },
        BOB,
        **MASTER,
    )
    assert _labels(seq, "master") == ["Play Perfectionist on Aunt Linda"]


def test_an_action_via_a_card_in_play_once_each_turn() -> None:
    """6.1.6: a minion performs each action via the same card in play once each turn, even if
    he unlocks; the action is directed at the card's controller (Bob blocks)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Krid", "blood": 2}, {"card": "Aunt Linda", "blood": 2}],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 2}],
            "in_play": ["Smiling Jack, The Anarch"],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "burn-card", "Krid burns Smiling Jack, The Anarch")
    assert kinds(seq) == ("block", 1)
    pick(seq, "block", "Block with Mazz")
    advance(seq, lambda s: kinds(s) == ("action", 0))
    card(seq.state, "Krid").locked = False  # as if an effect unlocked him
    pick(seq, "hunt", "Aunt Linda hunts")
    advance(seq, lambda s: kinds(s) == ("action", 0))
    assert not [label for label in _labels(seq, "burn-card") if label.startswith("Krid")]
    assert card(seq.state, "Smiling Jack, The Anarch").region.value == "in play"


def test_a_master_card_canceled_as_it_is_played_gives_no_trifle_action() -> None:
    """1.6.2.5: a trifle gives its extra master phase action only if it is not canceled."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Krid", "blood": 1}],
            "hand": ["Life in the City"] * 2,
        },
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}], "hand": ["Sudden Reversal"]},
        **MASTER,
    )
    pick(seq, "master", "Life in the City: +1 blood to Krid")
    pick(seq, "cancel", "Play Sudden Reversal")
    assert card(seq.state, "Krid").blood == 1
    assert kinds(seq) == ("action", 0), "no master phase action left"


def test_archon_investigation_needs_a_bleed_of_4_at_you() -> None:
    """Archon Investigation: "Only usable if a minion is bleeding you and the bleed amount is 4
    or more, after blocks are declined": a bleed of 1 offers nothing."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}], "hand": ["Archon Investigation"]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "decline")
    assert seq.state.players[1].pool == 29, "no prompt: the bleed went through"
    assert card(seq.state, "Krid").region.value == "ready"


def _perfectionist_table(hand: list[str]):
    """Alice's Krid, with Perfectionist, bleeds; Agrippina stays ready; Bob's Normal blocks."""
    return table(
        {
            "name": "Alice",
            "ready": [
                {"card": "Krid", "blood": 1, "attached": ["Perfectionist"]},
                {"card": "Agrippina", "blood": 5},
            ],
            "hand": hand,
        },
        {"name": "Bob", "ready": [{"card": "Normal", "blood": 3}]},
        phase="minion",
        turn=5,
    )


def test_perfectionist_gains_after_an_action_modifier_played_by_another_vampire() -> None:
    """Perfectionist: "no reaction cards were played" counts cards of type Reaction (6.2: only
    other Methuselahs' minions play reactions): Cloak the Gathering [OBF], played by another
    of the acting Methuselah's vampires, is an action modifier and does not forbid the gain."""
    seq = _perfectionist_table(["Cloak the Gathering"])
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "block", "Block with Normal")
    pick(seq, "play", "Agrippina plays Cloak the Gathering [OBF]")
    advance(seq, lambda s: bool(options(s, "ability")))
    pick(seq, "ability", "Perfectionist: add 1 blood to Krid")
    assert card(seq.state, "Krid").blood == 1 + 1


def test_perfectionist_gains_nothing_after_a_reaction_card() -> None:
    """Perfectionist: no blood after a successful action during which a reaction card was
    played (here Wake with Evening's Freshness, before a block attempt that fails)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 0, "attached": ["Perfectionist"]}]},
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 3, "locked": True}],
            "hand": ["Wake with Evening's Freshness"],
        },
        phase="minion",
        turn=5,
    )
    # 6.1.2: Krid, with no blood, hunts (his only choice of action, taken for him).
    pick(seq, "play", "Wake with Evening's Freshness")
    pick(seq, "block", "Block with Mazz")
    advance(seq, lambda s: card(s.state, "Krid").blood == 1)  # the hunt resolved (6.1.2)
    assert not options(seq, "ability")


def test_jake_washington_adds_blood_only_to_a_ready_vampire_with_no_blood() -> None:
    """Jake Washington, in play as an ally (6.1.5): in his controller's unlock phase he can be
    burned to add up to 4 blood to a ready vampire with no blood: not to one with blood, nor
    to one in torpor."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Aleph", "blood": 0, "locked": True}],
            "hand": ["Jake Washington"],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 2}, {"card": "Krid", "blood": 1}],
            "torpor": [{"card": "Madison", "blood": 0}],
        },
        **MASTER,
    )
    pick(seq, "master", "Play Jake Washington")
    advance(seq, lambda s: kinds(s) == ("ability", 0))
    assert _labels(seq, "ability") == ["Jake Washington: add up to 4 blood to Aleph (burn it)"]
    pick(seq, "ability")
    assert [o.label for o in options(seq, "amount")] == [
        f"Add {n} blood to Aleph" for n in (4, 3, 2, 1)
    ]


def test_an_ability_of_a_card_without_a_definition_is_offered_to_resolve_by_hand() -> None:
    """1.4, 1.6.2.1 (issue 9): "You can lock this location to lock a Toreador" on a card
    with no definition is offered whenever she may act: it locks the card, then she applies its
    text with judge commands; the greedy bot leaves it to people."""
    seq = table(
        {
            "name": "Alice",
            "in_play": ["The Louvre, Paris"],
            "ready": [{"card": "Mazz", "blood": 2}],
        },
        {"name": "Bob"},
        phase="master",
        turn=5,
    )
    louvre = card(seq.state, "The Louvre, Paris")
    by_hand = [o for o in seq.prompt.options if o.card == louvre.uid]
    assert [o.label for o in by_hand] == [
        "The Louvre, Paris: use its text (lock it) (resolve by hand)"
    ]
    assert greedy_bot(1)(seq.prompt) != seq.prompt.options.index(by_hand[0])
    pick(seq, "ability", "The Louvre, Paris")
    assert louvre.locked
    assert kinds(seq) == ("judge", 0)
    pick(seq, "done")
    assert not any(o.card == louvre.uid for o in seq.prompt.options or ())
