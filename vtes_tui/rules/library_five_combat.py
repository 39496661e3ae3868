"""Provides what the combat words of the fifth batch of the tournament library do
(cards/library_five_words.py): pool burned by the opposing minion's Methuselah, and damage a
combat card inflicts on the opposing minion outside strikes (6.4)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.library_five_words import DamageOpposing, OpposingBurnsPool
from ..cards.vocabulary import Effect
from .damage import inflict_damage, reduced
from .fight import Fight, Play, Side
from .prevention import Hit, prevention
from .prompts import Ask
from .vampire_damage import damage_from
from .zones import lose_pool


def _opposing_burns_pool(fight: Fight, side: Side, play: Play, effect: OpposingBurnsPool) -> Ask:
    seat = fight.other(side).seat
    burned = lose_pool(fight.state, seat, effect.amount)
    name = fight.state.players[seat].name
    fight.state.log_line(f"{name} burns {burned} pool ({play.card.name})", "6.4", side.seat)
    return
    yield


def _damage_opposing(fight: Fight, side: Side, play: Play, effect: DamageOpposing) -> Ask:
    """6.4.6: the damage can be prevented, then what is left is mended or wounds (rulings,
    Outside the Hourglass: inflicted even if combat then ends early)."""
    state = fight.state
    other = fight.other(side)
    # A damaging effect of the opposing minion: less of it for Nephandus, none for Saulot.
    damage = reduced(other.minion, damage_from(state, side.minion, other.minion, effect.amount))
    if not damage:
        return
    state.log_line(f"{side.name} inflicts {damage} damage on {other.name}", "6.4.6", side.seat)
    hit = Hit(other.minion, env_normal=damage)
    if fight.all_aggravated:
        hit.aggravate()
    hit = yield from prevention(fight, hit)
    if hit.total:
        inflict_damage(state, other.minion, hit.env_normal, hit.env_aggravated)


LIBRARY_FIVE_COMBAT: dict[type[Effect], Callable[[Fight, Side, Play, Any], Ask]] = {
    OpposingBurnsPool: _opposing_burns_pool,
    DamageOpposing: _damage_opposing,
}
