"""Provides a minion's own actions (6.1): "X can ... as a +1 stealth (Ⓓ) action that costs 1
blood", the vocabulary's word ``action``; what a non-bleed one does is a named handler of this
module's table ``ACTIONS``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.vocabulary import AbilityAction, Effect
from .effects import first, in_play_effects
from .permanents import bleed_amount
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, abilities, distinct
from .zones import add_blood, lose_blood, move, remove_from_game

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
            numbers["bleed"] = bleed_amount(state, minion, target_seat) + words.bleed
            what = f"bleeds {state.players[target_seat].name} for {numbers['bleed']}"
        else:
            handler = ACTIONS[words.handler]
            if handler.possible is not None and not handler.possible(state, seat):
                continue
            stealth = action_stealth(state, minion, ABILITY, False, words.stealth)
            what = handler.describe
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
    """What an ability action does: its words on the option, its resolution, and when it can
    be taken at all (an action with nothing to act on is not offered)."""

    def __init__(
        self,
        describe: str,
        resolve: Callable[[GameState, Any], Ask],
        possible: Callable[[GameState, int], bool] | None = None,
    ) -> None:
        self.describe = describe
        self.resolve = resolve
        self.possible = possible


def _exchange_with_ash_heap(state: GameState, action: Any) -> Ask:
    """Lenelle: exchange a card from your hand for a library card in your ash heap."""
    seat = action.seat
    player = state.players[seat]
    library_cards = distinct(c for c in player.ash_heap if not c.card.is_crypt)
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


FEED_BLOOD = 4


def _uncontrolled_vampires(state: GameState, seat: int) -> list[CardInPlay]:
    return [c for c in state.players[seat].uncontrolled if c.card.is_vampire]


def _feed_uncontrolled(state: GameState, action: Any) -> Ask:
    """Malgorzata: remove a vampire in your uncontrolled region from the game to add 4 blood
    from the blood bank to another vampire in your uncontrolled region."""
    seat = action.seat
    found = _uncontrolled_vampires(state, seat)
    if len(found) < 2:
        state.log_line("Not two vampires in the uncontrolled region", "6.2.3", seat)
        return
    options = [Option("card", f"Remove {c.name} from the game", card=c.uid) for c in found]
    removed = yield from ask(seat, "target", "6.2.3", "Remove which vampire?", options)
    options = [
        Option("card", f"Add 4 blood to {c.name} ({c.blood}/{c.capacity})", card=c.uid)
        for c in found
        if c.uid != removed.card
    ]
    fed = yield from ask(seat, "target", "6.2.3", "Add 4 blood to which vampire?", options)
    remove_from_game(state, state.cards[removed.card])
    add_blood(state, state.cards[fed.card], FEED_BLOOD)
    state.log_line(f"{removed.label}; {fed.label.split(' (')[0].lower()}", "6.2.3", seat)


def _search_minion(state: GameState, action: Any) -> Ask:
    """Mistress Fanchon: search your library for a minion card (an ally), reveal it, and move
    it to your hand (the wording templates: searching can find nothing)."""
    seat = action.seat
    found = distinct(c for c in state.players[seat].library if "Ally" in c.card.types)
    options = [Option("card", f"Reveal {c.name} and take it", card=c.uid) for c in found]
    options.append(Option("pass", "Find nothing"))
    choice = yield from ask(seat, "target", "6.2.3", "Search your library for a minion", options)
    if choice.key == "card":
        move(state, state.cards[choice.card], Region.HAND)
        state.log_line(choice.label, "6.2.3", seat)


ACTIONS: dict[str, ActionHandler] = {
    "exchange_with_ash_heap": ActionHandler(
        "exchanges a card in hand for one in the ash heap", _exchange_with_ash_heap
    ),
    "feed_uncontrolled": ActionHandler(
        "moves blood between vampires in the uncontrolled region",
        _feed_uncontrolled,
        lambda state, seat: len(_uncontrolled_vampires(state, seat)) >= 2,
    ),
    "search_minion": ActionHandler("searches the library for a minion card", _search_minion),
}
