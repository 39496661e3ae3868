"""Provides combat between two minions: range, strikes, damage prevention and presses (6.4)."""

from __future__ import annotations

import re
from collections.abc import Callable, Generator
from dataclasses import dataclass, field, replace
from typing import Any

from .cardplay import (
    cost_words,
    finish_card,
    judge,
    level_label,
    level_text,
    pay_cost,
    play_from_hand,
    playable_levels,
    spec_for,
)
from .damage import inflict_damage
from .permanents import permanent_spec, strength
from .prompts import PASS, Ask, Option, Prompt, ask, pass_option
from .state import CardInPlay, GameState, Region
from .zones import add_blood, attach, burn, lose_blood, refill_hand

CLOSE = "close"
LONG = "long"
BY_HAND = " (resolve by hand)"

# The step a combat card with no automated effect is offered in, read from its text (1.4).
_BEFORE_RANGE = re.compile(r"before range is determined", re.IGNORECASE)
_BEFORE_STRIKES = re.compile(r"before strikes are chosen", re.IGNORECASE)
_STEP_WORDS = {
    "maneuver": re.compile(r"\bmaneuver\b", re.IGNORECASE),
    "strike": re.compile(r"(?:^|[\].]\s*)strike\b", re.IGNORECASE | re.MULTILINE),
    "press": re.compile(r"\bpress\b", re.IGNORECASE),
    "prevent": re.compile(r"\bprevent\b", re.IGNORECASE),
}
_ADDITIONAL = re.compile(r"(?:(\d+) )?additional strikes?\b", re.IGNORECASE)
_CONTINUE_ONLY = re.compile(r"only usable to continue combat", re.IGNORECASE)
_OPTIONAL_PRESS = re.compile(r"optional press", re.IGNORECASE)


@dataclass(slots=True)
class Strike:
    """One strike as chosen (6.4.3), with the effects of 6.4.5."""

    label: str
    damage: int = 0
    ranged: bool = False
    aggravated: bool = False
    first_strike: bool = False
    dodge: bool = False
    combat_ends: bool = False
    steal: int = 0
    burn_equipment: str = ""  # 6.4.5: "equipment" or "weapon": burn one on the opposing minion
    steal_equipment: str = ""  # 6.4.5: as burn equipment, but it moves to the striking minion
    equipment: CardInPlay | None = None  # 6.4.5: the one chosen when the strike is declared
    unlock: bool = False  # Majesty: unlock this vampire before combat ends
    extra: int = 0  # additional strikes the strike card gives (6.4.3)
    card: CardInPlay | None = None  # the combat card played or the weapon used
    by_hand: bool = False
    target: CardInPlay | None = None  # 6.4.7: an opposing retainer

    def reaches(self, distance: str) -> bool:
        """6.4.3: only ranged strikes work at long range; dodge and combat ends work at any."""
        return distance == CLOSE or self.ranged or self.dodge or self.combat_ends or self.by_hand

    def numbers(self, distance: str) -> dict[str, int | bool]:
        return {
            "damage": self.damage,
            "ranged": self.ranged,
            "aggravated": self.aggravated,
            "first_strike": self.first_strike,
            "dodge": self.dodge,
            "combat_ends": self.combat_ends,
            "steal": self.steal,
            "burn_equipment": bool(self.burn_equipment),
            "steal_equipment": bool(self.steal_equipment),
            "long_range": distance == LONG,
        }


@dataclass(frozen=True, slots=True)
class Play:
    """A combat card in hand the minion can play at one level (1.5.4, 1.6.1.3)."""

    card: CardInPlay
    level: str
    spec: dict[str, Any] | None  # automated words at this level; None: resolved by hand
    text: str  # the lines of the card text that apply at this level

    def offers(self, step: str) -> bool:
        """Whether the card can be played in this step of combat."""
        if self.spec is not None:
            spec = self.spec
            return {
                "maneuver": bool(spec.get("maneuver")),
                "strike": "strike" in spec,
                "additional": "additional_strikes" in spec and "strike" not in spec,
                "press": bool(spec.get("press")),
                "prevent": "prevent" in spec,
            }.get(step, False)
        if _BEFORE_RANGE.search(self.text):
            return step == "before-range"
        if _BEFORE_STRIKES.search(self.text):
            return step == "before-strikes"
        if step == "additional":
            return bool(_ADDITIONAL.search(self.text)) and not self.has_strike
        words = _STEP_WORDS.get(step)
        return words is not None and bool(words.search(self.text))

    @property
    def has_strike(self) -> bool:
        if self.spec is not None:
            return "strike" in self.spec
        return bool(_STEP_WORDS["strike"].search(self.text))

    @property
    def additional_strikes(self) -> int:
        if self.spec is not None:
            return int(self.spec.get("additional_strikes", 0))
        match = _ADDITIONAL.search(self.text)
        if match is None:
            return 0
        return int(match.group(1) or 1)

    def label(self, verb: str) -> str:
        cost = cost_words(self.card.card)
        paid = f" ({cost})" if cost else ""
        hand = BY_HAND if self.spec is None else ""
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


# -- combat (6.4.1) -------------------------------------------------------------------------------


def combat(state: GameState, acting: CardInPlay, opposing: CardInPlay, action: Any = None) -> Ask:
    """6.4.1: rounds of range, strikes and presses until no press continues the combat."""
    if acting.controller == opposing.controller:
        # 6.4: your minions cannot enter combat with your other minions.
        state.log_line(
            f"{acting.name} and {opposing.name} have the same controller: no combat", "6.4"
        )
        return
    fight = Fight(
        state, Side(acting, acting.controller), Side(opposing, opposing.controller), action
    )
    if not fight.going():
        state.log_line(
            f"No combat: only ready minions fight ({acting.name}, {opposing.name})", "6.4"
        )
        return
    state.log_line(f"{acting.name} and {opposing.name} enter combat", "6.4")
    for minion in (acting, opposing):
        # 9.2: a minion of a withdrawing Methuselah entering combat breaks the withdrawal.
        state.players[minion.controller].withdrawing = False
    while fight.going():
        yield from _round(fight)
        if not fight.going():
            break
        yield from _press(fight)
        if not fight.pressing:
            break
    _end_combat(fight)


def _round(fight: Fight) -> Ask:
    fight.round += 1
    fight.distance = CLOSE  # 6.4.2: close range is the default for each round
    for side in fight.sides:
        side.new_round()
    fight.state.log_line(f"Combat round {fight.round}", "6.4.1")
    yield from _window(fight, "before-range", "6.4.2", "before range is determined", _hand_offers)
    if fight.going():
        yield from _duel(fight, "maneuver", "6.4.2", _maneuver_offers, _use_maneuver)
    if fight.going():
        yield from _window(
            fight, "before-strikes", "6.4.3", "before strikes are chosen", _hand_offers
        )
    if not fight.going():
        return
    fight.state.log_line(f"Range is {fight.distance}", "6.4.2")
    strikes = yield from _choose_strikes(fight, list(fight.sides), initial=True)
    yield from _resolve(fight, strikes)
    if fight.going():
        yield from _window(
            fight, "additional", "6.4.3", "for additional strikes", _additional_offers
        )
    while fight.going() and any(side.additional for side in fight.sides):
        # 6.4.3: only minions with additional strikes strike again, at the same range.
        takers = [side for side in fight.sides if side.additional]
        for side in takers:
            side.additional -= 1
        strikes = yield from _choose_strikes(fight, takers, initial=False)
        yield from _resolve(fight, strikes)


def _end_combat(fight: Fight) -> None:
    state = fight.state
    for card in fight.played:
        finish_card(state, card)
    for side in fight.sides:
        # 1.6.1.2: cards that said "Do not replace until after combat" are replaced now.
        if not state.players[side.seat].ousted:
            refill_hand(state, side.seat)
    state.log_line("Combat ends", "6.4")


# -- playing combat cards ---------------------------------------------------------------------------


def _plays(state: GameState, minion: CardInPlay, step: str) -> list[Play]:
    """1.6.1.3: combat cards in hand the minion meets the requirements of and can pay for."""
    plays = []
    for card in state.players[minion.controller].hand:
        if "Combat" not in card.card.types:
            continue
        for level in playable_levels(state, minion, card.card):
            spec = spec_for(card.card, "combat", level)
            play = Play(card, level, spec, level_text(card.card.text, level))
            if play.offers(step):
                plays.append(play)
    return plays


def _play(fight: Fight, side: Side, play: Play, section: str) -> None:
    """1.6.1.2: show the card and replace it; 6.2.3: its cost is paid as it is played."""
    state = fight.state
    play_from_hand(state, play.card, play.level)
    pay_cost(state, side.seat, side.minion, play.card.card)
    fight.played.append(play.card)
    state.log_line(
        f"{side.name} plays {play.card.name}{level_label(play.level)}", section, side.seat
    )


# -- windows: acting first, then alternately (1.6.1.5) ---------------------------------------------

Offers = Callable[[Fight, Side, str], list[Option]]
Use = Callable[[Fight, Side, Option], Ask]


def _window(fight: Fight, step: str, section: str, when: str, offers: Offers) -> Ask:
    """1.6.1.5: after any card the acting minion may play again; two passes in a row end it."""
    side = fight.acting
    passes = 0
    while fight.going() and passes < 2:
        options = offers(fight, side, step)
        options.append(pass_option("Play nothing"))
        choice = yield from ask(
            side.seat,
            step,
            section,
            f"{side.name}: play a combat card {when}?",
            options,
            fight.context(),
        )
        if choice.key == PASS:
            passes += 1
            side = fight.other(side)
            continue
        passes = 0
        play: Play = choice.data
        _play(fight, side, play, section)
        if step == "additional":
            side.additional += play.additional_strikes
            side.gained_additional = True
            fight.state.log_line(
                f"{side.name} gains {play.additional_strikes} additional strike(s)",
                section,
                side.seat,
            )
        if play.spec is None:
            yield from judge(fight.state, side.seat, play.card)
        finish_card(fight.state, play.card)
        side = fight.acting


def _hand_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    return [
        Option("play", play.label("Play"), actor=side.minion.uid, card=play.card.uid, data=play)
        for play in _plays(fight.state, side.minion, step)
    ]


def _additional_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    if side.gained_additional:
        return []  # 6.4.3: one card or effect for additional strikes each round
    return [
        Option(
            "play",
            play.label("Play") + f": {play.additional_strikes} additional strike(s)",
            actor=side.minion.uid,
            card=play.card.uid,
            numbers={"additional_strikes": play.additional_strikes},
            data=play,
        )
        for play in _plays(fight.state, side.minion, step)
    ]


def _duel(fight: Fight, kind: str, section: str, offers: Offers, use: Use) -> Ask:
    """6.4.2, 6.4.4: acting first, then alternately, never two in a row by the same minion.

    It ends when a minion passes after his opponent played, or when both pass at the start.
    """
    side = fight.acting
    first = True
    while fight.going():
        options = offers(fight, side, kind)
        options.append(pass_option(_pass_words(fight, kind)))
        choice = yield from ask(
            side.seat,
            kind,
            section,
            f"{side.name}: {_duel_question(fight, kind)}",
            options,
            fight.context(),
        )
        if choice.key == PASS:
            if not first:
                return
        else:
            yield from use(fight, side, choice)
        first = False
        side = fight.other(side)


def _pass_words(fight: Fight, kind: str) -> str:
    if kind == "maneuver":
        return f"Do not maneuver (range stays {fight.distance})"
    return "Do not press" + (" (combat continues)" if fight.pressing else " (combat ends)")


def _duel_question(fight: Fight, kind: str) -> str:
    if kind == "maneuver":
        return f"maneuver? The range is {fight.distance}"
    return "press? " + ("A press to continue stands" if fight.pressing else "No press so far")


# -- 6.4.2 determine range ---------------------------------------------------------------------------


def _maneuver_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    destination = LONG if fight.distance == CLOSE else CLOSE
    options: list[Option] = []
    if side.fixed is None:
        # 6.4.2: a weapon's optional maneuvers, each combat; using one chooses its strike too.
        for weapon in _weapons(side.minion, side):
            spec = permanent_spec(weapon) or {}
            left = int(spec.get("maneuvers", 0)) - side.weapon_maneuvers.get(weapon.uid, 0)
            if left > 0:
                options.append(
                    Option(
                        "maneuver",
                        f"Maneuver to {destination} range with {weapon.name} (optional maneuver)",
                        actor=side.minion.uid,
                        card=weapon.uid,
                        numbers={"long_range": destination == LONG, "left": left},
                        data=weapon,
                    )
                )
    for play in _plays(fight.state, side.minion, step):
        if play.has_strike and side.fixed is not None:
            continue  # 6.4.2: no second strike card or weapon to maneuver in the same round
        options.append(
            Option(
                "maneuver",
                play.label(f"Maneuver to {destination} range with"),
                actor=side.minion.uid,
                card=play.card.uid,
                numbers={"long_range": destination == LONG},
                data=play,
            )
        )
    return options


def _use_maneuver(fight: Fight, side: Side, choice: Option) -> Ask:
    state = fight.state
    if isinstance(choice.data, Play):
        play = choice.data
        _play(fight, side, play, "6.4.2")
        if play.has_strike:
            # 6.4.2: maneuvering with a strike card chooses the strike as well.
            side.fixed = _card_strike(side.minion, play)
        elif play.spec is None:
            yield from judge(fight.state, side.seat, play.card)
            finish_card(state, play.card)
        else:
            if play.spec.get("press") and _OPTIONAL_PRESS.search(play.text):
                side.presses += 1
            finish_card(state, play.card)
    else:
        weapon: CardInPlay = choice.data
        side.weapon_maneuvers[weapon.uid] = side.weapon_maneuvers.get(weapon.uid, 0) + 1
        side.fixed = _weapon_strike(side.minion, weapon)
    fight.distance = LONG if fight.distance == CLOSE else CLOSE
    state.log_line(f"{side.name} maneuvers to {fight.distance} range", "6.4.2", side.seat)


# -- 6.4.3 strike ---------------------------------------------------------------------------------------


def _is_weapon(card: CardInPlay) -> bool:
    spec = permanent_spec(card) or {}
    return "Equipment" in card.card.types and (
        "strike" in spec or "weapon" in card.card.text.split("\n", 1)[0].lower()
    )


def _weapons(minion: CardInPlay, side: Side | None = None) -> list[CardInPlay]:
    """6.4.5: a weapon stolen this round cannot be used by its new bearer this round."""
    stolen = side.stolen if side is not None else set()
    return [card for card in minion.attached if _is_weapon(card) and card.uid not in stolen]


def _equipment_word(value: Any) -> str:
    """The registry's burn/steal equipment word: True for any equipment, or "weapon"."""
    if not value:
        return ""
    return "weapon" if value == "weapon" else "equipment"


def _takeable(minion: CardInPlay, what: str) -> list[CardInPlay]:
    """6.4.5: the equipment (or weapons) on the opposing minion a strike can burn or steal."""
    if what == "weapon":
        return _weapons(minion)
    return [card for card in minion.attached if "Equipment" in card.card.types]


def _strike_from(
    minion: CardInPlay, words: dict[str, Any], source: str, card: CardInPlay | None
) -> Strike:
    damage = int(words.get("damage", 0))
    if "hand_bonus" in words:
        damage += strength(minion) + int(words["hand_bonus"])  # 6.4.5: a hand strike at +N
    strike = Strike(
        source,
        damage=damage,
        ranged=bool(words.get("ranged")),
        aggravated=bool(words.get("aggravated")),
        first_strike=bool(words.get("first_strike")),
        dodge=bool(words.get("dodge")),
        combat_ends=bool(words.get("combat_ends")),
        steal=int(words.get("steal_blood", 0)),
        burn_equipment=_equipment_word(words.get("burn_equipment")),
        steal_equipment=_equipment_word(words.get("steal_equipment")),
        card=card,
    )
    strike.label = f"{source}: {_describe(strike)}"
    return strike


def _describe(strike: Strike) -> str:
    parts = []
    if strike.combat_ends:
        parts.append("combat ends")
    if strike.dodge:
        parts.append("dodge")
    if strike.steal:
        parts.append(f"steal {strike.steal}{'R' if strike.ranged else ''} blood")
    if strike.burn_equipment:
        parts.append(f"burn {strike.burn_equipment}")
    if strike.steal_equipment:
        parts.append(f"steal {strike.steal_equipment}")
    if strike.damage:
        kind = " aggravated" if strike.aggravated else ""
        parts.append(f"{strike.damage}{'R' if strike.ranged else ''}{kind} damage")
    if strike.first_strike:
        parts.append("first strike")
    if strike.extra:
        parts.append(f"{strike.extra} additional strike(s)")
    return ", ".join(parts) or "no effect"


def _hand_strike(minion: CardInPlay) -> Strike:
    """6.4.5: the default strike does damage equal to strength, at close range."""
    amount = strength(minion)
    return Strike(f"Hand strike: {amount} damage", damage=amount)


def _weapon_strike(minion: CardInPlay, weapon: CardInPlay) -> Strike:
    spec = permanent_spec(weapon) or {}
    if "strike" in spec:
        return _strike_from(minion, spec["strike"], weapon.name, weapon)
    return Strike(f"{weapon.name}{BY_HAND}", card=weapon, by_hand=True)


def _card_strike(minion: CardInPlay, play: Play) -> Strike:
    source = f"{play.card.name}{level_label(play.level)}"
    if play.spec is None:
        strike = Strike(f"{source}{BY_HAND}", card=play.card, by_hand=True)
    else:
        strike = _strike_from(minion, play.spec["strike"], source, play.card)
        strike.unlock = bool(play.spec.get("unlock"))
    strike.extra = play.additional_strikes
    if strike.extra and not strike.by_hand:
        strike.label = f"{source}: {_describe(strike)}"
    return strike


def _strike_options(fight: Fight, side: Side) -> list[Option]:
    minion = side.minion
    candidates: list[tuple[Strike, Play | None]] = [(_hand_strike(minion), None)]
    for weapon in _weapons(minion, side):
        candidates.append((_weapon_strike(minion, weapon), None))
    for play in _plays(fight.state, minion, "strike"):
        candidates.append((_card_strike(minion, play), play))
    options = []
    opponent = fight.other(side).minion
    for strike, play in candidates:
        takes = strike.burn_equipment or strike.steal_equipment
        if takes and not _takeable(opponent, takes):
            continue  # 6.4.5: no equipment to choose on the opposing minion
        if strike.reaches(fight.distance):
            options.extend(_aimed(fight, side, strike, play))
    if fight.distance == LONG:
        options.append(
            Option(
                "none",
                "No strike (a hand strike does not reach at long range)",
                actor=minion.uid,
                numbers=Strike("").numbers(LONG),
                data=(Strike("No strike"), None),
            )
        )
    return options


def _aimed(fight: Fight, side: Side, strike: Strike, play: Play | None) -> list[Option]:
    """The strike at the opposing minion and, 6.4.7: at long range, at each of his retainers."""
    options = [_strike_option(fight, side, strike, play)]
    takes = strike.burn_equipment or strike.steal_equipment
    if fight.distance == LONG and (strike.damage or strike.steal) and not (strike.by_hand or takes):
        for retainer in fight.other(side).minion.attached:
            if "Retainer" in retainer.card.types and retainer.blood > 0:
                aimed = replace(
                    strike, target=retainer, label=f"{strike.label}, at {retainer.name}"
                )
                options.append(_strike_option(fight, side, aimed, play))
    return options


def _strike_option(fight: Fight, side: Side, strike: Strike, play: Play | None) -> Option:
    label = strike.label
    if play is not None:
        cost = cost_words(play.card.card)
        label = f"Play {strike.label}" + (f" ({cost})" if cost else "")
    key = "hand"
    if strike.card is not None:
        key = "weapon" if "Equipment" in strike.card.card.types else "card"
    return Option(
        key,
        label,
        actor=side.minion.uid,
        card=strike.card.uid if strike.card is not None else None,
        target=strike.target.uid if strike.target is not None else None,
        numbers=strike.numbers(fight.distance),
        data=(strike, play),
    )


def _choose_strikes(
    fight: Fight, takers: list[Side], initial: bool
) -> Generator[Prompt, int, dict[Side, Strike]]:
    """6.4.3: the acting minion chooses first, then his opponent, who sees that strike."""
    chosen: dict[Side, Strike] = {}
    for side in takers:
        if initial and side.fixed is not None:
            options = _aimed(fight, side, side.fixed, None)  # 6.4.2: chosen with the maneuver
        else:
            options = _strike_options(fight, side)
        seen = chosen.get(fight.other(side))
        against = f" ({fight.other(side).name} strikes with {seen.label})" if seen else ""
        choice = yield from ask(
            side.seat,
            "strike",
            "6.4.3",
            f"{side.name}: choose a strike at {fight.distance} range{against}",
            options,
            fight.context(opposing_strike=seen.label if seen else None),
        )
        strike, play = choice.data
        if play is not None:
            _play(fight, side, play, "6.4.3")
        strike = yield from _choose_equipment(fight, side, strike)
        if strike.extra and not side.gained_additional:
            side.additional += strike.extra
            side.gained_additional = True
        chosen[side] = strike
        fight.state.log_line(f"{side.name} strikes: {strike.label}", "6.4.3", side.seat)
    return chosen


def _choose_equipment(fight: Fight, side: Side, strike: Strike) -> Generator[Prompt, int, Strike]:
    """6.4.5: declaring a burn or steal equipment strike chooses the equipment it takes."""
    what = strike.burn_equipment or strike.steal_equipment
    if not what:
        return strike
    verb = "burn" if strike.burn_equipment else "steal"
    other = fight.other(side)
    found = _takeable(other.minion, what)
    if not found:
        fight.state.log_line(f"{other.name} has no {what} to {verb}", "6.4.5", side.seat)
        return strike
    options = [
        Option(
            "equipment",
            f"{verb.capitalize()} {card.name}",
            actor=side.minion.uid,
            card=card.uid,
            target=other.minion.uid,
            data=card,
        )
        for card in found
    ]
    choice = yield from ask(
        side.seat,
        "equipment",
        "6.4.5",
        f"{side.name}: which {what} of {other.name} does the strike {verb}?",
        options,
        fight.context(),
    )
    chosen: CardInPlay = choice.data
    strike = replace(strike, equipment=chosen, label=f"{strike.label} ({chosen.name})")
    return strike


def _take_equipment(state: GameState, side: Side, other: Side, strike: Strike) -> None:
    """6.4.5: burn the chosen equipment, or move it to the striking minion."""
    equipment = strike.equipment
    assert equipment is not None
    if equipment.host is not other.minion:
        state.log_line(f"{equipment.name} is no longer on {other.name}", "6.4.5", side.seat)
        return
    if strike.burn_equipment:
        state.log_line(f"{side.name} burns {other.name}'s {equipment.name}", "6.4.5", side.seat)
        burn(state, equipment)
        return
    attach(state, equipment, side.minion)
    side.stolen.add(equipment.uid)
    state.log_line(
        f"{side.name} steals {equipment.name} from {other.name} (not usable this round)",
        "6.4.5",
        side.seat,
    )


def _lost_weapon(side: Side, strike: Strike) -> bool:
    """6.4.5: a weapon strike whose weapon is no longer on the striker resolves to nothing."""
    weapon = strike.card
    return (
        weapon is not None and "Equipment" in weapon.card.types and weapon.host is not side.minion
    )


# -- 6.4.3 and 6.4.5 strike resolution ---------------------------------------------------------------


def _resolve(fight: Fight, strikes: dict[Side, Strike]) -> Ask:
    """6.4.5: combat ends resolves first, then first strike, then the rest at the same time."""
    state = fight.state
    enders = [side for side, strike in strikes.items() if strike.combat_ends]
    if enders:
        for side in enders:
            if strikes[side].unlock:
                side.minion.locked = False
                state.log_line(f"{side.name} unlocks", "6.4.5", side.seat)
        state.log_line(f"{enders[0].name}'s strike ends combat", "6.4.5", enders[0].seat)
        fight.ended = True
    else:
        first = [side for side, strike in strikes.items() if strike.first_strike]
        if first and len(first) < len(strikes):
            yield from _apply(fight, strikes, first)
            if fight.going():
                yield from _apply(fight, strikes, [s for s in strikes if s not in first])
        else:
            yield from _apply(fight, strikes, list(strikes))
    for strike in strikes.values():
        if strike.card is not None:
            finish_card(state, strike.card)


def _apply(fight: Fight, strikes: dict[Side, Strike], strikers: list[Side]) -> Ask:
    state = fight.state
    hits: list[tuple[CardInPlay, int, bool]] = []
    drained: list[CardInPlay] = []
    # 6.4.5: the strikes resolved here are simultaneous: a weapon is lost only to an earlier one.
    disarmed = [side for side in strikers if _lost_weapon(side, strikes[side])]
    for side in strikers:
        strike = strikes[side]
        other = fight.other(side)
        theirs = strikes.get(other)
        target = strike.target or other.minion
        if side in disarmed:
            assert strike.card is not None
            state.log_line(
                f"{side.name} no longer has {strike.card.name}: the strike has no effect",
                "6.4.5",
                side.seat,
            )
            continue
        if strike.dodge or not strike.reaches(fight.distance):
            continue
        if target is not other.minion and target.host is not other.minion:
            continue  # 6.4.7: the retainer aimed at is gone: the strike has no effect
        if target is other.minion and theirs is not None and theirs.dodge:
            # 6.4.5: a dodge protects the dodger and the cards on him, not his retainers.
            state.log_line(f"{other.name} dodges {side.name}'s strike", "6.4.5", other.seat)
            continue
        if strike.by_hand:
            assert strike.card is not None
            yield from judge(state, side.seat, strike.card)
            continue
        if strike.equipment is not None:
            _take_equipment(state, side, other, strike)
        if strike.steal:
            _steal(state, side.minion, target, strike.steal)
            drained.append(target)
        if strike.damage:
            hits.append((target, strike.damage, strike.aggravated))
    for target in drained:
        if not target.is_vampire and target.blood == 0 and _in_play(target):
            # 6.4.5: an ally or retainer robbed of its last life is burned.
            state.log_line(f"{target.name} has no life left and is burned", "6.4.5")
            burn(state, target)
    pending = []
    # 1.6.1.5: the acting minion prevents first; all the damage is then inflicted at once.
    for target, damage, aggravated in sorted(hits, key=lambda h: h[0] is not fight.acting.minion):
        if not _in_play(target):
            continue
        normal, aggr = (0, damage) if aggravated else (damage, 0)
        normal, aggr = yield from _prevention(fight, target, normal, aggr)
        pending.append((target, normal, aggr))
    for target, normal, aggr in pending:
        if _in_play(target) and (normal or aggr):
            words = [f"{normal} damage"] if normal else []
            words += [f"{aggr} aggravated damage"] if aggr else []
            state.log_line(f"{target.name} takes {' and '.join(words)}", "6.4.6")
            inflict_damage(state, target, normal, aggr)


def _in_play(card: CardInPlay) -> bool:
    return card.region in (Region.READY, Region.ON_CARD)


def _steal(state: GameState, striker: CardInPlay, target: CardInPlay, amount: int) -> None:
    """6.4.5: steal blood moves counters, it is not damage; excess over capacity drains off."""
    taken = lose_blood(state, target, amount)
    gained = add_blood(striker, taken)
    drains = f" ({taken - gained} drains off)" if taken > gained else ""
    what = "blood" if target.is_vampire else "life"
    state.log_line(f"{striker.name} steals {taken} {what} from {target.name}{drains}", "6.4.5")


# -- 6.4.6 damage prevention ----------------------------------------------------------------------------


def _prevention(
    fight: Fight, target: CardInPlay, normal: int, aggr: int
) -> Generator[Prompt, int, tuple[int, int]]:
    """6.4.6: the damaged minion plays prevention cards one at a time until he stops."""
    side = fight.side_of(target)
    while side is not None and normal + aggr > 0:
        plays = _plays(fight.state, target, "prevent")
        options = [
            Option(
                "play",
                play.label("Play")
                + (f": prevent {play.spec['prevent']} damage" if play.spec is not None else ""),
                actor=target.uid,
                card=play.card.uid,
                numbers={"prevent": int(play.spec["prevent"]) if play.spec is not None else 0},
                data=play,
            )
            for play in plays
        ]
        options.append(pass_option("Prevent no more damage"))
        words = f"{normal} damage" + (f" and {aggr} aggravated damage" if aggr else "")
        choice = yield from ask(
            side.seat,
            "prevent",
            "6.4.6",
            f"{target.name} is about to take {words}: prevent?",
            options,
            fight.context(damage=normal, aggravated=aggr),
        )
        if choice.key == PASS:
            break
        play: Play = choice.data
        _play(fight, side, play, "6.4.6")
        if play.spec is not None:
            amount = int(play.spec["prevent"])
        else:
            yield from judge(fight.state, side.seat, play.card)
            amount = yield from _ask_prevented(fight, side, play, normal + aggr)
        finish_card(fight.state, play.card)
        # Aggravated damage is prevented first: it can never be healed (6.4.6).
        cut = min(amount, aggr)
        aggr -= cut
        normal -= min(amount - cut, normal)
        fight.state.log_line(f"{target.name} prevents {amount} damage", "6.4.6", side.seat)
    return normal, aggr


def _ask_prevented(fight: Fight, side: Side, play: Play, total: int) -> Generator[Prompt, int, int]:
    options = [
        Option("prevent", f"{play.card.name} prevents {n} damage", numbers={"prevent": n}, data=n)
        for n in range(total + 1)
    ]
    choice = yield from ask(
        side.seat,
        "prevent-amount",
        "6.4.6",
        f"How much damage does {play.card.name} prevent?",
        options,
        fight.context(),
    )
    return choice.data


# -- 6.4.4 press ----------------------------------------------------------------------------------------


def _press(fight: Fight) -> Ask:
    fight.pressing = False
    yield from _duel(fight, "press", "6.4.4", _press_offers, _use_press)
    if fight.pressing and fight.going():
        fight.state.log_line("A press continues the combat", "6.4.4")


def _press_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    purpose = "end combat" if fight.pressing else "continue combat"
    options = []
    if side.presses:
        options.append(
            Option(
                "press", f"Use the optional press to {purpose}", actor=side.minion.uid, data=None
            )
        )
    for play in _plays(fight.state, side.minion, step):
        if fight.pressing and _CONTINUE_ONLY.search(play.text):
            continue
        options.append(
            Option(
                "press",
                play.label(f"Press to {purpose} with"),
                actor=side.minion.uid,
                card=play.card.uid,
                data=play,
            )
        )
    return options


def _use_press(fight: Fight, side: Side, choice: Option) -> Ask:
    play: Play | None = choice.data
    if play is None:
        side.presses -= 1
    else:
        _play(fight, side, play, "6.4.4")
        if play.spec is None:
            yield from judge(fight.state, side.seat, play.card)
        finish_card(fight.state, play.card)
    fight.pressing = not fight.pressing
    purpose = "continue" if fight.pressing else "end"
    fight.state.log_line(f"{side.name} presses to {purpose} combat", "6.4.4", side.seat)
