"""`python -m vtes_tui`: the `vtes-tui` command line."""

from .cli import main

main()
