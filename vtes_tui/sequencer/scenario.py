"""Provides scenarios: a table laid out in a TOML file, then choices by option (docs/scenarios.md)."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ..cards.data import cards
from ..files import MIB, FileRefused, read_bounded, schema_problem
from ..rules.state import GameState, Methuselah, Phase, Region
from .core import IllegalChoice, Sequencer
from .scenario_schema import Attached, Laid, ScenarioSchema, table_problem

# A scenario is a table laid out by hand: some KiB.
MAX_SCENARIO_BYTES = 1 * MIB

_REGIONS = {
    "ready": Region.READY,
    "torpor": Region.TORPOR,
    "uncontrolled": Region.UNCONTROLLED,
    "in_play": Region.IN_PLAY,
    "incapacitated": Region.INCAPACITATED,
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
        text = read_bounded(path, MAX_SCENARIO_BYTES).decode("utf-8")
        data = tomllib.loads(text)
    except FileRefused as refused:
        raise ScenarioError(f"{path}: {refused}") from None
    except UnicodeDecodeError:
        raise ScenarioError(f"{path}: not a text file (not UTF-8)") from None
    except tomllib.TOMLDecodeError as e:
        raise ScenarioError(f"{path}: not valid TOML ({e})") from None
    except RecursionError:
        raise ScenarioError(f"{path}: nested too deep to be a scenario") from None
    try:
        scenario = ScenarioSchema.model_validate(data)
        state = lay_out(scenario)
        problem = table_problem(state)
        if problem is not None:
            raise ValueError(problem)
        seq = Sequencer.from_state(state)
    except ValidationError as e:
        raise ScenarioError(f"{path}: {schema_problem(e)}") from None
    except ValueError as e:
        raise ScenarioError(f"{path}: {e}") from None
    for number, choice in enumerate(scenario.choices, start=1):
        try:
            seq.choose(choice)
        except IllegalChoice as e:
            raise ScenarioError(f"{path}: choice {number} ({choice!r}): {e}") from None
    return seq


def build_state(data: dict[str, Any]) -> GameState:
    """The GameState a scenario describes (its format is documented in docs/scenarios.md);
    raises pydantic's ValidationError. The rules tests lay out tables this way, as they like:
    only a scenario file's table is held to the invariants (``table_problem``)."""
    return lay_out(ScenarioSchema.model_validate(data))


def lay_out(scenario: ScenarioSchema) -> GameState:
    """The table a validated scenario describes (ValueError for a `chosen` not on it)."""
    db = cards()
    seed = scenario.seed
    players = [
        Methuselah(seat=i, name=s.name if s.name is not None else f"Seat {i + 1}")
        for i, s in enumerate(scenario.seats)
    ]
    state = GameState(seed=seed, players=players, rng=random.Random(seed))
    chosen: list[tuple[Any, list[str]]] = []  # cards in play and the minions they chose
    for i, s in enumerate(scenario.seats):
        player = players[i]
        player.pool = s.pool
        player.victory_points = s.victory_points
        for key, region in _PILES.items():
            for name in getattr(s, key):
                card = state.new_card(db[name], i)
                card.region = region
                player.region(region).append(card)
        for key, region in _REGIONS.items():
            for entry in getattr(s, key):
                card = _laid_card(state, db, entry, i, region)
                player.region(region).append(card)
                if entry.chosen:
                    chosen.append((card, entry.chosen))
    for card, names in chosen:
        card.chosen = [_on_table(state, db, name).uid for name in names]
    state.phase = _PHASES[scenario.phase]
    state.current = scenario.current
    state.turn = scenario.turn
    if scenario.phase == "unlock":
        state.turn -= 1  # the unlock phase starts the turn and counts it
    state.edge = scenario.edge
    state.max_turns = scenario.max_turns
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


def _laid_card(state: GameState, db: Any, entry: Laid, seat: int, region: Region):
    card = state.new_card(db[entry.card], seat)
    card.region = region
    card.blood = _counters(entry, card.card.life)
    card.locked = entry.locked
    card.level = entry.level  # 1.5.4: the level an ally or a card in play was played at
    card.anarch = entry.anarch  # 10.5: became anarch during play
    card.face_down = region is Region.UNCONTROLLED and entry.face_down
    for whose in entry.corruption:
        if not 0 <= whose < len(state.players):
            raise ValueError(f"corruption: seat {whose} is not at the table")
        card.corruption[whose] = card.corruption.get(whose, 0) + 1
    for sub in entry.attached:
        other = state.new_card(db[sub.card], seat)
        other.region = Region.ON_CARD
        other.host = card
        other.blood = _counters(sub, other.card.life)
        other.level = sub.level  # 1.5.4: the level it was played at
        card.attached.append(other)
    return card


def _counters(entry: Laid | Attached, life: int | None) -> int:
    """Blood on a vampire, life on an ally or retainer (the printed life by default)."""
    if entry.blood is not None:
        return entry.blood
    if entry.life is not None:
        return entry.life
    return life or 0
