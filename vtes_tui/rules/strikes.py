"""Provides strikes: the hand strike, weapons and strike cards, and choosing them (6.4.3)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace

from ..cards.combat_words import Aim, ContinueAction, Weapon
from ..cards.combat_words import Strike as StrikeWords
from .aims import aim
from .attached_strikes import attached_strikes
from .cardplay import cannot_have, cost_words, level_label
from .corruption_combat import cannot_end_combat, corruption_strikes, strike_chosen
from .effects import first, in_play_effects
from .fight import BY_HAND, CLOSE, LONG, Fight, Play, Side, combat_plays, play_combat_card
from .first_round import first_round_bar, own_additional_strikes
from .imbued_cards import burn_strikes
from .more_combat_effects import no_escape
from .permanents import strength
from .prompts import Option, Prompt, ask
from .reaction_effects import IF_BLOCKS_ESCAPE
from .state import CardInPlay, GameState, Region
from .strike_equip import EQUIP_STRIKE, equip_strike, equip_strike_options
from .vampire_combat import uses_weapons
from .vampire_damage import melee_bonus
from .vampire_hands import discipline_additional_strike, own_first_strike, requires
from .vampire_opponents import pay_for_strike, strike_choices
from .zones import burn, lose_blood, move, refill_hand


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
    ability: int | None = None  # the minion's own "can strike: ..." ability (its index)
    granted: int = 0  # the place of a strike a card played gives this round (Side.granted)
    cost: int = 0  # blood the ability burns as the strike is chosen
    once_each_combat: bool = False
    hand: bool = False  # 6.4.5: a hand strike (at +N from a card, too)
    weapon: CardInPlay | None = None  # the weapon a strike card uses ("use a melee weapon")
    put_on: int = 0  # put the strike card on the opposing minion with N counters
    torpor: bool = False  # send the opposing vampire to torpor
    burn_ally: bool = False  # burn the opposing ally
    keep: bool = False  # the strike card goes on the striking vampire after combat
    continues: ContinueAction | None = None  # after combat, the action can continue unblocked
    aim: Aim | None = None  # an aim played on the strike (+N damage if it hurts)
    undodgeable: bool = False  # a dodge does not stop it (rulings, "Cannot be dodged")
    recoil: int = 0  # aggravated damage to the striker (at close range only: recoil_close)
    recoil_close: bool = False
    ends_after: bool = False  # combat ends once this strike has resolved
    level: str = ""  # the level its strike card was played at (1.5.4: the Discipline required)
    unlock_opposing: bool = False  # unlock the opposing minion before combat ends
    burn_after: int = 0  # after combat, the opposing minion burns N blood or life
    damage_after: int = 0  # after combat, at close range, N unpreventable damage to him
    long_only: bool = False  # a weapon's strike "only usable at long range" (Sniper Rifle)
    burn_card: bool = False  # ``card`` is burned as the strike is chosen (BurnToStrike)
    no_unlock: bool = False  # the vampire sent to torpor does not unlock as normal (Coma)
    corrupt: bool = False  # a corruption counter on the opposing minion (rules/corruption.py)
    given: int = 0  # the place of a strike a card on him gives (rules/attached_strikes.py)

    @property
    def argument(self) -> str:
        """What tells this strike apart in its option's id: the weapon a strike card uses, the
        place of the minion's own strike ability past his first (Carlton Van Wyk's dodge; the
        first keeps the id records already hold), the place of a strike a card gave this round
        past the first (Hunger of Marduk played twice, at two levels), or the "strike: combat
        ends" a card played on the action gives (Shroud of Absence)."""
        if self.weapon is not None and self.weapon is not self.card:
            return f"w={self.weapon.uid}"
        if self.ability:
            return f"=ability{self.ability}"
        if self.granted:
            return f"=granted{self.granted}"
        if self.given:
            return f"=given{self.given}"
        if self.card is None and self.ability is None and self.combat_ends:
            return "=combat-ends"
        return ""

    def reaches(self, distance: str) -> bool:
        """6.4.3: only ranged strikes work at long range; dodge and combat ends work at any."""
        if self.long_only and distance == CLOSE:
            return False
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
            "torpor": self.torpor or self.burn_ally,
            "long_range": distance == LONG,
        }


# -- 6.4.3 strike ---------------------------------------------------------------------------------------


def _weapon(card: CardInPlay) -> Weapon | None:
    """The strike a weapon gives its bearer, if its definition says it."""
    return first(in_play_effects(card), Weapon)


def _is_weapon(card: CardInPlay) -> bool:
    """A weapon: equipment saying so, or any card on the minion that can strike as one (a
    combat card that "becomes a melee weapon equipment")."""
    return _weapon(card) is not None or (
        "Equipment" in card.card.types and card.card.clauses.weapon
    )


def is_equipment(card: CardInPlay) -> bool:
    return card.card.equipment_in_play or _weapon(card) is not None


def melee(weapon: CardInPlay) -> Weapon | None:
    """A melee weapon's strike: an automated weapon that is not ranged (6.4.3)."""
    words = _weapon(weapon)
    return words if words is not None and not words.ranged else None


def weapons(minion: CardInPlay, side: Side | None = None) -> list[CardInPlay]:
    """6.4.5: a weapon stolen this round cannot be used by its new bearer this round; with his
    ``side`` given, the weapons he can use (some minions cannot use any)."""
    if side is not None and side.restrained("equipment"):
        return []  # a card of his opponent: he cannot use equipment this combat
    stolen = side.stolen if side is not None else set()
    if side is not None and not uses_weapons(minion):
        return []
    return [card for card in minion.attached if _is_weapon(card) and card.uid not in stolen]


def _takeable(minion: CardInPlay, what: str) -> list[CardInPlay]:
    """6.4.5: the equipment (or weapons) on the opposing minion a strike can burn or steal."""
    if what == "weapon":
        return weapons(minion)
    retainers = what == "equipment or retainer"
    return [
        card
        for card in minion.attached
        if is_equipment(card) or (retainers and "Retainer" in card.card.types)
    ]


def _strike_from(
    state: GameState,
    minion: CardInPlay,
    words: StrikeWords | Weapon,
    source: str,
    card: CardInPlay | None,
) -> Strike:
    damage = words.damage
    if isinstance(words, Weapon):
        if words.strength_bonus is not None:
            damage += strength(state, minion) + words.strength_bonus  # "strength+N damage"
        if not words.ranged:
            damage += melee_bonus(minion)  # Jaroslav Pascek
        strike = Strike(
            source,
            damage=damage,
            ranged=words.ranged,
            aggravated=words.aggravated,
            card=card,
            long_only=words.long_only,
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
        burn_equipment=_burns(words),
        steal_equipment=words.steal_equipment,
        unlock=words.unlock,
        card=card,
        hand=words.hand_bonus is not None,
        put_on=words.put_on_opposing,
        torpor=words.torpor,
        burn_ally=words.burn_ally,
        keep=words.keep,
        undodgeable=words.undodgeable,
        recoil=words.recoil,
        recoil_close=words.recoil_close,
        ends_after=words.ends_after,
        unlock_opposing=words.unlock_opposing,
        burn_after=words.burn_after,
        damage_after=words.damage_after,
        no_unlock=words.no_unlock,
    )
    strike.label = f"{source}: {_describe(strike)}"
    return strike


def _burns(words: StrikeWords) -> str:
    if words.burn_equipment and words.burn_retainer:
        return "equipment or retainer"
    return "equipment" if words.burn_equipment else ""


def _describe(strike: Strike) -> str:
    parts = []
    if strike.combat_ends:
        parts.append("combat ends")
    if strike.keep:
        parts.append("then put on this vampire")
    if strike.torpor:
        parts.append("send to torpor")
    if strike.burn_ally:
        parts.append("burn an ally")
    if strike.put_on:
        parts.append(f"put on the opposing minion with {strike.put_on} counters")
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
    if strike.undodgeable:
        parts.append("cannot be dodged")
    if strike.recoil:
        where = " at close range" if strike.recoil_close else ""
        parts.append(f"{strike.recoil} aggravated damage to himself{where}")
    if strike.ends_after:
        parts.append("then combat ends")
    if strike.extra:
        parts.append(f"{strike.extra} additional strike(s)")
    return ", ".join(parts) or "no effect"


def _hand_strike(state: GameState, minion: CardInPlay) -> Strike:
    """6.4.5: the default strike does damage equal to strength, at close range."""
    amount = strength(state, minion)
    return Strike(f"Hand strike: {amount} damage", damage=amount, hand=True)


def weapon_strike(state: GameState, minion: CardInPlay, weapon: CardInPlay) -> Strike:
    words = _weapon(weapon)
    if words is not None:
        strike = _strike_from(state, minion, words, weapon.name, weapon)
    else:
        strike = Strike(f"{weapon.name}{BY_HAND}", card=weapon, by_hand=True)
    strike.weapon = weapon
    return strike


def card_strike(state: GameState, minion: CardInPlay, play: Play) -> Strike:
    source = f"{play.card.name}{level_label(play.level)}"
    words = first(play.effects, StrikeWords)
    if words is None:
        strike = Strike(f"{source}{BY_HAND}", card=play.card, by_hand=True)
    else:
        strike = _strike_from(state, minion, words, source, play.card)
    strike.level = play.level
    strike.extra = play.additional_strikes
    strike.continues = first(play.effects, ContinueAction)
    if strike.extra and not strike.by_hand:
        strike.label = f"{source}: {_describe(strike)}"
    return strike


def strike_from_words(
    state: GameState, minion: CardInPlay, words: StrikeWords, card: CardInPlay
) -> Strike:
    """The strike a card on the minion gives him, at the level it was played at (1.5.4)."""
    strike = _strike_from(state, minion, words, f"{card.name}{level_label(card.level)}", card)
    strike.level = card.level
    return strike


def card_weapon_strikes(state: GameState, side: Side, play: Play) -> list[Strike]:
    """ "Strike: hand strike or use a melee weapon strike. This strike is at +N damage": the
    strike of each melee weapon the minion can use, at +N, played with the card."""
    words = first(play.effects, StrikeWords)
    if words is None or not words.melee_weapon:
        return []
    source = f"{play.card.name}{level_label(play.level)}"
    found = []
    for weapon in weapons(side.minion, side):
        weapon_words = melee(weapon)
        if weapon_words is None:
            continue
        strike = _strike_from(state, side.minion, weapon_words, weapon.name, play.card)
        strike.damage += words.hand_bonus or 0
        strike.weapon = weapon
        strike.label = f"{source} with {weapon.name}: {_describe(strike)}"
        found.append(strike)
    return found


def _strike_options(fight: Fight, side: Side) -> list[Option]:
    minion = side.minion
    state = fight.state
    candidates: list[tuple[Strike, Play | None]] = [(_hand_strike(state, minion), None)]
    for weapon in weapons(minion, side):
        candidates.append((weapon_strike(state, minion, weapon), None))
    for place, (source, words) in enumerate(side.granted):
        granted = _strike_from(state, minion, words, source, None)
        granted.granted = place
        candidates.append((granted, None))
    for play in combat_plays(fight, side, "strike"):
        candidates.append((card_strike(state, minion, play), play))
        candidates.extend((strike, play) for strike in card_weapon_strikes(state, side, play))
    candidates.extend((s, None) for s in ability_strikes(state, side, fight.other(side).minion))
    if minion.attached:
        candidates.extend((s, None) for s in attached_strikes(state, side))  # Heroic Might
    opposing = fight.other(side).minion
    candidates.extend((s, None) for s in burn_strikes(state, side, opposing))  # imbued cards
    if minion.attached:
        candidates.extend((s, None) for s in corruption_strikes(side))  # Contagion
    if fight.grappled:
        # Grapple: strikes that are not hand strikes cannot be used this round.
        candidates = [(strike, play) for strike, play in candidates if strike.hand]
    if fight.round == 1 and no_escape(fight.state, minion):
        # Hunter's Mark [CEL]: "the opposing minion cannot strike: combat ends during the
        # first round of that combat".
        candidates = [(strike, play) for strike, play in candidates if not strike.combat_ends]
    if fight.round == 1 and side is fight.acting and fight.action is not None:
        for source in getattr(fight.action, "escapes", ()):  # a card played on the action
            candidates.append((Strike(f"{source}: combat ends", combat_ends=True), None))
    if fight.round == 1 and side is not fight.acting and fight.state.modifiers:
        # Night Terrors [OBF][PRE]: "if this vampire blocks, they can strike: combat ends
        # during the first round of the resulting combat".
        for m in fight.state.modifiers:
            if m.stat == IF_BLOCKS_ESCAPE and m.card == minion.uid and m.source is not None:
                source = fight.state.cards[m.source].name
                candidates.append((Strike(f"{source}: combat ends", combat_ends=True), None))
    if minion.corruption and cannot_end_combat(fight, side):
        # Faruq Abd al-Qadir: his Methuselah's corrupted opponent cannot strike: combat ends.
        candidates = [(strike, play) for strike, play in candidates if not strike.combat_ends]
    options = []
    opponent = fight.other(side).minion
    for strike, play in candidates:
        takes = strike.burn_equipment or strike.steal_equipment
        if strike.steal_equipment and cannot_have(minion, "Equipment"):
            continue  # Enkidu: no strike to steal equipment (rulings LSJ 20010210)
        if takes and not _takeable(opponent, takes):
            # 6.4.5: the equipment is chosen as the strike is declared ("a weapon must be
            # chosen"): with none to choose, the card is no strike, even at a level adding
            # damage or first strike (card rulings, RTR 19980928: "Cannot be used if there
            # is no equipment to destroy").
            continue
        if strike.reaches(fight.distance):
            options.extend(_aimed(fight, side, strike, play))
    if fight.distance == LONG:
        options.append(_no_strike(fight, minion, "a hand strike does not reach at long range"))
    return options


def _no_strike(fight: Fight, minion: CardInPlay, why: str) -> Option:
    return Option(
        "none",
        f"No strike ({why})",
        actor=minion.uid,
        numbers=Strike("").numbers(fight.distance),
        data=(Strike("No strike"), None),
    )


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
        cost = cost_words(play.card.card, side.minion)
        label = f"Play {strike.label}" + (f" ({cost})" if cost else "")
    key = "hand" if strike.hand else "granted"  # a strike a card played gives this round
    if strike.card is not None:
        key = "weapon" if strike.weapon is strike.card else "card"
    elif strike.ability is not None:
        key = "minion-ability"  # a strike the minion's own text gives (vampire_actions.ABILITY)
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
        strike = yield from _choose_strike(fight, side, initial, chosen.get(fight.other(side)))
        own_first_strike(side, strike)  # Elimelech
        use_ability_strike(fight, side, strike)
        strike = yield from _choose_equipment(fight, side, strike)
        strike.aim = yield from aim(fight, side, strike.label)
        if strike.extra and not side.gained_additional:
            side.additional += strike.extra
            side.gained_additional = True
        elif initial and not side.gained_additional and own_additional_strikes(side.minion):
            # 6.4.3: his own, one effect for additional strikes each round (limited)
            side.additional += own_additional_strikes(side.minion)
            side.gained_additional = True
        else:
            discipline_additional_strike(side, strike)  # Valerius Maior
        chosen[side] = strike
        fight.state.log_line(f"{side.name} strikes: {strike.label}", "6.4.3", side.seat)
    return chosen


def _choose_strike(
    fight: Fight, side: Side, initial: bool, seen: Strike | None
) -> Generator[Prompt, int, Strike]:
    """The strike the minion chooses; a strike card canceled as it is played leaves him to
    choose another (wording templates, "Cancel a card")."""
    while True:
        if initial and side.fixed is not None:
            options = _aimed(fight, side, side.fixed, None)  # 6.4.2: chosen with the maneuver
            if fight.grappled and not side.fixed.hand:
                # Grapple: committed to a strike that is not a hand strike, he gets no strike
                # (rulings, Immortal Grapple, TOM 19951217).
                options = [_no_strike(fight, side.minion, "grappled: only hand strikes this round")]
        else:
            options = _strike_options(fight, side)
            if not initial and side.only_discipline:
                # Valerius Maior: the additional strike is optional, and with such a strike.
                options = [o for o in options if requires(o.data[0], side.only_discipline)]
                options.append(_no_strike(fight, side.minion, "the additional strike is optional"))
        barred = first_round_bar(fight, side)
        if barred:
            options = [_no_strike(fight, side.minion, barred)]
        against = f" ({fight.other(side).name} strikes with {seen.label})" if seen else ""
        options = strike_choices(fight, side, options, _no_strike)  # Lucian
        if not (initial and side.fixed is not None) and not barred:
            options = options + equip_strike_options(fight, side)  # Disguised Weapon [OBF]
        choice = yield from ask(
            side.seat,
            "strike",
            "6.4.3",
            f"{side.name}: choose a strike at {fight.distance} range{against}",
            options,
            fight.context(opposing_strike=seen.label if seen else None),
        )
        if choice.key == EQUIP_STRIKE:
            yield from equip_strike(fight, side, choice.data)
            continue  # he chooses his strike now, with the weapon if he likes
        strike, play = choice.data
        if play is None or (yield from play_combat_card(fight, side, play, "6.4.3")):
            pay_for_strike(fight, side, choice)  # Lucian
            return strike


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


# -- a minion's own strikes ("can strike: dodge", "can burn 1 blood to strike: ...") -------------


def ability_strikes(
    state: GameState, side: Side, opposing: CardInPlay | None = None
) -> list[Strike]:
    """The strikes the minion's own card lets him choose (6.4.3): those he can pay for, if
    once each combat, has not used this combat, and if only against a kind of minion, has
    one as his ``opposing`` minion (Céleste Lamontagne: "in combat with a werewolf")."""
    minion = side.minion
    out = []
    for index, words in enumerate(in_play_effects(minion)):
        if not isinstance(words, StrikeWords):
            continue
        if words.against and (opposing is None or opposing.card.clauses.creature != words.against):
            continue
        if words.once_each_combat and index in side.abilities_used:
            continue
        if minion.blood < words.blood:
            continue
        if words.discard_random and not state.players[minion.controller].hand:
            continue
        strike = _strike_from(state, minion, words, minion.name, None)
        strike.ability = index
        strike.cost = words.blood
        strike.once_each_combat = words.once_each_combat
        limits = [f"{words.blood} blood"] if words.blood else []
        if words.once_each_combat:
            limits.append("once each combat")
        if limits:
            strike.label += f" ({', '.join(limits)})"
        out.append(strike)
    return out


def use_ability_strike(fight: Fight, side: Side, strike: Strike) -> None:
    """Choosing the minion's own strike burns its blood cost and, once each combat, uses it;
    a strike made by burning a card on him burns it."""
    strike_chosen(strike)  # once each combat (rules/corruption.py)
    if strike.burn_card and strike.card is not None:
        fight.state.log_line(f"{side.name} burns {strike.card.name}", "6.4.3", side.seat)
        burn(fight.state, strike.card)
    if strike.ability is None:
        return
    if strike.cost:
        lose_blood(fight.state, side.minion, strike.cost)
    words = in_play_effects(side.minion)[strike.ability]
    if isinstance(words, StrikeWords) and words.discard_random:
        # Phaibun: its cost, a card of the hand at random (the game's one random source);
        # the hand is refilled (1.6.1.2).
        hand = fight.state.players[side.seat].hand
        if hand:
            discarded = fight.state.rng.choice(hand)
            move(fight.state, discarded, Region.ASH_HEAP)
            fight.state.log_line(f"{side.name} discards {discarded.name} at random", "6.4.3")
            refill_hand(fight.state, side.seat)
    if strike.once_each_combat:
        side.abilities_used.add(strike.ability)
