"""Provides the imbued's own rules (rulebook, "The Imbued" appendix): conviction played in the
unlock phase and spent on costs, the incapacitated region, and the (D) action that burns an
incapacitated imbued."""

from __future__ import annotations

from typing import Any

from ..cards.in_play_words import FailAndFight, GainConviction
from ..cards.model import Card
from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_blood, add_modifier, attach, burn, modified, move, shuffle, unlock

CONVICTION_LIMIT = 5  # appendix 2: "Each imbued has a limit of 5 conviction"
LEAVE_INCAPACITATION = 3  # appendix 5: "by burning 3 conviction during his untap phase"
BURN_INCAPACITATED = "burn-incapacitated"  # appendix 5: the (D) action's key
POWER = "power"  # appendix 3: the +1 stealth action to get a power
SECTION = "Imbued"  # the appendix has no numbered sections: cited by its name


def is_imbued(minion: CardInPlay) -> bool:
    """Appendix 4: an imbued is a minion of his own type, counted as a mortal ally."""
    return "Imbued" in minion.card.types


def convictions(imbued: CardInPlay) -> list[CardInPlay]:
    """Appendix 2: the conviction cards played on this imbued."""
    return [c for c in imbued.attached if "Conviction" in c.card.types]


def incapacitate(state: GameState, imbued: CardInPlay) -> None:
    """Appendix 5: an imbued with no life goes to the incapacitated region (controlled, not
    ready) instead of being burned; the cards on him stay with him."""
    state.log_line(f"{imbued.name} loses his last life and is incapacitated", SECTION)
    move(state, imbued, Region.INCAPACITATED)


def leave_incapacitation(state: GameState, imbued: CardInPlay) -> None:
    """Appendix 5: he moves to the ready region and gains a life, not above his starting life
    (his cost, printed where a vampire's capacity is)."""
    move(state, imbued, Region.READY)
    if imbued.blood < imbued.capacity:
        add_blood(state, imbued, 1)
    state.log_line(f"{imbued.name} leaves the incapacitated region", SECTION)


# -- conviction (appendix 2) ----------------------------------------------------------------------


def gain_conviction(state: GameState, imbued: CardInPlay, card: CardInPlay) -> None:
    """Appendix 2: the card goes on the imbued; one gained above five is burned instead."""
    if len(convictions(imbued)) >= CONVICTION_LIMIT:
        state.log_line(f"{card.name} is burned: {imbued.name} has 5 conviction", SECTION)
        move(state, card, Region.ASH_HEAP)
        return
    attach(state, card, imbued)


def spend_conviction(state: GameState, imbued: CardInPlay, amount: int) -> list[CardInPlay]:
    """Appendix 2: conviction cards are burned to pay conviction costs; returns them."""
    paid = convictions(imbued)[:amount]
    for card in paid:
        burn(state, card)
    if amount:
        state.log_line(f"{imbued.name} burns {amount} conviction", SECTION)
    return paid


def can_pay_conviction(minion: CardInPlay | None, card: Card) -> bool:
    """Appendix 2: a conviction cost is paid with the playing imbued's own conviction."""
    need = card.conviction_cost or 0
    if need <= 0:
        return True
    return minion is not None and is_imbued(minion) and len(convictions(minion)) >= need


def _sources(state: GameState, seat: int, imbued: CardInPlay, library: bool) -> list[Option]:
    """One option per conviction card (by name) and region it may come from."""
    player = state.players[seat]
    regions = [(Region.HAND, "hand"), (Region.ASH_HEAP, "ash heap")]
    if library:
        regions.append((Region.LIBRARY, "library"))
    options: list[Option] = []
    for region, where in regions:
        seen: set[str] = set()
        for card in player.region(region):
            if "Conviction" in card.card.types and card.card.name not in seen:
                seen.add(card.card.name)
                options.append(
                    Option(
                        "conviction",
                        f"{imbued.name}: {card.name} from your {where}",
                        actor=imbued.uid,
                        card=card.uid,
                        data=where,
                    )
                )
    return options


def unlock_conviction(state: GameState, seat: int) -> Ask:
    """Appendix 2: in her unlock phase, one conviction on each of her imbued, from her hand or
    her ash heap; appendix 5: an incapacitated imbued may leave by burning 3 conviction (2, in
    any Methuselah's unlock phase, while an imbued with that ability is in play)."""
    if not state.imbued:
        return
    from .imbued_abilities import hurt_another_imbued, leave_cheaper
    from .imbued_powers import bearers_gain_life

    yield from hurt_another_imbued(state, seat)
    bearers_gain_life(state, seat)
    cheaper = leave_cheaper(state)
    player = state.players[seat]
    imbued = [m for m in player.controlled if is_imbued(m) and not m.face_down]
    played: set[int] = set()
    while imbued:
        options: list[Option] = []
        for minion in imbued:
            if minion.controller != seat or minion.region not in (
                Region.READY,
                Region.INCAPACITATED,
            ):
                continue
            if minion.uid not in played and len(convictions(minion)) < CONVICTION_LIMIT:
                options.extend(_sources(state, seat, minion, library=False))
            options.extend(_leave_options(minion, cheaper))
        if not options:
            break
        options.append(Option("done", "No more conviction this unlock phase"))
        choice = yield from ask(seat, "conviction", SECTION, "Conviction for your imbued?", options)
        if choice.key == "done":
            break
        minion = state.cards[choice.actor]
        if choice.key == "leave":
            spend_conviction(state, minion, choice.data)
            leave_incapacitation(state, minion)
            continue
        played.add(minion.uid)
        card = state.cards[choice.card]
        state.log_line(f"{player.name} plays {card.name} on {minion.name}", SECTION, seat)
        gain_conviction(state, minion, card)
    if cheaper:
        yield from _others_leave(state, seat, cheaper)


def _leave_options(minion: CardInPlay, cheaper: int) -> list[Option]:
    """Appendix 5 (3 conviction, his own unlock phase) and the cheaper way, if any."""
    if minion.region is not Region.INCAPACITATED:
        return []
    costs = [LEAVE_INCAPACITATION]
    if cheaper:
        costs.append(cheaper)
    return [
        Option(
            "leave",
            f"{minion.name} burns {cost} conviction to leave the incapacitated region",
            actor=minion.uid,
            data=cost,
        )
        for cost in costs
        if len(convictions(minion)) >= cost
    ]


def _others_leave(state: GameState, seat: int, cheaper: int) -> Ask:
    """Jennie "Cassie247" Orne: any incapacitated imbued may leave during any Methuselah's
    unlock phase; each other Methuselah decides for hers, in turn order."""
    for other in state.clockwise_from(seat):
        if other == seat:
            continue
        for minion in list(state.players[other].incapacitated):
            if minion.region is not Region.INCAPACITATED or len(convictions(minion)) < cheaper:
                continue
            options = [
                Option(
                    "leave",
                    f"{minion.name} burns {cheaper} conviction to leave the incapacitated region",
                    actor=minion.uid,
                    data=cheaper,
                ),
                Option("pass", f"{minion.name} stays incapacitated"),
            ]
            choice = yield from ask(other, "conviction", SECTION, "Leave?", options)
            if choice.key == "leave":
                spend_conviction(state, minion, cheaper)
                leave_incapacitation(state, minion)


def first_conviction(state: GameState, seat: int, imbued: CardInPlay) -> Ask:
    """Appendix 2: an imbued entering play with no conviction may gain 1 from her library
    (searched, then shuffled), hand or ash heap. Inez "Nurse216" Villagrande first puts a
    power on herself."""
    from .imbued_abilities import NO_FIRST_CONVICTION, POWER_ON_ENTERING, power_on_entering
    from .vampire_abilities import handlers

    if not is_imbued(imbued) or imbued.region is not Region.READY:
        return
    if POWER_ON_ENTERING in handlers(imbued):
        yield from power_on_entering(state, seat, imbued)
    if convictions(imbued) or NO_FIRST_CONVICTION in handlers(imbued):
        return  # Liz "Ticket312" Thornton: "doesn't gain a conviction as normal"
    yield from choose_conviction(state, seat, imbued, library=True)


def choose_conviction(state: GameState, seat: int, imbued: CardInPlay, library: bool) -> Ask:
    """The imbued may gain a conviction from her hand or ash heap (or library: searched, then
    shuffled); one option per card name and region."""
    options = _sources(state, seat, imbued, library=library)
    if not options:
        return
    options.append(Option("pass", f"{imbued.name} gains no conviction"))
    choice = yield from ask(
        seat, "conviction", SECTION, f"A conviction for {imbued.name}?", options
    )
    if choice.key == "pass":
        return
    card = state.cards[choice.card]
    state.log_line(f"{imbued.name} gains {card.name} from the {choice.data}", SECTION, seat)
    gain_conviction(state, imbued, card)
    if choice.data == "library":
        shuffle(state, state.players[seat].library)


def _gain_conviction(played: Any, effect: GainConviction) -> Ask:
    """Leaf "Potter116" Pankowski: the imbued whose ability it is gains a conviction."""
    imbued = played.minion or played.card
    if is_imbued(imbued) and imbued.region is Region.READY:
        yield from choose_conviction(played.state, played.seat, imbued, effect.library)


def _fail_and_fight(played: Any, effect: FailAndFight) -> Ask:
    """Champion: the action fails (unsuccessful: its card burned, its cost unpaid, 6.2.3) and
    the acting monster enters combat with the imbued the power is on instead."""
    from .combat import combat

    action, imbued = played.action, played.minion
    if action is None or imbued is None or imbued.region is not Region.READY:
        return
    action.outcome = "unsuccessful"
    state = played.state
    state.log_line(f"{action.actor.name}'s action fails; {imbued.name} fights instead", SECTION)
    yield from combat(state, action.actor, imbued)


IMBUED_PROCEDURES = {GainConviction: _gain_conviction, FailAndFight: _fail_and_fight}


# -- the incapacitated region (appendix 5) --------------------------------------------------------


def burn_incapacitated_options(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Appendix 5: any minion may burn another Methuselah's incapacitated imbued as a (D)
    action (directed at his controller; no inherent stealth)."""
    if not state.imbued:
        return []
    options: list[Option] = []
    for player in state.players:
        if player.ousted or player.seat == seat:
            continue
        for imbued in player.incapacitated:
            options.append(
                Option(
                    BURN_INCAPACITATED,
                    f"{minion.name} burns the incapacitated {imbued.name} ({player.name})",
                    actor=minion.uid,
                    target=imbued.uid,
                    target_seat=player.seat,
                    numbers={"stealth": 0},
                )
            )
    return options


def burn_incapacitated(state: GameState, actor: CardInPlay, imbued: CardInPlay | None) -> Ask:
    """Appendix 5: the imbued is burned and the acting minion takes his equipment; then each
    ready imbued may burn 1 conviction to inflict 1 unpreventable damage on the acting
    minion."""
    from .damage import inflict_damage

    if imbued is None or imbued.region is not Region.INCAPACITATED:
        return  # he left the region before resolution: nothing to burn
    for card in list(imbued.attached):
        if card.card.equipment_in_play and actor.region is Region.READY:
            attach(state, card, actor)
            state.log_line(f"{actor.name} takes {card.name}", SECTION)
    state.log_line(f"{imbued.name} is burned", SECTION)
    burn(state, imbued)
    for seat in state.clockwise_from(state.current):
        for avenger in list(state.players[seat].ready):
            if actor.region is not Region.READY:
                return
            if not is_imbued(avenger) or not convictions(avenger):
                continue
            options = [
                Option(
                    "avenge",
                    f"{avenger.name} burns 1 conviction: 1 unpreventable damage to {actor.name}",
                    actor=avenger.uid,
                    target=actor.uid,
                ),
                Option("pass", f"{avenger.name} does nothing"),
            ]
            choice = yield from ask(seat, "avenge", SECTION, "Avenge the imbued?", options)
            if choice.key == "avenge":
                spend_conviction(state, avenger, 1)
                inflict_damage(state, actor, 1)


# -- powers (appendix 3) --------------------------------------------------------------------------


def may_get_power(minion: CardInPlay, card: Card) -> bool:
    """Appendix 3: only an imbued gets a power, and never two copies of the same one."""
    return is_imbued(minion) and all(c.card.name != card.name for c in minion.attached)


def power_gained(state: GameState, actor: CardInPlay, card: CardInPlay) -> None:
    """Appendix 3: the power goes on the imbued, who untaps if the action is successful."""
    attach(state, card, actor)
    unlock(state, actor)


# -- monsters, and what the imbued's cards in play ask of them (appendix 2, 4) --------------------

# Appendix 4: "Monster: any vampire or non-mortal, non-animal ally or retainer".
_NOT_MONSTERS = frozenset({"mortal", "animal"})


def is_monster(minion: CardInPlay) -> bool:
    """Appendix 4: a vampire, or an ally or retainer neither mortal nor animal (an imbued
    counts as a mortal ally)."""
    if minion.is_vampire:
        return True
    if is_imbued(minion):
        return False
    return minion.card.clauses.creature not in _NOT_MONSTERS


def _named_this_action(card: CardInPlay) -> str:
    return f"{card.card.name} used this action"


def imbued_may_use(state: GameState, card: CardInPlay, ability: Any) -> bool:
    """The limits a card on an imbued puts on its ability: only one card of that name for him
    each action (Second Sight), its conviction cost (appendix 2), "only usable by a locked
    imbued"."""
    bearer = card.host
    if bearer is None or not is_imbued(bearer):
        return False
    if ability.once_action_per_bearer and modified(state, _named_this_action(card), bearer):
        return False
    if ability.bearer_locked and not bearer.locked:
        return False
    if ability.bearer_unlocked and (bearer.locked or bearer.region is not Region.READY):
        return False  # appendix 3: "a reacting minion must be ready and untapped"
    return len(_payable(bearer, card)) >= ability.conviction


def _payable(bearer: CardInPlay, card: CardInPlay) -> list[CardInPlay]:
    """The conviction on him that can pay the cost of the card's ability: not the card."""
    return [c for c in convictions(bearer) if c is not card]


def imbued_pays(state: GameState, card: CardInPlay, ability: Any) -> None:
    """Mark the card's name used for its bearer this action; burn his conviction cost."""
    bearer = card.host
    assert bearer is not None
    if ability.once_action_per_bearer:
        add_modifier(state, Modifier(_named_this_action(card), 1, "action", card=bearer.uid))
    if ability.conviction:
        for paid in _payable(bearer, card)[: ability.conviction]:
            burn(state, paid)
        state.log_line(f"{bearer.name} burns {ability.conviction} conviction", SECTION)
