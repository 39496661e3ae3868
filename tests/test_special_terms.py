"""Rules tests for the special terms of section 11 the rules carry out: infernal and scarce."""

from __future__ import annotations

from tables import card, kinds, options, pick, table

from vtes_tui.cards.clauses import read_card
from vtes_tui.cards.data import cards


def _infernal_table(pool: int = 30):
    """Sarah's Midget (infernal) and Krid are locked as her turn begins."""
    return table(
        {
            "name": "Sarah",
            "pool": pool,
            "ready": [
                {"card": "Midget", "blood": 2, "locked": True},
                {"card": "Krid", "blood": 2, "locked": True},
            ],
        },
        {"name": "Alexis"},
        phase="unlock",
    )


def test_an_infernal_minion_is_unlocked_for_a_pool() -> None:
    """11: an infernal minion does not unlock as normal; his controller may burn a pool to
    unlock him during her unlock phase."""
    seq = _infernal_table()
    assert kinds(seq) == ("infernal", 0)
    assert card(seq.state, "Midget").locked
    assert not card(seq.state, "Krid").locked  # 4: the others unlock as normal
    pick(seq, "unlock", "Midget")
    assert not card(seq.state, "Midget").locked
    assert seq.state.players[0].pool == 29


def test_an_infernal_minion_left_locked_costs_nothing() -> None:
    """11: burning the pool is her choice ("she may")."""
    seq = _infernal_table()
    pick(seq, "pass", "Leave Midget locked")
    assert card(seq.state, "Midget").locked
    assert seq.state.players[0].pool == 30


def _scarce_table(others: list[str], theirs: list[str]):
    """Sarah brings out Le Dinh Tho (scarce Nagaraja) with these vampires in play."""
    return table(
        {
            "name": "Sarah",
            "uncontrolled": [{"card": "Le Dinh Tho", "blood": 5}],
            "ready": [{"card": v, "blood": 2} for v in others],
        },
        {"name": "Alexis", "ready": [{"card": v, "blood": 2} for v in theirs]},
        phase="influence",
        turn=5,
    )


def test_a_scarce_vampire_costs_three_pool_for_each_other_vampire_of_his_clan_in_play() -> None:
    """11: 3 pool for every other vampire of the same clan already in play, anyone's."""
    seq = _scarce_table(["Jozz", "Krid"], ["Prejudice"])
    pick(seq, "end")
    assert card(seq.state, "Le Dinh Tho").region.value == "ready"
    assert seq.state.players[0].pool == 30 - 2 * 3


def test_a_scarce_vampire_alone_of_his_clan_costs_nothing() -> None:
    seq = _scarce_table(["Krid"], [])
    pick(seq, "end")
    assert card(seq.state, "Le Dinh Tho").region.value == "ready"
    assert seq.state.players[0].pool == 30


def test_the_scarce_cost_can_oust() -> None:
    """11, 9.1: the pool is burned, and a Methuselah at 0 pool is ousted."""
    seq = _scarce_table(["Jozz"], [])
    seq.state.players[0].pool = 3
    pick(seq, "end")
    assert seq.state.players[0].ousted


def test_infernal_and_scarce_are_terms_the_rules_carry_out() -> None:
    """11: a crypt card whose text past its sect is only these terms says nothing more; with
    an ability beside them, the ability is what is left to automate."""
    alone = read_card("Independent: Infernal. Scarce.", ("Vampire",), {}, False, crypt=True)
    assert alone.keywords == ("infernal", "scarce")
    assert alone.ability_text == ""
    assert cards()["Midget"].clauses.ability_text.startswith("While Midget is acting")


def test_a_non_unique_vampire_is_not_contested_by_its_copies() -> None:
    """1.5.1, 11 (Unique): crypt cards are unique, but those printed "Non-unique.": a second
    The Horde brought out stays in play beside the first, neither burned nor contested (4.1)."""
    seq = table(
        {
            "name": "Sarah",
            "ready": [{"card": "The Horde", "blood": 2}],
            "uncontrolled": [{"card": "The Horde", "blood": 4}],
        },
        {"name": "Alexis"},
        phase="influence",
        turn=5,
    )
    pick(seq, "end")
    hordes = [c for c in seq.state.players[0].ready if c.name == "The Horde"]
    assert len(hordes) == 2 and not any(c.contested for c in hordes)


def test_flight_slave_and_not_unique_are_terms_the_rules_carry_out() -> None:
    """11: "Flight [FLIGHT].", a slave's clan ("Tremere slave.") and "Tupdogs are not unique."
    say nothing left to automate; the slave's clan is read for the rules."""
    gargoyle = read_card(
        "Independent: Flight [FLIGHT]. Tremere slave.", ("Vampire",), {}, False, True
    )
    assert gargoyle.keywords == ("flight", "slave")
    assert gargoyle.ability_text == "" and gargoyle.slave_of == "Tremere"
    tupdog = cards()["Tupdog"].clauses
    assert "non-unique" in tupdog.keywords and tupdog.slave_of == "Tremere antitribu"
    assert "not unique" not in tupdog.ability_text


def _flight_table():
    return table(
        {
            "name": "Sarah",
            "ready": [{"card": "Obsidian", "blood": 3}, {"card": "Madison", "blood": 3}],
            "hand": ["Dive Bomb"],
        },
        {"name": "Alexis", "ready": [{"card": "Madison", "blood": 3}]},
        phase="minion",
        turn=5,
    )


def test_a_minion_with_flight_plays_cards_requiring_flight() -> None:
    """11, 1.5.4: Flight [FLIGHT] is what cards requiring it ask for, as a Discipline:
    Obsidian may play Dive Bomb, Madison (no flight) may not."""
    seq = _flight_table()
    played = [o.label for o in options(seq, "card")]
    assert any(label.startswith("Obsidian plays Dive Bomb") for label in played)
    assert not any(label.startswith("Madison plays Dive Bomb") for label in played)


def _slave_table(*sarahs: str):
    return table(
        {
            "name": "Sarah",
            "ready": [{"card": c, "blood": 1 if c == "Tupdog" else 4} for c in sarahs],
        },
        {"name": "Alexis", "ready": [{"card": "Madison", "blood": 4}]},
        phase="minion",
        turn=5,
    )


def test_a_slave_takes_no_directed_action_without_a_ready_vampire_of_his_clan() -> None:
    """11 (Slave): Tupdog serves the Tremere antitribu; alone, he cannot bleed (a directed
    action, 6.1.1) but may hunt (undirected, 6.1.2)."""
    seq = _slave_table("Tupdog")
    keys = [o.key for o in options(seq) if o.actor == card(seq.state, "Tupdog").uid]
    assert "hunt" in keys and "bleed" not in keys and "minion-ability" not in keys


def test_a_slave_with_a_ready_vampire_of_his_clan_takes_directed_actions() -> None:
    seq = _slave_table("Tupdog", "Janine")
    keys = [o.key for o in options(seq) if o.actor == card(seq.state, "Tupdog").uid]
    assert "bleed" in keys and "minion-ability" in keys


def test_a_slave_may_lock_to_enter_combat_with_the_blocker_instead() -> None:
    """11 (Slave): Janine (Tremere antitribu) is blocked; Sarah locks Tupdog to cancel that
    combat: Janine unlocks, and Tupdog enters combat with the blocker instead."""
    seq = _slave_table("Janine", "Tupdog")
    pick(seq, "bleed", "Janine bleeds")
    pick(seq, "block", "Madison")
    while kinds(seq)[0] != "slave-combat":
        pick(seq, "pass")
    pick(seq, "slave-combat", "Lock Tupdog")
    assert not card(seq.state, "Janine").locked
    assert card(seq.state, "Tupdog").locked
    assert any("Tupdog and Madison enter combat" in e.text for e in seq.state.log)
    assert not any("Janine and Madison enter combat" in e.text for e in seq.state.log)


def test_a_slave_left_unlocked_lets_his_master_fight() -> None:
    seq = _slave_table("Janine", "Tupdog")
    pick(seq, "bleed", "Janine bleeds")
    pick(seq, "block", "Madison")
    while kinds(seq)[0] != "slave-combat":
        pick(seq, "pass")
    pick(seq, "pass", "Janine enters combat")
    assert not card(seq.state, "Tupdog").locked
    assert any("Janine and Madison enter combat" in e.text for e in seq.state.log)
