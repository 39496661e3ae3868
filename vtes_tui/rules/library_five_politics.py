"""Provides what the political words of the fifth batch of the tournament library do
(cards/library_five_words.py): votes for each ready vampire of a clan (6.3.3), and the next
referendum passing automatically (Cryptic Rider)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards.library_five_words import VotesEach
from .events import Modifier
from .state import GameState
from .zones import add_modifier, modified

AUTO_PASS = "referendum passes"  # a Methuselah's modifier: her next referendum passes

if TYPE_CHECKING:
    from .politics import Referendum


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
