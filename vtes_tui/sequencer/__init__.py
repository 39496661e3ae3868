"""Provides the turn sequencer: drives the rules, asks one question at a time, records answers."""

from .core import IllegalChoice, Sequencer

__all__ = ["IllegalChoice", "Sequencer"]
