"""Provides the turn sequencer: drives the rules, asks one question at a time, records answers.

Its modules are imported by name (``sequencer.core``, ``sequencer.record_schema``...): the
command line checks seat names with the record's schema without loading the engine."""
