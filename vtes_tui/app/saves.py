"""Provides the saved games in the data dir, as the load screen lists them, without any UI."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..players.goldfish import DUMMY, Dummy, dummy_words
from ..sequencer.record import RecordError, load_record, replay_record
from .session import check_bots, data_dir


@dataclass(frozen=True, slots=True)
class SavedGame:
    """One save: its table, turn and number of choices, or why it cannot be resumed."""

    path: Path
    saved: datetime  # when the last choice was saved
    seats: tuple[str, ...] = ()  # "Alice (Hecata)", "Bob (Lasombra, greedy bot)"
    turn: int = 0
    choices: int = 0
    finished: bool = False
    problem: str | None = None  # one line, the file's name left out


def _seat(name: str, deck: str, bot: str | None, dummy: Dummy) -> str:
    if bot == DUMMY:
        return f"{name} ({dummy_words(dummy)})"
    deck = deck.rpartition(":")[2].strip() or deck
    return f"{name} ({deck}, {bot} bot)" if bot else f"{name} ({deck})"


def read_save(path: Path, saved: datetime) -> SavedGame:
    """Read and replay a save, as resuming it would; nothing is written."""
    try:
        record = load_record(path)
        check_bots(record, path)
        seq = replay_record(record, path)
    except RecordError as e:
        return SavedGame(path, saved, problem=str(e).removeprefix(f"{path}: "))
    bots = record.options.get("bots") or {}
    dummy = Dummy.of(record.options)
    seats = tuple(
        _seat(name, deck.name, bots.get(str(n)), dummy)
        for n, (name, deck) in enumerate(zip(record.names, record.decks, strict=True))
    )
    return SavedGame(
        path, saved, seats, seq.state.turn, len(record.choices), finished=seq.prompt is None
    )


def saved_games(folder: Path | None = None) -> list[SavedGame]:
    """Every save in the data dir (old ``autosave.json`` included), the newest first."""
    folder = folder or data_dir()
    if not folder.is_dir():
        return []
    found: list[tuple[float, Path]] = []
    for path in folder.glob("*.json"):
        if path.name.startswith("."):
            continue  # what an interrupted atomic save left
        try:
            if path.is_file():
                found.append((path.stat().st_mtime, path))
        except OSError:
            continue  # gone or unreadable since the folder was listed
    found.sort(key=lambda mtime_path: (-mtime_path[0], mtime_path[1].name))
    return [read_save(path, datetime.fromtimestamp(mtime)) for mtime, path in found]
