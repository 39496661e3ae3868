"""Provides what minions' own abilities do in the steps of an action (6.2): +bleed paid for
during his bleed (the word ``pay_for``), what follows a successful action, and what it costs to
attempt a block; named handlers, listed in ``NAMED``."""

from __future__ import annotations

from typing import Any

from ..cards.vocabulary import DirectedNeeds, PayFor
from .corruption_course import may_block as corruption_may_block
from .corruption_course import pay_block_toll
from .damage import inflict_damage
from .effects import in_play_effects
from .prompts import Ask, Option, ask
from .special_terms import INFERNAL
from .state import CardInPlay, GameState, Region
from .vampire_abilities import (
    ABILITY,
    USE,
    abilities,
    distinct,
    handlers,
    pay,
    prices,
    ready_with,
)
from .vampire_bleeds import (
    BLEED_FOR_LATER,
    bleed_for_later_options,
    burn_library_after_bleed,
    trade_bleed,
)
from .vampire_defenses import FAIL_FOR_DOMINATE, fail_action
from .vampire_five import no_block_of
from .vampire_numbers import named_ready
from .vampire_phases import equipped, hunted
from .vampire_successes import successful
from .zones import gain_pool, lock, lose_blood, move, refill_hand, unlock

UNLOCK_HECATA = "unlock_hecata"
BLOCK_COSTS_LIBRARY = "block_costs_library"
GAIN_POOL_AFTER_BLEED = "gain_pool_after_bleed"
UNLOCK_AFTER_ANARCH = "unlock_after_anarch"
NO_BLOCK_OF_PRIMOGEN = "no_block_of_primogen"
LOCK_FOR_BLEED = "lock_for_infernal_bleed"
REDIRECT_FOR_MASTER = "redirect_for_master_card"
NO_BLOCK_BY_YOUNGER_TREMERE = "no_block_by_younger_tremere"
NO_BLOCK_BY_ALLIES = "no_block_by_allies"
NO_BLOCK_OF_VAMPIRES = "no_block_of_vampires"
BLOCKS_ANY_VAMPIRE = "blocks_any_vampire"
BLOCK_COSTS_BLOOD = "block_costs_blood"
BLOCKER_BURNS_BLOOD = "blocker_burns_blood"
BURNS_BLOOD_IF_BLOCKED = "burns_blood_if_blocked"
NO_BLOOD_HUNT = "no_blood_hunt"
NO_BLOOD_HUNT_WITH_PRINCE_OR_JUSTICAR = "no_blood_hunt_with_prince_or_justicar"
NO_BLOOD_HUNT_IF_DIABLERIZED = "no_blood_hunt_if_diablerized"
NO_BLOCK_BY_SMALL = "no_block_by_capacity_3_or_less"
SMALL_CAPACITY = 3  # Sha-Ennu: "vampires with capacity 3 or less cannot block"
DAMAGE_ANARCHS_AFTER_BLEED = "damage_anarchs_after_bleed"
CANNOT_BLOCK = "cannot_block"
DIRECTED_AT_COSTS_POOL = "directed_at_costs_pool"
BURNS_BLOOD_IF_OLDER_BLOCKS = "burns_blood_if_blocked_by_older"
NOSFERATU_POLITICS_COST = "nosferatu_political_actions_cost_blood"
UNLOCK_AFTER_POLITICAL = "unlock_after_political_action"
BLOCKING_OLDER_COSTS = "blocking_older_costs_blood"  # Angela Preston
CAMARILLA_BLOCK_COSTS = "camarilla_blocking_costs_blood"  # Hafsa, The Watcher
NO_DIRECTED_ACTIONS = "no_directed_actions"  # Rabbat, The Sewer Goddess
BLOCKS_ONLY_AT_SELF = "blocks_only_actions_at_self"  # Rabbat, The Sewer Goddess
TORPOR_FOR_BLOOD_HUNT = "torpor_instead_of_blood_hunt"  # Genina: read by torpor.diablerie
NAMED = (
    TORPOR_FOR_BLOOD_HUNT,
    NO_DIRECTED_ACTIONS,
    BLOCKS_ONLY_AT_SELF,
    NO_BLOCK_BY_ALLIES,
    BLOCKS_ANY_VAMPIRE,
    LOCK_FOR_BLEED,
    REDIRECT_FOR_MASTER,
    NO_BLOCK_BY_YOUNGER_TREMERE,
    BLOCK_COSTS_BLOOD,
    BLOCKER_BURNS_BLOOD,
    BURNS_BLOOD_IF_BLOCKED,
    NO_BLOOD_HUNT,
    NO_BLOOD_HUNT_WITH_PRINCE_OR_JUSTICAR,
    NO_BLOOD_HUNT_IF_DIABLERIZED,
    UNLOCK_HECATA,
    BLOCK_COSTS_LIBRARY,
    GAIN_POOL_AFTER_BLEED,
    UNLOCK_AFTER_ANARCH,
    NO_BLOCK_OF_PRIMOGEN,
    NO_BLOCK_BY_SMALL,
    DAMAGE_ANARCHS_AFTER_BLEED,
    CANNOT_BLOCK,
    DIRECTED_AT_COSTS_POOL,
    BURNS_BLOOD_IF_OLDER_BLOCKS,
    NOSFERATU_POLITICS_COST,
    UNLOCK_AFTER_POLITICAL,
    BLOCKING_OLDER_COSTS,
    CAMARILLA_BLOCK_COSTS,
)
POOL_AFTER_BLEED = 2


# -- paying for +bleed during his bleed action ----------------------------------------------------


def boost_options(state: GameState, action: Any) -> list[Option]:
    """During his bleed action, once (wording templates: "During X, do Y"), the acting minion
    pays for +bleed."""
    actor = action.actor
    if not action.is_bleed or actor.region is not Region.READY:
        return []
    options = []
    for index, words in abilities(actor, PayFor):
        if not words.bleed or f"{ABILITY} {index}" in actor.acted:
            continue
        for price, card in prices(state, actor, words):
            options.append(
                Option(
                    ABILITY,
                    f"{actor.name} {price}: +{words.bleed} bleed",
                    actor=actor.uid,
                    card=card,
                    data=index,
                )
            )
    if INFERNAL in actor.card.keywords:
        # The Horde: during a bleed action, it can lock to give another acting infernal minion
        # +1 bleed.
        for horde in ready_with(state, action.seat, LOCK_FOR_BLEED):
            if horde is not actor and not horde.locked:
                words = f"{horde.name} locks: +1 bleed"
                options.append(Option(ABILITY, words, actor=horde.uid, data=LOCK_FOR_BLEED))
    options.extend(bleed_for_later_options(state, action))  # Andre LeRoux
    return options


def use_step_ability(state: GameState, action: Any, choice: Option) -> Ask:
    """Use an ability offered after blocks are declined; returns True when it redirected the
    bleed (blocks are attempted again by the new target, 6.2.2)."""
    if choice.data == REDIRECT_FOR_MASTER:
        yield from _redirect(state, action, choice)
        return True
    if choice.data == BLEED_FOR_LATER:
        trade_bleed(state, action, choice)
        return False
    if choice.data == FAIL_FOR_DOMINATE:
        fail_action(state, action, choice)
        return False
    if choice.data == LOCK_FOR_BLEED:
        lock(state, state.cards[choice.actor])
        action.bleed += 1
        state.log_line(choice.label, "6.2", action.seat)
        return False
    actor = action.actor
    words: PayFor = in_play_effects(actor)[choice.data]
    actor.acted.add(f"{ABILITY} {choice.data}")  # 6.1.1: one bleed action each turn
    yield from pay(state, actor, words, choice.card)
    action.bleed += words.bleed
    state.log_line(choice.label, "6.2", action.seat)
    return False


def redirect_options(state: GameState, action: Any, seat: int) -> list[Option]:
    """Aksinya Daclau: once each turn during a bleed against you, if she is ready and unlocked,
    you may discard a master card from your hand to redirect the bleed to any other
    Methuselah (6.1.1: never to the acting one, who cannot bleed himself)."""
    if not action.is_bleed or action.target_seat != seat:
        return []
    masters = distinct(c for c in state.players[seat].hand if c.card.is_master)
    others = [s for s in state.clockwise_from(seat) if s not in (seat, action.seat)]
    return [
        Option(
            ABILITY,
            f"{aksinya.name}: discard {card.name} to bleed {state.players[s].name} instead",
            actor=aksinya.uid,
            card=card.uid,
            target_seat=s,
            data=REDIRECT_FOR_MASTER,
        )
        for aksinya in ready_with(state, seat, REDIRECT_FOR_MASTER)
        if not aksinya.locked and REDIRECT_FOR_MASTER not in aksinya.acted
        for card in masters
        for s in others
    ]


def _redirect(state: GameState, action: Any, choice: Option) -> Ask:
    aksinya = state.cards[choice.actor]
    aksinya.acted.add(REDIRECT_FOR_MASTER)  # once each turn
    seat = aksinya.controller
    move(state, state.cards[choice.card], Region.ASH_HEAP)
    refill_hand(state, seat)
    action.redirect(state, choice.target_seat)
    state.log_line(choice.label, "6.1.1", seat)
    return
    yield


# -- after a successful action ----------------------------------------------------------------------


def after_success(state: GameState, action: Any) -> Ask:
    """Abilities used after a minion of yours performs a successful action, once its effects
    have taken place (6.2.3)."""
    if action.is_bleed and GAIN_POOL_AFTER_BLEED in handlers(action.actor):
        yield from _gain_pool_after_bleed(state, action)
    if action.is_bleed and DAMAGE_ANARCHS_AFTER_BLEED in handlers(action.actor):
        _damage_anarchs(state, action)
    if action.kind == "political" and UNLOCK_AFTER_POLITICAL in handlers(action.actor):
        yield from _unlock_after_political(state, action)
    for minion in ready_with(state, action.seat, UNLOCK_HECATA):
        yield from _unlock_hecata(state, action, minion)
    for minion in ready_with(state, action.seat, UNLOCK_AFTER_ANARCH):
        yield from _unlock_after_anarch(state, action, minion)
    yield from burn_library_after_bleed(state, action)  # Hecate, Zygodat
    equipped(state, action)  # Idalia
    hunted(state, action)  # Eddie Gaines
    yield from successful(state, action)  # Enkidu, Baron Dieudonne


def _damage_anarchs(state: GameState, action: Any) -> None:
    """Alonso Petrodon: after bleeding successfully (for 1 or more, 6.1.1), he inflicts 1
    unpreventable damage (6.4.6) on each anarch (10.5) the target of the bleed controls."""
    if action.bleed < 1 or action.target_seat is None:
        return
    for minion in list(state.players[action.target_seat].controlled):
        if minion.is_vampire and minion.sect == "Anarch" and not minion.contested:
            state.log_line(f"{action.actor.name} inflicts 1 damage on {minion.name}", "6.4.6")
            inflict_damage(state, minion, 1)


def _unlock_after_political(state: GameState, action: Any) -> Ask:
    """Aaradhya, The Callous Tyrant: he can unlock after performing a successful political
    action (even if the referendum failed)."""
    actor = action.actor
    if not actor.locked or actor.region is not Region.READY:
        return
    options = [Option(USE, f"Unlock {actor.name}", actor=actor.uid), Option("pass", "No")]
    choice = yield from ask(action.seat, ABILITY, "6.2.3", f"Unlock {actor.name}?", options)
    if choice.key == USE:
        unlock(state, actor)
        state.log_line(f"{actor.name} unlocks", "6.2.3", action.seat)


def _gain_pool_after_bleed(state: GameState, action: Any) -> Ask:
    """The unnamed: after it successfully bleeds (6.1.1: for 1 or more), you can gain 2 pool
    (rulings: after the Edge is taken, LSJ 20100210-2)."""
    if action.bleed < 1:
        return
    words = f"Gain {POOL_AFTER_BLEED} pool ({action.actor.name})"
    options = [Option(USE, words, actor=action.actor.uid), Option("pass", "No")]
    choice = yield from ask(action.seat, ABILITY, "6.1.1", "Gain pool?", options)
    if choice.key == USE:
        gain_pool(state, action.seat, POOL_AFTER_BLEED)
        state.log_line(words, "6.1.1", action.seat)


def _unlock_hecata(state: GameState, action: Any, anja: CardInPlay) -> Ask:
    """Anja ("Mother" Anja Giovanni): once each turn, if she is ready, she can burn 1 blood after
    another Hecata you control performs a successful action requiring Hecata or Oblivion, to
    unlock that Hecata."""
    actor = action.actor
    card = action.card
    requires = card is not None and ("Hecata" in card.card.clans or "obl" in card.card.disciplines)
    if (
        actor is anja
        or not requires
        or "Hecata" not in actor.card.clans
        or not actor.locked
        or actor.region is not Region.READY
        or anja.blood < 1
        or UNLOCK_HECATA in anja.acted
    ):
        return
    options = [
        Option(USE, f"{anja.name} burns 1 blood to unlock {actor.name}", actor=anja.uid),
        Option("pass", f"Leave {actor.name} locked"),
    ]
    choice = yield from ask(action.seat, ABILITY, "6.2.3", f"Unlock {actor.name}?", options)
    if choice.key == USE:
        anja.acted.add(UNLOCK_HECATA)  # once each turn
        lose_blood(state, anja, 1)
        unlock(state, actor)
        state.log_line(choice.label, "6.2.3", action.seat)


def _unlock_after_anarch(state: GameState, action: Any, aline: CardInPlay) -> Ask:
    """Aline Gädeke: once each turn, she can burn 1 blood to unlock after another Anarch you
    control performs a successful action."""
    actor = action.actor
    if (
        actor is aline
        or actor.sect != "Anarch"
        or not aline.locked
        or aline.blood < 1
        or UNLOCK_AFTER_ANARCH in aline.acted
    ):
        return
    options = [
        Option(USE, f"{aline.name} burns 1 blood to unlock", actor=aline.uid),
        Option("pass", f"Leave {aline.name} locked"),
    ]
    choice = yield from ask(action.seat, ABILITY, "6.2.3", f"Unlock {aline.name}?", options)
    if choice.key == USE:
        aline.acted.add(UNLOCK_AFTER_ANARCH)  # once each turn
        lose_blood(state, aline, 1)
        unlock(state, aline)
        state.log_line(choice.label, "6.2.3", action.seat)


# -- blocking -----------------------------------------------------------------------------------------


def _blocks_cost_a_card(state: GameState, action: Any) -> bool:
    """Parijat, the Dark Oracle: while she is ready, minions must burn the top card of their
    library to attempt to block wraith or zombie allies."""
    kind = action.actor.card.clauses.creature
    return kind in ("wraith", "zombie") and bool(ready_with(state, None, BLOCK_COSTS_LIBRARY))


def other_blockers(state: GameState, action: Any, seats: list[int]) -> dict[int, list[CardInPlay]]:
    """Anneke: she may attempt to block a vampire controlled by another Methuselah, ignoring
    the normal prey, predator or target restrictions (6.2.2.1): by seat, after the others."""
    if not action.actor.is_vampire:
        return {}
    found = {
        seat: ready_with(state, seat, BLOCKS_ANY_VAMPIRE)
        for seat in state.clockwise_from(action.seat)
        if seat not in seats and seat != action.seat
    }
    return {seat: minions for seat, minions in found.items() if minions}


def _costs_blood(action: Any, minion: CardInPlay) -> bool:
    """Giotto Verducci: vampires must burn 1 blood to attempt to block him (Hafsa, The Watcher:
    Camarilla vampires). Angela Preston: she must burn 1 blood to attempt to block an older
    vampire (1.5.2: capacities compared)."""
    actor = action.actor
    if BLOCKING_OLDER_COSTS in handlers(minion) and actor.is_vampire:
        return actor.capacity > minion.capacity
    if CAMARILLA_BLOCK_COSTS in handlers(actor):
        return minion.is_vampire and minion.sect == "Camarilla"  # Hafsa, The Watcher
    return minion.is_vampire and BLOCK_COSTS_BLOOD in handlers(actor)


def may_attempt_block(state: GameState, action: Any, minion: CardInPlay) -> bool:
    """Whether the minion may attempt to block this action: Volker, The Puppet Prince cannot
    attempt to block primogen; younger Tremere cannot block Aisling Sturbridge (1.5.2), allies
    cannot block Stanislava, vampires of capacity 3 or less Sha-Ennu; Ambrosio Luis Monçada
    cannot block; and he
    can pay what the attempt costs (rulings: with an empty library no attempt can be made
    against Parijat's wraiths and zombies)."""
    actor = action.actor
    own, acting = handlers(minion), handlers(actor)
    if own or acting:  # asked of every minion at every block: most have no such ability
        if NO_BLOCK_OF_PRIMOGEN in own and actor.title == "Primogen":
            return False
        if CANNOT_BLOCK in own:
            return False  # Ambrosio Luis Monçada
        if (
            NO_BLOCK_BY_YOUNGER_TREMERE in acting
            and minion.is_vampire
            and "Tremere" in minion.card.clans
            and minion.capacity < actor.capacity
        ):
            return False
        if minion.is_ally and NO_BLOCK_BY_ALLIES in acting:
            return False
        if actor.is_vampire and NO_BLOCK_OF_VAMPIRES in own:
            return False  # Mylan Horseed: "cannot block vampires"
        if NO_BLOCK_BY_SMALL in acting and minion.is_vampire and minion.capacity <= SMALL_CAPACITY:
            return False
        if BLOCKS_ONLY_AT_SELF in own and not _at(action, minion):
            return False  # Rabbat: "actions that aren't directed at her or at a card on her"
    if no_block_of(minion, actor):
        return False  # Navar McClaren: "cannot block older vampires"
    if _costs_blood(action, minion) and minion.blood < 1:
        return False
    if not corruption_may_block(actor, minion):
        return False  # Nakhthorheb, Sergio Bueno (rules/corruption.py)
    return not _blocks_cost_a_card(state, action) or bool(state.players[minion.controller].library)


def pay_block_cost(state: GameState, action: Any, minion: CardInPlay) -> None:
    """What an attempt to block costs, paid as it is made."""
    if _costs_blood(action, minion):
        lose_blood(state, minion, 1)
        state.log_line(f"{minion.name} burns 1 blood to attempt the block", "6.2.2")
    pay_block_toll(state, action.actor, minion)
    if not _blocks_cost_a_card(state, action):
        return
    seat = minion.controller
    top = state.players[seat].library[0]
    move(state, top, Region.ASH_HEAP)
    state.log_line(f"{state.players[seat].name} burns {top.name} to attempt the block", "6.2.2")


def on_blocked(state: GameState, action: Any) -> None:
    """6.2.2: the action is blocked, before the block resolves (6.2.3). Dónal O'Connor: any
    vampire blocking him burns 1 blood (before combat begins). Marialena: if she is blocked,
    she burns 1 blood before block resolution."""
    actor, blocker = action.actor, action.blocker
    if blocker is not None and blocker.is_vampire and BLOCKER_BURNS_BLOOD in handlers(actor):
        if lose_blood(state, blocker, 1):
            state.log_line(f"{blocker.name} burns 1 blood for blocking {actor.name}", "6.2.2")
    if BURNS_BLOOD_IF_BLOCKED in handlers(actor) and lose_blood(state, actor, 1):
        state.log_line(f"{actor.name} burns 1 blood for being blocked", "6.2.2")
    older = blocker is not None and blocker.is_vampire and blocker.capacity > actor.capacity
    if older and BURNS_BLOOD_IF_OLDER_BLOCKS in handlers(actor) and lose_blood(state, actor, 1):
        # Spleen: if he is blocked by an older vampire (1.5.2), he burns 1 blood.
        state.log_line(f"{actor.name} burns 1 blood for being blocked by an older vampire", "6.2.2")


# -- diablerie (6.5.5, 6.5.6) --------------------------------------------------------------------


def blood_hunt_called(state: GameState, diablerist: CardInPlay, victim: CardInPlay) -> bool:
    """6.5.6: whether the blood hunt referendum can be called after this diablerie: not on
    Muaziz; not on Theo Bell while his controller controls a ready prince or justicar; not
    after March Halcyon is diablerized."""
    if NO_BLOOD_HUNT in handlers(diablerist) or NO_BLOOD_HUNT_IF_DIABLERIZED in handlers(victim):
        return False
    if any(NO_BLOOD_HUNT in handlers(card) for card in diablerist.attached):
        return False  # Trophy: Diablerie: "Blood hunts cannot be called against this vampire"
    if NO_BLOOD_HUNT_WITH_PRINCE_OR_JUSTICAR in handlers(diablerist):
        return not any(
            v.is_vampire and not v.contested and (v.title or "").lower() in _GUARDS
            for v in state.players[diablerist.controller].ready
        )
    return True


_GUARDS = ("prince", "justicar")


def directed_cost(target: CardInPlay | None) -> int:
    """Ambrosio Luis Monçada: actions directed at him cost 1 additional pool (paid by the
    acting Methuselah as the action succeeds, 6.2.3; rulings LSJ 20030214-2: actions of his
    own Methuselah's minions are undirected, so not affected)."""
    if target is None or DIRECTED_AT_COSTS_POOL not in handlers(target):
        return 0
    return 1


def may_direct(state: GameState, minion: CardInPlay) -> bool:
    """Valkyrie: she cannot perform directed actions unless Brunhilde (anyone's) is ready;
    Rabbat "cannot take directed actions"."""
    if NO_DIRECTED_ACTIONS in handlers(minion):
        return False
    return all(named_ready(state, words.name) for _, words in abilities(minion, DirectedNeeds))


def _at(action: Any, minion: CardInPlay) -> bool:
    """The action is directed at the minion or at a card on him (as announced, 6.2.1)."""
    target = action.target
    return target is not None and (target is minion or target.host is minion)


def political_surcharge(state: GameState, minion: CardInPlay) -> int:
    """Marcellus: if he (anyone's) is ready, political actions cost Nosferatu 1 additional
    blood (paid as the action succeeds, 6.2.3, with the card's own cost)."""
    if "Nosferatu" not in minion.card.clans:
        return 0
    return 1 if ready_with(state, None, NOSFERATU_POLITICS_COST) else 0
