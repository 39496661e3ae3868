"""Rules tests for a fifth set of tournament vampires (defs/vampires_five.toml): the limits
the per-card cases cannot show (a cost that cannot be paid, an ability that does not apply)."""

from __future__ import annotations

from tables import card, options, pick, table

from vtes_tui.rules.vampire_five import doubling_seats

MINION = {"phase": "minion", "turn": 5}


def _seat(name: str, *ready: tuple[str, int], **more: object) -> dict[str, object]:
    return {"name": name, "ready": [{"card": c, "blood": b} for c, b in ready], **more}


def test_victor_offers_only_the_titles_his_methuselah_can_pay_for() -> None:
    """Victor Pelletier: 2 pool, Prince of Paris, is not offered with 2 pool (9.1: not the
    last pool)."""
    seq = table(
        {"name": "Alice", "pool": 2, "uncontrolled": [{"card": "Victor Pelletier", "blood": 5}]},
        {"name": "Bob"},
        phase="influence",
        turn=5,
    )
    pick(seq, "end")
    labels = [o.label for o in options(seq, "use")]
    assert labels == ["Pay 1 pool to make Victor Pelletier a primogen"]


def test_a_younger_vampire_cannot_steal_calebros_title() -> None:
    """Calebros: only an older Camarilla vampire (1.5.2: a higher capacity than his 5)."""
    seq = table(
        _seat("Alice", ("Adelaide Davis", 4)),  # Camarilla, capacity 4
        _seat("Bob", ("Calebros, The Martyr", 3)),
        **MINION,
    )
    assert not options(seq, "steal-title")


def test_paul_cordwood_needs_a_crypt_card_to_remove() -> None:
    """Paul Cordwood: with an empty crypt, his ability is not offered as he is blocked."""
    seq = table(_seat("Alice", ("Paul Cordwood", 4)), _seat("Bob", ("Madison", 4)), **MINION)
    pick(seq, "bleed")
    pick(seq, "block")
    assert not options(seq, "ability")


def test_antoinette_needs_the_additional_blood_to_play_a_celerity_action() -> None:
    """Antoinette: Fleetness costs her 1 + 1 blood; with 1 she cannot play it (1.6.1.3)."""
    seq = table(
        _seat("Alice", ("Antoinette DuChamp", 1), hand=["Fleetness"]),
        _seat("Bob", ("Madison", 4)),
        **MINION,
    )
    assert options(seq, "bleed") and not options(seq, "card")


def test_tryphosa_surcharge_needs_the_blood_to_announce_a_bleed_card() -> None:
    """Tryphosa: a Malkavian with 1 blood cannot bleed with Fleetness (1 + 1 more), but may
    still bleed (1 blood for the surcharge)."""
    malkavian = {"card": "Adelaide Davis", "blood": 1, "attached": ["Celerity"]}
    alice = {
        "name": "Alice",
        "ready": [malkavian, {"card": "Tryphosa", "blood": 4}],
        "hand": ["Fleetness"],
    }
    seq = table(alice, _seat("Bob", ("Madison", 4)), **MINION)
    bleeds = [o.label for o in options(seq, "bleed") if "Adelaide" in o.label]
    assert bleeds and not [o for o in options(seq, "card") if "Adelaide" in o.label]


def test_orlando_in_torpor_doubles_nothing() -> None:
    """Orlando Oriundus: "if Orlando is ready"."""
    seq = table(
        {"name": "Alice", "torpor": [{"card": "Orlando Oriundus", "blood": 1}]},
        _seat("Bob", ("Madison", 4)),
        **MINION,
    )
    assert doubling_seats(seq.state) == frozenset()
    assert card(seq.state, "Orlando Oriundus").region.name == "TORPOR"


def test_a_locked_bartholomew_gives_no_pool() -> None:
    """Bartholomew: "If Bartholomew is unlocked at the beginning of your turn" (4: before the
    unlock phase unlocks him)."""
    alice = {"name": "Alice", "ready": [{"card": "Bartholomew", "blood": 4, "locked": True}]}
    seq = table(alice, _seat("Bob", ("Madison", 4)), phase="unlock", turn=5)
    assert seq.state.players[0].pool == 30
    assert not card(seq.state, "Bartholomew").locked  # 4: unlocked as normal afterwards
