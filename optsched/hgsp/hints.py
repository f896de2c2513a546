"""Heuristic schedules that warm-start the exact models and give them an upper bound.

Kept apart from :mod:`.exact_common` so that the exact models' shared code imports no
heuristic (no import cycle: heuristics -> list_scheduling/verify, exact models -> hints).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

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


def best_heuristic_schedule(inst: HgspInstance, seed: int = 0,
                            errors: list[str] | None = None
                            ) -> tuple[str, float, np.ndarray, np.ndarray] | None:
    """The best schedule of FIFO, Greedy-EFT, SAGreedy and SAGreedy+, verified.

    The candidates are ranked by their weighted tardiness computed from their arrays;
    only the chosen one goes through the verifier and the evaluator (the next one if it
    were rejected), so an exact solve judges one hint schedule, not four.

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
    ranked: list[tuple[float, int, str, HgspSchedule, np.ndarray, np.ndarray]] = []
    for name, fn in HINT_HEURISTICS:
        try:
            res = fn(inst, seed=seed)
        except Exception as exc:  # noqa: BLE001 - an optional hint must not sink the solve
            if name in ("fifo", "greedy"):
                raise
            if errors is not None:
                errors.append(f"{name}: {type(exc).__name__}: {exc}")
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
        return name, float(obj), gpu, start
    return None


def best_heuristic_objective(inst: HgspInstance, seed: int = 0) -> tuple[str, float]:
    """``(name, objective)`` of :func:`best_heuristic_schedule`."""
    best = best_heuristic_schedule(inst, seed)
    if best is None:
        raise RuntimeError("no heuristic produced a verified schedule")
    return best[0], best[1]
