"""Provides what minions' own abilities do in a combat they are not part of (6.4): named
handlers of the card definitions, offered to the controller of a combatant."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards.clauses import RED_LIST
from ..cards.combat_words import Maneuver, Press
from ..cards.vocabulary import Handler, Strength
from .cardplay import cannot_have
from .corruption_combat import after_blocked_combat
from .events import Modifier
from .fight import CLOSE, LONG, Fight, Side
from .prompts import Option
from .red_list import is_red_list
from .state import CardInPlay, Region
from .vampire_abilities import ABILITY, abilities, distinct, handlers, ready_with
from .vampire_hands import EACH_COMBAT as AGGRAVATED_HANDS
from .vampire_hands import use_aggravated_hands
from .victory import check_ousts
from .zones import add_modifier, gain_pool, lose_blood, lose_pool, move, refill_hand

END_COMBAT_OF_DEAD_ALLY = "end_combat_of_dead_ally"
NO_WEAPONS = "no_weapons"
POOL_WHEN_OPPONENT_LEAVES = "pool_when_opponent_leaves"
SETS_RANGE = "sets_range"
OLDER_OPPONENTS_STRENGTH = "older_opponents_strength"
POOL_WHEN_BURNED = "pool_when_burned_in_combat"
BURNED_POOL = 2  # Angela Decker: "burn 2 pool"
STRENGTH_FOR_POLITICAL = "strength_for_political_card"  # Kasim Bayar
BURNED_PAST_DAMAGE = "burned_past_3_damage"  # Franciscus: read by strike_resolution._inflict
COMBAT_DAMAGE_LIMIT = 3  # "more than 3 damage during a single combat"
POLITICAL_STRENGTH = 2  # "+2 strength that combat"
NAMED = (
    POOL_WHEN_BURNED,
    END_COMBAT_OF_DEAD_ALLY,
    NO_WEAPONS,
    POOL_WHEN_OPPONENT_LEAVES,
    SETS_RANGE,
    OLDER_OPPONENTS_STRENGTH,
    STRENGTH_FOR_POLITICAL,
    BURNED_PAST_DAMAGE,
)
_DEAD = ("wraith", "zombie")


def before_range_options(fight: Fight, side: Side) -> list[Option]:
    """6.4.2: before range is determined. Tommaso Sforza: once each turn, if he is ready, he
    can burn 1 blood in a combat involving a wraith or zombie ally you control to end it.
    Cailean: each round, he can set the range for that round (no range step then)."""
    ally = side.minion
    if SETS_RANGE in handlers(ally) and not fight.range_set:
        return [
            Option(
                ABILITY,
                f"{ally.name} sets the range for this round: {distance}",
                actor=ally.uid,
                numbers={"long_range": distance == LONG},
                data=distance,
            )
            for distance in (CLOSE, LONG)
        ]
    if STRENGTH_FOR_POLITICAL in handlers(ally):
        return _political_for_strength(fight, side)
    if ally.card.clauses.creature not in _DEAD or ally.controller != side.seat:
        return []
    return [
        Option(
            ABILITY,
            f"{vampire.name} burns 1 blood to end combat",
            actor=vampire.uid,
            numbers={"combat_ends": True},
        )
        for vampire in ready_with(fight.state, side.seat, END_COMBAT_OF_DEAD_ALLY)
        if vampire.blood >= 1 and END_COMBAT_OF_DEAD_ALLY not in vampire.acted
    ]


def _political_for_strength(fight: Fight, side: Side) -> list[Option]:
    """Kasim Bayar: once each combat, he can discard a political action card before range is
    determined to get +2 strength that combat."""
    minion = side.minion
    index = next(i for i, e in abilities(minion, Handler) if e.name == STRENGTH_FOR_POLITICAL)
    if index in side.abilities_used:
        return []
    hand = fight.state.players[side.seat].hand
    political = distinct(c for c in hand if "Political Action" in c.card.types)
    return [
        Option(
            ABILITY,
            f"{minion.name} discards {card.name}: +{POLITICAL_STRENGTH} strength this combat",
            actor=minion.uid,
            card=card.uid,
            data=STRENGTH_FOR_POLITICAL,
        )
        for card in political
    ]


def use_combat_ability(fight: Fight, side: Side, choice: Option) -> None:
    state = fight.state
    if choice.data == AGGRAVATED_HANDS:
        use_aggravated_hands(fight, side, choice)  # Lambach, Janey Pickman
        return
    if choice.data == STRENGTH_FOR_POLITICAL:
        minion = side.minion
        side.abilities_used.add(
            next(i for i, e in abilities(minion, Handler) if e.name == STRENGTH_FOR_POLITICAL)
        )
        move(state, state.cards[choice.card], Region.ASH_HEAP)
        refill_hand(state, side.seat)  # 1.6.1.2
        add_modifier(state, Modifier("strength", POLITICAL_STRENGTH, "combat", card=minion.uid))
        state.log_line(choice.label, "6.4.2", side.seat)
        return
    if choice.data in (CLOSE, LONG):
        fight.distance = choice.data  # Cailean: the range step is skipped (6.4.2)
        fight.range_set = True
        state.log_line(choice.label, "6.4.2", side.seat)
        return
    vampire = state.cards[choice.actor]
    vampire.acted.add(END_COMBAT_OF_DEAD_ALLY)  # once each turn
    lose_blood(state, vampire, 1)
    fight.ended = True
    state.log_line(choice.label, "6.4.2", side.seat)


def uses_weapons(minion: CardInPlay) -> bool:
    """Howler: she cannot use weapons (6.4.5); Enkidu cannot have or use equipment."""
    return NO_WEAPONS not in handlers(minion) and not cannot_have(minion, "Equipment")


@dataclass(frozen=True, slots=True)
class OwnManeuver:
    """The payload of a minion's own optional maneuver: which of his abilities gives it."""

    index: int

    @property
    def argument(self) -> str:
        return f"=own{self.index}"


def ability_maneuvers(fight: Fight, side: Side, destination: str) -> list[Option]:
    """6.4.2: the minion's own optional maneuver, once each combat: on the first round only,
    or in the combat his own action began (Massassi), as it says."""
    options = []
    for index, words in abilities(side.minion, Maneuver):
        if index in side.abilities_used:
            continue
        if words.first_round and fight.round != 1:
            continue
        action = fight.action
        if words.own_combat_action and (
            action is None or action.actor is not side.minion or action.kind != ABILITY
        ):
            continue
        options.append(
            Option(
                "maneuver",
                f"Maneuver to {destination} range ({side.name}'s optional maneuver)",
                actor=side.minion.uid,
                numbers={"long_range": destination == "long"},
                data=OwnManeuver(index),
            )
        )
    return options


def combat_begins(fight: Fight) -> None:
    """6.4: strength a minion gets "in combat with" a vampire of a clan or sect: a modifier
    until the combat ends (Cynthia Ingold, Blythe Candeleria, Rake); 6.4.4: the optional
    presses his own card gives him each combat (Nephandus)."""
    for side in fight.sides:
        side.combat_presses += sum(
            1 for _, words in abilities(side.minion, Press) if words.optional
        )
        other = fight.other(side).minion
        if (
            OLDER_OPPONENTS_STRENGTH in handlers(side.minion)
            and other.is_vampire
            and other.capacity > side.minion.capacity
        ):
            # Basil: older vampires get +1 strength in combat with him (1.5.2).
            add_modifier(fight.state, Modifier("strength", 1, "combat", card=other.uid))
        for _, words in abilities(side.minion, Strength):
            if words.first_round:
                # Lisa Noble: "-1 strength on the first round of combat": until it ends.
                add_modifier(
                    fight.state,
                    Modifier("strength", words.amount, "round", card=side.minion.uid),
                )
            elif words.against and _of(other, words.against, side.minion):
                add_modifier(
                    fight.state,
                    Modifier("strength", words.amount, "combat", card=side.minion.uid),
                )


def mandatory_press(fight: Fight) -> Side | None:
    """6.4.4: a minion's own press (mandatory) each combat, only usable to continue combat
    (Adrino Manauara): once the presses leave none to continue standing, he uses it, unless
    he may not press to continue this round. Returns the side that pressed."""
    if fight.pressing or not fight.going():
        return None
    for side in fight.sides:
        if side.no_press or side.restrained("press_to", "continue"):
            continue
        for index, words in abilities(side.minion, Press):
            if words.mandatory and index not in side.abilities_used:
                side.abilities_used.add(index)  # each combat
                return side
    return None


def _of(other: CardInPlay, against: str, minion: CardInPlay) -> bool:
    """The opposing vampire is of that clan or sect, or older or younger than the minion
    (1.5.2: capacities compared); or the opposing minion is of that kind ("a werewolf")."""
    if against == other.card.clauses.creature:
        return True
    if against == "ally":
        return other.is_ally  # Jamal: "in combat with an ally"
    if against == RED_LIST:
        return is_red_list(other)  # Echo: "with a Red List minion" (11)
    if not other.is_vampire:
        return False
    if against == "older":
        return other.capacity > minion.capacity
    if against == "younger":
        return other.capacity < minion.capacity
    return against in other.card.clans or other.sect == against


def combat_over(fight: Fight) -> None:
    """As combat ends (6.4: it ends with a minion leaving the ready region). Matasuntha: after
    a minion in combat with her leaves the ready region, you can gain 1 pool (always to your
    good: gained); Angela Decker: after she is burned in combat, burn 2 pool."""
    state = fight.state
    for side in fight.sides:
        if POOL_WHEN_BURNED in handlers(side.minion) and side.minion.region is Region.ASH_HEAP:
            # Angela Decker: after she is burned in combat, burn 2 pool (9.1: it may oust).
            lose_pool(state, side.seat, BURNED_POOL)
            state.log_line(f"{side.name} was burned: {BURNED_POOL} pool burned", "6.4")
            check_ousts(state)
        other = fight.other(side).minion
        if POOL_WHEN_OPPONENT_LEAVES in handlers(side.minion) and other.region is not Region.READY:
            gain_pool(state, side.minion.controller, 1)
            state.log_line(f"{side.name}: {other.name} left the ready region, +1 pool", "6.4")
    after_blocked_combat(fight)  # Cagliostro (rules/corruption_combat.py)
