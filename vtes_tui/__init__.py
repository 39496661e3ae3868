"""vtes_tui: Vampire: The Eternal Struggle in the terminal."""

__version__ = "0.1.0"
