"""Provides what minions' own abilities do to the damage inflicted on them or by them (6.4.6):
damage of some inflicters reduced to 0 (Saulot) or made aggravated (Selena, Petra); named handlers of the card
definitions, listed in ``NAMED``, read by strike resolution and by action cards inflicting
damage."""

from __future__ import annotations

from typing import Any

from ..cards.library_five_words import NoDamageToAllies
from .damage import inflict_damage
from .prompts import Ask
from .state import CardInPlay, GameState
from .vampire_abilities import handlers

NO_DAMAGE_FROM_BAALI = "no_damage_from_baali"  # Saulot, The Wanderer
AGGRAVATED_FROM_WEREWOLVES = "aggravated_from_werewolves"  # Selena
AGGRAVATED_ON_BAALI = "aggravated_on_baali"  # Petra
MELEE_WEAPON_DAMAGE = "melee_weapon_damage"  # Jaroslav Pascek
THA_STRIKE_DAMAGE = "blood_sorcery_strike_damage"  # Reverend Blackwood
NAMED = (
    NO_DAMAGE_FROM_BAALI,
    AGGRAVATED_FROM_WEREWOLVES,
    AGGRAVATED_ON_BAALI,
    MELEE_WEAPON_DAMAGE,
    THA_STRIKE_DAMAGE,
)
THA = "tha"
MELEE_BONUS = 2  # "+2 damage with melee weapons"
BAALI = "Baali"
WEREWOLF = "werewolf"


def damage_from(
    state: GameState, source: CardInPlay | None, target: CardInPlay, damage: int
) -> int:
    """The damage ``source`` inflicts on ``target``. Saulot: "Damage Baali inflict on Saulot is
    reduced to 0"."""
    if (
        damage
        and source is not None
        and source.is_vampire
        and BAALI in source.card.clans
        and NO_DAMAGE_FROM_BAALI in handlers(target)
    ):
        state.log_line(f"{target.name}: the damage {source.name} inflicts is reduced to 0", "6.4.6")
        return 0
    if damage and source is not None and source.attached and target.is_ally:
        from .permanents import bears

        if bears(source, NoDamageToAllies):  # Memories of Mortality
            state.log_line(f"The damage {source.name} inflicts on allies is reduced to 0", "6.4.6")
            return 0
    return damage


def aggravated_from(source: CardInPlay, target: CardInPlay) -> bool:
    """Selena: "Damage inflicted on Selena by a werewolf is aggravated"; Petra: "Damage Petra
    inflicts on Baali is aggravated"."""
    if source.card.clauses.creature == WEREWOLF and AGGRAVATED_FROM_WEREWOLVES in handlers(target):
        return True
    return (
        target.is_vampire and BAALI in target.card.clans and AGGRAVATED_ON_BAALI in handlers(source)
    )


def melee_bonus(minion: CardInPlay) -> int:
    """Jaroslav Pascek: "Jaroslav inflicts +2 damage with melee weapons" (6.4.5)."""
    return MELEE_BONUS if MELEE_WEAPON_DAMAGE in handlers(minion) else 0


def discipline_damage(minion: CardInPlay, level: str) -> int:
    """Reverend Blackwood: "Damaging strikes made by Reverend Blackwood that require Blood
    Sorcery [tha] inflict +1 damage": a strike card played at a level of Blood Sorcery (1.5.4;
    "[pot] or [tha]" played with Potence does not require it)."""
    if THA not in level.lower() or THA_STRIKE_DAMAGE not in handlers(minion):
        return 0
    return 1


SABBAT = "Sabbat"


def prey_sabbat(state: GameState, seat: int, minion: CardInPlay) -> list[tuple[None, int]]:
    """Jaroslav Pascek's (D) action is directed at his prey, if she has a Sabbat vampire."""
    prey = state.prey(seat)
    return [(None, prey)] if prey != seat and _sabbat_of(state, prey) else []


def _sabbat_of(state: GameState, seat: int) -> list[CardInPlay]:
    """The Sabbat vampires a Methuselah controls, ready or in torpor (6.5: still controlled)."""
    found = state.players[seat].controlled
    return [v for v in found if v.is_vampire and v.sect == SABBAT and not v.contested]


def damage_prey_sabbat(state: GameState, action: Any) -> Ask:
    """Jaroslav Pascek: "He can inflict 1 damage on each of your prey's Sabbat vampires as a
    (D) action" (6.4.6: healed with blood, else the vampire goes to torpor)."""
    seat = action.target_seat
    for vampire in _sabbat_of(state, seat):
        state.log_line(f"{action.actor.name} inflicts 1 damage on {vampire.name}", "6.4.6")
        inflict_damage(state, vampire, 1)
    return
    yield
