"""Provides the rules' explanation of an offered option: what follows from it, as a key naming
the case and the engine's figures (stealth, intercept, pool, blood, costs), for a coach to put
in words. Nothing here decides legality: the figures are those the prompt's steps computed, and
the state's own numbers."""

from __future__ import annotations

from ..cards.action_words import RedirectBleed
from ..cards.reaction_words import ReduceBleed
from .ability_words import Use, use_words
from .card_actions import KINDS, controller_of
from .effects import Effects, first
from .explain_combat import COMBAT_EXPLAINERS
from .explain_phases import PHASE_EXPLAINERS
from .explain_politics import POLITICS_EXPLAINERS
from .explain_red_list import RED_LIST_EXPLAINERS
from .explanation import Explainer, Explanation, Figures, card_at, numbers_of
from .permanents import strength
from .prompts import Option, Prompt
from .state import GameState
from .windows import CardPlay


def explain(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """The explanation of one option of ``prompt``, or None when the rules have no more to say
    than the option's own label (a card's text played by hand, an ability resolved by hand)."""
    explainer = _EXPLAINERS.get((prompt.kind, option.key)) or _EXPLAINERS.get(("*", option.key))
    return explainer(state, prompt, option) if explainer else None


# -- blocks (6.2.2) ------------------------------------------------------------------------------


def _block(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.2.2: the block succeeds when the blocker's intercept is at least the action's stealth;
    the blocker locks (6.2.3) and combat follows (6.4)."""
    numbers = numbers_of(option)
    blocker = card_at(state, option.actor)
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
    actor = card_at(state, context.get("actor"))
    figures: dict[str, int | str | bool] = {"actor": actor.name if actor else ""}
    if bleed is not None and context.get("target_seat") == prompt.decider:
        figures |= {"bleed": bleed, "pool": me.pool, "after": max(0, me.pool - bleed)}
        return Explanation("block.decline-bleed", "6.1.1", figures)
    return Explanation("block.decline", "6.2.2", figures)


def _block_stands(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.2.2.2, 6.2.3: intercept at least the stealth: the action is blocked, it fails, and the
    two minions enter combat (6.4)."""
    context = prompt.context or {}
    actor, blocker = card_at(state, context.get("actor")), card_at(state, context.get("blocker"))
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
    blocker = card_at(state, context.get("blocker"))
    figures = {
        "blocker": blocker.name if blocker else "",
        "stealth": int(context.get("stealth", 0)),
        "intercept": int(context.get("intercept", 0)),
    }
    return Explanation("intercept.pass", "6.2.2", figures)


def _played_card(state: GameState, option: Option) -> str:
    card = card_at(state, option.card)
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
    added = int(numbers_of(option).get(word, 0))
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
    numbers = numbers_of(option)
    context = prompt.context or {}
    figures: dict[str, int | str | bool] = {"card": _played_card(state, option)}
    if numbers.get("stealth"):
        stealth = int(context.get("stealth", 0))
        figures |= {"stealth": stealth, "after": stealth + int(numbers["stealth"])}
        return Explanation("modifier.stealth", "6.2.2", figures)
    if numbers.get("bleed") and context.get("bleed") is not None:
        bleed = int(context["bleed"])
        figures |= _bleed_figures(state, prompt, bleed, bleed + int(numbers["bleed"]))
        return Explanation("modifier.bleed", "6.1.1", figures)
    if numbers.get("wakes"):
        minion = card_at(state, option.actor)
        figures["minion"] = minion.name if minion else ""
        return Explanation("reaction.wake", "6.2.2", figures)
    effects = option.data.effects if isinstance(option.data, CardPlay) else None
    if not effects or context.get("bleed") is None:
        return None
    return _against_a_bleed(state, prompt, figures, effects)


def _against_a_bleed(
    state: GameState, prompt: Prompt, figures: dict[str, int | str | bool], effects: Effects
) -> Explanation | None:
    """6.1.1: a reaction to a successful bleed: redirected (Deflection), the new target may block
    it; reduced (Protected District), the target burns less pool, though the bleeder may still
    add bleed."""
    bleed = int((prompt.context or {})["bleed"])
    if first(effects, RedirectBleed) is not None:
        pool = _bleed_figures(state, prompt, bleed, bleed)["pool"]  # hers, which it spares
        return Explanation("reaction.redirect", "6.1.1", figures | {"bleed": bleed, "pool": pool})
    reduce = first(effects, ReduceBleed)
    if reduce is None:
        return None
    after = 0 if reduce.to_zero else max(0, bleed - reduce.amount)
    return Explanation(
        "reaction.reduce", "6.1.1", figures | _bleed_figures(state, prompt, bleed, after)
    )


def _bleed_figures(state: GameState, prompt: Prompt, bleed: int, after: int) -> Figures:
    """A bleed's amount before and after a card, and the target's pool before and after it."""
    seat = (prompt.context or {}).get("target_seat")
    target = state.players[prompt.decider if seat is None else int(seat)]
    return {
        "bleed": bleed,
        "after": after,
        "prey": target.name,
        "pool": target.pool,
        "pool_after": max(0, target.pool - after),
    }


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
    if prompt.kind in ("cancel", "cancel-card", "cancel-reaction"):
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
    numbers = numbers_of(option)
    minion = card_at(state, option.actor)
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
    bleed = int(numbers_of(option).get("bleed", 0))
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
    minion = card_at(state, option.actor)
    assert minion is not None
    figures = {
        "minion": minion.name,
        "blood": minion.blood,
        "capacity": minion.capacity,
        "after": min(minion.blood + 1, minion.capacity),
        "stealth": int(numbers_of(option).get("stealth", 0)),
    }
    if minion.blood == 0:
        key = "action.hunt-mandatory"
    elif minion.blood >= minion.capacity:
        key = "action.hunt-full"  # 1.5: blood above capacity drains off
    else:
        key = "action.hunt"
    return Explanation(key, "6.1.2", figures)


def _enter_combat(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """6.4: an action to enter combat with another Methuselah's minion is directed at her, so
    only she may block it (6.2.2); unblocked, the two fight, and the acting minion's hand strike
    does damage equal to his strength (6.4.5)."""
    minion, target = card_at(state, option.actor), card_at(state, option.target)
    if minion is None or target is None:
        return None
    figures: dict[str, int | str | bool] = {
        "minion": minion.name,
        "target": target.name,
        "owner": state.players[target.controller].name,
        "strength": strength(state, minion),
        "life": f"{target.blood} {'blood' if target.is_vampire else 'life'}",
    }
    return Explanation("action.enter-combat", "6.4", figures)


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
    if "bleed" in numbers_of(option):
        return _bleed(state, prompt, option)
    minion = card_at(state, option.actor)
    card = card_at(state, option.card)
    blood = card.card.blood_cost or 0 if card else 0
    pool = card.card.pool_cost or 0 if card else 0
    figures: dict[str, int | str | bool] = {
        "minion": minion.name if minion else "",
        "card": card.name if card else "",
        "stealth": int(numbers_of(option).get("stealth", 0)),
        "cost": blood or pool,
        "paid": "blood" if blood else "pool",
    }
    free = "-free" if not (blood or pool) else ""
    return Explanation(f"action.{option.key}{free}", _CARD_ACTIONS[option.key], figures)


def _leave_torpor(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.5.2: the leave torpor action costs 2 blood; unblocked, the vampire is ready again."""
    minion = card_at(state, option.actor)
    assert minion is not None
    cost = int(numbers_of(option).get("cost", 2))
    figures = {"minion": minion.name, "blood": minion.blood, "after": minion.blood - cost}
    return Explanation("action.leave-torpor", "6.5.2", figures)


def _rescue(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.5.3: 2 blood, paid by the rescuer, the rescued or both as announced; unblocked, the
    vampire in torpor is ready again, no longer wounded."""
    minion, victim = card_at(state, option.actor), card_at(state, option.target)
    assert minion is not None and victim is not None
    numbers = numbers_of(option)
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
    minion, victim = card_at(state, option.actor), card_at(state, option.target)
    assert minion is not None and victim is not None
    figures = {
        "minion": minion.name,
        "victim": victim.name,
        "blood": victim.blood,
        "after": min(minion.blood + victim.blood, minion.capacity),
        "capacity": minion.capacity,
        "stealth": int(numbers_of(option).get("stealth", 0)),
    }
    return Explanation("action.diablerize", "6.5.5", figures)


def _anarch(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """10.5: an untitled vampire becomes anarch (and Independent) with a +1 stealth undirected
    action costing 2 blood, or 1 if his controller has another ready anarch."""
    minion = card_at(state, option.actor)
    assert minion is not None
    numbers = numbers_of(option)
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
    minion, target = card_at(state, option.actor), card_at(state, option.target)
    assert minion is not None and target is not None
    figures = {
        "minion": minion.name,
        "card": target.name,
        "whose": state.players[controller_of(target)].name,
        "stealth": int(numbers_of(option).get("stealth", 0)),
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
    **{
        (kind, "pass"): _pass_window
        for kind in (*_ACTION_WINDOWS, *_COMBAT_WINDOWS, "cancel", "cancel-card", "cancel-reaction")
    },
    ("action", "bleed"): _bleed,
    ("action", "hunt"): _hunt,
    ("action", "enter-combat"): _enter_combat,
    ("action", "card-combat"): _enter_combat,
    ("target", "target"): _redirect,
    **{("action", key): _card_action for key in _CARD_ACTIONS},
    ("action", "leave-torpor"): _leave_torpor,
    ("action", "rescue"): _rescue,
    ("action", "diablerize"): _diablerize,
    ("action", "anarch"): _anarch,
    ("action", KINDS["burn"]): _burn_card,
    ("action", "end"): _end_minion_phase,
    ("*", "ability"): _ability,
    **PHASE_EXPLAINERS,
    **COMBAT_EXPLAINERS,
    **POLITICS_EXPLAINERS,
    **RED_LIST_EXPLAINERS,
}
