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
    "own_ready_minion",  # a ready minion you control
    "own_vampire",  # a vampire you control
    "minion",  # any minion
    "opposing",  # the opposing minion in combat
    "blocker",  # the minion attempting to block
    "uncontrolled",  # a vampire in your uncontrolled region (the card says so: 1.6.1.4)
    "torpor",  # a vampire in torpor, anyone's
    "vampire",  # any controlled vampire, ready or in torpor (1.6.1.4)
    "others_minion",  # a ready minion another Methuselah controls (a directed action's target)
    "others_vampire",  # a ready vampire another Methuselah controls
    "others_ally",  # an ally another Methuselah controls
    "ready_minion",  # any ready minion, locked or not
    "any_ready_vampire",  # any ready vampire, locked or not
    "chosen",  # the vampire this card chose as it was played (The Rack)
    "own_minion",  # a minion you control, ready or in torpor
    "others_younger_vampire",  # a ready vampire another Methuselah controls, younger than self
    "target_minion",  # an unlocked ready minion controlled by the action's target Methuselah
    "others_torpor_vampire",  # a vampire in torpor another Methuselah controls
    "others_retainer",  # a retainer on a minion another Methuselah controls
    "others_location",  # a location another Methuselah controls
    "others_locked_minion",  # a locked ready minion another Methuselah controls
    "other_vampire",  # a ready vampire other than the one playing the card
    "bloodless_ready_vampire",  # any ready vampire with no blood
    "diablerist",  # a vampire who committed diablerie since your last turn (6.5.5)
]
Kind = Literal[
    "",
    "bleed",
    "directed",
    "undirected",
    "political",
    "recruit",
    "employ",
    "equip",
    "hunt",
    "vampire",  # against actions of vampires
]
# 1.5.2: older and younger compare capacities; "titled": an acting vampire with a title (4).
Against = Literal["", "younger", "older", "titled"]


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
    target_pool_at_most: int = 0  # only if the target has this much pool or less at resolution
    target_controls: str = ""  # a minion's: only if the target controls a ready vampire of
    # this clan or sect ("when bleeding a Methuselah who controls a ready Tremere")


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
    against: Against = ""  # a vampire's: only against an acting minion of that age or title
    against_clan: str = ""  # a vampire's: only against an acting vampire of this clan
    allies: bool = False  # on a card in play (an event): every ally gets it
    acting_titled_bonus: int = 0  # Protection Racket: more if the acting minion is titled
    to: Literal["", "anarch"] = ""  # "An Anarch you control gets +1 intercept": the blocker
    pool_at_most: int = 0  # a vampire's: only while his Methuselah has this much pool or less
    discipline: str = ""  # only a bearer with this Discipline ("the bearer with Auspex")


@dataclass(frozen=True, slots=True)
class Votes(Effect):
    """+N votes (6.3.3): for this referendum when played, or while ready when it is his;
    ``against``: cast against the referendum ("+3 votes against the referendum")."""

    word: ClassVar[str] = "votes"
    amount: int
    against: bool = False
    # A vampire's: +N for each ready titled vampire other Methuselahs control, while untitled.
    per_titled_other: bool = False


@dataclass(frozen=True, slots=True)
class Strength(Effect):
    """+N strength (6.4.5) for a duration, or while the card is in play."""

    word: ClassVar[str] = "strength"
    amount: int
    until: Duration = ""
    against: str = ""  # a minion's: only in combat with a vampire of this clan or sect


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
    per_location: bool = False  # a vampire's: +N for each location she controls


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
    instead: bool = False  # "two master phase actions (instead of one)": several do not add up
    unlocked: bool = False  # only if the vampire is unlocked as the master phase begins


@dataclass(frozen=True, slots=True)
class Ballots(Effect):
    """+N ballots (6.3.3): a vampire's, cast with his votes in the prisci sub-referendum."""

    word: ClassVar[str] = "ballots"
    amount: int


@dataclass(frozen=True, slots=True)
class PayFor(Effect):
    """A minion's ability: pay to get +N bleed during his bleed action, or +N votes during the
    polling step of a referendum; once each bleed or polling step (wording templates: "During
    X, do Y"). The price: discard a card requiring a Discipline, remove cards of the ash heap
    from the game, or burn blood."""

    word: ClassVar[str] = "pay_for"
    bleed: int = 0
    votes: int = 0
    discard: str = ""  # the code of the Discipline the discarded card requires
    remove_from_ash_heap: int = 0
    blood: int = 0


@dataclass(frozen=True, slots=True)
class Cheaper(Effect):
    """A minion's ability: cards cost him ``amount`` less blood (``pool``: "less blood or
    pool", either cost), never below 0 (1.6.1.3); only the cards requiring ``discipline``, of
    ``card_type``, or the allies and retainers that are ``creature`` ("animal", "wraith")."""

    word: ClassVar[str] = "cheaper"
    amount: int = 1
    pool: bool = False
    discipline: str = ""
    card_type: str = ""
    creature: str = ""


# -- what an action or a reaction does (6.1, 6.2) ----------------------------------------------


@dataclass(frozen=True, slots=True)
class BleedAction(Effect):
    """The card is a Ⓓ bleed action with +N bleed (6.1.1, 6.1.6)."""

    word: ClassVar[str] = "bleed_action"
    amount: int = 0
    gain_pool: int = 0  # pool gained if the bleed is successful (for 1 or more)
    any_methuselah: bool = False  # "Bleed any Methuselah", not only your prey
    discards: int = 0  # if successful, the target discards N cards of her choice


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


@dataclass(frozen=True, slots=True)
class BurnMinion(Effect):
    """Burn a minion (1.1.2), with the cards and counters on him: one ``to`` names."""

    word: ClassVar[str] = "burn_minion"
    to: Target = "minion"


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
class Handler(Effect):
    """What the vocabulary cannot say: a named procedure of the rules layer."""

    word: ClassVar[str] = "handler"
    name: str


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
    """In play on a minion: minions without the Discipline ``unless`` cannot perform actions
    directed at him."""

    word: ClassVar[str] = "shielded"
    unless: str


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
    blood: int = 0  # a minion's ability "can burn 1 blood to strike: ...": its cost
    once_each_combat: bool = False  # a minion's ability usable once each combat
    melee_weapon: bool = False  # "hand strike or use a melee weapon strike", at +hand_bonus
    put_on_opposing: int = 0  # put this card on the opposing minion with N counters
    torpor: bool = False  # send the opposing vampire to torpor
    burn_ally: bool = False  # burn the opposing ally
    keep: bool = False  # "after combat ends, put this card on this vampire"
    undodgeable: bool = False  # "This strike cannot be dodged"
    burn_retainer: bool = False  # "burn equipment or retainer": a retainer may be chosen too
    recoil: int = 0  # the striking vampire also takes N aggravated damage
    recoil_close: bool = False  # ... only if the strike is used at close range (environmental)
    ends_after: bool = False  # "Combat ends immediately after the resolution of this strike"
    this_round: bool = False  # "This round, this vampire can strike: ...": a strike to choose
    unlock_opposing: bool = False  # "... and unlock the opposing minion before combat ends"
    burn_after: int = 0  # after combat ends, the opposing minion burns N blood or life
    damage_after: int = 0  # after combat ends, at close range: N unpreventable damage to him


@dataclass(frozen=True, slots=True)
class Weapon(Effect):
    """Equipment that can strike (6.4.5), with optional maneuvers each combat (6.4.2)."""

    word: ClassVar[str] = "weapon"
    damage: int = 0
    ranged: bool = False
    aggravated: bool = False
    maneuvers: int = 0
    strength_bonus: int | None = None  # "strength+N damage" (instead of ``damage``)
    wears: bool = False  # burn 1 counter from it for each damage of its strike (even prevented)


@dataclass(frozen=True, slots=True)
class Maneuver(Effect):
    """A maneuver (6.4.2); ``optional_press``: "maneuver with 1 optional press"."""

    word: ClassVar[str] = "maneuver"
    optional_press: bool = False
    # A minion's ability: "1 optional maneuver each combat", in the first round only, or only
    # in the combat his own "enter combat" action began.
    first_round: bool = False
    own_combat_action: bool = False
    to: Literal["", "close", "long"] = ""  # "only usable to get to close range"
    next_round: bool = False  # "if another round occurs, 1 optional maneuver that round"


@dataclass(frozen=True, slots=True)
class Press(Effect):
    """A press (6.4.4); ``optional``: kept for later this round ("with 1 optional press"), or
    among a minion's own abilities, one optional press each combat (Nephandus)."""

    word: ClassVar[str] = "press"
    optional: bool = False


@dataclass(frozen=True, slots=True)
class Prevent(Effect):
    """Prevent N damage (6.4.6), or all the damage of the opposing minion's strike."""

    word: ClassVar[str] = "prevent"
    amount: int = 0
    all: bool = False  # "prevent all damage" (of the kind the other fields say)
    plus_x: bool = False  # "prevent X+N damage": X is the blood paid for the card's X cost
    non_aggravated: bool = False  # "prevent N non-aggravated damage"
    opposing_strike: bool = False  # only damage "from the opposing minion's strike"
    rest_of_round: bool = False  # "... and from the opponent's strikes for this round"
    once_each_combat: bool = False  # a minion's ability ("once each combat, can prevent 1")
    each_round_for_blood: int = 0  # this combat, each round, burn N blood: all the damage of
    # the opposing minion's initial strike
    gun: int = 0  # "or N damage from gun strikes" (instead of ``amount`` from any source)


@dataclass(frozen=True, slots=True)
class LessDamage(Effect):
    """A minion's own: each strike or damaging effect made by the opposing minion against him
    in combat inflicts N less damage (6.4.6: the damage is reduced, not prevented)."""

    word: ClassVar[str] = "less_damage"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class AdditionalStrikes(Effect):
    """N additional strikes this round (6.4.3)."""

    word: ClassVar[str] = "additional_strikes"
    amount: int = 1
    unlimited: bool = False  # "that does not count against the limit" (6.4.3)


@dataclass(frozen=True, slots=True)
class AggravatedHandStrikes(Effect):
    """Damage from this minion's hand strikes is aggravated (6.4.6) for a duration."""

    word: ClassVar[str] = "aggravated_hand_strikes"
    until: Duration = "round"


@dataclass(frozen=True, slots=True)
class Grapple(Effect):
    """Grapple: strikes that are not hand strikes cannot be used this round, by either
    combatant; ``close_next_round``: another round is at close range (no range step)."""

    word: ClassVar[str] = "grapple"
    close_next_round: bool = False


@dataclass(frozen=True, slots=True)
class Environmental(Effect):
    """This combat, the opposing minion takes N environmental damage each round, during
    normal strike resolution (rulings: even against a dodge)."""

    word: ClassVar[str] = "environmental"
    damage: int
    ranged: bool = False


@dataclass(frozen=True, slots=True)
class StaysLocked(Effect):
    """The minion this card is on does not unlock as normal (4): he burns 1 counter from
    this card instead, and the card burns when it has no counters."""

    word: ClassVar[str] = "stays_locked"


@dataclass(frozen=True, slots=True)
class BurnForStealth(Effect):
    """The minion this card is on can burn it to get +N stealth on his action (6.2.2.2);
    ``against``: only on an action directed at the Methuselah it was played against."""

    word: ClassVar[str] = "burn_for_stealth"
    amount: int = 1
    against: bool = False


@dataclass(frozen=True, slots=True)
class ContinueAction(Effect):
    """After combat ends, if this vampire was blocked (the acting minion), the action can
    continue as if unblocked: he burns ``burn_blood`` and gets +``stealth`` for it (rulings,
    "Action continue as if unblocked")."""

    word: ClassVar[str] = "continue_action"
    burn_blood: int = 0
    stealth: int = 0
    non_bleed_political: bool = False  # only a non-bleed, non-political action continues


@dataclass(frozen=True, slots=True)
class BaseStrength(Effect):
    """This minion gets a strength of N for a duration: his base strength, to which "+N
    strength" effects add (rulings, Torn Signpost)."""

    word: ClassVar[str] = "base_strength"
    amount: int
    until: Duration = "combat"


@dataclass(frozen=True, slots=True)
class Aim(Effect):
    """An aim, played as the minion chooses a strike: if any damage from the strike is
    successfully inflicted on the opposing minion, he takes +N damage from it (and with
    ``no_press``, he cannot press this round); ``cancel_discards``: the opposing Methuselah can
    discard that many combat cards to cancel it as it is played."""

    word: ClassVar[str] = "aim"
    damage: int = 0
    no_press: bool = False
    cancel_discards: int = 0


@dataclass(frozen=True, slots=True)
class EquipWeapon(Effect):
    """This minion equips with a non-unique weapon card from your hand, its requirements and
    cost applying as normal; it cannot cost more than ``max_pool`` pool, nor inflict with a
    regular strike aggravated damage or more than ``max_damage`` damage."""

    word: ClassVar[str] = "equip_weapon"
    max_pool: int = 2
    max_damage: int = 3


@dataclass(frozen=True, slots=True)
class PutOnOpposing(Effect):
    """Put this card on the opposing vampire (``torpor``: and send him to torpor);
    ``more_damage``: only if this minion successfully inflicted more damage than the opposing
    one this round (rulings, Disarm: environmental damage does not count)."""

    word: ClassVar[str] = "put_on_opposing"
    torpor: bool = False
    more_damage: bool = False


@dataclass(frozen=True, slots=True)
class BurnOff(Effect):
    """The minion this card is on can burn N blood to burn it (in his controller's unlock
    phase)."""

    word: ClassVar[str] = "burn_off"
    blood: int


@dataclass(frozen=True, slots=True)
class AutoPress(Effect):
    """Put this card in play with N counters, reset to N each time a card is played this
    combat; in each press step it burns 1 counter to provide 1 press to continue combat (before
    any other press, rulings); it burns at the end of combat."""

    word: ClassVar[str] = "auto_press"
    counters: int = 3


@dataclass(frozen=True, slots=True)
class CapDamage(Effect):
    """This combat, once N damage is successfully inflicted on this vampire in a round, any
    more damage that round is prevented; aggravated damage too with ``aggravated``."""

    word: ClassVar[str] = "cap_damage"
    amount: int = 1
    aggravated: bool = False


@dataclass(frozen=True, slots=True)
class PreventLater(Effect):
    """This minion can prevent N damage later this round (6.4.6)."""

    word: ClassVar[str] = "prevent_later"
    amount: int = 1
    each_round: bool = False  # "... can prevent N damage each round" of this combat


@dataclass(frozen=True, slots=True)
class QueueCombat(Effect):
    """As combat is about to end, queue another combat with the opposing minion (not if one
    is queued already); ``new_round``: instead, the combat goes on with a new round."""

    word: ClassVar[str] = "queue_combat"
    new_round: bool = False


@dataclass(frozen=True, slots=True)
class Restrain(Effect):
    """This combat, the opposing minion cannot maneuver to ``maneuver_to`` range, press to
    ``press_to`` combat, or use equipment; gets +``strength``; takes ``press_damage``
    environmental damage in each press step (it cannot be prevented); pays +``card_cost`` blood
    for each combat card."""

    word: ClassVar[str] = "restrain"
    maneuver_to: Literal["", "long", "close"] = ""
    press_to: Literal["", "continue", "end"] = ""
    equipment: bool = False
    strength: int = 0
    press_damage: int = 0
    press_damage_preventable: bool = False  # otherwise it cannot be prevented
    card_cost: int = 0


@dataclass(frozen=True, slots=True)
class SetRange(Effect):
    """This vampire sets the range for this round (no maneuvers, 6.4.2)."""

    word: ClassVar[str] = "set_range"


@dataclass(frozen=True, slots=True)
class StrikeBonus(Effect):
    """This combat, this vampire's damaging strikes from cards requiring ``discipline`` do
    +N damage."""

    word: ClassVar[str] = "strike_bonus"
    amount: int
    discipline: str = ""


@dataclass(frozen=True, slots=True)
class AggravatedAsNormal(Effect):
    """This vampire treats aggravated damage as normal damage for the rest of this round (it
    is healed with blood; cards preventing non-aggravated damage still cannot prevent it)."""

    word: ClassVar[str] = "aggravated_as_normal"


# -- abilities of cards in play (master cards, locations) -----------------------------------------


@dataclass(frozen=True, slots=True)
class HuntingGround(Effect):
    """During your unlock phase a ready vampire you control can gain 1 blood (``amount``; a
    ``titled`` one or one of ``sect`` only; ``baron_feeds_two``: a second one if you control a
    ready baron); one hunting ground per vampire each unlock phase."""

    word: ClassVar[str] = "hunting_ground"
    amount: int = 1
    titled: bool = False
    sect: str = ""
    baron_feeds_two: bool = False


# -- action cards, political actions, allies, retainers, equipment, events (6.1, 6.3) --------------


@dataclass(frozen=True, slots=True)
class CannotPlay(Effect):
    """In play on a minion: he cannot play cards of that name."""

    word: ClassVar[str] = "cannot_play"
    card: str


@dataclass(frozen=True, slots=True)
class EnterCombat(Effect):
    """Ⓓ Enter combat with a minion (6.4): the action's target, chosen as it is announced.
    In play on a minion's own card: he can take this action ("This ally can enter combat with
    a minion as a Ⓓ action")."""

    word: ClassVar[str] = "enter_combat"
    target: Target = "others_minion"
    lock: bool = False  # "enter combat with and lock a vampire"
    target_acts: bool = False  # "the target vampire is considered the acting minion"
    maneuvers: int = 0  # "this acting minion gets 1 optional maneuver during that combat"


@dataclass(frozen=True, slots=True)
class Steal(Effect):
    """Ⓓ Take control of a card another Methuselah controls (its target, as announced)."""

    word: ClassVar[str] = "steal"
    target: Target = "others_ally"
    ready_for: int = 0  # a vampire stolen in torpor can be moved to ready for this much blood


@dataclass(frozen=True, slots=True)
class StealPool(Effect):
    """Ⓓ Steal N pool from another Methuselah (the target, chosen as it is announced)."""

    word: ClassVar[str] = "steal_pool"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class CostCopies(Effect):
    """The blood cost X is the number of copies of this card you control (in play)."""

    word: ClassVar[str] = "cost_copies"


@dataclass(frozen=True, slots=True)
class PreyBurnsPool(Effect):
    """In play: during your unlock phase, your prey burns N pool."""

    word: ClassVar[str] = "prey_burns_pool"
    amount: int = 1
    once_a_turn: bool = False  # "only 1 pool each turn with <this card's name> cards"


@dataclass(frozen=True, slots=True)
class CounterAtUnlock(Effect):
    """In play: during your unlock phase, add 1 counter to this card."""

    word: ClassVar[str] = "counter_at_unlock"


@dataclass(frozen=True, slots=True)
class CounterAction(Effect):
    """In play: minions you control (of a clan, of a capacity) can add 1 counter to this card
    as a +N stealth action (6.1.6)."""

    word: ClassVar[str] = "counter_action"
    clan: str = ""
    capacity_at_least: int = 0
    stealth: int = 1


@dataclass(frozen=True, slots=True)
class GrantTitle(Effect):
    """A title political action (4.2): choose a ready vampire of the clan; in the referendum
    each ready vampire of the clan gets ``clan_votes`` more votes; passed, the card goes on the
    chosen vampire to represent the title its text names."""

    word: ClassVar[str] = "grant_title"
    clan: str
    clan_votes: int = 1
    sect: str = ""  # the chosen vampire's sect too ("Choose a ready Camarilla Gangrel")


@dataclass(frozen=True, slots=True)
class StrengthPerLife(Effect):
    """In play, an ally: +1 strength for each life it has."""

    word: ClassVar[str] = "strength_per_life"


@dataclass(frozen=True, slots=True)
class ActsAtOnce(Effect):
    """An ally that can perform actions the turn it is recruited (not 6.1.5's wait)."""

    word: ClassVar[str] = "acts_at_once"


@dataclass(frozen=True, slots=True)
class UnlockRecruiter(Effect):
    """Recruited: unlock the recruiting vampire if this is their first successful recruit ally
    action this turn."""

    word: ClassVar[str] = "unlock_recruiter"


@dataclass(frozen=True, slots=True)
class BurnAtUnlock(Effect):
    """In play: during your unlock phase, burn this card, or burn ``pool_instead`` pool (when
    more than 0) to keep it."""

    word: ClassVar[str] = "burn_at_unlock"
    pool_instead: int = 0


@dataclass(frozen=True, slots=True)
class PlaysAs(Effect):
    """In play, an ally: it can play cards requiring the basic level of a Discipline as a
    vampire, except cards of ``not_type`` ("non-action cards")."""

    word: ClassVar[str] = "plays_as"
    discipline: str
    not_type: str = ""


@dataclass(frozen=True, slots=True)
class PutOnTarget(Effect):
    """Put this card on the action's target (you still control it), locking them."""

    word: ClassVar[str] = "put_on_target"
    target: Target = "others_vampire"
    lock: bool = False


@dataclass(frozen=True, slots=True)
class CannotGainLife(Effect):
    """In play, an ally: it cannot gain life (any life it would gain goes to the blood bank);
    it still enters play with its life."""

    word: ClassVar[str] = "cannot_gain_life"


@dataclass(frozen=True, slots=True)
class Undodgeable(Effect):
    """In play, a minion: his strikes cannot be dodged (6.4.5)."""

    word: ClassVar[str] = "undodgeable"


@dataclass(frozen=True, slots=True)
class Untargetable(Effect):
    """In play, a minion (or on him): he cannot be the target of other Methuselahs' actions
    (Secure Haven); with ``disciplines``, only of directed actions requiring one of them
    (codes separated by spaces: "dom pre")."""

    word: ClassVar[str] = "untargetable"
    disciplines: str = ""


@dataclass(frozen=True, slots=True)
class Embrace(Effect):
    """Put this card in play: it becomes a 1-capacity non-unique vampire of the acting
    vampire's clan and sect (with no blood: it must hunt)."""

    word: ClassVar[str] = "embrace"
    capacity: int = 1


@dataclass(frozen=True, slots=True)
class DrawCards(Effect):
    """The Methuselah draws N cards, then discards as many of her choice ("discard afterward")
    when ``discard_after``."""

    word: ClassVar[str] = "draw_cards"
    amount: int
    discard_after: bool = False


@dataclass(frozen=True, slots=True)
class LockForStealth(Effect):
    """In play: you can lock this card to give a minion controlled by your predator -N
    stealth (while one of your minions is blocking him)."""

    word: ClassVar[str] = "lock_for_stealth"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class BleedAgainst(Effect):
    """In play, while unlocked: vampires with capacity at most N get +amount bleed against
    you (a negative amount reduces it)."""

    word: ClassVar[str] = "bleed_against"
    amount: int
    capacity_at_most: int = 0


@dataclass(frozen=True, slots=True)
class ShuffleAsAction(Effect):
    """In play: vampires with capacity N or more can shuffle this card into its owner's
    library as a Ⓓ action (6.1.6)."""

    word: ClassVar[str] = "shuffle_as_action"
    capacity_at_least: int = 0


@dataclass(frozen=True, slots=True)
class Again(Effect):
    """The vampire can perform this action again this turn, the cost increased by N blood
    each time (cumulative) (a recruit ally action: Nocturn [OBT])."""

    word: ClassVar[str] = "again"
    blood: int = 1


@dataclass(frozen=True, slots=True)
class StealthThisTurn(Effect):
    """All of your vampires' (``minions``: minions') actions are at +N stealth this turn."""

    word: ClassVar[str] = "stealth_this_turn"
    amount: int = 1
    minions: bool = False


@dataclass(frozen=True, slots=True)
class InflictDamage(Effect):
    """Ⓓ Inflict N damage on the action's target (unpreventable: no prevention step)."""

    word: ClassVar[str] = "inflict_damage"
    amount: int
    target: Target = "others_minion"


@dataclass(frozen=True, slots=True)
class OpenHand(Effect):
    """In play: your prey plays with an open hand."""

    word: ClassVar[str] = "open_hand"


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
        BurnMinion,
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
        LessDamage,
        AdditionalStrikes,
        HuntingGround,
        BurnBlood,
        ReduceIntercept,
        FailBlock,
        CannotBlock,
        NoUnlock,
        NoUnlockDuringAction,
        EndAction,
        EndIfBlocked,
        DamageAfterResolution,
        OncePerTurn,
        BlockCost,
        Ballots,
        PayFor,
        AbilityAction,
        IfBlocks,
        AttemptBlock,
        ReduceBleed,
        UnlessBlocks,
        InterceptForBlood,
        CannotPlay,
        EnterCombat,
        Steal,
        CostCopies,
        PreyBurnsPool,
        CounterAtUnlock,
        CounterAction,
        OpenHand,
        GrantTitle,
        AggravatedHandStrikes,
        Grapple,
        Environmental,
        StaysLocked,
        BurnForStealth,
        ContinueAction,
        BaseStrength,
        Aim,
        EquipWeapon,
        ReduceStealth,
        Cheaper,
        BloodPerVote,
        Abstain,
        VotesPerBlood,
        ReactionCost,
        MarkTarget,
        ForgoBleed,
        Shielded,
        BurnAtUnlock,
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
        StrengthPerLife,
        ActsAtOnce,
        UnlockRecruiter,
        PlaysAs,
        PutOnTarget,
        CannotGainLife,
        Undodgeable,
        Untargetable,
        Embrace,
        DrawCards,
        StealPool,
        LockForStealth,
        BleedAgainst,
        ShuffleAsAction,
        Again,
        StealthThisTurn,
        InflictDamage,
        PutOnOpposing,
        BurnOff,
        AutoPress,
        CapDamage,
        PreventLater,
        QueueCombat,
        Restrain,
        SetRange,
        StrikeBonus,
        AggravatedAsNormal,
    )
}
