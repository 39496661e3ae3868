"""Cases for the imbued and their cards (rulebook, "The Imbued" appendix): imbued with
abilities of their own, conviction, powers, and the master cards that need an imbued."""

from __future__ import annotations

from typing import Any

from harness import Case, card, logged

from vtes_tui.rules.imbued import convictions
from vtes_tui.rules.state import Region
from vtes_tui.rules.zones import modified
from vtes_tui.sequencer.core import Sequencer

MINION = {"phase": "minion", "turn": 5}
UNLOCK = {"phase": "unlock", "turn": 5}
TRAVIS = 'Travis "Traveler72" Miller'
JENNIE = 'Jennie "Cassie247" Orne'
LIZ = 'Liz "Ticket312" Thornton'
FRANCOIS = 'François "Warden" Loehr'
BEATRICE = 'Béatrice "Oracle171" Tremblay'
JENNIFER = 'Jennifer "Flame61" Vidisania'
JOHN = 'John "Cop90" O\'Malley'
XEPER = "Xeper, Sultan of Lepers"
CHURCH = "The Church of Vindicated Faith"
AMBER = "Amber"  # superior Presence
PAUL = 'Paul "Sixofswords29" Moreton'
LEAF = 'Leaf "Potter116" Pankowski'
INEZ = 'Inez "Nurse216" Villagrande'
JACK = 'Jack "Hannibal137" Harmon'  # Defender: Defense, Justice; life 4
XIAN = 'Xian "DziDzat155" Quan'
ERICK = 'Erick "Shophet125" Franco'
BARTH = "Barth"


def imbued(name: str, life: int, *conviction: str, **more: Any) -> dict[str, Any]:
    return {"card": name, "life": life, "attached": list(conviction), **more}


# -- imbued --------------------------------------------------------------------------------------


def _two_blood_to_uncontrolled_imbued(seq: Sequencer) -> None:
    travis = card(seq.state, TRAVIS)
    assert card(seq.state, LIZ).blood == 2  # from the blood bank
    assert not convictions(travis)  # the action cost his 1 conviction
    assert card(seq.state, "Second Sight").region is Region.ASH_HEAP


def _leaves_for_2_in_another_unlock_phase(seq: Sequencer) -> None:
    liz = card(seq.state, LIZ)
    assert liz.region is Region.READY and liz.blood == 1  # a life gained
    assert [c.name for c in convictions(liz)] == ["Second Sight"]  # 2 of 3 burned
    assert seq.state.current == 0  # in her predator's unlock phase, not her own


def _enters_play_without_conviction(seq: Sequencer) -> None:
    liz = card(seq.state, LIZ)
    assert liz.region is Region.READY and not convictions(liz)
    assert card(seq.state, "Second Sight").region is Region.HAND
    assert seq.prompt is not None and seq.prompt.kind != "conviction"


def _targeting_francois_costs_a_blood(seq: Sequencer) -> None:
    assert card(seq.state, FRANCOIS).region is Region.ASH_HEAP
    assert card(seq.state, BARTH).blood == 3 - 1  # paid as the action succeeded


def _another_imbued_hurt_and_bleed_2(seq: Sequencer) -> None:
    assert card(seq.state, LIZ).blood == 2 - 1  # 1 unpreventable damage in the unlock phase
    assert seq.state.players[1].pool == 30 - 2  # +1 bleed


def _cheaper_weapons_bleed_2_stealth_minus_1(seq: Sequencer) -> None:
    state = seq.state
    assert card(state, ".44 Magnum").host is card(state, JENNIFER)
    assert state.players[0].pool == 30 - 1  # the .44 Magnum's 2 pool, 1 less
    assert seq.prompt is not None
    bleeds = [o for o in seq.prompt.options if o.key == "bleed"]
    assert bleeds and bleeds[0].numbers is not None
    assert bleeds[0].numbers["bleed"] == 2 and bleeds[0].numbers["stealth"] == -1


def _enters_combat_with_a_monster(seq: Sequencer) -> None:
    assert logged(seq, f"{BARTH} and {JOHN} enter combat") or logged(
        seq, f"{JOHN} and {BARTH} enter combat"
    )
    assert card(seq.state, "Second Sight").region is Region.ASH_HEAP  # his 1 conviction


def _pool_to_uncontrolled_imbued(seq: Sequencer) -> None:
    assert card(seq.state, LIZ).blood == 1 and seq.state.players[0].pool == 30 - 1
    assert seq.prompt is not None  # once: no second use this influence phase
    assert not any(o.key == "ability" for o in seq.prompt.options)


def _leaf_gains_a_conviction(seq: Sequencer) -> None:
    leaf = card(seq.state, LEAF)
    assert leaf.locked and [c.name for c in convictions(leaf)] == ["Second Sight"]


def _inez_takes_an_innocence_power(seq: Sequencer) -> None:
    inez = card(seq.state, INEZ)
    assert inez.region is Region.READY
    assert "Inspire" in [c.name for c in inez.attached]  # Inspire requires Innocence


def _conviction_after_blocking_a_monster(seq: Sequencer) -> None:
    xian = card(seq.state, XIAN)
    assert [c.name for c in convictions(xian)] == ["Strike with Conviction"]
    # At the end of Barth's action (turn 5), not in Xian's next unlock phase.
    gained = f"{XIAN} gains Strike with Conviction from the ash heap"
    assert any(e.turn == 5 and e.text == gained for e in seq.state.log)


def _conviction_before_combat(seq: Sequencer) -> None:
    erick = card(seq.state, ERICK)
    assert [c.name for c in convictions(erick)] == ["Second Sight"]
    texts = [e.text for e in seq.state.log]
    gained = f"{ERICK} gains Second Sight from the hand"
    # Before combat begins.
    assert gained in texts and texts.index(gained) < texts.index("Combat round 1")


# -- conviction ----------------------------------------------------------------------------------


def _second_sight_gives_intercept(seq: Sequencer) -> None:
    assert card(seq.state, "Second Sight").region is Region.ASH_HEAP  # burned
    assert logged(seq, f"Barth is blocked by {JENNIE}")  # 1 intercept against the hunt's 1 stealth


def _second_sight_reduces_monsters_intercept(seq: Sequencer) -> None:
    state = seq.state
    assert modified(state, "intercept", card(state, BARTH)) == -1  # a vampire: a monster
    assert modified(state, "intercept", card(state, LIZ)) == 0  # an imbued is not a monster
    burned = [c for c in state.players[0].ash_heap if c.name == "Second Sight"]
    assert len(burned) == 1
    assert seq.prompt is not None  # only one Second Sight for him this action
    assert not any("Second Sight" in o.label for o in seq.prompt.options)


def _strike_at_plus_1(seq: Sequencer) -> None:
    assert card(seq.state, BARTH).blood == 3 - 2  # Jennie's strength 1, +1
    assert card(seq.state, "Strike with Conviction").region is Region.ASH_HEAP


def _bleed_at_plus_1(seq: Sequencer) -> None:
    assert seq.state.players[1].pool == 30 - 2  # an imbued's bleed 1, +1
    assert card(seq.state, "Strike with Conviction").region is Region.ASH_HEAP


def _control_change_canceled(seq: Sequencer) -> None:
    state = seq.state
    assert card(state, JENNIE).controller == 1  # not stolen
    assert card(state, "React with Conviction").region is Region.ASH_HEAP
    assert not card(state, XEPER).locked  # the action was not performed: he stays unlocked


def _presence_action_canceled(seq: Sequencer) -> None:
    state = seq.state
    assert card(state, JENNIE).controller == 1
    assert card(state, "Entrancement").region is Region.ASH_HEAP
    assert card(state, "React with Conviction").region is Region.ASH_HEAP
    assert not card(state, AMBER).locked and card(state, AMBER).blood == 4  # no cost paid


def _presence_strike_canceled(seq: Sequencer) -> None:
    state = seq.state
    assert logged(seq, f"{JENNIE} burns React with Conviction: Majesty is canceled")
    assert card(state, "Majesty").region is Region.ASH_HEAP
    assert card(state, AMBER).blood == 4 - 1  # Jennie's hand strike; Majesty's cost unpaid


def _determine_redirects(seq: Sequencer) -> None:
    state = seq.state
    assert logged(seq, "The bleed is redirected to Seat 3")  # her predator's predator
    assert card(state, JENNIE).locked  # the reacting imbued locks
    assert card(state, "Second Sight").region is Region.ASH_HEAP  # its 1 conviction


def _determine_cancels_an_action_card(seq: Sequencer) -> None:
    state = seq.state
    entrancements = [c for c in state.players[0].ash_heap if c.name == "Entrancement"]
    assert len(entrancements) == 1 and not card(state, AMBER).locked  # canceled, no lock
    assert card(state, JENNIE).locked and card(state, "Determine").region is Region.ASH_HEAP
    assert seq.prompt is not None  # not the same action card again this turn
    assert not any("Entrancement" in o.label for o in seq.prompt.options)


# -- powers --------------------------------------------------------------------------------------


def _discern_gives_intercept(seq: Sequencer) -> None:
    assert logged(seq, f"Discern: {JENNIE} gets +1 intercept (lock it)")  # the power taps
    assert logged(seq, f"Barth is blocked by {JENNIE}")  # 1 intercept against 1 stealth


def _rejuvenate_heals_its_imbued(seq: Sequencer) -> None:
    assert card(seq.state, JACK).blood == 2 + 1  # below his starting 4: +1 in the unlock phase
    assert card(seq.state, LIZ).blood == 2  # already at her starting life: nothing


def _rejuvenate_action_adds_life(seq: Sequencer) -> None:
    state = seq.state
    assert card(state, LIZ).blood == 1 + 1
    assert card(state, "Second Sight").region is Region.ASH_HEAP  # its 1 conviction
    assert card(state, "Rejuvenate").locked  # tapped to use it


def _inspire_adds_a_counter(seq: Sequencer) -> None:
    assert card(seq.state, LIZ).blood == 1  # a counter on the uncontrolled imbued
    assert card(seq.state, "Second Sight").region is Region.ASH_HEAP


def _inspire_moves_the_conviction_back(seq: Sequencer) -> None:
    inez = card(seq.state, INEZ)
    assert [c.name for c in convictions(inez)] == ["Second Sight"]  # paid, then moved back
    assert logged(seq, f"{INEZ} burns 1 conviction")


def _champion_fails_the_action_and_fights(seq: Sequencer) -> None:
    state = seq.state
    assert state.players[1].pool == 30  # the bleed failed
    assert logged(seq, f"Barth's action fails; {JACK} fights instead")
    assert logged(seq, f"Barth and {JACK} enter combat")
    assert sum(c.name == "Second Sight" for c in state.players[1].ash_heap) == 2  # its cost


def _vigilance_unlocks_after_success(seq: Sequencer) -> None:
    jennie = card(seq.state, JENNIE)
    assert logged(seq, f"{JENNIE}'s action succeeds")
    assert not jennie.locked and card(seq.state, "Vigilance").locked  # the power is tapped


def _vigilance_wakes_a_locked_imbued(seq: Sequencer) -> None:
    jennie = card(seq.state, JENNIE)
    assert not jennie.locked and card(seq.state, "Vigilance").locked
    assert card(seq.state, "Second Sight").region is Region.ASH_HEAP  # its 1 conviction
    assert seq.prompt is not None
    assert any(o.key == "block" and JENNIE in o.label for o in seq.prompt.options)


# -- master cards --------------------------------------------------------------------------------


def _angel_unlocks_an_imbued(seq: Sequencer) -> None:
    state = seq.state
    assert not card(state, JENNIE).locked
    assert card(state, "Angel of Berlin").region is Region.ASH_HEAP
    assert state.players[1].oot_master_pending  # 1.6.2.4: borrowed from her next master phase
    assert seq.prompt is not None and seq.prompt.kind == "block"


def _angel_equips_an_imbued(seq: Sequencer) -> None:
    state = seq.state
    assert card(state, ".44 Magnum").host is card(state, JENNIE)
    # The equipment's 2 pool, paid as normal; then Barth's bleed of 1 (Jennie stayed locked).
    assert state.players[1].pool == 30 - 2 - 1
    assert card(state, "Angel of Berlin").region is Region.ASH_HEAP


def _church_adds_blood(seq: Sequencer) -> None:
    assert card(seq.state, LIZ).blood == 1  # from the blood bank
    assert card(seq.state, CHURCH).locked
    assert seq.state.players[0].pool == 30  # not a transfer: no pool spent


def _church_for_another_s_imbued(seq: Sequencer) -> None:
    assert card(seq.state, LIZ).blood == 1 and card(seq.state, LIZ).controller == 1
    assert logged(seq, f"{CHURCH}: add 1 blood to {LIZ} (lock it)")  # in seat 0's turn


ANGEL_TABLE = [
    {"ready": [{"card": BARTH, "blood": 3}]},
    {"ready": [imbued(JENNIE, 5, locked=True)], "hand": ["Angel of Berlin", ".44 Magnum"]},
]


CASES = [
    Case(
        TRAVIS,
        "",
        "Move 2 blood from the blood bank to an imbued in your uncontrolled region as a +1"
        " stealth action that costs 1 conviction.",
        [
            {"ready": [imbued(TRAVIS, 5, "Second Sight")], "uncontrolled": [LIZ]},
            {"ready": [BARTH]},
        ],
        [("minion-ability", "moves 2 blood"), ("end", "End the minion phase")],
        _two_blood_to_uncontrolled_imbued,
        MINION,
    ),
    Case(
        JENNIE,
        "",
        "Any incapacitated imbued may move to the ready region and gain a life by burning 2"
        " conviction during any Methuselah's unlock phase.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {
                "ready": [imbued(JENNIE, 5)],
                "incapacitated": [imbued(LIZ, 0, *["Second Sight"] * 3)],
            },
        ],
        [("leave", "burns 2 conviction")],
        _leaves_for_2_in_another_unlock_phase,
        UNLOCK,
    ),
    Case(
        LIZ,
        "",
        "Liz doesn't gain a conviction as normal when entering play.",
        [
            {"uncontrolled": [{"card": LIZ, "blood": 1}], "hand": ["Second Sight"], "pool": 5},
            {"ready": [BARTH]},
        ],
        [("to-minion", LIZ), ("end", "End the influence phase")],
        _enters_play_without_conviction,
        {"phase": "influence", "turn": 5},
    ),
    Case(
        FRANCOIS,
        "",
        "Other Methuselahs' actions that target François cost an additional blood or life.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {"incapacitated": [imbued(FRANCOIS, 0)]},
        ],
        [("burn-incapacitated", FRANCOIS), ("end", "End the minion phase")],
        _targeting_francois_costs_a_blood,
        MINION,
    ),
    Case(
        BEATRICE,
        "",
        "During your unlock phase, another ready imbued you control takes 1 unpreventable"
        " damage. +1 bleed.",
        [
            {"ready": [imbued(BEATRICE, 3), imbued(LIZ, 2, locked=True)]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("bleed", BEATRICE), ("end", "End the minion phase")],
        _another_imbued_hurt_and_bleed_2,
        UNLOCK,
    ),
    Case(
        JENNIFER,
        "",
        "Weapons cost Jennifer 1 less pool or blood. +1 bleed. -1 stealth.",
        [
            {"ready": [imbued(JENNIFER, 4)], "hand": [".44 Magnum"]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("equip", ".44 Magnum"), ("end", "End the minion phase")],
        _cheaper_weapons_bleed_2_stealth_minus_1,
        MINION,
    ),
    Case(
        JOHN,
        "",
        "John may enter combat with a monster as a (D) action that costs 1 conviction.",
        [
            {"ready": [imbued(JOHN, 4, "Second Sight")]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("minion-ability", f"enters combat with {BARTH}"), ("end", "End the minion phase")],
        _enters_combat_with_a_monster,
        MINION,
    ),
    Case(
        PAUL,
        "",
        "During your influence phase, you may move a counter from your pool to an imbued in"
        " your uncontrolled region.",
        [{"ready": [imbued(PAUL, 4)], "uncontrolled": [LIZ]}, {"ready": [BARTH]}],
        [("ability", f"{PAUL}: add 1 blood to {LIZ}")],
        _pool_to_uncontrolled_imbued,
        {"phase": "influence", "turn": 5},
    ),
    Case(
        LEAF,
        "",
        "During your discard phase, Leaf may lock to gain a conviction from your library, hand"
        " or ash heap.",
        [
            {"ready": [imbued(LEAF, 4)], "hand": ["Second Sight"]},
            {"ready": [{"card": BARTH, "blood": 3}]},
        ],
        [("ability", LEAF), ("conviction", "Second Sight from your hand")],
        _leaf_gains_a_conviction,
        {"phase": "discard", "turn": 5},
    ),
    Case(
        INEZ,
        "",
        "When Inez enters play, you may search your library or hand for a power that requires"
        " innocence and put it on her.",
        [
            {
                "uncontrolled": [{"card": INEZ, "blood": 2}],
                "library": ["Inspire", "Vigilance"] + ["Choir"] * 10,
            },
            {"ready": [BARTH]},
        ],
        [("to-minion", INEZ), ("end", "End the influence"), ("power", "Inspire from your library")],
        _inez_takes_an_innocence_power,
        {"phase": "influence", "turn": 5},
    ),
    Case(
        XIAN,
        "",
        "If Xian successfully blocks a monster and is still ready at the end of the action, he"
        " may gain a conviction from your hand or ash heap.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {"ready": [imbued(XIAN, 4)], "ash_heap": ["Strike with Conviction"]},
        ],
        [("bleed", BARTH), ("block", XIAN), ("conviction", "Strike with Conviction")],
        _conviction_after_blocking_a_monster,
        MINION,
    ),
    Case(
        ERICK,
        "",
        "If Erick successfully enters combat with a monster as an action, he may gain a"
        " conviction from your hand or ash heap (before combat begins).",
        [
            {"ready": [imbued(ERICK, 4)], "hand": ["Bum's Rush", "Second Sight"]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("card", "Bum's Rush"), ("conviction", "Second Sight")],
        _conviction_before_combat,
        MINION,
    ),
    Case(
        "Second Sight",
        "",
        "Burn when a monster is acting to give this imbued +1 intercept for that action.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {"ready": [imbued(JENNIE, 5, "Second Sight")]},
        ],
        [("hunt", BARTH), ("block", JENNIE), ("ability", "Second Sight")],
        _second_sight_gives_intercept,
        MINION,
    ),
    Case(
        "Second Sight",
        "",
        "Burn when this imbued declares an action to give monsters -1 intercept for this action"
        " (only one Second Sight each action).",
        [
            {"ready": [imbued(JENNIE, 5, "Second Sight", "Second Sight")]},
            {"ready": [{"card": BARTH, "blood": 3}, imbued(LIZ, 2)]},
        ],
        [("bleed", JENNIE), ("ability", "Second Sight")],
        _second_sight_reduces_monsters_intercept,
        MINION,
    ),
    Case(
        CHURCH,
        "",
        "When an imbued successfully performs an action, lock this card to move 1 blood from"
        " the blood bank to an imbued in your uncontrolled region.",
        [
            {"ready": [imbued(JENNIE, 5)], "uncontrolled": [LIZ], "in_play": [CHURCH]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("bleed", JENNIE), ("ability", CHURCH)],
        _church_adds_blood,
        MINION,
    ),
    Case(
        CHURCH,
        "",
        "... an imbued: another Methuselah's too.",
        [
            {"ready": [imbued(JENNIE, 5)]},
            {
                "ready": [{"card": BARTH, "blood": 3, "locked": True}],
                "uncontrolled": [LIZ],
                "in_play": [CHURCH],
            },
        ],
        [("bleed", JENNIE), ("ability", CHURCH)],
        _church_for_another_s_imbued,
        MINION,
    ),
    Case(
        "Angel of Berlin",
        "",
        "Out-of-turn, requires a ready imbued: unlock an imbued.",
        ANGEL_TABLE,
        [("bleed", BARTH), ("oot-imbued", "unlock")],
        _angel_unlocks_an_imbued,
        MINION,
    ),
    Case(
        "Angel of Berlin",
        "",
        "Or equip a ready imbued you control with an equipment from your hand (requirements met,"
        " cost paid as normal).",
        ANGEL_TABLE,
        [("bleed", BARTH), ("oot-imbued", "equip")],
        _angel_equips_an_imbued,
        MINION,
    ),
    Case(
        "Strike with Conviction",
        "",
        "Burn to make a hand or weapon strike against a monster at +1 damage.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {"ready": [imbued(JENNIE, 5, "Strike with Conviction")]},
        ],
        [("bleed", BARTH), ("block", JENNIE), ("card", "Burn Strike with Conviction: Hand")],
        _strike_at_plus_1,
        MINION,
    ),
    Case(
        "Strike with Conviction",
        "",
        "Burn to bleed at +1 bleed as a (D) action.",
        [
            {"ready": [imbued(JENNIE, 5, "Strike with Conviction")]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("burn-bleed", JENNIE), ("end", "End the minion phase")],
        _bleed_at_plus_1,
        MINION,
    ),
    Case(
        "Determine",
        "viz",
        "Play when a monster controlled by your predator is bleeding you, after blocks are"
        " declined. Lock this reacting imbued. The monster is now bleeding your predator's"
        " predator.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {"ready": [imbued(JENNIE, 5, "Second Sight")], "hand": ["Determine"]},
            {"ready": [{"card": BARTH, "blood": 3}]},
        ],
        [("bleed", BARTH), ("play", "Determine")],
        _determine_redirects,
        MINION,
    ),
    Case(
        "Determine",
        "viz",
        "Or play when a monster controlled by your predator or prey plays an action card. Lock"
        " this reacting imbued and cancel that action card as it is played...",
        [
            {"ready": [{"card": AMBER, "blood": 4}], "hand": ["Entrancement", "Entrancement"]},
            {"ready": [imbued(JENNIE, 5, "Second Sight")], "hand": ["Determine"]},
        ],
        [("card", "Entrancement [pre]"), ("cancel", "Determine")],
        _determine_cancels_an_action_card,
        MINION,
    ),
    Case(
        "Discern",
        "jud",
        "[REACTION] +1 intercept. Only usable when a monster is acting.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {"ready": [imbued(JENNIE, 5, "Discern")]},
        ],
        [("hunt", BARTH), ("block", JENNIE), ("ability", "Discern")],
        _discern_gives_intercept,
        MINION,
    ),
    Case(
        "React with Conviction",
        "",
        "When an effect that would change control of this imbued is played or announced, you"
        " may burn this card to cancel that effect.",
        [
            {"ready": [{"card": XEPER, "blood": 4}]},
            {"ready": [imbued(JENNIE, 5, "React with Conviction")]},
        ],
        [("minion-ability", f"steals {JENNIE}"), ("cancel", "React with Conviction")],
        _control_change_canceled,
        MINION,
    ),
    Case(
        "React with Conviction",
        "",
        "Burn this card to cancel an action directed at this imbued that requires Presence...",
        [
            {"ready": [{"card": AMBER, "blood": 4}], "hand": ["Entrancement"]},
            {"ready": [imbued(JENNIE, 5, "React with Conviction")]},
        ],
        [("card", "Entrancement [PRE]"), ("cancel", "React with Conviction")],
        _presence_action_canceled,
        MINION,
    ),
    Case(
        "React with Conviction",
        "",
        "... or a strike card that requires Presence played by a minion opposing this imbued.",
        [
            {"ready": [{"card": AMBER, "blood": 4}], "hand": ["Majesty"]},
            {"ready": [imbued(JENNIE, 5, "React with Conviction")]},
        ],
        [
            ("bleed", AMBER),
            ("block", JENNIE),
            ("card", "Majesty"),
            ("cancel", "React with Conviction"),
        ],
        _presence_strike_canceled,
        MINION,
    ),
    Case(
        "Rejuvenate",
        "def",
        "During your unlock phase, if this imbued has fewer life than his or her starting"
        " amount, he or she gains 1 life.",
        [
            {"ready": [imbued(JACK, 2, "Rejuvenate"), imbued(LIZ, 2, "Rejuvenate")]},
            {"ready": [BARTH]},
        ],
        [("end", "End the minion phase")],
        _rejuvenate_heals_its_imbued,
        UNLOCK,
    ),
    Case(
        "Rejuvenate",
        "def",
        "[ACTION] [1 CONVICTION] +1 stealth action. Add 1 blood to a vampire or 1 life to any"
        " other ally, not to exceed starting life.",
        [
            {"ready": [imbued(JACK, 4, "Rejuvenate", "Second Sight"), imbued(LIZ, 1)]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("power-action", "Rejuvenate"), ("end", "End the minion phase")],
        _rejuvenate_action_adds_life,
        MINION,
    ),
    Case(
        "Inspire",
        "inn",
        "[ACTION] [1 CONVICTION] +1 stealth action. Add a counter to an imbued in your"
        " uncontrolled region...",
        [
            {"ready": [imbued(INEZ, 3, "Inspire", "Second Sight")], "uncontrolled": [LIZ]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("power-action", "Inspire"), ("counter", LIZ)],
        _inspire_adds_a_counter,
        MINION,
    ),
    Case(
        "Inspire",
        "inn",
        "... or move the conviction you paid for this action from your ash heap to any imbued"
        " in play.",
        [
            {"ready": [imbued(INEZ, 3, "Inspire", "Second Sight")], "uncontrolled": [LIZ]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("power-action", "Inspire"), ("move", "Second Sight")],
        _inspire_moves_the_conviction_back,
        MINION,
    ),
    Case(
        "Champion",
        "def",
        "[REACTION] [2 CONVICTION] Only usable when a monster controlled by another Methuselah"
        " is taking an action directed at you or an imbued. The action fails and the acting"
        " monster enters combat with this imbued instead.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {"ready": [imbued(JACK, 4, "Champion", "Second Sight", "Second Sight")]},
        ],
        [("bleed", BARTH), ("ability", "Champion")],
        _champion_fails_the_action_and_fights,
        MINION,
    ),
    Case(
        "Vigilance",
        "jud",
        "[ACTION MODIFIER] Only usable at the end of a successful action. Unlock this imbued.",
        [
            {"ready": [imbued(JENNIE, 5, "Vigilance")]},
            {"ready": [{"card": BARTH, "blood": 3, "locked": True}]},
        ],
        [("bleed", JENNIE), ("ability", "Vigilance")],
        _vigilance_unlocks_after_success,
        MINION,
    ),
    Case(
        "Vigilance",
        "jud",
        "[REACTION] [1 CONVICTION] Only usable by a locked imbued. Unlock this imbued.",
        [
            {"ready": [{"card": BARTH, "blood": 3}]},
            {"ready": [imbued(JENNIE, 5, "Vigilance", "Second Sight", locked=True)]},
        ],
        [("bleed", BARTH), ("ability", "Vigilance")],
        _vigilance_wakes_a_locked_imbued,
        MINION,
    ),
]
