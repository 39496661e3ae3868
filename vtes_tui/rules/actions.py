"""Provides the minion phase: which actions each minion may take, and the course of an action (6.1, 6.2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cardplay import cost_words, playable_levels, spec_for
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Phase

# 6.1: inherent stealth of the default actions.
DEFAULT_STEALTH = {
    "bleed": 0,
    "hunt": 1,
    "equip": 1,
    "employ": 1,
    "recruit": 1,
    "political": 1,
    "leave-torpor": 1,
    "rescue": 1,
    "diablerize": 1,
    "anarch": 1,
    "equip-from": 1,
    "card": 0,
}


@dataclass(slots=True)
class Action:
    """One action in progress: who acts, how, at whom, and the numbers so far (6.2)."""

    actor: CardInPlay
    kind: str
    label: str
    card: CardInPlay | None = None
    level: str = ""
    spec: dict[str, Any] | None = None
    target_seat: int | None = None
    target: CardInPlay | None = None
    stealth: int = 0
    bleed: int = 0
    directed: bool = False
    is_bleed: bool = False
    blocker: CardInPlay | None = None
    intercept: int = 0
    played: set[tuple[int, int]] = field(default_factory=set)  # (minion uid, card id): 1.6.3
    limited_played: bool = False
    failed_blockers: set[int] = field(default_factory=set)
    blood_cost: int = 0  # blood a cardless action costs (6.5.2, 6.5.3, 10.5)

    @property
    def seat(self) -> int:
        return self.actor.controller

    def context(self) -> dict[str, Any]:
        """What a screen needs to show of the action in progress."""
        return {
            "action": self.label,
            "actor": self.actor.uid,
            "kind": self.kind,
            "stealth": self.stealth,
            "intercept": self.intercept,
            "blocker": self.blocker.uid if self.blocker else None,
            "bleed": self.bleed if self.is_bleed else None,
            "target_seat": self.target_seat,
            "directed": self.directed,
        }


# -- which actions may be taken (6.1) -----------------------------------------------------------


def can_act(minion: CardInPlay) -> bool:
    """6: only unlocked minions act; contested cards are out of play (4.1)."""
    return not minion.locked and not minion.face_down and not minion.recruited_this_turn


def mandatory_hunters(state: GameState, seat: int) -> list[CardInPlay]:
    """6.1.2: a ready vampire with no blood must hunt, before any other action."""
    return [m for m in state.players[seat].ready if m.is_vampire and can_act(m) and m.blood == 0]


def action_options(state: GameState, seat: int) -> list[Option]:
    hunters = mandatory_hunters(state, seat)
    if hunters:
        # 6: none of your minions may take a non-mandatory action before the hunts.
        return [_hunt_option(m) for m in hunters]
    player = state.players[seat]
    options: list[Option] = []
    for minion in player.ready:
        if can_act(minion):
            options.extend(_ready_minion_actions(state, seat, minion))
    for minion in player.torpor:
        if can_act(minion) and minion.blood >= 2:
            options.append(
                Option(
                    "leave-torpor",
                    f"{minion.name} leaves torpor (+1 stealth, 2 blood)",
                    actor=minion.uid,
                    numbers={"stealth": 1, "cost": 2},
                )
            )
    options.append(Option("end", "End the minion phase"))
    return options


def _hunt_option(minion: CardInPlay) -> Option:
    return Option(
        "hunt", f"{minion.name} hunts (+1 stealth)", actor=minion.uid, numbers={"stealth": 1}
    )


def _ready_minion_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    from .permanents import bleed_amount

    options: list[Option] = []
    prey = state.prey(seat)
    prey_name = state.players[prey].name
    if not minion.bled_this_turn and prey != seat:
        amount = bleed_amount(minion)
        options.append(
            Option(
                "bleed",
                f"{minion.name} bleeds {prey_name} for {amount}",
                actor=minion.uid,
                target_seat=prey,
                numbers={"stealth": 0, "bleed": amount},
            )
        )
    if minion.is_vampire:
        options.append(_hunt_option(minion))
    for card in state.players[seat].hand:
        options.extend(_card_actions(state, seat, minion, card))
    options.extend(_default_special_actions(state, seat, minion))
    return options


def _card_actions(
    state: GameState, seat: int, minion: CardInPlay, card: CardInPlay
) -> list[Option]:
    """Action cards, equipment, retainers, allies and political actions this minion can play."""
    types = card.card.types
    if "Political Action" in types:
        kind = "political"
        if not minion.is_vampire or minion.political_this_turn:
            return []  # 6.1.7: vampires only, one political action each turn
    elif "Equipment" in types:
        kind = "equip"
    elif "Retainer" in types:
        kind = "employ"
    elif "Ally" in types:
        kind = "recruit"
    elif "Action" in types:
        kind = "card"
    else:
        return []
    if card.card.id in minion.used:
        return []  # 6.1.6: not the same action card twice in a turn
    options = []
    for level in playable_levels(state, minion, card.card):
        option = _card_action_option(state, seat, minion, card, kind, level)
        if option is not None:
            options.append(option)
    return options


def _card_action_option(
    state: GameState, seat: int, minion: CardInPlay, card: CardInPlay, kind: str, level: str
) -> Option | None:
    from .permanents import bleed_amount

    spec = spec_for(card.card, "action", level) if kind == "card" else None
    clauses = card.card.clauses.level(level)
    stealth = DEFAULT_STEALTH[kind] + clauses.stealth_action
    if spec is not None:
        stealth = DEFAULT_STEALTH[kind] + int(spec.get("stealth", 0))
    cost = cost_words(card.card)
    suffix = f", {cost}" if cost else ""
    tag = f" [{level}]" if level else ""
    hand = "" if spec is not None or kind != "card" else " (resolve by hand)"
    numbers: dict[str, int | bool] = {"stealth": stealth}
    target_seat = None
    if spec is not None and "bleed" in spec:
        if minion.bled_this_turn:
            return None  # 6.1.1: one bleed action each turn
        target_seat = state.prey(seat)
        amount = bleed_amount(minion) + int(spec["bleed"])
        numbers["bleed"] = amount
        words = f"bleeds {state.players[target_seat].name} for {amount}"
    elif kind == "card" and spec is None and clauses.directed:
        words = "plays"
        if clauses.bleed_action:
            if minion.bled_this_turn:
                return None
            target_seat = state.prey(seat)
    else:
        words = {
            "equip": "equips with",
            "employ": "employs",
            "recruit": "recruits",
            "political": "calls",
            "card": "plays",
        }[kind]
    if spec is None or "bleed" not in spec:
        what = f"{words} {card.name}"
    else:
        what = f"{words} with {card.name}"
    return Option(
        kind,
        f"{minion.name} {what}{tag} (+{stealth} stealth{suffix}){hand}",
        actor=minion.uid,
        card=card.uid,
        target_seat=target_seat,
        numbers=numbers,
        data=level,
    )


def _default_special_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Equip from another minion (6.1.3), rescue and diablerize (6.5.3-4), anarch (10.5)."""
    options: list[Option] = []
    player = state.players[seat]
    for other in player.ready:
        if other is minion:
            continue
        for eq in other.attached:
            if "Equipment" in eq.card.types:
                options.append(
                    Option(
                        "equip-from",
                        f"{minion.name} takes {eq.name} from {other.name} (+1 stealth)",
                        actor=minion.uid,
                        card=eq.uid,
                        target=other.uid,
                        numbers={"stealth": 1},
                    )
                )
    if not minion.is_vampire:
        return options
    for p in state.players:
        if p.ousted:
            continue
        for victim in p.torpor:
            if victim.face_down:
                continue
            directed = p.seat != seat
            if minion.blood + victim.blood >= 2:
                options.append(
                    Option(
                        "rescue",
                        f"{minion.name} rescues {victim.name} from torpor (+1 stealth, 2 blood)",
                        actor=minion.uid,
                        target=victim.uid,
                        target_seat=p.seat if directed else None,
                        numbers={"stealth": 1, "cost": 2},
                    )
                )
            if "blood cursed" not in minion.card.keywords:  # 11: cannot commit diablerie
                options.append(
                    Option(
                        "diablerize",
                        f"{minion.name} diablerizes {victim.name} (+1 stealth)",
                        actor=minion.uid,
                        target=victim.uid,
                        target_seat=p.seat if directed else None,
                        numbers={"stealth": 1},
                    )
                )
    if not minion.card.title and minion.sect != "Anarch":
        others = any(m.sect == "Anarch" and m is not minion for m in player.ready)
        cost = 1 if others else 2
        if minion.blood >= cost:
            options.append(
                Option(
                    "anarch",
                    f"{minion.name} becomes anarch (+1 stealth, {cost} blood)",
                    actor=minion.uid,
                    numbers={"stealth": 1, "cost": cost},
                )
            )
    return options


# -- the minion phase (6) -----------------------------------------------------------------------


def minion_phase(state: GameState, seat: int) -> Ask:
    from .resolve import perform_action

    state.phase = Phase.MINION
    while True:
        options = action_options(state, seat)
        choice = yield from ask(
            seat, "action", "6.1", "Minion phase: choose an action, or end the phase", options
        )
        if choice.key == "end":
            return
        yield from perform_action(state, seat, choice)
