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
    # Harass: a ready vampire another Methuselah controls with 3 or fewer blood, or a locked
    # ready minion another Methuselah controls
    "others_low_or_locked",
    "location",  # a location in play, anyone's (a master card or an equipment on a minion)
    "own_hurt_ally",  # a ready ally you control with fewer life than its starting life
    "uncontrolled_imbued",  # an imbued in your uncontrolled region (imbued appendix)
    # an equipment or a location on a minion your predator or prey controls (Loss)
    "neighbours_equipment_or_location",
    # a vampire who entered your ready region during your last influence phase (Legendary
    # Vampire)
    "entered_last_influence",
    "others_any_location",  # a location another Methuselah controls, in play or on a minion
    "others_equipment",  # an equipment on a minion another Methuselah controls
    "prey_minion",  # an unlocked ready minion your prey controls (Spirit Marionette)
    # a vampire (ready or in torpor), a ready ally or a retainer another Methuselah controls
    "others_vampire_ally_or_retainer",
    "others_unlocked_vampire",  # an unlocked ready vampire another Methuselah controls
    "others_unlocked_minion",  # an unlocked ready minion another Methuselah controls
    # a ready ally or a ready vampire younger than self another Methuselah controls (Red List)
    "others_ally_or_younger_vampire",
    "others_ally_or_retainer",  # a ready ally or a retainer another Methuselah controls
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
    "at_controller",  # during actions directed at the minion's controller or her cards (Abbot)
    "diablerize",  # 6.5.4: diablerie actions
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
    no_location: bool = False  # a vampire's: only while his Methuselah controls no location
    # ``target_controls`` a vampire younger than he is (1.5.2) ("a younger ready Tzimisce");
    # "non-Camarilla": a ready vampire not of that clan or sect
    target_younger: bool = False


@dataclass(frozen=True, slots=True)
class Stealth(Effect):
    """+N stealth (6.2.2.2); on a minion: on each of his actions (``kind``: some only)."""

    word: ClassVar[str] = "stealth"
    amount: int
    kind: Kind = ""
    discipline: str = ""  # a minion's: only on actions requiring this Discipline (1.5.4)
    while_ready: str = ""  # a minion's: only while a vampire of this name (anyone's) is ready
    # a minion's: on actions of ``kind`` or of this kind, once ("on diablerie actions and on
    # undirected actions", Genina)
    or_kind: Kind = ""


@dataclass(frozen=True, slots=True)
class Intercept(Effect):
    """+N intercept (6.2.2.2); on a minion: while he blocks (``kind``: some actions only)."""

    word: ClassVar[str] = "intercept"
    amount: int
    titled_bonus: int = 0  # The Warrens: more if the reacting vampire is titled
    kind: Kind = ""
    against: Against = ""  # a vampire's: only against an acting minion of that age or title
    against_clan: str = ""  # a vampire's: only against an acting vampire of this clan or sect
    allies: bool = False  # on a card in play (an event): every ally gets it
    acting_titled_bonus: int = 0  # Protection Racket: more if the acting minion is titled
    to: Literal["", "anarch"] = ""  # "An Anarch you control gets +1 intercept": the blocker
    pool_at_most: int = 0  # a vampire's: only while his Methuselah has this much pool or less
    discipline: str = ""  # only a bearer with this Discipline ("the bearer with Auspex")
    # "or give +1 intercept to a vampire to whom this vampire is enslaved" (Voices of the
    # Castle [vis]): a slave not blocking plays it for the blocking vampire he serves (11).
    or_master: bool = False


@dataclass(frozen=True, slots=True)
class Votes(Effect):
    """+N votes (6.3.3): for this referendum when played, or while ready when it is his;
    ``against``: cast against the referendum ("+3 votes against the referendum")."""

    word: ClassVar[str] = "votes"
    amount: int
    against: bool = False
    # A vampire's: +N for each ready titled vampire other Methuselahs control, while untitled.
    per_titled_other: bool = False
    per_infernal: bool = False  # a vampire's: +N for each ready unique infernal vampire yours
    per_titled_own: bool = False  # a vampire's: +N for each ready titled vampire yours
    # A vampire's: only while he has this title and another ready vampire (anyone's) has it
    # too ("If there are any other justicars ready, Anastasz gets 1 fewer vote").
    shared_title: str = ""
    location: bool = False  # a vampire's: only while his Methuselah controls a location
    # a vampire's: only while his Methuselah's prey controls no ready vampire of this clan or
    # sect ("While your prey controls no ready Camarilla vampires", Fabrizia Contreraz)
    prey_lacks: str = ""


@dataclass(frozen=True, slots=True)
class Strength(Effect):
    """+N strength (6.4.5) for a duration, or while the card is in play."""

    word: ClassVar[str] = "strength"
    amount: int
    until: Duration = ""
    against: str = ""  # a minion's: only in combat with a vampire of this clan or sect, or
    # "older" or "younger" than him (1.5.2), or with a minion of this kind ("werewolf")
    first_round: bool = False  # a minion's: only on the first round of combat


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
    intercept: int = 0  # +1 intercept for 1 blood while he attempts to block, once each action
    discard: str = ""  # the code of the Discipline the discarded card requires
    remove_from_ash_heap: int = 0
    blood: int = 0


@dataclass(frozen=True, slots=True)
class Cheaper(Effect):
    """A minion's ability: cards cost him ``amount`` less blood (``pool``: "less blood or
    pool", either cost), never below 0 (1.6.1.3); only the cards requiring ``discipline``, of
    ``card_type``, or the allies and retainers that are ``creature`` ("animal", "wraith").
    Among a card's own words: it costs a minion of ``clan`` less ("This card costs Followers of
    Set 1 fewer blood", Mental Maze)."""

    word: ClassVar[str] = "cheaper"
    amount: int = 1
    pool: bool = False
    discipline: str = ""
    card_type: str = ""
    creature: str = ""
    clan: str = ""
    weapon: bool = False  # only weapons ("Weapons cost Jennifer 1 less pool or blood")
    # "Allies requiring a Tzimisce or Vicissitude": the card requires this clan, or the
    # ``discipline`` if one is named too (either will do).
    or_clan: str = ""
    all: bool = False  # "does not burn blood to pay the cost of combat cards": no blood at all
    # Among a card's words at one level: "As above, but this card costs 1 fewer blood" (the
    # cost at that level only, Venenation [SER]).
    this_level: bool = False


@dataclass(frozen=True, slots=True)
class RescueCost(Effect):
    """A vampire's ability: +N blood to rescue him from torpor (6.5.3); ``rescuer``: to the
    rescues he performs ("Rescuing a vampire from torpor costs Doc Martina -1 blood"), only of
    an ``older`` vampire if so; never below 0."""

    word: ClassVar[str] = "rescue_cost"
    amount: int
    rescuer: bool = False
    older: bool = False


@dataclass(frozen=True, slots=True)
class DiscardPhaseActions(Effect):
    """+N discard phase actions (8) for her Methuselah if the vampire is ready at the start
    of her discard phase."""

    word: ClassVar[str] = "discard_phase_actions"
    amount: int


@dataclass(frozen=True, slots=True)
class DirectedNeeds(Effect):
    """A minion's: he cannot perform directed actions unless a vampire of this name (anyone's)
    is ready ("Valkyrie cannot perform directed actions unless Brunhilde is ready")."""

    word: ClassVar[str] = "directed_needs"
    name: str


@dataclass(frozen=True, slots=True)
class BleedAgainstYou(Effect):
    """A vampire's: while he is ready, minions of ``clan`` get ``amount`` bleed when bleeding
    his Methuselah ("Baali and Followers of Set get -1 bleed against you": one word each)."""

    word: ClassVar[str] = "bleed_against_you"
    amount: int
    clan: str


@dataclass(frozen=True, slots=True)
class PlaysAsClan(Effect):
    """A vampire's: he can play cards requiring this clan as if he were of it (1.6.1.3)
    ("Abraham can play cards requiring a Tremere as if he were a Tremere")."""

    word: ClassVar[str] = "plays_as_clan"
    clan: str


@dataclass(frozen=True, slots=True)
class CannotUse(Effect):
    """A minion's: he cannot play or use the cards requiring this Discipline, or of this type
    (1.6.1.3): "He cannot use cards requiring Celerity [cel]", "Beast cannot play action
    cards". Of type Equipment or Retainer: "cannot have or use" them: he cannot equip or employ
    (rulings LSJ 20050315), steal equipment with a strike (LSJ 20010210) nor use weapons."""

    word: ClassVar[str] = "cannot_use"
    discipline: str = ""
    card_type: str = ""
    contract: bool = False  # "Contracts cannot be placed on Iliana" (1.6.2: put on a minion)


@dataclass(frozen=True, slots=True)
class RecoverCanceled(Effect):
    """A vampire's: if a card of this name his Methuselah plays is canceled (1.6.1.1), she can
    move it from her ash heap to her library and shuffle ("If a card named Golconda: Inner
    Peace you play is canceled", Victor Donaldson)."""

    word: ClassVar[str] = "recover_canceled"
    name: str


@dataclass(frozen=True, slots=True)
class Handler(Effect):
    """What the vocabulary cannot say: a named procedure of the rules layer."""

    word: ClassVar[str] = "handler"
    name: str


NUMBER_WORDS: tuple[type[Effect], ...] = (
    Bleed,
    Stealth,
    Intercept,
    Votes,
    Strength,
    Life,
    HandSize,
    Transfers,
    MasterPhaseActions,
    Ballots,
    PayFor,
    Cheaper,
    Handler,
    RescueCost,
    DiscardPhaseActions,
    DirectedNeeds,
    BleedAgainstYou,
    PlaysAsClan,
    CannotUse,
    RecoverCanceled,
)
