"""Provides the options of abilities of cards in play: one way to use an ability now (its card,
for whom, on what, how it is paid), and the words of its option: what it does and costs."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards.action_words import AddBlood, BurnMinion, EndAction, GainPool, UnlockAfterSuccess
from ..cards.combat_words import Press, Prevent
from ..cards.in_play_words import (
    Ability,
    MoveBetween,
    MoveBlood,
    PoolUnlessBlocks,
)
from ..cards.master_words import (
    BloodToCard,
    BurnPreyEquipment,
    CountersTo,
    Discard,
    DrawCrypt,
    LockOrUnlock,
    LockPreyVampires,
    ReadyFromTorpor,
    RemoveUncontrolled,
    SearchAlly,
    ShuffleHand,
    ToPrey,
    UnlockVampire,
)
from ..cards.reaction_words import ReduceStealth
from ..cards.vocabulary import Bleed, HandSize, Intercept, MasterPhaseActions, Stealth, Votes
from .prompts import Option
from .state import CardInPlay

GUN = "gun"  # the way of a prevention "from gun strikes" (6.4.6)


@dataclass(frozen=True, slots=True)
class Use:
    """One way to use an ability now: its card, which ability, for whom, on what, which way."""

    card: CardInPlay
    index: int  # its place among the in-play words; -1: read from a card without a definition
    ability: Ability
    minion: CardInPlay | None  # the minion it is for: the card's bearer, the acting minion...
    target: CardInPlay | None = None
    way: str = ""  # Blood Doll, Vessel: "to-pool" or "to-vampire"; Kevlar Vest: "gun"
    payer: CardInPlay | None = None  # Chantry: the minion burning blood (None: pool)

    @property
    def argument(self) -> str:
        """What tells this use apart in its option's id: which ability, which way, who pays."""
        way = f"-{self.way}" if self.way else ""
        payer = f"-p{self.payer.uid}" if self.payer else ""
        return f"={self.index}{way}{payer}"


def ability_option(use: Use) -> Option:
    what = "use its text" if use.index < 0 else use_words(use)
    by_hand = " (resolve by hand)" if use.index < 0 else ""
    name = f"{use.card.name}: {what}" if what else use.card.name  # Disarm: its cost only
    return Option(
        "ability",
        f"{name}{_cost_words(use)}{by_hand}",
        actor=use.minion.uid if use.minion else None,
        card=use.card.uid,
        target=use.target.uid if use.target else None,
        data=use,
    )


def _cost_words(use: Use) -> str:
    ability = use.ability
    words = ["burn it"] if ability.burn else ["lock it"] if ability.lock else []
    if ability.life:
        words.append(f"burn {ability.life} {'blood' if use.card.is_vampire else 'life'}")
    if ability.pool:
        words.append(f"burn {ability.pool} pool")
    if ability.host_blood and use.minion is not None:
        words.append(f"{use.minion.name} burns {ability.host_blood} blood")
    if ability.minion_blood and use.minion is not None:
        words.append(f"{use.minion.name} burns {ability.minion_blood} blood")
    if ability.pool_or_blood:
        who = f"blood from {use.payer.name}" if use.payer else "pool"
        words.append(f"burn {ability.pool_or_blood} {who}")
    if ability.discard:
        words.append(f"discard a {ability.discard.lower()} card")
    if ability.conviction and use.minion is not None:  # imbued appendix 2
        words.append(f"{use.minion.name} burns {ability.conviction} conviction")
    if ability.crypt:
        top = "the top card" if ability.crypt == 1 else f"the top {ability.crypt} cards"
        words.append(f"remove {top} of your crypt from the game")
    return f" ({', '.join(words)})" if words else ""


def use_words(use: Use) -> str:
    """What the use does, in the words of its option."""
    effects = use.ability.effects
    minion = use.minion.name if use.minion else ""
    parts = []
    for effect in effects:
        if isinstance(effect, MoveBlood):
            assert use.minion is not None
            if use.way == "to-pool":
                parts.append(f"move 1 blood from {minion} to your pool")
            else:
                parts.append(f"move 1 pool to {minion}")
        elif isinstance(effect, AddBlood):
            whom = use.target.name if use.target else minion
            up_to = "up to " if effect.up_to else ""
            parts.append(f"add {up_to}{effect.amount} blood to {whom}")
        elif isinstance(effect, BurnMinion):
            assert use.target is not None
            parts.append(f"burn {use.target.name}")
        elif isinstance(effect, BloodToCard):
            assert use.target is not None
            parts.append(f"move 1 blood from {use.target.name} to it")
        elif isinstance(effect, CountersTo):
            assert use.target is not None
            parts.append(f"move its {use.card.blood} counters to {use.target.name}")
        elif isinstance(effect, ReadyFromTorpor):
            assert use.target is not None
            parts.append(f"move {use.target.name} from torpor to the ready region")
        elif isinstance(effect, UnlockAfterSuccess):
            parts.append(f"{minion} unlocks if the action is successful")
        elif isinstance(effect, Stealth | Intercept | Bleed):
            whom = minion or "the acting minion"  # an ability for another's action (Greta)
            parts.append(f"{whom} gets {effect.amount:+d} {effect.word}")
        elif isinstance(effect, Votes):
            parts.append(f"+{effect.amount} vote{'s' * (effect.amount != 1)}")
        elif isinstance(effect, HandSize):
            parts.append(f"+{effect.amount} hand size this turn")
        elif isinstance(effect, MasterPhaseActions):
            parts.append(f"+{effect.amount} master phase action")
        elif isinstance(effect, Prevent) and use.way == GUN:
            parts.append(f"{minion} prevents {effect.gun} damage from the gun strike")
        elif isinstance(effect, Prevent) and effect.all:
            parts.append(f"{minion} prevents all the damage of the opposing strike")
        elif isinstance(effect, Prevent):
            parts.append(f"{minion} prevents {effect.amount} damage")
        elif isinstance(effect, Press):
            parts.append(f"{minion} gets 1 press")
        elif isinstance(effect, ReduceStealth):
            parts.append(f"the acting minion gets -{effect.amount} stealth")
        elif isinstance(effect, EndAction):
            whom = f" directed at {use.target.name}" if use.target else ""
            parts.append(f"the action{whom} fails")
        elif isinstance(effect, GainPool):
            parts.append(f"gain {effect.amount} pool")
        elif isinstance(effect, DrawCrypt):
            parts.append("draw a crypt card")
        elif isinstance(effect, RemoveUncontrolled):
            parts.append("remove a crypt card of your uncontrolled region from the game")
        elif isinstance(effect, Discard):
            parts.append("discard a card and draw")
        elif isinstance(effect, LockPreyVampires):
            parts.append(f"lock up to {effect.amount} of your prey's vampires")
        elif isinstance(effect, BurnPreyEquipment):
            parts.append("burn an equipment on one of your prey's minions")
        elif isinstance(effect, UnlockVampire):
            assert use.target is not None
            parts.append(f"unlock {use.target.name}")
        elif isinstance(effect, ShuffleHand):
            parts.append("shuffle your hand into your library and draw up")
        elif isinstance(effect, SearchAlly):
            parts.append(f"search your library and hand for a {effect.creature} ally")
        elif isinstance(effect, LockOrUnlock):
            assert use.target is not None
            parts.append(f"{'unlock' if use.target.locked else 'lock'} {use.target.name}")
        elif isinstance(effect, ToPrey):
            parts.append("your prey takes control of it")
        elif isinstance(effect, PoolUnlessBlocks):
            parts.append(f"burn {effect.amount} pool after resolution unless {minion} blocks")
        elif isinstance(effect, MoveBetween):
            parts.append("move blood, equipment and retainers between two ready vampires")
        else:
            parts.append(effect.word.replace("_", " "))
    return ", ".join(parts)
