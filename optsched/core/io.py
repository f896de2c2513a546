"""JSON and file I/O: atomic writes and loading with one-line errors."""

from __future__ import annotations

import json
import math
import os
import tempfile
from pathlib import Path
from typing import Any

from .errors import InstanceError


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically; see :func:`atomic_write_bytes`."""
    atomic_write_bytes(path, text.encode("utf-8"))


def atomic_write_bytes(path: str | os.PathLike, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically (temp file in the same folder, fsync, rename).

    A reader never sees a half-written file and a kill leaves the old content intact.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        os.fchmod(fd, 0o666 & ~_umask())  # mkstemp makes 0600; use the ordinary mode
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def atomic_write_json(path: str | os.PathLike, obj: Any, indent: int | None = 2) -> None:
    atomic_write_text(path, json.dumps(obj, indent=indent, allow_nan=False) + "\n")


def read_text_file(path: str | os.PathLike, what: str = "file") -> str:
    """The UTF-8 text of ``path``; a missing, unreadable, binary or non-UTF-8 file raises
    a one-line :class:`InstanceError` naming it (exit 2)."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        raise InstanceError(str(p), "file not found") from None
    except IsADirectoryError:
        raise InstanceError(str(p), f"is a directory, expected a {what}") from None
    except PermissionError:
        raise InstanceError(str(p), "permission denied (cannot read it)") from None
    except OSError as exc:
        raise InstanceError(str(p), f"cannot read it: {exc.strerror or exc}") from None
    if b"\x00" in data:
        raise InstanceError(str(p), f"binary data (NUL bytes), expected a {what}")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InstanceError(str(p), f"not UTF-8 text (invalid byte at offset {exc.start})"
                            ) from None


def read_json(path: str | os.PathLike) -> Any:
    """Load a JSON file; a missing file or malformed JSON raises a one-line InstanceError.

    Strict: ``NaN``/``Infinity`` tokens, numbers that overflow to infinity (``1e400``),
    integers beyond Python's digit limit, binary or non-UTF-8 content and absurd nesting
    are all refused (exit 2), naming the file.
    """
    p = Path(path)
    text = read_text_file(p, "JSON file")
    try:
        return json.loads(text, parse_constant=_refuse_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        raise InstanceError(
            str(p), f"malformed JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None
    except _NonFinite as exc:
        raise InstanceError(str(p), f"non-finite number {exc.args[0]} (JSON has no NaN or "
                            "Infinity; every number must be finite)") from None
    except RecursionError:
        raise InstanceError(str(p), "JSON nested too deeply") from None
    except ValueError as exc:  # e.g. an integer literal with more than 4300 digits
        raise InstanceError(str(p), f"unreadable JSON: {exc}") from None


def _finite_float(token: str) -> float:
    x = float(token)
    if not math.isfinite(x):
        raise _NonFinite(token if len(token) <= 40 else token[:37] + "...")
    return x


class _NonFinite(ValueError):
    pass


def _refuse_constant(token: str) -> Any:
    """``NaN``, ``Infinity`` and ``-Infinity`` are not JSON: refuse them at load time."""
    raise _NonFinite(token)


#: image formats the plotting hooks write, by file suffix
IMAGE_FORMATS = {".png": "png", ".pdf": "pdf", ".svg": "svg"}


def image_format(path: str | os.PathLike) -> str:
    """The matplotlib format named by ``path``'s suffix (png, pdf or svg), or refuse."""
    suffix = Path(path).suffix.lower()
    if suffix not in IMAGE_FORMATS:
        raise InstanceError("--plot", f"the file suffix must be one of "
                            f"{', '.join(IMAGE_FORMATS)}, got {str(path)!r}")
    return IMAGE_FORMATS[suffix]
