"""Deadline and interrupt checks from compiled code, and the builders' outcome codes.

Compiled loops (graph builders, lifts) call :func:`should_stop` every
:data:`CHECK_EVERY` units of work; it leaves nopython mode through ``numba.objmode`` to
read the clock and :mod:`optsched.core.interrupt` (a pending Ctrl-C / SIGTERM).
"""

from __future__ import annotations

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
