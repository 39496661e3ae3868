"""Provides the special term slave (11) for every minion that has it: a slave takes no directed
action unless his controller controls a ready member of the clan he serves, and when a vampire
of that clan is blocked, the slave may lock to take his place in the combat."""

from __future__ import annotations

from typing import Any

from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import lock, unlock

SLAVE = "slave"
SWAP = "slave-combat"  # the prompt and option key: a slave takes the blocked vampire's combat


def serves(slave: CardInPlay, minion: CardInPlay) -> bool:
    """The minion is a member of the clan the slave serves (11: "the specified clan")."""
    return minion.is_vampire and slave.card.clauses.slave_of in minion.card.clans


def may_take_directed(state: GameState, minion: CardInPlay) -> bool:
    """11: a slave cannot take a directed action if his controller doesn't control a ready
    member of the clan he serves."""
    if SLAVE not in minion.card.keywords:
        return True
    ready = state.players[minion.controller].ready
    return any(serves(minion, other) and not other.contested for other in ready)


def fighter(state: GameState, action: Any) -> Ask:
    """11: if a vampire of the clan a slave serves is blocked, his controller can lock the slave
    (an unlocked one: "tap X to do Y") to cancel the combat, unlock the acting vampire, and have
    the slave enter combat with the blocking minion instead. Returns who fights the blocker."""
    acting: CardInPlay = action.actor
    seat = acting.controller
    slaves = [
        m
        for m in state.players[seat].ready
        if SLAVE in m.card.keywords
        and m is not acting
        and not m.locked
        and not m.contested
        and serves(m, acting)
    ]
    if not slaves or acting.region is not Region.READY:
        return acting
    blocker = action.blocker
    options = [
        Option(
            SWAP,
            f"Lock {m.name}: {acting.name} unlocks, {m.name} enters combat with {blocker.name}",
            actor=m.uid,
        )
        for m in slaves
    ]
    options.append(Option("pass", f"{acting.name} enters combat with {blocker.name}"))
    choice = yield from ask(seat, SWAP, "11", f"{acting.name} is blocked: send a slave?", options)
    if choice.key != SWAP:
        return acting
    slave = state.cards[choice.actor]
    lock(state, slave)
    unlock(state, acting)
    state.log_line(
        f"{slave.name} locks to enter combat with {blocker.name} instead of {acting.name}",
        "11",
        seat,
    )
    return slave
