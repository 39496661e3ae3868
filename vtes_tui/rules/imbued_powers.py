"""Provides the powers' own actions and forced effects (rulebook, "The Imbued" appendix 3): an
[ACTION] icon is an action the imbued takes by tapping the power (and paying its conviction),
its ``action`` word among the power's in-play words; what it does is a named handler here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.in_play_words import BearerGainsLife
from ..cards.reaction_words import AbilityAction
from .apply import starting_life
from .effects import first, in_play_effects
from .imbued import SECTION, convictions, gain_conviction, is_imbued, spend_conviction
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, lock

POWER_ACTION = "power-action"  # the option key of a power's action


def _actions_of(power: CardInPlay) -> list[tuple[int, AbilityAction]]:
    return [(i, e) for i, e in enumerate(in_play_effects(power)) if isinstance(e, AbilityAction)]


def power_action_options(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Appendix 3: each untapped power on the imbued with an [ACTION] he can pay for (its
    conviction on him), one option each (copies of a power cannot be on him)."""
    if not minion.attached or not is_imbued(minion):
        return []
    from .actions import action_stealth

    options = []
    for power in minion.attached:
        if power.locked or "Power" not in power.card.types:
            continue
        for index, words in _actions_of(power):
            if len(convictions(minion)) < words.conviction:
                continue
            handler = POWER_ACTIONS.get(words.handler)
            if handler is None or not handler.possible(state, seat, minion):
                continue
            stealth = action_stealth(state, minion, POWER_ACTION, False, words.stealth)
            cost = f", {words.conviction} conviction" if words.conviction else ""
            options.append(
                Option(
                    POWER_ACTION,
                    f"{minion.name} uses {power.name}: {handler.describe} ({stealth:+d} stealth"
                    f"{cost})",
                    actor=minion.uid,
                    numbers={"stealth": stealth},
                    data=(power.uid, index),
                )
            )
    return options


def announce_power(state: GameState, choice: Option) -> tuple[AbilityAction, ...]:
    """6.2.1: the power is tapped to use it (appendix 3); its words are the action's."""
    uid, index = choice.data
    power = state.cards[uid]
    lock(state, power)
    words = in_play_effects(power)[index]
    assert isinstance(words, AbilityAction)
    return (words,)


def power_action_succeeds(state: GameState, action: Any) -> Ask:
    """6.2.3: the conviction is paid as the action succeeds, then it does what it says."""
    words = first(action.effects, AbilityAction)
    assert words is not None
    paid = spend_conviction(state, action.actor, words.conviction)
    yield from POWER_ACTIONS[words.handler].resolve(state, action, paid)


class PowerAction:
    """What a power's action does, its words on the option, and when it can be taken."""

    def __init__(
        self,
        describe: str,
        resolve: Callable[[GameState, Any, list[CardInPlay]], Ask],
        possible: Callable[[GameState, int, CardInPlay], bool],
    ) -> None:
        self.describe = describe
        self.resolve = resolve
        self.possible = possible


def _hurt(state: GameState, seat: int, actor: CardInPlay) -> list[CardInPlay]:
    """Her ready minions short of blood or life: vampires below capacity, allies (the acting
    imbued excepted: "any other ally") below their starting life."""
    found = []
    for minion in state.players[seat].ready:
        if minion.is_vampire and minion.blood < minion.capacity:
            found.append(minion)
        elif minion.is_ally and minion is not actor and minion.blood < _starting(minion):
            found.append(minion)
    return found


def _starting(minion: CardInPlay) -> int:
    """An imbued's starting life is his cost (appendix); an ally's, his printed life (6.1.5)."""
    return minion.capacity if is_imbued(minion) else starting_life(minion)


def _add_blood_or_life(state: GameState, action: Any, paid: list[CardInPlay]) -> Ask:
    """Rejuvenate: add 1 blood to a vampire or 1 life to any other ally, not to exceed
    starting life (an undirected action: her own minions)."""
    found = _hurt(state, action.seat, action.actor)
    if not found:
        return
    options = [Option("target", f"Add 1 to {m.name} ({m.blood})", target=m.uid) for m in found]
    choice = yield from ask(action.seat, "target", "6.2.3", "Add 1 blood or life to whom?", options)
    target = state.cards[choice.target]
    add_blood(state, target, 1)
    state.log_line(f"{target.name} gains 1 {'blood' if target.is_vampire else 'life'}", SECTION)


def _inspire(state: GameState, action: Any, paid: list[CardInPlay]) -> Ask:
    """Inspire: add a counter to an imbued in your uncontrolled region, or move the conviction
    paid for this action from your ash heap to any imbued in play."""
    seat = action.seat
    options = [
        Option("counter", f"Add a counter to {c.name} ({c.blood})", target=c.uid)
        for c in state.players[seat].uncontrolled
        if "Imbued" in c.card.types
    ]
    for card in paid:
        if card.region is not Region.ASH_HEAP:
            continue
        options += [
            Option("move", f"Move {card.name} to {m.name}", card=card.uid, target=m.uid)
            for p in state.players
            if not p.ousted
            for m in p.controlled
            if is_imbued(m)
        ]
    if not options:
        return
    choice = yield from ask(seat, "target", "6.2.3", "Inspire: which one?", options)
    target = state.cards[choice.target]
    if choice.key == "counter":
        add_blood(state, target, 1)
        state.log_line(f"{target.name} gets a counter", SECTION, seat)
    else:
        gain_conviction(state, target, state.cards[choice.card])
        state.log_line(f"{target.name} gains {state.cards[choice.card].name}", SECTION, seat)


POWER_ACTIONS: dict[str, PowerAction] = {
    "add_blood_or_life": PowerAction(
        "add 1 blood or life to a minion of yours",
        _add_blood_or_life,
        lambda state, seat, minion: bool(_hurt(state, seat, minion)),
    ),
    "inspire": PowerAction(
        "a counter to an uncontrolled imbued, or the conviction back",
        _inspire,
        lambda state, seat, minion: True,  # the conviction it costs can always go back on him
    ),
}


def bearers_gain_life(state: GameState, seat: int) -> None:
    """Rejuvenate: during your unlock phase, an imbued with fewer life than his starting amount
    gains 1 life (the power's forced effect, tapped or not: appendix 3, "always on")."""
    for imbued in state.players[seat].ready:
        if not is_imbued(imbued) or not imbued.attached or imbued.blood >= imbued.capacity:
            continue
        for power in imbued.attached:
            words = first(in_play_effects(power), BearerGainsLife)
            if words is not None and imbued.blood < imbued.capacity:
                add_blood(state, imbued, words.amount)
                state.log_line(f"{power.name}: {imbued.name} gains {words.amount} life", "4")
