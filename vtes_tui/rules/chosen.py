"""Provides what a card in play does to the vampires it chose as it was played: choosing them
(Toreador Grand Ball's two Toreador, The Rack's vampire), and the lasting effects on them: a
vampire held locked through the unlock phase (4), one whose actions cannot be blocked (6.2.2)."""

from __future__ import annotations

from typing import Any

from ..cards.in_play_words import HeldLocked, Unblockable
from ..cards.master_words import Choose
from .contests import in_play_with
from .effects import first, in_play_effects
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState
from .zones import lock, lose_pool


def candidates(state: GameState, seat: int, effect: Choose) -> list[CardInPlay]:
    """The ready vampires she controls the card may choose."""
    return [
        v
        for v in state.players[seat].ready
        if v.is_vampire and (not effect.clan or effect.clan in v.card.clans)
    ]


def choose(
    state: GameState,
    seat: int,
    card: CardInPlay,
    effect: Choose,
    section: str,
    priced: bool = False,
) -> Ask:
    """She chooses the vampires, one prompt each; the first is locked if the card says so.
    ``priced``: the card is being played, and choosing is targeting (Secure Haven, ruling LSJ
    20031010): a vampire that makes master cards targeting him cost more costs her that much
    pool, and is not offered if she cannot pay it."""
    card.chosen = []
    for number in range(effect.count):
        found = [v for v in candidates(state, seat, effect) if v.uid not in card.chosen]
        extra = {v.uid: _surcharge(state, seat, card, v) if priced else 0 for v in found}
        found = [v for v in found if extra[v.uid] <= state.players[seat].pool]
        if not found:
            return
        locks = effect.lock_first and number == 0
        verb = "Lock" if locks else "Choose"
        options = [
            Option("choose", f"{verb} {v.name}{_priced(extra[v.uid])}", target=v.uid) for v in found
        ]
        choice = yield from ask(
            seat, "target", section, f"{card.name}: {verb.lower()} whom?", options
        )
        vampire = state.cards[choice.target]
        card.chosen.append(vampire.uid)
        if locks:
            lock(state, vampire)
        state.log_line(f"{card.name} chooses {vampire.name}", section, seat)
        if extra[vampire.uid]:
            lose_pool(state, seat, extra[vampire.uid])
            state.log_line(
                f"{state.players[seat].name} pays {extra[vampire.uid]} more pool for choosing "
                f"{vampire.name}",
                "1.6.1.3",
                seat,
            )


def _surcharge(state: GameState, seat: int, card: CardInPlay, vampire: CardInPlay) -> int:
    """The pool choosing this vampire adds to the master card's cost (Secure Haven)."""
    from .master import master_cost

    if not vampire.attached:
        return 0
    return master_cost(state, seat, card, vampire) - master_cost(state, seat, card)


def _priced(extra: int) -> str:
    return f" (+{extra} pool)" if extra else ""


def _choosers(state: GameState, minion: CardInPlay, cls: type[Any], at: int) -> bool:
    """Whether a card in play with that word chose this minion (first ``0`` or last ``-1``)."""
    for card in in_play_with(state, cls):
        if card.chosen and not card.contested and card.chosen[at] == minion.uid:
            return True
    return False


def held_locked(state: GameState, minion: CardInPlay) -> bool:
    """4: a card in play keeps this vampire from unlocking as normal (Toreador Grand Ball)."""
    return _choosers(state, minion, HeldLocked, 0)


def cannot_be_blocked(state: GameState, action: Any) -> bool:
    """6.2.2: a card in play makes the acting vampire's actions (non-bleed ones) unblockable."""
    for card in in_play_with(state, Unblockable):
        if not card.chosen or card.contested or card.chosen[-1] != action.actor.uid:
            continue
        found = first(in_play_effects(card), Unblockable)
        if found is not None and not (found.not_bleed and action.is_bleed):
            return True
    return False
