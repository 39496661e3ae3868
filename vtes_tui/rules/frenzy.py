"""Provides the out-of-turn master cards played on a vampire as an opposing minion's strike is
about to inflict aggravated damage on him (Rötschreck): after both strikes are declared and
before they resolve (rulings LSJ 19990217, RTR 20041202), by a Methuselah whose turn it is not
(1.6.2.4); combat ends at once, the strikes unresolved (rulings LSJ 19990217, LSJ 20020715)."""

from __future__ import annotations

from ..cards.master_words import FrenzyTorpor
from .cancels import cancel_window
from .cardplay import finish_card, play_from_hand
from .combat_cards import hand_strikes_aggravated
from .damage import send_to_torpor
from .effects import effects_at, first
from .fight import Fight, Side
from .master import master_cost, master_playable
from .prompts import PASS, Ask, Option, ask
from .replacing import extra_draws
from .state import CardInPlay, GameState, Region
from .strikes import Strike
from .zones import attach, lock, lose_pool

FRENZY = "frenzy"  # the prompt's kind
PLAY = "oot-master"  # an option's key


def frenzy_window(fight: Fight, strikes: dict[Side, Strike]) -> Ask:
    """Each Methuselah but the one whose turn it is, clockwise from her, may play such a card
    on a vampire an opposing strike is about to inflict aggravated damage on; returns whether
    one did (combat has ended: the strikes must not resolve)."""
    state = fight.state
    struck = [side.minion for side in _struck(fight, strikes)]
    if not struck or not fight.going():
        return False
    for seat in state.clockwise_from(state.current)[1:]:
        options = _offers(state, seat, struck)
        if not options:
            continue
        options.append(Option(PASS, "Play nothing"))
        choice = yield from ask(
            seat,
            FRENZY,
            "1.6.2.4",
            "An opposing strike is about to inflict aggravated damage: play a card?",
            options,
            fight.context(),
        )
        if choice.key == PASS:
            continue
        if (yield from _play(fight, strikes, seat, choice)):
            return True
    return False


def _struck(fight: Fight, strikes: dict[Side, Strike]) -> list[Side]:
    """The vampires an opposing strike would inflict aggravated damage on at this range, even
    if it is dodged (ruling LSJ 20011005): its damage is aggravated, or it is a hand strike of
    a minion whose hand strikes are, or all damage to vampires is this combat."""
    found = []
    for side, strike in strikes.items():
        other = fight.other(side)
        if not other.minion.is_vampire or other.minion.region is not Region.READY:
            continue
        if strike.by_hand or not strike.damage or not strike.reaches(fight.distance):
            continue
        if strike.target is not None and strike.target is not other.minion:
            continue  # 6.4.7: aimed at a retainer
        if (
            strike.aggravated
            or fight.all_aggravated
            or (strike.hand and hand_strikes_aggravated(fight.state, side.minion))
        ):
            found.append(other)
    return found


def _offers(state: GameState, seat: int, struck: list[CardInPlay]) -> list[Option]:
    player = state.players[seat]
    if player.oot_master_pending:
        return []  # 1.6.2.4: one out-of-turn master card before her next master phase
    options = []
    for card in player.hand:
        if first(effects_at(card.card, ""), FrenzyTorpor) is None:
            continue
        if not master_playable(state, seat, card):
            continue
        for vampire in struck:
            cost = master_cost(state, seat, card, vampire)  # Secure Haven: +1
            if cost > player.pool:
                continue
            options.append(
                Option(
                    PLAY,
                    f"Play {card.name} on {vampire.name}: to torpor, combat ends ({cost} pool)",
                    card=card.uid,
                    target=vampire.uid,
                    target_seat=vampire.controller,
                )
            )
    return options


def _play(fight: Fight, strikes: dict[Side, Strike], seat: int, choice: Option) -> Ask:
    """Play it (borrowing her next master phase action, even if canceled: 5); uncanceled, it
    goes on the vampire, combat ends, he is locked and sent to torpor (6.5.1: with his cards)."""
    state = fight.state
    card, vampire = state.cards[choice.card], state.cards[choice.target]
    cost = master_cost(state, seat, card, vampire)
    play_from_hand(state, card)
    yield from extra_draws(state, seat)  # Infernal Pursuit
    state.players[seat].oot_master_pending = True
    state.log_line(
        f"{state.players[seat].name} plays {card.name} on {vampire.name} (out-of-turn)",
        "1.6.2",
        seat,
    )
    if (yield from cancel_window(state, seat, card)):
        finish_card(state, card)  # 1.6.1.1: canceled, its cost is not paid
        return False
    lose_pool(state, seat, cost)
    attach(state, card, vampire)
    fight.ended = True
    state.log_line("Combat ends: the strikes do not resolve", "6.4.3", seat)
    for strike in strikes.values():
        if strike.card is not None:
            finish_card(state, strike.card)
    lock(state, vampire)
    send_to_torpor(state, vampire)
    return True
