"""Provides a minion's own abilities around actions (6.1, 6.2): the actions his card lets him
take, what he pays for during his bleed, what his card does after a successful action and what
it costs to block.

What the vocabulary says (``action``, ``pay_for``) is carried out here for every card; the rest
is a named ``handler`` of the card's abilities, found in this module's tables.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..cards.vocabulary import AbilityAction, Effect, Handler, PayFor
from .effects import first, in_play_effects
from .permanents import bleed_amount
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import gain_pool, lose_blood, move, refill_hand, remove_from_game, unlock

USE = "use"
ABILITY = "minion-ability"  # a minion's own ability (cards in play use "ability")
UNLOCK_HECATA = "unlock_hecata"
BLOCK_COSTS_LIBRARY = "block_costs_library"
GAIN_POOL_AFTER_BLEED = "gain_pool_after_bleed"
NAMED = (UNLOCK_HECATA, BLOCK_COSTS_LIBRARY, GAIN_POOL_AFTER_BLEED)
POOL_AFTER_BLEED = 2


def abilities(minion: CardInPlay, cls: type[Effect]) -> Iterator[tuple[int, Any]]:
    """The minion's own abilities of one word, with their place in his definition."""
    for index, effect in enumerate(in_play_effects(minion)):
        if isinstance(effect, cls):
            yield index, effect


def handlers(minion: CardInPlay) -> Iterator[str]:
    """The names of the minion's abilities the vocabulary cannot say."""
    for _, effect in abilities(minion, Handler):
        yield effect.name


def ready_with(state: GameState, seat: int | None, name: str) -> list[CardInPlay]:
    """Ready minions (of ``seat``, or anyone's) with that named ability, not contested (4.1)."""
    seats = [seat] if seat is not None else state.alive()
    return [
        m for s in seats for m in state.players[s].ready if not m.contested and name in handlers(m)
    ]


# -- a minion's own actions (6.1) -----------------------------------------------------------------


def ability_action_options(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """6.1: the actions the minion's card lets him take, if he can pay their blood."""
    from .actions import action_stealth

    options = []
    for index, words in abilities(minion, AbilityAction):
        if minion.blood < words.blood:
            continue
        cost = f", {words.blood} blood" if words.blood else ""
        numbers: dict[str, int | bool] = {"cost": words.blood}
        target_seat = None
        if words.bleed is not None:
            target_seat = state.prey(seat)
            if minion.bled_this_turn or target_seat == seat:
                continue  # 6.1.1: one bleed action each turn
            stealth = action_stealth(state, minion, "bleed", True, words.stealth)
            numbers["bleed"] = bleed_amount(state, minion) + words.bleed
            what = f"bleeds {state.players[target_seat].name} for {numbers['bleed']}"
        else:
            stealth = action_stealth(state, minion, ABILITY, False, words.stealth)
            what = ACTIONS[words.handler].describe
        numbers["stealth"] = stealth
        options.append(
            Option(
                ABILITY,
                f"{minion.name} {what} (+{stealth} stealth{cost})",
                actor=minion.uid,
                target_seat=target_seat,
                numbers=numbers,
                data=index,
            )
        )
    return options


def ability_of(minion: CardInPlay, index: Any) -> tuple[Effect, ...]:
    """The ability action chosen (its place in the definition), as the action's effects."""
    return (in_play_effects(minion)[index],)


def ability_action_succeeds(state: GameState, action: Any) -> Ask:
    """6.2.3: the successful action's cost is paid, then a non-bleed one does what it says
    (a bleed is resolved as every bleed is, 6.1.1)."""
    words = first(action.effects, AbilityAction)
    assert words is not None
    actor = action.actor
    if words.blood:
        lose_blood(state, actor, words.blood)
    if words.bleed is None:
        yield from ACTIONS[words.handler].resolve(state, action)


class ActionHandler:
    """What an ability action does: its words on the option, and its resolution."""

    def __init__(self, describe: str, resolve: Callable[[GameState, Any], Ask]) -> None:
        self.describe = describe
        self.resolve = resolve


def _exchange_with_ash_heap(state: GameState, action: Any) -> Ask:
    """Lenelle: exchange a card from your hand for a library card in your ash heap."""
    seat = action.seat
    player = state.players[seat]
    library_cards = _distinct(c for c in player.ash_heap if not c.card.is_crypt)
    if not player.hand or not library_cards:
        state.log_line("Nothing to exchange", "6.2.3", seat)
        return
    options = [
        Option("card", f"Take {c.name} from your ash heap", card=c.uid) for c in library_cards
    ]
    taken = yield from ask(seat, "target", "6.2.3", "Which card of your ash heap?", options)
    options = [Option("card", f"Put {c.name} in your ash heap", card=c.uid) for c in player.hand]
    given = yield from ask(seat, "target", "6.2.3", "Which card of your hand?", options)
    move(state, state.cards[given.card], Region.ASH_HEAP)
    move(state, state.cards[taken.card], Region.HAND)
    state.log_line(f"{taken.label}; {given.label.lower()}", "6.2.3", seat)


def _distinct(cards: Iterator[CardInPlay]) -> list[CardInPlay]:
    """One copy of each card: copies are the same choice."""
    found: dict[int, CardInPlay] = {}
    for card in cards:
        found.setdefault(card.card.id, card)
    return list(found.values())


ACTIONS: dict[str, ActionHandler] = {
    "exchange_with_ash_heap": ActionHandler(
        "exchanges a card in hand for one in the ash heap", _exchange_with_ash_heap
    ),
}


# -- paying for +bleed during a bleed action, or +votes while polling -----------------------------


def prices(state: GameState, minion: CardInPlay, words: PayFor) -> list[tuple[str, int | None]]:
    """The ways the minion can pay now: (words, the card discarded if any)."""
    player = state.players[minion.controller]
    if words.discard:
        requiring = [c for c in player.hand if words.discard in c.card.disciplines]
        return [(f"discards {c.name}", c.uid) for c in _distinct(iter(requiring))]
    if words.remove_from_ash_heap:
        if len(player.ash_heap) < words.remove_from_ash_heap:
            return []
        return [(f"removes {words.remove_from_ash_heap} cards of the ash heap", None)]
    if minion.blood < words.blood:
        return []
    return [(f"burns {words.blood} blood", None)]


def pay(state: GameState, minion: CardInPlay, words: PayFor, card: int | None) -> Ask:
    """Pay the price chosen: discard (and draw, 1.6.1.2), remove from the ash heap, burn."""
    seat = minion.controller
    player = state.players[seat]
    if card is not None:
        move(state, state.cards[card], Region.ASH_HEAP)
        refill_hand(state, seat)
    for left in range(words.remove_from_ash_heap, 0, -1):
        options = [
            Option("card", f"Remove {c.name} from the game ({left} to go)", card=c.uid)
            for c in _distinct(iter(player.ash_heap))
        ]
        choice = yield from ask(seat, "ash-heap", "1.3", "Remove which card?", options)
        remove_from_game(state, state.cards[choice.card])
    if words.blood:
        lose_blood(state, minion, words.blood)


def boost_options(state: GameState, action: Any) -> list[Option]:
    """During his bleed action, once (wording templates: "During X, do Y"), the acting minion
    pays for +bleed."""
    actor = action.actor
    if not action.is_bleed or actor.region is not Region.READY:
        return []
    options = []
    for index, words in abilities(actor, PayFor):
        if not words.bleed or f"{ABILITY} {index}" in actor.acted:
            continue
        for price, card in prices(state, actor, words):
            options.append(
                Option(
                    ABILITY,
                    f"{actor.name} {price}: +{words.bleed} bleed",
                    actor=actor.uid,
                    card=card,
                    data=index,
                )
            )
    return options


def boost(state: GameState, action: Any, choice: Option) -> Ask:
    actor = action.actor
    words: PayFor = in_play_effects(actor)[choice.data]
    actor.acted.add(f"{ABILITY} {choice.data}")  # 6.1.1: one bleed action each turn
    yield from pay(state, actor, words, choice.card)
    action.bleed += words.bleed
    state.log_line(choice.label, "6.2", action.seat)


# -- after a successful action ----------------------------------------------------------------------


def after_success(state: GameState, action: Any) -> Ask:
    """Abilities used after a minion of yours performs a successful action."""
    if action.is_bleed and GAIN_POOL_AFTER_BLEED in handlers(action.actor):
        yield from _gain_pool_after_bleed(state, action)
    for minion in ready_with(state, action.seat, UNLOCK_HECATA):
        yield from _unlock_hecata(state, action, minion)


def _gain_pool_after_bleed(state: GameState, action: Any) -> Ask:
    """The unnamed: after it successfully bleeds (6.1.1: for 1 or more), you can gain 2 pool
    (rulings: after the Edge is taken)."""
    if action.bleed < 1:
        return
    words = f"Gain {POOL_AFTER_BLEED} pool ({action.actor.name})"
    options = [Option(USE, words, actor=action.actor.uid), Option("pass", "No")]
    choice = yield from ask(action.seat, ABILITY, "6.1.1", "Gain pool?", options)
    if choice.key == USE:
        gain_pool(state, action.seat, POOL_AFTER_BLEED)
        state.log_line(words, "6.1.1", action.seat)


def _unlock_hecata(state: GameState, action: Any, anja: CardInPlay) -> Ask:
    """Anja ("Mother" Anja Giovanni): once each turn, if she is ready, she can burn 1 blood after
    another Hecata you control performs a successful action requiring Hecata or Oblivion, to
    unlock that Hecata."""
    actor = action.actor
    card = action.card
    requires = card is not None and ("Hecata" in card.card.clans or "obl" in card.card.disciplines)
    if (
        actor is anja
        or not requires
        or "Hecata" not in actor.card.clans
        or not actor.locked
        or actor.region is not Region.READY
        or anja.blood < 1
        or UNLOCK_HECATA in anja.acted
    ):
        return
    options = [
        Option(USE, f"{anja.name} burns 1 blood to unlock {actor.name}", actor=anja.uid),
        Option("pass", f"Leave {actor.name} locked"),
    ]
    choice = yield from ask(action.seat, ABILITY, "6.2.3", f"Unlock {actor.name}?", options)
    if choice.key == USE:
        anja.acted.add(UNLOCK_HECATA)  # once each turn
        lose_blood(state, anja, 1)
        unlock(state, actor)
        state.log_line(choice.label, "6.2.3", action.seat)


# -- blocking -----------------------------------------------------------------------------------------


def _blocks_cost_a_card(state: GameState, action: Any) -> bool:
    """Parijat, the Dark Oracle: while she is ready, minions must burn the top card of their
    library to attempt to block wraith or zombie allies."""
    kind = action.actor.card.clauses.ally_kind
    return kind in ("wraith", "zombie") and bool(ready_with(state, None, BLOCK_COSTS_LIBRARY))


def may_attempt_block(state: GameState, action: Any, minion: CardInPlay) -> bool:
    """Whether the minion can pay what an attempt to block this action costs (rulings: with an
    empty library no attempt can be made against Parijat's wraiths and zombies)."""
    return not _blocks_cost_a_card(state, action) or bool(state.players[minion.controller].library)


def pay_block_cost(state: GameState, action: Any, minion: CardInPlay) -> None:
    if not _blocks_cost_a_card(state, action):
        return
    seat = minion.controller
    top = state.players[seat].library[0]
    move(state, top, Region.ASH_HEAP)
    state.log_line(f"{state.players[seat].name} burns {top.name} to attempt the block", "6.2.2")
