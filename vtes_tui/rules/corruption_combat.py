"""Provides what corruption counters do in combat (6.4): the strike a card on a vampire gives,
putting a counter on the opposing minion and stealing him at his capacity or cost, which ends
combat (Contagion [DAI]); a counter on the blocking minion after combat (Cagliostro); no
"combat ends" strike for a corrupted opponent (Faruq Abd al-Qadir)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.corruption_words import CorruptionStrike
from .corruption import (
    CONTROLLED,
    CORRUPT_BLOCKER_AFTER_COMBAT,
    NO_ESCAPE_FOR_CORRUPTED,
    steal_at_threshold,
)
from .effects import first, in_play_effects
from .prompts import Ask
from .state import CardInPlay
from .vampire_abilities import handlers
from .zones import add_corruption

if TYPE_CHECKING:
    from .fight import Fight, Side
    from .strikes import Strike

_STRIKE_USED = "corruption strike combat"  # its key in the card's ``acted`` (cleared at combat end)


def corruption_strikes(side: Side) -> list[Strike]:
    """The strikes the cards on him give: "once each combat, this vampire can strike: put 1
    corruption counter on the opposing minion" (not used yet this combat)."""
    from .strikes import Strike

    out = []
    for card in side.minion.attached:
        if _STRIKE_USED in card.acted or first(in_play_effects(card), CorruptionStrike) is None:
            continue
        label = f"{card.name}: a corruption counter on the opposing minion (once each combat)"
        out.append(Strike(label, card=card, corrupt=True, combat_ends=False))
    return out


def strike_chosen(strike: Strike) -> None:
    """Once each combat: chosen, the strike is used (its card's ``acted``, 6.4.3)."""
    if strike.corrupt and strike.card is not None:
        strike.card.acted.add(_STRIKE_USED)


def corruption_strike_resolved(fight: Fight, side: Side, target: CardInPlay) -> Ask:
    """6.4.5: the counter goes on the opposing minion; at his capacity or cost, his counters
    may be burned to steal him after the strike's resolution, which ends combat."""
    state = fight.state
    if target.region not in CONTROLLED or target.controller == side.seat:
        return
    add_corruption(state, target, side.seat, 1)
    whose = state.players[side.seat].name
    state.log_line(f"{target.name} gets 1 of {whose}'s corruption counters", "6.4.5", side.seat)
    yield from steal_at_threshold(state, side.seat, target, "6.4.5")
    if target.controller == side.seat and not fight.ended:
        state.log_line(f"{side.name}'s strike has resolved: combat ends", "6.4.5", side.seat)
        fight.ended = True


def after_blocked_combat(fight: Fight) -> None:
    """Cagliostro, The Grand Copht: if he is blocked and combat occurs, he can put 1 corruption
    counter on the blocking minion after that combat ends (always to his good: put)."""
    action = fight.action
    acting = fight.acting.minion
    if action is None or action.actor is not acting or action.blocker is None:
        return
    if CORRUPT_BLOCKER_AFTER_COMBAT not in handlers(acting):
        return
    blocker = action.blocker
    if blocker is not fight.opposing.minion or blocker.region not in CONTROLLED:
        return
    if acting.region not in CONTROLLED or blocker.controller == acting.controller:
        return
    add_corruption(fight.state, blocker, acting.controller, 1)
    fight.state.log_line(
        f"{acting.name} puts 1 corruption counter on {blocker.name}", "6.4", acting.controller
    )


def cannot_end_combat(fight: Fight, side: Side) -> bool:
    """Faruq Abd al-Qadir: "Minions with any of your corruption counters in combat with Faruq
    cannot strike: combat ends" (6.4.3)."""
    opponent = fight.other(side).minion
    return opponent.controller in side.minion.corruption and NO_ESCAPE_FOR_CORRUPTED in handlers(
        opponent
    )
