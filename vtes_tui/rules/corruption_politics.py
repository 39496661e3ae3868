"""Provides what corruption counters do in a referendum (6.3): votes and ballots a corrupted
vampire cannot cast (Khay'tall, Snake of Eden), votes changed (Neferu), a referendum damaging
the corrupted minions (Kahina the Sorceress)."""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

from ..cards.vocabulary import Handler
from .corruption import CHANGE_VOTES, CONTROLLED, NO_VOTES_AGAINST_BY_CORRUPTED, counters
from .damage import inflict_damage
from .effects import Effects, first
from .prompts import Option, Prompt, ask
from .referendums import Measure
from .state import CardInPlay, GameState
from .vampire_abilities import ABILITY, handlers
from .zones import add_corruption, lose_blood

Handling = Generator[Prompt, int, None]


def cannot_vote_against(caller: CardInPlay | None, voter: CardInPlay | None) -> bool:
    """6.3.3: a vampire with any corruption counters (anyone's) casts no votes or ballots
    against a referendum called by a vampire forbidding it (Khay'tall, Snake of Eden)."""
    return (
        caller is not None
        and voter is not None
        and bool(voter.corruption)
        and voter.is_vampire
        and NO_VOTES_AGAINST_BY_CORRUPTED in handlers(caller)
    )


# -- Neferu: votes changed during the polling step (6.3.3) -----------------------------------------

_CHANGED = "change_votes"  # her use this referendum, in the poll's ``abilities_used``


def change_options(poll: Any, minion: CardInPlay) -> list[Option]:
    """Neferu: during the polling step, she can burn 1 blood to change the votes and ballots of
    a vampire with any of her Methuselah's counters to those of her choice: once cast, to the
    other side (not to make an abstaining vampire vote, ANK 20190731); once each referendum
    (wording templates: "During X, do Y")."""
    if CHANGE_VOTES not in handlers(minion) or minion.blood < 1:
        return []
    if f"{minion.uid} {_CHANGED}" in poll.abilities_used:
        return []
    options = []
    for source in poll.sources.values():
        voter = source.minion
        if voter is None or not voter.is_vampire or not source.side:
            continue
        if counters(voter, minion.controller) < 1:
            continue
        side = "against" if source.side > 0 else "for"
        options.append(
            Option(
                ABILITY,
                f"{minion.name} burns 1 blood: {source.name}'s votes and ballots count {side}",
                actor=minion.uid,
                target=voter.uid,
                data=(_CHANGED, source.key),
            )
        )
    return options


def changes_votes(choice: Option) -> bool:
    return isinstance(choice.data, tuple) and choice.data[:1] == (_CHANGED,)


def change_votes(state: GameState, poll: Any, choice: Option) -> None:
    minion = state.cards[choice.actor]
    poll.abilities_used.add(f"{minion.uid} {_CHANGED}")
    lose_blood(state, minion, 1)
    source = poll.sources[choice.data[1]]
    source.side = -source.side
    state.log_line(choice.label, "6.3.3", minion.controller)


# -- Kahina: a referendum on the corrupted minions (6.3.2) ------------------------------------------


def _damage_words(state: GameState, terms: Any) -> str:
    return "1 damage to each minion with any of the caller's Methuselah's corruption counters"


def _damage_corrupted(state: GameState, seat: int, terms: Any) -> None:
    """Kahina the Sorceress: 1 damage to each minion who has any of her Methuselah's counters,
    one each however many he has (LSJ 20030820)."""
    for minion in [m for p in state.players if not p.ousted for m in p.controlled]:
        if minion.is_minion and counters(minion, seat) and minion.region in CONTROLLED:
            state.log_line(f"{minion.name} takes 1 damage", "6.3.2", seat)
            inflict_damage(state, minion, 1)


CORRUPTED_DAMAGE = Measure(None, _damage_words, _damage_corrupted)


# -- Velvet Tongue: cards played during the polling step (6.3.3) ------------------------------------

CORRUPT_VOTER = "corrupt_voter"  # Velvet Tongue [ser]'s handler
_BARRED = "corrupted minions cannot vote"  # in the poll's ``abilities_used``: Velvet Tongue [SER]


def cannot_cast(
    poll: Any, caller: CardInPlay | None, voter: CardInPlay | None, against: bool
) -> bool:
    """6.3.3: votes and ballots a minion with corruption counters cannot cast: any in this
    referendum once Velvet Tongue [SER] is played; against a referendum Khay'tall called."""
    if voter is None or not voter.corruption:
        return False
    return _BARRED in poll.abilities_used or (against and cannot_vote_against(caller, voter))


def corrupt_playable(poll: Any, effects: Effects | None) -> bool:
    """Velvet Tongue [ser] needs a minion who has cast votes or ballots."""
    handler = first(effects or (), Handler)
    if handler is None or handler.name != CORRUPT_VOTER:
        return True
    return any(s.side and s.minion is not None for s in poll.sources.values())


def _corrupt_voter(state: GameState, poll: Any, card: CardInPlay) -> Handling:
    """Velvet Tongue [ser]: a counter on a minion casting votes or ballots in this referendum;
    one who cast them against a referendum Khay'tall called may no longer: his votes are
    canceled, he abstains (PIB 20141226)."""
    seat = card.controller
    voters = [s for s in poll.sources.values() if s.side and s.minion is not None]
    if not voters:
        return
    options = [
        Option("target", f"Put 1 corruption counter on {s.name}", target=s.minion.uid)
        for s in voters
        if s.minion is not None
    ]
    choice = yield from ask(seat, "target", "6.3.3", "Put a corruption counter on whom?", options)
    source = next(s for s in voters if s.minion is not None and s.minion.uid == choice.target)
    minion = state.cards[choice.target]
    add_corruption(state, minion, seat, 1)
    state.log_line(f"{minion.name} gets 1 corruption counter", "6.3.3", seat)
    caller = poll.action.actor if poll.action is not None else None
    if source.side < 0 and cannot_vote_against(caller, minion):
        source.votes = source.ballots = 0
        source.side = 0
        state.log_line(f"{minion.name}'s votes are canceled: he abstains", "6.3.3", seat)


def _bar_corrupted(state: GameState, poll: Any, card: CardInPlay) -> Handling:
    """Velvet Tongue [SER]: minions with any corruption counters cannot cast votes or ballots
    during this referendum (played before any are cast: its clause)."""
    poll.abilities_used.add(_BARRED)
    state.log_line("Minions with corruption counters cannot cast votes or ballots", "6.3.3")
    return
    yield


POLLING_HANDLERS = {
    CORRUPT_VOTER: ("put 1 corruption counter on a minion casting votes", _corrupt_voter),
    "corrupted_cannot_vote": (
        "minions with corruption counters cannot cast votes or ballots",
        _bar_corrupted,
    ),
}
