"""Provides what minions can do during any Methuselah's unlock phase (4), not only their own
controller's: a minion whose card lets him burn blood to unlock (Homunculus)."""

from __future__ import annotations

from ..cards.in_play_words import UnlockForBlood
from .contests import in_play_with
from .effects import first, in_play_effects
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import lose_blood, unlock

UNLOCK_FOR_BLOOD = "unlock-for-blood"  # the prompt's kind
UNLOCK = "unlock"  # an option's key


def unlock_for_blood(state: GameState, seat: int) -> Ask:
    """Each Methuselah, from the one whose unlock phase it is (1.6.1.5), may have her locked
    minions bearing such a card burn its blood to unlock, one at a time until she passes."""
    if not in_play_with(state, UnlockForBlood):
        return
    for other in state.clockwise_from(seat):
        while True:
            options = [
                Option(
                    UNLOCK,
                    f"{card.host.name} burns {cost} blood to unlock ({card.name})",
                    actor=card.host.uid,
                    card=card.uid,
                    numbers={"cost": cost, "blood": card.host.blood},
                    data=cost,
                )
                for card in in_play_with(state, UnlockForBlood)
                if card.controller == other
                and (cost := _cost(card)) is not None
                and card.host is not None
            ]
            if not options:
                break
            options.append(Option(PASS, "Unlock no one"))
            choice = yield from ask(
                other, UNLOCK_FOR_BLOOD, "4", "Burn blood to unlock a minion?", options
            )
            if choice.key == PASS:
                break
            minion = state.cards[choice.actor]
            lose_blood(state, minion, choice.data)
            unlock(state, minion)
            state.log_line(
                f"{minion.name} burns {choice.data} blood and unlocks ({state.cards[choice.card].name})",
                "4",
                other,
            )


def _cost(card: CardInPlay) -> int | None:
    """The blood its minion burns to unlock, if he is a locked ready minion who has it."""
    host = card.host
    if card.contested or host is None or host.region is not Region.READY or not host.locked:
        return None
    word = first(in_play_effects(card), UnlockForBlood)
    if word is None or host.blood < word.blood:
        return None
    return word.blood
