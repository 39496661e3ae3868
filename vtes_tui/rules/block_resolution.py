"""Provides the steps around block resolution (6.2.3): before it, the blocker about to enter
combat may play a card that ends the action (Obedience), as may any minion about to enter
combat with the acting minion (the target of an action that enters combat, a combat queued
after another); once the combat is over, the blocker, still locked, may play a card "only
usable by a locked vampire who has blocked, after block resolution" or use a reaction's "if
this vampire blocks, ... unlock after block resolution"."""

from __future__ import annotations

from collections.abc import Generator

from ..cards.reaction_words import IfBlocks
from .actions import Action
from .effects import effects_at, first
from .events import Modifier
from .prompts import Ask, Option, Prompt, ask
from .reaction_effects import IF_BLOCKS_UNLOCK
from .state import CardInPlay, GameState, Region
from .windows import (
    AFTER_BLOCK_RESOLUTION,
    BEFORE_BLOCK_RESOLUTION,
    options_for,
    play_in_action,
    reaction_plays,
)
from .zones import lose_blood, unlock


def _unlock_cost(state: GameState, grant: Modifier) -> int:
    """The blood the reaction that gave the unlock says to burn for it (Truth in Darkness)."""
    source = state.cards[grant.source or 0]
    words = first(effects_at(source.card, source.level), IfBlocks)
    return words.unlock_cost if words is not None else 0


def _unlock_options(state: GameState, blocker: CardInPlay, used: set[int]) -> list[Option]:
    options = []
    for grant in state.modifiers:
        if grant.stat != IF_BLOCKS_UNLOCK or grant.card != blocker.uid or grant.source in used:
            continue
        cost = _unlock_cost(state, grant)
        if blocker.blood < cost:
            continue
        source = state.cards[grant.source or 0].name
        paid = f"burn {cost} blood to " if cost else ""
        options.append(
            Option(
                "unlock",
                f"{blocker.name}: {paid}unlock ({source})",
                actor=blocker.uid,
                card=grant.source,
                numbers={"cost": cost},
                data=grant,
            )
        )
    return options


def before_block_resolution(state: GameState, action: Action) -> Ask:
    """The blocker, about to enter combat with the acting minion, plays such cards until he
    passes or one ends the action (RTR 20180719: then nothing more is played). True when the
    action ended."""
    blocker = action.blocker
    assert blocker is not None
    if action.kind == "leave-torpor" or blocker.controller == action.seat:
        return False  # 6.5.2, 6.4: no combat follows this block
    question = f"{action.label}: {blocker.name} blocks. Play a card before block resolution?"
    return (yield from _before_combat(state, action, blocker, "before-block", question))


ABOUT_TO_ENTER = "before-combat"  # the prompt of about_to_enter_combat


def about_to_enter_combat(
    state: GameState, action: Action, minion: CardInPlay
) -> Generator[Prompt, int, bool]:
    """A minion about to enter combat with the acting minion other than at block resolution
    (the target of an action that enters combat, a combat queued after another) plays such
    cards likewise (rulings: Obedience LSJ 19991025, Deep Song ANK 20200702); locked, he plays no
    reaction card (6.2). True when the action ended."""
    if minion.controller == action.seat or (minion.locked and minion.uid not in action.awake):
        return False
    question = (
        f"{action.label}: {minion.name} is about to enter combat with {action.actor.name}. "
        "Play a card?"
    )
    return (yield from _before_combat(state, action, minion, ABOUT_TO_ENTER, question))


def _before_combat(
    state: GameState, action: Action, minion: CardInPlay, kind: str, question: str
) -> Generator[Prompt, int, bool]:
    while not action.ended:
        plays = reaction_plays(state, action, minion.controller, BEFORE_BLOCK_RESOLUTION, [minion])
        if kind == ABOUT_TO_ENTER:
            # Not at block resolution: only the cards "about to enter combat with", not "if
            # this vampire blocks (or is blocked), before block resolution".
            plays = [play for play in plays if play.clauses.about_to_enter_combat]
        if not plays:
            break
        options = options_for(plays, action) + [Option("pass", "Play nothing more")]
        choice = yield from ask(
            minion.controller, kind, "6.2.3", question, options, action.context()
        )
        if choice.key == "pass":
            break
        yield from play_in_action(state, action, choice)
    return action.ended


def after_block_resolution(state: GameState, action: Action) -> Ask:
    """After all combats are handled (RTR 19980623, LSJ 20040219), the locked blocker, if
    still ready (not in torpor: RBK reaction-cards), plays such cards until he passes."""
    blocker = action.blocker
    if action.outcome != "blocked" or blocker is None:
        return
    used: set[int] = set()
    while blocker.region is Region.READY and blocker.locked:
        plays = reaction_plays(state, action, blocker.controller, AFTER_BLOCK_RESOLUTION, [blocker])
        options = options_for(plays, action) + _unlock_options(state, blocker, used)
        if not options:
            return
        options.append(Option("pass", "Play nothing more"))
        choice = yield from ask(
            blocker.controller,
            "after-block",
            "6.2.3",
            f"{action.label}: the block is resolved. {blocker.name} is locked: play a card?",
            options,
            action.context(),
        )
        if choice.key == "pass":
            return
        if choice.key == "play":
            yield from play_in_action(state, action, choice)
            continue
        grant: Modifier = choice.data
        used.add(grant.source or 0)
        lose_blood(state, blocker, _unlock_cost(state, grant))
        unlock(state, blocker)
        state.log_line(choice.label, "6.2.3", blocker.controller)
