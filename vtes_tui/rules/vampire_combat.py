"""Provides what minions' own abilities do in a combat they are not part of (6.4): named
handlers of the card definitions, offered to the controller of a combatant."""

from __future__ import annotations

from .fight import Fight, Side
from .prompts import Option
from .vampire_abilities import ABILITY, ready_with
from .zones import lose_blood

END_COMBAT_OF_DEAD_ALLY = "end_combat_of_dead_ally"
NAMED = (END_COMBAT_OF_DEAD_ALLY,)
_DEAD = ("wraith", "zombie")


def before_range_options(fight: Fight, side: Side) -> list[Option]:
    """6.4.2: before range is determined. Tommaso Sforza: once each turn, if he is ready, he
    can burn 1 blood in a combat involving a wraith or zombie ally you control to end it."""
    ally = side.minion
    if ally.card.clauses.creature not in _DEAD or ally.controller != side.seat:
        return []
    return [
        Option(
            ABILITY,
            f"{vampire.name} burns 1 blood to end combat",
            actor=vampire.uid,
            numbers={"combat_ends": True},
        )
        for vampire in ready_with(fight.state, side.seat, END_COMBAT_OF_DEAD_ALLY)
        if vampire.blood >= 1 and END_COMBAT_OF_DEAD_ALLY not in vampire.acted
    ]


def use_combat_ability(fight: Fight, side: Side, choice: Option) -> None:
    state = fight.state
    vampire = state.cards[choice.actor]
    vampire.acted.add(END_COMBAT_OF_DEAD_ALLY)  # once each turn
    lose_blood(state, vampire, 1)
    fight.ended = True
    state.log_line(choice.label, "6.4.2", side.seat)
