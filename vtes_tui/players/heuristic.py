"""Provides the heuristic bot: plays a deck as a competent player would, through prompts only.

Each judgement below is one small function for one kind of prompt, with its reason; where the
heuristic has no judgement of its own it answers as the greedy bot does. It sees the table
through a Sight (what its Methuselah may know) and reads cards by their data, never by name.
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
from . import heuristic_combat, heuristic_politics
from .bots import Bot, greedy_bot
from .options import automated as _automated
from .options import index as _index
from .options import num as _num
from .sight import Sight, Table

Judgement = Callable[[Prompt, Sight], int | None]


def heuristic_bot(seed: int, table: Table) -> Bot:
    greedy = greedy_bot(seed)
    # Block attempts that fell short, made once: a card in hand that was to make up the
    # intercept may turn out unusable (its clauses), and the attempt is then given up and the
    # block offered again (6.2.2).
    tried: set[tuple[int, str, str]] = set()

    def decide(prompt: Prompt) -> int:
        judgement = JUDGEMENTS.get(prompt.kind)
        choice = None
        if judgement is not None:
            sight = Sight(table(), prompt.decider)
            choice = judgement(prompt, sight)
            if choice is not None and prompt.kind == "block":
                choice = _once(prompt, choice, tried, sight.turn)
        return greedy(prompt) if choice is None else choice

    return decide


def _once(prompt: Prompt, choice: int, tried: set[tuple[int, str, str]], turn: int) -> int | None:
    """A short block attempt (one the engine says fails unless intercept is added) is made once
    for each action and blocker; asked again, she declines."""
    option = prompt.options[choice]
    if option.key != "block" or (option.numbers or {}).get("blocks"):
        return choice
    attempt = (turn, prompt.text, option.id)
    if attempt in tried:
        return _index(prompt, "decline")
    tried.add(attempt)
    return choice


# -- influence (7) --------------------------------------------------------------------------

# Pool kept back from influence: a Methuselah at low pool is one good bleed from being ousted.
POOL_RESERVE = 8
# Vampires wanted in play before influence stops; more is slower to bring out than to use.
VAMPIRES_WANTED = 3
# When her predator can never bleed her (the goldfish dummy), pool is only worth spending.
VAMPIRES_WANTED_UNTHREATENED = 5


def influence(prompt: Prompt, sight: Sight) -> int | None:
    """7: bring out the vampire that suits the deck best for the pool it still needs, while
    the pool stays above a reserve that the predator's bleeds cannot take in one turn, until
    she has the vampires she wants (more against a predator who can never bleed her)."""
    if sight.pool() <= _reserve(sight):
        return _index(prompt, "end")
    transfers = [(i, o) for i, o in enumerate(prompt.options) if o.key == "to-minion"]
    # 7: a vampire at capacity comes out at the end of the phase; more pool on him is wasted.
    coming = sum(1 for _, o in transfers if _num(o, "blood") >= _num(o, "capacity"))
    candidates = [(i, o) for i, o in transfers if _num(o, "blood") < _num(o, "capacity")]
    vampires = sum(1 for c in sight.ready() if c.is_vampire) + len(sight.torpor()) + coming
    wanted = VAMPIRES_WANTED_UNTHREATENED if sight.harmless(sight.predator) else VAMPIRES_WANTED
    if vampires >= wanted and not any(_num(o, "blood") for _, o in candidates):
        return _index(prompt, "end")
    if not candidates:
        return _index(prompt, "crypt") if vampires < wanted else _index(prompt, "end")
    asked = sight.deck_disciplines()

    def worth(io: tuple[int, Option]) -> tuple[int, float]:
        _, o = io
        card = sight.card(o.card)
        fit = sum(asked[code] for code in card.card.disciplines) if card else 0
        still = _num(o, "capacity") - _num(o, "blood")
        # A vampire already begun is finished first: the pool on him is spent for nothing until
        # he comes out.
        return (_num(o, "blood") > 0, (1 + fit) / (1 + still))

    return max(candidates, key=worth)[0]


def _reserve(sight: Sight) -> int:
    """Pool the predator could bleed in one turn, and a margin (1.1: pool is life)."""
    threat = sum(sight.bleed(c) for c in sight.ready(sight.predator) if c.is_minion)
    return max(POOL_RESERVE, threat + 3)


# -- cards in hand --------------------------------------------------------------------------


def playable(card: CardInPlay, sight: Sight) -> bool:
    """Whether one of her vampires (in play, in torpor or coming) has a Discipline the card
    asks for (1.5.4) and the clan it asks for; a card that asks for neither is playable."""
    vampires = sight.my_vampires()
    needs = card.card.disciplines
    clans = card.card.clans
    for vampire in vampires:
        if needs and not any(vampire.discipline(code) for code in needs):
            continue
        if clans and not set(clans) & set(vampire.card.clans):
            continue
        return True
    return not needs and not clans


def dead(card: CardInPlay, sight: Sight) -> bool:
    """A card she cannot use: automated, but none of her vampires can play it. A card played by
    hand is not hers to judge: it stays in hand, and the statistics count it there."""
    return is_automated(card.card) and not playable(card, sight)


def _least_useful(prompt: Prompt, sight: Sight) -> int | None:
    """The card to lose when one must go: a dead card first, then the cheapest to lose."""
    candidates = [(i, sight.card(o.card)) for i, o in enumerate(prompt.options) if o.card]
    known = [(i, c) for i, c in candidates if c is not None and c.region.value == "hand"]
    if not known:
        return None

    def keep(ic: tuple[int, CardInPlay]) -> tuple[bool, bool, int]:
        _, card = ic
        return (not dead(card, sight), not is_automated(card.card), _copies(card, sight))

    return min(known, key=keep)[0]


def _copies(card: CardInPlay, sight: Sight) -> int:
    """Fewer copies in hand is worth more: a second copy of a card is the first to go."""
    return -sum(1 for c in sight.hand() if c.card.id == card.card.id)


def choose_card(prompt: Prompt, sight: Sight) -> int | None:
    """A card of her hand to discard for a cost or an effect: the least useful one; any other
    choice of a target is the greedy bot's."""
    if prompt.options and all(o.key == "discard" for o in prompt.options):
        return _least_useful(prompt, sight)
    return None


def discard_phase(prompt: Prompt, sight: Sight) -> int | None:
    """8: cycle a dead card for a fresh one; keep the others (an automated event is put in play
    as the greedy bot does)."""
    for i, o in enumerate(prompt.options):
        if o.key == "event" and _automated(o):
            return i
    for i, o in enumerate(prompt.options):
        card = sight.card(o.card) if o.key == "discard" else None
        if card is not None and dead(card, sight):
            return i
    return _index(prompt, "end")


# -- master phase (5) ------------------------------------------------------------------------


def master(prompt: Prompt, sight: Sight) -> int | None:
    """5: play an automated master card whose pool cost leaves the reserve standing; a card in
    play's ability next (Blood Doll); else end the phase and keep the pool."""
    reserve = _reserve(sight)
    for i, o in enumerate(prompt.options):
        card = sight.card(o.card) if o.key == "master" and _automated(o) else None
        if card is not None and sight.pool() - (card.card.pool_cost or 0) > reserve:
            return i
    for i, o in enumerate(prompt.options):
        if o.key in ("ability", "minion-ability") and _automated(o):
            return i
    return _index(prompt, "end")


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


# -- actions (6.1) --------------------------------------------------------------------------

# What each kind of action is worth before its numbers (bleed, stealth) are counted; a kind not
# here is the greedy bot's to judge.
ACTION_WORTH = {
    "bleed": 10,
    "card": 8,
    "minion-ability": 9,
    "leave-torpor": 9,
    "equip": 7,
    "employ": 7,
    "recruit": 7,
    "political": 6,
    "steal-card": 6,
    "rescue": 5,
    "burn-card": 5,
    "enter-combat": 5,
    "shuffle-card": 5,
    "ability": 5,
    "card-referendum": 4,
    "hunt": 4,
    "card-combat": 3,
    "add-counter": 3,
}


def action(prompt: Prompt, sight: Sight) -> int | None:
    """6.1: oust the prey when a bleed can (9.1: a victory point and 6 pool); otherwise the
    action worth most: a bleed counts its amount and stealth, and a rescue of a vampire worth
    having (6.5.3) comes before a small bleed. (6.1.2: a vampire with no blood must hunt; the
    engine offers him nothing else.)"""
    prey_pool = sight.pool(sight.prey)
    scored: list[tuple[float, int]] = []
    for i, o in enumerate(prompt.options):
        if not _automated(o) or o.key not in ACTION_WORTH:
            continue
        if o.key == "burn-card" and o.target_seat is None:
            continue  # 6.1.6: burning her own card in play helps no one
        bleed = _num(o, "bleed")
        if bleed and o.target_seat == sight.prey and bleed >= prey_pool:
            scored.append((100 + bleed, i))
            continue
        score = ACTION_WORTH[o.key] + 3 * bleed + _num(o, "stealth")
        if o.key in ("rescue", "leave-torpor"):
            score += _rescue_worth(o, sight)
        scored.append((score, i))
    return max(scored)[1] if scored else None


def _rescue_worth(option: Option, sight: Sight) -> int:
    """6.5.3: one of her vampires in torpor is worth his capacity back in play (the older, the
    more); another Methuselah's is not hers to save."""
    rescued = sight.card(option.target) or sight.card(option.actor)
    if rescued is None or rescued.controller != sight.seat:
        return 0
    return rescued.capacity


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
    bleed = int(context.get("bleed", 0))
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


JUDGEMENTS: dict[str, Judgement] = {
    "transfer": influence,
    "block": block,
    "action": action,
    "stealth": stealth,
    "intercept": intercept,
    "modifier": modifier,
    "discard": discard_phase,
    "discard-down": _least_useful,
    "discard-card": _least_useful,
    "target": choose_card,
    "master": master,
    "reaction": reaction,
    **heuristic_combat.JUDGEMENTS,
    **heuristic_politics.JUDGEMENTS,
}
