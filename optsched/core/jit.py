"""Optional numba: ``njit`` compiles when numba is importable (a declared dependency) and
is the identity otherwise, so that every kernel keeps a plain-Python path."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

_numba_njit: Any
try:
    from numba import njit as _numba_njit

    COMPILED = True
except ImportError:  # pragma: no cover - exercised only without numba
    _numba_njit = None
    COMPILED = False


def njit(*args: Any, **kwargs: Any) -> Any:
    """``numba.njit`` (same arguments), or a no-op decorator without numba."""
    if _numba_njit is not None:
        return _numba_njit(*args, **kwargs)
    if args and callable(args[0]):
        return args[0]

    def keep(f: Callable[..., Any]) -> Callable[..., Any]:
        return f

    return keep


__all__ = ["COMPILED", "njit"]
