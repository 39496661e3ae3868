"""Provides damage prevention in combat (6.4.6): the damage about to be inflicted on a minion,
and the prevention cards he plays against it one at a time."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace

from ..cards.combat_words import AggravatedAsNormal, Aim, Prevent
from .abilities import ability_options
from .ability_use import prevented_by, use_ability
from .ability_words import GUN, Use, ability_option
from .cardplay import finish_card, judge, level_label
from .effects import first, has
from .events import Modifier
from .fight import Fight, Play, Side, combat_plays, play_combat_card
from .prompts import PASS, Option, Prompt, ask, pass_option
from .reactions import prevention_grants, use_grant
from .state import CardInPlay
from .vampire_abilities import ABILITY, abilities
from .zones import lose_blood


@dataclass(slots=True)
class Hit:
    """The damage about to be inflicted on one minion in a strike resolution (6.4.6): the part
    from the opposing minion's strike, and environmental damage (not a strike)."""

    target: CardInPlay
    normal: int = 0  # from the opposing strike
    aggravated: int = 0
    env_normal: int = 0  # environmental: a dodge does not stop it (rulings)
    env_aggravated: int = 0
    aim: Aim | None = None  # an aim on the opposing strike: more damage if some gets through
    aimed_aggravated: bool = False  # the strike's damage is aggravated (so is the aim's)
    initial: bool = False  # from the opposing minion's initial strike of the round (6.4.3)
    gun: bool = False  # the opposing strike is a gun's (a weapon saying it is a gun)

    @property
    def total(self) -> int:
        return self.normal + self.aggravated + self.env_normal + self.env_aggravated

    def aggravate(self) -> None:
        """Domain of Evernight: "all damage inflicted on vampires during the resulting combat
        is aggravated" (not damage after combat ends, rulings LSJ 20020314)."""
        if self.target.is_vampire:
            self.aggravated, self.normal = self.aggravated + self.normal, 0
            self.env_aggravated, self.env_normal = self.env_aggravated + self.env_normal, 0

    def words(self) -> str:
        normal = self.normal + self.env_normal
        aggravated = self.aggravated + self.env_aggravated
        parts = [f"{normal} damage"] if normal else []
        parts += [f"{aggravated} aggravated damage"] if aggravated else []
        return " and ".join(parts) or "no damage"

    def prevent(
        self, amount: int, words: Prevent | None = None, names: list[str] | None = None
    ) -> int:
        """6.4.6: prevent ``amount`` (all of it, with ``words.all``) of the damage the card can
        prevent (or of the parts ``names`` says), aggravated damage first (it can never be
        healed). Returns what it prevented."""
        names = names or _parts(words)
        if words is not None and words.all:
            amount = self.total
        prevented = 0
        for name in names:
            cut = min(amount - prevented, getattr(self, name))
            setattr(self, name, getattr(self, name) - cut)
            prevented += cut
        return prevented

    def preventable(self, words: Prevent) -> int:
        """The damage a prevention card could prevent here."""
        return sum(getattr(self, name) for name in _parts(words))


def _parts(words: Prevent | None) -> list[str]:
    """The damage a card prevents: only non-aggravated damage (rulings, "Prevent
    non-aggravated"), or only the opposing minion's strike's (not environmental damage)."""
    names = ["aggravated", "env_aggravated", "normal", "env_normal"]
    if words is not None and words.non_aggravated:
        names = [name for name in names if "aggravated" not in name]
    if words is not None and words.opposing_strike:
        names = [name for name in names if not name.startswith("env")]
    return names


_ALL_OF_THE_STRIKE = Prevent(all=True, opposing_strike=True)
_STRIKE = ["aggravated", "normal"]
_ENVIRONMENTAL = ["env_aggravated", "env_normal"]


def _gun_damage(hit: Hit) -> int:
    return hit.normal + hit.aggravated if hit.gun else 0


def _ability_preventions(fight: Fight, side: Side, hit: Hit) -> list[Option]:
    """Cards in play that let the minion prevent damage (Guardian Angel). One that prevents
    "2 damage from gun strikes or 1 damage from any other source" is offered each way the
    damage about to be inflicted allows."""
    options = []
    for option in ability_options(fight.state, side.seat, "prevent", minion=hit.target):
        use: Use = option.data
        words = first(use.ability.effects, Prevent)
        if words is None or not words.gun:
            if words is None or hit.preventable(words):
                options.append(option)  # Leather Jacket: only with a strike's damage to prevent
            continue
        if _gun_damage(hit):
            options.append(ability_option(replace(use, way=GUN)))
        if hit.total > _gun_damage(hit):
            options.append(option)
    return options


def _ability_parts(choice: Option, hit: Hit) -> list[str] | None:
    """The damage an ability's prevention applies to: the gun strike's, used that way; else,
    facing a gun strike, only the damage from other sources."""
    use: Use = choice.data
    words = first(use.ability.effects, Prevent)
    if words is None or not words.gun:
        return None
    if use.way == GUN:
        return _STRIKE
    return _ENVIRONMENTAL if _gun_damage(hit) else None


def _each_round_usable(fight: Fight, side: Side, hit: Hit) -> bool:
    """Superior Mettle: once each later round, against the opposing initial strike."""
    return (
        hit.initial
        and bool(hit.normal or hit.aggravated)
        and side.each_round_used != fight.round
        and side.minion.blood >= side.each_round_for_blood
    )


def _options(fight: Fight, side: Side, hit: Hit) -> list[Option]:
    options = []
    for play in combat_plays(fight, side, "prevent"):
        words = first(play.effects, Prevent)
        if play.effects is not None and words is None:
            if (hit.aggravated or hit.env_aggravated) and not side.aggravated_as_normal:
                label = f"{play.label('Play', side.minion)}: treat aggravated damage as normal this round"
                options.append(_option(side, play, label, 0))
            continue
        if play.effects is None or words is None:
            options.append(_option(side, play, play.label("Play", side.minion), 0))
            continue
        can = hit.preventable(words)
        if not can:
            continue  # nothing of the kind it prevents
        if words.plus_x:
            # Hidden Strength: X+N, X the blood paid; more than the damage prevents nothing more.
            for x in range(min(side.minion.blood, max(can - words.amount, 0)) + 1):
                played = Play(play.card, play.level, play.effects, play.clauses, x)
                label = f"Play {play.card.name}{level_label(play.level)} (X = {x} blood)"
                amount = x + words.amount
                options.append(_option(side, played, f"{label}: prevent {amount} damage", amount))
            continue
        options.append(
            _option(side, play, f"{play.label('Play', side.minion)}: {_describe(words)}", can)
        )
    return options


def _describe(words: Prevent) -> str:
    kind = " non-aggravated" if words.non_aggravated else ""
    what = "all" if words.all else str(words.amount)
    source = " from the opposing strike" if words.opposing_strike else ""
    rest = ", and from the opposing strikes this round" if words.rest_of_round else ""
    return f"prevent {what}{kind} damage{source}{rest}"


def _option(side: Side, play: Play, label: str, amount: int) -> Option:
    return Option(
        "play",
        label,
        actor=side.minion.uid,
        card=play.card.uid,
        numbers={"prevent": amount, "x": play.x},
        data=play,
    )


def _own_preventions(side: Side) -> list[Option]:
    """A minion's own "once each combat, can prevent 1 damage" not used yet this combat, and
    "can prevent 1 damage each round of combat" not used yet this round (War Ghoul)."""
    return [
        Option(
            ABILITY,
            f"{side.name}: prevent {words.amount} damage (once each "
            f"{'round' if words.each_round else 'combat'})",
            actor=side.minion.uid,
            numbers={"prevent": words.amount},
            data=index,
        )
        for index, words in abilities(side.minion, Prevent)
        if (words.once_each_combat and index not in side.abilities_used)
        or (words.each_round and index not in side.round_abilities)
    ]


def prevention(fight: Fight, hit: Hit) -> Generator[Prompt, int, Hit]:
    """6.4.6: the damaged minion plays prevention cards one at a time until he stops."""
    side = fight.side_of(hit.target)
    while side is not None and hit.total > 0:
        options = _options(fight, side, hit)
        options.extend(prevention_grants(fight, side))
        options.extend(_ability_preventions(fight, side, hit))
        options.extend(_own_preventions(side))
        if side.each_round_for_blood and _each_round_usable(fight, side, hit):
            options.append(
                Option(
                    "each-round",
                    f"Burn {side.each_round_for_blood} blood: prevent all damage from the "
                    "opposing initial strike",
                    actor=side.minion.uid,
                )
            )
        if side.prevent_later:
            options.append(
                Option(
                    "prevent-later",
                    f"Prevent {side.prevent_later} damage (from a card played this round)",
                    actor=side.minion.uid,
                    numbers={"prevent": side.prevent_later},
                )
            )
        options.append(pass_option("Prevent no more damage"))
        choice = yield from ask(
            side.seat,
            "prevent",
            "6.4.6",
            f"{hit.target.name} is about to take {hit.words()}: prevent?",
            options,
            fight.context(damage=hit.normal + hit.env_normal, aggravated=hit.aggravated),
        )
        if choice.key == PASS:
            break
        if choice.key == ABILITY:  # the minion's own, once each combat (or round)
            own = dict(abilities(side.minion, Prevent))[choice.data]
            (side.round_abilities if own.each_round else side.abilities_used).add(choice.data)
            prevented = hit.prevent(choice.numbers["prevent"])
            fight.state.log_line(
                f"{hit.target.name} prevents {prevented} damage", "6.4.6", side.seat
            )
            continue
        if choice.key == "ability":
            amount, parts = prevented_by(choice), _ability_parts(choice, hit)
            words = first(choice.data.ability.effects, Prevent)  # "all the damage of ..."
            yield from use_ability(fight.state, side.seat, choice)
            prevented = hit.prevent(amount, words, names=parts)
            fight.state.log_line(
                f"{hit.target.name} prevents {prevented} damage", "6.4.6", side.seat
            )
            continue
        if isinstance(choice.data, Modifier):
            # A reaction's prevention in the first round "if they block" (reactions.py).
            prevented = hit.prevent(use_grant(side, choice.data))
            fight.state.log_line(
                f"{hit.target.name} prevents {prevented} damage", "6.4.6", side.seat
            )
            continue
        if choice.key == "each-round":
            lose_blood(fight.state, side.minion, side.each_round_for_blood)
            side.each_round_used = fight.round
            prevented = hit.prevent(0, _ALL_OF_THE_STRIKE)
            fight.state.log_line(
                f"{hit.target.name} prevents {prevented} damage", "6.4.6", side.seat
            )
            continue
        if choice.key == "prevent-later":
            prevented = hit.prevent(side.prevent_later)
            side.prevent_later = 0
            fight.state.log_line(
                f"{hit.target.name} prevents {prevented} damage", "6.4.6", side.seat
            )
            continue
        play: Play = choice.data
        if not (yield from play_combat_card(fight, side, play, "6.4.6")):
            continue  # canceled as it is played (1.6.1.1): nothing prevented
        if has(play.effects, AggravatedAsNormal):
            side.aggravated_as_normal = True
            fight.state.log_line(
                f"{side.name} treats aggravated damage as normal this round", "6.4.6"
            )
        words = first(play.effects, Prevent)
        if play.effects is not None and words is None:
            finish_card(fight.state, play.card)
            continue
        if play.effects is None or words is None:
            yield from judge(fight.state, side.seat, play.card)
            amount = yield from _ask_prevented(fight, side, play, hit.total)
            prevented = hit.prevent(amount)
        else:
            prevented = hit.prevent(words.amount + play.x, words)
            if words.rest_of_round:
                side.prevent_strikes = True  # the opposing strikes' damage, for this round
            if words.each_round_for_blood:
                side.each_round_for_blood = words.each_round_for_blood
                side.each_round_used = fight.round
        finish_card(fight.state, play.card)
        fight.state.log_line(f"{hit.target.name} prevents {prevented} damage", "6.4.6", side.seat)
    return hit


def _ask_prevented(fight: Fight, side: Side, play: Play, total: int) -> Generator[Prompt, int, int]:
    options = [
        Option("prevent", f"{play.card.name} prevents {n} damage", numbers={"prevent": n}, data=n)
        for n in range(total + 1)
    ]
    choice = yield from ask(
        side.seat,
        "prevent-amount",
        "6.4.6",
        f"How much damage does {play.card.name} prevent?",
        options,
        fight.context(),
    )
    return choice.data
