"""Provides the rules' explanation of an offered option: what follows from it, as a key naming
the case and the engine's figures (stealth, intercept, pool, blood, costs), for a coach to put
in words. Nothing here decides legality: the figures are those the prompt's steps computed, and
the state's own numbers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ..cards.combat_words import BaseStrength
from ..cards.vocabulary import Strength, Votes
from .ability_words import Use, use_words
from .card_actions import KINDS, controller_of
from .effects import first, of_type
from .fight import Play
from .master import master_cost
from .permanents import strength
from .phases import transfers_for
from .prompts import Option, Prompt
from .state import CardInPlay, GameState

Figures = Mapping[str, int | str | bool]


@dataclass(frozen=True, slots=True)
class Explanation:
    """What follows from an option (or why a phase passed): ``key`` names the case
    (``block.succeeds``), ``section`` the rule, ``figures`` the numbers and names it cites."""

    key: str
    section: str
    figures: Figures = field(default_factory=dict)


def explain(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """The explanation of one option of ``prompt``, or None when the rules have no more to say
    than the option's own label (a card's text played by hand, an ability resolved by hand)."""
    explainer = _EXPLAINERS.get((prompt.kind, option.key)) or _EXPLAINERS.get(("*", option.key))
    return explainer(state, prompt, option) if explainer else None


def _card(state: GameState, uid: int | None) -> CardInPlay | None:
    return state.cards.get(uid) if uid is not None else None


def _numbers(option: Option) -> Mapping[str, int | bool]:
    return option.numbers or {}


# -- blocks (6.2.2) ------------------------------------------------------------------------------


def _block(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.2.2: the block succeeds when the blocker's intercept is at least the action's stealth;
    the blocker locks (6.2.3) and combat follows (6.4)."""
    numbers = _numbers(option)
    blocker = _card(state, option.actor)
    figures = {
        "blocker": blocker.name if blocker else "",
        "intercept": int(numbers.get("intercept", 0)),
        "stealth": int(numbers.get("stealth", 0)),
    }
    key = "block.succeeds" if numbers.get("blocks") else "block.fails"
    return Explanation(key, "6.2.2", figures)


def _decline(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.2.2.1: declining is final; the action goes on unblocked. A bleed at the decider
    burns her pool by the bleed amount (6.1.1)."""
    context = prompt.context or {}
    bleed = context.get("bleed")
    me = state.players[prompt.decider]
    actor = _card(state, context.get("actor"))
    figures: dict[str, int | str | bool] = {"actor": actor.name if actor else ""}
    if bleed is not None and context.get("target_seat") == prompt.decider:
        figures |= {"bleed": bleed, "pool": me.pool, "after": max(0, me.pool - bleed)}
        return Explanation("block.decline-bleed", "6.1.1", figures)
    return Explanation("block.decline", "6.2.2", figures)


def _block_stands(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.2.2.2, 6.2.3: intercept at least the stealth: the action is blocked, it fails, and the
    two minions enter combat (6.4)."""
    context = prompt.context or {}
    actor, blocker = _card(state, context.get("actor")), _card(state, context.get("blocker"))
    figures = {
        "actor": actor.name if actor else "",
        "actor_blood": actor.blood if actor else 0,
        "blocker": blocker.name if blocker else "",
        "blocker_blood": blocker.blood if blocker else 0,
        "stealth": int(context.get("stealth", 0)),
        "intercept": int(context.get("intercept", 0)),
    }
    return Explanation("stealth.pass", "6.2.2", figures)


def _give_up_block(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.2.2.2: intercept below the stealth: the attempt fails and the action goes on."""
    context = prompt.context or {}
    blocker = _card(state, context.get("blocker"))
    figures = {
        "blocker": blocker.name if blocker else "",
        "stealth": int(context.get("stealth", 0)),
        "intercept": int(context.get("intercept", 0)),
    }
    return Explanation("intercept.pass", "6.2.2", figures)


def _played_card(state: GameState, option: Option) -> str:
    card = _card(state, option.card)
    return card.name if card else ""


# 6.2.2: the stealth a card adds makes the block fail once it is above the intercept; the
# intercept a card adds makes it succeed once it is at least the stealth. For each: the other
# figure, and the keys when the card is enough and when it is not.
_CONTESTS = {
    "stealth": ("intercept", "stealth.play-escapes", "stealth.play-short"),
    "intercept": ("stealth", "intercept.play-blocks", "intercept.play-short"),
}


def _contest(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """6.2.2: a card played in the stealth or intercept contest of a block: the figure before
    and after (the amount the card adds is its option's number, windows.brings) against the
    other side's, and whether that is enough to make the block fail (stealth above intercept)
    or succeed (intercept at least the stealth)."""
    word = prompt.kind
    added = int(_numbers(option).get(word, 0))
    if not added:
        return _in_action(state, prompt, option)
    other, enough, short = _CONTESTS[word]
    context = prompt.context or {}
    mine, theirs = int(context.get(word, 0)), int(context.get(other, 0))
    after = mine + added
    wins = after > theirs if word == "stealth" else after >= theirs
    figures = {"card": _played_card(state, option), word: mine, "after": after, other: theirs}
    return Explanation(enough if wins else short, "6.2.2", figures)


def _in_action(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """6.2: a card played during an action: the stealth or bleed it adds (its option's
    numbers, windows.brings), or the wake that lets a locked minion block (6.2.2)."""
    numbers = _numbers(option)
    context = prompt.context or {}
    figures: dict[str, int | str | bool] = {"card": _played_card(state, option)}
    if numbers.get("stealth"):
        stealth = int(context.get("stealth", 0))
        figures |= {"stealth": stealth, "after": stealth + int(numbers["stealth"])}
        return Explanation("modifier.stealth", "6.2.2", figures)
    if numbers.get("bleed") and context.get("bleed") is not None:
        bleed = int(context["bleed"])
        after = bleed + int(numbers["bleed"])
        target = state.players[int(context.get("target_seat", prompt.decider))]
        figures |= {
            "bleed": bleed,
            "after": after,
            "prey": target.name,
            "pool": target.pool,
            "pool_after": max(0, target.pool - after),
        }
        return Explanation("modifier.bleed", "6.1.1", figures)
    if numbers.get("wakes"):
        minion = _card(state, option.actor)
        figures["minion"] = minion.name if minion else ""
        return Explanation("reaction.wake", "6.2.2", figures)
    return None


# The prompts of the windows where cards are played during an action, and what goes on when
# nothing is played there: the action, the combat, or the card that could have been canceled.
_ACTION_WINDOWS = ("modifier", "reaction", "after-block")
_COMBAT_WINDOWS = ("before-range", "before-strikes", "end-of-round", "additional")


def _pass_window(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """Passing a window plays no card now: what was under way goes on (the prompt's own rule
    section). 1.6.1.1: a card not canceled as it is played takes effect."""
    context = prompt.context or {}
    if prompt.kind in _COMBAT_WINDOWS:
        return Explanation("pass.combat", prompt.section, {"range": context.get("range", "close")})
    if prompt.kind == "cancel":
        return Explanation("pass.cancel", prompt.section)
    if prompt.kind in _ACTION_WINDOWS and prompt.section == "6.2.3":
        return Explanation("pass.resolved", "6.2.3")  # blocked or successful: it is over
    if prompt.kind in _ACTION_WINDOWS and context.get("action"):
        figures = {
            "stealth": int(context.get("stealth", 0)),
            "intercept": int(context.get("intercept", 0)),
        }
        return Explanation("pass.action", prompt.section, figures)
    return None


# -- actions (6.1) -------------------------------------------------------------------------------


def _bleed(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.1.1: an unblocked bleed burns the target's pool by the bleed amount; a successful
    bleed of 1 or more gives the acting Methuselah the Edge. At 0 pool she is ousted (9.1)."""
    numbers = _numbers(option)
    minion = _card(state, option.actor)
    seat = option.target_seat if option.target_seat is not None else state.prey(prompt.decider)
    target = state.players[seat]
    bleed = int(numbers.get("bleed", 1))
    figures = {
        "minion": minion.name if minion else "",
        "prey": target.name,
        "bleed": bleed,
        "stealth": int(numbers.get("stealth", 0)),
        "pool": target.pool,
        "after": max(0, target.pool - bleed),
    }
    if bleed >= target.pool:
        key = "action.bleed-oust"
    elif state.edge == prompt.decider:
        key = "action.bleed-edge-kept"
    else:
        key = "action.bleed"
    return Explanation(key, "6.1.1", figures)


def _redirect(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """6.1.1: a bleed redirected (Deflection) is against the new target: unblocked, it burns
    her pool by the bleed amount (with the bonuses that apply to her pool, rules.lasting),
    and at 0 pool she is ousted (9.1)."""
    if not (prompt.context or {}).get("redirect") or option.target_seat is None:
        return None
    target = state.players[option.target_seat]
    bleed = int(_numbers(option).get("bleed", 0))
    figures = {
        "prey": target.name,
        "bleed": bleed,
        "pool": target.pool,
        "after": max(0, target.pool - bleed),
    }
    if bleed >= target.pool:
        figures["predator"] = state.players[state.predator(target.seat)].name
        return Explanation("redirect.oust", "9.1", figures)
    return Explanation("redirect.bleed", "6.1.1", figures)


def _hunt(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.1.2: a hunt gains the vampire 1 blood, up to his capacity; at 0 blood it is
    mandatory (6)."""
    minion = _card(state, option.actor)
    assert minion is not None
    figures = {
        "minion": minion.name,
        "blood": minion.blood,
        "capacity": minion.capacity,
        "after": min(minion.blood + 1, minion.capacity),
        "stealth": int(_numbers(option).get("stealth", 0)),
    }
    if minion.blood == 0:
        key = "action.hunt-mandatory"
    elif minion.blood >= minion.capacity:
        key = "action.hunt-full"  # 1.5: blood above capacity drains off
    else:
        key = "action.hunt"
    return Explanation(key, "6.1.2", figures)


_CARD_ACTIONS = {
    "equip": "6.1.3",
    "employ": "6.1.4",
    "recruit": "6.1.5",
    "card": "6.1.6",
    "political": "6.3.1",
}


def _card_action(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.1.3-6.1.7: an action with a card from hand: its stealth, and its cost in blood or
    pool, paid when it is played (1.6.1.3)."""
    if "bleed" in _numbers(option):
        return _bleed(state, prompt, option)
    minion = _card(state, option.actor)
    card = _card(state, option.card)
    blood = card.card.blood_cost or 0 if card else 0
    pool = card.card.pool_cost or 0 if card else 0
    figures: dict[str, int | str | bool] = {
        "minion": minion.name if minion else "",
        "card": card.name if card else "",
        "stealth": int(_numbers(option).get("stealth", 0)),
        "cost": blood or pool,
        "paid": "blood" if blood else "pool",
    }
    free = "-free" if not (blood or pool) else ""
    return Explanation(f"action.{option.key}{free}", _CARD_ACTIONS[option.key], figures)


def _leave_torpor(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.5.2: the leave torpor action costs 2 blood; unblocked, the vampire is ready again."""
    minion = _card(state, option.actor)
    assert minion is not None
    cost = int(_numbers(option).get("cost", 2))
    figures = {"minion": minion.name, "blood": minion.blood, "after": minion.blood - cost}
    return Explanation("action.leave-torpor", "6.5.2", figures)


def _rescue(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.5.3: 2 blood, paid by the rescuer, the rescued or both as announced; unblocked, the
    vampire in torpor is ready again, no longer wounded."""
    minion, victim = _card(state, option.actor), _card(state, option.target)
    assert minion is not None and victim is not None
    numbers = _numbers(option)
    figures = {
        "minion": minion.name,
        "victim": victim.name,
        "paid": int(numbers.get("cost", 0)),
        "victim_paid": int(numbers.get("rescued_pays", 0)),
        "stealth": int(numbers.get("stealth", 0)),
    }
    return Explanation("action.rescue", "6.5.3", figures)


def _diablerize(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.5.4, 6.5.5: unblocked, the diablerist drinks the victim's blood (what is above his
    capacity drains off), the victim is burned, and a blood hunt referendum follows (6.5.6)."""
    minion, victim = _card(state, option.actor), _card(state, option.target)
    assert minion is not None and victim is not None
    figures = {
        "minion": minion.name,
        "victim": victim.name,
        "blood": victim.blood,
        "after": min(minion.blood + victim.blood, minion.capacity),
        "capacity": minion.capacity,
        "stealth": int(_numbers(option).get("stealth", 0)),
    }
    return Explanation("action.diablerize", "6.5.5", figures)


def _anarch(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """10.5: an untitled vampire becomes anarch (and Independent) with a +1 stealth undirected
    action costing 2 blood, or 1 if his controller has another ready anarch."""
    minion = _card(state, option.actor)
    assert minion is not None
    numbers = _numbers(option)
    cost = int(numbers.get("cost", 2))
    figures = {
        "minion": minion.name,
        "sect": minion.sect,
        "blood": minion.blood,
        "after": minion.blood - cost,
        "cost": cost,
        "stealth": int(numbers.get("stealth", 0)),
    }
    key = "action.anarch-cheap" if cost < 2 else "action.anarch"  # another ready anarch
    return Explanation(key, "10.5", figures)


def _burn_card(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.1.6: an action against a card in play ("can burn this card as a (D) action"): unblocked,
    the card is burned, to its owner's ash heap with what is on it (1.1)."""
    minion, target = _card(state, option.actor), _card(state, option.target)
    assert minion is not None and target is not None
    figures = {
        "minion": minion.name,
        "card": target.name,
        "whose": state.players[controller_of(target)].name,
        "stealth": int(_numbers(option).get("stealth", 0)),
    }
    return Explanation("action.burn-card", "6.1.6", figures)


def _end_minion_phase(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.2.2: minions that end the phase unlocked can block on the other Methuselahs' turns."""
    player = state.players[prompt.decider]
    unlocked = [m for m in player.ready if not m.locked]
    return Explanation("action.end", "6", {"unlocked": len(unlocked)})


# -- abilities of cards in play (1.1, 1.6.2.1) ----------------------------------------------------


def _ability(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """An ability of a card in play whose effect the engine knows: the card and what the use
    does (the words of the option, ability_words), and what it costs the card: locking it (1.1:
    only an unlocked card can be locked to use it again, after the unlock phase, 4) or burning
    it (1.1: to the ash heap). An ability resolved by hand has no more than its label."""
    use = option.data
    if not isinstance(use, Use) or use.index < 0:
        return None
    figures = {"card": use.card.name, "what": use_words(use)}
    if use.ability.burn:
        return Explanation("ability.burn", "1.1", figures)
    if use.ability.lock:
        return Explanation("ability.lock", "1.1", figures)
    return Explanation("ability.use", prompt.section, figures)


# -- influence (7) -------------------------------------------------------------------------------


def _to_minion(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """7: one transfer moves 1 pool to an uncontrolled vampire; with blood equal to his
    capacity at the end of the phase he is brought into play, ready (7, 1.5)."""
    vampire = _card(state, option.card)
    assert vampire is not None
    player = state.players[prompt.decider]
    after = vampire.blood + 1
    figures = {
        "vampire": vampire.name,
        "blood": vampire.blood,
        "after": after,
        "capacity": vampire.capacity,
        "needed": max(0, vampire.capacity - after),
        "pool": player.pool,
        "pool_after": player.pool - 1,
    }
    if vampire.blood >= vampire.capacity:
        key = "transfer.over-capacity"  # 1.5: blood above capacity drains off
    elif after >= vampire.capacity:
        key = "transfer.brings-out"
    else:
        key = "transfer.to-minion"
    return Explanation(key, "7", figures)


def _to_pool(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """7: two transfers move 1 blood from an uncontrolled vampire back to the pool."""
    vampire = _card(state, option.card)
    assert vampire is not None
    player = state.players[prompt.decider]
    figures = {
        "vampire": vampire.name,
        "blood": vampire.blood,
        "after": vampire.blood - 1,
        "pool": player.pool,
        "pool_after": player.pool + 1,
    }
    return Explanation("transfer.to-pool", "7", figures)


def _crypt(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """7: four transfers and 1 pool draw a crypt card to the uncontrolled region."""
    player = state.players[prompt.decider]
    figures = {"pool": player.pool, "pool_after": player.pool - 1, "crypt": len(player.crypt)}
    return Explanation("transfer.crypt", "7", figures)


def _end_influence(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """7: transfers cannot be saved; vampires with blood at capacity come out now."""
    player = state.players[prompt.decider]
    coming = [
        v.name
        for v in player.uncontrolled
        if v.card.is_crypt and not v.recruited_this_turn and v.blood >= v.capacity > 0
    ]
    context = prompt.context or {}
    figures = {
        "transfers": int(context.get("transfers", transfers_for(state, prompt.decider))),
        "coming": ", ".join(coming),
    }
    return Explanation("transfer.end-brings-out" if coming else "transfer.end", "7", figures)


# -- master and discard phases (5, 8) ------------------------------------------------------------


def _master(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """5, 1.6.2: a master card uses a master phase action and costs its pool (1.6.1.3)."""
    card = _card(state, option.card)
    assert card is not None
    pool = state.players[prompt.decider].pool
    cost = master_cost(state, prompt.decider, card, _card(state, option.target))
    figures = {"card": card.name, "cost": cost, "pool": pool, "after": pool - cost}
    if not cost:
        key = "master.play-free"
    elif card.card.clauses.location:
        key = "master.play-location"  # 1.6.2.1: it stays in play
    else:
        key = "master.play-card"
    return Explanation(key, "5", figures)


def _end_master(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """5: master phase actions not used in this phase are lost."""
    actions = int((prompt.context or {}).get("master_phase_actions", 1))
    return Explanation("master.end", "5", {"actions": actions})


def _discard(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """8: one discard phase action: discard a card and draw its replacement (the same for
    every card: the option's label names it)."""
    return Explanation("discard.discard", "8", {"hand": len(state.players[prompt.decider].hand)})


def _end_discard(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """8: a discard phase action not used is lost; the hand stays as it is."""
    return Explanation("discard.end", "8", {"hand": len(state.players[prompt.decider].hand)})


# -- combat (6.4) --------------------------------------------------------------------------------


def _combatants(state: GameState, prompt: Prompt) -> tuple[CardInPlay | None, CardInPlay | None]:
    """The decider's minion in the combat and the one he fights."""
    context = prompt.context or {}
    acting, opposing = _card(state, context.get("acting")), _card(state, context.get("opposing"))
    if acting is not None and acting.controller == prompt.decider:
        return acting, opposing
    return opposing, acting


def _strike(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.4.5, 6.4.6: damage is healed by burning blood, one per point; damage he cannot heal
    wounds him, and a wounded vampire goes to torpor (6.5.1). Aggravated damage cannot be
    healed. Only ranged strikes work at long range (6.4.3)."""
    numbers = _numbers(option)
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
    prevent = int(_numbers(option).get("prevent", 0))
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
    minion = _card(state, option.actor)
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


def _maneuver(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.4.2: a maneuver moves the round to long range, where only ranged strikes work, or
    back to close range."""
    long_range = bool(_numbers(option).get("long_range"))
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


# -- politics (6.3) ------------------------------------------------------------------------------


def _vote(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.3.2, 6.3.3: a referendum passes with more votes for than against; a tie fails."""
    numbers = _numbers(option)
    side = "for" if option.key.endswith("-for") else "against"
    votes = int(numbers.get("votes", 0))
    figures = {
        "votes": votes,
        "side": side,
        "for": int(numbers.get("for", 0)) + (votes if side == "for" else 0),
        "against": int(numbers.get("against", 0)) + (votes if side == "against" else 0),
    }
    return Explanation("vote.cast", "6.3.3", figures)


def _point(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.3.2: the terms are set as the referendum is called; if it passes, each point makes
    its Methuselah burn 1 pool (Kine Resources Contested), or gain 1 (Parity Shift)."""
    numbers = _numbers(option)
    seat = option.target_seat if option.target_seat is not None else prompt.decider
    player = state.players[seat]
    points = int(numbers.get("points", 0)) + 1
    gain = (prompt.context or {}).get("points") == "gain"
    figures = {
        "name": player.name,
        "points": points,
        "pool": player.pool,
        "pool_after": player.pool + points if gain else max(0, player.pool - points),
        "left": int(numbers.get("left", 1)) - 1,
    }
    return Explanation("terms.point-gain" if gain else "terms.point-burn", "6.3.2", figures)


def _vote_card(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """6.3.3: a card played as votes are cast adds its votes to the minion playing it, cast
    with his own on the side he chooses; "+N votes against" ones are cast against as it is
    played (the card's definition, the votes its option carries)."""
    numbers = _numbers(option)
    votes = int(numbers.get("votes", 0))
    minion, card = _card(state, option.actor), _card(state, option.card)
    if not votes or minion is None or card is None:
        return None  # a card with other effects, or one resolved by hand: its label says it
    _, effects = option.data
    against = sum(e.amount for e in of_type(effects or (), Votes) if e.against)
    figures = {
        "minion": minion.name,
        "card": card.name,
        "votes": votes,
        "for": int(numbers.get("for", 0)),
        "against": int(numbers.get("against", 0)),
    }
    if against:
        figures["after"] = int(figures["against"]) + against
        return Explanation("vote.card-against", "6.3.3", figures)
    return Explanation("vote.card", "6.3.3", figures)


def _done_voting(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    numbers = _numbers(option)
    figures = {"for": int(numbers.get("for", 0)), "against": int(numbers.get("against", 0))}
    passes = figures["for"] > figures["against"]
    return Explanation("vote.done-passes" if passes else "vote.done-fails", "6.3.2", figures)


Explainer = Callable[[GameState, Prompt, Option], Explanation | None]

_EXPLAINERS: dict[tuple[str, str], Explainer] = {
    ("block", "block"): _block,
    ("block", "decline"): _decline,
    ("stealth", "pass"): _block_stands,
    ("intercept", "pass"): _give_up_block,
    ("stealth", "play"): _contest,
    ("intercept", "play"): _contest,
    ("modifier", "play"): _in_action,
    ("reaction", "play"): _in_action,
    ("after-block", "play"): _in_action,
    ("block", "play"): _in_action,
    **{(kind, "pass"): _pass_window for kind in (*_ACTION_WINDOWS, *_COMBAT_WINDOWS, "cancel")},
    ("action", "bleed"): _bleed,
    ("action", "hunt"): _hunt,
    ("target", "target"): _redirect,
    **{("action", key): _card_action for key in _CARD_ACTIONS},
    ("action", "leave-torpor"): _leave_torpor,
    ("action", "rescue"): _rescue,
    ("action", "diablerize"): _diablerize,
    ("action", "anarch"): _anarch,
    ("action", KINDS["burn"]): _burn_card,
    ("action", "end"): _end_minion_phase,
    ("transfer", "to-minion"): _to_minion,
    ("transfer", "to-pool"): _to_pool,
    ("transfer", "crypt"): _crypt,
    ("transfer", "end"): _end_influence,
    ("*", "ability"): _ability,
    ("master", "master"): _master,
    ("master", "end"): _end_master,
    ("discard", "discard"): _discard,
    ("discard", "end"): _end_discard,
    **{("strike", key): _strike for key in _STRIKES},
    **{(kind, "play"): _combat_card for kind in ("before-range", "before-strikes")},
    ("maneuver", "maneuver"): _maneuver,
    ("maneuver", "pass"): _pass_maneuver,
    ("prevent", "play"): _prevent,
    ("prevent", "minion-ability"): _prevent,
    ("prevent", "prevent-later"): _prevent,
    ("prevent", "pass"): _take_damage,
    ("press", "press"): _press,
    ("press", "pass"): _pass_press,
    ("vote", "vote-for"): _vote,
    ("vote", "vote-against"): _vote,
    ("vote", "burn-for"): _vote,
    ("vote", "burn-against"): _vote,
    ("vote", "play"): _vote_card,
    ("vote", "done"): _done_voting,
    ("terms", "point"): _point,
}
