"""Provides non-human deciders: random, greedy and the goldfish dummy."""
