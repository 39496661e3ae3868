"""Provides views: what one Methuselah may see of the table, as plain data (DESIGN.md, Views)."""

from __future__ import annotations

from typing import Any

from ..cards.definitions import is_automated
from ..rules.cards_in_play import open_handed
from ..rules.library_five_effects import sees_hands
from ..rules.permanents import bleed_amount, strength
from ..rules.prompts import Prompt
from ..rules.state import PHASE_SECTIONS, CardInPlay, GameState


def card_view(state: GameState, card: CardInPlay, visible: bool = True) -> dict[str, Any]:
    """One card as the viewer sees it; a hidden card shows only its counters."""
    if not visible:
        return {"uid": card.uid, "hidden": True, "blood": card.blood, "locked": card.locked}
    c = card.card
    view: dict[str, Any] = {
        "uid": card.uid,
        "name": c.printed_name,
        "id": c.id,
        "types": list(c.types),
        "blood": card.blood,
        "locked": card.locked,
        "automated": is_automated(c),
    }
    if c.is_crypt:
        view.update(
            capacity=card.capacity,
            clan=", ".join(c.clans),
            disciplines=_disciplines(card),
            title=card.title,
            sect=card.sect,
            group=c.group,
        )
    if card.is_minion:
        view.update(strength=strength(state, card), bleed=bleed_amount(state, card))
    if card.contested:
        view["contested"] = True
    if card.wounded:
        view["wounded"] = True
    if card.corruption:  # counters of each Methuselah, by her name
        view["corruption"] = {state.players[s].name: n for s, n in card.corruption.items()}
    if card.attached:
        view["attached"] = [card_view(state, a) for a in card.attached]
    return view


def _disciplines(card: CardInPlay) -> list[str]:
    """1.5.4: lower case basic, upper case superior; with those of master Discipline cards."""
    codes = set(card.card.disciplines)
    for a in card.attached:
        grant = a.card.master_discipline  # 1.6.2.2
        if grant and grant.code:
            codes.add(grant.code)
    out = []
    for code in sorted(codes):
        level = card.discipline(code)
        out.append(code.upper() if level >= 2 else code)
    return out


def hand_card_view(card: CardInPlay) -> dict[str, Any]:
    c = card.card
    return {
        "uid": card.uid,
        "name": c.printed_name,
        "id": c.id,
        "types": list(c.types),
        "disciplines": list(c.disciplines),
        "clans": list(c.clans),
        "blood_cost": c.blood_cost,
        "pool_cost": c.pool_cost,
        "automated": is_automated(c),
    }


def view(state: GameState, viewer: int | None, prompt: Prompt | None = None) -> dict[str, Any]:
    """The table as ``viewer`` may see it (``None``: everything, for judges and scenarios).

    Her own hand and uncontrolled region are hers; everyone's ready region, torpor, in-play
    cards and ash heap are public; libraries, crypts and other hands show only their counts.
    """
    players = []
    for p in state.players:
        mine = viewer is None or viewer == p.seat
        players.append(
            {
                "seat": p.seat,
                "name": p.name,
                "pool": p.pool,
                "victory_points": p.victory_points,
                "edge": state.edge == p.seat,
                "ousted": p.ousted,
                "withdrawn": p.withdrawn,
                "prey": state.prey(p.seat),
                "predator": state.predator(p.seat),
                "hand_size": len(p.hand),
                "library": len(p.library),
                "crypt": len(p.crypt),
                "ash_heap": [card_view(state, c) for c in p.ash_heap],
                "ready": [card_view(state, c) for c in p.ready],
                "torpor": [card_view(state, c) for c in p.torpor],
                "incapacitated": [card_view(state, c) for c in p.incapacitated],
                "in_play": [card_view(state, c, not c.face_down) for c in p.in_play],
                "uncontrolled": [
                    card_view(state, c, mine or not c.face_down) for c in p.uncontrolled
                ],
                "hand": (
                    [hand_card_view(c) for c in p.hand]
                    if mine or open_handed(state, p.seat) or sees_hands(state, viewer)
                    else None
                ),
                "pool_bled": p.pool_bled,
            }
        )
    out: dict[str, Any] = {
        "viewer": viewer,
        "turn": state.turn,
        "current": state.current,
        "phase": str(state.phase),
        "phase_section": PHASE_SECTIONS[state.phase],
        "edge": state.edge,
        "finished": state.finished,
        "winner": state.winner,
        "players": players,
        "playing": [card_view(state, c) for c in state.playing],
        "log": [
            {"turn": e.turn, "seat": e.seat, "text": e.text, "section": e.section}
            for e in state.log
            if e.private_to is None or viewer is None or e.private_to == viewer
        ],
    }
    if prompt is not None and (viewer is None or viewer == prompt.decider):
        out["prompt"] = prompt_view(prompt)
    elif prompt is not None:
        out["prompt"] = {"decider": prompt.decider, "kind": prompt.kind, "section": prompt.section}
    return out


def prompt_view(prompt: Prompt) -> dict[str, Any]:
    return {
        "decider": prompt.decider,
        "kind": prompt.kind,
        "section": prompt.section,
        "text": prompt.text,
        "options": [
            {"index": i, "key": o.key, "label": o.label, "numbers": dict(o.numbers or {})}
            for i, o in enumerate(prompt.options)
        ],
    }


def searched_view(state: GameState, seat: int) -> dict[str, Any]:
    """Her own library and crypt, for a judge command that a card's text lets her search
    ("search your library for..."): the cards sorted by name, so their order stays unknown,
    and the uid of each top card, which she may move without looking at it."""
    player = state.players[seat]
    out: dict[str, Any] = {}
    for key, cards in (("library", player.library), ("crypt", player.crypt)):
        out[key] = sorted((card_view(state, c) for c in cards), key=lambda c: c["name"])
        out[f"{key}_top"] = cards[0].uid if cards else None
    return out
