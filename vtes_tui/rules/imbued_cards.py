"""Provides what the cards on an imbued offer at the steps that read them (rulebook, "The
Imbued" appendix): conviction burned to make a strike (6.4.3) or to bleed as a (D) action
(6.1.1), Strike with Conviction's ``burn_to_strike`` and ``burn_to_bleed``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards.action_words import BurnToBleed, BurnToCancel
from ..cards.card_words import Steal
from ..cards.combat_words import BurnToStrike
from ..cards.combat_words import Strike as StrikeWords
from ..cards.data import cards
from ..cards.reaction_words import AbilityAction, CancelActionCard
from .effects import derived, first, has, in_play_effects
from .imbued import SECTION, is_imbued, is_monster
from .library_five_effects import equipment_bleed
from .permanents import bleed_amount, strength
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import burn, lock

if TYPE_CHECKING:
    from .fight import Side
    from .strikes import Strike

BURN_BLEED = "burn-bleed"  # the (D) action's option key


def _giving(minion: CardInPlay, word: type[Any]) -> list[tuple[CardInPlay, Any]]:
    """The cards on the minion whose in-play words include that word, with it; one per name
    (two copies on him are the same choice)."""
    found: dict[str, tuple[CardInPlay, Any]] = {}
    for card in minion.attached:
        words = first(in_play_effects(card), word)
        if words is not None and card.card.name not in found:
            found[card.card.name] = (card, words)
    return list(found.values())


def burn_strikes(state: GameState, side: Side, opponent: CardInPlay) -> list[Strike]:
    """6.4.3: a hand strike, or the strike of each weapon he can use, at +N damage, burning the
    card as the strike is chosen; against a monster only, if the card says so."""
    from .strikes import Strike, weapon_strike, weapons

    minion = side.minion
    if not minion.attached:
        return []
    out: list[Strike] = []
    for card, words in _giving(minion, BurnToStrike):
        if words.monster and not is_monster(opponent):
            continue
        plain = [Strike("Hand strike", damage=strength(state, minion), hand=True)]
        plain += [weapon_strike(state, minion, w) for w in weapons(minion, side)]
        for strike in plain:
            if strike.by_hand:
                continue  # a weapon resolved by hand: its damage is not known
            what = strike.label.split(":")[0]
            damage = strike.damage + words.damage
            out.append(
                replace(
                    strike,
                    damage=damage,
                    card=card,
                    weapon=strike.weapon,
                    burn_card=True,
                    label=f"Burn {card.name}: {what} at +{words.damage} ({damage} damage)",
                )
            )
    return out


def burn_bleed_options(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """6.1.1: a bleed of his prey at +N bleed as a (D) action, one bleed action each turn."""
    if not minion.attached or minion.bled_this_turn:
        return []
    prey = state.prey(seat)
    if prey == seat:
        return []
    from .actions import action_stealth

    options = []
    for card, words in _giving(minion, BurnToBleed):
        amount = bleed_amount(state, minion, prey) + words.bleed
        if words.no_other_equipment:
            amount -= equipment_bleed(state, minion, card, prey)
        stealth = action_stealth(state, minion, "bleed", True)
        verb = "uses" if words.keep else "burns"
        options.append(
            Option(
                BURN_BLEED,
                f"{minion.name} {verb} {card.name} to bleed {state.players[prey].name} for"
                f" {amount} ({stealth:+d} stealth)",
                actor=minion.uid,
                target_seat=prey,
                numbers={"stealth": stealth, "bleed": amount},
                data=card.uid,
            )
        )
    return options


def burn_spent(state: GameState, action: Any) -> None:
    """The card the successful action was taken with burns (a blocked one stays)."""
    card = action.burns
    words = first(in_play_effects(card), BurnToBleed) if card is not None else None
    if words is not None and words.keep:
        return  # an equipment's bleed action: it stays
    if card is not None and card.region is Region.ON_CARD and card.host is action.actor:
        state.log_line(f"{action.actor.name} burns {card.name}", SECTION, action.seat)
        burn(state, card)


# -- canceling as announced (React with Conviction) -----------------------------------------------

# Handlers of minions' own actions that take control of their target (Xeper's "steal an ally").
_STEALING_HANDLERS = frozenset({"steal_ally"})


def _requires(level: str, codes: str) -> bool:
    """The card was played at a level requiring one of the Disciplines (1.5.4; as Hide the
    Mind's ruling PIB 20130704 reads "requires": the Discipline it was played with)."""
    return bool(level) and level.lower() in codes.split()


def _takes_control(action: Any) -> bool:
    effects = action.effects or ()
    if has(effects, Steal):
        return True
    own = first(effects, AbilityAction)
    return own is not None and own.handler in _STEALING_HANDLERS


RETRY = "retry"  # canceled: the acting minion may try the same action again
BARRED = "barred"  # canceled: the acting monster cannot play that action card again this turn


def cancel_as_announced(state: GameState, seat: int, action: Any) -> Ask:
    """As an action is announced, the cards that cancel it: a card on an imbued it is directed
    at (``RETRY``), or a reaction played from hand on a monster's action card (``BARRED``);
    "" if none did."""
    if not state.imbued:
        return ""
    if (yield from _burn_to_cancel(state, seat, action)):
        return RETRY
    if action.card is not None and (yield from _reaction_cancels(state, seat, action)):
        return BARRED
    return ""


def _burn_to_cancel(state: GameState, seat: int, action: Any) -> Ask:
    """An action directed at an imbued, as it is announced: his Methuselah may burn a card on
    him to cancel it, if it requires one of the card's Disciplines or would take control of
    him. Returns whether it was canceled (rulings LSJ 20060425: not performed, the acting
    minion stays unlocked)."""
    target = action.target
    if target is None or not target.attached or target.controller == seat:
        return False
    if not is_imbued(target) or target.region is not Region.READY:
        return False
    what = action.card.name if action.card is not None else "the action"
    for card, words in _giving(target, BurnToCancel):
        by_card = action.card is not None and _requires(action.level, words.disciplines)
        if not by_card and not (words.control and _takes_control(action)):
            continue
        if (yield from _offer(state, target, card, f"{what} ({action.actor.name})")):
            return True
    return False


def cancel_strike_card(fight: Any, side: Any, play: Any) -> Ask:
    """A strike card played by the minion opposing an imbued, as it is played: his Methuselah
    may burn a card on him to cancel it if it requires one of the card's Disciplines (its cost
    is not paid). Returns whether it was canceled."""
    opposing = fight.other(side).minion
    if not opposing.attached or not is_imbued(opposing):
        return False
    clauses = play.card.card.clauses.level(play.level)
    if not (clauses.strike or has(play.effects or (), StrikeWords)):
        return False
    for card, words in _giving(opposing, BurnToCancel):
        if _requires(play.level, words.disciplines):
            return (yield from _offer(fight.state, opposing, card, play.card.name))
    return False


def _offer(state: GameState, imbued: CardInPlay, card: CardInPlay, what: str) -> Ask:
    options = [
        Option("cancel", f"Burn {card.name}: cancel {what}", actor=imbued.uid, card=card.uid),
        Option("pass", f"Let {what} go on"),
    ]
    seat = imbued.controller
    choice = yield from ask(seat, "conviction-cancel", SECTION, f"Cancel {what}?", options)
    if choice.key != "cancel":
        return False
    burn(state, card)
    state.log_line(f"{imbued.name} burns {card.name}: {what} is canceled", SECTION, seat)
    return True


def _reaction_cancels(state: GameState, seat: int, action: Any) -> Ask:
    """Determine: when a monster controlled by your predator or prey plays an action card, an
    unlocked imbued of yours who can play it (Vision, its conviction) locks and cancels that
    card as it is played. Returns whether it did."""
    from .cancels import minion_cancel_window
    from .cardplay import finish_card, pay_cost, play_from_hand, playable_levels
    from .permanents import may_react
    from .reactions import note_reaction

    if not is_monster(action.actor) or not _any_canceller(state):
        return False
    played = action.card
    for other in dict.fromkeys((state.prey(seat), state.predator(seat))):
        if other == seat or state.players[other].ousted:
            continue
        player = state.players[other]
        options = []
        for minion in player.ready:
            if minion.locked or not is_imbued(minion) or not may_react(state, minion):
                continue
            for card in player.hand:
                if not _cancels_action_cards(card.card.name):
                    continue
                for level in playable_levels(state, minion, card.card):
                    options.append(
                        Option(
                            "cancel",
                            f"{minion.name} plays {card.name}: cancel {played.name}",
                            actor=minion.uid,
                            card=card.uid,
                            data=level,
                        )
                    )
        if not options:
            continue
        options.insert(0, Option("pass", f"Let {played.name} be played"))
        question = f"{action.actor.name} plays {played.name}: cancel it?"
        choice = yield from ask(other, "conviction-cancel", SECTION, question, options)
        if choice.key != "cancel":
            continue
        minion, card = state.cards[choice.actor], state.cards[choice.card]
        play_from_hand(state, card, choice.data)
        if (yield from minion_cancel_window(state, other, card)):
            finish_card(state, card)  # 1.6.1.1: canceled in turn, its cost unpaid
            continue
        pay_cost(state, other, minion, card.card)
        lock(state, minion)
        note_reaction(state, minion, card, choice.data)
        state.log_line(f"{choice.label}: {played.name} is canceled", SECTION, other)
        finish_card(state, card)
        return True
    return False


def _any_canceller(state: GameState) -> bool:
    """Whether any Methuselah holds such a card (most tables: none; asked at each action
    card)."""
    return any(_cancels_action_cards(c.card.name) for p in state.players for c in p.hand)


@derived
def _cancels_action_cards(name: str) -> bool:
    from .effects import effects_named

    return any(
        has(effects_named(name, level), CancelActionCard)
        for level in (cards()[name].clauses.keys or ("",))
    )
