"""Provides the table's widgets: Methuselah panels, the hand, the phase bar, the prompt, the log."""
