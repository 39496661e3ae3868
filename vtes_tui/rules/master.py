"""Provides the master phase (5): master cards played with master phase actions, trifles, and
the abilities of cards in play used in it (1.6.2)."""

from __future__ import annotations

from ..cards.vocabulary import AddBlood, BloodDoll, Lock, PutInPlay, PutOn
from .apply import Played, apply_effects, targets
from .cardplay import (
    cost_words,
    discipline_card_fits,
    finish_card,
    judge,
    meets_requirements,
    pay_cost,
    play_from_hand,
    put_on_fits,
)
from .contests import enter_play
from .effects import effects_at, first, has, in_play_effects
from .permanents import master_phase_actions_bonus
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Phase, Region
from .vampire_abilities import ABILITY
from .vampire_master import master_ability_options, use_master_ability
from .zones import add_blood, attach, gain_pool, lose_blood, lose_pool, move

MASTER_PHASE_ACTIONS = 1  # 5


def master_phase(state: GameState, seat: int) -> Ask:
    state.phase = Phase.MASTER
    player = state.players[seat]
    actions = MASTER_PHASE_ACTIONS + master_phase_actions_bonus(state, seat)
    if player.oot_master_pending:
        actions -= 1  # 5: an out-of-turn master borrowed this phase's action
        player.oot_master_pending = False
    trifle_used = False
    used: set[str] = set()  # minions' master phase abilities, once each (wording templates)
    while True:
        options = master_options(state, seat, actions)
        options.extend(master_ability_options(state, seat, used))
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
            _use_blood_doll(state, seat, choice)
            continue
        if choice.key == ABILITY:
            actions += yield from use_master_ability(state, seat, choice, used)
            if state.players[seat].ousted:
                return
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
    for card in player.controlled:
        for doll in card.attached:
            if has(in_play_effects(doll), BloodDoll) and "blood-doll" not in doll.acted:
                options.extend(_blood_doll_options(state, seat, doll, card))
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
    effects = effects_at(card.card, "")
    cost = cost_words(card.card)
    suffix = f" ({cost})" if cost else ""

    def on(found: list[CardInPlay], words: str, by_hand: str = "") -> list[Option]:
        return [
            Option(
                "master",
                f"Play {card.name}{words.format(v.name)}{suffix}{by_hand}",
                card=card.uid,
                target=v.uid,
            )
            for v in found
        ]

    played = Played(state, seat, card, section="5")
    if effects is None:
        if card.card.clauses.put_on is not None:
            in_play = [v for p in state.players for v in p.controlled]
            grant = card.card.master_discipline
            fits = discipline_card_fits if grant else put_on_fits
            in_play = [v for v in in_play if fits(card.card, v, seat)]
            # 1.6.2.2: a Discipline card naming its Discipline works by being on the vampire.
            return on(in_play, " on {}", "" if grant and grant.code else " (resolve by hand)")
        return [Option("master", f"Play {card.name}{suffix} (resolve by hand)", card=card.uid)]
    put_on = first(effects, PutOn)
    if put_on is not None:
        return on(targets(played, put_on.target), " on {}")
    blood = first(effects, AddBlood)
    if blood is not None:
        return on(targets(played, blood.to), f": +{blood.amount} blood to {{}}")
    locking = first(effects, Lock)
    if locking is not None:
        return on(targets(played, locking.target), ": lock {}")
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
    effects = effects_at(card.card, "")
    grant = card.card.master_discipline
    if grant and grant.code and target is not None:
        attach(state, card, target)
        level = "superior" if target.discipline(grant.code) >= 2 else "basic"
        state.log_line(
            f"{target.name} has {grant.code} at {level} level, capacity {target.capacity}",
            "1.6.2.2",
        )
    elif effects is None:
        clauses = card.card.clauses
        if target is not None and clauses.put_on is not None:
            attach(state, card, target)
        elif clauses.put_in_play or clauses.location:
            move(state, card, Region.IN_PLAY)
        yield from judge(state, seat, card)
    else:
        put_on = first(effects, PutOn)
        if put_on is not None and target is not None:
            attach(state, card, target)
        elif has(effects, PutInPlay):
            move(state, card, Region.IN_PLAY)
            enter_play(state, card)
        played = Played(state, seat, card, section="5", target=target)
        yield from apply_effects(played, effects)
    finish_card(state, card)
    return card.card.trifle


def _blood_doll_options(
    state: GameState, seat: int, doll: CardInPlay, vampire: CardInPlay
) -> list[Option]:
    """Blood Doll: move 1 blood from the vampire to your pool, or from your pool to him."""
    options = []
    if vampire.blood:
        options.append(
            Option(
                "blood-doll",
                f"{doll.name}: move 1 blood from {vampire.name} to your pool",
                card=doll.uid,
                target=vampire.uid,
                data="to-pool",
            )
        )
    if state.players[seat].pool > 1 and vampire.blood < vampire.capacity:
        options.append(
            Option(
                "blood-doll",
                f"{doll.name}: move 1 pool to {vampire.name}",
                card=doll.uid,
                target=vampire.uid,
                data="to-vampire",
            )
        )
    return options


def _use_blood_doll(state: GameState, seat: int, choice: Option) -> None:
    doll = state.cards[choice.card]
    vampire = state.cards[choice.target]
    doll.acted.add("blood-doll")
    if choice.data == "to-pool":
        lose_blood(state, vampire, 1)
        gain_pool(state, seat, 1)
    else:
        lose_pool(state, seat, 1)
        add_blood(state, vampire, 1)
    state.log_line(choice.label, "5", seat)
