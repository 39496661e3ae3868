"""Provides the rules' explanations of the Red List's options (11): marking a Red List minion,
the action to enter combat with a marked one, and the trophies given for burning one
(1.6.2)."""

from __future__ import annotations

from .explanation import Explainer, Explanation, card_at, numbers_of
from .permanents import strength
from .prompts import Option, Prompt
from .red_list import HUNT, HUNT_COST, MARK, TROPHY
from .state import GameState


def _mark(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """11: a master phase action marks the Red List minion for this turn only; her ready
    vampires may then enter combat with him."""
    minion = card_at(state, option.target)
    if minion is None:
        return None
    figures = {"minion": minion.name, "owner": state.players[minion.controller].name}
    return Explanation("master.red-list-mark", "11", figures)


def _hunt(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """11: a +1 stealth action directed at the marked minion's controller (only she may block,
    6.2.2); unblocked, the vampire pays 1 blood and they fight (6.4); burning him earns
    trophies."""
    minion, target = card_at(state, option.actor), card_at(state, option.target)
    if minion is None or target is None:
        return None
    figures: dict[str, int | str | bool] = {
        "minion": minion.name,
        "target": target.name,
        "owner": state.players[target.controller].name,
        "stealth": int(numbers_of(option).get("stealth", 0)),
        "blood": minion.blood,
        "after": minion.blood - HUNT_COST,
        "strength": strength(state, minion),
        "life": f"{target.blood} {'blood' if target.is_vampire else 'life'}",
    }
    return Explanation("action.red-list-combat", "11", figures)


def _trophy(state: GameState, prompt: Prompt, option: Option) -> Explanation | None:
    """11, 1.6.2: the trophy goes on the vampire who burned a Red List minion, and stays
    there: controlled by his controller, never awarded again."""
    card, vampire = card_at(state, option.card), card_at(state, option.actor)
    if card is None or vampire is None:
        return None
    figures = {"card": card.name, "vampire": vampire.name}
    key = "trophy.move" if option.data == "play" else "trophy.put"
    return Explanation(key, "1.6.2" if option.data == "play" else "11", figures)


RED_LIST_EXPLAINERS: dict[tuple[str, str], Explainer] = {
    ("master", MARK): _mark,
    ("action", HUNT): _hunt,
    (TROPHY, TROPHY): _trophy,
}
