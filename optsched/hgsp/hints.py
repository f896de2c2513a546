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
from .verify import evaluate, verify

#: (name, run function) of the heuristics tried, cheapest first
HINT_HEURISTICS: tuple[tuple[str, Callable[..., Result]], ...] = (
    ("fifo", run_fifo), ("greedy", run_greedy), ("sagreedy", run_sagreedy),
    ("sagreedy-plus", run_sagreedy_plus))


def heuristic_schedules(inst: HgspInstance, seed: int = 0, errors: list[str] | None = None
                        ) -> list[tuple[str, float, np.ndarray, np.ndarray]]:
    """Verified schedules of FIFO, Greedy-EFT, SAGreedy and SAGreedy+.

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
    list of (name, objective, gpu, start)
        Objective = weighted tardiness eq. (1) recomputed by :func:`evaluate`; ``gpu``
        (GPU index per task) and ``start`` (time units) arrays.
    """
    out = []
    for name, fn in HINT_HEURISTICS:
        try:
            res = fn(inst, seed=seed)
        except Exception as exc:  # noqa: BLE001 - an optional hint must not sink the solve
            if name in ("fifo", "greedy"):
                raise
            if errors is not None:
                errors.append(f"{name}: {type(exc).__name__}: {exc}")
            continue
        if res.schedule is None or verify(inst, res.schedule):
            continue
        obj, _ = evaluate(inst, res.schedule)
        gpu, start, _end, _ = res.schedule.arrays(inst)
        out.append((name, float(obj), gpu, start))
    return out


def best_heuristic_objective(inst: HgspInstance, seed: int = 0) -> tuple[str, float]:
    """``(name, objective)`` of the best schedule of :func:`heuristic_schedules`."""
    name, obj, _g, _s = min(heuristic_schedules(inst, seed), key=lambda c: c[1])
    return name, obj
