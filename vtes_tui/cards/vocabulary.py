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
    acting_titled_bonus: int = 0  # Protection Racket: more if the acting minion is titled
    to: Literal["", "anarch"] = ""  # "An Anarch you control gets +1 intercept": the blocker


@dataclass(frozen=True, slots=True)
class Votes(Effect):
    """+N votes (6.3.3): for this referendum when played, or while ready when it is his;
    ``against``: cast against the referendum ("+3 votes against the referendum")."""

    word: ClassVar[str] = "votes"
    amount: int
    against: bool = False


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
class Handler(Effect):
    """What the vocabulary cannot say: a named procedure of the rules layer."""

    word: ClassVar[str] = "handler"
    name: str


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
    """The minion who played the card burns N blood (G00097: not playable if he cannot)."""

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
    """During this action the minion can burn 1 blood to get +1 intercept (``once``: once)."""

    word: ClassVar[str] = "intercept_for_blood"
    once: bool = False


@dataclass(frozen=True, slots=True)
class EndAction(Effect):
    """The action ends at once, unsuccessful: no combat, nothing more is played (RTR 20180719);
    the blocker does not lock for the block; the acting minion cannot perform the same action
    this turn (6.1.6); ``unlock_actor``: he unlocks."""

    word: ClassVar[str] = "end_action"
    unlock_actor: bool = False
    actor_burns: int = 0  # the acting minion burns N blood or life


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
    """The minion does not unlock as normal during his controller's next unlock phase
    (rulings G00005); ``ally_only``: only if he is an ally."""

    word: ClassVar[str] = "no_unlock"
    ally_only: bool = False


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
        IfBlocks,
        AttemptBlock,
        BurnBlood,
        ReduceBleed,
        UnlessBlocks,
        NoUnlock,
        InterceptForBlood,
        EndAction,
        ReduceStealth,
    )
}
