"""Provides what a ready vampire's own ability adds to the numbers of other minions (6.1.1,
6.2.2.2): "While Jacob is ready, werewolves you control get +1 bleed", "Inner Circle members
get -2 bleed"; named handlers of the card definitions, listed in ``NAMED``, folded by
``permanents``."""

from __future__ import annotations

from .state import CardInPlay, GameState
from .vampire_abilities import ready_with

SABBAT_BLEED = "sabbat_bleed_while_prince"  # Marcus Vitel
WEREWOLVES_BLEED = "werewolves_bleed"  # Jacob Fermor
INNER_CIRCLE_BLEED = "inner_circle_bleed_less"  # Mary Anne Blaire
EQUIP_STEALTH = "equip_stealth_for_minions"  # Roderick Phillips March
NAMED = (SABBAT_BLEED, WEREWOLVES_BLEED, INNER_CIRCLE_BLEED, EQUIP_STEALTH)
INNER_CIRCLE_LESS = 2


def controls_ready(state: GameState, seat: int | None, clan_or_sect: str) -> bool:
    """The Methuselah controls a ready vampire of this clan or sect."""
    if seat is None:
        return False
    return any(
        v.is_vampire
        and not v.contested
        and (clan_or_sect in v.card.clans or v.sect == clan_or_sect)
        for v in state.players[seat].ready
    )


def bleed_from_others(state: GameState, minion: CardInPlay, target_seat: int | None) -> int:
    """The bleed other vampires' abilities give or take from the minion."""
    found = 0
    seat = minion.controller
    if (
        minion.is_vampire
        and minion.sect == "Sabbat"
        and controls_ready(state, target_seat, "Camarilla")
    ):
        # Marcus Vitel: while he is ready and a prince, Sabbat vampires you control get +1
        # bleed when bleeding a Methuselah who controls a ready Camarilla vampire.
        princes = ready_with(state, seat, SABBAT_BLEED)
        found += sum(1 for v in princes if (v.title or "").lower() == "prince")
    if minion.card.clauses.creature == "werewolf":
        found += len(ready_with(state, seat, WEREWOLVES_BLEED))  # Jacob Fermor
    if (minion.title or "").lower() == "inner circle" and ready_with(
        state, None, INNER_CIRCLE_BLEED
    ):
        found -= INNER_CIRCLE_LESS  # Mary Anne Blaire: "Inner Circle members get -2 bleed"
    return found


def stealth_from_others(state: GameState, minion: CardInPlay, kinds: tuple[str, ...]) -> int:
    """The stealth other vampires' abilities give the minion on actions of these kinds."""
    if "equip" not in kinds:
        return 0
    # Roderick Phillips March: while he is ready, your minions get an additional +1 stealth
    # on equip actions.
    return len(ready_with(state, minion.controller, EQUIP_STEALTH))


def named_ready(state: GameState, name: str) -> bool:
    """A vampire of this (printed) name is ready, anyone's ("While Otieno is ready")."""
    ready = (v for p in state.players if not p.ousted for v in p.ready)
    return any(v.name == name and v.is_vampire and not v.contested for v in ready)
