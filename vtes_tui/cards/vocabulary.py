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
    counters: int = 0  # "put this card with N counters on it on this minion"


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
    to: Literal["", "close", "long"] = ""  # "only usable to get to close range"
    next_round: bool = False  # "if another round occurs, 1 optional maneuver that round"


@dataclass(frozen=True, slots=True)
class Press(Effect):
    """A press (6.4.4); ``optional``: kept for later this round ("with 1 optional press")."""

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
    each_round_for_blood: int = 0  # this combat, each round, burn N blood: all the damage of
    # the opposing minion's initial strike


@dataclass(frozen=True, slots=True)
class AdditionalStrikes(Effect):
    """N additional strikes this round (6.4.3)."""

    word: ClassVar[str] = "additional_strikes"
    amount: int = 1
    unlimited: bool = False  # "that does not count against the limit" (6.4.3)


@dataclass(frozen=True, slots=True)
class BurnBlood(Effect):
    """Burn N blood from the minion playing the card, as it is played; a minion who cannot
    burn it cannot play the card (rulings, "Burn blood for effect (mandatory)")."""

    word: ClassVar[str] = "burn_blood"
    amount: int


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
    """The minion this card is on can burn it to get +N stealth on his action (6.2.2.2)."""

    word: ClassVar[str] = "burn_for_stealth"
    amount: int = 1


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
        AggravatedHandStrikes,
        Grapple,
        Environmental,
        StaysLocked,
        BurnForStealth,
        ContinueAction,
        BaseStrength,
        Aim,
        EquipWeapon,
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
