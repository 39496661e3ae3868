"""Provides the Red List (11): a Methuselah marks a Red List minion with a master phase action,
her ready vampires may enter combat with him as a +1 stealth action costing 1 blood, and a
vampire who burns a Red List minion in combat or with a directed action (diablerie included)
is given trophies (1.6.2, 6.5.5 step 5)."""

from __future__ import annotations

from typing import Any

from ..cards.clauses import RED_LIST
from .events import ActionEnded, Modifier
from .prompts import PASS, Ask, Option, ask, pass_option
from .state import CardInPlay, GameState, Region
from .zones import add_modifier, attach, burn, lose_blood, refill_hand, shuffle

MARK = "red-list-mark"  # the master phase option marking a Red List minion
HUNT = "red-list-combat"  # the action entering combat with a marked one
TROPHY = "trophy"  # the option putting a trophy on the vampire who burned one
MARKED = "red_list_mark"  # the modifier: a seat's mark on a minion, for the turn
HUNT_STEALTH = 1  # 11: "as a +1 stealth action"
HUNT_COST = 1  # 11: "that costs 1 blood"
_HUNTED = "red list combat"  # in a vampire's ``acted``: 11, "only once each turn"
_SECTION = "11"
# 11: where her controller looks for a trophy to put on the vampire, in the rule's order.
_SEARCHED = (
    (Region.LIBRARY, "her library"),
    (Region.ASH_HEAP, "her ash heap"),
    (Region.HAND, "her hand"),
)


def is_red_list(card: CardInPlay) -> bool:
    """11: a minion whose card says "Red List" (a vampire, or an ally: Ossian), unless a card
    made him Red List or no longer so."""
    if card.red_list is not None:
        return card.red_list
    return RED_LIST in card.card.keywords


# -- marking (11, 5) ------------------------------------------------------------------------------


def mark_options(state: GameState, seat: int) -> list[Option]:
    """11: a master phase action marks a Red List minion for the turn: one option per ready
    Red List minion of another Methuselah not yet marked by her (6.4: her vampires could not
    enter combat with her own minions, the only use of a mark)."""
    options = []
    for player in state.players:
        if player.seat == seat or player.ousted:
            continue
        for minion in player.ready:
            if not is_red_list(minion) or _marked(state, seat, minion):
                continue
            whose = player.name
            options.append(
                Option(
                    MARK,
                    f"Mark {minion.name} ({whose}), Red List, for this turn",
                    target=minion.uid,
                    target_seat=player.seat,
                )
            )
    return options


def mark(state: GameState, seat: int, choice: Option) -> None:
    """11: the minion is marked by her for the current turn."""
    minion = state.cards[choice.target]
    add_modifier(state, Modifier(MARKED, 1, "turn", card=minion.uid, seat=seat))
    state.log_line(
        f"{state.players[seat].name} marks {minion.name} (Red List) for this turn", _SECTION, seat
    )


def _marked(state: GameState, seat: int, minion: CardInPlay) -> bool:
    return any(
        m.stat == MARKED and m.seat == seat and m.card == minion.uid for m in state.modifiers
    )


# -- the action against a marked minion (11) ------------------------------------------------------


def hunt_options(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """11: a ready vampire of the Methuselah who marked a Red List minion may enter combat with
    him as a +1 stealth (directed, 6.2.2.1) action costing 1 blood, once each turn. Nothing to
    look at when no minion is marked (a mark is a modifier: nearly always none)."""
    if not state.modifiers or not minion.is_vampire or _HUNTED in minion.acted:
        return []
    if minion.blood < HUNT_COST:
        return []  # 6.2.1: the cost must be payable
    from .actions import action_stealth
    from .apply import untargetable

    options = []
    for modifier in state.modifiers:
        if modifier.stat != MARKED or modifier.seat != seat or modifier.card is None:
            continue
        target = state.cards[modifier.card]
        if target.region is not Region.READY or target.controller == seat:
            continue  # 6.4: only a ready minion of another Methuselah
        if untargetable(target):
            continue  # Secure Haven: not the target of other Methuselahs' actions
        stealth = action_stealth(state, minion, HUNT, True, HUNT_STEALTH)
        options.append(
            Option(
                HUNT,
                f"{minion.name} enters combat with {target.name}, Red List "
                f"(+{stealth} stealth, {HUNT_COST} blood)",
                actor=minion.uid,
                target=target.uid,
                target_seat=target.controller,
                numbers={"stealth": stealth, "cost": HUNT_COST},
            )
        )
    return options


def note_hunt(state: GameState, choice: Option) -> None:
    """11: "Each vampire can take this action only once each turn" (as it is announced)."""
    state.cards[choice.actor].acted.add(_HUNTED)


def hunt_succeeds(state: GameState, action: Any) -> Ask:
    """11: the action succeeds: its cost is paid (6.2.3), then the combat."""
    from .combat import combat

    actor, target = action.actor, action.target
    lose_blood(state, actor, HUNT_COST)
    state.log_line(f"{actor.name} burns {HUNT_COST} blood", "6.2.3", action.seat)
    if target.region is Region.READY and target.controller != actor.controller:
        yield from combat(state, actor, target, action)


# -- trophies (11, 1.6.2) -----------------------------------------------------------------------


def trophies_after_combat(fight: Any) -> Ask:
    """11: a vampire whose opponent, a Red List minion, was burned in their combat."""
    for side in fight.sides:
        victim = side.minion
        if victim.region is not Region.ASH_HEAP or not is_red_list(victim):
            continue
        winner = fight.other(side).minion
        yield from award_trophies(fight.state, winner, victim)


def trophies_after_action(state: GameState, action: Any) -> Ask:
    """11: a vampire whose successful directed action burned a Red List minion, its target
    (without combat: a combat's are :func:`trophies_after_combat`'s, diablerie's are given
    before the blood hunt, 6.5.5)."""
    target = action.target
    if target is None or target.region is not Region.ASH_HEAP or not is_red_list(target):
        return
    if action.outcome != "successful" or not action.directed or action.fights:
        return
    if action.kind == "diablerize":
        return
    yield from award_trophies(state, action.actor, target)


def award_trophies(state: GameState, vampire: CardInPlay, victim: CardInPlay) -> Ask:
    """11: the vampire burned a Red List minion: his controller may put a trophy from her
    library, ash heap or hand on him (then reshuffle or draw up), and the controllers of
    trophies in play may move them to him (1.6.2). Nothing for an ally, nor for a vampire
    out of play."""
    if not vampire.is_vampire or vampire.region not in (Region.READY, Region.TORPOR):
        return
    seat = vampire.controller
    state.log_line(
        f"{vampire.name} burned {victim.name}, Red List: trophies may be put on him",
        _SECTION,
        seat,
    )
    options = _trophy_cards(state, vampire)
    if options:
        options.append(pass_option(f"Put no trophy on {vampire.name}"))
        choice = yield from ask(seat, TROPHY, _SECTION, f"Put a trophy on {vampire.name}?", options)
        if choice.key != PASS:
            _put_trophy(state, vampire, state.cards[choice.card], choice.data)
    for other in state.clockwise_from(seat):
        yield from _move_trophies(state, other, vampire)


def _trophy_cards(state: GameState, vampire: CardInPlay) -> list[Option]:
    """One option per trophy that can go on the vampire, per place searched (copies in one
    place are one choice)."""
    seat = vampire.controller
    options = []
    for region, where in _SEARCHED:
        offered: set[str] = set()
        for card in state.players[seat].region(region):
            if not card.card.clauses.trophy or card.name in offered:
                continue
            if not _fits(vampire, card):
                continue
            offered.add(card.name)
            options.append(
                Option(
                    TROPHY,
                    f"Put {card.name} from {where} on {vampire.name}",
                    actor=vampire.uid,
                    card=card.uid,
                    data=where,
                )
            )
    return options


def _fits(vampire: CardInPlay, trophy: CardInPlay) -> bool:
    """The card's text, read in ``cards/``: "A vampire may have only one Trophy: Revered",
    "A vampire may have no more than two Trophy: Libraries"."""
    from .cardplay import has_room_for

    most = trophy.card.clauses.at_most
    if most and sum(1 for c in vampire.attached if c.card.name == trophy.card.name) >= most:
        return False
    return has_room_for(vampire, trophy.card)


def _put_trophy(state: GameState, vampire: CardInPlay, card: CardInPlay, where: str) -> None:
    """11: the trophy goes on the vampire; her library is reshuffled, or her hand drawn up."""
    seat = vampire.controller
    player = state.players[seat]
    source = card.region
    attach(state, card, vampire)
    state.log_line(f"{player.name} puts {card.name} from {where} on {vampire.name}", _SECTION, seat)
    if source is Region.LIBRARY:
        shuffle(state, player.library)
        state.log_line(f"{player.name} reshuffles her library", _SECTION, seat)
    elif source is Region.HAND:
        refill_hand(state, seat)
        state.log_line(f"{player.name} draws back up to her hand size", _SECTION, seat)


def _move_trophies(state: GameState, seat: int, vampire: CardInPlay) -> Ask:
    """1.6.2: the controller of trophies in play (not yet on a vampire) may move any number
    of them to the vampire; on him, a trophy is controlled by his controller."""
    player = state.players[seat]
    while True:
        options = [
            Option(
                TROPHY,
                f"Move {card.name} to {vampire.name}",
                actor=vampire.uid,
                card=card.uid,
                data="play",
            )
            for card in player.in_play
            if card.card.clauses.trophy and not card.contested and _fits(vampire, card)
        ]
        if not options or vampire.region not in (Region.READY, Region.TORPOR):
            return
        options.append(pass_option(f"Move no more trophies to {vampire.name}"))
        choice = yield from ask(seat, TROPHY, "1.6.2", f"Move a trophy to {vampire.name}?", options)
        if choice.key == PASS:
            return
        card = state.cards[choice.card]
        attach(state, card, vampire)
        state.log_line(f"{player.name} moves {card.name} to {vampire.name}", "1.6.2", seat)


BURNED_AFTER_DIABLERIE = "burned_after_diablerie"  # a trophy's handler (Trophy: Diablerie)


def spend_after_diablerie(state: GameState, diablerist: CardInPlay) -> None:
    """Trophy: Diablerie: "If this vampire successfully diablerizes another vampire, burn this
    card at the end of the action" (all copies, after the blood hunt they kept off: rulings
    LSJ 20050222)."""
    from .vampire_abilities import handlers

    spent = [c for c in diablerist.attached if BURNED_AFTER_DIABLERIE in handlers(c)]
    if not spent:
        return

    def burn_spent(state: GameState, event: ActionEnded) -> None:
        state.listeners[ActionEnded].remove(burn_spent)
        for card in spent:
            if card.host is diablerist:
                burn(state, card)
                state.log_line(f"{card.name} is burned", card.name, diablerist.controller)

    state.listeners.setdefault(ActionEnded, []).append(burn_spent)
