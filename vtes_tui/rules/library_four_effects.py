"""Provides the words of a fourth batch of the most-played library cards that change the table
as they are played or used (defs/library_four.toml and the cards completed with it): an action
modifier put in play (CrimethInc. [tha]), a card of a type discarded to pay an ability
(Haqim's Law: Retribution); a master phase action spent to exchange a master card of her hand
for one of her ash heap (Anthelios, The Red Star)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.action_words import StaysInPlay
from ..cards.card_words import UncontrolledBlood
from ..cards.in_play_words import ExchangeMaster
from ..cards.vocabulary import Effect
from .cards_in_play import distinct_cards
from .contests import enter_play, in_play_with
from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, add_modifier, lose_blood, modified, move, refill_hand

if TYPE_CHECKING:
    from .apply import Played


def _stays_in_play(played: Played, effect: StaysInPlay) -> Ask:
    """1.6.3: "Put this card in play": it stays, in its controller's in-play region."""
    state, card = played.state, played.card
    move(state, card, Region.IN_PLAY)
    state.log_line(f"{card.name} is put in play", played.section, played.seat)
    enter_play(state, card)
    return
    yield


def discard_of_type(state: GameState, seat: int, card_type: str, section: str) -> Ask:
    """She discards a card of that type of her choice, then draws to replace it (1.6.1.2)."""
    player = state.players[seat]
    found = [c for c in distinct_cards(player.hand) if card_type in c.card.types]
    if not found:
        return
    options = [Option("discard", f"Discard {c.name}", card=c.uid) for c in found]
    choice = yield from ask(
        seat, "discard-card", section, f"Discard a {card_type.lower()} card", options
    )
    discarded = state.cards[choice.card]
    move(state, discarded, Region.ASH_HEAP)
    state.log_line(f"{player.name} discards {discarded.name}", section, seat)
    refill_hand(state, seat)


EXCHANGE_MASTER = "exchange-master"  # the master phase option's key
_EXCHANGED = "exchanged a master card"  # a modifier: once each master phase


def exchange_master_options(state: GameState, seat: int) -> list[Option]:
    """5: with a master phase action, once each master phase, a master card of her hand for
    one of her ash heap, while such a card is in play (anyone's)."""
    cards = [c for c in in_play_with(state, ExchangeMaster) if not c.contested]
    if not cards or (state.modifiers and modified(state, _EXCHANGED, seat=seat)):
        return []
    player = state.players[seat]
    if not any(c.card.is_master for c in player.ash_heap):
        return []
    return [
        Option(
            EXCHANGE_MASTER,
            f"Exchange {c.name} for a master card of your ash heap ({cards[0].name})",
            card=c.uid,
        )
        for c in distinct_cards(player.hand)
        if c.card.is_master
    ]


def exchange_master(state: GameState, seat: int, choice: Option) -> Ask:
    """The card of her hand goes to her ash heap; she takes the master card of her ash heap
    she chooses into her hand (not one she just put there)."""
    player = state.players[seat]
    given = state.cards[choice.card]
    found = [c for c in distinct_cards(player.ash_heap) if c.card.is_master]
    options = [Option("take", f"Take {c.name}", card=c.uid) for c in found]
    picked = yield from ask(seat, "search", "5", "Take a master card from your ash heap", options)
    taken = state.cards[picked.card]
    move(state, given, Region.ASH_HEAP)
    move(state, taken, Region.HAND)
    add_modifier(state, Modifier(_EXCHANGED, 1, "turn", seat=seat))
    state.log_line(f"{player.name} exchanges {given.name} for {taken.name}", "5", seat)


def _own_uncontrolled(state: GameState, seat: int) -> list[CardInPlay]:
    return [c for c in state.players[seat].uncontrolled if c.is_vampire]


def _blood_sources(state: GameState, seat: int) -> list[CardInPlay]:
    return [c for c in state.players[seat].uncontrolled if c.card.is_crypt and c.blood > 0]


def uncontrolled_aims(
    state: GameState, seat: int, effect: UncontrolledBlood
) -> list[tuple[int | None, CardInPlay | None]] | None:
    """The targets the card may be announced with: none without a vampire in her uncontrolled
    region (ruling LSJ 20060623); ``from_target``: each other Methuselah with a crypt card with
    blood in hers (Ⓓ); else those the card's other words give (None)."""
    if not _own_uncontrolled(state, seat):
        return []
    if effect.from_target:
        return [(s, None) for s in state.clockwise_from(seat)[1:] if _blood_sources(state, s)]
    return None


def _uncontrolled_blood(played: Played, effect: UncontrolledBlood) -> Ask:
    """The blood (from the bank, or from a crypt card of the target's uncontrolled region, face
    down: known by its blood) goes to the vampire of her uncontrolled region she chooses; with
    ``bring_out``, one with blood enough comes out (7)."""
    from .phases import bring_out

    state, seat = played.state, played.seat
    amount = effect.amount
    if effect.from_target:
        target = played.action.target_seat if played.action is not None else None
        sources = _blood_sources(state, target) if target is not None else []
        if not sources:
            state.log_line(f"{played.card.name}: no blood to move", played.section)
            return
        options = [
            Option("source", f"The crypt card #{n} with {c.blood} blood", card=c.uid)
            for n, c in enumerate(sources, 1)
        ]
        source = yield from ask(seat, "target", played.section, "Move blood from?", options)
        amount = lose_blood(state, state.cards[source.card], amount)
    found = _own_uncontrolled(state, seat)
    if not found or not amount:
        return
    options = [Option("target", f"Add {amount} blood to {c.name}", target=c.uid) for c in found]
    choice = yield from ask(seat, "target", played.section, "Add blood to whom?", options)
    vampire = state.cards[choice.target]
    add_blood(state, vampire, amount)
    state.log_line(f"{vampire.name} gains {amount} blood", played.section, seat)
    if effect.bring_out and vampire.blood >= vampire.capacity > 0:
        yield from bring_out(state, seat, vampire)


LIBRARY_FOUR_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    StaysInPlay: _stays_in_play,
    UncontrolledBlood: _uncontrolled_blood,
}
