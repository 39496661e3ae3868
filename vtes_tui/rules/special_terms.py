"""Provides the special terms of section 11 the rules carry out for every card that has them:
infernal minions (not unlocked as normal, unlocked for a pool) and scarce vampires (3 pool for
each other vampire of their clan in play as they are brought out)."""

from __future__ import annotations

from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .victory import check_ousts
from .zones import lose_pool, unlock

INFERNAL = "infernal"
SCARCE = "scarce"
INFERNAL_UNLOCK_COST = 1  # 11: "she may burn a pool to unlock him"
SCARCE_COST = 3  # 11: "3 pool for every other vampire of the same clan already in play"


def unlocks_as_normal(card: CardInPlay) -> bool:
    """11: an infernal minion does not unlock as normal in the unlock phase (4)."""
    return not (card.is_minion and INFERNAL in card.card.keywords)


def infernal_unlocks(state: GameState, seat: int) -> Ask:
    """11: during her unlock phase, she may burn 1 pool to unlock each locked infernal minion."""
    player = state.players[seat]
    for minion in [m for m in player.controlled if m.locked and not unlocks_as_normal(m)]:
        if player.pool < INFERNAL_UNLOCK_COST or minion.region is not Region.READY:
            continue
        options = [
            Option(
                "unlock",
                f"Burn {INFERNAL_UNLOCK_COST} pool to unlock {minion.name} (infernal)",
                actor=minion.uid,
                numbers={"cost": INFERNAL_UNLOCK_COST, "pool": player.pool},
            ),
            Option("pass", f"Leave {minion.name} locked"),
        ]
        choice = yield from ask(
            seat, "infernal", "11", f"{minion.name} is infernal: unlock him?", options
        )
        if choice.key == "unlock":
            lose_pool(state, seat, INFERNAL_UNLOCK_COST)
            unlock(state, minion)
            state.log_line(choice.label, "11", seat)
            check_ousts(state)  # 9.1: the last pool burned ousts her
            if player.ousted:
                return


def scarce_cost(state: GameState, vampire: CardInPlay) -> None:
    """11: a scarce vampire moved from the uncontrolled to the ready region in the influence
    phase costs his Methuselah 3 pool for every other vampire of his clan already in play."""
    if SCARCE not in vampire.card.keywords:
        return
    clans = set(vampire.card.clans)
    others = sum(
        1
        for minion in state.all_minions()
        if minion is not vampire
        and minion.is_vampire
        and not minion.contested  # 4.1: out of play
        and clans & set(minion.card.clans)
    )
    if not others:
        return
    seat = vampire.controller
    burned = lose_pool(state, seat, SCARCE_COST * others)
    state.log_line(
        f"{state.players[seat].name} burns {burned} pool: {vampire.name} is scarce and "
        f"{others} other vampire(s) of his clan are in play",
        "11",
        seat,
    )
