"""Provides the windows of a combat where cards are played outside strikes, maneuvers, presses
and prevention: before range, before strikes, before they resolve, for additional strikes, at
the end of a round, and as combat is about to end; acting minion first (6.4, 1.6.1.5)."""

from __future__ import annotations

from collections.abc import Callable, Generator

from ..cards.combat_words import AdditionalStrikes, QueueCombat
from .cardplay import finish_card, judge
from .combat_cards import can_carry_out, carry_out
from .effects import first, of_type
from .fight import Fight, Play, Side, combat_plays, play_combat_card, play_offer
from .more_combat_effects import END_COMBAT, end_combat_offers, use_end_combat
from .prompts import PASS, Ask, Option, Prompt, ask, pass_option
from .range_weapons import SET_RANGE, range_weapon_options, use_range_weapon
from .state import Region
from .strikes import Strike
from .vampire_abilities import ABILITY
from .vampire_combat import before_range_options, use_combat_ability
from .vampire_hands import aggravated_hands_options
from .victory import check_ousts

Offers = Callable[[Fight, Side, str], list[Option]]


def about_to_end(fight: Fight) -> Generator[Prompt, int, str]:
    """Cards "only usable if both combatants are still ready and combat is about to end",
    acting minion first (1.6.1.5); one that queues a combat, or starts a new round instead,
    ends the window (one at a time). Returns "combat", "round" or ""."""
    if fight.acting.minion.region is not Region.READY:
        return ""
    if fight.opposing.minion.region is not Region.READY:
        return ""
    side = fight.acting
    passes = 0
    while passes < 2:
        options = hand_offers(fight, side, "combat-ending")
        if options:
            options.append(pass_option("Let combat end"))
            choice = yield from ask(
                side.seat,
                "combat-ending",
                "6.4",
                f"{side.name}: combat is about to end. Play a card?",
                options,
                fight.context(),
            )
            if choice.key != PASS:
                play: Play = choice.data
                stood = yield from _play_in_window(fight, side, play, "6.4")
                queue = first(play.effects, QueueCombat) if stood else None
                if queue is not None and queue.new_round:
                    fight.state.log_line(f"{side.name}: a new round instead", "6.4", side.seat)
                    return "round"
                if queue is not None:
                    fight.state.log_line(f"{side.name} queues another combat", "6.4", side.seat)
                    return "combat"
                passes = 0
                side = fight.acting
                continue
        passes += 1
        side = fight.other(side)
    return ""


def before_resolution(fight: Fight, strikes: dict[Side, Strike] | None = None) -> Ask:
    """Rulings ("Make strike aggravated"): effects for this round's strikes are played once
    both strikes are chosen, before they resolve; and minions' own abilities for hand strikes
    (Lambach)."""

    def offers(fight: Fight, side: Side, step: str) -> list[Option]:
        found = hand_offers(fight, side, step)
        return found + aggravated_hands_options(fight, side, strikes) if strikes else found

    if fight.going():
        yield from window(fight, "before-resolution", "6.4.3", "before strikes resolve", offers)


# The end of a round comes though a strike ended the combat (6.4.1): its window stays open.
END_OF_ROUND = "end-of-round"


def end_of_round(fight: Fight) -> Ask:
    """Cards played "at the end of a round": by a minion still ready (not one being burned or
    going to torpor), acting minion first, until both pass (1.6.1.5)."""
    yield from window(fight, END_OF_ROUND, "6.4.1", "at the end of the round", _ready_offers)


def _ready_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    return hand_offers(fight, side, step) if side.minion.region is Region.READY else []


def window(fight: Fight, step: str, section: str, when: str, offers: Offers) -> Ask:
    """1.6.1.5: after any card the acting minion may play again; two passes in a row end it."""
    side = fight.acting
    passes = 0
    while (step == END_OF_ROUND or fight.going()) and passes < 2:
        options = offers(fight, side, step)
        options.append(pass_option("Play nothing"))
        choice = yield from ask(
            side.seat,
            step,
            section,
            f"{side.name}: play a combat card {when}?",
            options,
            fight.context(),
        )
        if choice.key == PASS:
            passes += 1
            side = fight.other(side)
            continue
        passes = 0
        if choice.key == ABILITY:
            use_combat_ability(fight, side, choice)
            side = fight.acting
            continue
        if choice.key == SET_RANGE:
            use_range_weapon(fight, side, choice)
            side = fight.acting
            continue
        if choice.key == END_COMBAT:
            use_end_combat(fight, side, choice)
            side = fight.acting
            continue
        play: Play = choice.data
        if step == "additional":
            yield from _play_additional(fight, side, play, section)
        else:
            yield from _play_in_window(fight, side, play, section)
        side = fight.acting


def _play_in_window(
    fight: Fight, side: Side, play: Play, section: str
) -> Generator[Prompt, int, bool]:
    """Play the card and carry it out; False when it was canceled as it was played."""
    if not (yield from play_combat_card(fight, side, play, section)):
        return False
    if play.effects is None:
        yield from judge(fight.state, side.seat, play.card)
    else:
        yield from carry_out(fight, side, play)
    finish_card(fight.state, play.card)
    check_ousts(fight.state)  # 9.1: its cost took her last pool (Caseless Rounds, a gun)
    return True


def _play_additional(fight: Fight, side: Side, play: Play, section: str) -> Ask:
    if not (yield from play_combat_card(fight, side, play, section)):
        return  # canceled as it is played (1.6.1.1): no additional strike
    side.additional += play.additional_strikes
    side.gained_additional = side.gained_additional or not _unlimited(play)
    fight.state.log_line(
        f"{side.name} gains {play.additional_strikes} additional strike(s)", section, side.seat
    )
    if play.effects is None:
        yield from judge(fight.state, side.seat, play.card)
    finish_card(fight.state, play.card)
    check_ousts(fight.state)  # 9.1: its cost took her last pool


def hand_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    return [
        play_offer(side, play)
        for play in combat_plays(fight, side, step)
        if play.effects is None or can_carry_out(fight, side, play)
    ]


def before_range_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    """Cards in hand, the minions' own abilities and the weapons setting the range, used before
    range is determined."""
    return (
        hand_offers(fight, side, step)
        + before_range_options(fight, side)
        + range_weapon_options(fight, side)
        + end_combat_offers(fight, side)
    )


def additional_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    return [
        Option(
            "play",
            play.label("Play", side.minion) + f": {play.additional_strikes} additional strike(s)",
            actor=side.minion.uid,
            card=play.card.uid,
            numbers={"additional_strikes": play.additional_strikes},
            data=play,
        )
        for play in combat_plays(fight, side, step)
        # 6.4.3: one card or effect for additional strikes each round, save those "that do
        # not count against the limit".
        if not side.gained_additional or _unlimited(play)
    ]


def _unlimited(play: Play) -> bool:
    return any(words.unlimited for words in of_type(play.effects or (), AdditionalStrikes))
