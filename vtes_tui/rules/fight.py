"""Provides the combat in progress: its two sides, the range, the combat cards they play (6.4)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..cards.clauses import Clauses
from ..cards.vocabulary import AdditionalStrikes, Maneuver, Press, Prevent
from ..cards.vocabulary import Strike as StrikeWords
from .cardplay import (
    cost_words,
    level_label,
    pay_cost,
    play_from_hand,
    playable_levels,
)
from .effects import Effects, amount, effects_at, has, played_as
from .state import CardInPlay, GameState, Region

if TYPE_CHECKING:
    from .strikes import Strike

CLOSE = "close"
LONG = "long"
BY_HAND = " (resolve by hand)"
_STEPS = ("maneuver", "strike", "press", "prevent")


@dataclass(frozen=True, slots=True)
class Play:
    """A combat card in hand the minion can play at one level (1.5.4, 1.6.1.3)."""

    card: CardInPlay
    level: str
    effects: Effects | None  # automated effects at this level; None: resolved by hand
    clauses: Clauses  # what the lines of the card that apply at this level say

    def offers(self, step: str) -> bool:
        """Whether the card can be played in this step of combat."""
        effects = self.effects
        if effects is not None:
            return {
                "maneuver": has(effects, Maneuver),
                "strike": has(effects, StrikeWords),
                "additional": has(effects, AdditionalStrikes) and not has(effects, StrikeWords),
                "press": has(effects, Press),
                "prevent": has(effects, Prevent),
            }.get(step, False)
        # The step a combat card with no automated effect is offered in, read from its text.
        clauses = self.clauses
        if clauses.before_range:
            return step == "before-range"
        if clauses.before_strikes:
            return step == "before-strikes"
        if step == "additional":
            return bool(clauses.additional_strikes) and not self.has_strike
        return step in _STEPS and getattr(clauses, step)

    @property
    def has_strike(self) -> bool:
        if self.effects is not None:
            return has(self.effects, StrikeWords)
        return self.clauses.strike

    @property
    def additional_strikes(self) -> int:
        if self.effects is not None:
            return amount(self.effects, AdditionalStrikes)
        return self.clauses.additional_strikes

    def label(self, verb: str) -> str:
        cost = cost_words(self.card.card)
        paid = f" ({cost})" if cost else ""
        hand = BY_HAND if self.effects is None else ""
        return f"{verb} {self.card.name}{level_label(self.level)}{paid}{hand}"


@dataclass(slots=True, eq=False)
class Side:
    """One combatant and what he has used this combat and this round."""

    minion: CardInPlay
    seat: int
    weapon_maneuvers: dict[int, int] = field(default_factory=dict)  # weapon uid: used this combat
    fixed: Strike | None = None  # 6.4.2: chosen by maneuvering with a strike card or weapon
    additional: int = 0  # additional strikes left this round
    gained_additional: bool = False  # 6.4.3: one card or effect for additional strikes a round
    presses: int = 0  # optional presses from cards played this round
    maneuvers: int = 0  # optional maneuvers this combat, from cards played on the action
    flexible: int = 0  # optional maneuvers or presses this combat, likewise
    no_equipment: bool = False  # cannot use equipment this combat (Form of the Bat)
    stolen: set[int] = field(default_factory=set)  # 6.4.5: equipment stolen this round

    @property
    def name(self) -> str:
        return self.minion.name

    def new_round(self) -> None:
        self.fixed = None
        self.additional = 0
        self.gained_additional = False
        self.presses = 0
        self.stolen.clear()


@dataclass(slots=True)
class Fight:
    """The combat in progress: the two sides, the range, and whether it has ended."""

    state: GameState
    acting: Side
    opposing: Side
    action: Any = None
    distance: str = CLOSE
    round: int = 0
    pressing: bool = False  # 6.4.4: an uncanceled press to continue
    ended: bool = False
    played: list[CardInPlay] = field(default_factory=list)

    @property
    def sides(self) -> tuple[Side, Side]:
        return (self.acting, self.opposing)

    def other(self, side: Side) -> Side:
        return self.opposing if side is self.acting else self.acting

    def side_of(self, minion: CardInPlay) -> Side | None:
        return next((side for side in self.sides if side.minion is minion), None)

    def going(self) -> bool:
        """6.4.3: combat ends at once when either combatant is no longer ready."""
        return not self.ended and all(s.minion.region is Region.READY for s in self.sides)

    def context(self, **extra: Any) -> dict[str, Any]:
        context = {
            "combat_round": self.round,
            "range": self.distance,
            "acting": self.acting.minion.uid,
            "opposing": self.opposing.minion.uid,
            "action": getattr(self.action, "label", None),
        }
        context.update(extra)
        return context


# -- playing combat cards ---------------------------------------------------------------------------


def combat_plays(state: GameState, minion: CardInPlay, step: str) -> list[Play]:
    """1.6.1.3: combat cards in hand the minion meets the requirements of and can pay for."""
    plays = []
    for card in state.players[minion.controller].hand:
        if "Combat" not in card.card.types:
            continue
        for level in playable_levels(state, minion, card.card):
            if not played_as(card.card, level, "Combat"):
                continue
            effects = effects_at(card.card, level)
            play = Play(card, level, effects, card.card.clauses.level(level))
            if play.offers(step):
                plays.append(play)
    return plays


def play_combat_card(fight: Fight, side: Side, play: Play, section: str) -> None:
    """1.6.1.2: show the card and replace it; 6.2.3: its cost is paid as it is played."""
    state = fight.state
    play_from_hand(state, play.card, play.level)
    pay_cost(state, side.seat, side.minion, play.card.card)
    fight.played.append(play.card)
    state.log_line(
        f"{side.name} plays {play.card.name}{level_label(play.level)}", section, side.seat
    )
