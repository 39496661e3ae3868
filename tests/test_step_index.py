"""Rules tests for what the steps find without asking every card (1.6.2, 4.1, 6.2): the
indexes of the table (the steps the cards in play have abilities in, the cards in play by their
words) follow the cards as they enter play, change controller and leave it, so a card is
offered as soon as it can act and never after; and the events that cannot end a duration leave
the modifiers alone."""

from __future__ import annotations

from tables import card, table

from vtes_tui.cards.in_play_words import MasterCost
from vtes_tui.rules.abilities import ability_options
from vtes_tui.rules.contests import in_play_with
from vtes_tui.rules.events import ActionEnded, Modifier, PhaseBegan
from vtes_tui.rules.state import Phase, Region
from vtes_tui.rules.triggers import _forced_at
from vtes_tui.rules.vampire_abilities import ready_with
from vtes_tui.rules.vampire_steps import LOCK_FOR_BLEED
from vtes_tui.rules.zones import add_blood, add_modifier, attach, emit, move, take_control

ALICE = {"name": "Alice", "ready": [{"card": "Krid", "blood": 0}], "hand": ["The Coven"]}
BOB = {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]}


def _abilities(seq, seat: int) -> list[str]:
    return [o.label for o in ability_options(seq.state, seat, "master")]


def test_a_location_offers_its_ability_once_it_is_in_play_and_not_before() -> None:
    """1.6.2.1: a location's "lock this card to ..." is used from play: asked while it is in
    hand, then once it is put in play, the master step finds it."""
    seq = table(ALICE, BOB, phase="master", turn=5)
    assert _abilities(seq, 0) == []
    move(seq.state, card(seq.state, "The Coven"), Region.IN_PLAY)
    assert _abilities(seq, 0) == ["The Coven: add 2 blood to Krid (lock it)"]
    move(seq.state, card(seq.state, "The Coven"), Region.ASH_HEAP)
    assert _abilities(seq, 0) == []


def test_a_location_whose_control_changes_offers_its_ability_to_its_new_controller() -> None:
    """1.6.2: the controller of a card in play uses its abilities: once another Methuselah
    takes control of it, its steps are hers, no longer the first one's."""
    seq = table(ALICE, BOB, phase="master", turn=5)
    coven = card(seq.state, "The Coven")
    move(seq.state, coven, Region.IN_PLAY)
    assert _abilities(seq, 0) and not _abilities(seq, 1)
    take_control(seq.state, coven, 1)
    assert _abilities(seq, 0) == []
    assert _abilities(seq, 1) == ["The Coven: add 2 blood to Mazz (lock it)"]


def test_a_card_put_on_a_minion_counts_in_play_with_its_words_until_it_leaves() -> None:
    """1.6.2.2 and 4.1: Villein makes Minion Tap cost more while it is on a vampire in play;
    the cards in play found by their words follow it on and off the table."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 3}], "hand": ["Villein"]},
        BOB,
        phase="master",
        turn=5,
    )
    state = seq.state
    villein = card(state, "Villein")
    assert in_play_with(state, MasterCost) == []
    attach(state, villein, card(state, "Krid"))
    assert in_play_with(state, MasterCost) == [villein]
    move(state, villein, Region.ASH_HEAP)
    assert in_play_with(state, MasterCost) == []


def test_a_minion_with_a_named_ability_is_found_while_ready_and_uncontested() -> None:
    """4.1, 6.2: The Horde's "lock to give +1 bleed" is found among its controller's ready
    minions once it is influenced out, not in torpor, under its new controller once control
    changes, and not while contested."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 3}], "uncontrolled": ["The Horde"]},
        BOB,
        phase="master",
        turn=5,
    )
    state = seq.state
    horde = card(state, "The Horde")
    assert ready_with(state, 0, LOCK_FOR_BLEED) == []
    move(state, horde, Region.READY)
    assert ready_with(state, 0, LOCK_FOR_BLEED) == [horde]
    assert ready_with(state, None, LOCK_FOR_BLEED) == [horde]
    move(state, horde, Region.TORPOR)
    assert ready_with(state, None, LOCK_FOR_BLEED) == []
    move(state, horde, Region.READY)
    take_control(state, horde, 1)
    assert ready_with(state, 0, LOCK_FOR_BLEED) == []
    assert ready_with(state, 1, LOCK_FOR_BLEED) == [horde]
    horde.contested = True
    assert ready_with(state, 1, LOCK_FOR_BLEED) == []


def test_forced_abilities_are_found_at_their_step_while_the_card_is_in_play() -> None:
    """1.6.2: Smiling Jack's "during your unlock phase" and "during each other Methuselah's
    unlock phase" are forced while it is in play, under whoever controls it, at the unlock step
    only; Fame's "if this vampire goes to torpor" follows it onto a vampire and off it."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 3}], "hand": ["Fame"]},
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 2}],
            "hand": ["Smiling Jack, The Anarch"],
        },
        phase="master",
        turn=5,
    )
    state = seq.state
    jack, fame = card(state, "Smiling Jack, The Anarch"), card(state, "Fame")

    def found(step: str) -> list[tuple[str, int]]:
        return [(c.name, c.controller) for c, _ in _forced_at(state, step)]

    assert found("unlock") == [] and found("torpor") == []
    move(state, jack, Region.IN_PLAY)
    assert found("unlock") == [("Smiling Jack, The Anarch", 1)] * 2
    assert found("torpor") == []
    take_control(state, jack, 0)
    assert found("unlock") == [("Smiling Jack, The Anarch", 0)] * 2
    attach(state, fame, card(state, "Mazz"))
    assert found("torpor") == [("Fame", 1)]  # on Mazz, under his controller
    assert len(found("unlock")) == 3
    move(state, fame, Region.ASH_HEAP)
    move(state, jack, Region.ASH_HEAP)
    assert found("unlock") == [] and found("torpor") == []


def test_a_modifier_lasts_through_cards_moving_and_ends_with_its_duration() -> None:
    """6.2 and 1.6.1.5: "+1 stealth this action" lasts while cards and blood move and ends as
    the action ends; "until your next unlock phase" ends as that phase begins (4)."""
    seq = table(ALICE, BOB, phase="master", turn=5)
    state = seq.state
    krid = card(state, "Krid")
    add_modifier(state, Modifier("stealth", 1, "action", card=krid.uid))
    add_modifier(state, Modifier("no_unlock", 1, "unlock", card=krid.uid, seat=0))
    move(state, card(state, "The Coven"), Region.IN_PLAY)
    add_blood(state, krid, 1)
    emit(state, PhaseBegan(Phase.UNLOCK, 1))  # another Methuselah's unlock phase
    assert [m.until for m in state.modifiers] == ["action", "unlock"]
    emit(state, ActionEnded(None))
    assert [m.until for m in state.modifiers] == ["unlock"]
    emit(state, PhaseBegan(Phase.UNLOCK, 0))
    assert state.modifiers == []
