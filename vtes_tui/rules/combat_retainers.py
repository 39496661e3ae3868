"""Provides combat cards that employ or burn a retainer of the minion playing them (6.4, 6.1.4):
a retainer employed from the hand before range is determined, its requirements and cost
applying as normal; one burned to put the card on the minion (Pack Alpha)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.combat_words import BurnRetainerToStay, EmployFromHand
from ..cards.vocabulary import Effect
from .cardplay import has_room_for, pay_cost, play_from_hand, playable_levels
from .contests import enter_play
from .effects import effects_at, first
from .fight import Fight, Play, Side
from .prompts import Ask, Option, ask
from .replacing import extra_draws
from .state import CardInPlay
from .zones import add_blood, attach, burn


def retainers_allow(fight: Fight, side: Side, play: Play) -> bool:
    """Whether the card has its retainer: one in hand he can employ, or one on him to burn
    (and room for the card: "A minion can have only one Pack Alpha")."""
    employ = first(play.effects, EmployFromHand)
    if employ is not None and not _hires(fight, side, employ.creature, play.card):
        return False
    stay = first(play.effects, BurnRetainerToStay)
    if stay is not None:
        if not _employed(side.minion, stay.creature):
            return False
        if play.clauses.have_only_one and not has_room_for(side.minion, play.card.card):
            return False
    return True


def _hires(
    fight: Fight, side: Side, creature: str, playing: CardInPlay
) -> list[tuple[CardInPlay, str]]:
    """The retainers of that creature in her hand he can employ, at each level he can play
    them at (1.6.1.3), one of each name."""
    seen: dict[str, CardInPlay] = {}
    for card in fight.state.players[side.seat].hand:
        if card is not playing and "Retainer" in card.card.types:
            if card.card.clauses.creature == creature:
                seen.setdefault(card.name, card)
    return [
        (card, level)
        for card in seen.values()
        if has_room_for(side.minion, card.card)
        for level in playable_levels(fight.state, side.minion, card.card)
    ]


def _employed(minion: CardInPlay, creature: str) -> list[CardInPlay]:
    return [
        c
        for c in minion.attached
        if "Retainer" in c.card.types and c.card.clauses.creature == creature
    ]


def _employ(fight: Fight, side: Side, play: Play, words: EmployFromHand) -> Ask:
    """6.1.4: the retainer is played from her hand (replaced), its cost paid, and goes on him
    with its life; what it does as it enters play follows."""
    from .action_cards import carry_out
    from .apply import Played, starting_life

    state = fight.state
    found = _hires(fight, side, words.creature, play.card)
    if not found:
        return
    options = [
        Option(
            "card",
            f"{side.name} employs {card.name}{f' [{level}]' if level else ''}",
            card=card.uid,
            data=level,
        )
        for card, level in found
    ]
    choice = yield from ask(side.seat, "search", "6.4", "Employ which retainer?", options)
    card, level = state.cards[choice.card], choice.data
    play_from_hand(state, card, level)
    yield from extra_draws(state, side.seat)  # Infernal Pursuit
    pay_cost(state, side.seat, side.minion, card.card)
    attach(state, card, side.minion)
    add_blood(state, card, starting_life(card), entering=True)
    enter_play(state, card)
    state.log_line(choice.label, "6.4", side.seat)
    played = Played(state, side.seat, card, side.minion, level=level, section="6.4")
    yield from carry_out(played, effects_at(card.card, level) or ())


def _burn_to_stay(fight: Fight, side: Side, play: Play, words: BurnRetainerToStay) -> Ask:
    """The retainer he chooses is burned; the card goes on him (it stays in play)."""
    state = fight.state
    found = _employed(side.minion, words.creature)
    if not found:
        return
    options = [Option("burn", f"Burn {c.name}", card=c.uid) for c in found]
    choice = yield from ask(side.seat, "target", "6.4", "Burn which retainer?", options)
    retainer = state.cards[choice.card]
    burn(state, retainer)
    attach(state, play.card, side.minion)
    state.log_line(
        f"{side.name} burns {retainer.name}: {play.card.name} is put on him", "6.4", side.seat
    )


RETAINER_PROCEDURES: dict[type[Effect], Callable[[Fight, Side, Play, Any], Ask]] = {
    EmployFromHand: _employ,
    BurnRetainerToStay: _burn_to_stay,
}
