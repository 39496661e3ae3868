"""Provides strike resolution: its order, strike effects and damage prevention (6.4.5, 6.4.6)."""

from __future__ import annotations

from ..cards.card_words import Undodgeable
from ..cards.combat_words import CapDamage, Weapon
from .cardplay import finish_card, judge
from .combat_cards import environmental_words, hand_strikes_aggravated
from .corruption_combat import corruption_strike_resolved
from .damage import inflict_damage, reduced, send_to_torpor
from .effects import first, has, in_play_effects
from .events import Modifier
from .fight import CLOSE, Fight, Side
from .prevention import Hit, prevention
from .prompts import Ask
from .reaction_effects import NO_UNLOCK
from .state import CardInPlay, GameState, Region
from .strikes import Strike
from .vampire_abilities import handlers
from .vampire_combat import BURNED_PAST_DAMAGE, COMBAT_DAMAGE_LIMIT
from .vampire_damage import aggravated_from, damage_from, discipline_damage
from .vampire_retainers import silenced_in_combat
from .zones import add_blood, add_modifier, attach, burn, lose_blood, unlock

# -- 6.4.3 and 6.4.5 strike resolution ---------------------------------------------------------------


def resolve_strikes(fight: Fight, strikes: dict[Side, Strike], initial: bool = True) -> Ask:
    """6.4.5: combat ends resolves first, then first strike, then the rest at the same time.

    Environmental damage comes with the normal strike resolution of each round's first pair of
    strikes (``initial``), once a round.
    """
    state = fight.state
    enders = [side for side, strike in strikes.items() if strike.combat_ends]
    if enders:
        for side in enders:
            if strikes[side].unlock:
                unlock(state, side.minion)
                state.log_line(f"{side.name} unlocks", "6.4.5", side.seat)
            if strikes[side].unlock_opposing:
                other = fight.other(side)
                unlock(state, other.minion)
                state.log_line(f"{other.name} unlocks", "6.4.5", side.seat)
        state.log_line(f"{enders[0].name}'s strike ends combat", "6.4.5", enders[0].seat)
        fight.ended = True
        continues = strikes.get(fight.acting)
        if continues is not None and continues.continues is not None:
            fight.continues = continues.continues  # "if this vampire was blocked"
    else:
        first = [side for side, strike in strikes.items() if strike.first_strike]
        if first and len(first) < len(strikes):
            yield from _apply(fight, strikes, first, initial, False)
            if fight.going():
                rest = [s for s in strikes if s not in first]
                yield from _apply(fight, strikes, rest, initial, initial)
        else:
            yield from _apply(fight, strikes, list(strikes), initial, initial)
    for side, strike in strikes.items():
        if (strike.burn_after or strike.damage_after) and fight.ended:
            fight.after.append((side, strike))  # it ended combat: what follows comes after
        if strike.keep and strike.card is not None:
            fight.kept.append((strike.card, side.minion))  # put on him after combat
        elif strike.card is not None:
            finish_card(state, strike.card)


def _apply(
    fight: Fight,
    strikes: dict[Side, Strike],
    strikers: list[Side],
    initial: bool,
    environment: bool,
) -> Ask:
    state = fight.state
    hits: dict[int, Hit] = {}
    drained: list[CardInPlay] = []
    to_torpor: list[tuple[CardInPlay, Strike]] = []
    corrupted: list[tuple[Side, CardInPlay]] = []  # strikes putting a corruption counter
    worn: list[tuple[CardInPlay, int]] = []  # weapons striking, and their damage
    # 6.4.5: the strikes resolved here are simultaneous: a weapon is lost only to an earlier one.
    disarmed = [side for side in strikers if _lost_weapon(side, strikes[side])]
    for side in strikers:
        strike = strikes[side]
        other = fight.other(side)
        theirs = strikes.get(other)
        target = strike.target or other.minion
        if side in disarmed:
            assert strike.weapon is not None
            state.log_line(
                f"{side.name} no longer has {strike.weapon.name}: the strike has no effect",
                "6.4.5",
                side.seat,
            )
            continue
        if strike.dodge or not strike.reaches(fight.distance):
            continue
        if target is not other.minion and target.host is not other.minion:
            continue  # 6.4.7: the retainer aimed at is gone: the strike has no effect
        if (
            target is other.minion
            and theirs is not None
            and theirs.dodge
            and not strike.undodgeable
            and dodgeable(side)
        ):
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
        if strike.put_on and strike.card is not None:
            _put_on(state, strike.card, target, strike.put_on)
        if strike.torpor or strike.burn_ally:
            to_torpor.append((target, strike))
        if strike.corrupt:
            corrupted.append((side, target))
        damage = strike.damage + _bonus(side, strike) if strike.damage else 0
        if damage and target is other.minion:
            damage = less_damage(state, target, damage, side.minion)
        if damage:
            hit = hits.setdefault(target.uid, Hit(target, initial=initial))
            if (
                strike.aggravated
                or (strike.hand and hand_strikes_aggravated(state, side.minion))
                or aggravated_from(side.minion, target)  # Selena
            ):
                hit.aggravated += damage
                hit.aimed_aggravated = True
            else:
                hit.normal += damage
            hit.aim = strike.aim if target is other.minion else None
            if strike.weapon is not None and strike.weapon.card.clauses.gun:
                hit.gun = True  # Kevlar Vest: damage "from gun strikes"
            if strike.weapon is not None:
                worn.append((strike.weapon, damage))
            if target is other.minion and other.prevent_strikes:
                hit.normal = hit.aggravated = 0
                state.log_line(
                    f"{other.name} prevents the damage of {side.name}'s strike", "6.4.6", other.seat
                )
    for side in strikers:
        strike = strikes[side]
        close = fight.distance == CLOSE or not strike.recoil_close
        if strike.recoil and close and side not in disarmed:
            # Burst of Sunlight: the striker takes damage too (Breath of the Dragon: only at
            # close range, environmental).
            hits.setdefault(side.minion.uid, Hit(side.minion)).env_aggravated += strike.recoil
            state.log_line(f"{side.name} takes {strike.recoil} aggravated damage", "6.4.5")
    if environment:
        _environmental(fight, hits)
    for target in drained:
        if not target.is_vampire and target.blood == 0 and _in_play(target):
            # 6.4.5: an ally or retainer robbed of its last life is burned.
            state.log_line(f"{target.name} has no life left and is burned", "6.4.5")
            burn(state, target)
    pending = []
    # 1.6.1.5: the acting minion prevents first; all the damage is then inflicted at once.
    for hit in sorted(hits.values(), key=lambda h: h.target is not fight.acting.minion):
        if fight.all_aggravated:
            hit.aggravate()
        if _in_play(hit.target):
            hit = yield from prevention(fight, hit)
            if hit.aim is not None and (hit.normal or hit.aggravated):
                hit = yield from _aimed(fight, hit)
            pending.append(hit)
    for hit in pending:
        if _in_play(hit.target) and hit.total:
            _inflict(fight, hit)
    for target, strike in to_torpor:
        _send_to_torpor(state, target, strike)
    for weapon, damage in worn:
        _wear(state, weapon, damage)
    for side, target in corrupted:
        yield from corruption_strike_resolved(fight, side, target)
    for side in strikers:
        if strikes[side].ends_after and side not in disarmed and not fight.ended:
            state.log_line(f"{side.name}'s strike has resolved: combat ends", "6.4.5", side.seat)
            fight.ended = True


def _wear(state: GameState, weapon: CardInPlay, damage: int) -> None:
    """A weapon that burns 1 counter for each damage its strike inflicts, even prevented
    (rulings: full damage while any counter is left); it burns with no counter left."""
    words = first(in_play_effects(weapon), Weapon)
    if words is None or not words.wears or weapon.region is not Region.ON_CARD:
        return
    lose_blood(state, weapon, damage)
    if weapon.blood <= 0:
        state.log_line(f"{weapon.name} has no counters left and is burned", "6.4.5")
        burn(state, weapon)


def _bonus(side: Side, strike: Strike) -> int:
    """Increased Strength: this combat, damaging strikes of cards requiring a Discipline do
    more damage."""
    card = strike.card
    if card is None or strike.weapon is not None:
        return 0
    found = sum(b.amount for b in side.strike_bonus if b.discipline in card.card.disciplines)
    return found + discipline_damage(side.minion, strike.level)  # Reverend Blackwood


def _aimed(fight: Fight, hit: Hit) -> Ask:
    """An aim: some damage of the strike gets through, so he takes +N damage from it, of the
    same kind (rulings, Target Vitals), which he may prevent in turn; he cannot press."""
    assert hit.aim is not None
    words, hit.aim = hit.aim, None
    if hit.aimed_aggravated:
        hit.aggravated += words.damage
    else:
        hit.normal += words.damage
    side = fight.side_of(hit.target)
    fight.state.log_line(f"The aimed strike does {words.damage} more damage", "6.4.5")
    if words.no_press and side is not None:
        side.no_press = True
    return (yield from prevention(fight, hit))


def _environmental(fight: Fight, hits: dict[int, Hit]) -> None:
    """Environmental damage of this combat (a card played, a retainer): even against a dodge
    (rulings, "Environmental damage"); at long range only if ranged (6.4.3)."""
    sources = list(fight.environment)
    for side in fight.sides:
        # The combatant's own ability (Mambo Jeanne), and the cards on him.
        for card in (side.minion, *side.minion.attached):
            if not silenced_in_combat(fight, side, card):  # Stanislava, Midget
                sources.extend((side, e.damage, e.ranged) for e in environmental_words(card))
    for side, damage, ranged in sources:
        if fight.distance != CLOSE and not ranged:
            continue
        target = fight.other(side).minion
        damage = less_damage(fight.state, target, damage, side.minion)
        if not damage:
            continue
        hits.setdefault(target.uid, Hit(target)).env_normal += damage
        fight.state.log_line(
            f"{target.name} takes {damage} environmental damage ({side.name}'s)", "6.4.6"
        )


def less_damage(
    state: GameState, target: CardInPlay, damage: int, source: CardInPlay | None = None
) -> int:
    """6.4.6: a strike or damaging effect of the opposing minion (``source``), reduced by the
    target's own card (Nephandus) or ability (Saulot)."""
    damage = damage_from(state, source, target, damage)
    left = reduced(target, damage)
    if left < damage:
        state.log_line(f"{target.name} takes {damage - left} less damage", "6.4.6")
    return left


def _inflict(fight: Fight, hit: Hit) -> None:
    """6.4.6: the damage is successfully inflicted; what it cost a vampire in blood is kept for
    effects at the end of the round."""
    state = fight.state
    target = hit.target
    side = fight.side_of(target)
    if side is not None and side.cap is not None:
        _cap(fight, side, hit, side.cap)
        if not hit.total:
            return
    state.log_line(f"{target.name} takes {hit.words()}", "6.4.6")
    if side is not None:
        side.taken_in_combat += hit.total
        if side.taken_in_combat > COMBAT_DAMAGE_LIMIT and BURNED_PAST_DAMAGE in handlers(target):
            # Franciscus: burned (without going into torpor) if he takes more than 3 damage
            # during a single combat.
            side.taken += hit.total
            fight.other(side).inflicted += hit.normal + hit.aggravated
            state.log_line(f"{target.name} took more than 3 damage this combat: burned", "6.4.6")
            burn(state, target)
            return
    before = target.blood
    normal, aggravated = hit.normal + hit.env_normal, hit.aggravated + hit.env_aggravated
    if side is not None and side.aggravated_as_normal:
        normal, aggravated = normal + aggravated, 0  # Skin of Night: healed with blood
    inflict_damage(state, target, normal, aggravated)
    if side is not None:
        side.taken += hit.total
        fight.other(side).inflicted += hit.normal + hit.aggravated  # environmental apart
        if target.is_vampire:
            side.blood_lost += max(before - target.blood, 0)


def _cap(fight: Fight, side: Side, hit: Hit, cap: CapDamage) -> None:
    """Flesh of Marble: past the first N damage inflicted on him this round, the rest is
    prevented; aggravated damage only with ``cap.aggravated`` (normal damage goes first)."""
    room = max(cap.amount - side.taken, 0)
    kinds = ("normal", "env_normal", "aggravated", "env_aggravated")
    if not cap.aggravated:
        room = max(room - hit.aggravated - hit.env_aggravated, 0)
        kinds = ("normal", "env_normal")
    before = hit.total
    for kind in kinds:
        kept = min(getattr(hit, kind), room)
        setattr(hit, kind, kept)
        room -= kept
    if hit.total < before:
        fight.state.log_line(
            f"{side.name}: {before - hit.total} damage is prevented automatically", "6.4.6"
        )


def _put_on(state: GameState, card: CardInPlay, target: CardInPlay, counters: int) -> None:
    """The strike card goes on the opposing minion with its counters."""
    attach(state, card, target)
    add_blood(state, card, counters)
    state.log_line(f"{card.name} is put on {target.name} with {counters} counters", "6.4.5")


def _send_to_torpor(state: GameState, target: CardInPlay, strike: Strike) -> None:
    """The strike sends the opposing vampire to torpor (wounded, rulings), or burns the
    opposing ally, as it says."""
    if target.region is not Region.READY:
        return
    if target.is_vampire and strike.torpor:
        target.wounded = True
        send_to_torpor(state, target)
        if strike.no_unlock:
            # Coma [DEM]: "the opposing vampire does not unlock as normal during their next
            # unlock phase" (4).
            source = strike.card.uid if strike.card is not None else None
            no_unlock = Modifier(
                NO_UNLOCK, 1, "after_unlock", target.uid, target.controller, source
            )
            add_modifier(state, no_unlock)
            state.log_line(f"{target.name} will not unlock as normal", "6.4.5")
    elif target.is_ally and strike.burn_ally:
        state.log_line(f"{target.name} is burned", "6.4.5")
        burn(state, target)


def dodgeable(side: Side) -> bool:
    """6.4.5: a dodge works, unless the striking minion's strikes cannot be dodged."""
    return not has(in_play_effects(side.minion), Undodgeable)


def _in_play(card: CardInPlay) -> bool:
    return card.region in (Region.READY, Region.ON_CARD)


def _steal(state: GameState, striker: CardInPlay, target: CardInPlay, amount: int) -> None:
    """6.4.5: steal blood moves counters, it is not damage; excess over capacity drains off."""
    taken = lose_blood(state, target, amount)
    gained = add_blood(state, striker, taken)
    drains = f" ({taken - gained} drains off)" if taken > gained else ""
    what = "blood" if target.is_vampire else "life"
    state.log_line(f"{striker.name} steals {taken} {what} from {target.name}{drains}", "6.4.5")


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
    return strike.weapon is not None and strike.weapon.host is not side.minion
