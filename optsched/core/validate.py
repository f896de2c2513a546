"""Field validators for instance files and configs: each raises a one-line
:class:`InstanceError` naming the field path and the offending value."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .errors import InstanceError

#: largest magnitude any instance number may have: far beyond every unit in use (seconds,
#: GB, Gbit/s, weights), small enough that sums and products of a few of them stay exact
#: enough for the models and simulators (1e300 once overflowed them: issue 12)
MAX_MAGNITUDE = 1e16


def number(v: Any, path: str, *, positive: bool = False, nonneg: bool = False,
           max_abs: float = MAX_MAGNITUDE) -> float:
    """A finite real (bools refused) of magnitude at most ``max_abs``; optionally ``> 0``
    or ``>= 0``."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise InstanceError(path, f"must be a number, got {v!r}")
    try:
        x = float(v)
    except OverflowError:
        raise InstanceError(path, f"magnitude must be <= {max_abs:g}, got {v!r}") from None
    if not math.isfinite(x):
        raise InstanceError(path, f"must be finite, got {v!r}")
    if abs(x) > max_abs:
        raise InstanceError(path, f"magnitude must be <= {max_abs:g}, got {v!r}")
    if positive and x <= 0:
        raise InstanceError(path, f"must be > 0, got {v!r}")
    if nonneg and x < 0:
        raise InstanceError(path, f"must be >= 0, got {v!r}")
    return x


def integer(v: Any, path: str, minimum: int | None = None) -> int:
    """An integer (``3.0`` accepted, ``3.5`` and bools refused); optionally ``>= minimum``."""
    if isinstance(v, bool) or not isinstance(v, (int, float)) or (
            isinstance(v, float) and not v.is_integer()):
        raise InstanceError(path, f"must be an integer, got {v!r}")
    if minimum is not None and int(v) < minimum:
        raise InstanceError(path, f"must be >= {minimum}, got {v!r}")
    if abs(int(v)) > MAX_MAGNITUDE:
        raise InstanceError(path, f"magnitude must be <= {MAX_MAGNITUDE:g}, got {v!r}")
    return int(v)


def nonempty_str(v: Any, path: str) -> str:
    if not isinstance(v, str) or not v:
        raise InstanceError(path, f"must be a non-empty string, got {v!r}")
    return v


def mapping(v: Any, path: str) -> Mapping[str, Any]:
    if not isinstance(v, Mapping):
        raise InstanceError(path, f"must be an object, got {type(v).__name__}")
    return v


def required(d: Any, key: str, path: str) -> Any:
    """``d[key]``; ``path.key: missing field`` if absent."""
    mapping(d, path)
    if key not in d:
        raise InstanceError(f"{path}.{key}" if path else key, "missing field")
    return d[key]


def nonempty_list(d: Mapping[str, Any], key: str, path: str = "") -> Sequence[Any]:
    """``d[key]`` as a non-empty JSON list."""
    v = required(d, key, path)
    full = f"{path}.{key}" if path else key
    if not isinstance(v, list) or not v:
        got = "an empty list" if isinstance(v, list) else type(v).__name__
        raise InstanceError(full, f"must be a non-empty list, got {got}")
    return v


def known_keys(d: Mapping[str, Any], allowed: Iterable[str], path: str = "") -> None:
    """Refuse unknown keys (a typo such as ``wieght`` must not silently use a default)."""
    allowed = set(allowed)
    for k in d:
        if k not in allowed:
            full = f"{path}.{k}" if path else str(k)
            raise InstanceError(full, f"unknown field (allowed: {', '.join(sorted(allowed))})")


def records(data: object, path: str, allowed: Sequence[str], required_keys: Sequence[str],
            shape: str) -> list[tuple[str, Mapping[str, Any]]]:
    """A JSON list of objects (schedule rows, ...): each an object with only ``allowed``
    keys and every one of ``required_keys``; returns ``(path[k], row)`` pairs.

    ``shape`` names the expected row in messages (``{task, gpu, start, end}``).
    """
    if not isinstance(data, Sequence) or isinstance(data, (str, bytes)):
        raise InstanceError(path, f"must be a list of {shape} entries, got "
                            f"{type(data).__name__}")
    out = []
    for k, row in enumerate(data):
        where = f"{path}[{k}]"
        if not isinstance(row, Mapping):
            raise InstanceError(where, f"must be an object {shape}, got {type(row).__name__}")
        known_keys(row, allowed, where)
        for key in required_keys:
            if key not in row:
                raise InstanceError(f"{where}.{key}", "missing field")
        out.append((where, row))
    return out


def unique_ids(ids: Sequence[str], path: str) -> None:
    """Ids must be unique: ``tasks[4].id: duplicate id 't1' (also tasks[1])``."""
    seen: dict[str, int] = {}
    for k, x in enumerate(ids):
        if x in seen:
            raise InstanceError(f"{path}[{k}].id", f"duplicate id {x!r} (also {path}[{seen[x]}])")
        seen[x] = k
