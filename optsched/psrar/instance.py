"""psrar instances: distributed-ML training jobs with parameter servers (PS) or
ring-allreduce (RAR) on a cluster of multi-resource servers (psrar paper, Sections 3, 6.1).

Notation (paper, Table 1) and the JSON fields carrying it:

* servers ``h``: capacity ``C_h^r`` per resource ``r`` (``servers[h].capacity``);
* worker types ``m``: demand ``e_m^r`` (``worker_types[m].demand``), bandwidth
  ``b_m = e_m^{bandwidth}`` (the demand on resource ``bandwidth_gbps``, in Gbps);
* PS types ``p``: demand ``z_p^r`` (``ps_types[p].demand``), bandwidth
  ``B_p = z_p^{bandwidth}`` (Gbps);
* jobs ``j``: architecture ``ps`` or ``rar``, arrival slot ``a_j``, weight ``w_j``,
  epochs ``E_j``, data chunks ``D_j``, mini-batches per chunk ``K_j``, mini-batch time
  ``v_jm`` per worker type (slots), PS update time ``U_j^p`` per PS type (ms, PS jobs) or
  ring reduction time ``U_j`` (ms, RAR jobs), gradient size ``pi_j`` (MB);
* ``horizon_slots`` ``T`` (arrivals are in ``[0, T)``) and ``slot_seconds`` (the
  paper's slot is one hour);
* ``tau_slots`` ``tau`` for the max-weight problem (7)/(16) (default ``T``);
* ``max_completion_slot`` (optional): a hard limit on every completion for ``psrar``.

Time convention (documented in ``models/psrar-timeindexed.md``): slots are numbered
``0 .. T-1`` and slot ``t`` is the interval ``[t, t+1)``; a job started at slot ``t`` with
duration ``d_j`` occupies slots ``t .. t+d_j-1`` and completes at ``c_j = t + d_j``
(the paper's ``c_j = sum_t x_jt (t + d_j)``). For the max-weight problem ``c_j <= tau``
(7b). For ``psrar`` the paper's problem (2) states no completion limit (capacity (2h) is
written for ``t in [T]`` only, which we read as "every slot"): ``T`` bounds the arrivals and
completions are unbounded unless ``max_completion_slot`` is given (the literal
``c_j <= T`` is ``max_completion_slot = T``). The paper numbers slots ``1..T``; shifting
by one changes nothing.

Processing capacity (mini-batches per slot per worker):

* PS, eq. (1): ``rho = 1 / (v_jm + U_j^p)`` if all workers and PSs share one server
  (``q_j = 1``), else ``1 / (v_jm + U_j^p + 2 pi_j / b_m)``;
* RAR, eq. (14): with ``Phi`` workers, ``rho = 1 / (v_jm + U_j (Phi-1)/Phi)`` if
  ``q_j = 1``, else ``1 / (v_jm + U_j (Phi-1)/Phi + 2 pi_j (Phi-1) / (Phi b_m))``.

``U`` (ms) and ``2 pi / b`` (MB over Gbps: ``8 pi / (1000 b)`` seconds) are converted to
slots with ``slot_seconds``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from optsched.core import validate as V
from optsched.core.errors import InstanceError

FAMILY = "psrar"
FAMILY_MAXWEIGHT = "psrar-maxweight"
FAMILIES = (FAMILY, FAMILY_MAXWEIGHT)
VERSION = 1
ARCHS = ("ps", "rar")
BANDWIDTH = "bandwidth_gbps"
DEFAULT_RESOURCES = ("gpu", "vcpu", "memory_gb", BANDWIDTH)

#: relative tolerance of the throughput test (2f) and of capacity sums (2h)/(2i)
REL_TOL = 1e-9

_TOP_KEYS = {"family", "version", "name", "description", "source", "resources",
             "horizon_slots", "tau_slots", "max_completion_slot", "slot_seconds", "servers",
             "worker_types",
             "ps_types", "jobs"}
_SERVER_KEYS = {"name", "capacity"}
_TYPE_KEYS = {"name", "demand"}
_JOB_KEYS = {"name", "arch", "arrival_slot", "weight", "epochs", "chunks", "minibatches",
             "minibatch_time_slots", "update_time_ms", "reduce_time_ms", "gradient_mb"}


# ----------------------------------------------------------------------------- eq. (1)/(14)


def rho_ps(v_slots: float, update_slots: float, comm_slots: float, colocated: bool) -> float:
    """Processing capacity of one worker of a PS job, eq. (1) (mini-batches per slot).

    Parameters
    ----------
    v_slots : float
        ``v_jm``, time of one mini-batch on the worker type (slots).
    update_slots : float
        ``U_j^p``, PS update time per iteration (slots).
    comm_slots : float
        ``2 pi_j / b_m``, gradient push + parameter pull time (slots).
    colocated : bool
        ``q_j``: all workers and PSs on one server (no inter-server traffic).
    """
    t = v_slots + update_slots + (0.0 if colocated else comm_slots)
    return 1.0 / t


def rho_rar(v_slots: float, reduce_slots: float, comm_slots: float, n_workers: int,
            colocated: bool) -> float:
    """Processing capacity of one worker of a ring-allreduce job, eq. (14).

    Parameters
    ----------
    v_slots : float
        ``v_jm`` (slots).
    reduce_slots : float
        ``U_j``, time to reduce gradients of size ``pi_j`` on a worker (slots).
    comm_slots : float
        ``2 pi_j / b_m`` (slots); eq. (14) scales it by ``(Phi-1)/Phi``.
    n_workers : int
        ``Phi``, the job's total number of workers (>= 1).
    colocated : bool
        ``q_j``: all workers on one server.
    """
    if n_workers < 1:
        raise ValueError("n_workers must be >= 1")
    share = (n_workers - 1) / n_workers
    t = v_slots + reduce_slots * share + (0.0 if colocated else comm_slots * share)
    return 1.0 / t


def ms_to_slots(ms: float, slot_seconds: float) -> float:
    """Milliseconds to slots."""
    return ms / 1000.0 / slot_seconds


def transfer_slots(gradient_mb: float, bandwidth_gbps: float, slot_seconds: float) -> float:
    """``2 pi_j / b_m`` in slots: push gradients and pull parameters (MB over Gbps)."""
    return 2.0 * gradient_mb * 8.0 / (bandwidth_gbps * 1000.0) / slot_seconds


def ceil_rel(x: float) -> int:
    """``ceil(x)`` forgiving a relative rounding error of ``REL_TOL`` (3.0000000001 -> 3)."""
    return max(0, math.ceil(x - REL_TOL * max(1.0, abs(x))))


# ----------------------------------------------------------------------------- dataclasses


@dataclass(frozen=True)
class Server:
    """A physical server: capacity ``C_h^r`` per resource (instance resource order)."""

    name: str
    capacity: tuple[float, ...]


@dataclass(frozen=True)
class WorkerType:
    """A worker type ``m``: demand ``e_m^r`` per resource; ``bandwidth_gbps`` is ``b_m``."""

    name: str
    demand: tuple[float, ...]
    bandwidth_gbps: float


@dataclass(frozen=True)
class PsType:
    """A parameter-server type ``p``: demand ``z_p^r``; ``bandwidth_gbps`` is ``B_p``."""

    name: str
    demand: tuple[float, ...]
    bandwidth_gbps: float


@dataclass(frozen=True)
class Job:
    """One training job (Table 1). ``update_time_ms`` has one entry per PS type for PS
    jobs (``U_j^p``) and is empty for RAR jobs, which use ``reduce_time_ms`` (``U_j``)."""

    name: str
    arch: str
    arrival_slot: int
    weight: float
    epochs: int
    chunks: int
    minibatches: int
    minibatch_time_slots: tuple[float, ...]
    gradient_mb: float
    update_time_ms: tuple[float, ...] = ()
    reduce_time_ms: float = 0.0

    @property
    def is_ps(self) -> bool:
        return self.arch == "ps"

    @property
    def total_minibatches(self) -> int:
        """``E_j D_j K_j``: mini-batches to train, the right-hand side of (2f)."""
        return self.epochs * self.chunks * self.minibatches


@dataclass(frozen=True)
class PsrarInstance:
    """A psrar instance; ``family`` is ``psrar`` (min sum w_j c_j, eq. (2)/(15)) or
    ``psrar-maxweight`` (max weight finished by ``tau``, eq. (7)/(16))."""

    name: str
    resources: tuple[str, ...]
    servers: tuple[Server, ...]
    worker_types: tuple[WorkerType, ...]
    ps_types: tuple[PsType, ...]
    jobs: tuple[Job, ...]
    horizon_slots: int
    slot_seconds: float = 3600.0
    tau_slots: int | None = None
    max_completion_slot: int | None = None
    description: str = ""
    source: str = ""
    family: str = FAMILY

    # ------------------------------------------------------------------ sizes
    @property
    def n(self) -> int:
        """Number of jobs (the benchmark tables' size column)."""
        return len(self.jobs)

    @property
    def tau(self) -> int:
        """``tau``: deadline of the max-weight problem (7); ``T`` if not given."""
        return self.horizon_slots if self.tau_slots is None else self.tau_slots

    @property
    def deadline(self) -> int | None:
        """Latest completion slot: ``tau`` for ``psrar-maxweight``,
        ``max_completion_slot`` (None: unbounded) for ``psrar``."""
        return self.tau if self.family == FAMILY_MAXWEIGHT else self.max_completion_slot

    def as_family(self, family: str, tau_slots: int | None = None) -> PsrarInstance:
        """The same data under the other objective (``psrar`` or ``psrar-maxweight``)."""
        if family not in FAMILIES:
            raise InstanceError("family", f"must be one of {FAMILIES}, got {family!r}")
        tau = self.tau_slots if tau_slots is None else tau_slots
        if tau is not None and not 1 <= tau <= self.horizon_slots:
            raise InstanceError("tau_slots", f"must be in [1, horizon_slots="
                                f"{self.horizon_slots}], got {tau}")
        return replace(self, family=family, tau_slots=tau)

    # ------------------------------------------------------------------ timing model
    def update_slots(self, j: int, p: int | None) -> float:
        """``U_j^p`` (PS job, ``p`` given) or ``U_j`` (RAR job) in slots."""
        job = self.jobs[j]
        ms = job.update_time_ms[p] if job.is_ps and p is not None else job.reduce_time_ms
        return ms_to_slots(ms, self.slot_seconds)

    def comm_slots(self, j: int, m: int) -> float:
        """``2 pi_j / b_m`` in slots."""
        return transfer_slots(self.jobs[j].gradient_mb, self.worker_types[m].bandwidth_gbps,
                              self.slot_seconds)

    def rho(self, j: int, m: int, p: int | None, n_workers: int, colocated: bool) -> float:
        """Per-worker processing capacity ``rho`` of job ``j`` with worker type ``m``,
        PS type ``p`` (PS jobs) and ``n_workers`` workers: eq. (1) or eq. (14)."""
        job = self.jobs[j]
        v = job.minibatch_time_slots[m]
        if job.is_ps:
            if p is None:
                raise ValueError(f"job {job.name!r} is a PS job: a PS type is needed")
            return rho_ps(v, self.update_slots(j, p), self.comm_slots(j, m), colocated)
        return rho_rar(v, self.update_slots(j, None), self.comm_slots(j, m), n_workers,
                       colocated)

    def min_duration(self, j: int, m: int, p: int | None, n_workers: int,
                     colocated: bool) -> int:
        """Least integer ``d_j`` with ``d_j * n * rho >= E_j D_j K_j`` (constraint (2f))."""
        rate = n_workers * self.rho(j, m, p, n_workers, colocated)
        return max(1, ceil_rel(self.jobs[j].total_minibatches / rate))

    def bandwidth_index(self) -> int:
        return self.resources.index(BANDWIDTH)

    # ------------------------------------------------------------------ I/O
    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"family": self.family, "version": VERSION, "name": self.name}
        if self.description:
            d["description"] = self.description
        if self.source:
            d["source"] = self.source
        d["resources"] = list(self.resources)
        d["horizon_slots"] = self.horizon_slots
        if self.tau_slots is not None:
            d["tau_slots"] = self.tau_slots
        if self.max_completion_slot is not None:
            d["max_completion_slot"] = self.max_completion_slot
        d["slot_seconds"] = self.slot_seconds
        res = self.resources
        d["servers"] = [{"name": s.name, "capacity": dict(zip(res, s.capacity))}
                        for s in self.servers]
        d["worker_types"] = [{"name": w.name, "demand": dict(zip(res, w.demand))}
                             for w in self.worker_types]
        d["ps_types"] = [{"name": p.name, "demand": dict(zip(res, p.demand))}
                         for p in self.ps_types]
        jobs = []
        for job in self.jobs:
            e: dict[str, Any] = {
                "name": job.name, "arch": job.arch, "arrival_slot": job.arrival_slot,
                "weight": job.weight, "epochs": job.epochs, "chunks": job.chunks,
                "minibatches": job.minibatches,
                "minibatch_time_slots": list(job.minibatch_time_slots),
                "gradient_mb": job.gradient_mb}
            if job.is_ps:
                e["update_time_ms"] = list(job.update_time_ms)
            else:
                e["reduce_time_ms"] = job.reduce_time_ms
            jobs.append(e)
        d["jobs"] = jobs
        return d

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> PsrarInstance:
        """Validate and build; errors name the field (``jobs[3].weight: must be > 0``)."""
        if not isinstance(data, Mapping):
            raise InstanceError("instance", f"expected a JSON object, got "
                                f"{type(data).__name__}")
        V.known_keys(data, _TOP_KEYS, "")
        fam = data.get("family", FAMILY)
        if fam not in FAMILIES:
            raise InstanceError("family", f"must be one of {', '.join(FAMILIES)}, got {fam!r}")
        ver = data.get("version", VERSION)
        if ver != VERSION or isinstance(ver, bool):
            raise InstanceError("version", f"unsupported version {ver!r} (expected {VERSION})")
        name = data.get("name", "")
        for key in ("name", "description", "source"):
            if not isinstance(data.get(key, ""), str):
                raise InstanceError(key, f"must be a string, got {data.get(key)!r}")
        resources = _load_resources(data.get("resources", list(DEFAULT_RESOURCES)))
        horizon = V.integer(V.required(data, "horizon_slots", ""), "horizon_slots", 1)
        tau = data.get("tau_slots")
        if tau is not None:
            tau = V.integer(tau, "tau_slots", 1)
            if tau > horizon:
                raise InstanceError("tau_slots", f"must be <= horizon_slots={horizon}, "
                                    f"got {tau}")
        mcs = data.get("max_completion_slot")
        if mcs is not None:
            mcs = V.integer(mcs, "max_completion_slot", 1)
        slot_s = V.number(data.get("slot_seconds", 3600.0), "slot_seconds", positive=True)
        servers = tuple(
            Server(nm, cap) for nm, cap in _load_vectors(data, "servers", "capacity",
                                                         resources))
        wts = tuple(WorkerType(nm, dem, dem[resources.index(BANDWIDTH)])
                    for nm, dem in _load_vectors(data, "worker_types", "demand", resources))
        for m, w in enumerate(wts):
            if w.bandwidth_gbps <= 0:
                raise InstanceError(f"worker_types[{m}].demand.{BANDWIDTH}",
                                    f"must be > 0 (it is b_m), got {w.bandwidth_gbps!r}")
        raw_ps = data.get("ps_types", [])
        if not isinstance(raw_ps, list):
            raise InstanceError("ps_types", f"must be a list, got {type(raw_ps).__name__}")
        pts = tuple(PsType(nm, dem, dem[resources.index(BANDWIDTH)])
                    for nm, dem in (_load_vectors(data, "ps_types", "demand", resources)
                                    if raw_ps else []))
        for p, t in enumerate(pts):
            if t.bandwidth_gbps <= 0:
                raise InstanceError(f"ps_types[{p}].demand.{BANDWIDTH}",
                                    f"must be > 0 (it is B_p), got {t.bandwidth_gbps!r}")
        jobs = _load_jobs(data, len(wts), len(pts), horizon)
        return cls(name=name, resources=resources, servers=servers, worker_types=wts,
                   ps_types=pts, jobs=jobs, horizon_slots=horizon, slot_seconds=slot_s,
                   tau_slots=tau, max_completion_slot=mcs,
                   description=data.get("description", ""),
                   source=data.get("source", ""), family=fam)


# ----------------------------------------------------------------------------- validation


def _load_resources(raw: Any) -> tuple[str, ...]:
    if not isinstance(raw, list) or not raw:
        raise InstanceError("resources", "must be a non-empty list of resource names")
    out = []
    for r, x in enumerate(raw):
        out.append(V.nonempty_str(x, f"resources[{r}]"))
    if len(set(out)) != len(out):
        raise InstanceError("resources", f"duplicate resource names in {out}")
    if BANDWIDTH not in out:
        raise InstanceError("resources", f"must include {BANDWIDTH!r} (b_m and B_p are the "
                            f"demands on it, Section 3.1), got {out}")
    return tuple(out)


def _load_vectors(data: Mapping[str, Any], key: str, vec_key: str,
                  resources: Sequence[str]) -> list[tuple[str, tuple[float, ...]]]:
    raw = V.nonempty_list(data, key)
    out: list[tuple[str, tuple[float, ...]]] = []
    seen: dict[str, int] = {}
    for i, e in enumerate(raw):
        p = f"{key}[{i}]"
        if not isinstance(e, Mapping):
            raise InstanceError(p, f"must be an object, got {e!r}")
        V.known_keys(e, _SERVER_KEYS if key == "servers" else _TYPE_KEYS, p)
        name = V.nonempty_str(e.get("name", f"{key[:-1]}{i}"), f"{p}.name")
        if name in seen:
            raise InstanceError(f"{p}.name", f"duplicate name {name!r} (also {key}"
                                f"[{seen[name]}])")
        seen[name] = i
        vec = V.mapping(V.required(e, vec_key, p), f"{p}.{vec_key}")
        V.known_keys(vec, resources, f"{p}.{vec_key}")
        values = []
        for r in resources:
            if r not in vec:
                raise InstanceError(f"{p}.{vec_key}.{r}", "missing field")
            values.append(V.number(vec[r], f"{p}.{vec_key}.{r}", nonneg=True))
        if key == "servers" and not any(values):
            raise InstanceError(f"{p}.{vec_key}", "a server with no capacity at all")
        if key != "servers" and not any(values):
            raise InstanceError(f"{p}.{vec_key}", "a type that demands no resource at all")
        out.append((name, tuple(values)))
    return out


def _load_jobs(data: Mapping[str, Any], n_wt: int, n_ps: int, horizon: int) -> tuple[Job, ...]:
    raw = V.nonempty_list(data, "jobs")
    out: list[Job] = []
    seen: dict[str, int] = {}
    for i, e in enumerate(raw):
        p = f"jobs[{i}]"
        if not isinstance(e, Mapping):
            raise InstanceError(p, f"must be an object, got {e!r}")
        V.known_keys(e, _JOB_KEYS, p)
        name = V.nonempty_str(e.get("name", f"j{i}"), f"{p}.name")
        if name in seen:
            raise InstanceError(f"{p}.name", f"duplicate name {name!r} (also jobs[{seen[name]}])")
        seen[name] = i
        arch = V.required(e, "arch", p)
        if arch not in ARCHS:
            raise InstanceError(f"{p}.arch", f"must be 'ps' or 'rar', got {arch!r}")
        arrival = V.integer(e.get("arrival_slot", 0), f"{p}.arrival_slot", 0)
        if arrival >= horizon:
            raise InstanceError(f"{p}.arrival_slot", f"must be < horizon_slots={horizon}, "
                                f"got {arrival}")
        weight = V.number(V.required(e, "weight", p), f"{p}.weight", positive=True)
        epochs = V.integer(V.required(e, "epochs", p), f"{p}.epochs", 1)
        chunks = V.integer(V.required(e, "chunks", p), f"{p}.chunks", 1)
        minib = V.integer(V.required(e, "minibatches", p), f"{p}.minibatches", 1)
        vraw = V.required(e, "minibatch_time_slots", p)
        if not isinstance(vraw, list) or len(vraw) != n_wt:
            raise InstanceError(f"{p}.minibatch_time_slots", f"must be a list of {n_wt} "
                                f"numbers (one per worker type), got {vraw!r}")
        v = tuple(V.number(x, f"{p}.minibatch_time_slots[{m}]", positive=True)
                  for m, x in enumerate(vraw))
        grad = V.number(V.required(e, "gradient_mb", p), f"{p}.gradient_mb", nonneg=True)
        upd: tuple[float, ...] = ()
        red = 0.0
        if arch == "ps":
            if n_ps == 0:
                raise InstanceError(f"{p}.arch", "a PS job needs at least one PS type "
                                    "(ps_types is empty)")
            if "reduce_time_ms" in e:
                raise InstanceError(f"{p}.reduce_time_ms", "only for RAR jobs (PS jobs give "
                                    "update_time_ms per PS type)")
            uraw = V.required(e, "update_time_ms", p)
            if not isinstance(uraw, list) or len(uraw) != n_ps:
                raise InstanceError(f"{p}.update_time_ms", f"must be a list of {n_ps} "
                                    f"numbers (one per PS type), got {uraw!r}")
            upd = tuple(V.number(x, f"{p}.update_time_ms[{k}]", nonneg=True)
                        for k, x in enumerate(uraw))
        else:
            if "update_time_ms" in e:
                raise InstanceError(f"{p}.update_time_ms", "only for PS jobs (RAR jobs give "
                                    "reduce_time_ms)")
            red = V.number(V.required(e, "reduce_time_ms", p), f"{p}.reduce_time_ms",
                           nonneg=True)
        out.append(Job(name=name, arch=arch, arrival_slot=arrival, weight=weight,
                       epochs=epochs, chunks=chunks, minibatches=minib,
                       minibatch_time_slots=v, gradient_mb=grad, update_time_ms=upd,
                       reduce_time_ms=red))
    return tuple(out)

