"""Provides the words of what master cards do (1.6.2, 5): moving blood and pool, drawing from
the crypt, canceling cards as they are played, choosing vampires... when played, or used by the
abilities of cards in play (``cards/in_play_words.py``).

Part of the vocabulary: definitions use these words with those of ``cards/vocabulary.py`` and its
themed ``*_words.py`` (``definitions.WORDS``).
"""

from dataclasses import dataclass
from typing import ClassVar

from .in_play_words import IN_PLAY_WORDS
from .vocabulary import Effect, Target


@dataclass(frozen=True, slots=True)
class BloodToPool(Effect):
    """Move ``least`` to ``most`` blood (``most`` 0: any amount) from the vampire to your pool;
    he gives what he has (Villein, Minion Tap rulings)."""

    word: ClassVar[str] = "blood_to_pool"
    least: int = 1
    most: int = 0
    to: Target = "own_vampire"


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
class BurnPool(Effect):
    """The Methuselah it concerns burns N pool (``per_torpor``: N for each vampire in torpor
    she controls, Dragonbound)."""

    word: ClassVar[str] = "burn_pool"
    amount: int
    per_torpor: bool = False


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
    """Unlock the chosen vampire (or minion, as ``to`` says)."""

    word: ClassVar[str] = "unlock_vampire"
    to: Target = "own_vampire"


@dataclass(frozen=True, slots=True)
class LockOrUnlock(Effect):
    """Lock or unlock another vampire (as ``to`` says) of ``clan``, or of its antitribu clan
    too (``antitribu``): "lock or unlock another ready Tremere or Tremere antitribu"."""

    word: ClassVar[str] = "lock_or_unlock"
    to: Target = "any_ready_vampire"
    clan: str = ""
    antitribu: bool = False


@dataclass(frozen=True, slots=True)
class SearchAlly(Effect):
    """Search your library (shuffle afterward) and/or hand for an ally of this ``creature``
    ("mage") the vampire whose ability it is could play; put it in play with its starting
    life, paying its cost as normal."""

    word: ClassVar[str] = "search_ally"
    creature: str


@dataclass(frozen=True, slots=True)
class ShuffleHand(Effect):
    """Shuffle your hand into your library, then draw up to your hand size."""

    word: ClassVar[str] = "shuffle_hand"


@dataclass(frozen=True, slots=True)
class BurnActor(Effect):
    """Out-of-turn, during an action: burn the acting minion (the action is not successful);
    ``min_bleed``: only if the bleed amount is that much or more."""

    word: ClassVar[str] = "burn_actor"
    min_bleed: int = 0


@dataclass(frozen=True, slots=True)
class CancelMinionCard(Effect):
    """Out-of-turn: cancel a minion card as it is played, its cost unpaid (1.6.1.1): an action
    card's minion does not lock; a strike card's minion chooses another strike."""

    word: ClassVar[str] = "cancel_minion_card"


@dataclass(frozen=True, slots=True)
class BurnLibrary(Effect):
    """Burn N cards from the top of your library; the card is played only with N there."""

    word: ClassVar[str] = "burn_library"
    amount: int
    prey: bool = False  # "from the top of your prey's library" (The Slaughterhouse)


@dataclass(frozen=True, slots=True)
class BecomesAlly(Effect):
    """Put this card in play; it becomes an ally (6.1.5) with ``life`` life, ``strength``
    strength and ``bleed`` bleed, a ``creature`` ("mortal"), who can act this turn."""

    word: ClassVar[str] = "becomes_ally"
    life: int
    strength: int = 1  # 6.4.5: the default strength
    bleed: int = 1  # 6.1.1: the default bleed
    creature: str = ""


@dataclass(frozen=True, slots=True)
class FeedYounger(Effect):
    """The card is played choosing a ready vampire you control (of ``clan``, with the special
    term ``keyword``, ``unlocked``); then a younger vampire in your uncontrolled region (of his
    clan with ``same_clan``; with the term ``to_keyword``) gets ``amount`` blood from the blood
    bank, or, with ``move``, up to ``amount`` blood moved from the chosen one (Tend the Flock,
    Grooming the Protégé)."""

    word: ClassVar[str] = "feed_younger"
    amount: int
    move: bool = False
    clan: str = ""
    keyword: str = ""
    unlocked: bool = False
    same_clan: bool = False
    to_keyword: str = ""


@dataclass(frozen=True, slots=True)
class PoolOrBlood(Effect):
    """Gain ``amount`` pool if you control a ready vampire of ``clan``, or add ``amount`` blood
    to a vampire of ``clan`` with capacity ``capacity_at_least`` or more in your uncontrolled
    region (The Eternals of Sirius): one option each."""

    word: ClassVar[str] = "pool_or_blood"
    amount: int
    clan: str
    capacity_at_least: int = 0


@dataclass(frozen=True, slots=True)
class RecruitFromHand(Effect):
    """The card is played choosing a ready unlocked vampire you control of ``sect``: he is
    locked, and recruits or employs an ally or retainer from your hand, its requirements and
    cost applying as normal; this is not an action and cannot be blocked (Piper)."""

    word: ClassVar[str] = "recruit_from_hand"
    sect: str = "anarch"


@dataclass(frozen=True, slots=True)
class FrenzyTorpor(Effect):
    """Out-of-turn, as an opposing minion's strike is about to inflict aggravated damage on a
    vampire: put this card on him; combat ends, the strikes unresolved; he is locked and sent
    to torpor (Rötschreck; rules/frenzy.py)."""

    word: ClassVar[str] = "frenzy_torpor"


MASTER_WORDS: tuple[type[Effect], ...] = (
    BloodToPool,
    Discard,
    ToPredator,
    BurnNamed,
    DrawCrypt,
    RemoveUncontrolled,
    FillBlood,
    ReadyFromTorpor,
    BurnPool,
    PoolToCounter,
    Toll,
    BloodToCard,
    CountersTo,
    Choose,
    CancelMaster,
    ToPrey,
    LockPreyVampires,
    BurnPreyEquipment,
    Counters,
    ThreeCopies,
    RemoveVampire,
    BloodFromEach,
    UnlockVampire,
    BurnActor,
    CancelMinionCard,
    BurnLibrary,
    BecomesAlly,
    LockOrUnlock,
    SearchAlly,
    ShuffleHand,
    FeedYounger,
    PoolOrBlood,
    RecruitFromHand,
    FrenzyTorpor,
    *IN_PLAY_WORDS,
)
