"""Provides what a fifth set of tournament vampires' abilities do (defs/vampires_five.toml):
the procedures of their words (``PROCEDURES``, carried out by ``apply.apply_effects``)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

from ..cards.model import Card
from ..cards.vampire_five_words import (
    BurnEdge,
    ClanBleeds,
    ClanChange,
    CostsMore,
    DiscardForIntercept,
    NoBlockOf,
    PoolTitle,
    RevealLibraryTop,
)
from ..cards.vocabulary import Effect
from .events import CardMoved, ControlChanged, DiablerieCommitted, Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, USE, abilities, distinct, handlers, ready_with
from .zones import (
    add_blood,
    add_modifier,
    burn,
    by_layout,
    gain_pool,
    lose_blood,
    lose_pool,
    move,
    refill_hand,
    set_edge,
    transform,
)

VOTES_DOUBLED = "votes_doubled"  # Orlando Oriundus
YIELDS_TITLE = "yields_title"  # Victor Pelletier
TITLE_FOR_POOL = "title_for_pool"  # Victor Pelletier (vampire_phases.ENTER_PLAY)
BURNED_WITH_CLAN = "burned_with_four_of_clan"  # Al-Muntathir, God's Witness
NO_LASOMBRA_VOTES = "no_lasombra_votes"  # Nkule Galadima
EDGE_VOTES = "edge_votes_two_more"  # Nkule Galadima
ABSTAINED_BLOOD = "blood_if_abstained"  # Alvaro, The Scion of Angelica
NO_VOTES_AGAINST_HUNTS = "no_votes_against_blood_hunts"  # Troius
VOTE_AFTER_EDGE = "vote_after_edge_burned"  # Tyler McGill
HUNT_VOTES_AGAINST = "more_votes_against_blood_hunts"  # Jason "Son" Newberry
BLOOD_FOR_OLDER = "blood_after_diablerizing_older"  # Marta
OPPOSITION_BLOOD = "blood_for_each_opposing_methuselah"  # Carlak
MAKES_FAIL = "makes_referendum_fail"  # Fakir al Sidi
POOL_IF_UNLOCKED = "pool_if_unlocked_at_turn_start"  # Bartholomew
CLAN_BLEEDS = "clan_bleeds"  # Tryphosa: her clan_bleeds words
FORCED_VOTES = "votes_forced_by_older_toreador"  # Mustafa, The Heir
COMBAT_HAND_SIZE = "hand_size_in_combat"  # Henri Lavenant
NAMED = (
    OPPOSITION_BLOOD,
    MAKES_FAIL,
    BLOOD_FOR_OLDER,
    POOL_IF_UNLOCKED,
    HUNT_VOTES_AGAINST,
    COMBAT_HAND_SIZE,
    VOTE_AFTER_EDGE,
    NO_VOTES_AGAINST_HUNTS,
    FORCED_VOTES,
    CLAN_BLEEDS,
    VOTES_DOUBLED,
    YIELDS_TITLE,
    BURNED_WITH_CLAN,
    NO_LASOMBRA_VOTES,
    EDGE_VOTES,
    ABSTAINED_BLOOD,
)
BARRED_CLAN = "Lasombra"  # Nkule Galadima: "Lasombra cannot cast votes or ballots"
EDGE_MORE = 2  # Nkule Galadima: "you gain an additional 2 votes"
ABSTAINED_GAIN = 2  # Alvaro: "he can gain 2 blood"
AGAINST_HUNTS_MORE = 2  # Jason "Son" Newberry: "+2 votes when casting votes against"
CLAN_CHANGE = "clan_change"  # Muricia: her clan_change words (vampire_unlock.UNLOCK)
FAIL_REFERENDUM = "fail-referendum"  # the polling option of Fakir al Sidi
FAIL_COST = 3  # Fakir al Sidi: "can burn 3 blood"
FORCE_VOTES = "force-votes"  # the polling option of Mustafa, The Heir's rivals
FORCING_CLAN = "Toreador"  # Mustafa: "each older Toreador controlled by another Methuselah"
CLAN_LIMIT = 4  # "If you control 4 or more True Brujah"


def _burn_edge(played: Any, effect: BurnEdge) -> Ask:
    """1.6.4: the Edge burned goes back to no one (the ability's ``edge`` limit: hers)."""
    state = played.state
    if state.edge == played.seat:
        set_edge(state, None)
        state.log_line(f"{state.players[played.seat].name} burns the Edge", "1.6.4", played.seat)
    return
    yield


def _reveal_library_top(played: Any, effect: RevealLibraryTop) -> Ask:
    """Gathii: "reveal the top card of your library. If it is a master card, he burns 1 blood;
    otherwise, he gets +1 stealth" (the card stays on top)."""
    state, minion = played.state, played.minion
    library = state.players[played.seat].library
    if not library or minion is None:
        return
    top = library[0]
    if top.card.is_master:
        lose_blood(state, minion, effect.master_blood)
        words = f"{minion.name} burns {effect.master_blood} blood"
    else:
        if played.action is not None:
            played.action.stealth += effect.stealth
        words = f"{minion.name} gets +{effect.stealth} stealth"
    state.log_line(f"{top.name} is revealed: {words}", played.section, played.seat)
    return
    yield


def _discard_for_intercept(played: Any, effect: DiscardForIntercept) -> Ask:
    """Angelica: "discard X master cards to get +X intercept" (rulings LSJ 19981005: all at
    once, none more once they are replaced; RBK: once each action, more than she needs if
    she likes): she picks them one at a time, then replaces them."""
    state, seat = played.state, played.seat
    player = state.players[seat]
    discarded = 0
    while True:
        found = distinct(c for c in player.hand if effect.card_type in c.card.types)
        options = [
            Option("discard", f"Discard {c.name} (+{discarded + 1} intercept)", card=c.uid)
            for c in found
        ]
        if discarded:
            options.insert(0, Option("done", f"Discard no more (+{discarded} intercept)"))
        if not options:
            break
        text = f"Discard {effect.card_type.lower()} cards for intercept"
        choice = yield from ask(seat, "discard-card", played.section, text, options)
        if choice.key == "done":
            break
        card = state.cards[choice.card]
        move(state, card, Region.ASH_HEAP)
        state.log_line(f"{player.name} discards {card.name}", played.section, seat)
        discarded += 1
    refill_hand(state, seat)  # 1.6.1.2: replaced once all are discarded
    if played.action is not None and discarded:
        played.action.intercept += discarded
    if played.minion is not None:
        state.log_line(f"{played.minion.name} gets +{discarded} intercept", played.section, seat)


# -- referendums (6.3.3) --------------------------------------------------------------------------


def doubling_seats(state: GameState) -> frozenset[int]:
    """Orlando Oriundus: "During a referendum, if Orlando is ready, your vampires' votes are
    doubled when results are tallied": the Methuselahs with such a ready vampire. (No other
    vote multiplier exists in the card pool: "other multipliers may not be played on your
    vampires" has nothing to forbid.)"""
    found = ready_with(state, None, VOTES_DOUBLED)
    return frozenset(m.controller for m in found) if found else frozenset()


def doubled_votes(sources: Iterable[Any], side: int, seats: frozenset[int]) -> int:
    """The votes cast on ``side`` by the vampires of those Methuselahs, counted once more (the
    votes of their titles, abilities and the cards they play; not the Edge's, nor the calling
    card's, nor the prisci's)."""
    return sum(
        s.votes
        for s in sources
        if s.side == side and s.seat in seats and s.minion is not None and s.minion.is_vampire
    )


def barred_from_casting(
    poll: Any, caller: CardInPlay | None, voter: CardInPlay | None, against: bool
) -> bool:
    """Nkule Galadima: "Lasombra cannot cast votes or ballots in referendums called by
    Nkule". Troius: he "cannot cast votes or ballots against blood hunt referendums"
    (6.5.6)."""
    if voter is None:
        return False
    if against and poll.diablerist is not None and NO_VOTES_AGAINST_HUNTS in handlers(voter):
        return True
    return (
        caller is not None
        and BARRED_CLAN in voter.card.clans
        and NO_LASOMBRA_VOTES in handlers(caller)
    )


def edge_votes(state: GameState, seat: int) -> int:
    """Nkule Galadima: "While he is ready, if you burn the Edge for a vote, you gain an
    additional 2 votes" (the Edge's controller's Nkule)."""
    return EDGE_MORE * len(ready_with(state, seat, EDGE_VOTES))


def hunt_votes_against(poll: Any, voter: CardInPlay | None) -> int:
    """Jason "Son" Newberry: "+2 votes when casting votes against blood hunt referendums"
    (6.5.6)."""
    if voter is None or poll.diablerist is None or HUNT_VOTES_AGAINST not in handlers(voter):
        return 0
    return AGAINST_HUNTS_MORE


def blood_for_opposition(state: GameState, poll: Any) -> None:
    """Carlak: "Once results of a referendum are tallied, Carlak gains 1 blood for each
    Methuselah casting no votes in favor and 1 or more votes against the referendum" (whoever
    cast them: Mustafa's caster)."""
    carlaks = [
        v
        for player in state.players
        if not player.ousted
        for v in [*player.ready, *player.torpor]
        if not v.contested and OPPOSITION_BLOOD in handlers(v)
    ]
    if not carlaks:
        return
    cast: dict[int, list[int]] = {}
    for source in poll.sources.values():
        if source.side and source.votes:
            caster = source.seat if source.caster is None else source.caster
            cast.setdefault(caster, []).append(source.side)
    opposed = sum(1 for sides in cast.values() if -1 in sides and 1 not in sides)
    for carlak in carlaks if opposed else []:
        gained = add_blood(state, carlak, opposed)
        state.log_line(f"{carlak.name} gains {gained} blood", "6.3.2", carlak.controller)


def fail_options(state: GameState, poll: Any, seat: int) -> list[Option]:
    """Fakir al Sidi: "Fakir can burn 3 blood during the polling step of a political action
    before votes and ballots are cast to have the referendum fail"."""
    if poll.action is None or poll.made_to_fail or poll.anything_cast:
        return []
    return [
        Option(
            FAIL_REFERENDUM,
            f"{v.name} burns {FAIL_COST} blood: the referendum fails",
            actor=v.uid,
        )
        for v in state.players[seat].ready
        if not v.contested and v.blood >= FAIL_COST and MAKES_FAIL in handlers(v)
    ]


def make_fail(state: GameState, poll: Any, seat: int, choice: Option) -> None:
    lose_blood(state, state.cards[choice.actor], FAIL_COST)
    poll.made_to_fail = True
    state.log_line(choice.label, "6.3.3", seat)


def vote_after_edge(state: GameState) -> list[CardInPlay]:
    """Tyler McGill: "In a referendum, Tyler gets +1 vote after a Methuselah burns the Edge
    for a vote" (ready, anyone's: 6.3.3, votes only while ready)."""
    return ready_with(state, None, VOTE_AFTER_EDGE)


def abstainers_gain(state: GameState, poll: Any) -> None:
    """Alvaro: "After resolution of any political action, if Alvaro abstained (even in
    torpor), he can gain 2 blood" (6.3.3: a minion who cast no votes nor ballots abstained;
    blood above capacity drains off, 1.5.2, so there is no reason to refuse it)."""
    for player in state.players:
        if player.ousted:
            continue
        for vampire in [*player.ready, *player.torpor]:
            if vampire.contested or ABSTAINED_BLOOD not in handlers(vampire):
                continue
            source = poll.sources.get(f"minion {vampire.uid}")
            if source is not None and source.side:
                continue
            gained = add_blood(state, vampire, ABSTAINED_GAIN)
            state.log_line(
                f"{vampire.name} abstained: he gains {gained} blood", "6.3.3", player.seat
            )


def force_options(state: GameState, poll: Any, seat: int) -> list[Option]:
    """Mustafa, The Heir: "During the polling step of a political action, each older Toreador
    controlled by another Methuselah can move 1 blood from themselves to Mustafa to force him
    to cast his votes and ballots as that Toreador's controller chooses" (each Toreador once
    each polling step; 1.5.2: older is a higher capacity; while his are not cast yet)."""
    if poll.action is None:
        return []  # 6.5.6: the blood hunt is no political action
    found = [
        (source, source.minion)
        for source in poll.sources.values()
        if source.minion is not None
        and source.seat != seat
        and not source.side
        and source.minion.region is Region.READY
        and FORCED_VOTES in handlers(source.minion)
    ]
    options = []
    for source, mustafa in found:
        for toreador in state.players[seat].ready:
            if (
                toreador.is_vampire
                and not toreador.contested
                and toreador.blood
                and FORCING_CLAN in toreador.card.clans
                and toreador.capacity > mustafa.capacity
                and f"{toreador.uid} {FORCED_VOTES}" not in poll.abilities_used
            ):
                words = f"{toreador.name} moves 1 blood to {mustafa.name}"
                options.append(
                    Option(
                        FORCE_VOTES,
                        f"{words}: you cast {mustafa.name}'s {source.words()}",
                        actor=toreador.uid,
                        target=mustafa.uid,
                        data=source.key,
                    )
                )
    return options


def force_votes(state: GameState, poll: Any, seat: int, choice: Option) -> None:
    toreador, mustafa = state.cards[choice.actor], state.cards[choice.target]
    poll.abilities_used.add(f"{toreador.uid} {FORCED_VOTES}")
    moved = lose_blood(state, toreador, 1)
    add_blood(state, mustafa, moved)
    poll.sources[choice.data].caster = seat
    state.log_line(choice.label, "6.3.3", seat)


# -- titles (4.2) ---------------------------------------------------------------------------------

BISHOP_CAPACITY = 6  # Tobias Smith: "with capacity 6 or more"
SABBAT = "Sabbat"
REMOVABLE = ("bishop", "archbishop")  # Gustav Mallenhous: "a bishop's or archbishop's title"


def own_untitled_sabbat(state: GameState, seat: int, minion: CardInPlay) -> list[Any]:
    """Tobias Smith: "any other non-titled Sabbat vampire you control with capacity 6 or
    more" (ready: an action's target, 6.2.1; undirected, his Methuselah's own)."""
    return [
        (v, seat)
        for v in state.players[seat].ready
        if v is not minion
        and v.is_vampire
        and not v.contested
        and not v.title
        and v.sect == SABBAT
        and v.capacity >= BISHOP_CAPACITY
    ]


def make_bishop(state: GameState, action: Any) -> Ask:
    """Tobias Smith: the vampire gets the title of bishop (4.2: not a unique title), if he is
    still ready and untitled."""
    target = action.target
    if target is not None and target.region is Region.READY and not target.title:
        target.granted_title = ("Bishop", "")
        target.title_yielded = False
        state.log_line(f"{target.name} becomes a bishop", "4.2", action.seat)
    return
    yield


def others_bishops(state: GameState, seat: int, minion: CardInPlay) -> list[Any]:
    """Gustav Mallenhous: ready vampires other Methuselahs control with a bishop's or
    archbishop's title (Ⓓ; 4.2: a contested title is no title)."""
    return [
        (v, other)
        for other in state.clockwise_from(seat)
        if other != seat
        for v in state.players[other].ready
        if v.is_vampire and not v.contested and (v.title or "").lower() in REMOVABLE
    ]


def remove_title(state: GameState, action: Any) -> Ask:
    """Gustav Mallenhous: the vampire has no title from then on (if he still has one)."""
    target = action.target
    if target is not None and target.region is not Region.ASH_HEAP and target.title:
        target.title_yielded = True
        state.log_line(f"{target.name} loses his title", "4.2", action.seat)
    return
    yield


def title_for_pool(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """Victor Pelletier: as he enters play, a title for pool (his ``pool_title`` words; rulings
    LSJ 20080526, LSJ 20100902: before he can be contested). 9.1: not with her last pool."""
    vampire.granted_title = None  # a new card in play: no title he had before
    vampire.title_yielded = False
    pool = state.players[seat].pool
    options = [
        Option(
            USE,
            f"Pay {word.pool} pool to make {vampire.name} {word.words or word.title}",
            actor=vampire.uid,
            data=index,
        )
        for index, word in abilities(vampire, PoolTitle)
        if pool > word.pool
    ]
    if not options:
        return
    options.append(Option("pass", f"{vampire.name} takes no title"))
    choice = yield from ask(seat, ABILITY, "7", f"{vampire.name} enters play", options)
    if choice.key != USE:
        return
    word = dict(abilities(vampire, PoolTitle))[choice.data]
    lose_pool(state, seat, word.pool)
    vampire.granted_title = (word.title, word.unique)
    state.log_line(choice.label, "7", seat)


def yield_instead(state: GameState, vampires: list[CardInPlay], title: str) -> list[CardInPlay]:
    """4.2: the vampires who would contest a unique title; Victor Pelletier "immediately yields
    instead of contesting" (he has no title from then on). Returns those left to contest."""
    left = []
    for vampire in vampires:
        if YIELDS_TITLE in handlers(vampire):
            vampire.title_yielded = True
            state.log_line(f"{vampire.name} yields the title {title}", "4.2", vampire.controller)
        else:
            left.append(vampire)
    return left


# -- diablerie (6.5.5; a listener of DiablerieCommitted) -------------------------------------------


def blood_after_diablerie(state: GameState, event: DiablerieCommitted) -> None:
    """Marta: "After Marta diablerizes an older vampire, she can gain 1 blood" (1.5.2: a
    higher capacity; blood above capacity drains off, so there is no reason to refuse it)."""
    marta, victim = event.diablerist, event.victim
    if BLOOD_FOR_OLDER not in handlers(marta) or victim.card.capacity is None:
        return
    if victim.card.capacity > marta.capacity and marta.region is Region.READY:
        gained = add_blood(state, marta, 1)
        state.log_line(f"{marta.name} gains {gained} blood", "6.5.5", marta.controller)


# -- the beginning of the turn (4) ------------------------------------------------------------------


def turn_begins(state: GameState, seat: int) -> None:
    """Bartholomew: "If Bartholomew is unlocked at the beginning of your turn, you gain 1 pool
    from the blood bank" (before the unlock phase unlocks anything; 4.1: not contested)."""
    player = state.players[seat]
    for vampire in [*player.ready, *player.torpor]:
        if not vampire.locked and not vampire.contested and POOL_IF_UNLOCKED in handlers(vampire):
            gain_pool(state, seat, 1)
            state.log_line(f"{player.name} gains 1 pool ({vampire.name} is unlocked)", "4", seat)


# -- the vampires his Methuselah controls (1.5) -----------------------------------------------------


def too_many_of_clan(state: GameState, event: CardMoved | ControlChanged) -> None:
    """Al-Muntathir: "If you control 4 or more True Brujah, burn Al-Muntathir" (his clan; a
    listener of the moves and control changes: as a vampire comes into her ready region or
    control, himself included)."""
    card = event.card
    if not card.is_vampire or (
        isinstance(event, CardMoved) and event.destination is not Region.READY
    ):
        return
    player = state.players[card.controller]
    for vampire in [*player.ready, *player.torpor]:
        if vampire.contested or BURNED_WITH_CLAN not in handlers(vampire):
            continue
        clans = vampire.card.clans
        count = sum(
            1
            for v in [*player.ready, *player.torpor]
            if v.is_vampire and not v.contested and any(c in clans for c in v.card.clans)
        )
        if count >= CLAN_LIMIT:
            burn(state, vampire)
            state.log_line(
                f"{player.name} controls {count} {clans[0]}: {vampire.name} is burned",
                "1.1.2",
                player.seat,
            )


# -- what cards cost (1.6.1.3) ---------------------------------------------------------------------


def costs_more_at_all(minion: CardInPlay) -> bool:
    """The minion has ``costs_more`` words (a derived look-up: most have none)."""
    return bool(abilities(minion, CostsMore))


def costs_more(minion: CardInPlay, card: Card, level: str) -> int:
    """The additional blood the minion's own ``costs_more`` words add to the card played at
    ``level``: a level requiring the Discipline, of the card type or a strike at that level
    (rulings PIB 20150924-2: a card with a choice of Disciplines is of the one it is played
    as)."""
    more = 0
    for _, word in abilities(minion, CostsMore):
        if word.discipline not in level.lower():
            continue
        if word.card_type and word.card_type in card.types:
            more += word.amount
        elif word.strike and card.clauses.level(level).strike:
            more += word.amount
    return more


# -- other vampires' bleed actions (6.1.1) ----------------------------------------------------------


def _clan_bleeds(state: GameState, minion: CardInPlay) -> list[ClanBleeds]:
    """The ``clan_bleeds`` words of the ready vampires (anyone's) that reach this minion
    (asked at every bleed offered: the words in play are found again only as cards move)."""
    in_play = by_layout(state, _CLAN_BLEEDS, _clan_bleeds_in_play)
    if not in_play or not minion.is_vampire:
        return []  # most tables: no such vampire in play
    found = []
    for vampire, word in in_play:
        if word.clan in minion.card.clans and not vampire.contested:
            if not state.players[vampire.controller].ousted:
                found.append(word)
    return found


_CLAN_BLEEDS = "clan bleeds in play"  # the key of :func:`_clan_bleeds_in_play`


def _clan_bleeds_in_play(state: GameState) -> list[tuple[CardInPlay, ClanBleeds]]:
    return [
        (vampire, word)
        for player in state.players
        for vampire in player.ready
        if CLAN_BLEEDS in handlers(vampire)
        for _, word in abilities(vampire, ClanBleeds)
    ]


def bleed_stealth(state: GameState, minion: CardInPlay, kinds: tuple[str, ...]) -> int:
    """Tryphosa: "+1 stealth" on any Malkavian's bleed actions while she is ready."""
    if "bleed" not in kinds:
        return 0
    words = _clan_bleeds(state, minion)
    return sum(word.stealth for word in words) if words else 0


def bleed_surcharge(state: GameState, minion: CardInPlay) -> int:
    """Tryphosa: "any Malkavian's bleed actions cost 1 additional blood" while she is ready:
    he must have it to announce one (1.6.1.3), and pays it as it succeeds (rulings PIB
    20121031: not if it does not)."""
    words = _clan_bleeds(state, minion)
    return sum(word.blood for word in words) if words else 0


def pay_bleed_surcharge(state: GameState, action: Any) -> None:
    extra = bleed_surcharge(state, action.actor)
    if extra:
        lose_blood(state, action.actor, extra)
        state.log_line(f"{action.actor.name} burns {extra} more blood for it", "6.2.3", action.seat)


def affordable_bleeds(state: GameState, minion: CardInPlay, options: list[Any]) -> list[Any]:
    """The actions he can announce: a bleed only with the blood for its surcharge too (and its
    card's cost)."""
    extra = bleed_surcharge(state, minion)
    if not extra:
        return options
    kept = []
    for option in options:
        numbers = option.numbers or {}
        cost = max(state.cards[option.card].card.blood_cost or 0, 0) if option.card else 0
        if "bleed" not in numbers or minion.blood >= cost + extra:
            kept.append(option)
    return kept


# -- their own actions against other minions (6.1) -------------------------------------------------

TREMERE = "Tremere"  # Pieter van Dorn: "a ready Tremere"


def neighbours_equipment(state: GameState, seat: int, minion: CardInPlay) -> list[Any]:
    """Titus Camille: equipment on a minion your predator or prey controls (Ⓓ)."""
    near = (state.predator(seat), state.prey(seat))
    return [
        (equipment, other)
        for other in near
        if other != seat
        for holder in state.players[other].ready
        if not holder.contested
        for equipment in holder.attached
        if equipment.card.equipment_in_play
    ]


def others_ready_tremere(state: GameState, seat: int, minion: CardInPlay) -> list[Any]:
    """Pieter van Dorn: a ready Tremere another Methuselah controls (Ⓓ)."""
    return [
        (v, other)
        for other in state.clockwise_from(seat)
        if other != seat
        for v in state.players[other].ready
        if v.is_vampire and not v.contested and TREMERE in v.card.clans
    ]


def burn_target_blood(state: GameState, action: Any) -> Ask:
    """Pieter van Dorn: "burn a blood from a ready Tremere" (if he is still ready)."""
    target = action.target
    if target is not None and target.region is Region.READY:
        burned = lose_blood(state, target, 1)
        state.log_line(f"{target.name} burns {burned} blood", "6.2.3", action.seat)
    return
    yield


# -- sects (10.5) ----------------------------------------------------------------------------------

ANARCH = "Anarch"


def others_bloodless_anarchs(state: GameState, seat: int, minion: CardInPlay) -> list[Any]:
    """Leila Monroe: "an Anarch with no blood", another Methuselah's (Ⓓ), ready (6.2.1)."""
    return [
        (v, other)
        for other in state.clockwise_from(seat)
        if other != seat
        for v in state.players[other].ready
        if v.is_vampire and not v.contested and v.sect == ANARCH and not v.blood
    ]


def to_sabbat(state: GameState, action: Any) -> Ask:
    """Leila Monroe: the Anarch's sect becomes Sabbat (10.5: he is no longer anarch), if he is
    still an Anarch with no blood."""
    target = action.target
    if target is not None and target.region is Region.READY and target.sect == ANARCH:
        if not target.blood:
            target.anarch = False
            target.granted_sect = SABBAT
            state.log_line(f"{target.name} becomes Sabbat", "10.5", action.seat)
    return
    yield


# -- clans (1.5; vampire_unlock.UNLOCK) --------------------------------------------------------------

STERILE = "sterile"


def clan_change(state: GameState, seat: int, muricia: CardInPlay) -> Ask:
    """Muricia: "During your unlock phase, a Gangrel antitribu you control may burn 1 blood to
    become a sterile Ahrimane and gain 1 level of Spiritus" (each such vampire, one at a time,
    until she passes; 4.1: not a contested one)."""
    for _, word in abilities(muricia, ClanChange):
        while True:
            player = state.players[seat]
            found = [
                v
                for v in [*player.ready, *player.torpor]
                if v.is_vampire
                and not v.contested
                and word.from_clan in v.card.clans
                and v.blood >= word.blood
            ]
            if not found:
                break
            options = [
                Option(
                    USE,
                    f"{v.name} burns {word.blood} blood to become {word.to_clan}",
                    actor=muricia.uid,
                    target=v.uid,
                )
                for v in found
            ]
            options.append(Option("pass", "No more"))
            choice = yield from ask(seat, ABILITY, "4", f"{muricia.name}: change a clan?", options)
            if choice.key != USE:
                break
            vampire = state.cards[choice.target]
            lose_blood(state, vampire, word.blood)
            transform(state, vampire, _changed(vampire.card, word))
            state.log_line(choice.label, "4", seat)


def _changed(card: Card, word: ClanChange) -> Card:
    """The card the vampire becomes while in play (zones.transform; his printed self again
    out of play): of the new clan, a Discipline level more, sterile if so."""
    disciplines = dict(card.disciplines)
    if word.discipline:
        disciplines[word.discipline] = min(disciplines.get(word.discipline, 0) + 1, 2)
    clauses = card.clauses
    if word.sterile and STERILE not in clauses.keywords:
        clauses = replace(clauses, keywords=(*clauses.keywords, STERILE))
    return replace(card, clans=(word.to_clan,), disciplines=disciplines, _clauses=clauses, memo={})


# -- combat (6.4) ---------------------------------------------------------------------------------


def hand_size_in_combat(fight: Any) -> None:
    """Henri Lavenant: "While Henri is in combat, you get +1 hand size" (1.6.1.2: she draws
    up at once; the bonus ends with the combat, combat_hands.hands_after_combat)."""
    from .ability_use import draw_to_hand_size

    state = fight.state
    for side in (fight.acting, fight.opposing):
        if COMBAT_HAND_SIZE in handlers(side.minion):
            add_modifier(state, Modifier("hand_size", 1, "combat", seat=side.seat))
            draw_to_hand_size(state, side.seat)
            state.log_line(f"{side.minion.name} is in combat: +1 hand size", "1.6.1.2", side.seat)


# -- blocks (6.2.2) --------------------------------------------------------------------------------


def no_block_of(minion: CardInPlay, acting: CardInPlay) -> bool:
    """The minion's own ``no_block_of`` words bar him from blocking the acting minion (a
    derived look-up: asked of every minion who may block)."""
    for _, word in abilities(minion, NoBlockOf):
        if word.older and acting.is_vampire and acting.capacity > minion.capacity:
            return True
        if word.clan and acting.is_vampire and word.clan in acting.card.clans:
            return True
    return False


# -- actions against them (6.1.6; rules/card_actions.py) --------------------------------------------


def of_group(minion: CardInPlay, group: str) -> bool:
    """The minion is of this clan, sect, title or special term ("Gangrel antitribu",
    "primogen", "Black Hand"); 4.2: a contested title is no title."""
    lowered = group.lower()
    return (
        group in minion.card.clans
        or (minion.sect or "").lower() == lowered
        or (minion.title or "").lower() == lowered
        or lowered in minion.card.keywords
    )


def against_vampire(effect: Any, vampire: CardInPlay, minion: CardInPlay) -> bool:
    """A vampire's own words letting minions act against him (``card_action``): Ⓓ actions at
    his Methuselah (6.2.2.1), so by the other Methuselahs' minions, while he is ready (4.1:
    not contested, checked with the other cards)."""
    if vampire.region is not Region.READY or minion.controller == vampire.controller:
        return False
    if effect.older and not (minion.is_vampire and minion.capacity > vampire.capacity):
        return False  # 1.5.2: older is a higher capacity
    if effect.do == "steal_title" and not (vampire.card.title and vampire.title):
        return False  # "If Calebros is the Prince of New York" (4.2: not while contested)
    return effect.by != "vampire" or minion.is_vampire


def burn_blood_of(state: GameState, action: Any, vampire: CardInPlay, amount: int) -> None:
    """Maldavis: "Any ready primogen can burn 1 blood from Maldavis as a +1 stealth Ⓓ action"
    (as it succeeds, 6.2.3)."""
    burned = lose_blood(state, vampire, amount)
    state.log_line(f"{vampire.name} burns {burned} blood", "6.2.3", action.seat)


def bar_target(state: GameState, vampire: CardInPlay) -> None:
    """The vampire the action is against cannot block it (as it is announced: 6.2.2)."""
    add_modifier(state, Modifier("cannot_block", 1, "action", card=vampire.uid))
    state.log_line(f"{vampire.name} cannot block this action", "6.2.2", vampire.controller)


def steal_title(state: GameState, action: Any, vampire: CardInPlay) -> None:
    """Calebros: the acting vampire takes his printed title (its unique form too) and he has
    no title from then on (4.2: the new holder may have to contest it)."""
    from .contests import title_gained, unique_title

    title, unique = vampire.title, unique_title(vampire)
    if title is None:
        return  # lost meanwhile: nothing to steal
    actor = action.actor
    actor.granted_title = (title, unique or "")
    vampire.title_yielded = True
    state.log_line(f"{actor.name} steals the title {unique or title} from {vampire.name}", "4.2")
    title_gained(state, actor)


PROCEDURES: dict[type[Effect], Callable[[Any, Any], Ask]] = {
    BurnEdge: _burn_edge,
    RevealLibraryTop: _reveal_library_top,
    DiscardForIntercept: _discard_for_intercept,
}
