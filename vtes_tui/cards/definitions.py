"""Provides card definitions: the automated effects of cards, read from ``defs/*.toml`` and
checked against the card data when they are loaded (DESIGN.md, "Card effects").

One record per card, found by its name::

    ["Conditioning"]
    types = ["Action Modifier"]
    cost = {blood = 1}              # must match the card's cost (absent: the card has none)
    dom = [{bleed = 2}]             # effects when played at each level the card prints
    DOM = [{bleed = 3}]

    ["Raven Spy"]
    types = ["Retainer"]
    ani = {in_play = [{intercept = 1}]}
    ANI = {in_play = [{intercept = 1}, {life = 2}]}

    ["Lenny Burkhead"]
    types = ["Vampire"]
    abilities = [{bleed = 1}]       # a crypt card's own abilities

A card without a Discipline writes ``play = [...]`` (and ``in_play = [...]``); a card with
several marked modes uses the keys "1", "2"... A definition must cover every level the card
prints: a card counts as automated only when all of it is. An unknown word, an unknown
argument, a misspelt name or a wrong type, Discipline or cost is a :class:`DefinitionError`
naming the definition.
"""

from __future__ import annotations

import functools
import re
import tomllib
import types
import typing
from collections.abc import Mapping
from dataclasses import MISSING, dataclass, fields
from pathlib import Path
from typing import Any

from .action_words import ACTION_WORDS
from .card_words import CARD_WORDS
from .combat_words import COMBAT_WORDS
from .corruption_words import CORRUPTION_WORDS
from .data import CardDB, cards
from .library_five_words import LIBRARY_FIVE_WORDS
from .master_words import MASTER_WORDS
from .model import Card
from .reaction_words import REACTION_WORDS
from .red_list_words import RED_LIST_WORDS
from .vampire_five_words import VAMPIRE_FIVE_WORDS
from .vocabulary import NUMBER_WORDS, Effect

DEFS_DIR = Path(__file__).parent / "defs"
# Every word a definition may use: the vocabulary and the words of master cards in play.
WORDS: dict[str, type[Effect]] = {
    cls.word: cls
    for cls in (
        *NUMBER_WORDS,
        *ACTION_WORDS,
        *REACTION_WORDS,
        *COMBAT_WORDS,
        *CARD_WORDS,
        *MASTER_WORDS,
        *CORRUPTION_WORDS,
        *RED_LIST_WORDS,
        *LIBRARY_FIVE_WORDS,
        *VAMPIRE_FIVE_WORDS,
    )
}
_LEVEL_KEY = re.compile(r"^(?:[a-z]{3}|[A-Z]{3}|\d|flight)$")  # flight: [FLIGHT] (1.5.4)
_CARD_KEYS = {"types", "cost", "partial", "play", "in_play", "abilities"}


class DefinitionError(ValueError):
    """A definition that disagrees with the vocabulary or the card data; names the card."""


@dataclass(frozen=True, slots=True)
class Definition:
    """One card's automation: its effects when played at each level, what it gives in play."""

    name: str
    card: Card
    play: Mapping[str, tuple[Effect, ...]]  # level key ("" without Discipline) -> effects
    in_play: Mapping[str, tuple[Effect, ...]]  # level key -> what it gives while in play
    abilities: tuple[Effect, ...] = ()  # a crypt card's own abilities
    partial: str = ""  # what the definition does not carry out (then played by hand for it)
    source: str = ""

    def effects(self, level: str) -> tuple[Effect, ...] | None:
        """What the card does when played at ``level``; None when that level is not defined.
        Levels joined by "+" ("obf+pre": "more than one Discipline can be used to play this
        card") do what each does."""
        if "+" in level:
            parts = [self.play.get(key) for key in level.split("+")]
            return None if any(p is None for p in parts) else tuple(e for p in parts for e in p)
        return self.play.get(level)

    def while_in_play(self, level: str) -> tuple[Effect, ...]:
        """What the card gives in play, played at ``level`` (plus what every level gives)."""
        shared = self.in_play.get("", ())
        if not level:
            return shared
        return shared + self.in_play.get(level, ())


def parse_effect(value: Any, where: str) -> Effect:
    """One word of the vocabulary: ``{word = argument}`` or ``{word = {name = value, ...}}``."""
    if isinstance(value, str):
        value = {value: {}}
    if not isinstance(value, dict) or len(value) != 1:
        raise DefinitionError(f"{where}: an effect is one word, e.g. {{bleed = 1}}: {value!r}")
    ((word, argument),) = value.items()
    cls = WORDS.get(word)
    if cls is None:
        raise DefinitionError(f"{where}: unknown word {word!r}")
    names = [f.name for f in fields(cls)]  # type: ignore[arg-type]
    if isinstance(argument, dict):
        arguments = dict(argument)
    elif argument is True and not any(f.default is MISSING for f in fields(cls)):  # type: ignore[arg-type]
        arguments = {}
    else:
        if not names:
            raise DefinitionError(f"{where}: {word!r} takes no argument")
        arguments = {names[0]: argument}
    for name, given in arguments.items():
        if name not in names:
            raise DefinitionError(f"{where}: {word!r} has no argument {name!r}")
        kind = next(f.type for f in fields(cls) if f.name == name)  # type: ignore[arg-type]
        if kind == tuple[Effect, ...]:
            # An ability of a card in play says what it does in words of its own.
            arguments[name] = _effects(given, f"{where} {word}")
            continue
        if not _fits(given, kind):
            raise DefinitionError(f"{where}: {word} {name}={given!r} is not {_describe(kind)}")
    try:
        return cls(**arguments)
    except TypeError as e:
        raise DefinitionError(f"{where}: {word}: {e}") from None


def _fits(value: Any, kind: Any) -> bool:
    origin = typing.get_origin(kind)
    if origin is typing.Literal:
        return value in typing.get_args(kind)
    if origin in (types.UnionType, typing.Union):
        return any(_fits(value, k) for k in typing.get_args(kind))
    if kind is type(None):
        return value is None
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, kind)


def _describe(kind: Any) -> str:
    if typing.get_origin(kind) is typing.Literal:
        return "one of " + ", ".join(repr(v) for v in typing.get_args(kind))
    return getattr(kind, "__name__", str(kind))


def _effects(values: Any, where: str) -> tuple[Effect, ...]:
    if not isinstance(values, list):
        raise DefinitionError(f"{where}: effects are a list, e.g. [{{bleed = 1}}]")
    return tuple(parse_effect(v, where) for v in values)


def build_definition(name: str, data: Mapping[str, Any], db: CardDB, source: str) -> Definition:
    """Check one record against the vocabulary and the card data, and build it."""
    card = db.get(name)
    if card is None or card.name != name:
        suggestion = card or db.suggest(name)
        hint = f" (did you mean {suggestion.name!r}?)" if suggestion else ""
        raise DefinitionError(f"{source}: {name!r} is not a card name{hint}")
    where = f"{source}: {name}"
    declared = data.get("types")
    if not isinstance(declared, list) or sorted(declared) != sorted(card.types):
        raise DefinitionError(f"{where}: types {declared!r}, the card is {list(card.types)!r}")
    _check_cost(data.get("cost"), card, where)
    partial = data.get("partial", "")
    if not isinstance(partial, str):
        raise DefinitionError(f"{where}: partial is the text the definition leaves out")
    printed = [level.key for level in card.clauses.levels]
    play: dict[str, tuple[Effect, ...]] = {}
    in_play: dict[str, tuple[Effect, ...]] = {}
    if "play" in data:
        play[""] = _effects(data["play"], f"{where} play")
    if "in_play" in data:
        in_play[""] = _effects(data["in_play"], f"{where} in_play")
    for key, value in data.items():
        if key in _CARD_KEYS:
            continue
        if not _LEVEL_KEY.match(key) or key not in printed:
            known = ", ".join(sorted(_CARD_KEYS | set(printed) - {""}))
            raise DefinitionError(f"{where}: unknown key {key!r} (the card allows {known})")
        if isinstance(value, dict):
            unknown = set(value) - {"play", "in_play"}
            if unknown:
                raise DefinitionError(f"{where} [{key}]: unknown key {sorted(unknown)[0]!r}")
            play[key] = _effects(value.get("play", []), f"{where} [{key}]")
            if "in_play" in value:
                in_play[key] = _effects(value["in_play"], f"{where} [{key}] in_play")
        else:
            play[key] = _effects(value, f"{where} [{key}]")
    abilities = _effects(data.get("abilities", []), f"{where} abilities")
    if card.is_crypt:
        if play or in_play:
            raise DefinitionError(f"{where}: a crypt card has abilities, not levels")
    else:
        if abilities:
            raise DefinitionError(f"{where}: a library card has levels, not abilities")
        if "" in play:
            for key in printed:
                play.setdefault(key, play[""])
        missing = [key for key in printed if key not in play and key not in in_play]
        if missing and not partial:
            raise DefinitionError(
                f"{where}: level {missing[0]!r} is not defined (say what is left in partial)"
            )
    return Definition(name, card, play, in_play, abilities, partial, source)


def _check_cost(cost: Any, card: Card, where: str) -> None:
    """The definition states the card's cost, and it must be the printed one."""
    # Imbued appendix 2: a conviction cost [N CONVICTION] too.
    printed = {"blood": card.blood_cost, "pool": card.pool_cost, "conviction": card.conviction_cost}
    if cost is None:
        cost = {}
    if not isinstance(cost, dict) or set(cost) - {"blood", "pool", "conviction"}:
        raise DefinitionError(f"{where}: cost is {{blood = N}} and/or {{pool = N}}: {cost!r}")
    for kind, value in printed.items():
        stated = cost.get(kind)
        stated = -1 if stated == "X" else stated
        if stated != value:
            shown = "X" if value == -1 else value
            raise DefinitionError(
                f"{where}: cost {kind} {cost.get(kind)!r}, the card costs {shown!r} {kind}"
            )


def load_definitions(directory: Path = DEFS_DIR, db: CardDB | None = None) -> dict[str, Definition]:
    """Every definition of every ``*.toml`` file in ``directory``, checked; keyed by card name."""
    db = cards() if db is None else db
    out: dict[str, Definition] = {}
    for path in sorted(directory.glob("*.toml")):
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except tomllib.TOMLDecodeError as e:
            raise DefinitionError(f"{path.name}: not valid TOML ({e})") from None
        for name, record in data.items():
            if name in out:
                raise DefinitionError(
                    f"{path.name}: {name!r} is also defined in {out[name].source}"
                )
            if not isinstance(record, dict):
                raise DefinitionError(f"{path.name}: {name!r} must be a table")
            unknown = set(record) - _CARD_KEYS
            if unknown and not all(_LEVEL_KEY.match(k) for k in unknown):
                bad = sorted(k for k in unknown if not _LEVEL_KEY.match(k))[0]
                raise DefinitionError(f"{path.name}: {name}: unknown key {bad!r}")
            out[name] = build_definition(name, record, db, path.name)
    return out


@functools.cache
def definitions() -> dict[str, Definition]:
    """The bundled definitions, loaded and checked once."""
    return load_definitions()


def definition_of(card: Card) -> Definition | None:
    return definitions().get(card.name)


def is_automated(card: Card) -> bool:
    """A card the engine plays itself, all of it (DESIGN.md: "automated means all of it").

    A library card with a definition, or a master Discipline card naming its Discipline
    (1.6.2.2: being on the vampire is its whole effect). A crypt card with a definition, or
    whose text says nothing the rules do not already carry out (sect, title, and the special
    terms of ``clauses.HANDLED_KEYWORDS``). A crypt card with a special term no step carries
    out (Red List: marking, the action against a marked minion, trophies) is not, definition
    or not.
    """
    if card.is_crypt:
        from .clauses import HANDLED_KEYWORDS  # read with the card's clauses, not before

        if not set(card.clauses.keywords) <= set(HANDLED_KEYWORDS):
            return False
    found = definitions().get(card.name)
    if found is not None:
        return not found.partial
    if card.is_crypt:
        return not card.clauses.ability_text
    grant = card.master_discipline
    return bool(grant and grant.code)
