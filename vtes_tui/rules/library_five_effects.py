"""Provides the procedures of the words added for a fifth batch of the tournament library
(cards/library_five_words.py) that change the table outside combat and polling: an ally's life
lost in the unlock phase, every hand looked at for the turn, the Edge burned for the prey's
pool, minions barred from bleeding, counters added and a vampire taken with them, a card burned
sending its vampire to torpor or bringing him out, the next referendum passing, an unlock for
blood in the discard phase, intercept changed from an action card's announcement, a vampire
revived or filled, and an ally's own actions (Gregory Winter)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.library_five_words import (
    ActionIntercept,
    AddCounters,
    BurnToReady,
    BurnToTorpor,
    EdgeForPool,
    FillOtherVampire,
    LookAtHands,
    NoBleedThisTurn,
    PassNextReferendum,
    Revive,
    TakeHost,
    UnlockInDiscard,
)
from ..cards.vocabulary import Bleed, Effect
from .damage import send_to_torpor
from .effects import in_play_effects
from .events import CardMoved, Modifier, TurnEnded
from .library_five_actions import ACTION_PROCEDURES
from .library_five_politics import AUTO_PASS
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import (
    add_blood,
    add_modifier,
    burn,
    lose_blood,
    lose_pool,
    modified,
    move,
    set_edge,
    take_control,
    unlock,
)

if TYPE_CHECKING:  # apply.py imports this module
    from .apply import Played

LOOKS_AT_HANDS = "looks at hands"  # a Methuselah's modifier: she sees every hand
NO_BLEED = "no bleed"  # a Methuselah's modifier: her minions cannot bleed
DISCARD_UNLOCK = "unlock in discard"  # a vampire's modifier: the blood to unlock then


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
    if owner == seat:
        # On her own vampire it only unlocks him (ruling LSJ 20010828).
        state.log_line(f"{vampire.name} unlocks ({card.name})", played.section, seat)
        return
    take_control(state, vampire, seat)
    state.log_line(
        f"{state.players[seat].name} controls {vampire.name} until the end of the turn",
        played.section,
        seat,
    )

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


def _pass_next_referendum(played: Played, effect: PassNextReferendum) -> Ask:
    add_modifier(played.state, Modifier(AUTO_PASS, 1, "turn", seat=played.seat))
    name = played.state.players[played.seat].name
    played.state.log_line(
        f"The next referendum {name}'s vampire calls this turn passes automatically",
        played.section,
        played.seat,
    )
    return
    yield


def _unlock_in_discard(played: Played, effect: UnlockInDiscard) -> Ask:
    vampire = played.minion
    if vampire is not None and (not effect.clan or effect.clan in vampire.card.clans):
        modifier = Modifier(DISCARD_UNLOCK, effect.blood, "turn", card=vampire.uid)
        add_modifier(played.state, modifier)
        played.state.log_line(
            f"{vampire.name} can burn {effect.blood} blood to unlock in the discard phase",
            played.section,
            played.seat,
        )
    return
    yield


def action_intercept(state: GameState, action: Any) -> None:
    """6.2.1: as an action card is announced, what it does to intercept during the action
    ("Anarchs get -1 intercept during this action")."""
    for effect in action.effects or ():
        if type(effect) is not ActionIntercept:
            continue
        for player in state.players:
            if player.seat == action.seat or player.ousted:
                continue
            for minion in player.ready:
                if minion.is_minion and (minion.sect or "").lower() == effect.sect.lower():
                    add_modifier(
                        state, Modifier("intercept", effect.amount, "action", card=minion.uid)
                    )
                    state.log_line(
                        f"{minion.name} gets {effect.amount:+d} intercept during this action",
                        "6.2.1",
                        action.seat,
                    )


def unlock_in_discard(state: GameState, seat: int) -> Ask:
    """8: her locked vampires a card let unlock in this discard phase, for their blood."""
    if not any(m.stat == DISCARD_UNLOCK for m in state.modifiers):
        return  # most discard phases: no such card was played this turn
    for vampire in list(state.players[seat].ready):
        cost = modified(state, DISCARD_UNLOCK, vampire)
        if cost <= 0 or not vampire.locked or vampire.blood < cost:
            continue
        options = [
            Option("unlock", f"{vampire.name} burns {cost} blood to unlock", actor=vampire.uid),
            Option(PASS, f"Leave {vampire.name} locked"),
        ]
        choice = yield from ask(seat, "unlock-effect", "8", f"Unlock {vampire.name}?", options)
        if choice.key == PASS:
            continue
        lose_blood(state, vampire, cost)
        unlock(state, vampire)
        state.log_line(choice.label, "8", seat)


def _revive(played: Played, effect: Revive) -> Ask:
    from .apply import starting_life

    state = played.state
    options = [
        Option("target", f"Move {v.name} from torpor to the ready region", target=v.uid)
        for p in state.players
        if not p.ousted
        for v in p.torpor
        if v.is_vampire
    ]
    options += [
        Option("target", f"Add {starting_life(c) - c.blood} life to {c.name}", target=c.uid)
        for p in state.players
        if not p.ousted
        for m in p.ready
        for c in (m, *m.attached)
        if (c.is_ally or "Retainer" in c.card.types) and c.blood < starting_life(c)
    ]
    if not options:
        state.log_line(f"{played.card.name}: no one to move or heal", played.section)
        return
    choice = yield from ask(played.seat, "target", played.section, "Which one?", options)
    chosen = state.cards[choice.target]
    if chosen.region is Region.TORPOR:
        chosen.wounded = False  # 6.5: out of torpor, no longer wounded
        move(state, chosen, Region.READY)
    else:
        add_blood(state, chosen, starting_life(chosen) - chosen.blood)
    state.log_line(choice.label, played.section, played.seat)


def _fill_other_vampire(played: Played, effect: FillOtherVampire) -> Ask:
    state = played.state
    options = [
        Option("target", f"Add {v.capacity - v.blood} blood to {v.name}", target=v.uid)
        for p in state.players
        if not p.ousted
        for v in (*p.ready, *p.torpor)
        if v.is_vampire and v is not played.minion and v.blood < v.capacity
    ]
    if not options:
        state.log_line(f"{played.card.name}: no vampire to fill", played.section)
        return
    choice = yield from ask(played.seat, "target", played.section, "Which vampire?", options)
    vampire = state.cards[choice.target]
    add_blood(state, vampire, vampire.capacity - vampire.blood)
    state.log_line(choice.label, played.section, played.seat)


def _burn_to_ready(played: Played, effect: BurnToReady) -> Ask:
    """Renewed Vigor [for]: the card burns; the vampire it was on leaves torpor (6.5)."""
    state, card = played.state, played.card
    vampire = card.host
    burn(state, card)
    if vampire is not None and vampire.region is Region.TORPOR:
        vampire.wounded = False
        move(state, vampire, Region.READY)
        state.log_line(f"{vampire.name} moves to the ready region", played.section, played.seat)
    return
    yield


LIBRARY_FIVE_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    LookAtHands: _look_at_hands,
    EdgeForPool: _edge_for_pool,
    NoBleedThisTurn: _no_bleed,
    AddCounters: _add_counters,
    TakeHost: _take_host,
    BurnToTorpor: _burn_to_torpor,
    PassNextReferendum: _pass_next_referendum,
    UnlockInDiscard: _unlock_in_discard,
    Revive: _revive,
    FillOtherVampire: _fill_other_vampire,
    BurnToReady: _burn_to_ready,
    **ACTION_PROCEDURES,
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
