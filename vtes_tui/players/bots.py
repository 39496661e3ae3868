"""Provides the bots: random (uniform over legal options) and greedy (a simple plan), via prompts only."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ..rules.prompts import Option, Prompt

if TYPE_CHECKING:
    from .sight import Table

Bot = Callable[[Prompt], int]

# Bot games stop at this turn if no one has won (the engine's stand-in for a time limit).
DEFAULT_MAX_TURNS = 300
# Bots stop after this many choices in a row with the game going on: some ten times what a game
# of DEFAULT_MAX_TURNS takes, so only a loop that no turn limit ends comes to it.
DECISION_CEILING = 50_000


class GameStalled(RuntimeError):
    """Bots made DECISION_CEILING choices in a row and the game did not end; the message is one
    line saying where it stopped."""


def stalled_at(turn: int) -> GameStalled:
    return GameStalled(
        f"the bots made {DECISION_CEILING:,} choices in a row without the game ending"
        f" (stopped at turn {turn})"
    )


_GIVE_UP_KEYS = ("done", "pass", "end", "decline", "keep", "stay")


def random_bot(seed: int) -> Bot:
    """Uniform over the legal options; in a judge prompt it says it is done at once.

    Resolving a card by hand is for people: a uniform pick among judge commands would move
    counters at random forever, so the random bot resolves no card by hand.
    """
    rng = random.Random(seed)

    def decide(prompt: Prompt) -> int:
        if prompt.kind == "judge":
            return 0
        return rng.randrange(len(prompt.options))

    return decide


def _first(options: tuple[Option, ...], *keys: str) -> int | None:
    """The first option of the first key offered; an ability resolved by hand is for people."""
    for key in keys:
        for i, option in enumerate(options):
            if option.key == key and (key != "ability" or _automated(option)):
                return i
    return None


def _fallback(options: tuple[Option, ...]) -> int:
    found = _first(options, *_GIVE_UP_KEYS)
    return 0 if found is None else found


def _automated(option: Option) -> bool:
    return "(resolve by hand)" not in option.label


def _num(option: Option, word: str, default: int = 0) -> int:
    numbers = option.numbers or {}
    return int(numbers.get(word, default))


def greedy_bot(seed: int) -> Bot:
    """Brings vampires out, bleeds, blocks when the block would succeed, plays automated cards."""
    rng = random.Random(seed)
    used: set[str] = set()

    def decide(prompt: Prompt) -> int:
        kind = prompt.kind
        if used and kind in PHASES_AFTER:
            used.clear()
        handler = _HANDLERS.get(kind)
        if handler is not None:
            if kind == "action":
                choice = once_each_phase(prompt, lambda p: handler(p, rng), used)
            else:
                choice = handler(prompt, rng)
            if choice is not None:
                return choice
        return _fallback(prompt.options)

    return decide


# The prompts of a Methuselah's phases after her minion phase's (and before the next one's).
PHASES_AFTER = frozenset({"master", "discard"})


def once_each_phase(
    prompt: Prompt, choose: Callable[[Prompt], int | None], used: set[str]
) -> int | None:
    """The bot's choice of action, using each ability among the minion phase's actions once
    until its next master or discard phase (``used``, cleared then): an unlimited one ("During
    your minion phase, Nakhthorheb can unlock") would otherwise unlock him to hunt forever
    (6.1.2: hunts are not limited)."""
    narrowed = prompt
    if used:
        fresh = tuple(o for o in prompt.options if not (o.key == "ability" and o.id in used))
        if len(fresh) < len(prompt.options):
            narrowed = replace(prompt, options=fresh)
    choice = choose(narrowed)
    if choice is None:
        return None
    option = narrowed.options[choice]
    if option.key == "ability":
        used.add(option.id)
    return choice if narrowed is prompt else prompt.options.index(option)


# What an action is worth to the greedy bot: a base score, and what each point of bleed adds
# (6.1.1); an action not listed is not taken.
_ACTION_SCORES = {
    "bleed": (10, 3),
    "card": (8, 3),
    "political": (6, 0),
    "equip": (7, 0),
    "employ": (7, 0),
    "recruit": (7, 0),
    "hunt": (4, 0),
    "leave-torpor": (9, 0),
    "rescue": (5, 0),
    "minion-ability": (9, 3),
    "ability": (5, 0),
    "enter-combat": (5, 0),
    "shuffle-card": (5, 0),
    "add-counter": (3, 0),
    # 6.1.6: actions against another Methuselah's cards in play.
    "burn-card": (5, 0),
    "steal-card": (6, 0),
    "card-combat": (3, 0),
    "card-referendum": (4, 0),
    "burn-blood-of": (4, 0),  # a vampire's own words: burn blood from him (Maldavis)
    "steal-title": (6, 0),  # a vampire's own words: steal his title (Calebros)
    # Imbued appendix 3 and 5: a power for an imbued; burning an incapacitated imbued.
    "power": (7, 0),
    "burn-incapacitated": (6, 0),
    "burn-bleed": (10, 3),
    "red-list-combat": (5, 0),  # 11: enter combat with a marked Red List minion
    "power-action": (
        6,
        0,
    ),  # an imbued's power's [ACTION]  # a bleed at +N, burning a conviction (Strike with Conviction)
}


def _action(prompt: Prompt, rng: random.Random) -> int | None:
    best: tuple[int, int] | None = None
    for i, o in enumerate(prompt.options):
        scores = _ACTION_SCORES.get(o.key)
        if scores is None or not _automated(o):
            continue
        if o.key == "burn-card" and o.target_seat is None:
            continue  # burning a card of her own is no gain
        base, per_bleed = scores
        score = base + per_bleed * _num(o, "bleed") + _num(o, "stealth")
        if best is None or score > best[0]:
            best = (score, i)
    return best[1] if best else None


def _block(prompt: Prompt, rng: random.Random) -> int | None:
    """Block when the block would succeed; with every minion locked, wake one with an
    automated card (6.2.2) and look again; else decline."""
    for i, o in enumerate(prompt.options):
        if o.key == "block" and (o.numbers or {}).get("blocks"):
            return i
    if not any(o.key == "block" for o in prompt.options):
        found = _play_automated(prompt, rng)
        if found is None:
            found = _first(prompt.options, "oot-imbued")  # Angel of Berlin unlocks an imbued
        if found is not None:
            return found
    return _first(prompt.options, "decline")


def _play_automated(prompt: Prompt, rng: random.Random) -> int | None:
    for i, o in enumerate(prompt.options):
        if o.key in ("play", "ability", "minion-ability") and _automated(o):
            return i
    # Abilities of cards played on the action or put on the acting minion (stealth contest).
    return _first(prompt.options, "burn-for-stealth", "burn-for-intercept")


def _unlock_effect(prompt: Prompt, rng: random.Random) -> int | None:
    """Pay to unlock after a successful action (Forced March) when offered."""
    return _first(prompt.options, "unlock")


def _ability(prompt: Prompt, rng: random.Random) -> int | None:
    """A phase's abilities of cards in play: use them (each costs a lock or once each turn)."""
    return _first(prompt.options, "ability", "pass")


def _after_block(prompt: Prompt, rng: random.Random) -> int | None:
    """After block resolution the locked blocker unlocks when a card or reaction allows."""
    for i, o in enumerate(prompt.options):
        if o.key in ("play", "unlock") and _automated(o):
            return i
    return None


def _stealth(prompt: Prompt, rng: random.Random) -> int | None:
    """Add stealth when blocked: an automated card, else a card in play burned for stealth,
    else an ability of a card in play."""
    found = _play_automated(prompt, rng)
    return (
        found
        if found is not None
        else _first(prompt.options, "burn-for-stealth", "corruption-fail", "ability")
    )


def _continue(prompt: Prompt, rng: random.Random) -> int | None:
    """A blocked action that can go on as if unblocked goes on."""
    return _first(prompt.options, "continue")


def _cancel_combat(prompt: Prompt, rng: random.Random) -> int | None:
    """A stealthy acting vampire that may cancel the combat of a block (Stone Travel) does."""
    return _first(prompt.options, "cancel")


def _prevent(prompt: Prompt, rng: random.Random) -> int | None:
    """Prevent damage: an automated card, else a prevention kept from earlier this round, else
    an ability of a card in play."""
    found = _play_automated(prompt, rng)
    return found if found is not None else _first(prompt.options, "prevent-later", "ability")


def _transfer(prompt: Prompt, rng: random.Random) -> int | None:
    options = prompt.options
    for i, o in enumerate(options):
        if o.key == "ability" and "add" in o.label:
            return i  # a card in play adds blood to an uncontrolled vampire (Arcane Library)
    pool = _pool_from_text(prompt.text)
    to_minion = [(i, o) for i, o in enumerate(options) if o.key == "to-minion"]
    if pool is not None and pool <= 3:
        return _first(options, "end")
    if to_minion:
        # Fill the vampire closest to being brought out.
        i, _ = min(to_minion, key=lambda io: _num(io[1], "capacity") - _num(io[1], "blood"))
        return i
    return _first(options, "crypt", "end")


def _pool_from_text(text: str) -> int | None:
    for part in text.split(","):
        words = part.split()
        if len(words) >= 2 and words[-1] == "pool" and words[-2].isdigit():
            return int(words[-2])
    return None


def _master(prompt: Prompt, rng: random.Random) -> int | None:
    for i, o in enumerate(prompt.options):
        if o.key == "master" and _automated(o):
            return i
    # 11: mark a Red List minion with a master phase action left over, to fight him.
    return _first(prompt.options, "ability", "minion-ability", "red-list-mark", "end")


def _combat(prompt: Prompt, rng: random.Random) -> int | None:
    best: tuple[int, int] | None = None
    for i, o in enumerate(prompt.options):
        if not _automated(o):
            continue
        numbers = o.numbers or {}
        score = (
            _num(o, "damage") * 2
            + _num(o, "steal")
            + (3 if numbers.get("dodge") else 0)
            + (6 if numbers.get("torpor") else 0)
        )
        if best is None or score > best[0]:
            best = (score, i)
    return best[1] if best else None


def _vote(prompt: Prompt, rng: random.Random) -> int | None:
    """For her own referendum, against others' (with a card against them first, if she has
    one); for a blood hunt unless it hunts her vampire."""
    context = prompt.context or {}
    if context.get("diablerist seat") is not None:
        mine = context["diablerist seat"] != prompt.decider
    else:
        mine = context.get("caller") == prompt.decider
    wanted = "for" if mine else "against"
    if not mine:
        # A reaction that cancels the referendum or adds votes against it (Delaying Tactics,
        # Protected District).
        for i, o in enumerate(prompt.options):
            words = o.label.rsplit(": ", 1)[-1]
            if o.key == "play" and _automated(o) and words.endswith(("against", "referendum")):
                return i
    for i, o in enumerate(prompt.options):
        if o.key == "minion-ability" and _num(o, "votes"):
            return i  # a minion's own +votes, cast with his others
    used = _first(prompt.options, "ability")
    if used is not None:
        return used  # votes from a card in play (Ventrue Headquarters), cast next
    for i, o in enumerate(prompt.options):
        if mine and o.key == "play" and _automated(o) and _num(o, "votes") > 0:
            return i  # a card that adds votes to her own referendum
    for i, o in enumerate(prompt.options):
        if o.key.startswith("vote") and wanted in o.key:
            return i
    return None


INFERNAL_POOL_FLOOR = 5


def _before_range(prompt: Prompt, rng: random.Random) -> int | None:
    """Before range: an automated combat card, else a minion's own ability ending a combat
    his ally is in (the ally is spared), else a weapon setting long range for its strike."""
    found = _play_automated(prompt, rng)
    return found if found is not None else _first(prompt.options, "minion-ability", "set-range")


def _reaction(prompt: Prompt, rng: random.Random) -> int | None:
    """An automated reaction card, else a minion's own ability that sends a bleed elsewhere."""
    found = _play_automated(prompt, rng)
    return found if found is not None else _first(prompt.options, "minion-ability")


def _use_ability(prompt: Prompt, rng: random.Random) -> int | None:
    """A minion's own ability offered as a choice: use it (they help their controller); but
    not to pay for unlocking after a hunt, which gives back the blood the hunt gained and
    starts it over (Baron Dieudonne)."""
    if (prompt.context or {}).get("after") == "hunt":
        return _first(prompt.options, "pass")
    return _first(prompt.options, "use")


def _infernal(prompt: Prompt, rng: random.Random) -> int | None:
    """11: unlock an infernal minion for a pool while the pool is comfortable."""
    for i, o in enumerate(prompt.options):
        if o.key == "unlock" and _num(o, "pool") > INFERNAL_POOL_FLOOR:
            return i
    return None


def _terms(prompt: Prompt, rng: random.Random) -> int | None:
    """Referendum terms: pool burned by others (the poorest first), pool gained by herself,
    pool given by the richest; others' minions expelled; her oldest vampire chosen."""
    context = prompt.context or {}
    me = prompt.decider
    seats = [(i, o) for i, o in enumerate(prompt.options) if o.target_seat is not None]
    mine = [i for i, o in seats if o.target_seat == me]
    others = [(i, o) for i, o in seats if o.target_seat != me]
    if context.get("points") == "gain" or context.get("methuselah") == "gains":
        return mine[0] if mine else None
    if context.get("points") == "burn" and others:
        return min(others, key=lambda io: _num(io[1], "pool"))[0]
    if context.get("methuselah") == "gives" and others:
        return max(others, key=lambda io: _num(io[1], "pool"))[0]
    if any(o.key == "minion" for _, o in others):
        return next(i for i, o in others if o.key == "minion")
    own = [(i, o) for i, o in enumerate(prompt.options) if o.key == "minion" and i in mine]
    if own:  # Reins of Power, Ancient Influence: the oldest of her vampires
        return max(own, key=lambda io: _num(io[1], "capacity"))[0]
    return None


def _search(prompt: Prompt, rng: random.Random) -> int | None:
    """A library search: take the first card found rather than nothing."""
    return next((i for i, o in enumerate(prompt.options) if o.key not in _GIVE_UP_KEYS), None)


def _unlock_effect(prompt: Prompt, rng: random.Random) -> int | None:
    """Cards in play in the unlock phase: send a neighbour's vampire away (Pit of
    Contemplation); lose an ash heap card rather than pool (The Gate of Acheron); look at
    more cards (Heart of Nizchetus)."""
    return _first(prompt.options, "move", "remove", "legion", "draw")


def _move(prompt: Prompt, rng: random.Random) -> int | None:
    """Blood moved between two of her vampires (Heidelberg Castle, Germany): 1 at a time from
    the one with more, while that evens them out; then nothing more (equipment stays put)."""
    gaps = [
        (_num(o, "blood_from") - _num(o, "blood_to"), i)
        for i, o in enumerate(prompt.options)
        if o.key == "move" and o.card is None
    ]
    gap, best = max(gaps, default=(0, None))
    return best if gap >= 2 else None


def _discard(prompt: Prompt, rng: random.Random) -> int | None:
    """The discard phase: put an automated event in play."""
    for i, o in enumerate(prompt.options):
        if o.key == "event" and _automated(o):
            return i
    return None


def _intercept(prompt: Prompt, rng: random.Random) -> int | None:
    """Needing intercept: play an automated card, or use a card in play that gives it."""
    found = _play_automated(prompt, rng)
    return found if found is not None else _first(prompt.options, "ability", "intercept-ability")


def _block_cost(prompt: Prompt, rng: random.Random) -> int | None:
    """A cost to keep attempting a block, set by stealth the acting minion just added: the
    attempt now fails unless intercept is added, so withdraw and keep the blood."""
    return _first(prompt.options, "withdraw")


def _slave_combat(prompt: Prompt, rng: random.Random) -> int | None:
    """A vampire of his clan blocked: the slave locks to take the combat, and the vampire
    unlocks to act again (11, Slave)."""
    return _first(prompt.options, "slave-combat")


def _conviction(prompt: Prompt, rng: random.Random) -> int | None:
    """Imbued appendix 2 and 5: an incapacitated imbued leaves when he can; every imbued takes
    a conviction while one is offered."""
    return _first(prompt.options, "leave", "conviction")


def _avenge(prompt: Prompt, rng: random.Random) -> int | None:
    """Imbued appendix 5: a ready imbued burns a conviction to damage whoever burned one."""
    return _first(prompt.options, "avenge")


_HANDLERS: dict[str, Callable[[Prompt, random.Random], int | None]] = {
    "action": _action,
    "block": _block,
    "stealth": _stealth,
    "intercept": _intercept,
    "modifier": _play_automated,
    "transfer": _transfer,
    "master": _master,
    "strike": _combat,
    "additional": _play_automated,
    "prevent": _prevent,
    "vote": _vote,
    "infernal": _infernal,
    "minion-ability": _use_ability,
    "before-range": _before_range,
    "ability": _ability,
    "reaction": _reaction,
    "after-block": _after_block,
    "block-anyway": _play_automated,
    "block-cost": _block_cost,
    "terms": _terms,
    "search": _search,
    "unlock-effect": _unlock_effect,
    "discard": _discard,
    "before-strikes": _play_automated,
    "before-resolution": _play_automated,
    "end-of-round": _play_automated,
    "continue-action": _continue,
    "aim": _play_automated,
    "before-block": _play_automated,
    "before-combat": _play_automated,
    "combat-ending": _play_automated,
    "slave-combat": _slave_combat,
    "move": _move,
    "conviction": _conviction,
    "conviction-cancel": lambda prompt, rng: _first(prompt.options, "cancel"),
    "avenge": _avenge,
    "cancel-combat": _cancel_combat,
    "corruption": lambda prompt, rng: _first(prompt.options, "steal", "unlock"),
    "trophy": lambda prompt, rng: _first(prompt.options, "trophy", "pass"),  # 11: take it
}


def _unlock_for_blood(prompt: Prompt, rng: random.Random) -> int | None:
    """A locked minion burns blood to unlock (Homunculus) when he keeps some: ready to block
    or act again; else she passes."""
    for i, option in enumerate(prompt.options):
        if option.key == "unlock" and _num(option, "blood") > _num(option, "cost"):
            return i
    return _first(prompt.options, "pass")


_HANDLERS["unlock-for-blood"] = _unlock_for_blood


def _frenzy(prompt: Prompt, rng: random.Random) -> int | None:
    """Rötschreck: save her own vampire from aggravated damage (to torpor instead)."""
    for i, option in enumerate(prompt.options):
        if option.key == "oot-master" and option.target_seat == prompt.decider:
            return i
    return _first(prompt.options, "pass")


_HANDLERS["frenzy"] = _frenzy
# Dabbler: unlock (to act or block again), else gain blood.
_HANDLERS["disciplines-reward"] = lambda prompt, rng: _first(prompt.options, "unlock", "gain")
# Charismatic Aura: cancel the opposing minion's strike or grapple card.
_HANDLERS["cancel-card"] = lambda prompt, rng: _first(prompt.options, "cancel")
# Hide the Mind, Approximation of Loyalty: cancel the reaction card played against her action.
_HANDLERS["cancel-reaction"] = lambda prompt, rng: _first(prompt.options, "cancel")


def _heuristic(seed: int, table: Table | None = None) -> Bot:
    from .heuristic import heuristic_bot  # the heuristic bot builds on this module's greedy bot

    if table is None:
        raise TypeError("the heuristic bot needs the table it sits at: use make_bot")
    return heuristic_bot(seed, table)


# Each bot is made from a seed and the table it sits at; only the heuristic bot looks at the
# table, through its own Sight of it (what its Methuselah may know).
BOTS: dict[str, Callable[..., Bot]] = {
    "random": lambda seed, table=None: random_bot(seed),
    "greedy": lambda seed, table=None: greedy_bot(seed),
    "heuristic": _heuristic,
}


def make_bot(name: str, seed: int, table: Table) -> Bot:
    """The named bot, seeded, sitting at ``table`` (read when it decides)."""
    return BOTS[name](seed, table)
