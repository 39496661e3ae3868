"""Provides what minions' own abilities do after they perform a successful action (6.2.3):
Enkidu unlocking at the end of the turn after employing a retainer, Cock Robin at the end of an
Animalism action, Eze after a non-hunt action, Blanche Hill after a hunt, Antonio Delgado in the
discard phase after his referendum passes, Baron Dieudonne burning blood to unlock; named handlers of the card definitions, listed in ``NAMED``, used by
``vampire_steps.after_success``."""

from __future__ import annotations

from typing import Any

from .events import ActionEnded, ActionSucceeded, BloodMoved, Modifier, TurnEnded
from .prompts import Ask, Option, ask
from .reaction_effects import NO_UNLOCK
from .state import CardInPlay, GameState, Phase, Region
from .vampire_abilities import ABILITY, USE, handlers
from .vampire_phases import UNLOCK_AFTER_EQUIP
from .vampire_unlock import HAND_SIZE
from .zones import add_modifier, gain_pool, lose_blood, unlock

UNLOCK_AFTER_EMPLOY = "unlocks_after_employ"  # Enkidu, The Noah
UNLOCK_FOR_BLOOD = "unlock_for_blood_after_success"  # Baron Dieudonne
UNLOCK_AFTER_ANIMALISM = "unlocks_after_animalism_action"  # Cock Robin
# Antonio Delgado: unlocks in the discard phase as Idalia does after equipping (the modifier and
# the discard phase step of vampire_phases, which lists this name with hers).
UNLOCK_AFTER_PASSED = "unlock_after_passed_referendum"
UNLOCK_AFTER_NON_HUNT = "unlocks_after_non_hunt"  # Eze, The Demon Prince
MAY_UNLOCK_AFTER_HUNT = "may_unlock_after_hunt"  # Blanche Hill
STAYS_LOCKED_AFTER_TITLED = "stays_locked_after_bleeding_titled"  # Lubomira Hradok
HAND_SIZE_AFTER_PASSED = "hand_size_after_passed_referendum"  # Juliet Parr
HUNT_BLOOD_TO_POOL = "hunt_blood_to_pool"  # Rabbat, The Sewer Goddess
NAMED = (
    HAND_SIZE_AFTER_PASSED,
    STAYS_LOCKED_AFTER_TITLED,
    UNLOCK_AFTER_EMPLOY,
    UNLOCK_FOR_BLOOD,
    UNLOCK_AFTER_ANIMALISM,
    UNLOCK_AFTER_PASSED,
    UNLOCK_AFTER_NON_HUNT,
    MAY_UNLOCK_AFTER_HUNT,
    HUNT_BLOOD_TO_POOL,
)
ANIMALISM = "ani"
AFTER = "after"  # the prompt's context: the kind of action he performed


def successful(state: GameState, action: Any) -> Ask:
    """The acting minion's own abilities once his action has succeeded."""
    names = handlers(action.actor)
    if UNLOCK_AFTER_EMPLOY in names:
        _employed(state, action)
    if UNLOCK_AFTER_ANIMALISM in names:
        _animalism_action(state, action)
    if UNLOCK_AFTER_PASSED in names and action.kind == "political" and action.margin > 0:
        # Antonio Delgado: "If Antonio performs a political action whose referendum passes, he
        # can unlock during the discard phase" (6.3.2: passed by a margin of votes).
        add_modifier(state, Modifier(UNLOCK_AFTER_EQUIP, 1, "turn", card=action.actor.uid))
    if UNLOCK_AFTER_NON_HUNT in names and action.kind != "hunt":
        _unlock_once(state, action.actor, UNLOCK_AFTER_NON_HUNT)
    if MAY_UNLOCK_AFTER_HUNT in names and action.kind == "hunt":
        yield from _may_unlock_after_hunt(state, action)
    if STAYS_LOCKED_AFTER_TITLED in names and action.is_bleed:
        _bled_titled(state, action)
    if HAND_SIZE_AFTER_PASSED in names and action.kind == "political" and action.margin > 0:
        yield from _more_hand_size(state, action)
    if UNLOCK_FOR_BLOOD in names:
        yield from _unlock_for_blood(state, action)
    if HUNT_BLOOD_TO_POOL in names and action.kind == "hunt":
        yield from _hunt_blood_to_pool(state, action)


def _hunt_blood_to_pool(state: GameState, action: Any) -> Ask:
    """Rabbat: "If she hunts, you may move 1 of the blood she gains to your pool" (6.1.2:
    none when the hunt gained her none, at her capacity)."""
    rabbat = action.actor
    gained = 0
    for event in reversed(state.events):  # what the hunt gave her, since it succeeded
        if isinstance(event, ActionSucceeded):
            break
        if isinstance(event, BloodMoved) and event.card is rabbat:
            gained += event.amount
    if gained < 1 or rabbat.blood < 1:
        return
    options = [
        Option(USE, f"Move 1 blood from {rabbat.name} to your pool", actor=rabbat.uid),
        Option("pass", f"Keep the blood on {rabbat.name}"),
    ]
    choice = yield from ask(action.seat, ABILITY, "6.1.2", f"{rabbat.name} hunted", options)
    if choice.key == USE:
        lose_blood(state, rabbat, 1)
        gain_pool(state, action.seat, 1)
        state.log_line(choice.label, "6.1.2", action.seat)


def _employed(state: GameState, action: Any) -> None:
    """Enkidu: "If Enkidu successfully performs an action to employ a retainer, he unlocks at
    the end of the turn" (as the turn ends, after the discard phase, 8)."""
    minion = action.actor
    if action.kind != "employ":
        return

    def unlock_at_end(state: GameState, event: TurnEnded) -> None:
        state.listeners[TurnEnded].remove(unlock_at_end)
        if minion.region is Region.READY and minion.locked and unlock(state, minion):
            state.log_line(f"{minion.name} unlocks at the end of the turn", "8")

    state.listeners.setdefault(TurnEnded, []).append(unlock_at_end)


def _animalism_action(state: GameState, action: Any) -> None:
    """Cock Robin: "Once per turn, when Cock Robin successfully performs an action that requires
    Animalism [ani], he unlocks at the end of the action" (1.5.4: its card played at a level of
    Animalism)."""
    robin = action.actor
    if ANIMALISM not in action.level.lower() or UNLOCK_AFTER_ANIMALISM in robin.acted:
        return
    robin.acted.add(UNLOCK_AFTER_ANIMALISM)  # once per turn

    def unlock_after(state: GameState, event: ActionEnded) -> None:
        state.listeners[ActionEnded].remove(unlock_after)
        if robin.region is Region.READY and robin.locked and unlock(state, robin):
            state.log_line(f"{robin.name} unlocks at the end of the action", "6.2.3")

    state.listeners.setdefault(ActionEnded, []).append(unlock_after)


def _unlock_once(state: GameState, minion: CardInPlay, name: str) -> None:
    """Eze, The Demon Prince: "Once each turn when Eze successfully performs a non-hunt action,
    he unlocks after resolving that action"."""
    if name in minion.acted or not minion.locked or minion.region is not Region.READY:
        return
    minion.acted.add(name)  # once each turn
    unlock(state, minion)
    state.log_line(f"{minion.name} unlocks after resolving the action", "6.2.3")


def _may_unlock_after_hunt(state: GameState, action: Any) -> Ask:
    """Blanche Hill: "Once each turn, Blanche can unlock after successfully hunting"."""
    blanche = action.actor
    if (
        MAY_UNLOCK_AFTER_HUNT in blanche.acted
        or not blanche.locked
        or blanche.region is not Region.READY
    ):
        return
    options = [Option(USE, f"Unlock {blanche.name}", actor=blanche.uid), Option("pass", "No")]
    choice = yield from ask(action.seat, ABILITY, "6.2.3", f"Unlock {blanche.name}?", options)
    if choice.key == USE:
        blanche.acted.add(MAY_UNLOCK_AFTER_HUNT)  # once each turn
        unlock(state, blanche)
        state.log_line(f"{blanche.name} unlocks", "6.2.3", action.seat)


def _bled_titled(state: GameState, action: Any) -> None:
    """Lubomira Hradok: "If Lubomira successfully bleeds a Methuselah who controls a ready
    titled vampire, she does not unlock as normal during her next unlock phase" (a modifier
    through it, as Eddie Gaines's; 4.2: a contested title is no title)."""
    seat = action.target_seat
    if seat is None or not any(
        v.is_vampire and v.title and not v.contested for v in state.players[seat].ready
    ):
        return
    actor = action.actor
    add_modifier(
        state, Modifier(NO_UNLOCK, 1, "after_unlock", card=actor.uid, seat=actor.controller)
    )
    state.log_line(f"{actor.name} will not unlock as normal in the next unlock phase", "4")


JULIET_HAND_SIZE = 2


def _more_hand_size(state: GameState, action: Any) -> Ask:
    """Juliet Parr: "After a referendum called by Juliet passes, you get +2 hand size until your
    next unlock phase" (6.3.2; 1.6.1.2: she draws up at once)."""
    from .ability_use import sync_hand_size

    seat = action.seat
    words = Modifier(HAND_SIZE, JULIET_HAND_SIZE, "unlock", seat=seat, source=action.actor.uid)
    add_modifier(state, words)
    state.log_line(f"{action.actor.name}: +{JULIET_HAND_SIZE} hand size", "1.6.1.2", seat)
    yield from sync_hand_size(state, seat)


def _unlock_for_blood(state: GameState, action: Any) -> Ask:
    """Baron Dieudonne: "During your minion phase, Dieudonne can burn 1 blood to unlock after
    performing a successful action" (the prompt tells the bots which action it was: paying for
    the blood a hunt gained would make the hunt come round again)."""
    baron = action.actor
    if (
        state.phase is not Phase.MINION
        or state.current != baron.controller
        or baron.region is not Region.READY
        or not baron.locked
        or baron.blood < 1
    ):
        return
    words = f"{baron.name} burns 1 blood to unlock"
    options = [Option(USE, words, actor=baron.uid), Option("pass", f"Leave {baron.name} locked")]
    choice = yield from ask(
        action.seat, ABILITY, "6.2.3", f"Unlock {baron.name}?", options, {AFTER: action.kind}
    )
    if choice.key == USE:
        lose_blood(state, baron, 1)
        unlock(state, baron)
        state.log_line(words, "6.2.3", action.seat)
