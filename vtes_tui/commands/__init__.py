"""Provides the command-line commands, one module per command group."""
