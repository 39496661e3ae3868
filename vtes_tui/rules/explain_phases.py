"""Provides the rules' explanations of the options of the influence, master and discard
phases (7, 5, 8): transfers, crypt draws, master cards, discards, and ending each phase."""

from __future__ import annotations

from .explanation import Explainer, Explanation, card_at
from .master import master_cost
from .phases import transfers_for
from .prompts import Option, Prompt
from .state import GameState

# -- influence (7) -------------------------------------------------------------------------------


def _to_minion(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """7: one transfer moves 1 pool to an uncontrolled vampire; with blood equal to his
    capacity at the end of the phase he is brought into play, ready (7, 1.5)."""
    vampire = card_at(state, option.card)
    assert vampire is not None
    player = state.players[prompt.decider]
    after = vampire.blood + 1
    figures = {
        "vampire": vampire.name,
        "blood": vampire.blood,
        "after": after,
        "capacity": vampire.capacity,
        "needed": max(0, vampire.capacity - after),
        "pool": player.pool,
        "pool_after": player.pool - 1,
    }
    if vampire.blood >= vampire.capacity:
        key = "transfer.over-capacity"  # 1.5: blood above capacity drains off
    elif after >= vampire.capacity:
        key = "transfer.brings-out"
    else:
        key = "transfer.to-minion"
    return Explanation(key, "7", figures)


def _to_pool(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """7: two transfers move 1 blood from an uncontrolled vampire back to the pool."""
    vampire = card_at(state, option.card)
    assert vampire is not None
    player = state.players[prompt.decider]
    figures = {
        "vampire": vampire.name,
        "blood": vampire.blood,
        "after": vampire.blood - 1,
        "pool": player.pool,
        "pool_after": player.pool + 1,
    }
    return Explanation("transfer.to-pool", "7", figures)


def _crypt(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """7: four transfers and 1 pool draw a crypt card to the uncontrolled region."""
    player = state.players[prompt.decider]
    figures = {"pool": player.pool, "pool_after": player.pool - 1, "crypt": len(player.crypt)}
    return Explanation("transfer.crypt", "7", figures)


def _end_influence(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """7: transfers cannot be saved; vampires with blood at capacity come out now."""
    player = state.players[prompt.decider]
    coming = [
        v.name
        for v in player.uncontrolled
        if v.card.is_crypt and not v.recruited_this_turn and v.blood >= v.capacity > 0
    ]
    context = prompt.context or {}
    figures = {
        "transfers": int(context.get("transfers", transfers_for(state, prompt.decider))),
        "coming": ", ".join(coming),
    }
    return Explanation("transfer.end-brings-out" if coming else "transfer.end", "7", figures)


# -- master and discard phases (5, 8) ------------------------------------------------------------


def _master(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """5, 1.6.2: a master card uses a master phase action and costs its pool (1.6.1.3)."""
    card = card_at(state, option.card)
    assert card is not None
    pool = state.players[prompt.decider].pool
    cost = master_cost(state, prompt.decider, card, card_at(state, option.target))
    figures = {"card": card.name, "cost": cost, "pool": pool, "after": pool - cost}
    if not cost:
        key = "master.play-free"
    elif card.card.clauses.location:
        key = "master.play-location"  # 1.6.2.1: it stays in play
    else:
        key = "master.play-card"
    return Explanation(key, "5", figures)


def _end_master(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """5: master phase actions not used in this phase are lost."""
    actions = int((prompt.context or {}).get("master_phase_actions", 1))
    return Explanation("master.end", "5", {"actions": actions})


def _discard(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """8: one discard phase action: discard a card and draw its replacement (the same for
    every card: the option's label names it)."""
    return Explanation("discard.discard", "8", {"hand": len(state.players[prompt.decider].hand)})


def _end_discard(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """8: a discard phase action not used is lost; the hand stays as it is."""
    return Explanation("discard.end", "8", {"hand": len(state.players[prompt.decider].hand)})


PHASE_EXPLAINERS: dict[tuple[str, str], Explainer] = {
    ("transfer", "to-minion"): _to_minion,
    ("transfer", "to-pool"): _to_pool,
    ("transfer", "crypt"): _crypt,
    ("transfer", "end"): _end_influence,
    ("master", "master"): _master,
    ("master", "end"): _end_master,
    ("discard", "discard"): _discard,
    ("discard", "end"): _end_discard,
}
