"""Provides the minion phase: which actions each minion may take, and the course of an action (6.1, 6.2)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards.action_words import BleedAction
from ..cards.vocabulary import RescueCost
from .action_cards import again_levels, aims, level_choices
from .borrowed import borrowed_actions
from .cardplay import cost_words, has_room_for, playable_levels, played_already
from .cards_in_play import in_play_actions
from .effects import Effects, effects_at, first, in_play_effects, of_type
from .events import Modifier
from .finished_effects import STEALTH_NEXT_ACTION
from .imbued import (
    BURN_INCAPACITATED,
    POWER,
    burn_incapacitated_options,
    may_get_power,
)
from .imbued_abilities import target_blood_cost
from .imbued_cards import BURN_BLEED, burn_bleed_options
from .imbued_powers import POWER_ACTION, power_action_options
from .permanents import bleed_amount, may_direct_at, stealth_bonus
from .phase_effects import minion_phase_effects
from .politics import can_call
from .prompts import Ask, Option, ask
from .red_list import HUNT, hunt_options, note_hunt
from .slaves import may_take_directed
from .state import CardInPlay, GameState, Phase, Region
from .vampire_abilities import handlers
from .vampire_five import affordable_bleeds
from .vampire_politics import NO_POLITICAL_ACTIONS
from .vampire_steps import directed_cost, may_direct, political_surcharge
from .zones import add_modifier, modified

# 6.1: inherent stealth of the default actions.
DEFAULT_STEALTH = {
    "bleed": 0,
    "hunt": 1,
    "equip": 1,
    "employ": 1,
    "recruit": 1,
    "political": 1,
    "leave-torpor": 1,
    "rescue": 1,
    "diablerize": 1,
    "anarch": 1,
    "equip-from": 1,
    "card": 0,
    POWER: 1,  # imbued appendix 3: "as a +1 stealth action"
    BURN_INCAPACITATED: 0,  # imbued appendix 5: a (D) action
    BURN_BLEED: 0,  # Strike with Conviction: a bleed (6.1.1)
    POWER_ACTION: 0,  # imbued appendix 3: a power's [ACTION] (its own stealth added)
}


@dataclass(frozen=True, slots=True)
class LingeringBleed:
    """+N bleed only while the bleed's target has this much pool or less, weighed at
    resolution (rulings on Foreshadowing Destruction [DOM], RTR 20191031: played against a
    Methuselah with more, it is a lingering effect; lost when the target changes)."""

    card: str  # the card that gave it, for the log
    amount: int
    pool_at_most: int
    limited: bool  # "(limited)": it counts against the limit only while it applies
    seat: int | None = None  # "against that Methuselah": only while she is the bleed's target


@dataclass(slots=True)
class Action:
    """One action in progress: who acts, how, at whom, and the numbers so far (6.2)."""

    actor: CardInPlay
    kind: str
    label: str
    card: CardInPlay | None = None
    level: str = ""
    effects: Effects | None = None  # the action card's automated effects; None: by hand
    target_seat: int | None = None
    target: CardInPlay | None = None
    stealth: int = 0
    bleed: int = 0
    directed: bool = False
    is_bleed: bool = False
    target_region: Region = Region.READY  # where the target card was as announced
    blocker: CardInPlay | None = None
    intercept: int = 0
    played: set[tuple[int, int]] = field(default_factory=set)  # (minion uid, card id): 1.6.3
    played_names: set[str] = field(default_factory=set)  # cards played during the action
    excluded: set[str] = field(default_factory=set)  # "cannot both be played" with those played
    limited_played: bool = False
    lingering: list[LingeringBleed] = field(default_factory=list)  # weighed at resolution
    failed_blockers: set[int] = field(default_factory=set)
    awake: set[int] = field(default_factory=set)  # locked minions who woke for this action
    lock_failed_blockers: bool = False  # Faceless Night: those failing from now on lock
    to_lock: set[int] = field(default_factory=set)  # ... the blockers who failed since then
    blood_cost: int = 0  # blood a cardless action costs (6.5.2, 6.5.3, 10.5)
    outcome: str = ""  # "successful" or "blocked" once resolved (6.2.3)
    forced_blocker: CardInPlay | None = None  # a card made him attempt to block at once
    forced_intercept: int = 0  # the intercept that card gives the attempt
    declined: set[int] = field(default_factory=set)  # seats that declined to block (final)
    stand_in_tried: set[int] = field(default_factory=set)  # seats whose stand-in attempted
    ended: bool = False  # ended at once by a card (Obedience, Change of Target): no resolution
    end_if_blocked: bool = False  # Mirror Walk: a block locks the blocker and ends the action
    may_end_if_blocked: bool = False  # Stone Travel [MYT]: the same, if the acting one chooses
    pending: list[Any] = field(default_factory=list)  # (Played, effect) after resolution
    fights: list[Any] = field(default_factory=list)  # its combats (combat.Fight), in order
    margin: int = 0  # the votes by which its referendum passed (6.3.2)
    passed: bool = False  # its referendum passed, automatically too (Cryptic Rider)
    escapes: list[str] = field(default_factory=list)  # cards giving "strike: combat ends" in
    # the first round of the combat if the action is blocked (Shroud of Absence)
    combat_gifts: list[Any] = field(default_factory=list)  # (minion uid, InResultingCombat)
    burns: CardInPlay | None = None  # a card on the actor burned if it succeeds (BurnToBleed)
    announced: str = ""  # the label as announced, once a redirection changed it

    @property
    def seat(self) -> int:
        return self.actor.controller

    def redirect(self, state: GameState, seat: int) -> None:
        """6.1.1: the bleed is now against ``seat``; its label (every prompt's question and the
        screen's action line) names the new target, and the new target's minions may block."""
        self.announced = self.announced or self.label
        self.target_seat = seat
        self.label = f"{self.announced}, redirected to {state.players[seat].name}"
        self.failed_blockers.clear()

    def context(self) -> dict[str, Any]:
        """What a screen needs to show of the action in progress."""
        return {
            "action": self.label,
            "actor": self.actor.uid,
            "kind": self.kind,
            "stealth": self.stealth,
            "intercept": self.intercept,
            "blocker": self.blocker.uid if self.blocker else None,
            "bleed": self.bleed if self.is_bleed else None,
            "target_seat": self.target_seat,
            "directed": self.directed,
        }


# -- which actions may be taken (6.1) -----------------------------------------------------------


def action_stealth(
    state: GameState,
    minion: CardInPlay,
    kind: str,
    directed: bool,
    base: int | None = None,
    level: str = "",
) -> int:
    """6.2.2.2: the stealth an action starts with: its default (6.1) or the card's, plus what
    the minion gets on actions of that kind ("+1 stealth", "+1 stealth on directed actions")
    or requiring the Disciplines of the card's ``level`` ("during actions requiring [nec]")."""
    start = DEFAULT_STEALTH.get(kind, 0) if base is None else base
    required = tuple(level.lower().split("+")) if level else ()
    kinds = ("", kind, "directed" if directed else "undirected", *required)
    return start + stealth_bonus(state, minion, kinds) + next_action_stealth(state, minion)


def next_action_stealth(state: GameState, minion: CardInPlay) -> int:
    """Veil the Legions [OBF]: +1 stealth on her next X actions this turn (announce spends
    one); Tangle Atropos' Hand [TEM]: +1 stealth on this minion's next action this turn."""
    if not state.modifiers:
        return 0
    left = modified(state, "next_actions_stealth", seat=minion.controller)
    own = modified(state, STEALTH_NEXT_ACTION, minion)
    return (1 if left > 0 else 0) + (1 if own > 0 else 0)


def spend_next_action_stealth(state: GameState, minion: CardInPlay) -> None:
    """As the action is announced, what :func:`next_action_stealth` gave it is spent."""
    if not state.modifiers:
        return
    if modified(state, "next_actions_stealth", seat=minion.controller) > 0:
        add_modifier(state, Modifier("next_actions_stealth", -1, "turn", seat=minion.controller))
    if modified(state, STEALTH_NEXT_ACTION, minion) > 0:
        add_modifier(state, Modifier(STEALTH_NEXT_ACTION, -1, "turn", card=minion.uid))


def can_act(minion: CardInPlay) -> bool:
    """6: only unlocked minions act; contested cards are out of play (4.1)."""
    return not minion.locked and not minion.face_down and not minion.recruited_this_turn


def mandatory_hunters(state: GameState, seat: int) -> list[CardInPlay]:
    """6.1.2: a ready vampire with no blood must hunt, before any other action."""
    return [m for m in state.players[seat].ready if m.is_vampire and can_act(m) and m.blood == 0]


def action_options(state: GameState, seat: int) -> list[Option]:
    if state.modifiers:
        forced = borrowed_actions(state, seat)
        if forced:
            return forced  # Spirit Marionette [OBE]: the minion taken must bleed her prey now
    hunters = mandatory_hunters(state, seat)
    if hunters:
        # 6: none of your minions may take a non-mandatory action before the hunts.
        return [_hunt_option(state, m) for m in hunters]
    player = state.players[seat]
    options: list[Option] = []
    for minion in player.ready:
        if can_act(minion):
            options.extend(_ready_minion_actions(state, seat, minion))
    for minion in player.torpor:
        if can_act(minion) and minion.blood >= 2:
            stealth = action_stealth(state, minion, "leave-torpor", False)
            options.append(
                Option(
                    "leave-torpor",
                    f"{minion.name} leaves torpor (+{stealth} stealth, 2 blood)",
                    actor=minion.uid,
                    numbers={"stealth": stealth, "cost": 2},
                )
            )
    options.append(Option("end", "End the minion phase"))
    return options


def minion_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """The actions one ready minion may take (6.1.2: a vampire with no blood only hunts)."""
    if minion.is_vampire and minion.blood == 0:
        return [_hunt_option(state, minion)]
    return _ready_minion_actions(state, seat, minion)


def _hunt_option(state: GameState, minion: CardInPlay) -> Option:
    stealth = action_stealth(state, minion, "hunt", False)
    return Option(
        "hunt",
        f"{minion.name} hunts (+{stealth} stealth)",
        actor=minion.uid,
        numbers={"stealth": stealth},
    )


def _ready_minion_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    options: list[Option] = []
    prey = state.prey(seat)
    prey_name = state.players[prey].name
    if not minion.bled_this_turn and prey != seat:
        amount = bleed_amount(state, minion, prey)
        stealth = action_stealth(state, minion, "bleed", True)
        with_stealth = f" ({stealth:+d} stealth)" if stealth else ""
        options.append(
            Option(
                "bleed",
                f"{minion.name} bleeds {prey_name} for {amount}{with_stealth}",
                actor=minion.uid,
                target_seat=prey,
                numbers={"stealth": stealth, "bleed": amount},
            )
        )
    if minion.is_vampire:
        options.append(_hunt_option(state, minion))
    from .vampire_actions import ability_action_options

    options.extend(ability_action_options(state, seat, minion))
    for card in state.players[seat].hand:
        options.extend(_card_actions(state, seat, minion, card))
    options.extend(_default_special_actions(state, seat, minion))
    options.extend(burn_bleed_options(state, seat, minion))  # imbued appendix: conviction
    options.extend(power_action_options(state, seat, minion))  # imbued appendix 3: powers
    from .card_actions import card_action_options

    options.extend(in_play_actions(state, seat, minion))  # 6.1.6: via a card in play
    options.extend(card_action_options(state, seat, minion))
    options.extend(hunt_options(state, seat, minion))  # 11: a marked Red List minion
    if minion.acted:
        options = [o for o in options if same_action(state, o) not in minion.acted]
    options = affordable_bleeds(state, minion, options)  # Tryphosa: bleeds cost more
    directs = may_take_directed(state, minion) and may_direct(state, minion)
    return [o for o in options if _may_direct(state, minion, o, directs)]


def _may_direct(state: GameState, minion: CardInPlay, option: Option, directs: bool) -> bool:
    """An action directed at a minion some card in play shields from this one, or whose
    additional cost cannot be paid; a slave's directed action without a ready vampire of his
    clan (11). ``directs``: whether the minion may take directed actions at all."""
    if option.target_seat is not None and option.target_seat != minion.controller:
        if not directs:
            return False
    if option.target is None or option.target_seat is None:
        return True
    if state.players[minion.controller].pool < directed_cost(state.cards[option.target]):
        return False  # its additional pool cost cannot be paid
    if minion.blood < target_blood_cost(state, state.cards[option.target]):
        return False  # François "Warden" Loehr: its additional blood or life
    return may_direct_at(minion, state.cards[option.target])


def same_action(state: GameState, option: Option) -> str:
    """What makes two actions "the same" for "cannot perform the same action again this
    turn" (Change of Target, Obedience): the kind, the card (by name), and the target (rulings
    LSJ 20060522: cardless actions are the same when their targets are)."""
    card = state.cards[option.card].card.name if option.card else ""
    return f"action {option.key} {card} {option.target or ''}"


def action_done(action: Action) -> str:
    """The key of :func:`same_action` for an action in progress."""
    card = action.card.card.name if action.card else ""
    return f"action {action.kind} {card} {action.target.uid if action.target else ''}"


def _card_actions(
    state: GameState, seat: int, minion: CardInPlay, card: CardInPlay
) -> list[Option]:
    """Action cards, equipment, retainers, allies and political actions this minion can play."""
    types = card.card.types
    if "Political Action" in types:
        kind = "political"
        if not minion.is_vampire or minion.political_this_turn:
            return []  # 6.1.7: vampires only, one political action each turn
        if NO_POLITICAL_ACTIONS in handlers(minion):
            return []  # Gillian Krader: "cannot perform political actions"
        if minion.blood < max(card.card.blood_cost or 0, 0) + political_surcharge(state, minion):
            return []  # its additional cost cannot be paid
    elif "Equipment" in types:
        kind = "equip"
    elif "Retainer" in types:
        kind = "employ"
    elif "Ally" in types:
        kind = "recruit"
    elif "Power" in types:
        if not may_get_power(minion, card.card):
            return []  # imbued appendix 3: imbued only, one copy of a power each
        kind = POWER
    elif "Action" in types:
        kind = "card"
    else:
        return []
    among = None
    if card.card.id in minion.used:
        among = again_levels(state, minion, card.card)  # "can perform this action again"
        if not among:
            return []  # 6.1.6: not the same action card twice in a turn
    limit = card.card.clauses.play_limit
    if limit and played_already(state, card.card.name, limit):
        return []  # the card's text: "only one ... can be played or called in a game"
    if not has_room_for(minion, card.card):
        return []  # the card's text: "a minion can have only one ..."
    options = []
    for level in level_choices(card.card, playable_levels(state, minion, card.card, among)):
        if kind == "political" and not can_call(state, seat, card.card, level):
            continue
        aimed = aims(state, seat, minion, card.card, level) if kind == "card" else [(None, None)]
        for at_seat, target in aimed:  # one option per target it is announced against (6.2.1)
            option = _card_action_option(state, seat, minion, card, kind, level, at_seat, target)
            if option is not None:
                options.append(option)
    return options


def _card_action_option(
    state: GameState,
    seat: int,
    minion: CardInPlay,
    card: CardInPlay,
    kind: str,
    level: str,
    at_seat: int | None = None,
    target: CardInPlay | None = None,
) -> Option | None:
    effects = effects_at(card.card, level) if kind == "card" else None
    clauses = card.card.clauses.level(level)
    # 6.1.6: an action card aimed at one's own minion is undirected (Temptation, LSJ 20010828).
    directed = clauses.directed and kind == "card" and at_seat != seat
    stealth = action_stealth(
        state,
        minion,
        "bleed" if clauses.bleed_action else kind,
        directed,
        # Imbued appendix 3: a power's "+1 stealth action" is its own action's, not getting it.
        DEFAULT_STEALTH[kind]
        + (clauses.stealth_action if kind != POWER else 0)
        + _bleed_stealth(effects),
        level,
    )
    cost = cost_words(card.card, minion)
    suffix = f", {cost}" if cost else ""
    tag = f" [{level}]" if level else ""
    hand = "" if effects is not None or kind != "card" else " (resolve by hand)"
    numbers: dict[str, int | bool] = {"stealth": stealth}
    target_seat = at_seat
    bleed = first(effects, BleedAction)
    if bleed is not None:
        if minion.bled_this_turn:
            return None  # 6.1.1: one bleed action each turn
        target_seat = state.prey(seat) if at_seat is None else at_seat
        total = bleed_amount(state, minion, target_seat) + sum(
            b.amount for b in of_type(effects, BleedAction)
        )
        most = min((b.most for b in of_type(effects, BleedAction) if b.most), default=0)
        if most:
            total = min(total, most)  # "If more than N pool is bled, ignore the excess"
        numbers["bleed"] = total
        words = f"bleeds {state.players[target_seat].name} for {total}"
    elif kind == "card" and effects is None and clauses.directed:
        words = "plays"
        if clauses.bleed_action:
            if minion.bled_this_turn:
                return None
            target_seat = state.prey(seat)
    else:
        words = {
            "equip": "equips with",
            "employ": "employs",
            "recruit": "recruits",
            "political": "calls",
            "card": "plays",
            POWER: "gains the power",
        }[kind]
    if bleed is None:
        what = f"{words} {card.name}"
    else:
        what = f"{words} with {card.name}"
    if target is not None:
        tag += f" at {target.name} ({state.players[target.controller].name})"
    elif bleed is None and target_seat is not None and effects is not None:
        tag += f" at {state.players[target_seat].name}"
    return Option(
        kind,
        f"{minion.name} {what}{tag} (+{stealth} stealth{suffix}){hand}",
        actor=minion.uid,
        card=card.uid,
        target=target.uid if target is not None else None,
        target_seat=target_seat,
        numbers=numbers,
        data=level,
    )


def _bleed_stealth(effects: Effects | None) -> int:
    """Night Moves: "Bleed your predator or prey at +3 stealth" (6.2.2.2: the action's
    stealth as it is announced)."""
    total = 0
    for b in of_type(effects, BleedAction):
        total += b.stealth
    return total


def _default_special_actions(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """Equip from another minion (6.1.3), rescue and diablerize (6.5.3-4), anarch (10.5)."""
    options: list[Option] = []
    player = state.players[seat]
    for other in player.ready:
        if other is minion:
            continue
        for eq in other.attached:
            if eq.card.equipment_in_play and has_room_for(minion, eq.card):
                stealth = action_stealth(state, minion, "equip", False)
                options.append(
                    Option(
                        "equip-from",
                        f"{minion.name} takes {eq.name} from {other.name} (+{stealth} stealth)",
                        actor=minion.uid,
                        card=eq.uid,
                        target=other.uid,
                        numbers={"stealth": stealth},
                    )
                )
    options.extend(burn_incapacitated_options(state, seat, minion))  # imbued appendix 5
    if not minion.is_vampire:
        return options
    for p in state.players:
        if p.ousted:
            continue
        for victim in p.torpor:
            if victim.face_down:
                continue
            directed = p.seat != seat
            options.extend(_rescues(state, minion, victim, p.seat if directed else None))
            if "blood cursed" not in minion.card.keywords:  # 11: cannot commit diablerie
                stealth = action_stealth(state, minion, "diablerize", directed)
                options.append(
                    Option(
                        "diablerize",
                        f"{minion.name} diablerizes {victim.name} (+{stealth} stealth)",
                        actor=minion.uid,
                        target=victim.uid,
                        target_seat=p.seat if directed else None,
                        numbers={"stealth": stealth},
                    )
                )
    if not minion.card.title and minion.sect != "Anarch":
        others = any(m.sect == "Anarch" and m is not minion for m in player.ready)
        cost = 1 if others else 2
        if minion.blood >= cost:
            stealth = action_stealth(state, minion, "anarch", False)
            options.append(
                Option(
                    "anarch",
                    f"{minion.name} becomes anarch (+{stealth} stealth, {cost} blood)",
                    actor=minion.uid,
                    numbers={"stealth": stealth, "cost": cost},
                )
            )
    return options


RESCUE_COST = 2  # 6.5.3


def rescue_cost(rescuer: CardInPlay, rescued: CardInPlay) -> int:
    """6.5.3: 2 blood, plus what the rescued vampire's abilities add (Mitchell, The Headhunter:
    +1) and less what the rescuer's take off (Doc Martina: -1); never below 0."""
    cost = RESCUE_COST
    cost += sum(e.amount for e in of_type(in_play_effects(rescued), RescueCost) if not e.rescuer)
    for e in of_type(in_play_effects(rescuer), RescueCost):
        if e.rescuer and (not e.older or rescued.capacity > rescuer.capacity):  # 1.5.2
            cost += e.amount
    return max(cost, 0)


def _rescues(
    state: GameState, minion: CardInPlay, victim: CardInPlay, target_seat: int | None
) -> list[Option]:
    """6.5.3: the blood is paid by the rescuer, the rescued vampire, or split between them,
    as announced: one option per way both can pay."""
    stealth = action_stealth(state, minion, "rescue", target_seat is not None)
    options = []
    cost = rescue_cost(minion, victim)
    for from_rescuer in range(cost, -1, -1):
        from_rescued = cost - from_rescuer
        if minion.blood < from_rescuer or victim.blood < from_rescued:
            continue
        if from_rescuer == cost:
            paid = f"{cost} blood from {minion.name}"
        elif from_rescued == cost:
            paid = f"{cost} blood from {victim.name}"
        elif from_rescuer == from_rescued:
            paid = f"{from_rescuer} blood from each"
        else:
            paid = f"{from_rescuer} blood from {minion.name}, {from_rescued} from {victim.name}"
        options.append(
            Option(
                "rescue",
                f"{minion.name} rescues {victim.name} from torpor (+{stealth} stealth, {paid})",
                actor=minion.uid,
                target=victim.uid,
                target_seat=target_seat,
                numbers={"stealth": stealth, "cost": from_rescuer, "rescued_pays": from_rescued},
                data=from_rescuer,
            )
        )
    return options


# -- the minion phase (6) -----------------------------------------------------------------------


def minion_phase(state: GameState, seat: int) -> Ask:
    from .abilities import ability_options
    from .ability_use import use_ability
    from .card_actions import KINDS, note_card_action
    from .out_of_turn_actions import out_of_turn_actions
    from .resolve import perform_action

    state.phase = Phase.MINION
    yield from minion_phase_effects(state, seat)
    while True:
        options = action_options(state, seat)
        options.extend(ability_options(state, seat, "minion"))
        choice = yield from ask(
            seat, "action", "6.1", "Minion phase: choose an action, or end the phase", options
        )
        if state.players[seat].ousted:
            return  # 9.1: ousted (by a command) while the question waited: her phase is over
        if choice.key == "end":
            # 1.6.1.5: once she is done, the others may act (Enkil Cog); then she may again.
            if (yield from out_of_turn_actions(state, seat)) and not state.players[seat].ousted:
                continue
            return
        if choice.key == "ability":
            yield from use_ability(state, seat, choice)
            continue
        if choice.key in KINDS.values():
            note_card_action(state, choice)
        elif choice.key == HUNT:
            note_hunt(state, choice)
        yield from perform_action(state, seat, choice)
