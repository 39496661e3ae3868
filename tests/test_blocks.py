"""Rules tests for the course of an action and its blocks (6.2, 6.2.1-6.2.3), Sarah's examples first.

Seats: Sarah (0) acts, Alexis (1) is her prey, Pat (2) is her predator.
"""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.rules.actions import action_options
from vtes_tui.rules.state import Region
from vtes_tui.rules.zones import remove_from_game


def _sarah(ready: list, hand: tuple[str, ...] = (), **extra) -> dict:
    return {"name": "Sarah", "ready": ready, "hand": list(hand), **extra}


def _alexis(ready: list | None = None, hand: tuple[str, ...] = ()) -> dict:
    return {"name": "Alexis", "ready": ready or [], "hand": list(hand)}


def _pat(ready: list | None = None, hand: tuple[str, ...] = ()) -> dict:
    return {"name": "Pat", "ready": ready or [], "hand": list(hand)}


def test_sarahs_example_krid_bleeds_alexis_only_the_target_may_block() -> None:
    """6.2.1 and 6.2.2.1: Krid bleeds Alexis, a directed action: only Alexis may block,
    and after one failed block attempt another can be made."""
    seq = table(
        _sarah([{"card": "Krid", "blood": 2}], ("Cloak the Gathering",)),
        _alexis([{"card": "Mazz", "blood": 3}, {"card": "Steve Booth", "blood": 3}]),
        _pat([{"card": "Eugenio Estevez", "blood": 3}]),
        phase="minion",
        turn=5,
    )
    bleed = pick(seq, "bleed", "Krid bleeds Alexis for 1")
    assert bleed.target_seat == 1
    assert card(seq.state, "Krid").locked  # 6.2.1: the acting minion locks
    assert kinds(seq) == ("block", 1)
    assert {o.actor for o in options(seq, "block")} == {
        card(seq.state, "Mazz").uid,
        card(seq.state, "Steve Booth").uid,
    }
    pick(seq, "block", "Mazz")
    # Mazz would block (intercept 0 >= stealth 0): Sarah may add stealth now.
    assert kinds(seq) == ("stealth", 0)
    pick(seq, "play", "Cloak the Gathering")
    # Mazz's attempt failed; Alexis may try again with another minion.
    assert kinds(seq) == ("block", 1)
    assert [o.label for o in options(seq, "block")] == [
        "Block with Steve Booth (intercept 0 vs stealth 1: fails unless intercept is added)"
    ]
    pick(seq, "decline")
    assert seq.state.players[1].pool == 29
    assert seq.state.players[2].pool == 30
    assert not card(seq.state, "Eugenio Estevez").locked  # Pat was never asked to block
    assert seq.state.edge == 0


def test_sarahs_example_pug_recruits_loyal_street_gang_prey_then_predator() -> None:
    """6.2.1 and 6.2.2.1: Pug recruits the Loyal Street Gang at +1 stealth, costing 1 pool
    only when it succeeds; undirected, so the prey may block first, then the predator."""
    seq = table(
        _sarah([{"card": "Pug Jackson", "blood": 3}], ("Loyal Street Gang",)),
        _alexis([{"card": "Mazz", "blood": 3}]),
        _pat([{"card": "Eugenio Estevez", "blood": 3}]),
        phase="minion",
        turn=5,
    )
    recruit = pick(seq, "recruit", "Loyal Street Gang")
    assert recruit.numbers["stealth"] == 1
    assert recruit.target_seat is None
    assert seq.state.players[0].pool == 30  # 6.2.1: the pool isn't paid until it succeeds
    assert kinds(seq) == ("block", 1)  # the prey first
    pick(seq, "decline")
    assert kinds(seq) == ("block", 2)  # then the predator
    pick(seq, "decline")
    gang = card(seq.state, "Loyal Street Gang")
    assert seq.state.players[0].pool == 29
    assert gang.region is Region.UNCONTROLLED and gang.controller == 0


def test_sarahs_example_ira_hunts_and_eugenio_blocks_with_a_reaction() -> None:
    """6.2.2.2: Ira hunts at +1 stealth; the prey declines; the predator's Eugenio attempts
    to block and plays a +1 intercept reaction; Sarah has no stealth to add, so Ira is
    blocked, Eugenio locks and combat begins."""
    seq = table(
        _sarah([{"card": "Ira Rivers", "blood": 3}]),
        _alexis([{"card": "Mazz", "blood": 3}]),
        _pat([{"card": "Eugenio Estevez", "blood": 3}], ("Precognition",)),
        phase="minion",
        turn=5,
    )
    hunt = pick(seq, "hunt", "Ira Rivers")
    assert hunt.numbers["stealth"] == 1
    assert kinds(seq) == ("block", 1)
    pick(seq, "decline")
    assert kinds(seq) == ("block", 2)
    block = pick(seq, "block", "Eugenio Estevez")
    assert block.numbers == {"intercept": 0, "stealth": 1, "blocks": False}
    assert kinds(seq) == ("intercept", 2)
    pick(seq, "play", "Precognition [aus]")
    eugenio = card(seq.state, "Eugenio Estevez")
    assert eugenio.locked
    assert card(seq.state, "Precognition").region is Region.ASH_HEAP
    texts = [line.text for line in seq.state.log]
    assert "Ira Rivers is blocked by Eugenio Estevez" in texts
    blocked_at = texts.index("Ira Rivers is blocked by Eugenio Estevez")
    assert any(line.section.startswith("6.4") for line in seq.state.log[blocked_at:])
    assert not any("gains" in t and "Ira Rivers" in t for t in texts)  # the hunt did not resolve


def test_sarahs_example_quentin_bleeds_alexis_for_two_after_no_block() -> None:
    """6.2.2.2: Quentin bleeds Alexis; Alexis declines to block; then Sarah plays a +1 bleed
    modifier and Alexis is bled for 2 pool.

    The rulebook's card is Confusion, which the effects registry does not automate, so this
    test plays Bonding at its basic level (+1 bleed, limited) in its place: same timing, same
    amount.  Quentin (not Quentin King III) is used because he has Dominate.
    """
    seq = table(
        _sarah([{"card": "Quentin", "blood": 4}], ("Bonding",)),
        _alexis([{"card": "Mazz", "blood": 3}]),
        _pat(),
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Quentin bleeds Alexis for 1")
    assert kinds(seq) == ("block", 1)
    pick(seq, "decline")
    assert kinds(seq) == ("modifier", 0)
    pick(seq, "play", "Bonding [dom]")
    if seq.prompt is not None and seq.prompt.kind == "modifier":
        pick(seq, "pass")
    assert seq.state.players[1].pool == 28
    assert seq.state.edge == 0


def test_a_block_succeeds_when_intercept_equals_stealth() -> None:
    """6.2.2.2: the action is blocked if intercept is equal to or greater than stealth."""
    seq = table(
        # A card in hand: her discard phase asks, and the game waits in her turn.
        _sarah([{"card": "Krid", "blood": 2}], hand=("Choir",)),
        _alexis([{"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]}, {"card": "Normal"}]),
        _pat(),
        phase="minion",
        turn=5,
    )
    pick(seq, "hunt", "Krid")
    blocks = {o.label.split(" (")[0]: o.numbers for o in options(seq, "block")}
    assert blocks["Block with Mazz"] == {"intercept": 1, "stealth": 1, "blocks": True}
    assert blocks["Block with Normal"] == {"intercept": 0, "stealth": 1, "blocks": False}
    pick(seq, "block", "Mazz")
    assert card(seq.state, "Mazz").locked
    assert "Krid is blocked by Mazz" in [line.text for line in seq.state.log]


def test_a_declined_block_is_final_for_that_methuselah() -> None:
    """6.2.2.1: once a Methuselah declines to block, she is not asked again in that action,
    even when the acting Methuselah plays more cards afterwards."""
    seq = table(
        _sarah([{"card": "Quentin", "blood": 4}], ("Bonding", "Conditioning")),
        _alexis([{"card": "Mazz", "blood": 3}]),
        _pat(),
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Quentin")
    pick(seq, "decline")
    assert kinds(seq) == ("modifier", 0)
    pick(seq, "play", "Bonding [dom]")
    # Sarah played a card after the decline; Alexis is not asked to block again.
    assert seq.prompt is None or seq.prompt.kind != "block"
    assert seq.state.players[1].pool == 28
    assert not card(seq.state, "Mazz").locked


def test_stealth_may_be_added_only_while_the_action_is_being_blocked() -> None:
    """6.2.2.2: no stealth card is offered once blocks are declined, nor while the blocker
    lacks the intercept to block (then only the blocker may add intercept)."""
    seq = table(
        _sarah([{"card": "Krid", "blood": 2}], ("Cloak the Gathering",)),
        _alexis([{"card": "Mazz", "blood": 3}, {"card": "Eugenio Estevez", "blood": 3}]),
        _pat(),
        phase="minion",
        turn=5,
    )
    pick(seq, "hunt", "Krid")  # stealth 1 against intercept 0: not being blocked
    pick(seq, "block", "Mazz")
    # No intercept to add and no stealth wanted: the attempt fails without asking Sarah.
    assert kinds(seq) == ("block", 1)
    pick(seq, "decline")
    assert card(seq.state, "Cloak the Gathering").region is Region.HAND
    assert card(seq.state, "Krid").blood == 2  # hunted at capacity: the extra drained off


def test_intercept_may_be_added_only_by_the_blocking_minion_when_needed() -> None:
    """6.2.2.2: only the blocker plays intercept, and only when stealth exceeds intercept."""
    seq = table(
        _sarah([{"card": "Krid", "blood": 2}], ("Cloak the Gathering",)),
        _alexis(
            [{"card": "Eugenio Estevez", "blood": 3}, {"card": "Justine, Elder of Dallas"}],
            ("Precognition",),
        ),
        _pat(),
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Krid")
    pick(seq, "block", "Eugenio Estevez")
    # intercept 0 >= stealth 0: Eugenio already blocks, so only Sarah is asked (for stealth).
    assert kinds(seq) == ("stealth", 0)
    pick(seq, "play", "Cloak the Gathering")
    assert kinds(seq) == ("intercept", 1)
    eugenio = card(seq.state, "Eugenio Estevez")
    assert {o.actor for o in options(seq, "play")} == {eugenio.uid}
    pick(seq, "play", "Precognition [aus]")
    assert eugenio.locked
    assert seq.state.players[1].pool == 30


def test_6_2_2_1_the_same_minion_may_try_again_when_he_could_now_block() -> None:
    """6.2.2.1: after a failed attempt another can be made "with the same or a different
    minion": the same one only while it could turn out differently (an intercept card)."""
    seq = table(
        _sarah([{"card": "Krid", "blood": 2}], ("Cloak the Gathering",)),
        _alexis([{"card": "Eugenio Estevez", "blood": 3}], ("Precognition",)),
        _pat(),
        phase="minion",
        turn=5,
    )
    eugenio = card(seq.state, "Eugenio Estevez")
    pick(seq, "bleed", "Krid")
    pick(seq, "block", "Eugenio Estevez")
    pick(seq, "play", "Cloak the Gathering")
    assert kinds(seq) == ("intercept", 1)
    pick(seq, "pass")  # Alexis keeps Precognition: the attempt fails
    assert kinds(seq) == ("block", 1)
    assert [o.actor for o in options(seq, "block")] == [eugenio.uid]
    pick(seq, "block", "Eugenio Estevez")
    assert kinds(seq) == ("intercept", 1)
    pick(seq, "play", "Precognition [aus]")
    assert eugenio.locked and seq.state.players[1].pool == 30


def test_6_2_2_1_a_pointless_repeat_attempt_is_not_offered() -> None:
    """6.2.2.1: with no intercept card and intercept below stealth, the failed blocker is out."""
    seq = table(
        _sarah([{"card": "Krid", "blood": 2}], ("Cloak the Gathering",)),
        _alexis([{"card": "Eugenio Estevez", "blood": 3}]),
        _pat(),
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Krid")
    pick(seq, "block", "Eugenio Estevez")
    pick(seq, "play", "Cloak the Gathering")
    assert kinds(seq) != ("block", 1)  # the attempt failed and no other attempt is possible
    assert not card(seq.state, "Eugenio Estevez").locked


def test_a_blocked_action_burns_its_card_and_pays_no_cost() -> None:
    """6.2.3: when blocked, the card played for the action is burned and its cost not paid."""
    seq = table(
        _sarah([{"card": "Krid", "blood": 2}], ("Sport Bike",)),
        _alexis([{"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]}]),
        _pat(),
        phase="minion",
        turn=5,
    )
    pick(seq, "equip", "Krid")
    pick(seq, "block", "Mazz")
    bikes = [c for c in seq.state.cards.values() if c.name == "Sport Bike" and c.owner == 0]
    assert [b.region for b in bikes] == [Region.ASH_HEAP]
    assert seq.state.players[0].pool == 30


def test_a_successful_bleed_of_one_or_more_takes_the_edge() -> None:
    """6.1.1: a successful bleed of 1 or more gives the acting Methuselah the Edge, taking it
    from whoever has it; a bleed of 0 does not."""
    seq = table(
        _sarah([{"card": "Loyal Street Gang", "blood": 2}, {"card": "Krid", "blood": 2}]),
        _alexis(),
        _pat(),
        phase="minion",
        turn=5,
        edge=2,
    )
    gang = pick(seq, "bleed", "Loyal Street Gang")
    assert gang.numbers["bleed"] == 0
    assert seq.state.edge == 2
    assert seq.state.players[1].pool == 30
    pick(seq, "bleed", "Krid")
    assert seq.state.edge == 0
    assert seq.state.players[1].pool == 29


def test_a_redirected_bleed_may_be_blocked_by_the_new_target() -> None:
    """6.2.2.1: Deflection changes the target of the bleed: the new target's minions may
    attempt to block, and the new target is the one bled."""
    seq = table(
        _sarah([{"card": "Krid", "blood": 2}]),
        _alexis([{"card": "Eugenio Estevez", "blood": 3}], ("Deflection",)),
        _pat([{"card": "Mazz", "blood": 3}]),
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Krid")
    pick(seq, "decline")
    assert kinds(seq) == ("reaction", 1)
    pick(seq, "play", "Deflection [dom]")
    eugenio = card(seq.state, "Eugenio Estevez")
    assert eugenio.locked and eugenio.blood == 2  # [dom]: lock, and its blood cost paid
    assert kinds(seq) == ("block", 2)
    assert [o.actor for o in options(seq, "block")] == [card(seq.state, "Mazz").uid]
    # Issue 9: the question names the new target, not only the one announced.
    assert seq.prompt.text.endswith("redirected to Pat: block?")
    pick(seq, "decline")
    assert seq.state.players[1].pool == 30
    assert seq.state.players[2].pool == 29


def test_a_locked_minion_cannot_act_or_block() -> None:
    """6 and 6.2.2.1: only ready unlocked minions take actions or attempt blocks."""
    seq = table(
        _sarah([{"card": "Krid", "blood": 2}, {"card": "Normal", "blood": 1, "locked": True}]),
        _alexis([{"card": "Mazz", "blood": 3, "locked": True}, {"card": "Steve Booth"}]),
        _pat(),
        phase="minion",
        turn=5,
    )
    normal = card(seq.state, "Normal")
    assert all(o.actor != normal.uid for o in action_options(seq.state, 0))
    pick(seq, "bleed", "Krid")
    assert [o.actor for o in options(seq, "block")] == [card(seq.state, "Steve Booth").uid]


def test_a_bleed_redirected_back_may_be_blocked_by_the_methuselah_who_declined() -> None:
    """Deflection: "Change the target of the bleed to another Methuselah (that Methuselah can
    attempt to block)": bled back to Bob, who declined before, Bob may block again (6.2.2;
    rulings ANK 20171017)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
        {
            "name": "Bob",
            "ready": [{"card": "Alice Chen", "blood": 5}, {"card": "Mazz", "blood": 3}],
            "hand": ["Deflection"],
        },
        {"name": "Carol", "ready": [{"card": "Aleph", "blood": 5}], "hand": ["Deflection"]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "decline")
    pick(seq, "play", "Alice Chen plays Deflection")
    assert kinds(seq) == ("block", 2)
    pick(seq, "decline")
    pick(seq, "play", "Aleph plays Deflection")
    assert kinds(seq) == ("block", 1)
    pick(seq, "block", "Block with Mazz")
    assert any("Krid is blocked by Mazz" in e.text for e in seq.state.log)


def test_faceless_night_locks_only_the_blockers_who_fail_after_it_is_played() -> None:
    """[OBF] Faceless Night: "minions who attempt to block this action and fail become locked
    before action resolution"; a minion who failed before it was played is not affected
    (rulings ANK 20190509, LSJ 20020101)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Agrippina", "blood": 4}],
            "hand": ["Faceless Night", "Lost in Crowds"],
        },
        {
            "name": "Bob",
            "ready": [
                {"card": "Brigitte Mandisa", "blood": 3, "attached": ["Sport Bike", "Raven Spy"]},
                {"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]},
            ],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Agrippina bleeds Bob")
    pick(seq, "block", "Block with Mazz")
    advance(seq, lambda s: bool(options(s, "play")) and kinds(s)[1] == 0)
    pick(seq, "play", "Lost in Crowds [OBF]")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Brigitte")
    advance(seq, lambda s: bool(options(s, "play")) and kinds(s)[1] == 0)
    pick(seq, "play", "Faceless Night [OBF]")
    advance(seq, lambda s: s.state.players[1].pool < 30)
    assert card(seq.state, "Brigitte Mandisa").locked
    assert not card(seq.state, "Mazz").locked


def _monsenor_bleeds(*blockers: dict) -> object:
    """Sarah's El Monseñor (Oblivion) holds Where the Veil Thins; Alexis has the blockers."""
    return table(
        _sarah([{"card": "El Monseñor", "blood": 4}], ("Where the Veil Thins",)),
        _alexis(list(blockers)),
        phase="minion",
        turn=5,
    )


def test_where_the_veil_thins_the_minion_attempting_pays_or_withdraws() -> None:
    """Where the Veil Thins [OBL], played while a minion without Oblivion attempts to block:
    he must burn 1 blood to go on attempting, or withdraw and pay nothing (6.2.2; G00088,
    LSJ 20031121-2)."""
    seq = _monsenor_bleeds({"card": "Normal", "blood": 2})
    pick(seq, "bleed", "El Monseñor bleeds Alexis")
    pick(seq, "pass")  # nothing as the action is announced
    pick(seq, "block", "Block with Normal")
    pick(seq, "play", "Where the Veil Thins [OBL]")
    assert kinds(seq) == ("block-cost", 1)
    pick(seq, "pay", "Normal burns 1 blood to keep attempting")
    assert card(seq.state, "Normal").blood == 2 - 1
    advance(seq, lambda s: s.state.players[1].pool < 30)  # 0 intercept vs 1 stealth: fails


def test_where_the_veil_thins_an_ally_attempting_must_withdraw() -> None:
    """Where the Veil Thins [OBL]: "allies cannot burn blood": an ally attempting to block when
    it is played withdraws the attempt, and cannot attempt again (6.2.2; G00088)."""
    seq = _monsenor_bleeds({"card": "Gargoyle Slave", "blood": 3})
    pick(seq, "bleed", "El Monseñor bleeds Alexis")
    pick(seq, "pass")  # nothing as the action is announced
    pick(seq, "block", "Block with Gargoyle Slave")
    pick(seq, "play", "Where the Veil Thins [OBL]")
    assert any(e.text == "Gargoyle Slave withdraws the block attempt" for e in seq.state.log)
    assert card(seq.state, "Gargoyle Slave").blood == 3
    assert not options(seq, "block")


def test_where_the_veil_thins_is_offered_as_the_action_is_announced() -> None:
    """Where the Veil Thins [OBL] can be played before any block attempt, so that every
    attempt costs 1 blood (6.2.1; its +1 stealth need not be needed, LSJ 20011214-2)."""
    seq = _monsenor_bleeds({"card": "Normal", "blood": 2})
    pick(seq, "bleed", "El Monseñor bleeds Alexis")
    assert kinds(seq) == ("modifier", 0)
    pick(seq, "play", "Where the Veil Thins [OBL]")
    pick(seq, "block", "Block with Normal")
    assert card(seq.state, "Normal").blood == 2 - 1


def test_no_block_is_attempted_once_the_acting_minion_left_the_game() -> None:
    """9.1, 6.2.3: the acting minion removed from the game during the block attempts (his
    Methuselah ousted as a card was played) is no longer there to block: Bob wakes Mazz with On
    the Qui Vive, and is not offered to block with him; the action ends unresolved."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}]},
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 3, "locked": True}],
            "hand": ["On the Qui Vive"],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Alice Chen")
    assert kinds(seq) == ("block", 1)
    remove_from_game(seq.state, card(seq.state, "Alice Chen"))
    pick(seq, "play", "On the Qui Vive")
    assert not card(seq.state, "Mazz").locked  # woken
    assert seq.prompt is None or not options(seq, "block")
    assert any("Alice Chen's action ends unresolved" in e.text for e in seq.state.log)
