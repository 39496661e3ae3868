"""Provides using the abilities of cards in play (1.6.2): paying what an ability costs (lock or
burn the card, once each turn, counters, pool, blood), carrying out what it does, the hand
sizes they change, and the phases' own moments to use them. Which abilities are offered at a
step is abilities.py's.
"""

from __future__ import annotations

from typing import Any

from ..cards.combat_words import Prevent
from ..cards.in_play_words import (
    MoveBlood,
    ReplaceInstead,
)
from ..cards.vocabulary import (
    Bleed,
    Effect,
    HandSize,
    Intercept,
    MasterPhaseActions,
    Stealth,
    Votes,
)
from .abilities import (
    BY_HAND,
    SECTIONS,
    ability_options,
    fits,
    used_this_action,
)
from .ability_words import GUN, Use
from .apply import Played, apply_effects
from .cardplay import discard_down, judge
from .effects import has, in_play_effects
from .events import Modifier
from .imbued import imbued_pays
from .library_four_effects import discard_of_type
from .permanents import hand_size_bonus
from .prompts import Ask, Option, ask
from .state import HAND_SIZE, GameState, Region
from .zones import (
    add_blood,
    add_modifier,
    burn,
    gain_pool,
    lock,
    lose_blood,
    lose_pool,
    refill_hand,
    remove_from_game,
)

# -- using an ability ----------------------------------------------------------------------------


def prevented_by(choice: Option) -> int:
    """6.4.6: the damage an ability prevents ("This vampire can prevent 1 damage"; "2 damage
    from gun strikes", used that way)."""
    use: Use = choice.data
    prevents = [e for e in use.ability.effects if isinstance(e, Prevent)]
    return sum(e.gun if use.way == GUN else e.amount for e in prevents)


def use_ability(
    state: GameState, seat: int, choice: Option, action: Any = None, poll: Any = None
) -> Ask:
    """Pay the ability's cost (lock or burn the card, its once-each-turn use, a counter), then
    carry out what it does."""
    use: Use = choice.data
    card, ability = use.card, use.ability
    section = SECTIONS.get(state.phase.value, "1.6.2")
    state.log_line(choice.label, "1.6.2", seat)
    if ability.lock:
        lock(state, card)
    if ability.once:
        card.acted.add(f"ability {use.index}")
    if ability.each_combat:
        card.acted.add(f"ability {use.index} combat")
    if ability.life:
        lose_blood(state, card, ability.life)  # a vampire's own: his blood (1.5.2)
        if not card.blood and not card.is_vampire:
            burn(state, card)  # 6.1.5: an ally who loses his last life counter is burned
            state.log_line(f"{card.name} has no life left and is burned", "6.1.5", seat)
    if ability.host_blood:
        assert card.host is not None
        lose_blood(state, card.host, ability.host_blood)
    if ability.minion_blood:
        assert use.minion is not None
        lose_blood(state, use.minion, ability.minion_blood)
    if ability.once_action:
        add_modifier(state, Modifier(used_this_action(use.index), 1, "action", card=card.uid))
    if ability.once_action_per_bearer or ability.conviction:
        imbued_pays(state, card, ability)  # imbued appendix 2
    if ability.burn:
        burn(state, card)
    lose_pool(state, seat, ability.pool)
    if ability.discard:
        yield from discard_of_type(state, seat, ability.discard, section)
    if ability.crypt:
        for removed in state.players[seat].crypt[: ability.crypt]:
            remove_from_game(state, removed)  # her crypt's top cards (Paul Cordwood)
            state.log_line(f"{removed.name} is removed from the game", section, seat)
    if ability.pool_or_blood:
        if use.payer is None:
            lose_pool(state, seat, ability.pool_or_blood)
        else:
            lose_blood(state, use.payer, ability.pool_or_blood)
    for effect in ability.effects:
        _read(state, seat, use, effect, action, poll)
    if use.index == BY_HAND:
        yield from judge(state, seat, card, action)  # what its text does, by hand (1.4)
        return
    played = Played(state, seat, card, use.minion, action=action, section=section)
    played.target = use.target
    yield from apply_effects(played, ability.effects)
    if ability.counters and card.region is not Region.ASH_HEAP:
        add_blood(state, card, 1)  # Dreams of the Sphinx: a counter each time it is locked
        if card.blood >= ability.counters:
            state.log_line(f"{card.name} has {card.blood} counters and burns", section, seat)
            burn(state, card)


def _read(state: GameState, seat: int, use: Use, effect: Effect, action: Any, poll: Any) -> None:
    """The words an ability adds to a number of the step (no procedure of their own)."""
    if isinstance(effect, MoveBlood):
        assert use.minion is not None
        if use.way == "to-pool":
            lose_blood(state, use.minion, 1)
            gain_pool(state, seat, 1)
        else:
            lose_pool(state, seat, 1)
            add_blood(state, use.minion, 1)
    elif isinstance(effect, Stealth) and action is not None:
        action.stealth += effect.amount
    elif isinstance(effect, Intercept) and action is not None:
        action.intercept += effect.amount
    elif isinstance(effect, Bleed) and action is not None:
        action.bleed += effect.amount
    elif isinstance(effect, Votes) and poll is not None:
        _add_votes(state, seat, use, effect.amount, poll)
    elif isinstance(effect, HandSize):
        add_modifier(state, Modifier("hand_size", effect.amount, "turn", seat=seat))
        draw_to_hand_size(state, seat)
    elif isinstance(effect, MasterPhaseActions):
        add_modifier(state, Modifier("master_phase_actions", effect.amount, "turn", seat=seat))


def _add_votes(state: GameState, seat: int, use: Use, amount: int, poll: Any) -> None:
    """6.3.3: votes for the Methuselah (a source of their own), or for each minion named, cast
    with that minion's own votes (counting for the side he has cast, if he has)."""
    from .politics import Source

    if not use.ability.each:
        key = f"ability {use.card.uid}"
        poll.sources[key] = Source(key, seat, use.card.name, votes=amount)
        return
    for minion in state.players[seat].ready:
        if fits(use.ability, minion):
            key = f"minion {minion.uid}"
            source = poll.sources.setdefault(key, Source(key, seat, minion.name, minion=minion))
            source.votes += amount


def replaced_instead(state: GameState, seat: int) -> bool:
    """Visit from the Capuchin: "Each time you would replace a card other than this card,
    instead burn 1 counter from this card. Burn this card if it has no counters." """
    for card in state.players[seat].in_play:
        if card.contested or not card.blood or not has(in_play_effects(card), ReplaceInstead):
            continue
        lose_blood(state, card, 1)
        state.log_line(f"{card.name}: 1 counter burned instead of replacing", "1.6.1.2", seat)
        if not card.blood:
            burn(state, card)
            state.log_line(f"{card.name} has no counters and burns", "1.6.1.2", seat)
        # One hand size fewer, and the card played is not replaced: the hand still fits.
        draw_to_hand_size(state, seat)
        return True
    return False


def draw_to_hand_size(state: GameState, seat: int) -> None:
    """1.6.1.2: her hand size grew (or shrank with her hand): she draws up at once."""
    state.players[seat].hand_size = HAND_SIZE + hand_size_bonus(state, seat)
    refill_hand(state, seat)


def sync_hand_size(state: GameState, seat: int) -> Ask:
    """1.6.1.2: when an effect changes her hand size, she draws up or discards down at once
    (choosing the cards she discards)."""
    draw_to_hand_size(state, seat)
    yield from discard_down(state, seat)


# -- steps where abilities are used ----------------------------------------------------------------


def ability_step(state: GameState, seat: int, step: str) -> Ask:
    """A phase's own moment for abilities: she uses them one at a time until she passes (each
    use costs a lock, a burn or its once-each-turn use: the step ends)."""
    while True:
        options = ability_options(state, seat, step)
        if not options:
            return
        options.append(Option("pass", "Use nothing more"))
        choice = yield from ask(
            seat, "ability", SECTIONS[step], "Use an ability of a card in play?", options
        )
        if choice.key == "pass":
            return
        yield from use_ability(state, seat, choice)
