"""Provides the mutation API: every change of the table goes through these functions, and each
emits a typed event (DESIGN.md, "One mutation API, and events").

Cards move between regions (draw, play, burn, attach, control), blood and pool move, minions
lock and unlock, the Edge changes hands, continuous modifiers are added; ``emit`` hands each event
to the listeners (triggers of cards in play) and ends the modifiers whose duration it closes.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from ..cards.card_words import CannotGainLife
from ..cards.data import cards
from ..cards.model import Card
from .effects import has, in_play_effects
from .events import (
    CLOSING_EVENTS,
    BloodMoved,
    CardMoved,
    CardTransformed,
    ControlChanged,
    CorruptionMoved,
    EdgeMoved,
    Event,
    MinionLocked,
    MinionUnlocked,
    Modifier,
    ModifierAdded,
    PoolMoved,
    RedListChanged,
    expires,
)
from .state import CardInPlay, GameState, Region

T = TypeVar("T")


def emit(state: GameState, event: Event) -> None:
    """Record the event, call its listeners, and end the modifiers it closes."""
    state.events.append(event)
    kind = type(event)
    if kind is CardMoved:
        if event.origin in _LAID_OUT or event.destination in _LAID_OUT:  # type: ignore[attr-defined]
            state.layout_changes += 1
    elif kind is ControlChanged or kind is CardTransformed:
        state.layout_changes += 1
    for listener in state.listeners.get(kind, ()):
        listener(state, event)
    if state.modifiers and kind in CLOSING_EVENTS:
        state.modifiers = [m for m in state.modifiers if not expires(m, event)]


_LAID_OUT = frozenset(
    {Region.READY, Region.TORPOR, Region.IN_PLAY, Region.ON_CARD, Region.INCAPACITATED}
)


def by_layout(state: GameState, key: object, derive: Callable[..., T], *args: object) -> T:
    """A value derived from where the cards are, who controls them and what they are (``key``
    names it), derived again (``derive(state, *args)``) only once a card has moved, changed
    hands or become another card since: the steps ask for such values far more often than that
    happens (and a function named, not a closure made at each ask, costs them nothing to name).
    Derive per seat, ousted ones included, so that an oust changes nothing derived."""
    found = state.layout_memo.get(key)
    if found is not None and found[0] == state.layout_changes:
        return found[1]  # type: ignore[no-any-return]
    value = derive(state, *args)
    state.layout_memo[key] = (state.layout_changes, value)
    return value


# -- cards between regions (1.3) ------------------------------------------------------------------


def _detach(state: GameState, card: CardInPlay) -> None:
    if card.region is Region.ON_CARD:
        assert card.host is not None
        card.host.attached.remove(card)
        card.host = None
    elif card.region is Region.PLAYING:
        state.playing.remove(card)
    else:
        state.players[_holder(card)].region(card.region).remove(card)


_CONTROLLED_REGIONS = frozenset(
    {Region.READY, Region.TORPOR, Region.IN_PLAY, Region.UNCONTROLLED, Region.INCAPACITATED}
)


def _holder(card: CardInPlay) -> int:
    """Whose region list holds the card: controller for cards in play, owner otherwise."""
    if card.region in _CONTROLLED_REGIONS:
        return card.controller
    return card.owner


def move(state: GameState, card: CardInPlay, region: Region, top: bool = False) -> None:
    """Put a card in one of its controller's (or owner's) regions; one place at a time (1.3)."""
    origin = card.region
    controller = card.controller
    _detach(state, card)
    if region in (Region.ASH_HEAP, Region.LIBRARY, Region.CRYPT, Region.HAND, Region.REMOVED):
        card.controller = card.owner  # 1.3: cards return to their owner's regions
        _as_printed(state, card)
        card.granted_title = card.granted_sect = None  # what effects gave it in play
        # Rulings ANK 20200417: back in play, it is a new card; what it became in play is gone
        # (10.5: anarch; 4.2: a title contested or yielded; 11: made Red List or not).
        card.anarch = card.title_yielded = card.title_contested = False
        card.red_list = None
        if card.corruption:
            card.corruption = {}  # 1.1.2: counters on a card leaving play are burned
        if origin in _LAID_OUT:
            _forget(state, card)
    card.region = region
    if region is Region.PLAYING:
        state.playing.append(card)
    else:
        target = state.players[_holder(card)].region(region)
        if top:
            target.insert(0, card)
        else:
            target.append(card)
    emit(state, CardMoved(card, origin, region, controller))


def _forget(state: GameState, card: CardInPlay) -> None:
    """A card leaving play for the ash heap (or the library, crypt, hand, out of the game) is
    a new card if it comes back: the effects on it end and the cards that chose it lose track
    of it (rulings ANK 20200417 on The Capuchin, LSJ 20100213 on Soul Gem of Etrius). A
    vampire sent to the uncontrolled region without being burned (Banishment) is not moved
    here and remembers them (rulings LSJ 20010809)."""
    uid = card.uid
    if state.modifiers:
        state.modifiers = [m for m in state.modifiers if m.card != uid]
    if card.is_vampire:  # cards in play choose vampires only (The Rack, Toreador Grand Ball)
        for other in state.cards.values():
            if other.chosen and uid in other.chosen:
                other.chosen.remove(uid)


def transform(state: GameState, card: CardInPlay, into: Card) -> None:
    """The card in play becomes another card (The Embrace: a vampire) while it stays in play;
    out of play it is its printed self again."""
    card.become(into)
    emit(state, CardTransformed(card))


def _as_printed(state: GameState, card: CardInPlay) -> None:
    printed = cards().get(card.card.id)
    if printed is not None and printed is not card.card:
        card.become(printed)
        emit(state, CardTransformed(card))


def attach(state: GameState, card: CardInPlay, host: CardInPlay) -> None:
    """Put a card on another card (equipment, retainer, master card played on a minion)."""
    origin = card.region
    _detach(state, card)
    card.region = Region.ON_CARD
    card.host = host
    card.controller = host.controller
    host.attached.append(card)
    emit(state, CardMoved(card, origin, Region.ON_CARD))


def take_control(state: GameState, card: CardInPlay, seat: int) -> None:
    """The card (with the cards on it) moves to the same region of another Methuselah."""
    previous = card.controller
    if previous == seat:
        return
    region = card.region
    if region is not Region.ON_CARD:
        _detach(state, card)
    card.controller = seat
    for other in card.attached:
        other.controller = seat
    if region is not Region.ON_CARD:
        state.players[seat].region(region).append(card)
    emit(state, ControlChanged(card, previous, seat))


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
        move(state, player.library[0], Region.HAND)


def refill_hand(state: GameState, seat: int) -> None:
    """1.6.1.2: the hand always matches the hand size; draw up (never discard here)."""
    player = state.players[seat]
    missing = player.hand_size - len(player.hand) - len(player.unreplaced)
    if missing > 0:
        draw(state, seat, missing)


def shuffle(state: GameState, cards: list[CardInPlay]) -> None:
    state.rng.shuffle(cards)


# -- blood, life and counters; pool (1.1.2, 1.5.2) ------------------------------------------------


def add_blood(state: GameState, card: CardInPlay, amount: int, entering: bool = False) -> int:
    """Add blood (or life, or counters); 1.5.2: a vampire's blood above capacity drains off.
    An ally that "cannot gain life" gains none, but for the life it enters play with
    (``entering``).

    Returns the blood actually added.
    """
    if not entering and amount > 0 and has(in_play_effects(card), CannotGainLife):
        return 0  # the life goes to the blood bank
    before = card.blood
    card.blood += max(amount, 0)
    if card.card.is_vampire and card.region is not Region.UNCONTROLLED:
        card.blood = min(card.blood, card.capacity)
    gained = card.blood - before
    if gained:
        emit(state, BloodMoved(card, gained))
    return gained


def drain_excess(state: GameState, card: CardInPlay) -> int:
    """1.5.2: blood above a controlled vampire's capacity drains off at once; imbued appendix:
    an imbued's cost (printed as a capacity) is his starting life, what he enters play with."""
    excess = card.blood - card.capacity if card.card.is_crypt else 0
    if excess > 0:
        card.blood -= excess
        emit(state, BloodMoved(card, -excess))
    return max(excess, 0)


def lose_blood(state: GameState, card: CardInPlay, amount: int) -> int:
    """Burn, spend or move away up to ``amount`` blood or life; returns how much went.

    Every loss of blood from a minion goes through here (damage, costs, steal blood).
    """
    lost = min(card.blood, max(amount, 0))
    if not lost:
        return 0
    card.blood -= lost
    if card.region in (Region.READY, Region.TORPOR):
        # 9.2: a withdrawal fails if any of her minions lose (or spend) blood before it.
        state.players[card.controller].withdrawing = False
    emit(state, BloodMoved(card, -lost))
    return lost


def gain_pool(state: GameState, seat: int, amount: int) -> None:
    """The Methuselah gains pool (from the blood bank, or moved from a minion)."""
    if amount > 0:
        state.players[seat].pool += amount
        emit(state, PoolMoved(seat, amount))


def lose_pool(state: GameState, seat: int, amount: int) -> int:
    """Burn or spend pool; 9.2: any pool lost breaks a withdrawal. Returns the pool burned."""
    player = state.players[seat]
    burned = min(player.pool, max(amount, 0))
    if burned:
        player.pool -= burned
        player.withdrawing = False
        emit(state, PoolMoved(seat, -burned))
    return burned


def add_corruption(state: GameState, card: CardInPlay, seat: int, amount: int = 1) -> None:
    """Put ``amount`` of ``seat``'s corruption counters on a minion (The Platinum Protocol)."""
    if amount > 0:
        card.corruption[seat] = card.corruption.get(seat, 0) + amount
        emit(state, CorruptionMoved(card, seat, amount))


def burn_corruption(state: GameState, card: CardInPlay, seat: int, amount: int) -> int:
    """Burn up to ``amount`` of ``seat``'s corruption counters from a minion; returns how many
    burned (1.1.2: to the blood bank)."""
    burned = min(card.corruption.get(seat, 0), max(amount, 0))
    if burned:
        left = card.corruption[seat] - burned
        if left:
            card.corruption[seat] = left
        else:
            del card.corruption[seat]
        emit(state, CorruptionMoved(card, seat, -burned))
    return burned


# -- lock and unlock; the Edge; modifiers ------------------------------------------------------------


def lock(state: GameState, card: CardInPlay) -> None:
    if not card.locked:
        card.locked = True
        emit(state, MinionLocked(card))


def unlock(state: GameState, card: CardInPlay) -> bool:
    """Unlock the card, unless an effect in force forbids it ("minions cannot unlock")."""
    if not card.locked:
        return False
    if card.is_minion and any(m.stat == "no_unlock" for m in state.modifiers):
        return False
    card.locked = False
    emit(state, MinionUnlocked(card))
    return True


def set_edge(state: GameState, seat: int | None) -> None:
    """The Edge goes to a Methuselah, or back to no one (burned, 6.3.3; ousted, 9.1)."""
    if state.edge != seat:
        state.edge = seat
        emit(state, EdgeMoved(seat))


def add_modifier(state: GameState, modifier: Modifier) -> None:
    state.modifiers.append(modifier)
    emit(state, ModifierAdded(modifier))


def modified(
    state: GameState, stat: str, card: CardInPlay | None = None, seat: int | None = None
) -> int:
    """The sum of the modifiers in force on one number of a card (or of a Methuselah)."""
    total = 0
    for m in state.modifiers:  # few at a time, asked at most steps: a loop, no generator
        if m.stat == stat and (m.card == card.uid if card is not None else m.seat == seat):
            total += m.amount
    return total


# -- special terms made by cards (11) -------------------------------------------------------------


def set_red_list(state: GameState, card: CardInPlay, red_list: bool) -> None:
    """11: the minion becomes Red List (the Red List card), or no longer is."""
    card.red_list = red_list
    emit(state, RedListChanged(card, red_list))
