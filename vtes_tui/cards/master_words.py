"""Provides the words of master cards and of the abilities of cards in play (1.6.2): what a
location or another card in play lets its controller do at a step, its costs and limits, and
what master cards do when played (DESIGN.md, "abilities of cards in play").

Part of the vocabulary: definitions use these words with those of ``cards/vocabulary.py``
(``definitions.WORDS``).
"""

from dataclasses import dataclass
from typing import ClassVar, Literal

from .vocabulary import Effect, Target

# The steps of a turn where an ability of a card in play is used or a forced effect happens:
# the phases of its controller's turn (4, 5, 7, 8), "any" time she could act (offered at each
# of her phases and after blocks are declined in every action, 6.2.2), and the steps of an
# action or a referendum ("announce": as an action is announced, 6.2.1; "stealth", "intercept":
# 6.2.2.2; "polling": any referendum, "political": a political action's, 6.3.3; "resolved":
# after an action's resolution, 6.2.3; "torpor": as the minion the card is on goes to torpor;
# "blocks": as he blocks, before block resolution, 6.2.3; "prevent": as the minion it is on is
# about to take damage, 6.4.6).
Step = Literal[
    "unlock",
    "master",
    "influence",
    "discard",
    "any",
    "announce",
    "stealth",
    "intercept",
    "polling",
    "political",
    "resolved",
    "torpor",
    "blocks",
    "prevent",
]


@dataclass(frozen=True, slots=True)
class Ability(Effect):
    """An ability of a card in play its controller can use at a step: "You can lock this card
    to ...", "During your unlock phase, ... can ..." (1.6.2.1: a location may be used
    repeatedly, even the turn it is played). What it does is ``effects``, for the minion (or
    minions, ``each``) the filters allow: ``clan``, ``sect``, ``titled``, ``vampire``,
    ``capacity_at_least``.

    Costs and limits: ``lock`` this card (it must be unlocked), ``burn`` it, ``once`` each
    turn, ``each_combat``: once each combat, ``edge``: only while you have the Edge; ``counters``: each use adds a counter and the
    card burns at that many; ``transfers``: it uses that many transfers (influence phase, 7);
    ``pool``: burn that much pool;
    ``pool_or_blood``: burn that much pool, or blood from a ready minion of yours the filters
    fit (Chantry);
    ``undirected``: only for an undirected action; ``kind``: only for an action of that kind
    ("hunt"); ``successful``: only after a successful
    action, ``no_reactions``: during which no reaction card was played;
    ``not_first_action``: not during the first action of a minion phase. ``forced``: not an
    ability but what the card must do at that step of its controller's turn ("During your
    discard phase, your predator takes control of The Coven"), or of ``whose`` turn: "each"
    Methuselah's, "others'" (that Methuselah is the one it concerns); ``in_torpor``: only while
    the minion it is on is in torpor; ``unless_controls``: only if that Methuselah controls no
    ready minion the filters fit ("A Methuselah not controlling a ready Anarch ...").
    As the bearer blocks, the filters are the acting minion's, and ``political`` also allows a
    political action ("if they block a titled vampire or a political action").
    """

    word: ClassVar[str] = "ability"
    step: Step
    effects: tuple[Effect, ...] = ()
    lock: bool = False
    burn: bool = False
    once: bool = False
    each_combat: bool = False
    edge: bool = False
    counters: int = 0
    clan: str = ""
    sect: str = ""
    titled: bool = False
    vampire: bool = False
    capacity_at_least: int = 0
    each: bool = False
    transfers: int = 0
    pool: int = 0
    pool_or_blood: int = 0
    undirected: bool = False
    kind: str = ""
    successful: bool = False
    no_reactions: bool = False
    not_first_action: bool = False
    forced: bool = False
    whose: Literal["yours", "each", "others"] = "yours"
    in_torpor: bool = False
    unless_controls: bool = False
    political: bool = False


@dataclass(frozen=True, slots=True)
class MoveBlood(Effect):
    """Move 1 blood from the vampire this card is on to your pool, or from your pool to him."""

    word: ClassVar[str] = "move_blood"


@dataclass(frozen=True, slots=True)
class BloodToPool(Effect):
    """Move ``least`` to ``most`` blood (``most`` 0: any amount) from the vampire to your pool;
    he gives what he has (Villein, Minion Tap rulings)."""

    word: ClassVar[str] = "blood_to_pool"
    least: int = 1
    most: int = 0
    to: Target = "own_vampire"


@dataclass(frozen=True, slots=True)
class MasterCost(Effect):
    """While this card is in play, master cards named ``card`` (any, when empty) cost its
    controller ``pool`` more; ``on_host``: only those targeting the minion this card is on;
    ``anyone``: whoever plays them (Secure Haven)."""

    word: ClassVar[str] = "master_cost"
    card: str = ""
    pool: int = 1
    on_host: bool = False
    anyone: bool = False


@dataclass(frozen=True, slots=True)
class Untargetable(Effect):
    """The minion this card is on cannot be the target of other Methuselahs' actions."""

    word: ClassVar[str] = "untargetable"


@dataclass(frozen=True, slots=True)
class Discard(Effect):
    """Discard a card from your hand, then draw up (1.6.1.2)."""

    word: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class ToPredator(Effect):
    """Your predator takes control of this card (2.1)."""

    word: ClassVar[str] = "to_predator"


@dataclass(frozen=True, slots=True)
class BurnNamed(Effect):
    """You can burn a card named ``card`` in play (if any)."""

    word: ClassVar[str] = "burn_named"
    card: str


@dataclass(frozen=True, slots=True)
class DrawCrypt(Effect):
    """Move the top card of your crypt to your uncontrolled region (7); with ``clan``: reveal
    it, and only a vampire of that clan is drawn, otherwise it goes to the bottom of the crypt;
    ``blood``: add that much blood to the card drawn."""

    word: ClassVar[str] = "draw_crypt"
    clan: str = ""
    blood: int = 0


@dataclass(frozen=True, slots=True)
class RemoveUncontrolled(Effect):
    """Remove a crypt card in your uncontrolled region from the game."""

    word: ClassVar[str] = "remove_uncontrolled"


@dataclass(frozen=True, slots=True)
class FillBlood(Effect):
    """The chosen vampire gains enough blood to reach his capacity (1.5.2)."""

    word: ClassVar[str] = "fill_blood"
    to: Target = "vampire"


@dataclass(frozen=True, slots=True)
class ReadyFromTorpor(Effect):
    """Move a vampire from torpor to his controller's ready region (6.5)."""

    word: ClassVar[str] = "ready_from_torpor"
    to: Target = "torpor"


@dataclass(frozen=True, slots=True)
class UnlockAfterSuccess(Effect):
    """After the action's resolution, if it was successful, unlock the acting minion."""

    word: ClassVar[str] = "unlock_after_success"


@dataclass(frozen=True, slots=True)
class BurnPool(Effect):
    """The Methuselah it concerns burns N pool."""

    word: ClassVar[str] = "burn_pool"
    amount: int


@dataclass(frozen=True, slots=True)
class PoolToCounter(Effect):
    """Move 1 counter from your pool to this card (Smiling Jack)."""

    word: ClassVar[str] = "pool_to_counter"


@dataclass(frozen=True, slots=True)
class Toll(Effect):
    """For each counter on this card, the Methuselah it concerns burns 1 pool or 1 blood from a
    vampire she controls (Smiling Jack)."""

    word: ClassVar[str] = "toll"


@dataclass(frozen=True, slots=True)
class CannotBlock(Effect):
    """The minion this card is on cannot block (6.2.2)."""

    word: ClassVar[str] = "cannot_block"


@dataclass(frozen=True, slots=True)
class CardAction(Effect):
    """An action against this card in play (6.1.6), directed (Ⓓ) at its controller: ``do``
    "burn" it, "steal" it, or enter "combat" with the minion it is on; or a political action
    calling a "referendum" to burn it (6.1.7: undirected). ``by``: which minions
    may take it (any "minion", a "vampire", a minion "other" than its bearer, its "bearer");
    ``stealth``: the action's; a minion of ``clan`` gets ``clan_stealth`` more (or less)."""

    word: ClassVar[str] = "card_action"
    do: Literal["burn", "steal", "combat", "referendum"]
    by: Literal["minion", "vampire", "other", "bearer"] = "minion"
    stealth: int = 0
    clan: str = ""
    clan_stealth: int = 0


@dataclass(frozen=True, slots=True)
class BloodToCard(Effect):
    """Move 1 blood from the chosen vampire to this card, as a counter (Wasserschloss)."""

    word: ClassVar[str] = "blood_to_card"
    to: Target = "own_vampire"


@dataclass(frozen=True, slots=True)
class CountersTo(Effect):
    """Move all the counters on this card to the chosen vampire, as blood."""

    word: ClassVar[str] = "counters_to"
    to: Target = "uncontrolled"


@dataclass(frozen=True, slots=True)
class Choose(Effect):
    """As the card is played (or changes controller), its controller chooses ``count`` ready
    vampires she controls (of ``clan``); ``lock_first``: the first chosen is locked."""

    word: ClassVar[str] = "choose"
    count: int = 1
    clan: str = ""
    lock_first: bool = False


@dataclass(frozen=True, slots=True)
class HeldLocked(Effect):
    """The first vampire this card chose does not unlock as normal (4)."""

    word: ClassVar[str] = "held_locked"


@dataclass(frozen=True, slots=True)
class Unblockable(Effect):
    """The last vampire this card chose cannot be blocked (``not_bleed``: on non-bleed
    actions, 6.2.2)."""

    word: ClassVar[str] = "unblockable"
    not_bleed: bool = False


@dataclass(frozen=True, slots=True)
class CancelMaster(Effect):
    """Out-of-turn: cancel a master card as another Methuselah plays it, its cost unpaid
    (1.6.1.1); ``neighbours``: only your predator's or prey's; ``refund``: that Methuselah gets
    +1 master phase action (Wash)."""

    word: ClassVar[str] = "cancel_master"
    neighbours: bool = False
    refund: bool = False


@dataclass(frozen=True, slots=True)
class ToPrey(Effect):
    """Your prey takes control of this card (2.1)."""

    word: ClassVar[str] = "to_prey"


@dataclass(frozen=True, slots=True)
class LockPreyVampires(Effect):
    """Lock up to N vampires your prey controls."""

    word: ClassVar[str] = "lock_prey_vampires"
    amount: int


@dataclass(frozen=True, slots=True)
class BurnPreyEquipment(Effect):
    """Burn an equipment on one of your prey's minions."""

    word: ClassVar[str] = "burn_prey_equipment"


@dataclass(frozen=True, slots=True)
class Counters(Effect):
    """Put this card in play with N counters."""

    word: ClassVar[str] = "counters"
    amount: int


@dataclass(frozen=True, slots=True)
class HandSizePerCounter(Effect):
    """+1 hand size for each counter on this card (1.6.1.2)."""

    word: ClassVar[str] = "hand_size_per_counter"


@dataclass(frozen=True, slots=True)
class ReplaceInstead(Effect):
    """Each time you would replace a card (1.6.1.2), instead burn 1 counter from this card; it
    burns with no counters left."""

    word: ClassVar[str] = "replace_instead"


@dataclass(frozen=True, slots=True)
class ThreeCopies(Effect):
    """If you control three copies of this card, remove all copies in play from the game to
    gain ``pool`` pool and choose up to ``recover`` library cards from your ash heap: one to your
    hand, the others shuffled into your library (Ashur Tablets)."""

    word: ClassVar[str] = "three_copies"
    pool: int = 3
    recover: int = 13


@dataclass(frozen=True, slots=True)
class RemoveVampire(Effect):
    """Remove the chosen vampire from the game; his controller gains pool equal to his
    capacity, unless she burns ``cancel_pool`` pool to cancel the card as it is played."""

    word: ClassVar[str] = "remove_vampire"
    capacity_at_least: int = 0
    cancel_pool: int = 0


@dataclass(frozen=True, slots=True)
class BloodFromEach(Effect):
    """Move 1 blood from each ready vampire you control to your pool."""

    word: ClassVar[str] = "blood_from_each"


@dataclass(frozen=True, slots=True)
class UnlockVampire(Effect):
    """Unlock the chosen vampire."""

    word: ClassVar[str] = "unlock_vampire"
    to: Target = "own_vampire"


@dataclass(frozen=True, slots=True)
class BurnActor(Effect):
    """Out-of-turn, during an action: burn the acting minion (the action is not successful);
    ``min_bleed``: only if the bleed amount is that much or more."""

    word: ClassVar[str] = "burn_actor"
    min_bleed: int = 0


@dataclass(frozen=True, slots=True)
class CancelMinionCard(Effect):
    """Out-of-turn: cancel a minion card as it is played, its cost unpaid (1.6.1.1): an action
    card's minion does not lock."""

    word: ClassVar[str] = "cancel_minion_card"


@dataclass(frozen=True, slots=True)
class BurnLibrary(Effect):
    """Burn N cards from the top of your library; the card is played only with N there."""

    word: ClassVar[str] = "burn_library"
    amount: int


MASTER_WORDS: tuple[type[Effect], ...] = (
    Ability,
    MoveBlood,
    BloodToPool,
    MasterCost,
    Discard,
    ToPredator,
    BurnNamed,
    DrawCrypt,
    RemoveUncontrolled,
    FillBlood,
    ReadyFromTorpor,
    UnlockAfterSuccess,
    BloodToCard,
    CountersTo,
    Choose,
    HeldLocked,
    Unblockable,
    CancelMaster,
    ToPrey,
    LockPreyVampires,
    BurnPreyEquipment,
    Counters,
    HandSizePerCounter,
    ReplaceInstead,
    ThreeCopies,
    RemoveVampire,
    BloodFromEach,
    UnlockVampire,
    BurnActor,
    Untargetable,
    CancelMinionCard,
    BurnLibrary,
    BurnPool,
    PoolToCounter,
    Toll,
    CannotBlock,
    CardAction,
)
