"""Pipeline-parallel training jobs and GPU clusters (A-SRPT paper, Section III).

A :class:`Job` is a list of :class:`Stage` objects (one per pipeline stage ``s``) with

* ``replicas``  -- k_{i,s}, data-parallel replicas of the stage (= GPUs it needs);
* ``fwd_ms`` / ``bwd_ms`` -- p^f_{i,s} / p^b_{i,s}, forward / backward time of one
  replica's share of a mini-batch, in milliseconds (eq. (4));
* ``in_mb`` / ``out_mb`` -- d^in_{i,s} / d^out_{i,s}, activations received / sent per
  iteration *per replica*, in megabytes (10^6 bytes; eq. (5));
* ``params_mb`` -- h_{i,s}, size of the stage's trainable parameters (its gradient
  AllReduce payload), in megabytes (eq. (6)).

Job-level fields: ``allreduce`` (``"ring"`` or ``"tree"``, only changes the job graph of
Section IV-B, not eq. (6)) and ``iterations`` (n_i).

The paper's per-replica-pair volume ``2 d^out_{s-1} / k_s = 2 d^in_s / k_{s-1}``
(Section III-B; it calls it a "time" but it is a data size) is the identity
``k_{s-1} d^out_{s-1} = k_s d^in_s``: the activations crossing a stage boundary per
iteration are the same whichever side counts them. :meth:`Job.from_dict` checks it
(relative tolerance 1e-6). The first stage reads its input locally and the last stage
emits only a scalar loss, so ``stages[0].in_mb`` and ``stages[-1].out_mb`` must be 0:
no term of eq. (5) would use them and a non-zero value would be silently ignored.

A :class:`Cluster` has ``servers`` (M), ``gpus_per_server`` (g), ``inter_gbps``
(B_inter, the NIC bandwidth of a server) and ``intra_gbps`` (B_intra, GPU-to-GPU inside
a server), both in gigabits per second.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass

from optsched.core.errors import InstanceError

ALLREDUCE_KINDS = ("ring", "tree")
#: accepted magnitudes of every number in an instance: values outside would overflow or
#: underflow the models (1e300 ms, 1e-300 Gbit/s); 0 stays allowed where it is meaningful
MAX_MAGNITUDE = 1e12
MIN_MAGNITUDE = 1e-12
#: relative tolerance of the data-conservation identity k_{s-1} d^out_{s-1} = k_s d^in_s
CONSERVATION_RTOL = 1e-6


def _num(d: Mapping[str, object], key: str, path: str, *, positive: bool = False,
         integer: bool = False, default: float | None = None) -> float:
    if key not in d:
        if default is not None:
            return default
        raise InstanceError(f"{path}.{key}", "missing field")
    v = d[key]
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise InstanceError(f"{path}.{key}", f"must be a number, got {v!r}")
    if integer and (not isinstance(v, int) and not float(v).is_integer()):
        raise InstanceError(f"{path}.{key}", f"must be an integer, got {v!r}")
    if not math.isfinite(float(v)):
        raise InstanceError(f"{path}.{key}", f"must be finite, got {v!r}")
    check_magnitude(float(v), f"{path}.{key}")
    if positive and v <= 0:
        raise InstanceError(f"{path}.{key}", f"must be > 0, got {v!r}")
    if not positive and v < 0:
        raise InstanceError(f"{path}.{key}", f"must be >= 0, got {v!r}")
    return int(v) if integer else float(v)


def check_magnitude(v: float, path: str) -> None:
    """Refuse ``|v| > MAX_MAGNITUDE`` and ``0 < |v| < MIN_MAGNITUDE`` (InstanceError)."""
    if abs(v) > MAX_MAGNITUDE or 0.0 < abs(v) < MIN_MAGNITUDE:
        raise InstanceError(path, f"must be 0 or of magnitude in [{MIN_MAGNITUDE:g}, "
                            f"{MAX_MAGNITUDE:g}], got {v!r}")


def _check_keys(d: object, allowed: set[str], path: str) -> None:
    if not isinstance(d, Mapping):
        raise InstanceError(path, f"expected an object, got {type(d).__name__}")
    unknown = sorted(set(d) - allowed)
    if unknown:
        raise InstanceError(f"{path}.{unknown[0]}",
                            f"unknown field (known: {', '.join(sorted(allowed))})")


@dataclass(frozen=True)
class Stage:
    """One pipeline stage; times in ms, data sizes in MB per iteration per replica."""

    replicas: int
    fwd_ms: float
    bwd_ms: float
    in_mb: float
    out_mb: float
    params_mb: float

    FIELDS = ("replicas", "fwd_ms", "bwd_ms", "in_mb", "out_mb", "params_mb")

    @classmethod
    def from_dict(cls, d: Mapping[str, object], path: str = "stage") -> Stage:
        """Read one stage object; errors name ``path.field`` (e.g.
        ``job.stages[1].fwd_ms: must be finite, got nan``)."""
        _check_keys(d, set(cls.FIELDS), path)
        return cls(
            replicas=int(_num(d, "replicas", path, positive=True, integer=True)),
            fwd_ms=_num(d, "fwd_ms", path),
            bwd_ms=_num(d, "bwd_ms", path),
            in_mb=_num(d, "in_mb", path),
            out_mb=_num(d, "out_mb", path),
            params_mb=_num(d, "params_mb", path),
        )

    def to_dict(self) -> dict[str, object]:
        """The stage's JSON object (:attr:`FIELDS`)."""
        return {k: getattr(self, k) for k in self.FIELDS}


@dataclass(frozen=True)
class Job:
    """A pipeline-parallel DDL job (Section III-A): stages, AllReduce kind, iterations."""

    stages: tuple[Stage, ...]
    allreduce: str = "ring"
    iterations: int = 1
    name: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "stages", tuple(self.stages))
        self.validate()

    # ------------------------------------------------------------------ derived data
    @property
    def num_stages(self) -> int:
        """S_i, the number of pipeline stages."""
        return len(self.stages)

    @property
    def replicas(self) -> tuple[int, ...]:
        """k_{i,s} of every stage."""
        return tuple(st.replicas for st in self.stages)

    @property
    def gpus(self) -> int:
        """g_i = sum_s k_{i,s}, the GPUs the job needs."""
        return sum(self.replicas)

    def validate(self, path: str = "job") -> None:
        """Check the job (stages present, AllReduce kind, iterations, first/last stage
        boundary data 0, data conservation across stage boundaries); InstanceError naming
        ``path.field``."""
        if not self.stages:
            raise InstanceError(f"{path}.stages", "must list at least one stage")
        if self.allreduce not in ALLREDUCE_KINDS:
            raise InstanceError(f"{path}.allreduce",
                                f"must be one of {', '.join(ALLREDUCE_KINDS)}, "
                                f"got {self.allreduce!r}")
        if isinstance(self.iterations, bool) or not isinstance(self.iterations, int) \
                or self.iterations < 1:
            raise InstanceError(f"{path}.iterations",
                                f"must be an integer >= 1, got {self.iterations!r}")
        S = len(self.stages)
        if self.stages[0].in_mb != 0:
            raise InstanceError(f"{path}.stages[0].in_mb",
                                f"must be 0 (the first stage reads its input locally; "
                                f"eq. (5) has no upstream term), got {self.stages[0].in_mb}")
        if self.stages[-1].out_mb != 0:
            raise InstanceError(f"{path}.stages[{S - 1}].out_mb",
                                f"must be 0 (the last stage has no downstream stage), "
                                f"got {self.stages[-1].out_mb}")
        for s in range(1, S):
            a, b = self.stages[s - 1], self.stages[s]
            left, right = a.replicas * a.out_mb, b.replicas * b.in_mb
            if abs(left - right) > CONSERVATION_RTOL * max(abs(left), abs(right), 1e-12):
                raise InstanceError(
                    f"{path}.stages[{s}].in_mb",
                    f"k_{{s-1}}*out_mb[{s - 1}] = {left:g} MB must equal "
                    f"k_s*in_mb[{s}] = {right:g} MB (the activations crossing the "
                    f"stage boundary), got in_mb={b.in_mb:g}")

    # ------------------------------------------------------------------ I/O
    @classmethod
    def from_dict(cls, d: Mapping[str, object], path: str = "job") -> Job:
        """Read a job object (``stages``, ``allreduce``, ``iterations``, ``name``)."""
        _check_keys(d, {"stages", "allreduce", "iterations", "name"}, path)
        stages_raw = d.get("stages")
        if not isinstance(stages_raw, list):
            raise InstanceError(f"{path}.stages", f"must be a list, got {stages_raw!r}")
        stages = tuple(Stage.from_dict(st, f"{path}.stages[{i}]")
                       for i, st in enumerate(stages_raw))
        allreduce = d.get("allreduce", "ring")
        iterations = _num(d, "iterations", path, positive=True, integer=True, default=1)
        name = d.get("name", "")
        if not isinstance(name, str):
            raise InstanceError(f"{path}.name", f"must be a string, got {name!r}")
        job = cls.__new__(cls)
        object.__setattr__(job, "stages", stages)
        object.__setattr__(job, "allreduce", allreduce)
        object.__setattr__(job, "iterations", iterations)
        object.__setattr__(job, "name", name)
        job.validate(path)
        return job

    def to_dict(self) -> dict[str, object]:
        """The job's JSON object (``from_dict(to_dict())`` round-trips)."""
        out: dict[str, object] = {}
        if self.name:
            out["name"] = self.name
        out.update(allreduce=self.allreduce, iterations=self.iterations,
                   stages=[st.to_dict() for st in self.stages])
        return out


@dataclass(frozen=True)
class Cluster:
    """Homogeneous GPU cluster: M servers with g GPUs; bandwidths in Gbit/s."""

    servers: int
    gpus_per_server: int
    inter_gbps: float
    intra_gbps: float

    def __post_init__(self) -> None:
        for key in ("servers", "gpus_per_server"):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise InstanceError(f"cluster.{key}", f"must be an integer >= 1, got {v!r}")
        for key in ("inter_gbps", "intra_gbps"):
            v = getattr(self, key)
            if isinstance(v, bool) or not isinstance(v, (int, float)) \
                    or not math.isfinite(v) or v <= 0:
                raise InstanceError(f"cluster.{key}", f"must be > 0, got {v!r}")
            check_magnitude(float(v), f"cluster.{key}")

    @classmethod
    def from_dict(cls, d: Mapping[str, object], path: str = "cluster") -> Cluster:
        """Read a cluster object (``servers``, ``gpus_per_server``, ``inter_gbps``,
        ``intra_gbps``)."""
        _check_keys(d, {"servers", "gpus_per_server", "inter_gbps", "intra_gbps"}, path)
        return cls(
            servers=int(_num(d, "servers", path, positive=True, integer=True)),
            gpus_per_server=int(_num(d, "gpus_per_server", path, positive=True,
                                     integer=True)),
            inter_gbps=_num(d, "inter_gbps", path, positive=True),
            intra_gbps=_num(d, "intra_gbps", path, positive=True),
        )

    def to_dict(self) -> dict[str, object]:
        """The cluster's JSON object."""
        return {"servers": self.servers, "gpus_per_server": self.gpus_per_server,
                "inter_gbps": self.inter_gbps, "intra_gbps": self.intra_gbps}


def check_free_gpus(free_gpus: object, cluster: Cluster | None = None,
                    job: Job | None = None, path: str = "free_gpus") -> tuple[int, ...]:
    """Validate a free-GPU list (one entry per candidate server, caller's order).

    Parameters
    ----------
    free_gpus : sequence of int
        Free GPUs per server; integers >= 0 (``3.0`` accepted, NaN/bools/strings not).
    cluster : Cluster, optional
        When given: each entry ``<= g`` and at most ``M`` servers.
    job : Job, optional
        When given: the total must cover ``g_i``.
    path : str
        Field name used in errors.

    Returns
    -------
    tuple of int

    Raises
    ------
    InstanceError
        Naming the entry, e.g. ``free_gpus[2]: must be an integer >= 0, got 1.5``.
    """
    if isinstance(free_gpus, (str, bytes)) or not hasattr(free_gpus, "__iter__"):
        raise InstanceError(path, f"must be a list of integers, got {free_gpus!r}")
    out = []
    for i, v in enumerate(list(free_gpus)):
        if hasattr(v, "item"):
            v = v.item()
        if isinstance(v, bool) or not isinstance(v, (int, float)) or v < 0 \
                or not float(v).is_integer():
            raise InstanceError(f"{path}[{i}]", f"must be an integer >= 0, got {v!r}")
        if cluster is not None and v > cluster.gpus_per_server:
            raise InstanceError(f"{path}[{i}]", f"must be <= cluster.gpus_per_server = "
                                f"{cluster.gpus_per_server}, got {int(v)}")
        out.append(int(v))
    if not out:
        raise InstanceError(path, "must list at least one server")
    if cluster is not None and len(out) > cluster.servers:
        raise InstanceError(path, f"lists {len(out)} servers but cluster.servers = "
                            f"{cluster.servers}")
    if job is not None and sum(out) < job.gpus:
        raise InstanceError(path, f"total {sum(out)} free GPUs < the {job.gpus} the job "
                            "needs")
    return tuple(out)
