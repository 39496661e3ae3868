"""Provides what every reader of a user's file shares: a bounded read of a regular file, and one
line for what a validating schema refused."""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError

# A file over its cap is refused before it is parsed: parsing is what takes the time.
KIB = 1024
MIB = 1024 * KIB
# A seed, in a file or on the command line, is what 64 bits hold.
SEED_LIMIT = 2**64


class FileRefused(Exception):
    """A file that cannot be read as it is; the message is the problem, without the path."""


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    The file is opened without blocking and checked before it is read: a FIFO, a device or a
    directory is refused, never waited on."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:
        raise FileRefused("no such file") from None
    except IsADirectoryError:
        raise FileRefused("is a directory") from None
    except OSError as error:
        raise FileRefused(f"cannot be read ({error.strerror or error})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileRefused("is a directory")
        if not stat.S_ISREG(info.st_mode):
            raise FileRefused(f"not a regular file ({_kind(info.st_mode)})")
        if info.st_size > limit:
            raise FileRefused(f"{info.st_size:,} bytes, over the {_size(limit)} a file may hold")
        data = _read(fd, limit + 1)
    finally:
        os.close(fd)
    if len(data) > limit:  # the file grew after it was checked
        raise FileRefused(f"over the {_size(limit)} a file may hold")
    return data


def _read(fd: int, most: int) -> bytes:
    chunks, size = [], 0
    while size < most:
        try:
            chunk = os.read(fd, min(most - size, 1 << 20))
        except OSError as error:
            raise FileRefused(f"cannot be read ({error.strerror or error})") from None
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a file of data"


def _size(limit: int) -> str:
    return f"{limit // MIB} MiB" if limit >= MIB else f"{limit // KIB} KiB"


def schema_problem(error: ValidationError) -> str:
    """The first problem a schema found, as one line: where in the file, what, and the value."""
    first = error.errors(include_url=False)[0]
    message = first["msg"].removeprefix("Value error, ")
    if first["type"] == "json_invalid":
        detail = message.removeprefix("Invalid JSON: ")
        if "recursion limit" in detail:
            return f"nested too deep to be a record ({detail})"
        if "number out of range" in detail:
            return f"a number too large to be read ({detail})"
        return f"not valid JSON ({detail}); truncated?"
    where = _location(first["loc"])
    if first["type"] in ("too_short", "too_long"):
        bound = first["ctx"].get("min_length", first["ctx"].get("max_length"))
        most = "at least" if first["type"] == "too_short" else "at most"
        return f"{where}: {first['ctx']['actual_length']:,} items, {most} {bound:,} are read"
    shown = "" if first["type"] in _NO_INPUT else f" (got {_short(first['input'])})"
    return f"{where}: {message}{shown}" if where else message


# Errors whose message already says what was found, or whose input is a whole table.
_NO_INPUT = {"missing", "value_error", "assertion_error", "extra_forbidden", "unknown_card"}


def _location(loc: tuple[int | str, ...]) -> str:
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        elif part.startswith(("function-", "tagged-union")) or part in _TYPE_BRANCHES:
            continue  # a branch of a union or a validator, not a place in the file
        else:
            # A key with a line break or other control character in it is shown escaped: the
            # problem stays one line (issue 12).
            name = part if part.isprintable() else repr(part)
            text += f".{name}" if text else name
    return text


# Names pydantic gives to the branches of a union (``str | Laid``), not keys of the file.
_TYPE_BRANCHES = {"str", "int", "list", "dict", "tuple", "bool", "float", "none"}


def _short(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
