"""Provides the words of action modifiers and of what an action does (6.1, 6.2): stealth and
bleed changes, the course of block attempts, what is left after the action resolves."""

from dataclasses import dataclass
from typing import ClassVar, Literal

from .vocabulary import Effect, Target

# -- what an action or a reaction does (6.1, 6.2) ----------------------------------------------


@dataclass(frozen=True, slots=True)
class BleedAction(Effect):
    """The card is a Ⓓ bleed action with +N bleed (6.1.1, 6.1.6)."""

    word: ClassVar[str] = "bleed_action"
    amount: int = 0
    gain_pool: int = 0  # pool gained if the bleed is successful (for 1 or more)
    any_methuselah: bool = False  # "Bleed any Methuselah", not only your prey
    discards: int = 0  # if successful, the target discards N cards of her choice
    neighbours: bool = False  # "Bleed your predator or prey" (Night Moves)
    stealth: int = 0  # "Bleed ... at +N stealth": the action's stealth (6.2.2.2)
    most: int = 0  # "If more than N pool is bled with this action, ignore the excess"


@dataclass(frozen=True, slots=True)
class RedirectBleed(Effect):
    """Change the target of the bleed to another Methuselah, not the acting one's (6.1.1);
    ``to``: to your predator's predator (My Enemy's Enemy)."""

    word: ClassVar[str] = "redirect_bleed"
    to: Literal["", "predators_predator"] = ""


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
    """The locked minion wakes: he may block and play reactions this action, still locked.

    Or another, chosen: a locked ally of these kinds you control (``ally``: "wraith or
    zombie"), a younger locked vampire you control (``younger``); up to ``count`` of them;
    ``unlock``: they unlock instead of waking.
    """

    word: ClassVar[str] = "wake"
    ally: str = ""
    younger: bool = False
    unlock: bool = False
    count: int = 1

    @property
    def others(self) -> bool:
        return bool(self.ally) or self.younger


@dataclass(frozen=True, slots=True)
class AddBlood(Effect):
    """Add N blood from the blood bank to a vampire (1.1.2)."""

    word: ClassVar[str] = "add_blood"
    amount: int
    to: Target = "self"
    capacity_at_least: int = 0  # only to a vampire of that capacity or more
    clan: str = ""  # only a vampire of this clan ("a Gangrel in your uncontrolled region")
    keyword: str = ""  # only a vampire with this special term ("a Black Hand vampire")
    up_to: bool = False  # "add up to N blood": the amount is chosen, 1 to N
    discipline: str = ""  # only a vampire with this Discipline ("with Dementation [dem]")


@dataclass(frozen=True, slots=True)
class BurnMinion(Effect):
    """Burn a minion (1.1.2), with the cards and counters on him: one ``to`` names;
    ``capacity_at_most``: a vampire of that capacity or less; ``optional``: "you can burn"."""

    word: ClassVar[str] = "burn_minion"
    to: Target = "minion"
    capacity_at_most: int = 0
    optional: bool = False


@dataclass(frozen=True, slots=True)
class Lock(Effect):
    """Lock a minion."""

    word: ClassVar[str] = "lock"
    target: Target = "minion"
    optional: bool = False  # "you can lock"


@dataclass(frozen=True, slots=True)
class PutOnSelf(Effect):
    """Put this card on the minion who played it; what it gives is its ``in_play`` words."""

    word: ClassVar[str] = "put_on_self"
    counters: int = 0  # "put this card with N counters on it on this minion"


@dataclass(frozen=True, slots=True)
class PutInPlay(Effect):
    """Put this card in play (a location or another master card staying in play, 1.6.2)."""

    word: ClassVar[str] = "put_in_play"
    counters: int = 0  # "Put this card in play with 1 counter"


@dataclass(frozen=True, slots=True)
class PutOn(Effect):
    """Put this master card on a minion (1.6.2)."""

    word: ClassVar[str] = "put_on"
    target: Target = "own_vampire"
    capacity_at_least: int = 0  # "on a vampire with capacity 7 or more" (Legendary Vampire)
    clan: str = ""  # "Put this card on a Toreador" (Aching Beauty)


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
class ReduceIntercept(Effect):
    """-N intercept for the rest of the action (6.2.2.2): to the ``blocker`` attempting to
    block, to every ally and younger vampire (``allies_younger``, younger than the acting
    vampire), or to all the other Methuselahs' ``allies`` or ``minions``."""

    word: ClassVar[str] = "reduce_intercept"
    amount: int = 1
    # "monsters": the other Methuselahs' ready monsters (imbued appendix 4, Second Sight);
    # "corrupted": their minions with any corruption counters (Sense the Sin [DAI]).
    who: Literal["blocker", "allies_younger", "allies", "minions", "monsters", "corrupted"] = (
        "blocker"
    )


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
    and the vampires of ``capacity`` or less (``small_or_ally``), or all ``vampires``, all
    ``allies`` or all ``non_zombie_allies`` (Force of Personality), or all allies and all
    vampires younger than the acting one (``younger_and_allies``, Neutral Guard [OBE])."""

    word: ClassVar[str] = "cannot_block"
    choose: Literal[
        "younger",
        "titled_or_younger",
        "locked",
        "any",
        "small_or_ally",
        "vampires",
        "allies",
        "non_zombie_allies",
        "younger_and_allies",
    ] = "any"
    capacity: int = 0
    no_reactions: bool = False  # and the chosen one cannot play reaction cards this action


@dataclass(frozen=True, slots=True)
class NoUnlockDuringAction(Effect):
    """During this action, minions cannot unlock."""

    word: ClassVar[str] = "no_unlock_during_action"


@dataclass(frozen=True, slots=True)
class EndAction(Effect):
    """The action ends at once, unsuccessful: no combat, nothing more is played (RTR 20180719);
    a blocker does not lock for the block. Played when it is blocked, before block resolution,
    or during a block attempt. ``not_again``: the acting minion cannot perform the same action
    again this turn; ``unlock_actor``: he unlocks; ``actor_burns``: he burns N blood or life;
    ``cancel``: the action is canceled (nothing "after action resolution" happens)."""

    word: ClassVar[str] = "end_action"
    not_again: bool = False
    unlock_actor: bool = False
    actor_burns: int = 0  # the acting minion burns N blood or life
    cancel: bool = False


@dataclass(frozen=True, slots=True)
class EndIfBlocked(Effect):
    """If this action is blocked, lock the blocking minion and end the action before block
    resolution; ``optional``: the acting vampire "can choose to cancel the resulting combat"
    (Stone Travel), the same but by her choice."""

    word: ClassVar[str] = "end_if_blocked"
    optional: bool = False


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
    whether this minion ``no_equipment``: cannot use equipment; ``aggravated``: all damage
    inflicted on vampires during that combat is aggravated (Domain of Evernight); ``to``
    "long": the maneuvers are only usable to get to long range (Repulsion [pre])."""

    word: ClassVar[str] = "in_resulting_combat"
    maneuvers: int = 0
    flexible: int = 0
    no_equipment: bool = False
    strength: int = 0
    aggravated: bool = False
    to: Literal["", "long"] = ""
    long_rounds: bool = False  # each round at long range, no range step (Neutral Guard [obe])


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
class BurnToBleed(Effect):
    """A card on the minion lets him bleed at +``bleed`` as a (D) action, burned if the action
    succeeds (Strike with Conviction, imbued appendix; rulings LSJ 20060421: not burned if
    the bleed is blocked or canceled)."""

    word: ClassVar[str] = "burn_to_bleed"
    bleed: int = 1
    keep: bool = False  # "The minion with this equipment may bleed at +1 bleed": not burned
    # "No other equipment can increase the bleed amount of this action" (Camera Phone)
    no_other_equipment: bool = False


@dataclass(frozen=True, slots=True)
class BurnToCancel(Effect):
    """A card on the minion he (his Methuselah) can burn to cancel, as it is announced and with
    no cost paid: an action directed at him requiring one of ``disciplines`` (codes, spaced)
    or, with ``control``, one that would take control of him; or a strike card requiring one
    of them played by the minion opposing him (React with Conviction, imbued appendix)."""

    word: ClassVar[str] = "burn_to_cancel"
    disciplines: str = ""
    control: bool = False


@dataclass(frozen=True, slots=True)
class OldestGainPool(Effect):
    """Each Methuselah who controls any of the oldest ready vampires of ``clan`` (1.5.2: the
    highest capacity, anyone's) gains N pool (Haqim's Law: Leadership)."""

    word: ClassVar[str] = "oldest_gain_pool"
    clan: str
    amount: int


@dataclass(frozen=True, slots=True)
class StaysInPlay(Effect):
    """An action modifier that says "Put this card in play": it goes to its controller's
    in-play region instead of the ash heap (CrimethInc. [tha])."""

    word: ClassVar[str] = "stays_in_play"


@dataclass(frozen=True, slots=True)
class CancelReaction(Effect):
    """Played by the acting minion as a reaction card is played against his action: cancel it
    as it is played, its cost unpaid (1.6.1.1). ``capacity``: only when a vampire of that
    capacity or less, or an ally, plays it (Approximation of Loyalty [PRE]: 6); ``requires``:
    only a reaction card played with one of these Disciplines (codes, spaced; Hide the Mind
    [OBF]: "aus"); ``last_modifier``: no more action modifiers can be played on this action
    after it (Approximation of Loyalty)."""

    word: ClassVar[str] = "cancel_reaction"
    capacity: int = 0
    requires: str = ""
    last_modifier: bool = False


@dataclass(frozen=True, slots=True)
class TakeBackActionCard(Effect):
    """If an action card was played for this action, its Methuselah takes it back in her
    hand, then discards down (Tangle Atropos' Hand [tem])."""

    word: ClassVar[str] = "take_back_action_card"


@dataclass(frozen=True, slots=True)
class StealthNextAction(Effect):
    """This vampire gets +1 stealth during his next action this turn (Tangle Atropos' Hand
    [TEM])."""

    word: ClassVar[str] = "stealth_next_action"


ACTION_WORDS: tuple[type[Effect], ...] = (
    BleedAction,
    RedirectBleed,
    LockSelf,
    UnlockSelf,
    Wake,
    AddBlood,
    BurnMinion,
    Lock,
    PutOnSelf,
    PutInPlay,
    PutOn,
    LockFailedBlockers,
    NotWith,
    GainPool,
    ReduceIntercept,
    FailBlock,
    CannotBlock,
    NoUnlockDuringAction,
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
    BurnToBleed,
    BurnToCancel,
    OldestGainPool,
    StaysInPlay,
    CancelReaction,
    TakeBackActionCard,
    StealthNextAction,
)
