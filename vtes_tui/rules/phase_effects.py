"""Provides what cards in play do at the start of phases: in the unlock phase (4: counters, a
prey burning pool, allies burned, named procedures) and at the start of the minion phase (6),
and the minions they hold locked."""

from __future__ import annotations

from collections.abc import Callable

from ..cards.card_words import BurnAtUnlock, CounterAtUnlock, PreyBurnsPool
from ..cards.combat_words import LifeAtUnlock
from ..cards.library_five_words import LifeLossAtUnlock
from ..cards.reaction_words import NoUnlock
from ..cards.vocabulary import Effect, Handler
from .cards_in_play import distinct_cards, table_cards, to_uncontrolled
from .effects import has, in_play_effects, of_type
from .events import Modifier, TurnEnded
from .first_round import life_at_unlock
from .library_five_effects import life_loss_at_unlock
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import (
    add_blood,
    add_modifier,
    burn,
    draw,
    lose_pool,
    modified,
    move,
    remove_from_game,
    take_control,
    unlock,
)

# -- the unlock phase (4) -----------------------------------------------------------------------------


def unlock_effects(state: GameState, seat: int) -> Ask:
    """4: during her unlock phase, what cards in play do: hers (counters, her prey burns pool,
    their own named procedures) and those of others that act in their prey's unlock phase."""
    own_minions = [m for m in state.players[seat].ready if not m.card.is_crypt]
    for card in list(table_cards(state)) + own_minions:
        if card.region not in (Region.IN_PLAY, Region.ON_CARD, Region.READY):
            continue  # burned by an earlier effect this phase
        for effect in in_play_effects(card):
            procedure = _UNLOCK.get(type(effect))
            if procedure is not None:
                yield from procedure(state, seat, card, effect)


def _prey_burns_pool(state: GameState, seat: int, card: CardInPlay, effect: PreyBurnsPool) -> Ask:
    """ "During your unlock phase, your prey burns 1 pool" (Creeping Sabotage)."""
    if card.controller == seat and state.prey(seat) != seat:
        marker = f"prey burned with {card.card.name}"
        if effect.once_a_turn and modified(state, marker, seat=seat):
            return  # "only 1 pool each turn with Army of Rats cards"
        prey = state.prey(seat)
        burned = lose_pool(state, prey, effect.amount)
        state.log_line(f"{card.name}: {state.players[prey].name} burns {burned} pool", "4", seat)
        if effect.once_a_turn:
            add_modifier(state, Modifier(marker, 1, "turn", seat=seat, source=card.uid))
    return
    yield


def _counter(state: GameState, seat: int, card: CardInPlay, effect: CounterAtUnlock) -> Ask:
    """ "During your unlock phase, add 1 counter to this card" (The Gate of Acheron)."""
    if card.controller == seat:
        add_blood(state, card, 1)
        state.log_line(f"{card.name} has {card.blood} counter(s)", "4", seat)
    return
    yield


def held_by_attached(minion: CardInPlay) -> bool:
    """4: a card on the minion says he does not unlock as normal."""
    return any(has(in_play_effects(card), NoUnlock) for card in minion.attached)


def minion_phase_effects(state: GameState, seat: int) -> Ask:
    """6: at the start of her minion phase, what her cards in play do then (Puppet Master)."""
    for card in list(table_cards(state)):
        if card.controller != seat:
            continue
        for word in of_type(in_play_effects(card), Handler):
            procedure = MINION_PHASE_HANDLERS.get(word.name)
            if procedure is not None:
                yield from procedure(state, seat, card)


def _puppet_master(state: GameState, seat: int, card: CardInPlay) -> Ask:
    """Puppet Master [DOM]: during your next minion phase, burn this card to unlock the
    attached vampire and take control of them until the end of your turn (at the start of it:
    taking control sooner loses nothing)."""
    vampire = card.host
    if vampire is None:
        return
    burn(state, card)
    unlock(state, vampire)
    owner = vampire.controller
    take_control(state, vampire, seat)
    state.log_line(f"{state.players[seat].name} controls {vampire.name} this turn", "6", seat)

    def give_back(state: GameState, event: TurnEnded) -> None:
        state.listeners[TurnEnded].remove(give_back)
        if vampire.region in (Region.READY, Region.TORPOR) and vampire.controller == seat:
            take_control(state, vampire, owner)
            state.log_line(f"{vampire.name} returns to {state.players[owner].name}", "6")

    state.listeners.setdefault(TurnEnded, []).append(give_back)
    return
    yield


def _burn_at_unlock(state: GameState, seat: int, card: CardInPlay, effect: BurnAtUnlock) -> Ask:
    """ "During your unlock phase, burn this ally" (or burn pool instead, when it says so)."""
    if card.controller != seat:
        return
    player = state.players[seat]
    if effect.pool_instead and player.pool > effect.pool_instead:
        options = [
            Option("keep", f"Burn {effect.pool_instead} pool to keep {card.name}", card=card.uid),
            Option("burn", f"Burn {card.name}", card=card.uid),
        ]
        choice = yield from ask(seat, "unlock-effect", "4", f"Keep {card.name}?", options)
        if choice.key == "keep":
            lose_pool(state, seat, effect.pool_instead)
            state.log_line(f"{player.name} burns {effect.pool_instead} pool", "4", seat)
            return
    burn(state, card)
    state.log_line(f"{card.name} is burned", "4", seat)


def _named(state: GameState, seat: int, card: CardInPlay, effect: Handler) -> Ask:
    procedure = UNLOCK_HANDLERS.get(effect.name)
    if procedure is not None:
        yield from procedure(state, seat, card)


def _gate_of_acheron(state: GameState, seat: int, card: CardInPlay) -> Ask:
    """The Gate of Acheron: during your prey's unlock phase, for each counter on this card,
    they burn 1 pool or remove a library card at random in their ash heap from the game."""
    if state.prey(card.controller) != seat or seat == card.controller:
        return
    player = state.players[seat]
    for count in range(card.blood, 0, -1):
        library_cards = [c for c in player.ash_heap if not c.card.is_crypt]
        options = [Option("burn-pool", f"Burn 1 pool ({player.pool} left)")]
        if library_cards:
            options.append(Option("remove", "Remove a library card at random from your ash heap"))
        question = f"{card.name}: {count} counter(s) left to pay"
        choice = yield from ask(seat, "unlock-effect", "4", question, options)
        if choice.key == "burn-pool":
            lose_pool(state, seat, 1)
            state.log_line(f"{card.name}: {player.name} burns 1 pool", "4", seat)
        else:
            removed = state.rng.choice(library_cards)
            remove_from_game(state, removed)
            state.log_line(f"{card.name}: {removed.name} is removed from the game", "4", seat)


def _pit_of_contemplation(state: GameState, seat: int, card: CardInPlay) -> Ask:
    """Pit of Contemplation: during your unlock phase, you can burn this card to move a
    vampire controlled by your predator or prey with capacity less than X (its counters) to
    their owner's uncontrolled region."""
    if card.controller != seat:
        return
    neighbours = {state.predator(seat), state.prey(seat)} - {seat}
    found = [
        v
        for s in sorted(neighbours)
        for v in state.players[s].controlled
        if v.is_vampire and v.capacity < card.blood
    ]
    options = [
        Option("move", f"Burn {card.name}: {v.name} goes to the uncontrolled region", target=v.uid)
        for v in found
    ]
    if not options:
        return
    options.append(Option(PASS, f"Keep {card.name}"))
    choice = yield from ask(seat, "unlock-effect", "4", f"Use {card.name}?", options)
    if choice.key == PASS:
        return
    vampire = state.cards[choice.target]
    burn(state, card)
    to_uncontrolled(state, vampire)
    state.log_line(f"{vampire.name} goes to the uncontrolled region", "4", seat)


HEART_DRAWS = 3  # Heart of Nizchetus: up to 3 cards


def _heart_of_nizchetus(state: GameState, seat: int, card: CardInPlay) -> Ask:
    """Heart of Nizchetus: if the bearer is ready during your unlock phase, you can draw up to
    3 cards without discarding and then move the same number of cards from your hand to the
    bottom of your library."""
    bearer = card.host
    if card.controller != seat or bearer is None or bearer.region is not Region.READY:
        return
    player = state.players[seat]
    most = min(HEART_DRAWS, len(player.library))
    options = [
        Option("draw", f"{card.name}: draw {n} card(s), then put {n} back", data=n)
        for n in range(most, 0, -1)
    ]
    if not options:
        return
    options.append(Option(PASS, f"Do not use {card.name}"))
    choice = yield from ask(seat, "unlock-effect", "4", f"Use {card.name}?", options)
    if choice.key == PASS:
        return
    draw(state, seat, choice.data)
    for left in range(choice.data, 0, -1):
        options = [
            Option("bottom", f"Put {c.name} on the bottom of your library", card=c.uid)
            for c in distinct_cards(player.hand)
        ]
        question = f"{card.name}: {left} more card(s) to the bottom of your library"
        put = yield from ask(seat, "unlock-effect", "4", question, options)
        move(state, state.cards[put.card], Region.LIBRARY)  # appended: the bottom
    state.log_line(f"{card.name}: {player.name} draws {choice.data} and puts back as many", "4")


LEGION_REMOVED = 7  # Emerald Legionnaire: cards removed from your ash heap
LEGION_LIFE = 2


def _emerald_legionnaire(state: GameState, seat: int, card: CardInPlay) -> Ask:
    """Emerald Legionnaire: during your unlock phase, if you control fewer copies of Emerald
    Legionnaire than ready unique Harbinger of Skulls, you can remove 7 cards in your ash heap
    from the game to move an Emerald Legionnaire from your ash heap to the ready region with 2
    life. Used by a ready one (the one brought back can use it at once: ruling ANK 20180509)."""
    player = state.players[seat]
    name = card.card.name
    while card.controller == seat and card.region is Region.READY:
        copies = sum(1 for m in player.ready + player.torpor if m.card.name == name)
        harbingers = sum(
            1 for v in player.ready if v.is_vampire and "Harbinger of Skulls" in v.card.clans
        )
        fallen = [c for c in player.ash_heap if c.card.name == name]
        if copies >= harbingers or not fallen or len(player.ash_heap) <= LEGION_REMOVED:
            return
        options = [
            Option("legion", f"{name}: remove 7 cards of your ash heap, bring one back"),
            Option(PASS, f"Do not use {name}"),
        ]
        choice = yield from ask(seat, "unlock-effect", "4", f"Use {name}?", options)
        if choice.key == PASS:
            return
        returning = fallen[0]
        for left in range(LEGION_REMOVED, 0, -1):
            heap = [c for c in player.ash_heap if c is not returning]
            options = [
                Option("remove", f"Remove {c.name}", card=c.uid) for c in distinct_cards(heap)
            ]
            question = f"{name}: remove {left} more card(s) of your ash heap from the game"
            removed = yield from ask(seat, "unlock-effect", "4", question, options)
            remove_from_game(state, state.cards[removed.card])
        move(state, returning, Region.READY)
        add_blood(state, returning, LEGION_LIFE, entering=True)
        state.log_line(f"{name} comes back from the ash heap with 2 life", "4", seat)


_UNLOCK: dict[type[Effect], Callable[..., Ask]] = {
    BurnAtUnlock: _burn_at_unlock,
    LifeAtUnlock: life_at_unlock,
    PreyBurnsPool: _prey_burns_pool,
    CounterAtUnlock: _counter,
    Handler: _named,
    LifeLossAtUnlock: life_loss_at_unlock,
}

MINION_PHASE_HANDLERS: dict[str, Callable[[GameState, int, CardInPlay], Ask]] = {
    "puppet_master": _puppet_master,
}

UNLOCK_HANDLERS: dict[str, Callable[[GameState, int, CardInPlay], Ask]] = {
    "gate_of_acheron": _gate_of_acheron,
    "pit_of_contemplation": _pit_of_contemplation,
    "heart_of_nizchetus": _heart_of_nizchetus,
    "emerald_legionnaire": _emerald_legionnaire,
}
