"""Provides aims: combat cards played as a minion chooses a strike, that add to it if it hurts,
and their cancellation by the opposing Methuselah discarding combat cards (6.4.3)."""

from __future__ import annotations

from collections.abc import Generator

from ..cards.combat_words import Aim
from .cardplay import finish_card, judge
from .effects import first
from .fight import Fight, Side, combat_plays, play_combat_card, play_offer
from .prompts import PASS, Option, Prompt, ask, pass_option
from .state import CardInPlay, Region
from .zones import move, refill_hand


def aim(fight: Fight, side: Side, strike: str) -> Generator[Prompt, int, Aim | None]:
    """Aims "only usable as this minion chooses a strike", one at most for each strike (their
    text: "A minion can play only one aim each strike"). Returns the aim that stands."""
    plays = combat_plays(fight, side, "aim")
    if not plays:
        return None
    options = [play_offer(side, play) for play in plays]
    options.append(pass_option("No aim"))
    choice = yield from ask(
        side.seat,
        "aim",
        "6.4.3",
        f"{side.name}: aim the strike ({strike})?",
        options,
        fight.context(),
    )
    if choice.key == PASS:
        return None
    play = choice.data
    if not (yield from play_combat_card(fight, side, play, "6.4.3")):
        return None  # canceled as it is played (1.6.1.1)
    words = first(play.effects, Aim)
    if play.effects is None or words is None:
        yield from judge(fight.state, side.seat, play.card)
        finish_card(fight.state, play.card)
        return None
    canceled = yield from _cancel(fight, fight.other(side), play.card, words.cancel_discards)
    finish_card(fight.state, play.card)
    return None if canceled else words


def _cancel(
    fight: Fight, other: Side, card: CardInPlay, discards: int
) -> Generator[Prompt, int, bool]:
    """The opposing Methuselah can discard ``discards`` combat cards to cancel the aim as it
    is played; she chooses them one at a time (1.6.1.2: she draws to replace them after)."""
    state = fight.state
    player = state.players[other.seat]

    def combat_cards() -> list[CardInPlay]:
        return [c for c in player.hand if "Combat" in c.card.types]

    if not discards or len(combat_cards()) < discards:
        return False
    choice = yield from ask(
        other.seat,
        "cancel",
        "6.4.3",
        f"Discard {discards} combat cards to cancel {card.name}?",
        [
            Option("keep", f"Let {card.name} stand"),
            Option("cancel", f"Discard {discards} combat cards to cancel {card.name}"),
        ],
        fight.context(),
    )
    if choice.key != "cancel":
        return False
    for n in range(discards):
        options = [
            Option("discard", f"Discard {c.name}", card=c.uid, data=c) for c in combat_cards()
        ]
        picked = yield from ask(
            other.seat,
            "discard-combat",
            "6.4.3",
            f"Combat card {n + 1} of {discards} to discard",
            options,
            fight.context(),
        )
        move(state, picked.data, Region.ASH_HEAP)
        state.log_line(f"{player.name} discards {picked.data.name}", "6.4.3", other.seat)
    refill_hand(state, other.seat)
    state.log_line(f"{card.name} is canceled", "6.4.3", other.seat)
    return True
