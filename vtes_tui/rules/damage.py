"""Provides damage resolution, torpor and burning minions (6.4.6, 6.5.1)."""

from __future__ import annotations

from ..cards.combat_words import LessDamage
from .effects import amount, in_play_effects
from .events import CardMoved, DamageDealt, DiablerieCommitted, TurnEnded
from .imbued import incapacitate, is_imbued
from .state import CardInPlay, GameState, Region
from .zones import burn, emit, lose_blood, move

_CONTROLLED = (Region.READY, Region.TORPOR)


def inflict_damage(state: GameState, minion: CardInPlay, normal: int, aggravated: int = 0) -> str:
    """6.4.6: heal each point of unprevented damage with 1 blood; what is left wounds.

    Normal damage is handled first.  Aggravated damage cannot be healed: it wounds, and each
    point done to a wounded vampire must be paid with 1 blood or he is burned.  A wounded
    vampire goes to torpor once all the damage is handled.  Allies and retainers lose 1 life
    per point of either kind and burn at 0 life.

    Returns what became of the minion: ``"ok"``, ``"torpor"`` or ``"burned"``; the damage, the
    blood (or life) it cost and that outcome are one DamageDealt event.
    """
    if normal <= 0 and aggravated <= 0:
        return "ok"
    blood = minion.blood
    outcome = _resolve_damage(state, minion, normal, aggravated)
    emit(state, DamageDealt(minion, normal, aggravated, blood - minion.blood, outcome))
    return outcome


def _resolve_damage(state: GameState, minion: CardInPlay, normal: int, aggravated: int) -> str:
    if not minion.is_vampire:
        lose_blood(state, minion, normal + aggravated)
        if minion.blood <= 0 and is_imbued(minion):
            if minion.region is Region.READY:
                incapacitate(state, minion)  # imbued appendix 5: instead of being burned
                return "incapacitated"
            return "ok"
        if minion.blood <= 0:
            state.log_line(f"{minion.name} loses his last life and is burned", "6.4.6")
            burn(state, minion)
            return "burned"
        return "ok"
    wounded = minion.wounded or minion.region is Region.TORPOR
    healed = lose_blood(state, minion, normal)
    if normal > healed:
        wounded = True
    for _ in range(aggravated):
        if not wounded:
            wounded = True  # 6.4.6: the first point of aggravated damage wounds
        elif minion.blood > 0:
            lose_blood(state, minion, 1)  # 6.4.6: pay 1 blood to avoid destruction
        else:
            state.log_line(f"{minion.name} is burned by aggravated damage", "6.4.6")
            burn(state, minion)
            return "burned"
    if wounded and minion.region is Region.READY:
        minion.wounded = True
        send_to_torpor(state, minion)
        return "torpor"
    return "ok"


def reduced(minion: CardInPlay, damage: int) -> int:
    """6.4.6: the damage of a strike or damaging effect the opposing minion makes against him
    in combat, less what his own card takes off (Nephandus: "inflicts 1 less damage")."""
    return max(damage - amount(in_play_effects(minion), LessDamage), 0)


def send_to_torpor(state: GameState, minion: CardInPlay) -> None:
    """6.5.1: cards on the vampire go with him."""
    state.log_line(f"{minion.name} goes to torpor with {minion.blood} blood", "6.5.1")
    move(state, minion, Region.TORPOR)


def diablerists(state: GameState, seat: int) -> list[CardInPlay]:
    """6.5.5: the vampires who committed diablerie since ``seat``'s last turn ended and are
    still controlled (ready or in torpor, not gone and back since)."""
    found: list[CardInPlay] = []
    gone: set[int] = set()
    for event in reversed(state.events):
        if isinstance(event, TurnEnded) and event.seat == seat:
            break
        if isinstance(event, CardMoved) and event.destination not in _CONTROLLED:
            gone.add(event.card.uid)
        elif isinstance(event, DiablerieCommitted):
            vampire = event.diablerist
            if vampire.uid not in gone and vampire.region in _CONTROLLED and vampire not in found:
                found.append(vampire)
    return found
