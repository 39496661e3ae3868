"""Provides the combat in progress: its two sides, the range, the combat cards they play (6.4)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..cards.action_words import PutOnSelf
from ..cards.clauses import Clauses
from ..cards.combat_words import (
    AdditionalStrikes,
    AggravatedAsNormal,
    AggravatedHandStrikes,
    BaseStrength,
    BurnRetainerToStay,
    CapDamage,
    ContinueAction,
    EquipWeapon,
    Maneuver,
    Press,
    Prevent,
    PreventLater,
    PutOnOpposing,
    ReplaceDraws,
    Restrain,
    StrikeBonus,
)
from ..cards.combat_words import Strike as StrikeWords
from ..cards.library_five_words import OpposingBurnsPool
from ..cards.model import Card
from ..cards.reaction_words import BurnBlood
from .cancels import minion_cancel_window
from .cardplay import (
    cost_words,
    finish_card,
    level_label,
    pay_cost,
    play_from_hand,
    playable_levels,
)
from .effects import Effects, amount, effects_at, has, of_type, played_as
from .events import Modifier
from .imbued_cards import cancel_strike_card
from .prompts import Option, Prompt
from .replacing import extra_draws
from .state import CardInPlay, GameState, Region
from .zones import add_blood, lose_blood

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
    x: int = 0  # the blood paid for a cost of X (1.6.1.3)

    @property
    def argument(self) -> str:
        """What tells this play apart in its option's id: its level, and X when paid."""
        level = f"l={self.level}" if self.level else ""
        return level + (f"x={self.x}" if self.x else "")

    def offers(self, step: str) -> bool:
        """Whether the card can be played in this step of combat."""
        return _offers(self.clauses, self.effects, step)

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

    def label(self, verb: str, minion: CardInPlay) -> str:
        """The option's words: the verb, the card, its level and what it costs ``minion``."""
        cost = cost_words(self.card.card, minion)
        paid = f" ({cost})" if cost else ""
        hand = BY_HAND if self.effects is None else ""
        return f"{verb} {self.card.name}{level_label(self.level)}{paid}{hand}"


def _offers_in(effects: Effects, step: str) -> bool:
    """Whether a combat card's automated effects are played in this step (only the step asked
    is weighed: every combat card in hand is asked at every step of every round)."""
    if step == "maneuver":
        return any(not m.next_round and not m.this_round for m in of_type(effects, Maneuver))
    if step == "strike":
        return any(not w.this_round for w in of_type(effects, StrikeWords))
    if step == "additional":
        return has(effects, AdditionalStrikes) and not has(effects, StrikeWords)
    if step == "press":
        return any(not p.optional for p in of_type(effects, Press))
    if step == "prevent":
        return has(effects, Prevent) or has(effects, AggravatedAsNormal)
    if step == "before-resolution":
        return has(effects, AggravatedHandStrikes)
    if step == "before-range":
        return any(
            has(effects, w)
            for w in (BaseStrength, EquipWeapon, CapDamage, BurnRetainerToStay, ReplaceDraws)
        )
    if step == "before-strikes":
        return has(effects, BurnRetainerToStay)
    if step == "end-of-round":
        return has(effects, PutOnOpposing) or has(effects, OpposingBurnsPool)
    return False


def _offers(clauses: Clauses, effects: Effects | None, step: str) -> bool:
    """Whether a combat card with these clauses and effects at a level is played in this step."""
    # Timing read from the text: "before range is determined", "before strikes are
    # chosen", "at the end of a round".
    for timed, window in (
        (clauses.before_range, "before-range"),
        (clauses.before_strikes, "before-strikes"),
        (clauses.end_of_round, "end-of-round"),
        (clauses.as_strike_chosen, "aim"),
        (clauses.combat_ending, "combat-ending"),
    ):
        if timed:
            return step == window
    if effects is not None:
        return _offers_in(effects, step)
    # The step a combat card with no automated effect is offered in, read from its text.
    if step == "additional":
        return bool(clauses.additional_strikes) and not clauses.strike
    return step in _STEPS and getattr(clauses, step)


@dataclass(slots=True, eq=False)
class Side:
    """One combatant and what he has used this combat and this round."""

    minion: CardInPlay
    seat: int
    # Optional maneuvers used this combat, by the weapon (or the card) that gives them.
    weapon_maneuvers: dict[int, int] = field(default_factory=dict)
    fixed: Strike | None = None  # 6.4.2: chosen by maneuvering with a strike card or weapon
    additional: int = 0  # additional strikes left this round
    gained_additional: bool = False  # 6.4.3: one card or effect for additional strikes a round
    presses: int = 0  # optional presses from cards played this round
    combat_maneuvers: int = 0  # optional maneuvers this combat, from cards played on the action
    long_maneuvers: int = 0  # ... only usable to get to long range (Repulsion [pre])
    flexible: int = 0  # optional maneuvers or presses this combat, likewise
    combat_presses: int = 0  # optional presses this combat, from his own card (Nephandus)
    maneuvers: int = 0  # optional maneuvers from cards, for this round
    next_maneuvers: int = 0  # ... given for the next round, if another round occurs
    stolen: set[int] = field(default_factory=set)  # 6.4.5: equipment stolen this round
    # What reactions gave him for this combat, used: (card, what it gives) -> how much.
    granted_used: dict[tuple[int | None, str], int] = field(default_factory=dict)
    abilities_used: set[int] = field(default_factory=set)  # "once each combat" abilities
    round_abilities: set[int] = field(default_factory=set)  # "each round": used this round
    only_discipline: str = ""  # this round's additional strike: a strike requiring it only
    played_round: list[tuple[str, str]] = field(default_factory=list)  # (name, level) played
    played_combat: list[tuple[str, str]] = field(default_factory=list)
    blood_lost: int = 0  # 6.4.6: blood this minion burned to heal damage this round
    inflicted: int = 0  # 6.4.6: strike damage successfully inflicted on the opposing minion
    taken: int = 0  # 6.4.6: damage successfully inflicted on this minion this round
    taken_in_combat: int = 0  # ... and this combat (Franciscus)
    prevent_later: int = 0  # damage he can prevent later this round, from a card played
    cap: CapDamage | None = None  # this combat, damage past the first N each round is prevented
    each_round_for_blood: int = 0  # this combat: N blood prevents an opposing initial strike
    each_round_used: int = 0  # the round it was last used in
    prevent_every_round: int = 0  # this combat, damage he can prevent in each round
    granted: list[tuple[str, StrikeWords]] = field(default_factory=list)  # strikes this round
    restraints: list[Restrain] = field(default_factory=list)  # this combat, from the opponent
    strike_bonus: list[StrikeBonus] = field(default_factory=list)  # this combat
    prevent_strikes: bool = False  # all damage from the opposing strikes is prevented this round
    no_press: bool = False  # an aimed strike hurt him: he cannot press this round
    aggravated_as_normal: bool = False  # he treats aggravated damage as normal this round

    @property
    def name(self) -> str:
        return self.minion.name

    def restrained(self, what: str, value: str | bool = True) -> bool:
        """Whether a card of the opponent forbids this this combat (maneuver_to "long"...)."""
        for r in self.restraints:  # asked at every step: mostly none, no generator
            if getattr(r, what) == value:
                return True
        return False

    @property
    def card_cost(self) -> int:
        """Blood more that each combat card costs him this combat."""
        total = 0
        for r in self.restraints:
            total += r.card_cost
        return total

    def new_round(self) -> None:
        self.fixed = None
        self.additional = 0
        self.gained_additional = False
        self.presses = 0
        self.maneuvers, self.next_maneuvers = self.next_maneuvers, 0
        self.stolen.clear()
        self.played_round.clear()
        self.blood_lost = 0
        self.inflicted = 0
        self.taken = 0
        self.prevent_later = self.prevent_every_round
        self.granted.clear()
        self.prevent_strikes = False
        self.no_press = False
        self.aggravated_as_normal = False
        self.round_abilities.clear()
        self.only_discipline = ""


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
    grappled: bool = False  # grapple: only hand strikes can be used this round
    range_set: bool = False  # a card set the range for this round: no maneuvers
    close_next: bool = False  # grapple: the next round is at close range, no range step
    long_rounds: bool = False  # each round is at long range, no range step (Neutral Guard)
    # (the side it comes from, damage, ranged): environmental damage to the opposing minion
    # each round of this combat, during normal strike resolution
    environment: list[tuple[Side, int, bool]] = field(default_factory=list)
    # (card, vampire): "after combat ends, put this card on this vampire"
    kept: list[tuple[CardInPlay, CardInPlay]] = field(default_factory=list)
    # (striking side, strike): what a strike does once combat ends (rulings, "After Combat Ends")
    after: list[tuple[Side, Strike]] = field(default_factory=list)
    continues: ContinueAction | None = None  # the blocked action may continue after combat
    traps: list[tuple[CardInPlay, int]] = field(default_factory=list)  # (card, its counters)
    all_aggravated: bool = False  # this combat, all damage inflicted on vampires is aggravated

    @property
    def sides(self) -> tuple[Side, Side]:
        return (self.acting, self.opposing)

    def other(self, side: Side) -> Side:
        return self.opposing if side is self.acting else self.acting

    def side_of(self, minion: CardInPlay) -> Side | None:
        return next((side for side in self.sides if side.minion is minion), None)

    def going(self) -> bool:
        """6.4.3: combat ends at once when either combatant is no longer ready."""
        return (
            not self.ended
            and self.acting.minion.region is Region.READY
            and self.opposing.minion.region is Region.READY
        )

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


def combat_plays(fight: Fight, side: Side, step: str) -> list[Play]:
    """1.6.1.3: combat cards in hand the minion meets the requirements of and can pay for,
    that their text allows now (range, round, "only one ... each round")."""
    state = fight.state
    minion = side.minion
    plays = []
    for card in state.players[minion.controller].hand:
        levels = _levels_offering(card.card, step)
        if not levels:
            continue
        for level in playable_levels(state, minion, card.card, levels):
            effects = effects_at(card.card, level)
            clauses = card.card.clauses.level(level)
            if not _allowed(fight, side, card, level, clauses):
                continue
            if clauses.have_only_one and has(effects, PutOnSelf):
                if any(c.name == card.name for c in minion.attached):
                    continue  # "A minion can have only one ..."
            burn = amount(effects, BurnBlood) + side.card_cost
            if burn and minion.blood < burn + max(card.card.blood_cost or 0, 0):
                continue  # rulings: a card that burns blood needs the blood to burn
            play = Play(card, level, effects, clauses)
            if play.offers(step):
                plays.append(play)
    return plays


def play_offer(side: Side, play: Play) -> Option:
    """The option to play a combat card: "Play Blur [cel] (1 blood)", as it costs him."""
    return Option(
        "play",
        play.label("Play", side.minion),
        actor=side.minion.uid,
        card=play.card.uid,
        data=play,
    )


def _levels_offering(card: Card, step: str) -> tuple[str, ...]:
    """The levels at which the card is a combat card played in this step of combat; derived
    once per card (most cards in hand are no combat card, or not for this step)."""
    key = (_OFFERING, step)
    found = card.memo.get(key)
    if found is None:
        found = card.memo[key] = (
            tuple(
                level
                for level in card.clauses.keys
                if played_as(card, level, "Combat")
                and _offers(card.clauses.level(level), effects_at(card, level), step)
            )
            if "Combat" in card.types
            else ()
        )
    return found  # type: ignore[return-value]


_OFFERING = "combat step"  # the key, with a step, of the levels of a card offered in it


def allowed(fight: Fight, side: Side, card: CardInPlay, level: str) -> bool:
    """Whether the card's text allows it now, for a card played outside ``combat_plays``
    (rules/combat_cancels.py)."""
    return _allowed(fight, side, card, level, card.card.clauses.level(level))


def _allowed(fight: Fight, side: Side, card: CardInPlay, level: str, clauses: Clauses) -> bool:
    """What the card's text says of when it is usable in combat (read once, clauses.py)."""
    if clauses.close_range and fight.distance != CLOSE:
        return False
    if clauses.long_range and fight.distance != LONG:
        return False
    if clauses.first_round and fight.round != 1:
        return False
    if clauses.not_first_round and fight.round == 1:
        return False
    if clauses.opposing_not_ready and (
        side.minion.region is not Region.READY or fight.other(side).minion.region is Region.READY
    ):
        return False
    if clauses.once_each:
        # "A vampire can play only one ... (at superior) each round / combat / action".
        played = side.played_round if clauses.once_each == "round" else side.played_combat
        if clauses.once_each == "action" and fight.action is not None:
            played = [
                entry
                for earlier in fight.action.fights
                for other in earlier.sides
                if other.minion is side.minion
                for entry in other.played_combat
            ]
        if clauses.once_each_at == "discipline":
            # "Only one ... can be played at a given Discipline each combat": by either side.
            played = [entry for other in fight.sides for entry in other.played_combat]
        same = [lv for name, lv in played if name == card.name]
        if clauses.once_each_at == "discipline":
            same = [lv for lv in same if lv.lower() == level.lower()]
        elif clauses.once_each_at:
            superior = clauses.once_each_at == "superior"
            same = [lv for lv in same if lv.isupper() == superior]
        if same:
            return False
    return True


def play_combat_card(
    fight: Fight, side: Side, play: Play, section: str, as_press: bool = False
) -> Generator[Prompt, int, bool]:
    """1.6.1.2: show the card and replace it; 6.2.3: its cost is paid as it is played. Returns
    whether it stands: the other Methuselahs may cancel it as it is played (1.6.1.1), its cost
    then unpaid, and it goes to the ash heap at once.

    A card "with 1 optional press" gives the minion that press for this round (rulings,
    "Optional press"), unless it is itself played as the press.
    """
    state = fight.state
    play_from_hand(state, play.card, play.level)
    yield from extra_draws(state, side.seat)  # Infernal Pursuit
    canceled = yield from minion_cancel_window(state, side.seat, play.card)
    if not canceled:
        canceled = yield from cancel_strike_card(fight, side, play)  # React with Conviction
    if not canceled:
        from .combat_cancels import cancel_opposing_card  # it builds on this module

        # Charismatic Aura, Fae Contortion's reflex
        canceled = yield from cancel_opposing_card(fight, side, play)
    # Wording templates, "Cancel a card": a canceled card is still considered played (the
    # limits on what is played each round or combat, a Trap's reset).
    for trap, counters in fight.traps:
        if trap.region is Region.IN_PLAY and trap.blood < counters:
            add_blood(state, trap, counters - trap.blood)  # reset as a card is played
    side.played_round.append((play.card.name, play.level))
    side.played_combat.append((play.card.name, play.level))
    if canceled:
        finish_card(state, play.card)
        return False
    pay_cost(state, side.seat, side.minion, play.card.card, play.level)
    if play.x:
        lose_blood(state, side.minion, play.x)  # 1.6.1.3: the X chosen
    burn = amount(play.effects, BurnBlood) + side.card_cost  # the opponent's card's toll
    if burn:
        lose_blood(state, side.minion, burn)
    if not as_press:
        side.presses += sum(1 for p in of_type(play.effects or (), Press) if p.optional)
    side.next_maneuvers += sum(1 for m in of_type(play.effects or (), Maneuver) if m.next_round)
    side.maneuvers += sum(1 for m in of_type(play.effects or (), Maneuver) if m.this_round)
    for later in of_type(play.effects or (), PreventLater):
        side.prevent_later += later.amount
        if later.each_round:
            side.prevent_every_round += later.amount
    fight.played.append(play.card)
    paid = f" (X = {play.x})" if play.x else ""
    state.log_line(
        f"{side.name} plays {play.card.name}{level_label(play.level)}{paid}", section, side.seat
    )
    return True


# -- optional maneuvers given for a combat (a modifier: "gets 1 optional maneuver") -------------

OPTIONAL_MANEUVERS = "optional_maneuvers"  # the modifier's stat; its source is the giving card


def optional_maneuvers(state: GameState, side: Side) -> list[tuple[int, int]]:
    """(giving card uid, maneuvers left) for the optional maneuvers the minion was given for
    this combat (6.4.2), each usable once; what he used is counted with his weapons'."""
    found = []
    for modifier in state.modifiers:
        if modifier.stat == OPTIONAL_MANEUVERS and modifier.card == side.minion.uid:
            source = modifier.source or 0
            left = modifier.amount - side.weapon_maneuvers.get(source, 0)
            if left > 0:
                found.append((source, left))
    return found


# -- optional presses given for a combat, only to continue it (Harass) --------------------------

CONTINUE_PRESSES = "optional_presses_to_continue"  # the modifier's stat; its source: the card


def continue_presses(fight: Fight, side: Side) -> list[Modifier]:
    """6.4.4: the presses "only usable to continue combat" the minion was given for this
    combat, with some left (each counted as used in ``side.granted_used``, by its card)."""
    if fight.pressing:
        return []  # a press stands: one now would end combat
    return [
        m
        for m in fight.state.modifiers
        if m.stat == CONTINUE_PRESSES
        and m.card == side.minion.uid
        and m.amount > side.granted_used.get((m.source, m.stat), 0)
    ]
