"""Provides the bundled decklists: the files in the repository's decks/ or the package's decks/."""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent.parent


def deck_dirs() -> list[Path]:
    """Where bundled decks live: package data first, then the source checkout's decks/."""
    return [_PACKAGE / "decks", _PACKAGE.parent / "decks"]


def bundled_decks() -> list[Path]:
    """Every bundled decklist, by file name, the first directory winning on a shared name."""
    found: dict[str, Path] = {}
    for directory in deck_dirs():
        if directory.is_dir():
            for path in sorted(directory.glob("*.txt")):
                found.setdefault(path.name, path)
    return [found[name] for name in sorted(found)]


def deck_title(path: Path) -> str:
    """A deck's file name as a title: ``fifth-edition-hecata.txt`` -> ``Fifth Edition Hecata``."""
    return path.stem.replace("_", " ").replace("-", " ").title()
