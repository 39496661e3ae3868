"""Provides weapons that set the range as their bearer's block begins a combat (6.4.2): "If the
bearer blocks, they can, before range is determined, set the range for the first round of the
resulting combat to long, and their initial strike that round must be with this weapon"
(Sniper Rifle), offered before range is determined and used like a card setting the range."""

from __future__ import annotations

from ..cards.combat_words import Weapon
from .effects import first, in_play_effects
from .events import ActionBlocked, CardMoved
from .fight import LONG, Fight, Side
from .prompts import Option
from .state import CardInPlay, GameState
from .strikes import weapon_strike, weapons

SET_RANGE = "set-range"  # the key of the option, in the before-range window


def range_weapon_options(fight: Fight, side: Side) -> list[Option]:
    """6.4.2: in the first round of the combat his block began, the blocker's weapons that can
    set the range, if no card has set it yet (rulings, Sniper Rifle: not in a new combat such
    as Psyche!'s, not when another minion entered combat instead of the acting one, not with a
    weapon equipped after the block)."""
    action = fight.action
    if fight.round != 1 or fight.range_set or action is None:
        return []
    if action.blocker is not side.minion or not action.fights or action.fights[0] is not fight:
        return []
    if fight.other(side).minion is not action.actor:
        return []
    return [
        Option(
            SET_RANGE,
            f"{weapon.name}: set the range to long (its strike this round)",
            actor=side.minion.uid,
            card=weapon.uid,
            data=weapon,
        )
        for weapon in weapons(side.minion, side)
        if _sets_range(weapon) and _borne_at_block(fight.state, weapon)
    ]


def _sets_range(weapon: CardInPlay) -> bool:
    words = first(in_play_effects(weapon), Weapon)
    return words is not None and words.sets_range


def _borne_at_block(state: GameState, weapon: CardInPlay) -> bool:
    """The weapon was on him when he blocked: it has not moved since the block (rulings, LSJ
    20021028: not a weapon equipped during the combat, Disguised Weapon)."""
    for event in reversed(state.events):
        if isinstance(event, ActionBlocked):
            return True
        if isinstance(event, CardMoved) and event.card is weapon:
            return False
    return False


def use_range_weapon(fight: Fight, side: Side, choice: Option) -> None:
    """The range is long this round (no maneuvers, 6.4.2) and his initial strike is the
    weapon's."""
    weapon: CardInPlay = choice.data
    fight.distance = LONG
    fight.range_set = True
    side.fixed = weapon_strike(fight.state, side.minion, weapon)
    fight.state.log_line(choice.label, "6.4.2", side.seat)
