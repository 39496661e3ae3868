"""Provides the cost added to minion cards that change the target of a bleed action while a
card in play says so (Narrow Minds: "+1 blood or life"), at the levels that change it (6.1.1,
1.6.1.3): a level the minion cannot pay for is not offered; the surcharge is paid with the
card's cost."""

from __future__ import annotations

from ..cards.action_words import RedirectBleed
from ..cards.definitions import definitions
from ..cards.in_play_words import RedirectSurcharge
from ..cards.model import Card
from .contests import in_play_with
from .effects import derived, in_play_effects, of_type
from .state import CardInPlay, GameState
from .zones import lose_blood


@derived
def redirect_levels(name: str) -> frozenset[str]:
    """The levels at which the card of that name changes the target of a bleed."""
    found = definitions().get(name)
    if found is None:
        return frozenset()
    return frozenset(
        level
        for level, words in found.play.items()
        if any(isinstance(w, RedirectBleed) for w in words)
    )


def redirects(name: str) -> bool:
    return bool(redirect_levels(name))


def surcharge(state: GameState, card: Card, level: str) -> int:
    """The blood (or life) more the card costs at this level now."""
    if level not in redirect_levels(card.name):
        return 0
    return sum(
        word.blood
        for other in in_play_with(state, RedirectSurcharge)
        if not other.contested
        for word in of_type(in_play_effects(other), RedirectSurcharge)
    )


def redirect_affordable(state: GameState, minion: CardInPlay, card: Card, level: str) -> bool:
    """The minion has the blood (or life) for the card's cost and the surcharge (1.6.1.3)."""
    extra = surcharge(state, card, level)
    return not extra or minion.blood >= max(card.blood_cost or 0, 0) + extra


def pay_redirect_surcharge(state: GameState, minion: CardInPlay, card: CardInPlay) -> None:
    extra = surcharge(state, card.card, card.level)
    if extra:
        lose_blood(state, minion, extra)
        state.log_line(f"{minion.name} pays {extra} more for {card.name}", "1.6.1.3")
