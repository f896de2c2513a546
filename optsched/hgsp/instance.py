"""HGSP instances: tasks and heterogeneous GPUs (paper hgsp, Section I-B).

Units: time in abstract *time units* (the paper's), workload ``L_i`` in workload units,
speed ``v_j`` in workload units per time unit, memory in GB. The processing time is
``p_ij = L_i / v_j`` (Section I-B "Derived parameter") unless the instance carries an
explicit ``processing_times`` matrix, which then takes precedence.

``time_scale`` (default 1) says how many integer ticks make one time unit: the
discrete models (time-indexed MILP, CP-SAT) work on ``p_ij * time_scale``,
``a_i * time_scale``, ``d_i * time_scale`` and require them to be integers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from optsched.core import validate as V
from optsched.core.errors import InstanceError

FAMILY = "hgsp"
VERSION = 1

#: largest magnitude accepted for any number of an instance file (the core limit: 1e300
#: once made products such as ``w_i T_i`` overflow to inf)
MAX_MAGNITUDE = V.MAX_MAGNITUDE
#: finite, no bools or strings, ``|v| <= MAX_MAGNITUDE`` (optsched.core.validate.number)
_number = V.number


def objective_scale(instance: HgspInstance) -> float:
    """Magnitude of the weighted tardiness: ``sum_i w_i x T_H`` (weight x time units,
    :meth:`HgspInstance.horizon`); ``finalize`` uses 1e-12 of it as the tolerance floor
    at objective 0. At least the smallest positive float, so it is never 0.

    Examples
    --------
    >>> from optsched.core import load_instance
    >>> objective_scale(load_instance("hgsp/tiny-s1")) > 40
    True
    """
    return max(float(instance.weight.sum()) * instance.horizon(), 5e-324)


@dataclass(frozen=True)
class Task:
    """A task: workload ``L_i``, memory ``m_i`` (GB), deadline ``d_i``, weight ``w_i``,
    arrival (release date) ``a_i``; times in time units."""

    id: str
    workload: float
    memory_gb: float
    deadline: float
    weight: float = 1.0
    arrival: float = 0.0


@dataclass(frozen=True)
class GPU:
    """A GPU: speed ``v_j`` (workload units per time unit) and memory ``M_j`` (GB)."""

    id: str
    speed: float
    memory_gb: float
    model: str = ""


#: alias: the spelling of the hgsp-llm family
Gpu = GPU


@dataclass(frozen=True, eq=False)
class HgspInstance:
    """An HGSP instance. Arrays below are indexed ``[task, gpu]`` in file order."""

    tasks: tuple[Task, ...]
    gpus: tuple[GPU, ...]
    name: str = ""
    processing_times: tuple[tuple[float, ...], ...] | None = None
    time_scale: float = 1.0
    source: str = ""
    family: str = field(default=FAMILY, init=False)

    # ------------------------------------------------------------------ derived arrays
    @property
    def n(self) -> int:
        """Number of tasks ``N``."""
        return len(self.tasks)

    @property
    def m(self) -> int:
        """Number of GPUs ``M``."""
        return len(self.gpus)

    @cached_property
    def p(self) -> np.ndarray:
        """Processing times ``p_ij`` (time units), shape (n, m)."""
        if self.processing_times is not None:
            return np.asarray(self.processing_times, dtype=float).reshape(self.n, self.m)
        L = np.array([t.workload for t in self.tasks], dtype=float)
        v = np.array([g.speed for g in self.gpus], dtype=float)
        return L[:, None] / v[None, :]

    @cached_property
    def fits(self) -> np.ndarray:
        """Memory feasibility ``m_i <= M_j`` (eq. 3), bool array (n, m)."""
        mem = np.array([t.memory_gb for t in self.tasks], dtype=float)
        cap = np.array([g.memory_gb for g in self.gpus], dtype=float)
        return mem[:, None] <= cap[None, :]

    @cached_property
    def arrival(self) -> np.ndarray:
        """Arrivals ``a_i`` (time units), shape (n,)."""
        return np.array([t.arrival for t in self.tasks], dtype=float)

    @cached_property
    def deadline(self) -> np.ndarray:
        """Deadlines ``d_i`` (time units), shape (n,)."""
        return np.array([t.deadline for t in self.tasks], dtype=float)

    @cached_property
    def weight(self) -> np.ndarray:
        """Weights ``w_i``, shape (n,)."""
        return np.array([t.weight for t in self.tasks], dtype=float)

    @cached_property
    def memory(self) -> np.ndarray:
        """Memory needs ``m_i`` (GB), shape (n,)."""
        return np.array([t.memory_gb for t in self.tasks], dtype=float)

    @cached_property
    def task_index(self) -> dict[str, int]:
        """Task id -> index."""
        return {t.id: i for i, t in enumerate(self.tasks)}

    @cached_property
    def gpu_index(self) -> dict[str, int]:
        """GPU id -> index."""
        return {g.id: j for j, g in enumerate(self.gpus)}

    def unschedulable_reason(self) -> str | None:
        """Why no schedule exists (a task that fits on no GPU), or None."""
        no_fit = np.flatnonzero(~self.fits.any(axis=1))
        if no_fit.size == 0:
            return None
        i = int(no_fit[0])
        cap = max(g.memory_gb for g in self.gpus)
        more = f" (and {no_fit.size - 1} more tasks)" if no_fit.size > 1 else ""
        return (f"tasks[{i}] (id {self.tasks[i].id!r}): memory_gb {self.tasks[i].memory_gb:g} "
                f"exceeds every GPU's memory (largest {cap:g}){more}")

    def horizon(self) -> float:
        """``T_H = max_i a_i + sum_i max_{j feasible} p_ij`` (time units).

        Some optimal schedule is semi-active (no task can start earlier without changing
        the sequences), and in a semi-active schedule every task completes by T_H: the
        exact models may therefore add ``c_i <= T_H`` and use ``H = T_H - a_k`` as big-M.
        """
        p = np.where(self.fits, self.p, -np.inf)
        return float(self.arrival.max() + p.max(axis=1).sum())

    def objective_granularity(self) -> float | None:
        """1 when the optimal weighted tardiness is an integer (:meth:`optimum_is_integral`),
        else None (``Family.objective_granularity``)."""
        return 1.0 if self.optimum_is_integral() else None

    def optimum_is_integral(self) -> bool:
        """True when the optimal weighted tardiness is an integer: integral weights and
        integral ``p_ij`` (on memory-feasible GPUs), ``a_i`` and ``d_i`` in time units.

        Some optimal schedule is semi-active, so every completion is a sum of arrivals
        and processing times, every tardiness an integer, and the optimum an integer
        (``finalize`` may then round a valid lower bound up; ``models/README.md``).
        """
        def whole(arr: np.ndarray) -> bool:
            if arr.size == 0:
                return True
            if not np.all(np.isfinite(arr)):
                return False
            return bool(np.all(np.abs(arr - np.rint(arr))
                               <= 1e-9 * np.maximum(1.0, np.abs(arr))))

        return (whole(self.weight) and whole(self.p[self.fits]) and whole(self.arrival)
                and whole(self.deadline))

    def scaled_integer_data(self) -> tuple[np.ndarray, np.ndarray, np.ndarray] | None:
        """``(p, a, d) * time_scale`` as int64 arrays if all are integral, else None."""
        s = self.time_scale
        arrays = (self.p * s, self.arrival * s, self.deadline * s)
        out = []
        for arr in arrays:
            r = np.rint(arr)
            if not np.allclose(arr, r, rtol=0, atol=1e-9 * max(1.0, float(np.abs(arr).max()))):
                return None
            out.append(r.astype(np.int64))
        return out[0], out[1], out[2]

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``version`` 1), as read by :meth:`from_dict`."""
        d: dict[str, Any] = {"family": FAMILY, "version": VERSION, "name": self.name}
        if self.source:
            d["source"] = self.source
        if self.time_scale != 1.0:
            d["time_scale"] = self.time_scale
        d["gpus"] = [
            {"id": g.id, "speed": g.speed, "memory_gb": g.memory_gb,
             **({"model": g.model} if g.model else {})}
            for g in self.gpus
        ]
        d["tasks"] = [
            {"id": t.id, "workload": t.workload, "memory_gb": t.memory_gb,
             "deadline": t.deadline, "weight": t.weight, "arrival": t.arrival}
            for t in self.tasks
        ]
        if self.processing_times is not None:
            d["processing_times"] = [list(r) for r in self.processing_times]
        return d

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> HgspInstance:
        """Validate and build; errors name the field, e.g. ``tasks[3].memory_gb``."""
        if not isinstance(d, Mapping):
            raise InstanceError("instance", "expected a JSON object")
        fam = d.get("family", FAMILY)
        if fam != FAMILY:
            raise InstanceError("family", f"expected {FAMILY!r}, got {fam!r}")
        version = d.get("version", VERSION)
        if version != VERSION:
            raise InstanceError("version", f"unsupported version {version!r} (expected 1)")
        name = d.get("name", "")
        if not isinstance(name, str):
            raise InstanceError("name", f"must be a string, got {name!r}")
        V.known_keys(d, _TOP_KEYS)
        gpus = tuple(_gpu(g, j) for j, g in enumerate(V.nonempty_list(d, "gpus")))
        tasks = tuple(_task(t, i) for i, t in enumerate(V.nonempty_list(d, "tasks")))
        V.unique_ids([g.id for g in gpus], "gpus")
        V.unique_ids([t.id for t in tasks], "tasks")
        pt = d.get("processing_times")
        ptt = None
        if pt is not None:
            if not isinstance(pt, list) or len(pt) != len(tasks):
                raise InstanceError("processing_times", f"must be a list of {len(tasks)} rows "
                                    "(one per task)")
            rows = []
            for i, row in enumerate(pt):
                if not isinstance(row, list) or len(row) != len(gpus):
                    raise InstanceError(f"processing_times[{i}]",
                                        f"must be a list of {len(gpus)} numbers (one per GPU)")
                rows.append(tuple(_number(v, f"processing_times[{i}][{j}]", positive=True)
                                  for j, v in enumerate(row)))
            ptt = tuple(rows)
        scale = _number(d.get("time_scale", 1.0), "time_scale", positive=True)
        source = d.get("source", "")
        inst = cls(tasks=tasks, gpus=gpus, name=name, processing_times=ptt,
                   time_scale=scale, source=str(source))
        if ptt is None:  # derived p_ij = L_i / v_j must be a usable time as well
            bad = np.argwhere(~(inst.p <= MAX_MAGNITUDE))
            if bad.size:
                i, j = (int(x) for x in bad[0])
                raise InstanceError(f"tasks[{i}].workload", f"processing time L/v on "
                                    f"gpus[{j}] is {inst.p[i, j]:g} > {MAX_MAGNITUDE:g}")
        return inst


_TOP_KEYS = {"family", "version", "name", "source", "time_scale", "gpus", "tasks",
             "processing_times", "description"}
_TASK_KEYS = {"id", "workload", "memory_gb", "deadline", "weight", "arrival", "model"}
_GPU_KEYS = {"id", "speed", "memory_gb", "model"}


def on_identical_gpus(p: Sequence[float] | np.ndarray, d: Sequence[float] | np.ndarray,
                      w: Sequence[float] | np.ndarray, m: int, *,
                      a: Sequence[float] | np.ndarray | None = None, name: str = "",
                      source: str = "") -> HgspInstance:
    """P||sum w_j T_j (with release dates ``a``: P|r_j|sum w_j T_j) as an hgsp instance:
    ``m`` identical GPUs (speed 1, no memory limit), task ``j`` (id ``j<j+1>``) of
    ``p[j]`` seconds, due date ``d[j]`` s, weight ``w[j]``, arrival ``a[j]`` s (0)."""
    n = len(p)
    arr = [0.0] * n if a is None else [float(x) for x in a]
    tasks = tuple(Task(id=f"j{q + 1}", workload=float(p[q]), memory_gb=0.0,
                       deadline=float(d[q]), weight=float(w[q]), arrival=arr[q])
                  for q in range(n))
    gpus = tuple(GPU(id=f"m{j}", speed=1.0, memory_gb=1.0, model="identical")
                 for j in range(m))
    return HgspInstance(tasks=tasks, gpus=gpus, name=name, source=source)


def _task(t: Any, i: int) -> Task:
    p = f"tasks[{i}]"
    V.mapping(t, p)
    V.known_keys(t, _TASK_KEYS, p)
    workload = _number(V.required(t, "workload", p), f"{p}.workload", positive=True)
    mem = _number(V.required(t, "memory_gb", p), f"{p}.memory_gb", nonneg=True)
    deadline = _number(V.required(t, "deadline", p), f"{p}.deadline")
    weight = _number(t.get("weight", 1.0), f"{p}.weight", nonneg=True)
    arrival = _number(t.get("arrival", 0.0), f"{p}.arrival", nonneg=True)
    return Task(id=_ident(t.get("id", f"t{i}"), f"{p}.id"), workload=workload, memory_gb=mem,
                deadline=deadline, weight=weight, arrival=arrival)


def _gpu(g: Any, j: int) -> GPU:
    p = f"gpus[{j}]"
    V.mapping(g, p)
    V.known_keys(g, _GPU_KEYS, p)
    speed = _number(V.required(g, "speed", p), f"{p}.speed", positive=True)
    mem = _number(V.required(g, "memory_gb", p), f"{p}.memory_gb", positive=True)
    return GPU(id=_ident(g.get("id", f"g{j}"), f"{p}.id"), speed=speed, memory_gb=mem,
               model=str(g.get("model", "")))


def _ident(v: object, path: str) -> str:
    """An id: a string, or a non-negative integer read as its decimal string."""
    if isinstance(v, str):
        return v
    if isinstance(v, int) and not isinstance(v, bool) and v >= 0:
        return str(v)
    raise InstanceError(path, f"must be a string, got {v!r}")
