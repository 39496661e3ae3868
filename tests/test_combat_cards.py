"""Rules tests for what combat cards do around strikes (6.4): the limits their text sets, grapples,
environmental damage, prevention of a whole strike, the end of a round, cards left on a minion."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.rules.state import Phase, Region
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}


def _fight(acting: dict, blocker: dict) -> Sequencer:
    """Alice's vampire bleeds Bob and Bob's vampire blocks: they enter combat (6.4)."""
    seq = table({"name": "Alice", **acting}, {"name": "Bob", **blocker}, **MINION)
    pick(seq, "bleed")
    pick(seq, "block")
    return seq


def _in_combat(seq: Sequencer) -> bool:
    return seq.prompt is not None and seq.prompt.kind not in ("action", "discard", "block")


def test_a_second_soak_is_not_offered_in_the_same_round() -> None:
    """Soak: "A vampire can play only one Soak each round" (read from the text, clauses.py):
    Soak at basic prevents 2 of 3 damage; a second Soak is not offered, Skin of Rock is."""
    seq = _fight(
        {"ready": [{"card": "Aaron Bathurst", "blood": 4}], "hand": ["Roundhouse"]},
        {"ready": [{"card": "Abu Nuwasi", "blood": 3}], "hand": ["Soak", "Soak", "Skin of Rock"]},
    )
    pick(seq, "card", "Roundhouse")
    pick(seq, "play", "Soak [for]")
    labels = [o.label for o in options(seq, "play")]
    assert labels == ["Play Skin of Rock [for]: prevent 1 damage"]
    assert card(seq.state, "Abu Nuwasi").blood == 3  # 2 prevented so far, not yet hurt


def test_a_grappled_minion_committed_to_a_gun_gets_no_strike() -> None:
    """Immortal Grapple (rulings, TOM 19951217): Aleph maneuvered with his gun, which chose its
    strike (6.4.2); Anvil maneuvers back to close range and grapples: Aleph gets no strike."""
    seq = _fight(
        {"ready": [{"card": "Anvil", "blood": 4}], "hand": ["Immortal Grapple", "Pursuit"]},
        {"ready": [{"card": "Aleph", "blood": 4, "attached": [".44 Magnum"]}]},
    )
    pick(seq, "pass")  # Anvil does not maneuver first
    pick(seq, "maneuver", ".44 Magnum")
    pick(seq, "maneuver", "Pursuit [cel]")
    pick(seq, "play", "Immortal Grapple [pot]")
    advance(seq, lambda s: not _in_combat(s))
    assert any("Aleph strikes: No strike" in e.text for e in seq.state.log)
    assert card(seq.state, "Anvil").blood == 4
    assert card(seq.state, "Aleph").blood == 4 - 1


def test_immortal_grapple_is_only_usable_at_close_range() -> None:
    """Immortal Grapple: "Only usable at close range before strikes are chosen"."""
    seq = _fight(
        {"ready": [{"card": "Abu Nuwasi", "blood": 3}], "hand": ["Pursuit"]},
        {"ready": [{"card": "Aaron Bathurst", "blood": 4}], "hand": ["Immortal Grapple"]},
    )
    pick(seq, "maneuver", "Pursuit")
    while _in_combat(seq):
        assert seq.prompt.kind != "before-strikes"
        keys = [o.key for o in seq.prompt.options]
        seq.choose(keys.index("pass"))
    assert any("Range is long" in e.text for e in seq.state.log)


def test_touch_of_oblivion_keeps_its_minion_locked_for_two_unlock_phases() -> None:
    """Touch of Oblivion [obl]: the attached minion burns a counter instead of unlocking; the
    card burns once it has none, and he unlocks as normal after that (4)."""
    touch = {"card": "Touch of Oblivion", "blood": 2}
    seq = table(
        {"name": "Alice", "ready": [{"card": "Braden White", "blood": 4}]},
        {
            "name": "Bob",
            "ready": [{"card": "Aleph", "blood": 4, "locked": True, "attached": [touch]}],
        },
        phase="unlock",
        current=1,
        turn=5,
    )
    aleph = card(seq.state, "Aleph")
    touch_of_oblivion = card(seq.state, "Touch of Oblivion")
    assert aleph.locked
    assert touch_of_oblivion.blood == 1
    advance(seq, lambda s: touch_of_oblivion.region is Region.ASH_HEAP)
    assert aleph.locked
    advance(seq, lambda s: s.state.current == 1 and s.state.phase is Phase.MINION)
    assert not aleph.locked


def test_environmental_damage_comes_once_each_round() -> None:
    """Carrion Crows: 1R environmental damage each round during normal strike resolution, not
    again with additional strikes."""
    seq = _fight(
        {"ready": [{"card": "Andrei Puxon", "blood": 5}], "hand": ["Carrion Crows", "Blur"]},
        {"ready": [{"card": "Alice Chen", "blood": 7}]},
    )
    pick(seq, "play", "Carrion Crows")
    advance(seq, lambda s: kinds(s) == ("additional", 0))
    pick(seq, "play", "Blur")
    advance(seq, lambda s: not _in_combat(s))
    assert card(seq.state, "Alice Chen").blood == 7 - 1 - 1 - 1  # crows, hand strike, hand strike


def test_a_vampire_burns_pass_through_shadow_on_him_for_stealth() -> None:
    """Pass Through Shadow [OBL]: "This vampire can burn this card to get +1 stealth": when
    his bleed is being blocked (6.2.2.2), the block then fails."""
    shadow = {"card": "Pass Through Shadow", "blood": 0}
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alek König", "blood": 3, "attached": [shadow]}]},
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        **MINION,
    )
    pick(seq, "bleed")
    pick(seq, "block")
    assert kinds(seq) == ("stealth", 0)
    pick(seq, "burn-for-stealth", "Pass Through Shadow: +1 stealth")
    assert card(seq.state, "Pass Through Shadow").region is Region.ASH_HEAP
    assert seq.state.players[1].pool == 30 - 1  # the block failed: the bleed succeeds


def test_an_action_continued_as_if_unblocked_is_not_offered_to_those_who_declined() -> None:
    """Form of Mist [PRO] (rulings, "Action continue as if unblocked"): Bob declined to block
    Alice's hunt; Carol blocked (her Raven Spy gives the intercept); after combat the hunt
    continues: Bob gets no new chance, Carol may try with another minion."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Badger", "blood": 5}], "hand": ["Form of Mist"]},
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        {
            "name": "Carol",
            "ready": [{"card": "Abu Nuwasi", "blood": 3, "attached": ["Raven Spy"]}, "Alice Chen"],
        },
        **MINION,
    )
    pick(seq, "hunt")
    assert kinds(seq) == ("block", 1)
    pick(seq, "decline")
    assert kinds(seq) == ("block", 2)
    pick(seq, "block", "Abu Nuwasi")
    advance(seq, lambda s: kinds(s) == ("strike", 0))
    pick(seq, "card", "Form of Mist [PRO]")
    pick(seq, "continue")
    assert kinds(seq) == ("block", 2)
    assert [o.label.split(" (")[0] for o in options(seq, "block")] == ["Block with Alice Chen"]
    assert card(seq.state, "Badger").blood == 5 - 1


def test_soak_does_not_prevent_aggravated_damage() -> None:
    """Soak prevents non-aggravated damage only (rulings, "Prevent non-aggravated"): against
    Obsidian's aggravated hand strike (Raking Talons) it is not offered."""
    seq = _fight(
        {"ready": [{"card": "Obsidian", "blood": 4}], "hand": ["Raking Talons"]},
        {"ready": [{"card": "Aaron Bathurst", "blood": 4}], "hand": ["Soak"]},
    )
    pick(seq, "play", "Raking Talons")
    advance(seq, lambda s: not _in_combat(s))
    assert card(seq.state, "Soak").region is Region.HAND
    assert card(seq.state, "Aaron Bathurst").region is Region.TORPOR  # 1 aggravated wounds


def test_glancing_blow_does_not_prevent_environmental_damage() -> None:
    """Glancing Blow prevents damage "from the opposing minion's strike" only: Aaron dodges,
    and the crows' environmental damage (not a strike) cannot be prevented with it."""
    seq = _fight(
        {"ready": [{"card": "Anastasia Grey", "blood": 3}], "hand": ["Carrion Crows"]},
        {"ready": [{"card": "Aaron Bathurst", "blood": 4}], "hand": ["Dodge", "Glancing Blow"]},
    )
    pick(seq, "play", "Carrion Crows")
    advance(seq, lambda s: kinds(s) == ("strike", 1))
    pick(seq, "card", "Dodge")
    advance(seq, lambda s: not _in_combat(s))
    assert card(seq.state, "Glancing Blow").region is Region.HAND
    assert card(seq.state, "Aaron Bathurst").blood == 4 - 1


def test_indomitability_at_superior_is_also_a_press() -> None:
    """Indomitability [FOR]: "Press, or prevent 1 damage with 1 optional press"."""
    seq = _fight(
        {"ready": [{"card": "Alice Chen", "blood": 5}], "hand": ["Indomitability"]},
        {"ready": [{"card": "Aleph", "blood": 4}]},
    )
    pick(seq, "pass")  # no prevention: the damage is taken
    pick(seq, "press", "Indomitability [FOR]")
    advance(seq, lambda s: not _in_combat(s))
    assert any(e.text == "Combat round 2" for e in seq.state.log)
    assert card(seq.state, "Alice Chen").blood == 5 - 2


def test_an_aimed_strike_that_hurts_forbids_the_opposing_minion_to_press() -> None:
    """Target Vitals: "they cannot press this round": Abu Nuwasi's Psyche! is not offered."""
    seq = _fight(
        {"ready": [{"card": "Aaron Bathurst", "blood": 4}], "hand": ["Target Vitals"]},
        {"ready": [{"card": "Abu Nuwasi", "blood": 3}], "hand": ["Psyche!"]},
    )
    pick(seq, "play", "Target Vitals")
    advance(seq, lambda s: not _in_combat(s))
    assert card(seq.state, "Abu Nuwasi").blood == 0  # 1 + 2 damage, healed with 3 blood
    assert card(seq.state, "Psyche!").region is Region.HAND
    assert not any(e.text == "Combat round 2" for e in seq.state.log)


def test_an_aim_is_canceled_by_discarding_two_combat_cards() -> None:
    """Target Vitals: "They can discard two combat cards to cancel this card as it is
    played": Bob discards his two Dodges, and Aleph takes only the hand strike's damage."""
    seq = _fight(
        {"ready": [{"card": "Aaron Bathurst", "blood": 4}], "hand": ["Target Vitals"]},
        {"ready": [{"card": "Aleph", "blood": 4}], "hand": ["Dodge", "Skin of Rock"]},
    )
    pick(seq, "play", "Target Vitals")
    assert kinds(seq) == ("cancel", 1)
    pick(seq, "cancel")
    pick(seq, "discard", "Dodge")  # the last combat card in hand is the second one
    advance(seq, lambda s: not _in_combat(s))
    assert card(seq.state, "Aleph").blood == 4 - 1
    assert card(seq.state, "Dodge").region is Region.ASH_HEAP
    assert card(seq.state, "Skin of Rock").region is Region.ASH_HEAP


def test_concealed_weapon_equips_only_with_a_weapon_within_its_limits() -> None:
    """Concealed Weapon: not a unique weapon (Ivory Bow), nor one costing 3 or more pool
    (Submachine Gun): the Meat Cleaver is the one weapon it can equip with."""
    seq = _fight(
        {
            "ready": [{"card": "Aaron Bathurst", "blood": 4}],
            "hand": ["Concealed Weapon", "Ivory Bow", "Submachine Gun", "Meat Cleaver"],
        },
        {"ready": [{"card": "Aleph", "blood": 4}]},
    )
    pick(seq, "play", "Concealed Weapon")
    assert card(seq.state, "Meat Cleaver").host is card(seq.state, "Aaron Bathurst")
    assert card(seq.state, "Ivory Bow").region is Region.HAND
    assert card(seq.state, "Submachine Gun").region is Region.HAND


def test_a_walking_stick_with_one_counter_strikes_in_full_then_burns() -> None:
    """Weighted Walking Stick (rulings: full damage while any counter is left); prevented
    damage burns counters too; with none left it burns."""
    stick = {"card": "Weighted Walking Stick", "blood": 1}
    seq = _fight(
        {"ready": [{"card": "Aaron Bathurst", "blood": 4, "attached": [stick]}]},
        {"ready": [{"card": "Alice Chen", "blood": 5}], "hand": ["Skin of Rock"]},
    )
    pick(seq, "weapon", "Weighted Walking Stick")
    pick(seq, "play", "Skin of Rock [FOR]")
    advance(seq, lambda s: not _in_combat(s))
    assert card(seq.state, "Alice Chen").blood == 5  # 2 damage, 2 prevented
    assert card(seq.state, "Weighted Walking Stick").region is Region.ASH_HEAP


def test_a_minion_can_have_only_one_walking_stick() -> None:
    """Weighted Walking Stick: "A minion can have only one Weighted Walking Stick"."""
    seq = _fight(
        {
            "ready": [
                {"card": "Aaron Bathurst", "blood": 4, "attached": ["Weighted Walking Stick"]}
            ],
            "hand": ["Weighted Walking Stick"],
        },
        {"ready": [{"card": "Aleph", "blood": 4}]},
    )
    assert kinds(seq) == ("strike", 0)  # no before-range prompt: the second one is not offered


def test_shadow_body_does_not_continue_a_bleed() -> None:
    """Shadow Body [OBT]: only a non-bleed non-political action continues as if unblocked."""
    seq = _fight(
        {"ready": [{"card": "Andrew Emory", "blood": 5}], "hand": ["Shadow Body"]},
        {"ready": [{"card": "Aleph", "blood": 4}]},
    )
    pick(seq, "card", "Shadow Body [OBT]")
    advance(seq, lambda s: not _in_combat(s))
    assert seq.state.players[1].pool == 30  # the bleed stays blocked
    assert not any("continues as if unblocked" in e.text for e in seq.state.log)


def test_disarm_needs_more_damage_inflicted_this_round() -> None:
    """Disarm: "at the end of a round during which this vampire successfully inflicted more
    damage than the opposing vampire": 1 against 1 is not more."""
    seq = _fight(
        {"ready": [{"card": "Aaron Bathurst", "blood": 4}], "hand": ["Disarm"]},
        {"ready": [{"card": "Aleph", "blood": 4}]},
    )
    advance(seq, lambda s: not _in_combat(s))
    assert card(seq.state, "Disarm").region is Region.HAND


def test_a_disarmed_vampire_burns_three_blood_to_burn_disarm_in_his_unlock_phase() -> None:
    """Disarm: "They can burn 3 blood to burn this card": an ability of the card (offered
    whenever his controller may act, rules/abilities.py), in torpor too."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Aaron Bathurst", "blood": 4}]},
        {"name": "Bob", "torpor": [{"card": "Aleph", "blood": 4, "attached": ["Disarm"]}]},
        phase="unlock",
        current=1,
        turn=5,
    )
    assert kinds(seq) == ("ability", 1)
    pick(seq, "ability", "Disarm (burn it, Aleph burns 3 blood)")
    assert card(seq.state, "Disarm").region is Region.ASH_HEAP
    assert card(seq.state, "Aleph").blood == 4 - 3


def test_a_card_played_resets_the_trap_to_three_counters() -> None:
    """Trap: "Each time a card is played this combat, reset the number of counters on this
    card to 3": Roundhouse in the second round buys one more round."""
    seq = _fight(
        {"ready": [{"card": "Anvil", "blood": 6}], "hand": ["Trap", "Roundhouse"]},
        {"ready": [{"card": "Alice Chen", "blood": 7}]},
    )
    pick(seq, "play", "Trap")
    pick(seq, "hand")
    advance(seq, lambda s: kinds(s) == ("strike", 0))
    assert any(e.text == "Combat round 2" for e in seq.state.log)
    pick(seq, "card", "Roundhouse [pot]")
    advance(seq, lambda s: not _in_combat(s))
    assert any(e.text == "Combat round 5" for e in seq.state.log)
    assert not any(e.text == "Combat round 6" for e in seq.state.log)
    assert card(seq.state, "Alice Chen").blood == 7 - 1 - 3 - 1 - 1 - 1


def test_flesh_of_marble_at_basic_lets_aggravated_damage_through() -> None:
    """Flesh of Marble [pro]: "Aggravated damage cannot be prevented this way": Obsidian's
    aggravated hand strikes (Raking Talons, Roundhouse) all get through."""
    seq = _fight(
        {"ready": [{"card": "Anastasia Grey", "blood": 3}], "hand": ["Flesh of Marble"]},
        {"ready": [{"card": "Obsidian", "blood": 4}], "hand": ["Raking Talons", "Roundhouse"]},
    )
    pick(seq, "play", "Flesh of Marble [pro]")
    pick(seq, "play", "Raking Talons")
    pick(seq, "card", "Roundhouse")
    advance(seq, lambda s: not _in_combat(s))
    anastasia = card(seq.state, "Anastasia Grey")
    assert anastasia.region is Region.TORPOR  # 3 aggravated: wounded, then 2 blood burned
    assert anastasia.blood == 3 - 2


def test_a_queued_combat_loses_what_was_to_happen_after_combat() -> None:
    """Psyche! [CEL] (rulings): after Form of Mist ends combat, Aleph queues another combat:
    the action no longer continues as if unblocked."""
    seq = _fight(
        {"ready": [{"card": "Badger", "blood": 6}], "hand": ["Form of Mist"]},
        {"ready": [{"card": "Abd al-Rashid", "blood": 5}], "hand": ["Psyche!"]},
    )
    pick(seq, "card", "Form of Mist [PRO]")
    assert kinds(seq) == ("combat-ending", 1)
    pick(seq, "play", "Psyche! [CEL]")
    advance(seq, lambda s: not _in_combat(s))
    assert not any("continues as if unblocked" in e.text for e in seq.state.log)
    assert seq.state.players[1].pool == 30  # the bleed stays blocked


def test_taste_of_vitae_is_not_played_against_an_ally() -> None:
    """Taste of Vitae (rulings, PIB 20121028): it cannot be played against an ally."""
    seq = _fight(
        {"ready": [{"card": "Aaron Bathurst", "blood": 3}], "hand": ["Taste of Vitae"]},
        {"ready": [{"card": "Loyal Street Gang", "blood": 2}]},
    )
    while _in_combat(seq):
        assert seq.prompt.kind != "end-of-round"
        pick(seq, "pass")
    assert card(seq.state, "Taste of Vitae").region is Region.HAND


def test_direct_intervention_cancels_a_maneuver_and_the_minion_chooses_again() -> None:
    """Direct Intervention (1.6.1.1; wording templates, "Cancel a card"): a maneuver card
    canceled as it is played does nothing; the range stays close and the same minion chooses
    again (6.4.2): here he maneuvers with his second Flash."""
    seq = _fight(
        {"ready": [{"card": "Abd al-Rashid", "blood": 5}], "hand": ["Flash", "Flash"]},
        {"ready": [{"card": "Aleph", "blood": 4}], "hand": ["Direct Intervention"]},
    )
    pick(seq, "maneuver", "Flash [cel]")
    pick(seq, "cancel", "Direct Intervention")
    assert seq.state.players[1].pool == 30 - 1  # Direct Intervention's cost
    assert [e.text for e in seq.state.log if "maneuvers to" in e.text] == []
    assert kinds(seq) == ("maneuver", 0)  # Abd al-Rashid chooses again
    pick(seq, "maneuver", "Flash [cel]")
    assert [e.text for e in seq.state.log if "maneuvers to" in e.text] == [
        "Abd al-Rashid maneuvers to long range"
    ]


def test_taste_of_vitae_is_played_after_the_round_ended_the_combat() -> None:
    """Rulings (Taste of Vitae): "at the end of a round" comes even when a strike ended the
    combat (6.4.1): Roundhouse sends Aleph to torpor with the 2 blood he had; Anvil, still
    ready, plays Taste of Vitae and gains them."""
    seq = _fight(
        {"ready": [{"card": "Anvil", "blood": 3}], "hand": ["Roundhouse", "Taste of Vitae"]},
        {"ready": [{"card": "Aleph", "blood": 2}]},
    )
    pick(seq, "card", "Roundhouse [POT]")
    assert card(seq.state, "Aleph").region is Region.TORPOR
    assert seq.prompt.kind == "end-of-round"
    pick(seq, "play", "Taste of Vitae")
    assert card(seq.state, "Anvil").blood == 3 - 1 + 2  # Roundhouse cost 1, Aleph lost 2


def test_two_strikes_granted_this_round_are_two_options_told_apart() -> None:
    """Hunger of Marduk played twice before range, at [tha] then [THA]: each gives Arjun Shah a
    strike this round (6.4.3); both are offered, with ids of their own (DESIGN.md, "Choices
    that stay stable"; two options sharing an id stopped the game), and the [THA] one, chosen,
    steals 2 blood."""
    seq = _fight(
        {
            "ready": [{"card": "Arjun Shah", "blood": 4}],
            "hand": ["Hunger of Marduk", "Hunger of Marduk"],
        },
        {"ready": [{"card": "Aleph", "blood": 4}]},
    )
    pick(seq, "play", "Hunger of Marduk [tha]")
    pick(seq, "play", "Hunger of Marduk [THA]")
    advance(seq, lambda s: kinds(s) == ("strike", 0))
    granted = options(seq, "granted")
    assert [o.label for o in granted] == [
        "Hunger of Marduk [tha]: steal 1R blood",
        "Hunger of Marduk [THA]: steal 2R blood",
    ]
    ids = [o.id for o in seq.prompt.options]
    assert len(set(ids)) == len(ids), ids
    pick(seq, "granted", "Hunger of Marduk [THA]")
    advance(seq, lambda s: card(s.state, "Aleph").blood < 4)
    assert card(seq.state, "Aleph").blood == 4 - 2
