"""Provides the unlock, master, influence and discard phases and the end of a turn (4, 5, 7, 8)."""

from __future__ import annotations

from .cardplay import (
    cost_words,
    discipline_card_fits,
    finish_card,
    judge,
    meets_requirements,
    pay_cost,
    play_from_hand,
    put_on_fits,
    spec_for,
)
from .contests import enter_play, untap_contests
from .permanents import hand_size_bonus, hunting_grounds, transfers_bonus
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Phase, Region
from .victory import lose_pool, withdraw
from .zones import add_blood, attach, draw, lose_blood, move, refill_hand

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
    for card in _all_cards_of(state, seat):
        card.locked = False  # 4: unlock all your cards
    if state.edge == seat:
        player.pool += 1  # 4: the Edge gives 1 pool
        state.log_line(f"{player.name} gains 1 pool from the Edge", "4", seat)
    yield from untap_contests(state, seat)
    yield from hunting_grounds(state, seat)
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
    stack = list(player.ready + player.torpor + player.in_play)
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


# -- master phase (5) ---------------------------------------------------------------------------


def master_phase(state: GameState, seat: int) -> Ask:
    state.phase = Phase.MASTER
    player = state.players[seat]
    actions = 1
    if player.oot_master_pending:
        actions -= 1  # 5: an out-of-turn master borrowed this phase's action
        player.oot_master_pending = False
    trifle_used = False
    while True:
        options = master_options(state, seat, actions)
        options.append(Option("end", "End the master phase"))
        choice = yield from ask(
            seat,
            "master",
            "5",
            f"Master phase: {actions} master phase action(s) left",
            options,
            {"master_phase_actions": actions},
        )
        if choice.key == "end":
            return
        if choice.key == "blood-doll":
            yield from _use_blood_doll(state, seat, choice)
            continue
        actions -= 1
        trifle = yield from play_master(state, seat, choice)
        if trifle and not trifle_used:
            actions += 1  # 1.6.2.5: one extra action from trifles each master phase
            trifle_used = True


def master_options(state: GameState, seat: int, actions: int) -> list[Option]:
    player = state.players[seat]
    options: list[Option] = []
    if actions > 0:
        for card in player.hand:
            if not card.card.is_master or card.card.out_of_turn:
                continue
            if not master_playable(state, seat, card):
                continue
            options.extend(_master_targets(state, seat, card))
    for card in player.ready + player.torpor:
        for doll in card.attached:
            spec = spec_for(doll.card, "permanent", "")
            if spec and spec.get("blood_doll") and "blood-doll" not in doll.acted:
                if card.blood:
                    options.append(
                        Option(
                            "blood-doll",
                            f"{doll.name}: move 1 blood from {card.name} to your pool",
                            card=doll.uid,
                            target=card.uid,
                            data="to-pool",
                        )
                    )
                if player.pool > 1 and card.blood < card.capacity:
                    options.append(
                        Option(
                            "blood-doll",
                            f"{doll.name}: move 1 pool to {card.name}",
                            card=doll.uid,
                            target=card.uid,
                            data="to-vampire",
                        )
                    )
    return options


def master_playable(state: GameState, seat: int, card: CardInPlay) -> bool:
    """1.6.1.3: a master card needs a ready minion meeting its requirements, and its cost."""
    player = state.players[seat]
    if card.card.clans or card.card.clauses.requirement:
        if not any(meets_requirements(state, m, card.card) for m in player.ready):
            return False
    if card.card.pool_cost and card.card.pool_cost > 0 and player.pool < card.card.pool_cost:
        return False
    if card.card.unique and any(c.card.name == card.card.name for c in player.in_play):
        return False
    return True


def _master_targets(state: GameState, seat: int, card: CardInPlay) -> list[Option]:
    """One option per legal target of a master card (none needed: one option)."""
    spec = spec_for(card.card, "master", "")
    cost = cost_words(card.card)
    suffix = f" ({cost})" if cost else ""
    ready = [v for p in state.players for v in p.ready]

    def on(targets: list[CardInPlay], words: str, by_hand: str = "") -> list[Option]:
        return [
            Option(
                "master",
                f"Play {card.name}{words.format(v.name)}{suffix}{by_hand}",
                card=card.uid,
                target=v.uid,
            )
            for v in targets
        ]

    if spec is None:
        if card.card.clauses.put_on is not None:
            in_play = [v for p in state.players for v in p.ready + p.torpor]
            grant = card.card.master_discipline
            fits = discipline_card_fits if grant else put_on_fits
            in_play = [v for v in in_play if fits(card.card, v, seat)]
            # 1.6.2.2: a Discipline card naming its Discipline works by being on the vampire.
            return on(in_play, " on {}", "" if grant and grant.code else " (resolve by hand)")
        return [Option("master", f"Play {card.name}{suffix} (resolve by hand)", card=card.uid)]
    if spec.get("put_on") == "own_vampire":
        mine = state.players[seat].ready + state.players[seat].torpor
        return on([v for v in mine if v.is_vampire], " on {}")
    if spec.get("add_blood"):
        hungry = [v for v in ready if v.is_vampire and v.blood < v.capacity]
        return on(hungry, f": +{spec['add_blood']} blood to {{}}")
    if spec.get("lock"):
        return on([v for v in ready if not v.locked], ": lock {}")
    return [Option("master", f"Play {card.name}{suffix}", card=card.uid)]


def play_master(state: GameState, seat: int, choice: Option) -> Ask:
    """1.6.2: play a master card: pay its cost, then its effect; returns whether it is a trifle."""
    player = state.players[seat]
    card = state.cards[choice.card]
    target = state.cards[choice.target] if choice.target else None
    play_from_hand(state, card)
    pay_cost(state, seat, None, card.card)
    on = f" on {target.name}" if target else ""
    state.log_line(f"{player.name} plays {card.name}{on}", "5", seat)
    spec = spec_for(card.card, "master", "")
    grant = card.card.master_discipline
    if grant and grant.code and target is not None:
        attach(state, card, target)
        level = "superior" if target.discipline(grant.code) >= 2 else "basic"
        state.log_line(
            f"{target.name} has {grant.code} at {level} level, capacity {target.capacity}",
            "1.6.2.2",
        )
        finish_card(state, card)
        return card.card.trifle
    if spec is None:
        clauses = card.card.clauses
        if target is not None and clauses.put_on is not None:
            attach(state, card, target)
        elif clauses.put_in_play or clauses.location:
            move(state, card, Region.IN_PLAY)
        yield from judge(state, seat, card)
        finish_card(state, card)
        return card.card.trifle
    if spec.get("put_on") and target is not None:
        attach(state, card, target)
    elif spec.get("put_in_play"):
        move(state, card, Region.IN_PLAY)
        enter_play(state, card)
    if spec.get("add_blood") and target is not None:
        add_blood(target, spec["add_blood"])
    if spec.get("lock") and target is not None:
        target.locked = True
    finish_card(state, card)
    return bool(spec.get("trifle")) or card.card.trifle


def _use_blood_doll(state: GameState, seat: int, choice: Option) -> Ask:
    doll = state.cards[choice.card]
    vampire = state.cards[choice.target]
    doll.acted.add("blood-doll")
    if choice.data == "to-pool":
        lose_blood(state, vampire, 1)
        state.players[seat].pool += 1
    else:
        lose_pool(state, seat, 1)
        add_blood(vampire, 1)
    state.log_line(choice.label, "5", seat)
    return
    yield


# -- influence phase (7) ------------------------------------------------------------------------


def transfers_for(state: GameState, seat: int) -> int:
    """7: 1, 2 and 3 transfers in the first three turns of the game, 4 after that."""
    base = (
        FIRST_TURNS_TRANSFERS[state.turn - 1]
        if state.turn <= len(FIRST_TURNS_TRANSFERS)
        else TRANSFERS
    )
    return base + transfers_bonus(state, seat)


def influence_phase(state: GameState, seat: int) -> Ask:
    state.phase = Phase.INFLUENCE
    player = state.players[seat]
    transfers = transfers_for(state, seat)
    while True:
        options = transfer_options(state, seat, transfers)
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
        card = state.cards[choice.card] if choice.card else None
        if choice.key == "to-minion":
            transfers -= 1
            lose_pool(state, seat, 1)
            card.blood += 1
        elif choice.key == "to-pool":
            transfers -= 2
            lose_blood(state, card, 1)
            player.pool += 1
        elif choice.key == "crypt":
            transfers -= 4
            lose_pool(state, seat, 1)
            drawn = player.crypt[0]
            move(state, drawn, Region.UNCONTROLLED)
            drawn.face_down = True
            state.log_line(f"{player.name} draws a crypt card", "7", seat)
        from .victory import check_ousts

        check_ousts(state)
    _bring_out(state, seat)


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


def _bring_out(state: GameState, seat: int) -> None:
    """7: vampires with blood equal to or above capacity become controlled, ready, unlocked."""
    player = state.players[seat]
    for card in list(player.uncontrolled):
        if card.card.is_crypt and not card.recruited_this_turn and card.blood >= card.capacity > 0:
            card.face_down = False
            card.locked = False
            move(state, card, Region.READY)
            add_blood(card, 0)  # 1.5.2: excess drains off
            state.log_line(f"{player.name} brings out {card.name} ({card.blood} blood)", "7", seat)
            enter_play(state, card)


# -- discard phase (8) --------------------------------------------------------------------------


def discard_phase(state: GameState, seat: int) -> Ask:
    state.phase = Phase.DISCARD
    player = state.players[seat]
    options = [Option("end", "End the discard phase")]
    for card in player.hand:
        if "Event" in card.card.types:
            options.append(Option("event", f"Put the event {card.name} in play", card=card.uid))
    options += [Option("discard", f"Discard {c.name} and draw", card=c.uid) for c in player.hand]
    choice = yield from ask(
        seat, "discard", "8", "Discard phase: one discard phase action", options
    )
    if choice.key == "discard":
        card = state.cards[choice.card]
        move(state, card, Region.ASH_HEAP)
        draw(state, seat)
        state.log_line(f"{player.name} discards {card.name}", "8", seat)
    elif choice.key == "event":
        card = state.cards[choice.card]
        play_from_hand(state, card)
        move(state, card, Region.IN_PLAY)
        state.log_line(f"{player.name} puts {card.name} in play", "8", seat)
        yield from judge(state, seat, card)


def end_of_turn(state: GameState, seat: int) -> None:
    """6.1.5: allies recruited this turn move to the ready region; per-turn limits reset."""
    player = state.players[seat]
    for card in list(player.uncontrolled):
        if card.recruited_this_turn:
            card.recruited_this_turn = False
            move(state, card, Region.READY)
    player.hand_size = 7 + hand_size_bonus(state, seat)
    refill_hand(state, seat)
    for p in state.players:
        for card in p.ready + p.torpor + p.in_play:
            card.acted.clear()
            card.used.clear()
            card.bled_this_turn = False
            card.political_this_turn = False
            for other in card.attached:
                other.acted.clear()
    _discard_down(state, seat)


def _discard_down(state: GameState, seat: int) -> None:
    """1.6.1.2: a hand above hand size discards down (the last cards drawn)."""
    player = state.players[seat]
    while len(player.hand) > player.hand_size:
        move(state, player.hand[-1], Region.ASH_HEAP)
