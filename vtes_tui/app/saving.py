"""Provides what the app needs when a save fails (issue 9): the failure in words, and where to
offer to save the game instead; without any UI."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class SaveFailure:
    """A save that could not be written (a full disk, a folder made read-only or removed):
    the game goes on, the file on disk keeps the last good save, the next save retries."""

    path: Path
    reason: str  # the OS's words: "No space left on device"
    since_turn: int | None  # the turn of the last good save there; None: none was written

    @property
    def line(self) -> str:
        return f"Could not save to {self.path}: {self.reason}"

    @property
    def unsaved(self) -> str:
        if self.since_turn is None:
            return "the game is NOT saved"
        return f"the game since turn {self.since_turn} is NOT saved"


def os_reason(error: OSError) -> str:
    """The OS's reason for a failed file operation, in its words; but where a file stands in
    place of a folder on the path (a folder removed, a drive unmounted and a file made there),
    its "File exists" or "Not a directory" is said as that."""
    if isinstance(error, FileExistsError) and error.filename:
        return f"{error.filename} is a file, not a folder"  # the folder to make
    if isinstance(error, NotADirectoryError) and error.filename:
        return f"a file stands on the path {error.filename}, where a folder should be"
    return error.strerror or str(error)


def elsewhere(save_path: Path, saves: Path, failing: bool) -> Path:
    """Where to offer to save a game instead of ``save_path``: its name in the ``saves``
    folder, or in the home folder when that is where it is failing; a number is added when
    the name is taken, as a save never replaces another file."""
    folder = Path.home() if failing and save_path.parent == saves else saves
    path, n = folder / save_path.name, 1
    while path.exists():
        n += 1
        path = folder / f"{save_path.stem}-{n}{save_path.suffix}"
    return path
