"""Provides the abilities of cards in play (1.6.2): what "You can lock this card to ..." and
"During your unlock phase, ... can ..." offer their controller at each step of the turn, as
options; using them is ability_use.py's (their costs: lock or burn the card, once each turn,
counters, pool, transfers). Forced effects are triggers.py's.

A step asks for the options of its own step name (``master_words.Step``); "any" time abilities
are offered in each phase of their controller's turn and after blocks are declined in every
action (6.2.2), the moments a Methuselah can act.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..cards.data import cards
from ..cards.definitions import definitions
from ..cards.in_play_words import (
    Ability,
    ExchangeAshHeap,
    MoveBetween,
    MoveBlood,
)
from ..cards.master_words import (
    BloodToCard,
    CountersTo,
    LockOrUnlock,
    UnlockVampire,
)
from .ability_words import Use, ability_option
from .apply import Played, targets
from .effects import derived, first, given, has
from .events import ActionAnnounced, PhaseBegan
from .imbued import imbued_may_use, is_imbued, is_monster
from .library_effects import ready_vampires
from .master_effects import of_clan
from .more_library_effects import exchangeable
from .prompts import Option
from .state import CardInPlay, GameState, Phase, Region
from .zones import (
    by_layout,
    modified,
)

ANY = "any"
# The phases of a turn where "any" time abilities are offered too (1.6.1.5: she can act).
PHASE_STEPS = ("unlock", "master", "influence", "discard", "minion")
SECTIONS = {
    "unlock": "4",
    "master": "5",
    "minion": "6",
    "influence": "7",
    "discard": "8",
    "announce": "6.2.1",
    "stealth": "6.2.2.2",
    "intercept": "6.2.2.2",
    "after-blocks": "6.2.2",
    "polling": "6.3.3",
    "political": "6.3.3",
    "resolved": "6.2.3",
    "press": "6.4.4",
    "directed": "6.2.2",
}


def abilities_of(card: CardInPlay) -> tuple[tuple[int, Ability], ...]:
    return _abilities(card.card.name, card.level, card.card.is_crypt)


@derived
def _abilities(name: str, level: str, crypt: bool) -> tuple[tuple[int, Ability], ...]:
    """The abilities among a card's in-play words, with their places (derived once per card
    and level)."""
    effects = given(name, level)
    found = tuple((i, e) for i, e in enumerate(effects) if isinstance(e, Ability))
    if found or crypt or name in definitions():
        return found
    # A card without a definition whose text says "lock (burn) this card to ...": offered at
    # any time she may act, paid, then resolved by hand (1.4; issue 9).
    card = cards().get(name)  # None: a card made up by a test
    how = card.clauses.hand_ability if card is not None else ""
    if not how:
        return ()
    return ((BY_HAND, Ability(step=ANY, lock=how == "lock", burn=how == "burn")),)


BY_HAND = -1  # the place of an ability read from the text of a card without a definition


def with_abilities(state: GameState) -> list[list[CardInPlay]]:
    """The cards in play with abilities (their own and those of the cards on them), in each
    Methuselah's regions in order, whoever controls them: derived once per change of the
    table."""
    return by_layout(state, _USABLE, _with_abilities)


def _usable_cards(state: GameState, seat: int) -> list[CardInPlay]:
    """Her cards in play with abilities: locations and master cards in play, cards on minions.
    Contested cards are out of play (4.1)."""
    found = []
    players = state.players
    for holder, card in by_layout(state, _CONTROLLED, _by_controller)[seat]:
        if not players[holder].ousted and not card.contested and not card.face_down:
            found.append(card)
    return found


_CONTROLLED = "with abilities, by controller"  # the key of :func:`_by_controller`


def _by_controller(state: GameState) -> list[list[tuple[int, CardInPlay]]]:
    """The cards of :func:`with_abilities` each Methuselah controls, with the seat whose
    regions hold them, in the order of the seats' regions."""
    found: list[list[tuple[int, CardInPlay]]] = [[] for _ in state.players]
    for holder, laid_out in enumerate(with_abilities(state)):
        for card in laid_out:
            found[card.controller].append((holder, card))
    return found


def _steps_of(state: GameState, seat: int) -> frozenset[str]:
    """The steps in which the cards in play she controls have abilities to use (forced effects
    aside): most steps ask for options no card of hers has, and are answered at once."""
    return by_layout(state, _STEPS, _steps_by_controller)[seat]


_STEPS = "ability steps"  # the key of :func:`_steps_by_controller` in ``GameState.layout_memo``


def _steps_by_controller(state: GameState) -> list[frozenset[str]]:
    by_seat = with_abilities(state)
    steps: list[set[str]] = [set() for _ in state.players]
    for laid_out in by_seat:
        for card in laid_out:
            steps[card.controller].update(a.step for _, a in abilities_of(card) if not a.forced)
    return [frozenset(s) for s in steps]


_USABLE = "with abilities"  # the key of :func:`_with_abilities` in ``GameState.layout_memo``


def _with_abilities(state: GameState) -> list[list[CardInPlay]]:
    """The cards in play with abilities, in each Methuselah's regions (whoever controls them)."""
    return [
        [
            card
            for top in (*player.ready, *player.torpor, *player.in_play)
            for card in (top, *top.attached)
            if abilities_of(card)
        ]
        for player in state.players
    ]


def _steps_for(step: str, poll: Any) -> tuple[str, ...]:
    if step in PHASE_STEPS:
        return (step, ANY)
    if step == "after-blocks":
        return (ANY, "directed")  # 6.2.2: once blocks are declined, during the action
    if step == "polling" and poll is not None and poll.action is not None:
        return ("polling", "political")  # 6.3.3: the referendum of a political action
    return (step,)


def fits(ability: Ability, minion: CardInPlay) -> bool:
    """The minion the ability names: "a Nosferatu you control", "each titled Camarilla vampire"."""
    return not (
        (ability.clan and ability.clan not in minion.card.clans)
        or (ability.sect and (minion.sect or "").lower() != ability.sect.lower())
        or (ability.titled and not minion.title)
        or (ability.vampire and not minion.is_vampire)
        or minion.capacity < ability.capacity_at_least
    )


def used_this_action(index: int) -> str:
    """The modifier marking an ability used once this action (it ends with the action)."""
    return f"ability {index} used this action"


def first_action_of_phase(state: GameState) -> bool:
    """Channel 10: whether the action in progress is the first of this minion phase."""
    announced = 0
    for event in reversed(state.events):
        if isinstance(event, ActionAnnounced):
            announced += 1
        elif isinstance(event, PhaseBegan) and event.phase is Phase.MINION:
            break
    return announced <= 1


def _cost_met(
    state: GameState, seat: int, card: CardInPlay, index: int, ability: Ability, transfers: int
) -> bool:
    if ability.lock and card.locked:
        return False
    if ability.once and f"ability {index}" in card.acted:
        return False
    if ability.each_combat and f"ability {index} combat" in card.acted:
        return False  # Guardian Angel: "each combat" (triggers.py clears it as combat ends)
    if ability.transfers > transfers:
        return False  # 7: transfers are spent in her influence phase
    if ability.pool and state.players[seat].pool <= ability.pool:
        return False  # not her last pool (9.1)
    if ability.life and card.blood < ability.life:
        return False  # the life this ally burns
    if ability.host_blood and (card.host is None or card.host.blood < ability.host_blood):
        return False  # the blood the minion it is on burns (Disarm)
    if ability.counters_cover_host and (card.host is None or card.blood < card.host.blood):
        return False  # Temptation: its counters must equal or exceed his blood
    if not ability.forced and ability.in_torpor:
        if card.host is None or card.host.region is not Region.TORPOR:
            return False  # Renewed Vigor: "to move from torpor to the ready region"
    if ability.once_action and modified(state, used_this_action(index), card):
        return False  # Club Illusion: once each action
    if ability.during and (state.current != seat or state.players[seat].ousted):
        return False  # "during your turn"
    if ability.during == "minion_phase" and state.phase is not Phase.MINION:
        return False
    if ability.ready and card.region is not Region.READY:
        return False
    if ability.while_locked and not card.locked:
        return False
    if ability.discard and not any(
        ability.discard in c.card.types for c in state.players[seat].hand
    ):
        return False  # nothing to discard
    if ability.crypt and len(state.players[seat].crypt) < ability.crypt:
        return False  # Paul Cordwood: the crypt cards to remove
    if ability.in_hand and not any(
        ability.in_hand in c.card.types for c in state.players[seat].hand
    ):
        return False  # Angelica: the master cards to discard
    imbued_limits = ability.conviction or ability.bearer_locked or ability.bearer_unlocked
    if (ability.once_action_per_bearer or imbued_limits) and not (
        imbued_may_use(state, card, ability)
    ):
        return False
    return not (ability.edge and state.edge != seat)


def ability_options(
    state: GameState,
    seat: int,
    step: str,
    action: Any = None,
    poll: Any = None,
    transfers: int = 0,
    minion: CardInPlay | None = None,
) -> list[Option]:
    """Every use of her cards' abilities at this step (one option each); ``transfers``: those
    left in her influence phase; ``minion``: the one about to take damage ("prevent"), the one
    in combat ("press")."""
    owned = _steps_of(state, seat)
    if not owned:
        return []  # most Methuselahs have no card in play with an ability
    steps = _steps_for(step, poll)
    in_polling = step == "polling" and poll is not None and poll.action is not None
    if owned.isdisjoint((*steps, ANY) if in_polling else steps):
        return []
    options: list[Option] = []
    for card in _usable_cards(state, seat):
        for index, ability in abilities_of(card):
            if ability.forced or not (
                ability.step in steps or (in_polling and _any_point_of_turn(ability))
            ):
                continue
            if not _cost_met(state, seat, card, index, ability, transfers):
                continue
            if step == "prevent" and (minion is None or card.host is not minion):
                continue  # "This vampire can prevent ...": the minion the card is on
            if step == "press":
                # 6.4.4: "give a minion you control 1 press": the one in combat, used now.
                uses = [Use(card, index, ability, minion)] if minion is not None else []
            else:
                uses = _uses(state, seat, card, index, ability, step, action)
            for use in uses:
                options.extend(ability_option(paid) for paid in _payments(state, seat, use))
    return options


def _any_point_of_turn(ability: Ability) -> bool:
    """ "Once during your turn": at any point of it, the referendum of a political action
    included (6.3.3; rulings on Alexandra, TOM 19960214); other "any" time abilities are
    offered in each phase and once blocks are declined."""
    return ability.step == ANY and ability.during == "turn"


def _payments(state: GameState, seat: int, use: Use) -> list[Use]:
    """Chantry: "burn 1 pool or 1 blood from a ready Tremere you control": one use each way."""
    cost = use.ability.pool_or_blood
    if not cost:
        return [use]
    payers = [m for m in state.players[seat].ready if fits(use.ability, m) and m.blood >= cost]
    uses = [replace(use, payer=m) for m in payers]
    if state.players[seat].pool > cost:  # not her last pool (9.1)
        uses.insert(0, use)
    return uses


ACTION_STEPS = ("announce", "stealth", "intercept", "resolved")


def _action_allows(state: GameState, seat: int, ability: Ability, action: Any) -> bool:
    """What the ability asks of the action in progress."""
    if ability.undirected and action.directed:
        return False
    if ability.neighbour_acting and action.actor.controller not in (
        state.prey(seat),
        state.predator(seat),
    ):
        return False  # "a minion controlled by your predator or prey"
    if ability.kind == "bleed" and not action.is_bleed:
        return False  # "as they announce a bleed action": a bleed action card's too
    if ability.kind and ability.kind != "bleed" and action.kind != ability.kind:
        return False  # "after an Anarch successfully hunts"
    if ability.successful and action.outcome != "successful":
        return False
    if ability.no_reactions and _reaction_played(action):
        return False
    if ability.monster_acting and not is_monster(action.actor):
        return False  # imbued appendix 4: "when a monster is acting"
    return not (ability.not_first_action and first_action_of_phase(state))


def _reaction_played(action: Any) -> bool:
    """Perfectionist: a card of type Reaction was played during the action, even one canceled
    as it was played (rulings: LSJ 20070330); not an action modifier played by another of the
    acting Methuselah's vampires (Cloak the Gathering)."""
    return any(cards()[card_id].has_type("Reaction") for _, card_id in action.played)


def _action_minion(seat: int, step: str, action: Any, ability: Ability) -> CardInPlay | None:
    """In an action, the minion an ability is for: the acting minion, or the blocker; hers,
    another Methuselah's or anyone's, as the ability says (``minions``)."""
    if action is None:
        return None
    minion = action.blocker if step == "intercept" else action.actor
    if minion is None:
        return None
    mine = minion.controller == seat
    allowed = {"yours": mine, "others": not mine, "any": True}[ability.minions]
    return minion if allowed else None


def _uses(
    state: GameState,
    seat: int,
    card: CardInPlay,
    index: int,
    ability: Ability,
    step: str,
    action: Any,
) -> list[Use]:
    host = card.host if card.region is Region.ON_CARD else None
    if ability.no_action and action is not None:
        return []  # "Cannot be used during an action"
    if ability.kind and action is None:
        return []  # "During a bleed action": only in one (G00117: before its resolution)
    if has(ability.effects, MoveBetween) and len(ready_vampires(state, seat)) < 2:
        return []  # Heidelberg Castle: two ready vampires to move things between
    exchange = first(ability.effects, ExchangeAshHeap)
    if exchange is not None and not (
        state.players[seat].hand and exchangeable(state, seat, exchange)
    ):
        return []  # Garibaldi-Meucci Museum: a card to exchange, and one to take
    if ability.directed_at and not _directed_at(seat, card, ability, action):
        return []
    if ability.monster_acting and action is not None and not is_monster(action.actor):
        return []  # imbued appendix 4: "a monster ... is taking an action"
    if ability.younger_or_ally and not _younger_or_ally(card, action.actor):
        return []
    if ability.directed_at == "own_ally":
        return [Use(card, index, ability, None, target=action.target)]
    if step in ACTION_STEPS and not ability.directed_at:
        minion = _action_minion(seat, step, action, ability)
        if minion is None or not fits(ability, minion) or host not in (None, minion):
            return []  # a card on a minion is for that minion (Perfectionist)
        if ability.own and minion is not card:
            return []  # a vampire's own, for himself (Lydia)
        if ability.burn and minion is card:
            return []  # an ally burning itself does not help its own block attempt
        if minion.blood < ability.minion_blood:
            return []  # the blood he burns
        if not _action_allows(state, seat, ability, action):
            return []
        return [Use(card, index, ability, minion)]
    moving = first(ability.effects, MoveBlood)
    if moving is not None:
        return _move_blood_uses(state, seat, card, index, ability, host)
    aimed = next((e for e in ability.effects if hasattr(e, "to")), None)
    if aimed is not None:
        # "self": the minion the card is on, or the minion whose own ability it is (a
        # vampire who "can unlock", Nakhthorheb).
        own = host is None and card.is_minion and getattr(aimed, "to", "") == "self"
        played = Played(state, seat, card, card if own else host)
        found = [v for v in targets(played, aimed.to) if fits(ability, v)]  # type: ignore[attr-defined]
        if isinstance(aimed, BloodToCard):
            found = [v for v in found if v.blood]  # he moves blood he has
        if isinstance(aimed, UnlockVampire):
            found = [v for v in found if v.locked and not (ability.burn and v is card)]
        if isinstance(aimed, LockOrUnlock):
            found = [v for v in found if v is not card and of_clan(aimed, v)]  # "another"
        if isinstance(aimed, CountersTo) and not card.blood:
            return []  # no counters to move
        return [Use(card, index, ability, host, target=v) for v in found]
    if step == "polling" and ability.each:
        mine = [m for m in state.players[seat].ready if fits(ability, m)]
        return [Use(card, index, ability, None)] if mine else []
    if ability.own:
        return [Use(card, index, ability, card)]  # a vampire's own, for himself (Shalmath)
    return [Use(card, index, ability, host)]


def _younger_or_ally(card: CardInPlay, acting: CardInPlay) -> bool:
    """Greta Kircher: the acting minion is an ally, or a vampire younger than she is (1.5.2:
    capacities compared)."""
    return acting.is_ally or (acting.is_vampire and acting.capacity < card.capacity)


def _directed_at(seat: int, card: CardInPlay, ability: Ability, action: Any) -> bool:
    """6.2: the action in progress is directed at her ("or a card you control": 6.2.2.1, she is
    its target's Methuselah) and this card is not blocking it; or, as it is announced (6.2.1),
    at an ally she controls."""
    if action is None or not action.directed or action.seat == seat:
        return False
    if ability.directed_at == "own_ally":
        target = action.target
        return target is not None and target.is_ally and target.controller == seat
    if ability.directed_at == "you_or_imbued" and action.target is not None:
        if is_imbued(action.target):
            return True  # "or an imbued controlled by any player" (Champion)
    return action.target_seat == seat and action.blocker is not card


def _move_blood_uses(
    state: GameState,
    seat: int,
    card: CardInPlay,
    index: int,
    ability: Ability,
    vampire: CardInPlay | None,
) -> list[Use]:
    """Blood Doll, Vessel: 1 blood from the vampire to the pool, or the other way; not the last
    pool (that would oust her, 9.1)."""
    if vampire is None:
        return []
    uses = []
    if vampire.blood:
        uses.append(Use(card, index, ability, vampire, way="to-pool"))
    if state.players[seat].pool > 1 and vampire.blood < vampire.capacity:
        uses.append(Use(card, index, ability, vampire, way="to-vampire"))
    return uses
