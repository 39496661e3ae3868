"""Provides the automated out-of-turn master cards played during another Methuselah's action
(1.6.2.4): when their clauses allow ("Only usable if a minion is bleeding you ... after blocks
are declined"), borrowing from her next master phase (5), open to cancellation as they are
played (1.6.1.1), and their effect on the action (Archon Investigation burns the acting minion)."""

from __future__ import annotations

from ..cards.master_words import BurnActor
from .actions import Action
from .cancels import cancel_window
from .cardplay import finish_card, play_from_hand
from .effects import effects_at, first
from .lasting import bleed_now
from .master import master_cost, master_playable
from .prompts import Ask, Option
from .state import GameState
from .zones import burn, lose_pool

KEY = "oot-master"


def out_of_turn_options(state: GameState, action: Action, seat: int) -> list[Option]:
    """Once blocks are declined (6.2.2): the automated out-of-turn masters she may play now."""
    player = state.players[seat]
    if seat == state.current or player.oot_master_pending:
        return []  # 1.6.2.4: not on her own turn; one before her next master phase
    options = []
    for card in player.hand:
        if not card.card.out_of_turn:
            continue
        burning = first(effects_at(card.card, ""), BurnActor)
        if burning is None:
            continue
        clauses = card.card.clauses.level("")
        if clauses.bleeding_you and not (action.is_bleed and action.target_seat == seat):
            continue
        if bleed_now(state, action) < burning.min_bleed:
            continue  # "the bleed amount is 4 or more"
        # Archon Investigation ruling LSJ 20010817: it targets the acting minion.
        cost = master_cost(state, seat, card, action.actor)
        if not master_playable(state, seat, card) or player.pool < cost:
            continue
        options.append(
            Option(
                KEY,
                f"Play {card.name}: burn {action.actor.name} ({cost} pool)",
                card=card.uid,
                target=action.actor.uid,
            )
        )
    return options


def play_out_of_turn(state: GameState, action: Action, choice: Option) -> Ask:
    """Play it: it borrows her next master phase action even if canceled (5); then its cost
    and its effect."""
    card = state.cards[choice.card]
    seat = card.owner
    play_from_hand(state, card)
    state.players[seat].oot_master_pending = True
    state.log_line(f"{state.players[seat].name} plays {card.name} (out-of-turn)", "1.6.2", seat)
    if not (yield from cancel_window(state, seat, card)):
        lose_pool(state, seat, master_cost(state, seat, card, action.actor))
        burn(state, action.actor)
        state.log_line(f"{action.actor.name} is burned", "1.6.2", seat)
    finish_card(state, card)
