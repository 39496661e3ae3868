"""Provides what more of the most-played library cards in play do to the whole table: a toll
of pool on every ready minion burned or sent to torpor, and a card any Methuselah can burn with
a master phase action, discarding master cards (Tension in the Ranks); damage after a combat
where an ally was burned (FBI Special Affairs Division); pool for blocking a minion (Aching
Beauty)."""

from __future__ import annotations

from ..cards.in_play_words import (
    AllyBurnedToll,
    BlockedToll,
    BurnByDiscard,
    MinionLossToll,
    PoolCap,
)
from .contests import in_play_with
from .damage import inflict_damage
from .effects import first, in_play_effects, of_type
from .events import ActionBlocked, CardMoved, CombatEnded, RoundEnded
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, burn, lose_pool, move, refill_hand


def watch_losses(state: GameState) -> None:
    """Tension in the Ranks: a listener of every move, acting only on a ready minion burned
    or sent to torpor while such a card is in play (found through the in-play index); FBI
    Special Affairs Division: a listener of the end of each combat."""
    state.listeners.setdefault(CardMoved, []).append(_on_minion_lost)
    state.listeners.setdefault(CombatEnded, []).append(_on_combat_ended)
    state.listeners.setdefault(ActionBlocked, []).append(_on_blocked)


def _on_blocked(state: GameState, event: ActionBlocked) -> None:
    """Aching Beauty: the acting minion is blocked; before block resolution the blocker's
    controller burns the pool, even if the action then ends (rulings RTR 19991206, LSJ
    20091125; several cards add up, LSJ 19980225)."""
    action = event.action
    blocker = action.blocker
    if blocker is None or not action.actor.attached:
        return
    for card in action.actor.attached:
        if card.contested:
            continue
        for word in of_type(in_play_effects(card), BlockedToll):
            burned = lose_pool(state, blocker.controller, word.pool)
            name = state.players[blocker.controller].name
            state.log_line(f"{name} burns {burned} pool ({card.name})", "6.2.3", action.seat)


def _on_combat_ended(state: GameState, event: CombatEnded) -> None:
    """An ally burned in combat (before its last round ended: not after it) with the acting
    vampire: each such card in play gets a counter, and the vampire takes the unpreventable
    environmental damage now that combat has ended (6.4.6); the card burns at its counters."""
    fight = event.fight
    action = fight.action
    if action is None or not action.actor.is_vampire:
        return
    tolls = in_play_with(state, AllyBurnedToll)
    if not tolls:
        return
    side = fight.side_of(action.actor)
    if side is None:
        return
    ally = fight.other(side).minion
    if not ally.is_ally or ally.region is not Region.ASH_HEAP or not _burned_in_combat(state, ally):
        return
    vampire = action.actor
    for card in tolls:
        words = first(in_play_effects(card), AllyBurnedToll)
        if words is None or card.contested or card.region is Region.ASH_HEAP:
            continue
        add_blood(state, card, 1)
        if vampire.region is Region.READY:
            state.log_line(
                f"{vampire.name} takes {words.damage} unpreventable damage ({card.name})",
                "6.4.6",
                card.controller,
            )
            inflict_damage(state, vampire, words.damage)
        if card.blood >= words.counters:
            burn(state, card)
            state.log_line(f"{card.name} has {card.blood} counters and is burned", "1.6.2")


def _burned_in_combat(state: GameState, ally: CardInPlay) -> bool:
    """The ally went to the ash heap before the combat's last round ended (what happens once
    combat is over is not "in combat")."""
    round_over = False
    for event in reversed(state.events):
        if isinstance(event, RoundEnded):
            round_over = True
        elif isinstance(event, CardMoved) and event.card is ally:
            return round_over and event.destination is Region.ASH_HEAP
    return False


def _on_minion_lost(state: GameState, event: CardMoved) -> None:
    """After a ready minion is burned or sent to torpor, their controller burns the pool (not
    for an imbued incapacitated: ruling LSJ 20060409-2, the imbued are their own rules)."""
    if event.origin is not Region.READY or event.destination not in (
        Region.ASH_HEAP,
        Region.TORPOR,
    ):
        return
    minion = event.card
    if not minion.is_minion or "Imbued" in minion.card.types:
        return
    for card in in_play_with(state, MinionLossToll):
        if card.contested:
            continue
        for word in of_type(in_play_effects(card), MinionLossToll):
            seat = minion.controller
            burned = lose_pool(state, seat, word.amount)
            name = state.players[seat].name
            state.log_line(f"{name} burns {burned} pool ({card.name})", "1.6.2", seat)


BURN_BY_DISCARD = "discard-to-burn"  # the master phase option's key


def burn_by_discard_options(state: GameState, seat: int) -> list[Option]:
    """5: the cards in play she can burn with a master phase action, discarding master cards
    from her hand (Tension in the Ranks: anyone's)."""
    options = []
    masters = sum(1 for c in state.players[seat].hand if c.card.is_master)
    for card in in_play_with(state, BurnByDiscard):
        words = first(in_play_effects(card), BurnByDiscard)
        if words is not None and not card.contested and masters >= words.masters:
            options.append(
                Option(
                    BURN_BY_DISCARD,
                    f"Discard {words.masters} master cards to burn {card.name}",
                    card=card.uid,
                )
            )
    return options


def burn_by_discard(state: GameState, seat: int, choice: Option) -> Ask:
    """The master cards are chosen one at a time and discarded (replaced, 1.6.1.2); then the
    card is burned."""
    card = state.cards[choice.card]
    words = first(in_play_effects(card), BurnByDiscard)
    assert words is not None
    player = state.players[seat]
    for left in range(words.masters, 0, -1):
        seen: dict[str, CardInPlay] = {}
        for c in player.hand:
            if c.card.is_master:
                seen.setdefault(c.name, c)
        options = [Option("discard", f"Discard {c.name}", card=c.uid) for c in seen.values()]
        picked = yield from ask(
            seat, "discard-card", "5", f"Discard {left} more master card(s)", options
        )
        discarded = state.cards[picked.card]
        move(state, discarded, Region.ASH_HEAP)
        state.log_line(f"{player.name} discards {discarded.name}", "5", seat)
    refill_hand(state, seat)
    if card.region is not Region.ASH_HEAP:
        burn(state, card)
        state.log_line(f"{player.name} burns {card.name}", "5", seat)


def capped_pool(state: GameState, target: int, amount: int) -> int:
    """Protected Resources: the pool the target of a bleed burns, no more than her cards in
    play allow; the bleed amount itself is unchanged (rulings TOM 19960413, LSJ 20030211)."""
    for card in in_play_with(state, PoolCap):
        if card.controller == target and not card.contested:
            for word in of_type(in_play_effects(card), PoolCap):
                amount = min(amount, word.most)
    return amount


def after_own_bleed(state: GameState, seat: int, amount: int) -> None:
    """Protected Resources: after a minion she controls successfully bleeds (for 1 or more:
    ruling LSJ 20030701-1), her cards saying so burn."""
    if amount < 1:
        return
    for card in in_play_with(state, PoolCap):
        if card.controller == seat and card.region is not Region.ASH_HEAP:
            burn(state, card)
            state.log_line(f"{card.name} is burned", "6.1.1", seat)
