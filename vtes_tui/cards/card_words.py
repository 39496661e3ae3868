"""Provides the words of action cards, political actions, allies, retainers, equipment and events
(6.1, 6.3), and of locations and master cards in play."""

from dataclasses import dataclass
from typing import ClassVar

from .vocabulary import Effect, Target

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
    bearer: bool = False  # a trophy's: "the vampire with this card gains N blood" (he must)


@dataclass(frozen=True, slots=True)
class HuntBonus(Effect):
    """In play: vampires (of ``sect``) you control get +N hunt: they gain N more blood when
    they hunt (6.1.2)."""

    word: ClassVar[str] = "hunt_bonus"
    amount: int = 1
    sect: str = ""
    own: bool = False  # a vampire's: his own hunts only ("+1 hunt", Hesha Ruhadze)


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
    # "This acting minion gets 1 optional press, only usable to continue combat, during that
    # combat" (Harass)
    continue_presses: int = 0
    presses: int = 0  # "This acting vampire gets 1 optional press during that combat"
    # "the opposing minion cannot strike: combat ends during the first round of that combat"
    no_escape: bool = False
    stealth: int = 0  # a minion's own: "as a +1 stealth Ⓓ action" (Ossian)


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


@dataclass(frozen=True, slots=True)
class BurnTarget(Effect):
    """Ⓓ Burn the action's target, a card in play (Loss: "Burn an equipment or location on a
    minion controlled by your predator or prey")."""

    word: ClassVar[str] = "burn_target"
    target: Target = "neighbours_equipment_or_location"
    pool: int = 0  # "and burn 2 pool from its controller" (Rewilding)


@dataclass(frozen=True, slots=True)
class Drain(Effect):
    """Ⓓ Burn N blood on the target vampire, or do N unpreventable damage to the target ally or
    retainer (Cryptic Mission)."""

    word: ClassVar[str] = "drain"
    amount: int = 1
    target: Target = "others_vampire_ally_or_retainer"
    gain: int = 0  # "and the acting vampire gains 1 blood from the blood bank"


@dataclass(frozen=True, slots=True)
class Stun(Effect):
    """Ⓓ Stun the action's target: lock him; he does not unlock as normal during his
    controller's next unlock phase (Mind Numb: "Lock the target unlocked vampire. The vampire
    does not unlock during his or her controller's next unlock phase")."""

    word: ClassVar[str] = "stun"
    target: Target = "others_unlocked_vampire"


@dataclass(frozen=True, slots=True)
class Borrow(Effect):
    """Ⓓ Take control of the action's target until the end of the next action; that minion
    must bleed your prey then, unless they must hunt (Spirit Marionette [OBE])."""

    word: ClassVar[str] = "borrow"
    target: Target = "others_unlocked_minion"


@dataclass(frozen=True, slots=True)
class UncontrolledBlood(Effect):
    """Add N blood to a vampire in your uncontrolled region (Undue Influence: one must be
    there to play the card, ruling LSJ 20060623); ``from_target``: Ⓓ moved from a crypt card
    in the target Methuselah's uncontrolled region; ``bring_out``: if he then has blood equal
    to his capacity or more, move him to your ready region (7)."""

    word: ClassVar[str] = "uncontrolled_blood"
    amount: int = 1
    from_target: bool = False
    bring_out: bool = False


CARD_WORDS: tuple[type[Effect], ...] = (
    HuntingGround,
    HuntBonus,
    CannotPlay,
    EnterCombat,
    Steal,
    StealPool,
    CostCopies,
    PreyBurnsPool,
    CounterAtUnlock,
    CounterAction,
    GrantTitle,
    StrengthPerLife,
    ActsAtOnce,
    UnlockRecruiter,
    BurnAtUnlock,
    PlaysAs,
    PutOnTarget,
    CannotGainLife,
    Undodgeable,
    Untargetable,
    Embrace,
    DrawCards,
    LockForStealth,
    BleedAgainst,
    ShuffleAsAction,
    Again,
    StealthThisTurn,
    InflictDamage,
    OpenHand,
    BurnTarget,
    Drain,
    Stun,
    Borrow,
    UncontrolledBlood,
)
