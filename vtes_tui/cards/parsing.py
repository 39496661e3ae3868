"""Provides krcg's decklist parser, extended to report the lines it could not read as cards.

Import this module only after ``data.krcg_vtes()`` has loaded krcg's cards offline: krcg's
parser otherwise fetches the card list from the network.
"""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Iterator
from contextlib import contextmanager

import unidecode
from krcg import deck, parser, utils

from .decks import ParsedDecklist

# A line giving a count then a name: "2x Anson", "2 Anson", "3*Deny", "1\tBlood Doll".
COUNTED_LINE = re.compile(r"^\s*\d{1,2}\s*[xX*]?\s*(?P<name>[^\d\s].*)$")
# TWDA entries open with event, place and a date like "November 29th 2025" (or a range).
_TWDA_DATE = re.compile(
    r"^(January|February|March|April|May|June|July|August|September|October|November"
    r"|December) \d{1,2}(st|nd|rd|th)? \d{4}\b"
)
_SEPARATOR = re.compile(r"^[-=_]+$")
_FAILED_LINE = re.compile(r'failed to parse "(?P<line>.*)"$')
# krcg's card list logs each misspelt name it matched to a card by similarity.
_MATCHED = re.compile(r'^"(?P<written>.*)" matched "(?P<key>.*)"$')


def parse_decklist(text: str) -> ParsedDecklist:
    """Parse a decklist in any format krcg reads; unread lines are (line number, text)."""
    # Line numbers count "\n" as krcg does, after old Windows and Mac line ends are unified.
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    twda = _is_twda(lines)
    with _captured_warnings() as warnings:
        recorder = _RecordingParser(twda, warnings)
        recorder.parse(io.StringIO(text), 0, twda, True)
    unread = recorder.unread + [
        failed for message in warnings if (failed := _failed_line(message, lines)) is not None
    ]
    return ParsedDecklist(
        name=recorder.deck.name,
        entries=[(card.id, count) for card, count in recorder.deck.items()],
        unread=sorted(set(unread)),
        corrections=recorder.corrections,
    )


def _is_twda(lines: list[str]) -> bool:
    """TWDA entries have a date among their header lines and a dashed line above the crypt."""
    return any(_TWDA_DATE.match(line.strip()) for line in lines[:4]) and any(
        _SEPARATOR.match(line.strip()) for line in lines
    )


def _failed_line(message: str, lines: list[str]) -> tuple[int, str] | None:
    """Line number (0 if not found) and text of a line krcg logged as "failed to parse".

    krcg's log gives the comment text, spaces tidied and cut at 80 characters, but its line
    number can be off by one, so the line is found by its text.
    """
    failed = _FAILED_LINE.search(message)
    if failed is None:
        return None
    logged = failed.group("line")
    wanted = _squeeze(logged.removesuffix("..."))
    for number, line in enumerate(lines, 1):
        if (
            _squeeze(line).startswith(wanted)
            if logged.endswith("...")
            else _squeeze(line) == wanted
        ):
            return number, line.strip()
    return 0, logged


def _squeeze(text: str) -> str:
    return "".join(text.split())


class _RecordingParser(parser.Parser):
    """krcg's parser, noting the counted lines it could not match to a card."""

    def __init__(self, twda: bool, log: list[str]) -> None:
        super().__init__(deck.Deck())
        self.unread: list[tuple[int, str]] = []
        self.corrections: list[tuple[int, str, int]] = []
        self._twda = twda
        self._line_number = 0
        self._log = log

    def parse_line(self, index: int, line: str, twda: bool) -> None:
        self._line_number = index
        super().parse_line(index, line, twda)

    def get_card(self, line: str, twda: bool = False) -> tuple[object, int]:
        in_comment = (
            self.current_comment is not None and self.current_comment.mark == parser.Mark.MULTILINE
        )
        logged = len(self._log)
        card, count = super().get_card(line, twda)
        if card is not None and count:
            for message in self._log[logged:]:
                matched = _MATCHED.match(message)
                if matched:
                    written = _as_written(line, matched.group("written"))
                    self.corrections.append((self._line_number, written, card.id))
        if (
            card is None
            and not in_comment
            # In the TWDA, headers and comments come before the crypt's dashed line.
            and (self.separator or not self._twda)
            and COUNTED_LINE.match(line)
            and not re.match(parser._HEADERS_RE, utils.normalize(line))
        ):
            self.unread.append((self._line_number, line.strip()))
        return card, count


def _as_written(line: str, folded: str) -> str:
    """The name as the line spells it (krcg logs it folded: lower case, accents stripped)."""
    lowered = unidecode.unidecode(line).lower()
    start = lowered.find(folded)
    if start < 0 or len(lowered) != len(line):
        return folded
    return line[start : start + len(folded)]


class _CaptureHandler(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@contextmanager
def _captured_warnings() -> Iterator[list[str]]:
    """Collect krcg's warnings, and its notes of names matched by similarity, instead of
    letting them reach the terminal."""
    logger = logging.getLogger("krcg")
    handler = _CaptureHandler()
    level, propagate = logger.level, logger.propagate
    if logger.getEffectiveLevel() > logging.INFO:
        logger.setLevel(logging.INFO)
    logger.addHandler(handler)
    logger.propagate = False
    try:
        yield handler.messages
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)
        logger.propagate = propagate
