"""Provides what every library card needs to be played: requirements, levels, costs, judge."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..cards.card_words import CannotPlay, PlaysAs
from ..cards.clauses import RED_LIST, REPLACE_AFTER_ACTION, REPLACE_IN_PLAY, Alternative
from ..cards.definitions import definitions
from ..cards.model import Card
from ..cards.vocabulary import CannotUse, Cheaper, PlaysAsClan
from .effects import derived, given, in_play_effects, of_type
from .events import CardMoved, PhaseBegan
from .imbued import can_pay_conviction, spend_conviction
from .permanents import bearer_effects
from .prompts import Ask, Option, ask
from .red_list import is_red_list
from .redirect_cost import redirect_affordable, redirects
from .state import CardInPlay, GameState, Phase, Region
from .vampire_abilities import handlers
from .vampire_five import costs_more, costs_more_at_all
from .vampire_unlock import REACTIONS_COST_MORE
from .zones import (
    add_blood,
    burn,
    draw,
    gain_pool,
    lock,
    lose_blood,
    lose_pool,
    move,
    refill_hand,
    unlock,
)


def level_keys(minion: CardInPlay, card: Card) -> list[str]:
    """1.5.4: the Discipline levels this minion may play the card at, among those printed.

    ``""`` when the card needs no Discipline; ``"dom"`` for basic, ``"DOM"`` for superior.
    A card with several icons side by side (``combo``) needs all of them at that level.
    """
    printed = card.clauses.keys
    if not card.disciplines:
        return list(printed)
    if minion.attached:
        return _level_keys(minion, card)  # a master Discipline card may add a level (1.6.2.2)
    # Asked for every card in hand at every step: by the minion's own card alone, derived once.
    key = (_LEVELS, card.id, card.name, minion.level)
    found = minion.card.memo.get(key)
    if found is None:
        found = minion.card.memo[key] = tuple(_level_keys(minion, card))
    return list(found)  # type: ignore[call-overload]


_LEVELS = "levels"  # the key, with a card and the minion's level, of the minion card's levels
# of that card in its ``Card.memo``


def _level_keys(minion: CardInPlay, card: Card) -> list[str]:
    printed = card.clauses.keys
    if card.combo:
        lowest = min(_discipline(minion, code, card) for code in card.disciplines)
        return [key for key in printed if (2 if key.isupper() else 1) <= lowest]
    return [
        key
        for key in printed
        if _discipline(minion, key.lower(), card) >= (2 if key.isupper() else 1)
    ]


def _discipline(minion: CardInPlay, code: str, card: Card) -> int:
    """1.5.4: the minion's level in a Discipline for playing ``card``. An ally or retainer has
    none (its card's Disciplines are what recruiting or employing it requires), unless its
    text lets it play cards requiring the basic level "as a vampire" (Spectral Servitor)."""
    if minion.card.is_crypt:
        return minion.discipline(code)
    return max(
        (
            1
            for word in of_type(in_play_effects(minion), PlaysAs)
            if word.discipline == code and word.not_type not in card.types
        ),
        default=0,
    )


def playable_levels(
    state: GameState, minion: CardInPlay, card: Card, among: tuple[str, ...] | None = None
) -> list[str]:
    """1.6.1.3: the levels this minion may play the card at (``among`` those, when given), if
    he meets its requirements and can pay its cost; none otherwise."""
    keys = level_keys(minion, card)
    if among is not None:
        kept = []
        for key in keys:  # asked for every card in hand at most steps: a loop, no comprehension
            if key in among:
                kept.append(key)
        keys = kept
    if not keys or not meets_requirements(state, minion, card):
        return []
    if card.blood_cost and _level_cheaper(card.name):  # Venenation [SER]: a level costs less
        keys = [k for k in keys if can_pay(state, minion, card, k)]
        if not keys:
            return []
    elif not can_pay(state, minion, card):
        return []
    if forbidden(minion, card):
        return []
    if redirects(card.name):
        keys = [k for k in keys if redirect_affordable(state, minion, card, k)]  # Narrow Minds
    if costs_more_at_all(minion):
        blood = max(cost_of(minion, card)[0], 0)  # Antoinette DuChamp: more at some levels
        keys = [k for k in keys if minion.blood >= blood + costs_more(minion, card, k)]
    return keys


def hand_plays(
    state: GameState, seat: int, minion: CardInPlay, key: str, doing: Callable[[Card, str], bool]
) -> Iterator[tuple[CardInPlay, str]]:
    """Each card of her hand the minion may play now (1.6.1.3), at each level ``doing`` accepts
    (the card does that at that level), one copy of each card: copies are one choice. The levels
    ``doing`` accepts are derived once per card, in its memo under ``key``: most cards in hand
    have none, and are passed over at once."""
    seen: set[str] = set()
    for card in state.players[seat].hand:
        levels = card.card.memo.get(key)
        if levels is None:
            levels = card.card.memo[key] = tuple(
                level for level in card.card.clauses.keys if doing(card.card, level)
            )
        if not levels or card.card.name in seen:
            continue
        seen.add(card.card.name)
        for level in playable_levels(state, minion, card.card, levels):  # type: ignore[arg-type]
            yield card, level


def forbidden(minion: CardInPlay, card: Card) -> bool:
    """A card on the minion says he "cannot play cards named" this one."""
    for other in minion.attached:
        for word in of_type(in_play_effects(other), CannotPlay):
            if word.card == card.name:
                return True
    return False


def has_room_for(minion: CardInPlay, card: Card) -> bool:
    """The card's text: "A minion can have only one vehicle", "A vampire can have only one
    Preternatural Strength": no second copy, or card of that kind, goes on the minion."""
    only = card.clauses.only_one
    if not only:
        return True
    for other in minion.attached:
        if other.card.name == card.name or only in other.card.clauses.kinds:
            return False
    return True


def meets_requirements(state: GameState, minion: CardInPlay, card: Card) -> bool:
    """1.6.1.3: clan, sect, title and other requirements of a card, for the minion playing it;
    and the cards his own ability says he cannot use (Shalmath: Celerity)."""
    if cannot_use(minion, card):
        return False
    if card.clans and not (set(card.clans) & set(minion.card.clans)):
        if not _plays_as_clan(minion, card.clans):
            return False
    alternatives = card.clauses.requirement
    if not alternatives:
        return True
    for alternative in alternatives:
        if _meets(minion, alternative):
            return True
    return False


def cannot_use(minion: CardInPlay, card: Card) -> bool:
    """A minion's own "cannot use cards requiring Celerity", "cannot play action cards"."""
    for words in _cannot_use(minion.card.name, minion.level):
        if words.discipline and words.discipline in card.disciplines:
            return True
        if words.card_type and words.card_type in card.types:
            return True
    return False


def cannot_have(minion: CardInPlay, card_type: str) -> bool:
    """Enkidu: "He cannot have or use equipment" (``card_type`` "Equipment" or "Retainer")."""
    return any(w.card_type == card_type for w in _cannot_use(minion.card.name, minion.level))


@derived
def _cannot_use(name: str, level: str) -> tuple[CannotUse, ...]:
    """Asked for every card in hand at every step: derived once for each minion card."""
    return tuple(of_type(given(name, level), CannotUse))


def _plays_as_clan(minion: CardInPlay, clans: tuple[str, ...]) -> bool:
    """Abraham Mellon: he plays cards requiring a Tremere as if he were a Tremere; Mata Hari
    those requiring any clan."""
    return minion.is_vampire and (
        PLAYS_AS_REQUIRED in handlers(minion)
        or any(words.clan in clans for words in of_type(bearer_effects(minion), PlaysAsClan))
    )


# Mata Hari: "You and Mata Hari can play cards requiring a sect and/or clan as if she were of
# that required sect and/or clan" (rulings LSJ 20050526: her title then is of that sect).
PLAYS_AS_REQUIRED = "plays_as_required_sect_and_clan"
NAMED = (PLAYS_AS_REQUIRED,)


def _meets(minion: CardInPlay, need: Alternative) -> bool:
    """One alternative of a "Requires a ..." sentence: every condition it names holds."""
    sect = (minion.sect or "").lower()
    title = (minion.title or "").lower()
    capacity = minion.capacity
    return not (
        (need.vampire and not minion.is_vampire)
        or (need.imbued and "Imbued" not in minion.card.types)
        or (need.sect and need.sect != sect and PLAYS_AS_REQUIRED not in handlers(minion))
        or (need.not_sect and need.not_sect == sect)
        or (need.titled and not title)
        or (need.non_titled and title)
        or (need.titles and title not in need.titles)
        or (need.ready and minion.region is not Region.READY)
        or (need.capacity_at_least and capacity < need.capacity_at_least)
        or (need.capacity_at_most and capacity > need.capacity_at_most)
        or (need.non_sterile and "sterile" in minion.card.keywords)
        or (need.keyword and not has_term(minion, need.keyword))
        or (need.not_keyword and has_term(minion, need.not_keyword))
    )


def has_term(minion: CardInPlay, term: str) -> bool:
    """10, 11: the minion is of that special term ("red list": as cards have made him)."""
    return is_red_list(minion) if term == RED_LIST else term in minion.card.keywords


def put_on_fits(card: Card, minion: CardInPlay, seat: int) -> bool:
    """1.6.2: whom a master card's "Put this card on ..." allows, as far as its words say:
    ready or not, a vampire or any minion, one Methuselah ``seat`` controls or another's.
    Clans, sects and other conditions are left to the players resolving the card."""
    where = card.clauses.put_on
    if where is None:
        return minion.is_vampire
    if card.clauses.contract and any(
        w.contract for w in _cannot_use(minion.card.name, minion.level)
    ):
        return False  # Iliana
    if where.ready and minion.region is not Region.READY:
        return False
    if not where.minion and not minion.is_vampire:
        return False
    if where.yours and minion.controller != seat:
        return False
    return not (where.others and minion.controller == seat) and has_room_for(minion, card)


def discipline_card_fits(card: Card, vampire: CardInPlay, seat: int) -> bool:
    """1.6.2.2: a master Discipline card goes on a vampire who does not already have its
    Discipline at the superior level, and whom its text allows (one Methuselah ``seat``
    controls, a Laibon or a vampire with Protean...)."""
    grant = card.master_discipline
    if grant is None or not vampire.is_vampire:
        return False
    if grant.code and vampire.discipline(grant.code) >= 2:
        return False  # 1.6.2.2: it gives the basic level or raises basic to superior
    where = card.clauses.put_on
    if where is None:
        return True
    if where.yours and vampire.controller != seat:
        return False
    if not where.group:
        return True
    group = where.group
    return (
        group.lower() == (vampire.sect or "").lower()
        or group in vampire.card.clans
        or vampire.discipline(where.discipline) > 0
    )


def reaction_surcharge(state: GameState, minion: CardInPlay | None, card: Card) -> int:
    """Consign to Oblivion: reaction cards of the acting Methuselah's opponents cost +N blood
    or life during the action (the Modifier's seat is the acting Methuselah's). Scout
    Youngwood: "Reaction cards cost her +1 blood"."""
    if minion is None or "Reaction" not in card.types:
        return 0
    own = int(REACTIONS_COST_MORE in handlers(minion))
    if not state.modifiers:
        return own
    return own + sum(
        m.amount
        for m in state.modifiers
        if m.stat == "reaction_cost" and m.seat != minion.controller
    )


def can_pay(state: GameState, minion: CardInPlay | None, card: Card, level: str = "") -> bool:
    """1.6.1.3: the blood cost from the minion, the pool cost from the Methuselah (at that
    level, if its cost is its own)."""
    blood, pool = cost_of(minion, card, level)
    blood = max(blood, 0) + reaction_surcharge(state, minion, card)
    if blood > 0:
        if minion is None or minion.blood < blood:
            return False
    if pool > 0 and minion is not None:
        if state.players[minion.controller].pool < pool:
            return False
    return can_pay_conviction(minion, card)  # imbued appendix 2


def cost_of(minion: CardInPlay | None, card: Card, level: str = "") -> tuple[int, int]:
    """1.6.1.3: the blood and pool the card costs the minion playing it: what it prints, less
    what his own abilities take off ("Combat cards cost Adana 1 fewer blood"), and what the
    card takes off at ``level`` (Venenation [SER]); X stays X."""
    blood, pool = card.blood_cost or 0, card.pool_cost or 0
    if minion is None or blood < 0 or pool < 0 or not (blood or pool):
        return blood, pool  # X stays X; a card without cost has nothing to take off
    at_level = _level_cheaper(card.name).get(level, ()) if level else ()
    # His own abilities, the cards on him (Charisma) and the card's own words (Mental Maze).
    for cheaper in (*of_type(bearer_effects(minion), Cheaper), *_own_cheaper(card.name), *at_level):
        if not _cheaper_fits(cheaper, card) or (
            cheaper.clan and cheaper.clan not in minion.card.clans
        ):
            continue
        if blood > 0:
            blood = 0 if cheaper.all else max(blood - cheaper.amount, 0)
        elif cheaper.pool and pool > 0:
            pool = max(pool - cheaper.amount, 0)
    return blood, pool


@derived
def _own_cheaper(name: str) -> tuple[Cheaper, ...]:
    """What a card's own words take off its cost for some minions (at any of its levels: the
    cost is the card's)."""
    definition = definitions().get(name)
    if definition is None:
        return ()
    found = of_type(sum(definition.play.values(), ()), Cheaper)
    return tuple(dict.fromkeys(c for c in found if not c.this_level))


@derived
def _level_cheaper(name: str) -> dict[str, tuple[Cheaper, ...]]:
    """What a card's own words take off its cost at one of its levels only, by level."""
    definition = definitions().get(name)
    if definition is None:
        return {}
    found = {}
    for level, words in definition.play.items():
        own = tuple(c for c in of_type(words, Cheaper) if c.this_level)
        if own:
            found[level] = own
    return found


def _cheaper_fits(cheaper: Cheaper, card: Card) -> bool:
    if cheaper.or_clan and cheaper.or_clan in card.clans:
        return not (cheaper.card_type and cheaper.card_type not in card.types)
    return not (
        (cheaper.or_clan and not cheaper.discipline)
        or (cheaper.discipline and cheaper.discipline not in card.disciplines)
        or (cheaper.card_type and cheaper.card_type not in card.types)
        or (cheaper.creature and cheaper.creature != card.clauses.creature)
        or (cheaper.weapon and not ("Equipment" in card.types and card.clauses.weapon))
    )


def cost_words(card: Card, minion: CardInPlay | None = None, level: str = "") -> str:
    """The cost an option shows: what the card costs the minion playing it (1.6.1.3, his own
    and his cards' reductions, :func:`cost_of`), not always what it prints."""
    blood, pool = cost_of(minion, card, level)
    parts = []
    if blood:
        parts.append(f"{'X' if blood < 0 else blood} blood")
    if pool:
        parts.append(f"{'X' if pool < 0 else pool} pool")
    if card.conviction_cost:
        parts.append(f"{card.conviction_cost} conviction")
    return ", ".join(parts)


def pay_cost(
    state: GameState, seat: int, minion: CardInPlay | None, card: Card, level: str | None = None
) -> None:
    """6.2.3: burn the card's blood cost from the minion and its pool cost from the pool
    (``level``: the level it was played at, when the card costs less at one, Venenation [SER],
    or a minion's own words cost more at some)."""
    blood, pool = cost_of(minion, card, level or "")
    blood = max(blood, 0) + reaction_surcharge(state, minion, card)
    if level is not None and minion is not None:
        blood += costs_more(minion, card, level)
    if blood > 0 and minion is not None:
        lose_blood(state, minion, blood)
    if pool > 0:
        lose_pool(state, seat, pool)
    if card.conviction_cost and minion is not None:
        spend_conviction(state, minion, card.conviction_cost)  # imbued appendix 2


def played_already(state: GameState, name: str, per: str) -> bool:
    """Whether a card of that name was played in this game (``per`` "game") or turn."""
    for event in reversed(state.events):
        if isinstance(event, PhaseBegan) and event.phase is Phase.UNLOCK and per == "turn":
            return False
        if (
            isinstance(event, CardMoved)
            and event.destination is Region.PLAYING
            and event.card.card.name == name
        ):
            return True
    return False


def play_from_hand(state: GameState, card: CardInPlay, level: str = "") -> None:
    """1.6.1.1-2: show the card, put it in play-in-progress, and draw to replace it."""
    seat = card.owner
    card.level = level
    move(state, card, Region.PLAYING)
    replace = card.card.clauses.level(level).replace
    if not replace and _held_back(state, card):
        replace = REPLACE_AFTER_ACTION
    if replace == REPLACE_IN_PLAY:
        # Replaced once this very card leaves play (release_when_gone).
        state.players[seat].unreplaced.append(f"{REPLACE_IN_PLAY} {card.uid}")
    elif replace:
        state.players[seat].unreplaced.append(replace)
    else:
        from .ability_use import replaced_instead

        if not replaced_instead(state, seat):
            refill_hand(state, seat)


def release_when_gone(state: GameState, event: CardMoved) -> None:
    """1.6.1.2: a card played with "Do not replace as long as this card is in play"
    (Dragonbound) is replaced once it leaves play (a listener of every move)."""
    if event.origin is Region.IN_PLAY:
        release_unreplaced(state, f"{REPLACE_IN_PLAY} {event.card.uid}")


def discard_down(state: GameState, seat: int) -> Ask:
    """1.6.1.2: a hand above hand size is discarded down at once, its owner choosing which
    cards (cards not yet replaced count as in her hand)."""
    player = state.players[seat]
    while (
        not player.ousted  # 9.1: an ousted Methuselah decides nothing more
        and player.hand
        and len(player.hand) + len(player.unreplaced) > player.hand_size
    ):
        options = [
            Option("discard", f"Discard {c.name}", card=c.uid)
            for c in {c.card.id: c for c in player.hand}.values()
        ]
        choice = yield from ask(
            seat, "discard-down", "1.6.1.2", "Discard down to hand size", options
        )
        discarded = state.cards[choice.card]
        move(state, discarded, Region.ASH_HEAP)
        state.log_line(f"{player.name} discards {discarded.name}", "1.6.1.2", seat)


def _held_back(state: GameState, card: CardInPlay) -> bool:
    """Consign to Oblivion [OBL]: her opponents' reaction cards are not replaced until the
    end of the action."""
    return "Reaction" in card.card.types and any(
        m.stat == "reaction_unreplaced" and m.seat != card.owner for m in state.modifiers
    )


def release_unreplaced(state: GameState, when: str, seat: int | None = None) -> None:
    """1.6.1.2: cards played with "Do not replace until ..." are replaced when it comes:
    after the action or the combat (everyone's), at her own unlock or discard phase."""
    for player in state.players:
        if player.ousted or (seat is not None and player.seat != seat):
            continue
        if when in player.unreplaced:
            player.unreplaced = [w for w in player.unreplaced if w != when]
            refill_hand(state, player.seat)


def finish_card(state: GameState, card: CardInPlay) -> None:
    """1.6.2.6: a played card that stays nowhere goes to the ash heap."""
    if card.region is Region.PLAYING:
        move(state, card, Region.ASH_HEAP)


def level_label(level: str) -> str:
    if not level:
        return ""
    return f" [{level}]"


# -- judge commands: resolving a card's effect by hand (DESIGN.md, Cards) ------------------------


def judge(state: GameState, seat: int, card: CardInPlay, action: Any = None) -> Ask:
    """Let the controller resolve ``card`` by hand, one logged command at a time.

    Used for every card whose effect is not automated: its type, timing, requirements and cost
    were enforced; what it does is carried out with these commands until she says it is done.
    During an action (6.2) the commands also adjust its stealth, intercept and bleed.

    A Methuselah left with no pool (she paid her last pool for this card) is ousted once it
    finishes (9.1), and the ousted decide nothing: the card finishes without her.
    """
    player = state.players[seat]
    if player.ousted or player.pool <= 0:
        # 6.2.3: a card whose cost is paid resolves, nothing can stop it; 9.1: she runs out of
        # pool with it, so nobody carries out its text by hand for her.
        state.log_line(
            f"{player.name} has no pool left: {card.name} finishes without her", "9.1", seat
        )
        return Option("done", f"Done resolving {card.name}")
    state.log_line(f"{player.name} resolves {card.name} by hand", "1.4", seat)
    while True:
        options = [Option("done", f"Done resolving {card.name}")]
        options.extend(_action_options(action))
        options.extend(_judge_options(state, seat))
        choice = yield from ask(
            seat,
            "judge",
            "1.4",
            f"Resolve {card.name}: {card.card.clauses.level(card.level).text}",
            options,
            {"card": card.uid},
            skip_single=False,
        )
        if choice.key == "done":
            return choice
        if choice.key.startswith("action:"):
            word, step = choice.data
            setattr(action, word, getattr(action, word) + step)
            state.log_line(f"Judge ({state.players[seat].name}): {choice.label}", "1.4", seat)
            continue
        _apply_judge(state, seat, choice)


def _action_options(action: Any) -> list[Option]:
    if action is None:
        return []
    words = ["stealth", "bleed"] if action.is_bleed else ["stealth"]
    if action.blocker is not None:
        words.append("intercept")
    return [
        Option(f"action:{word}{sign}", f"{sign}1 {word} this action", data=(word, step))
        for word in words
        for sign, step in (("+", 1), ("-", -1))
    ]


def _judge_options(state: GameState, seat: int) -> list[Option]:
    options: list[Option] = []
    for p in state.players:
        if p.ousted:
            continue
        options.append(Option("pool+", f"{p.name}: +1 pool", target_seat=p.seat))
        options.append(Option("pool-", f"{p.name}: -1 pool", target_seat=p.seat))
    for p in state.players:
        for c in _table_cards(p.ready + p.torpor + p.uncontrolled + p.in_play):
            # 2.3: only the owner sees her face-down uncontrolled cards.
            hidden = c.face_down and c.region is Region.UNCONTROLLED and c.controller != seat
            who = f"{p.name}: {'a face-down card' if hidden else c.name}"
            options.append(Option("blood+", f"{who}: +1 blood/life/counter", target=c.uid))
            if c.blood:
                options.append(Option("blood-", f"{who}: -1 blood/life/counter", target=c.uid))
            if c.region is not Region.UNCONTROLLED:
                verb = "unlock" if c.locked else "lock"
                options.append(Option(verb, f"{who}: {verb}", target=c.uid))
                options.append(Option("burn", f"{who}: burn", target=c.uid))
            if c.region is Region.READY and c.is_vampire:
                options.append(Option("torpor", f"{who}: send to torpor", target=c.uid))
            if c.region is Region.TORPOR:
                options.append(Option("rescue", f"{who}: move to ready", target=c.uid))
    # Her own hand: she chooses the card she discards (the others give their own commands,
    # rules/judge.py), and draws.
    player = state.players[seat]
    named: dict[str, CardInPlay] = {}
    for c in player.hand:
        named.setdefault(c.name, c)
    for name, c in named.items():
        options.append(Option("discard", f"{player.name}: discard {name}", target=c.uid))
    if player.library:
        options.append(Option("draw", f"{player.name}: draw a card", target_seat=seat))
    return options


def _table_cards(cards: list[CardInPlay]) -> Iterator[CardInPlay]:
    for c in cards:
        yield c
        yield from _table_cards(c.attached)


def _apply_judge(state: GameState, seat: int, choice: Option) -> None:
    from .victory import check_ousts

    who = state.players[seat].name
    if choice.key == "pool+":
        gain_pool(state, choice.target_seat, 1)
    elif choice.key == "pool-":
        lose_pool(state, choice.target_seat, 1)
    elif choice.key == "draw":
        draw(state, seat)
    else:
        card = state.cards[choice.target]
        if choice.key == "blood+":
            add_blood(state, card, 1)
        elif choice.key == "blood-":
            lose_blood(state, card, 1)
            if card.blood == 0 and not card.is_vampire and card.card.life is not None:
                burn(state, card)
        elif choice.key in ("lock", "unlock"):
            (lock if choice.key == "lock" else unlock)(state, card)
        elif choice.key == "burn":
            burn(state, card)
        elif choice.key == "torpor":
            move(state, card, Region.TORPOR)
        elif choice.key == "rescue":
            card.wounded = False
            move(state, card, Region.READY)
        elif choice.key == "discard":
            move(state, card, Region.ASH_HEAP)  # not replaced: an effect, not a card played
    state.log_line(f"Judge ({who}): {choice.label}", "1.4", seat)
    check_ousts(state)
