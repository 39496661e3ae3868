"""Provides the learning texts: the coach line for each kind of prompt, the coach's words for
the rules' explanations (data/coach.toml), and the help screen."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..rules.explain import Explanation
from ..rules.prompts import Prompt

_COACH = {
    "action": "Minion phase: each ready, unlocked minion may take one action, or end the phase",
    "block": "A minion may try to block: it succeeds when its intercept is at least the stealth",
    "stealth": "The acting Methuselah may add stealth, but only when the action is blocked",
    "intercept": "A would-be blocker may add intercept, but only when it is needed to block",
    "modifier": "The acting minion may play action modifiers now",
    "reaction": "Other Methuselahs' ready unlocked minions may play reaction cards now",
    "target": "Choose the target of the action or card",
    "transfer": "Influence phase: spend transfers moving pool to uncontrolled vampires",
    "master": "Master phase: play a master card or end the phase",
    "discard": "Discard phase: you may discard one card and draw a new one",
    "strike": "Combat: each combatant chooses a strike; strikes resolve together",
    "range": "Combat: the range is close unless a maneuver makes it long",
    "maneuver": "Combat: a maneuver changes the range between close and long",
    "press": "Combat: a press continues combat for another round, or ends it",
    "prevent": "Combat: prevent damage with cards before it is applied",
    "vote": "Referendum: cast your votes and ballots for or against the terms",
    "terms": "Political action: choose the terms of the referendum",
    "judge": "This card is resolved by hand: apply its text with judge commands, then Done",
    "contest": "Two Methuselahs hold the same unique card: pay to keep contesting or yield",
    "withdraw": "With an empty library and a short hand you may announce withdrawal",
    "unlock-effect": "Unlock phase: use the effects that happen during your unlock phase",
    "burn-option": "A card with the burn option may be burned from play at the cost shown",
    "diablerie": "Diablerie: the diablerist drinks the victim's blood and may take a discipline",
    "trophy": "Red List: the vampire who burned a Red List minion may be given trophies",
    "before-block": "The blocker is about to enter combat: a card may end the action first",
    "before-combat": "A minion is about to enter combat with the acting one: a card may end it",
    "after-block": "The block is resolved: the locked blocker may play a card to unlock",
    "block-anyway": "A Methuselah who may not block can play a card to block all the same",
    "discard-down": "Your hand is above your hand size: discard down, your choice",
    "ability": "Cards in play: use their abilities now (lock them, or once each turn), or pass",
    "cancel": "A card is being played: an out-of-turn card in your hand may cancel it now",
    "amount": "Choose how much blood to move",
    "toll": "A card in play makes you pay: burn 1 pool or 1 blood from one of your vampires",
}


def coach_line(prompt: Prompt) -> str:
    """One sentence: what this step is, and the rulebook section that governs it."""
    what = _COACH.get(prompt.kind, prompt.text)
    return f"{what} (rulebook {prompt.section})."


@dataclass(frozen=True, slots=True)
class Line:
    """An explanation in words: its text, with the rule's section, and the glossary term that
    `g` opens on while it is shown."""

    text: str
    term: str


@cache
def _lines() -> dict[str, dict[str, str]]:
    data = tomllib.loads(resources.files(__package__).joinpath("data/coach.toml").read_text())
    return dict(data["line"])


def coach_keys() -> frozenset[str]:
    """Every explanation key the coach has words for."""
    return frozenset(_lines())


def explained(explanation: Explanation) -> Line:
    """The explanation in the coach's words, its figures filled in, its section after it."""
    line = _lines()[explanation.key]
    text = line["text"].format_map(dict(explanation.figures))
    return Line(f"{text} ({explanation.section}).", line["term"])


HELP = """\
# How a turn goes (rulebook 3)

Each Methuselah's turn has five phases, in order:

1. **Unlock** (4): unlock your minions and cards; the Edge gives its holder 1 pool.
2. **Master** (5): one master phase action: play a master card.
3. **Minion** (6): each ready unlocked minion may take one action. Other Methuselahs may
   block: the action is blocked when the blocker's intercept is at least the actor's
   stealth (6.2.2). A block leads to combat (6.4).
4. **Influence** (7): spend transfers (1, 2, 3 in the first turns, then 4): move pool to an
   uncontrolled vampire; when its blood reaches its capacity it is brought into play.
5. **Discard** (8): discard one card and draw.

Your prey is on your left: you bleed her; your predator bleeds you. A Methuselah at 0 pool
is ousted; her predator gains 1 victory point and 6 pool (9.1).

# Actions (6.1)

- **Bleed**: the prey burns pool equal to the bleed amount (1 by default).
- **Hunt**: the minion gains 1 blood (mandatory at 0 blood).
- **Equip**, **employ**, **recruit**: put an equipment, retainer or ally on the table.
- **Political action**: call a referendum; each Methuselah votes (6.3).
- **Leave torpor**, **rescue**, **diablerize**, **become anarch**.

# Combat (6.4)

Range (close or long), then each combatant picks a strike; strikes resolve together.
A press continues combat for another round. Damage is prevented, then healed with blood.

# Keys

- **1-9**, **0**: pick an option (0 is the tenth). A number keeps its option through a
  phase: an option no longer offered leaves its number empty instead of passing it on.
- **arrows**, then **Enter**: a new question starts with nothing highlighted, so an Enter
  meant for the screen before picks nothing.
- **Esc**: back out of a choice not yet committed (a minion picked before its action).
- **Tab**: move between the options and your hand; the card detail follows the highlight.
- **u**: undo your last choice (always in goldfish; at a hot-seat table only your own last
  choice before anyone else has seen what followed).
- **j**: judge, at any prompt: do by hand what a card's text says and the game does not (pool,
  blood, life or counters, lock, unlock, move a card between regions, search, put a card on a
  minion, take control, draw, discard, reveal, shuffle), naming the card it is for. It is
  logged with your name, and **u** undoes it. **w** on the judge screen lets another
  Methuselah give it (the screen is handed to her first); Backspace takes back a step.
- **g**: the glossary of the rulebook's terms (pool, blood, capacity, the Edge...), searched
  by typing, each with its section.
- **?**: this help. **q** or **Ctrl+C**: quit, once you confirm (the question names the save
  file); the game is saved after every choice, and `vtes-tui play --resume` lists saved games.
- **Ctrl+S**: save the game to another file, which it goes on being saved to. When a save
  fails (a full disk, a folder made read-only or removed) the game goes on, you are told, and
  the next choices try again; the quit question then says what is not saved.
"""
