"""Rules tests for the Red List (11) and trophies (1.6.2): marking a Red List minion with a
master phase action, the +1 stealth action to enter combat with him, and the trophies given to
a vampire who burns one in combat, with a directed action or by diablerie (6.5.5 step 5)."""

from __future__ import annotations

from typing import Any

from tables import FILLER, advance, card, drive, kinds, options, pick, table
from test_torpor import bare_table, on, put

from vtes_tui.cards.data import cards
from vtes_tui.players.bots import greedy_bot
from vtes_tui.rules.actions import Action, minion_actions
from vtes_tui.rules.events import Modifier
from vtes_tui.rules.red_list import (
    HUNT,
    MARK,
    MARKED,
    TROPHY,
    award_trophies,
    is_red_list,
    mark_options,
    trophies_after_action,
)
from vtes_tui.rules.state import Region
from vtes_tui.rules.torpor import diablerie
from vtes_tui.rules.zones import add_modifier, attach, set_red_list
from vtes_tui.sequencer.core import Sequencer


def _table(hunter: dict[str, Any] | None = None, phase: str = "master", **alice: Any) -> Sequencer:
    """Alice (seat 0) in her master phase with Cohn Rose; Bob with Ossian (Red List, an ally
    with 1 life left) and Mazz (not Red List)."""
    hunter = hunter or {"card": "Cohn Rose", "blood": 3}
    return table(
        {"name": "Alice", "ready": [hunter], **alice},
        {
            "name": "Bob",
            "ready": [{"card": "Ossian", "blood": 1}, {"card": "Mazz", "blood": 2}],
        },
        phase=phase,
        turn=5,
    )


def _to_minion_phase(seq: Sequencer) -> None:
    advance(seq, lambda s: kinds(s) == ("action", 0))


def test_11_red_list_is_read_from_the_text_of_vampires_and_allies() -> None:
    """11: "Red List." marks the minion, a vampire or an ally (Ossian); "make Samuel become Red
    List" (Samuel Haight) does not."""
    db = cards()
    assert "red list" in db["Enkidu, The Noah"].keywords
    assert "red list" in db["Ossian"].keywords
    assert "red list" not in db["Samuel Haight"].keywords
    assert "red list" not in db["Mazz"].keywords


def test_11_a_master_phase_action_marks_another_methuselahs_red_list_minion() -> None:
    """11: "Any Methuselah may use a master phase action to mark a Red List minion": Ossian
    only (Mazz is not Red List), once, and the action is spent."""
    seq = _table()
    marks = options(seq, MARK)
    assert [o.label for o in marks] == ["Mark Ossian (Bob), Red List, for this turn"]
    pick(seq, MARK, "Ossian")
    # The master phase action is spent: the phase ends (nothing else to do) and the minion
    # phase begins.
    assert kinds(seq) == ("action", 0)


def test_11_a_marked_minion_may_be_fought_as_a_plus_1_stealth_action_costing_1_blood() -> None:
    """11: a ready vampire of the Methuselah who marked him may enter combat with him as a +1
    stealth directed action that costs 1 blood."""
    seq = _table()
    pick(seq, MARK, "Ossian")
    _to_minion_phase(seq)
    hunts = options(seq, HUNT)
    assert len(hunts) == 1
    hunt = hunts[0]
    assert hunt.numbers == {"stealth": 1, "cost": 1}
    assert hunt.target == card(seq.state, "Ossian").uid and hunt.target_seat == 1


def test_11_no_action_against_an_unmarked_red_list_minion() -> None:
    """11: without the mark, no vampire may take the action."""
    seq = _table()
    _to_minion_phase(seq)
    assert options(seq, HUNT) == []


def test_11_the_mark_lasts_the_current_turn_only() -> None:
    """11: "mark a Red List minion for the current turn": gone once the turn ends."""
    seq = _table()
    pick(seq, MARK, "Ossian")
    assert any(m.stat == MARKED for m in seq.state.modifiers)
    advance(seq, lambda s: s.state.current == 1)
    assert not any(m.stat == MARKED for m in seq.state.modifiers)


def test_11_the_cost_is_paid_and_combat_follows_when_the_action_succeeds() -> None:
    """11, 6.2.3: unblocked, the vampire burns 1 blood and enters combat with Ossian; his hand
    strike burns Ossian (1 life left). Each vampire takes this action once each turn."""
    seq = _table()
    pick(seq, MARK, "Ossian")
    _to_minion_phase(seq)
    rose = card(seq.state, "Cohn Rose")
    pick(seq, HUNT, "Ossian")
    pick(seq, "decline")  # the hand strikes are the only ones: chosen without asking
    assert card(seq.state, "Ossian").region is Region.ASH_HEAP
    # 11: the 1 blood is paid as the action succeeds; Ossian's strike did 2 damage.
    assert rose.blood == 0
    assert "Cohn Rose burns 1 blood" in [e.text for e in seq.state.log]


def test_11_the_action_is_taken_once_each_turn_by_each_vampire() -> None:
    """11: "Each vampire can take this action only once each turn" (an unlocked vampire, by a
    card or an ability, cannot take it again)."""
    seq = _table(phase="minion")
    ossian = card(seq.state, "Ossian")
    rose = card(seq.state, "Cohn Rose")
    add_modifier(seq.state, Modifier(MARKED, 1, "turn", card=ossian.uid, seat=0))
    assert [o.key for o in minion_actions(seq.state, 0, rose)].count(HUNT) == 1
    rose.acted.add("red list combat")
    assert [o.key for o in minion_actions(seq.state, 0, rose)].count(HUNT) == 0


def test_11_burning_a_red_list_minion_in_combat_gives_a_trophy_from_the_library() -> None:
    """11: the vampire who burned a Red List minion in combat may be given a master trophy
    card from his controller's library (then reshuffled), ash heap or hand."""
    seq = _table(library=[FILLER] * 10 + ["Trophy: Domain"], ash_heap=["Trophy: Revered"])
    pick(seq, MARK, "Ossian")
    _to_minion_phase(seq)
    pick(seq, HUNT, "Ossian")
    pick(seq, "decline")
    assert kinds(seq) == (TROPHY, 0)
    labels = [o.label for o in options(seq, TROPHY)]
    assert labels == [
        "Put Trophy: Domain from her library on Cohn Rose",
        "Put Trophy: Revered from her ash heap on Cohn Rose",
    ]
    pick(seq, TROPHY, "Domain")
    domain = card(seq.state, "Trophy: Domain")
    assert domain.host is card(seq.state, "Cohn Rose") and domain.controller == 0


def test_11_trophies_from_the_hand_refill_it_and_trophies_in_play_may_be_moved() -> None:
    """11, 1.6.2: from her hand, she draws back up; the controller of a trophy in play may
    move it to the vampire as well, where his controller controls it."""
    state = bare_table()
    rose = put(state, "Cohn Rose", 0, blood=3)
    ossian = put(state, "Ossian", 1, Region.ASH_HEAP)
    hand_trophy = put(state, "Trophy: Revered", 0, Region.HAND)
    for _ in range(8):
        put(state, FILLER, 0, Region.LIBRARY)
    in_play = put(state, "Trophy: Domain", 2, Region.IN_PLAY)
    prompts = drive(
        award_trophies(state, rose, ossian),
        [(TROPHY, "Trophy: Revered from her hand"), (TROPHY, "Move Trophy: Domain")],
    )
    assert [p.decider for p in prompts] == [0, 2]  # none left to move: no more asking
    assert hand_trophy.host is rose and in_play.host is rose
    assert in_play.controller == 0  # 1.6.2: controlled by the vampire's controller
    assert len(state.players[0].hand) == 7  # drawn back up to her hand size


def test_11_a_trophy_on_a_vampire_is_not_awarded_again() -> None:
    """1.6.2: "it cannot be awarded again": only trophies in play, not on a vampire."""
    state = bare_table()
    rose = put(state, "Cohn Rose", 0, blood=3)
    other = put(state, "Mazz", 2, blood=3)
    on(state, other, "Trophy: Domain")
    ossian = put(state, "Ossian", 1, Region.ASH_HEAP)
    assert drive(award_trophies(state, rose, ossian), []) == []


def test_6_5_5_diablerie_of_a_red_list_vampire_gives_trophies_before_the_blood_hunt() -> None:
    """6.5.5 step 5: the diablerist of a Red List vampire may receive trophies, before the
    blood hunt is called."""
    state = bare_table()
    rose = put(state, "Cohn Rose", 0, blood=1)
    enkidu = put(state, "Enkidu, The Noah", 1, Region.TORPOR, blood=1)
    trophy = put(state, "Trophy: Domain", 0, Region.ASH_HEAP)
    prompts = drive(diablerie(state, rose, enkidu), [(TROPHY, "Trophy: Domain")])
    assert prompts[0].kind == TROPHY
    assert trophy.host is rose


def test_11_no_trophy_for_an_ally_nor_for_a_minion_not_red_list() -> None:
    """11: "If a vampire burns a Red List minion": not an ally; and only a Red List one."""
    state = bare_table()
    put(state, "Trophy: Domain", 0, Region.HAND)
    ally = put(state, "Ossian", 0)
    ossian_rl = put(state, "Enkidu, The Noah", 1, Region.ASH_HEAP)
    assert drive(award_trophies(state, ally, ossian_rl), []) == []
    mazz = put(state, "Mazz", 1, Region.TORPOR, blood=1)
    rose = put(state, "Cohn Rose", 0, blood=1)
    assert not is_red_list(mazz)
    assert all(p.kind != TROPHY for p in drive(diablerie(state, rose, mazz), []))


def test_a_trophy_is_put_in_play_with_a_master_phase_action() -> None:
    """1.6.2: a trophy is put into play with a master phase action; it waits there."""
    seq = _table(hand=["Trophy: Domain"])
    pick(seq, "master", "Trophy: Domain")
    advance(seq, lambda s: kinds(s)[0] == "master")
    assert card(seq.state, "Trophy: Domain").region is Region.IN_PLAY


def test_1_6_1_3_a_card_requiring_a_non_red_list_vampire_is_not_his_to_play() -> None:
    """1.6.1.3: "Requires a ready, titled, non-Red List vampire" (the Red List card): not Mata
    Hari (titled, Red List); nor a prince made Red List by a card (11)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Mata Hari", "blood": 3}, {"card": "Alice Chen", "blood": 3}],
            "hand": ["Red List"],
        },
        {"name": "Bob", "ready": [{"card": "Krid", "blood": 2}]},
        phase="minion",
        turn=5,
    )
    plays = [o.label for o in options(seq, "card")]
    assert any("Alice Chen plays Red List" in x for x in plays)
    assert not any("Mata Hari plays Red List" in x for x in plays)
    chen = card(seq.state, "Alice Chen")
    set_red_list(seq.state, chen, True)
    assert is_red_list(chen)
    assert not any(
        "plays Red List" in o.label for o in minion_actions(seq.state, 0, chen) if o.key == "card"
    )


def test_11_a_minion_made_red_list_by_a_card_may_be_marked() -> None:
    """11: a minion who became Red List (the Red List card) is a Red List minion for marking."""
    seq = _table()
    mazz = card(seq.state, "Mazz")
    assert not any(o.target == mazz.uid for o in options(seq, MARK))
    set_red_list(seq.state, mazz, True)
    assert any(o.target == mazz.uid for o in mark_options(seq.state, 0))


def test_1_6_2_a_trophy_in_play_has_no_effect_until_moved_to_a_vampire() -> None:
    """1.6.2: "It has no effect until it is moved to a vampire": Trophy: Hunting Ground in
    play feeds nobody in the unlock phase; moved to Cohn Rose, it feeds him."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Cohn Rose", "blood": 1}],
            "in_play": [{"card": "Trophy: Hunting Ground"}],
        },
        {"name": "Bob"},
        phase="unlock",
        turn=5,
    )
    rose = card(seq.state, "Cohn Rose")
    assert rose.blood == 1
    attach(seq.state, card(seq.state, "Trophy: Hunting Ground"), rose)
    advance(seq, lambda s: s.state.current == 0 and s.state.turn == 7)
    assert rose.blood == 1 + 2


def test_11_a_trophy_is_not_given_past_the_copies_its_text_allows() -> None:
    """Trophy: Library: "A vampire may have no more than two"; Trophy: Revered: only one."""
    state = bare_table()
    rose = put(state, "Cohn Rose", 0, blood=3)
    on(state, rose, "Trophy: Library")
    on(state, rose, "Trophy: Library")
    on(state, rose, "Trophy: Revered")
    put(state, "Trophy: Library", 0, Region.HAND)
    put(state, "Trophy: Revered", 0, Region.HAND)
    domain = put(state, "Trophy: Domain", 0, Region.HAND)
    ossian = put(state, "Ossian", 1, Region.ASH_HEAP)
    prompts = drive(award_trophies(state, rose, ossian), [(TROPHY, "Trophy: Domain")])
    assert [o.label for o in prompts[0].options if o.key == TROPHY] == [
        "Put Trophy: Domain from her hand on Cohn Rose"
    ]
    assert domain.host is rose


def test_11_a_directed_action_burning_a_red_list_target_gives_a_trophy() -> None:
    """11: "If a vampire burns a Red List minion ... as a (D) action": the target burned by
    the successful directed action; not twice when a combat of the action burned him (the
    combat gave it), nor for an undirected one."""
    state = bare_table()
    rose = put(state, "Cohn Rose", 0, blood=3)
    ossian = put(state, "Ossian", 1, Region.ASH_HEAP)
    trophy = put(state, "Trophy: Domain", 0, Region.HAND)

    def action(directed: bool, fights: list[object]) -> Action:
        return Action(
            rose, "card", "", target=ossian, directed=directed, outcome="successful", fights=fights
        )

    assert drive(trophies_after_action(state, action(True, [object()])), []) == []
    assert drive(trophies_after_action(state, action(False, [])), []) == []
    drive(trophies_after_action(state, action(True, [])), [(TROPHY, "Trophy: Domain")])
    assert trophy.host is rose


def test_the_greedy_bot_marks_a_red_list_minion_and_takes_a_trophy() -> None:
    """The greedy bot uses a master phase action left to mark (11), and puts a trophy on its
    vampire when offered one."""
    seq = _table()
    bot = greedy_bot(0)
    assert seq.prompt is not None
    assert seq.prompt.options[bot(seq.prompt)].key == MARK
    state = bare_table()
    rose = put(state, "Cohn Rose", 0, blood=3)
    ossian = put(state, "Ossian", 1, Region.ASH_HEAP)
    put(state, "Trophy: Domain", 0, Region.HAND)
    prompt = next(award_trophies(state, rose, ossian))
    assert prompt.options[bot(prompt)].key == TROPHY
