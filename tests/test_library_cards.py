"""The rules of the most-played library cards automated from the tournament decklists, beyond
their cases (tests/cards/cases_tournament_library.py): the targets they may be announced with,
what they do once combat is under way."""

from __future__ import annotations

from tables import advance, card, options, pick, table

from vtes_tui.rules.abilities import ability_options
from vtes_tui.rules.state import Region
from vtes_tui.rules.zones import burn
from vtes_tui.sequencer.core import Sequencer

HARASS = {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}], "hand": ["Harass"]}


def _harass_targets(*bob: dict) -> list[str]:
    seq = table(HARASS, {"name": "Bob", "ready": list(bob)}, phase="minion", turn=5)
    return [o.label for o in options(seq, "card") if "Harass" in o.label]


def test_harass_targets_a_vampire_with_three_or_fewer_blood_or_a_locked_minion() -> None:
    """Harass: "Enter combat with a vampire who has 3 or fewer blood or with a locked minion"."""
    found = _harass_targets(
        {"card": "Aleph", "blood": 4},
        {"card": "Mazz", "blood": 3},
        {"card": "Agrippina", "blood": 5, "locked": True},
    )
    assert [label.split(" (")[0] for label in found] == [
        "Alice Chen plays Harass at Mazz",
        "Alice Chen plays Harass at Agrippina",
    ]


def test_harass_has_no_effect_on_a_target_that_no_longer_fits() -> None:
    """Rulings (Harass, LSJ 20070411): unblocked, against a target now unlocked with more than 3
    blood, the action "fizzles": no combat."""
    seq = table(
        HARASS, {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]}, phase="minion", turn=5
    )
    pick(seq, "card", "Harass at Mazz")
    card(seq.state, "Mazz").blood = 4  # as if he gained blood during the action
    advance(seq, lambda s: any("no longer a valid target" in e.text for e in s.state.log))
    assert not any("enter combat" in e.text for e in seq.state.log)


def test_harass_gives_one_press_for_the_combat() -> None:
    """Harass: "1 optional press ... during that combat": used in round 1, none in round 2."""
    seq = table(
        HARASS, {"name": "Bob", "ready": [{"card": "Aleph", "blood": 3}]}, phase="minion", turn=5
    )
    pick(seq, "card", "Harass at Aleph")
    advance(seq, lambda s: bool(options(s, "press")))
    pick(seq, "press", "Use the optional press to continue combat (Harass)")
    advance(seq, lambda s: any("Combat round 2" in e.text for e in s.state.log))
    advance(seq, lambda s: bool(options(s, "press")) or s.state.phase.value != "minion")
    assert not options(seq, "press")
    assert not any("Combat round 3" in e.text for e in seq.state.log)


def _abbot_block_intercept(key: str, action: str) -> int:
    """Aaron Bathurst's intercept in his block attempt against Mazz's action (Bob's turn)."""
    aaron = {"card": "Aaron Bathurst", "blood": 4, "attached": ["Abbot"]}
    seq = table(
        {"name": "Alice", "ready": [aaron]},
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]},
        phase="minion",
        current=1,
        turn=5,
    )
    pick(seq, key, action)
    advance(seq, lambda s: bool(options(s, "block")))
    (block,) = options(seq, "block")
    return int((block.numbers or {})["intercept"])


def test_abbot_gives_intercept_only_during_actions_directed_at_his_controller() -> None:
    """Abbot: "+1 intercept during actions directed at their controller"; not during an
    undirected action (rulings LSJ 20061222: nor one directed at another Methuselah)."""
    assert _abbot_block_intercept("bleed", "Mazz bleeds Alice") == 1
    assert _abbot_block_intercept("hunt", "Mazz hunts") == 0


def test_a_minion_may_have_only_one_leather_jacket() -> None:
    """Leather Jacket: "A minion may have only one Leather Jacket" (read like "can")."""
    worn = {"card": "Alice Chen", "blood": 4, "attached": ["Leather Jacket"]}
    seq = table(
        {"name": "Alice", "ready": [worn], "hand": ["Leather Jacket"]},
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    assert not [o for o in options(seq, "equip") if "Leather Jacket" in o.label]


def _rifle_fight(rifle_on_actor: bool) -> list[str]:
    """Krid bleeds Bob, blocked by Mazz, the Sniper Rifle on one of them; every label offered
    from the block to the end of the first round, everything declined."""
    rifle = {"attached": ["Sniper Rifle"]}
    krid = {"card": "Krid", "blood": 3, **(rifle if rifle_on_actor else {})}
    mazz = {"card": "Mazz", "blood": 3, **({} if rifle_on_actor else rifle)}
    seq = table({"name": "Alice", "ready": [krid]}, {"name": "Bob", "ready": [mazz]}, **MINION)
    pick(seq, "bleed", "Krid bleeds Bob")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Mazz")
    offered: list[str] = []

    def round_over(s: Sequencer) -> bool:
        offered.extend(o.label for o in options(s))
        return any(e.text.startswith("Mazz strikes") for e in s.state.log)

    advance(seq, round_over)
    return offered


MINION = {"phase": "minion", "turn": 5}


def test_the_sniper_rifle_sets_the_range_only_for_its_blocking_bearer() -> None:
    """Sniper Rifle: "If the bearer blocks": the acting minion bearing it gets no such option."""
    assert not [label for label in _rifle_fight(True) if "set the range" in label]


def test_the_sniper_rifle_strike_is_only_usable_at_long_range() -> None:
    """Sniper Rifle: "Strike: 2R damage, only usable at long range": declining to set the
    range, round 1 is at close range, where its strike is not offered."""
    offered = _rifle_fight(False)
    assert "Sniper Rifle: set the range to long (its strike this round)" in offered
    assert not [label for label in offered if "2R damage" in label]


def test_scourge_of_the_enochians_moves_on_though_no_vampire_is_burned() -> None:
    """Scourge of the Enochians: "your predator takes control of this card (even if you do not
    burn a vampire)"; Mazz (capacity 3) is not offered."""
    seq = table(
        {"name": "Alice", "in_play": ["Scourge of the Enochians"]},
        {"name": "Bob", "ready": [{"card": "Krid", "blood": 2}, {"card": "Mazz", "blood": 2}]},
        phase="discard",
        turn=5,
    )
    assert [o.label for o in options(seq)] == ["Burn Krid", "Burn no one"]
    pick(seq, "pass")
    assert card(seq.state, "Krid").region is Region.READY
    assert card(seq.state, "Scourge of the Enochians").controller == 1


def test_rutors_hand_unlocks_its_vampire_in_her_minion_phase() -> None:
    """Rutor's Hand: "During your minion phase, this vampire can lock this card to unlock"."""
    locked = {"card": "Cardano", "blood": 3, "locked": True, "attached": ["Rutor's Hand"]}
    seq = table({"name": "Alice", "ready": [locked]}, {"name": "Bob"}, **MINION)
    for step in ("unlock", "master", "influence", "discard"):  # her other phases: not there
        assert not ability_options(seq.state, 0, step)
    pick(seq, "ability", "Rutor's Hand: unlock Cardano (lock it)")
    assert not card(seq.state, "Cardano").locked
    assert card(seq.state, "Rutor's Hand").locked


def test_heidelberg_castle_needs_two_ready_vampires_and_no_action_under_way() -> None:
    """Heidelberg Castle, Germany: "between any two ready vampires you control. Cannot be used
    during an action": not offered once blocks are declined, nor with one ready vampire."""
    two = {
        "name": "Alice",
        "in_play": ["Heidelberg Castle, Germany"],
        "ready": [{"card": "Cardano", "blood": 5}, {"card": "Krid", "blood": 1}],
    }
    seq = table(two, {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]}, **MINION)
    assert [o for o in options(seq, "ability") if "Heidelberg" in o.label]
    pick(seq, "hunt", "Krid hunts")
    offered: list[str] = []

    def resolved(s: Sequencer) -> bool:
        if any("Krid gains" in e.text for e in s.state.log):
            return True
        offered.extend(o.label for o in options(s))
        return False

    advance(seq, resolved)
    assert "Do not block (final)" in offered  # Bob declined: then Alice's last chance
    assert not [label for label in offered if "Heidelberg" in label]
    one = two | {"ready": [{"card": "Cardano", "blood": 5}]}
    seq = table(one, {"name": "Bob", "ready": []}, **MINION)
    assert not [o for o in options(seq, "ability") if "Heidelberg" in o.label]


def test_club_illusion_is_used_once_each_bleed_action() -> None:
    """Club Illusion: "burn 1 blood once as they announce a bleed action": not twice in the
    same action (the location does not lock), not for a hunt."""
    alice = {
        "name": "Alice",
        "ready": [{"card": "Anita Wainwright", "blood": 3}],
        "in_play": ["Club Illusion"],
    }
    seq = table(alice, {"name": "Bob", "ready": []}, **MINION)
    pick(seq, "bleed", "Anita Wainwright bleeds Bob")
    pick(seq, "ability", "Club Illusion")
    assert not [o for o in options(seq, "ability") if "Club Illusion" in o.label]
    seq = table(alice, {"name": "Bob", "ready": []}, **MINION)
    pick(seq, "hunt", "Anita Wainwright hunts")
    assert not [o for o in options(seq, "ability") if "Club Illusion" in o.label]


def test_aura_reading_hand_size_ends_with_combat_and_she_discards_down() -> None:
    """Aura Reading [AUS]: "+2 hand size for the remainder of this combat": she draws up to 9
    at once; once combat ends her hand size is 7 again and she discards 2 (1.6.1.2; her
    filler cards are all alike: no choice to ask)."""
    alice = {
        "name": "Alice",
        "ready": [{"card": "Dr. Lawrence Mayhew", "blood": 4}],
        "hand": ["Aura Reading"],
    }
    seq = table(alice, {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]}, **MINION)
    pick(seq, "bleed", "Dr. Lawrence Mayhew bleeds Bob")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Mazz")
    advance(seq, lambda s: bool([o for o in options(s) if "Aura Reading [AUS]" in o.label]))
    pick(seq, "play", "Aura Reading [AUS]")
    texts = [e.text for e in seq.state.log]
    after = texts[texts.index("Combat ends") :]
    assert after[1:3] == ["Alice discards Choir", "Alice discards Choir"]
    alice_now = seq.state.players[0]
    assert alice_now.hand_size == 7 and len(alice_now.hand) == 7


def test_mylan_horseed_cannot_block_vampires() -> None:
    """Mylan Horseed: "Mylan cannot block vampires": Bob's Mylan may not block Krid's bleed,
    his Mazz may."""
    bob = {"name": "Bob", "ready": [{"card": "Mylan Horseed", "blood": 1}, {"card": "Mazz"}]}
    seq = table({"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]}, bob, **MINION)
    pick(seq, "bleed", "Krid bleeds Bob")
    advance(seq, lambda s: bool(options(s, "block")))
    assert [o.label.split(" (")[0] for o in options(seq, "block")] == ["Block with Mazz"]


def test_the_hungry_coyote_feeds_only_sabbat_vampires() -> None:
    """The Hungry Coyote: "Sabbat vampires you control get +1 hunt": Krid (Camarilla) gains
    1."""
    alice = {
        "name": "Alice",
        "ready": [{"card": "Krid", "blood": 1}, {"card": "Mazz", "blood": 2}],
        "in_play": ["The Hungry Coyote"],
    }
    seq = table(alice, {"name": "Bob", "ready": []}, **MINION)
    pick(seq, "hunt", "Krid hunts")
    assert card(seq.state, "Krid").blood == 2  # Mazz has yet to act: the turn goes on


def test_charisma_goes_on_any_ready_vampire() -> None:
    """Charisma: "Put this card on a ready vampire": hers or another Methuselah's."""
    alice = {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 4}], "hand": ["Charisma"]}
    bob = {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]}
    seq = table(alice, bob, phase="master", turn=5)
    assert [o.label for o in options(seq, "master")] == [
        "Play Charisma on Alice Chen",
        "Play Charisma on Mazz",
    ]
    pick(seq, "master", "Play Charisma on Mazz")
    assert card(seq.state, "Charisma").host is card(seq.state, "Mazz")


def test_wmrh_talk_radio_costs_a_pool_when_its_minion_does_not_block() -> None:
    """WMRH Talk Radio: "If that minion does not block the action, burn 1 pool after action
    resolution": +1 intercept is not enough against Procurer's +2 stealth action."""
    alice = {
        "name": "Alice",
        "ready": [{"card": "Procurer", "blood": 1}, {"card": "Krid", "blood": 1}],
    }
    bob = {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}], "in_play": ["WMRH Talk Radio"]}
    seq = table(alice, bob, **MINION)
    pick(seq, "minion-ability", "Procurer moves 1 blood from the blood bank to Krid")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Mazz")
    pick(seq, "ability", "WMRH Talk Radio: Mazz gets +1 intercept")
    advance(seq, lambda s: any("Krid gains 1 blood" in e.text for e in s.state.log))
    assert seq.state.players[1].pool == 30 - 1
    assert any("Bob burns 1 pool (WMRH Talk Radio)" in e.text for e in seq.state.log)


def test_vagabond_mystic_heals_only_hurt_allies_and_cannot_block_vampires() -> None:
    """Vagabond Mystic: "an ally you control who has fewer life than its starting life" (not
    one at full life, nor itself at full life); "cannot block vampires"."""
    alice = {
        "name": "Alice",
        "ready": [{"card": "Vagabond Mystic", "blood": 2}, {"card": "War Ghoul", "blood": 5}],
    }
    seq = table(alice, {"name": "Bob", "ready": []}, phase="master", turn=5)
    assert not [o for o in options(seq, "ability") if "Vagabond Mystic" in o.label]
    bob = {"name": "Bob", "ready": [{"card": "Vagabond Mystic", "blood": 2}, {"card": "Mazz"}]}
    seq = table({"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]}, bob, **MINION)
    pick(seq, "bleed", "Krid bleeds Bob")
    advance(seq, lambda s: bool(options(s, "block")))
    assert [o.label.split(" (")[0] for o in options(seq, "block")] == ["Block with Mazz"]


def test_only_one_fortschritt_library_may_be_played_per_game() -> None:
    """Fortschritt Library: "Only one Fortschritt Library may be played per game" (1.6.1): in
    her next master phase the second copy is not offered (Blood Doll is)."""
    alice = {
        "name": "Alice",
        "ready": [{"card": "Krid", "blood": 2}],
        "hand": ["Fortschritt Library", "Fortschritt Library", "Blood Doll"],
    }
    seq = table(alice, {"name": "Bob", "ready": []}, phase="master", turn=5)
    pick(seq, "master", "Fortschritt Library")
    advance(seq, lambda s: s.state.turn > 5 and s.prompt is not None and s.prompt.kind == "master")
    assert seq.prompt is not None and seq.prompt.decider == 0
    offered = [o.label for o in options(seq, "master")]
    assert offered and not [label for label in offered if "Fortschritt" in label]


def test_sudario_refraction_discards_three_at_random_then_draws() -> None:
    """Sudario Refraction: "then discard 3 cards at random (draw afterward)": three of her
    hand go (the seeded random source chooses), and she draws up, the three from the top."""
    alice = {
        "name": "Alice",
        "ready": [{"card": "Accorri Giovanni", "blood": 5}],
        "hand": ["Sudario Refraction", "Dodge", "Deflection", "Majesty", "Telepathic Misdirection"],
        "ash_heap": ["Conditioning", "Dominate Kine", "Bum's Rush"],
    }
    seq = table(alice, {"name": "Bob", "ready": []}, **MINION)
    pick(seq, "card", "plays Sudario Refraction")
    pick(seq, "card", "Move Conditioning")
    pick(seq, "card", "Move Dominate Kine")
    texts = [e.text for e in seq.state.log]
    assert sum("at random" in t for t in texts) == 3
    hand = [c.name for c in seq.state.players[0].hand]
    assert len(hand) == 7 and {"Conditioning", "Dominate Kine", "Bum's Rush"} <= set(hand)


def test_dragonbound_is_not_replaced_as_long_as_it_is_in_play() -> None:
    """Dragonbound: "Do not replace as long as this card is in play" (1.6.1.2): her hand stays
    one short until the card leaves play, then she draws."""
    hand = ["Dragonbound", "Dodge", "Deflection", "Majesty", "Conditioning", "Bonding", "Seduction"]
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}], "hand": hand},
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 2}]},
        phase="discard",
        turn=5,
    )
    pick(seq, "event", "Dragonbound")
    alice = seq.state.players[0]
    assert len(alice.hand) == 6
    advance(seq, lambda s: s.state.turn > 6)  # her next unlock phase does not replace it
    assert len(alice.hand) == 6
    burn(seq.state, card(seq.state, "Dragonbound"))
    assert len(alice.hand) == 7


def test_an_option_shows_what_the_card_costs_the_minion_playing_it() -> None:
    """1.6.1.3: Mental Maze costs Followers of Set 1 fewer blood: Ahmose Chambers's option
    shows no blood cost, and a Nosferatu's (Baixinho) the printed 1 blood."""
    alice = {
        "name": "Alice",
        "ready": [{"card": "Krid", "blood": 2}, {"card": "Mazz", "blood": 2}],
    }
    labels = {}
    for blocker in ("Ahmose Chambers", "Baixinho"):
        bob = {"name": "Bob", "ready": [{"card": blocker, "blood": 2}], "hand": ["Mental Maze"]}
        seq = table(alice, bob, phase="minion", turn=5)
        pick(seq, "bleed", "Krid bleeds Bob")
        pick(seq, "block", f"Block with {blocker}")
        advance(seq, lambda s: any("Mental Maze" in o.label for o in s.prompt.options))
        labels[blocker] = next(o.label for o in seq.prompt.options if "Mental Maze" in o.label)
    assert "blood" not in labels["Ahmose Chambers"]
    assert "1 blood" in labels["Baixinho"]
