"""Provides what minions' own abilities do to the damage inflicted on them or by them (6.4.6):
damage of some inflicters reduced to 0 (Saulot) or made aggravated (Selena, Petra); named handlers of the card
definitions, listed in ``NAMED``, read by strike resolution and by action cards inflicting
damage."""

from __future__ import annotations

from .state import CardInPlay, GameState
from .vampire_abilities import handlers

NO_DAMAGE_FROM_BAALI = "no_damage_from_baali"  # Saulot, The Wanderer
AGGRAVATED_FROM_WEREWOLVES = "aggravated_from_werewolves"  # Selena
AGGRAVATED_ON_BAALI = "aggravated_on_baali"  # Petra
NAMED = (NO_DAMAGE_FROM_BAALI, AGGRAVATED_FROM_WEREWOLVES, AGGRAVATED_ON_BAALI)
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
    return damage


def aggravated_from(source: CardInPlay, target: CardInPlay) -> bool:
    """Selena: "Damage inflicted on Selena by a werewolf is aggravated"; Petra: "Damage Petra
    inflicts on Baali is aggravated"."""
    if source.card.clauses.creature == WEREWOLF and AGGRAVATED_FROM_WEREWOLVES in handlers(target):
        return True
    return (
        target.is_vampire and BAALI in target.card.clans and AGGRAVATED_ON_BAALI in handlers(source)
    )
