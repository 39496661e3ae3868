"""Provides what cards played during the polling step (6.3.3) do besides adding votes: votes
bought with blood (Awe), a voter locked and made to abstain (Scalpel Tongue), and the named
handlers: Delaying Tactics cancels the referendum."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from ..cards.action_words import Abstain, VotesPerBlood
from ..cards.library_five_words import ForceAbstain, VotesEach
from .cardplay import discard_down
from .corruption_politics import POLLING_HANDLERS as CORRUPTION_POLLING
from .corruption_politics import corrupt_playable
from .effects import Effects, first, of_type
from .library_five_politics import POLLING_HANDLERS as LIBRARY_FIVE_POLLING
from .library_five_politics import abstainers, add_votes_each, force_abstain, votes_each_words
from .prompts import Option, Prompt, ask
from .state import CardInPlay, GameState, Region
from .zones import lock, lose_blood, move, unlock

if TYPE_CHECKING:
    from .politics import Referendum, Source

Handling = Generator[Prompt, int, None]


def _cancel_referendum(state: GameState, poll: Any, card: CardInPlay) -> Handling:
    """Delaying Tactics: cancel the referendum; unlock the acting vampire; the political
    action card that called it returns to its owner's hand (discard down afterward); her
    minions cannot perform the same political action again this turn (RTR 19970630: the
    acting minion has still taken his political action this turn)."""
    action = poll.action
    poll.canceled = True
    state.log_line(f"{poll.label} is canceled by {card.name}", "6.3.2")
    unlock(state, action.actor)
    calling = action.card
    if calling is None or calling.region is not Region.PLAYING:
        return
    owner = calling.owner
    move(state, calling, Region.HAND)
    for minion in state.players[action.seat].controlled:
        minion.used.add(calling.card.id)  # 6.1.6: as if each had taken that action this turn
    state.log_line(f"{calling.name} returns to {state.players[owner].name}'s hand", "6.3.2")
    yield from discard_down(state, owner)


POLLING_HANDLERS: dict[str, tuple[str, Callable[[GameState, Any, CardInPlay], Handling]]] = {
    "cancel_referendum": ("cancel the referendum", _cancel_referendum),
    **CORRUPTION_POLLING,  # Velvet Tongue (rules/corruption_politics.py)
    **LIBRARY_FIVE_POLLING,  # Telepathic Vote Counting (rules/library_five_politics.py)
}
"""Handlers by name: the words of the card's option, and the procedure."""


def _voters(poll: Referendum) -> list[Source]:
    """The vampires who have cast votes or ballots in this referendum (6.3.3)."""
    return [
        s
        for s in poll.sources.values()
        if s.side
        and (s.votes or s.ballots)
        and s.minion is not None
        and s.minion.is_vampire
        and s.minion.region is Region.READY
    ]


def polling_playable(poll: Referendum, effects: Effects | None) -> bool:
    """A card that makes a voter abstain needs one who has cast votes or ballots; so does one
    putting a corruption counter on a minion casting them."""
    if not corrupt_playable(poll, effects):
        return False
    if first(effects, ForceAbstain) is not None and not abstainers(poll):
        return False  # Telepathic Vote Counting [AUS]: no vampire to make abstain
    return not (first(effects, Abstain) is not None and not _voters(poll))


def polling_words(effects: Effects | None) -> str:
    """What the card does besides votes, in the words of its option ("" for votes only)."""
    parts = []
    for bought in of_type(effects or (), VotesPerBlood):
        parts.append(f"+{bought.per if bought.per > 1 else ''}X+{bought.base} votes for X blood")
    for abstain in of_type(effects or (), Abstain):
        burn = f", who burns {abstain.burn} blood" if abstain.burn else ""
        parts.append(f"a vampire who cast votes is locked and abstains{burn}")
    parts.extend(votes_each_words(each) for each in of_type(effects or (), VotesEach))
    if first(effects, ForceAbstain) is not None:
        parts.append("a vampire with votes or ballots abstains")
    return ", ".join(parts)


def polling_effects(
    state: GameState, poll: Referendum, minion: CardInPlay, source: Source, effects: Effects
) -> Generator[Prompt, int, None]:
    """Carry out the card's polling words for the minion who played it."""
    seat = minion.controller
    for bought in of_type(effects, VotesPerBlood):
        yield from _votes_for_blood(state, minion, source, bought, seat)
    for abstain in of_type(effects, Abstain):
        yield from _abstain(state, poll, abstain, seat)
    for each in of_type(effects, VotesEach):
        add_votes_each(state, poll, each)
    for forced in of_type(effects, ForceAbstain):
        yield from force_abstain(state, poll, forced, seat)


def _votes_for_blood(
    state: GameState, minion: CardInPlay, source: Source, bought: VotesPerBlood, seat: int
) -> Generator[Prompt, int, None]:
    options = [
        Option(
            "blood",
            f"X = {x}: burn {x} blood for {bought.per * x + bought.base} votes",
            numbers={"blood": x, "votes": bought.per * x + bought.base},
            data=x,
        )
        for x in range(minion.blood + 1)
    ]
    choice = yield from ask(seat, "cost", "6.3.3", "How much blood (X)?", options)
    x = int((choice.numbers or {})["blood"])
    lose_blood(state, minion, x)
    source.votes += bought.per * x + bought.base
    state.log_line(
        f"{minion.name} burns {x} blood for {bought.per * x + bought.base} votes", "6.3.3", seat
    )


def _abstain(
    state: GameState, poll: Referendum, abstain: Abstain, seat: int
) -> Generator[Prompt, int, None]:
    voters = _voters(poll)
    if not voters:
        return
    options = [
        Option("target", f"{s.name} ({s.words()}) is locked and abstains", target=s.minion.uid)
        for s in voters
        if s.minion is not None
    ]
    choice = yield from ask(seat, "target", "6.3.3", "Which vampire abstains?", options)
    chosen = next(s for s in voters if s.minion is not None and s.minion.uid == choice.target)
    vampire = chosen.minion
    assert vampire is not None
    chosen.votes = chosen.ballots = 0  # his votes and ballots are cancelled
    chosen.side = 0
    lock(state, vampire)
    if abstain.burn:
        lose_blood(state, vampire, abstain.burn)
    state.log_line(f"{vampire.name} is locked and abstains ({poll.tally_words()})", "6.3.3", seat)
