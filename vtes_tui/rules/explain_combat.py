"""Provides the rules' explanations of the options of a combat (6.4): strikes, prevention,
maneuvers, presses and strength cards."""

from __future__ import annotations

from ..cards.combat_words import BaseStrength
from ..cards.vocabulary import Strength
from .effects import first, of_type
from .explanation import Explainer, Explanation, card_at, numbers_of
from .fight import Play
from .permanents import strength
from .prompts import Option, Prompt
from .state import CardInPlay, GameState


def _combatants(state: GameState, prompt: Prompt) -> tuple[CardInPlay | None, CardInPlay | None]:
    """The decider's minion in the combat and the one he fights."""
    context = prompt.context or {}
    acting, opposing = (
        card_at(state, context.get("acting")),
        card_at(state, context.get("opposing")),
    )
    if acting is not None and acting.controller == prompt.decider:
        return acting, opposing
    return opposing, acting


def _strike(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.4.5, 6.4.6: damage is healed by burning blood, one per point; damage he cannot heal
    wounds him, and a wounded vampire goes to torpor (6.5.1). Aggravated damage cannot be
    healed. Only ranged strikes work at long range (6.4.3)."""
    numbers = numbers_of(option)
    mine, other = _combatants(state, prompt)
    figures: dict[str, int | str | bool] = {
        "minion": mine.name if mine else "",
        "opponent": other.name if other else "",
        "damage": int(numbers.get("damage", 0)),
        "range": "long" if numbers.get("long_range") else "close",
    }
    if numbers.get("combat_ends"):
        return Explanation("strike.combat-ends", "6.4.5", figures)
    if numbers.get("dodge"):
        return Explanation("strike.dodge", "6.4.5", figures)
    damage = int(figures["damage"])
    if not damage or other is None:
        return Explanation("strike.other", "6.4.3", figures)
    if not other.is_vampire:
        figures["life"] = other.blood  # an ally's or retainer's life counters
        return Explanation("strike.ally", "6.4.6", figures)
    figures["blood"] = other.blood
    if numbers.get("aggravated"):
        return Explanation("strike.aggravated", "6.4.6", figures)
    if damage > other.blood:
        figures["unhealed"] = damage - other.blood
        return Explanation("strike.torpor", "6.5.1", figures)
    figures["after"] = other.blood - damage
    return Explanation("strike.heals", "6.4.6", figures)


# The keys of strike options (strikes.py): a hand strike, a weapon's, a card's, one a card
# played gives, the minion's own, and no strike.
_STRIKES = ("hand", "weapon", "card", "granted", "minion-ability", "none")


def _prevent(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.4.6: damage prevented is never inflicted; what is left is healed with blood."""
    context = prompt.context or {}
    mine, _ = _combatants(state, prompt)
    damage = int(context.get("damage", 0)) + int(context.get("aggravated", 0))
    prevent = int(numbers_of(option).get("prevent", 0))
    figures = {
        "minion": mine.name if mine else "",
        "damage": damage,
        "prevent": prevent,
        "left": max(0, damage - prevent),
    }
    return Explanation("prevent.play", "6.4.6", figures)


def _take_damage(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.4.6: each point of normal damage burns a blood to heal it; aggravated damage cannot
    be healed; unhealed damage wounds a vampire, who goes to torpor (6.5.1)."""
    context = prompt.context or {}
    mine, _ = _combatants(state, prompt)
    normal, aggravated = int(context.get("damage", 0)), int(context.get("aggravated", 0))
    blood = mine.blood if mine else 0
    figures = {"minion": mine.name if mine else "", "damage": normal + aggravated, "blood": blood}
    if mine is not None and not mine.is_vampire:
        return Explanation("prevent.pass-ally", "6.4.6", figures)
    if aggravated or normal > blood:
        return Explanation("prevent.pass-torpor", "6.5.1", figures)
    return Explanation("prevent.pass-heals", "6.4.6", figures | {"after": blood - normal})


def _combat_card(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """6.4.5: a combat card played before range or strikes that gives the minion strength
    this combat: "+N strength" adds to his strength now (permanents.strength), "a strength
    of N" sets the base his other bonuses add to (rulings, Torn Signpost). Hand strikes do
    damage equal to strength (6.4.5)."""
    play = option.data
    minion = card_at(state, option.actor)
    if not isinstance(play, Play) or play.effects is None or minion is None:
        return None
    figures: dict[str, int | str | bool] = {
        "card": play.card.name,
        "minion": minion.name,
        "strength": strength(state, minion),
    }
    base = first(play.effects, BaseStrength)
    if base is not None:
        return Explanation("combat.base-strength", "6.4.5", figures | {"base": base.amount})
    added = sum(e.amount for e in of_type(play.effects, Strength) if e.until)
    if added:
        after = int(figures["strength"]) + added
        return Explanation("combat.strength", "6.4.5", figures | {"after": after})
    return None


def _additional(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """6.4.3: additional strikes are gained once the first pair of strikes is done, and struck
    at the same range; a minion uses one card or effect for them each round."""
    play = option.data
    minion = card_at(state, option.actor)
    if not isinstance(play, Play) or minion is None:
        return None
    figures: dict[str, int | str | bool] = {
        "card": play.card.name,
        "minion": minion.name,
        "strikes": int(numbers_of(option).get("additional_strikes", 0)),
        "range": str((prompt.context or {}).get("range", "close")),
    }
    return Explanation("combat.additional", "6.4.3", figures)


def _maneuver(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.4.2: a maneuver moves the round to long range, where only ranged strikes work, or
    back to close range."""
    long_range = bool(numbers_of(option).get("long_range"))
    return Explanation("maneuver.long" if long_range else "maneuver.close", "6.4.2")


def _pass_maneuver(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.4.2: without a maneuver, the range stays where it is (close by default)."""
    return Explanation(
        "maneuver.pass", "6.4.2", {"range": (prompt.context or {}).get("range", "close")}
    )


def _press(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.4.4: a press continues combat for another round, or ends it when one to continue
    stands; without a press combat ends after this round."""
    return Explanation("press.press", "6.4.4")


def _pass_press(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    return Explanation("press.pass", "6.4.4")


COMBAT_EXPLAINERS: dict[tuple[str, str], Explainer] = {
    **{("strike", key): _strike for key in _STRIKES},
    **{(kind, "play"): _combat_card for kind in ("before-range", "before-strikes")},
    ("additional", "play"): _additional,
    ("maneuver", "maneuver"): _maneuver,
    ("maneuver", "pass"): _pass_maneuver,
    ("prevent", "play"): _prevent,
    ("prevent", "minion-ability"): _prevent,
    ("prevent", "prevent-later"): _prevent,
    ("prevent", "pass"): _take_damage,
    ("press", "press"): _press,
    ("press", "pass"): _pass_press,
}
