"""Provides derived values: a minion's strength, bleed, stealth, intercept and votes, and a
Methuselah's hand size, transfers and master phase actions, folded from the printed value, what
cards in play give (their definitions) and the continuous modifiers in force."""

from __future__ import annotations

from collections.abc import Iterator

from ..cards.card_words import HuntBonus, HuntingGround, StrengthPerLife
from ..cards.in_play_words import HandSizePerCounter
from ..cards.reaction_words import Shielded
from ..cards.vocabulary import (
    Ballots,
    Bleed,
    DiscardPhaseActions,
    Effect,
    HandSize,
    Intercept,
    MasterPhaseActions,
    Stealth,
    Strength,
    Transfers,
    Votes,
)
from .effects import Effects, given, in_play_effects, of_type
from .library_five_numbers import clan_votes
from .more_library_effects import clan_bleed
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState
from .vampire_numbers import (
    bleed_from_others,
    controls_ready,
    intercept_against,
    named_ready,
    stealth_from_others,
)
from .vampire_opponents import facing_intercept
from .vampire_retainers import silenced_intercept
from .zones import add_blood, by_layout, modified

# 6.1.1, 6.4.5: the defaults of a minion without printed numbers.
DEFAULT_STRENGTH = 1
DEFAULT_BLEED = 1
BASE_STRENGTH = "base_strength"  # the modifier that sets a minion's base strength


def bearer_effects(minion: CardInPlay) -> Effects:
    """What the minion's own card gives him and what the cards on him give their bearer."""
    own = given(minion.card.name, minion.level)  # in_play_effects, asked for every bearer
    if not minion.attached:
        return own
    found = list(own)
    for card in minion.attached:
        found.extend(given(card.card.name, card.level))
    return tuple(found)


def bears(minion: CardInPlay, word: type[Effect]) -> bool:
    """Whether the minion's own card or a card on him gives him that word (:func:`bearer_effects`
    without the tuple: asked of every minion at every block)."""
    for card in (minion, *minion.attached):
        for effect in given(card.card.name, card.level):
            if type(effect) is word:
                return True
    return False


def _bonus(minion: CardInPlay, cls: type[Bleed | Strength | Votes]) -> int:
    total = 0
    for e in of_type(bearer_effects(minion), cls):
        total += e.amount
    return total


def strength(state: GameState, minion: CardInPlay) -> int:
    """6.4.5: default strength 1; allies print theirs; cards and modifiers add to it. A card
    giving "a strength of N" sets the base the others add to (rulings, Torn Signpost)."""
    base = minion.card.strength if minion.card.strength is not None else DEFAULT_STRENGTH
    for m in state.modifiers:
        if m.stat == BASE_STRENGTH and m.card == minion.uid:
            base = m.amount  # the last one set
    # Strength "in combat with" some vampires comes as a modifier for that combat.
    bonus = 0
    for e in bearer_effects(minion):  # asked at every strike offered: loops, no generators
        if isinstance(e, Strength):
            if not e.against and not e.first_round:
                bonus += e.amount
        elif isinstance(e, StrengthPerLife):
            bonus += minion.blood
    return base + bonus + modified(state, "strength", minion)


def bleed_amount(state: GameState, minion: CardInPlay, target_seat: int | None = None) -> int:
    """6.1.1: default bleed 1; allies print theirs; cards and modifiers add to it, some only
    against a target who controls a ready vampire of a clan or sect."""
    base = minion.card.bleed if minion.card.bleed is not None else DEFAULT_BLEED
    bonus = 0
    for e in of_type(bearer_effects(minion), Bleed):
        if e.no_location and _locations(state, minion.controller):
            continue  # Neserian: "While you control no locations"
        if not e.target_controls:
            bonus += e.amount
        elif controls_ready(
            state, target_seat, e.target_controls, minion.capacity if e.target_younger else 0
        ):
            bonus += e.amount
    bonus += bleed_from_others(state, minion, target_seat) + clan_bleed(state, minion)
    return base + bonus + modified(state, "bleed", minion)


def stealth_bonus(state: GameState, minion: CardInPlay, kinds: tuple[str, ...]) -> int:
    """Stealth the minion gets on his actions of these kinds ("bleed", "directed"...); the
    Disciplines an action card requires at its level are among the kinds ("nec")."""
    found = 0
    for effect in bearer_effects(minion):
        if type(effect) is Stealth and (
            effect.kind in kinds or (effect.or_kind and effect.or_kind in kinds)
        ):
            if effect.discipline and effect.discipline not in kinds:
                continue
            if not effect.while_ready or named_ready(state, effect.while_ready):
                found += effect.amount
    found += stealth_from_others(state, minion, kinds)
    if not state.modifiers:
        return found
    # Psychic Veil: all of a Methuselah's vampires' (or minions') actions, this turn.
    mine = modified(state, MINIONS_STEALTH, seat=minion.controller)
    if minion.is_vampire:
        mine += modified(state, VAMPIRES_STEALTH, seat=minion.controller)
    return found + modified(state, "stealth", minion) + mine


VAMPIRES_STEALTH = "vampires' stealth"  # a Methuselah's modifiers for all her vampires' actions
MINIONS_STEALTH = "minions' stealth"  # for all her minions' actions


def intercept_of(
    state: GameState,
    minion: CardInPlay,
    kinds: tuple[str, ...] = ("",),
    acting: CardInPlay | None = None,
) -> int:
    """6.2.2.2: default 0, plus what cards in play give the minion against actions of these
    kinds ("" always; "directed" during directed actions...) and against the ``acting`` minion
    (a vampire's "+1 intercept against younger Lasombra"), and the modifiers in force."""
    found = 0
    for e in of_type(bearer_effects(minion), Intercept):  # asked of every minion who may block
        if (
            e.kind in kinds
            and (not e.discipline or minion.discipline(e.discipline))
            and _against(e, minion, acting)
            and (not e.pool_at_most or state.players[minion.controller].pool <= e.pool_at_most)
        ):
            found += e.amount
    if minion.is_ally:
        found += _allies_intercept(state, kinds)
    found += intercept_against(minion, acting)
    if acting is not None:
        found -= silenced_intercept(minion, kinds, acting)  # Midget
        found += facing_intercept(state, minion, acting)  # Céleste Lamontagne, Nik
    return found + modified(state, "intercept", minion)


def _against(effect: Intercept, minion: CardInPlay, acting: CardInPlay | None) -> bool:
    """Whether an intercept limited to some acting minions applies against ``acting``: 1.5.2,
    older and younger compare capacities; a clan names a vampire of that clan (or a sect, of
    that sect: "against Camarilla vampires")."""
    if not effect.against and not effect.against_clan:
        return True
    if acting is None or not acting.is_vampire:
        return False
    group = effect.against_clan
    if group and group not in acting.card.clans and acting.sect != group:
        return False
    if effect.against == "younger":
        return acting.capacity < minion.capacity
    if effect.against == "older":
        return acting.capacity > minion.capacity
    if effect.against == "titled":
        return bool(acting.title)
    return True


def _allies_intercept(state: GameState, kinds: tuple[str, ...]) -> int:
    """What cards in play give every ally ("Allies get +1 intercept against vampires")."""
    return sum(
        e.amount
        for p in state.players
        if not p.ousted
        for card in p.in_play
        if not card.contested
        for e in of_type(in_play_effects(card), Intercept)
        if e.allies and e.kind in kinds
    )


def votes_of(state: GameState, minion: CardInPlay) -> int:
    """6.3.3: votes cards in play and abilities give a ready minion (titles apart); some for
    each ready titled vampire of the other Methuselahs, while he has no title, or for each
    ready unique infernal (or titled) vampire his Methuselah controls."""
    found = 0
    for e in of_type(bearer_effects(minion), Votes):
        if e.per_infernal:
            found += e.amount * sum(
                1
                for v in state.players[minion.controller].ready
                if v.is_vampire
                and not v.contested
                and "infernal" in v.card.keywords
                and "non-unique" not in v.card.keywords
            )
        elif e.shared_title:
            if _title_shared(state, minion, e.shared_title):
                found += e.amount
        elif e.location:
            if _locations(state, minion.controller):
                found += e.amount  # Neserian: "While you control 1 or more locations"
        elif e.prey_lacks:
            if not controls_ready(state, state.prey(minion.controller), e.prey_lacks):
                found += e.amount  # Fabrizia Contreraz
        elif e.per_titled_own:
            mine = state.players[minion.controller].ready
            found += e.amount * sum(1 for v in mine if v.is_vampire and v.title and not v.contested)
        elif not e.per_titled_other:
            found += e.amount
        elif not minion.title:
            found += e.amount * sum(
                1
                for p in state.players
                if p.seat != minion.controller and not p.ousted
                for v in p.ready
                if v.is_vampire and v.title and not v.contested
            )
    if minion.is_vampire:
        found += clan_votes(state, minion)  # New Carthage
    return found + modified(state, "votes", minion)


def _title_shared(state: GameState, minion: CardInPlay, title: str) -> bool:
    """He has the title, and another ready vampire has it too (4.2: a contested title is
    none; a contested vampire is out of play)."""
    if (minion.title or "").lower() != title:
        return False
    return any(
        v is not minion and v.is_vampire and not v.contested and (v.title or "").lower() == title
        for p in state.players
        if not p.ousted
        for v in p.ready
    )


def ballots_of(minion: CardInPlay) -> int:
    """6.3.3: ballots a vampire's abilities give him (the priscus title apart)."""
    return sum(e.amount for e in of_type(bearer_effects(minion), Ballots))


CANNOT_REACT = "cannot_react"  # the modifier Expulsion gives the minions it chooses


def may_react(state: GameState, minion: CardInPlay) -> bool:
    """Whether the minion may play reaction cards, block and cast votes and ballots: a passed
    Expulsion forbids it to the minions it chose for the turn (a modifier)."""
    return not (state.modifiers and modified(state, CANNOT_REACT, minion))


def _methuselah_effects(state: GameState, seat: int) -> Iterator[tuple[CardInPlay, Effect]]:
    """What her cards in play give her: locations and other cards in play, and the abilities
    of her ready minions ("while ... is ready, you get ...")."""
    for card, effect in by_layout(state, (_GIVEN, seat), _given_to, seat):
        if not card.contested:  # 4.1: a contested card is out of play
            yield card, effect


_GIVEN = "given to a Methuselah"  # the key, with a seat, of :func:`_given_to`


def _given_to(state: GameState, seat: int) -> list[tuple[CardInPlay, Effect]]:
    player = state.players[seat]
    # 1.6.2: a trophy has no effect until it is moved to a vampire; there it is his controller's.
    cards = [c for c in player.in_play if not c.card.clauses.trophy] + player.ready
    cards += [t for m in player.controlled for t in m.attached if t.card.clauses.trophy]
    return [(card, e) for card in cards for e in in_play_effects(card)]


def _methuselah_bonus(state: GameState, seat: int, cls: type[Effect], stat: str) -> int:
    found = sum(e.amount for _, e in _methuselah_effects(state, seat) if isinstance(e, cls))  # type: ignore[attr-defined]
    return found + modified(state, stat, seat=seat)


def hand_size_bonus(state: GameState, seat: int) -> int:
    """1.6.1.2: what her cards give her hand size, some for each location she controls or
    for each counter on the card (Visit from the Capuchin)."""
    found = 0
    for card, e in _methuselah_effects(state, seat):
        if isinstance(e, HandSize):
            found += e.amount * (_locations(state, seat) if e.per_location else 1)
        elif isinstance(e, HandSizePerCounter):
            found += card.blood
    return found + modified(state, "hand_size", seat=seat)


def _locations(state: GameState, seat: int) -> int:
    """The locations she controls (4.1: a contested one is out of play)."""
    return sum(
        1 for c in state.players[seat].in_play if c.card.clauses.location and not c.contested
    )


def transfers_bonus(state: GameState, seat: int) -> int:
    return _methuselah_bonus(state, seat, Transfers, "transfers")


def master_phase_actions_bonus(state: GameState, seat: int) -> int:
    """5: the extra master phase actions; "two (instead of one)" from several cards is two."""
    found = [
        e
        for card, e in _methuselah_effects(state, seat)
        if isinstance(e, MasterPhaseActions) and not (e.unlocked and card.locked)
    ]
    instead = 1 if any(e.instead for e in found) else 0
    added = sum(e.amount for e in found if not e.instead)
    return instead + added + modified(state, "master_phase_actions", seat=seat)


def hunt_bonus(state: GameState, minion: CardInPlay) -> int:
    """6.1.2: the blood a hunt gains beyond 1, from her cards in play (The Hungry Coyote)."""
    return sum(
        e.amount
        for card, e in _methuselah_effects(state, minion.controller)
        if isinstance(e, HuntBonus)
        and minion.is_vampire
        and (not e.sect or (minion.sect or "").lower() == e.sect.lower())
        and (not e.own or card is minion)
    )


def discard_phase_actions(state: GameState, seat: int) -> int:
    """8: one discard phase action, and those her ready vampires give her as it begins."""
    return 1 + _methuselah_bonus(state, seat, DiscardPhaseActions, "discard_phase_actions")


def hunting_grounds(state: GameState, seat: int) -> Ask:
    """Hunting ground locations: during your unlock phase a ready vampire you control can gain
    1 blood; a vampire can gain blood from only one hunting ground each unlock phase."""
    fed: set[int] = set()
    grounds = [(c, e) for c, e in _methuselah_effects(state, seat) if isinstance(e, HuntingGround)]
    player = state.players[seat]
    barons = any((v.title or "").lower() == "baron" for v in player.ready)
    feeds = [
        (c, e)
        for c, e in grounds
        for _ in range(2 if e.baron_feeds_two and barons else 1)  # Carfax Abbey
    ]
    for ground, effect in feeds:
        if effect.bearer:
            _bearer_fed(state, ground, effect, fed)
            continue
        hungry = [
            v
            for v in player.ready
            if v.is_vampire
            and v.uid not in fed
            and v.blood < v.capacity
            and (v.title or not effect.titled)  # Papillon: "a ready titled vampire"
            and (not effect.sect or (v.sect or "").lower() == effect.sect.lower())
        ]
        if not hungry:
            continue
        options = [
            Option(
                "feed",
                f"{ground.name}: {v.name} gains {effect.amount} blood",
                card=ground.uid,
                target=v.uid,
                data=effect.amount,
            )
            for v in hungry
        ]
        options.append(Option("pass", f"Do not use {ground.name}"))
        choice = yield from ask(seat, "unlock-effect", "4", f"Use {ground.name}?", options)
        if choice.key == "feed":
            vampire = state.cards[choice.target]
            add_blood(state, vampire, choice.data)
            fed.add(vampire.uid)
            state.log_line(choice.label, "4", seat)


def _bearer_fed(state: GameState, ground: CardInPlay, effect: HuntingGround, fed: set[int]) -> None:
    """Trophy: Hunting Ground: "the vampire with this card gains 2 blood" (no choice), unless
    another hunting ground fed him this unlock phase."""
    vampire = ground.host
    if vampire is None or vampire.uid in fed or vampire.blood >= vampire.capacity:
        return
    gained = add_blood(state, vampire, effect.amount)
    fed.add(vampire.uid)
    state.log_line(f"{ground.name}: {vampire.name} gains {gained} blood", "4", vampire.controller)


def may_direct_at(actor: CardInPlay, target: CardInPlay) -> bool:
    """Shadow Cloak: minions without a Discipline (Sleep Unseen [OBF]: superior) cannot
    perform actions directed at him."""
    for card in (target, *target.attached):  # asked of every action's target: no tuple built
        for effect in in_play_effects(card):
            if type(effect) is Shielded and actor.discipline(effect.unless) < (
                2 if effect.superior else 1
            ):
                return False
    return True
