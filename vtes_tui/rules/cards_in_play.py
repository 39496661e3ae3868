"""Provides what cards in play let minions do: the actions taken via them ("Minions can burn
this card as a Ⓓ action", "can add 1 counter to this card as a +1 stealth action", an ally's
"can enter combat with a minion as a Ⓓ action"), the abilities cards on a blocker give during
an action, open hands, and moving a vampire to the uncontrolled region (6.1.6, 6.2.2.2)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from ..cards.card_words import (
    BleedAgainst,
    CounterAction,
    EnterCombat,
    LockForStealth,
    OpenHand,
    ShuffleAsAction,
)
from ..cards.reaction_words import InterceptForBlood
from .effects import first, has, in_play_effects, of_type
from .prompts import Ask, Option
from .state import CardInPlay, GameState, Region
from .zones import (
    add_blood,
    by_layout,
    lock,
    lose_blood,
    modified,
    move,
    shuffle,
    take_control,
)

ADD_COUNTER = "add-counter"  # 6.1.6: the action to add a counter to a card in play
ENTER_COMBAT = "enter-combat"  # a minion's own "can enter combat with a minion as a Ⓓ action"
SHUFFLE_CARD = "shuffle-card"  # "can shuffle Aranthebes into your library as a Ⓓ action"
KINDS = (ADD_COUNTER, ENTER_COMBAT, SHUFFLE_CARD)


def table_cards(
    state: GameState, kept: Callable[[CardInPlay], bool] | None = None
) -> Iterator[CardInPlay]:
    """Every card in play that is not a minion: in a Methuselah's in-play region, or on a
    minion (master cards, equipment, retainers...); with ``kept``, those it keeps (what it
    asks of a card must not change while the card stays where it is)."""
    by_seat = by_layout(state, ("table", kept), _table_by_seat, kept)
    for player in state.players:
        if player.ousted:
            continue
        for card, in_region in by_seat[player.seat]:
            if not (in_region and card.contested):
                yield card


def _table_by_seat(
    state: GameState, kept: Callable[[CardInPlay], bool] | None
) -> list[list[tuple[CardInPlay, bool]]]:
    """The cards of :func:`table_cards` in each Methuselah's regions, each with whether it is
    in her in-play region (4.1: there, a contested card is out of play)."""
    return [
        [(card, True) for card in player.in_play if kept is None or kept(card)]
        + [
            (card, False)
            for minion in player.ready + player.torpor
            for card in minion.attached
            if kept is None or kept(card)
        ]
        for player in state.players
    ]


def _offers_action(card: CardInPlay) -> bool:
    return has(in_play_effects(card), ShuffleAsAction) or has(in_play_effects(card), CounterAction)


# -- actions via a card in play (6.1.6) -----------------------------------------------------------


def _taken(minion: CardInPlay, kind: str, card: CardInPlay) -> bool:
    """6.1.6: each action via the same card in play at most once each turn per minion."""
    return f"{kind} {card.uid}" in minion.acted


def note_action(minion: CardInPlay, choice: Option) -> None:
    """Remember, as the action is announced, that the minion took this action via the card
    (his own card, for the actions his text gives him)."""
    if choice.key in KINDS:
        via = minion.uid if choice.key == ENTER_COMBAT else choice.target
        minion.acted.add(f"{choice.key} {via}")


def in_play_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """The actions the minion may take via cards in play: add a counter to one of his
    Methuselah's (the actions against cards in play are ``card_actions``')."""
    from .actions import action_stealth

    options = []
    for card in table_cards(state, _offers_action):
        shuffling = first(in_play_effects(card), ShuffleAsAction)
        if (
            shuffling is not None
            and minion.is_vampire
            and minion.capacity >= shuffling.capacity_at_least
            and card.controller != seat
            and not _taken(minion, SHUFFLE_CARD, card)
        ):
            stealth = action_stealth(state, minion, "card", True, 0)
            owner = state.players[card.controller].name
            options.append(
                Option(
                    SHUFFLE_CARD,
                    f"{minion.name} shuffles {card.name} into {owner}'s library "
                    f"(+{stealth} stealth)",
                    actor=minion.uid,
                    target=card.uid,
                    target_seat=card.controller,
                    numbers={"stealth": stealth},
                )
            )
        counting = first(in_play_effects(card), CounterAction)
        if (
            counting is not None
            and card.controller == seat
            and _may_count(minion, counting)
            and not _taken(minion, ADD_COUNTER, card)
        ):
            stealth = action_stealth(state, minion, "card", False, counting.stealth)
            options.append(
                Option(
                    ADD_COUNTER,
                    f"{minion.name} adds 1 counter to {card.name} (+{stealth} stealth)",
                    actor=minion.uid,
                    target=card.uid,
                    numbers={"stealth": stealth},
                )
            )
    options.extend(_own_actions(state, seat, minion))
    return options


def _own_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """The actions a minion's own card text gives him: enter combat with a minion (6.4)."""
    from .actions import action_stealth
    from .apply import Played, shielded, targets

    options = []
    for word in of_type(in_play_effects(minion), EnterCombat):
        if _taken(minion, ENTER_COMBAT, minion):
            break
        stealth = action_stealth(state, minion, "card", True, word.stealth)
        for target in targets(Played(state, seat, minion, minion), word.target):
            if shielded(seat, target):
                continue  # Secure Haven
            options.append(
                Option(
                    ENTER_COMBAT,
                    f"{minion.name} enters combat with {target.name} "
                    f"({state.players[target.controller].name}) (+{stealth} stealth)",
                    actor=minion.uid,
                    target=target.uid,
                    target_seat=target.controller,
                    numbers={"stealth": stealth},
                )
            )
    return options


def _may_count(minion: CardInPlay, word: CounterAction) -> bool:
    return (not word.clan or word.clan in minion.card.clans) and (
        minion.capacity >= word.capacity_at_least
    )


def resolve_in_play_action(
    state: GameState, seat: int, kind: str, actor: CardInPlay, card: CardInPlay, action: Any
) -> Ask:
    """The successful action: shuffle the card away, add a counter to it, or enter combat with the
    minion (6.2.3: only if it is still there)."""
    if kind == ENTER_COMBAT:
        from .combat import combat

        if card.region is Region.READY and card.controller != seat:
            yield from combat(state, actor, card, action)
        return
    if card.region not in (Region.IN_PLAY, Region.ON_CARD):
        state.log_line(f"{card.name} is no longer in play", "6.1.6", seat)
        return
    if kind == SHUFFLE_CARD:
        move(state, card, Region.LIBRARY)
        shuffle(state, state.players[card.owner].library)
        state.log_line(f"{card.name} is shuffled into its owner's library", "6.1.6", seat)
    else:
        add_blood(state, card, 1)
        state.log_line(f"{card.name} has {card.blood} counter(s)", "6.1.6", seat)


# -- abilities of cards on a minion during an action (6.2.2.2) ---------------------------------

INTERCEPT_ABILITY = "intercept-ability"


def intercept_abilities(state: GameState, action: Any, blocker: CardInPlay) -> list[Option]:
    """What cards can do for the blocking minion when he needs more intercept: cards on him
    (Bowl of Convergence [AUS]: burn 1 blood for +1 intercept, once each action), and cards
    his Methuselah controls in play against her predator's minions (Aranthebes: lock it for
    -1 stealth)."""
    options = []
    for card in blocker.attached:
        for word in of_type(in_play_effects(card), InterceptForBlood):
            used = (blocker.uid, card.card.id) in action.played
            if not used and blocker.discipline(word.discipline) >= 2 and blocker.blood >= 1:
                options.append(
                    Option(
                        INTERCEPT_ABILITY,
                        f"{card.name}: {blocker.name} burns 1 blood for +1 intercept",
                        actor=blocker.uid,
                        card=card.uid,
                        data=word.amount,
                    )
                )
    seat = blocker.controller
    if action.seat == state.predator(seat):
        for card in state.players[seat].in_play:
            for word in of_type(in_play_effects(card), LockForStealth):
                if not card.locked and not card.contested:
                    options.append(
                        Option(
                            INTERCEPT_ABILITY,
                            f"Lock {card.name}: {action.actor.name} gets -{word.amount} stealth",
                            actor=blocker.uid,
                            card=card.uid,
                            data=-word.amount,
                        )
                    )
    return options


def use_intercept_ability(state: GameState, action: Any, choice: Option) -> None:
    """Carry out the ability chosen: lock the card for -N stealth, or burn 1 blood."""
    blocker, card = state.cards[choice.actor], state.cards[choice.card]
    if choice.data < 0:
        lock(state, card)
        action.stealth += choice.data
    else:
        action.played.add((blocker.uid, card.card.id))
        lose_blood(state, blocker, 1)
        action.intercept += choice.data
    state.log_line(choice.label, "6.2.2.2", blocker.controller)


def bleed_against(state: GameState, actor: CardInPlay, target: int) -> int:
    """What cards the target Methuselah controls add to a vampire's bleed against her
    (Aranthebes, while unlocked: -1 for vampires with capacity 4 or less)."""
    return sum(
        word.amount
        for card in state.players[target].in_play
        if not card.locked and not card.contested
        for word in of_type(in_play_effects(card), BleedAgainst)
        if actor.is_vampire
        and (not word.capacity_at_most or actor.capacity <= word.capacity_at_most)
    )


# -- cards in play ------------------------------------------------------------------------------


OPEN_HAND = "open hand"  # a Methuselah's modifier: she plays with an open hand for a while


def open_handed(state: GameState, seat: int) -> bool:
    """Whether the Methuselah plays with an open hand: her predator controls a card in play
    that says "Your prey plays with an open hand", or a card made her for a while (Aura
    Reading: for the remainder of combat)."""
    if modified(state, OPEN_HAND, seat=seat):
        return True
    predator = state.predator(seat)
    return predator != seat and any(
        card.controller == predator and any(of_type(in_play_effects(card), OpenHand))
        for card in table_cards(state)
    )


def distinct_cards(cards: list[CardInPlay]) -> list[CardInPlay]:
    """One of each card name: copies are the same choice."""
    found: dict[str, CardInPlay] = {}
    for card in cards:
        found.setdefault(card.card.name, card)
    return list(found.values())


def to_uncontrolled(state: GameState, vampire: CardInPlay) -> None:
    """A controlled vampire goes to its owner's uncontrolled region, face up, with its blood
    and the cards on it (out of play while it stays there; it comes back unlocked when
    brought out, which is not unlocking: Banishment, ruling LSJ 20060213)."""
    take_control(state, vampire, vampire.owner)
    vampire.wounded = False  # 6.5: out of torpor, no longer wounded
    move(state, vampire, Region.UNCONTROLLED)
