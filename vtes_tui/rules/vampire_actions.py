"""Provides a minion's own actions (6.1): "X can ... as a +1 stealth (Ⓓ) action that costs 1
blood", the vocabulary's word ``action``; what a non-bleed one does is a named handler of this
module's table ``ACTIONS``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..cards.reaction_words import AbilityAction
from ..cards.vocabulary import Effect
from .actions import action_stealth
from .apply import shielded
from .corruption import burn_counter_or_card, corrupt_target, counters_or_cards, prey_minions
from .corruption_politics import CORRUPTED_DAMAGE
from .effects import first, in_play_effects
from .imbued import convictions, spend_conviction
from .imbued_abilities import ready_monsters
from .library_five_effects import burn_torpid_for_life
from .permanents import bleed_amount
from .prompts import Ask, Option, ask
from .referendums import Measure
from .state import CardInPlay, GameState, Region
from .vampire_abilities import ABILITY, abilities, distinct
from .vampire_aims import (
    Aim,
    allies_and_younger,
    equipment,
    locations,
    methuselahs,
    neighbours_minions,
    neighbours_small_vampires,
    others_allies,
    ready_minions,
    ready_non_camarilla,
    ready_vampires,
    retainers,
    torpid_vampires,
    tremere_vampires,
    younger_vampires,
)
from .vampire_damage import damage_prey_sabbat, prey_sabbat
from .vampire_five import (
    burn_target_blood,
    make_bishop,
    neighbours_equipment,
    others_bishops,
    others_bloodless_anarchs,
    others_ready_tremere,
    own_untitled_sabbat,
    remove_title,
    to_sabbat,
)
from .vampire_library import (
    draw_up_to_two,
    edge_uncontrolled,
    more_hand_size,
    own_locked_vampires_or_mummies,
    rearrange_top,
    take_the_edge,
)
from .vampire_politics import DISTRIBUTE_BLOOD, MINION_CARDS_TO_HAND
from .vampire_steps import political_surcharge
from .zones import (
    add_blood,
    attach,
    burn,
    lock,
    lose_blood,
    move,
    refill_hand,
    remove_from_game,
    take_control,
    unlock,
)

# -- a minion's own actions (6.1) -----------------------------------------------------------------


def ability_action_options(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """6.1: the actions the minion's card lets him take, if he can pay their blood: one option
    for each Methuselah or card a directed one can be aimed at (6.2.1)."""
    options = []
    for index, words in abilities(minion, AbilityAction):
        if minion.blood < words.blood or len(convictions(minion)) < words.conviction:
            continue
        if words.bleed is not None:
            options.extend(_bleed_option(state, seat, minion, index, words))
            continue
        handler = ACTIONS[words.handler]
        if handler.possible is not None and not handler.possible(state, seat):
            continue
        if words.political and (minion.political_this_turn or not minion.is_vampire):
            continue  # 6.1.7: vampires only, one political action each turn
        if words.political and minion.blood < words.blood + political_surcharge(state, minion):
            continue  # its additional cost cannot be paid
        kind = "political" if words.political else ABILITY
        aims = handler.aims(state, seat, minion) if handler.aims is not None else [(None, None)]
        for target, target_seat in aims:
            if target is not None and shielded(seat, target):
                continue  # Secure Haven
            directed = target_seat is not None and target_seat != seat
            stealth = action_stealth(state, minion, kind, directed, words.stealth)
            aim = f" {target.name}" if target is not None else ""
            if target is None and target_seat is not None:
                aim = f" {state.players[target_seat].name}"
            options.append(
                _option(
                    minion, f"{handler.describe}{aim}", stealth, words, index, target_seat
                )._replace(target=target.uid if target is not None else None)
            )
    return options


def _bleed_option(
    state: GameState, seat: int, minion: CardInPlay, index: int, words: AbilityAction
) -> list[Option]:
    """6.1.1: "X can bleed with +2 bleed as a Ⓓ action": a bleed of his prey."""
    prey = state.prey(seat)
    if minion.bled_this_turn or prey == seat:
        return []  # 6.1.1: one bleed action each turn
    stealth = action_stealth(state, minion, "bleed", True, words.stealth)
    amount = bleed_amount(state, minion, prey) + (words.bleed or 0)
    what = f"bleeds {state.players[prey].name} for {amount}"
    option = _option(minion, what, stealth, words, index, prey)
    return [option._replace(numbers={**(option.numbers or {}), "bleed": amount})]


def _option(
    minion: CardInPlay,
    what: str,
    stealth: int,
    words: AbilityAction,
    index: int,
    target_seat: int | None,
) -> Option:
    cost = f", {words.blood} blood" if words.blood else ""
    if words.conviction:
        cost += f", {words.conviction} conviction"  # imbued appendix 2
    return Option(
        ABILITY,
        f"{minion.name} {what} ({stealth:+d} stealth{cost})",
        actor=minion.uid,
        target_seat=target_seat,
        numbers={"stealth": stealth, "cost": words.blood},
        data=index,
    )


def announce_ability(minion: CardInPlay, index: Any) -> tuple[Effect, ...]:
    """6.2.1: the ability action announced (its place in the definition), as the action's
    effects; a political one is his political action of the turn (6.1.7)."""
    words = in_play_effects(minion)[index]
    if isinstance(words, AbilityAction) and words.political:
        minion.political_this_turn = True
    return (words,)


def ability_action_succeeds(state: GameState, action: Any) -> Ask:
    """6.2.3: the successful action's cost is paid, then a non-bleed one does what it says
    (a bleed is resolved as every bleed is, 6.1.1)."""
    words = first(action.effects, AbilityAction)
    assert words is not None
    actor = action.actor
    extra = political_surcharge(state, actor) if words.political else 0
    if words.blood + extra:
        lose_blood(state, actor, words.blood + extra)
    spend_conviction(state, actor, words.conviction)  # imbued appendix 2
    if words.bleed is None:
        yield from ACTIONS[words.handler].resolve(state, action)


class ActionHandler:
    """What an ability action does: its words on the option, its resolution, when it can be
    taken at all (an action with nothing to act on is not offered), and for a directed one
    what it can be aimed at (one option each)."""

    def __init__(
        self,
        describe: str,
        resolve: Callable[[GameState, Any], Ask],
        possible: Callable[[GameState, int], bool] | None = None,
        aims: Callable[[GameState, int, CardInPlay], list[Aim]] | None = None,
    ) -> None:
        self.describe = describe
        self.resolve = resolve
        self.possible = possible
        self.aims = aims


def _exchange_with_ash_heap(state: GameState, action: Any) -> Ask:
    """Lenelle: exchange a card from your hand for a library card in your ash heap."""
    seat = action.seat
    player = state.players[seat]
    library_cards = distinct(c for c in player.ash_heap if not c.card.is_crypt)
    if not player.hand or not library_cards:
        state.log_line("Nothing to exchange", "6.2.3", seat)
        return
    options = [
        Option("card", f"Take {c.name} from your ash heap", card=c.uid) for c in library_cards
    ]
    taken = yield from ask(seat, "target", "6.2.3", "Which card of your ash heap?", options)
    options = [Option("card", f"Put {c.name} in your ash heap", card=c.uid) for c in player.hand]
    given = yield from ask(seat, "target", "6.2.3", "Which card of your hand?", options)
    move(state, state.cards[given.card], Region.ASH_HEAP)
    move(state, state.cards[taken.card], Region.HAND)
    state.log_line(f"{taken.label}; {given.label.lower()}", "6.2.3", seat)


FEED_BLOOD = 4


def _uncontrolled_vampires(state: GameState, seat: int) -> list[CardInPlay]:
    return [c for c in state.players[seat].uncontrolled if c.card.is_vampire]


def _uncontrolled_imbued(state: GameState, seat: int) -> list[CardInPlay]:
    return [c for c in state.players[seat].uncontrolled if "Imbued" in c.card.types]


def _blood_to_uncontrolled_imbued(state: GameState, action: Any) -> Ask:
    """Travis "Traveler72" Miller: move 2 blood from the blood bank to an imbued in your
    uncontrolled region."""
    found = _uncontrolled_imbued(state, action.seat)
    yield from _blood_to_one_of(state, action.seat, found, "imbued")


def _feed_uncontrolled(state: GameState, action: Any) -> Ask:
    """Malgorzata: remove a vampire in your uncontrolled region from the game to add 4 blood
    from the blood bank to another vampire in your uncontrolled region."""
    seat = action.seat
    found = _uncontrolled_vampires(state, seat)
    if len(found) < 2:
        state.log_line("Not two vampires in the uncontrolled region", "6.2.3", seat)
        return
    options = [Option("card", f"Remove {c.name} from the game", card=c.uid) for c in found]
    removed = yield from ask(seat, "target", "6.2.3", "Remove which vampire?", options)
    options = [
        Option("card", f"Add 4 blood to {c.name} ({c.blood}/{c.capacity})", card=c.uid)
        for c in found
        if c.uid != removed.card
    ]
    fed = yield from ask(seat, "target", "6.2.3", "Add 4 blood to which vampire?", options)
    remove_from_game(state, state.cards[removed.card])
    add_blood(state, state.cards[fed.card], FEED_BLOOD)
    state.log_line(f"{removed.label}; {fed.label.split(' (')[0].lower()}", "6.2.3", seat)


def _search_minion(state: GameState, action: Any) -> Ask:
    """Mistress Fanchon: search your library for a minion card (an ally), reveal it, and move
    it to your hand (the wording templates: searching can find nothing)."""
    seat = action.seat
    found = distinct(c for c in state.players[seat].library if "Ally" in c.card.types)
    options = [Option("card", f"Reveal {c.name} and take it", card=c.uid) for c in found]
    options.append(Option("pass", "Find nothing"))
    choice = yield from ask(seat, "target", "6.2.3", "Search your library for a minion", options)
    if choice.key == "card":
        move(state, state.cards[choice.card], Region.HAND)
        state.log_line(choice.label, "6.2.3", seat)


# -- directed actions: what they do (what they can be aimed at: vampire_aims.py) ------------------


def _burn_target(state: GameState, action: Any) -> Ask:
    """Marcus Vitel's retainer, Annazir's location: burned (1.1.2) if it is still where it was
    as the action was announced (6.2.3)."""
    target = action.target
    if target is not None and target.region is action.target_region:
        burn(state, target)
        state.log_line(f"{target.name} is burned", "6.2.3", action.seat)
    return
    yield


def _steal_ally(state: GameState, action: Any) -> Ask:
    """Xeper, Sultan of Lepers: steal an ally: its control passes to you (1.4)."""
    target = action.target
    if target is not None and target.region is Region.READY:
        take_control(state, target, action.seat)
        state.log_line(f"{action.actor.name} steals {target.name}", "6.2.3", action.seat)
    return
    yield


def _blood_to_uncontrolled(state: GameState, action: Any) -> Ask:
    """Mary Anne Blaire: add 2 blood (from the blood bank) to a vampire in your uncontrolled
    region."""
    found = _uncontrolled_vampires(state, action.seat)
    yield from _blood_to_one_of(state, action.seat, found, "vampire")


def _blood_to_one_of(state: GameState, seat: int, found: list[CardInPlay], what: str) -> Ask:
    """2 blood from the blood bank to one of ``found``, in her uncontrolled region (6.2.3: the
    action's effect); nothing when there is none."""
    if not found:
        return
    options = [Option("card", f"Add 2 blood to {c.name} ({c.blood})", card=c.uid) for c in found]
    choice = yield from ask(seat, "target", "6.2.3", f"Add 2 blood to which {what}?", options)
    add_blood(state, state.cards[choice.card], UNCONTROLLED_BLOOD)
    state.log_line(choice.label.split(" (")[0], "6.2.3", seat)


UNCONTROLLED_BLOOD = 2


def _steal_equipment(state: GameState, action: Any) -> Ask:
    """Annazir: steal an equipment: it moves to him (6.1.3)."""
    target = action.target
    if target is not None and target.region is Region.ON_CARD and target.host is not None:
        attach(state, target, action.actor)
        state.log_line(f"{action.actor.name} steals {target.name}", "6.2.3", action.seat)
    return
    yield


def _referendum(measure: Measure) -> Callable[[GameState, Any], Ask]:
    """6.3: a successful political action of his own calls its referendum."""

    def call(state: GameState, action: Any) -> Ask:
        from .politics import referendum

        yield from referendum(state, action, measure)

    return call


def _still_there(action: Any) -> CardInPlay | None:
    """The target card, if it is still where the action can reach it (6.2.3)."""
    target = action.target
    if target is None or target.region not in (Region.READY, Region.TORPOR):
        return None
    return target


def _steal_blood(amount: int) -> Callable[[GameState, Any], Ask]:
    def steal(state: GameState, action: Any) -> Ask:
        """Steal blood (or life, becoming blood): it moves to the acting vampire, and what is
        above his capacity drains off (1.5.2); an ally at 0 life is burned (6.1.5)."""
        target = _still_there(action)
        if target is None:
            return
        stolen = lose_blood(state, target, amount)
        add_blood(state, action.actor, stolen)
        state.log_line(
            f"{action.actor.name} steals {stolen} from {target.name}", "6.2.3", action.seat
        )
        if not target.is_vampire and target.blood <= 0:
            burn(state, target)
        return
        yield

    return steal


def _burn_for_life(state: GameState, action: Any) -> Ask:
    """Nephandus: burn the vampire in torpor (still there, 6.2.3) to gain 1 life."""
    target = action.target
    if target is None or target.region is not Region.TORPOR:
        return
    burn(state, target)
    gained = add_blood(state, action.actor, 1)
    state.log_line(
        f"{target.name} is burned; {action.actor.name} gains {gained} life", "6.2.3", action.seat
    )
    return
    yield


def _enter_combat(state: GameState, action: Any) -> Ask:
    """6.4: "X may enter combat with ... as a Ⓓ action": the action succeeds, they fight."""
    from .combat import combat

    target = _still_there(action)
    if target is not None and target.region is Region.READY:
        yield from combat(state, action.actor, target, action)


def _lock_target(state: GameState, action: Any) -> Ask:
    target = _still_there(action)
    if target is not None:
        lock(state, target)
        state.log_line(f"{target.name} is locked", "6.2.3", action.seat)
    return
    yield


def _discard_from_hand(state: GameState, action: Any) -> Ask:
    """Le Dinh Tho: look at another Methuselah's hand and discard one card from it (that
    Methuselah draws back up to his hand size, 1.6.1.2)."""
    seat = action.target_seat
    hand = state.players[seat].hand
    if not hand:
        return
    options = [Option("card", f"Discard {c.name}", card=c.uid) for c in distinct(iter(hand))]
    choice = yield from ask(action.seat, "target", "6.2.3", "Their hand: discard which?", options)
    move(state, state.cards[choice.card], Region.ASH_HEAP)
    refill_hand(state, seat)
    state.log_line(
        f"{action.actor.name}: {state.players[seat].name} discards {state.cards[choice.card].name}",
        "6.2.3",
        action.seat,
    )


def _own_vampires_with_room(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    """Ready vampires she controls with room for blood (undirected: her own, 6.2.1)."""
    return [
        (v, seat)
        for v in state.players[seat].ready
        if v.is_vampire and not v.contested and v.blood < v.capacity
    ]


def _blood_from_bank(state: GameState, action: Any) -> Ask:
    """Procurer: "move 1 blood from the blood bank to a ready vampire you control"."""
    target = action.target
    if target is not None and target.region is Region.READY and target.controller == action.seat:
        gained = add_blood(state, target, 1)
        state.log_line(f"{target.name} gains {gained} blood", "6.2.3", action.seat)
    return
    yield


BIG = 8  # Mylan Horseed: "a ready non-Camarilla vampire with capacity 8 or more"


def _big_non_camarilla(state: GameState, seat: int, minion: CardInPlay) -> list[Aim]:
    """Locked ready non-Camarilla vampires with capacity 8 or more she controls (undirected:
    her own, 6.2.1; an unlocked one has nothing to gain)."""
    return [
        (v, seat)
        for v in state.players[seat].ready
        if v.is_vampire and v.locked and v.sect != "Camarilla" and v.capacity >= BIG
    ]


def _unlock_target(state: GameState, action: Any) -> Ask:
    target = _still_there(action)
    if target is not None and unlock(state, target):
        state.log_line(f"{target.name} unlocks", "6.2.3", action.seat)
    return
    yield


ACTIONS: dict[str, ActionHandler] = {
    "exchange_with_ash_heap": ActionHandler(
        "exchanges a card in hand for one in the ash heap", _exchange_with_ash_heap
    ),
    "feed_uncontrolled": ActionHandler(
        "moves blood between vampires in the uncontrolled region",
        _feed_uncontrolled,
        lambda state, seat: len(_uncontrolled_vampires(state, seat)) >= 2,
    ),
    "search_minion": ActionHandler("searches the library for a minion card", _search_minion),
    "steal_two_from_younger": ActionHandler(
        "steals up to 2 blood from", _steal_blood(2), aims=younger_vampires
    ),
    "steal_two_from_minion": ActionHandler(
        "steals 2 blood or life from", _steal_blood(2), aims=ready_minions
    ),
    "enter_combat": ActionHandler("enters combat with", _enter_combat, aims=ready_minions),
    "enter_combat_vampire": ActionHandler("enters combat with", _enter_combat, aims=ready_vampires),
    "enter_combat_non_camarilla": ActionHandler(
        "enters combat with", _enter_combat, aims=ready_non_camarilla
    ),
    "lock_ally_or_younger": ActionHandler("locks", _lock_target, aims=allies_and_younger),
    "burn_location": ActionHandler("burns", _burn_target, aims=locations),
    "steal_equipment": ActionHandler("steals", _steal_equipment, aims=equipment),
    "distribute_blood": ActionHandler(
        "calls a referendum to distribute 4 blood among ready vampires",
        _referendum(DISTRIBUTE_BLOOD),
    ),
    "burn_torpid_for_life": ActionHandler(
        "burns a vampire in torpor for 1 life:", _burn_for_life, aims=torpid_vampires
    ),
    "discard_from_hand": ActionHandler(
        "discards a card from the hand of", _discard_from_hand, aims=methuselahs
    ),
    "burn_retainer": ActionHandler("burns", _burn_target, aims=retainers),
    "steal_ally": ActionHandler("steals", _steal_ally, aims=others_allies),
    "enter_combat_neighbour": ActionHandler(
        "enters combat with", _enter_combat, aims=neighbours_minions
    ),
    "enter_combat_small_neighbour": ActionHandler(
        "enters combat with", _enter_combat, aims=neighbours_small_vampires
    ),
    "steal_three_from_tremere": ActionHandler(
        "steals up to 3 blood from", _steal_blood(3), aims=tremere_vampires
    ),
    "blood_to_uncontrolled": ActionHandler(
        "adds 2 blood to a vampire in your uncontrolled region",
        _blood_to_uncontrolled,
        lambda state, seat: bool(_uncontrolled_vampires(state, seat)),
    ),
    "minion_cards_to_hand": ActionHandler(
        "calls a referendum to move two minion cards from the ash heap to the hand",
        _referendum(MINION_CARDS_TO_HAND),
    ),
    "blood_from_bank": ActionHandler(
        "moves 1 blood from the blood bank to", _blood_from_bank, aims=_own_vampires_with_room
    ),
    "unlock_big_non_camarilla": ActionHandler("unlocks", _unlock_target, aims=_big_non_camarilla),
    "enter_combat_monster": ActionHandler("enters combat with", _enter_combat, aims=ready_monsters),
    "blood_to_uncontrolled_imbued": ActionHandler(
        "moves 2 blood from the blood bank to an imbued in your uncontrolled region",
        _blood_to_uncontrolled_imbued,
        lambda state, seat: bool(_uncontrolled_imbued(state, seat)),
    ),
    "corrupt_prey_minion": ActionHandler(
        "puts 1 corruption counter on", corrupt_target, aims=prey_minions
    ),
    "burn_counter_or_card": ActionHandler(
        "burns 1 corruption counter or a card requiring a Discipline:",
        burn_counter_or_card,
        aims=counters_or_cards,
    ),
    "corrupted_damage": ActionHandler(
        "calls a referendum to inflict 1 damage on each minion with your corruption counters",
        _referendum(CORRUPTED_DAMAGE),
    ),
    "rearrange_top_five": ActionHandler(
        "looks at and rearranges the top 5 cards of your library", rearrange_top
    ),
    "damage_prey_sabbat": ActionHandler(
        "inflicts 1 damage on each Sabbat vampire of", damage_prey_sabbat, aims=prey_sabbat
    ),
    "more_hand_size": ActionHandler(
        "gives you +3 hand size until your next unlock phase", more_hand_size
    ),
    "draw_up_to_two": ActionHandler("draws up to 2 cards", draw_up_to_two),
    "take_uncontrolled_edge": ActionHandler("gives you the Edge", take_the_edge, edge_uncontrolled),
    "unlock_own_vampire_or_mummy": ActionHandler(
        "unlocks", _unlock_target, aims=own_locked_vampires_or_mummies
    ),
    "steal_one_from_vampire": ActionHandler(
        "steals 1 blood from",
        _steal_blood(1),
        aims=lambda state, seat, minion: [
            *ready_vampires(state, seat, minion),
            *torpid_vampires(state, seat, minion),
        ],
    ),
    "burn_torpid_for_two_life": ActionHandler(
        "burns a vampire in torpor for 2 life:", burn_torpid_for_life(2), aims=torpid_vampires
    ),
    "make_bishop": ActionHandler(
        "gives the title of bishop to", make_bishop, aims=own_untitled_sabbat
    ),
    "remove_bishop_title": ActionHandler("removes the title of", remove_title, aims=others_bishops),
    "anarch_to_sabbat": ActionHandler(
        "changes to Sabbat the sect of", to_sabbat, aims=others_bloodless_anarchs
    ),
    "steal_neighbour_equipment": ActionHandler(
        "steals", _steal_equipment, aims=neighbours_equipment
    ),
    "burn_tremere_blood": ActionHandler(
        "burns a blood from", burn_target_blood, aims=others_ready_tremere
    ),
}
