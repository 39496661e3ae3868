"""Provides the app's screens: new game, table, hand-off, help and the end-of-game summary."""
