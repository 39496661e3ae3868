"""Provides opponents drawn at random from a folder of tournament decklists (the TWDA), for
``vtes-tui simulate --twda DIR --opponents K``: the same game seed draws the same decks."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from ..cards.decks import Deck, DeckError, load_deck


class OpponentsError(Exception):
    """The folder cannot give the opponents asked for; the message is one line naming it."""


@dataclass(slots=True)
class Opponents:
    """``count`` opponents a game, drawn from the decklists of ``folder`` by the game's seed;
    a decklist that fails to load is skipped (and another drawn), counted in ``skipped``."""

    folder: Path
    count: int
    paths: list[Path] = field(default_factory=list)
    loaded: dict[Path, Deck] = field(default_factory=dict)
    skipped: dict[Path, str] = field(default_factory=dict)  # path: the loader's one line

    @classmethod
    def of(cls, folder: Path, count: int) -> Opponents:
        """The folder's decklists (its regular files, hidden ones left out, by name)."""
        try:
            paths = sorted(p for p in folder.iterdir() if p.is_file() and p.name[0] != ".")
        except OSError as e:
            raise OpponentsError(f"{folder}: not a folder of decklists ({e.strerror})") from None
        if len(paths) < count:
            raise OpponentsError(
                f"{folder}: {len(paths)} decklists, fewer than the {count} opponents asked"
            )
        return cls(folder, count, paths)

    def draw(self, rng: random.Random) -> list[Deck]:
        """``count`` different decklists that load, drawn by ``rng`` (seeded by the game)."""
        chosen: dict[Path, Deck] = {}
        while len(chosen) < self.count:
            if len(chosen) + len(self.skipped) >= len(self.paths):
                raise OpponentsError(
                    f"{self.folder}: only {len(self.paths) - len(self.skipped)} decklists load, "
                    f"fewer than the {self.count} opponents asked"
                )
            path = self.paths[rng.randrange(len(self.paths))]
            if path in chosen or path in self.skipped:
                continue
            deck = self._load(path)
            if deck is not None:
                chosen[path] = deck
        return list(chosen.values())

    def _load(self, path: Path) -> Deck | None:
        if path not in self.loaded:
            try:
                # A tournament deck was legal at its table: its sizes are not checked again.
                self.loaded[path] = load_deck(path)
            except DeckError as e:
                self.skipped[path] = str(e)
                return None
        return self.loaded[path]

    def to_json(self) -> dict[str, object]:
        return {
            "folder": str(self.folder),
            "decklists": len(self.paths),
            "opponents": self.count,
            "drawn": len(self.loaded),
            "skipped": len(self.skipped),
            "first_skipped": next(iter(self.skipped.values()), None),
        }

    def summary(self) -> str:
        """One line: decklists drawn, skipped, and the first skipped one's problem."""
        line = (
            f"TWDA opponents: {len(self.loaded)} decklists drawn from {len(self.paths)} in "
            f"{self.folder}; {len(self.skipped)} skipped (failed to load)"
        )
        if self.skipped:
            line += f", the first: {next(iter(self.skipped.values()))}"
        return line
