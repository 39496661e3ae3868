"""Provides canceling a card as it is played (1.6.1.1): the out-of-turn master cards that do it
(Sudden Reversal and Wash for master cards, Direct Intervention for minion cards) are offered to
the other Methuselahs, clockwise, once the card is announced and before it takes effect or its
cost is paid (1.6.2.4: out-of-turn, one before her next master phase, never on her own turn)."""

from __future__ import annotations

from collections.abc import Generator

from ..cards.master_words import CancelMaster, CancelMinionCard
from .cardplay import finish_card, play_from_hand
from .effects import derived, effects_at, effects_named, first
from .events import Modifier
from .prompts import Option, Prompt, ask
from .replacing import extra_draws
from .state import CardInPlay, GameState
from .zones import add_modifier, lose_pool

NOT_CANCELED = ""
CANCELED = "canceled"
REFUND = "refund"  # canceled, and its player gets +1 master phase action (Wash)


def _cancels(state: GameState, seat: int, other: int) -> list[CardInPlay]:
    """The cancel cards Methuselah ``other`` may play against a master card of ``seat``."""
    from .master import master_playable

    player = state.players[other]
    if player.oot_master_pending or other == state.current:
        return []  # 1.6.2.4: one before her next master phase; not on her own turn
    found = []
    for card in player.hand:
        cancel = first(effects_at(card.card, ""), CancelMaster)
        if cancel is None or not master_playable(state, other, card):
            continue
        if cancel.neighbours and other not in (state.prey(seat), state.predator(seat)):
            continue  # Wash: "played by your predator or prey"
        found.append(card)
    return found


def cancel_window(state: GameState, seat: int, card: CardInPlay) -> Generator[Prompt, int, str]:
    """1.6.1.1: the others may cancel ``card`` as ``seat`` plays it. Returns whether it was
    (``CANCELED``, ``REFUND``) or not (``NOT_CANCELED``)."""
    for other in state.clockwise_from(seat)[1:]:
        options = [
            Option("cancel", f"Play {c.name}: cancel {card.name}", card=c.uid)
            for c in _cancels(state, seat, other)
        ]
        if not options:
            continue
        options.insert(0, Option("pass", f"Let {card.name} be played"))
        choice = yield from ask(
            other,
            "cancel",
            "1.6.1.1",
            f"{state.players[seat].name} plays {card.name}: cancel it as it is played?",
            options,
        )
        if choice.key == "pass":
            continue
        canceller = state.cards[choice.card]
        cancel = first(effects_at(canceller.card, ""), CancelMaster)
        assert cancel is not None
        if (yield from _play_cancel(state, other, canceller)):
            state.log_line(f"{card.name} is canceled as it is played", "1.6.1.1", other)
            if cancel.refund and card.card.out_of_turn:
                # Wash: "... at the start of their next master phase if the canceled card is
                # an out-of-turn master".
                add_modifier(state, Modifier("master_phase_actions", 1, "master", seat=seat))
                return CANCELED
            return REFUND if cancel.refund else CANCELED
    return NOT_CANCELED


def minion_cancel_window(
    state: GameState, seat: int, card: CardInPlay
) -> Generator[Prompt, int, bool]:
    """1.6.1.1: the others may cancel the minion card ``seat`` plays (Direct Intervention): an
    action card, a modifier or reaction, a card played in a referendum or a combat card.
    Returns whether it was canceled."""
    from .master import master_playable

    for other in state.clockwise_from(seat)[1:]:
        player = state.players[other]
        if player.oot_master_pending or other == state.current:
            continue  # 1.6.2.4
        found = [
            c
            for c in player.hand
            if _cancels_minion_cards(c.card.name) and master_playable(state, other, c)
        ]
        if not found:
            continue
        options = [Option("pass", f"Let {card.name} be played")]
        options += [
            Option("cancel", f"Play {c.name}: cancel {card.name}", card=c.uid) for c in found
        ]
        choice = yield from ask(
            other,
            "cancel",
            "1.6.1.1",
            f"{state.players[seat].name} plays {card.name}: cancel it as it is played?",
            options,
        )
        if choice.key == "cancel" and (
            yield from _play_cancel(state, other, state.cards[choice.card])
        ):
            state.log_line(f"{card.name} is canceled as it is played", "1.6.1.1", other)
            return True
    return False


@derived
def _cancels_minion_cards(name: str) -> bool:
    """Whether the card of that name cancels a minion card as it is played (asked of every card
    in the others' hands at every card a minion plays)."""
    return first(effects_named(name, ""), CancelMinionCard) is not None


def _play_cancel(state: GameState, seat: int, card: CardInPlay) -> Generator[Prompt, int, bool]:
    """Play the out-of-turn cancel card (itself open to cancellation); True when it stands."""
    play_from_hand(state, card)
    yield from extra_draws(state, seat)  # Infernal Pursuit
    # 5, 1.6.2.4: it counts against her next master phase, even if it is canceled.
    state.players[seat].oot_master_pending = True
    state.log_line(f"{state.players[seat].name} plays {card.name} (out-of-turn)", "1.6.2", seat)
    canceled = yield from cancel_window(state, seat, card)
    if not canceled:
        lose_pool(state, seat, max(card.card.pool_cost or 0, 0))
        if card.card.trifle:
            # 1.6.2.5: an out-of-turn trifle's master phase action comes in her next one.
            trifle = Modifier("master_phase_actions", 1, "master", seat=seat, source=card.uid)
            add_modifier(state, trifle)
    finish_card(state, card)
    return not canceled
