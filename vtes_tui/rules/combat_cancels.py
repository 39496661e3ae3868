"""Provides the canceling of a combat card as the opposing minion plays it, by a card from the
hand of the minion facing him (1.6.1.1; Charismatic Aura: "Burn 1 blood to cancel a strike
card (the minion chooses a strike again) or a grapple card as it is played by the opposing
minion, and its cost is not paid"; the reflex of Fae Contortion [myt] against a grapple card)."""

from __future__ import annotations

from collections.abc import Generator

from ..cards.combat_words import Grapple
from ..cards.library_five_words import CancelCombatCard
from ..cards.model import Card
from .cancels import minion_cancel_window
from .cardplay import finish_card, hand_plays, level_label, pay_cost, play_from_hand
from .effects import effects_at, first, has
from .fight import Fight, Play, Side, allowed
from .prompts import PASS, Option, Prompt, ask
from .state import Region
from .zones import lose_blood

CANCEL_CARD = "cancel-card"  # the prompt: cancel the combat card being played?
_CANCELING = "cancels combat cards"  # a card's memo: the levels at which it cancels one


def cancel_opposing_card(fight: Fight, side: Side, play: Play) -> Generator[Prompt, int, bool]:
    """The minion facing ``side`` may play a card from his Methuselah's hand canceling the
    combat card ``side`` is playing, if it is of a kind that card cancels. Returns whether the
    card was canceled (its cost then unpaid, 1.6.1.1)."""
    other = fight.other(side)
    minion = other.minion
    if minion.region is not Region.READY:
        return False
    options = []
    for card, level in hand_plays(fight.state, other.seat, minion, _CANCELING, _cancels_combat):
        words = first(effects_at(card.card, level), CancelCombatCard)
        assert words is not None
        if minion.blood < words.burn_blood + max(card.card.blood_cost or 0, 0):
            continue  # rulings: a card that burns blood needs the blood to burn
        if not _cancels(words, play) or not allowed(fight, other, card, level):
            continue
        options.append(
            Option(
                "cancel",
                f"{other.name} plays {card.name}{level_label(level)}: cancel {play.card.name}",
                actor=minion.uid,
                card=card.uid,
                data=level,
            )
        )
    if not options:
        return False
    options.append(Option(PASS, f"Let {play.card.name} be played"))
    choice = yield from ask(
        other.seat, CANCEL_CARD, "1.6.1.1", f"Cancel {play.card.name}?", options, fight.context()
    )
    if choice.key == PASS:
        return False
    canceling = fight.state.cards[choice.card]
    level = choice.data
    play_from_hand(fight.state, canceling, level)
    other.played_round.append((canceling.card.name, level))
    other.played_combat.append((canceling.card.name, level))
    if (yield from minion_cancel_window(fight.state, other.seat, canceling)):
        finish_card(fight.state, canceling)  # 1.6.1.1: canceled itself, its cost unpaid
        return False
    pay_cost(fight.state, other.seat, minion, canceling.card)
    words = first(effects_at(canceling.card, level), CancelCombatCard)
    assert words is not None
    if words.burn_blood:
        lose_blood(fight.state, minion, words.burn_blood)
    finish_card(fight.state, canceling)
    fight.state.log_line(choice.label, "1.6.1.1", other.seat)
    fight.state.log_line(f"{play.card.name} is canceled as it is played", "1.6.1.1", other.seat)
    return True


def _cancels(words: CancelCombatCard, play: Play) -> bool:
    effects = play.effects or ()
    if words.strike and play.has_strike:
        return True
    if words.grapple and (play.card.card.clauses.grapple or has(effects, Grapple)):
        return True
    return bool(words.requires) and play.level.lower().split("+")[0] in words.requires.split()


def _cancels_combat(card: Card, level: str) -> bool:
    """Whether the card cancels a combat card at that level."""
    return first(effects_at(card, level), CancelCombatCard) is not None
