"""Provides minions' own abilities about their own strikes (6.4.5, 6.4.6): hand strikes made
aggravated for a round ("Once each combat (or round), Lambach can burn 1 blood to make the
damage from his hand strikes aggravated for the current round", offered once both strikes are
chosen: combat_windows.before_resolution), every strike with first strike (Elimelech, as his
strike is chosen: strikes.choose_strikes), no press to continue (Mukhtar Bey, 6.4.4); named handlers of the card definitions, listed in
``NAMED``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.vocabulary import Handler
from .combat_cards import AGGRAVATED_HAND
from .events import Modifier
from .prompts import Option
from .vampire_abilities import ABILITY, abilities, handlers
from .zones import add_modifier, lose_blood

if TYPE_CHECKING:
    from .fight import Fight, Side
    from .state import CardInPlay
    from .strikes import Strike

EACH_COMBAT = "aggravated_hands_each_combat"  # Lambach
EACH_ROUND = "aggravated_hands_each_round"  # Janey Pickman
FIRST_STRIKE = "strikes_with_first_strike"  # Elimelech the Twice-Damned
NO_PRESS_TO_CONTINUE = "no_press_to_continue"  # Mukhtar Bey
ADDITIONAL_THA_STRIKE = "additional_blood_sorcery_strike"  # Valerius Maior, Hell's Fool
BLOOD_SORCERY = "tha"
NAMED = (EACH_COMBAT, EACH_ROUND, FIRST_STRIKE, NO_PRESS_TO_CONTINUE, ADDITIONAL_THA_STRIKE)
PRICE = 1  # "burn 1 blood"


def aggravated_hands_options(fight: Fight, side: Side, strikes: dict[Side, Strike]) -> list[Option]:
    """Offered as his strikes resolve with his hands: only then does the ability change the
    damage done (an additional hand strike gets its own offer before it resolves)."""
    minion = side.minion
    found = _ability(side)
    if found is None:
        return []
    index, used = found
    strike = strikes.get(side)
    if strike is None or not strike.hand or minion.blood < PRICE or index in used:
        return []
    words = f"{minion.name} burns {PRICE} blood: aggravated hand strikes this round"
    return [Option(ABILITY, words, actor=minion.uid, data=EACH_COMBAT)]


def _ability(side: Side) -> tuple[int, set[int]] | None:
    """The place of the ability in his definition, and where its uses are kept: this combat's
    (Lambach) or this round's (Janey Pickman)."""
    for index, words in abilities(side.minion, Handler):
        if words.name == EACH_COMBAT:
            return index, side.abilities_used
        if words.name == EACH_ROUND:
            return index, side.round_abilities
    return None


def use_aggravated_hands(fight: Fight, side: Side, choice: Option) -> None:
    minion = side.minion
    found = _ability(side)
    assert found is not None
    index, used = found
    used.add(index)
    lose_blood(fight.state, minion, PRICE)
    add_modifier(fight.state, Modifier(AGGRAVATED_HAND, 1, "round", card=minion.uid))
    fight.state.log_line(choice.label, "6.4.6", side.seat)


def own_first_strike(side: Side, strike: Strike) -> None:
    """Elimelech the Twice-Damned: "Elimelech strikes with first strike" (6.4.5)."""
    if not strike.first_strike and FIRST_STRIKE in handlers(side.minion):
        strike.first_strike = True


def no_press_to_continue(minion: CardInPlay) -> bool:
    """Mukhtar Bey: "Mukhtar cannot use presses to continue combat" (6.4.4)."""
    return NO_PRESS_TO_CONTINUE in handlers(minion)


def requires(strike: Strike, code: str) -> bool:
    """1.5.4: a strike card played at a level requiring the Discipline (its icons side by side
    all required)."""
    card = strike.card
    if card is None or strike.weapon is card:
        return False
    return code in strike.level.lower() or (card.card.combo and code in card.card.disciplines)


def discipline_additional_strike(side: Side, strike: Strike) -> None:
    """Valerius Maior, Hell's Fool: "If Valerius strikes with a strike that requires Blood
    Sorcery [tha], he gains an optional additional strike (limited), only usable to strike with
    a strike that requires Blood Sorcery" (6.4.3: one such effect each round)."""
    if side.gained_additional or ADDITIONAL_THA_STRIKE not in handlers(side.minion):
        return
    if not requires(strike, BLOOD_SORCERY):
        return
    side.additional += 1
    side.gained_additional = True
    side.only_discipline = BLOOD_SORCERY
