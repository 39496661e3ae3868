"""Provides the action cards of the fifth batch of the tournament library that damage several
minions of one Methuselah (Shattering Crescendo [mel]: "Ⓓ Discard a Shattering Crescendo to
inflict 2 unpreventable damage on each of up to two minions controlled by a single
Methuselah"): the Methuselahs it can be announced at, and its resolution."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.library_five_words import DamageEach
from ..cards.vocabulary import Effect
from .damage import inflict_damage
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import draw, move

if TYPE_CHECKING:
    from .apply import Played


def damage_each_aims(
    state: GameState, seat: int, card: CardInPlay | None, name: str
) -> list[tuple[int | None, CardInPlay | None]]:
    """6.2.1: one option per other Methuselah with a ready minion, if another copy of the card
    is in hand to discard."""
    copies = sum(1 for c in state.players[seat].hand if c.card.name == name)
    if copies < 2:
        return []
    return [
        (s, None)
        for s in state.clockwise_from(seat)
        if s != seat and any(m.is_minion for m in state.players[s].ready)
    ]


def _damage_each(played: Played, effect: DamageEach) -> Ask:
    from .vampire_damage import damage_from

    state, seat = played.state, played.seat
    copy = next((c for c in state.players[seat].hand if c.card.name == played.card.name), None)
    if copy is None:
        state.log_line(f"{played.card.name}: no copy left to discard", played.section, seat)
        return
    move(state, copy, Region.ASH_HEAP)
    draw(state, seat)  # 1.6.1.2: replaced
    state.log_line(f"{state.players[seat].name} discards {copy.name}", played.section, seat)
    target = played.action.target_seat if played.action is not None else None
    if target is None:
        return
    chosen: list[CardInPlay] = []
    while len(chosen) < effect.most:
        options = [
            Option("target", f"{effect.amount} damage to {m.name}", target=m.uid)
            for m in state.players[target].ready
            if m.is_minion and not m.face_down and m not in chosen
        ]
        if not options:
            break
        if chosen:
            options.append(Option(PASS, "No other minion"))
        choice = yield from ask(seat, "target", played.section, "Damage which minion?", options)
        if choice.key == PASS:
            break
        chosen.append(state.cards[choice.target])
    for minion in chosen:
        if minion.region is not Region.READY:
            continue
        damage = damage_from(state, played.minion, minion, effect.amount)  # Saulot
        state.log_line(f"{minion.name} takes {damage} unpreventable damage", played.section, seat)
        inflict_damage(state, minion, damage)


ACTION_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    DamageEach: _damage_each,
}
