"""Provides what vampires' own abilities do as a vampire is burned (1.1.2): The Capuchin returns
to his owner's uncontrolled region; Mina Grotius gains blood when her neighbours' vampires
burn; Julius is burned as he goes into torpor; named handlers of the card definitions, listed in ``NAMED``, carried out by a listener of
the moves (zones.emit)."""

from __future__ import annotations

from .events import CardMoved, Modifier
from .state import CardInPlay, GameState, Region
from .vampire_abilities import handlers
from .zones import add_blood, add_modifier, burn, lose_pool, move

RETURNS_UNCONTROLLED = "returns_uncontrolled_when_burned"  # The Capuchin
BLOOD_WHEN_NEIGHBOURS_BURN = "blood_when_neighbours_vampire_burned"  # Mina Grotius
BURNED_IN_TORPOR = "burned_if_in_torpor"  # Julius
POOL_WHEN_BURNED = "pool_when_burned"  # Sundervere
NAMED = (RETURNS_UNCONTROLLED, BLOOD_WHEN_NEIGHBOURS_BURN, BURNED_IN_TORPOR, POOL_WHEN_BURNED)
NEIGHBOURS_BURN_BLOOD = 3
RETURN_TRANSFERS = 3  # "+3 transfers at the start of your next influence phase"
_IN_PLAY = (Region.READY, Region.TORPOR)


def on_burned(state: GameState, event: CardMoved) -> None:
    """The Capuchin: if he is burned, move him to his owner's uncontrolled region, and the
    Methuselah who controlled him gets +3 transfers at the start of her next influence phase
    (rulings ANK 20200417: he goes to his owner's ash heap first, losing the cards and
    counters on him, then comes back as a new vampire)."""
    card = event.card
    if event.destination is Region.TORPOR:
        _burned_in_torpor(state, card)  # Julius
        return
    if event.destination is not Region.ASH_HEAP or event.origin not in _IN_PLAY:
        return
    if event.controller is None or not card.card.is_vampire:
        return
    _neighbours_burned(state, event.controller)
    if POOL_WHEN_BURNED in handlers(card):
        # Sundervere: "After Sundervere is burned, you burn 1 pool" (his controller).
        lose_pool(state, event.controller, 1)
        state.log_line(f"{state.players[event.controller].name} burns 1 pool", "1.1.2")
    if RETURNS_UNCONTROLLED not in handlers(card):
        return
    move(state, card, Region.UNCONTROLLED)
    card.face_down = True  # 2.3: the uncontrolled region is face down
    seat = event.controller
    add_modifier(state, Modifier("transfers", RETURN_TRANSFERS, "influence", seat=seat))
    state.log_line(
        f"{card.name} returns to {state.players[card.owner].name}'s uncontrolled region: "
        f"+{RETURN_TRANSFERS} transfers for {state.players[seat].name}'s next influence phase",
        "1.1.2",
        seat,
    )


def _neighbours_burned(state: GameState, seat: int) -> None:
    """Mina Grotius: whenever a vampire controlled by your predator or prey is burned, she
    gains 3 blood (ready or in torpor: the text asks neither)."""
    for player in state.players:
        if player.ousted or seat not in (state.prey(player.seat), state.predator(player.seat)):
            continue
        if player.seat == seat:
            continue
        for mina in player.ready + player.torpor:
            if not mina.contested and BLOOD_WHEN_NEIGHBOURS_BURN in handlers(mina):
                gained = add_blood(state, mina, NEIGHBOURS_BURN_BLOOD)
                state.log_line(f"{mina.name} gains {gained} blood", "1.1.2", player.seat)


def _burned_in_torpor(state: GameState, card: CardInPlay) -> None:
    """Julius: "If Julius goes into torpor, burn him" (6.5.1: he goes, and is burned)."""
    if BURNED_IN_TORPOR in handlers(card) and card.card.is_vampire:
        state.log_line(f"{card.name} goes into torpor: he is burned", "6.5.1")
        burn(state, card)
