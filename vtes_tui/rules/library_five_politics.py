"""Provides what the political words of the fifth batch of the tournament library do
(cards/library_five_words.py): votes for each ready vampire of a clan (6.3.3), and the next
referendum passing automatically (Cryptic Rider)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import TYPE_CHECKING, Any

from ..cards.library_five_words import ForceAbstain, VotesEach
from .cardplay import discard_down
from .events import Modifier
from .prompts import Option, Prompt, ask
from .state import CardInPlay, GameState, Region
from .zones import add_modifier, modified, move

AUTO_PASS = "referendum passes"  # a Methuselah's modifier: her next referendum passes

if TYPE_CHECKING:
    from .politics import Referendum, Source


def votes_each_words(effect: VotesEach) -> str:
    """The words of the card's option: "+1 vote for each Ravnos"."""
    sect = f"{effect.sect} " if effect.sect else ""
    return f"+{effect.amount} votes for each {sect}{effect.clan}"


def add_votes_each(state: GameState, poll: Referendum, effect: VotesEach) -> None:
    """6.3.3: each ready vampire of the clan (and sect), anyone's, gets the votes: his own
    source, cast by his Methuselah with his other votes (for the side he has cast, if he
    has)."""
    from .politics import Source

    for player in state.players:
        if player.ousted:
            continue
        for vampire in player.ready:
            if not vampire.is_vampire or vampire.face_down or vampire.contested:
                continue
            if effect.clan not in vampire.card.clans:
                continue
            if effect.sect and vampire.sect != effect.sect:
                continue
            key = f"minion {vampire.uid}"
            source = poll.sources.setdefault(
                key, Source(key, player.seat, vampire.name, minion=vampire)
            )
            source.votes += effect.amount
            state.log_line(f"{vampire.name} gets +{effect.amount} votes", "6.3.3", player.seat)


def passes_automatically(state: GameState, seat: int) -> bool:
    """Whether the referendum her vampire calls now passes automatically (Cryptic Rider); it
    uses up the effect."""
    if modified(state, AUTO_PASS, seat=seat) <= 0:
        return False
    add_modifier(state, Modifier(AUTO_PASS, -1, "turn", seat=seat))
    return True


def abstainers(poll: Referendum) -> list[Source]:
    """The vampires with votes or ballots in this referendum, cast or not (6.3.3)."""
    return [
        s
        for s in poll.sources.values()
        if (s.votes or s.ballots)
        and s.minion is not None
        and s.minion.is_vampire
        and s.minion.region is Region.READY
    ]


def force_abstain(
    state: GameState, poll: Referendum, effect: ForceAbstain, seat: int
) -> Generator[Prompt, int, None]:
    """Telepathic Vote Counting [AUS]: the chosen vampire's votes and ballots are canceled,
    and he casts none (not locked)."""
    found = abstainers(poll)
    if not found:
        return
    options = [
        Option("target", f"{s.name} ({s.words()}) abstains", target=s.minion.uid)
        for s in found
        if s.minion is not None
    ]
    choice = yield from ask(seat, "target", "6.3.3", "Which vampire abstains?", options)
    chosen = next(s for s in found if s.minion is not None and s.minion.uid == choice.target)
    chosen.votes = chosen.ballots = 0
    chosen.side = 0
    state.log_line(f"{chosen.name} abstains ({poll.tally_words()})", "6.3.3", seat)


def _cancel_and_return(
    state: GameState, poll: Any, card: CardInPlay
) -> Generator[Prompt, int, None]:
    """Telepathic Vote Counting [aus]: cancel the referendum (not tallied, ruling LSJ
    20010209); a political action card that called it returns to its owner's hand (discard
    down afterward)."""
    poll.canceled = True
    state.log_line(f"{poll.label} is canceled by {card.name}", "6.3.2")
    calling = poll.action.card if poll.action is not None else None
    if calling is None or calling.region is not Region.PLAYING:
        return
    owner = calling.owner
    move(state, calling, Region.HAND)
    state.log_line(f"{calling.name} returns to {state.players[owner].name}'s hand", "6.3.2")
    yield from discard_down(state, owner)


POLLING_HANDLERS: dict[str, tuple[str, Callable[[GameState, Any, CardInPlay], Any]]] = {
    "cancel_and_return": ("cancel the referendum, the card back to hand", _cancel_and_return),
}
