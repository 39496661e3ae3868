"""Provides a whole game as one procedure: setup (2), then turns of five phases (3) to the end (9)."""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass

from ..cards.clauses import REPLACE_DISCARD, REPLACE_OTHER, REPLACE_UNLOCK
from ..cards.model import Card
from .actions import minion_phase
from .cardplay import release_unreplaced
from .events import PhaseBegan
from .master import master_phase
from .phases import discard_phase, end_of_turn, influence_phase, unlock_phase
from .prompts import Prompt
from .state import UNCONTROLLED_START, GameState, Methuselah, Phase, Region
from .triggers import watch
from .vampire_minion_phase import after_minion_phase
from .victory import GameOver, finish
from .zones import emit, refill_hand


@dataclass(frozen=True, slots=True)
class Seat:
    """Who sits where, with which cards (2.1): a name, a crypt and a library."""

    name: str
    crypt: Sequence[Card]
    library: Sequence[Card]
    # A goldfish dummy's stand-in blocker: the intercept of its block attempts (rules/blocks.py).
    stand_in: int | None = None


def new_game(seats: Sequence[Seat], seed: int, max_turns: int | None = None) -> GameState:
    """2: seats in clockwise order, 30 pool each, the Edge uncontrolled; one seeded source."""
    players = [Methuselah(seat=i, name=s.name, stand_in=s.stand_in) for i, s in enumerate(seats)]
    state = GameState(seed=seed, players=players, rng=random.Random(seed), max_turns=max_turns)
    for i, s in enumerate(seats):
        for card in s.crypt:
            c = state.new_card(card, i)
            c.region = Region.CRYPT
            players[i].crypt.append(c)
        for card in s.library:
            c = state.new_card(card, i)
            c.region = Region.LIBRARY
            players[i].library.append(c)
    return state


def setup(state: GameState) -> None:
    """2.3: shuffle both decks, deal 7 cards to hand and 4 crypt cards face down."""
    for player in state.players:
        state.rng.shuffle(player.crypt)
        state.rng.shuffle(player.library)
        for card in player.crypt[:UNCONTROLLED_START]:
            card.region = Region.UNCONTROLLED
            card.face_down = True
        player.uncontrolled = player.crypt[:UNCONTROLLED_START]
        del player.crypt[:UNCONTROLLED_START]
        refill_hand(state, player.seat)
    state.log_line("The game begins: 30 pool each, 7 cards in hand, 4 crypt cards dealt", "2")


def play(state: GameState) -> Generator[Prompt, int, None]:
    """The game from setup to its end; yields each prompt and receives the option index."""
    watch(state)  # forced effects of cards in play that follow events
    try:
        start = Phase.UNLOCK
        if state.phase is Phase.SETUP:
            setup(state)
        else:
            start = state.phase  # a scenario begins in the middle of a turn
        while not state.finished:
            yield from take_turn(state, start)
            start = Phase.UNLOCK
            _next_seat(state)
            if state.max_turns is not None and state.turn >= state.max_turns:
                state.log_line(f"The turn limit ({state.max_turns}) is reached", "9.1")
                finish(state)
    except GameOver:
        return


_PHASES = (
    (Phase.UNLOCK, unlock_phase),
    (Phase.MASTER, master_phase),
    (Phase.MINION, minion_phase),
    (Phase.INFLUENCE, influence_phase),
    (Phase.DISCARD, discard_phase),
)


def take_turn(state: GameState, start: Phase = Phase.UNLOCK) -> Generator[Prompt, int, None]:
    """3: unlock, master, minion, influence and discard phases, in order.

    ``start`` is the unlock phase for every real turn; a scenario may begin later in one.
    """
    seat = state.current
    if start is Phase.UNLOCK:
        state.turn += 1
        state.log_line(f"Turn {state.turn}: {state.players[seat].name}", "3", seat)
    started = False
    for phase, procedure in _PHASES:
        started = started or phase is start
        if started and not state.players[seat].ousted:
            # 9.1, 9.2: an ousted or withdrawn Methuselah's turn goes no further.
            state.phase = phase
            emit(state, PhaseBegan(phase, seat))
            _replace_at(state, phase, seat)
            yield from procedure(state, seat)
            if phase is Phase.MINION and not state.players[seat].ousted:
                yield from after_minion_phase(state, seat)
    yield from end_of_turn(state, seat)


def _replace_at(state: GameState, phase: Phase, seat: int) -> None:
    """1.6.1.2: "Do not replace until your (next) unlock / discard phase" ends now."""
    if phase is Phase.UNLOCK:
        release_unreplaced(state, REPLACE_UNLOCK, seat)
        release_unreplaced(state, REPLACE_OTHER, seat)
    elif phase is Phase.DISCARD:
        release_unreplaced(state, REPLACE_DISCARD, seat)


def _next_seat(state: GameState) -> None:
    """3: turns proceed clockwise to the next Methuselah still in the game."""
    if not state.players[state.current].ousted:
        state.current = state.prey(state.current)
        return
    n = len(state.players)
    for step in range(1, n + 1):
        seat = (state.current + step) % n
        if not state.players[seat].ousted:
            state.current = seat
            return
