"""The heuristic bot: whole games through prompts only, the same game from the same seed, no
oust by its own influence (7), cards played by hand left in hand, and its judgements on
prepared tables (blocks 6.2.2, stealth 6.2.2.2, rescue 6.5.3, discards 8, influence 7), each
shown to differ from the greedy bot's answer so the test fails if the judgement is removed."""

from __future__ import annotations

from pathlib import Path

import pytest
from tables import card, kinds, pick, table

from vtes_tui.cards.decks import load_deck
from vtes_tui.players.bots import greedy_bot, make_bot
from vtes_tui.players.goldfish import play_goldfish
from vtes_tui.players.heuristic import POOL_RESERVE
from vtes_tui.players.match import MatchReport, match_table
from vtes_tui.players.simulate import play_seats, seat_names
from vtes_tui.rules.prompts import Prompt
from vtes_tui.rules.state import Region
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.record import GameRecord

DECKS = Path(__file__).resolve().parent.parent / "decks"
POOL = [load_deck(p) for p in sorted(DECKS.glob("*.txt"))]
# Short games keep the suite fast; the judgements show well before turn 40.
TURNS = 40


def _answer(seq: Sequencer, seat: int) -> int:
    """The heuristic bot's answer, sitting at seat ``seat`` of this table."""
    assert seq.prompt is not None and seq.prompt.decider == seat
    return make_bot("heuristic", 0, lambda: seq.state)(seq.prompt)


def _play_seat(seq: Sequencer, seat: int) -> None:
    """Let the heuristic bot answer every prompt of ``seat`` until another seat is asked."""
    bot = make_bot("heuristic", 0, lambda: seq.state)
    while seq.prompt is not None and seq.prompt.decider == seat:
        seq.choose(bot(seq.prompt))


def test_heuristic_games_end_and_the_same_seed_plays_the_same_game() -> None:
    """Four seats, heuristic and greedy alternating: the game ends (9.1) without an error, and
    replaying the seed gives the same choices."""
    decks, bots = match_table(POOL, 3)
    first = play_seats(decks, 3, bots, max_turns=TURNS)
    again = play_seats(decks, 3, bots, max_turns=TURNS)
    assert first.prompt is None and first.state.finished
    assert first.choices == again.choices
    assert len(first.choices) > 100


def test_heuristic_never_spends_its_pool_below_the_reserve_on_influence() -> None:
    """7: every transfer of pool to a vampire leaves the heuristic at POOL_RESERVE or more, over
    many seeds; the greedy bot at the same tables goes lower, so the property is not idle."""
    lowest = {"heuristic": 30, "greedy": 30}
    spent = 0
    for game in range(6):
        decks, bots = match_table(POOL, game)
        seq = GameRecord(game, seat_names(decks), decks, max_turns=TURNS).sequencer()
        deciders = [make_bot(b, game * 31 + i, lambda s=seq: s.state) for i, b in enumerate(bots)]
        while seq.prompt is not None:
            prompt = seq.prompt
            chosen = seq.choose(deciders[prompt.decider](prompt))
            if prompt.kind == "transfer" and chosen.key in ("to-minion", "crypt"):
                pool = seq.state.players[prompt.decider].pool
                bot = bots[prompt.decider]
                lowest[bot] = min(lowest[bot], pool)
                spent += bot == "heuristic"
    assert spent > 20
    assert lowest["heuristic"] >= POOL_RESERVE
    assert lowest["greedy"] < POOL_RESERVE


def test_heuristic_blocks_with_an_intercept_card_when_short() -> None:
    """6.2.2, 6.2.2.2: a recruit action (+1 stealth) against a blocker with intercept 0: with
    Precognition (+1 intercept) in hand the heuristic attempts the block and makes it good;
    the greedy bot declines a block that would fail."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alek König", "blood": 3}],
            "hand": ["Aggressive Corpse"],
        },
        {"name": "Bob", "ready": [{"card": "Meaghan", "blood": 3}], "hand": ["Precognition"]},
        phase="minion",
        turn=5,
    )
    pick(seq, "recruit", "Aggressive Corpse")
    assert kinds(seq) == ("block", 1)
    assert seq.prompt.options[greedy_bot(0)(seq.prompt)].key == "decline"
    assert seq.prompt.options[_answer(seq, 1)].key == "block"
    _play_seat(seq, 1)
    assert card(seq.state, "Precognition").region is Region.ASH_HEAP
    assert any("blocked by Meaghan" in e.text for e in seq.state.log)


def test_heuristic_does_not_block_a_hunt() -> None:
    """6.1.2: a hunt harms no one; blocking it only locks the blocker."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Alek König", "blood": 0}]},
        {"name": "Bob", "ready": [{"card": "Meaghan", "blood": 3}], "hand": ["Eyes of Argus"]},
        phase="minion",
        turn=5,
    )
    if kinds(seq) == ("action", 0):
        pick(seq, "hunt")
    assert kinds(seq) == ("block", 1)
    assert seq.prompt.options[_answer(seq, 1)].key == "decline"


def _blocked(hand: list[str], intercept: int) -> tuple[Sequencer, Prompt]:
    """Alice's Dr. Stephen Norton (superior Obfuscate) bleeds Bob and Meaghan blocks; the stealth
    prompt as the engine asks it when the blocker has ``intercept`` (6.2.2.2)."""
    seq = table(
        {"name": "Alice", "ready": [{"card": "Dr. Stephen Norton", "blood": 4}], "hand": hand},
        {"name": "Bob", "ready": [{"card": "Meaghan", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed")
    pick(seq, "block", "Meaghan")
    assert kinds(seq) == ("stealth", 0)
    prompt = seq.prompt
    context = {**(prompt.context or {}), "intercept": intercept}
    return seq, Prompt(
        prompt.decider, prompt.kind, prompt.section, prompt.text, prompt.options, context
    )


def test_heuristic_plays_the_least_stealth_that_gets_through() -> None:
    """6.2.2.2: blocked at stealth 0 against intercept 1, two more stealth get the bleed
    through: Lost in Crowds at superior Obfuscate (+2); the greedy bot plays the first card
    offered (+1, which the block still stops)."""
    seq, prompt = _blocked(["Lost in Crowds", "Elder Impersonation"], intercept=1)
    assert prompt.options[greedy_bot(0)(prompt)].label.endswith("[obf]: +1 stealth")
    chosen = prompt.options[make_bot("heuristic", 0, lambda: seq.state)(prompt)]
    assert "Lost in Crowds [OBF]: +2 stealth" in chosen.label


def test_heuristic_keeps_stealth_that_cannot_get_through() -> None:
    """6.2.2.2: blocked at stealth 0 against intercept 3, its stealth cards together (+1, +1)
    cannot get the bleed through: the heuristic lets the block stand and keeps them; against
    intercept 0 it plays one."""
    seq, hopeless = _blocked(["Cloak the Gathering", "Swallowed by the Night"], intercept=3)
    bot = make_bot("heuristic", 0, lambda: seq.state)
    assert hopeless.options[bot(hopeless)].key == "pass"
    assert hopeless.options[greedy_bot(0)(hopeless)].key == "play"
    assert seq.prompt.options[bot(seq.prompt)].key == "play"


def _rescue_or_bleed(prey_pool: int) -> Sequencer:
    """Alice's Ashley may bleed Bob for 1 or rescue Alexander Silverson (capacity 8) from
    torpor (6.5.3)."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Ashley", "blood": 3}],
            "torpor": [{"card": "Alexander Silverson", "blood": 1}],
        },
        {"name": "Bob", "pool": prey_pool, "ready": [{"card": "Meaghan", "blood": 3}]},
        phase="minion",
        turn=5,
    )
    assert kinds(seq) == ("action", 0)
    return seq


def test_heuristic_rescues_an_old_vampire_from_torpor() -> None:
    """6.5.3: with a capacity-8 vampire of hers in torpor, the heuristic rescues him (2 blood)
    rather than bleed for 1; the greedy bot bleeds."""
    seq = _rescue_or_bleed(prey_pool=30)
    assert seq.prompt.options[greedy_bot(0)(seq.prompt)].key == "bleed"
    chosen = seq.prompt.options[_answer(seq, 0)]
    assert chosen.key == "rescue" and "Alexander Silverson" in chosen.label


def test_heuristic_ousts_its_prey_first() -> None:
    """9.1: when a bleed takes the prey's last pool it is chosen above a rescue."""
    seq = _rescue_or_bleed(prey_pool=1)
    assert seq.prompt.options[_answer(seq, 0)].key == "bleed"


def test_heuristic_cycles_a_dead_card_and_keeps_cards_played_by_hand() -> None:
    """8: in the discard phase the heuristic discards Immortal Grapple (Potence: none of her
    vampires has it) and keeps Choir, a card played by hand, for the statistics to show; the
    greedy bot discards nothing."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Ashley", "blood": 3}],
            "hand": ["Choir", "Immortal Grapple", "Cloak the Gathering"],
        },
        {"name": "Bob", "ready": [{"card": "Meaghan", "blood": 3}]},
        phase="discard",
        turn=5,
    )
    assert kinds(seq) == ("discard", 0)
    assert seq.prompt.options[greedy_bot(0)(seq.prompt)].key == "end"
    chosen = seq.prompt.options[_answer(seq, 0)]
    assert chosen.key == "discard" and "Immortal Grapple" in chosen.label


def test_heuristic_stops_influence_at_its_reserve() -> None:
    """7: at 10 pool the heuristic moves pool to its uncontrolled vampire only down to
    POOL_RESERVE; the greedy bot would go on."""
    seq = table(
        {
            "name": "Alice",
            "pool": POOL_RESERVE + 2,
            "uncontrolled": [{"card": "Alexander Silverson", "blood": 0}],
        },
        {"name": "Bob", "ready": [{"card": "Meaghan", "blood": 3}]},
        phase="influence",
        turn=5,
    )
    assert kinds(seq) == ("transfer", 0)
    _play_seat(seq, 0)
    assert seq.state.players[0].pool == POOL_RESERVE
    assert card(seq.state, "Alexander Silverson").blood == 2


def test_heuristic_goldfish_leaves_cards_played_by_hand_in_hand(tmp_path: Path) -> None:
    """A deck with Mask of a Thousand Faces (played by hand): over goldfish games the heuristic
    never plays or discards it, and the statistics count it as stuck in hand."""
    text = (
        (DECKS / "v5-malkavian.txt")
        .read_text()
        .replace("4x Revelations", "4x Mask of a Thousand Faces")
    )
    assert "Mask of a Thousand Faces" in text
    (tmp_path / "mask.txt").write_text(text)
    deck = load_deck(tmp_path / "mask.txt")
    stuck = 0
    for seed in range(3):
        game = play_goldfish(deck, seed, "heuristic", max_turns=30)
        assert game.error is None
        assert game.played["Mask of a Thousand Faces"] == 0
        assert game.discarded["Mask of a Thousand Faces"] == 0
        stuck += game.stuck["Mask of a Thousand Faces"]
        assert game.drawn["Mask of a Thousand Faces"] == game.stuck["Mask of a Thousand Faces"]
    assert stuck > 0


def test_the_match_counts_a_game_with_no_winner_against_the_heuristic() -> None:
    report = MatchReport(heuristic=7, greedy=2, no_winner=1)
    assert report.games == 10 and report.rate == 0.7
    low, high = report.interval()
    assert low < 0.7 < high


@pytest.mark.parametrize("game", [0, 1])
def test_the_two_games_of_a_pair_deal_the_same_decks_and_swap_the_bots(game: int) -> None:
    decks, bots = match_table(POOL, 2 * 5 + game)
    other_decks, other_bots = match_table(POOL, 2 * 5 + 1 - game)
    assert [d.name for d in decks] == [d.name for d in other_decks]
    assert len({d.name for d in decks}) == 4
    assert all(a != b for a, b in zip(bots, other_bots, strict=True))


def test_heuristic_keeps_its_reserve_from_master_cards() -> None:
    """5, 1.6.1.3: at POOL_RESERVE + 1 pool the heuristic does not pay 1 pool for Dreams of the
    Sphinx (it would leave no more than the reserve); the greedy bot plays it. With 20 pool the
    heuristic plays it too."""
    for pool, played in ((POOL_RESERVE + 1, False), (20, True)):
        seq = table(
            {
                "name": "Alice",
                "pool": pool,
                "ready": [{"card": "Ashley", "blood": 3}],
                "hand": ["Dreams of the Sphinx"],
            },
            {"name": "Bob", "ready": [{"card": "Meaghan", "blood": 3}]},
            phase="master",
            turn=5,
        )
        assert kinds(seq) == ("master", 0)
        assert seq.prompt.options[greedy_bot(0)(seq.prompt)].key == "master"
        assert (seq.prompt.options[_answer(seq, 0)].key == "master") is played


@pytest.mark.parametrize("threatened", [True, False])
def test_heuristic_wants_more_vampires_when_its_predator_can_never_bleed(threatened: bool) -> None:
    """7: with three vampires in play the heuristic stops influencing against a predator with
    a minion; against one with no minion and none to come (the goldfish dummy) it goes on."""
    bob = (
        {"name": "Bob", "ready": [{"card": "Andi Liu", "blood": 3}]}
        if threatened
        else {"name": "Bob"}
    )
    seq = table(
        {
            "name": "Alice",
            "ready": [
                {"card": "Ashley", "blood": 3},
                {"card": "Sully", "blood": 4},
                {"card": "Meaghan", "blood": 3},
            ],
            "uncontrolled": [{"card": "Alexander Silverson", "blood": 0}],
        },
        bob,
        phase="influence",
        turn=5,
    )
    assert kinds(seq) == ("transfer", 0)
    assert (seq.prompt.options[_answer(seq, 0)].key == "end") is threatened


def test_heuristic_tries_a_short_block_once_and_wastes_no_intercept() -> None:
    """6.2.2, 6.2.2.2: Alek König recruits with +2 stealth (the action's +1 and Where the Veil
    Thins). Bob counts Eyes of Argus (+2) and attempts the block, but Eyes of Argus is only
    usable during an action directed at him: with Precognition (+1) alone short of it, he
    gives the attempt up and keeps the card; offered the block again, he declines."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alek König", "blood": 4}],
            "hand": ["Aggressive Corpse", "Where the Veil Thins"],
        },
        {
            "name": "Bob",
            "ready": [{"card": "Meaghan", "blood": 3}],
            "hand": ["Eyes of Argus", "Precognition"],
        },
        phase="minion",
        turn=5,
    )
    pick(seq, "recruit", "Aggressive Corpse")
    pick(seq, "play", "Where the Veil Thins")
    bot = make_bot("heuristic", 0, lambda: seq.state)
    answers = []
    while seq.prompt is not None and seq.prompt.decider == 1:
        answers.append((seq.prompt.kind, seq.choose(bot(seq.prompt)).key))
    assert answers == [("block", "block"), ("intercept", "pass"), ("block", "decline")]
    assert card(seq.state, "Precognition").region is Region.HAND


def test_heuristic_adds_the_most_bleed_and_never_gives_the_bleed_up() -> None:
    """6.2, 6.1.1: blocks declined, the heuristic plays Conditioning at superior Dominate (+3
    bleed) and not Spying Mission at superior Obfuscate (the bleed burns no pool), which the
    greedy bot plays as the first card offered."""
    seq = table(
        {
            "name": "Alice",
            "ready": [{"card": "Alexander Silverson", "blood": 6}],
            "hand": ["Spying Mission", "Bonding", "Conditioning"],
        },
        {"name": "Bob"},
        phase="minion",
        turn=5,
    )
    pick(seq, "bleed")
    assert kinds(seq) == ("modifier", 0)
    assert "Spying Mission [OBF]" in seq.prompt.options[greedy_bot(0)(seq.prompt)].label
    assert "Conditioning [DOM]: +3 bleed" in seq.prompt.options[_answer(seq, 0)].label
