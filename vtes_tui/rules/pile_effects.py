"""Provides the procedures of the master card words that move cards between a Methuselah's
piles (1.6.1.2, 2.3): discarding, drawing from the crypt, removing a crypt card, burning from
the library, taking cards back from the ash heap (Ashur Tablets)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.master_words import (
    BurnLibrary,
    Discard,
    DrawCrypt,
    RemoveUncontrolled,
    ThreeCopies,
)
from ..cards.vocabulary import Effect
from .cardplay import discard_down
from .contests import in_play_cards
from .prompts import Ask, Option, ask
from .state import Region
from .zones import add_blood, gain_pool, move, refill_hand, remove_from_game, shuffle

if TYPE_CHECKING:
    from .apply import Played


def _discard(played: Played, effect: Discard) -> Ask:
    """Discard a card from hand, then draw up (1.6.1.2)."""
    state = played.state
    player = state.players[played.seat]
    if not player.hand:
        return
    options = [Option("discard", f"Discard {c.name}", card=c.uid) for c in player.hand]
    choice = yield from ask(played.seat, "target", played.section, "Discard which card?", options)
    card = state.cards[choice.card]
    move(state, card, Region.ASH_HEAP)
    refill_hand(state, played.seat)
    state.log_line(f"{player.name} discards {card.name}", played.section, played.seat)


def _draw_crypt(played: Played, effect: DrawCrypt) -> Ask:
    """The top crypt card to the uncontrolled region, face down (7); a card that must be of a
    clan is revealed first, and goes to the bottom of the crypt when it is not."""
    state = played.state
    player = state.players[played.seat]
    if not player.crypt:
        return
    drawn = player.crypt[0]
    if effect.clan:
        state.log_line(f"{player.name} reveals {drawn.name}", played.section, played.seat)
        if effect.clan not in drawn.card.clans:
            move(state, drawn, Region.CRYPT)
            state.log_line(f"{drawn.name} goes to the bottom of the crypt", played.section)
            return
    move(state, drawn, Region.UNCONTROLLED)
    drawn.face_down = True
    add_blood(state, drawn, effect.blood)
    state.log_line(f"{player.name} draws a crypt card", played.section, played.seat)
    return
    yield


def _remove_uncontrolled(played: Played, effect: RemoveUncontrolled) -> Ask:
    state = played.state
    found = [c for c in state.players[played.seat].uncontrolled if c.card.is_crypt]
    if not found:
        return
    options = [Option("remove", f"Remove {c.name} from the game", target=c.uid) for c in found]
    choice = yield from ask(
        played.seat, "target", played.section, "Remove which crypt card?", options
    )
    removed = state.cards[choice.target]
    remove_from_game(state, removed)
    # Wider View ruling LSJ 20080314: cards removed from the game are public.
    state.log_line(f"{removed.name} is removed from the game", played.section, played.seat)


def _burn_library(played: Played, effect: BurnLibrary) -> Ask:
    state = played.state
    library = state.players[played.seat].library
    for card in library[: effect.amount]:
        move(state, card, Region.ASH_HEAP)
    state.log_line(
        f"{state.players[played.seat].name} burns {effect.amount} cards from the library",
        played.section,
        played.seat,
    )
    return
    yield


def _three_copies(played: Played, effect: ThreeCopies) -> Ask:
    """Ashur Tablets: with three copies in play under her control, all copies in play leave
    the game; she gains pool and takes library cards back from her ash heap."""
    state = played.state
    seat = played.seat
    name = played.card.card.name
    mine = [c for c in state.players[seat].in_play if c.card.name == name]
    if len(mine) < 3:
        return
    for copy in [c for c in in_play_cards(state) if c.card.name == name]:
        remove_from_game(state, copy)
    gain_pool(state, seat, effect.pool)
    state.log_line(f"{name}: all copies leave the game; +{effect.pool} pool", played.section, seat)
    player = state.players[seat]
    # "choose up to thirteen library cards ...; move one of the chosen cards to your hand"
    chosen = 0
    while chosen < effect.recover:
        found = [c for c in player.ash_heap if not c.card.is_crypt]
        if not found:
            break
        to_hand = chosen == 0
        where = "your hand" if to_hand else "your library"
        options = [Option("pass", "Choose no more")]
        options += [Option("recover", f"{c.name} to {where}", card=c.uid) for c in found]
        choice = yield from ask(seat, "target", played.section, f"{name}: choose a card", options)
        if choice.key == "pass":
            break
        recovered = state.cards[choice.card]
        move(state, recovered, Region.HAND if to_hand else Region.LIBRARY)
        if to_hand:  # "You must show which one goes in hand" (rulings LSJ 20081129)
            state.log_line(f"{recovered.name} goes to {player.name}'s hand", played.section, seat)
        chosen += 1
    shuffle(state, player.library)
    if chosen:
        state.log_line(f"{player.name} takes back {chosen} cards", played.section, seat)
    yield from discard_down(state, seat)  # 1.6.1.2: a hand above hand size, at once


PILE_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    Discard: _discard,
    DrawCrypt: _draw_crypt,
    RemoveUncontrolled: _remove_uncontrolled,
    BurnLibrary: _burn_library,
    ThreeCopies: _three_copies,
}
