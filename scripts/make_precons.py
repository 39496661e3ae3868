"""Writes decks/*.txt: the seven Fifth Edition starter decks, from krcg's set data.

Run from the repository root: ``python scripts/make_precons.py``. The test suite checks
the committed files still equal what this script writes.
"""

from __future__ import annotations

import sys
from pathlib import Path

from vtes_tui.cards.data import krcg_vtes

SET_NAME = "Fifth Edition"
PRECONS = ("Hecata", "Lasombra", "Malkavian", "Nosferatu", "Toreador", "Tremere", "Ventrue")
DECKS_DIR = Path(__file__).resolve().parent.parent / "decks"


def precon_filename(precon: str) -> str:
    return f"v5-{precon.lower()}.txt"


def precon_text(precon: str) -> str:
    """The TWDA-style decklist of one Fifth Edition starter deck."""
    vtes = krcg_vtes()
    from krcg import deck

    copies = {
        card: entry["copies"]
        for card in vtes
        for entry in card.sets.get(SET_NAME, ())
        if entry.get("precon") == precon
    }
    if not copies:
        raise ValueError(f"krcg lists no {SET_NAME} starter deck named {precon!r}")
    decklist = deck.Deck()
    decklist.name = f"{SET_NAME}: {precon}"
    decklist.comments = (
        f"The {precon} starter deck of {SET_NAME}, as krcg's set data lists it.\n"
        "Written by scripts/make_precons.py: run it again rather than editing this file.\n"
    )
    # Crypt oldest first, then by name, so the file does not depend on krcg's card order.
    for card in sorted(copies, key=lambda c: (-(c.capacity or 0), c.vekn_name)):
        decklist[card] = copies[card]
    return decklist.to_txt("twd") + "\n"


def main() -> int:
    DECKS_DIR.mkdir(exist_ok=True)
    for precon in PRECONS:
        path = DECKS_DIR / precon_filename(precon)
        path.write_text(precon_text(precon), encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
