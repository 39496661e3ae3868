"""Provides equipping with a weapon card from hand as the minion chooses a strike (6.4.3;
Disguised Weapon [OBF]: "As above, but usable when choosing a strike"): the card is played, the
weapon equipped, and the minion chooses his strike again, with it if he likes."""

from __future__ import annotations

from ..cards.combat_words import EquipWeapon
from ..cards.model import Card
from .cardplay import finish_card, hand_plays
from .combat_cards import can_carry_out, carry_out
from .effects import effects_at
from .fight import Fight, Play, Side, allowed, play_combat_card
from .prompts import Ask, Option

EQUIP_STRIKE = "equip-weapon"  # the option, among the strikes: play the card to equip first
_EQUIPPING = "equips as a strike is chosen"  # a card's memo: its levels that do


def equip_strike_options(fight: Fight, side: Side) -> list[Option]:
    """The cards in hand he can play now to equip with a weapon before choosing his strike."""
    options: list[Option] = []
    for card, level in hand_plays(fight.state, side.seat, side.minion, _EQUIPPING, _equips):
        play = Play(card, level, effects_at(card.card, level), card.card.clauses.level(level))
        if allowed(fight, side, card, level) and can_carry_out(fight, side, play):
            options.append(
                Option(
                    EQUIP_STRIKE,
                    play.label("Equip first: play", side.minion),
                    actor=side.minion.uid,
                    card=card.uid,
                    data=play,
                )
            )
    return options


def equip_strike(fight: Fight, side: Side, play: Play) -> Ask:
    """Play the card and equip (its cost paid as it is played, 6.4.3); the strike is chosen
    after."""
    if (yield from play_combat_card(fight, side, play, "6.4.3")):
        yield from carry_out(fight, side, play)
        finish_card(fight.state, play.card)


def _equips(card: Card, level: str) -> bool:
    """Whether the card equips with a weapon as a strike is chosen, at that level."""
    return any(
        isinstance(e, EquipWeapon) and e.when_striking for e in effects_at(card, level) or ()
    )
