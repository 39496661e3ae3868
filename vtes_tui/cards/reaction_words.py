"""Provides the words of reactions and block attempts (6.2.2), and of minions' own actions (6.1):
what a blocker gets if he blocks, blood burned for intercept, bleed reduced, shields."""

from dataclasses import dataclass
from typing import ClassVar

from .vocabulary import Effect


@dataclass(frozen=True, slots=True)
class AbilityAction(Effect):
    """A minion's own action (6.1): "X can ... as a +1 stealth (Ⓓ) action that costs 1 blood".

    ``bleed``: the action is a bleed with +N bleed (6.1.1); otherwise ``handler`` names what
    it does when successful. The cost is paid when the action succeeds (6.2.3).
    """

    word: ClassVar[str] = "action"
    stealth: int = 0
    blood: int = 0
    bleed: int | None = None
    handler: str = ""
    political: bool = False  # "can call a referendum to ... as a political action" (6.1.7)
    conviction: int = 0  # imbued appendix 2: "that costs 1 conviction [1 CONVICTION]"


@dataclass(frozen=True, slots=True)
class IfBlocks(Effect):
    """What the reacting minion gets if his block succeeds, in the combat resulting from it
    and after it (rulings LSJ 20010813: only in that combat; LSJ 20010814-2: again on a
    second block): optional maneuvers, damage he can prevent in the first round, the option
    to burn ``unlock_cost`` blood to unlock after block resolution."""

    word: ClassVar[str] = "if_blocks"
    maneuvers: int = 0
    prevent_first_round: int = 0
    unlock: bool = False
    unlock_cost: int = 0
    presses: int = 0  # optional presses during the resulting combat
    maneuver_or_press: int = 0  # optional maneuvers or presses, as he chooses
    no_lock: bool = False  # he does not lock for the block
    escape: bool = False  # he can strike: combat ends during the first round (Night Terrors)


@dataclass(frozen=True, slots=True)
class AttemptBlock(Effect):
    """The minion who played the card attempts to block at once, with +N intercept even if
    intercept is not yet needed (rulings G00123, G00124); ``any_seat``: ignoring the prey,
    predator or target restrictions (6.2.2.1)."""

    word: ClassVar[str] = "attempt_block"
    intercept: int = 0
    any_seat: bool = False
    anarch: bool = False  # instead, a locked Anarch you control unlocks and attempts to block


@dataclass(frozen=True, slots=True)
class BurnBlood(Effect):
    """The minion who played the card burns N blood as he plays it ("Burn 1 blood to ..."):
    not playable by a minion who cannot, beyond the card's cost (G00097)."""

    word: ClassVar[str] = "burn_blood"
    amount: int


@dataclass(frozen=True, slots=True)
class ReduceBleed(Effect):
    """Reduce the bleed against you by N (6.1.1); ``to_zero``: to 0 (the acting minion can
    still increase it afterwards)."""

    word: ClassVar[str] = "reduce_bleed"
    amount: int = 0
    to_zero: bool = False
    anyone: bool = False  # "a bleed against any Methuselah"


@dataclass(frozen=True, slots=True)
class UnlessBlocks(Effect):
    """If the minion who played the card does not block this action: he burns N blood before
    action resolution, or locks after it."""

    word: ClassVar[str] = "unless_blocks"
    burn_blood: int = 0
    lock: bool = False


@dataclass(frozen=True, slots=True)
class InterceptForBlood(Effect):
    """Played: during this action the minion can burn 1 blood to get +1 intercept (``once``:
    once). In play on a minion: with the superior level of ``discipline``, he can burn 1 blood
    during an action for +``amount`` intercept, once each action."""

    word: ClassVar[str] = "intercept_for_blood"
    once: bool = False
    discipline: str = ""
    amount: int = 1


@dataclass(frozen=True, slots=True)
class ReduceStealth(Effect):
    """The acting minion's stealth is reduced by N, or to 0 (RTR 20030519: a -X stealth
    modifier to the action; no effect on stealth already 0 or less); ``until_turn``: -N
    stealth until the end of the turn."""

    word: ClassVar[str] = "reduce_stealth"
    amount: int = 0
    to_zero: bool = False
    until_turn: bool = False


@dataclass(frozen=True, slots=True)
class NoUnlock(Effect):
    """Played: the minion does not unlock as normal during his controller's next unlock
    phase (rulings G00005); ``ally_only``: only if he is an ally. In play on a minion: he does
    not unlock as normal while it is there (4)."""

    word: ClassVar[str] = "no_unlock"
    ally_only: bool = False


@dataclass(frozen=True, slots=True)
class Shielded(Effect):
    """In play on a minion: minions without the Discipline ``unless`` (at ``superior``, Sleep
    Unseen [OBF]) cannot perform actions directed at him."""

    word: ClassVar[str] = "shielded"
    unless: str
    superior: bool = False


@dataclass(frozen=True, slots=True)
class BleedLater(Effect):
    """In play on a minion: the next time he is about to successfully bleed the Methuselah
    the card was played against, burn this card and he gets +N bleed."""

    word: ClassVar[str] = "bleed_later"
    amount: int


@dataclass(frozen=True, slots=True)
class CancelActionCard(Effect):
    """Played from hand when a monster controlled by your predator or prey plays an action
    card: lock this reacting minion and cancel that card as it is played (no cost is paid, the
    monster does not lock and cannot play it again this turn): Determine (imbued appendix)."""

    word: ClassVar[str] = "cancel_action_card"


REACTION_WORDS: tuple[type[Effect], ...] = (
    AbilityAction,
    IfBlocks,
    AttemptBlock,
    BurnBlood,
    ReduceBleed,
    UnlessBlocks,
    InterceptForBlood,
    ReduceStealth,
    NoUnlock,
    Shielded,
    BleedLater,
    CancelActionCard,
)
