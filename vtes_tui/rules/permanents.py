"""Provides derived values: a minion's strength, bleed, stealth, intercept and votes, and a
Methuselah's hand size, transfers and master phase actions, folded from the printed value, what
cards in play give (their definitions) and the continuous modifiers in force."""

from __future__ import annotations

from collections.abc import Iterator

from ..cards.vocabulary import (
    Bleed,
    Effect,
    HandSize,
    HuntingGround,
    Intercept,
    MasterPhaseActions,
    Stealth,
    Strength,
    StrengthPerLife,
    Transfers,
    Votes,
)
from .effects import Effects, in_play_effects, of_type
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState
from .zones import add_blood, modified

# 6.1.1, 6.4.5: the defaults of a minion without printed numbers.
DEFAULT_STRENGTH = 1
DEFAULT_BLEED = 1


def bearer_effects(minion: CardInPlay) -> Effects:
    """What the minion's own card gives him and what the cards on him give their bearer."""
    own = in_play_effects(minion)
    if not minion.attached:
        return own
    return own + tuple(e for card in minion.attached for e in in_play_effects(card))


def _bonus(minion: CardInPlay, cls: type[Bleed | Strength | Votes]) -> int:
    return sum(e.amount for e in of_type(bearer_effects(minion), cls))


def strength(state: GameState, minion: CardInPlay) -> int:
    """6.4.5: default strength 1; allies print theirs; cards and modifiers add to it."""
    base = minion.card.strength if minion.card.strength is not None else DEFAULT_STRENGTH
    per_life = sum(minion.blood for _ in of_type(bearer_effects(minion), StrengthPerLife))
    return base + _bonus(minion, Strength) + per_life + modified(state, "strength", minion)


def bleed_amount(state: GameState, minion: CardInPlay) -> int:
    """6.1.1: default bleed 1; allies print theirs; cards and modifiers add to it."""
    base = minion.card.bleed if minion.card.bleed is not None else DEFAULT_BLEED
    return base + _bonus(minion, Bleed) + modified(state, "bleed", minion)


def stealth_bonus(state: GameState, minion: CardInPlay, kinds: tuple[str, ...]) -> int:
    """Stealth the minion gets on his actions of these kinds ("bleed", "directed"...)."""
    found = 0
    for effect in bearer_effects(minion):
        if type(effect) is Stealth and effect.kind in kinds:
            found += effect.amount
    if not state.modifiers:
        return found
    # Psychic Veil: all of a Methuselah's vampires' (or minions') actions, this turn.
    mine = modified(state, MINIONS_STEALTH, seat=minion.controller)
    if minion.is_vampire:
        mine += modified(state, VAMPIRES_STEALTH, seat=minion.controller)
    return found + modified(state, "stealth", minion) + mine


VAMPIRES_STEALTH = "vampires' stealth"  # a Methuselah's modifiers for all her vampires' actions
MINIONS_STEALTH = "minions' stealth"  # for all her minions' actions


def intercept_of(state: GameState, minion: CardInPlay, kinds: tuple[str, ...] = ("",)) -> int:
    """6.2.2.2: default 0, plus what cards in play give the minion against actions of these
    kinds ("" always; "directed" during directed actions...) and the modifiers in force."""
    found = sum(
        e.amount
        for e in of_type(bearer_effects(minion), Intercept)
        if e.kind in kinds and (not e.discipline or minion.discipline(e.discipline))
    )
    if minion.is_ally:
        found += _allies_intercept(state, kinds)
    return found + modified(state, "intercept", minion)


def _allies_intercept(state: GameState, kinds: tuple[str, ...]) -> int:
    """What cards in play give every ally ("Allies get +1 intercept against vampires")."""
    return sum(
        e.amount
        for p in state.players
        if not p.ousted
        for card in p.in_play
        if not card.contested
        for e in of_type(in_play_effects(card), Intercept)
        if e.allies and e.kind in kinds
    )


def votes_of(state: GameState, minion: CardInPlay) -> int:
    """6.3.3: votes cards in play and abilities give a ready minion (titles apart)."""
    return _bonus(minion, Votes) + modified(state, "votes", minion)


CANNOT_REACT = "cannot_react"  # the modifier Expulsion gives the minions it chooses


def may_react(state: GameState, minion: CardInPlay) -> bool:
    """Whether the minion may play reaction cards, block and cast votes and ballots: a passed
    Expulsion forbids it to the minions it chose for the turn (a modifier)."""
    return not (state.modifiers and modified(state, CANNOT_REACT, minion))


def _methuselah_effects(state: GameState, seat: int) -> Iterator[tuple[CardInPlay, Effect]]:
    """What her cards in play give her: locations and other cards in play, and the abilities
    of her ready minions ("while ... is ready, you get ...")."""
    player = state.players[seat]
    for card in player.in_play:
        if not card.contested:
            for effect in in_play_effects(card):
                yield card, effect
    for minion in player.ready:
        if not minion.contested:
            for effect in in_play_effects(minion):
                yield minion, effect


def _methuselah_bonus(state: GameState, seat: int, cls: type[Effect], stat: str) -> int:
    found = sum(e.amount for _, e in _methuselah_effects(state, seat) if isinstance(e, cls))  # type: ignore[attr-defined]
    return found + modified(state, stat, seat=seat)


def hand_size_bonus(state: GameState, seat: int) -> int:
    return _methuselah_bonus(state, seat, HandSize, "hand_size")


def transfers_bonus(state: GameState, seat: int) -> int:
    return _methuselah_bonus(state, seat, Transfers, "transfers")


def master_phase_actions_bonus(state: GameState, seat: int) -> int:
    return _methuselah_bonus(state, seat, MasterPhaseActions, "master_phase_actions")


def hunting_grounds(state: GameState, seat: int) -> Ask:
    """Hunting ground locations: during your unlock phase a ready vampire you control can gain
    1 blood; a vampire can gain blood from only one hunting ground each unlock phase."""
    fed: set[int] = set()
    grounds = [c for c, e in _methuselah_effects(state, seat) if isinstance(e, HuntingGround)]
    for ground in grounds:
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
            add_blood(state, vampire, 1)
            fed.add(vampire.uid)
            state.log_line(choice.label, "4", seat)
