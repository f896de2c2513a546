"""LLM-inference gang scheduling instances (hgsp paper, Section VI-A).

A *task* is one inference request phase: model name ``M_i``, tokens ``L_i``, phase
``phi_i`` (prefill | decode), total memory ``m_i`` (GB), tensor-parallel degree ``tau_i``
(the task needs exactly ``tau_i`` GPUs at once, ``m_i / tau_i`` GB on each), weight
``w_i`` and arrival ``a_i`` (s). A *GPU* has a token throughput per phase
``lambda_j^phi`` (tokens/s) and a memory capacity ``M_j`` (GB).

Modelling choices (documented in ``models/hgsp-llm.md``):

* A GPU runs one task at a time (exclusive, as in the paper's "16 H100 can run 8
  concurrent tasks with tau = 2" although 15 GB would fit five times in 80 GB); memory is
  an eligibility filter ``m_i / tau_i <= M_j`` (Section VI-A "Memory Capacity").
* A gang on heterogeneous GPUs runs in lock-step at the speed of its **slowest member**:
  ``p_i(S) = L_i / min_{j in S} lambda_j^{phi_i}`` seconds (tensor parallelism
  synchronises every layer, so the slowest shard sets the pace). On identical GPUs this
  is the paper's ``p_ij^phi = L_i / lambda_j^phi``.
* Tasks are not preempted: once started, a gang holds its GPUs until it completes.
* ``time_scale_s`` is the length of one integer time unit used by the exact models; they
  refuse instances whose durations or arrivals are not integer multiples of it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from optsched.core import validate as V
from optsched.core.errors import InstanceError

FAMILY = "hgsp-llm"
#: file format: version 2 spells task and GPU ids ``id`` (as the hgsp family); version 1
#: (and files without a version) spelled them ``name`` and are migrated on load
VERSION = 2
VERSIONS = (1, 2)

#: largest magnitude accepted for any number of an instance file (the core limit: 1e300
#: once made products such as ``w_i T_i`` overflow to inf)
MAX_MAGNITUDE = V.MAX_MAGNITUDE
#: finite, no bools or strings, ``|v| <= MAX_MAGNITUDE`` (optsched.core.validate.number)
_number = V.number
PHASES = ("prefill", "decode")

_TASK_KEYS = {"id", "model", "tokens", "phase", "memory_gb", "tp_degree", "weight",
              "arrival_s"}
_GPU_KEYS = {"id", "type", "memory_gb", "prefill_tokens_per_s", "decode_tokens_per_s",
             "count"}
_TOP_KEYS = {"family", "version", "name", "description", "time_scale_s", "gpus", "tasks",
             "source"}


@dataclass(frozen=True)
class Task:
    """One LLM inference task (Section VI-A.2). Units: tokens, GB, s.

    ``id`` is the task's unique id (``name`` in format version 1; :attr:`name` remains as a
    read-only alias)."""

    id: str
    model: str
    tokens: float
    phase: str
    memory_gb: float
    tp_degree: int
    weight: float = 1.0
    arrival_s: float = 0.0

    @property
    def name(self) -> str:
        """Alias of :attr:`id` (the format-1 spelling)."""
        return self.id

    @property
    def memory_per_gpu_gb(self) -> float:
        """``m_i / tau_i``: memory each gang member must hold (GB)."""
        return self.memory_gb / self.tp_degree

    def to_dict(self) -> dict[str, Any]:
        """The JSON form of the task."""
        return {"id": self.id, "model": self.model, "tokens": self.tokens,
                "phase": self.phase, "memory_gb": self.memory_gb,
                "tp_degree": self.tp_degree, "weight": self.weight,
                "arrival_s": self.arrival_s}


@dataclass(frozen=True)
class Gpu:
    """One GPU: per-phase token throughput ``lambda_j^phi`` (tokens/s), memory (GB);
    ``id`` unique (``name`` in format version 1, kept as the alias :attr:`name`)."""

    id: str
    type: str
    memory_gb: float
    prefill_tokens_per_s: float
    decode_tokens_per_s: float

    @property
    def name(self) -> str:
        """Alias of :attr:`id` (the format-1 spelling)."""
        return self.id

    def throughput(self, phase: str) -> float:
        """``lambda_j^phi`` in tokens/s."""
        return self.prefill_tokens_per_s if phase == "prefill" else self.decode_tokens_per_s

    @property
    def kind(self) -> tuple[str, float, float, float]:
        """GPUs with equal kind are interchangeable for every task."""
        return (self.type, self.memory_gb, self.prefill_tokens_per_s,
                self.decode_tokens_per_s)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form of the GPU."""
        return {"id": self.id, "type": self.type, "memory_gb": self.memory_gb,
                "prefill_tokens_per_s": self.prefill_tokens_per_s,
                "decode_tokens_per_s": self.decode_tokens_per_s}


#: the spelling of the hgsp family (one vocabulary across hgsp and hgsp-llm)
GPU = Gpu


@dataclass(frozen=True)
class LlmInstance:
    """An LLM-inference gang scheduling instance (objective eq. (16))."""

    name: str
    gpus: tuple[Gpu, ...]
    tasks: tuple[Task, ...]
    time_scale_s: float = 1.0
    description: str = ""
    source: str = ""
    family: str = field(default=FAMILY, init=False)

    # ------------------------------------------------------------------ derived data
    @property
    def n(self) -> int:
        """Number of tasks (the benchmark tables' size column)."""
        return len(self.tasks)

    def eligible(self, task: Task) -> list[int]:
        """Indices of GPUs with ``m_i / tau_i <= M_j`` (VI-A "Memory Capacity")."""
        need = task.memory_per_gpu_gb
        return [j for j, g in enumerate(self.gpus) if need <= g.memory_gb + 1e-9]

    def duration_s(self, task: Task, gpu_indices: Sequence[int]) -> float:
        """``p_i(S) = L_i / min_{j in S} lambda_j^phi`` (slowest member sets the pace)."""
        slowest = min(self.gpus[j].throughput(task.phase) for j in gpu_indices)
        return task.tokens / slowest

    def best_duration_s(self, task: Task) -> float:
        """Duration on the ``tau_i`` fastest eligible GPUs (inf if the task cannot run)."""
        el = self.eligible(task)
        if len(el) < task.tp_degree:
            return math.inf
        speeds = sorted((self.gpus[j].throughput(task.phase) for j in el), reverse=True)
        return task.tokens / speeds[task.tp_degree - 1]

    def objective_granularity(self) -> float | None:
        """A ``q`` such that the optimal weighted waiting time eq. (16) is a multiple of
        ``q`` seconds: ``time_scale_s`` when the weights are integers and every arrival
        and every duration ``L_i / lambda_j`` on an eligible GPU is a multiple of
        ``time_scale_s``; else None.

        Some optimal schedule starts every gang at an arrival or a completion, so every
        completion is a sum of arrivals and durations, a multiple of ``q``, and so is
        ``sum_i w_i (c_i - a_i)`` (``finalize`` may then round a valid lower bound up to
        the next multiple; ``models/README.md``).
        """
        q = float(self.time_scale_s)

        def multiple(x: float, of: float) -> bool:
            r = x / of
            return math.isfinite(r) and abs(r - round(r)) <= 1e-9 * max(1.0, abs(r))

        for t in self.tasks:
            if not (multiple(t.weight, 1.0) and multiple(t.arrival_s, q)):
                return None
            if not all(multiple(self.duration_s(t, [j]), q) for j in self.eligible(t)):
                return None
        return q

    def unschedulable_reason(self) -> str | None:
        """Why no schedule exists (a gang larger than the GPUs that fit it), or None."""
        for i, t in enumerate(self.tasks):
            el = self.eligible(t)
            if len(el) < t.tp_degree:
                return (f"tasks[{i}].tp_degree: task {t.name!r} needs {t.tp_degree} GPUs "
                        f"with >= {t.memory_per_gpu_gb:g} GB each (memory_gb/tp_degree), "
                        f"but only {len(el)} of {len(self.gpus)} GPUs have that much")
        return None

    def task_index(self) -> dict[str, int]:
        """Task id (``name``) -> index."""
        return {t.name: i for i, t in enumerate(self.tasks)}

    def gpu_index(self) -> dict[str, int]:
        """GPU id (``name``) -> index."""
        return {g.name: j for j, g in enumerate(self.gpus)}

    # ------------------------------------------------------------------ I/O
    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``version`` 1), as read by :meth:`from_dict`."""
        d: dict[str, Any] = {"family": FAMILY, "version": VERSION, "name": self.name}
        if self.description:
            d["description"] = self.description
        if self.source:
            d["source"] = self.source
        d["time_scale_s"] = self.time_scale_s
        d["gpus"] = [g.to_dict() for g in self.gpus]
        d["tasks"] = [t.to_dict() for t in self.tasks]
        return d

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LlmInstance:
        """Validate and build; errors name the field (``tasks[3].tp_degree: ...``)."""
        if not isinstance(data, Mapping):
            raise InstanceError("instance", f"expected a JSON object, got "
                                f"{type(data).__name__}")
        V.known_keys(data, _TOP_KEYS, "")
        fam = data.get("family", FAMILY)
        if fam != FAMILY:
            raise InstanceError("family", f"must be {FAMILY!r}, got {fam!r}")
        ver = data.get("version", 1)  # files without a version predate version 2
        if isinstance(ver, bool) or ver not in VERSIONS:
            raise InstanceError("version", f"unsupported version {ver!r} (known: "
                                f"{', '.join(map(str, VERSIONS))})")
        if ver == 1:
            data = migrate_v1(data)
        name = data.get("name", "")
        if not isinstance(name, str):
            raise InstanceError("name", f"must be a string, got {name!r}")
        scale = _number(data.get("time_scale_s", 1.0), "time_scale_s", positive=True)
        try:
            gpus = _load_gpus(data.get("gpus"))
            tasks = _load_tasks(data.get("tasks"))
        except InstanceError as exc:  # name the field as the (format-1) file spells it
            if ver == 1 and exc.path.endswith(".id"):
                raise InstanceError(exc.path[:-3] + ".name", exc.detail) from None
            raise
        desc = data.get("description", "")
        src = data.get("source", "")
        if not isinstance(desc, str):
            raise InstanceError("description", "must be a string")
        if not isinstance(src, str):
            raise InstanceError("source", "must be a string")
        return cls(name=name, gpus=gpus, tasks=tasks, time_scale_s=scale,
                   description=desc, source=src)


# ---------------------------------------------------------------------- validation helpers


def migrate_v1(data: Mapping[str, Any]) -> dict[str, Any]:
    """A format-1 document as format 2: task and GPU ``name`` become ``id`` (an ``id`` in a
    format-1 entry is refused as an unknown field, naming it)."""
    out = dict(data)
    out["version"] = 2
    for key in ("tasks", "gpus"):
        items = data.get(key)
        if not isinstance(items, list):
            continue
        moved = []
        for k, e in enumerate(items):
            if isinstance(e, Mapping):
                if "id" in e:
                    raise InstanceError(f"{key}[{k}].id", "unknown field in format version "
                                        "1 (ids are spelled 'name'; set \"version\": 2)")
                e = {("id" if f == "name" else f): v for f, v in e.items()}
            moved.append(e)
        out[key] = moved
    return out


def _load_gpus(raw: Any) -> tuple[Gpu, ...]:
    if not isinstance(raw, list) or not raw:
        raise InstanceError("gpus", "must be a non-empty list of GPU objects")
    out: list[Gpu] = []
    for j, g in enumerate(raw):
        p = f"gpus[{j}]"
        if not isinstance(g, Mapping):
            raise InstanceError(p, f"must be an object, got {g!r}")
        V.known_keys(g, _GPU_KEYS, p)
        for key in ("memory_gb", "prefill_tokens_per_s", "decode_tokens_per_s"):
            if key not in g:
                raise InstanceError(f"{p}.{key}", "missing field")
        typ = V.nonempty_str(g.get("type", "gpu"), f"{p}.type")
        mem = _number(g["memory_gb"], f"{p}.memory_gb", positive=True)
        pre = _number(g["prefill_tokens_per_s"], f"{p}.prefill_tokens_per_s", positive=True)
        dec = _number(g["decode_tokens_per_s"], f"{p}.decode_tokens_per_s", positive=True)
        count = V.integer(g.get("count", 1), f"{p}.count", 1)
        base = V.nonempty_str(g.get("id", f"{typ}-{j}"), f"{p}.id")
        for k in range(count):
            name = base if count == 1 else f"{base}-{k}"
            out.append(Gpu(name, typ, mem, pre, dec))
    seen: set[str] = set()
    for j, g in enumerate(out):
        if g.name in seen:
            raise InstanceError(f"gpus[{j}].id", f"duplicate GPU id {g.name!r}")
        seen.add(g.name)
    return tuple(out)


def _load_tasks(raw: Any) -> tuple[Task, ...]:
    if not isinstance(raw, list) or not raw:
        raise InstanceError("tasks", "must be a non-empty list of task objects")
    out: list[Task] = []
    seen: set[str] = set()
    for i, t in enumerate(raw):
        p = f"tasks[{i}]"
        if not isinstance(t, Mapping):
            raise InstanceError(p, f"must be an object, got {t!r}")
        V.known_keys(t, _TASK_KEYS, p)
        for key in ("tokens", "phase", "memory_gb", "tp_degree"):
            if key not in t:
                raise InstanceError(f"{p}.{key}", "missing field")
        name = V.nonempty_str(t.get("id", f"t{i}"), f"{p}.id")
        if name in seen:
            raise InstanceError(f"{p}.id", f"duplicate task id {name!r}")
        seen.add(name)
        phase = t["phase"]
        if phase not in PHASES:
            raise InstanceError(f"{p}.phase", f"must be 'prefill' or 'decode', got {phase!r}")
        out.append(Task(
            id=name,
            model=V.nonempty_str(t.get("model", "model"), f"{p}.model"),
            tokens=_number(t["tokens"], f"{p}.tokens", positive=True),
            phase=phase,
            memory_gb=_number(t["memory_gb"], f"{p}.memory_gb", positive=True),
            tp_degree=V.integer(t["tp_degree"], f"{p}.tp_degree", 1),
            weight=_number(t.get("weight", 1.0), f"{p}.weight", nonneg=True),
            arrival_s=_number(t.get("arrival_s", 0.0), f"{p}.arrival_s", nonneg=True),
        ))
    return tuple(out)


def objective_scale(instance: LlmInstance) -> float:
    """Magnitude of eq. (16): ``sum_i w_i x (max_i a_i + sum_i p_i)`` (weight x s, with
    ``p_i`` the duration on the fastest eligible gang); ``finalize`` uses 1e-12 of it as
    the tolerance floor at objective 0. Never 0 or infinite."""
    durs = [instance.best_duration_s(t) for t in instance.tasks]
    horizon = max(t.arrival_s for t in instance.tasks) + sum(
        d for d in durs if math.isfinite(d))
    value = sum(t.weight for t in instance.tasks) * horizon
    return value if 0 < value < math.inf else 1.0


def suggest_time_scale(values_s: Sequence[float], max_den: int = 1000) -> float | None:
    """Largest unit (s) making every value an integer multiple, if one with a denominator
    <= ``max_den`` exists (used only to suggest a ``time_scale_s`` in error messages)."""
    fr = []
    for v in values_s:
        f = Fraction(v).limit_denominator(max_den)
        if abs(float(f) - v) > 1e-9 * max(1.0, abs(v)):
            return None
        fr.append(f)
    num = 0
    den = 1
    for f in fr:
        den = den * f.denominator // math.gcd(den, f.denominator)
    for f in fr:
        num = math.gcd(num, int(f * den))
    if num == 0:
        return None
    return num / den
