"""Seeded bot games played to the end, with the table's invariants checked after every choice
(DESIGN.md, Testing): each card in exactly one place, no negative pool, blood or life, no
controlled vampire above capacity, every prompt with an option (each with its own id), every game
ending."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from vtes_tui.cards.decks import load_deck
from vtes_tui.players.simulate import play_bot_game
from vtes_tui.rules.state import LISTED_REGIONS, CardInPlay, GameState, Region
from vtes_tui.sequencer.core import Sequencer

DECKS = sorted((Path(__file__).parent.parent / "decks").glob("*.txt"))
TWDA = sorted((Path(__file__).resolve().parent.parent.parent / "shared" / "twda").glob("*.txt"))
MAX_TURNS = 150
GAMES = [(bot, seed, 3 + seed % 3) for bot in ("greedy", "random") for seed in range(1, 9)]
TWDA_GAMES = [(bot, seed) for bot in ("greedy", "random") for seed in range(1, 5)]


def _placed(state: GameState) -> Iterator[tuple[CardInPlay, Region]]:
    """Every card where the table holds it: regions, cards on cards, cards being played."""

    def with_attached(card: CardInPlay, region: Region) -> Iterator[tuple[CardInPlay, Region]]:
        yield card, region
        for other in card.attached:
            assert other.host is card, f"{other} is on {card} but names {other.host}"
            yield from with_attached(other, Region.ON_CARD)

    for player in state.players:
        for region in LISTED_REGIONS:
            for card in player.region(region):
                yield from with_attached(card, region)
    for card in state.playing:
        yield from with_attached(card, Region.PLAYING)


def check_invariants(seq: Sequencer) -> None:
    """The table is sound after this choice."""
    state = seq.state
    seen: dict[int, Region] = {}
    for card, region in _placed(state):
        assert card.uid not in seen, f"{card} is in {seen[card.uid]} and in {region}"
        assert card.region is region, f"{card} says {card.region} but lies in {region}"
        seen[card.uid] = region
    assert seen.keys() == state.cards.keys(), "some cards are nowhere"
    for player in state.players:
        assert player.pool >= 0, f"{player.name} has {player.pool} pool"
        for vampire in player.ready + player.torpor:
            if vampire.is_vampire:
                assert vampire.blood <= vampire.capacity, f"{vampire} above capacity"
    for card in state.cards.values():
        assert card.blood >= 0, f"{card} has {card.blood} blood/life"
    if seq.prompt is not None:
        assert seq.prompt.options, f"prompt without options: {seq.prompt.text}"
        # DESIGN.md, "Choices that stay stable": each option of a prompt has its own meaning.
        ids = [o.id for o in seq.prompt.options]
        assert len(set(ids)) == len(ids), f"options share an id: {ids}"


@pytest.mark.skipif(len(DECKS) < 2, reason="needs the bundled decks")
@pytest.mark.parametrize(("bot", "seed", "players"), GAMES)
def test_bot_game_keeps_the_invariants_to_the_end(bot: str, seed: int, players: int) -> None:
    """1.3, 1.5.2, 9.1: a seeded bot game keeps every invariant after each choice and ends
    (one Methuselah left or the turn limit reached)."""
    decks = [load_deck(DECKS[(seed + i) % len(DECKS)]) for i in range(players)]
    seq = play_bot_game(decks, seed, bot, MAX_TURNS, on_choice=check_invariants)
    assert seq.prompt is None
    state = seq.state
    assert state.finished
    assert len(state.alive()) <= 1 or state.turn >= MAX_TURNS


@pytest.mark.skipif(not TWDA, reason="needs the tournament decklists of ../shared/twda")
@pytest.mark.parametrize(("bot", "seed"), TWDA_GAMES)
def test_tournament_decks_keep_the_invariants_to_the_end(bot: str, seed: int) -> None:
    """The same invariants with four tournament-winning decks drawn by the seed from the TWDA:
    many cards, automated and not, that the starter decks do not hold."""
    rng = random.Random(seed)
    decks = [load_deck(path) for path in rng.sample(TWDA, 4)]
    seq = play_bot_game(decks, seed, bot, MAX_TURNS, on_choice=check_invariants)
    assert seq.prompt is None and seq.state.finished


ALLIES = ("Jake Washington", "Nephandus", "Carlton Van Wyk")


@pytest.mark.skipif(not TWDA, reason="needs the tournament decklists of ../shared/twda")
@pytest.mark.parametrize(
    ("bot", "seed"), [(bot, seed) for bot in ("greedy", "random") for seed in (3, 6)]
)
def test_decks_with_the_automated_allies_keep_the_invariants(bot: str, seed: int) -> None:
    """The same invariants with a tournament deck holding each of Jake Washington, Nephandus
    and Carlton Van Wyk (their abilities offered to the bots), and a fourth one."""
    rng = random.Random(seed)
    holding = [[p for p in TWDA if name in p.read_text(errors="ignore")] for name in ALLIES]
    paths = [rng.choice(found) for found in holding if found] + [rng.choice(TWDA)]
    seq = play_bot_game(
        [load_deck(p) for p in paths], seed, bot, MAX_TURNS, on_choice=check_invariants
    )
    assert seq.prompt is None and seq.state.finished
