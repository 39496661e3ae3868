"""Provides what action modifiers change in the block attempts of an action (6.2.2), as
procedures of the words that say it: vampires barred from blocking, a cost to attempt a block,
intercept reduced, a block attempt failed or the card canceled by the blocker, the blocker
burning blood or sent to torpor, reaction cards made costlier; the abilities the acting minion
may use while being blocked; and the words of the options that play all these cards.

Each lasting change is an action-long ``Modifier`` (zones.add_modifier) that the step reading
it folds (blocks.py, cardplay.py, zones.unlock); apply.py calls these procedures like its own.
What comes after resolution is in lasting.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.action_words import (
    AddBlood,
    BleedForBlood,
    BleedPerAshHeap,
    BlockCost,
    BlockerBurns,
    BlockerToTorpor,
    BloodPerVote,
    BurnToReduceIntercept,
    Cancelable,
    CannotBlock,
    EdgeForBleed,
    EndAction,
    EndIfBlocked,
    FailBlock,
    FirstRoundStrike,
    ForgoBleed,
    GainPool,
    InResultingCombat,
    NoUnlockDuringAction,
    PutOnSelf,
    ReactionCost,
    ReduceIntercept,
    TorporAfterResolution,
    UnlockAfterSuccess,
    UnlockAnother,
    UnlockSelf,
)
from ..cards.combat_words import BurnForStealth
from ..cards.corruption_words import BleedForCorruption, Corrupt
from ..cards.master_words import BurnPool
from ..cards.reaction_words import BurnBlood
from ..cards.vocabulary import Effect
from .damage import send_to_torpor
from .effects import Effects, first, has, in_play_effects, of_type
from .events import Modifier
from .imbued import is_monster
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_modifier, burn, lose_blood, lose_pool, modified

if TYPE_CHECKING:
    from .actions import Action
    from .apply import Played


def _burn_blood(played: Played, effect: BurnBlood) -> Ask:
    assert played.minion is not None
    burned = lose_blood(played.state, played.minion, effect.amount)
    played.state.log_line(f"{played.minion.name} burns {burned} blood", played.section, played.seat)
    return
    yield


def _reduce_intercept(played: Played, effect: ReduceIntercept) -> Ask:
    """-N intercept until the action ends (6.2.2.2), the attempt in progress included."""
    state = played.state
    action = played.action
    if effect.who == "blocker":
        minions = [action.blocker] if action.blocker is not None else []
    elif effect.who == "monsters":
        minions = [m for p in state.players if p.seat != action.seat for m in p.ready]
        minions = [m for m in minions if is_monster(m)]
    elif effect.who == "corrupted":
        minions = [m for p in state.players if p.seat != action.seat for m in p.ready]
        minions = [m for m in minions if m.corruption]
    elif effect.who in ("minions", "allies"):
        minions = [
            m
            for p in state.players
            if p.seat != action.seat
            for m in p.ready
            if m.is_minion and (effect.who == "minions" or m.is_ally)
        ]
    else:
        assert played.minion is not None
        age = played.minion.capacity  # a younger vampire has a lower capacity
        minions = [
            m
            for m in state.all_minions()
            if m.region is Region.READY and (m.is_ally or (m.is_vampire and m.capacity < age))
        ]
    for minion in minions:
        add_modifier(
            state,
            Modifier(
                "intercept", -effect.amount, "action", card=minion.uid, source=played.card.uid
            ),
        )
        if minion is action.blocker:
            action.intercept -= effect.amount
        state.log_line(
            f"{minion.name} gets -{effect.amount} intercept", played.section, played.seat
        )
    return
    yield


def _fail_block(played: Played, effect: FailBlock) -> Ask:
    """The attempt in progress fails (blocks.py reads it) and the minion cannot try again."""
    blocker = played.action.blocker
    if blocker is not None:
        bar_from_blocking(played, blocker)
        if effect.controller:
            for other in played.state.players[blocker.controller].ready:
                if other is not blocker:
                    bar_from_blocking(played, other)
    return
    yield


def _cancelable(played: Played, effect: Cancelable) -> Ask:
    """The blocking minion (or his controller) may pay to cancel the card as it is played."""
    state = played.state
    blocker = played.action.blocker
    if blocker is None:
        return
    seat = blocker.controller
    if effect.blood and (blocker.blood < effect.blood or not blocker.is_minion):
        return
    if effect.pool and state.players[seat].pool < effect.pool:
        return
    price = f"{effect.blood} blood or life" if effect.blood else f"{effect.pool} pool"
    options = [
        Option("cancel", f"{blocker.name} burns {price} to cancel {played.card.name}"),
        Option("pass", f"Let {played.card.name} resolve"),
    ]
    choice = yield from ask(seat, "cancel", played.section, f"Cancel {played.card.name}?", options)
    if choice.key != "cancel":
        return
    if effect.blood:
        lose_blood(state, blocker, effect.blood)
    if effect.pool:
        lose_pool(state, seat, effect.pool)
    played.canceled = True
    state.log_line(choice.label, played.section, seat)


def bar_from_blocking(played: Played, minion: CardInPlay) -> None:
    """The minion cannot block (or go on attempting to block) this action."""
    add_modifier(
        played.state,
        Modifier("cannot_block", 1, "action", card=minion.uid, source=played.card.uid),
    )
    played.state.log_line(f"{minion.name} cannot block this action", played.section, played.seat)


def _cannot_block(played: Played, effect: CannotBlock) -> Ask:
    state = played.state
    actor = played.action.actor
    minions = [
        m
        for p in state.players
        if p.seat != played.action.seat and not p.ousted
        for m in p.ready
        if m.is_minion and not m.face_down
    ]
    vampires = [m for m in minions if m.is_vampire]
    if effect.choose in ("vampires", "allies", "non_zombie_allies", "younger_and_allies"):
        for minion in vampires if effect.choose == "vampires" else minions:
            younger = minion.is_vampire and minion.capacity < actor.capacity  # 1.5.2
            if (
                effect.choose == "vampires"
                or (minion.is_ally and not _spared(effect, minion))
                or (effect.choose == "younger_and_allies" and younger)
            ):
                bar_from_blocking(played, minion)
        return
    choices = {
        "younger": [v for v in vampires if v.capacity < actor.capacity],
        "titled_or_younger": [v for v in vampires if v.title or v.capacity < actor.capacity],
        "locked": [v for v in vampires if v.locked],
        "small_or_ally": [m for m in minions if m.is_ally or m.capacity <= effect.capacity],
    }.get(effect.choose, vampires)
    if not choices:
        state.log_line(f"{played.card.name}: no minion to choose", played.section, played.seat)
        return
    options = [Option("target", f"{m.name} cannot block", target=m.uid) for m in choices]
    choice = yield from ask(
        played.seat, "target", played.section, "Which minion cannot block?", options
    )
    chosen = state.cards[choice.target]
    bar_from_blocking(played, chosen)
    if effect.no_reactions:
        add_modifier(state, Modifier("no_reactions", 1, "action", card=chosen.uid))
        state.log_line(f"{chosen.name} cannot play reaction cards", played.section, played.seat)


def _spared(effect: CannotBlock, ally: CardInPlay) -> bool:
    """Force of Personality [PRE]: "Non-zombie allies cannot block": zombies still may."""
    return effect.choose == "non_zombie_allies" and ally.card.clauses.creature == "zombie"


def no_reactions(state: GameState, minion: CardInPlay) -> bool:
    """Deed the Heart's Desire [QUI]: the chosen minion cannot play reaction cards."""
    return bool(state.modifiers) and modified(state, "no_reactions", minion) > 0


def _block_cost(played: Played, effect: BlockCost) -> Ask:
    """Each minion who could block and lacks the Discipline must pay to attempt it (blocks.py)."""
    state = played.state
    for player in state.players:
        if player.seat == played.action.seat or player.ousted:
            continue
        for minion in player.ready:
            if effect.unless and minion.discipline(effect.unless):
                continue
            if effect.vampires_only and not minion.is_vampire:
                continue
            stat = "block_cost_life" if effect.life else "block_cost"
            add_modifier(
                state,
                Modifier(stat, effect.blood, "action", card=minion.uid, source=played.card.uid),
            )
    who = f"Minions without [{effect.unless}]" if effect.unless else "Minions"
    if effect.vampires_only:
        who = "Vampires"
    what = "blood or life" if effect.life else "blood"
    state.log_line(
        f"{who} must burn {effect.blood} {what} to attempt to block", played.section, played.seat
    )
    return
    yield


def _reaction_cost(played: Played, effect: ReactionCost) -> Ask:
    """Read by cardplay.py when a reaction is paid for and replaced."""
    state = played.state
    seat = played.action.seat
    add_modifier(state, Modifier("reaction_cost", effect.blood, "action", seat=seat))
    words = f"Reaction cards cost +{effect.blood} blood or life this action"
    if effect.unreplaced:
        add_modifier(state, Modifier("reaction_unreplaced", 1, "action", seat=seat))
        words += ", and are not replaced until its end"
    state.log_line(words, played.section, played.seat)
    return
    yield


def _burn_to_reduce_intercept(played: Played, effect: BurnToReduceIntercept) -> Ask:
    """The ability lasts the action; blocks.py offers it (stealth_abilities) once."""
    assert played.minion is not None
    add_modifier(
        played.state,
        Modifier(
            "reduce_intercept_ability", 1, "action", card=played.minion.uid, source=played.card.uid
        ),
    )
    return
    yield


def _bleed_for_blood(played: Played, effect: BleedForBlood) -> Ask:
    """X blood for +X bleed; the cost is chosen as the card is played (1.6.1.3)."""
    minion = played.minion
    assert minion is not None
    most = min(effect.most, minion.blood)
    options = [
        Option(
            "blood",
            f"X = {x}: burn {x} blood for +{x} bleed",
            numbers={"blood": x, "bleed": x},
            data=x,
        )
        for x in range(effect.least, most + 1)
    ]
    if not options:
        return
    choice = yield from ask(played.seat, "cost", played.section, "How much blood (X)?", options)
    x = int((choice.numbers or {})["blood"])
    lose_blood(played.state, minion, x)
    played.action.bleed += x
    played.state.log_line(
        f"{minion.name} burns {x} blood for +{x} bleed", played.section, played.seat
    )


def _bleed_per_ash_heap(played: Played, effect: BleedPerAshHeap) -> Ask:
    state = played.state
    action = played.action
    target = action.target_seat if action.target_seat is not None else state.prey(action.seat)
    bonus = len(state.players[target].ash_heap) // effect.per
    action.bleed += bonus
    state.log_line(f"{action.actor.name} gets +{bonus} bleed", played.section, played.seat)
    return
    yield


def _blocker_to_torpor(played: Played, effect: BlockerToTorpor) -> Ask:
    blocker = played.action.blocker
    if blocker is not None and blocker.is_vampire and blocker.region is Region.READY:
        send_to_torpor(played.state, blocker)
    return
    yield


def _blocker_burns(played: Played, effect: BlockerBurns) -> Ask:
    blocker = played.action.blocker
    if blocker is None:
        return
    state = played.state
    lost = lose_blood(state, blocker, effect.amount)
    state.log_line(f"{blocker.name} burns {lost} blood or life", played.section, played.seat)
    if not blocker.is_vampire and blocker.blood <= 0:
        burn(state, blocker)  # an ally or retainer with no life left is burned
        state.log_line(f"{blocker.name} is burned", played.section, played.seat)
    return
    yield


def stealth_abilities(state: GameState, action: Action) -> list[Option]:
    """What the acting minion may use while being blocked, besides cards in hand: burn a card
    on him for stealth (Pass Through Shadow; Shadow Cast only on an action directed at the
    Methuselah it was played against); burn blood to give an ally or younger blocker -1
    intercept, once this action (Into Thin Air)."""
    actor = action.actor
    options = []
    for card in actor.attached:
        effect = first(in_play_effects(card), BurnForStealth)
        if effect is None or (
            effect.against and (not action.directed or card.against != action.target_seat)
        ):
            continue
        options.append(
            Option(
                "burn-for-stealth",
                f"{actor.name} burns {card.name}: +{effect.amount} stealth",
                actor=actor.uid,
                card=card.uid,
                numbers={"stealth": effect.amount},
            )
        )
    blocker = action.blocker
    younger = blocker is not None and (
        blocker.is_ally or (blocker.is_vampire and blocker.capacity < actor.capacity)
    )
    if younger and modified(state, "reduce_intercept_ability", actor) > 0 and actor.blood >= 1:
        assert blocker is not None
        options.append(
            Option(
                "burn-for-intercept",
                f"{actor.name} burns 1 blood: {blocker.name} gets -1 intercept",
                actor=actor.uid,
                target=blocker.uid,
            )
        )
    return options


def use_stealth_ability(state: GameState, action: Action, choice: Option) -> None:
    if choice.key == "burn-for-intercept":
        actor = action.actor
        blocker = state.cards[choice.target]
        lose_blood(state, actor, 1)
        add_modifier(state, Modifier("reduce_intercept_ability", -1, "action", card=actor.uid))
        add_modifier(state, Modifier("intercept", -1, "action", card=blocker.uid))
        action.intercept -= 1
        state.log_line(choice.label, "6.2.2.2", action.seat)
        return
    card = state.cards[choice.card]
    effect = first(in_play_effects(card), BurnForStealth)
    assert effect is not None
    burn(state, card)
    action.stealth += effect.amount
    state.log_line(choice.label, "6.2.2.2", action.seat)


PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    BurnBlood: _burn_blood,
    ReduceIntercept: _reduce_intercept,
    FailBlock: _fail_block,
    Cancelable: _cancelable,
    CannotBlock: _cannot_block,
    BlockCost: _block_cost,
    ReactionCost: _reaction_cost,
    BurnToReduceIntercept: _burn_to_reduce_intercept,
    BleedForBlood: _bleed_for_blood,
    BlockerToTorpor: _blocker_to_torpor,
    BlockerBurns: _blocker_burns,
    BleedPerAshHeap: _bleed_per_ash_heap,
}


_CORRUPTED = {"blocker": "the blocking minion"}


def course_words(effects: Effects) -> list[str]:
    """What a card changes in the course of the action (blocks, intercept), in words."""
    parts = []
    for reduce in of_type(effects, ReduceIntercept):
        who = {
            "blocker": "the blocker",
            "allies_younger": "allies and younger vampires",
            "allies": "allies",
            "minions": "minions",
            "monsters": "monsters",
            "corrupted": "minions with corruption counters",
        }[reduce.who]
        parts.append(f"-{reduce.amount} intercept to {who}")
    if has(effects, FailBlock):
        parts.append("the block attempt fails")
    for bar in of_type(effects, CannotBlock):
        whole = {
            "vampires": "vampires cannot block",
            "allies": "allies cannot block",
            "non_zombie_allies": "non-zombie allies cannot block",
        }
        parts.append(whole.get(bar.choose, "a minion cannot block"))
    for end in of_type(effects, EndAction):
        parts.append("the action is canceled" if end.cancel else "the action ends")
    if has(effects, BlockerToTorpor):
        parts.append("the blocker goes to torpor")
    if has(effects, EndIfBlocked):
        parts.append("a block ends the action")
    for cost in of_type(effects, BlockCost):
        who = f"blockers without [{cost.unless}]" if cost.unless else "blockers"
        parts.append(f"{who} burn {cost.blood} {'blood or life' if cost.life else 'blood'}")
    if has(effects, BloodPerVote):
        parts.append("blood for each vote it passed by")
    for edge in of_type(effects, EdgeForBleed):
        parts.append(f"burn the Edge for +{edge.amount} bleed")
    if has(effects, NoUnlockDuringAction):
        parts.append("minions cannot unlock")
    for cost in of_type(effects, ReactionCost):
        parts.append(f"reactions cost +{cost.blood} blood")
    if has(effects, ForgoBleed):
        parts.append("the bleed burns no pool")
    if has(effects, UnlockSelf):
        parts.append("unlock this minion")
    for other in of_type(effects, UnlockAnother):
        parts.append(f"unlock another {other.sect}")
    if has(effects, PutOnSelf):
        parts.append("put this card on him")
    for blood in of_type(effects, AddBlood):
        parts.append(f"+{blood.amount} blood")
    for gain in of_type(effects, GainPool):
        parts.append(f"+{gain.amount} pool")
    if has(effects, UnlockAfterSuccess):
        parts.append("may unlock after success")
    if has(effects, BurnToReduceIntercept):
        parts.append("may burn blood for -1 intercept to a younger blocker")
    if has(effects, BleedForBlood):
        parts.append("+X bleed for X blood")
    for per in of_type(effects, BleedPerAshHeap):
        parts.append(f"+1 bleed per {per.per} cards in the target's ash heap")
    for pool in of_type(effects, BurnPool):
        parts.append(f"burn {pool.amount} pool")
    if has(effects, TorporAfterResolution):
        parts.append("torpor after resolution")
    for burns in of_type(effects, BlockerBurns):
        parts.append(f"the blocker burns {burns.amount} blood or life")
    for desire in of_type(effects, BleedForCorruption):
        parts.append(f"burn {desire.counters} corruption counter(s) for +{desire.bleed} bleed")
    for corrupt in of_type(effects, Corrupt):
        whom = _CORRUPTED.get(corrupt.to, "a minion")
        parts.append(
            f"a corruption counter on {whom}" + (", steal at capacity" if corrupt.steal else "")
        )
    for gift in of_type(effects, InResultingCombat):
        if gift.maneuvers:
            parts.append(f"{gift.maneuvers} optional maneuver in the combat")
        if gift.flexible:
            parts.append(f"{gift.flexible} optional maneuver or press in the combat")
        if gift.no_equipment:
            parts.append("no equipment in the combat")
        if gift.strength:
            parts.append(f"+{gift.strength} strength in the combat")
        if gift.aggravated:
            parts.append("all damage to vampires aggravated in the combat")
    if has(effects, FirstRoundStrike):
        parts.append("if blocked, strike: combat ends in round 1")
    return parts
