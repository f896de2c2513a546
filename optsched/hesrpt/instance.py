"""A set of parallelizable jobs sharing N servers (the heSRPT model, paper Section 1).

File format (JSON)::

    {"family": "hesrpt", "version": 1, "name": "two-jobs",
     "n_servers": 10,                                 # N (servers, may be fractional)
     "speedup": {"kind": "power", "p": 0.5},          # or {"kind": "amdahl", "f": 0.9}
     "objective": "mean_slowdown",                    # | mean_flow_time | weighted_flow_time
     "jobs": [{"size": 1.0, "release": 0.0, "weight": 1.0}, ...],
     "source": "free text"}

``size`` is in work units (time on one server), ``release`` in time units (default 0: the
offline problem of the paper), ``weight`` is required only for ``weighted_flow_time``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from optsched.core import InstanceError
from optsched.core import validate as V

from .speedup import Amdahl, Power, Speedup

VERSION = 1
OBJECTIVES = ("mean_slowdown", "mean_flow_time", "weighted_flow_time")


@dataclass(frozen=True)
class Job:
    size: float
    release: float = 0.0
    weight: float | None = None


@dataclass(frozen=True)
class HesrptInstance:
    """Frozen instance; arrays are available as :attr:`sizes`, :attr:`releases`."""

    name: str
    n_servers: float
    speedup: Speedup
    objective: str
    jobs: tuple[Job, ...]
    source: str = ""
    family: str = field(default="hesrpt", init=False)

    @property
    def sizes(self) -> np.ndarray:
        return np.array([j.size for j in self.jobs], dtype=float)

    @property
    def releases(self) -> np.ndarray:
        return np.array([j.release for j in self.jobs], dtype=float)

    @property
    def offline(self) -> bool:
        """All jobs present at time 0 (the setting of Theorems 1-6)."""
        return all(j.release == 0.0 for j in self.jobs)

    def weights_spec(self) -> Any:
        """Weights for :mod:`closed_form` / :mod:`simulate` (None, "slowdown" or array)."""
        if self.objective == "mean_slowdown":
            return "slowdown"
        if self.objective == "mean_flow_time":
            return None
        return np.array([j.weight for j in self.jobs], dtype=float)

    def weights(self) -> np.ndarray:
        """The objective's per-job weights ``w_i`` (slowdown: ``s(N)/x_i``)."""
        if self.objective == "mean_slowdown":
            return float(self.speedup(self.n_servers)) / self.sizes
        if self.objective == "mean_flow_time":
            return np.ones(len(self.jobs))
        return np.array([j.weight for j in self.jobs], dtype=float)

    def objective_scale(self) -> float:
        """Objective = scale x sum_i w_i F_i (1/M for the two means, 1 for weighted)."""
        return 1.0 if self.objective == "weighted_flow_time" else 1.0 / len(self.jobs)

    def to_dict(self) -> dict[str, Any]:
        jobs = []
        for j in self.jobs:
            d: dict[str, Any] = {"size": j.size, "release": j.release}
            if j.weight is not None:
                d["weight"] = j.weight
            jobs.append(d)
        return {"family": "hesrpt", "version": VERSION, "name": self.name,
                "n_servers": self.n_servers, "speedup": self.speedup.to_dict(),
                "objective": self.objective, "jobs": jobs, "source": self.source}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> HesrptInstance:
        V.mapping(data, "instance")
        fam = data.get("family")
        if fam != "hesrpt":
            raise InstanceError("family", f"must be 'hesrpt', got {fam!r}")
        ver = data.get("version", VERSION)
        if ver != VERSION:
            raise InstanceError("version", f"unsupported version {ver!r} (supported: {VERSION})")
        V.known_keys(data, ("family", "version", "name", "n_servers", "speedup", "objective",
                            "jobs", "source"))
        name = data.get("name", "")
        if not isinstance(name, str):
            raise InstanceError("name", f"must be a string, got {name!r}")
        n = V.number(V.required(data, "n_servers", ""), "n_servers", positive=True)
        sp_d = data.get("speedup")
        if not isinstance(sp_d, Mapping):
            raise InstanceError("speedup", f"must be an object like {{\"kind\": \"power\", "
                                f"\"p\": 0.5}}, got {sp_d!r}")
        kind = sp_d.get("kind")
        if kind == "power":
            V.known_keys(sp_d, ("kind", "p"), "speedup")
            p = V.number(V.required(sp_d, "p", "speedup"), "speedup.p")
            if not 0 < p <= 1:
                raise InstanceError("speedup.p", f"must be in (0, 1], got {p!r}")
            sp: Speedup = Power(p)
        elif kind == "amdahl":
            V.known_keys(sp_d, ("kind", "f"), "speedup")
            f = V.number(V.required(sp_d, "f", "speedup"), "speedup.f")
            if not 0 < f <= 1:
                raise InstanceError("speedup.f", f"must be in (0, 1], got {f!r}")
            sp = Amdahl(f)
        else:
            raise InstanceError("speedup.kind", f"must be 'power' or 'amdahl', got {kind!r}")
        obj = data.get("objective", "mean_slowdown")
        if obj not in OBJECTIVES:
            raise InstanceError("objective", f"must be one of {', '.join(OBJECTIVES)}, "
                                f"got {obj!r}")
        jobs = []
        for i, jd in enumerate(V.nonempty_list(data, "jobs")):
            path = f"jobs[{i}]"
            V.mapping(jd, path)
            V.known_keys(jd, ("size", "release", "weight"), path)
            size = V.number(V.required(jd, "size", path), f"{path}.size", positive=True)
            rel = V.number(jd.get("release", 0.0), f"{path}.release", nonneg=True)
            w = None
            if "weight" in jd:
                w = V.number(jd["weight"], f"{path}.weight", positive=True)
            elif obj == "weighted_flow_time":
                raise InstanceError(f"{path}.weight", "missing (required by objective "
                                    "weighted_flow_time)")
            jobs.append(Job(size, rel, w))
        source = data.get("source", "")
        if not isinstance(source, str):
            raise InstanceError("source", f"must be a string, got {source!r}")
        return cls(name=name, n_servers=n, speedup=sp, objective=obj, jobs=tuple(jobs),
                   source=source)

    @classmethod
    def from_arrays(cls, name: str, sizes: Any, n_servers: float, speedup: Speedup,
                    objective: str = "mean_slowdown", releases: Any = None,
                    weights: Any = None, source: str = "") -> HesrptInstance:
        sizes = [float(v) for v in sizes]
        rel = [0.0] * len(sizes) if releases is None else [float(v) for v in releases]
        w = [None] * len(sizes) if weights is None else [float(v) for v in weights]
        d = {"family": "hesrpt", "version": VERSION, "name": name, "n_servers": n_servers,
             "speedup": speedup.to_dict(), "objective": objective, "source": source,
             "jobs": [{"size": s, "release": r, **({} if wi is None else {"weight": wi})}
                      for s, r, wi in zip(sizes, rel, w)]}
        return cls.from_dict(d)
