"""Ctrl-C / SIGTERM in the benchmark scripts that run one solve after another.

In a plain script ``optsched.solve`` turns a signal into a Result with status
``interrupted`` and forgets it (library use), so a loop over instances would go on with
the next one and record the cut solve as a row. The scripts that import this module
instead route the signals as the ``optsched`` command does (:func:`routed`): the running
solve stops within about a second, :func:`stop_if_interrupted` raises
:class:`~optsched.core.interrupt.Interrupted`, no row is written for the cut solve, and
:func:`exit_code` prints one line and gives 130 (SIGINT) or 143 (SIGTERM).
"""

from __future__ import annotations

import signal
import sys
from contextlib import AbstractContextManager

from optsched.core import interrupt
from optsched.core.interrupt import Interrupted

__all__ = ["Interrupted", "exit_code", "routed", "stop_if_interrupted"]


def routed() -> AbstractContextManager[None]:
    """For the block, SIGINT / SIGTERM go through :mod:`optsched.core.interrupt` as in
    the ``optsched`` command (worker processes forked inside inherit it); the previous
    handlers come back afterwards, since a test may call a script's ``main`` in its own
    process (:func:`optsched.core.interrupt.guard`)."""
    return interrupt.guard()


def stop_if_interrupted(status: str | None = None) -> None:
    """Raise :class:`Interrupted` when a solve returned because of a signal
    (``status``: the Result's status value, if a solve just returned) or a signal
    arrived since."""
    sig = interrupt.requested()
    if status == "interrupted" or sig is not None:
        raise Interrupted(sig if sig is not None else signal.SIGINT)


def exit_code(exc: Interrupted, what: str) -> int:
    """One line on stderr (``what``: what was kept) and the exit code of ``exc``."""
    print(f"error: {exc}; {what}", file=sys.stderr)
    return exc.exit_code
