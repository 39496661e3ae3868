"""Provides the named handlers of action cards and allies (6.1.6, 6.1.5): what the vocabulary
cannot say, each the procedure of one card, carried out when it resolves."""

from __future__ import annotations

from collections.abc import Callable

from .apply import Played
from .cardplay import can_pay, has_room_for, meets_requirements, pay_cost
from .cards_in_play import distinct_cards
from .contests import enter_play
from .events import TurnEnded
from .prompts import PASS, Ask, Option, ask
from .red_list_cards import red_list_quarry
from .state import CardInPlay, GameState, Region
from .zones import (
    add_blood,
    attach,
    burn,
    lock,
    lose_blood,
    lose_pool,
    move,
    refill_hand,
    remove_from_game,
    shuffle,
    unlock,
)

# -- named handlers ---------------------------------------------------------------------------------


def _magic_of_the_smith(played: Played) -> Ask:
    """Magic of the Smith: search your library for an equipment card and equip this vampire
    with it (requirements and cost apply as normal; shuffle afterward). The equipment is chosen
    on resolution (ruling [RBK search]); a search may find nothing."""
    state, seat, vampire = played.state, played.seat, played.minion
    assert vampire is not None
    library = state.players[seat].library
    found = [
        c
        for c in distinct_cards(library)
        if "Equipment" in c.card.types
        and meets_requirements(state, vampire, c.card)
        and can_pay(state, vampire, c.card)
        and has_room_for(vampire, c.card)
    ]
    options = [
        Option("equipment", f"Equip {vampire.name} with {c.name}", card=c.uid) for c in found
    ]
    options.append(Option(PASS, "Find no equipment"))
    choice = yield from ask(seat, "search", played.section, "Search your library", options)
    if choice.key == "equipment":
        equipment = state.cards[choice.card]
        pay_cost(state, seat, vampire, equipment.card)
        attach(state, equipment, vampire)
        state.log_line(f"{vampire.name} equips with {equipment.name}", played.section, seat)
        enter_play(state, equipment)
    shuffle(state, library)


SHROUD_REMOVED = 7  # Shroud of Decay [OBL]: cards removed from the prey's ash heap
SHROUD_BURNED = 3  # and the pool they burn


def _shroud_of_decay(played: Played) -> Ask:
    """Shroud of Decay [OBL]: remove 7 cards in your prey's ash heap from the game to burn 3 of
    their pool; the player chooses the cards (ruling LSJ 20090710)."""
    state, seat = played.state, played.seat
    target = played.action.target_seat if played.action is not None else state.prey(seat)
    heap = state.players[target].ash_heap
    if len(heap) < SHROUD_REMOVED:
        state.log_line(f"Fewer than {SHROUD_REMOVED} cards in the ash heap", played.section, seat)
        return
    for left in range(SHROUD_REMOVED, 0, -1):
        options = [Option("remove", f"Remove {c.name}", card=c.uid) for c in distinct_cards(heap)]
        question = f"Remove {left} more card(s) of {state.players[target].name}'s ash heap"
        choice = yield from ask(seat, "remove", played.section, question, options)
        removed = state.cards[choice.card]
        remove_from_game(state, removed)
        state.log_line(f"{removed.name} is removed from the game", played.section, seat)
    burned = lose_pool(state, target, SHROUD_BURNED)
    state.log_line(f"{state.players[target].name} burns {burned} pool", played.section, seat)


def discard_from_hand(state: GameState, seat: int, chooser: int, count: int, section: str) -> Ask:
    """``seat`` discards ``count`` cards of ``chooser``'s choice, then draws up (1.6.1.2: the
    hand always matches the hand size)."""
    hand = state.players[seat].hand
    for _ in range(count):
        if not hand:
            break
        options = [Option("discard", f"Discard {c.name}", card=c.uid) for c in distinct_cards(hand)]
        whose = state.players[seat].name
        choice = yield from ask(chooser, "discard-card", section, f"{whose} discards", options)
        card = state.cards[choice.card]
        move(state, card, Region.ASH_HEAP)
        state.log_line(f"{whose} discards {card.name}", section, seat)
    refill_hand(state, seat)


def _revelations(played: Played) -> Ask:
    """Revelations [aus]: look at your prey's hand and discard one card of your choice from it
    (the card drawn to replace it is not seen: ruling LSJ 20100119)."""
    state, seat = played.state, played.seat
    target = played.action.target_seat if played.action is not None else state.prey(seat)
    names = ", ".join(c.name for c in state.players[target].hand) or "no cards"
    state.log_line(f"{state.players[target].name}'s hand: {names}", played.section, seat, seat)
    yield from discard_from_hand(state, target, seat, 1, played.section)


def _shambling_hordes(played: Played) -> Ask:
    """Shambling Hordes: after this ally enters play, remove an ally or vampire in your ash heap
    from the game or burn this ally (the choice is free: ruling LSJ 20030701-2)."""
    state, seat, hordes = played.state, played.seat, played.card
    heap = [c for c in state.players[seat].ash_heap if c.card.is_vampire or c.is_ally]
    options = [
        Option("remove", f"Remove {c.name} from the game", card=c.uid) for c in distinct_cards(heap)
    ]
    options.append(Option("burn", f"Burn {hordes.name}", card=hordes.uid))
    question = f"{hordes.name}: remove an ally or vampire in your ash heap, or burn it"
    choice = yield from ask(seat, "remove", played.section, question, options)
    if choice.key == "remove":
        removed = state.cards[choice.card]
        remove_from_game(state, removed)
        state.log_line(f"{removed.name} is removed from the game", played.section, seat)
    else:
        burn(state, hordes)
        state.log_line(f"{hordes.name} is burned", played.section, seat)


def _media_influence(played: Played) -> Ask:
    """Media Influence [PRE]: each of your unlocked vampires gains 1 blood from the bank."""
    state, seat = played.state, played.seat
    for vampire in state.players[seat].ready:
        if vampire.is_vampire and not vampire.locked:
            gained = add_blood(state, vampire, 1)
            state.log_line(f"{vampire.name} gains {gained} blood", played.section, seat)
    return
    yield


def _possession(played: Played) -> Ask:
    """Possession: [nec] move a vampire from your ash heap to your uncontrolled region; [NEC]
    to your ready region with 1 blood."""
    state, seat = played.state, played.seat
    heap = [c for c in state.players[seat].ash_heap if c.card.is_vampire]
    if not heap:
        state.log_line("No vampire in the ash heap", played.section, seat)
        return
    ready = played.level.isupper()
    where = "ready region with 1 blood" if ready else "uncontrolled region"
    options = [
        Option("vampire", f"Move {c.name} to your {where}", card=c.uid)
        for c in distinct_cards(heap)
    ]
    choice = yield from ask(seat, "target", played.section, "Which vampire?", options)
    vampire = state.cards[choice.card]
    if ready:
        move(state, vampire, Region.READY)
        add_blood(state, vampire, 1)
        enter_play(state, vampire)
    else:
        move(state, vampire, Region.UNCONTROLLED)
    state.log_line(f"{vampire.name} is moved to the {where}", played.section, seat)


def _leather_jacket(played: Played) -> Ask:
    """Leather Jacket: "If the action to equip with the Leather Jacket is successful, unlock the
    acting minion at the end of the turn" (as the turn ends, after the discard phase, 8)."""
    minion, name = played.minion, played.card.name
    assert minion is not None

    def unlock_at_end(state: GameState, event: TurnEnded) -> None:
        state.listeners[TurnEnded].remove(unlock_at_end)
        if minion.region is Region.READY and minion.locked and unlock(state, minion):
            state.log_line(f"{minion.name} unlocks ({name})", "8")

    played.state.listeners.setdefault(TurnEnded, []).append(unlock_at_end)
    return
    yield


def _burn_own_ally_or_retainer(played: Played) -> Ask:
    """War Ghoul: "After this ally enters play, burn an ally or retainer you control" (itself,
    if she chooses or has no other)."""
    state, seat, ghoul = played.state, played.seat, played.card
    player = state.players[seat]
    allies = [m for m in (*player.ready, *player.torpor) if m.is_ally and m is not ghoul]
    retainers = [
        c for m in (*player.ready, *player.torpor) for c in m.attached if "Retainer" in c.card.types
    ]
    options = [Option("burn", f"Burn {c.name}", card=c.uid) for c in (ghoul, *allies, *retainers)]
    choice = yield from ask(
        seat, "target", played.section, f"{ghoul.name}: burn an ally or retainer", options
    )
    burned = state.cards[choice.card]
    burn(state, burned)
    state.log_line(f"{burned.name} is burned", played.section, seat)


REFRACTED = 3  # Sudario Refraction: three cards back from the ash heap, three discarded


def _sudario_refraction(played: Played) -> Ask:
    """Sudario Refraction: "Choose three library cards in your ash heap by name. Move them to
    the top of your library, then discard 3 cards at random (draw afterward)." (each card
    chosen in turn goes on top; fewer if the ash heap holds fewer)."""
    state, seat = played.state, played.seat
    player = state.players[seat]
    chosen: list[CardInPlay] = []
    while len(chosen) < REFRACTED:
        heap = [c for c in player.ash_heap if not c.card.is_crypt and c not in chosen]
        options = [
            Option("card", f"Move {c.name} to the top of your library", card=c.uid)
            for c in distinct_cards(heap)
        ]
        if not options:
            break
        choice = yield from ask(seat, "search", played.section, "Choose a card by name", options)
        chosen.append(state.cards[choice.card])
    for card in chosen:
        move(state, card, Region.LIBRARY, top=True)
        state.log_line(f"{player.name} moves {card.name} to the top of her library", "6.2.3", seat)
    for _ in range(REFRACTED):
        if not player.hand:
            break
        discarded = state.rng.choice(player.hand)
        move(state, discarded, Region.ASH_HEAP)
        state.log_line(f"{player.name} discards {discarded.name} at random", "6.2.3", seat)
    refill_hand(state, seat)


IMMUNITY = 3  # Rutor's Hand [THA]: the blood burned to be immune to its damage


def _rutors_hand(played: Played) -> Ask:
    """Rutor's Hand: put on this vampire (put_on_self), locked; he takes 1 unpreventable
    environmental aggravated damage; [THA]: he can burn 3 blood to be immune to it."""
    from .damage import inflict_damage

    state, seat, vampire = played.state, played.seat, played.minion
    assert vampire is not None
    lock(state, played.card)
    if played.level == "THA" and vampire.blood >= IMMUNITY:
        options = [
            Option("immune", f"{vampire.name} burns {IMMUNITY} blood to be immune"),
            Option(PASS, f"{vampire.name} takes the damage"),
        ]
        choice = yield from ask(seat, "target", played.section, played.card.name, options)
        if choice.key == "immune":
            lose_blood(state, vampire, IMMUNITY)
            state.log_line(choice.label, played.section, seat)
            return
    state.log_line(f"{vampire.name} takes 1 unpreventable aggravated damage", played.section, seat)
    inflict_damage(state, vampire, 0, 1)


HANDLERS: dict[str, Callable[[Played], Ask]] = {
    "magic_of_the_smith": _magic_of_the_smith,
    "shroud_of_decay": _shroud_of_decay,
    "revelations": _revelations,
    "shambling_hordes": _shambling_hordes,
    "media_influence": _media_influence,
    "possession": _possession,
    "leather_jacket": _leather_jacket,
    "rutors_hand": _rutors_hand,
    "burn_own_ally_or_retainer": _burn_own_ally_or_retainer,
    "sudario_refraction": _sudario_refraction,
    "red_list_quarry": red_list_quarry,  # Big Game (11)
}
