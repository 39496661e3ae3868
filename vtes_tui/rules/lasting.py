"""Provides what action modifiers leave behind them (6.2.3 and after), as procedures of the
words that say it: the action ended or canceled, damage and unlocking after resolution, blood
for the votes of a passed referendum, gifts for the combat that follows a block, limits and
stealth for the rest of the turn, and the cards left on the acting minion (their stealth and
bleed in later actions).

apply.py calls these procedures like its own; a word that comes "after resolution" is kept on
the action (``action.pending``) until resolve.py has resolved it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.action_words import (
    BloodPerVote,
    DamageAfterResolution,
    EdgeForBleed,
    EndAction,
    EndIfBlocked,
    FirstRoundStrike,
    ForgoBleed,
    InResultingCombat,
    MarkTarget,
    NextActionsStealth,
    OncePerTurn,
    TorporAfterResolution,
    UnlockAfterSuccess,
    UnlockAnother,
)
from ..cards.reaction_words import BleedLater
from ..cards.vocabulary import Effect
from .damage import inflict_damage, send_to_torpor
from .effects import first, in_play_effects
from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, add_modifier, burn, gain_pool, lose_blood, set_edge, unlock

if TYPE_CHECKING:
    from .actions import Action, LingeringBleed
    from .apply import Played


def _end_action(played: Played, effect: EndAction) -> Ask:
    """The action ends at once (resolve.py: no resolution, no combat); a blocker who was not
    woken for it does not stay locked for the block."""
    from .actions import action_done  # actions.py reads apply.py, which reads this module

    state = played.state
    action = played.action
    action.ended = True
    if effect.cancel:
        action.outcome = "canceled"
    state.log_line(f"{played.card.name} ends the action", played.section, played.seat)
    blocker = action.blocker
    if blocker is not None and blocker.uid not in action.awake:
        unlock(state, blocker)  # "do not lock this vampire if they are blocking"
    actor = action.actor
    if effect.unlock_actor:
        unlock(state, actor)
        state.log_line(f"{actor.name} unlocks", played.section, played.seat)
    if effect.actor_burns:
        burned = lose_blood(state, actor, effect.actor_burns)
        state.log_line(f"{actor.name} burns {burned} blood or life", played.section, played.seat)
    if effect.not_again:
        actor.acted.add(action_done(action))  # 6.1.6: not the same action again this turn
    return
    yield


def _end_if_blocked(played: Played, effect: EndIfBlocked) -> Ask:
    # windows.blocked_window carries it out
    if effect.optional:
        played.action.may_end_if_blocked = True
    else:
        played.action.end_if_blocked = True
    return
    yield


def _damage_after_resolution(played: Played, effect: DamageAfterResolution) -> Ask:
    """Kept until the action has resolved (resolve.py runs it then), then inflicted."""
    action = played.action
    if not action.outcome:
        action.pending.append((played, effect))
        return
    minion = played.minion
    assert minion is not None
    if minion.region in (Region.READY, Region.TORPOR):
        damage = f"{effect.normal} damage" if effect.normal else ""
        if effect.aggravated:
            damage = f"{effect.aggravated} aggravated damage"
        played.state.log_line(
            f"{minion.name} takes {damage} ({played.card.name})", played.section, played.seat
        )
        inflict_damage(played.state, minion, effect.normal, effect.aggravated)
    return
    yield


def _torpor_after_resolution(played: Played, effect: TorporAfterResolution) -> Ask:
    """Kept until the action has resolved (and any combat is over); then to torpor (6.5.1)."""
    action = played.action
    if not action.outcome:
        action.pending.append((played, effect))
        return
    vampire = action.actor
    if vampire.is_vampire and vampire.region is Region.READY:
        send_to_torpor(played.state, vampire)
    return
    yield


def _once_key(played_card: CardInPlay) -> str:
    return f"played {played_card.card.name}"


def played_this_turn(state: GameState, minion: CardInPlay, card: CardInPlay, effect: Any) -> bool:
    """Whether the limit of a card "only one each turn" is reached: what the minion remembers
    this turn, or (for her minions together) a turn-long modifier on her."""
    key = _once_key(card)
    if effect.each_minion:
        return key in minion.acted
    return any(m.stat == key and m.seat == minion.controller for m in state.modifiers)


def _once_per_turn(played: Played, effect: OncePerTurn) -> Ask:
    assert played.minion is not None
    key = _once_key(played.card)
    if effect.each_minion:
        played.minion.acted.add(key)
    else:
        add_modifier(played.state, Modifier(key, 1, "turn", seat=played.seat))
    return
    yield


def _next_actions_stealth(played: Played, effect: NextActionsStealth) -> Ask:
    """X blood for +1 stealth on her next X actions this turn (actions.action_stealth adds
    it, resolve.announce spends it)."""
    vampire = played.minion
    assert vampire is not None
    options = [
        Option(
            "blood", f"X = {x}: +1 stealth on your next {x} actions", numbers={"blood": x}, data=x
        )
        for x in range(vampire.blood + 1)
    ]
    choice = yield from ask(
        played.seat, "cost", played.section, "Burn how much blood (X)?", options
    )
    x = int((choice.numbers or {})["blood"])
    if x:
        lose_blood(played.state, vampire, x)
        add_modifier(played.state, Modifier("next_actions_stealth", x, "turn", seat=played.seat))
        played.state.log_line(
            f"{vampire.name} burns {x} blood: +1 stealth on the next {x} actions",
            played.section,
            played.seat,
        )


def _blood_per_vote(played: Played, effect: BloodPerVote) -> Ask:
    """1 blood from the bank for each vote by which the referendum passed (6.3.2)."""
    state = played.state
    vampire = played.minion
    assert vampire is not None
    votes = played.action.margin
    if effect.clan:
        yield from _distribute(played, effect, votes)
        return
    to_pool = 0
    if effect.to_pool:
        options = [
            Option(
                "blood",
                f"{n} to your pool, {votes - n} to {vampire.name}",
                numbers={"pool": n},
                data=n,
            )
            for n in range(min(effect.to_pool, votes) + 1)
        ]
        choice = yield from ask(
            played.seat,
            "distribute",
            played.section,
            f"{votes} blood: how many to your pool?",
            options,
        )
        to_pool = int((choice.numbers or {})["pool"])
    gained = add_blood(state, vampire, votes - to_pool)
    gain_pool(state, played.seat, to_pool)
    state.log_line(
        f"{vampire.name} gains {gained} blood, {state.players[played.seat].name} {to_pool} pool",
        played.section,
        played.seat,
    )


def _distribute(played: Played, effect: BloodPerVote, votes: int) -> Ask:
    """Among the ready vampires of the clan she controls (1 each) and her pool (up to a limit)."""
    state = played.state
    assert played.minion is not None
    pool_max = effect.titled_pool_max if played.minion.title else effect.pool_max
    given: set[int] = set()
    to_pool = 0
    for left in range(votes, 0, -1):
        options = [
            Option("blood", f"1 blood to {v.name}", target=v.uid)
            for v in state.players[played.seat].ready
            if v.is_vampire
            and effect.clan in v.card.clans
            and v.uid not in given
            and v.blood < v.capacity
        ]
        if to_pool < pool_max:
            options.append(Option("pool", "1 to your pool"))
        if not options:
            return
        choice = yield from ask(
            played.seat, "distribute", played.section, f"Distribute {left} more blood", options
        )
        if choice.key == "pool":
            to_pool += 1
            gain_pool(state, played.seat, 1)
        else:
            vampire = state.cards[choice.target]
            given.add(vampire.uid)
            add_blood(state, vampire, 1)
        state.log_line(f"{played.card.name}: {choice.label}", played.section, played.seat)


def _mark_target(played: Played, effect: MarkTarget) -> Ask:
    played.card.against = played.action.target_seat
    return
    yield


def _forgo_bleed(played: Played, effect: ForgoBleed) -> Ask:
    """Spying Mission: the bleed burns no pool and is unsuccessful (resolve.py reads it)."""
    action = played.action
    action.outcome = "unsuccessful"
    played.state.log_line(
        f"{action.actor.name}'s bleed burns no pool and is unsuccessful", played.section
    )
    return
    yield


def _unlock_after_success(played: Played, effect: UnlockAfterSuccess) -> Ask:
    """Kept until the action has resolved; then, if successful, he unlocks (or may pay to)."""
    action = played.action
    if not action.outcome:
        action.pending.append((played, effect))
        return
    vampire = played.minion
    assert vampire is not None
    if action.outcome != "successful" or not vampire.locked or vampire.blood < effect.blood:
        return
    if vampire.region is not Region.READY:
        return
    if not effect.blood:
        if unlock(played.state, vampire):  # "unlock this vampire after action resolution"
            played.state.log_line(f"{vampire.name} unlocks", played.section, played.seat)
        return
    options = [
        Option("unlock", f"{vampire.name} burns {effect.blood} blood to unlock", actor=vampire.uid),
        Option("pass", f"{vampire.name} stays locked"),
    ]
    choice = yield from ask(played.seat, "unlock-effect", played.section, "Unlock?", options)
    if choice.key == "unlock":
        lose_blood(played.state, vampire, effect.blood)
        if unlock(played.state, vampire):
            played.state.log_line(choice.label, played.section, played.seat)


def _first_round_strike(played: Played, effect: FirstRoundStrike) -> Ask:
    played.action.escapes.append(played.card.name)  # strikes.py offers it in round 1
    return
    yield


def _in_resulting_combat(played: Played, effect: InResultingCombat) -> Ask:
    assert played.minion is not None
    played.action.combat_gifts.append((played.minion.uid, effect))  # combat.py reads them
    return
    yield


def _edge_for_bleed(played: Played, effect: EdgeForBleed) -> Ask:
    state = played.state
    set_edge(state, None)
    played.action.bleed += effect.amount
    add_modifier(state, Modifier("no_edge", 1, "action", seat=played.seat))
    state.log_line(
        f"{state.players[played.seat].name} burns the Edge: +{effect.amount} bleed",
        played.section,
        played.seat,
    )
    return
    yield


def edge_barred(state: GameState, seat: int) -> bool:
    """Leverage: she cannot gain the Edge this action (it is burned instead)."""
    return any(m.stat == "no_edge" and m.seat == seat for m in state.modifiers)


def _unlock_another(played: Played, effect: UnlockAnother) -> Ask:
    state = played.state
    found = [
        m
        for p in state.players
        for m in p.ready
        if m is not played.minion and m.locked and (m.sect or "").lower() == effect.sect
    ]
    if not found:
        return
    options = [Option("target", f"Unlock {m.name}", target=m.uid) for m in found]
    choice = yield from ask(played.seat, "target", played.section, "Unlock whom?", options)
    minion = state.cards[choice.target]
    if unlock(state, minion):
        state.log_line(f"{minion.name} unlocks", played.section, played.seat)


def on_actor(action: Action, word: type[Effect]) -> list[tuple[CardInPlay, Any]]:
    """The cards on the acting minion with that word, played against this action's target."""
    found = []
    for card in action.actor.attached:
        effect = first(in_play_effects(card), word)
        if effect is not None and card.against is not None and card.against == action.target_seat:
            found.append((card, effect))
    return found


def bleed_later(state: GameState, action: Action) -> int:
    """Spying Mission: about to successfully bleed the same Methuselah, each such card on the
    bleeder burns and gives its bleed."""
    bonus = 0
    for card, effect in on_actor(action, BleedLater):
        burn(state, card)
        bonus += effect.amount
        state.log_line(
            f"{action.actor.name} burns {card.name}: +{effect.amount} bleed", "6.1.1", action.seat
        )
    return bonus


def lingering_bonuses(
    state: GameState, action: Action, seat: int | None = None
) -> list[LingeringBleed]:
    """The lingering bleed bonuses that apply now: the bleed's current target (or ``seat``, were
    the bleed redirected to her) has that little pool (rulings on Foreshadowing Destruction,
    PIB 20110817, RTR 20191031). A limited one applies only while no other limited effect
    counts (6.2: one limited bleed modifier)."""
    target = seat if seat is not None else action.target_seat
    if target is None:
        target = state.prey(action.seat)
    pool = state.players[target].pool
    limit_taken = action.limited_played
    applying = []
    for bonus in action.lingering:
        if pool > bonus.pool_at_most or (bonus.limited and limit_taken):
            continue
        if bonus.seat is not None and bonus.seat != target:
            continue  # "+3 bleed against that Methuselah": redirected elsewhere, lost
        limit_taken = limit_taken or bonus.limited
        applying.append(bonus)
    return applying


def limit_used(state: GameState, action: Action) -> bool:
    """6.2 "(limited)": a limited effect already counts against the limit; a lingering bonus
    only while it applies (rulings ANK 20211019-2: lost, another limited card can be played)."""
    return action.limited_played or any(b.limited for b in lingering_bonuses(state, action))


def bleed_now(state: GameState, action: Action, seat: int | None = None) -> int:
    """The bleed amount so far, with the lingering bonuses that apply now (against ``seat``,
    were the bleed redirected to her)."""
    return action.bleed + sum(b.amount for b in lingering_bonuses(state, action, seat))


def lingering_bleed(state: GameState, action: Action) -> int:
    """At resolution (6.1.1): the lingering bonuses that apply to the target's pool now."""
    bonuses = lingering_bonuses(state, action)
    for bonus in bonuses:
        why = f"the target has {bonus.pool_at_most} or fewer pool"
        if bonus.seat is not None:
            why = f"against {state.players[bonus.seat].name}"
        state.log_line(f"{bonus.card}: +{bonus.amount} bleed ({why})", "6.1.1", action.seat)
    return sum(b.amount for b in bonuses)


PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    EndAction: _end_action,
    EndIfBlocked: _end_if_blocked,
    DamageAfterResolution: _damage_after_resolution,
    OncePerTurn: _once_per_turn,
    NextActionsStealth: _next_actions_stealth,
    BloodPerVote: _blood_per_vote,
    MarkTarget: _mark_target,
    ForgoBleed: _forgo_bleed,
    UnlockAfterSuccess: _unlock_after_success,
    FirstRoundStrike: _first_round_strike,
    InResultingCombat: _in_resulting_combat,
    EdgeForBleed: _edge_for_bleed,
    UnlockAnother: _unlock_another,
    TorporAfterResolution: _torpor_after_resolution,
}
