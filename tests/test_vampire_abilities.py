"""Rules tests for vampires' own abilities (1.5): the limits the per-card cases cannot show (an
ability that does not apply, once each combat or action, a price that cannot be paid), and the
named handlers of the definitions all being known to the rules."""

from __future__ import annotations

from tables import advance, card, kinds, options, pick, table

from vtes_tui.cards.definitions import definitions
from vtes_tui.cards.reaction_words import AbilityAction
from vtes_tui.cards.vocabulary import Handler
from vtes_tui.rules import (
    cardplay,
    corruption,
    imbued_abilities,
    vampire_actions,
    vampire_bleeds,
    vampire_burned,
    vampire_combat,
    vampire_damage,
    vampire_defenses,
    vampire_five,
    vampire_hands,
    vampire_master,
    vampire_minion_phase,
    vampire_numbers,
    vampire_opponents,
    vampire_phases,
    vampire_politics,
    vampire_referendums,
    vampire_retainers,
    vampire_steps,
    vampire_successes,
    vampire_unlock,
)
from vtes_tui.rules.actions import action_options
from vtes_tui.rules.fight import Fight, Side
from vtes_tui.rules.permanents import master_phase_actions_bonus
from vtes_tui.rules.strikes import ability_strikes, use_ability_strike
from vtes_tui.sequencer.core import Sequencer


def test_every_named_ability_of_a_definition_is_known_to_the_rules() -> None:
    """A misspelt handler would silently do nothing: each name is in a table of the rules."""
    known = {
        *vampire_steps.NAMED,
        *vampire_phases.NAMED,
        *vampire_unlock.NAMED,
        *vampire_politics.NAMED,
        *vampire_combat.NAMED,
        *vampire_master.NAMED,
        *vampire_minion_phase.NAMED,
        *vampire_numbers.NAMED,
        *imbued_abilities.NAMED,
        *vampire_burned.NAMED,
        *vampire_bleeds.NAMED,
        *vampire_defenses.NAMED,
        *corruption.NAMED,
        *vampire_retainers.NAMED,
        *vampire_damage.NAMED,
        *vampire_hands.NAMED,
        *vampire_successes.NAMED,
        *vampire_opponents.NAMED,
        *vampire_referendums.NAMED,
        *cardplay.NAMED,
        *vampire_five.NAMED,
    }
    for definition in definitions().values():
        for effect in definition.abilities:
            if isinstance(effect, Handler):
                assert effect.name in known, definition.name
            if isinstance(effect, AbilityAction) and effect.bleed is None:
                assert effect.handler in vampire_actions.ACTIONS, definition.name


def test_intercept_during_directed_actions_does_not_help_against_a_hunt() -> None:
    """The Dowager: +1 intercept during directed actions only (a hunt is undirected, 6.1.2)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Madison", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "The Dowager", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "hunt")
    assert "intercept 0 vs stealth 1" in options(seq, "block")[0].label


def test_two_master_phase_actions_instead_of_one_do_not_add_up() -> None:
    """5: Anson and Nana Buruku each give two master phase actions instead of one: two."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Anson", "blood": 4}, {"card": "Nana Buruku", "blood": 4}],
        },
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    assert master_phase_actions_bonus(seq.state, 0) == 1


def test_a_strike_once_each_combat_is_not_offered_again() -> None:
    """Flávio Gonçalves: once each combat, he can strike: dodge (6.4.3)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Madison", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Flávio Gonçalves", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    flavio = card(seq.state, "Flávio Gonçalves")
    fight = Fight(seq.state, Side(card(seq.state, "Madison"), 0), Side(flavio, 1))
    (dodge,) = ability_strikes(seq.state, fight.opposing)
    assert dodge.label == "Flávio Gonçalves: dodge (once each combat)" and dodge.dodge
    use_ability_strike(fight, fight.opposing, dodge)
    fight.opposing.new_round()  # 6.4.4: a press, a new round of the same combat
    assert ability_strikes(seq.state, fight.opposing) == []


def test_an_empty_library_cannot_pay_to_block_parijats_wraiths() -> None:
    """Parijat, the Dark Oracle (rulings): with no card to burn there is no block attempt."""
    seq = table(
        {
            "name": "Alice",
            "ready": ["Spectral Servitor", {"card": "Parijat, the Dark Oracle", "blood": 4}],
        },
        {"name": "Bob", "ready": [{"card": "Madison", "blood": 4}], "library": []},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Spectral Servitor")
    assert seq.prompt is None or not [o for o in seq.prompt.options if o.key == "block"]
    assert seq.state.players[1].pool == 29


def test_a_bleed_boost_is_used_once_each_bleed() -> None:
    """Larissa Moreira (wording templates, "During X, do Y"): once each bleed action."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Larissa Moreira", "blood": 4}],
            "hand": ["Deep Song", "Carrion Crows"],
        },
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed")
    pick(seq, "minion-ability", "Deep Song")
    # Carrion Crows also requires Animalism: no second discard is offered, the bleed resolves.
    assert card(seq.state, "Carrion Crows").region.value == "hand"
    assert seq.state.players[1].pool == 30 - 2


def test_a_vampire_without_blood_cannot_vote_against_alexander() -> None:
    """Alexander Silverson: votes against his referendums cost 1 blood; for them, nothing."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alexander Silverson", "blood": 4}],
            "hand": ["Ancilla Empowerment"],
        },
        {"name": "Bob", "ready": [{"card": "Alice Chen", "blood": 0}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "political")
    advance(seq, lambda s: s.prompt.kind == "vote" and s.prompt.decider == 1)
    keys = {o.key for o in options(seq) if "Alice Chen" in o.label}
    assert keys == {"vote-for"}


def test_theo_bell_is_hunted_without_a_ready_prince_or_justicar() -> None:
    """Theo Bell: the blood hunt is spared only while his controller controls a ready prince
    or justicar (6.5.6)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Theo Bell", "blood": 2}]},
        {"name": "Bob", "torpor": [{"card": "Barth", "blood": 1}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "diablerize", "Barth")
    advance(seq, lambda s: s.prompt.kind != "block")
    assert any("A blood hunt referendum is called on Theo Bell" in e.text for e in seq.state.log)


def test_a_political_action_of_her_own_is_her_one_political_action_of_the_turn() -> None:
    """6.1.7: one political action each turn: Dmitra Ilyanova's own counts, and once she has
    taken one she cannot call hers."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Dmitra Ilyanova", "blood": 2}]},
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    assert options(seq, "minion-ability")
    card(seq.state, "Dmitra Ilyanova").political_this_turn = True
    assert not [o for o in action_options(seq.state, 0) if o.key == "minion-ability"]


def test_the_unnamed_gains_pool_after_the_bleed_has_resolved() -> None:
    """The unnamed: "after it successfully bleeds", so once the bleed has burned pool and moved
    the Edge (6.2.3; rulings: the pool is gained after the Edge is taken, LSJ 20100210-2)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "The unnamed", "blood": 4}]},
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "The unnamed bleeds Bob")
    advance(seq, lambda s: bool(options(s, "use")))
    assert (seq.state.players[0].pool, seq.state.players[1].pool, seq.state.edge) == (30, 29, 0)
    pick(seq, "use", "Gain 2 pool")
    assert any(e.text == "Gain 2 pool (The unnamed)" for e in seq.state.log)


def test_mother_anja_unlocks_a_hecata_after_his_action_has_resolved() -> None:
    """ "Mother" Anja Giovanni: "after another Hecata you control performs a successful
    action", so once its effects have taken place (6.2.3): the bleed has burned pool."""
    seq = table(
        {
            "name": "Alice",
            "ready": [
                {"card": '"Mother" Anja Giovanni', "blood": 4},
                {"card": "Monica Giovanni", "blood": 4},
            ],
            "hand": ["Shroud of Decay"],
        },
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    pick(seq, "card", "Monica Giovanni bleeds Bob for 2 with Shroud of Decay [obl]")
    advance(seq, lambda s: bool(options(s, "use")))
    assert (seq.state.players[1].pool, seq.state.edge) == (30 - 2, 0)
    pick(seq, "use", "unlock Monica Giovanni")
    assert not card(seq.state, "Monica Giovanni").locked


def test_stealth_during_actions_requiring_a_discipline_is_not_on_a_bleed() -> None:
    """Andrea Giovanni: +1 stealth during actions requiring Necromancy only (1.5.4): her bleed,
    requiring none, has the default 0 stealth (6.1.1)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Andrea Giovanni", "blood": 4}]},
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    (bleed,) = options(seq, "bleed")
    assert bleed.numbers is not None and bleed.numbers["stealth"] == 0


def test_marcus_vitel_gives_no_bleed_against_a_methuselah_without_a_ready_camarilla() -> None:
    """Marcus Vitel: +1 bleed to your Sabbat vampires only when bleeding a Methuselah who
    controls a ready Camarilla vampire: Bob controls a Sabbat one, Aaron Bathurst bleeds 1."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Aaron Bathurst", "blood": 4}, {"card": "Marcus Vitel", "blood": 4}],
        },
        {"name": "Bob", "ready": [{"card": "Agatha", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    bleeds = {o.label.split(" bleeds")[0]: o.numbers for o in options(seq, "bleed")}
    assert bleeds["Aaron Bathurst"] is not None and bleeds["Aaron Bathurst"]["bleed"] == 1


def _lockers(vampire: str, phase: str, **where: bool) -> Sequencer:
    """Alice's vampire, and her locked Colin Flynn (Toreador) and Janine (Tremere antitribu)."""
    mine = {"card": vampire, "blood": 4}
    seat = {"torpor": [mine]} if where.get("torpor") else {"ready": [mine]}
    others = [{"card": c, "blood": 3, "locked": True} for c in ("Colin Flynn", "Janine")]
    seat["ready"] = seat.get("ready", []) + others
    seq = table({"name": "Alice", "hand": ["Choir"], **seat}, {"name": "Bob"}, phase=phase, turn=5)
    assert seq.state.phase.value == phase and seq.state.current == 0
    return seq


def _lock_options(seq: Sequencer) -> list[str]:
    return [o.label for o in options(seq, "ability") if "lock" in o.label]


def test_alexandra_locks_or_unlocks_once_during_your_turn() -> None:
    """Alexandra: "Once during your turn": offered in her discard phase too (rulings TOM
    19960214: at any point during the turn), and not again once used."""
    seq = _lockers("Alexandra", "discard")
    assert _lock_options(seq) == ["Alexandra: unlock Colin Flynn"]
    pick(seq, "ability", "unlock Colin Flynn")
    assert not card(seq.state, "Colin Flynn").locked
    assert not _lock_options(seq)


def test_lord_tremere_unlocks_only_in_your_minion_phase_even_from_torpor() -> None:
    """Lord Tremere: "During your minion phase" (not the discard phase); rulings LSJ 20011022:
    usable while he is in torpor; a Tremere antitribu is his to unlock, a Toreador is not."""
    assert not _lock_options(_lockers("Lord Tremere", "discard"))
    seq = _lockers("Lord Tremere", "minion", torpor=True)
    assert _lock_options(seq) == ["Lord Tremere: unlock Janine"]


def test_undele_discards_down_after_his_referendum_passes() -> None:
    """Undele: "(discard afterward)": a full hand of 7 and the two cards moved back to it are
    discarded down to 7 (1.6.1.2)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Undele", "blood": 4}],
            "hand": ["Choir"] * 7,
            "ash_heap": ["Conditioning", "Deep Song"],
        },
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    pick(seq, "minion-ability", "Undele calls a referendum")
    pick(seq, "card", "Name Conditioning")
    pick(seq, "vote-for", "Undele")
    pick(seq, "discard", "Conditioning")
    pick(seq, "discard", "Deep Song")
    assert len(seq.state.players[0].hand) == 7
    assert card(seq.state, "Deep Song").region.value == "ash heap"


def test_antonio_finds_only_mage_allies_he_could_play_and_only_while_ready() -> None:
    """Antonio d'Erlette (Tremere antitribu): Outcast Mage requires a Tremere (1.6.1.3), so
    only Nephandus is found; in torpor, "while Antonio is ready" offers nothing."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Antonio d'Erlette", "blood": 5}],
            "library": ["Outcast Mage", "Nephandus"] + ["Choir"] * 10,
        },
        {"name": "Bob"},
        phase="influence",
        turn=5,
    )
    pick(seq, "ability", "search your library and hand for a mage ally")
    assert [o.label for o in options(seq, "card")] == ["Put Nephandus in play (from your library)"]
    in_torpor = table(
        {
            "name": "Alice",
            "torpor": [{"card": "Antonio d'Erlette", "blood": 5}],
            "uncontrolled": ["Madison"],
            "library": ["Nephandus"],
        },
        {"name": "Bob"},
        phase="influence",
        turn=5,
    )
    assert in_torpor.prompt is not None and in_torpor.prompt.kind == "transfer"
    assert not options(in_torpor, "ability")


def test_roderick_gives_his_methuselahs_other_minions_equip_stealth() -> None:
    """Roderick Phillips March: "your minions get an additional +1 stealth on equip actions":
    Madison's equip action has 1 (6.1.3), +1."""
    seq = table(
        {
            "name": "Alice",
            "ready": [
                {"card": "Roderick Phillips March", "blood": 4},
                {"card": "Madison", "blood": 4},
            ],
            "hand": [".44 Magnum"],
        },
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    equips = [o.label for o in options(seq, "equip") if o.label.startswith("Madison")]
    assert equips and "(+2 stealth" in equips[0]


def test_valkyrie_performs_directed_actions_while_brunhilde_is_ready() -> None:
    """Valkyrie: "unless Brunhilde is ready": with Brunhilde (anyone's) ready, she bleeds."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Valkyrie", "blood": 4}]},
        {"name": "Bob", "ready": [{"card": "Brunhilde", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    assert [o for o in options(seq, "bleed") if o.label.startswith("Valkyrie")]


def test_gustaphe_enters_combat_only_with_his_predators_or_preys_minions() -> None:
    """Gustaphe Brunnelle: "a minion controlled by your predator or prey": at a table of four,
    Carol (across the table) is neither."""
    seats = [{"name": n, "ready": [{"card": "Madison", "blood": 4}]} for n in ("Bob", "Carol")]
    seq = table(
        {"name": "Alice", "ready": [{"card": "Gustaphe Brunnelle", "blood": 4}]},
        seats[0],
        seats[1],
        {"name": "Dan", "ready": [{"card": "Aaron Bathurst", "blood": 4}]},
        phase="minion",
        turn=5,
    )
    aimed = {o.target_seat for o in options(seq, "minion-ability")}
    assert aimed == {1, 3}


def test_masika_may_unlock_in_another_methuselahs_discard_phase() -> None:
    """Masika: "During any Methuselah's discard phase": Bob's too, Alice deciding."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Masika", "blood": 4, "locked": True}]},
        {"name": "Bob", "hand": ["Choir"]},
        phase="discard",
        current=1,
        turn=6,
    )
    assert kinds(seq) == ("minion-ability", 0)
    pick(seq, "use", "Unlock Masika")
    assert not card(seq.state, "Masika").locked


def test_a_once_during_your_turn_ability_is_offered_in_the_polling_of_her_political_action() -> (
    None
):
    """Alexandra: "Once during your turn, you may lock or unlock another ready Toreador", at any
    point of it, during a political action too (rulings, TOM 19960214): her Methuselah is
    offered it as she casts her votes (6.3.3), and Mkhokheli unlocks."""
    seq = table(
        {
            "name": "Alice",
            "ready": [
                {"card": "Alexandra", "blood": 4},
                {"card": "Mkhokheli", "blood": 3, "locked": True},
            ],
            "hand": ["Kine Resources Contested"],
        },
        {"name": "Bob", "ready": [{"card": "Aleph", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "political")
    pick(seq, "decline")
    pick(seq, "pass")  # no modifier: the ability is kept for the referendum
    while seq.prompt.kind == "terms":
        pick(seq, "point", "on Alice")  # Kine Resources Contested: 4 points, one at a time
    assert seq.prompt.kind == "vote" and seq.prompt.decider == 0
    pick(seq, "ability", "Alexandra: unlock Mkhokheli")
    assert not card(seq.state, "Mkhokheli").locked
    assert seq.prompt.kind == "vote"  # she goes on casting her votes
