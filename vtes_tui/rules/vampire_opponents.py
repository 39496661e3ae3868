"""Provides what minions' own abilities do to the minions facing them (6.2.2.2, 6.4): strikes
against them costing blood and not being a must (Lucian), or not ending combat (Dr. John Dee), a
press to continue against them
costing blood (Petra), more intercept against some acting vampires (Céleste Lamontagne) or for
some blockers (Nik); named
handlers of the card definitions, listed in ``NAMED``, read by the strike and press steps and
by intercept."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import CardInPlay, GameState
from .vampire_abilities import handlers
from .zones import burn, lose_blood

if TYPE_CHECKING:
    from collections.abc import Callable

    from .fight import Fight, Side
    from .prompts import Option

    NoStrike = Callable[[Fight, CardInPlay, str], Option]

COSTLY_STRIKES = "strikes_against_cost_blood"  # Lucian, the Perfect
COSTLY_PRESSES = "press_against_costs_blood"  # Petra
GEHENNA_INTERCEPT = "intercept_against_camarilla_with_gehenna"  # Céleste Lamontagne
NO_ESCAPE_FOR_VENTRUE = "ventrue_cannot_end_combat"  # Dr. John Dee
BRUJAH_INTERCEPT = "brujah_intercept_against_him"  # Nik
NAMED = (
    COSTLY_STRIKES,
    COSTLY_PRESSES,
    GEHENNA_INTERCEPT,
    NO_ESCAPE_FOR_VENTRUE,
    BRUJAH_INTERCEPT,
)
NO_STRIKE = "none"  # the key of the strike prompt's "No strike" option (strikes._no_strike)


def strike_choices(
    fight: Fight, side: Side, options: list[Option], no_strike: NoStrike
) -> list[Option]:
    """The strikes the opposing minion's ability leaves the minion. Lucian: "A minion opposing Lucian may choose not to strike" (``no_strike``'s option,
    offered even at close range); his strikes cost him a blood or life he must have."""
    lucian = fight.other(side).minion
    names = handlers(lucian)
    if NO_ESCAPE_FOR_VENTRUE in names and "Ventrue" in side.minion.card.clans:
        # Dr. John Dee: "Ventrue in combat with John cannot strike: combat ends".
        options = [o for o in options if not o.data[0].combat_ends] or [
            no_strike(fight, side.minion, f"{lucian.name} forbids his strike")
        ]
    if COSTLY_STRIKES not in names:
        return options
    if side.minion.blood < 1:
        options = [o for o in options if o.key == NO_STRIKE]
    if not any(o.key == NO_STRIKE for o in options):
        options.append(no_strike(fight, side.minion, f"{lucian.name} allows it"))
    return options


def pay_for_strike(fight: Fight, side: Side, choice: Option) -> None:
    """Lucian: "Strikes against Lucian cost an additional blood or life" (6.1.5: an ally
    paying with his last life is burned)."""
    if choice.key == NO_STRIKE or COSTLY_STRIKES not in handlers(fight.other(side).minion):
        return
    minion = side.minion
    lose_blood(fight.state, minion, 1)
    fight.state.log_line(f"{minion.name} burns 1 blood or life to strike", "6.4.3", side.seat)
    if not minion.is_vampire and minion.blood <= 0:
        fight.state.log_line(f"{minion.name} has no life left and is burned", "6.1.5")
        burn(fight.state, minion)


def pressed_to_continue(fight: Fight, side: Side) -> None:
    """Petra: "A vampire burns 1 blood after using a press to continue combat with her"."""
    minion = side.minion
    if minion.is_vampire and COSTLY_PRESSES in handlers(fight.other(side).minion):
        if lose_blood(fight.state, minion, 1):
            fight.state.log_line(f"{minion.name} burns 1 blood for pressing", "6.4.4", side.seat)


def facing_intercept(state: GameState, minion: CardInPlay, acting: CardInPlay) -> int:
    """Intercept the blocker's or the acting minion's ability gives the blocker against him.
    Nik: "Brujah get +1 intercept when attempting to block Nik"."""
    found = 0
    if BRUJAH_INTERCEPT in handlers(acting) and "Brujah" in minion.card.clans:
        found += 1
    return found + _gehenna_intercept(state, minion, acting)


def _gehenna_intercept(state: GameState, minion: CardInPlay, acting: CardInPlay) -> int:
    """Céleste Lamontagne: "+1 intercept against Camarilla vampires whose controller controls
    any Gehenna cards"."""
    if GEHENNA_INTERCEPT not in handlers(minion):
        return 0
    if not acting.is_vampire or acting.sect != "Camarilla":
        return 0
    cards = state.players[acting.controller].in_play
    return int(any(c.card.clauses.gehenna and not c.contested for c in cards))
