"""A set of parallelizable jobs sharing N servers (the heSRPT model, paper Section 1).

File format (JSON), version 2::

    {"family": "hesrpt", "version": 2, "name": "two-jobs",
     "n_servers": 10,                                 # N (servers, may be fractional)
     "speedup": {"kind": "power", "p": 0.5},          # or {"kind": "amdahl", "f": 0.9}
     "objective": "mean_slowdown",                    # | mean_flow_time | weighted_flow_time
     "jobs": [{"size_s": 1.0, "arrival_s": 0.0, "weight": 1.0}, ...],
     "source": "free text"}

``size_s`` is the job's inherent work: its running time on one server (``s(1) = 1``), in
seconds; ``arrival_s`` its arrival time in seconds (default 0: the offline problem of the
paper); ``weight`` (dimensionless) is required only for ``weighted_flow_time``.

Version 1 spelled the two job fields ``size`` and ``release``; such files still load
(read with the version-1 names, errors name the field as the file spells it; nothing else
changed) and :meth:`HesrptInstance.to_dict` writes them back as version 2. Every number
must be finite; sizes, weights and N lie in ``[1e-12, 1e12]`` and arrivals in
``[0, 1e12]`` (beyond, slowdown weights ``s(N)/x`` and the closed form's powers
overflow).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from optsched.core import InstanceError
from optsched.core import validate as V

from .closed_form import WeightsSpec
from .speedup import Amdahl, Power, Speedup

VERSION = 2
OBJECTIVES = ("mean_slowdown", "mean_flow_time", "weighted_flow_time")
MAX_MAGNITUDE = 1e12
MIN_MAGNITUDE = 1e-12
#: job field names (size, arrival) by file version
JOB_KEYS = {1: ("size", "release"), 2: ("size_s", "arrival_s")}


@dataclass(frozen=True)
class Job:
    """One job: ``size_s`` (seconds on one server), ``arrival_s`` (seconds), ``weight``
    (None unless the objective is ``weighted_flow_time``)."""

    size_s: float
    arrival_s: float = 0.0
    weight: float | None = None


def _bounded(v: object, path: str, *, positive: bool = True) -> float:
    x = V.number(v, path, positive=positive, nonneg=not positive)
    if x > MAX_MAGNITUDE or (positive and x < MIN_MAGNITUDE):
        lo = MIN_MAGNITUDE if positive else 0
        raise InstanceError(path, f"must lie in [{lo:g}, {MAX_MAGNITUDE:g}], got {v!r}")
    return x


@dataclass(frozen=True)
class HesrptInstance:
    """A frozen heSRPT instance; per-job arrays via :attr:`sizes` and :attr:`arrivals`.

    Attributes
    ----------
    name : str
    n_servers : float
        N, the number of servers (may be fractional: the model is a fluid).
    speedup : Speedup
        ``s(k)``: :class:`~.speedup.Power` (``k**p``) or :class:`~.speedup.Amdahl`.
    objective : str
        ``mean_slowdown``, ``mean_flow_time`` or ``weighted_flow_time``.
    jobs : tuple of Job
    source : str
        Provenance (free text).

    Examples
    --------
    >>> inst = HesrptInstance.from_arrays("two", [1.0, 1.0], 10, Power(0.5),
    ...                                   "mean_flow_time")
    >>> inst.sizes.tolist(), inst.offline
    ([1.0, 1.0], True)
    """

    name: str
    n_servers: float
    speedup: Speedup
    objective: str
    jobs: tuple[Job, ...]
    source: str = ""
    family: str = field(default="hesrpt", init=False)

    @property
    def sizes(self) -> np.ndarray:
        """``x_i``: sizes, seconds on one server (instance order)."""
        return np.array([j.size_s for j in self.jobs], dtype=float)

    @property
    def arrivals(self) -> np.ndarray:
        """Arrival times, seconds (instance order)."""
        return np.array([j.arrival_s for j in self.jobs], dtype=float)

    @property
    def releases(self) -> np.ndarray:
        """Alias of :attr:`arrivals` (the pre-issue-11 name, used by
        ``benchmarks/update_index.py``)."""
        return self.arrivals

    @property
    def offline(self) -> bool:
        """All jobs present at time 0 (the setting of Theorems 1-6)."""
        return all(j.arrival_s == 0.0 for j in self.jobs)

    def weights_spec(self) -> WeightsSpec:
        """Weights for :mod:`.closed_form` / :mod:`.simulate` (None, "slowdown" or array)."""
        if self.objective == "mean_slowdown":
            return "slowdown"
        if self.objective == "mean_flow_time":
            return None
        return np.array([j.weight for j in self.jobs], dtype=float)

    def weights(self) -> np.ndarray:
        """The objective's per-job weights ``w_i`` (slowdown: ``s(N)/x_i``, Corollary 1)."""
        if self.objective == "mean_slowdown":
            return float(self.speedup(self.n_servers)) / self.sizes
        if self.objective == "mean_flow_time":
            return np.ones(len(self.jobs))
        return np.array([j.weight for j in self.jobs], dtype=float)

    def objective_factor(self) -> float:
        """Objective = factor x sum_i w_i F_i (1/M for the two means, 1 for weighted)."""
        return 1.0 if self.objective == "weighted_flow_time" else 1.0 / len(self.jobs)

    def to_dict(self) -> dict[str, object]:
        """The file format, version 2 (``from_dict(to_dict())`` round-trips)."""
        jobs = []
        for j in self.jobs:
            d: dict[str, float] = {"size_s": j.size_s, "arrival_s": j.arrival_s}
            if j.weight is not None:
                d["weight"] = j.weight
            jobs.append(d)
        return {"family": "hesrpt", "version": VERSION, "name": self.name,
                "n_servers": self.n_servers, "speedup": self.speedup.to_dict(),
                "objective": self.objective, "jobs": jobs, "source": self.source}

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> HesrptInstance:
        """Read the file format (version 1 or 2).

        Raises
        ------
        InstanceError
            Naming the field: ``jobs[3].size_s: must be > 0, got -2``.
        """
        V.mapping(data, "instance")
        fam = data.get("family")
        if fam != "hesrpt":
            raise InstanceError("family", f"must be 'hesrpt', got {fam!r}")
        ver = data.get("version")
        if ver is None:  # unversioned: the names used tell (v1 files had no choice)
            rows = data.get("jobs")
            ver = 2 if isinstance(rows, list) and any(
                isinstance(j, Mapping) and ("size_s" in j or "arrival_s" in j)
                for j in rows) else 1
        if isinstance(ver, bool) or ver not in (1, VERSION):
            raise InstanceError("version", f"unsupported version {ver!r} (supported: 1, "
                                f"{VERSION})")
        size_key, arr_key = JOB_KEYS[int(ver)]
        V.known_keys(data, ("family", "version", "name", "n_servers", "speedup", "objective",
                            "jobs", "source"))
        name = data.get("name", "")
        if not isinstance(name, str):
            raise InstanceError("name", f"must be a string, got {name!r}")
        n = _bounded(V.required(data, "n_servers", ""), "n_servers")
        sp = _speedup(data.get("speedup"))
        obj = data.get("objective", "mean_slowdown")
        if obj not in OBJECTIVES:
            raise InstanceError("objective", f"must be one of {', '.join(OBJECTIVES)}, "
                                f"got {obj!r}")
        jobs: list[Job] = []
        for i, jd in enumerate(V.nonempty_list(data, "jobs")):
            path = f"jobs[{i}]"
            V.mapping(jd, path)
            V.known_keys(jd, (size_key, arr_key, "weight"), path)
            size = _bounded(V.required(jd, size_key, path), f"{path}.{size_key}")
            arr = _bounded(jd.get(arr_key, 0.0), f"{path}.{arr_key}", positive=False)
            w = None
            if "weight" in jd:
                w = _bounded(jd["weight"], f"{path}.weight")
            elif obj == "weighted_flow_time":
                raise InstanceError(f"{path}.weight", "missing (required by objective "
                                    "weighted_flow_time)")
            jobs.append(Job(size, arr, w))
        source = data.get("source", "")
        if not isinstance(source, str):
            raise InstanceError("source", f"must be a string, got {source!r}")
        return cls(name=name, n_servers=n, speedup=sp, objective=str(obj), jobs=tuple(jobs),
                   source=source)

    @classmethod
    def from_arrays(cls, name: str, sizes: Sequence[float] | np.ndarray, n_servers: float,
                    speedup: Speedup, objective: str = "mean_slowdown",
                    arrivals: Sequence[float] | np.ndarray | None = None,
                    weights: Sequence[float] | np.ndarray | None = None,
                    source: str = "") -> HesrptInstance:
        """An instance from per-job arrays (validated exactly like a file).

        Parameters
        ----------
        name : str
        sizes : array of float
            Seconds on one server.
        n_servers : float
        speedup : Speedup
        objective : str
        arrivals : array of float, optional
            Seconds (default all 0).
        weights : array of float, optional
            Required for ``weighted_flow_time``.
        source : str
        """
        size_l = [float(v) for v in sizes]
        arr = [0.0] * len(size_l) if arrivals is None else [float(v) for v in arrivals]
        w: list[float | None] = [None] * len(size_l) if weights is None else \
            [float(v) for v in weights]
        d = {"family": "hesrpt", "version": VERSION, "name": name, "n_servers": n_servers,
             "speedup": speedup.to_dict(), "objective": objective, "source": source,
             "jobs": [{"size_s": s, "arrival_s": r, **({} if wi is None else {"weight": wi})}
                      for s, r, wi in zip(size_l, arr, w)]}
        return cls.from_dict(d)


def _speedup(sp_d: object) -> Speedup:
    if not isinstance(sp_d, Mapping):
        raise InstanceError("speedup", f"must be an object like {{\"kind\": \"power\", "
                            f"\"p\": 0.5}}, got {sp_d!r}")
    kind = sp_d.get("kind")
    if kind == "power":
        V.known_keys(sp_d, ("kind", "p"), "speedup")
        p = V.number(V.required(sp_d, "p", "speedup"), "speedup.p")
        if not 0 < p <= 1:
            raise InstanceError("speedup.p", f"must be in (0, 1], got {p!r}")
        return Power(p)
    if kind == "amdahl":
        V.known_keys(sp_d, ("kind", "f"), "speedup")
        f = V.number(V.required(sp_d, "f", "speedup"), "speedup.f")
        if not 0 < f <= 1:
            raise InstanceError("speedup.f", f"must be in (0, 1], got {f!r}")
        return Amdahl(f)
    raise InstanceError("speedup.kind", f"must be 'power' or 'amdahl', got {kind!r}")


__all__ = ["MAX_MAGNITUDE", "MIN_MAGNITUDE", "OBJECTIVES", "VERSION", "HesrptInstance",
           "JOB_KEYS", "Job"]
