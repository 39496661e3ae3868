"""Rules tests for getting started (2): seating, pool, the Edge, the opening deal."""

from __future__ import annotations

from tables import FILLER

from vtes_tui.cards.data import cards
from vtes_tui.rules.game import Seat
from vtes_tui.rules.state import Phase, Region
from vtes_tui.sequencer.core import Sequencer

CRYPT = (
    "Krid", "Mazz", "Normal", "Steve Booth", "Pug Jackson", "Ira Rivers",
    "Eugenio Estevez", "Quentin", "Cardano", "Don Cerro", "Eugene", "Lisé",
)  # fmt: skip
LIBRARY = ("Misdirection", "Dodge", "Sport Bike", "Bonding", FILLER) * 8


def _game(seed: int, players: int = 4) -> Sequencer:
    db = cards()
    crypt = [db[n] for n in CRYPT]
    library = [db[n] for n in LIBRARY]
    return Sequencer([Seat(f"Seat {i}", crypt, library) for i in range(players)], seed=seed)


def test_the_opening_deal() -> None:
    """2.2 and 2.3: 30 pool each, seven cards in hand, four crypt cards face down in the
    uncontrolled region, nothing controlled, and the Edge uncontrolled."""
    state = _game(seed=1).state
    assert state.edge is None
    assert state.turn == 1 and state.current == 0
    for player in state.players:
        assert player.pool == 30
        assert len(player.hand) == 7 and len(player.library) == len(LIBRARY) - 7
        assert len(player.uncontrolled) == 4 and len(player.crypt) == len(CRYPT) - 4
        assert all(c.face_down and c.region is Region.UNCONTROLLED for c in player.uncontrolled)
        assert all(c.region is Region.HAND for c in player.hand)
        assert player.ready == [] and player.torpor == [] and player.in_play == []


def test_both_decks_are_shuffled_with_the_games_seed() -> None:
    """2.3: crypt and library are shuffled; the one seeded source makes it repeatable."""

    def deal(seed: int) -> list[list[str]]:
        state = _game(seed).state
        return [[c.name for c in p.uncontrolled + p.hand] for p in state.players]

    assert deal(5) == deal(5)
    dealt = {tuple(hand) for seed in range(5) for hand in deal(seed)}
    assert len(dealt) > 1
    unshuffled = list(CRYPT[:4]) + list(LIBRARY[:7])
    assert any(hand != unshuffled for seed in range(5) for hand in deal(seed))


def test_the_first_player_begins_with_the_unlock_phase() -> None:
    """2 and 3: after setup the game starts with the first Methuselah's turn, in order."""
    seq = _game(seed=2)
    assert seq.state.phase is not Phase.SETUP
    assert seq.prompt is not None and seq.prompt.decider == 0


def test_prey_is_to_the_left_and_predator_to_the_right() -> None:
    """2.1: your prey sits to your left (next clockwise), your predator to your right; when
    your prey is ousted, her prey becomes yours."""
    state = _game(seed=3).state
    assert [state.prey(s) for s in range(4)] == [1, 2, 3, 0]
    assert [state.predator(s) for s in range(4)] == [3, 0, 1, 2]
    state.players[1].ousted = True
    assert state.prey(0) == 2 and state.predator(2) == 0
