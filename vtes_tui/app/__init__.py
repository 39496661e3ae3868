"""Provides the Textual app: the new-game screen, the table, prompts, hand-off, help and goldfish."""
