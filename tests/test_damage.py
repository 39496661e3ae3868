"""Rules tests for damage resolution and going to torpor (6.4.6, 6.5.1)."""

from __future__ import annotations

import random

from vtes_tui.cards.data import cards
from vtes_tui.cards.model import Card
from vtes_tui.rules.damage import inflict_damage
from vtes_tui.rules.state import CardInPlay, GameState, Methuselah, Region
from vtes_tui.rules.zones import attach, move

MILO = Card(
    id=940001,
    name="Milo",
    printed_name="Milo",
    types=("Vampire",),
    text="Camarilla.",
    capacity=4,
    sect="Camarilla",
)


def table() -> GameState:
    return GameState(
        seed=0, players=[Methuselah(0, "Alice"), Methuselah(1, "Bob")], rng=random.Random(0)
    )


def put(
    state: GameState, card: Card | str, blood: int, region: Region = Region.READY
) -> CardInPlay:
    instance = state.new_card(cards()[card] if isinstance(card, str) else card, 0)
    state.players[0].library.append(instance)
    move(state, instance, region)
    instance.blood = blood
    return instance


def test_6_4_6_krid_one_aggravated_goes_to_torpor_with_his_blood() -> None:
    """6.4.6: Krid, ready with 1 blood, takes 1 aggravated: wounded, to torpor with 1 blood."""
    state = table()
    krid = put(state, "Krid", blood=1)
    assert inflict_damage(state, krid, 0, 1) == "torpor"
    assert krid.region is Region.TORPOR and krid.blood == 1 and krid.wounded


def test_6_4_6_milo_three_aggravated_empties_him_in_torpor() -> None:
    """6.4.6: Milo, 2 blood, takes 3 aggravated: wounded by 1, burns 2 blood for the others."""
    state = table()
    milo = put(state, MILO, blood=2)
    assert inflict_damage(state, milo, 0, 3) == "torpor"
    assert milo.region is Region.TORPOR and milo.blood == 0


def test_6_4_6_barth_normal_then_aggravated_burns_him() -> None:
    """6.4.6: Barth, 1 blood, takes 2 normal and 1 aggravated: heals 1, wounded, then burned."""
    state = table()
    barth = put(state, "Barth", blood=1)
    assert inflict_damage(state, barth, 2, 1) == "burned"
    assert barth.region is Region.ASH_HEAP and barth.blood == 0


def test_6_4_6_damage_he_can_heal_leaves_him_ready() -> None:
    """6.4.6: each point of damage is healed with 1 blood; burning all his blood is harmless."""
    state = table()
    barth = put(state, "Barth", blood=3)
    assert inflict_damage(state, barth, 3) == "ok"
    assert barth.region is Region.READY and barth.blood == 0 and not barth.wounded


def test_6_4_6_unhealed_normal_damage_sends_him_to_torpor() -> None:
    """6.4.6 and 6.5.1: damage he cannot heal wounds him; a wounded vampire goes to torpor."""
    state = table()
    barth = put(state, "Barth", blood=2)
    assert inflict_damage(state, barth, 5) == "torpor"
    assert barth.region is Region.TORPOR and barth.blood == 0


def test_6_4_6_aggravated_damage_in_torpor_costs_blood_or_burns() -> None:
    """6.4.6: a vampire in torpor is wounded: each aggravated point costs 1 blood or burns him."""
    state = table()
    krid = put(state, "Krid", blood=1, region=Region.TORPOR)
    assert inflict_damage(state, krid, 0, 1) == "ok"
    assert krid.region is Region.TORPOR and krid.blood == 0
    assert inflict_damage(state, krid, 0, 1) == "burned"
    assert krid.region is Region.ASH_HEAP


def test_6_4_6_allies_and_retainers_lose_life_for_either_kind() -> None:
    """6.4.6: allies and retainers lose 1 life a point, aggravated or not, and burn at 0."""
    state = table()
    ally = put(state, "Carlton Van Wyk", blood=3)
    assert inflict_damage(state, ally, 1, 1) == "ok"
    assert ally.blood == 1 and ally.region is Region.READY
    assert inflict_damage(state, ally, 0, 4) == "burned"
    assert ally.region is Region.ASH_HEAP and ally.blood == 0


def test_6_5_1_cards_on_a_vampire_go_to_torpor_with_him() -> None:
    """6.5.1: retainers, equipment and other cards stay on the vampire in torpor."""
    state = table()
    krid = put(state, "Krid", blood=0)
    gun = put(state, ".44 Magnum", blood=0, region=Region.HAND)
    attach(state, gun, krid)
    inflict_damage(state, krid, 1)
    assert krid.region is Region.TORPOR and krid in state.players[0].torpor
    assert gun.host is krid and gun.region is Region.ON_CARD
    assert "Krid goes to torpor with 0 blood" in [e.text for e in state.log]


def test_6_4_6_no_damage_changes_nothing() -> None:
    """6.4.6: fully prevented damage inflicts nothing."""
    state = table()
    krid = put(state, "Krid", blood=0)
    assert inflict_damage(state, krid, 0, 0) == "ok"
    assert krid.region is Region.READY and not krid.wounded
