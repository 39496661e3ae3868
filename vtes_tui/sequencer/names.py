"""Provides the seat names a record holds: printable text, one name to a seat; light enough for
the command line to check names before the engine loads."""

from __future__ import annotations

import unicodedata
from typing import Annotated

from pydantic import AfterValidator, Field, TypeAdapter, ValidationError
from pydantic_core import PydanticCustomError

from ..files import schema_problem


def _printable(text: str) -> str:
    """A name is drawn on the table and printed in the log: a control character in it would
    act on the terminal (an escape sequence) instead of showing."""
    found = next((c for c in text if unicodedata.category(c) == "Cc"), None)
    if found is not None:
        raise PydanticCustomError(
            "control_character", "control character {char} in a name", {"char": repr(found)}
        )
    return text


Text = Annotated[str, Field(strict=True, min_length=1, max_length=200), AfterValidator(_printable)]
_NAME = TypeAdapter(Text)


def name_problem(name: str) -> str | None:
    """Why a seat name given on the command line or typed in the app could not be saved in a
    record (and the game then not resumed), or None."""
    try:
        _NAME.validate_python(name)
    except ValidationError as error:
        return schema_problem(error)
    return None


def names_problem(names: list[str]) -> str | None:
    """Why seat names could not be saved and told apart: a name's own problem, or a name two
    seats share (the log, ``--bot NAME=...`` and the hand-off screen name a seat by it)."""
    for name in names:
        problem = name_problem(name)
        if problem is not None:
            return f"{name[:40]!r}: {problem}"
    repeated = next((name for n, name in enumerate(names) if name in names[:n]), None)
    if repeated is not None:
        return f"{repeated[:40]!r} names two seats: each seat needs a name of its own"
    return None
