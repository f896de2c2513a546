"""Schedule representation for HGSP: one row per task ``{task, gpu, start, end}``.

Internally algorithms work with two arrays, ``gpu[i]`` (GPU index) and ``start[i]``;
:func:`to_rows` / :func:`from_rows` convert to and from the JSON form.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from optsched.core.errors import InstanceError

from .instance import HgspInstance


def to_rows(inst: HgspInstance, gpu: np.ndarray, start: np.ndarray) -> list[dict[str, Any]]:
    """JSON rows; ``end = start + p[i, gpu[i]]``."""
    p = inst.p
    rows = []
    for i, t in enumerate(inst.tasks):
        j = int(gpu[i])
        s = float(start[i])
        rows.append({"task": t.id, "gpu": inst.gpus[j].id, "start": s,
                     "end": s + float(p[i, j])})
    return rows


def from_rows(inst: HgspInstance, rows: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray,
                                                      list[str]]:
    """Parse rows into (gpu, start, end) arrays (NaN/-1 where missing) and problems found."""
    problems: list[str] = []
    n = inst.n
    gpu = np.full(n, -1, dtype=np.int64)
    start = np.full(n, np.nan)
    end = np.full(n, np.nan)
    if not isinstance(rows, Sequence) or isinstance(rows, (str, bytes)):
        raise InstanceError("schedule", "must be a list of {task, gpu, start, end} rows")
    for k, r in enumerate(rows):
        if not isinstance(r, dict):
            raise InstanceError(f"schedule[{k}]", "must be an object {task, gpu, start, end}")
        for key in ("task", "gpu", "start"):
            if key not in r:
                raise InstanceError(f"schedule[{k}].{key}", "missing field")
        i = inst.task_index.get(str(r["task"]))
        if i is None:
            problems.append(f"schedule[{k}]: unknown task {r['task']!r}")
            continue
        j = inst.gpu_index.get(str(r["gpu"]))
        if j is None:
            problems.append(f"schedule[{k}]: task {r['task']!r} on unknown GPU {r['gpu']!r}")
            continue
        try:
            s = float(r["start"])
            e = float(r.get("end", s + inst.p[i, j]))
        except (TypeError, ValueError):
            raise InstanceError(f"schedule[{k}].start", f"must be a number, got "
                                f"{r['start']!r}") from None
        if gpu[i] >= 0:
            problems.append(f"task {r['task']!r} scheduled more than once")
            continue
        gpu[i], start[i], end[i] = j, s, e
    return gpu, start, end, problems
