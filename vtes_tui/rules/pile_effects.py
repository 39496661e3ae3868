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
    SearchAlly,
    ShuffleHand,
    ThreeCopies,
)
from ..cards.vocabulary import Effect
from .cardplay import discard_down, pay_cost, playable_levels
from .contests import enter_play, in_play_cards
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
    seat = state.prey(played.seat) if effect.prey else played.seat
    library = state.players[seat].library
    for card in library[: effect.amount]:
        move(state, card, Region.ASH_HEAP)
    state.log_line(
        f"{state.players[seat].name} burns {effect.amount} cards from the library",
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


def _search_ally(played: Played, effect: SearchAlly) -> Ask:
    """Antonio d'Erlette: search your library and/or hand for an ally of that kind he could
    play (its requirements and cost, 1.6.1.3); put it in play in the ready region with its
    starting life and pay its cost (6.1.5); the library is shuffled afterward, unless the
    ally came from the hand (searching can find nothing: wording templates, "Search")."""
    state, seat, vampire = played.state, played.seat, played.card
    player = state.players[seat]
    found: dict[tuple[str, bool], Any] = {}
    for card in [*player.hand, *player.library]:
        if (
            "Ally" in card.card.types
            and card.card.clauses.creature == effect.creature
            and playable_levels(state, vampire, card.card)
        ):
            found.setdefault((card.card.name, card.region is Region.HAND), card)
    options = [
        Option(
            "card",
            f"Put {c.name} in play (from your {'hand' if in_hand else 'library'})",
            card=c.uid,
        )
        for (_, in_hand), c in found.items()
    ]
    options.append(Option("pass", "Find nothing"))
    choice = yield from ask(seat, "search", played.section, f"{vampire.name}: search", options)
    ally = state.cards[choice.card] if choice.key == "card" else None
    from_hand = ally is not None and ally.region is Region.HAND
    if ally is not None:
        pay_cost(state, seat, vampire, ally.card)
        move(state, ally, Region.READY)
        add_blood(state, ally, ally.card.life or 0, entering=True)
        state.log_line(f"{vampire.name} puts {ally.name} in play", played.section, seat)
        enter_play(state, ally)
    if from_hand:
        refill_hand(state, seat)  # 1.6.1.2: a card from the hand is replaced
    else:
        shuffle(state, player.library)


def _shuffle_hand(played: Played, effect: ShuffleHand) -> Ask:
    """Nicomedes: your hand goes into your library, shuffled; you draw up (1.6.1.2)."""
    state, seat = played.state, played.seat
    player = state.players[seat]
    for card in list(player.hand):
        move(state, card, Region.LIBRARY)
    shuffle(state, player.library)
    refill_hand(state, seat)
    state.log_line(f"{player.name} shuffles her hand into her library", played.section, seat)
    return
    yield


PILE_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    Discard: _discard,
    DrawCrypt: _draw_crypt,
    RemoveUncontrolled: _remove_uncontrolled,
    BurnLibrary: _burn_library,
    ThreeCopies: _three_copies,
    SearchAlly: _search_ally,
    ShuffleHand: _shuffle_hand,
}
