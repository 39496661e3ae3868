"""Provides the heuristic bot: plays a deck as a competent player would, through prompts only.

Each judgement below is one small function for one kind of prompt, with its reason; where the
heuristic has no judgement of its own it answers as the greedy bot does. It sees the table
through a Sight (what its Methuselah may know) and reads cards by their data, never by name.
"""

from __future__ import annotations

from collections.abc import Callable

from ..cards.definitions import is_automated
from ..rules.prompts import Option, Prompt
from ..rules.state import CardInPlay
from . import heuristic_blocks, heuristic_combat, heuristic_politics
from .bots import PHASES_AFTER, Bot, greedy_bot, once_each_phase
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
    used: set[str] = set()  # abilities used this minion phase (bots.once_each_phase)

    def decide(prompt: Prompt) -> int:
        if used and prompt.kind in PHASES_AFTER:
            used.clear()
        judgement = JUDGEMENTS.get(prompt.kind)
        choice = None
        if judgement is not None:
            sight = Sight(table(), prompt.decider)
            if prompt.kind == "action":
                choice = once_each_phase(prompt, lambda p: judgement(p, sight), used)
            else:
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
    "burn-blood-of": 4,
    "steal-title": 6,
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


JUDGEMENTS: dict[str, Judgement] = {
    "transfer": influence,
    "action": action,
    "discard": discard_phase,
    "discard-down": _least_useful,
    "discard-card": _least_useful,
    "target": choose_card,
    "master": master,
    **heuristic_blocks.JUDGEMENTS,
    **heuristic_combat.JUDGEMENTS,
    **heuristic_politics.JUDGEMENTS,
}
