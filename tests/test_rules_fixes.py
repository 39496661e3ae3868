"""Rules tests for points the per-card cases cannot show: an Enkil Cog action canceled as it is
played, a minion made to block by a card, modifiers on a card that leaves play, Saulot and a
Baali's damage."""

from __future__ import annotations

from tables import advance, card, options, pick, table

from vtes_tui.rules.events import Modifier
from vtes_tui.rules.state import Region
from vtes_tui.rules.zones import add_modifier, burn, move, set_red_list


def _seq_on_cog_offer(canceller: dict[str, object]):  # noqa: ANN202
    seq = table(
        {"name": "Alice", "ready": [{"card": "Aunt Linda", "blood": 3}]},
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 2, "attached": ["Enkil Cog"]}],
            "hand": ["Computer Hacking"],
        },
        canceller,
        phase="minion",
        turn=5,
    )
    advance(seq, lambda s: any("Lock Enkil Cog" in o.label for o in options(s)))
    return seq


def test_enkil_cog_action_canceled_as_played_leaves_the_cog_locked_and_the_vampire_free() -> None:
    """Ruling LSJ 20081213-1 (Enkil Cog): an action canceled as it is played (Direct
    Intervention, 1.6.1.1) leaves the Cog locked, and the vampire may take an action again."""
    seq = _seq_on_cog_offer({"name": "Carol", "hand": ["Direct Intervention"]})
    pick(seq, "card", "Computer Hacking")
    pick(seq, "cancel", "Direct Intervention")
    cog, mazz = card(seq.state, "Enkil Cog"), card(seq.state, "Mazz")
    assert cog.locked and not mazz.locked
    assert seq.prompt is not None and seq.prompt.decider == 1
    pick(seq, "bleed", "Mazz bleeds Carol")
    advance(seq, lambda s: s.state.players[2].pool < 29)
    assert mazz.locked and seq.state.players[2].pool == 30 - 1 - 2  # Direct Intervention, the bleed


def test_enkil_cog_action_canceled_can_be_let_lost() -> None:
    """Ruling LSJ 20081213-1: the vampire may instead let the Cog's effect be lost; he stays
    unlocked and the Cog locked."""
    seq = _seq_on_cog_offer({"name": "Carol", "hand": ["Direct Intervention"]})
    pick(seq, "card", "Computer Hacking")
    pick(seq, "cancel", "Direct Intervention")
    pick(seq, "end", "Let Enkil Cog's action be lost")
    assert card(seq.state, "Enkil Cog").locked and not card(seq.state, "Mazz").locked
    assert seq.state.players[2].pool == 30 - 1  # Direct Intervention only


def _nakhthorheb_bleeds(bob: dict[str, object], carol: dict[str, object]):  # noqa: ANN202
    seq = table(
        {"name": "Alice", "ready": [{"card": "Nakhthorheb", "blood": 4}]},
        bob,
        carol,
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Nakhthorheb bleeds Bob")
    return seq


def _offered(seq, text: str) -> bool:  # noqa: ANN001
    return seq.prompt is not None and any(text in o.label for o in seq.prompt.options)


def test_a_vampire_made_to_block_by_eagles_sight_must_still_be_one_that_may_block() -> None:
    """6.2.2.1: Eagle's Sight [AUS] ignores only the prey, predator or target restrictions;
    Nakhthorheb's bar (minions with his Methuselah's corruption counters cannot block him)
    still holds, so the card is not offered."""
    seq = _nakhthorheb_bleeds(
        {"name": "Bob", "ready": []},
        {
            "name": "Carol",
            "ready": [{"card": "America Johnson", "blood": 3, "corruption": [0]}],
            "hand": ["Eagle's Sight"],
        },
    )
    advance(seq, lambda s: _offered(s, "Eagle's Sight") or s.state.players[1].pool < 30)
    assert not _offered(seq, "Eagle's Sight")
    assert seq.state.players[1].pool == 30 - 1


def test_a_vampire_made_to_block_by_eagles_sight_may_block_without_a_bar() -> None:
    """The same table without the corruption counter: Eagle's Sight [AUS] is offered."""
    seq = _nakhthorheb_bleeds(
        {"name": "Bob", "ready": []},
        {
            "name": "Carol",
            "ready": [{"card": "America Johnson", "blood": 3}],
            "hand": ["Eagle's Sight"],
        },
    )
    advance(seq, lambda s: _offered(s, "Eagle's Sight") or s.state.players[1].pool < 30)
    assert _offered(seq, "Eagle's Sight [AUS]")


def test_a_locked_vampire_woken_to_block_must_still_be_one_that_may_block() -> None:
    """6.2.2: Eluding the Arms of Morpheus unlocks a locked vampire and makes him attempt to
    block; Nakhthorheb's bar still holds against a vampire with Alice's corruption counter."""
    seq = _nakhthorheb_bleeds(
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 3, "locked": True, "corruption": [0]}],
            "hand": ["Eluding the Arms of Morpheus"],
        },
        {"name": "Carol", "ready": []},
    )
    advance(seq, lambda s: _offered(s, "Eluding") or s.state.players[1].pool < 30)
    assert not _offered(seq, "Eluding")
    assert card(seq.state, "Mazz").locked and seq.state.players[1].pool == 30 - 1


def _capuchin_on_the_rack():  # noqa: ANN202
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "The Capuchin", "blood": 3}],
            "in_play": [{"card": "The Rack", "chosen": ["The Capuchin"]}],
        },
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    capuchin = card(seq.state, "The Capuchin")
    add_modifier(seq.state, Modifier("bleed", 1, "unlock", card=capuchin.uid, seat=0))
    return seq, capuchin


def test_the_capuchin_burned_is_a_new_vampire_that_effects_lose_track_of() -> None:
    """Ruling ANK 20200417 (The Capuchin): once burned he is a new vampire for all purposes:
    all cards and effects lose track of him (The Rack does not target him anymore)."""
    seq, capuchin = _capuchin_on_the_rack()
    burn(seq.state, capuchin)
    assert capuchin.region is Region.UNCONTROLLED  # his own ability (1.1.2)
    assert not [m for m in seq.state.modifiers if m.card == capuchin.uid]
    assert card(seq.state, "The Rack").chosen == []


def test_a_burned_vampire_back_in_play_is_no_longer_what_he_became_in_play() -> None:
    """Ruling ANK 20200417: a burned vampire back in play is a new vampire. Mazz became anarch
    (10.5), yielded a contested title (4.2) and was made Red List (11) in play; burned, then
    brought back to the ready region, he is none of these."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Mazz", "blood": 3, "anarch": True}]},
        {"name": "Bob", "ready": [{"card": "Kathy Glens", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    mazz = card(seq.state, "Mazz")
    mazz.title_yielded = mazz.title_contested = True
    set_red_list(seq.state, mazz, True)
    assert mazz.anarch and mazz.red_list
    burn(seq.state, mazz)
    move(seq.state, mazz, Region.READY)
    assert not mazz.anarch and not mazz.title_yielded and not mazz.title_contested
    assert mazz.red_list is None
    assert mazz.sect == mazz.card.sect


def test_a_vampire_banished_without_burning_remembers_the_effects_on_him() -> None:
    """Rulings LSJ 20010809 (Banishment): a vampire moved to the uncontrolled region, not
    burned, remembers the continuous effects on him (The Rack) if influenced back."""
    seq, capuchin = _capuchin_on_the_rack()
    move(seq.state, capuchin, Region.UNCONTROLLED)
    assert [m for m in seq.state.modifiers if m.card == capuchin.uid]
    assert card(seq.state, "The Rack").chosen == [capuchin.uid]


def test_saulot_takes_no_press_step_damage_from_a_baalis_restraint() -> None:
    """Saulot: "Damage Baali inflict on Saulot is reduced to 0", whatever inflicts it: also
    the environmental damage of a Baali's Drawing Out the Beast [ANI] in each press step
    (rulings: an effect of the opposing minion, 6.4.6)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Cybele", "blood": 5}],
            "hand": ["Drawing Out the Beast"],
        },
        {"name": "Bob", "ready": [{"card": "Saulot, The Wanderer", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Cybele bleeds Bob")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Saulot")
    advance(seq, lambda s: any("Drawing Out the Beast [ANI]" in o.label for o in options(s)))
    pick(seq, "play", "Drawing Out the Beast [ANI]")
    advance(seq, lambda s: any("Combat ends" in e.text for e in s.state.log))
    assert any("environmental" in e.text or "reduced to 0" in e.text for e in seq.state.log)
    assert card(seq.state, "Saulot, The Wanderer").blood == 4


def test_repulsion_burns_as_its_vampire_goes_to_torpor() -> None:
    """Repulsion [OBE]: "Burn this card if this vampire is in torpor" (6.5.1)."""
    from vtes_tui.rules.damage import send_to_torpor

    seq = table(
        {
            "name": "Alice",
            "ready": [
                {
                    "card": "Blanche Hill",
                    "blood": 4,
                    "attached": [{"card": "Repulsion", "level": "OBE"}],
                }
            ],
        },
        {"name": "Bob", "ready": []},
        phase="minion",
        turn=5,
    )
    send_to_torpor(seq.state, card(seq.state, "Blanche Hill"))
    assert card(seq.state, "Repulsion").region is Region.ASH_HEAP


def test_no_more_action_modifiers_once_approximation_of_loyalty_cancels() -> None:
    """Approximation of Loyalty [PRE]: "No more action modifiers can be played on this
    action": Conditioning is not offered once it canceled Deflection."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alice Chen", "blood": 4}],
            "hand": ["Approximation of Loyalty", "Conditioning"],
        },
        {"name": "Bob", "ready": [{"card": "Madison", "blood": 3}], "hand": ["Deflection"]},
        {"name": "Carol", "ready": []},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Alice Chen bleeds Bob")
    advance(seq, lambda s: _offered(s, "Deflection [dom]"))
    pick(seq, "play", "Deflection [dom]")
    pick(seq, "cancel", "Approximation of Loyalty [PRE]")
    offered = []

    def done(s) -> bool:  # noqa: ANN001
        offered.append(any("Conditioning" in o.label for o in options(s, "play")))
        return s.state.players[1].pool < 30

    advance(seq, done)
    assert not any(offered)
    assert seq.state.players[1].pool == 30 - 1


def test_tangle_atropos_hand_stealth_is_spent_on_the_next_action() -> None:
    """Tangle Atropos' Hand [TEM]: +1 stealth during his next action this turn, that action
    only (Veil the Legions' +1 stealth on her next actions is the seat's, not his)."""
    from vtes_tui.rules.actions import action_stealth

    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Mikael Birkholm", "blood": 5}],
            "hand": ["Computer Hacking", "Tangle Atropos' Hand"],
        },
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "card", "with Computer Hacking")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Mazz")
    advance(seq, lambda s: _offered(s, "Tangle Atropos' Hand [TEM]"))
    pick(seq, "play", "Tangle Atropos' Hand [TEM]")
    pick(seq, "discard", "Discard Choir")
    advance(seq, lambda s: bool(options(s, "hunt")))
    pick(seq, "hunt", "Mikael Birkholm hunts (+2 stealth)")  # 6.1.2: +1, and the card's
    mikael = card(seq.state, "Mikael Birkholm")
    assert mikael.locked and action_stealth(seq.state, mikael, "bleed", True) == 0


def test_voices_of_the_castle_helps_only_a_vampire_the_slave_serves() -> None:
    """Voices of the Castle [vis]: +1 intercept to "a vampire to whom this vampire is
    enslaved" (11): a Tremere slave cannot give it to a blocking Ventrue."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Mazz", "blood": 2}]},
        {
            "name": "Bob",
            "ready": [{"card": "Madison", "blood": 3}, {"card": "Luma, Stone Beauty", "blood": 3}],
            "hand": ["Voices of the Castle"],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "hunt", "Mazz hunts")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Madison")
    seen = []

    def done(s) -> bool:  # noqa: ANN001
        seen.append(_offered(s, "Luma, Stone Beauty plays Voices of the Castle"))
        return any("Mazz gains" in e.text or "blocked by" in e.text for e in s.state.log)

    advance(seq, done)
    assert not any(seen)


def test_obedient_flesh_gives_one_optional_maneuver_this_round() -> None:
    """Obedient Flesh [DOM][PRO]: "This round, this vampire gets ... 1 optional maneuver"
    (6.4.2): offered at the range step after it is played before range."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Ángel Guerrero", "blood": 5}],
            "hand": ["Obedient Flesh"],
        },
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Ángel Guerrero bleeds Bob")
    advance(seq, lambda s: bool(options(s, "block")))
    pick(seq, "block", "Block with Aleph")
    advance(seq, lambda s: _offered(s, "Obedient Flesh [DOM]"))
    pick(seq, "play", "Obedient Flesh [DOM]")
    pick(seq, "maneuver", "Use the optional maneuver to go to long range")
    assert any("maneuvers to long range" in e.text for e in seq.state.log)
