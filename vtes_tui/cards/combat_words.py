"""Provides the words of combat (6.4): strikes, weapons, maneuvers, presses, damage prevention,
and what combat cards leave on a round or a combat."""

from dataclasses import dataclass
from typing import ClassVar, Literal

from .vocabulary import Duration, Effect

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
    # Coma [DEM]: the vampire it sends to torpor does not unlock as normal in his next unlock
    no_unlock: bool = False
    discard_random: bool = False  # a minion's ability "can discard a card at random to strike"
    against: str = ""  # a minion's: only in combat with a minion of this kind ("werewolf")


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
    long_only: bool = False  # its strike is "only usable at long range"
    # "If the bearer blocks, they can, before range is determined, set the range for the first
    # round of the resulting combat to long, and their initial strike that round must be with
    # this weapon" (rules/range_weapons.py)
    sets_range: bool = False


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
    this_round: bool = False  # "this round, this vampire gets 1 optional maneuver" (not one)
    # "Maneuver, or strike: ...": played as a maneuver, it chooses no strike unless the minion
    # uses it as its strike too (the strike "with 1 optional maneuver")
    or_strike: bool = False


@dataclass(frozen=True, slots=True)
class Press(Effect):
    """A press (6.4.4); ``optional``: kept for later this round ("with 1 optional press"), or
    among a minion's own abilities, one optional press each combat (Nephandus)."""

    word: ClassVar[str] = "press"
    optional: bool = False
    # A minion's own: 1 press each combat he must use, only to continue combat, once no press
    # to continue stands (Adrino Manauara).
    mandatory: bool = False


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
    each_round: bool = False  # a minion's ability: "can prevent N damage each round of combat"


@dataclass(frozen=True, slots=True)
class LessDamage(Effect):
    """A minion's own: each strike or damaging effect made by the opposing minion against him
    in combat inflicts N less damage (6.4.6: the damage is reduced, not prevented)."""

    word: ClassVar[str] = "less_damage"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class AdditionalStrikes(Effect):
    """N additional strikes this round (6.4.3); a minion's own: each round, as he chooses his
    first strike, unless a strike card gave him some (Renegade Garou: "(limited)")."""

    word: ClassVar[str] = "additional_strikes"
    amount: int = 1
    unlimited: bool = False  # "that does not count against the limit" (6.4.3)


@dataclass(frozen=True, slots=True)
class AggravatedHandStrikes(Effect):
    """Damage from this minion's hand strikes is aggravated (6.4.6) for a duration; among a
    minion's own abilities with no duration (``until = ""``), always."""

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
    non_bleed: bool = False  # only a non-bleed action continues (Mirror Image)


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
    any_weapon: bool = False  # "that weapon": any weapon card in hand, unique or not, no limit
    when_striking: bool = False  # also usable as the minion chooses a strike (6.4.3)


@dataclass(frozen=True, slots=True)
class PutOnOpposing(Effect):
    """Put this card on the opposing vampire (``torpor``: and send him to torpor);
    ``more_damage``: only if this minion successfully inflicted more damage than the opposing
    one this round (rulings, Disarm: environmental damage does not count)."""

    word: ClassVar[str] = "put_on_opposing"
    torpor: bool = False
    more_damage: bool = False


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


@dataclass(frozen=True, slots=True)
class OpposingOpenHand(Effect):
    """The opposing minion's controller plays with an open hand for the remainder of combat."""

    word: ClassVar[str] = "opposing_open_hand"


@dataclass(frozen=True, slots=True)
class HandSizeThisCombat(Effect):
    """You get +N hand size for the remainder of this combat (1.6.1.2: drawn up at once,
    discarded down once combat ends)."""

    word: ClassVar[str] = "hand_size_this_combat"
    amount: int


@dataclass(frozen=True, slots=True)
class BurnToStrike(Effect):
    """A card on the minion he can burn as he chooses a strike, to make a hand or weapon strike
    at +``damage`` (Strike with Conviction, imbued appendix); ``monster``: only against a
    monster."""

    word: ClassVar[str] = "burn_to_strike"
    damage: int = 1
    monster: bool = False


@dataclass(frozen=True, slots=True)
class FirstRoundBar(Effect):
    """A minion's own: in the first round of his combats, the opposing vampire cannot strike,
    if his capacity is at most ``capacity_at_most`` (Rock Cat: 3), or, with ``played``, if he
    played a card requiring that Discipline during this action; ``maneuvers``: nor maneuver
    (Ossian: Auspex)."""

    word: ClassVar[str] = "first_round_bar"
    capacity_at_most: int = 0
    played: str = ""
    maneuvers: bool = False


@dataclass(frozen=True, slots=True)
class LifeFromOpposingBlood(Effect):
    """A minion's own: at the end of each round, he gains 1 life for each blood the opposing
    vampire used that round to heal damage or prevent destruction (6.4.6; Ossian)."""

    word: ClassVar[str] = "life_from_opposing_blood"


@dataclass(frozen=True, slots=True)
class EmployFromHand(Effect):
    """This vampire employs a retainer of that ``creature`` from your hand, its requirements
    and cost applying as normal (Pack Alpha [ani])."""

    word: ClassVar[str] = "employ_from_hand"
    creature: str = "animal"


@dataclass(frozen=True, slots=True)
class BurnRetainerToStay(Effect):
    """Burn a retainer of that ``creature`` this vampire employs to put this card on him
    (Pack Alpha [ANI]); no timing printed: offered before range and before strikes."""

    word: ClassVar[str] = "burn_retainer_to_stay"
    creature: str = "animal"


@dataclass(frozen=True, slots=True)
class LifeAtUnlock(Effect):
    """An ally's own: during your unlock phase, if he has ``at_most`` life or fewer, he gains
    ``amount`` life from the blood bank (Renegade Garou)."""

    word: ClassVar[str] = "life_at_unlock"
    at_most: int = 2
    amount: int = 1


@dataclass(frozen=True, slots=True)
class ReplaceDraws(Effect):
    """For the remainder of the combat, each time you replace a card (this one included),
    draw an additional card and discard down to your hand size (Infernal Pursuit [CEL]); no
    timing printed: offered before range."""

    word: ClassVar[str] = "replace_draws"


COMBAT_WORDS: tuple[type[Effect], ...] = (
    Strike,
    Weapon,
    Maneuver,
    Press,
    Prevent,
    LessDamage,
    AdditionalStrikes,
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
    AutoPress,
    CapDamage,
    PreventLater,
    QueueCombat,
    Restrain,
    SetRange,
    StrikeBonus,
    AggravatedAsNormal,
    OpposingOpenHand,
    HandSizeThisCombat,
    BurnToStrike,
    FirstRoundBar,
    LifeFromOpposingBlood,
    EmployFromHand,
    BurnRetainerToStay,
    LifeAtUnlock,
    ReplaceDraws,
)
