"""Provides damage prevention in combat (6.4.6): the damage about to be inflicted on a minion,
and the prevention cards he plays against it one at a time."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass

from ..cards.vocabulary import Prevent
from .cardplay import finish_card, judge, level_label
from .effects import first
from .fight import Fight, Play, Side, combat_plays, play_combat_card
from .prompts import PASS, Option, Prompt, ask, pass_option
from .state import CardInPlay


@dataclass(slots=True)
class Hit:
    """The damage about to be inflicted on one minion in a strike resolution (6.4.6): the part
    from the opposing minion's strike, and environmental damage (not a strike)."""

    target: CardInPlay
    normal: int = 0  # from the opposing strike
    aggravated: int = 0
    env_normal: int = 0  # environmental: a dodge does not stop it (rulings)
    env_aggravated: int = 0

    @property
    def total(self) -> int:
        return self.normal + self.aggravated + self.env_normal + self.env_aggravated

    def words(self) -> str:
        normal = self.normal + self.env_normal
        aggravated = self.aggravated + self.env_aggravated
        parts = [f"{normal} damage"] if normal else []
        parts += [f"{aggravated} aggravated damage"] if aggravated else []
        return " and ".join(parts) or "no damage"

    def prevent(self, amount: int, non_aggravated: bool = False) -> None:
        """6.4.6: prevent ``amount``; aggravated damage first (it can never be healed), unless
        the card prevents only non-aggravated damage (rulings, "Prevent non-aggravated")."""
        names = ("normal", "env_normal")
        if not non_aggravated:
            names = ("aggravated", "env_aggravated", *names)
        for name in names:
            cut = min(amount, getattr(self, name))
            setattr(self, name, getattr(self, name) - cut)
            amount -= cut

    def prevent_strike(self) -> None:
        """All the damage from the opposing minion's strike is prevented."""
        self.normal = self.aggravated = 0


def _options(fight: Fight, side: Side, hit: Hit) -> list[Option]:
    options = []
    for play in combat_plays(fight, side, "prevent"):
        words = first(play.effects, Prevent)
        if play.effects is None or words is None:
            options.append(_option(side, play, play.label("Play"), 0))
        elif words.plus_x:
            # Hidden Strength: X+N, X the blood paid; more than the damage prevents nothing more.
            for x in range(min(side.minion.blood, max(hit.total - words.amount, 0)) + 1):
                played = Play(play.card, play.level, play.effects, play.clauses, x)
                label = f"Play {play.card.name}{level_label(play.level)} (X = {x} blood)"
                options.append(
                    _option(
                        side,
                        played,
                        label + f": prevent {x + words.amount} damage",
                        x + words.amount,
                    )
                )
        elif words.opposing_strike:
            if not (hit.normal or hit.aggravated):
                continue  # no damage from the opposing strike to prevent
            rest = ", and from his strikes this round" if words.rest_of_round else ""
            options.append(
                _option(side, play, play.label("Play") + f": prevent his strike's damage{rest}", 0)
            )
        else:
            kind = " non-aggravated" if words.non_aggravated else ""
            if words.non_aggravated and not (hit.normal or hit.env_normal):
                continue
            label = play.label("Play") + f": prevent {words.amount}{kind} damage"
            options.append(_option(side, play, label, words.amount))
    return options


def _option(side: Side, play: Play, label: str, amount: int) -> Option:
    return Option(
        "play",
        label,
        actor=side.minion.uid,
        card=play.card.uid,
        numbers={"prevent": amount, "x": play.x},
        data=play,
    )


def prevention(fight: Fight, hit: Hit) -> Generator[Prompt, int, Hit]:
    """6.4.6: the damaged minion plays prevention cards one at a time until he stops."""
    side = fight.side_of(hit.target)
    while side is not None and hit.total > 0:
        options = _options(fight, side, hit)
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
        play: Play = choice.data
        play_combat_card(fight, side, play, "6.4.6")
        words = first(play.effects, Prevent)
        if play.effects is None or words is None:
            yield from judge(fight.state, side.seat, play.card)
            amount = yield from _ask_prevented(fight, side, play, hit.total)
            hit.prevent(amount)
        elif words.opposing_strike:
            hit.prevent_strike()
            if words.rest_of_round:
                side.prevent_strikes = True
            amount = 0
        else:
            amount = words.amount + (play.x if words.plus_x else 0)
            hit.prevent(amount, words.non_aggravated)
        finish_card(fight.state, play.card)
        what = f"{amount} damage" if amount else "the damage from the opposing strike"
        fight.state.log_line(f"{hit.target.name} prevents {what}", "6.4.6", side.seat)
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
