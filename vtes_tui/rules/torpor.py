"""Provides diablerie and the blood hunt that follows it (6.5.5, 6.5.6)."""

from __future__ import annotations

from .politics import blood_hunt
from .prompts import PASS, Ask, Option, ask, pass_option
from .state import CardInPlay, GameState, Region
from .zones import add_blood, attach, burn, lose_blood


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
    gained = add_blood(diablerist, blood)
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
    if older:
        # 6.5.5 step 4: searching for a master Discipline card is left to the players.
        state.log_line(
            f"{victim.name} was older: {state.players[seat].name} may put a master Discipline "
            f"card on {diablerist.name} from her library, ash heap or hand (left to the players)",
            "6.5.5",
            seat,
        )
    # 6.5.6: a referendum is called at once; if it passes, the diablerist is burned.
    passed = yield from blood_hunt(state, diablerist)
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
            if "Equipment" in card.card.types
        ]
        options.append(pass_option("Take nothing more (the rest burns with the victim)"))
        choice = yield from ask(
            seat, "diablerie", "6.5.5", f"Take equipment from {victim.name}?", options
        )
        if choice.key == PASS:
            return
        attach(state, choice.data, diablerist)
        state.log_line(choice.label, "6.5.5", seat)
