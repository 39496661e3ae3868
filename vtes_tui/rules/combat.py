"""Provides combat between two minions: the rounds, range and presses (6.4.1, 6.4.2, 6.4.4)."""

from __future__ import annotations

from collections.abc import Callable, Generator
from typing import Any

from ..cards.clauses import REPLACE_AFTER_COMBAT
from ..cards.combat_words import Maneuver, Restrain, Weapon
from .abilities import ability_options
from .ability_use import use_ability
from .cardplay import finish_card, judge, release_unreplaced
from .combat_cards import after_combat, burn_traps, press_damage, trap_presses
from .combat_hands import hands_after_combat
from .combat_windows import (
    about_to_end,
    additional_offers,
    before_range_offers,
    before_resolution,
    end_of_round,
    hand_offers,
    window,
)
from .effects import first, in_play_effects, of_type
from .events import CombatEnded, Modifier, RoundEnded
from .fight import (
    CLOSE,
    LONG,
    Fight,
    Play,
    Side,
    combat_plays,
    continue_presses,
    optional_maneuvers,
    play_combat_card,
)
from .first_round import first_round_bar
from .frenzy import frenzy_window
from .imbued_abilities import actor_gains_conviction
from .more_combat_effects import combat_presses
from .prompts import PASS, Ask, Option, Prompt, ask, pass_option
from .reactions import granted_press, maneuver_grants, press_grants, use_grant
from .red_list import trophies_after_combat
from .state import CardInPlay, GameState, Region
from .strike_resolution import resolve_strikes
from .strikes import card_strike, choose_strikes, weapon_strike, weapons
from .vampire_combat import (
    OwnManeuver,
    ability_maneuvers,
    combat_begins,
    combat_over,
    mandatory_press,
)
from .vampire_five import hand_size_in_combat
from .vampire_hands import no_press_to_continue
from .vampire_opponents import pressed_to_continue
from .zones import add_modifier, attach, emit

# -- combat (6.4.1) -------------------------------------------------------------------------------


def combat(
    state: GameState,
    acting: CardInPlay,
    opposing: CardInPlay,
    action: Any = None,
    offered: bool = False,
) -> Ask:
    """6.4.1: rounds of range, strikes and presses until no press continues the combat; a
    combat queued as it was about to end follows it.

    Before each combat of an action, the minion about to enter combat with the acting minion
    may play a card that ends the action (block_resolution.about_to_enter_combat), unless he
    already was offered it for the first (``offered``: the blocker before block resolution,
    the target before the action's lock and combat)."""
    from .block_resolution import about_to_enter_combat

    if acting.controller == opposing.controller:
        # 6.4: your minions cannot enter combat with your other minions.
        state.log_line(
            f"{acting.name} and {opposing.name} have the same controller: no combat", "6.4"
        )
        return
    yield from actor_gains_conviction(state, acting, opposing, action)  # before combat begins
    queued = "combat"
    while queued == "combat":
        fight = Fight(
            state, Side(acting, acting.controller), Side(opposing, opposing.controller), action
        )
        if not fight.going():
            state.log_line(
                f"No combat: only ready minions fight ({acting.name}, {opposing.name})", "6.4"
            )
            return
        other = _facing_actor(fight)
        if other is not None and not offered:
            if (yield from about_to_enter_combat(state, action, other)):
                return  # the action ended before this combat
        offered = False
        _enter(fight)
        hand_size_in_combat(fight)  # Henri Lavenant
        queued = "round"
        while queued == "round":
            yield from _rounds(fight)
            queued = yield from about_to_end(fight)
        _end_combat(fight, queued == "combat")
        yield from hands_after_combat(state)
        yield from trophies_after_combat(fight)  # 11: a Red List minion burned in it


def _facing_actor(fight: Fight) -> CardInPlay | None:
    """The minion about to enter combat with the acting minion of the action, if any."""
    actor = getattr(fight.action, "actor", None)
    side = fight.side_of(actor) if actor is not None else None
    return None if side is None else fight.other(side).minion


def _enter(fight: Fight) -> None:
    state = fight.state
    acting, opposing = fight.acting.minion, fight.opposing.minion
    state.log_line(f"{acting.name} and {opposing.name} enter combat", "6.4")
    if fight.action is not None:
        fight.action.fights.append(fight)
    for uid, gift in getattr(fight.action, "combat_gifts", ()):
        # Cards played on the action for "the resulting combat" (Form of the Bat).
        side = fight.side_of(state.cards[uid])
        if side is not None:
            if gift.to == LONG:
                side.long_maneuvers += gift.maneuvers
            else:
                side.combat_maneuvers += gift.maneuvers
            side.flexible += gift.flexible
            if gift.no_equipment:
                side.restraints.append(Restrain(equipment=True))
            if gift.strength:
                add_modifier(
                    state, Modifier("strength", gift.strength, "combat", card=side.minion.uid)
                )
            fight.all_aggravated |= gift.aggravated
            fight.long_rounds |= gift.long_rounds
    combat_begins(fight)
    for minion in (acting, opposing):
        # 9.2: a minion of a withdrawing Methuselah entering combat breaks the withdrawal.
        state.players[minion.controller].withdrawing = False


def _rounds(fight: Fight) -> Ask:
    state = fight.state
    if fight.round:
        # A new round "instead" of the end (Telepathic Tracking): the combat did not end, so
        # what was to follow it does not happen (rulings, "After Combat Ends").
        fight.ended = False
        fight.kept.clear()
        fight.after.clear()
        fight.continues = None
    while fight.going():
        yield from _round(fight)
        if fight.going():
            yield from _press(fight)  # 6.4.4: the press step ends the round
        # Rulings (Taste of Vitae): "at the end of a round" comes after the presses, and even
        # when the round ended early.
        yield from end_of_round(fight)
        emit(state, RoundEnded(fight))
        if not fight.going() or not fight.pressing:
            break


def _round(fight: Fight) -> Ask:
    fight.round += 1
    fight.distance = CLOSE  # 6.4.2: close range is the default for each round
    fight.grappled = False
    fight.range_set = False
    for side in fight.sides:
        side.new_round()
    fight.state.log_line(f"Combat round {fight.round}", "6.4.1")
    if fight.close_next:
        # Grapple: "that round is at close range (skip the determine range step)".
        fight.close_next = False
        fight.state.log_line("This round is at close range: no range step", "6.4.2")
    elif fight.long_rounds:
        # Neutral Guard [obe]: "each round is at long range (skip the determine range step)".
        fight.distance = LONG
        fight.state.log_line("This round is at long range: no range step", "6.4.2")
    else:
        yield from window(
            fight, "before-range", "6.4.2", "before range is determined", before_range_offers
        )
        if fight.going() and not fight.range_set:
            yield from _duel(fight, "maneuver", "6.4.2", _maneuver_offers, _use_maneuver)
    if fight.going():
        yield from window(
            fight, "before-strikes", "6.4.3", "before strikes are chosen", hand_offers
        )
    if not fight.going():
        return
    fight.state.log_line(f"Range is {fight.distance}", "6.4.2")
    strikes = yield from choose_strikes(fight, list(fight.sides), initial=True)
    yield from before_resolution(fight, strikes)
    if not (yield from frenzy_window(fight, strikes)):  # Rötschreck: combat ends unresolved
        yield from resolve_strikes(fight, strikes, initial=True)
    if fight.going():
        yield from window(fight, "additional", "6.4.3", "for additional strikes", additional_offers)
    while fight.going() and any(side.additional for side in fight.sides):
        # 6.4.3: only minions with additional strikes strike again, at the same range.
        takers = [side for side in fight.sides if side.additional]
        for side in takers:
            side.additional -= 1
        strikes = yield from choose_strikes(fight, takers, initial=False)
        yield from before_resolution(fight, strikes)
        if not (yield from frenzy_window(fight, strikes)):
            yield from resolve_strikes(fight, strikes, initial=False)


def _end_combat(fight: Fight, queued: bool) -> None:
    """Combat ends; with a combat queued, what was to happen after it is lost (rulings,
    Psyche!: "After Combat Ends" effects, continuing the action)."""
    state = fight.state
    if queued:
        fight.kept.clear()
        fight.continues = None
        fight.after.clear()
    for card, vampire in fight.kept:
        # Rulings ("After Combat Ends"): the card goes on the vampire once combat is over.
        if vampire.region in (Region.READY, Region.TORPOR) and card.region is Region.PLAYING:
            attach(state, card, vampire)
            state.log_line(f"{card.name} is put on {vampire.name}", "6.4", vampire.controller)
    for card in fight.played:
        finish_card(state, card)
    burn_traps(fight)
    combat_over(fight)
    after_combat(fight)
    state.log_line("Combat ends", "6.4")
    emit(state, CombatEnded(fight))
    # 1.6.1.2: cards that said "Do not replace until after combat" are replaced now.
    release_unreplaced(state, REPLACE_AFTER_COMBAT)


# -- range and presses: acting first, then alternately (6.4.2, 6.4.4) ---------------------------

Offers = Callable[[Fight, Side, str], list[Option]]
Use = Callable[[Fight, Side, Option], Generator[Prompt, int, bool]]  # False: canceled


def _duel(fight: Fight, kind: str, section: str, offers: Offers, use: Use) -> Ask:
    """6.4.2, 6.4.4: acting first, then alternately, never two in a row by the same minion.

    It ends when a minion passes after his opponent played, or when both pass at the start. A
    card canceled as it is played (1.6.1.1) did nothing: the same minion chooses again.
    """
    side = fight.acting
    first = True
    while fight.going():
        options = offers(fight, side, kind)
        options.append(pass_option(_pass_words(fight, kind)))
        choice = yield from ask(
            side.seat,
            kind,
            section,
            f"{side.name}: {_duel_question(fight, kind)}",
            options,
            fight.context(),
        )
        if choice.key == PASS:
            if not first:
                return
        elif not (yield from use(fight, side, choice)):
            continue
        first = False
        side = fight.other(side)


def _pass_words(fight: Fight, kind: str) -> str:
    if kind == "maneuver":
        return f"Do not maneuver (range stays {fight.distance})"
    return "Do not press" + (" (combat continues)" if fight.pressing else " (combat ends)")


def _duel_question(fight: Fight, kind: str) -> str:
    if kind == "maneuver":
        return f"maneuver? The range is {fight.distance}"
    return "press? " + ("A press to continue stands" if fight.pressing else "No press so far")


# -- 6.4.2 determine range ---------------------------------------------------------------------------


_SPARE_MANEUVERS = ("maneuvers", "combat_maneuvers", "flexible")


def _maneuver_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    destination = LONG if fight.distance == CLOSE else CLOSE
    options: list[Option] = []
    if side.restrained("maneuver_to", destination):
        return options  # a card of his opponent forbids it this combat
    if first_round_bar(fight, side, maneuvers=True):
        return options  # Ossian: no maneuvers in the first round
    # An optional maneuver a card gave: for this round first, then for this combat (cards
    # played on the action), then one that could be a press instead.
    spare = next((f for f in _SPARE_MANEUVERS if getattr(side, f)), None)
    if spare is None and destination == LONG and side.long_maneuvers:
        spare = "long_maneuvers"
    if spare is not None:
        options.append(
            Option(
                "maneuver",
                f"Use the optional maneuver to go to {destination} range",
                actor=side.minion.uid,
                numbers={"long_range": destination == LONG},
                data=spare,
            )
        )
    if side.fixed is None:
        # 6.4.2: a weapon's optional maneuvers, each combat; using one chooses its strike too.
        for weapon in weapons(side.minion, side):
            words = first(in_play_effects(weapon), Weapon)
            maneuvers = words.maneuvers if words is not None else 0
            left = maneuvers - side.weapon_maneuvers.get(weapon.uid, 0)
            if left > 0:
                options.append(
                    Option(
                        "maneuver",
                        f"Maneuver to {destination} range with {weapon.name} (optional maneuver)",
                        actor=side.minion.uid,
                        card=weapon.uid,
                        numbers={"long_range": destination == LONG, "left": left},
                        data=weapon,
                    )
                )
    options.extend(maneuver_grants(fight, side, destination))
    for source, left in optional_maneuvers(fight.state, side):
        giver = fight.state.cards[source].name
        options.append(
            Option(
                "maneuver",
                f"Maneuver to {destination} range (optional maneuver from {giver})",
                actor=side.minion.uid,
                card=source,
                numbers={"long_range": destination == LONG, "left": left},
                data=source,
            )
        )
    options.extend(ability_maneuvers(fight, side, destination))
    for play in combat_plays(fight, side, step):
        alone = _or_strike(play)
        if play.has_strike and side.fixed is not None and not alone:
            continue  # 6.4.2: no second strike card or weapon to maneuver in the same round
        if any(m.to not in ("", destination) for m in of_type(play.effects or (), Maneuver)):
            continue  # "only usable to get to close range"
        uses: list[tuple[str, object]] = [("", play)]
        if alone and side.fixed is None:
            # "Maneuver, or strike: ... with 1 optional maneuver": the strike chosen with it.
            uses.append((" and strike", (play, "strike")))
        for also, data in uses:
            options.append(
                Option(
                    "maneuver",
                    play.label(f"Maneuver to {destination} range{also} with", side.minion),
                    actor=side.minion.uid,
                    card=play.card.uid,
                    numbers={"long_range": destination == LONG},
                    data=data,
                )
            )
    return options


def _or_strike(play: Play) -> bool:
    """ "Maneuver, or strike: ...": used as a maneuver alone, the card chooses no strike."""
    return any(m.or_strike for m in of_type(play.effects or (), Maneuver))


def _use_maneuver(fight: Fight, side: Side, choice: Option) -> Generator[Prompt, int, bool]:
    state = fight.state
    if isinstance(choice.data, str):
        setattr(side, choice.data, getattr(side, choice.data) - 1)  # a spare a card gave
    elif isinstance(choice.data, tuple):
        play = choice.data[0]  # a maneuver, or strike: used as both (6.4.2)
        if not (yield from play_combat_card(fight, side, play, "6.4.2")):
            return False
        side.fixed = card_strike(state, side.minion, play)
    elif isinstance(choice.data, Play):
        play = choice.data
        if not (yield from play_combat_card(fight, side, play, "6.4.2")):
            return False
        if play.has_strike and not _or_strike(play):
            # 6.4.2: maneuvering with a strike card chooses the strike as well.
            side.fixed = card_strike(state, side.minion, play)
        elif play.effects is None:
            yield from judge(fight.state, side.seat, play.card)
            finish_card(state, play.card)
        else:
            maneuver = first(play.effects, Maneuver)
            if maneuver is not None and maneuver.optional_press:
                side.presses += 1  # "maneuver with 1 optional press"
            finish_card(state, play.card)
    elif isinstance(choice.data, Modifier):
        use_grant(side, choice.data, 1)  # a reaction's optional maneuver ("if this vampire blocks")
    elif isinstance(choice.data, int):
        # An optional maneuver given for this combat: it chooses no strike.
        side.weapon_maneuvers[choice.data] = side.weapon_maneuvers.get(choice.data, 0) + 1
    elif isinstance(choice.data, OwnManeuver):
        side.abilities_used.add(choice.data.index)  # the minion's own optional maneuver
    else:
        weapon: CardInPlay = choice.data
        side.weapon_maneuvers[weapon.uid] = side.weapon_maneuvers.get(weapon.uid, 0) + 1
        side.fixed = weapon_strike(state, side.minion, weapon)
    fight.distance = LONG if fight.distance == CLOSE else CLOSE
    state.log_line(f"{side.name} maneuvers to {fight.distance} range", "6.4.2", side.seat)
    return True


# -- 6.4.4 press ----------------------------------------------------------------------------------------


def _press(fight: Fight) -> Ask:
    yield from press_damage(fight)
    if not fight.going():
        return
    fight.pressing = trap_presses(fight)
    yield from _duel(fight, "press", "6.4.4", _press_offers, _use_press)
    forced = mandatory_press(fight)
    if forced is not None:
        fight.pressing = True
        fight.state.log_line(f"{forced.name} presses to continue combat (mandatory)", "6.4.4")
        yield from _duel(fight, "press", "6.4.4", _press_offers, _use_press)  # to end it
    if fight.pressing and fight.going():
        fight.state.log_line("A press continues the combat", "6.4.4")


def _press_offers(fight: Fight, side: Side, step: str) -> list[Option]:
    purpose = "end combat" if fight.pressing else "continue combat"
    options: list[Option] = []
    if side.no_press:
        return options  # an aimed strike hurt him: no press this round
    if side.restrained("press_to", "end" if fight.pressing else "continue"):
        return options  # a card of his opponent forbids it this combat
    if not fight.pressing and no_press_to_continue(side.minion):
        return options  # his own ability forbids it (Mukhtar Bey)
    if side.presses or side.combat_presses or side.flexible:
        options.append(
            Option(
                "press", f"Use the optional press to {purpose}", actor=side.minion.uid, data=None
            )
        )
    options.extend(press_grants(fight, side, purpose))
    for grant in continue_presses(fight, side):  # Harass: "only usable to continue combat"
        options.append(granted_press(fight, side, grant, "continue combat"))
    for grant in combat_presses(fight, side):  # Hunter's Mark: "1 optional press"
        options.append(granted_press(fight, side, grant, purpose))
    # 6.4.4: a card in play of his controller gives him a press (Underbridge Stray).
    options.extend(ability_options(fight.state, side.seat, "press", minion=side.minion))
    for play in combat_plays(fight, side, step):
        if fight.pressing and play.clauses.continue_only:
            continue
        if not fight.pressing and play.clauses.end_only:
            continue  # "only usable to end combat": no press to continue stands
        options.append(
            Option(
                "press",
                play.label(f"Press to {purpose} with", side.minion),
                actor=side.minion.uid,
                card=play.card.uid,
                data=play,
            )
        )
    return options


def _use_press(fight: Fight, side: Side, choice: Option) -> Generator[Prompt, int, bool]:
    play: Play | Modifier | None = choice.data
    if choice.key == "ability":
        yield from use_ability(fight.state, side.seat, choice)
    elif play is None and side.presses:
        side.presses -= 1
    elif play is None and side.combat_presses:
        side.combat_presses -= 1
    elif play is None:
        side.flexible -= 1
    elif isinstance(play, Modifier):
        use_grant(side, play, 1)  # a reaction's optional press ("if this vampire blocks")
    else:
        if not (yield from play_combat_card(fight, side, play, "6.4.4", as_press=True)):
            return False
        if play.effects is None:
            yield from judge(fight.state, side.seat, play.card)
        finish_card(fight.state, play.card)
    fight.pressing = not fight.pressing
    purpose = "continue" if fight.pressing else "end"
    fight.state.log_line(f"{side.name} presses to {purpose} combat", "6.4.4", side.seat)
    if fight.pressing:
        pressed_to_continue(fight, side)  # Petra
    return True
