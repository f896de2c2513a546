"""Heuristic schedules that warm-start the exact models and give them an upper bound.

Kept apart from :mod:`.exact_common` so that the exact models' shared code imports no
heuristic (no import cycle: heuristics -> list_scheduling/verify, exact models -> hints).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable

import numpy as np

from optsched.core.interrupt import Interrupted
from optsched.core.result import Result

from .heuristics import run_fifo, run_greedy
from .instance import HgspInstance
from .sagreedy import run_sagreedy, run_sagreedy_plus
from .schedule import HgspSchedule
from .verify import evaluate, verify

#: (name, run function) of the heuristics tried, cheapest first
HINT_HEURISTICS: tuple[tuple[str, Callable[..., Result]], ...] = (
    ("fifo", run_fifo), ("greedy", run_greedy), ("sagreedy", run_sagreedy),
    ("sagreedy-plus", run_sagreedy_plus))


Hint = tuple[str, float, np.ndarray, np.ndarray]

#: the last few hints, by instance content and seed: a benchmark solving one instance
#: with several exact methods (``optsched demo``: three) computes its hint once
_HINTS: OrderedDict[Hashable, tuple[Hint | None, tuple[str, ...]]] = OrderedDict()
_HINTS_KEPT = 8


def best_heuristic_schedule(inst: HgspInstance, seed: int = 0,
                            errors: list[str] | None = None) -> Hint | None:
    """The best schedule of FIFO, Greedy-EFT, SAGreedy and SAGreedy+, verified.

    The candidates are ranked by their weighted tardiness computed from their arrays;
    only the chosen one goes through the verifier and the evaluator (the next one if it
    were rejected), so an exact solve judges one hint schedule, not four. The heuristics
    are deterministic for a seed: the last few answers are kept by the instance's
    content (tasks, GPUs, processing times, time scale), the seed and
    :data:`HINT_HEURISTICS`, and copies of them returned.

    Parameters
    ----------
    inst : HgspInstance
    seed : int
        Seed of the SAGreedy runs.
    errors : list of str, optional
        A failure of SAGreedy or SAGreedy+ is appended here and skipped (an optional
        hint never sinks an exact solve); FIFO and Greedy failures propagate.

    Returns
    -------
    (name, objective, gpu, start) or None
        Objective = weighted tardiness eq. (1) recomputed by :func:`evaluate`; ``gpu``
        (GPU index per task) and ``start`` (time units) arrays.
    """
    key: Hashable | None = (inst.tasks, inst.gpus, inst.processing_times, inst.time_scale,
                            int(seed), HINT_HEURISTICS)
    try:
        kept = _HINTS.get(key)
    except TypeError:  # a field that cannot be hashed: compute, keep nothing
        key, kept = None, None
    if kept is None:
        kept, complete = _compute_hint(inst, seed)
        if key is not None and complete:
            _HINTS[key] = kept
            while len(_HINTS) > _HINTS_KEPT:
                _HINTS.popitem(last=False)
    best, failures = kept
    if errors is not None:
        errors.extend(failures)
    if best is None:
        return None
    name, obj, gpu, start = best
    return name, obj, gpu.copy(), start.copy()


def _compute_hint(inst: HgspInstance, seed: int
                  ) -> tuple[tuple[Hint | None, tuple[str, ...]], bool]:
    """``((hint, failures), complete)``: ``complete`` is False when a heuristic was cut
    by a signal or the time limit (such an answer is not kept)."""
    errors: list[str] = []
    complete = True
    ranked: list[tuple[float, int, str, HgspSchedule, np.ndarray, np.ndarray]] = []
    for name, fn in HINT_HEURISTICS:
        try:
            res = fn(inst, seed=seed)
        except Exception as exc:  # noqa: BLE001 - an optional hint must not sink the solve
            if name in ("fifo", "greedy"):
                raise
            errors.append(f"{name}: {type(exc).__name__}: {exc}")
            if isinstance(exc, Interrupted):
                complete = False
            continue
        if res.schedule is None:
            continue
        gpu, start, end, _ = res.schedule.arrays(inst)
        rank = float(np.dot(inst.weight, np.maximum(0.0, end - inst.deadline)))
        if not np.isfinite(rank):  # a task missing: the verifier will say so, rank it last
            rank = float("inf")
        ranked.append((rank, len(ranked), name, res.schedule, gpu, start))
    for _rank, _k, name, sched, gpu, start in sorted(ranked, key=lambda c: c[:2]):
        if verify(inst, sched):
            continue
        obj, _ = evaluate(inst, sched)
        return ((name, float(obj), gpu, start), tuple(errors)), complete
    return (None, tuple(errors)), complete


def best_heuristic_objective(inst: HgspInstance, seed: int = 0) -> tuple[str, float]:
    """``(name, objective)`` of :func:`best_heuristic_schedule`."""
    best = best_heuristic_schedule(inst, seed)
    if best is None:
        raise RuntimeError("no heuristic produced a verified schedule")
    return best[0], best[1]
