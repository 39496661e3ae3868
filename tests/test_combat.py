"""Rules tests for combat: range, strikes, strike effects, prevention and presses (6.4)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tables import drive

from vtes_tui.cards.combat_words import Strike
from vtes_tui.cards.data import cards
from vtes_tui.cards.definitions import Definition, definitions
from vtes_tui.cards.model import Card
from vtes_tui.rules.combat import combat
from vtes_tui.rules.state import CardInPlay, GameState, Methuselah, Region
from vtes_tui.rules.zones import attach, move

NAMES = ("Alice", "Bob", "Carol")

# The rulebook's examples use cards that are not real: their effects, as definitions would say.
EXAMPLE_EFFECTS = {
    "Blood Theft": (Strike(steal_blood=3, ranged=True),),
    "Lightning Jab": (Strike(damage=3, first_strike=True),),
}


@pytest.fixture(autouse=True)
def example_effects(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, effects in EXAMPLE_EFFECTS.items():
        definition = Definition(name, cards()["Dodge"], {"": effects}, {})
        monkeypatch.setitem(definitions(), name, definition)


def table() -> GameState:
    return GameState(
        seed=0, players=[Methuselah(i, NAMES[i]) for i in range(3)], rng=random.Random(0)
    )


def vampire(
    state: GameState, seat: int, name: str, blood: int, capacity: int = 5, **disciplines: int
) -> CardInPlay:
    """A vampire of the rulebook's examples (most are not real cards)."""
    card = Card(
        id=900000 + len(state.cards),
        name=name,
        printed_name=name,
        types=("Vampire",),
        text="Camarilla.",
        disciplines=disciplines,
        capacity=capacity,
        sect="Camarilla",
    )
    return place(state, card, seat, blood=blood)


def put(
    state: GameState, name: str, seat: int, region: Region = Region.READY, blood: int = 0
) -> CardInPlay:
    return place(state, cards()[name], seat, region, blood)


def place(
    state: GameState, card: Card, seat: int, region: Region = Region.READY, blood: int = 0
) -> CardInPlay:
    instance = state.new_card(card, seat)
    state.players[seat].library.append(instance)
    move(state, instance, region)
    instance.blood = blood
    return instance


def combat_card(state: GameState, seat: int, name: str, text: str) -> CardInPlay:
    card = Card(
        id=910000 + len(state.cards),
        name=name,
        printed_name=name,
        types=("Combat",),
        text=text,
    )
    return place(state, card, seat, Region.HAND)


def hand(state: GameState, seat: int, *names: str) -> list[CardInPlay]:
    return [put(state, name, seat, Region.HAND) for name in names]


def equip(state: GameState, minion: CardInPlay, name: str) -> CardInPlay:
    card = put(state, name, minion.controller, Region.HAND)
    attach(state, card, minion)
    return card


def lines(state: GameState, section: str | None = None) -> list[str]:
    return [e.text for e in state.log if section is None or e.section == section]


# -- 6.4.2 determine range ----------------------------------------------------------------------


def test_6_4_2_mazz_and_ira_maneuver_and_the_range_ends_long() -> None:
    """6.4.2: Mazz's gun gives an optional maneuver; Ira closes, Mazz goes long again."""
    state = table()
    ira = vampire(state, 0, "Ira", blood=5, cel=1)
    mazz = put(state, "Mazz", 1, blood=3)
    equip(state, mazz, "Submachine Gun")
    grasp, _dodge = hand(state, 0, "Resist Earth's Grasp", "Dodge")
    pursuit = hand(state, 1, "Pursuit")[0]
    prompts = drive(
        combat(state, ira, mazz),
        [
            ("maneuver", "Submachine Gun"),
            ("maneuver", "Resist Earth's Grasp"),
            ("maneuver", "Pursuit"),
            ("none", ""),
        ],
    )
    first = prompts[0]
    assert (first.decider, first.kind, first.section) == (0, "maneuver", "6.4.2")
    assert [p for p in lines(state) if "maneuvers" in p] == [
        "Mazz maneuvers to long range",
        "Ira maneuvers to close range",
        "Mazz maneuvers to long range",
    ]
    strike = next(p for p in prompts if p.kind == "strike")
    assert strike.decider == 0 and strike.context["range"] == "long"
    # 6.4.3: a hand strike does not reach at long range; Mazz's strike is his gun's.
    assert {o.key for o in strike.options} == {"card", "none"}
    assert "Mazz strikes: Submachine Gun: 3R damage" in lines(state)
    assert ira.blood == 5 - 1 - 3  # Resist Earth's Grasp cost 1 blood, then 3R damage healed
    assert ira.region is Region.READY and mazz.blood == 3
    assert grasp.region is Region.ASH_HEAP and pursuit.region is Region.ASH_HEAP


def test_6_4_2_no_minion_maneuvers_twice_in_a_row() -> None:
    """6.4.2: after his own maneuver a minion cannot maneuver again; close range is the default."""
    state = table()
    ira = vampire(state, 0, "Ira", blood=5, cel=1)
    mazz = put(state, "Mazz", 1, blood=3)
    hand(state, 0, "Resist Earth's Grasp", "Resist Earth's Grasp")
    prompts = drive(combat(state, ira, mazz), [("maneuver", "Resist")])
    maneuvers = [p for p in prompts if p.kind == "maneuver"]
    assert [p.decider for p in maneuvers] == [0]  # Mazz has no maneuver; Ira may not go again
    assert "Ira maneuvers to long range" in lines(state)
    assert mazz.blood == 3 and ira.blood == 4  # nobody reaches at long range


# -- 6.4.3 strike ----------------------------------------------------------------------------------


def test_6_4_3_kurt_undead_strength_against_dodge_then_additional_strikes() -> None:
    """6.4.3: Undead Strength against Dodge does nothing; then Blur and Blur at superior."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=5, pot=2, cel=1)
    ira = vampire(state, 1, "Ira", blood=4, cel=2)
    hand(state, 0, "Undead Strength", "Blur")
    hand(state, 1, "Dodge", "Blur")
    prompts = drive(
        combat(state, kurt, ira),
        [
            ("card", "Undead Strength [POT]"),
            ("card", "Dodge"),
            ("play", "Blur [cel]"),
            ("play", "Blur [CEL]"),
        ],
    )
    strikes = [p for p in prompts if p.kind == "strike"]
    assert [p.decider for p in strikes] == [0, 1]  # then only hand strikes are left
    assert [line for line in lines(state, "6.4.3") if "strikes:" in line] == [
        "Kurt strikes: Undead Strength [POT]: 3 damage",
        "Ira strikes: Dodge: dodge",
        "Kurt strikes: Hand strike: 1 damage",
        "Ira strikes: Hand strike: 1 damage",
        "Ira strikes: Hand strike: 1 damage",
    ]
    undead = next(o for o in strikes[0].options if "Undead Strength [POT]" in o.label)
    assert undead.numbers["damage"] == 3
    # The opposing minion sees the acting minion's strike before choosing his own.
    assert "Undead Strength" in strikes[1].context["opposing_strike"]
    assert "Ira dodges Kurt's strike" in lines(state)
    assert kurt.blood == 5 - 1 - 2  # Blur, then two hand strikes healed
    assert ira.blood == 4 - 1 - 1
    assert all(strike.section == "6.4.3" for strike in strikes)


def test_6_4_3_a_minion_gains_additional_strikes_from_one_card_a_round() -> None:
    """6.4.3: a minion cannot use more than one card or effect for additional strikes a round."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=5, cel=1)
    ira = vampire(state, 1, "Ira", blood=5)
    hand(state, 0, "Blur", "Blur")
    prompts = drive(combat(state, kurt, ira), [("play", "Blur")])
    windows = [p for p in prompts if p.kind == "additional"]
    assert [p.decider for p in windows] == [0]  # once Blur is played, no second offer
    assert ira.blood == 5 - 2 and kurt.blood == 5 - 1 - 1


def test_6_4_3_combat_ends_as_soon_as_a_minion_is_not_ready() -> None:
    """6.4.3: a combatant sent to torpor ends combat: no additional strikes, no press."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=3, pot=2, cel=1)
    ira = vampire(state, 1, "Ira", blood=1)
    hand(state, 0, "Roundhouse", "Blur", "Apportation")
    prompts = drive(combat(state, kurt, ira), [("card", "Roundhouse [POT]")])
    assert ira.region is Region.TORPOR and ira.wounded
    assert {p.kind for p in prompts} == {"strike"}


def test_6_4_5_first_strike_resolves_before_the_opposing_strike() -> None:
    """6.4.5: if first strike sends the opponent to torpor, his strike does not resolve."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=2)
    ira = vampire(state, 1, "Ira", blood=2)
    combat_card(state, 1, "Lightning Jab", "Strike: 3 damage with first strike.")
    drive(combat(state, kurt, ira), [("card", "Lightning Jab")])
    assert kurt.region is Region.TORPOR and kurt.blood == 0
    assert ira.blood == 2


def test_6_4_5_combat_ends_resolves_first_and_majesty_unlocks() -> None:
    """6.4.5: combat ends resolves before any strike; superior Majesty unlocks the vampire."""
    state = table()
    barth = put(state, "Barth", 0, blood=4)
    barth.locked = True
    hand(state, 0, "Majesty")
    ira = vampire(state, 1, "Ira", blood=3)
    combat_card(state, 1, "Lightning Jab", "Strike: 3 damage with first strike.")
    prompts = drive(
        combat(state, barth, ira), [("card", "Majesty [PRE]"), ("card", "Lightning Jab")]
    )
    assert barth.blood == 4 - 1 and barth.region is Region.READY
    assert not barth.locked
    assert "Barth unlocks" in lines(state)
    assert not any(p.kind == "press" for p in prompts)


def test_6_4_5_cohn_rose_steals_blood_from_a_mage() -> None:
    """6.4.5: Cohn (capacity 5, 4 blood) steals 3 from a mage with 2 life striking 2R."""
    state = table()
    cohn = put(state, "Cohn Rose", 0, blood=4)
    mage_card = Card(
        id=920000,
        name="mage",
        printed_name="Mage",
        types=("Ally",),
        text="Mage with 2 life.",
        life=2,
        strength=1,
    )
    mage = place(state, mage_card, 1, blood=2)
    magnum = equip(state, mage, ".44 Magnum")
    combat_card(state, 0, "Blood Theft", "Strike, ranged: steal 3 blood.")
    drive(combat(state, cohn, mage), [("card", "Blood Theft"), ("weapon", ".44 Magnum")])
    assert "Cohn Rose steals 2 life from Mage (1 drains off)" in lines(state)
    assert mage.region is Region.ASH_HEAP and magnum.region is Region.ASH_HEAP
    assert cohn.blood == 3 and cohn.region is Region.READY


def test_6_4_5_dodge_protects_only_the_dodger() -> None:
    """6.4.5: a dodge deals no damage and cancels the opposing strike's effects on the dodger."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=3)
    ira = vampire(state, 1, "Ira", blood=3)
    hand(state, 0, "Dodge")
    prompts = drive(combat(state, kurt, ira), [("card", "Dodge")])
    dodge = next(o for o in prompts[0].options if o.key == "card")
    assert dodge.numbers["dodge"] is True and dodge.numbers["damage"] == 0
    assert kurt.blood == 3 and ira.blood == 3


def test_6_4_5_burn_equipment_chooses_the_equipment_as_the_strike_is_declared() -> None:
    """6.4.5: the striker chooses which equipment to burn; it can be used until the burn."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=4, pot=1)
    ira = vampire(state, 1, "Ira", blood=3)
    magnum = equip(state, ira, ".44 Magnum")
    bike = equip(state, ira, "Sport Bike")
    hand(state, 0, "Shattering Blow")
    prompts = drive(
        combat(state, kurt, ira),
        [("card", "Shattering Blow"), ("equipment", ".44 Magnum"), ("weapon", ".44 Magnum")],
    )
    chosen = next(p for p in prompts if p.kind == "equipment")
    assert chosen.section == "6.4.5" and chosen.decider == 0
    assert [o.label for o in chosen.options] == ["Burn .44 Magnum", "Burn Sport Bike"]
    assert magnum.region is Region.ASH_HEAP
    assert bike.host is ira
    assert kurt.blood == 4 - 2  # the Magnum strikes at the same time as it is burned


def test_6_4_5_a_burn_equipment_strike_needs_equipment_to_choose() -> None:
    """6.4.5: with no equipment on the opposing minion there is nothing to choose."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=4, pot=1)
    ira = vampire(state, 1, "Ira", blood=3)
    hand(state, 0, "Shattering Blow")
    prompts = drive(combat(state, kurt, ira), [])
    assert not any("Shattering Blow" in o.label for p in prompts for o in p.options)


@pytest.mark.parametrize(
    ("name", "level", "equipment"),
    [
        ("Fractured Armament", {"pot": 2}, None),  # [POT]: "As above, with 1 damage."
        ("Shattering Blow", {"pot": 2}, None),  # [POT]: with first strike
        ("Fast Hands", {"cel": 2}, "Sport Bike"),  # steal weapon: a bike is no weapon
        ("Blessing of Durga Syn", {"chi": 2}, None),
    ],
)
def test_6_4_5_an_equipment_strike_with_nothing_to_take_cannot_be_chosen(
    name: str, level: dict[str, int], equipment: str | None
) -> None:
    """6.4.5: the equipment (or weapon) a burn or steal strike takes is chosen as the strike
    is declared ("a weapon must be chosen"), so with none on the opposing minion the card is no
    strike at all, even at a level that adds damage or first strike.  The card rulings agree
    for each of these cards: "Cannot be used if there is no equipment to destroy" / "... no
    weapon to steal" [RTR 19980928]."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=4, **level)
    ira = vampire(state, 1, "Ira", blood=3)
    if equipment:
        equip(state, ira, equipment)
    hand(state, 0, name)
    prompts = drive(combat(state, kurt, ira), [])  # only his hands: nothing to ask
    assert not any(name in o.label for p in prompts for o in p.options)
    assert ira.blood == 3 - 1 and "Kurt strikes: Hand strike: 1 damage" in lines(state)


def test_6_4_5_steal_weapon_with_first_strike_takes_the_opposing_weapon_strike() -> None:
    """6.4.5: a weapon stolen with first strike loses its strike; the thief cannot use it yet."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=4, capacity=6, cel=2)
    ira = vampire(state, 1, "Ira", blood=3)
    magnum = equip(state, ira, ".44 Magnum")
    hand(state, 0, "Fast Hands", "Blur")
    prompts = drive(
        combat(state, kurt, ira),
        [
            ("card", "Fast Hands [CEL]"),
            ("weapon", ".44 Magnum"),
            ("play", "Blur"),
        ],
    )
    assert magnum.host is kurt and magnum.controller == 0
    assert kurt.blood == 4 - 1 - 1  # Fast Hands and Blur; Ira's Magnum strike did nothing
    assert "Ira no longer has .44 Magnum: the strike has no effect" in lines(state, "6.4.5")
    additional = [p for p in prompts if p.kind == "strike" and p.decider == 0][-1]
    assert not any(o.key == "weapon" for o in additional.options)  # not usable this round
    assert ira.blood == 3 - 1  # the additional strike was a hand strike


def test_6_4_5_a_dodge_protects_the_dodgers_equipment() -> None:
    """6.4.5: a dodge protects the dodging minion and the cards on him."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=4, chi=1)
    ira = vampire(state, 1, "Ira", blood=3)
    bike = equip(state, ira, "Sport Bike")
    hand(state, 0, "Blessing of Durga Syn")
    hand(state, 1, "Dodge")
    drive(
        combat(state, kurt, ira),
        [("card", "Blessing of Durga Syn"), ("card", "Dodge")],
    )
    assert bike.host is ira and bike.controller == 1
    assert "Ira dodges Kurt's strike" in lines(state, "6.4.5")


def test_6_4_7_a_ranged_strike_can_target_a_retainer_at_long_range() -> None:
    """6.4.7: at long range a ranged strike may aim at an opposing retainer instead."""
    state = table()
    mazz = put(state, "Mazz", 0, blood=3)
    equip(state, mazz, ".44 Magnum")
    ira = vampire(state, 1, "Ira", blood=3, ani=1)
    spy = put(state, "Raven Spy", 1, Region.HAND)
    attach(state, spy, ira)
    spy.blood = 1
    drive(combat(state, mazz, ira), [("maneuver", ".44 Magnum"), ("weapon", "at Raven Spy")])
    assert spy.region is Region.ASH_HEAP
    assert ira.blood == 3


# -- 6.4.6 damage prevention -----------------------------------------------------------------------


def test_6_4_6_prevention_cards_are_played_one_at_a_time() -> None:
    """6.4.6: the damaged minion prevents damage with cards, then heals what is left."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=3, pot=2)
    ira = vampire(state, 1, "Ira", blood=3, **{"for": 1})
    hand(state, 0, "Roundhouse")
    hand(state, 1, "Rolling with the Punches", "Rolling with the Punches")
    prompts = drive(
        combat(state, kurt, ira),
        [("card", "Roundhouse [POT]"), ("play", "Rolling"), ("play", "Rolling")],
    )
    prevent = [p for p in prompts if p.kind == "prevent"]
    assert [p.context["damage"] for p in prevent] == [4, 3]  # no third card: not asked again
    assert all(p.section == "6.4.6" for p in prevent)
    assert ira.blood == 3 - 2 and kurt.blood == 3 - 1


def test_6_4_6_a_card_not_automated_prevents_by_hand() -> None:
    """1.4 and 6.4.6: a prevention card with no automated effect is paid, then resolved by hand."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=3, pot=2)
    ira = vampire(state, 1, "Ira", blood=3, **{"for": 1})
    hand(state, 0, "Roundhouse")
    armor = hand(state, 1, "Armor of Vitality")[0]
    prompts = drive(
        combat(state, kurt, ira),
        [("card", "Roundhouse [POT]"), ("play", "Armor of Vitality"), ("prevent", "prevents 4")],
    )
    assert any(p.kind == "judge" for p in prompts)
    assert armor.region is Region.ASH_HEAP
    assert ira.blood == 3 - 1 and ira.region is Region.READY  # 1 blood for the card, no damage


# -- 6.4.4 press ------------------------------------------------------------------------------------


def test_6_4_4_an_uncanceled_press_starts_another_round() -> None:
    """6.4.4: a press to continue starts a new round at close range; a press cancels it."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=5, tha=1, cel=1)
    ira = vampire(state, 1, "Ira", blood=5, cel=1)
    apportation = hand(state, 0, "Apportation")[0]
    hand(state, 1, "Resist Earth's Grasp")
    prompts = drive(combat(state, kurt, ira), [("press", "Apportation")])
    assert apportation.region is Region.ASH_HEAP
    assert "Combat round 2" in lines(state)
    assert kurt.blood == 3 and ira.blood == 3
    presses = [p for p in prompts if p.kind == "press"]
    assert presses[0].section == "6.4.4"
    # Ira could have canceled the press; Apportation is only usable to continue combat.
    assert any(o.key == "press" and "to end combat" in o.label for o in presses[1].options)


def test_6_4_4_a_press_only_usable_to_continue_cannot_cancel() -> None:
    """6.4.4 and Apportation: "only usable to continue combat" is never offered to end it."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=5, cel=1)
    ira = vampire(state, 1, "Ira", blood=5, tha=1)
    hand(state, 0, "Resist Earth's Grasp")
    hand(state, 1, "Apportation")
    prompts = drive(combat(state, kurt, ira), [("press", "Resist")])
    presses = [p for p in prompts if p.kind == "press"]
    # Round 1: Ira is not asked to cancel; round 2: Apportation may only continue.
    assert [(p.decider, p.context["combat_round"]) for p in presses] == [(0, 1), (1, 2)]
    assert not any("to end combat" in o.label for o in presses[1].options)
    assert "Combat round 2" in lines(state)


# -- who can fight (6.4) ----------------------------------------------------------------------------


def test_6_4_minions_of_one_methuselah_never_fight() -> None:
    """6.4: your minions cannot enter combat with your other minions."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=3)
    ira = vampire(state, 0, "Ira", blood=3)
    assert drive(combat(state, kurt, ira), []) == []
    assert kurt.blood == 3 and ira.blood == 3


def test_6_4_a_combat_card_not_automated_is_offered_in_the_step_it_names() -> None:
    """1.4: a maneuver card with no automated effect is offered as a maneuver, by hand."""
    state = table()
    kurt = vampire(state, 0, "Kurt", blood=3, cel=1, pot=1)
    ira = vampire(state, 1, "Ira", blood=3)
    hand(state, 0, "Backstep", "Lapse")
    prompts = drive(combat(state, kurt, ira), [("play", "Lapse")])
    before = prompts[0]
    assert (before.kind, before.section) == ("before-range", "6.4.2")
    assert any("(resolve by hand)" in o.label for o in before.options)
    maneuver = next(p for p in prompts if p.kind == "maneuver")
    assert any("Backstep" in o.label and "(resolve by hand)" in o.label for o in maneuver.options)


# -- properties -------------------------------------------------------------------------------------

POOL = (
    "Dodge",
    "Roundhouse",
    "Undead Strength",
    "Majesty",
    "Theft of Vitae",
    "Blur",
    "Arms of Ahriman",
    "Apportation",
    "Resist Earth's Grasp",
    "Rolling with the Punches",
    "Pursuit",
    "Skin of Rock",
    "Superior Mettle",
    "Hidden Strength",
    "Side Strike",
    "Quick Jab",
    "Immortal Grapple",
    "Touch of Oblivion",
    "Carrion Crows",
    "Taste of Vitae",
    "Trap",
    "Target Vitals",
    "Flesh of Marble",
    "Unflinching Persistence",
    "Weighted Walking Stick",
    "Disarm",
    "Hunger of Marduk",
    "Aid from Bats",
    "Skin of Steel",
    "Concealed Weapon",
    "Form of Mist",
    "Pass Through Shadow",
    "Torn Signpost",
    "Claws of the Dead",
    "Anesthetic Touch",
)
WEAPONS = (".44 Magnum", "Ivory Bow", "Submachine Gun", "Meat Cleaver")
DISCIPLINES = ("pot", "cel", "pre", "tha", "obl", "for", "ani", "pro", "obe")


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=2**32))
def test_6_4_random_combats_end_and_never_go_negative(seed: int) -> None:
    """6.4: any legal choices end combat, with no negative blood or life and no vampire above capacity."""
    rng = random.Random(seed)
    state = table()
    fighters = []
    for seat in (0, 1):
        levels = {d: rng.randint(1, 2) for d in rng.sample(DISCIPLINES, 3)}
        if rng.random() < 0.3:
            card = Card(
                id=930000 + seat,
                name=f"ally {seat}",
                printed_name=f"Ally {seat}",
                types=("Ally",),
                text="",
                life=3,
                strength=2,
            )
            minion = place(state, card, seat, blood=rng.randint(1, 3))
        else:
            minion = vampire(state, seat, f"V{seat}", blood=rng.randint(0, 5), **levels)
        for _ in range(rng.randint(0, 2)):
            equip(state, minion, rng.choice(WEAPONS))
        hand(state, seat, *rng.choices(POOL, k=7))
        for name in rng.choices(POOL, k=10):
            put(state, name, seat, Region.LIBRARY)
        fighters.append(minion)
    gen = combat(state, fighters[0], fighters[1])
    asked = 0
    try:
        prompt = next(gen)
        while True:
            asked += 1
            assert asked < 500, "combat does not end"
            assert prompt.options and prompt.section
            choice = 0 if prompt.kind == "judge" else rng.randrange(len(prompt.options))
            for card in state.cards.values():
                assert card.blood >= 0
            prompt = gen.send(choice)
    except StopIteration:
        pass
    for card in state.cards.values():
        assert card.blood >= 0
        if card.is_vampire and card.region is Region.READY:
            assert card.blood <= card.capacity
    assert not state.playing  # every card played went somewhere
    for seat in (0, 1):
        assert len(state.players[seat].hand) == 7 or not state.players[seat].library
