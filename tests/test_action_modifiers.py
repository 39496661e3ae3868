"""Rules tests for action modifiers (6.2) beyond their one-case-per-level: what cards left on
the acting minion do in later actions and when they go (Shadow Cloak, Shadow Cast, Spying
Mission), effects that last the turn (Veil the Legions), and clauses about who may play them.

Seats: Alice (0) acts, Bob (1) is her prey, Carol (2) when a third Methuselah is needed.
"""

from __future__ import annotations

from typing import get_args, get_type_hints

from tables import advance, card, kinds, options, pick, table

from vtes_tui.cards.action_words import ReduceIntercept
from vtes_tui.rules.course import course_words
from vtes_tui.rules.state import Phase, Region
from vtes_tui.sequencer.core import Sequencer


def _alice(vampire: str, on_him: str, level: str, blood: int = 4) -> dict:
    """Alice's vampire with a card on him, played at ``level`` (what it gives in play)."""
    attached = [{"card": on_him, "level": level}]
    return {"name": "Alice", "ready": [{"card": vampire, "blood": blood, "attached": attached}]}


def _against(seq: Sequencer, name: str, seat: int) -> None:
    """The Methuselah the card was played against (a bleed or a directed action)."""
    card(seq.state, name).against = seat


def test_spying_mission_burns_for_2_bleed_on_the_next_bleed_of_the_same_methuselah() -> None:
    """Spying Mission [OBF]: the next time this vampire is about to successfully bleed the
    same Methuselah, burn the card and he gets +2 bleed."""
    seq = table(
        _alice("Agrippina", "Spying Mission", "OBF"), {"name": "Bob"}, phase="minion", turn=5
    )
    _against(seq, "Spying Mission", 1)
    pick(seq, "bleed", "Agrippina bleeds Bob")
    advance(seq, lambda s: s.state.players[1].pool < 30)
    assert seq.state.players[1].pool == 30 - 3
    assert card(seq.state, "Spying Mission").region is Region.ASH_HEAP


def test_spying_mission_stays_when_another_methuselah_is_bled() -> None:
    seq = table(
        _alice("Agrippina", "Spying Mission", "OBF"),
        {"name": "Bob"},
        {"name": "Carol"},
        phase="minion",
        turn=5,
    )
    _against(seq, "Spying Mission", 2)
    pick(seq, "bleed", "Agrippina bleeds Bob")
    advance(seq, lambda s: s.state.players[1].pool < 30)
    assert seq.state.players[1].pool == 30 - 1
    assert card(seq.state, "Spying Mission").host is card(seq.state, "Agrippina")


def test_shadow_cast_burns_for_1_stealth_in_an_action_directed_at_the_same_methuselah() -> None:
    """Shadow Cast [OBL]: during an action directed at the same Methuselah, this vampire can
    burn the card for +1 stealth, only when needed (6.2.2.2)."""
    seq = table(
        _alice("El Monseñor", "Shadow Cast", "OBL"),
        {"name": "Bob", "ready": [{"card": "Normal", "blood": 2}]},
        phase="minion",
        turn=5,
    )
    _against(seq, "Shadow Cast", 1)
    pick(seq, "bleed", "El Monseñor bleeds Bob")
    pick(seq, "block", "Normal")
    assert kinds(seq) == ("stealth", 0)
    pick(seq, "burn-for-stealth", "Shadow Cast")
    assert card(seq.state, "Shadow Cast").region is Region.ASH_HEAP
    assert not card(seq.state, "Normal").locked  # 1 stealth against 0 intercept
    assert seq.state.players[1].pool == 29


def test_shadow_cast_is_no_help_against_another_methuselah() -> None:
    seq = table(
        _alice("El Monseñor", "Shadow Cast", "OBL"),
        {"name": "Bob", "ready": [{"card": "Normal", "blood": 2}]},
        {"name": "Carol"},
        phase="minion",
        turn=5,
    )
    _against(seq, "Shadow Cast", 2)
    pick(seq, "bleed", "El Monseñor bleeds Bob")
    pick(seq, "block", "Normal")
    assert kinds(seq) != ("stealth", 0)  # nothing to add: the block stands
    assert card(seq.state, "Shadow Cast").host is card(seq.state, "El Monseñor")


def test_shadow_cloak_burns_during_its_controllers_unlock_phase() -> None:
    """Shadow Cloak [OBL]: "During your unlock phase, burn this card." (4)"""
    seq = table(
        _alice("El Monseñor", "Shadow Cloak", "OBL"),
        {"name": "Bob", "hand": ["Choir"]},
        phase="discard",
        current=1,
        turn=5,
    )
    advance(seq, lambda s: s.state.current == 0 and s.state.phase is Phase.MINION)
    assert card(seq.state, "Shadow Cloak").region is Region.ASH_HEAP


def test_shadow_cloak_keeps_minions_without_auspex_from_directing_actions_at_him() -> None:
    """Shadow Cloak [OBL]: minions without Auspex cannot perform actions directed at this
    vampire: Mazz cannot diablerize him in torpor (6.5.5), Adelaide Davis (Auspex) can."""
    seq = table(
        {
            "name": "Alice",
            "torpor": [
                {
                    "card": "El Monseñor",
                    "blood": 1,
                    "attached": [{"card": "Shadow Cloak", "level": "OBL"}],
                }
            ],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 3}, {"card": "Adelaide Davis", "blood": 3}],
            "hand": ["Choir"],
        },
        phase="minion",
        current=1,
        turn=6,
    )
    labels = [o.label for o in options(seq, "diablerize")]
    assert not any(label.startswith("Mazz diablerizes") for label in labels), labels
    assert any(label.startswith("Adelaide Davis diablerizes") for label in labels), labels


def test_a_card_for_a_younger_acting_vampire_is_not_offered_against_an_older_one() -> None:
    """Murmur of the False Will [DOM]: "Only usable if a younger vampire is bleeding you":
    Madison (capacity 6) cannot play it against Alice Chen (capacity 7)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alice Chen", "blood": 3}]},
        {
            "name": "Bob",
            "ready": [{"card": "Madison", "blood": 3}],
            "hand": ["Murmur of the False Will"],
        },
        {"name": "Carol"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Alice Chen bleeds Bob")
    advance(seq, lambda s: s.state.players[1].pool < 30 or kinds(s) == ("reaction", 1))
    assert seq.state.players[1].pool == 29  # Bob was never offered the redirection


def _legion(hand: list[str]) -> Sequencer:
    """Alice: Krid acts first; Agrippina and Antoine, The Lost (Obfuscate) can veil him."""
    ready = [
        {"card": "Krid", "blood": 2},
        {"card": "Agrippina", "blood": 4},
        {"card": "Antoine, The Lost", "blood": 4},
    ]
    bob = [{"card": "Normal", "blood": 2}, {"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]}]
    return table(
        {"name": "Alice", "ready": ready, "hand": hand},
        {"name": "Bob", "ready": bob},
        phase="minion",
        turn=5,
    )


def test_veil_the_legions_gives_stealth_to_the_next_x_actions_only() -> None:
    """Veil the Legions [OBF]: X blood for +1 stealth on the next X actions this turn."""
    seq = _legion(["Veil the Legions"])
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "block", "Normal")
    pick(seq, "play", "Agrippina plays Veil the Legions [OBF]")
    pick(seq, "blood", "X = 1")
    advance(seq, lambda s: kinds(s) == ("action", 0))
    hunt = pick(seq, "hunt", "Agrippina hunts")
    assert hunt.numbers["stealth"] == 1 + 1
    advance(seq, lambda s: kinds(s) == ("action", 0))
    assert options(seq, "hunt")[0].numbers["stealth"] == 1  # spent: Antoine's hunt has none


def test_only_one_veil_the_legions_at_superior_each_turn() -> None:
    seq = _legion(["Veil the Legions", "Veil the Legions"])
    pick(seq, "bleed", "Krid bleeds Bob")
    pick(seq, "block", "Normal")
    pick(seq, "play", "Agrippina plays Veil the Legions [OBF]")
    pick(seq, "blood", "X = 0")
    advance(seq, lambda s: kinds(s) == ("action", 0))
    pick(seq, "hunt", "Agrippina hunts")
    pick(seq, "block", "Mazz")  # intercept 1 against the hunt's stealth 1
    labels = [o.label for o in options(seq, "play")]
    assert any("Antoine, The Lost plays Veil the Legions [obf]" in label for label in labels)
    assert not any("[OBF]" in label for label in labels), labels


def test_form_of_the_bat_gives_a_maneuver_and_takes_equipment_in_the_resulting_combat() -> None:
    """Form of the Bat [pro]: if this action is blocked, this vampire gets 1 optional
    maneuver and cannot use equipment during the resulting combat (6.4.2, 6.4.5)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Anastasia Grey", "blood": 3, "attached": [".44 Magnum"]}],
            "hand": ["Form of the Bat"],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Mazz", "blood": 3, "attached": ["Sport Bike", "Raven Spy"]}],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "hunt", "Anastasia Grey hunts")
    pick(seq, "block", "Mazz")  # intercept 2 against stealth 1
    pick(seq, "play", "Form of the Bat [pro]")  # 1 against 1: still blocked
    advance(seq, lambda s: kinds(s) == ("maneuver", 0))
    labels = [o.label for o in options(seq, "maneuver")]
    assert labels == ["Use the optional maneuver to go to long range"]  # not the .44 Magnum's
    pick(seq, "pass", "Do not maneuver")  # at close range, the .44 Magnum would be a choice

    def struck(s: Sequencer) -> bool:
        return any(e.text.startswith("Anastasia Grey strikes") for e in s.state.log)

    advance(seq, struck)
    assert [e.text for e in seq.state.log if e.text.startswith("Anastasia Grey strikes")] == [
        "Anastasia Grey strikes: Hand strike: 1 damage"
    ]


def test_the_kiss_of_ra_is_not_offered_against_a_blocker_with_fortitude() -> None:
    """The Kiss of Ra: "Only usable when a vampire who does not have Fortitude attempts to
    block": Aaron Bathurst has Fortitude, and his block stands."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Amelia Locke", "blood": 4}],
            "hand": ["The Kiss of Ra"],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Aaron Bathurst", "blood": 3, "attached": ["Sport Bike"]}],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Amelia Locke bleeds Bob")
    pick(seq, "block", "Aaron Bathurst")
    assert kinds(seq) != ("stealth", 0)  # no card to play: the block stands
    assert "Amelia Locke is blocked by Aaron Bathurst" in [e.text for e in seq.state.log]


def test_crimethinc_follows_only_an_action_requiring_an_anarch_or_making_one() -> None:
    """CrimethInc.: "Only usable after resolution of a successful action requiring an Anarch
    or making this vampire Anarch": not after an Anarch's hunt."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Indira", "blood": 1}], "hand": ["CrimethInc."]},
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    pick(seq, "hunt", "Indira hunts")

    def offered_or_turn_over(s: Sequencer) -> bool:
        return kinds(s)[0] == "modifier" or s.state.turn > 5

    advance(seq, offered_or_turn_over)
    assert seq.state.turn > 5  # the turn went on without offering CrimethInc.


def test_a_vampire_barred_from_reactions_is_not_offered_one() -> None:
    """Deed the Heart's Desire [QUI]: the chosen vampire cannot play reaction cards during
    this action: Susie Kano is not offered Deflection once blocks are declined."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Abd al-Rashid", "blood": 4}],
            "hand": ["Deed the Heart's Desire"],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Susie Kano", "blood": 3}, {"card": "Normal", "blood": 2}],
            "hand": ["Deflection"],
        },
        {"name": "Carol"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Abd al-Rashid bleeds Bob")
    pick(seq, "play", "Deed the Heart's Desire [QUI]")
    pick(seq, "target", "Susie Kano cannot block")
    advance(seq, lambda s: s.state.players[1].pool < 30 or kinds(s) == ("reaction", 1))
    assert seq.state.players[1].pool == 29


def test_the_blockers_controller_may_cancel_true_loves_face_for_1_pool() -> None:
    """True Love's Face [OBF]: "The blocking minion's controller can burn 1 pool to cancel
    this card as it is played": the attempt then goes on, and blocks."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Crystal Lynn", "blood": 4}],
            "hand": ["True Love's Face"],
        },
        {"name": "Bob", "ready": [{"card": "Mazz", "blood": 3, "attached": ["Sport Bike"]}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Crystal Lynn bleeds Bob")
    pick(seq, "block", "Mazz")
    pick(seq, "play", "True Love's Face [OBF]")
    assert kinds(seq) == ("cancel", 1)
    pick(seq, "cancel", "burns 1 pool")
    assert seq.state.players[1].pool == 29
    assert "Crystal Lynn is blocked by Mazz" in [e.text for e in seq.state.log]


def test_a_canceled_action_has_no_after_resolution_damage() -> None:
    """Daring the Dawn: "The damage is not applied if the action is canceled before
    resolution (eg. Tangle Atropos' Hand)" (card rulings, ANK 20220401)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Aaron Bathurst", "blood": 4}],
            "hand": ["Daring the Dawn", "Tangle Atropos' Hand"],
        },
        {"name": "Bob", "ready": ["Loyal Street Gang"]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Aaron Bathurst bleeds Bob")
    pick(seq, "play", "Daring the Dawn [for]")  # vampires cannot block; allies still can
    pick(seq, "block", "Loyal Street Gang")
    pick(seq, "play", "Tangle Atropos' Hand [pot]")
    aaron = card(seq.state, "Aaron Bathurst")
    assert aaron.region is Region.READY and not aaron.wounded
    assert aaron.blood == 4 - 1  # Tangle Atropos' Hand's cost, no damage
    assert seq.state.players[1].pool == 30


def _foreshadowing_table(bob_pool: int, carol_pool: int = 30) -> Sequencer:
    """Alice's Madison holds Foreshadowing Destruction and Conditioning; Bob, with Deflection
    and a vampire to play it, has ``bob_pool``; Carol has ``carol_pool``."""
    return table(
        {
            "name": "Alice",
            "ready": [{"card": "Madison", "blood": 4}],
            "hand": ["Foreshadowing Destruction", "Conditioning"],
        },
        {
            "name": "Bob",
            "pool": bob_pool,
            "ready": [{"card": "Alice Chen", "blood": 4}],
            "hand": ["Deflection"],
        },
        {"name": "Carol", "pool": carol_pool},
        phase="minion",
        turn=5,
    )


def test_foreshadowing_destruction_lingers_against_a_target_with_10_or_more_pool() -> None:
    """Foreshadowing Destruction [DOM]: playable against a target with 10 or more pool, where
    its +3 only lingers and it does not count against "(limited)": Conditioning can follow
    (rulings PIB 20110817, RTR 20191031; 6.1.1)."""
    seq = _foreshadowing_table(bob_pool=30)
    pick(seq, "bleed", "Madison bleeds Bob")
    pick(seq, "decline")
    pick(seq, "play", "Foreshadowing Destruction [DOM]")
    pick(seq, "play", "Conditioning [DOM]")
    advance(seq, lambda s: s.state.players[1].pool < 30)
    assert seq.state.players[1].pool == 30 - 1 - 3  # Conditioning's +3, not Foreshadowing's


def test_foreshadowing_destruction_is_lost_when_the_bleed_goes_to_a_richer_target() -> None:
    """Foreshadowing Destruction [DOM]: the bonus is weighed on the current target at
    resolution; Deflection to a Methuselah with 10 or more pool loses it (rulings RTR 20191031,
    ANK 20211019-2)."""
    seq = _foreshadowing_table(bob_pool=9)
    pick(seq, "bleed", "Madison bleeds Bob")
    pick(seq, "decline")
    pick(seq, "play", "Foreshadowing Destruction [DOM]")
    # (limited): the bonus applies, Conditioning is not offered: on to Bob's reactions.
    assert kinds(seq) == ("reaction", 1)
    pick(seq, "play", "Deflection [dom]")
    advance(seq, lambda s: s.state.players[2].pool < 30)
    assert (seq.state.players[1].pool, seq.state.players[2].pool) == (9, 30 - 1)


def test_foreshadowing_destruction_lingers_until_the_bleed_goes_to_a_poorer_target() -> None:
    """Foreshadowing Destruction [DOM]: played against a rich target, its +3 applies once the
    bleed is redirected to a Methuselah with 9 or fewer pool (rulings PIB 20110817)."""
    seq = _foreshadowing_table(bob_pool=30, carol_pool=9)
    pick(seq, "bleed", "Madison bleeds Bob")
    pick(seq, "decline")
    pick(seq, "play", "Foreshadowing Destruction [DOM]")
    advance(seq, lambda s: kinds(s) == ("reaction", 1))
    pick(seq, "play", "Deflection [dom]")
    advance(seq, lambda s: s.state.players[2].pool < 9)
    assert seq.state.players[2].pool == 9 - 1 - 3


def test_daring_the_dawn_can_be_played_while_a_vampire_attempts_to_block() -> None:
    """Daring the Dawn [for] has no timing limit (6.2: action modifiers are played any time
    before resolution): played while a vampire attempts to block, his attempt fails, and the
    acting vampire takes its damage after resolution."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Aaron Bathurst", "blood": 4}],
            "hand": ["Daring the Dawn"],
        },
        {"name": "Bob", "ready": [{"card": "Normal", "blood": 2}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Aaron Bathurst bleeds Bob")
    pick(seq, "pass")  # nothing as the action is announced
    pick(seq, "block", "Block with Normal")
    pick(seq, "play", "Daring the Dawn [for]")
    advance(seq, lambda s: card(s.state, "Aaron Bathurst").region is Region.TORPOR)
    assert seq.state.players[1].pool == 30 - 1
    assert not card(seq.state, "Normal").locked  # he failed: no block, no combat
    assert any(e.text == "Normal's block attempt fails" for e in seq.state.log)


def test_seduction_is_only_usable_as_the_action_is_announced() -> None:
    """Seduction: "only usable as the action is announced": not while a block is attempted."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Madison", "blood": 4}], "hand": ["Seduction"]},
        {"name": "Bob", "ready": [{"card": "Normal", "blood": 2}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed", "Madison bleeds Bob")
    pick(seq, "pass")  # Seduction not played as the action is announced
    pick(seq, "block", "Block with Normal")
    assert not [o for o in options(seq, "play") if "Seduction" in o.label]


def test_every_intercept_reduction_has_words_for_its_option() -> None:
    """6.2.2.2: an option that lowers blockers' intercept says whose, for every ``who`` the
    vocabulary allows (Second Sight's "monsters" had none: its option could not be worded)."""
    allowed = get_args(get_type_hints(ReduceIntercept)["who"])
    assert "monsters" in allowed
    for who in allowed:
        assert course_words((ReduceIntercept(amount=1, who=who),))[0].startswith("-1 intercept to")
