"""Cards are offered in the step their text names, automated or resolved by hand (6.2, 6.5.3,
1.6.1.2): as the action is announced, by a locked minion who wakes, after resolution, and
replaced when "Do not replace until ..." says."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.cards.model import Card
from vtes_tui.rules.events import CardMoved, CombatEnded
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}


def _in_hand(seq: Sequencer, seat: int, name: str, types: tuple[str, ...], text: str) -> None:
    """A card no definition automates (not a printed card): it is resolved by hand, and only
    its text's clauses say when it may be played."""
    card = seq.state.new_card(
        Card(
            id=990000 + len(seq.state.cards), name=name, printed_name=name, types=types, text=text
        ),
        seat,
    )
    card.region = Region.HAND
    seq.state.players[seat].hand.append(card)


def test_6_2_1_as_announced_cards_come_before_any_block_attempt() -> None:
    """6.2: the acting Methuselah plays "only usable as the action is announced" modifiers
    before any blocker is asked; once blocks are asked, they are no longer offered."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]},
        **MINION,
    )
    _in_hand(
        seq,
        0,
        "Announced",
        ("Action Modifier",),
        "Only usable as the action is announced. Vampires cannot block this action.",
    )
    pick(seq, "bleed", "Alice Chen")
    assert kinds(seq) == ("modifier", 0)
    assert seq.prompt.section == "6.2.1"
    assert [o.label for o in options(seq, "play")] == [
        "Alice Chen plays Announced: effect (resolve by hand)"
    ]
    pick(seq, "pass")
    assert kinds(seq) == ("block", 1)
    pick(seq, "decline")
    # Not after blocks: the bleed resolves and the turn goes on to her discard phase.
    assert kinds(seq) == ("discard", 0)
    assert seq.state.players[1].pool == 29


def test_6_2_2_a_locked_minion_wakes_to_block() -> None:
    """A reaction "only usable by a locked minion" that wakes him is offered, in the blocking
    Methuselah's block prompt, to her locked minions only; played, he may block though locked."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}]},
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 3, "locked": True}],
            "hand": ["On the Qui Vive"],
        },
        **MINION,
    )
    pick(seq, "bleed", "Alice Chen")
    assert kinds(seq) == ("block", 1)
    assert not options(seq, "block")
    (wake,) = options(seq, "play")
    assert wake.label.startswith("Mazz plays On the Qui Vive: wake")
    pick(seq, "play", "On the Qui Vive")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Mazz")
    assert card(seq.state, "Alice Chen").locked
    assert any("Alice Chen is blocked by Mazz" in e.text for e in seq.state.log)


def test_cards_after_resolution_are_offered_for_the_outcome_they_name() -> None:
    """ "Only usable after action resolution": a card for a successful action is offered once
    the action succeeded; one "only usable if the action was blocked" is not."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Monica Giovanni", "blood": 4}]},
        {"name": "Bob", "ready": []},
        **MINION,
    )
    after = "Only usable after action resolution."
    _in_hand(
        seq,
        0,
        "Success",
        ("Action Modifier",),
        f"{after} Only usable if the action was successful.",
    )
    _in_hand(
        seq, 0, "Failure", ("Action Modifier",), f"{after} Only usable if the action was blocked."
    )
    pick(seq, "hunt", "Monica Giovanni")
    assert kinds(seq) == ("modifier", 0)
    assert seq.prompt.section == "6.2.3"
    assert [o.label for o in options(seq, "play")] == [
        "Monica Giovanni plays Success: effect (resolve by hand)"
    ]


def test_1_6_1_2_a_card_is_replaced_when_its_text_says() -> None:
    """1.6.1.2: Dodge ("Do not replace until after combat") leaves the hand one card short
    for the rest of the combat; it is replaced as combat ends."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}]},
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 3}],
            "hand": ["Dodge"] + ["Choir"] * 6,
        },
        **MINION,
    )
    bob = seq.state.players[1]
    pick(seq, "bleed", "Alice Chen")
    pick(seq, "block", "Mazz")
    advance(seq, lambda s: bool([o for o in s.prompt.options if "Dodge" in o.label]))
    pick(seq, "card", "Dodge")
    events = seq.state.events
    dodge = card(seq.state, "Dodge")
    played = next(i for i, e in enumerate(events) if isinstance(e, CardMoved) and e.card is dodge)
    ended = next(i for i, e in enumerate(events) if isinstance(e, CombatEnded))
    draws = [
        i
        for i, e in enumerate(events)
        if i > played
        and isinstance(e, CardMoved)
        and e.destination is Region.HAND
        and e.card.owner == 1
    ]
    assert draws and all(i > ended for i in draws)  # replaced only once combat ended
    assert len(bob.hand) == 7 and not bob.unreplaced


def test_6_5_3_the_rescue_cost_is_split_as_announced() -> None:
    """6.5.3: the 2 blood are paid by the rescuer, the rescued vampire or split, as announced
    with the action: one option per way both can pay."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alice Chen", "blood": 4}],
            "torpor": [{"card": "Madison", "blood": 2}],
        },
        {"name": "Bob", "ready": []},
        **MINION,
    )
    rescues = [o.label for o in options(seq, "rescue")]
    assert rescues == [
        "Alice Chen rescues Madison from torpor (+1 stealth, 2 blood from Alice Chen)",
        "Alice Chen rescues Madison from torpor (+1 stealth, 1 blood from each)",
        "Alice Chen rescues Madison from torpor (+1 stealth, 2 blood from Madison)",
    ]
    pick(seq, "rescue", "2 blood from Madison")
    madison = card(seq.state, "Madison")
    assert madison.region is Region.READY
    assert madison.blood == 1  # she paid both; then, with no blood, she must hunt (6.1.2)
    assert card(seq.state, "Alice Chen").blood == 4


def test_6_5_3_a_rescuer_short_of_blood_is_offered_only_what_they_can_pay() -> None:
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alice Chen", "blood": 1}],
            "torpor": [{"card": "Madison", "blood": 1}],
        },
        {"name": "Bob", "ready": []},
        **MINION,
    )
    assert [o.label for o in options(seq, "rescue")] == [
        "Alice Chen rescues Madison from torpor (+1 stealth, 1 blood from each)"
    ]
