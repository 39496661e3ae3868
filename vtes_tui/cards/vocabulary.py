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
    "uncontrolled",  # a vampire in your uncontrolled region
    "others_minion",  # a ready minion another Methuselah controls (a directed action's target)
    "others_vampire",  # a ready vampire another Methuselah controls
    "others_ally",  # an ally another Methuselah controls
    "others_younger_vampire",  # a ready vampire another Methuselah controls, younger than self
    "target_minion",  # an unlocked ready minion controlled by the action's target Methuselah
    "others_torpor_vampire",  # a vampire in torpor another Methuselah controls
    "others_retainer",  # a retainer on a minion another Methuselah controls
    "others_location",  # a location another Methuselah controls
    "others_locked_minion",  # a locked ready minion another Methuselah controls
    "other_vampire",  # a ready vampire other than the one playing the card
]
Kind = Literal[
    "", "bleed", "directed", "undirected", "political", "recruit", "employ", "equip", "vampire"
]  # "vampire": against actions of vampires


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
    allies: bool = False  # on a card in play (an event): every ally gets it
    discipline: str = ""  # only a bearer with this Discipline ("the bearer with Auspex")


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
    any_methuselah: bool = False  # "Bleed any Methuselah", not only your prey
    discards: int = 0  # if successful, the target discards N cards of her choice


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
    clan: str = ""  # only a vampire of this clan ("a Gangrel in your uncontrolled region")
    keyword: str = ""  # only a vampire with this special term ("a Black Hand vampire")


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
class Handler(Effect):
    """What the vocabulary cannot say: a named procedure of the rules layer."""

    word: ClassVar[str] = "handler"
    name: str


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
class RoundDamage(Effect):
    """In play on a minion (a retainer): N damage to the opposing minion each round of combat
    during normal strike resolution; at close range unless ``ranged`` (6.4.5)."""

    word: ClassVar[str] = "round_damage"
    amount: int = 1
    ranged: bool = False


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
class NoUnlock(Effect):
    """In play on a minion: "the attached vampire does not unlock as normal" (4)."""

    word: ClassVar[str] = "no_unlock"


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
    """In play, a minion: he cannot be the target of directed actions requiring one of these
    Disciplines (codes separated by spaces: "dom pre")."""

    word: ClassVar[str] = "untargetable"
    disciplines: str


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
class InterceptForBlood(Effect):
    """In play on a minion: with the superior level of the Discipline, he can burn 1 blood
    during an action for +N intercept (once each action)."""

    word: ClassVar[str] = "intercept_for_blood"
    discipline: str
    amount: int = 1


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
        CannotPlay,
        EnterCombat,
        Steal,
        CostCopies,
        PreyBurnsPool,
        CounterAtUnlock,
        CounterAction,
        OpenHand,
        RoundDamage,
        GrantTitle,
        StrengthPerLife,
        ActsAtOnce,
        UnlockRecruiter,
        BurnAtUnlock,
        PlaysAs,
        PutOnTarget,
        NoUnlock,
        CannotGainLife,
        Undodgeable,
        Untargetable,
        Embrace,
        DrawCards,
        StealPool,
        InterceptForBlood,
        LockForStealth,
        BleedAgainst,
        ShuffleAsAction,
        Again,
        StealthThisTurn,
        InflictDamage,
    )
}
