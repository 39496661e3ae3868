"""Provides the vocabulary of card effects: typed primitives, each named by one word.

A card definition (``cards/definitions/*.toml``) is made of these words. Each primitive is a
frozen dataclass; its ``word`` is how definitions name it, and its fields are the arguments a
definition may give (``{bleed = 2}``, ``{strike = {damage = 2, ranged = true}}``). The rules
layer interprets them: where a primitive sits decides when it applies (played at a level: its
effect when the card resolves; ``in_play``: what the card gives while it is in play; a
vampire's ``abilities``: what the vampire always has).

Durations (``until``) are those of DESIGN.md: this ``action``, ``round``, ``combat``, ``turn``,
or until the controller's next ``unlock`` phase.
"""

from dataclasses import dataclass
from typing import ClassVar, Literal

Duration = Literal["", "action", "round", "combat", "turn", "unlock"]
Target = Literal[
    "acting",  # the acting minion
    "self",  # the minion playing the card (or the vampire whose ability it is)
    "younger_uncontrolled",  # a younger vampire in your uncontrolled region
    "ready_vampire",  # any ready vampire
    "own_ready_vampire",  # a ready vampire you control
    "own_vampire",  # a vampire you control
    "minion",  # any minion
    "opposing",  # the opposing minion in combat
    "blocker",  # the minion attempting to block
]
Kind = Literal["", "bleed", "directed", "undirected", "political", "recruit", "employ", "equip"]


class Effect:
    """A primitive of the vocabulary; subclasses are frozen dataclasses with a ``word``."""

    __slots__ = ()
    word: ClassVar[str]


# -- numbers of an action, a minion or a Methuselah (6.1, 6.2, 6.3.3) ---------------------------


@dataclass(frozen=True, slots=True)
class Bleed(Effect):
    """+N bleed (6.1.1): to the action when played, to the minion's bleed when it is his."""

    word: ClassVar[str] = "bleed"
    amount: int
    clan: str = ""  # an additional ``clan_bonus`` if the acting vampire is of this clan
    clan_bonus: int = 0
    target_pool_at_most: int = 0  # only if the bleed's target has this much pool or less


@dataclass(frozen=True, slots=True)
class Stealth(Effect):
    """+N stealth (6.2.2.2); on a minion: on each of his actions (``kind``: some only)."""

    word: ClassVar[str] = "stealth"
    amount: int
    kind: Kind = ""


@dataclass(frozen=True, slots=True)
class Intercept(Effect):
    """+N intercept (6.2.2.2); on a minion: while he blocks (``kind``: some actions only)."""

    word: ClassVar[str] = "intercept"
    amount: int
    titled_bonus: int = 0  # The Warrens: more if the reacting vampire is titled
    kind: Kind = ""


@dataclass(frozen=True, slots=True)
class Votes(Effect):
    """+N votes (6.3.3): for this referendum when played, or while ready when it is his."""

    word: ClassVar[str] = "votes"
    amount: int


@dataclass(frozen=True, slots=True)
class Strength(Effect):
    """+N strength (6.4.5) for a duration, or while the card is in play."""

    word: ClassVar[str] = "strength"
    amount: int
    until: Duration = ""


@dataclass(frozen=True, slots=True)
class Life(Effect):
    """A retainer's or ally's life when it enters play (6.1.4, 6.1.5), instead of the printed."""

    word: ClassVar[str] = "life"
    amount: int


@dataclass(frozen=True, slots=True)
class HandSize(Effect):
    """+N hand size for the Methuselah who controls the card (1.6.1.2)."""

    word: ClassVar[str] = "hand_size"
    amount: int


@dataclass(frozen=True, slots=True)
class Transfers(Effect):
    """+N transfers in her influence phase (7)."""

    word: ClassVar[str] = "transfers"
    amount: int


@dataclass(frozen=True, slots=True)
class MasterPhaseActions(Effect):
    """+N master phase actions (5) while the vampire is ready."""

    word: ClassVar[str] = "master_phase_actions"
    amount: int


# -- what an action or a reaction does (6.1, 6.2) ----------------------------------------------


@dataclass(frozen=True, slots=True)
class BleedAction(Effect):
    """The card is a Ⓓ bleed action with +N bleed (6.1.1, 6.1.6)."""

    word: ClassVar[str] = "bleed_action"
    amount: int = 0
    gain_pool: int = 0  # pool gained if the bleed is successful (for 1 or more)


@dataclass(frozen=True, slots=True)
class RedirectBleed(Effect):
    """Change the target of the bleed to another Methuselah, not the acting one's (6.1.1)."""

    word: ClassVar[str] = "redirect_bleed"


@dataclass(frozen=True, slots=True)
class LockSelf(Effect):
    """Lock the minion who played the card (a reacting vampire)."""

    word: ClassVar[str] = "lock_self"


@dataclass(frozen=True, slots=True)
class UnlockSelf(Effect):
    """Unlock the minion who played the card."""

    word: ClassVar[str] = "unlock_self"


@dataclass(frozen=True, slots=True)
class Wake(Effect):
    """The locked minion wakes: he may block and play reactions this action, still locked."""

    word: ClassVar[str] = "wake"


@dataclass(frozen=True, slots=True)
class AddBlood(Effect):
    """Add N blood from the blood bank to a vampire (1.1.2)."""

    word: ClassVar[str] = "add_blood"
    amount: int
    to: Target = "self"


@dataclass(frozen=True, slots=True)
class Lock(Effect):
    """Lock a minion."""

    word: ClassVar[str] = "lock"
    target: Target = "minion"


@dataclass(frozen=True, slots=True)
class PutOnSelf(Effect):
    """Put this card on the minion who played it; what it gives is its ``in_play`` words."""

    word: ClassVar[str] = "put_on_self"


@dataclass(frozen=True, slots=True)
class PutInPlay(Effect):
    """Put this card in play (a location or another master card staying in play, 1.6.2)."""

    word: ClassVar[str] = "put_in_play"


@dataclass(frozen=True, slots=True)
class PutOn(Effect):
    """Put this master card on a minion (1.6.2)."""

    word: ClassVar[str] = "put_on"
    target: Target = "own_vampire"


@dataclass(frozen=True, slots=True)
class LockFailedBlockers(Effect):
    """Minions who attempted to block this action and failed are locked before resolution."""

    word: ClassVar[str] = "lock_failed_blockers"


@dataclass(frozen=True, slots=True)
class NotWith(Effect):
    """This card and the named one cannot both be played during the same action."""

    word: ClassVar[str] = "not_with"
    card: str


@dataclass(frozen=True, slots=True)
class GainPool(Effect):
    """The Methuselah playing the card gains N pool."""

    word: ClassVar[str] = "gain_pool"
    amount: int


@dataclass(frozen=True, slots=True)
class BurnBlood(Effect):
    """The minion playing the card burns N blood as he plays it ("Burn 1 blood to ..."): it
    is playable only by a minion who has that much blood beyond the card's cost."""

    word: ClassVar[str] = "burn_blood"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class ReduceIntercept(Effect):
    """-N intercept for the rest of the action (6.2.2.2): to the ``blocker`` attempting to
    block, to every ally and younger vampire (``allies_younger``, younger than the acting
    vampire), or to all the other Methuselahs' ``allies`` or ``minions``."""

    word: ClassVar[str] = "reduce_intercept"
    amount: int = 1
    who: Literal["blocker", "allies_younger", "allies", "minions"] = "blocker"


@dataclass(frozen=True, slots=True)
class FailBlock(Effect):
    """The block attempt fails, and that minion (``controller``: any minion of his
    controller) cannot attempt to block this action again."""

    word: ClassVar[str] = "fail_block"
    controller: bool = False


@dataclass(frozen=True, slots=True)
class CannotBlock(Effect):
    """A minion cannot block this action: one vampire chosen (``younger`` than the acting
    vampire, ``titled_or_younger``, ``locked``, or ``any``), one minion chosen among the allies
    and the vampires of ``capacity`` or less (``small_or_ally``), or all ``vampires`` or all
    ``allies``."""

    word: ClassVar[str] = "cannot_block"
    choose: Literal[
        "younger", "titled_or_younger", "locked", "any", "small_or_ally", "vampires", "allies"
    ] = "any"
    capacity: int = 0
    no_reactions: bool = False  # and the chosen one cannot play reaction cards this action


@dataclass(frozen=True, slots=True)
class NoUnlock(Effect):
    """During this action, minions cannot unlock."""

    word: ClassVar[str] = "no_unlock"


@dataclass(frozen=True, slots=True)
class EndAction(Effect):
    """The action ends (unsuccessfully), without combat: played when it is blocked, before
    block resolution, or during a block attempt; ``not_again``: this minion cannot perform the
    same action again this turn; ``cancel``: the action is canceled (nothing "after action
    resolution" happens)."""

    word: ClassVar[str] = "end_action"
    not_again: bool = False
    cancel: bool = False


@dataclass(frozen=True, slots=True)
class EndIfBlocked(Effect):
    """If this action is blocked, lock the blocking minion and end the action before block
    resolution."""

    word: ClassVar[str] = "end_if_blocked"


@dataclass(frozen=True, slots=True)
class DamageAfterResolution(Effect):
    """This minion takes unpreventable environmental damage after action resolution."""

    word: ClassVar[str] = "damage_after_resolution"
    aggravated: int = 0
    normal: int = 0


@dataclass(frozen=True, slots=True)
class OncePerTurn(Effect):
    """A minion can play only one of this card (at this level) each turn; ``each_minion``
    false: only one is played each turn, by any of her minions."""

    word: ClassVar[str] = "once_per_turn"
    each_minion: bool = True


@dataclass(frozen=True, slots=True)
class BlockCost(Effect):
    """Minions without the Discipline ``unless`` must burn N blood to attempt to block this
    action (allies cannot burn blood); ``life``: N blood or life (allies pay life);
    ``vampires_only``: only vampires pay, allies block as usual."""

    word: ClassVar[str] = "block_cost"
    blood: int = 1
    unless: str = ""
    life: bool = False
    vampires_only: bool = False


@dataclass(frozen=True, slots=True)
class BloodPerVote(Effect):
    """1 blood from the blood bank for each vote by which the referendum passed (6.3.2): to
    this vampire (``to_pool``: up to N of them to your pool instead), or distributed among the
    ready vampires of ``clan`` you control, 1 each, and your pool, up to ``pool_max`` (or
    ``titled_pool_max`` if the acting vampire is titled)."""

    word: ClassVar[str] = "blood_per_vote"
    to_pool: int = 0
    clan: str = ""
    pool_max: int = 0
    titled_pool_max: int = 0


@dataclass(frozen=True, slots=True)
class Abstain(Effect):
    """During the polling step (6.3.3): a chosen vampire who has cast votes or ballots in this
    referendum is locked and abstains (his votes and ballots are cancelled); he burns
    ``burn`` blood."""

    word: ClassVar[str] = "abstain"
    burn: int = 0


@dataclass(frozen=True, slots=True)
class VotesPerBlood(Effect):
    """A card costing X blood (6.3.3): this vampire gets ``per`` x X + ``base`` votes."""

    word: ClassVar[str] = "votes_per_blood"
    per: int = 1
    base: int = 1


@dataclass(frozen=True, slots=True)
class ReactionCost(Effect):
    """During this action, reaction cards cost +N blood or life (the acting Methuselah's
    opponents'); ``unreplaced``: and they are not replaced until the end of the action."""

    word: ClassVar[str] = "reaction_cost"
    blood: int = 1
    unreplaced: bool = False


@dataclass(frozen=True, slots=True)
class MarkTarget(Effect):
    """The card remembers the Methuselah the action was directed at (for its ``in_play``
    words: "the same Methuselah")."""

    word: ClassVar[str] = "mark_target"


@dataclass(frozen=True, slots=True)
class ForgoBleed(Effect):
    """Played when a bleed would be successful: instead it burns no pool and is
    unsuccessful; no more cards until after resolution."""

    word: ClassVar[str] = "forgo_bleed"


@dataclass(frozen=True, slots=True)
class UnlockAfterSuccess(Effect):
    """After action resolution, if the action was successful, this vampire can burn N blood
    to unlock (N = 0: he unlocks)."""

    word: ClassVar[str] = "unlock_after_success"
    blood: int = 1


@dataclass(frozen=True, slots=True)
class BurnToReduceIntercept(Effect):
    """Once this action, this minion may burn N blood to give an ally or younger vampire
    (attempting to block) -1 intercept."""

    word: ClassVar[str] = "burn_to_reduce_intercept"
    blood: int = 1
    amount: int = 1


@dataclass(frozen=True, slots=True)
class FirstRoundStrike(Effect):
    """If this action is blocked, this vampire can strike: combat ends during the first round
    of the resulting combat (6.4.5)."""

    word: ClassVar[str] = "first_round_strike"


@dataclass(frozen=True, slots=True)
class BleedForBlood(Effect):
    """+X bleed for X blood (a card costing X), X from ``least`` to ``most``."""

    word: ClassVar[str] = "bleed_for_blood"
    least: int = 1
    most: int = 3


@dataclass(frozen=True, slots=True)
class BlockerBurns(Effect):
    """The blocking minion burns N blood or life (an ally or retainer at 0 life burns)."""

    word: ClassVar[str] = "blocker_burns"
    amount: int


@dataclass(frozen=True, slots=True)
class NextActionsStealth(Effect):
    """This vampire can burn X blood to give the next X actions minions you control perform
    this turn +1 stealth."""

    word: ClassVar[str] = "next_actions_stealth"


@dataclass(frozen=True, slots=True)
class InResultingCombat(Effect):
    """If this action is blocked (or this minion blocks), in the combat that follows: N
    optional maneuvers, N optional maneuvers or presses (``flexible``), +N ``strength``, and
    whether this minion ``no_equipment``: cannot use equipment."""

    word: ClassVar[str] = "in_resulting_combat"
    maneuvers: int = 0
    flexible: int = 0
    no_equipment: bool = False
    strength: int = 0


@dataclass(frozen=True, slots=True)
class Cancelable(Effect):
    """The blocking minion can burn N blood or life (or his controller N pool) to cancel this
    card as it is played: the words after this one do not happen (its cost stays paid)."""

    word: ClassVar[str] = "cancelable"
    blood: int = 0
    pool: int = 0


@dataclass(frozen=True, slots=True)
class BlockerToTorpor(Effect):
    """Send the blocking vampire to torpor (6.5.1)."""

    word: ClassVar[str] = "blocker_to_torpor"


@dataclass(frozen=True, slots=True)
class EdgeForBleed(Effect):
    """Burn the Edge (she must have it) for +N bleed; she cannot gain the Edge this action:
    if she would, it is burned instead."""

    word: ClassVar[str] = "edge_for_bleed"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class UnlockAnother(Effect):
    """Unlock another ready minion of this sect (chosen)."""

    word: ClassVar[str] = "unlock_another"
    sect: str = "anarch"


@dataclass(frozen=True, slots=True)
class BleedPerAshHeap(Effect):
    """+1 bleed for every N cards in the ash heap of the target Methuselah."""

    word: ClassVar[str] = "bleed_per_ash_heap"
    per: int = 10


@dataclass(frozen=True, slots=True)
class TorporAfterResolution(Effect):
    """The acting vampire goes to torpor after resolving the action (6.5.1)."""

    word: ClassVar[str] = "torpor_after_resolution"


@dataclass(frozen=True, slots=True)
class BurnPool(Effect):
    """The Methuselah playing the card burns N pool as she plays it (she must have it)."""

    word: ClassVar[str] = "burn_pool"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class Handler(Effect):
    """What the vocabulary cannot say: a named procedure of the rules layer."""

    word: ClassVar[str] = "handler"
    name: str


@dataclass(frozen=True, slots=True)
class Shielded(Effect):
    """In play on a minion: minions without the Discipline ``unless`` cannot perform actions
    directed at him."""

    word: ClassVar[str] = "shielded"
    unless: str


@dataclass(frozen=True, slots=True)
class BurnAtUnlock(Effect):
    """In play: during its controller's unlock phase, burn this card."""

    word: ClassVar[str] = "burn_at_unlock"


@dataclass(frozen=True, slots=True)
class StealthByBurning(Effect):
    """In play on a minion: during an action directed at the Methuselah the card was played
    against, he can burn this card for +N stealth (when needed, 6.2.2.2)."""

    word: ClassVar[str] = "stealth_by_burning"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class BleedLater(Effect):
    """In play on a minion: the next time he is about to successfully bleed the Methuselah
    the card was played against, burn this card and he gets +N bleed."""

    word: ClassVar[str] = "bleed_later"
    amount: int


# -- combat (6.4) ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Strike(Effect):
    """A strike (6.4.5): damage (``hand_bonus``: a hand strike at +N), or another effect."""

    word: ClassVar[str] = "strike"
    damage: int = 0
    hand_bonus: int | None = None
    ranged: bool = False
    aggravated: bool = False
    first_strike: bool = False
    dodge: bool = False
    combat_ends: bool = False
    steal_blood: int = 0
    burn_equipment: bool = False
    steal_equipment: Literal["", "equipment", "weapon"] = ""
    unlock: bool = False  # Majesty: unlock this vampire before combat ends


@dataclass(frozen=True, slots=True)
class Weapon(Effect):
    """Equipment that can strike (6.4.5), with optional maneuvers each combat (6.4.2)."""

    word: ClassVar[str] = "weapon"
    damage: int = 0
    ranged: bool = False
    aggravated: bool = False
    maneuvers: int = 0


@dataclass(frozen=True, slots=True)
class Maneuver(Effect):
    """A maneuver (6.4.2); ``optional_press``: "maneuver with 1 optional press"."""

    word: ClassVar[str] = "maneuver"
    optional_press: bool = False


@dataclass(frozen=True, slots=True)
class Press(Effect):
    """A press (6.4.4); ``optional``: kept for later this round ("with 1 optional press")."""

    word: ClassVar[str] = "press"
    optional: bool = False


@dataclass(frozen=True, slots=True)
class Prevent(Effect):
    """Prevent N damage (6.4.6)."""

    word: ClassVar[str] = "prevent"
    amount: int


@dataclass(frozen=True, slots=True)
class AdditionalStrikes(Effect):
    """N additional strikes this round (6.4.3)."""

    word: ClassVar[str] = "additional_strikes"
    amount: int = 1


# -- abilities of cards in play (master cards, locations) -----------------------------------------


@dataclass(frozen=True, slots=True)
class HuntingGround(Effect):
    """During your unlock phase a ready vampire you control can gain 1 blood; one hunting
    ground per vampire each unlock phase."""

    word: ClassVar[str] = "hunting_ground"


@dataclass(frozen=True, slots=True)
class BloodDoll(Effect):
    """During your master phase, move 1 blood between the vampire and your pool."""

    word: ClassVar[str] = "blood_doll"


VOCABULARY: dict[str, type[Effect]] = {
    cls.word: cls
    for cls in (
        Bleed,
        Stealth,
        Intercept,
        Votes,
        Strength,
        Life,
        HandSize,
        Transfers,
        MasterPhaseActions,
        BleedAction,
        RedirectBleed,
        LockSelf,
        UnlockSelf,
        Wake,
        AddBlood,
        Lock,
        PutOnSelf,
        PutInPlay,
        PutOn,
        LockFailedBlockers,
        NotWith,
        GainPool,
        Handler,
        Strike,
        Weapon,
        Maneuver,
        Press,
        Prevent,
        AdditionalStrikes,
        HuntingGround,
        BloodDoll,
        BurnBlood,
        ReduceIntercept,
        FailBlock,
        CannotBlock,
        NoUnlock,
        EndAction,
        EndIfBlocked,
        DamageAfterResolution,
        OncePerTurn,
        BlockCost,
        BloodPerVote,
        Abstain,
        VotesPerBlood,
        ReactionCost,
        MarkTarget,
        ForgoBleed,
        Shielded,
        BurnAtUnlock,
        StealthByBurning,
        BleedLater,
        UnlockAfterSuccess,
        BurnToReduceIntercept,
        FirstRoundStrike,
        BleedForBlood,
        BlockerBurns,
        NextActionsStealth,
        InResultingCombat,
        Cancelable,
        BlockerToTorpor,
        EdgeForBleed,
        UnlockAnother,
        BleedPerAshHeap,
        TorporAfterResolution,
        BurnPool,
    )
}
