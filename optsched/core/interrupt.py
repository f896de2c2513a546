"""Ctrl-C and SIGTERM: stop any solve, simulation or grid promptly and say so.

The CLI calls :func:`install` once. From then on SIGINT/SIGTERM only *record* the
signal and ask the running solver to stop (CP-SAT ``StopSearch``, HiGHS
``cancelSolve``, registered with :func:`stopper`); long Python loops call :func:`check`,
which raises :class:`Interrupted`. Blocking solver calls run through :func:`call_blocking`
so that the main thread stays in Python and sees the signal within ~0.05 s.

The CLI turns :class:`Interrupted` into one line on stderr and exit code 130 (SIGINT) or
143 (SIGTERM); a Result produced after an interrupt has status ``interrupted``.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from .errors import OptschedError

T = TypeVar("T")

_state: dict[str, Any] = {"signum": None, "installed": False}
_stoppers: list[Callable[[], None]] = []
_lock = threading.Lock()


class Interrupted(OptschedError):
    """A SIGINT/SIGTERM arrived; ``exit_code`` is 128 + the signal number."""

    def __init__(self, signum: int = signal.SIGINT) -> None:
        self.signum = int(signum)
        self.exit_code = 128 + self.signum
        name = {signal.SIGINT: "SIGINT", signal.SIGTERM: "SIGTERM"}.get(self.signum,
                                                                         str(self.signum))
        super().__init__(f"interrupted by {name}")


def _handler(signum: int, frame: Any) -> None:  # noqa: ARG001 - signal API
    first = _state["signum"] is None
    _state["signum"] = signum
    with _lock:
        stoppers = list(_stoppers)
    for stop in stoppers:
        try:
            stop()
        except Exception:  # noqa: BLE001 - a stopper must never mask the signal
            pass
    if not first and signum == signal.SIGINT:
        raise KeyboardInterrupt  # a second Ctrl-C: leave now


def install() -> None:
    """Route SIGINT/SIGTERM through this module (main thread only; idempotent)."""
    if threading.current_thread() is not threading.main_thread():
        return
    signal.signal(signal.SIGINT, _handler)
    signal.signal(signal.SIGTERM, _handler)
    _state["installed"] = True


def installed() -> bool:
    return bool(_state["installed"])


def requested() -> int | None:
    """The signal number received so far, if any."""
    sig = _state["signum"]
    return None if sig is None else int(sig)


def reset() -> None:
    """Forget a received signal (tests)."""
    _state["signum"] = None


def check() -> None:
    """Raise :class:`Interrupted` if a signal arrived. Cheap: call it in hot loops."""
    if _state["signum"] is not None:
        raise Interrupted(_state["signum"])


@contextmanager
def stopper(stop: Callable[[], None]) -> Iterator[None]:
    """While the block runs, a signal calls ``stop()`` (e.g. a solver's stop method)."""
    with _lock:
        _stoppers.append(stop)
    try:
        if _state["signum"] is not None:
            stop()
        yield
    finally:
        with _lock:
            _stoppers.remove(stop)


def call_blocking(fn: Callable[[], T], stop: Callable[[], None] | None = None) -> T:
    """Run a blocking (C-level) call so that a signal stops it within a fraction of a second.

    In the main thread with :func:`install` active, ``fn`` runs in a helper thread while the
    main thread waits in Python (where signal handlers run); on a signal ``stop()`` is
    called, the call is awaited (solvers return promptly once stopped) and
    :class:`Interrupted` is raised. Elsewhere (worker threads, no handlers) ``fn`` runs
    directly and :func:`check` is applied after it.
    """
    if not installed() or threading.current_thread() is not threading.main_thread():
        with stopper(stop or (lambda: None)):
            out = fn()
        check()
        return out
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # noqa: BLE001 - re-raised in the caller's thread
            box["error"] = exc

    worker = threading.Thread(target=target, name="optsched-solver", daemon=True)
    with stopper(stop or (lambda: None)):
        worker.start()
        while worker.is_alive():
            worker.join(0.05)
            if _state["signum"] is not None:
                worker.join(5.0)  # the stopper asked the solver to finish
                break
    check()
    if "error" in box:
        raise box["error"]
    return box["value"]  # type: ignore[no-any-return]
