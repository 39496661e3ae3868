"""Provides strikes: the hand strike, weapons and strike cards, and choosing them (6.4.3)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace

from ..cards.vocabulary import Strike as StrikeWords
from ..cards.vocabulary import Weapon
from .cardplay import cost_words, level_label
from .effects import first, in_play_effects
from .fight import BY_HAND, CLOSE, LONG, Fight, Play, Side, combat_plays, play_combat_card
from .permanents import strength
from .prompts import Option, Prompt, ask
from .state import CardInPlay, GameState


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


# -- 6.4.3 strike ---------------------------------------------------------------------------------------


def _weapon(card: CardInPlay) -> Weapon | None:
    """The strike a weapon gives its bearer, if its definition says it."""
    return first(in_play_effects(card), Weapon)


def _is_weapon(card: CardInPlay) -> bool:
    return "Equipment" in card.card.types and (
        _weapon(card) is not None or card.card.clauses.weapon
    )


def weapons(minion: CardInPlay, side: Side | None = None) -> list[CardInPlay]:
    """6.4.5: a weapon stolen this round cannot be used by its new bearer this round."""
    stolen = side.stolen if side is not None else set()
    if side is not None and side.no_equipment:
        return []  # Form of the Bat: cannot use equipment during this combat
    return [card for card in minion.attached if _is_weapon(card) and card.uid not in stolen]


def _takeable(minion: CardInPlay, what: str) -> list[CardInPlay]:
    """6.4.5: the equipment (or weapons) on the opposing minion a strike can burn or steal."""
    if what == "weapon":
        return weapons(minion)
    return [card for card in minion.attached if "Equipment" in card.card.types]


def _strike_from(
    state: GameState,
    minion: CardInPlay,
    words: StrikeWords | Weapon,
    source: str,
    card: CardInPlay | None,
) -> Strike:
    damage = words.damage
    if isinstance(words, Weapon):
        strike = Strike(
            source, damage=damage, ranged=words.ranged, aggravated=words.aggravated, card=card
        )
        strike.label = f"{source}: {_describe(strike)}"
        return strike
    if words.hand_bonus is not None:
        damage += strength(state, minion) + words.hand_bonus  # 6.4.5: a hand strike at +N
    strike = Strike(
        source,
        damage=damage,
        ranged=words.ranged,
        aggravated=words.aggravated,
        first_strike=words.first_strike,
        dodge=words.dodge,
        combat_ends=words.combat_ends,
        steal=words.steal_blood,
        burn_equipment="equipment" if words.burn_equipment else "",
        steal_equipment=words.steal_equipment,
        unlock=words.unlock,
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


def _hand_strike(state: GameState, minion: CardInPlay) -> Strike:
    """6.4.5: the default strike does damage equal to strength, at close range."""
    amount = strength(state, minion)
    return Strike(f"Hand strike: {amount} damage", damage=amount)


def weapon_strike(state: GameState, minion: CardInPlay, weapon: CardInPlay) -> Strike:
    words = _weapon(weapon)
    if words is not None:
        return _strike_from(state, minion, words, weapon.name, weapon)
    return Strike(f"{weapon.name}{BY_HAND}", card=weapon, by_hand=True)


def card_strike(state: GameState, minion: CardInPlay, play: Play) -> Strike:
    source = f"{play.card.name}{level_label(play.level)}"
    words = first(play.effects, StrikeWords)
    if words is None:
        strike = Strike(f"{source}{BY_HAND}", card=play.card, by_hand=True)
    else:
        strike = _strike_from(state, minion, words, source, play.card)
    strike.extra = play.additional_strikes
    if strike.extra and not strike.by_hand:
        strike.label = f"{source}: {_describe(strike)}"
    return strike


def _strike_options(fight: Fight, side: Side) -> list[Option]:
    minion = side.minion
    state = fight.state
    candidates: list[tuple[Strike, Play | None]] = [(_hand_strike(state, minion), None)]
    for weapon in weapons(minion, side):
        candidates.append((weapon_strike(state, minion, weapon), None))
    for play in combat_plays(state, minion, "strike"):
        candidates.append((card_strike(state, minion, play), play))
    if fight.round == 1 and side is fight.acting and fight.action is not None:
        for source in getattr(fight.action, "escapes", ()):  # a card played on the action
            candidates.append((Strike(f"{source}: combat ends", combat_ends=True), None))
    options = []
    opponent = fight.other(side).minion
    for strike, play in candidates:
        takes = strike.burn_equipment or strike.steal_equipment
        if takes and not _takeable(opponent, takes):
            # 6.4.5: the equipment is chosen as the strike is declared ("a weapon must be
            # chosen"): with none to choose, the card is no strike, even at a level adding
            # damage or first strike (card rulings, RTR 19980928: "Cannot be used if there
            # is no equipment to destroy").
            continue
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


def choose_strikes(
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
            play_combat_card(fight, side, play, "6.4.3")
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
