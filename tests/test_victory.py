"""Rules tests for ending the game (9): ousting, victory points (9.1) and withdrawal (9.2)."""

from __future__ import annotations

import pytest
from tables import advance, card, kinds, options, pick, table

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


# -- 9.1 with 6.2.3: a card paid with the last pool is carried out, then its player is ousted --


def _last_pool(pool: int, hand: list[str], phase: str = "minion", **sarah: object):
    """Sarah (0) with ``pool`` left, Pug Jackson ready; Alexis (1) and Pat (2), her predator."""
    ready = sarah.pop("ready", [{"card": "Pug Jackson", "blood": 3}])
    return table(
        {"name": "Sarah", "pool": pool, "hand": hand, "ready": ready, **sarah},
        {"name": "Alexis", "ready": [{"card": "Krid", "blood": 3}]},
        {"name": "Pat", "ready": ["Mazz"]},
        phase=phase,
        turn=5,
    )


def _until_sarah_is_ousted(seq, answer=None) -> list[tuple[str, int]]:
    """Answer every prompt by doing nothing (or by ``answer``) until Sarah is ousted; the
    prompts met once she had no pool left, as (kind, decider)."""
    after: list[tuple[str, int]] = []
    for _ in range(60):
        sarah = seq.state.players[0]
        if sarah.ousted:
            return after
        assert seq.prompt is not None, "the game ended first"
        if sarah.pool <= 0:
            after.append(kinds(seq))
        if answer is None or not answer(seq):
            keys = [o.key for o in seq.prompt.options]
            seq.choose(next(keys.index(k) for k in ("decline", "pass", "done", "end") if k in keys))
    raise AssertionError("Sarah was never ousted")


def _ousted_with_her_cards(seq, names: list[str]) -> None:
    sarah, pat = seq.state.players[0], seq.state.players[2]
    assert sarah.ousted and sarah.pool == 0
    assert (pat.victory_points, pat.pool) == (1, 36)  # 9.1: her predator's point and 6 pool
    for name in names:
        found = [c for c in seq.state.cards.values() if c.name == name]
        assert [c.region for c in found] == [Region.REMOVED], name
    assert seq.prompt is not None and seq.prompt.decider != 0


def test_equipment_bought_with_the_last_pool_is_placed_then_she_is_ousted() -> None:
    """6.1.3, 6.2.3, 9.1: the equip action succeeds, .44 Magnum (2 pool) goes on Pug Jackson,
    then Sarah, out of pool, is ousted: Pug and the gun are removed from the game."""
    seq = _last_pool(2, [".44 Magnum"])
    pick(seq, "equip", ".44 Magnum")
    assert _until_sarah_is_ousted(seq) == []
    _ousted_with_her_cards(seq, ["Pug Jackson", ".44 Magnum"])


def test_an_ally_recruited_with_the_last_pool_leaves_the_game_with_her() -> None:
    """6.1.5, 6.2.3, 9.1: Loyal Street Gang (1 pool) enters play as the action resolves, then
    Sarah is ousted and the ally she now controls is removed with her other cards."""
    seq = _last_pool(1, ["Loyal Street Gang"])
    pick(seq, "recruit", "Loyal Street Gang")
    assert _until_sarah_is_ousted(seq) == []
    _ousted_with_her_cards(seq, ["Pug Jackson", "Loyal Street Gang"])


def test_a_retainer_employed_with_the_last_pool_leaves_the_game_with_her() -> None:
    """6.1.4, 6.2.3, 9.1: Ghoul Retainer (2 pool) goes on Pug Jackson, then Sarah is ousted."""
    seq = _last_pool(2, ["Ghoul Retainer"])
    pick(seq, "employ", "Ghoul Retainer")
    assert _until_sarah_is_ousted(seq) == []
    _ousted_with_her_cards(seq, ["Pug Jackson", "Ghoul Retainer"])


def test_an_action_card_paid_with_the_last_pool_finishes_without_her() -> None:
    """6.2.3, 9.1: Gramle (1 pool, played by hand) succeeds and its cost takes Sarah's last
    pool: she is not asked to resolve it by hand (she could give herself pool back); the card
    goes to the ash heap and she is ousted."""
    seq = _last_pool(1, ["Gramle"])
    pick(seq, "card", "Gramle")
    assert _until_sarah_is_ousted(seq) == []
    _ousted_with_her_cards(seq, ["Pug Jackson"])
    assert card(seq.state, "Gramle").region is Region.ASH_HEAP


def test_a_master_card_paid_with_the_last_pool_ousts_her_before_her_minion_phase() -> None:
    """1.6.2, 9.1: Secure Haven (1 pool) goes on Pug Jackson, then Sarah, out of pool, is
    ousted at once: she is never asked for a minion phase action at 0 pool."""
    seq = _last_pool(1, ["Secure Haven"], phase="master")
    pick(seq, "master", "Secure Haven")
    _ousted_with_her_cards(seq, ["Pug Jackson", "Secure Haven"])


def test_a_master_card_resolved_by_hand_with_the_last_pool_finishes_without_her() -> None:
    """1.6.2, 9.1: Lupine Assault, resolved by hand, takes Sarah's last pool: she is ousted
    and nobody waits for her to resolve it."""
    seq = _last_pool(1, ["Lupine Assault"], phase="master")
    pick(seq, "master", "Lupine Assault")
    _ousted_with_her_cards(seq, ["Pug Jackson"])
    assert card(seq.state, "Lupine Assault").region is Region.ASH_HEAP


def test_a_combat_card_paid_with_the_last_pool_ends_her_part_in_the_combat() -> None:
    """6.4, 9.1: blocked, Pug Jackson strikes with his .44 Magnum and Sarah plays Caseless
    Rounds (1 pool, by hand) with her last pool: she is not asked to resolve it nor to strike
    again; she is ousted, Pug leaves play and the combat ends."""
    seq = _last_pool(1, ["Caseless Rounds"], ready=[_pug_with(".44 Magnum")])

    def fight(seq) -> bool:
        kind, decider = kinds(seq)
        if kind == "block" and decider == 1:
            pick(seq, "block", "Krid")
        elif kind == "strike" and decider == 0:
            pick(seq, "weapon", ".44 Magnum")
        elif any("Caseless Rounds" in o.label for o in seq.prompt.options):
            pick(seq, "play", "Caseless Rounds")
        else:
            return False
        return True

    pick(seq, "bleed", "Pug Jackson")
    assert _until_sarah_is_ousted(seq, fight) == []
    _ousted_with_her_cards(seq, ["Pug Jackson", ".44 Magnum"])
    assert card(seq.state, "Caseless Rounds").region is Region.ASH_HEAP


def _pug_with(*attached: str) -> dict:
    return {"card": "Pug Jackson", "blood": 3, "attached": list(attached)}


def test_a_referendum_paid_with_the_last_pool_is_voted_then_finishes_without_her() -> None:
    """6.3, 6.2.3, 9.1: Brinksmanship (1 pool) succeeds: its cost is paid, then the referendum
    is held as the action's effect (Sarah casts her votes in it) and passes; its text, played by
    hand, finishes without her, and she is ousted."""
    seq = _last_pool(1, ["Brinksmanship"])

    def vote_for(seq) -> bool:
        if kinds(seq) != ("vote", 0) or not options(seq, "vote-for"):
            return False
        seq.choose(seq.prompt.options.index(options(seq, "vote-for")[0]))
        return True

    pick(seq, "political", "Brinksmanship")
    assert set(_until_sarah_is_ousted(seq, vote_for)) == {("vote", 0)}
    _ousted_with_her_cards(seq, ["Pug Jackson"])
    assert any("passes" in line.text for line in seq.state.log)
    assert card(seq.state, "Brinksmanship").region is Region.ASH_HEAP
