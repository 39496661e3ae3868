"""Provides non-human deciders: random, greedy, heuristic and the goldfish dummy."""
