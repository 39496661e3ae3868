"""Provides the rules: game state and the procedures of the rulebook; pure Python, no I/O."""
