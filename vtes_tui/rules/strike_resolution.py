"""Provides strike resolution: its order, strike effects and damage prevention (6.4.5, 6.4.6)."""

from __future__ import annotations

from collections.abc import Generator

from ..cards.vocabulary import Prevent, RoundDamage, Undodgeable
from .cardplay import finish_card, judge
from .damage import inflict_damage
from .effects import amount, has, in_play_effects, of_type
from .fight import CLOSE, Fight, Play, Side, combat_plays, play_combat_card
from .prompts import PASS, Ask, Option, Prompt, ask, pass_option
from .state import CardInPlay, GameState, Region
from .strikes import Strike
from .zones import add_blood, attach, burn, lose_blood, unlock

# -- 6.4.3 and 6.4.5 strike resolution ---------------------------------------------------------------


def resolve_strikes(fight: Fight, strikes: dict[Side, Strike], initial: bool = True) -> Ask:
    """6.4.5: combat ends resolves first, then first strike, then the rest at the same time.

    ``initial``: the round's strikes, whose normal resolution also deals the damage retainers
    inflict "each round of combat during normal strike resolution"; not additional strikes.
    """
    state = fight.state
    enders = [side for side, strike in strikes.items() if strike.combat_ends]
    if enders:
        for side in enders:
            if strikes[side].unlock:
                unlock(state, side.minion)
                state.log_line(f"{side.name} unlocks", "6.4.5", side.seat)
        state.log_line(f"{enders[0].name}'s strike ends combat", "6.4.5", enders[0].seat)
        fight.ended = True
    else:
        first = [side for side, strike in strikes.items() if strike.first_strike]
        if first and len(first) < len(strikes):
            yield from _apply(fight, strikes, first)
            if fight.going():
                rest = [s for s in strikes if s not in first]
                yield from _apply(fight, strikes, rest, initial)
        else:
            yield from _apply(fight, strikes, list(strikes), initial)
    for strike in strikes.values():
        if strike.card is not None:
            finish_card(state, strike.card)


def _apply(
    fight: Fight, strikes: dict[Side, Strike], strikers: list[Side], normal: bool = False
) -> Ask:
    state = fight.state
    hits: list[tuple[CardInPlay, int, bool]] = round_damage(fight) if normal else []
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
        if target is other.minion and theirs is not None and theirs.dodge and dodgeable(side):
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


def round_damage(fight: Fight) -> list[tuple[CardInPlay, int, bool]]:
    """What the cards on each combatant inflict on the opposing minion this round (Murder of
    Crows): not a strike, so a dodge does not stop it; ranged damage reaches at long range."""
    hits = []
    for side in fight.sides:
        for card in side.minion.attached:
            for word in of_type(in_play_effects(card), RoundDamage):
                if fight.distance == CLOSE or word.ranged:
                    target = fight.other(side).minion
                    fight.state.log_line(
                        f"{card.name} inflicts {word.amount} damage on {target.name}",
                        "6.4.5",
                        side.seat,
                    )
                    hits.append((target, word.amount, False))
    return hits


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
    weapon = strike.card
    return (
        weapon is not None and "Equipment" in weapon.card.types and weapon.host is not side.minion
    )


# -- 6.4.6 damage prevention ----------------------------------------------------------------------------


def prevented(play: Play) -> int:
    """The damage an automated prevention card prevents (0 for one resolved by hand)."""
    return amount(play.effects, Prevent)


def _prevention(
    fight: Fight, target: CardInPlay, normal: int, aggr: int
) -> Generator[Prompt, int, tuple[int, int]]:
    """6.4.6: the damaged minion plays prevention cards one at a time until he stops."""
    side = fight.side_of(target)
    while side is not None and normal + aggr > 0:
        plays = combat_plays(fight.state, target, "prevent")
        options = [
            Option(
                "play",
                play.label("Play")
                + (f": prevent {prevented(play)} damage" if play.effects is not None else ""),
                actor=target.uid,
                card=play.card.uid,
                numbers={"prevent": prevented(play)},
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
        play_combat_card(fight, side, play, "6.4.6")
        if play.effects is not None:
            amount = prevented(play)
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
