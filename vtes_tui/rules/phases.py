"""Provides the unlock, master, influence and discard phases and the end of a turn (4, 5, 7, 8)."""

from __future__ import annotations

from ..cards.definitions import is_automated
from .abilities import ability_options
from .ability_use import ability_step, sync_hand_size, use_ability
from .any_unlock import unlock_for_blood
from .cardplay import judge, meets_requirements, play_from_hand, played_already
from .chosen import held_locked
from .combat_after import stays_locked
from .contests import enter_play, untap_contests
from .events import TurnEnded
from .imbued import first_conviction, is_imbued, unlock_conviction
from .library_five_effects import unlock_in_discard
from .permanents import (
    discard_phase_actions,
    hand_size_bonus,
    hunting_grounds,
    transfers_bonus,
)
from .phase_effects import held_by_attached, unlock_effects
from .prompts import Ask, Option, ask
from .reaction_effects import NO_UNLOCK
from .special_terms import infernal_unlocks, scarce_cost, unlocks_as_normal
from .state import HAND_SIZE, CardInPlay, GameState, Phase, Region
from .triggers import forced_effects
from .vampire_abilities import ABILITY
from .vampire_five import turn_begins
from .vampire_phases import (
    as_enters_play,
    discard_abilities,
    discard_action_options,
    discards_back,
    use_discard_action,
)
from .vampire_unlock import unlock_abilities
from .victory import check_ousts, withdraw
from .zones import (
    add_blood,
    drain_excess,
    draw,
    emit,
    gain_pool,
    lose_blood,
    lose_pool,
    modified,
    move,
    refill_hand,
    unlock,
)

FIRST_TURNS_TRANSFERS = (1, 2, 3)  # 7: the first three turns of the game
TRANSFERS = 4  # 7


# -- unlock phase (4) ---------------------------------------------------------------------------


def unlock_phase(state: GameState, seat: int) -> Ask:
    state.phase = Phase.UNLOCK
    player = state.players[seat]
    if player.withdrawing:
        # 9.2: conditions held since the announcement: the withdrawal succeeds, before the turn.
        withdraw(state, seat)
        return
    turn_begins(state, seat)  # Bartholomew
    for card in _all_cards_of(state, seat):
        # 4: unlock all your cards; 11: but infernal minions, and G00005: a card that "does not
        # unlock as normal" (a modifier left by the card that said so, or a card on him)
        # stays locked.
        if card.locked and (
            not unlocks_as_normal(card)
            or modified(state, NO_UNLOCK, card)
            or stays_locked(state, card)
            or held_locked(state, card)
            or held_by_attached(card)
        ):
            continue
        unlock(state, card)
    if player.hand_size != HAND_SIZE + hand_size_bonus(state, seat):
        # 1.6.1.2: an effect on her hand size "until her next unlock phase" ended (Babalawo
        # Alafin): she draws up at once.
        yield from sync_hand_size(state, seat)
    if state.edge == seat:
        gain_pool(state, seat, 1)  # 4: the Edge gives 1 pool
        state.log_line(f"{player.name} gains 1 pool from the Edge", "4", seat)
    yield from infernal_unlocks(state, seat)
    yield from untap_contests(state, seat)
    yield from hunting_grounds(state, seat)
    yield from unlock_abilities(state, seat)
    yield from ability_step(state, seat, "unlock")  # 4: after her cards are unlocked
    yield from unlock_for_blood(state, seat)  # anyone's, in any Methuselah's unlock phase
    yield from unlock_effects(state, seat)  # 4: what cards in play do in this unlock phase
    yield from forced_effects(state, seat, "unlock")
    yield from unlock_conviction(state, seat)  # imbued appendix 2 and 5
    yield from _burn_option_discards(state)
    if not player.library and len(player.hand) < player.hand_size:
        choice = yield from ask(
            seat,
            "withdraw",
            "9.2",
            "Your library is empty and your hand is short: announce withdrawal?",
            [Option("stay", "Keep playing"), Option("withdraw", "Announce withdrawal")],
        )
        if choice.key == "withdraw":
            player.withdrawing = True
            state.log_line(f"{player.name} announces withdrawal", "9.2", seat)


def _all_cards_of(state: GameState, seat: int) -> list[CardInPlay]:
    player = state.players[seat]
    out: list[CardInPlay] = []
    # Imbued appendix 5: incapacitated imbued are controlled cards too.
    stack = list(player.ready + player.torpor + player.incapacitated + player.in_play)
    while stack:
        card = stack.pop()
        out.append(card)
        stack.extend(card.attached)
    return out


def _burn_option_discards(state: GameState) -> Ask:
    """1.6.1.3: once each unlock phase, discard a burn-option card no minion of yours can use."""
    for seat in state.clockwise_from(state.current):
        player = state.players[seat]
        candidates = [
            c
            for c in player.hand
            if c.card.burn_option
            and not any(meets_requirements(state, m, c.card) for m in player.ready)
        ]
        if not candidates:
            continue
        options = [Option("keep", "Keep them")]
        options += [
            Option("discard", f"Discard {c.name} (burn option)", card=c.uid) for c in candidates
        ]
        choice = yield from ask(seat, "burn-option", "1.6.1.3", "Use a burn option?", options)
        if choice.key == "discard":
            card = state.cards[choice.card]
            move(state, card, Region.ASH_HEAP)
            refill_hand(state, seat)
            state.log_line(f"{player.name} discards {card.name} (burn option)", "1.6.1.3", seat)


# -- influence phase (7) ------------------------------------------------------------------------


def transfers_for(state: GameState, seat: int) -> int:
    """7: 1, 2 and 3 transfers in the first three turns of the game, 4 after that."""
    base = (
        FIRST_TURNS_TRANSFERS[state.turn - 1]
        if state.turn <= len(FIRST_TURNS_TRANSFERS)
        else TRANSFERS
    )
    return max(base + transfers_bonus(state, seat), 0)  # Leandro: all transfers lost


def influence_phase(state: GameState, seat: int) -> Ask:
    state.phase = Phase.INFLUENCE
    player = state.players[seat]
    transfers = transfers_for(state, seat)
    while True:
        options = transfer_options(state, seat, transfers)
        options.extend(ability_options(state, seat, "influence", transfers=transfers))
        choice = yield from ask(
            seat,
            "transfer",
            "7",
            f"Influence phase: {transfers} transfer(s) left, {player.pool} pool",
            options,
            {"transfers": transfers},
        )
        if choice.key == "end":
            break
        if choice.key == "ability":
            transfers -= choice.data.ability.transfers  # 7: Wider View uses transfers
            yield from use_ability(state, seat, choice)
            continue
        card = state.cards[choice.card] if choice.card else None
        if choice.key == "to-minion":
            transfers -= 1
            lose_pool(state, seat, 1)
            add_blood(state, card, 1)
            state.log_line(f"{player.name} moves 1 pool to {_seen(card)}", "7", seat)
        elif choice.key == "to-pool":
            transfers -= 2
            lose_blood(state, card, 1)
            gain_pool(state, seat, 1)
            state.log_line(f"{player.name} moves 1 blood from {_seen(card)} to her pool", "7", seat)
        elif choice.key == "crypt":
            transfers -= 4
            lose_pool(state, seat, 1)
            drawn = player.crypt[0]
            move(state, drawn, Region.UNCONTROLLED)
            drawn.face_down = True
            state.log_line(f"{player.name} draws a crypt card", "7", seat)
        check_ousts(state)
    yield from _bring_out(state, seat)
    check_ousts(state)  # 11: a scarce vampire's cost can oust her


def _seen(card: CardInPlay) -> str:
    """A vampire as the whole table sees it: a face-down one by its blood alone (2.3)."""
    where = "a face-down vampire" if card.face_down else card.name
    return f"{where} (now {card.blood} blood)"


def transfer_options(state: GameState, seat: int, transfers: int) -> list[Option]:
    """7: the three uses of transfers, with their costs."""
    player = state.players[seat]
    options: list[Option] = []
    for card in player.uncontrolled:
        if card.recruited_this_turn:
            continue
        capacity = card.capacity
        if transfers >= 1 and player.pool >= 1:
            options.append(
                Option(
                    "to-minion",
                    f"Move 1 pool to {card.name} ({card.blood}/{capacity})",
                    card=card.uid,
                    numbers={"blood": card.blood, "capacity": capacity, "cost": 1},
                )
            )
        if transfers >= 2 and card.blood >= 1:
            options.append(
                Option(
                    "to-pool",
                    f"Move 1 blood from {card.name} back to your pool (2 transfers)",
                    card=card.uid,
                    numbers={"blood": card.blood, "capacity": capacity, "cost": 2},
                )
            )
    if transfers >= 4 and player.pool >= 1 and player.crypt:
        options.append(
            Option("crypt", "Draw a crypt card (4 transfers and 1 pool)", numbers={"cost": 4})
        )
    options.append(Option("end", "End the influence phase"))
    return options


def _bring_out(state: GameState, seat: int) -> Ask:
    """7: vampires with blood equal to or above capacity become controlled, ready, unlocked."""
    player = state.players[seat]
    for card in list(player.uncontrolled):
        if card.card.is_crypt and not card.recruited_this_turn and card.blood >= card.capacity > 0:
            yield from bring_out(state, seat, card)


def bring_out(state: GameState, seat: int, card: CardInPlay) -> Ask:
    """7: the vampire becomes controlled, ready, unlocked (also by a card: Undue Influence)."""
    card.face_down = False
    unlock(state, card)
    move(state, card, Region.READY)
    drain_excess(state, card)  # 1.5.2
    name = state.players[seat].name
    counters = "life" if is_imbued(card) else "blood"  # imbued appendix 1: life
    state.log_line(f"{name} brings out {card.name} ({card.blood} {counters})", "7", seat)
    scarce_cost(state, card)
    yield from as_enters_play(state, seat, card)
    yield from first_conviction(state, seat, card)  # imbued appendix 2
    if card.region is Region.READY:
        enter_play(state, card)


# -- discard phase (8) --------------------------------------------------------------------------


def discard_phase(state: GameState, seat: int) -> Ask:
    state.phase = Phase.DISCARD
    player = state.players[seat]
    actions = discard_phase_actions(state, seat)  # counted as the phase begins
    yield from discard_abilities(state, seat)
    yield from unlock_in_discard(state, seat)  # Fiendish Tongue
    yield from ability_step(state, seat, "discard")
    discarded: list[CardInPlay] = []
    for done in range(actions):
        options = [Option("end", "End the discard phase")]
        for card in player.hand:
            # 1.6.4: each event can only be played once in a game.
            if "Event" in card.card.types and not played_already(state, card.card.name, "game"):
                by_hand = "" if is_automated(card.card) else " (resolve by hand)"
                label = f"Put the event {card.name} in play{by_hand}"
                options.append(Option("event", label, card=card.uid))
        options += [
            Option("discard", f"Discard {c.name} and draw", card=c.uid) for c in player.hand
        ]
        options += discard_action_options(state, seat)
        which = "one" if actions == 1 else f"{done + 1} of {actions}"
        choice = yield from ask(
            seat, "discard", "8", f"Discard phase: {which} discard phase action", options
        )
        if choice.key == "discard":
            card = state.cards[choice.card]
            move(state, card, Region.ASH_HEAP)
            draw(state, seat)
            state.log_line(f"{player.name} discards {card.name}", "8", seat)
            discarded.append(card)
        elif choice.key == "event":
            card = state.cards[choice.card]
            play_from_hand(state, card)
            move(state, card, Region.IN_PLAY)
            state.log_line(f"{player.name} puts {card.name} in play", "8", seat)
            if not is_automated(card.card):
                yield from judge(state, seat, card)  # an automated event works by being in play
        elif choice.key == ABILITY:
            use_discard_action(state, seat, choice)  # a minion's own (Ayo Igoli)
        else:
            break  # 8: the actions left are lost
    yield from discards_back(state, seat, discarded)  # at the end of the discard phase
    yield from forced_effects(state, seat, "discard")


def end_of_turn(state: GameState, seat: int) -> Ask:
    """6.1.5: allies recruited this turn move to the ready region; per-turn limits reset;
    hands drawn up or discarded down to sizes that changed (1.6.1.2)."""
    player = state.players[seat]
    for card in list(player.uncontrolled):
        if card.recruited_this_turn:
            card.recruited_this_turn = False
            move(state, card, Region.READY)
    for p in state.players:
        for card in p.ready + p.torpor + p.in_play:
            card.acted.clear()
            card.used.clear()
            card.bled_this_turn = False
            card.political_this_turn = False
            for other in card.attached:
                other.acted.clear()
    # "Until the end of the turn" effects end before hands are drawn up or discarded down
    # (Dreams of the Sphinx ruling LSJ 20100812: after the discard phase).
    emit(state, TurnEnded(seat))
    yield from sync_hand_size(state, seat)
    for other in state.players:
        if other.seat != seat and not other.ousted:
            if other.hand_size != HAND_SIZE + hand_size_bonus(state, other.seat):
                yield from sync_hand_size(state, other.seat)  # 1.6.1.2: a bonus of hers ended
