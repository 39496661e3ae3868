"""Provides the actions against cards in play (6.1.6): "Vampires can burn this card as a Ⓓ
action", "Minions can enter combat with this vampire as a +1 stealth Ⓓ action", "... can steal
this location as a Ⓓ action": which minions may take them, at what stealth, and what they do
once successful (a blocked one has no effect, 6.1.6)."""

from __future__ import annotations

from ..cards.in_play_words import CardAction
from ..cards.master_words import Choose
from .actions import Action, action_stealth
from .apply import untargetable
from .chosen import choose
from .effects import effects_at, first, in_play_effects
from .prompts import Ask, Option
from .state import CardInPlay, GameState, Region
from .vampire_five import against_vampire, bar_target, burn_blood_of, of_group, steal_title
from .zones import burn, by_layout, lose_pool, take_control

# The option (and action) key of each kind of action against a card in play.
KINDS = {
    "burn": "burn-card",
    "steal": "steal-card",
    "combat": "card-combat",
    "referendum": "card-referendum",
    "burn_blood": "burn-blood-of",
    "steal_title": "steal-title",
}
VERBS = {
    "burn": "burns",
    "steal": "steals",
    "combat": "enters combat with",
    "referendum": "calls a referendum to burn",
    "burn_blood": "burns blood from",
    "steal_title": "steals the title of",
}


def controller_of(card: CardInPlay) -> int:
    """1.6.2: a master card on a minion is controlled by the Methuselah who played it."""
    if card.region is Region.ON_CARD and card.card.is_master:
        return card.owner
    return card.controller


def _may(effect: CardAction, card: CardInPlay, minion: CardInPlay) -> bool:
    """Which minions the card lets take the action ("Vampires can", "Other minions can")."""
    if effect.group and not of_group(minion, effect.group):
        return False
    if card.is_vampire and card.region is not Region.ON_CARD:
        return against_vampire(effect, card, minion) and not untargetable(card)
    bearer = card.host if card.region is Region.ON_CARD else None
    if effect.do == "steal" and minion.controller == controller_of(card):
        return False  # one cannot steal one's own card
    if effect.do == "referendum" and (not minion.is_vampire or minion.political_this_turn):
        return False  # 6.1.7: vampires only, one political action each turn
    if effect.by == "vampire":
        return minion.is_vampire
    if effect.by == "bearer":
        return minion is bearer
    if effect.do == "combat":
        # 6.4: a minion cannot enter combat with himself nor with another minion of his own;
        # Secure Haven: nor target a minion that cannot be the target of his actions.
        return (
            bearer is not None
            and bearer.controller != minion.controller
            and not untargetable(bearer)
        )
    return minion is not bearer


def card_action_options(state: GameState, seat: int, minion: CardInPlay) -> list[Option]:
    """The actions against cards in play this minion may take now (each once each turn)."""
    options = []
    by_seat = by_layout(state, _TARGETS, _with_actions)
    for player in state.players:
        if player.ousted:
            continue
        for card in by_seat[player.seat]:
            if card.contested or card.face_down:
                continue
            for index, effect in _actions_of(card):
                if not _may(effect, card, minion):
                    continue
                if _used_key(card, index) in minion.acted:
                    continue  # 6.1.6: each action via the same card in play once each turn
                if effect.pool and state.players[seat].pool < effect.pool:
                    continue  # 1.6.1.3: its cost must be payable
                options.append(_option(state, seat, minion, card, index, effect))
    return options


_TARGETS = "action targets"  # the key of :func:`_with_actions` in ``GameState.layout_memo``


def _with_actions(state: GameState) -> list[list[CardInPlay]]:
    """The cards in play that minions can take actions against, in each Methuselah's regions."""
    return [
        [
            card
            for top in (*player.ready, *player.torpor, *player.in_play)
            for card in (top, *top.attached)
            if _actions_of(card)
        ]
        for player in state.players
    ]


def _actions_of(card: CardInPlay) -> tuple[tuple[int, CardAction], ...]:
    """The actions against the card, with their places among its in-play words: its
    definition's, or the burn action its text allows ("Any minion can burn this card as a Ⓓ
    action", read in ``cards/``; place -1) when its definition gives none. Derived once for
    each card and level: asked of every card in play for every minion's actions."""
    key = (_ACTIONS, card.level)
    found = card.card.memo.get(key)
    if found is None:
        words = [(i, e) for i, e in enumerate(in_play_effects(card)) if isinstance(e, CardAction)]
        clauses = card.card.clauses.level(card.level)
        if clauses.burn_action and not any(e.do == "burn" for _, e in words):
            by = "vampire" if clauses.burn_action == "vampire" else "minion"
            words.append((-1, CardAction(do="burn", by=by, stealth=clauses.burn_action_stealth)))
        found = card.card.memo[key] = tuple(words)
    return found  # type: ignore[return-value]


_ACTIONS = "card actions"  # the key, with a level, of :func:`_actions_of` in ``Card.memo``


def _used_key(card: CardInPlay, index: int) -> str:
    return f"card action {card.uid} {index}"


def _option(
    state: GameState,
    seat: int,
    minion: CardInPlay,
    card: CardInPlay,
    index: int,
    effect: CardAction,
) -> Option:
    target_seat = controller_of(card)
    # 6.2.2.1: directed when it targets something another Methuselah controls; 6.1.7: a
    # political action never is.
    directed = target_seat != seat and effect.do != "referendum"
    kind = KINDS[effect.do]
    base = effect.stealth + (effect.clan_stealth if effect.clan in minion.card.clans else 0)
    stealth = action_stealth(state, minion, kind, directed, base)
    what = card.host.name if effect.do == "combat" and card.host else card.name
    shown = f"+{stealth}" if stealth >= 0 else str(stealth)
    cost = f", {effect.pool} pool" if effect.pool else ""
    return Option(
        kind,
        f"{minion.name} {VERBS[effect.do]} {what} ({shown} stealth{cost})",
        actor=minion.uid,
        target=card.uid,
        target_seat=target_seat if directed else None,
        numbers={"stealth": stealth},
        data=f"{index}",
    )


def note_card_action(state: GameState, choice: Option) -> None:
    """6.1.6: the minion has taken this action via this card in play this turn."""
    minion = state.cards[choice.actor]
    target = state.cards[choice.target]
    minion.acted.add(_used_key(target, int(choice.data)))
    effect = dict(_actions_of(target)).get(int(choice.data))
    if effect is not None and effect.target_cannot_block:
        bar_target(state, target)  # Calebros: "a Ⓓ action that Calebros cannot block"
    if choice.key == KINDS["referendum"]:
        minion.political_this_turn = True  # 6.1.7


def resolve_card_action(state: GameState, action: Action) -> Ask:
    """The action succeeded: burn the card, take control of it, or enter combat with the minion
    it is on (6.1.6)."""
    from .combat import combat

    card = action.target
    assert card is not None
    if card.region in (Region.ASH_HEAP, Region.REMOVED):
        return  # gone already: the action has no effect
    paid = dict(_actions_of(card)).get(int(action.level or 0))
    if paid is not None and paid.pool:
        # 6.2.3: the action's cost is paid as it succeeds (Constant Revolution, Olga).
        lose_pool(state, action.seat, paid.pool)
    if action.kind == KINDS["burn"]:
        burn(state, card)
        state.log_line(f"{card.name} is burned", "6.1.6", action.seat)
    elif action.kind == KINDS["steal"]:
        take_control(state, card, action.seat)
        state.log_line(f"{state.players[action.seat].name} steals {card.name}", "6.1.6")
        choosing = first(effects_at(card.card, card.level), Choose)
        if choosing is not None:
            # The Rack: "as ... its controller changes, its controller chooses a ready vampire".
            yield from choose(state, action.seat, card, choosing, "6.1.6")
    elif action.kind == KINDS["referendum"]:
        from .politics import referendum

        # 6.3.2: the referendum's terms are the card's: passed, it is burned.
        if (yield from referendum(state, action)) and card.region is not Region.ASH_HEAP:
            burn(state, card)
            state.log_line(f"{card.name} is burned", "6.3.2", action.seat)
    elif card.host is not None and card.host.region is Region.READY:
        yield from combat(state, action.actor, card.host, action)
    elif action.kind == KINDS["burn_blood"] and paid is not None:
        burn_blood_of(state, action, card, paid.blood)
    elif action.kind == KINDS["steal_title"]:
        steal_title(state, action, card)
    elif card.is_vampire and card.region is Region.READY:
        yield from combat(state, action.actor, card, action)  # Huang: the vampire himself
