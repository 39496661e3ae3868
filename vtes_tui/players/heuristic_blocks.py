"""Provides the heuristic bot's judgements while an action is under way: blocks, stealth and
intercept, action modifiers, and reactions to a bleed (6.1.1, 6.2).

Like the rest of the heuristic bot (heuristic.py), each judges from the prompt's options and
what the bot may see, and reads cards by their definitions, never by name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..cards.action_words import ForgoBleed, RedirectBleed
from ..cards.definitions import definition_of, is_automated
from ..cards.reaction_words import ReduceBleed
from ..cards.vocabulary import Bleed, Effect, Intercept, Stealth
from ..rules.prompts import Option, Prompt
from ..rules.state import CardInPlay
from .options import automated as _automated
from .options import index as _index
from .options import num as _num
from .sight import Sight

# -- blocks (6.2.2) -------------------------------------------------------------------------


def block(prompt: Prompt, sight: Sight) -> int | None:
    """6.2.2: block an action worth stopping with the minion most fit for the combat that may
    follow; try a block that falls short when intercept in hand can make it good; with every
    minion locked, wake one (the greedy bot's way)."""
    context = prompt.context or {}
    if not _worth_blocking(context, sight):
        return _index(prompt, "decline")
    attempts = [(i, o) for i, o in enumerate(prompt.options) if o.key == "block"]
    sure = [(i, o) for i, o in attempts if (o.numbers or {}).get("blocks")]
    if sure:
        return max(sure, key=lambda io: _fitness(sight.card(io[1].actor), sight))[0]
    for i, o in attempts:
        blocker = sight.card(o.actor)
        short = _num(o, "stealth") - _num(o, "intercept")
        if blocker is not None and short <= intercept_in_hand(blocker, sight):
            return i
    return None


def _worth_blocking(context: Mapping[str, Any], sight: Sight) -> bool:
    """A hunt harms no one (6.1.2); anything else directed at her, or that strengthens a
    neighbour (equipment, allies, politics, rescue), is."""
    if context.get("target_seat") == sight.seat:
        return True
    return context.get("kind") != "hunt"


def _fitness(minion: CardInPlay | None, sight: Sight) -> int:
    """A blocker that survives the combat: blood (or life) and strength."""
    return 0 if minion is None else minion.blood + 2 * sight.strength(minion)


def intercept_in_hand(minion: CardInPlay, sight: Sight) -> int:
    """The most intercept one card in her hand gives this minion (by the card's definition,
    at the best level he can play it)."""
    best = 0
    for card in sight.hand():
        definition = definition_of(card.card)
        if definition is None or not is_automated(card.card):
            continue
        for level, effects in definition.play.items():
            if level and not minion.discipline(level.lower()) >= (2 if level.isupper() else 1):
                continue
            best = max(best, sum(e.amount for e in effects if isinstance(e, Intercept)))
    return best


# -- stealth and intercept (6.2.2.2) --------------------------------------------------------


def stealth(prompt: Prompt, sight: Sight) -> int | None:
    """6.2.2.2: blocked, the action gets through when its stealth is above the intercept."""
    context = prompt.context or {}
    needed = int(context.get("intercept", 0)) - int(context.get("stealth", 0)) + 1
    return _enough(prompt, sight, Stealth, needed)


def intercept(prompt: Prompt, sight: Sight) -> int | None:
    """6.2.2.2: blocking, the block succeeds when the intercept is at least the stealth."""
    context = prompt.context or {}
    needed = int(context.get("stealth", 0)) - int(context.get("intercept", 0))
    return _enough(prompt, sight, Intercept, needed)


def _enough(
    prompt: Prompt, sight: Sight, word: type[Stealth] | type[Intercept], needed: int
) -> int | None:
    """The card giving the least of ``word`` that makes up what is ``needed``, else the one
    giving most (more cards follow); none at all when the cards offered cannot make it up
    together, so none is wasted. Without such a card, the greedy bot's answer (a card in
    play, an ability)."""
    cards = [
        (i, _amount_of(o, word, sight))
        for i, o in enumerate(prompt.options)
        if o.key == "play" and _automated(o)
    ]
    cards = [(i, amount) for i, amount in cards if amount > 0]
    if not cards:
        return None
    # One card offered at two levels is one card: its best level counts once.
    best: dict[int | None, int] = {}
    for i, amount in cards:
        card = prompt.options[i].card
        best[card] = max(best.get(card, 0), amount)
    if sum(best.values()) < needed:
        return _index(prompt, "pass")
    enough = [(amount, i) for i, amount in cards if amount >= needed]
    return min(enough)[1] if enough else max((amount, i) for i, amount in cards)[1]


def _amount_of(option: Option, word: type[Stealth] | type[Intercept], sight: Sight) -> int:
    """The stealth or intercept the card an option plays gives."""
    return sum(e.amount for e in _effects_of(option, sight) if isinstance(e, word))


# -- action modifiers after blocks (6.2.3) --------------------------------------------------


def modifier(prompt: Prompt, sight: Sight) -> int | None:
    """6.2: the action modifier adding most bleed first; never one that gives the bleed up
    (the bleed is why the action was taken); any other as the greedy bot plays them (the
    first automated one)."""
    plays = [(i, o) for i, o in enumerate(prompt.options) if o.key == "play" and _automated(o)]
    if not plays:
        return None
    kept = [(i, _effects_of(o, sight)) for i, o in plays]
    kept = [
        (i, effects) for i, effects in kept if not any(isinstance(e, ForgoBleed) for e in effects)
    ]
    bleeds = [(sum(e.amount for e in effects if isinstance(e, Bleed)), i) for i, effects in kept]
    bleeds = [(amount, i) for amount, i in bleeds if amount > 0]
    if bleeds:
        return max(bleeds)[1]
    return kept[0][0] if kept else _index(prompt, "pass")


def _effects_of(option: Option, sight: Sight) -> tuple[Effect, ...]:
    """What the card an option plays does at the level it is played (its definition's words
    for that level; nothing for a card without a definition)."""
    card = sight.card(option.card)
    found = definition_of(card.card) if card is not None else None
    level = option.id.rsplit("l=", 1)[1] if "l=" in option.id else ""
    return (found.effects(level) if found is not None else None) or ()


# -- reactions to a bleed (6.1.1, 6.2) ------------------------------------------------------


def reaction(prompt: Prompt, sight: Sight) -> int | None:
    """6.1.1: a reaction that redirects or reduces a bleed is played when the bleed is against
    her and burns pool, the one stopping most of it; against another Methuselah's bleed, or a
    bleed of nothing, it is kept. Other reactions are the greedy bot's."""
    context = prompt.context or {}
    bleed = int(context.get("bleed") or 0)  # None: the action is not a bleed
    against_her = context.get("target_seat") == sight.seat and bleed > 0
    stopping = []
    for i, o in enumerate(prompt.options):
        effects = _effects_of(o, sight) if o.key == "play" and _automated(o) else ()
        stopped = sum(_stops(e, bleed) for e in effects)
        if stopped:
            stopping.append((stopped, i))
    if not stopping:
        return None
    if against_her:
        return max(stopping, key=lambda si: (si[0], -si[1]))[1]
    kept = {i for _, i in stopping}
    others = [
        i
        for i, o in enumerate(prompt.options)
        if o.key == "play" and _automated(o) and i not in kept
    ]
    return others[0] if others else _index(prompt, "pass")


def _stops(effect: Effect, bleed: int) -> int:
    """The bleed an effect keeps from her pool: all of it redirected, or what is reduced."""
    if isinstance(effect, RedirectBleed) or (isinstance(effect, ReduceBleed) and effect.to_zero):
        return bleed
    return min(effect.amount, bleed) if isinstance(effect, ReduceBleed) else 0


JUDGEMENTS: dict[str, Callable[[Prompt, Sight], int | None]] = {
    "block": block,
    "stealth": stealth,
    "intercept": intercept,
    "modifier": modifier,
    "reaction": reaction,
}
