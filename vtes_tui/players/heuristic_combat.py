"""Provides the heuristic bot's judgements in combat: the strike, the press and the prevention.

Each judges from the prompt's options and what the bot may see: both minions' blood (or life)
and strength are public (1.2), the opposing strike is not known until it is chosen.
"""

from __future__ import annotations

from ..rules.prompts import Option, Prompt
from ..rules.state import CardInPlay
from .options import automated, index, num
from .sight import Sight


def _fighters(prompt: Prompt, sight: Sight) -> tuple[CardInPlay, CardInPlay] | None:
    """Her minion in the combat and the opposing one (6.4), from the prompt's context."""
    context = prompt.context or {}
    both = [sight.card(context.get("acting")), sight.card(context.get("opposing"))]
    if None in both:
        return None
    mine = [c for c in both if c is not None and c.controller == sight.seat]
    theirs = [c for c in both if c is not None and c.controller != sight.seat]
    if len(mine) != 1 or len(theirs) != 1:
        return None
    return mine[0], theirs[0]


def goes_down(minion: CardInPlay, damage: int, aggravated: int = 0) -> int:
    """How much of this damage must be prevented to keep the minion standing (6.4.6): a vampire
    heals normal damage with his blood, and any aggravated damage wounds him into torpor; an
    ally or retainer loses a life for each point and burns at none."""
    if not minion.is_vampire:
        return max(0, damage + aggravated - minion.blood + 1)
    return max(0, damage - minion.blood) + aggravated


def _rounds_to_fell(minion: CardInPlay, strength: int) -> float:
    """Rounds of hand strikes of ``strength`` that send the minion to torpor or burn it."""
    if strength <= 0:
        return float("inf")
    if minion.is_vampire:
        return minion.blood // strength + 1
    return -(-minion.blood // strength)


def stronger(mine: CardInPlay, theirs: CardInPlay, sight: Sight) -> bool:
    """Whether her minion fells the opposing one first, strike for strike (6.4.3)."""
    fells = _rounds_to_fell(theirs, sight.strength(mine))
    return fells < _rounds_to_fell(mine, sight.strength(theirs))


def _escapes(option: Option) -> bool:
    """A strike that only keeps her minion from harm: a dodge, or combat ends (6.4.3)."""
    numbers = option.numbers or {}
    return bool(numbers.get("dodge") or numbers.get("combat_ends"))


def strike(prompt: Prompt, sight: Sight) -> int | None:
    """6.4.3: facing a strike that would send her minion to torpor or burn it (the opposing
    minion's strength against his blood), end combat or dodge, combat ending first (no round
    follows); otherwise strike to harm and keep those cards: a dodge or a combat-ender against a strike
    that does no lasting harm only wastes the card and the round."""
    fighters = _fighters(prompt, sight)
    strikes = [(i, o) for i, o in enumerate(prompt.options) if automated(o) and o.numbers]
    if fighters is None or not strikes:
        return None
    mine, theirs = fighters
    if goes_down(mine, sight.strength(theirs)):
        escapes = [(i, o) for i, o in strikes if _escapes(o)]
        if escapes:
            return min(escapes, key=lambda io: not (io[1].numbers or {}).get("combat_ends"))[0]
    harmful = [(i, o) for i, o in strikes if not _escapes(o)]
    if not harmful:
        return None
    return max(harmful, key=lambda io: (_harm(io[1]), io[1].card is None))[0]


def _harm(option: Option) -> int:
    """What a strike takes from the opposing minion: damage (aggravated counts double: it
    cannot be healed, 6.4.6), blood stolen, torpor outright."""
    numbers = option.numbers or {}
    damage = num(option, "damage") * (2 if numbers.get("aggravated") else 1)
    return damage + num(option, "steal") + (6 if numbers.get("torpor") else 0)


def press(prompt: Prompt, sight: Sight) -> int | None:
    """6.4.4: press to continue a combat her minion wins strike for strike; press to end one
    he loses; otherwise no press (a press card kept is a press for a combat worth it)."""
    fighters = _fighters(prompt, sight)
    if fighters is None:
        return None
    ahead = stronger(*fighters, sight)
    presses = [(i, o) for i, o in enumerate(prompt.options) if o.key == "press" and automated(o)]
    for i, o in sorted(presses, key=lambda io: io[1].card is not None):
        ends = "end combat" in o.label
        if ends != ahead:
            return i
    return index(prompt, "pass")


def prevent(prompt: Prompt, sight: Sight) -> int | None:
    """6.4.6: prevent damage that would send her vampire to torpor or burn her ally, with the
    card preventing the least that is enough (else the most); damage he heals with his blood
    is taken, and the card kept."""
    context = prompt.context or {}
    options = [(i, o) for i, o in enumerate(prompt.options) if o.key != "pass" and automated(o)]
    fighters = _fighters(prompt, sight)
    if fighters is None or not options:
        return None
    minion = fighters[0]
    needed = goes_down(minion, int(context.get("damage", 0)), int(context.get("aggravated", 0)))
    if needed <= 0:
        return index(prompt, "pass")
    amounts = [(max(num(o, "prevent"), 1), i) for i, o in options]
    enough = [(amount, i) for amount, i in amounts if amount >= needed]
    return min(enough)[1] if enough else max(amounts)[1]


JUDGEMENTS = {"strike": strike, "press": press, "prevent": prevent}
