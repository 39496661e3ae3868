"""Provides what cards in play give: equipment, retainers, allies and locations (6.1.3-6.1.5)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .cardplay import spec_for
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState
from .zones import add_blood


def permanent_spec(card: CardInPlay) -> dict[str, Any] | None:
    """The automated ``permanent`` words of a card in play, at the level it was played at."""
    # A card laid out by a scenario was not played at any level: it counts as the basic one.
    levels = card.card.clauses.levels
    level = card.level or (levels[0].key if levels else "")
    spec = spec_for(card.card, "permanent", level)
    if spec is None and level:
        return spec_for(card.card, "permanent", "")
    return spec


def bearer_bonuses(minion: CardInPlay) -> Iterator[dict[str, Any]]:
    """The permanent specs of the minion's own card and the cards on him."""
    own = permanent_spec(minion)
    if own:
        yield own
    for card in minion.attached:
        spec = permanent_spec(card)
        if spec:
            yield spec


def bonus(minion: CardInPlay, word: str) -> int:
    return sum(int(spec.get(word, 0)) for spec in bearer_bonuses(minion))


def strength(minion: CardInPlay) -> int:
    """6.4.5: default strength 1; allies print theirs; cards on the minion add to it."""
    base = minion.card.strength if minion.card.strength is not None else 1
    return base + bonus(minion, "strength")


def bleed_amount(minion: CardInPlay) -> int:
    """6.1.1: default bleed 1; allies print theirs."""
    base = minion.card.bleed if minion.card.bleed is not None else 1
    return base + bonus(minion, "bleed")


def _methuselah_permanents(
    state: GameState, seat: int
) -> Iterator[tuple[CardInPlay, dict[str, Any]]]:
    for card in state.players[seat].in_play:
        spec = permanent_spec(card)
        if spec and not card.contested:
            yield card, spec


def hand_size_bonus(state: GameState, seat: int) -> int:
    return sum(int(s.get("hand_size", 0)) for _, s in _methuselah_permanents(state, seat))


def transfers_bonus(state: GameState, seat: int) -> int:
    return sum(int(s.get("transfers", 0)) for _, s in _methuselah_permanents(state, seat))


def hunting_grounds(state: GameState, seat: int) -> Ask:
    """Hunting ground locations: during your unlock phase a ready vampire you control can gain
    1 blood; a vampire can gain blood from only one hunting ground each unlock phase."""
    fed: set[int] = set()
    for ground, spec in list(_methuselah_permanents(state, seat)):
        if not spec.get("hunting_ground"):
            continue
        hungry = [
            v
            for v in state.players[seat].ready
            if v.is_vampire and v.uid not in fed and v.blood < v.capacity
        ]
        if not hungry:
            return
        options = [
            Option("feed", f"{ground.name}: {v.name} gains 1 blood", card=ground.uid, target=v.uid)
            for v in hungry
        ]
        options.append(Option("pass", f"Do not use {ground.name}"))
        choice = yield from ask(seat, "unlock-effect", "4", f"Use {ground.name}?", options)
        if choice.key == "feed":
            vampire = state.cards[choice.target]
            add_blood(vampire, 1)
            fed.add(vampire.uid)
            state.log_line(choice.label, "4", seat)
