"""Provides the master phase (5): master cards played with master phase actions, trifles, and
the abilities of cards in play used in it (1.6.2)."""

from __future__ import annotations

from ..cards.action_words import AddBlood, Lock, PutInPlay, PutOn
from ..cards.in_play_words import (
    HandSizePerCounter,
    MasterCost,
)
from ..cards.master_words import (
    BloodToPool,
    BurnLibrary,
    Choose,
    FeedYounger,
    FillBlood,
    PoolOrBlood,
    RecruitFromHand,
    RemoveVampire,
)
from ..cards.vocabulary import HandSize
from .abilities import ability_options
from .ability_use import sync_hand_size, use_ability
from .apply import Played, apply_effects, targets
from .cancels import CANCELED, REFUND, cancel_window
from .cardplay import (
    discipline_card_fits,
    finish_card,
    has_room_for,
    judge,
    meets_requirements,
    play_from_hand,
    played_already,
    put_on_fits,
)
from .chosen import candidates
from .contests import enter_play, in_play_with
from .effects import effects_at, first, has, in_play_effects, of_type
from .library_four_effects import EXCHANGE_MASTER, exchange_master, exchange_master_options
from .more_library_effects import clan_uncontrolled, controls_clan, feeders, recruiters
from .more_table_effects import BURN_BY_DISCARD, burn_by_discard, burn_by_discard_options
from .permanents import master_phase_actions_bonus
from .prompts import Ask, Option, ask
from .red_list import MARK, mark, mark_options
from .state import CardInPlay, GameState, Phase, Region
from .vampire_abilities import ABILITY
from .vampire_master import (
    after_master_card,
    discipline_put_on,
    master_ability_options,
    recover_canceled,
    use_master_ability,
)
from .victory import check_ousts
from .zones import attach, lose_pool, move

MASTER_PHASE_ACTIONS = 1  # 5
TRIFLE = "trifle"


def master_phase(state: GameState, seat: int) -> Ask:
    state.phase = Phase.MASTER
    player = state.players[seat]
    # 5: an out-of-turn master borrowed one of this phase's actions.
    borrowed = 1 if player.oot_master_pending else 0
    player.oot_master_pending = False
    used = 0
    # 1.6.2.5: one master phase action from trifles each master phase, an out-of-turn one's too.
    trifle_used = any(
        m.until == "master" and m.seat == seat and m.source is not None for m in state.modifiers
    )
    gained = 0  # given by minions' master phase abilities (Anson)
    from .triggers import forced_effects

    yield from forced_effects(state, seat, "master")  # "During your master phase, ..." (5)
    abilities_used: set[str] = set()  # those abilities, once each (wording templates)
    while True:
        # 5: cards may change the number (The Parthenon, during the phase): counted afresh.
        actions = MASTER_PHASE_ACTIONS + master_phase_actions_bonus(state, seat)
        actions += trifle_used + gained - borrowed - used
        options = master_options(state, seat, actions)
        options.extend(ability_options(state, seat, "master"))
        options.extend(master_ability_options(state, seat, abilities_used))
        if actions > 0:
            options.extend(burn_by_discard_options(state, seat))  # Tension in the Ranks
            options.extend(exchange_master_options(state, seat))  # Anthelios
            options.extend(mark_options(state, seat))  # 11: mark a Red List minion
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
        if choice.key == "ability":
            yield from use_ability(state, seat, choice)
            continue
        if choice.key == ABILITY:
            gained += yield from use_master_ability(state, seat, choice, abilities_used)
            if state.players[seat].ousted:
                return
            continue
        used += 1
        if choice.key == BURN_BY_DISCARD:
            yield from burn_by_discard(state, seat, choice)
            continue
        if choice.key == EXCHANGE_MASTER:
            yield from exchange_master(state, seat, choice)
            continue
        if choice.key == MARK:
            mark(state, seat, choice)
            continue
        outcome = yield from play_master(state, seat, choice)
        if state.players[seat].ousted:
            return  # 9.1: she paid her last pool for it; her turn is over
        yield from after_master_card(state, seat)
        if outcome == TRIFLE and not trifle_used:
            trifle_used = True  # 1.6.2.5: one extra action from trifles each master phase
        elif outcome == REFUND:
            used -= 1  # Wash: "That Methuselah gets +1 master phase action immediately"


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
    limit = card.card.clauses.play_limit
    if limit and played_already(state, card.card.name, limit):
        return False  # "Only one Giant's Blood can be played in a game"
    choosing = first(effects_at(card.card, ""), Choose)
    if choosing is not None and len(candidates(state, seat, choosing)) < choosing.count:
        return False  # "Choose two ready Toreador you control"
    burned = first(effects_at(card.card, ""), BurnLibrary)
    # Liquidation ruling LSJ 20070901: not playable with fewer cards in the library.
    return burned is None or len(player.library) >= burned.amount


def master_cost(
    state: GameState, seat: int, card: CardInPlay, target: CardInPlay | None = None
) -> int:
    """1.6.1.3: the pool a master card costs: its printed cost, and what her cards in play add
    ("Cards named Minion Tap cost you +1 pool to play", Villein; "Master cards targeting this
    minion cost 1 additional pool", Secure Haven: everyone pays it, ruling TOM 19951208-1)."""
    cost = max(card.card.pool_cost or 0, 0)
    for other in in_play_with(state, MasterCost):
        if other.contested:
            continue
        for extra in of_type(in_play_effects(other), MasterCost):
            if other.controller != seat and not extra.anyone:
                continue
            if extra.card and extra.card != card.card.name:
                continue
            if extra.on_host and (target is None or other.host is not target):
                continue
            cost += extra.pool
    return cost


def _master_targets(state: GameState, seat: int, card: CardInPlay) -> list[Option]:
    """One option per legal target of a master card (none needed: one option), at its cost."""
    effects = effects_at(card.card, "")
    pool = state.players[seat].pool

    def priced(target: CardInPlay | None, words: str, by_hand: str = "") -> Option | None:
        cost = master_cost(state, seat, card, target)
        if cost > pool:
            return None  # 1.6.1.3: she must be able to pay it (Villein ruling ANK 20210714)
        suffix = f" ({cost} pool)" if cost else ""
        return Option(
            "master",
            f"Play {card.name}{words}{suffix}{by_hand}",
            card=card.uid,
            target=target.uid if target else None,
        )

    def on(found: list[CardInPlay], words: str, by_hand: str = "") -> list[Option]:
        # "A vampire can have only one archetype": not on a minion with one already.
        found = [v for v in found if has_room_for(v, card.card)]
        options = [priced(v, words.format(v.name), by_hand) for v in found]
        return [o for o in options if o is not None]

    def alone(by_hand: str = "") -> list[Option]:
        option = priced(None, "", by_hand)
        return [option] if option is not None else []

    played = Played(state, seat, card, section="5")
    if effects is None:
        if card.card.clauses.put_on is not None:
            in_play = [v for p in state.players for v in p.controlled]
            grant = card.card.master_discipline
            fits = discipline_card_fits if grant else put_on_fits
            in_play = [v for v in in_play if fits(card.card, v, seat)]
            # 1.6.2.2: a Discipline card naming its Discipline works by being on the vampire.
            return on(in_play, " on {}", "" if grant and grant.code else " (resolve by hand)")
        return alone(" (resolve by hand)")
    tapped = first(effects, BloodToPool)
    put_on = first(effects, PutOn)
    if put_on is not None:
        found = targets(played, put_on.target)
        if tapped is not None:
            found = [v for v in found if v.blood]  # Villein: "who has any amount of blood"
        found = [v for v in found if v.capacity >= put_on.capacity_at_least]
        if put_on.clan:
            found = [v for v in found if put_on.clan in v.card.clans]
        return on(found, " on {}")
    if tapped is not None:
        return on([v for v in targets(played, tapped.to) if v.blood], ": blood from {}")
    blood = first(effects, AddBlood)
    if blood is not None:
        found = [v for v in targets(played, blood.to) if v.capacity >= blood.capacity_at_least]
        return on(found, f": +{blood.amount} blood to {{}}")
    removing = first(effects, RemoveVampire)
    if removing is not None:
        found = [
            v
            for p in state.players
            for v in p.controlled
            if v.is_vampire and v.capacity >= removing.capacity_at_least
        ]
        return on(found, ": remove {} from the game")
    filling = first(effects, FillBlood)
    if filling is not None:
        found = [v for v in targets(played, filling.to) if v.blood < v.capacity]
        return on(found, ": fill {} with blood")
    locking = first(effects, Lock)
    if locking is not None:
        return on(targets(played, locking.target), ": lock {}")
    hiring = first(effects, RecruitFromHand)
    if hiring is not None:
        return on(recruiters(state, seat, hiring), ": {} recruits or employs")
    feeding = first(effects, FeedYounger)
    if feeding is not None:
        return on(feeders(state, seat, feeding), ": choosing {}")
    pool_or_blood = first(effects, PoolOrBlood)
    if pool_or_blood is not None:
        amount = pool_or_blood.amount
        found = clan_uncontrolled(state, seat, pool_or_blood)
        options = on(found, f": +{amount} blood to {{}}")
        if controls_clan(state, seat, pool_or_blood.clan):
            option = priced(None, f": gain {amount} pool")
            options += [option] if option is not None else []
        return options
    return alone()


def play_master(state: GameState, seat: int, choice: Option) -> Ask:
    """1.6.2: play a master card: pay its cost, then its effect. Returns ``TRIFLE`` for a trifle
    that was not canceled (1.6.2.5), or what canceled it (``cancels.CANCELED``, ``REFUND``)."""
    player = state.players[seat]
    card = state.cards[choice.card]
    target = state.cards[choice.target] if choice.target else None
    cost = master_cost(state, seat, card, target)
    play_from_hand(state, card)
    on = f" on {target.name}" if target else ""
    state.log_line(f"{player.name} plays {card.name}{on}", "5", seat)
    canceled = yield from cancel_window(state, seat, card)
    if canceled:
        finish_card(state, card)  # 1.6.1.1: canceled, its cost is not paid
        yield from recover_canceled(state, seat, card)  # Victor Donaldson
        return canceled
    lose_pool(state, seat, cost)  # 6.2.3: the cost is paid as it is played
    effects = effects_at(card.card, "")
    grant = card.card.master_discipline
    if grant and grant.code and target is not None:
        attach(state, card, target)
        level = "superior" if target.discipline(grant.code) >= 2 else "basic"
        state.log_line(
            f"{target.name} has {grant.code} at {level} level, capacity {target.capacity}",
            "1.6.2.2",
        )
        discipline_put_on(state, target)  # Basir
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
        canceled = CANCELED if played.canceled else ""  # by its own words (Golconda)
    finish_card(state, card)
    if canceled:
        yield from recover_canceled(state, seat, card)  # Victor Donaldson
    # 9.1: paying her last pool ousts her once the card is placed and its effect done (6.2.3:
    # nothing stops it): she, and the card if it stays in play, leave the game.
    check_ousts(state)
    if player.ousted:
        return ""
    given = in_play_effects(card)
    if has(given, HandSize) or has(given, HandSizePerCounter):
        yield from sync_hand_size(state, seat)  # 1.6.1.2: her hand size changes now
    return TRIFLE if card.card.trifle else ""
