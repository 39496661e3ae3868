"""Provides what library cards about Red List minions do (11): the Red List card making a
minion Red List (and barring him from blocking it), Big Game's reward for entering combat with
one, and a trophy's unlock to block (Trophy: Domain)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.action_words import InResultingCombat
from ..cards.red_list_words import MakeRedList, NoLongerRedList, UnlockToBlock
from .apply import Played, shielded, targets
from .effects import in_play_effects
from .events import ActionEnded, Modifier
from .prompts import Ask, Option, ask
from .red_list import is_red_list
from .state import CardInPlay, GameState, Region
from .zones import add_modifier, lose_blood, modified, set_red_list, unlock

UNLOCK_TO_BLOCK = "unlock-to-block"  # the block prompt's option
_WOKE = "unlocked_to_block"  # a modifier on the card: used this action


def bar_target(state: GameState, action: Any) -> None:
    """The Red List card: "That minion may not attempt to block this action" (the minion it
    is announced against, from its announcement: 6.2.1)."""
    if action.effects is None or action.target is None or action.card is None:
        return
    for effect in action.effects:
        if isinstance(effect, MakeRedList) and effect.bars_target:
            target = action.target
            add_modifier(
                state,
                Modifier("cannot_block", 1, "action", card=target.uid, source=action.card.uid),
            )
            state.log_line(f"{target.name} cannot block this action", "6.2.1", action.seat)


def make_red_list(played: Played, effect: MakeRedList) -> Ask:
    """11: the minion the card was announced against becomes Red List, if he is still where
    he was and still fits the card (6.2.3: else the action has no effect)."""
    target = played.target
    if target is None or target not in targets(played, effect.target):
        played.state.log_line(f"{played.card.name}: the target is gone", played.section)
        return
    set_red_list(played.state, target, True)
    played.state.log_line(f"{target.name} becomes Red List", "11", played.seat)
    return
    yield


def no_longer_red_list(played: Played, effect: NoLongerRedList) -> Ask:
    """Priority Shift: "Choose a Red List minion. The chosen minion is no longer Red List"
    (chosen as it resolves; not one shielded from her actions, ruling LSJ 20031010)."""
    state, seat = played.state, played.seat
    found = [
        m
        for p in state.players
        if not p.ousted
        for m in p.controlled
        if is_red_list(m) and not m.face_down and not shielded(seat, m)
    ]
    if not found:
        state.log_line(f"{played.card.name}: no Red List minion to choose", played.section)
        return
    options = [Option("target", f"{m.name} is no longer Red List", target=m.uid) for m in found]
    choice = yield from ask(seat, "target", "11", "Which Red List minion?", options)
    chosen = state.cards[choice.target]
    set_red_list(state, chosen, False)
    state.log_line(choice.label, "11", seat)


def red_list_quarry(played: Played) -> Ask:
    """Big Game: "If that minion [the target, ANK 20180518] is a Red List minion, this minion
    gets an optional maneuver or press in that combat and unlocks at the end of the action if
    he or she is still ready" (the combat its next word enters)."""
    action, actor, target = played.action, played.minion, played.target
    if action is None or actor is None or target is None or not is_red_list(target):
        return
    action.combat_gifts.append((actor.uid, InResultingCombat(flexible=1)))

    def unlock_after(state: GameState, event: ActionEnded) -> None:
        state.listeners[ActionEnded].remove(unlock_after)
        if actor.region is Region.READY and actor.locked and unlock(state, actor):
            state.log_line(f"{actor.name} unlocks at the end of the action", played.card.name)

    played.state.listeners.setdefault(ActionEnded, []).append(unlock_after)
    return
    yield


def unlock_to_block_options(
    state: GameState, locked: list[CardInPlay], may_try: Callable[[CardInPlay], bool]
) -> list[Option]:
    """Trophy: Domain: "Once each action, this vampire can burn 1 blood to unlock and attempt
    to block" (6.2.2: offered with her block decision, for an attempt he could then make)."""
    options = []
    for vampire in locked:
        for card in vampire.attached:
            for words in in_play_effects(card):
                if not isinstance(words, UnlockToBlock) or vampire.blood < words.blood:
                    continue
                if state.modifiers and modified(state, _WOKE, card):
                    continue  # once each action
                if not may_try(vampire):
                    continue
                options.append(
                    Option(
                        UNLOCK_TO_BLOCK,
                        f"{vampire.name} burns {words.blood} blood to unlock and block "
                        f"({card.name})",
                        actor=vampire.uid,
                        card=card.uid,
                        data=words.blood,
                    )
                )
    return options


def unlock_to_block(state: GameState, choice: Option) -> None:
    """The vampire burns the blood and unlocks; the block attempt follows (rules/blocks.py)."""
    vampire, card = state.cards[choice.actor], state.cards[choice.card]
    lose_blood(state, vampire, int(choice.data))
    unlock(state, vampire)
    add_modifier(state, Modifier(_WOKE, 1, "action", card=card.uid))
    state.log_line(choice.label, card.name, vampire.controller)
