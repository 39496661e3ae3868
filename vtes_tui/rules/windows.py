"""Provides the cards played during an action (6.2): which action modifier or reaction may be
played in which step, read from its clauses and effects the same way for every card, and playing
them (automated effects, or resolved by hand).

The steps of an action where cards are played:

- ``announce``: as the action is announced, before any block is attempted (6.2.1);
- ``wake``: a locked minion of a Methuselah who may block wakes, to block (6.2.2);
- ``stealth`` / ``intercept``: while a block is attempted, only when needed (6.2.2.2);
- ``blocked``: the action is blocked, before the block resolves (6.2.3);
- ``after-blocks``: blocks declined, before resolution (6.2.2, 1.6.1.5);
- ``after-resolution``: once the action has resolved (successful or blocked);
- ``after-block-resolution``: a blocked action's combat is over; the locked blocker reacts
  (rules/block_resolution.py);
- ``any-seat-block``: a Methuselah who may not block plays a card to block anyway;
- ``before-block-resolution``: the blocker, about to enter combat (rules/block_resolution.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..cards.action_words import (
    BleedForBlood,
    BleedPerAshHeap,
    BlockCost,
    CannotBlock,
    EdgeForBleed,
    EndIfBlocked,
    ForgoBleed,
    InResultingCombat,
    LockFailedBlockers,
    LockSelf,
    NotWith,
    OncePerTurn,
    PutOnSelf,
    RedirectBleed,
    ReduceIntercept,
    UnlockAfterSuccess,
    Wake,
)
from ..cards.clauses import Clauses
from ..cards.corruption_words import BleedForCorruption
from ..cards.in_play_words import BearerCannotBlock
from ..cards.library_five_words import CannotBlockAllies, PassNextReferendum
from ..cards.master_words import BurnPool
from ..cards.model import Card
from ..cards.reaction_words import AttemptBlock, BurnBlood, ReduceBleed, ReduceStealth
from ..cards.vocabulary import Bleed, Intercept, Stealth
from .abilities import ability_options
from .ability_use import use_ability
from .action_cards import level_choices
from .actions import Action, LingeringBleed
from .apply import Played, apply_effects
from .cancels import cancel_window, minion_cancel_window
from .cardplay import cost_words, finish_card, judge, pay_cost, play_from_hand, playable_levels
from .corruption_course import intercept_bonus
from .corruption_course import may_play as corruption_playable
from .course import course_words, no_reactions
from .effects import Effects, amount, effects_at, first, has, of_type, played_as
from .imbued_masters import KEY as ANGEL
from .imbued_masters import angel_options, play_angel
from .lasting import bleed_now, limit_used, played_this_turn
from .master import master_playable
from .more_combat_effects import cancel_the_combat
from .permanents import bears, may_react
from .prompts import Ask, Option, ask
from .reaction_cancels import no_more_modifiers, reaction_canceled
from .reactions import (
    helps_blocker,
    note_reaction,
    reaction_allowed,
    reaction_words,
    redirect_seats,
    wakes_another,
)
from .redirect_cost import pay_redirect_surcharge
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY
from .vampire_defenses import fail_options
from .vampire_steps import boost_options, redirect_options, use_step_ability
from .victory import check_ousts
from .zones import lock

ANNOUNCE = "announce"
WAKE = "wake"
STEALTH = "stealth"
INTERCEPT = "intercept"
BLOCKED = "blocked"
AFTER_BLOCKS = "after-blocks"
AFTER_RESOLUTION = "after-resolution"
AFTER_BLOCK_RESOLUTION = "after-block-resolution"
ANY_SEAT_BLOCK = "any-seat-block"
BEFORE_BLOCK_RESOLUTION = "before-block-resolution"
MODIFIER = "Action Modifier"
REACTION = "Reaction"
# Steps where a locked minion may play the reactions they offer.
_LOCKED_WINDOWS = (WAKE, BEFORE_BLOCK_RESOLUTION, AFTER_BLOCK_RESOLUTION)


@dataclass(frozen=True, slots=True)
class CardPlay:
    """A card in hand a minion could play now, at one level (1.5.4, 1.6.1.3)."""

    card: CardInPlay
    minion: CardInPlay
    level: str
    effects: Effects | None  # None: resolved by hand

    @property
    def clauses(self) -> Clauses:
        return self.card.card.clauses.level(self.level)


def can_block(minion: CardInPlay, action: Action | None = None) -> bool:
    """6.2.2: a ready, unlocked minion blocks; a locked one only when he woke this action."""
    if minion.face_down or minion.region is not Region.READY:
        return False
    if bears(minion, BearerCannotBlock):
        return False  # Pentex™ Subversion: "This minion cannot block."
    if minion.attached and action is not None and action.actor.is_ally:
        if bears(minion, CannotBlockAllies):
            return False  # Memories of Mortality: "cannot attempt to block allies"
    return not minion.locked or (action is not None and minion.uid in action.awake)


# -- which card may be played in which step --------------------------------------------------------


# Words that decide the step themselves, whatever else the text says: Mirror Walk's "if this
# action is blocked", Forced March's "after action resolution, if the action was successful"
# and Mind Tricks' "if this vampire is blocked" are lingering effects of stealth cards; the
# bleed of Spying Mission, Monkey Wrench, Leverage counts once blocks are declined. (So does a
# lingering unlock, below; "vampires cannot block" reads only its "as the action is announced"
# and "if a minion is attempting to block": "after action resolution" on Daring the Dawn is
# when its damage comes, not when it is played.)
_WORD_STEPS = (
    (EndIfBlocked, STEALTH),
    (ForgoBleed, AFTER_BLOCKS),
    (UnlockAfterSuccess, STEALTH),
    (BleedForBlood, AFTER_BLOCKS),
    (InResultingCombat, STEALTH),
    (EdgeForBleed, AFTER_BLOCKS),
    (BleedPerAshHeap, AFTER_BLOCKS),
    (BleedForCorruption, AFTER_BLOCKS),
    (PassNextReferendum, AFTER_RESOLUTION),  # Cryptic Rider: "on a successful referendum"
)


def _modifier_windows(card: Card, level: str) -> frozenset[str]:
    """The steps an action modifier may be played in at this level, as its clauses and effects
    say (what depends on the action in progress is checked by :func:`_fits_action`)."""
    c = card.clauses.level(level)
    effects = effects_at(card, level)
    if has(effects, UnlockAfterSuccess) and not has(effects, Stealth):
        return frozenset({AFTER_BLOCKS})  # a lingering unlock, played once blocks are declined
    if has(effects, CannotBlock):
        if c.as_announced and not c.block_attempted:
            return frozenset({ANNOUNCE})  # Seduction: "only usable as the action is announced"
        # No such limit (Daring the Dawn, Visions of Gehenna), or (Day Operation [FOR]) also
        # "if a minion is attempting to block": before blocks and while a block is attempted,
        # where a minion barred from blocking fails his attempt (6.2: any time before
        # resolution); a +bleed also once blocks are declined.
        windows = {ANNOUNCE, STEALTH}
        return frozenset(windows | {AFTER_BLOCKS} if has(effects, Bleed) else windows)
    for word, step in _WORD_STEPS:
        if has(effects, word):
            # Repulsion [pre]: "only usable as the action is announced" says when all the same.
            return frozenset({ANNOUNCE if c.as_announced else step})
    if has(effects, BlockCost):
        # A cost to block is worth paying for before blocks; with +1 stealth also while a
        # block is attempted (the blocker pays or withdraws, blocks.py). Rulings LSJ
        # 20011214-2 (Repulsion [OBE]): such a card is usable even when stealth is not needed.
        return frozenset({ANNOUNCE, STEALTH} if has(effects, Stealth) else {ANNOUNCE})
    if has(effects, PutOnSelf) and has(effects, Stealth) and not c.as_announced:
        # Rulings LSJ 20011214-2 (Repulsion [OBE]): a card left on the vampire for its
        # stealth is usable even when stealth is not needed: before blocks too.
        return frozenset({ANNOUNCE, STEALTH})
    if c.during_polling:
        return frozenset()  # 6.3.3: played during the referendum (politics.py)
    if c.as_announced:
        return frozenset({ANNOUNCE})
    if c.block_attempted:
        return frozenset({STEALTH})
    if c.if_blocked:
        return frozenset({BLOCKED})
    if c.after_resolution:
        return frozenset({AFTER_RESOLUTION})
    if effects is None:
        return frozenset({STEALTH, AFTER_BLOCKS} if c.stealth else {AFTER_BLOCKS})
    windows = set()
    if has(effects, Stealth) or has(effects, ReduceIntercept):
        windows.add(STEALTH)  # 6.2.2.2: only when needed, while a block is attempted
    if has(effects, Bleed):
        windows.add(AFTER_BLOCKS)
    return frozenset(windows)


def _reaction_windows(card: Card, level: str) -> frozenset[str]:
    """The steps a reaction may be played in at this level: ``wake`` for a locked minion if
    the card is usable by one, the others for an unlocked (or awake) minion."""
    c = card.clauses.level(level)
    effects = effects_at(card, level)
    if c.during_polling and not c.during_bleed:
        return frozenset()  # 6.3.3: played during the referendum (politics.py)
    if c.after_block_resolution and c.only_by_locked:
        # Cats' Guidance: by the locked blocker after combat (RTR 19980623, LSJ 20040219).
        return frozenset({AFTER_BLOCK_RESOLUTION})
    if c.before_block_resolution:
        return frozenset({BEFORE_BLOCK_RESOLUTION})  # the blocker, before combat
    if any(isinstance(e, AttemptBlock) and e.any_seat for e in effects or ()):
        return frozenset({ANY_SEAT_BLOCK})  # Eagle's Sight: by a Methuselah who may not block
    windows = {WAKE} if c.locked_ok else set()
    if c.only_by_locked:
        return frozenset(windows)
    if c.after_blocks or has(effects, RedirectBleed) or has(effects, ReduceBleed):
        windows.add(AFTER_BLOCKS)
    if has(effects, Intercept):
        windows.add(INTERCEPT)
    for lower in of_type(effects or (), ReduceStealth):
        # G00104: any time before resolution; here while a block is attempted, or after
        # blocks when it lasts the turn.
        windows.update({INTERCEPT, AFTER_BLOCKS} if lower.until_turn else {INTERCEPT})
    if effects is None:
        windows.add(INTERCEPT if c.intercept else AFTER_BLOCKS)
    return frozenset(windows)


def _levels_in(card: Card, card_type: str, window: str) -> tuple[str, ...]:
    """The levels at which the card, played as ``card_type``, may be played in this step;
    derived once per card (most cards are in no step of most windows: passed over at once)."""
    by_window = card.memo.get(card_type)
    if by_window is None:
        by_window = {}
        if card_type in card.types:
            for level in card.clauses.keys:
                if not played_as(card, level, card_type):
                    continue
                windows = (
                    _modifier_windows(card, level)
                    if card_type == MODIFIER
                    else _reaction_windows(card, level)
                )
                for step in windows:
                    by_window.setdefault(step, ())
                    by_window[step] += (level,)
        card.memo[card_type] = by_window
    return by_window.get(window, ())  # type: ignore[union-attr]


def _fits_action(play: CardPlay, action: Action, seat: int) -> bool:
    """What the clauses ask of the action in progress: a bleed, directed at you..."""
    c = play.clauses
    if (c.during_bleed and not action.is_bleed) or (c.not_during_bleed and action.is_bleed):
        return False
    if c.during_equip and action.kind not in ("equip", "equip-from"):
        return False
    if c.during_recruit and not (
        action.kind in ("recruit", "employ")
        and action.card is not None
        and action.card.card.clauses.creature == c.during_recruit
    ):
        return False  # "only usable during an action to recruit or employ a wraith"
    if c.younger_acting and not (
        action.actor.is_vampire and action.actor.capacity < play.minion.capacity
    ):
        return False  # "if a younger vampire is acting"
    if c.younger_blocker and not _younger_blocker(action):
        return False  # "if an ally or younger vampire attempts to block"
    if c.blocker_without:
        blocker = action.blocker
        if blocker is None or not blocker.is_vampire or blocker.discipline(c.blocker_without):
            return False  # "when a vampire who does not have Fortitude attempts to block"
    if seat == action.seat:
        return True
    if c.directed_at_you and action.target_seat != seat:
        return False
    return not (c.bleeding_you and not (action.is_bleed and action.target_seat == seat))


def _younger_blocker(action: Action) -> bool:
    blocker = action.blocker
    return blocker is not None and (
        blocker.is_ally or (blocker.is_vampire and blocker.capacity < action.actor.capacity)
    )


def _allowed(state: GameState, play: CardPlay, action: Action) -> bool:
    """Limits across the action: (limited) once per action (6.2), "cannot both be played"."""
    if play.clauses.limited and limit_used(state, action):
        return False
    if not reaction_allowed(state, play.minion, play.card, play.level, action):
        return False
    for e in of_type(play.effects, NotWith):
        if e.card in action.played_names:
            return False  # "cannot be played ... with" a card played this action
    if play.card.card.name in action.excluded:
        return False
    once = first(play.effects, OncePerTurn)
    if once is not None and played_this_turn(state, play.minion, play.card, once):
        return False  # "can play only one ... each turn"
    if has(play.effects, LockSelf) and play.minion.locked and play.minion is not action.blocker:
        # "lock this vampire to ...": he must be unlocked; not the blocker, locked by his
        # block (6.2.3), whom "lock this vampire and end the action" keeps locked (Mental Maze).
        return False
    if has(play.effects, ForgoBleed) and not action.is_bleed:
        return False  # "only usable if a bleed would be successful"
    if has(play.effects, EdgeForBleed) and state.edge != action.seat:
        return False  # "burn the Edge": she must have it
    if has(play.effects, BurnPool) and state.players[play.minion.controller].pool < amount(
        play.effects, BurnPool
    ):
        return False  # "burn 1 pool to ...": she must have it
    if has(play.effects, BleedForBlood) and play.minion.blood < 1:
        return False  # X blood, at least 1
    if not corruption_playable(state, play.effects, action):
        return False  # a corruption counter to burn (rules/corruption.py)
    burn = amount(play.effects, BurnBlood)
    if burn and play.minion.blood < burn + max(play.card.card.blood_cost or 0, 0):
        return False  # "burn 1 blood to ...": he must have it, beyond the card's cost
    return True


def modifier_plays(state: GameState, action: Action, window: str) -> list[CardPlay]:
    """Action modifiers the acting minion may play in this step of his action, and those
    "only usable by a ready vampire other than the acting minion" her other vampires may."""
    actor = action.actor
    if actor.region is not Region.READY or no_more_modifiers(state, action):
        return []
    out = []
    for card in state.players[action.seat].hand:
        # The acting minion plays it, or (its text says) another ready vampire of hers.
        own, by_others = _by_whom(card.card, window)
        if not own and not by_others:
            continue  # most cards in hand are no modifier of this step
        clauses = card.card.clauses
        minions = [actor]
        if by_others:
            for v in state.players[action.seat].ready:
                if v is not actor and v.is_vampire and not v.face_down:
                    minions.append(v)
        for minion in minions:
            among = own if minion is actor else by_others
            if not among or (minion.uid, card.card.id) in action.played:
                continue  # 1.6.3: the same minion cannot play the same modifier twice
            # "More than one Discipline can be used to play this card": together too.
            for level in level_choices(card.card, playable_levels(state, minion, card.card, among)):
                c = clauses.level(level)
                if c.by_other_unlocked and minion.locked:
                    continue
                play = CardPlay(card, minion, level, effects_at(card.card, level))
                if _fits_action(play, action, action.seat) and _allowed(state, play, action):
                    out.append(play)
    return out


_BY_WHOM = "by whom"  # the key, with a step, of :func:`_by_whom` in ``Card.memo``


def _by_whom(card: Card, window: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The levels at which the modifier is played in this step by the acting minion, and
    those "only usable by a ready vampire other than the acting minion" (derived once)."""
    key = (_BY_WHOM, window)
    found = card.memo.get(key)
    if found is None:
        levels = _levels_in(card, MODIFIER, window)
        clauses = card.clauses
        own = tuple(lv for lv in levels if not clauses.level(lv).by_other_vampire)
        by_others = tuple(lv for lv in levels if clauses.level(lv).by_other_vampire)
        found = card.memo[key] = (own, by_others)
    return found  # type: ignore[return-value]


def reaction_plays(
    state: GameState, action: Action, seat: int, window: str, minions: list[CardInPlay]
) -> list[CardPlay]:
    """Reactions the given minions of ``seat`` may play in this step of the action."""
    out = []
    for card in state.players[seat].hand:
        levels = _levels_in(card.card, REACTION, window)
        if not levels:
            continue
        for minion in minions:
            if (
                (minion.uid, card.card.id) in action.played
                or not may_react(state, minion)
                or no_reactions(state, minion)
            ):
                continue
            sleeping = minion.locked and minion.uid not in action.awake
            blocker = action.blocker
            helper = window == INTERCEPT and blocker is not None and minion is not blocker
            if sleeping and not helper and window not in _LOCKED_WINDOWS:
                continue  # 6.2.2: a locked minion only plays a card that wakes him
            for level in playable_levels(state, minion, card.card, levels):
                play = CardPlay(card, minion, level, effects_at(card.card, level))
                if window == WAKE and not sleeping and not wakes_another(play.effects):
                    continue  # an unlocked minion plays such a card only to wake another
                if helper and not helps_blocker(play.minion, play.clauses, play.effects, action):
                    continue  # only cards giving intercept to the blocker
                if _fits_action(play, action, seat) and _allowed(state, play, action):
                    out.append(play)
    return out


def play_option(play: CardPlay, words: str, numbers: dict[str, int | bool] | None = None) -> Option:
    cost = cost_words(play.card.card, play.minion, play.level)
    tag = f" [{play.level}]" if play.level else ""
    by_hand = "" if play.effects is not None else " (resolve by hand)"
    price = f", {cost}" if cost else ""
    return Option(
        "play",
        f"{play.minion.name} plays {play.card.name}{tag}: {words}{price}{by_hand}",
        actor=play.minion.uid,
        card=play.card.uid,
        numbers=numbers or None,
        data=play,
    )


def brings(play: CardPlay, action: Action) -> dict[str, int | bool]:
    """6.2.2.2, 6.2: the stealth, intercept and bleed the card adds to the action as it is
    played at its level (its definition's effects; nothing for a card played by hand): the
    numbers its option carries, and what playing it adds (:func:`play_in_action`)."""
    added: dict[str, int | bool] = {
        "stealth": _stealth(play),
        "intercept": _intercept(play, action),
        "bleed": _bleed(play, action),
        "wakes": _wakes(play),
    }
    return {word: amount for word, amount in added.items() if amount}


def _wakes(play: CardPlay) -> bool:
    """6.2.2: the card unlocks the minion playing it for this action (its own wake, or the
    clause of a card played by hand)."""
    if play.effects is None:
        return play.clauses.wakes
    for e in of_type(play.effects, Wake):
        if not e.others:
            return True
    return False


def describe(play: CardPlay, action: Action) -> str:
    """What the card adds, in the words of the option."""
    effects = play.effects
    if effects is None:
        return "wake" if play.clauses.wakes else "effect"
    parts = []
    if has(effects, Stealth):
        parts.append(f"+{_stealth(play)} stealth")
    if has(effects, Intercept):
        parts.append(f"+{_intercept(play, action)} intercept")
    if _bleed(play, action):
        parts.append(f"+{_bleed(play, action)} bleed")
    for bonus in _lingering(play, action):
        parts.append(f"+{bonus.amount} bleed if the target has {bonus.pool_at_most} or fewer pool")
    if has(effects, RedirectBleed):
        parts.append("redirect the bleed")
    if _wakes(play):
        parts.append("wake")
    parts.extend(_words(play.card.card, play.level))
    return ", ".join(parts) or "effect"


_WORDS = "words"  # the key, with a level, of :func:`_words` in ``Card.memo``


def _words(card: Card, level: str) -> tuple[str, ...]:
    """What the card played at ``level`` does beyond the numbers, as a reaction and in the
    course of the action: its effects alone say it (derived once per card and level)."""
    key = (_WORDS, level)
    found = card.memo.get(key)
    if found is None:
        effects = effects_at(card, level) or ()
        found = card.memo[key] = (*reaction_words(effects), *course_words(effects))
    return found  # type: ignore[return-value]


def _stealth(play: CardPlay) -> int:
    return amount(play.effects, Stealth)


def _bleed(play: CardPlay, action: Action) -> int:
    """The +bleed the card adds as it is played (not its lingering bonuses)."""
    total = 0
    for e in of_type(play.effects, Bleed):
        if not e.target_pool_at_most:
            total += e.amount + (e.clan_bonus if e.clan in action.actor.card.clans else 0)
    return total


def _lingering(play: CardPlay, action: Action) -> list[LingeringBleed]:
    """+bleed only if the target has that little pool: weighed at resolution (lasting.py)."""
    clans = action.actor.card.clans
    found = []
    for e in of_type(play.effects, Bleed):
        if e.target_pool_at_most:
            bonus = e.clan_bonus if e.clan in clans else 0
            found.append(
                LingeringBleed(
                    play.card.name, e.amount + bonus, e.target_pool_at_most, play.clauses.limited
                )
            )
    return found


def _intercept(play: CardPlay, action: Action) -> int:
    total = 0
    for e in of_type(play.effects, Intercept):
        total += e.amount
        total += e.titled_bonus if play.minion.title else 0
        total += e.acting_titled_bonus if action.actor.title else 0
    return total + intercept_bonus(play.effects, action.actor)


def options_for(plays: list[CardPlay], action: Action) -> list[Option]:
    options = []
    for play in plays:  # asked at most steps, mostly of no card at all: no comprehension
        options.append(play_option(play, describe(play, action), brings(play, action)))
    return options


# -- steps of the action where cards are played ------------------------------------------------------


def announce_window(state: GameState, action: Action) -> Ask:
    """6.2.1: modifiers "only usable as the action is announced", before any block attempt."""
    yield from _acting_window(
        state,
        action,
        lambda: modifier_plays(state, action, ANNOUNCE),
        "6.2.1",
        "play a card as the action is announced?",
        ANNOUNCE,
    )
    yield from _others_at_announce(state, action)


def _others_at_announce(state: GameState, action: Action) -> Ask:
    """6.2.1: as the action is announced, the other Methuselahs may use the abilities of their
    cards in play that this step allows them ("as an action directed at an ally you control is
    announced"), clockwise from the acting Methuselah."""
    for seat in state.clockwise_from(action.seat):
        while seat != action.seat and not action.ended:
            options = ability_options(state, seat, ANNOUNCE, action)
            if not options:
                break
            options.append(Option("pass", "Use nothing"))
            choice = yield from ask(
                seat,
                "reaction",
                "6.2.1",
                f"{action.label}: as it is announced, use a card in play?",
                options,
                action.context(),
            )
            if choice.key == "pass":
                break
            yield from play_in_action(state, action, choice)


def after_resolution_window(state: GameState, action: Action) -> Ask:
    """Modifiers "only usable after (action) resolution": successful or blocked as they say."""

    def plays() -> list[CardPlay]:
        return [
            p
            for p in modifier_plays(state, action, AFTER_RESOLUTION)
            if (not p.clauses.if_successful or action.outcome == "successful")
            and (not p.clauses.if_action_blocked or action.outcome == "blocked")
            and (not p.clauses.referendum_passed or action.margin > 0)
            and (not p.clauses.if_directed or action.directed)
            and (not p.clauses.after_bleed or action.is_bleed)
            and (not p.clauses.after_anarch_action or _anarch_action(action))
            and (action.passed or not has(p.effects, PassNextReferendum))
        ]

    question = f"the action is {action.outcome}. Play a card after resolution?"
    yield from _acting_window(state, action, plays, "6.2.3", question, "resolved")


def _anarch_action(action: Action) -> bool:
    """10.5: the action to become anarch, or an action card requiring an Anarch."""
    if action.kind == "anarch":
        return True
    card = action.card
    return card is not None and any(a.sect == "anarch" for a in card.card.clauses.requirement)


def blocked_window(state: GameState, action: Action) -> Ask:
    """The action is blocked, before block resolution (6.2.3): a lingering "if this action is
    blocked" ends it now (Mirror Walk); else cards "only usable if this minion is blocked"."""
    if action.end_if_blocked:
        blocker = action.blocker
        assert blocker is not None
        lock(state, blocker)
        action.ended = True
        state.log_line(f"{blocker.name} is locked and the action ends", "6.2.3", action.seat)
        return
    if action.may_end_if_blocked and (yield from cancel_the_combat(state, action)):
        return

    def plays() -> list[CardPlay]:
        return [] if action.ended else modifier_plays(state, action, BLOCKED)

    question = f"blocked by {action.blocker.name if action.blocker else 'a minion'}. Play a card?"
    yield from _acting_window(state, action, plays, "6.2.3", question)


def _acting_window(
    state: GameState,
    action: Action,
    plays: Callable[[], list[CardPlay]],
    section: str,
    question: str,
    step: str = "",
) -> Ask:
    """1.6.1.5: the acting Methuselah plays cards (and uses the abilities of her cards in play
    that this step allows) one at a time until she passes."""
    while True:
        options = options_for(plays(), action)
        if step:
            options.extend(ability_options(state, action.seat, step, action))
        if not options:
            return
        options.append(Option("pass", "Play nothing more"))
        choice = yield from ask(
            action.seat,
            "modifier",
            section,
            f"{action.label}: {question}",
            options,
            action.context(),
        )
        if choice.key == "pass":
            return
        yield from play_in_action(state, action, choice)


def after_blocks_options(state: GameState, action: Action, seat: int) -> list[Option]:
    """6.2.2: once blocks are declined, modifiers (acting minion) and reactions (others)."""
    if seat == action.seat:
        out = options_for(modifier_plays(state, action, AFTER_BLOCKS), action)
        out.extend(ability_options(state, seat, AFTER_BLOCKS, action))
        out.extend(boost_options(state, action))
        return out
    reactors = [m for m in state.players[seat].ready if can_block(m, action)]
    out = options_for(reaction_plays(state, action, seat, AFTER_BLOCKS, reactors), action)
    out.extend(redirect_options(state, action, seat))
    out.extend(fail_options(state, action, seat))  # Edward Vignes
    out.extend(_out_of_turn_masters(state, seat))
    out.extend(angel_options(state, seat))  # imbued appendix: Angel of Berlin
    out.extend(ability_options(state, seat, AFTER_BLOCKS, action))
    from .out_of_turn import out_of_turn_options

    out.extend(out_of_turn_options(state, action, seat))
    return out


def _out_of_turn_masters(state: GameState, seat: int) -> list[Option]:
    """1.6.2.4: during another Methuselah's turn, one out-of-turn master before your next
    master phase, borrowed from it; requirements and cost as for any master card."""
    player = state.players[seat]
    if seat == state.current or player.oot_master_pending:
        return []
    # Automated out-of-turn masters are offered at their own step (cancels.py).
    return [
        Option(
            "out-of-turn", f"Play {card.name} (out-of-turn master, resolve by hand)", card=card.uid
        )
        for card in player.hand
        if card.card.out_of_turn
        and effects_at(card.card, "") is None
        and master_playable(state, seat, card)
    ]


def after_blocks_window(state: GameState, action: Action) -> Ask:
    """1.6.1.5: the acting Methuselah plays first; after anyone plays, she may play again.

    Returns True when the bleed was redirected (blocks are attempted again by the new target).
    """
    order = state.clockwise_from(action.seat)
    index = 0
    while index < len(order) and not action.outcome:
        seat = order[index]
        options = after_blocks_options(state, action, seat)
        if not options:
            index += 1
            continue
        options.append(Option("pass", "Play nothing more"))
        choice = yield from ask(
            seat,
            "modifier" if seat == action.seat else "reaction",
            "6.2",
            f"{action.label}: blocks declined. Play a card?",
            options,
            action.context(),
        )
        if choice.key == "pass":
            index += 1
            continue
        if choice.key == ABILITY:
            if (yield from use_step_ability(state, action, choice)):
                return True
            index = 0
            continue
        redirected = yield from play_in_action(state, action, choice)
        if redirected:
            return True
        index = 0
    return False


def play_in_action(state: GameState, action: Action, choice: Option) -> Ask:
    """Play a modifier or reaction during the action and carry out its effects (or resolve it
    by hand). Returns True when the card redirected the bleed."""
    card = state.cards[choice.card]
    if choice.key == "out-of-turn":
        yield from _play_out_of_turn(state, card)
        return False
    if choice.key == "ability":
        seat = card.controller
        yield from use_ability(state, seat, choice, action)
        check_ousts(state)
        return False
    if choice.key == ANGEL:
        yield from play_angel(state, choice)
        return False
    if choice.key == "oot-master":
        from .out_of_turn import play_out_of_turn

        yield from play_out_of_turn(state, action, choice)
        check_ousts(state)
        return False
    play: CardPlay = choice.data
    minion = play.minion
    play_from_hand(state, card, play.level)
    if (yield from minion_cancel_window(state, minion.controller, card)) or (
        yield from reaction_canceled(state, action, card, play.level, minion)
    ):
        action.played.add((minion.uid, card.card.id))  # 1.6.3: it was played all the same
        finish_card(state, card)  # 1.6.1.1: canceled, its cost is not paid
        return False
    pay_cost(state, minion.controller, minion, card.card, play.level)
    pay_redirect_surcharge(state, minion, card)  # Narrow Minds
    action.played.add((minion.uid, card.card.id))
    action.played_names.add(card.card.name)
    state.log_line(choice.label, "6.2", minion.controller)
    lingering = _lingering(play, action)
    action.lingering.extend(lingering)
    if play.clauses.limited and not lingering:
        action.limited_played = True
    if play.clauses.wakes and play.effects is None:
        action.awake.add(minion.uid)  # the clause itself (automated: the wake word)
    note_reaction(state, minion, card, play.level)
    redirected = False
    if play.effects is None:
        yield from judge(state, minion.controller, card, action)
    else:
        effects = play.effects
        added = brings(play, action)
        action.stealth += added.get("stealth", 0)
        action.intercept += added.get("intercept", 0)
        action.bleed += added.get("bleed", 0)
        action.bleed -= amount(effects, ReduceBleed)
        if any(e.to_zero for e in of_type(effects, ReduceBleed)):
            action.bleed = 0
        for excluded in of_type(effects, NotWith):
            action.excluded.add(excluded.card)
        if has(effects, LockFailedBlockers):
            action.lock_failed_blockers = True
        played = Played(state, minion.controller, card, minion, play.level, action, "6.2")
        yield from apply_effects(played, effects)
        redirect = first(effects, RedirectBleed)
        if redirect is not None:
            to = redirect.to
            action.redirect(
                state, (yield from _redirect_target(state, action, minion.controller, to))
            )
            # "(that Methuselah can attempt to block)": even one who declined before.
            action.declined.discard(action.target_seat)
            redirected = True
    finish_card(state, card)
    check_ousts(state)
    return redirected


def _play_out_of_turn(state: GameState, card: CardInPlay) -> Ask:
    seat = card.owner
    play_from_hand(state, card)
    state.players[seat].oot_master_pending = True  # 5: one fewer master phase action
    state.log_line(f"{state.players[seat].name} plays {card.name} (out-of-turn)", "1.6.2", seat)
    if not (yield from cancel_window(state, seat, card)):  # 1.6.1.1: canceled: cost unpaid
        pay_cost(state, seat, None, card.card)
        yield from judge(state, seat, card)
    finish_card(state, card)
    check_ousts(state)


def _redirect_target(state: GameState, action: Action, seat: int, to: str) -> Ask:
    options = [
        Option(
            "target",
            f"Bleed {state.players[s].name} instead",
            target_seat=s,
            numbers={"bleed": bleed_now(state, action, s)},
        )
        for s in redirect_seats(state, action, seat, to)
    ]
    if not options:
        return action.target_seat
    question = "Redirect the bleed to whom?"
    context = {"redirect": True}
    choice = yield from ask(seat, "target", "6.1.1", question, options, context)
    state.log_line(
        f"The bleed is redirected to {state.players[choice.target_seat].name}", "6.1.1", seat
    )
    return choice.target_seat
