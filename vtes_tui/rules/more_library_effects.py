"""Provides the procedures of words added for more of the most-played library cards of the
tournament decklists: pool for the Methuselahs controlling the oldest vampires of a clan
(Haqim's Law: Leadership), blood for a younger vampire in the uncontrolled region from a chosen
one (Tend the Flock, Grooming the Protégé), pool or blood for a clan (The Eternals of Sirius), a
counter burned each turn, a card exchanged with the ash heap, an ally recruited from the hand
outside an action (Piper), pool and cards at random each unlock phase; and the vampires such
master cards are played choosing (5), those who entered play in the last influence phase (7),
the bleed cards in play give a clan (6.1.1). What they do around a combat is
more_combat_effects.py's; tolls on the whole table, more_table_effects.py's."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..cards.action_words import OldestGainPool
from ..cards.in_play_words import (
    BurnCounter,
    ClanBleed,
    DrawDiscardDown,
    ExchangeAshHeap,
    PoolOrRandomCards,
)
from ..cards.master_words import FeedYounger, PoolOrBlood, RecruitFromHand
from ..cards.vocabulary import Effect
from .contests import in_play_with
from .effects import in_play_effects, of_type
from .events import CardMoved, PhaseBegan
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Phase, Region
from .zones import (
    add_blood,
    attach,
    burn,
    draw,
    gain_pool,
    lock,
    lose_blood,
    lose_pool,
    move,
)

if TYPE_CHECKING:
    from .apply import Played


def _oldest_gain_pool(played: Played, effect: OldestGainPool) -> Ask:
    """1.5.2: the oldest are those of the highest capacity; a tie makes several oldest, and
    each of their Methuselahs gains the pool once."""
    state = played.state
    ready = [
        v
        for p in state.players
        if not p.ousted
        for v in p.ready
        if v.is_vampire and not v.face_down and effect.clan in v.card.clans
    ]
    if not ready:
        return
    oldest = max(v.capacity for v in ready)
    for seat in sorted({v.controller for v in ready if v.capacity == oldest}):
        gain_pool(state, seat, effect.amount)
        name = state.players[seat].name
        state.log_line(f"{name} gains {effect.amount} pool", played.section, played.seat)
    return
    yield


def feeders(state: GameState, seat: int, effect: FeedYounger) -> list[CardInPlay]:
    """The ready vampires she controls the card may be played choosing: of the clan and term
    it names, unlocked if it says so, with blood to move if it moves some, and with a younger
    vampire in her uncontrolled region to feed."""
    return [
        v
        for v in state.players[seat].ready
        if v.is_vampire
        and not v.face_down
        and (not effect.clan or effect.clan in v.card.clans)
        and (not effect.keyword or effect.keyword in v.card.keywords)
        and not (effect.unlocked and v.locked)
        and not (effect.move and not v.blood)
        and _younger(state, seat, v, effect)
    ]


def _younger(
    state: GameState, seat: int, chosen: CardInPlay, effect: FeedYounger
) -> list[CardInPlay]:
    """1.5.2: younger is of a lower capacity."""
    return [
        c
        for c in state.players[seat].uncontrolled
        if c.card.is_vampire
        and c.capacity < chosen.capacity
        and (not effect.same_clan or set(c.card.clans) & set(chosen.card.clans))
        and (not effect.to_keyword or effect.to_keyword in c.card.keywords)
    ]


def _feed_younger(played: Played, effect: FeedYounger) -> Ask:
    """The younger vampire is chosen on resolution; "move up to N blood": 1 to N, no more than
    the chosen vampire has."""
    state, seat, chosen = played.state, played.seat, played.target
    assert chosen is not None, "chosen with the card"
    found = _younger(state, seat, chosen, effect)
    if not found or (effect.move and not chosen.blood):
        state.log_line(f"{played.card.name}: no vampire to add blood to", played.section, seat)
        return
    options = [Option("target", f"Add blood to {c.name}", target=c.uid) for c in found]
    choice = yield from ask(seat, "target", played.section, "Add blood to whom?", options)
    younger = state.cards[choice.target]
    amount = effect.amount
    if effect.move:
        most = min(effect.amount, chosen.blood)
        options = [
            Option("amount", f"Move {n} blood from {chosen.name} to {younger.name}", data=n)
            for n in range(most, 0, -1)
        ]
        choice = yield from ask(seat, "amount", played.section, "How much blood?", options)
        amount = lose_blood(state, chosen, choice.data)
    gained = add_blood(state, younger, amount)
    state.log_line(f"{younger.name} gains {gained} blood", played.section, seat)


def clan_uncontrolled(state: GameState, seat: int, effect: PoolOrBlood) -> list[CardInPlay]:
    """The vampires of the clan, old enough, in her uncontrolled region."""
    return [
        c
        for c in state.players[seat].uncontrolled
        if c.card.is_vampire
        and effect.clan in c.card.clans
        and c.capacity >= effect.capacity_at_least
    ]


def controls_clan(state: GameState, seat: int, clan: str) -> bool:
    """She controls a ready vampire of the clan."""
    return any(
        v.is_vampire and not v.face_down and clan in v.card.clans for v in state.players[seat].ready
    )


def _pool_or_blood(played: Played, effect: PoolOrBlood) -> Ask:
    """The option chosen with the card: a vampire to add blood to, or none (the pool)."""
    state, seat, vampire = played.state, played.seat, played.target
    if vampire is None:
        gain_pool(state, seat, effect.amount)
        name = state.players[seat].name
        state.log_line(f"{name} gains {effect.amount} pool", played.section, seat)
        return
    gained = add_blood(state, vampire, effect.amount)
    state.log_line(f"{vampire.name} gains {gained} blood", played.section, seat)
    return
    yield


def clan_bleed(state: GameState, vampire: CardInPlay) -> int:
    """6.1.1: the bleed cards in play give every vampire of a clan (Palla Grande); a contested
    card is out of play (4.1)."""
    total = 0
    for card in in_play_with(state, ClanBleed):  # asked for every bleed offered: mostly none
        if not card.contested:
            for word in of_type(in_play_effects(card), ClanBleed):
                if vampire.is_vampire and word.clan in vampire.card.clans:
                    if not word.titled or vampire.title:
                        total += word.amount
    return total


def _burn_counter(played: Played, effect: BurnCounter) -> Ask:
    """The counter is burned; with none left, the card is burned."""
    state, card = played.state, played.card
    lose_blood(state, card, 1)
    state.log_line(f"1 counter is burned from {card.name}", played.section, played.seat)
    if card.blood <= 0:
        burn(state, card)
        state.log_line(f"{card.name} has no counters and is burned", played.section, played.seat)
    return
    yield


def exchangeable(state: GameState, seat: int, effect: ExchangeAshHeap) -> list[CardInPlay]:
    """The cards in her ash heap requiring a minion of the sect, one of each name."""
    found: dict[str, CardInPlay] = {}
    for card in state.players[seat].ash_heap:
        if any(r.sect == effect.sect for r in card.card.clauses.requirement):
            found.setdefault(card.name, card)
    return list(found.values())


def _exchange_ash_heap(played: Played, effect: ExchangeAshHeap) -> Ask:
    """The card from the ash heap, then the card of her hand it is exchanged for (1.6.1.2:
    her hand keeps its size)."""
    state, seat = played.state, played.seat
    hand = state.players[seat].hand
    found = exchangeable(state, seat, effect)
    if not found or not hand:
        return
    options = [Option("card", f"Take {c.name} from your ash heap", card=c.uid) for c in found]
    choice = yield from ask(seat, "search", played.section, "Which card to take?", options)
    taken = state.cards[choice.card]
    seen: dict[str, CardInPlay] = {}
    for card in hand:
        seen.setdefault(card.name, card)
    options = [
        Option("discard", f"Put {c.name} in your ash heap", card=c.uid) for c in seen.values()
    ]
    choice = yield from ask(seat, "discard-card", played.section, "For which card?", options)
    given_up = state.cards[choice.card]
    move(state, given_up, Region.ASH_HEAP)
    move(state, taken, Region.HAND)
    name = state.players[seat].name
    state.log_line(
        f"{name} exchanges {given_up.name} for {taken.name} from her ash heap", played.section, seat
    )


def entered_last_influence(state: GameState, seat: int) -> list[CardInPlay]:
    """The vampires who entered her ready region during her last influence phase (7) and are
    still there: the cards moved to a ready region between that phase's beginning and her next
    phase's, read back from the events (a merged vampire did not enter play: ruling LSJ
    20030519-2)."""
    since: set[int] = set()  # moved to a ready region after the phase beginning last seen
    for event in reversed(state.events):
        if isinstance(event, PhaseBegan) and event.seat == seat:
            if event.phase is Phase.INFLUENCE:
                return [v for v in state.players[seat].ready if v.uid in since and v.is_vampire]
            since = set()
        elif isinstance(event, CardMoved) and event.destination is Region.READY:
            since.add(event.card.uid)
    return []  # no influence phase of hers yet


def _hires(state: GameState, vampire: CardInPlay) -> list[tuple[CardInPlay, str]]:
    """The allies and retainers in her hand this vampire can recruit or employ, at each level
    he can play them at (1.6.1.3: requirements and cost), one of each name."""
    from .cardplay import has_room_for, playable_levels

    seen: dict[str, CardInPlay] = {}
    for card in state.players[vampire.controller].hand:
        if {"Ally", "Retainer"} & set(card.card.types):
            seen.setdefault(card.name, card)
    return [
        (card, level)
        for card in seen.values()
        if "Ally" in card.card.types or has_room_for(vampire, card.card)
        for level in playable_levels(state, vampire, card.card)
    ]


def recruiters(state: GameState, seat: int, effect: RecruitFromHand) -> list[CardInPlay]:
    """The ready unlocked vampires of the sect she controls with an ally or retainer to take
    from her hand."""
    return [
        v
        for v in state.players[seat].ready
        if v.is_vampire
        and not v.locked
        and not v.face_down
        and (v.sect or "").lower() == effect.sect
        and _hires(state, v)
    ]


def _recruit_from_hand(played: Played, effect: RecruitFromHand) -> Ask:
    """Piper: lock the chosen vampire; he recruits the ally (in the uncontrolled region until
    the end of the turn: it cannot act this turn, ruling RBK recruit-ally) or employs the
    retainer, played from her hand (1.6.1.2: replaced) with its cost paid. What its card does
    as it enters play follows; not what concerns a recruit action (there is none)."""
    from ..cards.action_words import PutOnSelf
    from ..cards.card_words import Again, UnlockRecruiter
    from .action_cards import carry_out
    from .apply import starting_life
    from .cardplay import finish_card, pay_cost, play_from_hand
    from .contests import enter_play
    from .effects import effects_at

    state, seat, vampire = played.state, played.seat, played.target
    assert vampire is not None, "chosen with the card"
    lock(state, vampire)
    hires = _hires(state, vampire)
    if not hires:
        return
    options = [
        Option(
            "card",
            f"{vampire.name} takes {card.name}{f' [{level}]' if level else ''}",
            card=card.uid,
            data=level,
        )
        for card, level in hires
    ]
    choice = yield from ask(seat, "search", played.section, "Recruit or employ what?", options)
    card, level = state.cards[choice.card], choice.data
    play_from_hand(state, card, level)
    pay_cost(state, seat, vampire, card.card)
    if "Ally" in card.card.types:
        move(state, card, Region.UNCONTROLLED)
        card.recruited_this_turn = True  # 6.1.5: it comes out at the end of the turn
        add_blood(state, card, starting_life(card), entering=True)
        state.log_line(f"{vampire.name} recruits {card.name}", played.section, seat)
    else:
        attach(state, card, vampire)
        add_blood(state, card, starting_life(card), entering=True)
        state.log_line(f"{vampire.name} employs {card.name}", played.section, seat)
    enter_play(state, card)
    words = [
        e
        for e in effects_at(card.card, level) or ()
        if not isinstance(e, (UnlockRecruiter, Again, PutOnSelf))
    ]
    yield from carry_out(replace(played, card=card, minion=vampire, level=level), words)
    finish_card(state, card)


def _pool_or_random_cards(played: Played, effect: PoolOrRandomCards) -> Ask:
    """She chooses how many of the X are cards (no more than her hand holds), the rest pool;
    the cards are discarded at random all at once, not replaced (ruling LSJ 20090618)."""
    state, seat, card = played.state, played.seat, played.card
    player = state.players[seat]
    owed = card.blood
    if owed <= 0:
        return
    most = min(owed, len(player.hand))
    options = [
        Option("amount", f"Discard {n} card(s) at random and burn {owed - n} pool", data=n)
        for n in range(most, -1, -1)
    ]
    choice = yield from ask(seat, "amount", played.section, f"{card.name}: X = {owed}", options)
    for _ in range(choice.data):
        discarded = state.rng.choice(player.hand)
        move(state, discarded, Region.ASH_HEAP)
        state.log_line(f"{player.name} discards {discarded.name} at random", played.section, seat)
    burned = lose_pool(state, seat, owed - choice.data)
    state.log_line(f"{player.name} burns {burned} pool ({card.name})", played.section, seat)


def _draw_discard_down(played: Played, effect: DrawDiscardDown) -> Ask:
    """Draw, then discard down to hand size, choosing the cards (1.6.1.2)."""
    from .cardplay import discard_down

    state, seat = played.state, played.seat
    draw(state, seat, effect.amount)
    state.log_line(f"{state.players[seat].name} draws {effect.amount}", played.section, seat)
    yield from discard_down(state, seat)


MORE_LIBRARY_PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    OldestGainPool: _oldest_gain_pool,
    FeedYounger: _feed_younger,
    PoolOrBlood: _pool_or_blood,
    BurnCounter: _burn_counter,
    ExchangeAshHeap: _exchange_ash_heap,
    RecruitFromHand: _recruit_from_hand,
    PoolOrRandomCards: _pool_or_random_cards,
    DrawDiscardDown: _draw_discard_down,
}
