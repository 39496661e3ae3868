"""Rules tests for the coach's explanations (rules/explain.py, rules/idle.py): what follows from
an option, in the engine's figures, and why a phase of a Methuselah's turn passed without a
question. Blocks (6.2.2), bleeds and the Edge (6.1.1), ousting (9.1), hunts (6.1.2), transfers
and bringing out a vampire (7), damage and torpor (6.4.6, 6.5.1), votes (6.3.2), idle phases
(4, 5, 6, 7, 8)."""

from __future__ import annotations

from dataclasses import replace

from tables import advance, card, kinds, options, pick, table

from vtes_tui.rules.combat_notes import combat_notes
from vtes_tui.rules.explain import Explanation, explain
from vtes_tui.rules.idle import nothing_to_do, passed_phases
from vtes_tui.rules.phases import transfers_for
from vtes_tui.rules.prompts import Option, Prompt
from vtes_tui.rules.state import Phase, Region
from vtes_tui.sequencer.core import Sequencer


def _explained(seq: Sequencer, key: str, text: str = "") -> Explanation:
    """The explanation of the one option of that key whose label holds ``text``."""
    assert seq.prompt is not None
    found = [o for o in options(seq, key) if text in o.label]
    assert len(found) == 1, [o.label for o in options(seq)]
    explanation = explain(seq.state, seq.prompt, found[0])
    assert explanation is not None
    return explanation


def _krid_bleeds_alexis(**alexis: object) -> Sequencer:
    return table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 2}], "hand": ["Cloak the Gathering"]},
        {
            "name": "Alexis",
            "ready": [{"card": "Mazz", "blood": 3}, {"card": "Steve Booth", "blood": 3}],
            **alexis,
        },
        {"name": "Pat"},
        phase="minion",
        turn=5,
    )


def test_6_2_2_a_block_succeeds_when_intercept_is_at_least_stealth() -> None:
    """Sarah's example: Krid bleeds Alexis at stealth 0; Mazz's block (intercept 0) succeeds.
    Once Cloak the Gathering has made it stealth 1, Steve Booth's block would fail."""
    seq = _krid_bleeds_alexis()
    pick(seq, "bleed", "Krid bleeds Alexis")
    assert kinds(seq) == ("block", 1)
    block = _explained(seq, "block", "Mazz")
    assert block == Explanation(
        "block.succeeds", "6.2.2", {"blocker": "Mazz", "intercept": 0, "stealth": 0}
    )
    pick(seq, "block", "Mazz")
    assert kinds(seq) == ("stealth", 0)
    stands = _explained(seq, "pass")
    assert stands.key == "stealth.pass"
    assert {k: stands.figures[k] for k in ("actor", "actor_blood", "blocker", "blocker_blood")} == {
        "actor": "Krid",
        "actor_blood": 2,
        "blocker": "Mazz",
        "blocker_blood": 3,
    }
    pick(seq, "play", "Cloak the Gathering")
    assert kinds(seq) == ("block", 1)
    fails = _explained(seq, "block", "Steve Booth")
    assert (fails.key, fails.figures["intercept"], fails.figures["stealth"]) == (
        "block.fails",
        0,
        1,
    )


def test_6_1_1_declining_a_bleed_at_you_costs_the_bleed_amount() -> None:
    seq = _krid_bleeds_alexis(pool=12)
    pick(seq, "bleed", "Krid bleeds Alexis")
    decline = _explained(seq, "decline")
    assert decline.key == "block.decline-bleed" and decline.section == "6.1.1"
    assert {k: decline.figures[k] for k in ("bleed", "pool", "after")} == {
        "bleed": 1,
        "pool": 12,
        "after": 11,
    }
    pick(seq, "decline")
    assert seq.state.players[1].pool == 11  # what the explanation said


def test_6_1_1_a_bleed_takes_the_edge_keeps_it_or_ousts() -> None:
    """The prey's pool before and after; the Edge taken, or kept; 9.1: a bleed for her last
    pool ousts her."""
    bleed = _explained(_krid_bleeds_alexis(pool=7), "bleed")
    assert bleed.key == "action.bleed" and bleed.section == "6.1.1"
    assert (bleed.figures["prey"], bleed.figures["pool"], bleed.figures["after"]) == (
        "Alexis",
        7,
        6,
    )
    kept = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "Alexis", "pool": 7},
        phase="minion",
        turn=5,
        edge=0,
    )
    assert _explained(kept, "bleed").key == "action.bleed-edge-kept"
    oust = _explained(_krid_bleeds_alexis(pool=1), "bleed")
    assert (oust.key, oust.figures["after"]) == ("action.bleed-oust", 0)


def test_6_1_2_a_hunt_gains_one_blood_and_is_mandatory_at_none() -> None:
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 0}, {"card": "Mazz", "blood": 0}]},
        {"name": "Alexis"},
        phase="minion",
        turn=5,
    )
    assert {o.key for o in options(seq)} == {"hunt"}  # 6: the hunts come first
    hunt = _explained(seq, "hunt", "Krid")
    assert hunt.key == "action.hunt-mandatory"
    assert (hunt.figures["blood"], hunt.figures["after"]) == (0, 1)


def test_7_a_transfer_to_a_vampire_one_short_of_capacity_brings_him_out() -> None:
    """7 and 1.5: Mazz (capacity 3) with 2 blood comes out with the next transfer; Krid with
    none needs more; a vampire already full would have the extra drain off."""
    seq = table(
        {
            "name": "Sarah",
            "uncontrolled": [
                {"card": "Mazz", "blood": 2},
                {"card": "Krid", "blood": 0},
                {"card": "Steve Booth", "blood": 5},
            ],
        },
        {"name": "Alexis"},
        phase="influence",
        turn=5,
    )
    mazz = _explained(seq, "to-minion", "Mazz")
    assert mazz.key == "transfer.brings-out"
    assert (mazz.figures["after"], mazz.figures["capacity"]) == (3, 3)
    assert (mazz.figures["pool"], mazz.figures["pool_after"]) == (30, 29)
    krid = _explained(seq, "to-minion", "Krid")
    capacity = card(seq.state, "Krid").capacity
    assert krid.key == "transfer.to-minion" and krid.figures["needed"] == capacity - 1
    full = _explained(seq, "to-minion", "Steve Booth")
    assert full.key == "transfer.over-capacity"
    back = _explained(seq, "to-pool", "Mazz")
    assert (back.figures["after"], back.figures["pool_after"]) == (1, 31)
    pick(seq, "to-minion", "Mazz")
    end = _explained(seq, "end")
    assert end.key == "transfer.end-brings-out"
    assert end.figures["coming"] == "Mazz, Steve Booth"


def _lesson_5() -> Sequencer:
    """Lesson 5's table: Bob's Kathy Glens (1 blood) against your Mazz and his .44 Magnum."""
    return table(
        {"name": "You", "ready": [{"card": "Mazz", "blood": 3, "attached": [".44 Magnum"]}]},
        {"name": "Bob", "pool": 20, "ready": [{"card": "Kathy Glens", "blood": 1}]},
        phase="minion",
        turn=6,
        current=1,
    )


def test_6_4_6_damage_beyond_the_blood_to_heal_it_sends_a_vampire_to_torpor() -> None:
    """Lesson 5's table: Kathy Glens (1 blood) bleeds and Mazz blocks; at close range his
    .44 Magnum's 2 damage against her 1 blood leaves 1 unhealed: torpor (6.5.1); his hand
    strike's 1 she heals with her last blood."""
    seq = _lesson_5()
    pick(seq, "bleed", "Kathy Glens")
    pick(seq, "block", "Mazz")
    while seq.prompt is not None and seq.prompt.kind != "strike":
        if seq.prompt.kind == "maneuver" and seq.prompt.decider == 0:
            assert _explained(seq, "maneuver").key == "maneuver.long"
            assert _explained(seq, "pass").figures == {"range": "close"}
        pick(seq, "pass")
    assert seq.prompt is not None and seq.prompt.decider == 0
    hand = _explained(seq, "hand")
    assert (hand.key, hand.figures["after"]) == ("strike.heals", 0)
    gun = _explained(seq, "weapon")
    assert gun.key == "strike.torpor" and gun.section == "6.5.1"
    assert {k: gun.figures[k] for k in ("opponent", "damage", "blood", "unhealed", "range")} == {
        "opponent": "Kathy Glens",
        "damage": 2,
        "blood": 1,
        "unhealed": 1,
        "range": "close",
    }


def test_6_3_2_a_tie_fails_and_a_vote_cast_adds_to_its_side() -> None:
    state = _krid_bleeds_alexis().state
    done = Option("done", "Done", numbers={"for": 2, "against": 2})
    prompt = Prompt(0, "vote", "6.3.2", "vote", (done,))
    assert explain(state, prompt, done) == Explanation(
        "vote.done-fails", "6.3.2", {"for": 2, "against": 2}
    )
    cast = Option("vote-for", "Cast", numbers={"votes": 1, "for": 2, "against": 2})
    told = explain(state, prompt, cast)
    assert told is not None and (told.figures["for"], told.figures["against"]) == (3, 2)


def test_an_option_the_rules_say_nothing_more_about_is_not_explained() -> None:
    seq = _krid_bleeds_alexis()
    assert seq.prompt is not None
    made_up = Option("ability", "Use an ability")
    assert explain(seq.state, seq.prompt, made_up) is None


def test_4_5_6_the_phases_before_the_first_question_are_noted_with_their_reasons() -> None:
    """Sarah's turn from its unlock phase: no master card in hand (5), no minion in play (6);
    she is first asked in her influence phase (7), which is not noted."""
    seq = table(
        {"name": "Sarah", "hand": ["Cloak the Gathering"], "uncontrolled": [{"card": "Krid"}]},
        {"name": "Alexis"},
        phase="unlock",
        turn=5,
    )
    assert seq.prompt is not None and seq.prompt.kind == "transfer"
    notes = passed_phases(seq.state, 0, 0)
    assert [(n.key, n.section) for n in notes] == [
        ("idle.unlock", "4"),
        ("idle.master-none", "5"),
        ("idle.minion", "6"),
    ]
    assert notes[1].figures == {"hand": 1}
    assert notes[2].figures == {"ready": 0, "unlocked": 0, "torpor": 0}
    assert passed_phases(seq.state, 1, 0) == []  # Alexis's turn has not begun


def test_4_the_edge_gives_pool_and_7_8_idle_influence_and_discard_say_why() -> None:
    seq = table({"name": "Sarah"}, {"name": "Alexis"}, phase="minion", turn=2, edge=0)
    state = seq.state
    assert nothing_to_do(state, 0, Phase.UNLOCK).key == "idle.unlock-edge"
    influence = nothing_to_do(state, 0, Phase.INFLUENCE)
    assert influence.section == "7"
    transfers = transfers_for(state, 0)
    assert (influence.figures["transfers"], influence.figures["uncontrolled"]) == (transfers, 0)
    state.players[0].hand.clear()
    assert nothing_to_do(state, 0, Phase.DISCARD).figures == {"hand": 0}


def test_5_a_master_card_costs_its_pool_and_a_location_stays() -> None:
    """5, 1.6.2.1: Creepshow Casino, a location, costs 2 pool (1.6.1.3)."""
    seq = table(
        {"name": "Sarah", "hand": ["Creepshow Casino"], "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "Alexis"},
        phase="master",
        turn=5,
    )
    casino = _explained(seq, "master", "Creepshow Casino")
    assert casino.key == "master.play-location"
    assert {k: casino.figures[k] for k in ("cost", "pool", "after")} == {
        "cost": 2,
        "pool": 30,
        "after": 28,
    }
    pick(seq, "master", "Creepshow Casino")
    assert seq.state.players[0].pool == 28


def test_6_1_5_a_recruit_action_costs_the_allys_pool() -> None:
    """Sarah's example: Pug Jackson recruits the Loyal Street Gang at +1 stealth for 1 pool."""
    seq = table(
        {
            "name": "Sarah",
            "ready": [{"card": "Pug Jackson", "blood": 3}],
            "hand": ["Loyal Street Gang"],
        },
        {"name": "Alexis"},
        phase="minion",
        turn=5,
    )
    recruit = _explained(seq, "recruit")
    assert (recruit.key, recruit.section) == ("action.recruit", "6.1.5")
    assert {k: recruit.figures[k] for k in ("stealth", "cost", "paid")} == {
        "stealth": 1,
        "cost": 1,
        "paid": "pool",
    }


def test_6_1_2_a_hunt_at_capacity_gains_nothing_that_stays() -> None:
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Mazz", "blood": 3}]},
        {"name": "Alexis"},
        phase="minion",
        turn=5,
    )
    assert _explained(seq, "hunt").key == "action.hunt-full"


def test_6_5_3_and_6_5_5_rescue_and_diablerie_say_who_pays_and_what_is_drunk() -> None:
    """Lesson 6's table: Sybren (4 blood) may rescue Mazz (1 blood) paying 2 himself or 1
    each; Alice Chen (3 blood) diablerizing Anson drinks his 2 blood."""
    seq = table(
        {
            "name": "You",
            "ready": [
                {"card": "Sybren van Oosten", "blood": 4},
                {"card": "Alice Chen", "blood": 3},
            ],
            "torpor": [{"card": "Mazz", "blood": 1}],
        },
        {"name": "Bob", "torpor": [{"card": "Anson", "blood": 2}]},
        phase="minion",
        turn=6,
    )
    rescue = _explained(seq, "rescue", "Sybren van Oosten rescues Mazz from torpor (+1 stealth, 2")
    assert (rescue.figures["paid"], rescue.figures["victim_paid"]) == (2, 0)
    split = _explained(seq, "rescue", "Sybren van Oosten rescues Mazz from torpor (+1 stealth, 1")
    assert (split.section, split.figures["paid"], split.figures["victim_paid"]) == ("6.5.3", 1, 1)
    drink = _explained(seq, "diablerize", "Alice Chen diablerizes Anson")
    chen = card(seq.state, "Alice Chen").capacity
    assert drink.key == "action.diablerize"
    assert (drink.figures["blood"], drink.figures["after"]) == (2, min(3 + 2, chen))


def test_6_4_6_prevention_leaves_the_rest_to_heal_and_taking_it_may_mean_torpor() -> None:
    """Krid (2 blood) is about to take 3 damage from Mazz: a card preventing 1 leaves 2 to
    heal; taking all 3 leaves 1 unhealed, so torpor (6.5.1); 2 he would heal (2 → 0)."""
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "Alexis", "ready": [{"card": "Mazz", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    krid, mazz = card(seq.state, "Krid"), card(seq.state, "Mazz")
    fight = {"acting": krid.uid, "opposing": mazz.uid, "range": "close"}
    play = Option("play", "Skin of Rock", actor=krid.uid, numbers={"prevent": 1})
    take = Option("pass", "Prevent no more damage")

    def at(damage: int, option: Option) -> Explanation | None:
        context = {**fight, "damage": damage, "aggravated": 0}
        prompt = Prompt(0, "prevent", "6.4.6", "prevent?", (play, take), context)
        return explain(seq.state, prompt, option)

    prevented = at(3, play)
    assert prevented is not None and (prevented.figures["prevent"], prevented.figures["left"]) == (
        1,
        2,
    )
    torpor = at(3, take)
    assert torpor is not None and (torpor.key, torpor.section) == ("prevent.pass-torpor", "6.5.1")
    healed = at(2, take)
    assert healed is not None and (healed.key, healed.figures["after"]) == ("prevent.pass-heals", 0)


def _eugenio_blocks_krid() -> Sequencer:
    """Krid (Cloak the Gathering in hand) bleeds Alexis; her Eugenio Estevez (Precognition)
    blocks at intercept 0 against stealth 0."""
    seq = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 2}], "hand": ["Cloak the Gathering"]},
        {
            "name": "Alexis",
            "ready": [{"card": "Eugenio Estevez", "blood": 3}],
            "hand": ["Precognition"],
        },
        {"name": "Pat"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Krid")
    pick(seq, "block", "Eugenio Estevez")
    return seq


def test_6_2_2_a_stealth_card_says_the_block_fails_and_an_intercept_card_that_it_stands() -> None:
    """Being blocked at stealth 0 against intercept 0, Cloak the Gathering brings stealth
    0 → 1 > 0: the block fails; then Precognition brings Eugenio's intercept 0 → 1 ≥ 1: the
    block succeeds. The figures are the cards' own (their definitions), and the engine then
    adds exactly that much."""
    seq = _eugenio_blocks_krid()
    assert kinds(seq) == ("stealth", 0)
    cloak = _explained(seq, "play", "Cloak the Gathering")
    assert cloak == Explanation(
        "stealth.play-escapes",
        "6.2.2",
        {"card": "Cloak the Gathering", "stealth": 0, "after": 1, "intercept": 0},
    )
    pick(seq, "play", "Cloak the Gathering")
    assert kinds(seq) == ("intercept", 1)
    assert seq.prompt is not None and seq.prompt.context["stealth"] == 1  # what it said
    precognition = _explained(seq, "play", "Precognition [aus]")
    assert precognition == Explanation(
        "intercept.play-blocks",
        "6.2.2",
        {"card": "Precognition", "intercept": 0, "after": 1, "stealth": 1},
    )
    pick(seq, "play", "Precognition [aus]")
    assert card(seq.state, "Eugenio Estevez").locked and seq.state.players[1].pool == 30


def test_6_2_2_a_card_bringing_too_little_says_the_contest_is_not_won_yet() -> None:
    """The same cards against a wider gap: stealth 0 → 1 is not above intercept 2, and
    intercept 0 → 1 is still below stealth 2 (the prompt's own figures)."""
    seq = _eugenio_blocks_krid()
    assert seq.prompt is not None
    cloak = next(o for o in seq.prompt.options if o.key == "play")
    prompt = replace(seq.prompt, context={**seq.prompt.context, "intercept": 2})
    short = explain(seq.state, prompt, cloak)
    assert short is not None and short.key == "stealth.play-short"
    assert (short.figures["after"], short.figures["intercept"]) == (1, 2)
    pick(seq, "play", "Cloak the Gathering")
    assert seq.prompt is not None
    precognition = next(o for o in seq.prompt.options if o.key == "play")
    prompt = replace(seq.prompt, context={**seq.prompt.context, "stealth": 2})
    below = explain(seq.state, prompt, precognition)
    assert below is not None and below.key == "intercept.play-short"
    assert (below.figures["after"], below.figures["stealth"]) == (1, 2)


def test_6_1_1_an_action_modifier_says_what_it_adds_to_the_bleed() -> None:
    """Conditioning [DOM] after the block is declined: Madison's bleed 1 → 4 (+3), Bob's
    pool 30 → 26 unless blocked; once played, the bleed burns that much."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Madison", "blood": 4}], "hand": ["Conditioning"]},
        {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Madison bleeds Bob")
    pick(seq, "decline")
    conditioning = _explained(seq, "play", "Conditioning [DOM]")
    assert conditioning.key == "modifier.bleed" and conditioning.section == "6.1.1"
    assert {k: conditioning.figures[k] for k in ("bleed", "after", "pool", "pool_after")} == {
        "bleed": 1,
        "after": 4,
        "pool": 30,
        "pool_after": 26,
    }
    passing = _explained(seq, "pass")
    assert passing.key == "pass.action"
    pick(seq, "play", "Conditioning [DOM]")
    advance(seq, lambda s: s.state.players[1].pool < 30)
    assert seq.state.players[1].pool == 26


def test_passing_a_combat_window_says_the_combat_goes_on_at_its_range() -> None:
    """6.4.3: playing nothing before strikes are chosen: the combat goes on, at the range of
    the round; 1.6.1.1: letting a card be played: it takes effect."""
    state = _krid_bleeds_alexis().state
    nothing = Option("pass", "Play nothing")
    window = Prompt(0, "before-strikes", "6.4.3", "play?", (nothing,), {"range": "long"})
    assert explain(state, window, nothing) == Explanation("pass.combat", "6.4.3", {"range": "long"})
    after = Prompt(0, "modifier", "6.2.3", "play?", (nothing,), {"action": "Krid bleeds"})
    assert explain(state, after, nothing) == Explanation("pass.resolved", "6.2.3")
    during = Prompt(0, "modifier", "6.2", "play?", (nothing,), {"action": "Krid bleeds"})
    assert explain(state, during, nothing).key == "pass.action"  # type: ignore[union-attr]
    cancel = Prompt(0, "cancel", "1.6.1.1", "cancel it?", (nothing,))
    assert explain(state, cancel, nothing) == Explanation("pass.cancel", "1.6.1.1")


def test_6_4_6_after_a_combat_the_notes_say_the_range_the_damage_and_the_torpor() -> None:
    """Lesson 5's table: Mazz blocks Kathy Glens (1 blood); with one strike each the engine
    asks nothing, and at close range his .44 Magnum's 2 damage leaves 1 unhealed: she goes
    to torpor (6.5.1); her hand strike's 1 he heals with a blood (6.4.6)."""
    seq = _lesson_5()
    since = len(seq.state.events)
    pick(seq, "bleed", "Kathy Glens")
    pick(seq, "block", "Mazz")
    while seq.prompt is not None and seq.prompt.kind != "strike":
        pick(seq, "pass")
    pick(seq, "weapon")
    notes = combat_notes(seq.state, 0, since)
    assert notes[0].key == "combat.fought"
    assert sorted(n.key for n in notes[1:]) == ["combat.healed", "combat.torpor"]
    fought = notes[0]
    healed = next(n for n in notes if n.key == "combat.healed")
    torpor = next(n for n in notes if n.key == "combat.torpor")
    assert fought.figures == {
        "acting": "Kathy Glens",
        "opposing": "Mazz",
        "rounds": 1,
        "range": "close",
    }
    assert (healed.figures["minion"], healed.figures["damage"], healed.figures["lost"]) == (
        "Mazz",
        1,
        1,
    )
    assert (torpor.figures["minion"], torpor.figures["damage"], torpor.section) == (
        "Kathy Glens",
        2,
        "6.5.1",
    )
    assert card(seq.state, "Kathy Glens").region is Region.TORPOR  # what the note said
    assert combat_notes(seq.state, 1, since) != []  # Bob's Kathy fought too
    assert combat_notes(seq.state, 0, len(seq.state.events)) == []


def test_6_3_2_a_point_of_the_terms_says_the_pool_it_costs_if_the_referendum_passes() -> None:
    """Kine Resources Contested: the caller places 4 points; a second point on Alexis (12
    pool) means she burns 2 if it passes (12 → 10), 2 points left to place; a point of
    Parity Shift gains pool instead."""
    state = _krid_bleeds_alexis(pool=12).state
    point = Option("point", "1 point", target_seat=1, numbers={"points": 1, "left": 3, "pool": 12})
    kine = Prompt(0, "terms", "6.3.2", "Allocate", (point,), {"points": "burn"})
    assert explain(state, kine, point) == Explanation(
        "terms.point-burn",
        "6.3.2",
        {"name": "Alexis", "points": 2, "pool": 12, "pool_after": 10, "left": 2},
    )
    parity = Prompt(0, "terms", "6.3.2", "Allocate", (point,), {"points": "gain"})
    told = explain(state, parity, point)
    assert told is not None and (told.key, told.figures["pool_after"]) == ("terms.point-gain", 14)


def test_5_a_master_card_with_nothing_to_target_is_noted_as_unplayable() -> None:
    """5: Minion Tap moves blood from a vampire she controls to her pool: with no vampire in
    play the engine offers it nothing to target, so her master phase passes; the note says her
    card cannot be played yet, not that an out-of-turn master card took the phase's action."""
    seq = table(
        {"name": "Sarah", "hand": ["Minion Tap"], "uncontrolled": [{"card": "Krid"}]},
        {"name": "Alexis"},
        phase="unlock",
        turn=5,
    )
    notes = passed_phases(seq.state, 0, 0)
    assert (notes[1].key, notes[1].figures) == ("idle.master-unplayable", {"masters": 1})


def test_10_5_becoming_anarch_costs_two_blood_or_one_beside_another_anarch() -> None:
    """Krid (Camarilla, untitled) goes anarch for 2 blood; once Indira, an anarch, is ready
    beside him, for 1. Unblocked, he pays what the coach said and is an Independent anarch."""
    alone = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 3}]},
        {"name": "Alexis"},
        phase="minion",
        turn=5,
    )
    told = _explained(alone, "anarch", "Krid")
    assert (told.key, told.section) == ("action.anarch", "10.5")
    assert {k: told.figures[k] for k in ("sect", "blood", "after", "cost", "stealth")} == {
        "sect": "Camarilla",
        "blood": 3,
        "after": 1,
        "cost": 2,
        "stealth": 1,
    }
    beside = table(
        {"name": "Sarah", "ready": [{"card": "Krid", "blood": 3}, {"card": "Indira", "blood": 1}]},
        {"name": "Alexis"},
        phase="minion",
        turn=5,
    )
    cheap = _explained(beside, "anarch", "Krid")
    assert (cheap.key, cheap.figures["cost"], cheap.figures["after"]) == (
        "action.anarch-cheap",
        1,
        2,
    )
    pick(beside, "anarch", "Krid")
    advance(beside, lambda s: card(s.state, "Krid").sect == "Anarch")
    assert card(beside.state, "Krid").blood == cheap.figures["after"]


def test_1_1_an_ability_says_its_card_what_it_does_and_the_lock_or_burn_that_pays() -> None:
    """The Coven locks to add 2 blood to Krid; Blood Doll (once each master phase, nothing
    to lock) moves a blood to the pool; Wider View burns for 2 pool. Used, The Coven is locked
    as the coach said, and Wider View is in the ash heap."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Krid", "blood": 2, "attached": ["Blood Doll"]}],
            "in_play": ["The Coven", "Wider View"],
        },
        {"name": "Bob"},
        phase="master",
        turn=5,
    )
    coven = _explained(seq, "ability", "The Coven")
    assert coven == Explanation(
        "ability.lock", "1.1", {"card": "The Coven", "what": "add 2 blood to Krid"}
    )
    doll = _explained(seq, "ability", "Blood Doll")
    assert (doll.key, doll.section) == ("ability.use", seq.prompt.section)
    assert doll.figures["what"] == "move 1 blood from Krid to your pool"
    pick(seq, "ability", "The Coven")
    assert card(seq.state, "The Coven").locked
    advance(seq, lambda s: s.prompt is not None and s.prompt.kind == "transfer")
    view = _explained(seq, "ability", "Wider View: gain 2 pool")
    assert (view.key, view.figures["card"]) == ("ability.burn", "Wider View")
    pick(seq, "ability", "Wider View: gain 2 pool")
    assert card(seq.state, "Wider View").region is Region.ASH_HEAP


def test_6_1_6_an_action_to_burn_a_card_in_play_says_whose_card_and_burns_it() -> None:
    """Krid acts to burn Bob's Smiling Jack, The Anarch; not blocked, it is in Bob's ash heap."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Krid", "blood": 2}]},
        {"name": "Bob", "in_play": ["Smiling Jack, The Anarch"]},
        phase="minion",
        turn=5,
    )
    told = _explained(seq, "burn-card", "Krid burns Smiling Jack")
    stealth = int(options(seq, "burn-card")[0].numbers["stealth"])
    assert told == Explanation(
        "action.burn-card",
        "6.1.6",
        {"minion": "Krid", "card": "Smiling Jack, The Anarch", "whose": "Bob", "stealth": stealth},
    )
    pick(seq, "burn-card", "Krid burns Smiling Jack")
    jack = card(seq.state, "Smiling Jack, The Anarch")
    advance(seq, lambda s: jack.region is Region.ASH_HEAP)
    assert jack in seq.state.players[1].ash_heap


def test_6_1_1_a_redirected_bleed_says_the_pool_it_costs_the_new_target() -> None:
    """Madison bleeds Bob with Foreshadowing Destruction (+3 only against 9 pool or less);
    Bob's Deflection (the bleed of 1 against him goes elsewhere, 6.1.1) offers Carol (9 pool:
    the bonus applies, 1 + 3) and Dan (1 pool: ousted, 9.1, and Carol, his predator, gets the
    victory point). Redirected to Carol, she burns 4."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Madison", "blood": 4}],
            "hand": ["Foreshadowing Destruction"],
        },
        {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 4}], "hand": ["Deflection"]},
        {"name": "Carol", "pool": 9},
        {"name": "Dan", "pool": 1},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Madison bleeds Bob")
    pick(seq, "decline")
    pick(seq, "play", "Foreshadowing Destruction [DOM]")
    advance(seq, lambda s: kinds(s) == ("reaction", 1))
    deflection = _explained(seq, "play", "Deflection [dom]")
    assert deflection == Explanation(
        "reaction.redirect", "6.1.1", {"card": "Deflection", "bleed": 1, "pool": 30}
    )
    pick(seq, "play", "Deflection [dom]")
    assert kinds(seq) == ("target", 1)
    carol = _explained(seq, "target", "Carol")
    assert carol == Explanation(
        "redirect.bleed", "6.1.1", {"prey": "Carol", "bleed": 4, "pool": 9, "after": 5}
    )
    dan = _explained(seq, "target", "Dan")
    assert (dan.key, dan.section, dan.figures["predator"]) == ("redirect.oust", "9.1", "Carol")
    pick(seq, "target", "Carol")
    advance(seq, lambda s: s.state.players[2].pool < 9)
    assert seq.state.players[2].pool == carol.figures["after"]


def test_6_3_3_a_vote_card_says_the_votes_it_adds_to_the_minion_playing_it() -> None:
    """Anson calls Ancilla Empowerment; as votes are cast, his Bewitching Oration [PRE] adds
    4 votes, [pre] 2, to his own, cast with them."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Anson", "blood": 4}],
            "hand": ["Ancilla Empowerment", "Bewitching Oration"],
        },
        {"name": "Bob", "ready": [{"card": "Akram", "blood": 4}], "hand": ["Parity Shift"]},
        phase="minion",
        turn=5,
    )
    pick(seq, "political", "Anson calls Ancilla Empowerment")
    advance(seq, lambda s: kinds(s) == ("vote", 0))
    superior = _explained(seq, "play", "[PRE]")
    assert superior == Explanation(
        "vote.card",
        "6.3.3",
        {"minion": "Anson", "card": "Bewitching Oration", "votes": 4, "for": 0, "against": 0},
    )
    assert _explained(seq, "play", "[pre]").figures["votes"] == 2
    own = _explained(seq, "vote-for", "Anson").figures["votes"]
    pick(seq, "play", "[PRE]")
    advance(seq, lambda s: kinds(s) == ("vote", 0) and bool(options(s, "vote-for")))
    assert _explained(seq, "vote-for", "Anson").figures["votes"] == int(own) + 4


def test_6_3_3_votes_against_a_card_gives_are_cast_as_it_is_played() -> None:
    """Wrong and Crosswise [DEM]: "+4 votes against the referendum", cast as it is played by
    Bob's Lutz von Hohenzollern."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Anson", "blood": 4}],
            "hand": ["Ancilla Empowerment"],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Lutz von Hohenzollern", "blood": 6}],
            "hand": ["Wrong and Crosswise"],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "political", "Anson calls Ancilla Empowerment")
    advance(seq, lambda s: kinds(s) == ("vote", 1))
    told = _explained(seq, "play", "[DEM]")
    assert (told.key, told.figures["votes"], told.figures["after"]) == (
        "vote.card-against",
        4,
        int(told.figures["against"]) + 4,
    )
    pick(seq, "play", "[DEM]")
    advance(seq, lambda s: kinds(s)[0] == "vote")
    done = _explained(seq, "done")
    assert done.figures["against"] == told.figures["after"]


def test_6_4_5_a_strength_card_says_the_strength_and_damage_it_brings() -> None:
    """Mazz blocks Agatha: before range, Fists of Death [POT] takes her strength 1 → 3 and
    Torn Signpost [POT] gives her a strength of 3; played, her hand strike does 3 damage,
    which Mazz heals with 3 blood."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Agatha", "blood": 4}],
            "hand": ["Fists of Death", "Torn Signpost"],
        },
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Agatha bleeds Bob")
    pick(seq, "block", "Mazz")
    assert kinds(seq) == ("before-range", 0)
    fists = _explained(seq, "play", "Fists of Death [POT]")
    assert fists == Explanation(
        "combat.strength",
        "6.4.5",
        {"card": "Fists of Death", "minion": "Agatha", "strength": 1, "after": 3},
    )
    assert _explained(seq, "play", "Fists of Death [pot]").figures["after"] == 2
    signpost = _explained(seq, "play", "Torn Signpost [POT]")
    assert (signpost.key, signpost.figures["base"]) == ("combat.base-strength", 3)
    pick(seq, "play", "Fists of Death [POT]")
    mazz = card(seq.state, "Mazz")
    advance(seq, lambda s: mazz.blood < 3)
    assert mazz.blood == 3 - int(fists.figures["after"])  # 6.4.6: healed with his blood


def test_6_4_3_an_additional_strike_card_says_how_many_strikes_and_at_what_range() -> None:
    """As Ira in the rulebook's example (6.4.3), Abd al-Rashid plays Blur with superior
    Celerity: two more strikes, at the range of the first ones (close); at basic Celerity it is
    one. Played, he gains the two strikes."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Abd al-Rashid", "blood": 5}], "hand": ["Blur"]},
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 5}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Abd al-Rashid bleeds Bob")
    pick(seq, "block", "Mazz")
    advance(seq, lambda s: s.prompt is not None and s.prompt.kind == "additional")
    blur = _explained(seq, "play", "Blur [CEL]")
    assert blur == Explanation(
        "combat.additional",
        "6.4.3",
        {"card": "Blur", "minion": "Abd al-Rashid", "strikes": 2, "range": "close"},
    )
    assert _explained(seq, "play", "Blur [cel]").figures["strikes"] == 1
    pick(seq, "play", "Blur [CEL]")
    assert any("gains 2 additional strike(s)" in e.text for e in seq.state.log)


def test_6_1_1_a_reaction_reducing_a_bleed_says_the_pool_it_saves() -> None:
    """Alexander Silverson bleeds Bob for 4 (Conditioning at superior Dominate); Bob's Protected
    District reduces it by 3: the bleed 4 → 1, his pool 30 → 29, and played, so it is."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alexander Silverson", "blood": 6}],
            "hand": ["Conditioning"],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Lenny Burkhead", "blood": 4}],
            "hand": ["Protected District"],
        },
        {"name": "Carol"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed")
    pick(seq, "decline")
    pick(seq, "play", "[DOM]")
    advance(seq, lambda s: kinds(s) == ("reaction", 1))
    district = _explained(seq, "play", "Protected District")
    assert district == Explanation(
        "reaction.reduce",
        "6.1.1",
        {
            "card": "Protected District",
            "bleed": 4,
            "after": 1,
            "prey": "Bob",
            "pool": 30,
            "pool_after": 29,
        },
    )
    pick(seq, "play", "Protected District")
    advance(seq, lambda s: s.state.players[1].pool < 30)
    assert seq.state.players[1].pool == district.figures["pool_after"]


def test_6_4_an_action_to_enter_combat_says_who_may_block_and_the_strike_it_brings() -> None:
    """Aggressive Corpse (an ally with strength 2) enters combat with Bob's Mazz as a directed
    action (6.4): only Bob may block it (6.2.2); unblocked, its hand strike does 2 damage to
    Mazz's 3 blood, as it then does."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Aggressive Corpse", "blood": 2}]},
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3}]},
        {"name": "Carol"},
        phase="minion",
        turn=5,
    )
    corpse = card(seq.state, "Aggressive Corpse")
    enters = _explained(seq, "enter-combat", "Mazz")
    assert enters == Explanation(
        "action.enter-combat",
        "6.4",
        {
            "minion": "Aggressive Corpse",
            "target": "Mazz",
            "owner": "Bob",
            "strength": corpse.card.strength,
            "life": "3 blood",
        },
    )
    pick(seq, "enter-combat", "Mazz")
    assert kinds(seq) == ("block", 1)
    pick(seq, "decline")
    assert kinds(seq)[0] != "block"  # Carol is not asked: the action is directed at Bob
    mazz = card(seq.state, "Mazz")
    advance(seq, lambda s: mazz.blood < 3)
    assert mazz.blood == 3 - int(enters.figures["strength"])
