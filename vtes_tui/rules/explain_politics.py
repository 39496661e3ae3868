"""Provides the rules' explanations of the options of a referendum (6.3): votes, vote cards,
terms."""

from __future__ import annotations

from ..cards.vocabulary import Votes
from .effects import of_type
from .explanation import Explainer, Explanation, card_at, numbers_of
from .prompts import Option, Prompt
from .state import GameState


def _vote(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.3.2, 6.3.3: a referendum passes with more votes for than against; a tie fails."""
    numbers = numbers_of(option)
    side = "for" if option.key.endswith("-for") else "against"
    votes = int(numbers.get("votes", 0))
    figures = {
        "votes": votes,
        "side": side,
        "for": int(numbers.get("for", 0)) + (votes if side == "for" else 0),
        "against": int(numbers.get("against", 0)) + (votes if side == "against" else 0),
    }
    return Explanation("vote.cast", "6.3.3", figures)


def _point(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    """6.3.2: the terms are set as the referendum is called; if it passes, each point makes
    its Methuselah burn 1 pool (Kine Resources Contested), or gain 1 (Parity Shift)."""
    numbers = numbers_of(option)
    seat = option.target_seat if option.target_seat is not None else prompt.decider
    player = state.players[seat]
    points = int(numbers.get("points", 0)) + 1
    gain = (prompt.context or {}).get("points") == "gain"
    figures = {
        "name": player.name,
        "points": points,
        "pool": player.pool,
        "pool_after": player.pool + points if gain else max(0, player.pool - points),
        "left": int(numbers.get("left", 1)) - 1,
    }
    return Explanation("terms.point-gain" if gain else "terms.point-burn", "6.3.2", figures)


def _vote_card(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """6.3.3: a card played as votes are cast adds its votes to the minion playing it, cast
    with his own on the side he chooses; "+N votes against" ones are cast against as it is
    played (the card's definition, the votes its option carries)."""
    numbers = numbers_of(option)
    votes = int(numbers.get("votes", 0))
    minion, card = card_at(state, option.actor), card_at(state, option.card)
    if not votes or minion is None or card is None:
        return None  # a card with other effects, or one resolved by hand: its label says it
    _, effects = option.data
    against = sum(e.amount for e in of_type(effects or (), Votes) if e.against)
    figures = {
        "minion": minion.name,
        "card": card.name,
        "votes": votes,
        "for": int(numbers.get("for", 0)),
        "against": int(numbers.get("against", 0)),
    }
    if against:
        figures["after"] = int(figures["against"]) + against
        return Explanation("vote.card-against", "6.3.3", figures)
    return Explanation("vote.card", "6.3.3", figures)


def _done_voting(state: GameState, prompt: Prompt, option: Option) -> Explanation:
    numbers = numbers_of(option)
    figures = {"for": int(numbers.get("for", 0)), "against": int(numbers.get("against", 0))}
    passes = figures["for"] > figures["against"]
    return Explanation("vote.done-passes" if passes else "vote.done-fails", "6.3.2", figures)


POLITICS_EXPLAINERS: dict[tuple[str, str], Explainer] = {
    ("vote", "vote-for"): _vote,
    ("vote", "vote-against"): _vote,
    ("vote", "burn-for"): _vote,
    ("vote", "burn-against"): _vote,
    ("vote", "play"): _vote_card,
    ("vote", "done"): _done_voting,
    ("terms", "point"): _point,
}
