"""Provides what minions' own abilities do in unlock phases (4): named handlers of the card
definitions, used after the cards are unlocked, in their controller's unlock phase (``UNLOCK``)
or in any Methuselah's (``EVERY_UNLOCK``)."""

from __future__ import annotations

from collections.abc import Callable

from .damage import inflict_damage
from .events import Modifier
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, USE, distinct, handlers
from .vampire_five import CLAN_CHANGE, clan_change
from .vampire_unlock_more import (
    burned_by_gehenna,
    cards_to_library_bottom,
    lock_prey_minion,
    moves_card_at_unlock,
    older_sabbat_lock,
    prey_burns_top_card,
    two_blood_to_vampire,
)
from .victory import check_ousts
from .zones import (
    add_blood,
    add_modifier,
    burn,
    lose_blood,
    lose_pool,
    move,
    refill_hand,
    set_edge,
)

HAND_SIZE = "hand_size"  # the modifier of a Methuselah's hand size (permanents.hand_size_bonus)

PhaseAbility = Callable[[GameState, int, CardInPlay], Ask]


def unlock_abilities(state: GameState, seat: int) -> Ask:
    """4: effects during your unlock phase take place after your cards are unlocked; then
    those of other Methuselahs' minions used during any Methuselah's unlock phase."""
    yield from use(state, seat, UNLOCK)
    for other in state.clockwise_from(seat):
        for minion in list(state.players[other].ready):
            for name in handlers(minion):
                if name in EVERY_UNLOCK and usable(state, seat, minion):
                    yield from EVERY_UNLOCK[name](state, seat, minion)


def usable(state: GameState, seat: int, minion: CardInPlay) -> bool:
    """A ready minion, not contested (4.1), of a Methuselah still in the game, in a phase of a
    Methuselah still in the game."""
    owner = state.players[minion.controller]
    return (
        not minion.contested
        and minion.region is Region.READY
        and not owner.ousted
        and not state.players[seat].ousted
    )


def use(state: GameState, seat: int, table: dict[str, PhaseAbility]) -> Ask:
    for minion in list(state.players[seat].ready):
        for name in handlers(minion):
            if name in table and usable(state, seat, minion):
                yield from table[name](state, seat, minion)


def _prey_takes_damage(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """Gnaeus Aemilius Augustinus: if he is ready during your unlock phase, your prey chooses a
    ready minion they control; the chosen minion takes 1 unpreventable damage (6.4.6)."""
    prey = state.prey(seat)
    chosen = [m for m in state.players[prey].ready if not m.contested]
    if prey == seat or not chosen:
        return
    options = [
        Option("target", f"{m.name} takes 1 unpreventable damage", target=m.uid) for m in chosen
    ]
    choice = yield from ask(
        prey, "target", "4", f"{vampire.name}: choose a ready minion of yours", options
    )
    minion = state.cards[choice.target]
    state.log_line(f"{vampire.name}: {choice.label}", "4", prey)
    inflict_damage(state, minion, 1)
    check_ousts(state)


def _retainer_for_blood(state: GameState, seat: int, carna: CardInPlay) -> Ask:
    """Carna, The Princess Witch: during your unlock phase, she can burn one of her retainers
    to gain 2 blood (once: "During X, do Y")."""
    retainers = [c for c in carna.attached if "Retainer" in c.card.types]
    if not retainers:
        return
    options = [
        Option(USE, f"{carna.name} burns {r.name} to gain 2 blood", card=r.uid) for r in retainers
    ]
    options.append(Option("pass", "Keep the retainers"))
    choice = yield from ask(seat, ABILITY, "4", f"{carna.name}: burn a retainer?", options)
    if choice.key == USE:
        burn(state, state.cards[choice.card])
        add_blood(state, carna, 2)
        state.log_line(choice.label, "4", seat)


def _blood_to_uncontrolled_nosferatu(state: GameState, seat: int, nikolaus: CardInPlay) -> Ask:
    """Nikolaus Vermeulen: during your unlock phase, you may move 1 blood from him to any
    Nosferatu in your uncontrolled region (once: "During X, do Y")."""
    found = [c for c in state.players[seat].uncontrolled if "Nosferatu" in c.card.clans]
    if not found or nikolaus.blood < 1:
        return
    options = [
        Option(USE, f"Move 1 blood from {nikolaus.name} to {c.name}", card=c.uid) for c in found
    ]
    options.append(Option("pass", "Move no blood"))
    choice = yield from ask(seat, ABILITY, "4", f"{nikolaus.name}: move a blood?", options)
    if choice.key == USE:
        lose_blood(state, nikolaus, 1)
        add_blood(state, state.cards[choice.card], 1)
        state.log_line(choice.label, "4", seat)


def _edge_burns_blood(state: GameState, seat: int, keith: CardInPlay) -> Ask:
    """Keith Moody: your prey can burn the Edge during your unlock phase to burn 1 blood from
    him."""
    prey = state.prey(seat)
    if state.edge != prey or prey == seat or keith.blood < 1:
        return
    options = [
        Option(USE, f"Burn the Edge: {keith.name} burns 1 blood", target=keith.uid),
        Option("pass", "Keep the Edge"),
    ]
    choice = yield from ask(prey, ABILITY, "4", f"{keith.name}: burn the Edge?", options)
    if choice.key == USE:
        set_edge(state, None)
        lose_blood(state, keith, 1)
        state.log_line(choice.label, "4", prey)


def _edge_for_blood(state: GameState, seat: int, lucinde: CardInPlay) -> Ask:
    """Lucinde, Alastor: during your unlock phase, you can burn the Edge to give her 1 blood
    from the blood bank."""
    if state.edge != seat or lucinde.blood >= lucinde.capacity:
        return
    options = [
        Option(USE, f"Burn the Edge: {lucinde.name} gains 1 blood", target=lucinde.uid),
        Option("pass", "Keep the Edge"),
    ]
    choice = yield from ask(seat, ABILITY, "4", f"{lucinde.name}: burn the Edge?", options)
    if choice.key == USE:
        set_edge(state, None)
        add_blood(state, lucinde, 1)
        state.log_line(choice.label, "4", seat)


def _locations_or_pool(state: GameState, seat: int, arika: CardInPlay) -> Ask:
    """Arika: if she is ready during your prey's unlock phase, your prey chooses which
    locations he keeps in play: for each location he controls, he burns 1 pool or burns it."""
    if state.prey(arika.controller) != seat or seat == arika.controller:
        return
    for location in [c for c in state.players[seat].in_play if c.card.clauses.location]:
        options = [
            Option("burn-pool", f"Burn 1 pool to keep {location.name}", card=location.uid),
            Option("burn", f"Burn {location.name}", card=location.uid),
        ]
        choice = yield from ask(
            seat, "target", "4", f"{arika.name}: keep {location.name}?", options
        )
        if choice.key == "burn-pool":
            lose_pool(state, seat, 1)
        else:
            burn(state, location)
        state.log_line(f"{arika.name}: {choice.label.lower()}", "4", seat)
        check_ousts(state)
        if state.players[seat].ousted:
            return


def _blood_to_their_vampire(state: GameState, seat: int, owain: CardInPlay) -> Ask:
    """Owain Evans, The Wanderer: during any Methuselah's unlock phase, if he is ready, you may
    move a blood from the blood bank to a vampire that Methuselah controls."""
    found = [v for v in state.players[seat].controlled if v.is_vampire and v.blood < v.capacity]
    if not found:
        return
    options = [Option(USE, f"{owain.name}: 1 blood to {v.name}", target=v.uid) for v in found]
    options.append(Option("pass", "Add no blood"))
    choice = yield from ask(owain.controller, ABILITY, "4", f"Use {owain.name}?", options)
    if choice.key == USE:
        add_blood(state, state.cards[choice.target], 1)
        state.log_line(choice.label, "4", owain.controller)


# Leandro: "lose all transfers": more than any influence phase gives (7), for this turn.
ALL_TRANSFERS = 99


def _pool_or_transfers(state: GameState, seat: int, leandro: CardInPlay) -> Ask:
    """Leandro: during each other Methuselah's unlock phase, if he is ready, that Methuselah
    chooses either to burn 1 pool or to lose all transfers during his next influence phase."""
    if seat == leandro.controller:
        return
    options = [
        Option("burn-pool", "Burn 1 pool"),
        Option("lose-transfers", "Lose all transfers in your next influence phase"),
    ]
    choice = yield from ask(seat, "target", "4", f"{leandro.name}: choose", options)
    if choice.key == "burn-pool":
        lose_pool(state, seat, 1)
        check_ousts(state)
    else:
        add_modifier(
            state,
            Modifier("transfers", -ALL_TRANSFERS, "turn", seat=seat, source=leandro.uid),
        )
    state.log_line(f"{leandro.name}: {choice.label.lower()}", "4", seat)


def _discard_two(state: GameState, seat: int, alafin: CardInPlay) -> Ask:
    """Babalawo Alafin: during your unlock phase, if he is ready, you may discard two cards
    (draw afterward); if the two cards are the same, each other Methuselah's hand size is one
    card smaller until his or her next unlock phase (1.6.1.2: they discard down at once)."""
    from .ability_use import sync_hand_size

    hand = state.players[seat].hand
    if len(hand) < 2:
        return
    options = [Option(USE, f"Discard {c.name}", card=c.uid) for c in distinct(iter(hand))]
    options.append(Option("pass", "Discard nothing"))
    choice = yield from ask(seat, ABILITY, "4", f"{alafin.name}: discard two cards?", options)
    if choice.key != USE:
        return
    first = state.cards[choice.card]
    move(state, first, Region.ASH_HEAP)
    options = [Option(USE, f"Discard {c.name}", card=c.uid) for c in distinct(iter(hand))]
    choice = yield from ask(seat, ABILITY, "4", f"{alafin.name}: the second card", options)
    second = state.cards[choice.card]
    move(state, second, Region.ASH_HEAP)
    state.log_line(f"{alafin.name}: discards {first.name} and {second.name}", "4", seat)
    refill_hand(state, seat)
    if first.card.name != second.card.name:
        return
    for other in state.alive():
        if other != seat:
            add_modifier(state, Modifier(HAND_SIZE, -1, "unlock", seat=other, source=alafin.uid))
            yield from sync_hand_size(state, other)
    state.log_line("Each other Methuselah's hand size is one card smaller", "4", seat)


UNLOCK: dict[str, PhaseAbility] = {
    "edge_burns_blood": _edge_burns_blood,
    "edge_for_blood": _edge_for_blood,
    "prey_takes_damage": _prey_takes_damage,
    "retainer_for_blood": _retainer_for_blood,
    "blood_to_uncontrolled_nosferatu": _blood_to_uncontrolled_nosferatu,
    "discard_two": _discard_two,
    "two_blood_to_vampire": two_blood_to_vampire,
    "older_sabbat_may_lock": older_sabbat_lock,
    "lock_prey_ally_or_younger": lock_prey_minion,
    "prey_burns_top_card": prey_burns_top_card,
    "burned_at_five_gehenna_cards": burned_by_gehenna,
    "cards_to_library_bottom": cards_to_library_bottom,
    "moves_card_at_unlock": moves_card_at_unlock,  # Jayne Jonestown
    CLAN_CHANGE: clan_change,
}
EVERY_UNLOCK: dict[str, PhaseAbility] = {
    "locations_or_pool": _locations_or_pool,
    "blood_to_their_vampire": _blood_to_their_vampire,
    "pool_or_transfers": _pool_or_transfers,
}
RIVALS_YIELD = "rivals_must_yield"  # Rafael de Corazon: read by contests._title_contests (4.2)
NOT_CONTESTED = "burn_first_instead_of_contest"  # Jimmy Dunn: read by contests.enter_play (4.1)
REACTIONS_COST_MORE = "reactions_cost_blood"  # Scout Youngwood: read by cardplay (1.6.1.3)
NAMED = (*UNLOCK, *EVERY_UNLOCK, RIVALS_YIELD, NOT_CONTESTED, REACTIONS_COST_MORE)
