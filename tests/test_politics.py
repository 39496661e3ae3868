"""Rules tests for politics: referendums, votes and ballots, the blood hunt (6.3, 6.5.6, 9.1)."""

from __future__ import annotations

import random
from collections.abc import Generator
from typing import Any

import pytest

from vtes_tui.cards.data import cards
from vtes_tui.rules.actions import Action
from vtes_tui.rules.politics import blood_hunt, referendum
from vtes_tui.rules.prompts import Prompt
from vtes_tui.rules.state import CardInPlay, GameState, Methuselah, Region
from vtes_tui.rules.victory import GameOver
from vtes_tui.rules.zones import move

NAMES = ("Alice", "Bob", "Carol", "Dave")
Pick = tuple[str, str]  # an option's key, and a part of its label


def table(players: int = 3) -> GameState:
    return GameState(
        seed=0, players=[Methuselah(i, NAMES[i]) for i in range(players)], rng=random.Random(0)
    )


def put(state: GameState, name: str, seat: int, region: Region = Region.READY) -> CardInPlay:
    card = state.new_card(cards()[name], seat)
    state.players[seat].library.append(card)
    move(state, card, region)
    return card


def political_action(state: GameState, actor: CardInPlay, name: str) -> Action:
    """6.3.1: the acting vampire calls the referendum with a card from hand (locked, played)."""
    card = put(state, name, actor.controller, Region.PLAYING)
    actor.locked = True
    return Action(actor=actor, kind="political", label=f"{actor.name} calls {name}", card=card)


def play(
    gen: Generator[Prompt, int, Any], script: dict[int, list[Pick]]
) -> tuple[Any, list[Prompt]]:
    """Answer every prompt with its decider's next scripted pick; out of picks, she is done."""
    prompts: list[Prompt] = []
    try:
        prompt = next(gen)
        while True:
            prompts.append(prompt)
            picks = script.get(prompt.decider, [])
            key, part = picks.pop(0) if picks else ("done", "")
            matches = [i for i, o in enumerate(prompt.options) if o.key == key and part in o.label]
            assert len(matches) == 1, (key, part, [o.label for o in prompt.options])
            prompt = gen.send(matches[0])
    except StopIteration as stop:
        assert not any(script.values()), f"picks left unused: {script}"
        return stop.value, prompts


def option_keys(prompt: Prompt) -> set[str]:
    return {o.key for o in prompt.options}


def verdict(state: GameState) -> str:
    """The log line that resolved the referendum (6.3.2)."""
    return next(
        e.text for e in reversed(state.log) if " passes: " in e.text or " fails: " in e.text
    )


# -- 6.3.2: resolving the referendum ----------------------------------------------------------


@pytest.mark.parametrize(("side", "passes"), [("vote-against", False), ("vote-for", True)])
def test_tied_referendum_fails_and_a_majority_passes(side: str, passes: bool) -> None:
    """6.3.2: more votes for than against passes; tied referendums fail."""
    state = table()
    caller = put(state, "Adrianne", 0)
    put(state, "Akram", 1)  # primogen: 1 vote
    action = political_action(state, caller, "Ancilla Empowerment")
    passed, _ = play(
        referendum(state, action),
        {0: [("vote-for", "Ancilla Empowerment")], 1: [(side, "Akram")]},
    )
    assert passed is passes
    # Ancilla Empowerment: each Methuselah burns 1 pool per minion controlled.
    expected = [29, 29, 30] if passes else [30, 30, 30]
    assert [p.pool for p in state.players] == expected


def test_every_vote_prompt_states_the_terms() -> None:
    """6.3.1 (issue 9): the Methuselahs vote on terms; each vote prompt says what they are."""
    state = table()
    caller = put(state, "Adrianne", 0)
    put(state, "Akram", 1)
    action = political_action(state, caller, "Ancilla Empowerment")
    _, prompts = play(
        referendum(state, action),
        {0: [("vote-for", "Ancilla Empowerment")], 1: [("vote-against", "Akram")]},
    )
    votes = [p for p in prompts if p.kind == "vote"]
    terms = next(e.text for e in state.log if e.text.startswith("Adrianne's referendum (")).split(
        ": ", 1
    )[1]
    assert votes and all(f": {terms}: cast votes" in p.text for p in votes)


def test_uncast_votes_do_not_count() -> None:
    """6.3.2: there is no obligation to cast votes; the calling card unvoted leaves 0 to 0."""
    state = table()
    caller = put(state, "Adrianne", 0)
    action = political_action(state, caller, "Ancilla Empowerment")
    passed, prompts = play(referendum(state, action), {})
    assert passed is False
    assert [p.decider for p in prompts] == [0]
    assert state.players[0].pool == 30


# -- 6.3.3: gaining votes -----------------------------------------------------------------------


def test_one_political_card_vote_per_methuselah() -> None:
    """6.3.3: a Methuselah gains at most 1 vote from political action cards, calling card included."""
    state = table()
    caller = put(state, "Adrianne", 0)
    put(state, "Consanguineous Boon", 0, Region.HAND)
    parity = put(state, "Parity Shift", 1, Region.HAND)
    put(state, "Kine Resources Contested", 1, Region.HAND)
    put(state, "Akram", 1)
    action = political_action(state, caller, "Ancilla Empowerment")
    passed, prompts = play(
        referendum(state, action),
        {
            0: [("vote-for", "Ancilla Empowerment")],
            1: [("burn-against", "Parity Shift"), ("vote-against", "Akram")],
        },
    )
    callers = [p for p in prompts if p.decider == 0]
    assert not {"burn-for", "burn-against"} & option_keys(callers[0])
    bobs = [p for p in prompts if p.decider == 1]
    burns = [o.label for o in bobs[0].options if o.key == "burn-for"]
    assert burns == [
        "Burn Parity Shift from hand for 1 vote for",
        "Burn Kine Resources Contested from hand for 1 vote for",
    ]
    assert not {"burn-for", "burn-against"} & option_keys(bobs[1])
    assert parity in state.players[1].ash_heap  # burned without regard to its text
    assert passed is False  # 1 for, 2 against


@pytest.mark.parametrize(
    ("vampire", "votes"),
    [
        ("Akram", 1),  # primogen
        ("Alfred Benezri", 1),  # bishop
        ("Alicia Cortez", 2),  # prince
        ("Aeron", 2),  # archbishop
        ("Brunhilde (ADV)", 2),  # baron
        ("Cesewayo", 2),  # magaji
        ("Alonso Petrodon", 3),  # justicar
        ("Ambrosio Luis Monçada, Plenipotentiary", 3),  # cardinal
        ("Adana de Sforza", 4),  # Inner Circle
        ("Sha-Ennu", 4),  # regent
        ("Amisa", 2),  # "2 votes" on card text
    ],
)
def test_title_votes(vampire: str, votes: int) -> None:
    """6.3.3: each ready titled vampire gives its title's votes, cast together."""
    state = table()
    diablerist = put(state, "Adrianne", 0)
    titled = put(state, vampire, 1)
    passed, prompts = play(blood_hunt(state, diablerist), {1: [("vote-for", titled.name)]})
    cast = next(o for o in prompts[0].options if o.key == "vote-for")
    assert cast.numbers["votes"] == votes
    assert passed is True
    assert verdict(state).endswith(f"passes: {votes} for, 0 against")


def test_a_locked_vampire_votes_but_not_one_in_torpor_nor_a_contested_title() -> None:
    """6.3.3: a minion's votes only while ready (locked is fine); 4.2: contested titles give none."""
    state = table()
    diablerist = put(state, "Adrianne", 0)
    justicar = put(state, "Alonso Petrodon", 1, Region.TORPOR)
    prince = put(state, "Alicia Cortez", 2)
    prince.title_contested = True
    passed, prompts = play(blood_hunt(state, diablerist), {})
    assert prompts == []  # nobody has anything to cast
    assert passed is False
    move(state, justicar, Region.READY)
    justicar.locked = True
    passed, _ = play(blood_hunt(state, diablerist), {1: [("vote-for", "Alonso Petrodon")]})
    assert passed is True


def test_the_edge_is_burned_for_a_vote() -> None:
    """6.3.3: the Methuselah with the Edge can burn it for 1 vote."""
    state = table()
    diablerist = put(state, "Adrianne", 0)
    state.edge = 2
    passed, _ = play(blood_hunt(state, diablerist), {2: [("vote-for", "the Edge")]})
    assert passed is True
    assert state.edge is None


def test_the_edge_kept_when_not_cast() -> None:
    """6.3.3: a vote need not be cast; the Edge stays with its Methuselah."""
    state = table()
    diablerist = put(state, "Adrianne", 0)
    state.edge = 2
    passed, _ = play(blood_hunt(state, diablerist), {})
    assert passed is False
    assert state.edge == 2


def test_prisci_block_goes_to_the_ballot_majority() -> None:
    """6.3.3: one priscus's ballot moves the whole block of 3 votes, beating a prince's 2."""
    state = table()
    diablerist = put(state, "Adrianne", 0)
    put(state, "Bronwen", 1)
    put(state, "Alicia Cortez", 2)
    passed, prompts = play(
        blood_hunt(state, diablerist),
        {1: [("vote-for", "Bronwen")], 2: [("vote-against", "Alicia Cortez")]},
    )
    assert passed is True
    assert verdict(state).endswith("passes: 3 for, 2 against")
    ballot = next(o for o in prompts[0].options if o.key == "vote-for")
    assert (ballot.numbers["votes"], ballot.numbers["ballots"]) == (0, 1)


def test_tied_prisci_subreferendum_abstains() -> None:
    """6.3.3: a tied subreferendum leaves the prisci block out; the primogen's vote decides."""
    state = table()
    diablerist = put(state, "Adrianne", 0)
    put(state, "Akram", 0)
    put(state, "Bronwen", 1)
    put(state, "Korah", 2)
    put(state, "Gratiano", 2)
    passed, _ = play(
        blood_hunt(state, diablerist),
        {
            0: [("vote-for", "Akram")],
            1: [("vote-for", "Bronwen")],
            2: [("vote-against", "Korah")],
        },
    )
    assert passed is True
    assert verdict(state).endswith("passes: 1 for, 0 against")


def test_acting_vampire_plays_a_polling_modifier() -> None:
    """6.3.3: the acting vampire's Bewitching Oration [PRE] adds 4 votes to his own 2."""
    state = table()
    anson = put(state, "Anson", 0)
    put(state, "Bewitching Oration", 0, Region.HAND)
    put(state, "Alonso Petrodon", 1)
    action = political_action(state, anson, "Ancilla Empowerment")
    passed, prompts = play(
        referendum(state, action),
        {
            0: [("play", "[PRE]"), ("vote-for", "Anson")],
            1: [("vote-against", "Alonso Petrodon")],
        },
    )
    assert [o.label for o in prompts[0].options if o.key == "play"] == [
        "Anson plays Bewitching Oration [pre]: +2 votes",
        "Anson plays Bewitching Oration [PRE]: +4 votes",
    ]
    assert passed is True
    assert verdict(state).endswith("passes: 6 for, 3 against")


def test_reaction_with_votes_resolved_by_hand() -> None:
    """6.3.3: another Methuselah's ready unlocked vampire reacts; a by-hand card's votes join his."""
    state = table()
    caller = put(state, "Adrianne", 0)
    bronwen = put(state, "Bronwen", 1)
    put(state, "Dread Gaze", 1, Region.HAND)
    action = political_action(state, caller, "Ancilla Empowerment")
    picks = [("play", "Dread Gaze [PRE]"), ("done", "")] + [("vote+", "")] * 4 + [("done", "")]
    passed, prompts = play(
        referendum(state, action),
        {
            0: [("vote-for", "Ancilla Empowerment")],
            1: [*picks, ("vote-against", "Bronwen")],
        },
    )
    assert [p.section for p in prompts if p.kind == "judge"] == ["1.4"] * 6
    assert passed is False
    assert verdict(state).endswith("fails: 1 for, 7 against")  # 4 votes and the prisci block
    bronwen.locked = True
    action = political_action(state, caller, "Ancilla Empowerment")
    put(state, "Dread Gaze", 1, Region.HAND)
    _, prompts = play(referendum(state, action), {})
    assert "play" not in option_keys(next(p for p in prompts if p.decider == 1))


# -- the referendums the engine resolves (6.3.2) and ousting (9.1) ------------------------------


def test_kine_resources_contested_ousts_and_scores_for_the_predator() -> None:
    """9.1: Bob burns to 0 pool and is ousted; his predator Alice gains 1 victory point and 6 pool."""
    state = table()
    caller = put(state, "Adrianne", 0)
    state.players[1].pool = 3
    action = political_action(state, caller, "Kine Resources Contested")
    passed, prompts = play(
        referendum(state, action),
        {0: [("point", "Bob")] * 3 + [("point", "Carol"), ("vote-for", "Kine")]},
    )
    assert passed is True
    terms = [p for p in prompts if p.kind == "terms"]
    assert [p.section for p in terms] == ["6.3.2"] * 4
    assert all(p.section == "6.3.3" for p in prompts if p.kind == "vote")
    assert next(p for p in prompts if p.kind == "vote").context["caller"] == 0
    # Allocate 4 points among two or more Methuselahs: the last one cannot go to Bob.
    assert [o.target_seat for o in terms[3].options] == [0, 2]
    assert state.players[1].ousted
    assert (state.players[0].victory_points, state.players[0].pool) == (1, 36)
    assert state.players[2].pool == 29


def test_kine_resources_contested_can_end_the_game() -> None:
    """9.1: the last Methuselah standing ends the game; GameOver comes through the referendum."""
    state = table(players=2)
    caller = put(state, "Adrianne", 0)
    state.players[1].pool = 3
    action = political_action(state, caller, "Kine Resources Contested")
    with pytest.raises(GameOver):
        play(
            referendum(state, action),
            {0: [("point", "Bob")] * 3 + [("vote-for", "Kine")]},
        )
    assert state.winner == 0
    assert state.players[0].victory_points == 2


def test_consanguineous_boon_gives_pool_per_vampire_of_the_chosen_clan() -> None:
    """6.3.2: the terms (a clan) are chosen, then each Methuselah gains per vampire of it."""
    state = table()
    caller = put(state, "Adrianne", 0)  # Toreador
    put(state, "Anson", 1)  # Toreador prince
    put(state, "Aisha az-Zahra", 1, Region.TORPOR)  # Toreador, still controlled
    put(state, "Akram", 2)  # Brujah
    action = political_action(state, caller, "Consanguineous Boon")
    passed, _ = play(
        referendum(state, action),
        {0: [("clan", "Toreador"), ("vote-for", "Consanguineous Boon")]},
    )
    assert passed is True
    assert [p.pool for p in state.players] == [31, 32, 30]


@pytest.mark.parametrize("side", ["vote-for", "vote-against"])
def test_unautomated_referendum_is_resolved_by_hand_only_if_it_passes(side: str) -> None:
    """6.3.2: a failed referendum has no effect; a passed one without automation is judged (1.4)."""
    state = table()
    anson = put(state, "Anson", 0)
    action = political_action(state, anson, "Peace Treaty")
    passed, prompts = play(referendum(state, action), {0: [(side, "Anson")]})
    judged = [p for p in prompts if p.kind == "judge"]
    assert passed is (side == "vote-for")
    assert len(judged) == (1 if passed else 0)


# -- 6.5.6: the blood hunt ----------------------------------------------------------------------


@pytest.mark.parametrize(("hunter", "passes"), [("Alonso Petrodon", True), ("Akram", False)])
def test_blood_hunt(hunter: str, passes: bool) -> None:
    """6.5.6: a justicar's 3 votes beat the diablerist prince's 2; a primogen's 1 does not."""
    state = table()
    diablerist = put(state, "Anson", 0)
    put(state, "Bewitching Oration", 0, Region.HAND)
    put(state, hunter, 1)
    passed, prompts = play(
        blood_hunt(state, diablerist),
        {0: [("vote-against", "Anson")], 1: [("vote-for", hunter)]},
    )
    assert passed is passes
    assert prompts[0].context["diablerist seat"] == 0
    # 6.5.6: not an action, so no action modifiers nor reactions.
    assert all("play" not in option_keys(p) for p in prompts)
