"""Provides the card database: the official VEKN cards from krcg, converted and cached offline."""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import re
import unicodedata
from collections.abc import Iterator
from dataclasses import MISSING, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .model import CRYPT_TYPES, Card

if TYPE_CHECKING:
    import krcg.cards
    import krcg.vtes

CACHE_DIR_ENV = "VTES_TUI_CACHE_DIR"

# The cache stores a field only when it differs from Card's default (fields with no default
# are always stored); lists read back from JSON become tuples where Card declares tuples.
_DEFAULTS: dict[str, Any] = {
    f.name: f.default_factory() if f.default is MISSING else f.default
    for f in fields(Card)
    if f.name not in ("_clauses", "memo")
    if f.default is not MISSING or f.default_factory is not MISSING
}
_TUPLE_FIELDS = tuple(f.name for f in fields(Card) if str(f.type).startswith("tuple"))
_FIELDS = frozenset(f.name for f in fields(Card) if f.init and f.name not in ("_clauses", "memo"))
_REQUIRED = _FIELDS - _DEFAULTS.keys()

# 10: a crypt card's sect opens its text ("Advanced, Sabbat bishop: ...", "[MERGED] Camarilla").
_SECT_RE = re.compile(
    r"^(?:\[MERGED\] )?(?:Advanced, )?(Camarilla|Sabbat|Laibon|Anarch|Independent)"
)
# A sentence of the text saying so: "Unique weapon.", "Master: unique location.", "... Unique."
_UNIQUE_RE = re.compile(r"(?:^|[.:] )unique\b", re.IGNORECASE | re.MULTILINE)
_LIFE_RE = re.compile(r"(?<![+-])\b(\d+) life\b")
_STRENGTH_RE = re.compile(r"(?<![+-])\b(\d+) strength\b")
_BLEED_RE = re.compile(r"(?<![+-])\b(\d+) bleed\b")

# 6.4.5: a hand strike inflicts damage equal to strength; minions have a default strength of 1.
DEFAULT_STRENGTH = 1
# 6.1.1: by default, all minions have a bleed amount of one.
DEFAULT_BLEED = 1


def normalize_name(name: str) -> str:
    """Fold a card name for lookup: accents stripped, lower case, outer spaces removed."""
    decomposed = unicodedata.normalize("NFKD", name)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower().strip()


class CardDB:
    """Every card, found by id or by any of the names players and decklists use.

    A card is made from its cached fields when first looked up: reading a deck makes its few
    dozen cards, not the four thousand others (docs/app.md, speed)."""

    __slots__ = ("_by_id", "_fields", "_names")

    def __init__(self, fields: dict[int, dict[str, Any]], names: dict[str, int]) -> None:
        self._fields = fields
        self._by_id: dict[int, Card] = {}
        self._names = names

    def get(self, key: int | str) -> Card | None:
        """The card with this id, name or name variant ("Anson", "anson (g1)"), or None."""
        if isinstance(key, int):
            return self._card(key)
        folded = normalize_name(key)
        if folded.isdigit():
            return self._card(int(folded))
        card_id = self._names.get(folded)
        return None if card_id is None else self._card(card_id)

    def _card(self, card_id: int) -> Card | None:
        card = self._by_id.get(card_id)
        if card is None:
            packed = self._fields.get(card_id)
            if packed is None:
                return None
            # setdefault: a card looked up from two threads at once is still one object.
            card = self._by_id.setdefault(card_id, _unpack(packed))
        return card

    def __getitem__(self, key: int | str) -> Card:
        card = self.get(key)
        if card is not None:
            return card
        message = f"unknown card {key!r}"
        suggestion = self.suggest(key) if isinstance(key, str) else None
        if suggestion is not None:
            message += f" (did you mean {suggestion.name!r}?)"
        raise KeyError(message)

    def suggest(self, name: str) -> Card | None:
        """The card whose name is closest to a misspelled one, if any is close."""
        import difflib

        close = difflib.get_close_matches(normalize_name(name), self._names, n=1, cutoff=0.75)
        return self._card(self._names[close[0]]) if close else None

    def as_close(self, name: str) -> list[Card]:
        """The cards a misspelt name is closest to, by similarity of their names: one, or
        several when it is exactly as close to each (then it names none of them)."""
        import difflib

        matcher = difflib.SequenceMatcher(b=normalize_name(name), autojunk=False)
        best, found = 0.75, dict[int, Card]()
        for key, card_id in self._names.items():
            matcher.set_seq1(key)
            if matcher.real_quick_ratio() < best or matcher.quick_ratio() < best:
                continue
            ratio = matcher.ratio()
            if ratio > best:
                best, found = ratio, {}
            if ratio >= best:
                found.setdefault(card_id, self[card_id])
        return list(found.values())

    def __contains__(self, key: object) -> bool:
        return isinstance(key, int | str) and self.get(key) is not None

    def __iter__(self) -> Iterator[Card]:
        return (self[card_id] for card_id in self._fields)

    def __len__(self) -> int:
        return len(self._fields)


def cache_dir() -> Path:
    """Where the converted card data is cached: $VTES_TUI_CACHE_DIR or the user cache dir."""
    override = os.environ.get(CACHE_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_cache_dir("vtes_tui"))


def load_cards() -> CardDB:
    """Load every card: from the JSON cache when it matches krcg and this code, else from krcg.

    A missing, stale or unreadable cache is rebuilt; an unwritable cache dir only means
    the cards are converted in memory each time.
    """
    path = cache_dir() / f"cards-{_cache_key()}.json"
    try:
        return _db_from_state(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, KeyError, TypeError):
        state = _state_from_krcg(krcg_vtes())
    _write_cache(path, state)
    return _db_from_state(state)


@functools.cache
def cards() -> CardDB:
    """The process-wide card database, loaded on first use."""
    return load_cards()


@functools.cache
def krcg_vtes() -> krcg.vtes._VTES:
    """krcg's card library, loaded from the CSV files shipped inside krcg (never the network)."""
    # krcg reads these at import time: local CSV files, no translations downloaded.
    os.environ["LOCAL_CARDS"] = "1"
    os.environ["NO_TRANSLATIONS"] = "1"
    import krcg.cards
    from krcg.vtes import VTES

    # In case krcg was imported before this function set the environment.
    krcg.cards.LOCAL_CARDS = "1"
    krcg.cards.NO_TRANSLATIONS = "1"
    if not VTES:
        # VTES.load_from_vekn() also parses the rulings YAML (0.8 s) that nothing here uses.
        VTES._cards.load_from_vekn()
    return VTES


def convert(card: krcg.cards.Card) -> Card:
    """Our Card for one krcg card."""
    text = card.card_text
    crypt = not CRYPT_TYPES.isdisjoint(card.types)
    life = strength = bleed = None
    if "Ally" in card.types or "Retainer" in card.types:
        trait_line = text.split("\n", 1)[0]
        life = _first_int(_LIFE_RE, trait_line)
        strength = _first_int(_STRENGTH_RE, trait_line)
        bleed = _first_int(_BLEED_RE, trait_line)
        # 6.1.1, 6.4.5: allies are minions and take the defaults; 6.4.7: retainers are not minions.
        if "Ally" in card.types:
            strength = DEFAULT_STRENGTH if strength is None else strength
            bleed = DEFAULT_BLEED if bleed is None else bleed
    sect_match = _SECT_RE.match(text) if crypt else None
    return Card(
        id=card.id,
        name=card.usual_name,
        printed_name=card.printed_name,
        types=tuple(card.types),
        text=text,
        clans=tuple(card.clans),
        disciplines=_disciplines(card.disciplines, crypt),
        combo=card.combo,
        capacity=card.capacity,
        group=card.group,
        title=card.title,
        sect=sect_match.group(1) if sect_match else None,
        blood_cost=_cost(card.blood_cost),
        pool_cost=_cost(card.pool_cost),
        conviction_cost=_cost(card.conviction_cost),
        burn_option=card.burn_option,
        # 1.5.1: each crypt card is unique; a unique library card says so in its text.
        unique=crypt or bool(_UNIQUE_RE.search(text)),
        life=life,
        strength=strength,
        bleed=bleed,
        banned=bool(card.banned),
    )


def _disciplines(codes: list[str], crypt: bool) -> dict[str, int]:
    # 1.5.4: on a vampire, a lower-case code is the basic level, upper case the superior.
    if crypt:
        return {code.lower(): 2 if code.isupper() else 1 for code in codes}
    return {code.lower(): 1 for code in codes}


def _cost(value: str | None) -> int | None:
    if value is None:
        return None
    return -1 if value.upper() == "X" else int(value)


def _first_int(pattern: re.Pattern[str], text: str) -> int | None:
    match = pattern.search(text)
    return int(match.group(1)) if match else None


def _state_from_krcg(vtes: krcg.vtes._VTES) -> dict[str, Any]:
    from krcg import config, utils

    krcg_cards = list(vtes)
    names: dict[str, int] = {}
    # krcg's own index first, in krcg's order, so a variant shared by two cards resolves alike.
    for card in krcg_cards:
        for name in (card.name, *card.name_variants):
            names[utils.normalize(name)] = card.id
    for card in krcg_cards:
        for name in (card.name, card.usual_name, card.vekn_name, card.printed_name):
            names.setdefault(utils.normalize(name), card.id)
            names.setdefault(normalize_name(name), card.id)
        for name in card.name_variants:
            names.setdefault(normalize_name(name), card.id)
    for alias, target in config.ALIASES.items():
        if utils.normalize(target) in names:
            names.setdefault(normalize_name(alias), names[utils.normalize(target)])
    return {
        "cards": [_pack(convert(card)) for card in krcg_cards],
        "names": names,
    }


def _pack(card: Card) -> dict[str, Any]:
    packed: dict[str, Any] = {}
    for field in fields(card):
        if field.name not in _FIELDS:
            continue
        value = getattr(card, field.name)
        if field.name not in _DEFAULTS or value != _DEFAULTS[field.name]:
            packed[field.name] = value
    return packed


def _db_from_state(state: dict[str, Any]) -> CardDB:
    """The database of a cache's state; TypeError when a card's fields are not Card's (the cache
    is then rebuilt), checked here since the cards themselves are made on first lookup."""
    by_id = {}
    for packed in state["cards"]:
        if not _REQUIRED.issubset(packed) or not _FIELDS.issuperset(packed):
            raise TypeError(f"card fields {sorted(packed)} are not Card's")
        by_id[packed["id"]] = packed
    return CardDB(by_id, state["names"])


def _unpack(packed: dict[str, Any]) -> Card:
    return Card(**{k: tuple(v) if k in _TUPLE_FIELDS else v for k, v in packed.items()})


def _write_cache(path: Path, state: dict[str, Any]) -> None:
    """Write atomically and drop caches of other versions; give up quietly if not writable."""
    temporary = path.with_suffix(f".{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary.write_text(
            json.dumps(state, ensure_ascii=False, separators=(",", ":")), encoding="utf-8"
        )
        os.replace(temporary, path)
        for stale in path.parent.glob("cards-*.json"):
            if stale != path:
                stale.unlink(missing_ok=True)
    except OSError:
        with contextlib.suppress(OSError):
            temporary.unlink(missing_ok=True)


def _cache_key() -> str:
    """krcg's version plus a digest of the converting code, so either change rebuilds the cache."""
    here = Path(__file__).parent
    digest = hashlib.sha1()
    for source in ("data.py", "model.py", "clauses.py"):
        digest.update((here / source).read_bytes())
    return f"{_krcg_version()}-{digest.hexdigest()[:12]}"


def _krcg_version() -> str:
    # Reading the dist-info folder name is ~20 ms faster than importlib.metadata.
    import importlib.util

    spec = importlib.util.find_spec("krcg")
    if spec is not None and spec.origin is not None:
        for info in Path(spec.origin).parent.parent.glob("krcg-*.dist-info"):
            return info.name[len("krcg-") : -len(".dist-info")]
    import importlib.metadata

    return importlib.metadata.version("krcg")
