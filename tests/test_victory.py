"""Rules tests for ending the game (9): ousting, victory points (9.1) and withdrawal (9.2)."""

from __future__ import annotations

import pytest
from tables import advance, card, kinds, pick, table

from vtes_tui.rules.damage import inflict_damage
from vtes_tui.rules.state import Region
from vtes_tui.rules.victory import GameOver, check_ousts
from vtes_tui.rules.zones import lose_pool


def test_richard_steve_justin_and_lisa() -> None:
    """9.1, the rulebook's example: Richard ousts Steve (his prey: +1 victory point, +6 pool),
    then Justin (his new prey: again); then Richard falls and Lisa, his predator, gains a
    victory point and 6 pool, and one more as the last Methuselah left.  2 points each.

    Steve and Justin are ousted by Richard's bleeds; Richard's fall is left open by the
    example, so his pool is burned directly and the oust checked.
    """
    seq = table(
        {
            "name": "Richard",
            "pool": 4,
            "ready": [{"card": "Krid", "blood": 2}, {"card": "Normal", "blood": 2}],
        },
        {"name": "Steve", "pool": 1},
        {"name": "Justin", "pool": 1},
        {"name": "Lisa", "pool": 20, "hand": ["Dodge"]},
        phase="minion",
        turn=9,
    )
    richard, steve, justin, lisa = seq.state.players
    pick(seq, "bleed", "Krid bleeds Steve")
    assert steve.ousted and (richard.victory_points, richard.pool) == (1, 10)
    assert seq.state.prey(0) == 2
    pick(seq, "bleed", "Normal bleeds Justin")
    assert justin.ousted and (richard.victory_points, richard.pool) == (2, 16)
    assert seq.state.prey(0) == 3 and seq.state.prey(3) == 0
    lose_pool(seq.state, 0, richard.pool)
    with pytest.raises(GameOver):
        check_ousts(seq.state)
    assert richard.ousted
    assert (lisa.victory_points, lisa.pool) == (2, 26)
    assert richard.victory_points == 2
    assert seq.state.finished and seq.state.winner is None  # a tie


def test_ousted_at_the_same_time_as_her_prey_scores_the_point_but_not_the_pool() -> None:
    """9.1 exception: a Methuselah ousted at the same time as her prey gains the victory
    point but not the 6 pool; her own predator scores her normally."""
    seq = table(
        {"name": "A", "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "B", "uncontrolled": [{"card": "Mazz", "blood": 1}]},
        {"name": "C"},
        {"name": "D"},
        phase="minion",
        turn=9,
    )
    a, b, c, d = seq.state.players
    a.pool = b.pool = 0
    check_ousts(seq.state)
    assert a.ousted and b.ousted and not seq.state.finished
    assert (a.victory_points, a.pool) == (1, 0)
    assert (d.victory_points, d.pool) == (1, 36)
    assert (c.victory_points, c.pool) == (0, 30)
    assert {x.region for x in seq.state.cards.values() if x.name in ("Krid", "Mazz")} == {
        Region.REMOVED
    }  # 9.1: the cards an ousted Methuselah controls are removed from the game


def test_the_last_methuselah_standing_gains_one_more_victory_point() -> None:
    """9.1: the game ends when one Methuselah is left; she gains an additional point."""
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "Alexis", "pool": 1},
        phase="minion",
        turn=9,
    )
    pick(seq, "bleed", "Krid")
    assert seq.prompt is None and seq.state.finished
    assert seq.state.players[0].victory_points == 2
    assert seq.state.winner == 0


def _withdrawal_table():
    """Sarah's library is exhausted and her hand is short (9.2); Pat is her predator."""
    return table(
        {"name": "Sarah", "hand": ["Dodge", "Dodge"], "library": []},
        {"name": "Alexis"},
        {"name": "Pat", "ready": [{"card": "Krid", "blood": 2}]},
        phase="unlock",
        current=0,
        turn=9,
    )


def test_a_withdrawal_announced_in_the_unlock_phase_succeeds_a_round_later() -> None:
    """9.2: with an exhausted library and a short hand she may announce withdrawal; if she
    loses no pool until her next unlock phase she withdraws with 1 victory point, and her
    predator gains neither a point nor pool.  She takes no more turns."""
    seq = _withdrawal_table()
    assert kinds(seq) == ("withdraw", 0)
    pick(seq, "withdraw")
    sarah, pat = seq.state.players[0], seq.state.players[2]
    advance(seq, lambda s: s.state.current == 2 and s.prompt.kind == "action")
    pick(seq, "hunt", "Krid")  # Pat's minion does not bleed Sarah
    advance(seq, lambda s: sarah.withdrawn)
    assert sarah.victory_points == 1 and sarah.ousted
    assert (pat.victory_points, pat.pool) == (0, 30)
    assert seq.prompt is not None and seq.state.current != 0 and seq.prompt.decider != 0


def test_losing_pool_breaks_a_withdrawal() -> None:
    """9.2: the withdrawal fails if she loses a single pool before her next unlock phase."""
    seq = _withdrawal_table()
    pick(seq, "withdraw")
    sarah = seq.state.players[0]
    advance(seq, lambda s: s.state.current == 2 and s.prompt.kind == "action")
    pick(seq, "bleed", "Krid bleeds Sarah")
    assert sarah.pool == 29
    advance(seq, lambda s: s.state.current == 0 and s.prompt.kind == "withdraw")
    assert not sarah.withdrawn and not sarah.ousted and sarah.victory_points == 0


def test_9_2_entering_combat_breaks_a_withdrawal() -> None:
    """9.2: none of the withdrawing Methuselah's minions may enter combat until her next
    unlock phase; a block that leads to combat breaks the withdrawal."""
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 3}]},
        {"name": "Alexis", "ready": [{"card": "Mazz", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    seq.state.players[1].withdrawing = True
    pick(seq, "bleed", "Krid bleeds Alexis")
    pick(seq, "block", "Mazz")
    assert not seq.state.players[1].withdrawing
    assert not seq.state.players[1].withdrawn


def test_9_2_a_minion_spending_blood_breaks_a_withdrawal() -> None:
    """9.2: none of her minions may lose (or spend) blood until her next unlock phase: her
    vampire paying 2 blood to leave torpor breaks the withdrawal."""
    seq = table(
        {
            "name": "Sarah",
            "hand": ["Dodge", "Dodge"],
            "library": [],
            "torpor": [{"card": "Mazz", "blood": 3}],
        },
        {"name": "Alexis"},
        {"name": "Pat"},
        phase="unlock",
        current=0,
        turn=9,
    )
    pick(seq, "withdraw")
    sarah = seq.state.players[0]
    assert sarah.withdrawing
    advance(seq, lambda s: s.prompt.kind == "action")
    pick(seq, "leave-torpor", "Mazz")
    advance(seq, lambda s: card(s.state, "Mazz").region is Region.READY)
    assert card(seq.state, "Mazz").blood == 1 and not sarah.withdrawing
    advance(seq, lambda s: s.state.current == 0 and s.prompt.kind == "withdraw")
    assert not sarah.withdrawn and not sarah.ousted and sarah.victory_points == 0


def test_9_2_a_minion_taking_damage_breaks_a_withdrawal() -> None:
    """9.2: blood a minion of hers loses to damage breaks a withdrawal as well."""
    state = table({"name": "Sarah", "ready": [{"card": "Mazz", "blood": 3}]}, {"name": "Pat"}).state
    sarah = state.players[0]
    sarah.withdrawing = True
    inflict_damage(state, card(state, "Mazz"), 0)
    assert sarah.withdrawing  # nothing lost
    inflict_damage(state, card(state, "Mazz"), 1)
    assert card(state, "Mazz").blood == 2 and not sarah.withdrawing
