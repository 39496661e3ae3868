"""Provides the forced effects of cards in play (1.6.2): what a card must do at a step of a
Methuselah's turn ("During your discard phase, your predator takes control of The Coven",
"During each other Methuselah's unlock phase, ..."), and as an event happens ("After this
vampire goes to torpor, ...": listeners on the event stream, zones.emit)."""

from __future__ import annotations

from collections.abc import Iterator

from ..cards.in_play_words import Ability
from .abilities import SECTIONS, abilities_of, fits, with_abilities
from .apply import Played, apply_effects
from .borrowed import give_back
from .cardplay import release_when_gone
from .contests import in_play_cards
from .events import (
    ActionBlocked,
    ActionEnded,
    CardMoved,
    CombatEnded,
    ControlChanged,
    DiablerieCommitted,
    RoundEnded,
    TurnEnded,
)
from .first_round import life_from_opposing_blood
from .more_table_effects import watch_losses
from .prompts import Ask
from .state import CardInPlay, GameState, Region
from .vampire_burned import on_burned
from .vampire_five import blood_after_diablerie, too_many_of_clan
from .victory import check_ousts
from .zones import burn, by_layout


def forced_effects(state: GameState, seat: int, step: str) -> Ask:
    """What cards in play must do at this step of a Methuselah's turn: her own cards' ("During
    your discard phase, ..."), and anyone's that concern each Methuselah or the others
    ("During each other Methuselah's unlock phase, ..."): the Methuselah whose turn it is."""
    for card, ability in list(_forced_at(state, step)):
        if card.contested or card.face_down or card.region is Region.ASH_HEAP:
            continue
        if _concerns(state, card, ability, seat):
            yield from _force(state, seat, card, ability)
            check_ousts(state)


def _forced_at(state: GameState, step: str) -> Iterator[tuple[CardInPlay, Ability]]:
    """The forced abilities of cards in play at this step (ousted Methuselahs' aside)."""
    by_step = by_layout(state, _FORCED, _forced_by_step)
    for player in state.players:
        if not player.ousted:
            yield from by_step.get((player.seat, step), ())


_FORCED = "forced abilities"  # the key of :func:`_forced_by_step` in ``GameState.layout_memo``


def _forced_by_step(state: GameState) -> dict[tuple[int, str], list[tuple[CardInPlay, Ability]]]:
    """The forced abilities of the cards in each Methuselah's regions, by seat and step, in the
    order of the cards: one pass over the cards with abilities for every step."""
    found: dict[tuple[int, str], list[tuple[CardInPlay, Ability]]] = {}
    for seat, laid_out in enumerate(with_abilities(state)):
        for card in laid_out:
            for _, ability in abilities_of(card):
                if ability.forced:
                    found.setdefault((seat, ability.step), []).append((card, ability))
    return found


def _concerns(state: GameState, card: CardInPlay, ability: Ability, seat: int) -> bool:
    mine = card.controller == seat
    if (ability.whose == "yours" and not mine) or (ability.whose == "others" and mine):
        return False
    if ability.in_torpor and (card.host is None or card.host.region is not Region.TORPOR):
        return False
    if ability.ready and card.host is not None and card.host.region is not Region.READY:
        return False  # "if this vampire is ready" (Contagion)
    if ability.unless_controls:
        return not any(fits(ability, m) for m in state.players[seat].ready if not m.face_down)
    return True


def _force(state: GameState, seat: int, card: CardInPlay, ability: Ability) -> Ask:
    host = card.host if card.region is Region.ON_CARD else None
    played = Played(state, seat, card, host, section=SECTIONS.get(ability.step, "1.6.2"))
    yield from apply_effects(played, ability.effects)
    if ability.burn and card.region is not Region.ASH_HEAP:
        burn(state, card)
        state.log_line(f"{card.name} is burned", played.section, card.controller)


def watch(state: GameState) -> None:
    """Forced effects that follow an event rather than a step: as the minion a card is on goes
    to torpor (Fame, Guardian Angel), as he blocks (Rebel)."""
    state.listeners.setdefault(CardMoved, []).append(_on_card_moved)
    state.listeners.setdefault(ActionBlocked, []).append(_on_blocked)
    state.listeners.setdefault(CombatEnded, []).append(_on_combat_ended)
    state.listeners[CardMoved].append(release_when_gone)
    watch_losses(state)
    state.listeners[CardMoved].append(on_burned)  # a vampire's own (The Capuchin)
    state.listeners[CardMoved].append(too_many_of_clan)  # a vampire's own (Al-Muntathir)
    state.listeners.setdefault(ControlChanged, []).append(too_many_of_clan)
    state.listeners.setdefault(DiablerieCommitted, []).append(blood_after_diablerie)  # Marta
    state.listeners.setdefault(RoundEnded, []).append(life_from_opposing_blood)  # Ossian
    state.listeners.setdefault(ActionEnded, []).append(give_back)  # Spirit Marionette [OBE]
    state.listeners.setdefault(TurnEnded, []).append(give_back)


def _on_combat_ended(state: GameState, event: CombatEnded) -> None:
    """Abilities usable once each combat (Guardian Angel) are usable again."""
    for card in in_play_cards(state):
        if card.acted:
            card.acted -= {key for key in card.acted if key.endswith(" combat")}


def _without_prompts(card: CardInPlay, procedure: Ask) -> None:
    """Carry out a forced effect inside a listener: it must not ask anything."""
    for _prompt in procedure:
        raise AssertionError(f"{card.name}: a forced effect on an event cannot ask")


def _on_blocked(state: GameState, event: ActionBlocked) -> None:
    """6.2.3: as the minion a card is on blocks, before block resolution (Rebel)."""
    action = event.action
    blocker = action.blocker
    if blocker is None:
        return
    for card in list(blocker.attached):
        for index, ability in abilities_of(card):
            if not (ability.forced and ability.step == "blocks"):
                continue
            if ability.once and f"ability {index}" in card.acted:
                continue
            named = ability.titled or ability.political
            if named and not (
                (ability.titled and action.actor.title)
                or (ability.political and action.kind == "political")
            ):
                continue
            if ability.once:
                card.acted.add(f"ability {index}")
            _without_prompts(card, _force(state, card.controller, card, ability))


def _on_card_moved(state: GameState, event: CardMoved) -> None:
    if event.destination is not Region.TORPOR:
        return
    for card in list(event.card.attached):
        if card.contested:
            continue  # 4.1: out of play (Secure Haven ruling RTR 19960124)
        for _, ability in abilities_of(card):
            if ability.forced and ability.step == "torpor":
                _without_prompts(card, _force(state, card.controller, card, ability))
