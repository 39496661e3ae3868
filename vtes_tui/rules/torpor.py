"""Provides diablerie and the blood hunt that follows it (6.5.5, 6.5.6)."""

from __future__ import annotations

from .cardplay import discipline_card_fits, judge
from .events import DiablerieCommitted
from .politics import blood_hunt
from .prompts import PASS, Ask, Option, ask, pass_option
from .red_list import award_trophies, is_red_list, spend_after_diablerie
from .state import CardInPlay, GameState, Region
from .vampire_abilities import handlers
from .vampire_steps import TORPOR_FOR_BLOOD_HUNT, blood_hunt_called
from .zones import add_blood, attach, burn, emit, lose_blood, move, refill_hand, shuffle

# 6.5.5 step 4: where his controller may look for a master Discipline card, in the rule's order.
_SEARCHED = (
    (Region.LIBRARY, "her library"),
    (Region.ASH_HEAP, "her ash heap"),
    (Region.HAND, "her hand"),
)


def diablerie(state: GameState, diablerist: CardInPlay, victim: CardInPlay) -> Ask:
    """6.5.5: drink the victim's blood, take his equipment, burn him; then the blood hunt."""
    seat = diablerist.controller
    if diablerist.region is not Region.READY or victim.region is not Region.TORPOR:
        # 6.5.5: only a ready vampire commits diablerie, on a vampire in torpor.
        state.log_line(f"{diablerist.name} cannot diablerize {victim.name} now", "6.5.5", seat)
        return
    older = victim.capacity > diablerist.capacity
    # 6.5.5 step 1: all his blood moves to the diablerist; excess over capacity drains off.
    blood = lose_blood(state, victim, victim.blood)
    gained = add_blood(state, diablerist, blood)
    drains = f" ({blood - gained} drains off)" if blood > gained else ""
    state.log_line(
        f"{diablerist.name} diablerizes {victim.name} and drinks {blood} blood{drains}",
        "6.5.5",
        seat,
    )
    yield from _take_equipment(state, diablerist, victim)
    # 6.5.5 step 3: the victim is burned with the cards and counters on him.
    state.log_line(f"{victim.name} is burned", "6.5.5")
    burn(state, victim)
    emit(state, DiablerieCommitted(diablerist, victim))
    if older:
        yield from _discipline_for_diablerist(state, diablerist, victim)
    if is_red_list(victim):
        yield from award_trophies(state, diablerist, victim)  # 6.5.5 step 5, before the hunt
    spend_after_diablerie(state, diablerist)  # Trophy: Diablerie
    if not blood_hunt_called(state, diablerist, victim):
        state.log_line(f"No blood hunt can be called on {diablerist.name}", "6.5.6", seat)
        return
    # 6.5.6: a referendum is called at once; if it passes, the diablerist is burned.
    passed = yield from blood_hunt(state, diablerist)
    if passed and TORPOR_FOR_BLOOD_HUNT in handlers(diablerist):
        # Genina: "If a blood hunt is successfully called on Genina, she goes to torpor
        # instead of being burned."
        if diablerist.region is Region.READY:
            move(state, diablerist, Region.TORPOR)
        state.log_line(f"The blood hunt is called: {diablerist.name} goes to torpor", "6.5.6")
        return
    if passed and diablerist.region in (Region.READY, Region.TORPOR):
        state.log_line(f"The blood hunt is called: {diablerist.name} is burned", "6.5.6", seat)
        burn(state, diablerist)


def _take_equipment(state: GameState, diablerist: CardInPlay, victim: CardInPlay) -> Ask:
    """6.5.5 step 2: the diablerist may take any equipment on the victim, one at a time."""
    seat = diablerist.controller
    while True:
        options = [
            Option(
                "take",
                f"{diablerist.name} takes {card.name}",
                actor=diablerist.uid,
                card=card.uid,
                data=card,
            )
            for card in victim.attached
            if card.card.equipment_in_play
        ]
        options.append(pass_option("Take nothing more (the rest burns with the victim)"))
        choice = yield from ask(
            seat, "diablerie", "6.5.5", f"Take equipment from {victim.name}?", options
        )
        if choice.key == PASS:
            return
        attach(state, choice.data, diablerist)
        state.log_line(choice.label, "6.5.5", seat)


def _discipline_for_diablerist(state: GameState, diablerist: CardInPlay, victim: CardInPlay) -> Ask:
    """6.5.5 step 4: the victim was older, so his controller may put a master Discipline card
    from her library, ash heap or hand on the diablerist, then reshuffle or refill as needed."""
    seat = diablerist.controller
    player = state.players[seat]
    state.log_line(
        f"{victim.name} was older: {player.name} may put a master Discipline card on "
        f"{diablerist.name} from her library, ash heap or hand",
        "6.5.5",
        seat,
    )
    options = _discipline_cards(state, diablerist)
    if not options:
        state.log_line(
            f"No master Discipline card in your library, ash heap or hand can go on "
            f"{diablerist.name}",
            "6.5.5",
            seat,
            private_to=seat,
        )
    options.append(pass_option(f"Put no master Discipline card on {diablerist.name}"))
    choice = yield from ask(
        seat,
        "diablerie",
        "6.5.5",
        f"{victim.name} was older than {diablerist.name}: give him a Discipline?",
        options,
    )
    if choice.key == PASS:
        state.log_line(
            f"{player.name} puts no master Discipline card on {diablerist.name}", "6.5.5", seat
        )
        return
    card, where = choice.data
    source = card.region
    attach(state, card, diablerist)
    grant = card.card.master_discipline
    # 6.5.5 step 4: the capacity may grow by 1, but no blood comes with it.
    gains = f" (capacity {diablerist.capacity}, {diablerist.blood} blood)"
    if grant.code:
        level = diablerist.discipline(grant.code)
        gains = f": he has [{grant.code.upper() if level > 1 else grant.code}]{gains}"
    state.log_line(
        f"{player.name} puts {card.name} from {where} on {diablerist.name}{gains}", "6.5.5", seat
    )
    if not grant.code:
        yield from judge(state, seat, card)  # the Discipline is chosen as the card is put on
    if source is Region.LIBRARY:
        shuffle(state, player.library)
        state.log_line(f"{player.name} reshuffles her library", "6.5.5", seat)
    elif source is Region.HAND:
        refill_hand(state, seat)
        state.log_line(f"{player.name} draws back up to her hand size", "6.5.5", seat)


def _discipline_cards(state: GameState, diablerist: CardInPlay) -> list[Option]:
    """6.5.5 step 4: one option per master Discipline card that can go on the diablerist,
    per place searched (copies in one place are one choice)."""
    seat = diablerist.controller
    options = []
    for region, where in _SEARCHED:
        offered: set[str] = set()
        for card in state.players[seat].region(region):
            if card.name in offered or not discipline_card_fits(card.card, diablerist, seat):
                continue
            offered.add(card.name)
            options.append(
                Option(
                    "discipline",
                    f"Put {card.name} from {where} on {diablerist.name}",
                    actor=diablerist.uid,
                    card=card.uid,
                    data=(card, where),
                )
            )
    return options
