"""Provides the words of corruption counters: counters a Methuselah puts on minions ("your
corruption counters", kept by whose they are), what they let her do (steal the minion at his
capacity, unlock, bleed more, fail a block) and what they do to the minions bearing them (less
intercept, barred from blocking); carried out by rules/corruption.py."""

from dataclasses import dataclass
from typing import ClassVar, Literal

from .vocabulary import Effect

# Whom the counter goes on: a minion controlled by the action's target Methuselah, chosen at
# resolution (The Platinum Protocol, ANK 20240706); the blocking minion (Venenation); the
# minion the action card was announced against ("the target minion", ``aim_at``).
CorruptTo = Literal["target_methuselah", "blocker", "target"]


@dataclass(frozen=True, slots=True)
class AimAt(Effect):
    """The action card is a Ⓓ action announced against one minion, "the target minion"
    (6.2.1): one controlled by your prey, ready or in torpor (``prey_minion``, Corruption), or
    ready, locked or not (``prey_ready_minion``, Revelation of Ecstasy, ANK 20170303)."""

    word: ClassVar[str] = "aim_at"
    at: Literal["prey_minion", "prey_ready_minion"] = "prey_minion"


@dataclass(frozen=True, slots=True)
class Corrupt(Effect):
    """Put ``amount`` of your corruption counters on a minion (``to``). ``steal``: then, "if
    the number of your corruption counters on the minion equals or exceeds their capacity or
    cost, you can burn those counters to steal" him. ``no_combat``: the blocking minion stolen,
    "combat does not occur" (Venenation)."""

    word: ClassVar[str] = "corrupt"
    amount: int = 1
    to: CorruptTo = "target_methuselah"
    steal: bool = False
    no_combat: bool = False


@dataclass(frozen=True, slots=True)
class UnlockForCorruption(Effect):
    """ "If the bleed is successful, this vampire can burn N of your corruption counters from a
    minion controlled by the target Methuselah to unlock" (Revelation of the Serpent): offered
    after the action has resolved, not if the target was ousted (ANK 20220210)."""

    word: ClassVar[str] = "unlock_for_corruption"
    counters: int = 2


@dataclass(frozen=True, slots=True)
class InterceptIfCorrupt(Effect):
    """+N more intercept if the acting minion has any corruption counters, anyone's (Sense the
    Sin [dai]); the card's own +intercept is an ``intercept`` word."""

    word: ClassVar[str] = "intercept_if_corrupt"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class FailBlockForCorruption(Effect):
    """ "Once this action, you can burn 1 of your corruption counters from a blocking minion to
    have their block attempt fail, and they cannot attempt to block this action again"
    (Enchanting Gaze): offered to the acting minion while he is being blocked."""

    word: ClassVar[str] = "fail_block_for_corruption"
    counters: int = 1


@dataclass(frozen=True, slots=True)
class CorruptionStrike(Effect):
    """On a card on a vampire: "once each combat, this vampire can strike: put 1 corruption
    counter on the opposing minion; if the number of your corruption counters on the minion
    equals or exceeds their capacity or cost, you can burn those counters to steal the opposing
    minion after the resolution of this strike (ending combat)" (Contagion [DAI])."""

    word: ClassVar[str] = "corruption_strike"


@dataclass(frozen=True, slots=True)
class ContestUnique(Effect):
    """The unique card just put on a minion enters play as unique cards do: contested by a copy
    another Methuselah controls, burned if she controls one already (4.1; Contagion)."""

    word: ClassVar[str] = "contest_unique"


@dataclass(frozen=True, slots=True)
class BleedForCorruption(Effect):
    """ "Burn 1 of your corruption counters from a minion controlled by the target Methuselah to
    get +3 bleed against that Methuselah" (Revelation of Desire [SER]): playable only with such
    a counter to burn; the bleed is lost if the bleed is redirected to another Methuselah."""

    word: ClassVar[str] = "bleed_for_corruption"
    bleed: int = 3
    counters: int = 1


CORRUPTION_WORDS: tuple[type[Effect], ...] = (
    Corrupt,
    UnlockForCorruption,
    InterceptIfCorrupt,
    FailBlockForCorruption,
    AimAt,
    CorruptionStrike,
    ContestUnique,
    BleedForCorruption,
)
