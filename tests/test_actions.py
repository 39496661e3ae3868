"""Rules tests for the minion phase's actions (6, 6.1.1-6.1.7): who may act, how, and what each
action does when it succeeds.  Seats: Sarah (0) acts, Alexis (1) is her prey, Pat (2) and
Quinn (3) sit after."""

from __future__ import annotations

from tables import card, options, pick, table

from vtes_tui.rules.actions import action_options
from vtes_tui.rules.state import Region


def _table(ready: list, hand: tuple[str, ...] = (), **layout):
    return table(
        {"name": "Sarah", "ready": ready, "hand": list(hand)},
        {"name": "Alexis"},
        {"name": "Pat"},
        {"name": "Quinn"},
        phase="minion",
        turn=5,
        **layout,
    )


def test_bleed_is_directed_only_at_the_prey() -> None:
    """6.1.1: a minion's bleed can be directed only at the prey, never at anyone else."""
    seq = _table([{"card": "Krid", "blood": 2}], ("Computer Hacking",))
    bleeds = [o for o in options(seq) if "bleed" in (o.numbers or {})]
    assert len(bleeds) == 2  # the default bleed and Computer Hacking
    assert {o.target_seat for o in bleeds} == {1}


def test_bleed_follows_the_new_prey_after_an_oust() -> None:
    """2.1 and 6.1.1: when the prey is ousted, the prey's prey becomes the new prey."""
    seq = _table([{"card": "Krid", "blood": 2}])
    seq.state.players[1].ousted = True
    bleeds = [o for o in action_options(seq.state, 0) if o.key == "bleed"]
    assert [o.target_seat for o in bleeds] == [2]


def test_a_minion_bleeds_only_once_each_turn_even_if_unlocked() -> None:
    """6.1.1: a minion cannot perform more than one bleed action each turn, even if he unlocks."""
    seq = _table([{"card": "Krid", "blood": 2}], ("Computer Hacking",))
    pick(seq, "bleed", "Krid bleeds Alexis for 1")
    krid = card(seq.state, "Krid")
    krid.locked = False  # as if an effect unlocked him
    mine = [o for o in action_options(seq.state, 0) if o.actor == krid.uid]
    assert not any("bleed" in (o.numbers or {}) for o in mine)
    assert any(o.key == "hunt" for o in mine)


def test_only_one_political_action_each_turn() -> None:
    """6.1.7: a vampire cannot perform more than one political action each turn."""
    seq = _table(
        [{"card": "Pug Jackson", "blood": 4}],
        ("Kine Resources Contested", "Kine Resources Contested"),
    )
    political = pick(seq, "political", "Kine Resources Contested")
    assert political.numbers["stealth"] == 1  # 6.1.7: +1 stealth
    assert seq.prompt is not None and seq.prompt.section.startswith("6.3")  # the referendum
    pug = card(seq.state, "Pug Jackson")
    pug.locked = False
    mine = [o for o in action_options(seq.state, 0) if o.actor == pug.uid]
    assert mine and not any(o.key == "political" for o in mine)


def test_the_same_action_card_only_once_each_turn() -> None:
    """6.1.6: a minion cannot take an action with the same action card twice in a turn,
    while another minion still can."""
    seq = _table(
        [{"card": "Pug Jackson", "blood": 4}, {"card": "Steve Booth", "blood": 4}],
        ("Preternatural Strength", "Preternatural Strength"),
    )
    pick(seq, "card", "Pug Jackson plays Preternatural Strength [pot]")
    pug = card(seq.state, "Pug Jackson")
    steve = card(seq.state, "Steve Booth")
    pug.locked = False
    strength = [
        o.actor for o in action_options(seq.state, 0) if "Preternatural Strength" in o.label
    ]
    assert steve.uid in strength
    assert pug.uid not in strength


def test_a_vampire_with_no_blood_must_hunt_before_any_other_action() -> None:
    """6 and 6.1.2: a ready vampire with no blood must hunt; no minion of hers may take a
    non-mandatory action before the hunts, the phase cannot end before them, and two such
    hunts may be done in the order she chooses."""
    seq = _table([{"card": "Krid", "blood": 2}, {"card": "Normal", "blood": 0}, {"card": "Mazz"}])
    normal, mazz = card(seq.state, "Normal"), card(seq.state, "Mazz")
    assert sorted((o.key, o.actor) for o in options(seq)) == [
        ("hunt", normal.uid),
        ("hunt", mazz.uid),
    ]
    pick(seq, "hunt", "Mazz")
    # Normal's hunt is now the only legal action: it is taken without a question.
    assert normal.blood == 1 and mazz.blood == 1
    assert any(o.key == "bleed" for o in options(seq))


def test_a_locked_vampire_with_no_blood_does_not_force_a_hunt() -> None:
    """6: only ready unlocked minions have mandatory actions to perform."""
    seq = _table([{"card": "Krid", "blood": 2}, {"card": "Normal", "blood": 0, "locked": True}])
    assert any(o.key == "bleed" for o in options(seq))


def test_hunt_adds_one_blood_and_the_excess_drains_off() -> None:
    """6.1.2: a successful hunt moves 1 blood to the vampire; above capacity it drains off."""
    seq = _table([{"card": "Krid", "blood": 1}, {"card": "Normal", "blood": 2}])
    hunt = pick(seq, "hunt", "Krid")
    assert hunt.numbers["stealth"] == 1
    assert card(seq.state, "Krid").blood == 2
    pick(seq, "hunt", "Normal")
    assert card(seq.state, "Normal").blood == 2 == card(seq.state, "Normal").capacity


def test_equip_is_at_plus_one_stealth_and_pays_its_cost_on_success() -> None:
    """6.1.3: equip has +1 stealth; on success the equipment goes on the minion, cost paid."""
    seq = _table([{"card": "Krid", "blood": 2}], (".44 Magnum",))
    equip = pick(seq, "equip", ".44 Magnum")
    assert equip.numbers["stealth"] == 1
    magnum = card(seq.state, ".44 Magnum")
    krid = card(seq.state, "Krid")
    assert magnum.region is Region.ON_CARD and magnum.host is krid
    assert seq.state.players[0].pool == 28


def test_employ_is_at_plus_one_stealth_and_pays_its_blood_on_success() -> None:
    """6.1.4: employ has +1 stealth; the retainer goes on the minion with its life."""
    seq = _table([{"card": "Ira Rivers", "blood": 3}], ("Raven Spy",))
    employ = pick(seq, "employ", "Raven Spy [ani]")
    assert employ.numbers["stealth"] == 1
    spy = card(seq.state, "Raven Spy")
    ira = card(seq.state, "Ira Rivers")
    assert spy.host is ira and spy.blood == 1
    assert ira.blood == 2


def test_a_recruited_ally_waits_in_the_uncontrolled_region_until_the_end_of_turn() -> None:
    """6.1.5: recruit has +1 stealth; the ally cannot act this turn and moves to the ready
    region at the end of the turn."""
    seq = _table([{"card": "Pug Jackson", "blood": 3}], ("Loyal Street Gang",))
    pick(seq, "recruit", "Loyal Street Gang")
    gang = card(seq.state, "Loyal Street Gang")
    assert gang.region is Region.UNCONTROLLED and gang.blood == 2
    assert seq.state.players[0].pool == 29
    assert all(o.actor != gang.uid for o in action_options(seq.state, 0))
    while seq.prompt is not None and seq.state.current == 0:
        pick(seq, "end")
    assert gang.region is Region.READY


def test_an_action_card_is_at_zero_stealth_and_adds_to_the_bleed() -> None:
    """6.1.6: Krid plays Computer Hacking (bleed with +1 bleed): a bleed at 0 stealth, for 2."""
    seq = _table([{"card": "Krid", "blood": 2}], ("Computer Hacking",))
    hacking = pick(seq, "card", "Computer Hacking")
    assert hacking.numbers == {"stealth": 0, "bleed": 2}
    assert seq.state.players[1].pool == 28
    assert card(seq.state, "Computer Hacking").region is Region.ASH_HEAP


def test_allies_cannot_hunt_or_call_referendums() -> None:
    """6.1.2 and 6.1.7: allies take neither hunt nor political actions."""
    seq = _table(
        [{"card": "Loyal Street Gang", "blood": 2}, {"card": "Pug Jackson", "blood": 3}],
        ("Kine Resources Contested",),
    )
    gang = card(seq.state, "Loyal Street Gang")
    keys = {o.key for o in action_options(seq.state, 0) if o.actor == gang.uid}
    assert "bleed" in keys
    assert not keys & {"hunt", "political"}
