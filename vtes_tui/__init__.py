"""vtes_tui: Vampire: The Eternal Struggle in the terminal."""
