"""Provides what the coach notes after a combat a Methuselah's minion fought: who fought,
how many rounds and at what range, and what the damage did to each (6.4, 6.4.6, 6.5.1), read
from the engine's events (DamageDealt, CombatEnded) since she was last asked."""

from __future__ import annotations

from .events import ActionAnnounced, CombatEnded, DamageDealt
from .explanation import Explanation
from .fight import Fight
from .state import CardInPlay, GameState


def combat_notes(state: GameState, seat: int, since: int) -> list[Explanation]:
    """For each combat ended after event ``since`` in which a minion of ``seat`` fought: the
    fight (6.4), then each combatant's damage and what it did (6.4.6, 6.5.1)."""
    notes: list[Explanation] = []
    damage: list[DamageDealt] = []
    for event in state.events[since:]:
        if isinstance(event, ActionAnnounced):
            damage = []  # damage before this action's combat is not the combat's
        elif isinstance(event, DamageDealt):
            damage.append(event)
        elif isinstance(event, CombatEnded):
            fight = event.fight
            minions = [side.minion for side in fight.sides]
            if any(side.seat == seat for side in fight.sides):
                notes.append(_fought(fight))
                notes += [_hurt(d) for d in damage if d.card in minions]
                notes += [_unhurt(m) for m in minions if not any(d.card is m for d in damage)]
            damage = []
    return notes


def _fought(fight: Fight) -> Explanation:
    """6.4: the combat's rounds, and the range of the last (6.4.2: close unless a maneuver)."""
    figures = {
        "acting": fight.acting.minion.name,
        "opposing": fight.opposing.minion.name,
        "rounds": fight.round,
        "range": fight.distance,
    }
    return Explanation("combat.fought", "6.4", figures)


def _hurt(dealt: DamageDealt) -> Explanation:
    """6.4.6: each point of normal damage is healed with a blood; what cannot be healed
    wounds a vampire, who goes to torpor (6.5.1); an ally loses life and burns at 0."""
    minion = dealt.card
    figures = {
        "minion": minion.name,
        "damage": dealt.normal + dealt.aggravated,
        "aggravated": dealt.aggravated,
        "lost": dealt.lost,
        "blood": minion.blood,
    }
    if dealt.outcome == "burned":
        return Explanation("combat.burned", "6.4.6", figures)
    if dealt.outcome == "torpor":
        return Explanation("combat.torpor", "6.5.1", figures)
    if not minion.is_vampire:
        return Explanation("combat.ally-hurt", "6.4.6", figures)
    return Explanation("combat.healed", "6.4.6", figures)


def _unhurt(minion: CardInPlay) -> Explanation:
    return Explanation("combat.unhurt", "6.4.6", {"minion": minion.name})
