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
Kind = Literal[
    "", "bleed", "directed", "undirected", "political", "recruit", "employ", "equip", "hunt"
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
    target_pool_at_most: int = 0  # only if the bleed's target has this much pool or less
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
    pool_at_most: int = 0  # a vampire's: only while his Methuselah has this much pool or less


@dataclass(frozen=True, slots=True)
class Votes(Effect):
    """+N votes (6.3.3): for this referendum when played, or while ready when it is his."""

    word: ClassVar[str] = "votes"
    amount: int
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
    # A minion's ability: "1 optional maneuver each combat", in the first round only, or only
    # in the combat his own "enter combat" action began.
    first_round: bool = False
    own_combat_action: bool = False


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
    once_each_combat: bool = False  # a minion's ability ("once each combat, can prevent 1")


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
        Ballots,
        PayFor,
        AbilityAction,
        Cheaper,
    )
}
