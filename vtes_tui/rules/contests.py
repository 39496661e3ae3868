"""Provides contested cards and contested titles (4.1, 4.2)."""

from __future__ import annotations

from ..cards.vocabulary import Effect
from .effects import derived, given
from .prompts import Ask, Option, ask
from .state import CardInPlay, GameState, Region
from .vampire_abilities import handlers
from .vampire_five import yield_instead
from .vampire_unlock import NOT_CONTESTED, RIVALS_YIELD
from .victory import check_ousts
from .zones import burn, by_layout, lose_blood, lose_pool, unlock


def unique_title(card: CardInPlay) -> str | None:
    """4.2: the unique form of a vampire's title (a prince of one city, one clan's justicar),
    printed or represented by a title card on him.

    4.1: a contested vampire is out of play: he claims no title while the contest lasts.
    """
    if not card.is_vampire or card.title_yielded or card.contested:
        return None
    if card.granted_title is not None:
        return card.granted_title[1] or None
    for other in card.attached:
        if other.card.clauses.title:
            return other.card.clauses.unique_title or None
    if not card.card.title:
        return None
    return card.card.clauses.unique_title or None


def _same_unique(a: CardInPlay, b: CardInPlay) -> bool:
    if a is b:
        return False
    if a.card.is_crypt or b.card.is_crypt:
        # 1.5.1: every crypt card is unique, by name (advanced versions contest too), but those
        # printed "Non-unique." (11, Unique).
        same = a.card.printed_name == b.card.printed_name
        return same and "non-unique" not in a.card.keywords
    return a.card.unique and a.card.name == b.card.name


def in_play_cards(state: GameState) -> list[CardInPlay]:
    """Every card in play (minions, the cards on them, her in-play region), ousted
    Methuselahs' aside."""
    by_seat = by_layout(state, _IN_PLAY, _in_play_by_seat)
    out: list[CardInPlay] = []
    for p in state.players:
        if not p.ousted:
            out.extend(by_seat[p.seat])
    return out


_IN_PLAY = "in play"  # the key of :func:`_in_play_by_seat` in ``GameState.layout_memo``


def in_play_with(state: GameState, word: type[Effect]) -> list[CardInPlay]:
    """The cards of :func:`in_play_cards` whose in-play words include ``word`` (found again
    only when the cards in play change: most steps ask of a word few cards have)."""
    by_seat = by_layout(state, _BY_WORD, _by_word)
    out: list[CardInPlay] = []
    for p in state.players:
        if not p.ousted:
            out.extend(by_seat[p.seat].get(word, ()))
    return out


_BY_WORD = "in play by word"  # the key of :func:`_by_word` in ``GameState.layout_memo``


def _by_word(state: GameState) -> list[dict[type[Effect], list[CardInPlay]]]:
    """The cards in play in each Methuselah's regions by the kinds of their in-play words,
    found in one pass over the table for every word asked."""
    by_seat = by_layout(state, _IN_PLAY, _in_play_by_seat)
    out: list[dict[type[Effect], list[CardInPlay]]] = []
    for cards in by_seat:
        found: dict[type[Effect], list[CardInPlay]] = {}
        for card in cards:
            for word in _kinds(card.card.name, card.level):
                found.setdefault(word, []).append(card)
        out.append(found)
    return out


@derived
def _kinds(name: str, level: str) -> frozenset[type[Effect]]:
    """The kinds of the words the card of that name gives in play (derived once)."""
    return frozenset(type(e) for e in given(name, level))


def _in_play_by_seat(state: GameState) -> list[list[CardInPlay]]:
    out: list[list[CardInPlay]] = []
    for p in state.players:
        cards: list[CardInPlay] = []
        for c in p.ready + p.torpor + p.in_play:
            cards.append(c)
            cards.extend(c.attached)
        out.append(cards)
    return out


def enter_play(state: GameState, card: CardInPlay) -> None:
    """4.1: a unique card brought into play is contested by the copies already there.

    A Methuselah cannot contest with herself: her incoming copy is burned instead.
    """
    if not (card.card.unique or card.card.is_crypt):
        _check_title(state, card)
        return
    rivals = [c for c in in_play_cards(state) if _same_unique(card, c)]
    if rivals and NOT_CONTESTED in handlers(card):
        # Jimmy Dunn: he cannot be contested; the first in play burns instead, even if his
        # Methuselah brought out the second (rulings RTR 20180303, LSJ 19990719).
        for rival in rivals:
            state.log_line(f"{rival.name} cannot be contested: the first in play burns", "4.1")
            burn(state, rival)
        _check_title(state, card)
        return
    if any(r.controller == card.controller for r in rivals):
        state.log_line(f"{card.name} is already controlled: the new copy is burned", "4.1")
        burn(state, card)
        return
    if rivals:
        for c in [card, *rivals]:
            c.contested = True
            c.face_down = True
        state.log_line(f"{card.name} is contested", "4.1")
    _check_title(state, card)


def title_gained(state: GameState, vampire: CardInPlay) -> None:
    """4.2: a vampire who gains a unique title another vampire has: the title is contested."""
    _check_title(state, vampire)


def _check_title(state: GameState, card: CardInPlay) -> None:
    title = unique_title(card)
    if not title:
        return
    holders = [
        c
        for c in in_play_cards(state)
        if c is not card and c.is_vampire and unique_title(c) == title
    ]
    contenders = yield_instead(state, [card, *holders], title) if holders else []
    if len(contenders) > 1:
        # 4.2: from now on, every vampire in the contest is treated as having no title.
        for vampire in contenders:
            vampire.title_contested = True
        state.log_line(f"The title {title} is contested", "4.2")


def untap_contests(state: GameState, seat: int) -> Ask:
    """4.1 and 4.2: during her unlock phase, pay to contest (1 pool, 1 blood) or yield."""
    player = state.players[seat]
    for card in list(in_play_cards(state)):
        if card.controller != seat or not card.contested:
            continue
        rivals = [c for c in in_play_cards(state) if _same_unique(card, c) and c.contested]
        if not rivals:
            card.contested = False
            card.face_down = False
            unlock(state, card)
            state.log_line(f"{card.name} is no longer contested", "4.1", seat)
            _check_title(state, card)  # 4.2: back in play, he claims his title again
            continue
        options = [Option("yield", f"Yield {card.name} (burn it)", card=card.uid)]
        # 4.1: paying the last pool is allowed, and ousts her (9.1).
        options.insert(
            0, Option("contest", f"Pay 1 pool to keep contesting {card.name}", card=card.uid)
        )
        choice = yield from ask(seat, "contest", "4.1", f"{card.name} is contested", options)
        if choice.key == "contest":
            lose_pool(state, seat, 1)
            check_ousts(state)
        else:
            state.log_line(f"{player.name} yields {card.name}", "4.1", seat)
            burn(state, card)
    yield from _title_contests(state, seat)


def _title_contests(state: GameState, seat: int) -> Ask:
    mine = [c for c in state.players[seat].ready + state.players[seat].torpor if unique_title(c)]
    for card in mine:
        title = unique_title(card)
        rivals = [
            c
            for c in in_play_cards(state)
            if c is not card and c.is_vampire and unique_title(c) == title
        ]
        if not rivals:
            if card.title_contested:
                card.title_contested = False
                state.log_line(f"{card.name} acquires the title {title}", "4.2", seat)
            continue
        card.title_contested = True
        forcing = [r for r in rivals if RIVALS_YIELD in handlers(r)]
        if forcing and RIVALS_YIELD not in handlers(card):
            # Rafael de Corazon: any vampire contesting his title must yield during their
            # unlock phase.
            state.log_line(
                f"{card.name} must yield the title {title} ({forcing[0].name})", "4.2", seat
            )
            card.title_contested = False
            card.title_yielded = True
            continue
        options = [Option("yield", f"{card.name} yields the title {title}", card=card.uid)]
        # 4.2: only ready vampires with blood can pay to keep contesting.
        if card.region is Region.READY and card.blood > 0:
            options.insert(0, Option("contest", f"{card.name} pays 1 blood to contest {title}"))
        choice = yield from ask(seat, "contest", "4.2", f"The title {title} is contested", options)
        if choice.key == "contest":
            lose_blood(state, card, 1)
        else:
            state.log_line(f"{card.name} yields the title {title}", "4.2", seat)
            card.title_contested = False
            card.title_yielded = True
