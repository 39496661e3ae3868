"""Provides what minions' own abilities do in referendums (6.3): votes they pay for while
polling, a price for votes cast against their referendums, and what follows a referendum that
passes, and the referendums of their own political actions. Named handlers of the card
definitions, found in this module's tables."""

from __future__ import annotations

from typing import Any

from ..cards.vocabulary import PayFor
from .corruption_politics import change_options, change_votes, changes_votes
from .effects import in_play_effects
from .prompts import Ask, Option, ask
from .referendums import Measure
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, USE, abilities, handlers, pay, prices, ready_with
from .victory import check_ousts
from .zones import add_blood, gain_pool, lose_blood, lose_pool, move, unlock

AGAINST_COSTS_BLOOD = "votes_against_cost_blood"
UNLOCK_AFTER_PASSING = "unlock_after_passing"
PREY_BURNS_AFTER_PASSING = "prey_burns_after_passing"
POOL_AFTER_PASSING = "pool_after_passing"
FORCE_ABSTAIN = "force_abstain"
AGAINST_BURNS_BLOOD = "votes_against_burn_blood"
NO_POLITICAL_ACTIONS = "no_political_actions"  # Gillian Krader: read by actions._card_actions
NAMED = (
    AGAINST_COSTS_BLOOD,
    UNLOCK_AFTER_PASSING,
    PREY_BURNS_AFTER_PASSING,
    POOL_AFTER_PASSING,
    FORCE_ABSTAIN,
    AGAINST_BURNS_BLOOD,
    NO_POLITICAL_ACTIONS,
)


def vote_ability_options(state: GameState, poll: Any, seat: int) -> list[Option]:
    """6.3.3: during the polling step, a ready vampire of hers pays for +votes, or makes a
    vampire abstain; each once each referendum (wording templates: "During X, do Y")."""
    used: set[str] = poll.abilities_used
    options = []
    for minion in state.players[seat].ready:
        if minion.contested:
            continue
        if FORCE_ABSTAIN in handlers(minion) and f"{minion.uid} {FORCE_ABSTAIN}" not in used:
            options.extend(_abstain_options(poll, minion))
        options.extend(change_options(poll, minion))  # Neferu (rules/corruption_politics.py)
        for index, words in abilities(minion, PayFor):
            if not words.votes or f"{minion.uid} {index}" in used:
                continue
            for price, card in prices(state, minion, words):
                options.append(
                    Option(
                        ABILITY,
                        f"{minion.name} {price}: +{words.votes} vote",
                        actor=minion.uid,
                        card=card,
                        numbers={"votes": words.votes},
                        data=index,
                    )
                )
    return options


def _abstain_options(poll: Any, arishat: CardInPlay) -> list[Option]:
    """Arishat: she can burn 1 blood to force a vampire to abstain (one who has not cast his
    votes and ballots yet: once cast they cannot change, 6.3.2)."""
    if arishat.blood < 1:
        return []
    return [
        Option(
            ABILITY,
            f"{arishat.name} burns 1 blood: {source.name} abstains",
            actor=arishat.uid,
            target=source.minion.uid,
            data=source.key,
        )
        for source in poll.sources.values()
        if source.minion is not None
        and source.minion.is_vampire
        and not source.side
        and (source.votes or source.ballots)
    ]


def use_vote_ability(state: GameState, poll: Any, choice: Option) -> Ask:
    """Use the ability chosen; returns the votes the vampire using it gets."""
    minion = state.cards[choice.actor]
    if changes_votes(choice):
        change_votes(state, poll, choice)
        return 0
    state.log_line(choice.label, "6.3.3", minion.controller)
    if isinstance(choice.data, str):
        poll.abilities_used.add(f"{minion.uid} {FORCE_ABSTAIN}")
        lose_blood(state, minion, 1)
        source = poll.sources[choice.data]
        source.votes = source.ballots = 0
        return 0
    words: PayFor = in_play_effects(minion)[choice.data]
    poll.abilities_used.add(f"{minion.uid} {choice.data}")
    yield from pay(state, minion, words, choice.card)
    return words.votes


def against_cost(caller: CardInPlay | None, voter: CardInPlay | None) -> int:
    """Alexander Silverson: vampires must burn 1 blood to cast votes and ballots against
    referendums he calls."""
    if caller is None or voter is None or not voter.is_vampire:
        return 0
    return 1 if AGAINST_COSTS_BLOOD in handlers(caller) else 0


def once_tallied(state: GameState, caller: CardInPlay | None, sources: list[Any]) -> None:
    """Hartmut Stover: any vampire casting votes or ballots against a referendum he called
    burns 1 blood once results are tallied (6.3.2); one with no blood burns none."""
    if caller is None or AGAINST_BURNS_BLOOD not in handlers(caller):
        return
    for source in sources:
        voter = source.minion
        if source.side < 0 and voter is not None and voter.is_vampire and voter.blood:
            lose_blood(state, voter, 1)
            state.log_line(f"{voter.name} burns 1 blood ({caller.name})", "6.3.2", voter.controller)


def after_passing(state: GameState, action: Any) -> Ask:
    """What follows the referendum of a political action that passed, after its effects."""
    caller = action.actor
    if UNLOCK_AFTER_PASSING in handlers(caller) and caller.locked and caller.region is Region.READY:
        # Sybren van Oosten: you can unlock him after a referendum he called passes.
        options = [Option(USE, f"Unlock {caller.name}", actor=caller.uid), Option("pass", "No")]
        choice = yield from ask(action.seat, ABILITY, "6.3.2", "Unlock the caller?", options)
        if choice.key == USE:
            unlock(state, caller)
            state.log_line(f"{caller.name} unlocks", "6.3.2", action.seat)
    if POOL_AFTER_PASSING in handlers(caller):
        # Armin Brenner: when a referendum he calls passes, you gain 1 pool after resolving it.
        gain_pool(state, action.seat, 1)
        state.log_line(f"{state.players[action.seat].name} gains 1 pool ({caller.name})", "6.3.2")
    for lutz in ready_with(state, None, PREY_BURNS_AFTER_PASSING):
        # Lutz von Hohenzollern: if he is ready, your prey burns 1 pool after the referendum
        # of a political action passes (rulings: not if his controller was ousted by it).
        seat = lutz.controller
        if state.players[seat].ousted or lutz.region is not Region.READY:
            continue
        prey = state.prey(seat)
        if prey != seat:
            lose_pool(state, prey, 1)
            state.log_line(f"{state.players[prey].name} burns 1 pool ({lutz.name})", "6.3.2")
    check_ousts(state)


# -- a vampire's own political action (6.1.7, 6.3) -----------------------------------------------

DISTRIBUTED_BLOOD = 4


def _distribution_terms(state: GameState, seat: int, action: Any) -> Any:
    """Dmitra Ilyanova: distribute 4 blood among one or more ready vampires (6.3.1: the
    terms), one blood at a time."""
    given: dict[int, int] = {}
    for left in range(DISTRIBUTED_BLOOD, 0, -1):
        options = [
            Option(
                "point",
                f"1 blood to {v.name} ({state.players[v.controller].name}, {given.get(v.uid, 0)}"
                f" so far)",
                target=v.uid,
                numbers={"left": left},
            )
            for p in state.players
            if not p.ousted
            for v in p.ready
            if v.is_vampire and not v.contested
        ]
        if not options:
            break
        choice = yield from ask(seat, "terms", "6.3.2", f"Distribute {left} more blood", options)
        given[choice.target] = given.get(choice.target, 0) + 1
    return given


def _distribution_words(state: GameState, given: dict[int, int]) -> str:
    return ", ".join(f"{state.cards[uid].name} {n}" for uid, n in given.items()) or "no blood"


def _distribute(state: GameState, seat: int, given: dict[int, int]) -> None:
    for uid, amount in given.items():
        vampire = state.cards[uid]
        if vampire.region is Region.READY:
            gained = add_blood(state, vampire, amount)
            state.log_line(f"{vampire.name} gains {gained} blood", "6.3.2", seat)


DISTRIBUTE_BLOOD = Measure(_distribution_terms, _distribution_words, _distribute)


RETURNED = 2  # Undele: "two minion cards"
MINION_CARD_TYPES = (  # 1.6.3: the cards minions play
    "Action",
    "Action Modifier",
    "Ally",
    "Combat",
    "Equipment",
    "Political Action",
    "Reaction",
    "Retainer",
)


def _minion_cards(state: GameState, seat: int) -> list[CardInPlay]:
    return [
        c for c in state.players[seat].ash_heap if any(t in MINION_CARD_TYPES for t in c.card.types)
    ]


def _returned_terms(state: GameState, seat: int, action: Any) -> Any:
    """Undele: the two minion cards of your ash heap the referendum would move to your hand,
    named as it is called (6.3.1; rulings LSJ 20100917: by name)."""
    named: list[str] = []
    for left in range(RETURNED, 0, -1):
        left_of: dict[str, CardInPlay] = {}
        counts: dict[str, int] = {}
        for c in _minion_cards(state, seat):
            counts[c.card.name] = counts.get(c.card.name, 0) + 1
            left_of.setdefault(c.card.name, c)
        for name in named:
            counts[name] -= 1
        options = [
            Option("card", f"Name {name}", card=left_of[name].uid)
            for name, count in counts.items()
            if count > 0
        ]
        if not options:
            break
        choice = yield from ask(
            seat, "terms", "6.3.1", f"Name a minion card of your ash heap ({left} to name)", options
        )
        named.append(state.cards[choice.card].card.name)
    return named


def _returned_words(state: GameState, named: list[str]) -> str:
    return "move " + (" and ".join(named) or "nothing") + " from the ash heap to the hand"


def _return_to_hand(state: GameState, seat: int, named: list[str]) -> Ask:
    """6.3.2: each named card still in the ash heap (a copy of that name) goes to the hand;
    then the hand is discarded down to its size (1.6.1.2: "discard afterward")."""
    from .cardplay import discard_down

    for name in named:
        found = next((c for c in _minion_cards(state, seat) if c.card.name == name), None)
        if found is not None:
            move(state, found, Region.HAND)
            state.log_line(f"{found.name} moves from the ash heap to the hand", "6.3.2", seat)
    yield from discard_down(state, seat)


MINION_CARDS_TO_HAND = Measure(_returned_terms, _returned_words, _return_to_hand)
