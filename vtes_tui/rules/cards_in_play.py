"""Provides what cards put in play by actions and events do there: the actions minions take via
them ("Minions can burn this card as a Ⓓ action", "can add 1 counter to this card as a +1
stealth action"), and what they do in the unlock phase (6.1.6, 4)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..cards.vocabulary import (
    BurnAtUnlock,
    CounterAction,
    CounterAtUnlock,
    Effect,
    EnterCombat,
    Handler,
    InterceptForBlood,
    NoUnlock,
    OpenHand,
    PreyBurnsPool,
)
from .effects import first, has, in_play_effects, of_type
from .events import Modifier, TurnEnded
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import (
    add_blood,
    add_modifier,
    burn,
    draw,
    lose_blood,
    lose_pool,
    modified,
    move,
    remove_from_game,
    take_control,
    unlock,
)

BURN_CARD = "burn-card"  # 6.1.6: the action to burn a card in play its text allows
ADD_COUNTER = "add-counter"  # the action to add a counter to a card in play
ENTER_COMBAT = "enter-combat"  # a minion's own "can enter combat with a minion as a Ⓓ action"
KINDS = (BURN_CARD, ADD_COUNTER, ENTER_COMBAT)


def table_cards(state: GameState) -> Iterator[CardInPlay]:
    """Every card in play that is not a minion: in a Methuselah's in-play region, or on a
    minion (master cards, equipment, retainers...)."""
    for player in state.players:
        if player.ousted:
            continue
        for card in player.in_play:
            if not card.contested:
                yield card
        for minion in player.ready + player.torpor:
            yield from minion.attached


# -- actions via a card in play (6.1.6) -----------------------------------------------------------


def _taken(minion: CardInPlay, kind: str, card: CardInPlay) -> bool:
    """6.1.6: each action via the same card in play at most once each turn per minion."""
    return f"{kind} {card.uid}" in minion.acted


def note_action(minion: CardInPlay, choice: Option) -> None:
    """Remember, as the action is announced, that the minion took this action via the card
    (his own card, for the actions his text gives him)."""
    if choice.key in KINDS:
        via = minion.uid if choice.key == ENTER_COMBAT else choice.target
        minion.acted.add(f"{choice.key} {via}")


def in_play_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """The actions the minion may take via cards in play: burn one its text allows him to
    (directed at its controller), or add a counter to one of his Methuselah's."""
    from .actions import action_stealth

    options = []
    for card in table_cards(state):
        clauses = card.card.clauses.level(card.level)
        who = clauses.burn_action
        if who and (who == "minion" or minion.is_vampire) and not _taken(minion, BURN_CARD, card):
            target_seat = card.controller if card.controller != seat else None
            stealth = action_stealth(
                state, minion, "card", target_seat is not None, clauses.burn_action_stealth
            )
            owner = state.players[card.controller].name
            options.append(
                Option(
                    BURN_CARD,
                    f"{minion.name} burns {card.name} ({owner}) (+{stealth} stealth)",
                    actor=minion.uid,
                    target=card.uid,
                    target_seat=target_seat,
                    numbers={"stealth": stealth},
                )
            )
        counting = first(in_play_effects(card), CounterAction)
        if (
            counting is not None
            and card.controller == seat
            and _may_count(minion, counting)
            and not _taken(minion, ADD_COUNTER, card)
        ):
            stealth = action_stealth(state, minion, "card", False, counting.stealth)
            options.append(
                Option(
                    ADD_COUNTER,
                    f"{minion.name} adds 1 counter to {card.name} (+{stealth} stealth)",
                    actor=minion.uid,
                    target=card.uid,
                    numbers={"stealth": stealth},
                )
            )
    options.extend(_own_actions(state, seat, minion))
    return options


def _own_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """The actions a minion's own card text gives him: enter combat with a minion (6.4)."""
    from .actions import action_stealth
    from .apply import Played, targets

    options = []
    for word in of_type(in_play_effects(minion), EnterCombat):
        if _taken(minion, ENTER_COMBAT, minion):
            break
        stealth = action_stealth(state, minion, "card", True, 0)
        for target in targets(Played(state, seat, minion, minion), word.target):
            options.append(
                Option(
                    ENTER_COMBAT,
                    f"{minion.name} enters combat with {target.name} "
                    f"({state.players[target.controller].name}) (+{stealth} stealth)",
                    actor=minion.uid,
                    target=target.uid,
                    target_seat=target.controller,
                    numbers={"stealth": stealth},
                )
            )
    return options


def _may_count(minion: CardInPlay, word: CounterAction) -> bool:
    return (not word.clan or word.clan in minion.card.clans) and (
        minion.capacity >= word.capacity_at_least
    )


def resolve_in_play_action(
    state: GameState, seat: int, kind: str, actor: CardInPlay, card: CardInPlay
) -> Ask:
    """The successful action: burn the card, add a counter to it, or enter combat with the
    minion (6.2.3: only if it is still there)."""
    if kind == ENTER_COMBAT:
        from .combat import combat

        if card.region is Region.READY and card.controller != seat:
            yield from combat(state, actor, card)
        return
    if card.region not in (Region.IN_PLAY, Region.ON_CARD):
        state.log_line(f"{card.name} is no longer in play", "6.1.6", seat)
        return
    if kind == BURN_CARD:
        state.log_line(f"{card.name} is burned", "6.1.6", seat)
        burn(state, card)
    else:
        add_blood(state, card, 1)
        state.log_line(f"{card.name} has {card.blood} counter(s)", "6.1.6", seat)


# -- abilities of cards on a minion during an action (6.2.2.2) ---------------------------------

INTERCEPT_ABILITY = "intercept-ability"


def intercept_abilities(action: Any, blocker: CardInPlay) -> list[Option]:
    """What cards on the blocking minion can give him when he needs more intercept (Bowl of
    Convergence [AUS]: burn 1 blood for +1 intercept), once each action."""
    options = []
    for card in blocker.attached:
        for word in of_type(in_play_effects(card), InterceptForBlood):
            used = (blocker.uid, card.card.id) in action.played
            if not used and blocker.discipline(word.discipline) >= 2 and blocker.blood >= 1:
                options.append(
                    Option(
                        INTERCEPT_ABILITY,
                        f"{card.name}: {blocker.name} burns 1 blood for +1 intercept",
                        actor=blocker.uid,
                        card=card.uid,
                        data=word.amount,
                    )
                )
    return options


def use_intercept_ability(state: GameState, action: Any, choice: Option) -> None:
    blocker, card = state.cards[choice.actor], state.cards[choice.card]
    action.played.add((blocker.uid, card.card.id))
    lose_blood(state, blocker, 1)
    action.intercept += choice.data
    state.log_line(choice.label, "6.2.2.2", blocker.controller)


# -- the unlock phase (4) -----------------------------------------------------------------------------


def open_handed(state: GameState, seat: int) -> bool:
    """Whether the Methuselah plays with an open hand: her predator controls a card in play
    that says "Your prey plays with an open hand"."""
    predator = state.predator(seat)
    return predator != seat and any(
        card.controller == predator and any(of_type(in_play_effects(card), OpenHand))
        for card in table_cards(state)
    )


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


def held_locked(minion: CardInPlay) -> bool:
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


def distinct_cards(cards: list[CardInPlay]) -> list[CardInPlay]:
    """One of each card name: copies are the same choice."""
    found: dict[str, CardInPlay] = {}
    for card in cards:
        found.setdefault(card.card.name, card)
    return list(found.values())


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


def to_uncontrolled(state: GameState, vampire: CardInPlay) -> None:
    """A controlled vampire goes to its owner's uncontrolled region, face up, with its blood
    and the cards on it (out of play while it stays there; it comes back unlocked when
    brought out, which is not unlocking: Banishment, ruling LSJ 20060213)."""
    take_control(state, vampire, vampire.owner)
    vampire.wounded = False  # 6.5: out of torpor, no longer wounded
    move(state, vampire, Region.UNCONTROLLED)


_UNLOCK: dict[type[Effect], Callable[..., Ask]] = {
    BurnAtUnlock: _burn_at_unlock,
    PreyBurnsPool: _prey_burns_pool,
    CounterAtUnlock: _counter,
    Handler: _named,
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
