"""Provides goldfish games: the passive dummy, one bot game against it, and what the game's events
say about the deck (turns to oust, pool bled per turn, vampires in play, costs, cards)."""

from __future__ import annotations

import random
import signal
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..cards.decks import Deck
from ..rules.blocks import STAND_IN
from ..rules.events import (
    BloodMoved,
    CardMoved,
    CombatEnded,
    DamageDealt,
    PhaseBegan,
    PoolMoved,
    RoundEnded,
)
from ..rules.prompts import Prompt
from ..rules.state import GameState, Phase, Region
from ..sequencer.core import Sequencer
from ..sequencer.record import GameRecord
from .bots import DECISION_CEILING, DEFAULT_MAX_TURNS, make_bot, stalled_at

DECK, DUMMY_SEAT = 0, 1  # the goldfisher sits first, the dummy is her prey
DUMMY = "dummy"  # the dummy's seat in a record's options.bots
# Prompt answers a passive goldfish dummy gives: never block, never play, never withdraw.
_PASSIVE_KEYS = ("stay", "decline", "pass", "done", "end", "keep")
DUMMY_INTERCEPT = 1  # enough to block a plain bleed (stealth 0), not a +1 stealth action
_IN_PLAY = (Region.READY, Region.TORPOR)  # a vampire in torpor is still in play (2.3)


def dummy_deck() -> Deck:
    """A goldfish dummy: no crypt, no library, just 30 pool."""
    return Deck(name="Dummy", crypt=(), library=())


def passive(prompt: Prompt) -> int:
    """The goldfish dummy's answer: the first passive option (keep playing, do not block)."""
    for key in _PASSIVE_KEYS:
        for i, option in enumerate(prompt.options):
            if option.key == key:
                return i
    return 0


@dataclass(frozen=True, slots=True)
class Dummy:
    """How the goldfish dummy plays: passive (``block`` 0), or attempting to block that share of
    the deck's actions with a stand-in of ``intercept`` (rules/blocks.py, 6.2.2.2)."""

    block: float = 0.0
    intercept: int = DUMMY_INTERCEPT

    @classmethod
    def of(cls, options: dict[str, Any]) -> Dummy:
        """The dummy a record's options describe (passive when they say nothing)."""
        stand_ins = options.get("stand_ins") or {}
        intercept = stand_ins.get(str(DUMMY_SEAT), DUMMY_INTERCEPT)
        return cls(options.get("dummy_block") or 0.0, intercept)

    def options(self) -> dict[str, Any]:
        """The record's options for a goldfish table with this dummy in the second seat."""
        found: dict[str, Any] = {"goldfish": True, "open_hands": True}
        if self.block > 0:
            found["stand_ins"] = {str(DUMMY_SEAT): self.intercept}
            found["dummy_block"] = self.block
        return found

    def decider(self, seed: int) -> Callable[[Prompt], int]:
        """The dummy's answers; whether it attempts to block an action is drawn from its own
        source seeded by the game's seed, so a game still depends on its seed alone."""
        if self.block <= 0:
            return passive
        rng = random.Random(seed * 31 + DUMMY_SEAT)
        share = self.block

        def decide(prompt: Prompt) -> int:
            for i, option in enumerate(prompt.options):
                if option.key == STAND_IN:
                    return i if rng.random() < share else passive(prompt)
            return passive(prompt)

        return decide


PASSIVE = Dummy()


def dummy_words(dummy: Dummy) -> str:
    """The dummy in words: "goldfish dummy, passive" or "..., blocks 30%, intercept 1"."""
    if dummy.block <= 0:
        return "goldfish dummy, passive"
    return f"goldfish dummy, blocks {dummy.block:.0%}, intercept {dummy.intercept}"


@dataclass(slots=True)
class GoldfishGame:
    """What one goldfish game says about the deck; turns are the deck's own (its k-th turn)."""

    seed: int
    turns: int | None = None  # the deck's turn in which the dummy was ousted; None: never
    bled_per_turn: list[int] = field(default_factory=list)
    first_vampire: int | None = None  # the deck's first turn ending with 1 vampire in play
    first_two_vampires: int | None = None
    influence_pool: int = 0  # pool moved onto uncontrolled vampires in its influence phases
    card_blood: int = 0  # blood its vampires paid for cards (damage not counted)
    card_pool: int = 0  # pool it paid for cards outside its influence phases
    drawn: Counter[str] = field(default_factory=Counter)  # copies that came into its hand
    played: Counter[str] = field(default_factory=Counter)
    discarded: Counter[str] = field(default_factory=Counter)  # from hand to the ash heap unplayed
    stuck: Counter[str] = field(default_factory=Counter)  # still in hand when the game ended
    error: str | None = None  # a rules bug ended the game: counted and named, never figures


def read_game(seed: int, state: GameState) -> GoldfishGame:
    """Fold the game's event stream into the deck's figures."""
    game = GoldfishGame(seed)
    turn = 0
    phase: tuple[Phase, int] | None = None
    in_play: set[int] = set()
    being_played: set[int] = set()
    damage: Counter[int] = Counter()  # blood a vampire is about to lose to damage, not to costs
    for event in state.events:
        if isinstance(event, PhaseBegan):
            phase = (event.phase, event.seat)
            if event.seat == DECK and event.phase is Phase.UNLOCK:
                turn += 1
                game.bled_per_turn.append(0)
            elif event.seat == DECK and event.phase is Phase.DISCARD:
                _count_vampires(game, turn, len(in_play))
        elif isinstance(event, PoolMoved):
            _pool(game, event, phase, bool(being_played))
        elif isinstance(event, CardMoved) and event.card.owner == DECK:
            _card(game, event, in_play, being_played)
        elif isinstance(event, DamageDealt):
            damage[event.card.uid] += event.normal + event.aggravated
        elif isinstance(event, (RoundEnded, CombatEnded)):
            damage.clear()
        elif isinstance(event, BloodMoved) and event.amount < 0:
            _blood(game, event, damage, bool(being_played))
    _count_vampires(game, turn, len(in_play))
    if state.players[DUMMY_SEAT].ousted:
        game.turns = turn
    game.stuck.update(c.card.name for c in state.players[DECK].hand)
    return game


def _count_vampires(game: GoldfishGame, turn: int, count: int) -> None:
    if turn and count >= 1 and game.first_vampire is None:
        game.first_vampire = turn
    if turn and count >= 2 and game.first_two_vampires is None:
        game.first_two_vampires = turn


def _pool(
    game: GoldfishGame, event: PoolMoved, phase: tuple[Phase, int] | None, paying: bool
) -> None:
    if event.seat == DUMMY_SEAT and event.amount < 0 and game.bled_per_turn:
        game.bled_per_turn[-1] -= event.amount
    elif event.seat == DECK and phase == (Phase.INFLUENCE, DECK):
        game.influence_pool -= event.amount  # 6.4: transfers; 4 of them bring one blood back
    elif event.seat == DECK and event.amount < 0 and paying:
        game.card_pool -= event.amount


def _card(game: GoldfishGame, event: CardMoved, in_play: set[int], playing: set[int]) -> None:
    card = event.card
    name = card.card.name
    if event.destination is Region.HAND:  # drawn, or back from the ash heap
        game.drawn[name] += 1
    elif event.origin is Region.HAND and event.destination is Region.PLAYING:
        game.played[name] += 1
    elif event.origin is Region.HAND and event.destination is Region.ASH_HEAP:
        game.discarded[name] += 1
    if event.destination is Region.PLAYING:
        playing.add(card.uid)
    elif event.origin is Region.PLAYING:
        playing.discard(card.uid)
    if card.card.is_crypt and event.destination in _IN_PLAY:
        in_play.add(card.uid)
    elif event.destination not in _IN_PLAY:
        in_play.discard(card.uid)


def _blood(game: GoldfishGame, event: BloodMoved, damage: Counter[int], paying: bool) -> None:
    card = event.card
    lost = -event.amount
    from_damage = min(lost, damage[card.uid])
    damage[card.uid] -= from_damage
    if paying and card.controller == DECK and card.card.is_crypt:
        game.card_blood += lost - from_damage


def play_goldfish(
    deck: Deck, seed: int, bot: str, max_turns: int | None, dummy: Dummy = PASSIVE
) -> GoldfishGame:
    """One game of the deck, played by the named bot, against the dummy."""
    try:
        seq = _play(deck, seed, bot, max_turns, dummy)
    except Exception as e:  # a rules bug must not stop the batch: it is counted and named
        return GoldfishGame(seed, error=f"seed {seed}: {e.__class__.__name__}: {e}")
    return read_game(seed, seq.state)


def goldfish_record(
    deck: Deck, seed: int, bot: str, max_turns: int | None, dummy: Dummy = PASSIVE
) -> GameRecord:
    """The record of one batch game, as ``vtes-tui replay`` and the app's load screen read it:
    a goldfish table whose first seat the bot held."""
    seq = _play(deck, seed, bot, max_turns, dummy)
    options = {"bots": {str(DECK): bot, str(DUMMY_SEAT): DUMMY}, **dummy.options()}
    return GameRecord.of(seq, [deck, dummy_deck()], options)


def _play(deck: Deck, seed: int, bot: str, max_turns: int | None, dummy: Dummy) -> Sequencer:
    record = GameRecord(
        seed=seed,
        names=["You", "Dummy"],
        decks=[deck, dummy_deck()],
        # A dummy that blocks every action may never be ousted: bot games' turn limit.
        max_turns=DEFAULT_MAX_TURNS if max_turns is None else max_turns,
        options=dummy.options(),
    )
    seq = record.sequencer()
    decide: Callable[[Prompt], int] = make_bot(bot, seed * 31, lambda: seq.state)
    answer = dummy.decider(seed)
    while seq.prompt is not None:
        if len(seq.choices) >= DECISION_CEILING:
            raise stalled_at(seq.state.turn)
        prompt = seq.prompt
        seq.choose(decide(prompt) if prompt.decider == DECK else answer(prompt))
    return seq


# What each worker process plays: set once by the pool's initializer, not pickled per game.
_batch: tuple[Deck, str, int | None, Dummy] | None = None


def _start_worker(deck: Deck, bot: str, max_turns: int | None, dummy: Dummy) -> None:
    global _batch
    # Ctrl+C is the parent's to handle (it reports what it has); workers just stop with it.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    _batch = (deck, bot, max_turns, dummy)


def _worker_game(seed: int) -> GoldfishGame:
    assert _batch is not None
    deck, bot, max_turns, dummy = _batch
    return play_goldfish(deck, seed, bot, max_turns, dummy)


def goldfish_games(
    deck: Deck,
    seeds: Sequence[int],
    bot: str,
    max_turns: int | None,
    jobs: int = 1,
    dummy: Dummy = PASSIVE,
) -> Iterator[GoldfishGame]:
    """The games of ``seeds`` in seed order, on ``jobs`` processes: a game depends on its seed
    alone, so the figures are the same whatever ``jobs`` is."""
    jobs = min(jobs, len(seeds))  # no process without a game to play
    if jobs <= 1:
        for seed in seeds:
            yield play_goldfish(deck, seed, bot, max_turns, dummy)
        return
    pool = ProcessPoolExecutor(
        jobs, initializer=_start_worker, initargs=(deck, bot, max_turns, dummy)
    )
    try:
        chunk = max(1, min(50, len(seeds) // (jobs * 8)))
        yield from pool.map(_worker_game, seeds, chunksize=chunk)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
