"""Provides card data (official VEKN texts via krcg, offline), decks and card effect definitions."""
