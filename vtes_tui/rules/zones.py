"""Provides card movement between regions: draw, play, burn, attach, shuffle, counters."""

from __future__ import annotations

from .state import CardInPlay, GameState, Region


def _detach(state: GameState, card: CardInPlay) -> None:
    if card.region is Region.ON_CARD:
        assert card.host is not None
        card.host.attached.remove(card)
        card.host = None
    elif card.region is Region.PLAYING:
        state.playing.remove(card)
    else:
        state.players[_holder(card)].region(card.region).remove(card)


def _holder(card: CardInPlay) -> int:
    """Whose region list holds the card: controller for cards in play, owner otherwise."""
    if card.region in (Region.READY, Region.TORPOR, Region.IN_PLAY, Region.UNCONTROLLED):
        return card.controller
    return card.owner


def move(state: GameState, card: CardInPlay, region: Region, top: bool = False) -> None:
    """Put a card in one of its controller's (or owner's) regions; one place at a time (1.3)."""
    _detach(state, card)
    if region in (Region.ASH_HEAP, Region.LIBRARY, Region.CRYPT, Region.HAND, Region.REMOVED):
        card.controller = card.owner  # 1.3: cards return to their owner's regions
    card.region = region
    if region is Region.PLAYING:
        state.playing.append(card)
        return
    target = state.players[_holder(card)].region(region)
    if top:
        target.insert(0, card)
    else:
        target.append(card)


def attach(state: GameState, card: CardInPlay, host: CardInPlay) -> None:
    """Put a card on another card (equipment, retainer, master card played on a minion)."""
    _detach(state, card)
    card.region = Region.ON_CARD
    card.host = host
    card.controller = host.controller
    host.attached.append(card)


def burn(state: GameState, card: CardInPlay) -> None:
    """1.1.2: a burned card goes to its owner's ash heap; cards and counters on it burn too."""
    for other in list(card.attached):
        burn(state, other)
    card.blood = 0
    card.locked = False
    card.wounded = False
    card.contested = False
    card.face_down = False
    move(state, card, Region.ASH_HEAP)


def remove_from_game(state: GameState, card: CardInPlay) -> None:
    """9.1: the cards an ousted Methuselah controls are removed from the game."""
    for other in list(card.attached):
        remove_from_game(state, other)
    card.blood = 0
    move(state, card, Region.REMOVED)


def draw(state: GameState, seat: int, count: int = 1) -> None:
    """1.6.1.2: draw from the top of the library; an empty library draws nothing."""
    player = state.players[seat]
    for _ in range(count):
        if not player.library:
            return
        card = player.library[0]
        move(state, card, Region.HAND)


def refill_hand(state: GameState, seat: int) -> None:
    """1.6.1.2: the hand always matches the hand size; draw up (never discard here)."""
    player = state.players[seat]
    missing = player.hand_size - len(player.hand)
    if missing > 0:
        draw(state, seat, missing)


def shuffle(state: GameState, cards: list[CardInPlay]) -> None:
    state.rng.shuffle(cards)


def add_blood(card: CardInPlay, amount: int) -> int:
    """Add blood (or life); 1.5.2: a vampire's blood above capacity drains off at once.

    Returns the blood actually added.
    """
    before = card.blood
    card.blood += amount
    if card.card.is_vampire and card.region is not Region.UNCONTROLLED:
        card.blood = min(card.blood, card.capacity)
    return card.blood - before


def lose_blood(state: GameState, card: CardInPlay, amount: int) -> int:
    """Burn, spend or move away up to ``amount`` blood or life; returns how much went.

    Every loss of blood from a minion goes through here (damage, costs, steal blood).
    """
    lost = min(card.blood, max(amount, 0))
    card.blood -= lost
    if lost and card.region in (Region.READY, Region.TORPOR):
        # 9.2: a withdrawal fails if any of her minions lose (or spend) blood before it.
        state.players[card.controller].withdrawing = False
    return lost
