"""Deadline and interrupt checks from compiled code, and the builders' outcome codes.

Compiled loops (graph builders, lifts) call :func:`should_stop` every
:data:`CHECK_EVERY` units of work; it leaves nopython mode through ``numba.objmode`` to
read the clock and :mod:`optsched.core.interrupt` (a pending Ctrl-C / SIGTERM).
"""

from __future__ import annotations

import sys
import time

from optsched.core.interrupt import requested as _interrupt_requested

from .kernels import njit, objmode

#: outcome codes of the builders (``STOPPED``: deadline or interrupt)
OK, FULL, STOPPED = 0, 2, 3

#: units of work (arcs examined) between two checks inside a compiled builder
CHECK_EVERY = 1 << 16


def stop_now(deadline: float) -> bool:
    """True once ``deadline`` (``time.perf_counter``) has passed or an interrupt
    (Ctrl-C / SIGTERM) is pending."""
    return time.perf_counter() > deadline or _interrupt_requested() is not None


@njit(cache=True)
def should_stop(deadline):
    """:func:`stop_now` from compiled code."""
    with objmode(stop="boolean"):
        stop = stop_now(deadline)
    return stop


def cache_is_cold(kernels: list) -> bool:
    """True if some of the numba ``kernels`` (dispatchers with ``cache=True``) has no
    usable entry in numba's on-disk cache (missing, or stale after a source change), so
    that its next call compiles. False when every index is usable, or when numba's cache
    cannot be inspected (another numba version: then nothing is announced)."""
    for fn in kernels:
        cache = getattr(fn, "_cache", None)
        index = getattr(getattr(cache, "_cache_file", None), "_load_index", None)
        if index is None:
            continue  # not a cached numba kernel (plain Python without numba)
        try:
            if not index():
                return True
        except Exception:  # noqa: BLE001 - an unreadable index: numba recompiles
            return True
    return False


_ANNOUNCED: list[str] = []


def announce_if_cold(kernels: list, note: str) -> bool:
    """Print ``note`` (one line, stderr; at most once per process) when
    :func:`cache_is_cold`; returns whether the cache was cold."""
    cold = cache_is_cold(kernels)
    if cold and note not in _ANNOUNCED:
        _ANNOUNCED.append(note)
        print(note, file=sys.stderr, flush=True)
    return cold
