"""Rules tests for the imbued (rulebook, "The Imbued" appendix): life, the incapacitated region,
conviction played in the unlock phase and spent on costs, powers, and the (D) action that burns
an incapacitated imbued."""

from __future__ import annotations

import random
from typing import Any

import pytest
from tables import FILLER, advance, card, kinds, options, pick, table
from test_invariants import MAX_TURNS, TWDA, check_invariants

from vtes_tui.cards.data import cards
from vtes_tui.cards.decks import load_deck
from vtes_tui.cards.definitions import definitions
from vtes_tui.cards.reaction_words import AbilityAction
from vtes_tui.players.simulate import play_bot_game
from vtes_tui.rules.cardplay import can_pay
from vtes_tui.rules.damage import inflict_damage
from vtes_tui.rules.imbued import convictions
from vtes_tui.rules.imbued_powers import POWER_ACTIONS
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer

JENNIE = 'Jennie "Cassie247" Orne'  # Visionary: Innocence, Justice, Vision; life 5
LIZ = 'Liz "Ticket312" Thornton'  # Innocent: Innocence, Redemption; life 2
FRANCOIS = 'François "Warden" Loehr'  # Judge: Defense, Justice; life 3
BARTH = "Barth"  # a vampire, capacity 3


def imbued(name: str = JENNIE, life: int = 5, *conviction: str, **more: Any) -> dict[str, Any]:
    return {"card": name, "life": life, "attached": list(conviction), **more}


def test_an_imbued_with_no_life_is_incapacitated_not_burned() -> None:
    """Appendix 5: an imbued with no life goes to the incapacitated region (controlled, not
    ready) with the cards on him; an ally at 0 life burns (6.4.6)."""
    seq = table({"ready": [imbued(LIZ, 2, "Second Sight")]}, {"ready": [BARTH]})
    liz = card(seq.state, LIZ)
    assert inflict_damage(seq.state, liz, 2) == "incapacitated"
    player = seq.state.players[0]
    assert liz.region is Region.INCAPACITATED and liz in player.incapacitated
    assert liz in player.controlled and liz not in player.ready
    assert [c.name for c in convictions(liz)] == ["Second Sight"]


def test_an_imbued_enters_play_with_his_cost_as_life_and_may_gain_a_conviction() -> None:
    """Appendix: the imbued's cost is his starting life (counters above it drain off as a
    vampire's blood above capacity, 1.5.2); appendix 2: entering play with no conviction, he
    may gain 1 from the library, hand or ash heap."""
    seq = table(
        {
            "uncontrolled": [{"card": FRANCOIS, "blood": 4}],
            "hand": ["Strike with Conviction"],
            "library": ["Second Sight"] + [FILLER] * 10,
        },
        {"ready": [BARTH]},
        phase="influence",
    )
    advance(seq, lambda s: bool(options(s, "conviction")))
    labels = [o.label for o in options(seq, "conviction")]
    assert any("Strike with Conviction from your hand" in label for label in labels)
    assert any("Second Sight from your library" in label for label in labels)
    pick(seq, "conviction", "Second Sight from your library")
    francois = card(seq.state, FRANCOIS)
    assert francois.region is Region.READY and francois.blood == 3
    assert [c.name for c in convictions(francois)] == ["Second Sight"]
    assert any(f"brings out {FRANCOIS} (3 life)" in e.text for e in seq.state.log)
    assert not any(c.name == "Second Sight" for c in seq.state.players[0].library)


def test_in_her_unlock_phase_one_conviction_on_each_imbued_from_hand_or_ash_heap() -> None:
    """Appendix 2: during her unlock phase, one conviction on each of her imbued, from her hand
    or her ash heap; never a second one on the same imbued that phase."""
    seq = table(
        {
            "ready": [imbued(JENNIE), imbued(LIZ, 2)],
            "hand": ["Second Sight", "Second Sight"],
            "ash_heap": ["Strike with Conviction"],
        },
        {"ready": [BARTH]},
        phase="unlock",
    )
    assert kinds(seq) == ("conviction", 0)
    pick(seq, "conviction", f"{JENNIE}: Strike with Conviction from your ash heap")
    assert all(JENNIE not in o.label for o in options(seq, "conviction"))
    pick(seq, "conviction", f"{LIZ}: Second Sight from your hand")
    jennie, liz = card(seq.state, JENNIE), card(seq.state, LIZ)
    assert [c.name for c in convictions(jennie)] == ["Strike with Conviction"]
    assert [c.name for c in convictions(liz)] == ["Second Sight"]
    assert seq.prompt is None or seq.prompt.kind != "conviction"


def test_an_imbued_with_five_conviction_is_offered_none() -> None:
    """Appendix 2: each imbued has a limit of 5 conviction."""
    five = ["Second Sight"] * 5
    seq = table(
        {"ready": [imbued(JENNIE, 5, *five), imbued(LIZ, 2)], "hand": ["Second Sight"]},
        {"ready": [BARTH]},
        phase="unlock",
    )
    assert kinds(seq) == ("conviction", 0)
    assert [o.actor for o in options(seq, "conviction")] == [card(seq.state, LIZ).uid]


def test_an_incapacitated_imbued_leaves_by_burning_3_conviction_and_gains_a_life() -> None:
    """Appendix 5: in his unlock phase an incapacitated imbued may burn 3 conviction to leave
    the incapacitated region and gain a life."""
    three = ["Second Sight"] * 3
    seq = table({"incapacitated": [imbued(LIZ, 0, *three)]}, {"ready": [BARTH]}, phase="unlock")
    pick(seq, "leave", LIZ)
    liz = card(seq.state, LIZ)
    assert liz.region is Region.READY and liz.blood == 1 and not convictions(liz)
    assert sum(c.name == "Second Sight" for c in seq.state.players[0].ash_heap) == 3


def test_with_fewer_than_3_conviction_he_stays_incapacitated() -> None:
    seq = table(
        {"incapacitated": [imbued(LIZ, 0, "Second Sight", "Second Sight")], "hand": [FILLER]},
        {"ready": [BARTH]},
        phase="unlock",
    )
    advance(seq, lambda s: s.state.phase.value != "unlock")
    assert card(seq.state, LIZ).region is Region.INCAPACITATED


def test_a_minion_burns_an_incapacitated_imbued_as_a_d_action_and_is_avenged() -> None:
    """Appendix 5: any minion may burn an incapacitated imbued and take his equipment as a (D)
    action; then each ready imbued may burn 1 conviction to inflict 1 unpreventable damage on
    the acting minion."""
    seq = table(
        {"ready": [{"card": BARTH, "blood": 3}]},
        {
            "incapacitated": [imbued(LIZ, 0, ".44 Magnum", "Second Sight")],
            "ready": [imbued(JENNIE, 5, "Strike with Conviction")],
        },
        phase="minion",
    )
    option = pick(seq, "burn-incapacitated", LIZ)
    assert option.target_seat == 1 and option.numbers == {"stealth": 0}
    advance(seq, lambda s: bool(options(s, "avenge")))
    pick(seq, "avenge", JENNIE)
    state = seq.state
    barth, liz, jennie = card(state, BARTH), card(state, LIZ), card(state, JENNIE)
    assert liz.region is Region.ASH_HEAP
    assert [c.name for c in barth.attached] == [".44 Magnum"]
    assert card(state, "Second Sight").region is Region.ASH_HEAP
    assert barth.blood == 2 and not convictions(jennie)


def test_an_imbued_gets_a_power_as_a_plus_1_stealth_action_and_untaps() -> None:
    """Appendix 3: an imbued gets a power as a +1 stealth action (requirements met: Discern
    requires Justice) and untaps if it succeeds; no second copy of the same power."""
    seq = table(
        {"ready": [imbued(JENNIE), {"card": BARTH, "blood": 3}], "hand": ["Discern", "Discern"]},
        {"ready": [{"card": "Aabbt Kindred", "blood": 4}]},
        phase="minion",
    )
    powers = options(seq, "power")
    assert [o.actor for o in powers] == [card(seq.state, JENNIE).uid]
    assert powers[0].numbers is not None and powers[0].numbers["stealth"] == 1
    pick(seq, "power", "Discern")
    advance(seq, lambda s: kinds(s) == ("action", 0))
    jennie = card(seq.state, JENNIE)
    assert [c.name for c in jennie.attached] == ["Discern"] and not jennie.locked
    assert not options(seq, "power")


def test_a_conviction_cost_is_paid_with_the_imbued_s_conviction() -> None:
    """Appendix 2: conviction cards are burned to pay conviction costs (Determine: 1)."""
    seq = table({"ready": [imbued(JENNIE), imbued(LIZ, 2, "Second Sight")]}, {"ready": [BARTH]})
    determine = cards()["Determine"]
    state = seq.state
    assert not can_pay(state, card(state, JENNIE), determine)
    assert can_pay(state, card(state, LIZ), determine)
    assert not can_pay(state, card(state, BARTH), determine)


def test_strike_with_conviction_is_no_strike_against_a_mortal() -> None:
    """Strike with Conviction: "against a monster" (appendix 4: an imbued is a mortal ally);
    a blocked bleed does not burn it (rulings LSJ 20060421)."""
    seq = table(
        {"ready": [imbued(LIZ, 2, "Strike with Conviction")]},
        {"ready": [imbued(JENNIE, 5)]},
        phase="minion",
        turn=5,
    )
    pick(seq, "burn-bleed", LIZ)
    pick(seq, "block", JENNIE)
    offered: list[str] = []

    def combat_over(s: Sequencer) -> bool:
        offered.extend(o.label for o in options(s))
        return any(e.text == "Combat ends" for e in s.state.log)

    advance(seq, combat_over)
    assert not any("Strike with Conviction" in label for label in offered)
    assert card(seq.state, "Strike with Conviction").region is Region.ON_CARD


def test_a_burn_ally_strike_burns_an_imbued() -> None:
    """Appendix: "Any 'burn ally' effect will still burn an imbued" (Entombment [obt]:
    strike: burn ally), where damage would only incapacitate him."""
    seq = table(
        {"ready": [{"card": "Hester Reed", "blood": 3}], "hand": ["Entombment"]},
        {"ready": [imbued(JENNIE, 5)]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Hester Reed")
    pick(seq, "block", JENNIE)
    advance(seq, lambda s: bool(options(s, "card")))
    pick(seq, "card", "Entombment")
    advance(seq, lambda s: card(s.state, JENNIE).region is not Region.READY)
    assert card(seq.state, JENNIE).region is Region.ASH_HEAP


def test_every_power_action_handler_is_known() -> None:
    """A misspelt handler of a power's [ACTION] would silently never be offered."""
    for definition in definitions().values():
        for effects in definition.in_play.values():
            for words in effects:
                if isinstance(words, AbilityAction) and "Power" in definition.card.types:
                    assert words.handler in POWER_ACTIONS, definition.name


@pytest.mark.skipif(not TWDA, reason="needs the tournament decklists of ../shared/twda")
@pytest.mark.parametrize(
    ("bot", "seed"), [(bot, seed) for bot in ("greedy", "random", "heuristic") for seed in (1, 2)]
)
def test_imbued_decks_keep_the_invariants(bot: str, seed: int) -> None:
    """The invariants of tests/test_invariants.py (the incapacitated region a region like the
    others) with two tournament imbued decks and two other tournament decks at the table."""
    rng = random.Random(seed)
    imbued_decks = [p for p in TWDA if "Conviction (" in p.read_text(errors="ignore")]
    paths = rng.sample(imbued_decks, 2) + rng.sample(TWDA, 2)
    seq = play_bot_game(
        [load_deck(p) for p in paths], seed, bot, MAX_TURNS, on_choice=check_invariants
    )
    assert seq.prompt is None and seq.state.finished


def test_champion_is_not_offered_against_a_mortal() -> None:
    """Champion: "a monster controlled by another Methuselah" (an imbued is a mortal ally)."""
    jack = imbued('Jack "Hannibal137" Harmon', 4, "Champion", "Second Sight", "Second Sight")
    seq = table({"ready": [imbued(LIZ, 2)]}, {"ready": [jack]}, phase="minion", turn=5)
    pick(seq, "bleed", LIZ)
    offered: list[str] = []

    def resolved(s: Sequencer) -> bool:
        offered.extend(o.label for o in options(s))
        return any("action succeeds" in e.text for e in s.state.log)

    advance(seq, resolved)
    assert not any("Champion" in label for label in offered)


def test_requires_a_ready_imbued() -> None:
    """1.6.1.3: "Requires a ready imbued" (The Church of Vindicated Faith): a ready vampire does
    not meet it; a ready imbued does."""
    church = "The Church of Vindicated Faith"
    seq = table({"ready": [BARTH], "hand": [church]}, {"ready": [BARTH]}, phase="master")
    assert not any(church in o.label for o in options(seq))
    seq = table({"ready": [imbued(JENNIE)], "hand": [church]}, {"ready": [BARTH]}, phase="master")
    assert any(church in o.label for o in options(seq, "master"))
