"""Provides what the other Methuselahs' cards in play add to a block attempt (6.2.2.2): stealth
for the acting minion or intercept for the blocker, from abilities for "a minion controlled by
another Methuselah" or for anyone's minion (``Ability.minions``: KRCG News Radio, Monastery of
Shadows), asked of each Methuselah who is neither acting nor blocking, in turn order (2.1)."""

from __future__ import annotations

from collections.abc import Generator

from .abilities import ability_options
from .actions import Action
from .prompts import Option, Prompt, ask
from .state import GameState
from .windows import STEALTH


def helping_choice(
    state: GameState, action: Action, step: str
) -> Generator[Prompt, int, Option | None]:
    """Once the side needing stealth (or intercept) adds nothing more, each other Methuselah
    with an ability for that side's minion may use one (6.2.2.2: only when needed): the first
    use chosen, or None when all of them pass."""
    assert action.blocker is not None
    contending = (action.seat, action.blocker.controller)
    minion = action.actor if step == STEALTH else action.blocker
    # 2.1: each other Methuselah once, from the acting one's prey; the seats are those in the
    # game now, as the acting Methuselah may be ousted during the action (9.1) and no longer be
    # anyone's predator to come back to.
    for seat in state.clockwise_from(action.seat):
        if seat not in contending and not state.players[seat].ousted:
            options = ability_options(state, seat, step, action)
            if options:
                options.append(Option("pass", "Give nothing"))
                choice = yield from ask(
                    seat,
                    "help",
                    "6.2.2.2",
                    f"{action.actor.name} is being blocked by {action.blocker.name} (stealth "
                    f"{action.stealth} vs intercept {action.intercept}): give {minion.name} "
                    f"{step}?",
                    options,
                    action.context(),
                )
                if choice.key != "pass":
                    return choice
    return None
