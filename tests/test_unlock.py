"""Rules tests for the unlock phase (4): unlocking, the Edge, contested cards (4.1) and titles (4.2)."""

from __future__ import annotations

from tables import advance, card, kinds, pick, table

from vtes_tui.rules.actions import can_act
from vtes_tui.rules.blocks import can_block
from vtes_tui.rules.state import Region


def test_unlock_all_your_cards_and_only_yours() -> None:
    """4: at the beginning of her unlock phase a Methuselah unlocks all her cards."""
    seq = table(
        {
            "name": "Sarah",
            "ready": [{"card": "Krid", "blood": 2, "locked": True, "attached": ["Sport Bike"]}],
        },
        {"name": "Alexis", "ready": [{"card": "Mazz", "blood": 2, "locked": True}]},
        phase="unlock",
        current=0,
    )
    card(seq.state, "Sport Bike").locked = True
    assert kinds(seq) == ("action", 0)
    assert not card(seq.state, "Krid").locked
    assert card(seq.state, "Mazz").locked


def test_the_edge_gives_one_pool_in_its_holders_unlock_phase() -> None:
    """4: the Methuselah with the Edge gains 1 pool during her own unlock phase only."""
    for edge, pools in ((0, (31, 30)), (1, (30, 30))):
        seq = table(
            {"name": "Sarah", "ready": [{"card": "Krid", "blood": 2}]},
            {"name": "Alexis"},
            phase="unlock",
            current=0,
            edge=edge,
        )
        assert (seq.state.players[0].pool, seq.state.players[1].pool) == pools


def _contest_table():
    """Sarah brings out Krid, whom Alexis already controls (4.1)."""
    return table(
        {"name": "Sarah", "uncontrolled": [{"card": "Krid", "blood": 2}], "hand": []},
        {"name": "Alexis", "ready": [{"card": "Krid", "blood": 2}]},
        phase="influence",
        turn=5,
    )


def _krids(seq):
    return sorted((c for c in seq.state.cards.values() if c.name == "Krid"), key=lambda c: c.owner)


def test_a_second_copy_of_a_unique_card_contests_it() -> None:
    """4.1: both copies are turned face down and are out of play while contested."""
    seq = _contest_table()
    pick(seq, "end")
    sarahs, alexiss = _krids(seq)
    assert sarahs.region is Region.READY
    for krid in (sarahs, alexiss):
        assert krid.contested and krid.face_down
        assert not can_act(krid) and not can_block(krid)


def test_contest_costs_one_pool_each_unlock_and_a_yielded_card_is_burned() -> None:
    """4.1: each unlock phase, pay 1 pool to keep contesting or yield (burn) the card; when
    the others have yielded, the card unlocks and turns face up in its next unlock phase."""
    seq = _contest_table()
    pick(seq, "end")
    sarahs, alexiss = _krids(seq)
    advance(seq, lambda s: s.prompt.kind == "contest")
    assert kinds(seq) == ("contest", 1)
    pick(seq, "contest")
    assert seq.state.players[1].pool == 29
    advance(seq, lambda s: s.prompt.kind == "contest")
    assert kinds(seq) == ("contest", 0)
    pick(seq, "yield")
    assert sarahs.region is Region.ASH_HEAP
    assert alexiss.contested  # still face down until Alexis's next unlock phase
    advance(seq, lambda s: s.state.current == 1 and s.state.phase.value != "unlock")
    assert not alexiss.contested and not alexiss.face_down and not alexiss.locked
    assert seq.state.players[1].pool == 29


def test_you_cannot_contest_a_card_with_yourself() -> None:
    """4.1: an incoming copy of a unique card you already control is burned."""
    seq = table(
        {
            "name": "Sarah",
            "ready": [{"card": "Krid", "blood": 1}],
            "uncontrolled": [{"card": "Krid", "blood": 2}],
        },
        {"name": "Alexis"},
        phase="influence",
        turn=5,
    )
    pick(seq, "end")
    first, second = sorted(
        (c for c in seq.state.cards.values() if c.name == "Krid"), key=lambda c: c.uid
    )
    assert first.region is Region.READY and not first.contested
    assert second.region is Region.ASH_HEAP


def _title_table(cardano_blood: int = 3, cardano_region: str = "ready"):
    """Sarah's Cardano is Prince of Boston; Alexis brings out Quentin King III, also prince
    of Boston (4.2)."""
    return table(
        {"name": "Sarah", cardano_region: [{"card": "Cardano", "blood": cardano_blood}]},
        {"name": "Alexis", "uncontrolled": [{"card": "Quentin King III", "blood": 7}]},
        phase="influence",
        current=1,
        turn=6,
    )


def test_a_contested_title_is_as_no_title_but_the_vampires_act_normally() -> None:
    """4.2: while a title is contested the vampires have no title, yet act and block."""
    seq = _title_table()
    pick(seq, "end")
    cardano, quentin = card(seq.state, "Cardano"), card(seq.state, "Quentin King III")
    assert quentin.region is Region.READY
    assert cardano.title is None and quentin.title is None
    assert can_act(cardano) and can_block(cardano)


def test_contesting_a_title_costs_one_blood_and_yielding_gives_it_up() -> None:
    """4.2: in his unlock phase the vampire pays 1 blood to contest, or yields; when the
    other yields, the remaining one acquires the title in his next unlock phase."""
    seq = _title_table()
    pick(seq, "end")
    cardano, quentin = card(seq.state, "Cardano"), card(seq.state, "Quentin King III")
    advance(seq, lambda s: s.prompt.kind == "contest")
    assert kinds(seq) == ("contest", 0)
    pick(seq, "contest")
    assert cardano.blood == 2
    advance(seq, lambda s: s.prompt.kind == "contest")
    assert kinds(seq) == ("contest", 1)
    pick(seq, "yield")
    assert quentin.title is None and quentin.region is Region.READY
    advance(seq, lambda s: s.state.current == 0 and s.state.phase.value != "unlock")
    assert cardano.title == "Prince"
    assert cardano.blood == 2


def test_a_vampire_in_torpor_must_yield_a_contested_title() -> None:
    """4.2: only ready vampires can contest titles; in torpor the title is yielded."""
    seq = _title_table(cardano_region="torpor")
    pick(seq, "end")
    cardano = card(seq.state, "Cardano")
    advance(seq, lambda s: s.state.current == 0 and s.state.phase.value != "unlock")
    assert cardano.title_yielded and cardano.title is None
    assert cardano.blood == 3


def test_a_contested_vampire_is_out_of_play_and_contests_no_title() -> None:
    """4.1: contested cards are out of play for the duration of the contest; 4.2: so a
    contested prince claims no title: a third prince of Boston brought out meanwhile keeps his
    title, and the vampire that wins his contest claims it again (then it is contested)."""
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Cardano", "blood": 3}]},
        {"name": "Alexis", "uncontrolled": [{"card": "Cardano", "blood": 9}]},
        {"name": "Pat", "uncontrolled": [{"card": "Quentin King III", "blood": 7}]},
        phase="influence",
        current=1,
        turn=6,
    )
    pick(seq, "end")  # Alexis brings out her Cardano: both copies are contested
    cardanos = [c for c in seq.state.cards.values() if c.name == "Cardano"]
    assert all(c.contested and c.face_down for c in cardanos)
    advance(seq, lambda s: s.state.current == 2 and s.state.phase.value == "influence")
    pick(seq, "end")  # Pat brings out Quentin King III, prince of Boston
    quentin = card(seq.state, "Quentin King III")
    assert quentin.region is Region.READY
    assert quentin.title == "Prince" and not quentin.title_contested
    assert not any(c.title_contested for c in cardanos)


def test_a_clans_inner_circle_title_is_unique() -> None:
    """10.1, 4.2: each clan's Inner Circle title is unique: Alexis brings out Gwendolyn while
    Sarah's Adana de Sforza is Brujah Inner Circle; the title is contested, as no title."""
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Adana de Sforza", "blood": 3}]},
        {"name": "Alexis", "uncontrolled": [{"card": "Gwendolyn", "blood": 11}]},
        phase="influence",
        current=1,
        turn=6,
    )
    pick(seq, "end")
    adana, gwendolyn = card(seq.state, "Adana de Sforza"), card(seq.state, "Gwendolyn")
    assert gwendolyn.region is Region.READY
    assert adana.title is None and gwendolyn.title is None
