"""Provides what the imbued's own texts do (their named handlers: rulebook, "The Imbued"
appendix; card definitions in cards/defs/imbued.toml), at the steps that call them: the unlock
phase, entering play, actions targeting them, blocks and combats."""

from __future__ import annotations

from typing import Any

from .imbued import (
    SECTION,
    choose_conviction,
    incapacitate,
    is_imbued,
    is_monster,
    may_get_power,
)
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import attach, burn, shuffle

LEAVE_CHEAPER = "incapacitated_leave_for_2"  # Jennie "Cassie247" Orne's ability
NO_FIRST_CONVICTION = "no_first_conviction"  # Liz "Ticket312" Thornton's
TARGETING_COSTS_BLOOD = "targeting_costs_blood"  # François "Warden" Loehr's
HURTS_ANOTHER = "another_imbued_takes_damage"  # Béatrice "Oracle171" Tremblay's
POWER_ON_ENTERING = "innocence_power_on_entering"  # Inez "Nurse216" Villagrande's
CONVICTION_AFTER_BLOCK = "conviction_after_block"  # Xian "DziDzat155" Quan's
CONVICTION_BEFORE_COMBAT = "conviction_before_combat"  # Erick "Shophet125" Franco's
NAMED = (
    CONVICTION_BEFORE_COMBAT,
    CONVICTION_AFTER_BLOCK,
    LEAVE_CHEAPER,
    NO_FIRST_CONVICTION,
    TARGETING_COSTS_BLOOD,
    HURTS_ANOTHER,
    POWER_ON_ENTERING,
)


def leave_cheaper(state: GameState) -> int:
    """The conviction an incapacitated imbued burns to leave in any Methuselah's unlock phase,
    while an imbued with that ability is in play (Jennie "Cassie247" Orne: 2); 0 if none is.
    Looked for only while some imbued is incapacitated."""
    from .vampire_abilities import handlers

    if not any(p.incapacitated for p in state.players):
        return 0
    for player in state.players:
        for minion in player.controlled:
            if LEAVE_CHEAPER in handlers(minion) and not minion.contested:
                return 2
    return 0


def power_on_entering(state: GameState, seat: int, imbued: CardInPlay) -> Ask:
    """Inez "Nurse216" Villagrande: as she enters play, she may search the library (shuffled
    afterwards) or the hand for a power requiring Innocence and put it on her."""
    player = state.players[seat]
    options: list[Option] = []
    for region, where in ((Region.HAND, "hand"), (Region.LIBRARY, "library")):
        seen: set[str] = set()
        for card in player.region(region):
            if "Power" not in card.card.types or "inn" not in card.card.disciplines:
                continue
            if card.card.name in seen or not may_get_power(imbued, card.card):
                continue
            seen.add(card.card.name)
            options.append(
                Option(
                    "power",
                    f"Put {card.name} from your {where} on {imbued.name}",
                    actor=imbued.uid,
                    card=card.uid,
                    data=where,
                )
            )
    if not options:
        return
    options.append(Option("pass", f"{imbued.name} takes no power"))
    choice = yield from ask(seat, "power", SECTION, f"A power for {imbued.name}?", options)
    if choice.key == "pass":
        return
    card = state.cards[choice.card]
    card.level = "inn"  # 1.5.4: the Virtue it requires
    attach(state, card, imbued)
    state.log_line(f"{imbued.name} gets {card.name} from the {choice.data}", SECTION, seat)
    if choice.data == "library":
        shuffle(state, player.library)


def ready_monsters(state: GameState, seat: int, minion: CardInPlay) -> list[Any]:
    """The ready monsters other Methuselahs control, each with its seat: what John "Cop90"
    O'Malley's (D) action can enter combat with."""
    from .vampire_aims import ready_minions

    return [(m, s) for m, s in ready_minions(state, seat, minion) if is_monster(m)]


# -- what imbued's own texts ask of others' actions and of the unlock phase -----------------------


def target_blood_cost(state: GameState, target: CardInPlay | None) -> int:
    """François "Warden" Loehr: other Methuselahs' actions that target him cost an additional
    blood or life (paid by the acting minion as the action succeeds, 6.2.3; actions of his own
    Methuselah's minions do not count)."""
    if not state.imbued or target is None:
        return 0
    from .vampire_abilities import handlers

    if TARGETING_COSTS_BLOOD not in handlers(target):
        return 0
    return 1


def pay_blood_or_life(state: GameState, minion: CardInPlay, amount: int) -> None:
    """A minion pays blood (a vampire) or life (an ally, an imbued): an ally paying his last
    life is burned (6.1.5); an imbued is incapacitated instead (appendix 5)."""
    from .zones import lose_blood

    lose_blood(state, minion, amount)
    state.log_line(f"{minion.name} pays {amount} {'blood' if minion.is_vampire else 'life'}")
    if minion.is_vampire or minion.blood > 0 or minion.region is not Region.READY:
        return
    if is_imbued(minion):
        incapacitate(state, minion)
    else:
        state.log_line(f"{minion.name} has no life left and is burned", "6.1.5")
        burn(state, minion)


def hurt_another_imbued(state: GameState, seat: int) -> Ask:
    """Béatrice "Oracle171" Tremblay: during your unlock phase, another ready imbued you
    control (chosen) takes 1 unpreventable damage; each such imbued of hers does so."""
    from .damage import inflict_damage
    from .vampire_abilities import handlers

    player = state.players[seat]
    for hurter in list(player.ready):
        if HURTS_ANOTHER not in handlers(hurter) or hurter.contested:
            continue
        victims = [m for m in player.ready if is_imbued(m) and m is not hurter]
        if not victims:
            continue
        options = [
            Option("target", f"{m.name} takes 1 damage", actor=hurter.uid, target=m.uid)
            for m in victims
        ]
        choice = yield from ask(seat, "target", SECTION, f"{hurter.name}: which imbued?", options)
        victim = state.cards[choice.target]
        state.log_line(f"{hurter.name}: {victim.name} takes 1 unpreventable damage", "4", seat)
        inflict_damage(state, victim, 1)


def blocker_gains_conviction(state: GameState, action: Any) -> Ask:
    """Xian "DziDzat155" Quan: if he successfully blocks a monster and is still ready at the
    end of the action, he may gain a conviction from your hand or ash heap."""
    if not state.imbued:
        return
    from .vampire_abilities import handlers

    blocker = action.blocker
    if blocker is None or action.outcome != "blocked" or blocker.region is not Region.READY:
        return
    if CONVICTION_AFTER_BLOCK in handlers(blocker) and is_monster(action.actor):
        yield from choose_conviction(state, blocker.controller, blocker, library=False)


def actor_gains_conviction(
    state: GameState, acting: CardInPlay, opposing: CardInPlay, action: Any
) -> Ask:
    """Erick "Shophet125" Franco: if he successfully enters combat with a monster as an action,
    he may gain a conviction from your hand or ash heap, before combat begins."""
    if not state.imbued:
        return
    from .vampire_abilities import handlers

    if action is None or action.actor is not acting or action.outcome != "successful":
        return
    if CONVICTION_BEFORE_COMBAT in handlers(acting) and is_monster(opposing):
        yield from choose_conviction(state, acting.controller, acting, library=False)
