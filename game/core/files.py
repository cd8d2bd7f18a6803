"""Reading and writing the user's JSON files safely: atomic writes, bounded reads.

Everything a file on disk holds is untrusted: a save or settings file may be damaged,
edited by hand, enormous, a folder, a FIFO or unreadable. :func:`read_json_file` reads
only regular files up to a size limit, never blocks, and turns every problem into a
:class:`FileProblem` whose message says what is wrong in words. Writes go through
:func:`write_json_atomic`; :func:`clean_stale_temp_files` removes what an interrupted
write left behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import time
from pathlib import Path
from typing import Any

#: the suffix of the temporary files :func:`write_json_atomic` writes next to the target
TEMP_SUFFIX = ".tmp"
#: the longest number a JSON file of ours may hold (seeds are below 2**63: 19 digits)
MAX_NUMBER_DIGITS = 40


class FileProblem(Exception):
    """A file that cannot be read as JSON; the message says why, without the path."""


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON so that a crash leaves either the old file or the new one, never half.

    The data goes to a temporary file in the same folder, is flushed to disk, and then
    replaces the target with ``os.replace`` (atomic on POSIX and Windows)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        # One dumps() and one write: json.dump() streams many small writes, which made a
        # whole-game autosave several times slower.
        text = json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n"
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def read_text_limited(path: Path, limit: int) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes.

    Opened without blocking (a FIFO would otherwise wait forever for a writer) and
    checked to be a regular file before a byte is read. ``FileNotFoundError`` passes
    through (a missing file is often normal); every other problem is a FileProblem."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise
    except IsADirectoryError:
        raise FileProblem("is a folder, not a file") from None
    except PermissionError:
        raise FileProblem("cannot be read: permission denied") from None
    except OSError as exc:
        raise FileProblem(f"cannot be opened ({exc.strerror or exc})") from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise FileProblem("is a folder, not a file")
        if not stat.S_ISREG(info.st_mode):
            raise FileProblem("is not a regular file (a pipe, device or socket)")
        if info.st_size > limit:
            raise FileProblem(f"is too large ({info.st_size:,} bytes; the limit is {limit:,})")
        with os.fdopen(fd, "rb", closefd=True) as fh:
            fd = -1
            raw = fh.read(limit + 1)
    except OSError as exc:
        raise FileProblem(f"cannot be read ({exc.strerror or exc})") from None
    finally:
        if fd >= 0:
            os.close(fd)
    if len(raw) > limit:
        raise FileProblem(f"is too large (over {limit:,} bytes)")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"is not UTF-8 text (bad byte at position {exc.start})") from None


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a file of ours may hold")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise ValueError(f"a number of {len(text)} digits is too long")
    return int(text)


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise ValueError(f"the number {text[:20]}... is too large")
    return value


def parse_json(text: str) -> Any:
    """Parse JSON text, refusing NaN/Infinity, numbers over :data:`MAX_NUMBER_DIGITS`
    digits and nesting too deep for Python; FileProblem says which."""
    try:
        return json.loads(text, parse_int=_bounded_int, parse_float=_finite_float,
                          parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise FileProblem(
            f"is damaged or truncated (JSON error at line {exc.lineno}, column {exc.colno})"
        ) from None
    except RecursionError:
        raise FileProblem("is nested too deeply to be one of our files") from None
    except ValueError as exc:
        raise FileProblem(f"holds a value that cannot be read: {exc}") from None


def read_json_file(path: Path, limit: int) -> Any:
    """:func:`read_text_limited` then :func:`parse_json`."""
    return parse_json(read_text_limited(path, limit))


def clean_stale_temp_files(folder: Path, older_than: float = 60.0) -> int:
    """Remove ``.<name>.*.tmp`` files an interrupted :func:`write_json_atomic` left in
    ``folder`` (only those older than ``older_than`` seconds: another running copy of the
    app may be writing one right now). Returns how many were removed; never raises."""
    removed = 0
    now = time.time()
    try:
        candidates = list(Path(folder).glob(f".*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed
