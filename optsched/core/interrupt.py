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

import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TypeVar

from .errors import OptschedError

T = TypeVar("T")

_state: dict[str, Any] = {"signum": None, "installed": False, "raise_when_idle": False}
_stoppers: list[Callable[[], None]] = []
_lock = threading.Lock()


class Interrupted(OptschedError):
    """A SIGINT/SIGTERM arrived; ``exit_code`` is 128 + the signal number."""

    def __init__(self, signum: int = signal.SIGINT) -> None:
        self.signum = int(signum)
        self.exit_code = 128 + self.signum
        names = {int(signal.SIGINT): "SIGINT", int(signal.SIGTERM): "SIGTERM"}
        name = names.get(self.signum, str(self.signum))
        super().__init__(f"interrupted by {name}")

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        """Picklable (a worker process hands it to its parent) with its signal."""
        return (type(self), (self.signum,))


class TimeLimitReached(Interrupted):
    """A run went past its time limit (:func:`time_limit`); reported like an interrupt
    (status ``interrupted``), with exit code 128 + SIGALRM = 142."""

    def __init__(self, seconds: float) -> None:
        super().__init__(signal.SIGALRM)
        self.seconds = seconds
        self.args = (f"time limit of {seconds:g} s reached",)

    def __str__(self) -> str:
        return str(self.args[0])

    def __reduce__(self) -> tuple[Any, tuple[Any, ...]]:
        return (type(self), (self.seconds,))


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
    if first and not stoppers and _state["raise_when_idle"]:
        # no blocking call to stop: the main thread runs Python code (a model build, a
        # simulator loop that never calls check()); stop it here, like KeyboardInterrupt
        # would, instead of letting it run to the end with the signal only recorded
        raise Interrupted(signum)


def install(raise_when_idle: bool = True) -> None:
    """Route SIGINT/SIGTERM through this module (main thread only; idempotent).

    With ``raise_when_idle`` a signal that arrives while no interruptible blocking call
    (:func:`call_blocking`) is running raises :class:`Interrupted` in the main thread at
    once; otherwise (pool workers, which must not die inside the pool's own loop) it is
    only recorded for :func:`check`.
    """
    if threading.current_thread() is not threading.main_thread():
        return
    signal.signal(signal.SIGINT, _handler)
    signal.signal(signal.SIGTERM, _handler)
    _state["installed"] = True
    _state["raise_when_idle"] = raise_when_idle
    if "fds" not in _state:  # the real stdout/stderr, whatever a solver library captures
        try:
            _state["fds"] = (os.dup(1), os.dup(2))
        except OSError:
            _state["fds"] = None


def installed() -> bool:
    return bool(_state["installed"])


@contextmanager
def guard() -> Iterator[None]:
    """Library use: route Ctrl-C / SIGTERM through this module for the block.

    The facades (``optsched.solve``, ``run``, ``bound``) run inside it, so that in a
    script or notebook Ctrl-C stops a running solver within about a second (HiGHS' user
    interrupt, CP-SAT's stop) and the call returns a Result with status
    ``interrupted``; the previous handlers are restored afterwards and the signal is
    forgotten (the Result says it). A no-op where :func:`install` is active (the CLI,
    bench workers) or outside the main thread.
    """
    if installed() or threading.current_thread() is not threading.main_thread():
        yield
        return
    old = {sig: signal.getsignal(sig) for sig in (signal.SIGINT, signal.SIGTERM)}
    signal.signal(signal.SIGINT, _handler)
    signal.signal(signal.SIGTERM, _handler)
    saved = (_state["installed"], _state["raise_when_idle"])
    _state["installed"], _state["raise_when_idle"] = True, True
    try:
        yield
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler if handler is not None else signal.SIG_DFL)
        _state["installed"], _state["raise_when_idle"] = saved
        _state["signum"] = None


def requested() -> int | None:
    """The signal number received so far, if any."""
    sig = _state["signum"]
    return None if sig is None else int(sig)


def reset() -> None:
    """Forget a received signal (tests)."""
    _state["signum"] = None


def check() -> None:
    """Raise :class:`Interrupted` if a signal arrived, :class:`TimeLimitReached` past the
    deadline of an enclosing :func:`time_limit`. Cheap: call it in hot loops."""
    if _state["signum"] is not None:
        raise Interrupted(_state["signum"])
    deadline = _state.get("deadline")
    if deadline is not None and time.monotonic() > deadline[0]:
        raise TimeLimitReached(deadline[1])


def check_building() -> None:
    """:func:`check`, and past the time limit itself (not only its grace): for model
    building and enumeration loops, whose result a solver could no longer use."""
    check()
    left = remaining()
    if left is not None and left < 0:
        limit = _state.get("deadline")
        raise TimeLimitReached(limit[1] if limit else 0.0)


def remaining() -> float | None:
    """Seconds left before the time limit of an enclosing :func:`time_limit` (None: no
    limit). Solver wrappers give a solver ``min(its limit, remaining())``, so model
    building and enumeration count against the limit."""
    deadline = _state.get("deadline")
    return None if deadline is None else deadline[2] - time.monotonic()


def interrupted_cause(exc: BaseException) -> Interrupted | None:
    """The :class:`Interrupted` behind ``exc`` (itself, or along its ``__cause__`` /
    ``__context__`` chain), else ``None``."""
    seen: set[int] = set()
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        if isinstance(e, Interrupted):
            return e
        seen.add(id(e))
        e = e.__cause__ or e.__context__
    return None


@contextmanager
def surfaced() -> Iterator[None]:
    """Re-raise an :class:`Interrupted` that a C extension wrapped: our handlers raise in
    whatever frame runs when the signal arrives, and numba's dispatcher, caught in the
    middle of a compiled call, turns that into ``SystemError("... returned a result
    with an exception set")``."""
    try:
        yield
    except SystemError as exc:
        cause = interrupted_cause(exc)
        if cause is None:
            raise
        raise cause from None


@contextmanager
def time_limit(seconds: float | None, preempt: bool = True,
               grace: float = 0.0) -> Iterator[None]:
    """Bound the block to ``seconds`` of wall time.

    :func:`remaining` counts down to ``seconds``; :func:`check` raises
    :class:`TimeLimitReached` ``grace`` seconds later (exact solvers stop themselves at
    the limit and keep their incumbent; the grace only catches code that does not). With
    ``preempt``, in the main thread, a ``SIGALRM`` timer also raises it inside Python
    code that never calls :func:`check` (a user's policy stuck in a loop); compiled code
    is stopped when it returns to Python. Nested limits keep the earliest deadline.
    ``None``: no limit.
    """
    with surfaced():
        yield from _limited(seconds, preempt, grace)


def _limited(seconds: float | None, preempt: bool, grace: float) -> Iterator[None]:
    """The body of :func:`time_limit` (a generator it delegates to)."""
    if seconds is None:
        yield
        return
    outer = _state.get("deadline")
    now = time.monotonic()
    soft = now + float(seconds)
    hard = soft + max(0.0, float(grace))
    if outer is not None and outer[0] <= hard:
        yield  # an enclosing limit ends first
        return
    _state["deadline"] = (hard, float(seconds), soft)
    alarm = preempt and threading.current_thread() is threading.main_thread()
    old_handler: Any = None
    if alarm:
        def on_alarm(signum: int, frame: Any) -> None:  # noqa: ARG001 - signal API
            with _lock:
                busy = bool(_stoppers)
            if busy:  # a solver call: call_blocking stops it and keeps its incumbent
                return
            if _importing(frame):  # never leave a module half-imported: a bit later
                signal.setitimer(signal.ITIMER_REAL, 0.05)
                return
            # re-armed first: if the exception is swallowed (raised inside a gc callback
            # or a library's bare except), the next one comes 0.5 s later; the block's
            # exit cancels it
            signal.setitimer(signal.ITIMER_REAL, 0.5)
            raise TimeLimitReached(float(seconds))  # Python code of ours or a user's

        old_handler = signal.signal(signal.SIGALRM, on_alarm)
        signal.setitimer(signal.ITIMER_REAL, max(hard - now, 1e-3))
    try:
        yield
    finally:
        if alarm:
            signal.setitimer(signal.ITIMER_REAL, 0.0)
            signal.signal(signal.SIGALRM, old_handler)
        _state["deadline"] = outer


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


#: seconds a stopped solver gets to return before the caller gives up on it (HiGHS does
#: not look at its interrupt flag inside sub-MIP heuristics, which can run for many
#: seconds; the CLI then leaves with ``os._exit``, see :func:`solver_threads_alive`)
GRACE_S = 1.0


def call_blocking(fn: Callable[[], T], stop: Callable[[], None] | None = None) -> T:
    """Run a blocking (C-level) call so that a signal stops it within a fraction of a second.

    In the main thread with :func:`install` active, ``fn`` runs in a helper thread while the
    main thread waits in Python (where signal handlers run). Once a signal has arrived,
    ``stop()`` is called again every 0.05 s until the call returns: a single call could
    come too early (e.g. while Pyomo still translates the model and HiGHS has not started),
    and solvers reset their stop flag when they start. The call is awaited (solvers return
    promptly once stopped) for at most :data:`GRACE_S` seconds, then :class:`Interrupted`
    is raised and the helper thread is abandoned (it may hold Pyomo's capture of the
    stdout/stderr file descriptors: write with :func:`write_original`).
    A signal received before the call means it never starts. Elsewhere (worker threads,
    no handlers) ``fn`` runs directly and :func:`check` is applied before and after it.
    """
    check()
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
    deadline: float | None = None
    late = False
    with stopper(stop or (lambda: None)):
        worker.start()
        while worker.is_alive():
            worker.join(0.05)
            late = late or _past_hard_deadline()
            if _state["signum"] is None and not late:
                continue
            now = time.monotonic()
            if deadline is None:
                deadline = now + GRACE_S
            if stop is not None:
                try:
                    stop()  # again: the solver may have started after the first request
                except Exception:  # noqa: BLE001 - a stopper must never mask the signal
                    pass
            if now > deadline:
                break
    if worker.is_alive():
        # abandoned: stop its Python-level work (e.g. Pyomo translating the model, which
        # meanwhile holds stdout and stderr captured) at its next bytecode, and give it a
        # moment to unwind and release them; C code (a solver that ignored its stop
        # request) ends on its own and then meets the exception
        _async_raise(worker, _Abandoned)
        worker.join(ABANDON_JOIN_S)
    check()
    if worker.is_alive() and late:  # past the time limit and its grace: abandoned
        limit = _state.get("deadline")
        raise TimeLimitReached(limit[1] if limit else 0.0)
    if "error" in box:
        raise box["error"]
    value: T = box["value"]
    return value


#: seconds an abandoned solver thread gets to unwind after :func:`_async_raise`
ABANDON_JOIN_S = 2.0


class _Abandoned(BaseException):
    """Raised asynchronously in an abandoned solver thread (a BaseException, so that a
    library's ``except Exception`` does not swallow it and carry on)."""


def _importing(frame: Any) -> bool:
    """True if ``frame`` or a caller runs the import machinery (an exception raised there
    would leave a module half-initialised in ``sys.modules`` for the rest of the
    process)."""
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib"):
            return True
        frame = frame.f_back
    return False


def _async_raise(thread: threading.Thread, exc_type: type[BaseException]) -> None:
    """Raise ``exc_type`` asynchronously in ``thread`` (CPython's
    ``PyThreadState_SetAsyncExc``; a no-op elsewhere, once the thread has ended, or while
    it imports a module)."""
    import ctypes

    ident = thread.ident
    if ident is None or not thread.is_alive():
        return
    if _importing(sys._current_frames().get(ident)):
        return
    try:
        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident),
                                                   ctypes.py_object(exc_type))
    except (AttributeError, OSError):  # not CPython: the thread ends on its own
        pass


def _past_hard_deadline() -> bool:
    """True once the grace after an enclosing :func:`time_limit` is nearly over (a solver
    call still running then, e.g. still translating its model, is stopped like after a
    signal, and abandoned when the grace ends)."""
    limit = _state.get("deadline")
    return limit is not None and time.monotonic() > limit[0] - GRACE_S


def solver_threads_alive() -> bool:
    """True if a solver call abandoned after :data:`GRACE_S` is still running (the CLI
    then leaves with ``os._exit``: tearing down the interpreter under it can abort)."""
    return any(t.name == "optsched-solver" and t.is_alive() for t in threading.enumerate())


def write_original(text: str, err: bool = False) -> None:
    """Write ``text`` to the stdout/stderr the process started with (saved by
    :func:`install`), even while an abandoned solver thread holds Pyomo's file-descriptor
    capture of fds 1 and 2."""
    fds = _state.get("fds")
    stream = sys.stderr if err else sys.stdout
    if not fds:
        stream.write(text)
        stream.flush()
        return
    data = text.encode("utf-8", "replace")
    fd = fds[1] if err else fds[0]
    while data:
        data = data[os.write(fd, data):]


class _DropConstructionCut(logging.Filter):
    """Pyomo logs "Constructing component ... failed" / "Rule failed when generating
    expression ..." at ERROR level, on its own stdout handler, before re-raising whatever
    stopped the construction. When that is our time
    limit or an interrupt, the Result says so: the log line would only break ``--json``
    and the CLI's one-line messages."""

    CUT = frozenset({"TimeLimitReached", "Interrupted", "_Abandoned", "KeyboardInterrupt"})

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            text = record.getMessage()
        except (TypeError, ValueError):  # a malformed record: not ours to judge
            return True
        if not text.startswith(("Constructing component", "Rule failed")):
            return True
        return not any(f"{name}:" in text for name in self.CUT)


def _install_pyomo_construction_filter() -> None:
    """Attach the filter to Pyomo's loggers by name (no Pyomo import needed)."""
    lg = logging.getLogger("pyomo.core")
    if not any(isinstance(f, _DropConstructionCut) for f in lg.filters):
        lg.addFilter(_DropConstructionCut())


_install_pyomo_construction_filter()
