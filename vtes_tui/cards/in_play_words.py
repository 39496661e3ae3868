"""Provides the words of cards in play (1.6.2): an ``ability`` its controller uses at a step
(its cost, limits and what it does), what the card does to its bearer or to its controller's
costs, and the actions others can take against it.

Part of the vocabulary: definitions use these words with those of ``cards/vocabulary.py``, its
themed ``*_words.py`` and ``cards/master_words.py`` (``definitions.WORDS``).
"""

from dataclasses import dataclass
from typing import ClassVar, Literal

from .vocabulary import Effect

# The steps of a turn where an ability of a card in play is used or a forced effect happens:
# the phases of its controller's turn (4, 5, 7, 8), "any" time she could act (offered at each
# of her phases and after blocks are declined in every action, 6.2.2), and the steps of an
# action or a referendum ("announce": as an action is announced, 6.2.1; "stealth", "intercept":
# 6.2.2.2; "polling": any referendum, "political": a political action's, 6.3.3; "resolved":
# after an action's resolution, 6.2.3; "torpor": as the minion the card is on goes to torpor;
# "blocks": as he blocks, before block resolution, 6.2.3; "prevent": as the minion it is on is
# about to take damage, 6.4.6; "press": in the press step of a combat a minion of its
# controller is in, 6.4.4; "directed": during an action directed at its controller, as she
# decides on blocks and once blocks are declined, 6.2.2; "minion": her minion phase, with her
# actions, 6).
Step = Literal[
    "unlock",
    "master",
    "influence",
    "discard",
    "any",
    "announce",
    "stealth",
    "intercept",
    "polling",
    "political",
    "resolved",
    "torpor",
    "blocks",
    "prevent",
    "press",
    "directed",
    "minion",
    "imbued_success",  # once an imbued (anyone's) has successfully performed an action
]


@dataclass(frozen=True, slots=True)
class Ability(Effect):
    """An ability of a card in play its controller can use at a step: "You can lock this card
    to ...", "During your unlock phase, ... can ..." (1.6.2.1: a location may be used
    repeatedly, even the turn it is played). What it does is ``effects``, for the minion (or
    minions, ``each``) the filters allow: ``clan``, ``sect``, ``titled``, ``vampire``,
    ``capacity_at_least``.

    Costs and limits: ``lock`` this card (it must be unlocked), ``burn`` it, ``once`` each
    turn, ``each_combat``: once each combat, ``edge``: only while you have the Edge; ``counters``: each use adds a counter and the
    card burns at that many; ``transfers``: it uses that many transfers (influence phase, 7);
    ``pool``: burn that much pool;
    ``pool_or_blood``: burn that much pool, or blood from a ready minion of yours the filters
    fit (Chantry);
    ``undirected``: only for an undirected action; ``kind``: only for an action of that kind
    ("hunt"); ``successful``: only after a successful
    action, ``no_reactions``: during which no reaction card was played;
    ``not_first_action``: not during the first action of a minion phase. ``forced``: not an
    ability but what the card must do at that step of its controller's turn ("During your
    discard phase, your predator takes control of The Coven"), or of ``whose`` turn: "each"
    Methuselah's, "others'" (that Methuselah is the one it concerns); ``in_torpor``: only while
    the minion it is on is in torpor; ``unless_controls``: only if that Methuselah controls no
    ready minion the filters fit ("A Methuselah not controlling a ready Anarch ...").
    As the bearer blocks, the filters are the acting minion's, and ``political`` also allows a
    political action ("if they block a titled vampire or a political action").
    ``life``: this ally burns that much life (6.1.5: burned with its last), a vampire's own
    that much blood; ``directed_at``:
    only during an action directed at "you" (or a card you control) while this card is not
    blocking it, or at an ally you control ("own_ally"); ``neighbour_acting``: only during an
    action of a minion controlled by your predator or prey. ``minions``: in an action, whose
    acting minion or blocker it is for: "yours" (a minion you control), "others" ("a minion
    controlled by another Methuselah", KRCG News Radio) or "any" ("a vampire", Monastery of
    Shadows); others' are offered as they are being blocked or blocking (rules/helping.py).
    ``host_blood``: the minion this card is on burns that much blood ("They can burn 3 blood
    to burn this card", Disarm). ``no_action``: "Cannot be used during an action".
    ``minion_blood``: the minion it is for burns that much blood; ``once_action``: once each
    action ("An Anarch can burn 1 blood once as they announce a bleed action", Club Illusion;
    ``kind`` "bleed": any bleed action, a card's too).
    ``during``: only during her own turn ("Once during your turn") or her own minion phase.
    """

    word: ClassVar[str] = "ability"
    step: Step
    effects: tuple[Effect, ...] = ()
    lock: bool = False
    burn: bool = False
    once: bool = False
    each_combat: bool = False
    edge: bool = False
    counters: int = 0
    clan: str = ""
    sect: str = ""
    titled: bool = False
    vampire: bool = False
    capacity_at_least: int = 0
    each: bool = False
    transfers: int = 0
    pool: int = 0
    pool_or_blood: int = 0
    undirected: bool = False
    kind: str = ""
    successful: bool = False
    no_reactions: bool = False
    not_first_action: bool = False
    forced: bool = False
    whose: Literal["yours", "each", "others"] = "yours"
    in_torpor: bool = False
    unless_controls: bool = False
    political: bool = False
    life: int = 0
    # "you_or_imbued": directed at you or at an imbued controlled by any player (Champion).
    directed_at: Literal["", "you", "own_ally", "you_or_imbued"] = ""
    neighbour_acting: bool = False
    minions: Literal["yours", "others", "any"] = "yours"
    host_blood: int = 0
    no_action: bool = False
    minion_blood: int = 0
    once_action: bool = False
    during: Literal["", "turn", "minion_phase"] = ""  # only in her own turn, or minion phase
    ready: bool = False  # a minion's own: only while he is ready ("While Antonio is ready")
    # Imbued appendix: "when a monster is acting"; "an imbued may burn only one Second Sight
    # ... each action" (one card of this name for the minion it is on); a conviction cost
    # [N CONVICTION] burned from the imbued it is on; "only usable by a locked imbued".
    monster_acting: bool = False
    once_action_per_bearer: bool = False
    conviction: int = 0
    bearer_locked: bool = False
    bearer_unlocked: bool = False  # a reaction of a card on an imbued: he must be unlocked
    # A vampire's own, during an action directed at you: only if the acting minion is an ally
    # or a vampire younger than he is (1.5.2) ("bled by an ally or a younger vampire", Greta)
    younger_or_ally: bool = False
    # A vampire's own: only while he is locked ("Shalmath can unlock"); ``own``: for himself
    # ("Shalmath can unlock"), in an action only as the acting minion or blocker ("Lydia can
    # burn 1 blood to get +1 stealth").
    while_locked: bool = False
    own: bool = False
    # Its cost: discard a card of this type from your hand ("can discard a combat card to",
    # Haqim's Law: Retribution); it is replaced (1.6.1.2)
    discard: str = ""
    # Only if the counters on this card equal or exceed the blood on the minion it is on
    # (Temptation)
    counters_cover_host: bool = False
    # Its cost: remove that many cards from the top of your crypt from the game ("Paul can
    # remove the top card of your crypt from the game to get +1 intercept", Paul Cordwood)
    crypt: int = 0
    # Only while her hand holds a card of this type (what its effects discard: Angelica)
    in_hand: str = ""


@dataclass(frozen=True, slots=True)
class MoveBlood(Effect):
    """Move 1 blood from the vampire this card is on to your pool, or from your pool to him."""

    word: ClassVar[str] = "move_blood"


@dataclass(frozen=True, slots=True)
class MasterCost(Effect):
    """While this card is in play, master cards named ``card`` (any, when empty) cost its
    controller ``pool`` more; ``on_host``: only those targeting the minion this card is on;
    ``anyone``: whoever plays them (Secure Haven)."""

    word: ClassVar[str] = "master_cost"
    card: str = ""
    pool: int = 1
    on_host: bool = False
    anyone: bool = False


@dataclass(frozen=True, slots=True)
class BearerCannotBlock(Effect):
    """The minion this card is on cannot block (6.2.2)."""

    word: ClassVar[str] = "bearer_cannot_block"


@dataclass(frozen=True, slots=True)
class CardAction(Effect):
    """An action against this card in play (6.1.6), directed (Ⓓ) at its controller: ``do``
    "burn" it, "steal" it, or enter "combat" with the minion it is on (or the vampire it is),
    "burn_blood" from that vampire, "steal_title" from him; or a political action calling a "referendum" to burn it
    (6.1.7: undirected). ``by``: which minions
    may take it (any "minion", a "vampire", a minion "other" than its bearer, its "bearer");
    ``stealth``: the action's; a minion of ``clan`` gets ``clan_stealth`` more (or less)."""

    word: ClassVar[str] = "card_action"
    do: Literal["burn", "steal", "combat", "referendum", "burn_blood", "steal_title"]
    by: Literal["minion", "vampire", "other", "bearer"] = "minion"
    stealth: int = 0
    clan: str = ""
    clan_stealth: int = 0
    pool: int = 0  # "as a Ⓓ action that costs 1 pool" (Constant Revolution), paid on success
    # Among a vampire's own words, actions against him by the other Methuselahs' minions of
    # ``group`` (a clan, sect, title or special term: "Any Gangrel antitribu can enter combat
    # with Huang", "Black Hand vampires can steal Olga"); ``burn_blood``: burn that much of his
    # blood ("Any ready primogen can burn 1 blood from Maldavis").
    group: str = ""
    blood: int = 0
    # "steal_title": the vampire's printed title, while he has it, by an ``older`` vampire
    # (1.5.2), an action he (``target_cannot_block``) cannot block (Calebros, The Martyr).
    older: bool = False
    target_cannot_block: bool = False


@dataclass(frozen=True, slots=True)
class HeldLocked(Effect):
    """The first vampire this card chose does not unlock as normal (4)."""

    word: ClassVar[str] = "held_locked"


@dataclass(frozen=True, slots=True)
class Unblockable(Effect):
    """The last vampire this card chose cannot be blocked (``not_bleed``: on non-bleed
    actions, 6.2.2)."""

    word: ClassVar[str] = "unblockable"
    not_bleed: bool = False


@dataclass(frozen=True, slots=True)
class HandSizePerCounter(Effect):
    """+1 hand size for each counter on this card (1.6.1.2)."""

    word: ClassVar[str] = "hand_size_per_counter"


@dataclass(frozen=True, slots=True)
class MoveBetween(Effect):
    """Move blood, equipment and/or retainers between two ready vampires you control
    (rules/library_effects.py)."""

    word: ClassVar[str] = "move_between"


@dataclass(frozen=True, slots=True)
class PoolUnlessBlocks(Effect):
    """If the minion this ability gave intercept does not block the action, its controller
    burns N pool after action resolution (WMRH Talk Radio)."""

    word: ClassVar[str] = "pool_unless_blocks"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class SearchGehennaEvent(Effect):
    """Search your library for a Gehenna event card, show it and add it to your hand, then
    discard down to your hand size (Fortschritt Library)."""

    word: ClassVar[str] = "search_gehenna_event"


@dataclass(frozen=True, slots=True)
class ReplaceInstead(Effect):
    """Each time you would replace a card (1.6.1.2), instead burn 1 counter from this card; it
    burns with no counters left."""

    word: ClassVar[str] = "replace_instead"


@dataclass(frozen=True, slots=True)
class GainConviction(Effect):
    """The imbued gains a conviction from your hand or ash heap, or your ``library`` too
    (searched, then shuffled): imbued appendix 2 (Leaf "Potter116" Pankowski)."""

    word: ClassVar[str] = "gain_conviction"
    library: bool = False


@dataclass(frozen=True, slots=True)
class BearerGainsLife(Effect):
    """During your unlock phase, the imbued this card is on gains ``amount`` life if he has
    fewer than his starting life (Rejuvenate, imbued appendix 3)."""

    word: ClassVar[str] = "bearer_gains_life"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class FailAndFight(Effect):
    """The action in progress fails and the acting minion enters combat with the minion this
    card is on instead (Champion, imbued appendix 3)."""

    word: ClassVar[str] = "fail_and_fight"


@dataclass(frozen=True, slots=True)
class ClanBleed(Effect):
    """In play: vampires of ``clan``, anyone's, get +N bleed (Palla Grande)."""

    word: ClassVar[str] = "clan_bleed"
    clan: str
    amount: int = 1
    titled: bool = False  # only titled ones (New Carthage: "Titled Brujah get +1 bleed")


@dataclass(frozen=True, slots=True)
class BurnCounter(Effect):
    """Burn 1 counter from this card; burn the card once it has no counters (Palla Grande)."""

    word: ClassVar[str] = "burn_counter"


@dataclass(frozen=True, slots=True)
class ExchangeAshHeap(Effect):
    """Exchange one card from your hand for one card in your ash heap requiring a minion of
    ``sect`` (Garibaldi-Meucci Museum: "requiring an Anarch")."""

    word: ClassVar[str] = "exchange_ash_heap"
    sect: str = "anarch"


@dataclass(frozen=True, slots=True)
class EndCombatBeforeRange(Effect):
    """In play: its controller can lock this card before range is determined (6.4.2) to end a
    combat her minion is in; ``anarchs``: only a combat involving an Anarch she controls and
    another Anarch (Garibaldi-Meucci Museum)."""

    word: ClassVar[str] = "end_combat_before_range"
    anarchs: bool = False
    # "They can burn this card before range is determined to end combat" (Living Manse): the
    # minion it is on burns it, in a combat he is in
    burn: bool = False


@dataclass(frozen=True, slots=True)
class PoolOrRandomCards(Effect):
    """The Methuselah it concerns burns X pool and/or cards at random from her hand, X the
    counters on this card (Constant Revolution)."""

    word: ClassVar[str] = "pool_or_random_cards"


@dataclass(frozen=True, slots=True)
class MinionLossToll(Effect):
    """In play: after a ready minion is burned or sent to torpor, their controller burns N
    pool (Tension in the Ranks)."""

    word: ClassVar[str] = "minion_loss_toll"
    amount: int = 1


@dataclass(frozen=True, slots=True)
class BurnByDiscard(Effect):
    """In play: any Methuselah can use a master phase action and discard N master cards to
    burn this card (Tension in the Ranks)."""

    word: ClassVar[str] = "burn_by_discard"
    masters: int = 2


@dataclass(frozen=True, slots=True)
class AllyBurnedToll(Effect):
    """In play: if an ally is burned in combat with an acting vampire, add 1 counter to this
    card and inflict N unpreventable environmental damage on that vampire after the combat
    ends; burn this card at ``counters`` counters (FBI Special Affairs Division)."""

    word: ClassVar[str] = "ally_burned_toll"
    damage: int = 2
    counters: int = 4


@dataclass(frozen=True, slots=True)
class BlockedToll(Effect):
    """In play on a minion: if he is blocked, the blocking minion's controller burns N pool
    before block resolution (Aching Beauty)."""

    word: ClassVar[str] = "blocked_toll"
    pool: int = 1


@dataclass(frozen=True, slots=True)
class DrawDiscardDown(Effect):
    """Draw N cards, then discard down to your hand size (Fragment of the Book of Nod)."""

    word: ClassVar[str] = "draw_discard_down"
    amount: int = 2


@dataclass(frozen=True, slots=True)
class PoolCap(Effect):
    """In play: if you would burn more than N pool to a bleed, you burn N instead; burn this
    card after a minion you control successfully bleeds (Protected Resources)."""

    word: ClassVar[str] = "pool_cap"
    most: int = 2


@dataclass(frozen=True, slots=True)
class ActsOutOfTurn(Effect):
    """In play on a vampire: during any Methuselah's minion phase, he can lock this card to
    take an action (Enkil Cog); in another's, once she is done (1.6.1.5)."""

    word: ClassVar[str] = "acts_out_of_turn"


@dataclass(frozen=True, slots=True)
class UnlockForBlood(Effect):
    """In play on a minion: during any Methuselah's unlock phase, the minion it is on can burn
    N blood (an ally: life) to unlock (Homunculus)."""

    word: ClassVar[str] = "unlock_for_blood"
    blood: int = 1


@dataclass(frozen=True, slots=True)
class ExchangeMaster(Effect):
    """In play: once each master phase, a Methuselah (anyone) can use a master phase action to
    exchange a master card in her hand for one in her ash heap (Anthelios, The Red Star)."""

    word: ClassVar[str] = "exchange_master"


@dataclass(frozen=True, slots=True)
class RedirectSurcharge(Effect):
    """In play: minion cards that change the target of a bleed action (at a level that does)
    cost +N blood or life (Narrow Minds)."""

    word: ClassVar[str] = "redirect_surcharge"
    blood: int = 1


@dataclass(frozen=True, slots=True)
class DisciplinesReward(Effect):
    """In play on a vampire: once each turn, after an action is resolved during which he used
    ``count`` or more Disciplines to play cards, he can burn 1 blood to unlock or gain 1 blood
    (Dabbler)."""

    word: ClassVar[str] = "disciplines_reward"
    count: int = 3


IN_PLAY_WORDS: tuple[type[Effect], ...] = (
    Ability,
    MoveBlood,
    MasterCost,
    BearerCannotBlock,
    CardAction,
    HeldLocked,
    Unblockable,
    HandSizePerCounter,
    ReplaceInstead,
    MoveBetween,
    PoolUnlessBlocks,
    SearchGehennaEvent,
    GainConviction,
    BearerGainsLife,
    FailAndFight,
    ClanBleed,
    BurnCounter,
    ExchangeAshHeap,
    EndCombatBeforeRange,
    PoolOrRandomCards,
    MinionLossToll,
    BurnByDiscard,
    AllyBurnedToll,
    BlockedToll,
    DrawDiscardDown,
    PoolCap,
    ActsOutOfTurn,
    UnlockForBlood,
    ExchangeMaster,
    RedirectSurcharge,
    DisciplinesReward,
)
