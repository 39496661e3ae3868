"""Provides a minion taken from another Methuselah until the end of the next action, who must
bleed his new controller's prey then unless he must hunt (Spirit Marionette [OBE]): the
action taking him is one, his bleed the next; control goes back as it ends (6.1.1, 6.1.2)."""

from __future__ import annotations

from typing import Any

from .events import Modifier, TurnEnded
from .prompts import Option
from .state import CardInPlay, GameState, Region
from .zones import add_modifier, modified, take_control

BORROWED = "actions until control goes back"  # the modifier's stat; its seat: the owner's


def borrow(state: GameState, minion: CardInPlay, seat: int, section: str) -> None:
    """She takes control of him: the end of this action and of the next give him back."""
    owner = minion.controller
    take_control(state, minion, seat)
    add_modifier(state, Modifier(BORROWED, 2, "turn", card=minion.uid, seat=owner))
    state.log_line(
        f"{state.players[seat].name} takes control of {minion.name} until the end of the next "
        "action",
        section,
        seat,
    )


def _borrowed(state: GameState) -> list[tuple[CardInPlay, int]]:
    """The minions borrowed now, with the Methuselah they go back to."""
    found = []
    for m in state.modifiers:
        if m.stat == BORROWED and m.amount > 0 and m.card is not None and m.seat is not None:
            minion = state.cards[m.card]
            if modified(state, BORROWED, minion) > 0:
                found.append((minion, m.seat))
    return found


def borrowed_actions(state: GameState, seat: int) -> list[Option]:
    """Her only actions while a minion she borrowed has to act: his bleed of her prey, or his
    hunt if he must hunt (6.1.2); her own mandatory hunts may come first (6)."""
    from .actions import can_act, mandatory_hunters, minion_actions

    options: list[Option] = []
    for minion, _ in _borrowed(state):
        if minion.controller != seat or minion.region is not Region.READY or not can_act(minion):
            continue
        prey = state.prey(seat)
        for option in minion_actions(state, seat, minion):
            if option.key == "hunt" and minion.is_vampire and minion.blood == 0:
                options.append(option)
            elif option.key == "bleed" and option.target_seat == prey:
                options.append(option)
    if not options:
        return []
    hunters = [m for m in mandatory_hunters(state, seat) if all(o.actor != m.uid for o in options)]
    return options + [o for m in hunters for o in minion_actions(state, seat, m)]


def give_back(state: GameState, event: Any) -> None:
    """At the end of each action, one fewer to wait; at none, he goes back to his owner (at
    the end of the turn at the latest, should no other action follow)."""
    if not state.modifiers:
        return
    for minion, owner in _borrowed(state):
        if isinstance(event, TurnEnded):
            add_modifier(state, Modifier(BORROWED, -2, "turn", card=minion.uid, seat=owner))
        else:
            add_modifier(state, Modifier(BORROWED, -1, "turn", card=minion.uid, seat=owner))
        if modified(state, BORROWED, minion) <= 0 and minion.controller != owner:
            take_control(state, minion, owner)
            state.log_line(f"{minion.name} goes back to {state.players[owner].name}", "6.2.3")
