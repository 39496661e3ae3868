"""Provides politics: the referendum of a political action and the blood hunt (6.3, 6.5.6)."""

from __future__ import annotations

from collections.abc import Generator, Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ..cards.card_words import GrantTitle
from ..cards.model import TITLE_VOTES, Card
from ..cards.vocabulary import Handler, Votes
from .abilities import ability_options
from .ability_use import use_ability
from .cancels import minion_cancel_window
from .cardplay import (
    can_pay,
    finish_card,
    judge,
    level_keys,
    meets_requirements,
    pay_cost,
    play_from_hand,
)
from .corruption_politics import cannot_cast
from .course import no_reactions
from .effects import amount, effects_at, first, in_play_effects, of_type, played_as
from .events import ReferendumDecided
from .library_five_politics import passes_automatically
from .permanents import ballots_of, may_react, votes_of
from .polling_cards import (
    POLLING_HANDLERS,
    polling_effects,
    polling_playable,
    polling_words,
)
from .prompts import Option, Prompt, ask
from .referendum_cards import LIBRARY_MEASURES
from .referendum_minions import MINION_MEASURES, title_measure
from .referendum_more import MORE_MEASURES
from .referendums import MEASURES, Measure
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY
from .vampire_five import (
    FAIL_REFERENDUM,
    FORCE_VOTES,
    abstainers_gain,
    barred_from_casting,
    blood_for_opposition,
    doubled_votes,
    doubling_seats,
    edge_votes,
    fail_options,
    force_options,
    force_votes,
    hunt_votes_against,
    make_fail,
    vote_after_edge,
)
from .vampire_politics import (
    after_passing,
    against_cost,
    once_tallied,
    use_vote_ability,
    vote_ability_options,
)
from .vampire_referendums import cancel_reaction
from .victory import check_ousts
from .zones import emit, lose_blood, set_edge

if TYPE_CHECKING:
    from .actions import Action

Poll = Generator[Prompt, int, bool]

PRISCI_BLOCK = 3  # 6.3.3: the prisci as a group have 3 votes


@dataclass(slots=True)
class Source:
    """Votes and ballots cast together, all for or all against (6.3.3): a vampire, the Edge..."""

    key: str
    seat: int
    name: str
    votes: int = 0
    ballots: int = 0
    side: int = 0  # +1 for, -1 against, 0 not cast yet
    minion: CardInPlay | None = None
    caster: int | None = None  # who casts them, if not their controller (Mustafa, The Heir)

    def words(self) -> str:
        parts = [f"{self.votes} vote{'s' * (self.votes != 1)}"] if self.votes else []
        if self.ballots:
            parts.append(f"{self.ballots} ballot{'s' * (self.ballots != 1)}")
        return " and ".join(parts) or "no votes"


@dataclass(slots=True)
class Referendum:
    """One referendum being polled: its name, who goes first, and every source so far (6.3.2)."""

    label: str
    first: int  # the acting Methuselah: polling goes round the table from her
    action: Action | None = None  # None for the blood hunt: no modifiers nor reactions (6.5.6)
    diablerist: CardInPlay | None = None  # the blood hunt's target (6.5.6)
    canceled: bool = False  # Delaying Tactics: no verdict
    terms: str = ""  # what is voted on, in words (6.3.1), when the referendum is automated
    sources: dict[str, Source] = field(default_factory=dict)
    political_vote: set[int] = field(default_factory=set)  # 6.3.3: one card vote per Methuselah
    done: set[int] = field(default_factory=set)
    abilities_used: set[str] = field(default_factory=set)  # minions' "during polling" abilities
    doubled: frozenset[int] = frozenset()  # whose vampires' votes are doubled (Orlando)
    made_to_fail: bool = False  # it fails whatever the votes (Fakir al Sidi)

    def _cast(self, side: int, word: str) -> int:
        cast = sum(getattr(s, word) for s in self.sources.values() if s.side == side)
        if self.doubled and word == "votes":
            cast += doubled_votes(self.sources.values(), side, self.doubled)
        return cast

    @property
    def prisci(self) -> int:
        """6.3.3: the block goes to the side with more ballots (+1 or -1); a tie abstains (0)."""
        ballots_for, ballots_against = self._cast(1, "ballots"), self._cast(-1, "ballots")
        return (ballots_for > ballots_against) - (ballots_for < ballots_against)

    @property
    def votes_for(self) -> int:
        return self._cast(1, "votes") + (PRISCI_BLOCK if self.prisci > 0 else 0)

    @property
    def votes_against(self) -> int:
        return self._cast(-1, "votes") + (PRISCI_BLOCK if self.prisci < 0 else 0)

    @property
    def anything_cast(self) -> bool:
        return any(s.side for s in self.sources.values())

    def tally(self) -> dict[str, int]:
        return {
            "for": self.votes_for,
            "against": self.votes_against,
            "ballots for": self._cast(1, "ballots"),
            "ballots against": self._cast(-1, "ballots"),
        }

    def context(self) -> dict[str, Any]:
        """What a screen (or a bot) needs: the referendum, its caller, the running tally."""
        return {
            "referendum": self.label,
            "caller": self.action.seat if self.action is not None else None,
            "diablerist": self.diablerist.uid if self.diablerist is not None else None,
            "diablerist seat": self.diablerist.controller if self.diablerist is not None else None,
            **self.tally(),
        }

    def tally_words(self) -> str:
        return f"{self.votes_for} for, {self.votes_against} against"


# -- the referendum of a political action (6.3.1, 6.3.2) -----------------------------------------


def can_call(state: GameState, seat: int, card: Card, level: str) -> bool:
    """Whether the political action card can be called at this table at all (its measure's
    rulings: "Cannot be played if there is only one opponent left")."""
    handler = first(effects_at(card, level), Handler)
    if handler is None:
        return True
    measure = (MEASURES | MINION_MEASURES | LIBRARY_MEASURES | MORE_MEASURES)[handler.name]
    return measure.callable_by is None or measure.callable_by(state, seat)


def referendum(state: GameState, action: Action, measure: Measure | None = None) -> Poll:
    """6.3.2: after a successful political action: choose the terms, poll, resolve.

    Returns whether the referendum passed.  A card whose effect is not automated is resolved
    by hand (terms included) when it passes; a minion's own political action brings its
    ``measure``.
    """
    seat = action.seat
    card = action.card
    effects = effects_at(card.card, action.level) if card is not None else None
    handler = first(effects, Handler)
    if measure is None and handler is not None:
        measure = (MEASURES | MINION_MEASURES | LIBRARY_MEASURES | MORE_MEASURES)[handler.name]
    title = first(effects, GrantTitle)
    if title is not None:
        measure = title_measure(title)
    label = f"{action.actor.name}'s referendum" + (f" ({card.name})" if card is not None else "")
    terms = None
    if measure is not None:
        if measure.terms is not None:
            # 6.3.1: the terms are chosen only now that the action is successful.
            terms = yield from measure.terms(state, seat, action)
        state.log_line(f"{label}: {measure.describe(state, terms)}", "6.3.2", seat)
    poll = Referendum(label, seat, action)
    if measure is not None:
        poll.terms = measure.describe(state, terms)  # each vote prompt states them
    if card is not None and "Political Action" in card.card.types:
        # 6.3.3: the card that called the referendum is a vote for the caller's Methuselah.
        poll.sources["calling card"] = Source("calling card", seat, card.name, votes=1)
        poll.political_vote.add(seat)
    if passes_automatically(state, seat):
        # Cryptic Rider: not polled, passed by no votes (ruling LSJ 19980107).
        passed = True
        state.log_line(f"{label} passes automatically", "6.3.2", seat)
        emit(state, ReferendumDecided(label, True, seat))
    else:
        passed = yield from _poll(state, poll)
    # 6.3.2: the votes by which it passed (Voter Captivation, Amici Noctis).
    action.margin = poll.votes_for - poll.votes_against if passed else 0
    action.passed = passed
    if passed and measure is not None:
        applied = measure.apply(state, seat, terms)
        if applied is not None:
            yield from applied  # a measure that asks each Methuselah (Reins of Power)
    elif passed and card is not None:
        yield from judge(state, seat, card)
    abstainers_gain(state, poll)  # Alvaro: "After resolution of any political action"
    check_ousts(state)
    if passed and not state.players[seat].ousted:
        yield from after_passing(state, action)
    return passed


def blood_hunt(state: GameState, diablerist: CardInPlay) -> Poll:
    """6.5.6: the automatic referendum after diablerie; True means the diablerist is burned.

    It is not an action: no action modifiers nor reaction cards, votes and ballots as usual.
    """
    poll = Referendum(f"Blood hunt on {diablerist.name}", state.current, diablerist=diablerist)
    state.log_line(f"A blood hunt referendum is called on {diablerist.name}", "6.5.6")
    return (yield from _poll(state, poll))


# -- polling (6.3.3) ------------------------------------------------------------------------------


def _poll(state: GameState, poll: Referendum) -> Poll:
    """6.3.2: everyone casts in turn round the table until all are done; ties fail."""
    while not all(seat in poll.done for seat in state.clockwise_from(poll.first)):
        for seat in state.clockwise_from(poll.first):
            if poll.canceled:
                return False  # canceled: it neither passes nor fails
            if seat in poll.done or state.players[seat].ousted:
                continue
            _gather_sources(state, poll)
            choice = yield from ask(
                seat,
                "vote",
                "6.3.3",
                f"{poll.label}{poll.terms and ': ' + poll.terms}: cast votes and ballots "
                f"({poll.tally_words()})",
                _poll_options(state, poll, seat),
                poll.context(),
            )
            yield from _apply(state, poll, seat, choice)
    poll.doubled = doubling_seats(state)  # "when results are tallied"
    # 6.3.2: more votes for than against passes; tied referendums fail.
    passed = poll.votes_for > poll.votes_against and not poll.made_to_fail
    verdict = "passes" if passed else "fails"
    state.log_line(f"{poll.label} {verdict}: {poll.tally_words()}", "6.3.2", poll.first)
    once_tallied(state, _caller(poll), list(poll.sources.values()))
    blood_for_opposition(state, poll)  # Carlak
    caller = poll.action.seat if poll.action is not None else None
    emit(state, ReferendumDecided(poll.label, passed, caller))
    return passed


def _gather_sources(state: GameState, poll: Referendum) -> None:
    """6.3.3: ready titled minions (ballots for prisci), cards in play with votes, the Edge."""
    for player in state.players:
        if player.ousted:
            continue
        for minion in player.ready:
            key = f"minion {minion.uid}"
            if key in poll.sources or minion.face_down or minion.contested:
                continue
            title = (minion.title or "").lower()
            # 6.3.3: "-1 vote" takes votes away, never below none (New Carthage).
            votes = max(TITLE_VOTES.get(title, 0) + votes_of(state, minion), 0)
            ballots = (1 if title == "priscus" else 0) + ballots_of(minion)
            if votes or ballots:
                poll.sources[key] = Source(key, player.seat, minion.name, votes, ballots, 0, minion)
        for card in player.in_play:
            votes = amount(in_play_effects(card), Votes)
            key = f"card {card.uid}"
            if votes and not card.contested and key not in poll.sources:
                poll.sources[key] = Source(key, player.seat, card.name, votes)
    if state.edge is not None and "edge" not in poll.sources:
        votes = 1 + edge_votes(state, state.edge)  # 6.3.3; Nkule Galadima: 2 more
        poll.sources["edge"] = Source("edge", state.edge, "the Edge", votes=votes)
    poll.doubled = doubling_seats(state)


def _poll_options(state: GameState, poll: Referendum, seat: int) -> list[Option]:
    tally = poll.tally()
    options = [Option("done", f"Done casting (final): {poll.tally_words()}", numbers=tally)]
    for source in poll.sources.values():
        if source.side or not (source.votes or source.ballots):
            continue
        if (source.seat if source.caster is None else source.caster) != seat:
            continue  # Mustafa, The Heir: another Methuselah casts his
        if source.minion is not None and source.minion.region is not Region.READY:
            continue  # 6.3.3: a minion's votes and ballots only while he is ready
        if source.minion is not None and not may_react(state, source.minion):
            continue  # Expulsion: this minion cannot cast votes or ballots this turn
        burns = " (burn the Edge)" if source.key == "edge" else ""
        for key, side in (("vote-for", "for"), ("vote-against", "against")):
            if cannot_cast(poll, _caller(poll), source.minion, side == "against"):
                continue  # corruption counters (rules/corruption_politics.py)
            if barred_from_casting(poll, _caller(poll), source.minion, side == "against"):
                continue  # Nkule Galadima: no Lasombra in his referendums; Troius
            cost = against_cost(_caller(poll), source.minion) if side == "against" else 0
            if cost and source.minion is not None and source.minion.blood < cost:
                continue
            price = f" (burn {cost} blood)" if cost else burns
            more = hunt_votes_against(poll, source.minion) if side == "against" else 0
            extra = f" and {more} more votes" if more else ""  # Jason "Son" Newberry
            options.append(
                Option(
                    key,
                    f"Cast {source.name}'s {source.words()}{extra} {side}{price}",
                    actor=source.minion.uid if source.minion else None,
                    numbers={"votes": source.votes + more, "ballots": source.ballots, **tally},
                    data=source.key,
                )
            )
    if seat not in poll.political_vote:
        for card in _distinct(c for c in state.players[seat].hand if _is_political(c)):
            for key, side in (("burn-for", "for"), ("burn-against", "against")):
                options.append(
                    Option(
                        key,
                        f"Burn {card.name} from hand for 1 vote {side}",
                        card=card.uid,
                        numbers={"votes": 1, **tally},
                    )
                )
    options.extend(_card_options(state, poll, seat))
    options.extend(ability_options(state, seat, "polling", poll=poll))
    options.extend(vote_ability_options(state, poll, seat))
    options.extend(force_options(state, poll, seat))  # Mustafa, The Heir
    options.extend(fail_options(state, poll, seat))  # Fakir al Sidi
    return options


def _caller(poll: Referendum) -> CardInPlay | None:
    return poll.action.actor if poll.action is not None else None


def _is_political(card: CardInPlay) -> bool:
    return "Political Action" in card.card.types


def _distinct(cards: Iterator[CardInPlay]) -> list[CardInPlay]:
    """One copy of each card: copies in hand are the same choice."""
    first: dict[int, CardInPlay] = {}
    for card in cards:
        first.setdefault(card.card.id, card)
    return list(first.values())


def _apply(
    state: GameState, poll: Referendum, seat: int, choice: Option
) -> Generator[Prompt, int, None]:
    name = state.players[seat].name
    if choice.key == "done":
        poll.done.add(seat)
        state.log_line(f"{name} is done casting votes and ballots", "6.3.3", seat)
        return
    if choice.key in ("vote-for", "vote-against"):
        source = poll.sources[choice.data]
        source.side = 1 if choice.key == "vote-for" else -1
        if source.side < 0:
            source.votes += hunt_votes_against(poll, source.minion)  # Jason "Son" Newberry
        if source.key == "edge":
            set_edge(state, None)  # 6.3.3: the Edge is burned for its vote
            for minion in vote_after_edge(state):  # Tyler McGill: +1 vote after it
                key = f"minion {minion.uid}"
                gets = Source(key, minion.controller, minion.name, minion=minion)
                poll.sources.setdefault(key, gets).votes += 1
                state.log_line(f"{minion.name} gets +1 vote", "6.3.3", minion.controller)
        cost = against_cost(_caller(poll), source.minion) if source.side < 0 else 0
        if cost and source.minion is not None:
            lose_blood(state, source.minion, cost)
        side = "for" if source.side > 0 else "against"
        state.log_line(
            f"{name} casts {source.name}'s {source.words()} {side} ({poll.tally_words()})",
            "6.3.3",
            seat,
        )
    elif choice.key in ("burn-for", "burn-against"):
        card = state.cards[choice.card]
        play_from_hand(state, card)
        finish_card(state, card)
        poll.political_vote.add(seat)
        side = 1 if choice.key == "burn-for" else -1
        key = f"political {seat}"
        poll.sources[key] = Source(key, seat, card.name, votes=1, side=side)
        state.log_line(
            f"{name} burns {card.name} for 1 vote {'for' if side > 0 else 'against'} "
            f"({poll.tally_words()})",
            "6.3.3",
            seat,
        )
    elif choice.key == ABILITY:
        minion = state.cards[choice.actor]
        votes = yield from use_vote_ability(state, poll, choice)
        if votes:
            key = f"minion {minion.uid}"
            source = poll.sources.setdefault(key, Source(key, seat, minion.name, minion=minion))
            source.votes += votes
    elif choice.key == "ability":
        yield from use_ability(state, seat, choice, poll=poll)
    elif choice.key == FORCE_VOTES:
        force_votes(state, poll, seat, choice)
    elif choice.key == FAIL_REFERENDUM:
        make_fail(state, poll, seat, choice)
    else:
        yield from _play_card(state, poll, choice)


# -- action modifiers and reactions with votes (6.3.3: other cards) ---------------------------


def _card_options(state: GameState, poll: Referendum, seat: int) -> list[Option]:
    """6.3.3: the acting vampire plays action modifiers; others' ready unlocked minions react."""
    action = poll.action
    if action is None:
        return []  # 6.5.6: the blood hunt is not an action
    if seat == action.seat:
        minions = [action.actor] if action.actor.region is Region.READY else []
        window, card_type = "modifier", "Action Modifier"
    else:
        minions = [
            m
            for m in state.players[seat].ready
            if m.is_minion and not m.face_down and may_react(state, m)
        ]
        window, card_type = "reaction", "Reaction"
    options: list[Option] = []
    for card in _distinct(c for c in state.players[seat].hand if card_type in c.card.types):
        for minion in minions:
            if (minion.uid, card.card.id) in action.played:
                continue  # 1.6.3: not the same card twice by the same minion in one action
            if window == "reaction" and no_reactions(state, minion):
                continue
            if not meets_requirements(state, minion, card.card):
                continue
            if not can_pay(state, minion, card.card):
                continue
            for level in level_keys(minion, card.card):
                locked_ok = card.card.clauses.level(level).locked_ok
                if window == "reaction" and minion.locked and not locked_ok:
                    continue  # 6.3.3: reactions come from ready unlocked minions
                option = _card_option(poll, card, minion, window, level)
                if option is not None:
                    options.append(option)
    return options


def _card_option(
    poll: Referendum, card: CardInPlay, minion: CardInPlay, window: str, level: str
) -> Option | None:
    card_type = "Action Modifier" if window == "modifier" else "Reaction"
    if not played_as(card.card, level, card_type):
        return None
    clauses = card.card.clauses.level(level)
    if not clauses.during_polling:
        return None  # 6.3.3: cards usable during the polling step
    if clauses.before_votes and poll.anything_cast:
        return None
    effects = effects_at(card.card, level)
    if not polling_playable(poll, effects):
        return None
    tag = f" [{level}]" if level else ""
    votes = amount(effects, Votes)
    against = " against" if any(e.against for e in of_type(effects or (), Votes)) else ""
    if against and cannot_cast(poll, _caller(poll), minion, True):
        return None  # corruption counters (rules/corruption_politics.py)
    words = (polling_words(effects) or f"+{votes} votes{against}") if effects is not None else ""
    words = words or "resolve by hand"
    handler = first(effects, Handler)
    if handler is not None:
        words = POLLING_HANDLERS[handler.name][0]
    return Option(
        "play",
        f"{minion.name} plays {card.name}{tag}: {words}",
        actor=minion.uid,
        card=card.uid,
        numbers={"votes": votes, **poll.tally()},
        data=(level, effects),
    )


def _play_card(state: GameState, poll: Referendum, choice: Option) -> Generator[Prompt, int, None]:
    """Play the card; its votes join the minion's own, cast together (6.3.3)."""
    assert poll.action is not None
    card = state.cards[choice.card]
    minion = state.cards[choice.actor]
    level, effects = choice.data
    seat = minion.controller
    play_from_hand(state, card, level)
    if (yield from minion_cancel_window(state, seat, card)):
        finish_card(state, card)  # 1.6.1.1: canceled as it is played, its cost unpaid
        return
    if (yield from cancel_reaction(state, poll, card, minion)):
        return  # Diana Iadanza
    pay_cost(state, seat, minion, card.card)
    poll.action.played.add((minion.uid, card.card.id))
    state.log_line(choice.label, "6.3.3", seat)
    key = f"minion {minion.uid}"
    source = poll.sources.setdefault(key, Source(key, seat, minion.name, minion=minion))
    if effects is not None:
        against = sum(e.amount for e in of_type(effects, Votes) if e.against)
        source.votes += amount(effects, Votes) - against
        if against:
            # "+3 votes against the referendum": cast against as the card is played.
            key = f"card {card.uid}"
            poll.sources[key] = Source(key, seat, card.name, votes=against, side=-1)
        handler = first(effects, Handler)
        if handler is not None:
            yield from POLLING_HANDLERS[handler.name][1](state, poll, card)
        yield from polling_effects(state, poll, minion, source, effects)
    else:
        yield from judge(state, seat, card)
        yield from _judge_votes(state, poll, seat, card, source)
    if source.side:
        side = "for" if source.side > 0 else "against"
        state.log_line(f"{minion.name} has already cast: the votes count {side}", "6.3.3", seat)
    finish_card(state, card)
    check_ousts(state)


def _judge_votes(
    state: GameState, poll: Referendum, seat: int, card: CardInPlay, source: Source
) -> Generator[Prompt, int, None]:
    """The votes a card resolved by hand gives (1.4): added to the minion, or abstentions."""
    name = state.players[seat].name
    added = 0
    while True:
        options = [
            Option("done", f"Done: {card.name} gives {source.name} {added} votes"),
            Option("vote+", f"{source.name} gets +1 vote"),
        ]
        if added > 0:
            options.append(Option("vote-", f"{source.name} gets -1 vote"))
        for other in poll.sources.values():
            if other.votes or other.ballots:
                options.append(
                    Option(
                        "abstain",
                        f"{other.name} abstains (cancel its votes and ballots)",
                        data=other.key,
                    )
                )
        choice = yield from ask(
            seat,
            "judge",
            "1.4",
            f"Resolve {card.name}: votes and abstentions ({poll.tally_words()})",
            options,
            poll.tally(),
            skip_single=False,
        )
        if choice.key == "done":
            return
        if choice.key == "abstain":
            other = poll.sources[choice.data]
            other.votes = other.ballots = 0
        else:
            step = 1 if choice.key == "vote+" else -1
            source.votes += step
            added += step
        state.log_line(f"Judge ({name}): {choice.label}", "1.4", seat)
