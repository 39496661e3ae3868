"""Provides scenarios: a table laid out in a TOML file, then choices by option (docs/scenarios.md)."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path
from typing import Any

from ..cards.data import cards
from ..rules.state import GameState, Methuselah, Phase, Region
from .core import IllegalChoice, Sequencer

_REGIONS = {
    "ready": Region.READY,
    "torpor": Region.TORPOR,
    "uncontrolled": Region.UNCONTROLLED,
    "in_play": Region.IN_PLAY,
}
_PILES = {
    "hand": Region.HAND,
    "library": Region.LIBRARY,
    "crypt": Region.CRYPT,
    "ash_heap": Region.ASH_HEAP,
}
_PHASES = {
    p.value: p for p in (Phase.UNLOCK, Phase.MASTER, Phase.MINION, Phase.INFLUENCE, Phase.DISCARD)
}


class ScenarioError(Exception):
    """A scenario that cannot be read or played; the message is one line naming the file."""


def load_scenario(path: str | Path) -> Sequencer:
    """Lay out the table a scenario file describes and play its choices."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ScenarioError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ScenarioError(f"{path}: cannot be read ({e.__class__.__name__})") from None
    except tomllib.TOMLDecodeError as e:
        raise ScenarioError(f"{path}: not valid TOML ({e})") from None
    try:
        state = build_state(data)
        seq = Sequencer.from_state(state)
    except (KeyError, TypeError, ValueError) as e:
        detail = f"unknown name {e}" if isinstance(e, KeyError) else str(e)
        raise ScenarioError(f"{path}: {detail}") from None
    for number, choice in enumerate(data.get("choices", []), start=1):
        if not isinstance(choice, int | str):
            raise ScenarioError(f"{path}: choice {number} must be an option number or text")
        try:
            seq.choose(choice)
        except IllegalChoice as e:
            raise ScenarioError(f"{path}: choice {number} ({choice!r}): {e}") from None
    return seq


def build_state(data: dict[str, Any]) -> GameState:
    """The GameState a scenario describes (its format is documented in docs/scenarios.md)."""
    db = cards()
    seats = data.get("seats")
    if not isinstance(seats, list) or len(seats) < 2:
        raise ValueError("a scenario needs at least two [[seats]]")
    seed = int(data.get("seed", 0))
    players = [
        Methuselah(seat=i, name=str(s.get("name", f"Seat {i + 1}"))) for i, s in enumerate(seats)
    ]
    state = GameState(seed=seed, players=players, rng=random.Random(seed))
    chosen: list[tuple[Any, list[str]]] = []  # cards in play and the minions they chose
    for i, s in enumerate(seats):
        player = players[i]
        player.pool = int(s.get("pool", player.pool))
        player.victory_points = int(s.get("victory_points", 0))
        for key, region in _PILES.items():
            for name in s.get(key, []):
                card = state.new_card(db[name], i)
                card.region = region
                player.region(region).append(card)
        for key, region in _REGIONS.items():
            for entry in s.get(key, []):
                card = _laid_card(state, db, entry, i, region)
                player.region(region).append(card)
                if isinstance(entry, dict) and entry.get("chosen"):
                    chosen.append((card, entry["chosen"]))
    for card, names in chosen:
        card.chosen = [_on_table(state, db, name).uid for name in names]
    phase = str(data.get("phase", "unlock"))
    if phase not in _PHASES:
        raise ValueError(f"phase {phase!r} is not one of {', '.join(_PHASES)}")
    state.phase = _PHASES[phase]
    state.current = int(data.get("current", 0))
    state.turn = int(data.get("turn", 1))
    if phase == "unlock":
        state.turn -= 1  # the unlock phase starts the turn and counts it
    state.edge = data.get("edge")
    state.max_turns = data.get("max_turns")
    return state


def _on_table(state: GameState, db: Any, name: str) -> Any:
    """The one minion of that name laid out on the table."""
    wanted = db[name].name
    minions = [
        c
        for c in state.cards.values()
        if c.card.name == wanted and c.region in (Region.READY, Region.TORPOR)
    ]
    if len(minions) != 1:
        raise ValueError(f"chosen: {name!r} must be one minion on the table")
    return minions[0]


def _laid_card(state: GameState, db: Any, entry: Any, seat: int, region: Region):
    if isinstance(entry, str):
        entry = {"card": entry}
    card = state.new_card(db[entry["card"]], seat)
    card.region = region
    card.blood = int(entry.get("blood", entry.get("life", card.card.life or 0)))
    card.locked = bool(entry.get("locked", False))
    card.anarch = bool(entry.get("anarch", False))  # 10.5: became anarch during play
    card.face_down = region is Region.UNCONTROLLED and bool(entry.get("face_down", True))
    for sub in entry.get("attached", []):
        if isinstance(sub, str):
            sub = {"card": sub}
        other = state.new_card(db[sub["card"]], seat)
        other.region = Region.ON_CARD
        other.host = card
        other.blood = int(sub.get("blood", sub.get("life", other.card.life or 0)))
        other.level = str(sub.get("level", ""))  # 1.5.4: the level it was played at
        card.attached.append(other)
    return card
