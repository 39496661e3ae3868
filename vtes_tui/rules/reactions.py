"""Provides what reaction cards ask of the table and leave on the minion who played them
(6.2.2): one card between unlock phases, the predator acting, a bleed against you; blood he
can burn for intercept; what he gets if his block succeeds (optional maneuvers and damage
prevention in the resulting combat); what he pays unless he blocks."""

from __future__ import annotations

from ..cards.action_words import RedirectBleed, Wake
from ..cards.clauses import Clauses
from ..cards.reaction_words import AttemptBlock, BurnBlood, IfBlocks, ReduceBleed, ReduceStealth
from ..cards.vocabulary import Effect, Intercept, PayFor
from .actions import Action
from .cardplay import cost_of
from .effects import amount, derived, effects_at, effects_named, first, has, of_type
from .events import Modifier
from .fight import LONG, Fight, Side
from .imbued import is_monster
from .prompts import Option
from .reaction_effects import (
    IF_BLOCKS_EITHER,
    IF_BLOCKS_MANEUVERS,
    IF_BLOCKS_PRESSES,
    IF_BLOCKS_PREVENT,
    INTERCEPT_FOR_BLOOD,
    INTERCEPT_FOR_BLOOD_ONCE,
    UNLESS_BLOCKS_BURN,
    UNLESS_BLOCKS_LOCK,
    locked_anarchs,
    wake_targets,
)
from .slaves import serves
from .state import CardInPlay, GameState, Region
from .vampire_abilities import abilities
from .zones import add_modifier, lock, lose_blood, modified

_ONCE = INTERCEPT_FOR_BLOOD_ONCE
_USED = "used: " + INTERCEPT_FOR_BLOOD_ONCE  # "once this action": it has been used

# -- what a reaction's text asks of the table ------------------------------------------------------


def reaction_allowed(
    state: GameState, minion: CardInPlay, card: CardInPlay, level: str, action: Action
) -> bool:
    """Whether ``minion`` may play the card now, beyond its step and the action's kind: what
    its text says of the table, and what its effects need."""
    if not _text_allows(state, minion, card, level, action):
        return False
    if not _asks_of_the_table(card.card.name, level):
        return minion.blood >= max(cost_of(minion, card.card)[0], 0)
    return _effects_allow(state, minion, card, effects_at(card.card, level), action)


def _text_allows(
    state: GameState, minion: CardInPlay, card: CardInPlay, level: str, action: Action
) -> bool:
    """One such card between unlock phases or each turn, the predator acting, a younger
    vampire acting (1.5.2: smaller capacity), more than two Methuselahs left."""
    clauses = card.card.clauses.level(level)
    if clauses.once_per_unlock and modified(state, _once_stat(card), minion):
        return False
    if clauses.once_per_turn and modified(state, _turn_stat(card), minion):
        return False
    if clauses.predator_acting and state.predator(minion.controller) != action.seat:
        return False
    if clauses.monster_acting and not is_monster(action.actor):
        return False  # imbued appendix 4 (Determine)
    if clauses.not_two_left and len(state.alive()) <= 2:
        return False
    actor = action.actor
    younger = actor.is_vampire and actor.capacity < minion.capacity
    if clauses.younger_acting and not younger:
        return False
    return not (clauses.ally_or_younger_acting and not (younger or actor.is_ally))


def _effects_allow(
    state: GameState,
    minion: CardInPlay,
    card: CardInPlay,
    effects: tuple[Effect, ...] | None,
    action: Action,
) -> bool:
    """A bleed against you to redirect or reduce; an Anarch to give intercept to or to
    unlock; a minion to wake; the blood the card burns (G00097: not playable without it)."""
    reductions = list(of_type(effects or (), ReduceBleed))
    changes_bleed = has(effects, RedirectBleed) or any(not e.anyone for e in reductions)
    bleeding_you = action.is_bleed and action.target_seat == minion.controller
    if changes_bleed and minion.controller != action.seat and not bleeding_you:
        return False  # 6.1.1: only a bleed against you is redirected or reduced
    redirect = first(effects, RedirectBleed)
    if redirect is not None and not redirect_seats(state, action, minion.controller, redirect.to):
        return (
            False  # 1.6.1.4: nobody to redirect to (two Methuselahs left: her and the acting one)
        )
    if reductions and not action.is_bleed:
        return False  # "a bleed against any Methuselah": a bleed all the same
    if any(e.to == "anarch" for e in of_type(effects or (), Intercept)):
        if action.blocker is not None and action.blocker.sect != "Anarch":
            return False  # "An Anarch you control gets +1 intercept"
    rally = first(effects, AttemptBlock)
    if rally is not None and rally.anarch and action.blocker is None:
        if not locked_anarchs(state, minion.controller, action):
            return False  # "unlock a locked Anarch you control": none to unlock
    wake = first(effects, Wake)
    if wake is not None and wake.others and not wake_targets(state, minion, wake, action):
        return False  # "Choose a locked wraith or zombie ally you control": none to choose
    burns = amount(effects, BurnBlood)
    return minion.blood >= burns + max(cost_of(minion, card.card)[0], 0)  # 1.6.1.3


def redirect_seats(state: GameState, action: Action, seat: int, to: str = "") -> list[int]:
    """6.1.1: the Methuselahs a bleed against ``seat`` can be redirected to, clockwise from
    her: another Methuselah than her and the acting minion's controller (``to``
    "predators_predator": her predator's predator only, My Enemy's Enemy)."""
    if to == "predators_predator":
        seats = [state.predator(state.predator(seat))]
    else:
        seats = state.clockwise_from(seat)
    return [s for s in seats if s not in (seat, action.seat)]


_ASKING = (ReduceBleed, RedirectBleed, Intercept, AttemptBlock, Wake, BurnBlood)


@derived
def _asks_of_the_table(name: str, level: str) -> bool:
    """Whether the card's words at that level need more than its cost checked
    (:func:`_effects_allow`): derived once for each card and level, as most need nothing."""
    return any(type(e) in _ASKING for e in effects_named(name, level) or ())


def _once_stat(card: CardInPlay) -> str:
    """The count of a card a minion may play only once between his unlock phases."""
    return f"played since unlock: {card.card.name}"


def _turn_stat(card: CardInPlay) -> str:
    """The count of a card a minion may play only once each turn."""
    return f"played this turn: {card.card.name}"


def note_reaction(state: GameState, minion: CardInPlay, card: CardInPlay, level: str) -> None:
    """A card played "only one ... between their unlock phases" counts until his next one;
    "only one ... each turn", until the end of the turn."""
    clauses = card.card.clauses.level(level)
    seat = minion.controller
    if clauses.once_per_unlock:
        stat = _once_stat(card)
        add_modifier(state, Modifier(stat, 1, "unlock", minion.uid, seat, card.uid))
    if clauses.once_per_turn:
        add_modifier(state, Modifier(_turn_stat(card), 1, "turn", minion.uid, seat, card.uid))


def wakes_another(effects: tuple[Effect, ...] | None) -> bool:
    """The card wakes or unlocks another minion (Shadow Sentinel: "a locked wraith or zombie
    ally"; Organized Resistance: "a locked Anarch you control"), so a minion who is not
    locked may play it too ("usable by a locked vampire")."""
    return any(
        (isinstance(e, Wake) and e.others) or (isinstance(e, AttemptBlock) and e.anarch)
        for e in effects or ()
    )


def helps_blocker(
    minion: CardInPlay, clauses: Clauses, effects: tuple[Effect, ...] | None, action: Action
) -> bool:
    """Organized Resistance: "An Anarch you control gets +1 intercept"; Ignis Fatuus: "the
    acting minion gets -1 stealth"; Voices of the Castle [vis], a slave's for the vampire he
    serves: a minion of the blocker's Methuselah other than the blocker (locked if the card
    is usable by a locked one) plays it for the blocker."""
    blocker = action.blocker
    given = list(of_type(effects or (), Intercept))
    lowers_stealth = has(effects, ReduceStealth)
    if blocker is None or not (given or lowers_stealth):
        return False
    if any(e.to != "anarch" and not (e.or_master and serves(minion, blocker)) for e in given):
        return False
    if minion.locked and minion.uid not in action.awake and not clauses.locked_ok:
        return False
    return blocker.controller == minion.controller


def _wake_words(wake: Wake) -> str:
    who = f"{wake.ally} ally" if wake.ally else "younger vampire"
    if wake.count > 1:
        return f"up to {wake.count} locked {who}s {'unlock' if wake.unlock else 'wake'}"
    return f"a locked {who} {'unlocks' if wake.unlock else 'wakes'}"


def reaction_words(effects: tuple[Effect, ...]) -> list[str]:
    """What a reaction does beyond the numbers, in the words of its option."""
    parts = [_wake_words(e) for e in of_type(effects, Wake) if e.others]
    if any(e.to_zero for e in of_type(effects, ReduceBleed)):
        parts.append("reduce the bleed to 0")
    elif has(effects, ReduceBleed):
        parts.append(f"reduce the bleed by {amount(effects, ReduceBleed)}")
    for lower in of_type(effects, ReduceStealth):
        turn = " until the end of the turn" if lower.until_turn else ""
        parts.append("stealth to 0" if lower.to_zero else f"-{lower.amount} stealth{turn}")
    if has(effects, BurnBlood):
        parts.append(f"burn {amount(effects, BurnBlood)} blood")
    for rally in of_type(effects, AttemptBlock):
        parts.append("or a locked Anarch unlocks to block" if rally.anarch else "attempt to block")
    if has(effects, IfBlocks):
        parts.append("more if he blocks")
    return parts


# -- "during this action, he can burn 1 blood to get +1 intercept" ---------------------------------


def blood_intercept_options(state: GameState, minion: CardInPlay) -> list[Option]:
    """6.2.2.2: while he attempts to block, what lets him burn blood for intercept: a card's
    grant, or his own ability ("Once each action, Persia can burn 1 blood to get +1
    intercept")."""
    if minion.blood < 1:
        return []
    options = []
    grants = list(state.modifiers)
    if any(words.intercept for _, words in abilities(minion, PayFor)):
        grants.append(Modifier(_ONCE, 1, "action", minion.uid, minion.controller, minion.uid))
    for grant in grants:
        if grant.card != minion.uid or grant.stat not in (INTERCEPT_FOR_BLOOD, _ONCE):
            continue
        if grant.stat == _ONCE and any(
            m.stat == _USED and m.source == grant.source for m in state.modifiers
        ):
            continue
        source = state.cards[grant.source or 0].name
        options.append(
            Option(
                "play",
                f"{minion.name} burns 1 blood for +1 intercept ({source})",
                actor=minion.uid,
                card=grant.source,
                numbers={"intercept": 1, "cost": 1},
                data=grant,
            )
        )
    return options


def use_blood_intercept(state: GameState, action: Action, grant: Modifier) -> None:
    """Burn 1 blood: +1 intercept for this block attempt."""
    minion = state.cards[grant.card or 0]
    lose_blood(state, minion, 1)
    action.intercept += 1
    if grant.stat == _ONCE:
        add_modifier(
            state, Modifier(_USED, 1, "action", minion.uid, minion.controller, grant.source)
        )
    source = state.cards[grant.source or 0].name
    state.log_line(f"{minion.name} burns 1 blood for +1 intercept ({source})", "6.2.2.2")


# -- if he blocks: the resulting combat (rulings LSJ 20010813, 20010814-2) -------------------------


def _granted(fight: Fight, side: Side, stat: str) -> list[Modifier]:
    """What the minion's reactions give him in this combat: only the blocker, only in the
    combat his successful block started, never in a follow-up combat."""
    action = fight.action
    if action is None or action.outcome != "blocked" or action.blocker is not side.minion:
        return []
    state = fight.state
    return [m for m in state.modifiers if m.stat == stat and m.card == side.minion.uid]


def _left(side: Side, grant: Modifier) -> int:
    return grant.amount - side.granted_used.get(_used_key(grant), 0)


def _used_key(grant: Modifier) -> tuple[int | None, str]:
    """Grants are counted by the card that gave them and what they give ("a maneuver or a
    press": one count for both steps)."""
    return (grant.source, grant.stat)


def maneuver_grants(fight: Fight, side: Side, destination: str) -> list[Option]:
    """6.4.2: an optional maneuver a reaction gave him ("if this vampire blocks")."""
    options = []
    granted = _granted(fight, side, IF_BLOCKS_MANEUVERS) + _granted(fight, side, IF_BLOCKS_EITHER)
    for grant in granted:
        if _left(side, grant) > 0:
            source = fight.state.cards[grant.source or 0].name
            options.append(
                Option(
                    "maneuver",
                    f"Maneuver to {destination} range (optional maneuver, {source})",
                    actor=side.minion.uid,
                    card=grant.source,
                    numbers={"long_range": destination == LONG, "left": _left(side, grant)},
                    data=grant,
                )
            )
    return options


def prevention_grants(fight: Fight, side: Side) -> list[Option]:
    """6.4.6: damage a reaction lets him prevent in the first round of the resulting combat."""
    if fight.round != 1:
        return []
    options = []
    for grant in _granted(fight, side, IF_BLOCKS_PREVENT):
        left = _left(side, grant)
        if left > 0:
            source = fight.state.cards[grant.source or 0].name
            options.append(
                Option(
                    "play",
                    f"Prevent {left} damage ({source}, first round)",
                    actor=side.minion.uid,
                    card=grant.source,
                    numbers={"prevent": left},
                    data=grant,
                )
            )
    return options


def press_grants(fight: Fight, side: Side, purpose: str) -> list[Option]:
    """6.4.4: an optional press a reaction gave him ("if this vampire blocks")."""
    options = []
    granted = _granted(fight, side, IF_BLOCKS_PRESSES) + _granted(fight, side, IF_BLOCKS_EITHER)
    for grant in granted:
        if _left(side, grant) > 0:
            options.append(granted_press(fight, side, grant, purpose))
    return options


def granted_press(fight: Fight, side: Side, grant: Modifier, purpose: str) -> Option:
    """The option to use a press a card gave him, naming the card."""
    source = fight.state.cards[grant.source or 0].name
    return Option(
        "press",
        f"Use the optional press to {purpose} ({source})",
        actor=side.minion.uid,
        card=grant.source,
        data=grant,
    )


def use_grant(side: Side, grant: Modifier, amount: int | None = None) -> int:
    """Spend ``amount`` of a grant in this combat (all that is left by default); returns how
    much was used."""
    left = _left(side, grant)
    used = left if amount is None else min(amount, left)
    side.granted_used[_used_key(grant)] = side.granted_used.get(_used_key(grant), 0) + used
    return used


# -- unless he blocks (Forced Awakening, Eyes of the Wild) -----------------------------------------


def _unless(state: GameState, action: Action, stat: str) -> list[tuple[CardInPlay, Modifier]]:
    blocker = action.blocker if action.outcome == "blocked" else None
    found = []
    for modifier in state.modifiers:
        minion = state.cards.get(modifier.card or 0)
        if modifier.stat == stat and minion is not None and minion is not blocker:
            found.append((minion, modifier))
    return found


def before_resolution(state: GameState, action: Action) -> None:
    """A minion who did not block burns the blood his reaction said, before action
    resolution, the action successful or blocked (Forced Awakening, LSJ 19990421)."""
    for minion, modifier in _unless(state, action, UNLESS_BLOCKS_BURN):
        if minion.region in (Region.READY, Region.TORPOR):
            burned = lose_blood(state, minion, modifier.amount)
            state.log_line(f"{minion.name} did not block and burns {burned} blood", "6.2.3")


def after_resolution(state: GameState, action: Action) -> None:
    """A minion who did not block locks after action resolution (Eyes of the Wild)."""
    for minion, _ in _unless(state, action, UNLESS_BLOCKS_LOCK):
        if minion.region is Region.READY and not minion.locked:
            lock(state, minion)
            state.log_line(f"{minion.name} did not block and locks", "6.2.3")
