"""Provides the words added for a fifth batch of the tournament library (defs/library_five.toml):
what its action cards, modifiers and cards in play do (an ally's life, hands looked at, the
Edge, bleeds barred, counters, a vampire taken, torpor, referendums, intercept, unlocks), what
its combat cards do outside strikes and what they cancel (6.4), votes for each vampire of a
clan (6.3.3)."""

from dataclasses import dataclass
from typing import ClassVar

from .vocabulary import Effect


@dataclass(frozen=True, slots=True)
class LifeLossAtUnlock(Effect):
    """An ally's own: "During your unlock phase, <he> burns N life" (4); burned at 0 life
    (6.1.5)."""

    word: ClassVar[str] = "life_loss_at_unlock"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class LookAtHands(Effect):
    """ "For the remainder of this turn, you may look at all Methuselahs' hands": the
    Methuselah who played the card sees every hand until the end of the turn."""

    word: ClassVar[str] = "look_at_hands"


@dataclass(frozen=True, slots=True)
class EdgeForPool(Effect):
    """ "Ⓓ Burn the Edge to burn N pool from your prey": only playable by the Methuselah with
    the Edge; on resolution, if she still has it, she burns it and her prey burns N pool
    (ruling LSJ 20100527: the Edge lost meanwhile, the prey burns nothing)."""

    word: ClassVar[str] = "edge_for_pool"
    amount: int = 2


@dataclass(frozen=True, slots=True)
class NoBleedThisTurn(Effect):
    """ "Minions you control cannot bleed until the end of the turn" (6.1.1): from resolution
    on, even those coming into play later this turn (ruling LSJ 20100527: even if the rest
    of the card did nothing)."""

    word: ClassVar[str] = "no_bleed_this_turn"


@dataclass(frozen=True, slots=True)
class AddCounters(Effect):
    """Add N counters to this card (as it comes into play, or as an ability of it)."""

    word: ClassVar[str] = "add_counters"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class TakeHost(Effect):
    """ "Burn the counters to unlock and take control of [the vampire this card is on] until
    the end of the turn" (Temptation); this card stays under its controller's control."""

    word: ClassVar[str] = "take_host"


@dataclass(frozen=True, slots=True)
class CannotBlockAllies(Effect):
    """On a vampire: "this vampire cannot attempt to block allies" (6.2.2)."""

    word: ClassVar[str] = "cannot_block_allies"


@dataclass(frozen=True, slots=True)
class NoDamageToAllies(Effect):
    """On a vampire: "Any damage this vampire inflicts on allies is reduced to 0" (6.4.6)."""

    word: ClassVar[str] = "no_damage_to_allies"


@dataclass(frozen=True, slots=True)
class BurnToTorpor(Effect):
    """An ability's effect: burn this card; the vampire it was on then goes to torpor (6.5)."""

    word: ClassVar[str] = "burn_to_torpor"


@dataclass(frozen=True, slots=True)
class ActionIntercept(Effect):
    """An action card: "Anarchs get -1 intercept during this action": from its announcement,
    the other Methuselahs' ready minions of ``sect`` get N intercept until it ends (6.2.2.2)."""

    word: ClassVar[str] = "action_intercept"
    amount: int
    sect: str


@dataclass(frozen=True, slots=True)
class UnlockInDiscard(Effect):
    """ "If this vampire is Tzimisce and the bleed is successful, this Tzimisce can burn 1 blood
    during your next discard phase to unlock" (8): this turn's discard phase."""

    word: ClassVar[str] = "unlock_in_discard"
    blood: int = 1
    clan: str = ""


@dataclass(frozen=True, slots=True)
class Revive(Effect):
    """An action card's choice on resolution: move a vampire (anyone's) from torpor to his
    controller's ready region, or add enough life to an ally or retainer to reach its starting
    life (Renewed Vigor [obe])."""

    word: ClassVar[str] = "revive"


@dataclass(frozen=True, slots=True)
class FillOtherVampire(Effect):
    """ "Add enough blood to another vampire to reach full capacity" (chosen on resolution)."""

    word: ClassVar[str] = "fill_other_vampire"


@dataclass(frozen=True, slots=True)
class BurnToReady(Effect):
    """An ability's effect: burn this card; the vampire it was on moves from torpor to the
    ready region (6.5)."""

    word: ClassVar[str] = "burn_to_ready"


@dataclass(frozen=True, slots=True)
class DamageEach(Effect):
    """ "Ⓓ Discard a <this card> to inflict N unpreventable damage on each of up to two minions
    controlled by a single Methuselah": announced at a Methuselah, with another copy in hand;
    on resolution the copy is discarded (and replaced, 1.6.1.2), then up to ``most`` of her
    ready minions take the damage."""

    word: ClassVar[str] = "damage_each"
    amount: int
    most: int = 2


# -- combat (6.4) ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OpposingBurnsPool(Effect):
    """ "The opposing minion's controller burns N pool" (a combat card played at the end of a
    round, when its own clauses allow)."""

    word: ClassVar[str] = "opposing_burns_pool"
    amount: int = 2


@dataclass(frozen=True, slots=True)
class DamageOpposing(Effect):
    """ "This vampire inflicts N damage on the opposing minion", not as a strike: inflicted by
    the minion (ruling PIB 20120426: not environmental), a dodge does not stop it, and it can
    be prevented (6.4.6)."""

    word: ClassVar[str] = "damage_opposing"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class CancelCombatCard(Effect):
    """ "Cancel a strike card (the minion chooses a strike again) or a grapple card as it is
    played by the opposing minion, and its cost is not paid" (1.6.1.1): the kinds of card it
    cancels (a strike card, a grapple card, a card requiring one of the Disciplines
    ``requires``, codes spaced); with ``burn_blood``, the minion canceling burns that much."""

    word: ClassVar[str] = "cancel_combat_card"
    strike: bool = False
    grapple: bool = False
    requires: str = ""
    burn_blood: int = 0


# -- politics (6.3) -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PassNextReferendum(Effect):
    """ "The next referendum a vampire you control calls this turn passes automatically": it
    is not polled (ruling LSJ 19980107: no card during it, no votes to pass it by)."""

    word: ClassVar[str] = "pass_next_referendum"


@dataclass(frozen=True, slots=True)
class ForceAbstain(Effect):
    """During the polling step: "Force a vampire to abstain (this can cancel their votes and
    ballots)": any vampire with votes or ballots, cast or not; he is not locked (6.3.3)."""

    word: ClassVar[str] = "force_abstain"


@dataclass(frozen=True, slots=True)
class ClanVotes(Effect):
    """In play: vampires of ``clan`` (``titled`` ones only), anyone's, get N votes, -1 too
    ("Ventrue get -1 vote"): never below no votes (6.3.3)."""

    word: ClassVar[str] = "clan_votes"
    clan: str
    amount: int = 1
    titled: bool = False


@dataclass(frozen=True, slots=True)
class VotesEach(Effect):
    """ "Each Ravnos gets +1 vote" (a card played in the polling step): every ready vampire of
    that ``clan`` (and ``sect``), whoever controls him, gets +N votes, cast by his Methuselah
    with his own (6.3.3)."""

    word: ClassVar[str] = "votes_each"
    amount: int
    clan: str
    sect: str = ""


LIBRARY_FIVE_WORDS: tuple[type[Effect], ...] = (
    LifeLossAtUnlock,
    LookAtHands,
    EdgeForPool,
    NoBleedThisTurn,
    OpposingBurnsPool,
    DamageOpposing,
    VotesEach,
    CancelCombatCard,
    AddCounters,
    TakeHost,
    CannotBlockAllies,
    NoDamageToAllies,
    BurnToTorpor,
    PassNextReferendum,
    ActionIntercept,
    UnlockInDiscard,
    Revive,
    FillOtherVampire,
    BurnToReady,
    DamageEach,
    ForceAbstain,
    ClanVotes,
)
