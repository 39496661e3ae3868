"""Rules tests for more vampires' own abilities (defs/vampires_more.toml): the limits the
per-card cases cannot show (an ability that does not apply, once each combat, a price that
cannot be paid)."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.rules.fight import Fight, Side
from vtes_tui.rules.permanents import bleed_amount, votes_of
from vtes_tui.rules.state import Phase, Region
from vtes_tui.rules.strikes import ability_strikes
from vtes_tui.rules.vampire_combat import before_range_options, use_combat_ability


def test_martin_franckel_bleeds_normally_a_methuselah_with_a_ready_tremere_antitribu() -> None:
    """Martin Franckel: -1 bleed only against a Methuselah with neither a ready Tremere nor a
    ready Tremere antitribu."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Martin Franckel", "blood": 3}]},
        {"name": "Bob", "ready": [{"card": "Janine", "blood": 3}]},  # a Tremere antitribu
        {"name": "Carol", "ready": [{"card": "Madison", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    martin = card(seq.state, "Martin Franckel")
    assert bleed_amount(seq.state, martin, 1) == 1
    assert bleed_amount(seq.state, martin, 2) == 0


def test_anastasz_keeps_his_three_votes_alone() -> None:
    """Anastasz di Zagreb: 1 fewer vote only while another justicar is ready (4.2: his
    justicar title gives 3)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Anastasz di Zagreb", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Madison", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    assert votes_of(seq.state, card(seq.state, "Anastasz di Zagreb")) == 0  # title's 3 apart


def test_suhailah_gets_no_stealth_if_the_prey_has_no_prince() -> None:
    """Suhailah: +1 stealth only if your prey has a ready prince or justicar."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Suhailah", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Madison", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Suhailah")
    assert "vs stealth 0" in options(seq, "block")[0].label


def test_phaibun_cannot_dodge_with_an_empty_hand() -> None:
    """Phaibun: the strike costs a card of the hand at random; none, no strike."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Madison", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Phaibun", "blood": 4}], "hand": []},
        phase="minion",
        turn=5,
    )
    fight = Fight(
        seq.state, Side(card(seq.state, "Madison"), 0), Side(card(seq.state, "Phaibun"), 1)
    )
    assert ability_strikes(seq.state, fight.opposing) == []


def test_kasim_discards_for_strength_once_each_combat() -> None:
    """Kasim Bayar: once each combat, one political action card for +2 strength."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Kasim Bayar", "blood": 4}],
            "hand": ["Ancilla Empowerment", "Kine Resources Contested"],
        },
        {"name": "Bob", "ready": [{"card": "Madison", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    fight = Fight(
        seq.state, Side(card(seq.state, "Kasim Bayar"), 0), Side(card(seq.state, "Madison"), 1)
    )
    offered = before_range_options(fight, fight.acting)
    assert len(offered) == 2  # one for each political action card
    use_combat_ability(fight, fight.acting, offered[0])
    assert seq.state.cards[offered[0].card].region is Region.ASH_HEAP
    assert before_range_options(fight, fight.acting) == []


def test_the_capuchins_transfers_come_in_the_influence_phase_after_his_burning() -> None:
    """The Capuchin: burned in Bob's turn, +3 transfers in Alice's next influence phase only
    (7: 4 transfers, and 3 more); the turn after, 4 again."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "The Capuchin", "blood": 0}]},
        {"name": "Bob", "ready": [{"card": "Neighbor John", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "block", "Neighbor John")
    pick(seq, "diablerize", "Neighbor John diablerizes The Capuchin")
    advance(seq, lambda s: kinds(s) == ("transfer", 0))
    assert "7 transfer(s) left" in seq.prompt.text
    pick(seq, "end")
    advance(seq, lambda s: kinds(s) == ("transfer", 0))
    assert "4 transfer(s) left" in seq.prompt.text


def test_babalawo_alafin_two_different_cards_leave_hand_sizes_alone() -> None:
    """Babalawo Alafin: two different cards are discarded and replaced, nothing more."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Babalawo Alafin", "blood": 4}],
            "hand": ["Deep Song", "Conditioning"],
        },
        {"name": "Bob"},
        phase="unlock",
        turn=5,
    )
    pick(seq, "use", "Discard Deep Song")  # Conditioning, the one card left, is discarded too
    assert card(seq.state, "Conditioning").region is Region.ASH_HEAP
    assert seq.state.players[1].hand_size == 7


def test_a_smaller_hand_size_ends_at_the_methuselahs_unlock_phase() -> None:
    """Babalawo Alafin: Bob's hand size is one smaller until his next unlock phase, when he
    draws back up at once (1.6.1.2)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Babalawo Alafin", "blood": 4}],
            "hand": ["Deep Song", "Deep Song"],
        },
        {"name": "Bob", "ready": [{"card": "Madison", "blood": 4}]},
        phase="unlock",
        turn=5,
    )
    pick(seq, "use", "Discard Deep Song")
    assert seq.state.players[1].hand_size == 6
    advance(seq, lambda s: kinds(s)[1] == 1 and s.state.phase is Phase.MINION)
    assert seq.state.players[1].hand_size == 7 and len(seq.state.players[1].hand) == 7


def test_greta_kircher_does_not_reduce_an_older_vampires_bleed() -> None:
    """Greta Kircher: only against an ally or a younger vampire (1.5.2); Suhailah is older."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Suhailah", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Greta Kircher", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Suhailah")
    assert options(seq, "ability") == []


def test_franciscus_taking_three_damage_goes_to_torpor() -> None:
    """Franciscus: burned only past 3 damage in a single combat; 3 send him to torpor (6.4.6)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Jimmy Dunn", "blood": 4}], "hand": ["Roundhouse"]},
        {"name": "Bob", "ready": [{"card": "Franciscus", "blood": 1}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Jimmy Dunn")
    pick(seq, "block", "Franciscus")
    pick(seq, "card", "Play Roundhouse [pot]")
    assert card(seq.state, "Franciscus").region is Region.TORPOR


def test_idalia_cannot_unlock_after_a_bleed() -> None:
    """Idalia: only a successful equip action lets her unlock in the discard phase."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Idalia, Prophet of Guadalajara", "blood": 4}],
            "hand": ["Deep Song"],
        },
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Idalia")
    assert kinds(seq) == ("discard", 0)  # no unlock offered first
    assert card(seq.state, "Idalia, Prophet of Guadalajara").locked


def test_spleen_blocked_by_a_younger_vampire_burns_nothing() -> None:
    """Spleen: only a block by an older vampire (1.5.2) costs him a blood."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Spleen, Georgio Gutterpunk", "blood": 2}]},
        {"name": "Bob", "ready": [{"card": "Lisa Noble", "blood": 1}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Spleen")
    pick(seq, "block", "Lisa Noble")
    assert not any("blocked by an older vampire" in e.text for e in seq.state.log)
