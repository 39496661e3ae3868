"""Provides the procedures of the words added for a fifth batch of the tournament library
(cards/library_five_words.py): an ally's life lost in the unlock phase, every hand looked at for
the turn, the Edge burned for the prey's pool, minions barred from bleeding for the turn."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.library_five_words import (
    AddCounters,
    BurnToTorpor,
    EdgeForPool,
    LookAtHands,
    NoBleedThisTurn,
    TakeHost,
)
from ..cards.vocabulary import Bleed, Effect
from .damage import send_to_torpor
from .effects import in_play_effects
from .events import CardMoved, Modifier, TurnEnded
from .prompts import Ask
from .state import CardInPlay, GameState, Region
from .zones import (
    add_blood,
    add_modifier,
    burn,
    lose_blood,
    lose_pool,
    modified,
    set_edge,
    take_control,
    unlock,
)

if TYPE_CHECKING:  # apply.py imports this module
    from .apply import Played

LOOKS_AT_HANDS = "looks at hands"  # a Methuselah's modifier: she sees every hand
NO_BLEED = "no bleed"  # a Methuselah's modifier: her minions cannot bleed


def sees_hands(state: GameState, viewer: int | None) -> bool:
    """Whether this Methuselah may look at every hand now (Pulse of the Canaille [aus])."""
    return viewer is not None and modified(state, LOOKS_AT_HANDS, seat=viewer) > 0


def life_loss_at_unlock(state: GameState, seat: int, card: CardInPlay, effect: Any) -> Ask:
    """4: during his controller's unlock phase, the ally burns life; at 0 he is burned
    (6.1.5)."""
    if card.controller == seat and card.region is Region.READY:
        lost = lose_blood(state, card, effect.amount)
        state.log_line(f"{card.name} burns {lost} life", "4", seat)
        if card.blood <= 0:
            burn(state, card)
            state.log_line(f"{card.name} has no life left and is burned", "6.1.5", seat)
    return
    yield


def _look_at_hands(played: Played, effect: LookAtHands) -> Ask:
    state = played.state
    add_modifier(state, Modifier(LOOKS_AT_HANDS, 1, "turn", seat=played.seat))
    name = state.players[played.seat].name
    state.log_line(f"{name} may look at every hand this turn", played.section, played.seat)
    return
    yield


def _edge_for_pool(played: Played, effect: EdgeForPool) -> Ask:
    state = played.state
    seat = played.seat
    if state.edge != seat:
        state.log_line(f"{played.card.name}: no Edge to burn", played.section, seat)
        return
    set_edge(state, None)
    prey = played.action.target_seat if played.action is not None else state.prey(seat)
    burned = lose_pool(state, prey, effect.amount)
    state.log_line(
        f"{state.players[seat].name} burns the Edge: {state.players[prey].name} burns "
        f"{burned} pool",
        played.section,
        seat,
    )
    return
    yield


def _no_bleed(played: Played, effect: NoBleedThisTurn) -> Ask:
    """6.1.1 allows one bleed each turn to each minion: the minions she controls have had
    theirs, and those entering the ready region later this turn too (a listener)."""
    state = played.state
    seat = played.seat
    add_modifier(state, Modifier(NO_BLEED, 1, "turn", seat=seat))
    for minion in state.players[seat].controlled:
        minion.bled_this_turn = True
    listeners = state.listeners.setdefault(CardMoved, [])
    if _no_bleed_on_entry not in listeners:
        listeners.append(_no_bleed_on_entry)
    name = state.players[seat].name
    state.log_line(f"Minions {name} controls cannot bleed this turn", played.section, seat)
    return
    yield


def _no_bleed_on_entry(state: GameState, event: Any) -> None:
    card = event.card
    if event.destination is Region.READY and modified(state, NO_BLEED, seat=card.controller):
        card.bled_this_turn = True


def _add_counters(played: Played, effect: AddCounters) -> Ask:
    add_blood(played.state, played.card, effect.amount)
    played.state.log_line(
        f"{played.card.name} has {played.card.blood} counter(s)", played.section, played.seat
    )
    return
    yield


def _take_host(played: Played, effect: TakeHost) -> Ask:
    """Burn the counters; the vampire the card is on unlocks and comes under its controller's
    control until the end of the turn (then back, this card staying hers)."""
    state, seat, card = played.state, played.seat, played.card
    vampire = card.host
    if vampire is None or vampire.region not in (Region.READY, Region.TORPOR):
        return
    lose_blood(state, card, card.blood)
    unlock(state, vampire)
    owner = vampire.controller
    take_control(state, vampire, seat)
    state.log_line(
        f"{state.players[seat].name} controls {vampire.name} until the end of the turn",
        played.section,
        seat,
    )
    if owner == seat:
        return

    def give_back(state: GameState, event: TurnEnded) -> None:
        # A new list: the one being run through by zones.emit is left as it is.
        state.listeners[TurnEnded] = [f for f in state.listeners[TurnEnded] if f is not give_back]
        if vampire.region in (Region.READY, Region.TORPOR) and vampire.controller == seat:
            take_control(state, vampire, owner)
            if card.host is vampire:
                take_control(state, card, seat)  # "you still control this card"
            state.log_line(f"{vampire.name} returns to {state.players[owner].name}", "6")

    state.listeners.setdefault(TurnEnded, []).append(give_back)
    return
    yield


def _burn_to_torpor(played: Played, effect: BurnToTorpor) -> Ask:
    """Memories of Mortality: the card burns; the vampire it was on goes to torpor (6.5.1)."""
    state, card = played.state, played.card
    vampire = card.host
    burn(state, card)
    state.log_line(f"{card.name} is burned", played.section, played.seat)
    if vampire is not None and vampire.region is Region.READY:
        send_to_torpor(state, vampire)
    return
    yield


LIBRARY_FIVE_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    LookAtHands: _look_at_hands,
    EdgeForPool: _edge_for_pool,
    NoBleedThisTurn: _no_bleed,
    AddCounters: _add_counters,
    TakeHost: _take_host,
    BurnToTorpor: _burn_to_torpor,
}


# -- an ally's own actions (6.1) ------------------------------------------------------------------


def burn_torpid_for_life(amount: int) -> Callable[[GameState, Any], Ask]:
    def burn_for_life(state: GameState, action: Any) -> Ask:
        """Burn the vampire in torpor the action is aimed at (still there, 6.2.3) to gain
        life (Gregory Winter: 2)."""
        target = action.target
        if target is None or target.region is not Region.TORPOR:
            return
        burn(state, target)
        gained = add_blood(state, action.actor, amount)
        state.log_line(
            f"{target.name} is burned; {action.actor.name} gains {gained} life",
            "6.2.3",
            action.seat,
        )
        return
        yield

    return burn_for_life


def equipment_bleed(
    state: GameState, minion: CardInPlay, but: CardInPlay, target_seat: int | None
) -> int:
    """The bleed the minion's equipment other than ``but`` adds against that target (Camera
    Phone: "No other equipment can increase the bleed amount of this action")."""
    from .permanents import controls_ready

    total = 0
    for card in minion.attached:
        if card is but or not card.card.equipment_in_play or card.contested:
            continue
        for effect in in_play_effects(card):
            if type(effect) is Bleed and (
                not effect.target_controls
                or controls_ready(state, target_seat, effect.target_controls)
            ):
                total += effect.amount
    return total
