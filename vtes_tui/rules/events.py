"""Provides the typed events the game emits, and continuous modifiers with their durations.

Every change of the table goes through the mutation API (zones.py), which emits one of these;
the procedures of the rulebook emit the steps of a turn (an action announced, blocked or
successful, a combat round ended, a phase begun). Listeners (triggers of cards in play) and the
expiry of modifiers follow the event stream (DESIGN.md, "One mutation API, and events").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .state import CardInPlay, Phase, Region


class Event:
    """Something that happened; subclasses are dataclasses (with slots: events are many)."""

    __slots__ = ()


# -- changes of the table (emitted by the mutation API) ------------------------------------------


@dataclass(slots=True)
class CardMoved(Event):
    card: CardInPlay
    origin: Region
    destination: Region
    controller: int | None = None  # who controlled it before the move (1.3: owner after)


@dataclass(slots=True)
class BloodMoved(Event):
    """Blood (life, counters) added to a card (``amount`` > 0) or taken from it (< 0)."""

    card: CardInPlay
    amount: int


@dataclass(slots=True)
class PoolMoved(Event):
    seat: int
    amount: int


@dataclass(slots=True)
class MinionLocked(Event):
    card: CardInPlay


@dataclass(slots=True)
class MinionUnlocked(Event):
    card: CardInPlay


@dataclass(slots=True)
class ControlChanged(Event):
    card: CardInPlay
    previous: int
    controller: int


@dataclass(slots=True)
class CardTransformed(Event):
    """A card in play became another card (The Embrace: a vampire), or became itself again."""

    card: CardInPlay


@dataclass(slots=True)
class EdgeMoved(Event):
    seat: int | None


@dataclass(slots=True)
class CorruptionMoved(Event):
    """Corruption counters of ``seat`` put on a minion (``amount`` > 0) or burned (< 0)."""

    card: CardInPlay
    seat: int
    amount: int


@dataclass(slots=True)
class ModifierAdded(Event):
    modifier: Modifier


# -- steps of the turn (emitted by the procedures of the rulebook) --------------------------------


@dataclass(slots=True)
class PhaseBegan(Event):
    phase: Phase
    seat: int


@dataclass(slots=True)
class TurnEnded(Event):
    seat: int


@dataclass(slots=True)
class ActionAnnounced(Event):
    action: Any


@dataclass(slots=True)
class BlockAttempted(Event):
    action: Any
    blocker: CardInPlay


@dataclass(slots=True)
class ActionBlocked(Event):
    action: Any


@dataclass(slots=True)
class ActionSucceeded(Event):
    action: Any


@dataclass(slots=True)
class ActionEnded(Event):
    action: Any


@dataclass(slots=True)
class RoundEnded(Event):
    fight: Any


@dataclass(slots=True)
class CombatEnded(Event):
    fight: Any


@dataclass(slots=True)
class DamageDealt(Event):
    """6.4.6: damage not prevented, inflicted on a minion: the blood (or life) it burned, and
    what became of him (``ok``, ``torpor``, ``burned``)."""

    card: CardInPlay
    normal: int
    aggravated: int
    lost: int = 0
    outcome: str = "ok"


@dataclass(slots=True)
class DiablerieCommitted(Event):
    """6.5.5: a vampire committed diablerie (the victim is burned)."""

    diablerist: CardInPlay
    victim: CardInPlay


@dataclass(slots=True)
class RedListChanged(Event):
    """11: a card made a minion Red List, or no longer Red List."""

    card: CardInPlay
    red_list: bool


@dataclass(slots=True)
class ReferendumDecided(Event):
    label: str
    passed: bool
    caller: int | None


# -- continuous modifiers (derived values are folded from them) -----------------------------------

# When a modifier ends: the event that closes its duration (DESIGN.md, "durations").
UNTIL_EVENTS: dict[str, type[Event]] = {
    "action": ActionEnded,
    "round": RoundEnded,
    "combat": CombatEnded,
    "turn": TurnEnded,
}
# The only kinds of event that can close a duration (a phase beginning ends those "until the
# unlock phase" and "through the master phase"): a card moving or blood moving ends none, and
# the modifiers are not asked (the events are leaf classes: their exact type is their kind).
CLOSING_EVENTS: frozenset[type[Event]] = frozenset({*UNTIL_EVENTS.values(), PhaseBegan})


@dataclass(frozen=True, slots=True)
class Modifier:
    """+``amount`` to one number (``stat``) of a card or a Methuselah, for a while.

    ``until`` is "action", "round", "combat", "turn", "unlock" (until the unlock phase of
    ``seat``), "after_unlock" (through it), "master" (through her next master phase) or
    "influence" (through her next influence phase);
    ``source`` is the card that gave it.
    """

    stat: str
    amount: int
    until: str
    card: int | None = None  # the card uid it applies to
    seat: int | None = None  # the Methuselah it applies to (and whose unlock phase ends it)
    source: int | None = None


def expires(modifier: Modifier, event: Event) -> bool:
    """Whether ``event`` closes the modifier's duration."""
    if modifier.until in ("unlock", "after_unlock", "master", "influence"):
        from .state import Phase

        # "after_unlock" lasts through the unlock phase ("does not unlock as normal"); "master"
        # through her next master phase (an out-of-turn trifle's action, 1.6.2.5).
        phase = {
            "unlock": Phase.UNLOCK,
            "after_unlock": Phase.MASTER,
            "influence": Phase.DISCARD,
        }.get(modifier.until, Phase.MINION)
        return (
            isinstance(event, PhaseBegan) and event.phase is phase and event.seat == modifier.seat
        )
    closing = UNTIL_EVENTS.get(modifier.until)
    return closing is not None and isinstance(event, closing)
