"""Writes tests/golden/: complete seeded bot games (records) and the table each ends with.

Run from the repository root: ``python scripts/make_golden.py``, on purpose, when the rules
change a game's course (and RULES_VERSION is bumped): the tests replay every record and compare
the final table, so a change that alters old games cannot pass unnoticed (DESIGN.md, "Choices
that stay stable").
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from vtes_tui.cards.decks import load_deck
from vtes_tui.players.simulate import play_bot_game
from vtes_tui.sequencer.core import Sequencer
from vtes_tui.sequencer.record import GameRecord, save_record
from vtes_tui.sequencer.view import view

ROOT = Path(__file__).resolve().parent.parent
GOLDEN = ROOT / "tests" / "golden"
# (name, decks, seed, bot): starter decks only, so the records need nothing outside the repo.
GAMES = (
    ("greedy-4-seats", ("hecata", "lasombra", "malkavian", "nosferatu"), 1, "greedy"),
    ("greedy-5-seats", ("toreador", "tremere", "ventrue", "hecata", "malkavian"), 2, "greedy"),
    ("random-3-seats", ("ventrue", "toreador", "lasombra"), 3, "random"),
)
MAX_TURNS = 200


def final_table(seq: Sequencer) -> dict[str, Any]:
    """What a golden game ends with: turn, and each Methuselah's score, pool and cards."""
    table = view(seq.state, None)
    return {
        "turn": table["turn"],
        "choices": len(seq.choices),
        "players": [
            {
                "name": p["name"],
                "pool": p["pool"],
                "victory_points": p["victory_points"],
                "ousted": p["ousted"],
                "regions": {
                    region: sorted(_names(p[region]))
                    for region in ("ready", "torpor", "in_play", "ash_heap")
                },
            }
            for p in table["players"]
        ],
    }


def _names(cards: list[dict[str, Any]]) -> list[str]:
    out = []
    for card in cards:
        out.append(f"{card.get('name', 'hidden')} ({card['blood']})")
        out.extend(_names(card.get("attached", [])))
    return out


def main() -> None:
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, deck_names, seed, bot in GAMES:
        decks = [load_deck(ROOT / "decks" / f"v5-{deck}.txt") for deck in deck_names]
        seq = play_bot_game(decks, seed, bot, MAX_TURNS)
        save_record(GameRecord.of(seq, decks, {"bot": bot}), GOLDEN / f"{name}.json")
        expected = json.dumps(final_table(seq), indent=1, ensure_ascii=False)
        (GOLDEN / f"{name}.final.json").write_text(expected + "\n", encoding="utf-8")
        print(f"{name}: {len(seq.choices)} choices, turn {seq.state.turn}")


if __name__ == "__main__":
    main()
