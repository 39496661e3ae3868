"""Provides corruption counters, as the cards that use them define them: a Methuselah's counters
on minions, kept by whose they are ("your corruption counters", zones.add_corruption); putting
them on a minion, stealing him once they reach his capacity or cost, burning them to unlock.
What they do in the course of an action is corruption_course.py's (6.2), in combat
corruption_combat.py's (6.4), in a referendum corruption_politics.py's (6.3).

Putting a counter on a minion never gives by itself a chance to steal him: only the cards that
say "if the number of your corruption counters on the minion equals or exceeds their capacity
or cost, you can burn those counters to steal" do (ANK 20200925, ANK 20211105).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..cards.corruption_words import AimAt, ContestUnique, Corrupt, UnlockForCorruption
from ..cards.vocabulary import Effect
from .contests import enter_play
from .prompts import PASS, Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .zones import add_corruption, burn, burn_corruption, lock, take_control, unlock

if TYPE_CHECKING:
    from .apply import Played

KIND = "corruption"  # the prompt of a choice corruption counters offer: steal, unlock
# Named abilities of vampires (definitions' handlers): "Minions with any of your corruption
# counters cannot block him" (Nakhthorheb); "... must burn 1 blood or life to attempt to
# block" him (Sergio Bueno).
NO_BLOCK_BY_CORRUPTED = "no_block_by_corrupted"
CORRUPTED_BLOCK_TOLL = "corrupted_block_toll"
# "Vampires with any corruption counters cannot cast votes or ballots against referendums
# called by" him (Khay'tall, Snake of Eden).
NO_VOTES_AGAINST_BY_CORRUPTED = "no_votes_against_by_corrupted"
# "During the polling step of any referendum, Neferu can burn 1 blood to change the votes and
# ballots of a vampire with any of your corruption counters to votes and ballots of your choice."
CHANGE_VOTES = "change_corrupted_votes"
# "If he is blocked and combat occurs, he can put 1 corruption counter on the blocking minion
# after that combat ends" (Cagliostro, The Grand Copht).
CORRUPT_BLOCKER_AFTER_COMBAT = "corrupt_blocker_after_combat"
# "Minions with any of your corruption counters in combat with Faruq cannot strike: combat
# ends" (Faruq Abd al-Qadir).
NO_ESCAPE_FOR_CORRUPTED = "no_escape_for_corrupted"
CONTROLLED = (Region.READY, Region.TORPOR, Region.INCAPACITATED)


def counters(minion: CardInPlay, seat: int) -> int:
    """How many of ``seat``'s corruption counters are on the minion."""
    return minion.corruption.get(seat, 0)


def threshold(minion: CardInPlay) -> int:
    """ "Their capacity or cost": a vampire's capacity (1.5.2), an ally's cost in pool or
    blood (an imbued's cost is printed as his capacity, imbued appendix)."""
    if minion.card.is_crypt:
        return minion.capacity
    return max(minion.card.pool_cost or 0, minion.card.blood_cost or 0)


def log(played: Played, text: str) -> None:
    played.state.log_line(text, played.section, played.seat)


# -- putting counters on a minion -----------------------------------------------------------------


def _corrupt(played: Played, effect: Corrupt) -> Ask:
    """Put the counters on the minion the word names (chosen now, at resolution: ANK
    20240706), then offer the steal the card allows."""
    found = _minions(played, effect)
    if not found:
        log(played, f"{played.card.name}: no minion to put a corruption counter on")
        return
    options = [
        Option("target", f"Put {effect.amount} corruption counter(s) on {m.name}", target=m.uid)
        for m in found
    ]
    choice = yield from ask(
        played.seat, "target", played.section, "Put a corruption counter on whom?", options
    )
    minion = played.state.cards[choice.target]
    add_corruption(played.state, minion, played.seat, effect.amount)
    whose = played.state.players[played.seat].name
    log(played, f"{minion.name} gets {effect.amount} of {whose}'s corruption counters")
    if effect.steal:
        yield from steal_at_threshold(played.state, played.seat, minion, played.section)
    action = played.action
    if effect.no_combat and action is not None and minion.controller == played.seat:
        # The blocking minion stolen before block resolution: he blocked, so he locks (6.2.3),
        # and combat does not occur: the action ends, blocked.
        lock(played.state, minion)
        action.ended = True
        log(played, "Combat does not occur")


def _minions(played: Played, effect: Corrupt) -> list[CardInPlay]:
    state = played.state
    action = played.action
    if effect.to == "target":
        # 6.2.3: the target minion, if still where he was and controlled by the Methuselah
        # the action was directed at.
        target = played.target
        aimed = action.target_region if action is not None else Region.READY
        still = target is not None and target.region is aimed
        found = [target] if still and target.controller == action.target_seat else []
    elif effect.to == "blocker":
        found = [action.blocker] if action is not None and action.blocker is not None else []
    else:  # a minion controlled by the target Methuselah (the prey, for an undirected action)
        seat = state.prey(played.seat)
        if action is not None and action.target_seat is not None:
            seat = action.target_seat
        if seat == played.seat or state.players[seat].ousted:
            return []
        found = state.players[seat].controlled
    return [m for m in found if m.is_minion and m.region in CONTROLLED]


def aimed_minions(state: GameState, seat: int, aim: AimAt) -> list[CardInPlay]:
    """The minions an action card aimed at "a minion controlled by your prey" may be announced
    against."""
    prey = state.prey(seat)
    if prey == seat:
        return []
    player = state.players[prey]
    found = player.ready if aim.at == "prey_ready_minion" else player.ready + player.torpor
    return [m for m in found if m.is_minion and not m.face_down]


def prey_minions(state: GameState, seat: int, minion: CardInPlay) -> list[tuple[CardInPlay, int]]:
    """A minion's own Ⓓ action "put 1 corruption counter on a minion controlled by your prey"
    (Nefertiti): aimed at each of her minions, ready or in torpor (6.2.1)."""
    prey = state.prey(seat)
    if prey == seat:
        return []
    player = state.players[prey]
    return [(m, prey) for m in player.ready + player.torpor if m.is_minion and not m.contested]


def corrupt_target(state: GameState, action: Any) -> Ask:
    """6.2.3: the target minion, still in play and his Methuselah's, gets the counter."""
    target = action.target
    if (
        target is None
        or target.region not in (Region.READY, Region.TORPOR)
        or target.controller != action.target_seat
    ):
        return
    add_corruption(state, target, action.seat, 1)
    whose = state.players[action.seat].name
    state.log_line(f"{target.name} gets 1 of {whose}'s corruption counters", "6.2.3", action.seat)
    return
    yield


def counters_or_cards(
    state: GameState, seat: int, minion: CardInPlay
) -> list[tuple[CardInPlay, int]]:
    """Aniel's +1 stealth Ⓓ action "burn 1 corruption counter or a card requiring a Discipline
    from another ready minion": aimed at each such minion (for a counter) and each such card on
    one (6.2.1), directed at his Methuselah."""
    found: list[tuple[CardInPlay, int]] = []
    for player in state.players:
        if player.ousted:
            continue
        for other in player.ready:
            if other is minion or not other.is_minion or other.face_down:
                continue
            if other.corruption:
                found.append((other, other.controller))
            found.extend((c, other.controller) for c in other.attached if c.card.disciplines)
    return found


def burn_counter_or_card(state: GameState, action: Any) -> Ask:
    """6.2.3: the counter (whose, if several Methuselahs' are on him) or the card is burned, if
    still there."""
    target = action.target
    seat = action.seat
    if target is None:
        return
    if target.region is Region.ON_CARD:
        host = target.host
        if host is not None and host.region is Region.READY:
            burn(state, target)
            state.log_line(f"{target.name} is burned", "6.2.3", seat)
        return
    if target.region is not Region.READY or not target.corruption:
        return
    options = [
        Option("target", f"Burn 1 of {state.players[s].name}'s corruption counters", target_seat=s)
        for s in target.corruption
    ]
    choice = yield from ask(seat, "target", "6.2.3", "Whose corruption counter?", options)
    burn_corruption(state, target, choice.target_seat, 1)
    state.log_line(f"{target.name}: {choice.label.lower()}", "6.2.3", seat)


def steal_at_threshold(state: GameState, seat: int, minion: CardInPlay, section: str) -> Ask:
    """ "If the number of your corruption counters on the minion equals or exceeds their
    capacity or cost, you can burn those counters to steal" him: he changes control, staying
    where he is (ready or in torpor)."""
    mine = counters(minion, seat)
    if minion.controller == seat or minion.region not in CONTROLLED or mine < threshold(minion):
        return
    options = [
        Option("steal", f"Burn your {mine} corruption counters to steal {minion.name}"),
        Option(PASS, "Keep the counters"),
    ]
    choice = yield from ask(seat, KIND, section, f"Steal {minion.name}?", options)
    if choice.key != "steal":
        return
    burn_corruption(state, minion, seat, mine)
    take_control(state, minion, seat)
    state.log_line(choice.label, section, seat)


# -- burning counters -----------------------------------------------------------------------------


def _unlock_for_corruption(played: Played, effect: UnlockForCorruption) -> Ask:
    """After the bleed has resolved, if it was successful and its target is still in the game
    (ANK 20220210), this vampire can burn N of your counters from one of her minions to
    unlock."""
    action = played.action
    if not action.outcome:
        action.pending.append((played, effect))  # "if the bleed is successful" (resolve.py)
        return
    state = played.state
    vampire = played.minion
    target = action.target_seat
    if (
        action.outcome != "successful"
        or not action.is_bleed
        or vampire is None
        or not vampire.locked
        or vampire.region is not Region.READY
        or target is None
        or state.players[target].ousted
    ):
        return
    sources = [
        m for m in state.players[target].controlled if counters(m, played.seat) >= effect.counters
    ]
    if not sources:
        return
    options = [
        Option(
            "unlock",
            f"Burn {effect.counters} corruption counters from {m.name} to unlock {vampire.name}",
            actor=vampire.uid,
            target=m.uid,
        )
        for m in sources
    ]
    options.append(Option(PASS, f"{vampire.name} stays locked"))
    choice = yield from ask(played.seat, KIND, played.section, "Unlock?", options)
    if choice.key == "unlock":
        burn_corruption(state, state.cards[choice.target], played.seat, effect.counters)
        unlock(state, vampire)
        log(played, choice.label)


def _contest_unique(played: Played, effect: ContestUnique) -> Ask:
    enter_play(played.state, played.card)  # 4.1
    return
    yield


PROCEDURES: dict[type[Effect], Callable[[Played, Any], Ask]] = {
    Corrupt: _corrupt,
    UnlockForCorruption: _unlock_for_corruption,
    ContestUnique: _contest_unique,
}


# The named abilities of vampires this module carries out (tests check every definition's).
NAMED = (
    NO_BLOCK_BY_CORRUPTED,
    CORRUPTED_BLOCK_TOLL,
    NO_VOTES_AGAINST_BY_CORRUPTED,
    CHANGE_VOTES,
    CORRUPT_BLOCKER_AFTER_COMBAT,
    NO_ESCAPE_FOR_CORRUPTED,
)
