"""Online A-SRPT instances (family ``asrpt-online``): a cluster, a job stream, history.

Problem (8) of the A-SRPT paper (Section III-C): jobs arrive over time; job ``i`` is
submitted at ``submit`` (r_i, **seconds**), trains a pipeline-parallel model for
``iterations`` (n_i) iterations on g_i = sum_s k_{i,s} GPUs, and once started at t_i
with placement x^m_{i,s} it runs without preemption for n_i * alpha_i(x) seconds, with
alpha_i from eq. (7) (:func:`optsched.asrpt.iteration_time`). The objective is the total
completion time sum_i (t_i + n_i alpha_i).

File format (``"family": "asrpt-online"``, ``"version": 1``)::

    {"family": "asrpt-online", "version": 1, "name": "demo",
     "cluster": {"servers": 4, "gpus_per_server": 8, "inter_gbps": 10, "intra_gbps": 2400},
     "configs": {
        "toy-2s": {"allreduce": "ring", "stages": [
            {"replicas": 2, "fwd_ms": 10, "bwd_ms": 20, "in_mb": 0, "out_mb": 4,
             "params_mb": 50},
            {"replicas": 1, "fwd_ms": 12, "bwd_ms": 24, "in_mb": 8, "out_mb": 0,
             "params_mb": 20}]},
        "vgg19-4x16": {"profile": "vgg19", "num_stages": 4, "gpus": 16}},
     "jobs": [
        {"id": "j0", "submit": 0.0, "config": "toy-2s", "iterations": 500,
         "user": "u1", "group": "g7"},
        {"id": "j1", "submit": 12.5, "config": "vgg19-4x16", "iterations": 900,
         "gpus": 16, "user": "u2", "group": "g3"}],
     "history": [
        {"submit": 0.0, "iterations": 480, "user": "u1", "group": "g7", "gpus": 3}]}

* ``configs`` maps a name to a model + training configuration: either an explicit stage
  table (the :class:`optsched.asrpt.Job` format without ``iterations``) or a reference
  to a Table I profile ``{"profile": MODEL, "num_stages": S, "gpus": G, "layers": L
  (optional), "allreduce": "ring"|"tree" (optional), "profiles": SET (optional, the
  profile set; default: the library's)}`` resolved with
  :func:`optsched.asrpt.profile_job`. Jobs share configs by name (a trace of 150,000 jobs
  uses a few dozen).
* ``jobs[i].gpus`` (g_i) is optional; when given it must equal the config's
  sum_s k_{i,s}. ``user`` and ``group`` are opaque strings (the predictors' features).
* ``metadata`` (optional) is a free-form object (provenance: source file, dropped rows,
  resampling); it is kept and written back, never interpreted.
* ``history`` (optional) lists past jobs -- ``submit``, ``iterations``, ``user``,
  ``group``, optional ``gpus`` and ``config`` -- used **only** to train the iteration
  predictors (:mod:`.predictors`); they are never scheduled.

All times are seconds; bandwidths Gbit/s; per-stage data as in :mod:`optsched.asrpt.job`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np

from optsched.core.errors import InstanceError
from optsched.core.validate import integer, known_keys, mapping, nonempty_list, number

from ..job import Cluster, Job

FAMILY = "asrpt-online"
VERSION = 1

_PROFILE_KEYS = {"profile", "num_stages", "gpus", "layers", "allreduce", "profiles"}
_JOB_KEYS = {"id", "submit", "config", "iterations", "gpus", "user", "group"}
_HIST_KEYS = {"submit", "iterations", "user", "group", "gpus", "config"}


def _string(v: Any, path: str) -> str:
    if not isinstance(v, str):
        raise InstanceError(path, f"must be a string, got {v!r}")
    return v


@dataclass(frozen=True)
class ProfileRef:
    """A reference to an estimated Table I profile (:func:`optsched.asrpt.profile_job`)."""

    profile: str
    num_stages: int
    gpus: int
    layers: int | None = None
    allreduce: str = "ring"
    profiles: str | None = None  # profile set of optsched.asrpt.profiles (None: default)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"profile": self.profile, "num_stages": self.num_stages,
                             "gpus": self.gpus}
        if self.layers is not None:
            d["layers"] = self.layers
        if self.allreduce != "ring":
            d["allreduce"] = self.allreduce
        if self.profiles is not None:
            d["profiles"] = self.profiles
        return d

    def resolve(self, path: str) -> Job:
        from ..profiles import MODELS, profile_job

        if self.profile not in MODELS:
            raise InstanceError(f"{path}.profile", f"unknown model {self.profile!r} "
                                f"(known: {', '.join(MODELS)})")
        extra: dict[str, Any] = {}
        if self.profiles is not None:
            extra["profiles"] = self.profiles
        try:
            return profile_job(self.profile, self.num_stages, self.gpus,
                               layers=self.layers, allreduce=self.allreduce, **extra)
        except TypeError as exc:  # a profile_job without profile sets
            raise InstanceError(f"{path}.profiles", f"not supported here ({exc})") from None
        except InstanceError as exc:
            raise InstanceError(f"{path}.{exc.path}" if exc.path else path,
                                exc.detail) from None


@dataclass(frozen=True)
class Config:
    """A model + distributed training configuration shared by jobs.

    ``job`` is the stage table (an :class:`optsched.asrpt.Job`; its ``iterations`` field
    is unused here, each online job has its own n_i); ``profile`` is set when the config
    was given as a profile reference (kept so that ``to_dict`` writes it back as such).
    """

    name: str
    job: Job
    profile: ProfileRef | None = None

    @property
    def gpus(self) -> int:
        """g = sum_s k_s."""
        return self.job.gpus

    @classmethod
    def from_dict(cls, name: str, d: Any, path: str) -> Config:
        mapping(d, path)
        if "profile" in d:
            known_keys(d, _PROFILE_KEYS, path)
            for key in ("num_stages", "gpus"):
                if key not in d:
                    raise InstanceError(f"{path}.{key}", "missing field")
            layers = d.get("layers")
            ref = ProfileRef(
                profile=_string(d["profile"], f"{path}.profile"),
                num_stages=integer(d["num_stages"], f"{path}.num_stages", 1),
                gpus=integer(d["gpus"], f"{path}.gpus", 1),
                layers=None if layers is None else integer(layers, f"{path}.layers", 1),
                allreduce=_string(d.get("allreduce", "ring"), f"{path}.allreduce"),
                profiles=(None if d.get("profiles") is None
                          else _string(d["profiles"], f"{path}.profiles")))
            return cls(name=name, job=ref.resolve(path), profile=ref)
        job = Job.from_dict(d, path)
        if "iterations" in d:
            raise InstanceError(f"{path}.iterations", "configs carry no iteration count "
                                "(give it per job in jobs[i].iterations)")
        return cls(name=name, job=job)

    def to_dict(self) -> dict[str, Any]:
        if self.profile is not None:
            return self.profile.to_dict()
        d = self.job.to_dict()
        d.pop("iterations", None)
        d.pop("name", None)
        return d


@dataclass(frozen=True)
class OnlineJob:
    """One submitted job: r_i = ``submit`` (s), n_i = ``iterations``, g_i = ``gpus``."""

    id: str
    submit: float
    config: str
    iterations: int
    gpus: int
    user: str = ""
    group: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "submit": self.submit, "config": self.config,
                "iterations": self.iterations, "gpus": self.gpus, "user": self.user,
                "group": self.group}


@dataclass(frozen=True)
class HistoryJob:
    """A past job, used only to train the predictors (never scheduled)."""

    submit: float
    iterations: int
    user: str = ""
    group: str = ""
    gpus: int | None = None
    config: str | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"submit": self.submit, "iterations": self.iterations,
                             "user": self.user, "group": self.group}
        if self.gpus is not None:
            d["gpus"] = self.gpus
        if self.config is not None:
            d["config"] = self.config
        return d


@dataclass(frozen=True)
class JobArrays:
    """Column view of the jobs (numpy, index = position in ``instance.jobs``)."""

    submit: np.ndarray       # float64, seconds
    iterations: np.ndarray   # int64
    gpus: np.ndarray         # int64
    config: np.ndarray       # int64 index into instance.config_names


@dataclass(frozen=True)
class OnlineInstance:
    """An ``asrpt-online`` instance (see the module docstring for the file format).

    Build it programmatically with the constructor (it validates everything the file
    loader validates) or from a dict with :meth:`from_dict`.
    """

    cluster: Cluster
    configs: Mapping[str, Config]
    jobs: tuple[OnlineJob, ...]
    history: tuple[HistoryJob, ...] = ()
    name: str = ""
    family: str = field(default=FAMILY)
    #: free-form provenance (e.g. the trace importer's source file, dropped-row counts)
    metadata: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        object.__setattr__(self, "configs", dict(self.configs))
        object.__setattr__(self, "jobs", tuple(self.jobs))
        object.__setattr__(self, "history", tuple(self.history))
        if not isinstance(self.metadata, Mapping):
            raise InstanceError("metadata", "must be an object")
        object.__setattr__(self, "metadata", dict(self.metadata))
        if self.family != FAMILY:
            raise InstanceError("family", f"must be {FAMILY!r}, got {self.family!r}")
        if not isinstance(self.cluster, Cluster):
            raise InstanceError("cluster", "must be an optsched.asrpt.Cluster")
        for key, cfg in self.configs.items():
            if not isinstance(cfg, Config) or cfg.name != key:
                raise InstanceError(f"configs.{key}", "must be a Config named by its key")
        if not self.jobs:
            raise InstanceError("jobs", "must list at least one job")
        seen: dict[str, int] = {}
        for i, j in enumerate(self.jobs):
            _check_job(j, i, self.configs, seen)
        for h, hj in enumerate(self.history):
            _check_history(hj, h, self.configs)

    # ------------------------------------------------------------------ derived data
    @property
    def total_gpus(self) -> int:
        """G = M * g."""
        return self.cluster.servers * self.cluster.gpus_per_server

    @cached_property
    def config_names(self) -> tuple[str, ...]:
        return tuple(self.configs)

    @cached_property
    def arrays(self) -> JobArrays:
        index = {c: k for k, c in enumerate(self.config_names)}
        return JobArrays(
            submit=np.fromiter((j.submit for j in self.jobs), np.float64, len(self.jobs)),
            iterations=np.fromiter((j.iterations for j in self.jobs), np.int64,
                                   len(self.jobs)),
            gpus=np.fromiter((j.gpus for j in self.jobs), np.int64, len(self.jobs)),
            config=np.fromiter((index[j.config] for j in self.jobs), np.int64,
                               len(self.jobs)))

    def job_model(self, i: int) -> Job:
        """The stage table of job ``i`` (with its own n_i as ``iterations``)."""
        j = self.jobs[i]
        base = self.configs[j.config].job
        return Job(base.stages, allreduce=base.allreduce, iterations=j.iterations,
                   name=j.id)

    # ------------------------------------------------------------------ I/O
    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> OnlineInstance:
        mapping(d, "instance")
        known_keys(d, {"family", "version", "name", "cluster", "configs", "jobs",
                       "history", "metadata"})
        if d.get("family") != FAMILY:
            raise InstanceError("family", f"must be {FAMILY!r}, got {d.get('family')!r}")
        version = d.get("version", VERSION)
        if isinstance(version, bool) or version != VERSION:
            raise InstanceError("version", f"must be {VERSION}, got {version!r}")
        name = _string(d.get("name", ""), "name")
        if "cluster" not in d:
            raise InstanceError("cluster", "missing field")
        cluster = Cluster.from_dict(d["cluster"], "cluster")
        raw_cfg = mapping(d.get("configs"), "configs") if "configs" in d else None
        if not raw_cfg:
            raise InstanceError("configs", "must be a non-empty object of named configs")
        configs = {}
        for key, spec in raw_cfg.items():
            if not isinstance(key, str) or not key:
                raise InstanceError("configs", f"config names must be non-empty strings, "
                                    f"got {key!r}")
            configs[key] = Config.from_dict(key, spec, f"configs.{key}")
        rows = nonempty_list(d, "jobs")
        jobs = tuple(_job_from_dict(r, f"jobs[{i}]", configs) for i, r in enumerate(rows))
        hist_raw = d.get("history", [])
        if not isinstance(hist_raw, list):
            raise InstanceError("history", f"must be a list, got {type(hist_raw).__name__}")
        history = tuple(_history_from_dict(r, f"history[{h}]")
                        for h, r in enumerate(hist_raw))
        metadata = mapping(d.get("metadata", {}), "metadata")
        return cls(cluster=cluster, configs=configs, jobs=jobs, history=history, name=name,
                   metadata=metadata)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "family": FAMILY, "version": VERSION, "name": self.name,
            "cluster": self.cluster.to_dict(),
            "configs": {k: c.to_dict() for k, c in self.configs.items()},
            "jobs": [j.to_dict() for j in self.jobs]}
        if self.history:
            d["history"] = [h.to_dict() for h in self.history]
        if self.metadata:
            d["metadata"] = dict(self.metadata)
        return d


# ---------------------------------------------------------------------- validation


def _job_from_dict(r: Any, path: str, configs: Mapping[str, Config]) -> OnlineJob:
    mapping(r, path)
    known_keys(r, _JOB_KEYS, path)
    for key in ("id", "submit", "config", "iterations"):
        if key not in r:
            raise InstanceError(f"{path}.{key}", "missing field")
    cfg = _string(r["config"], f"{path}.config")
    if cfg not in configs:
        raise InstanceError(f"{path}.config", f"unknown config {cfg!r}")
    g = configs[cfg].gpus
    if "gpus" in r:
        g_given = integer(r["gpus"], f"{path}.gpus", 1)
        if g_given != g:
            raise InstanceError(f"{path}.gpus", f"must equal the config's sum of replicas "
                                f"{g} (config {cfg!r}), got {g_given}")
    return OnlineJob(id=_string(r["id"], f"{path}.id"),
                     submit=number(r["submit"], f"{path}.submit", nonneg=True),
                     config=cfg,
                     iterations=integer(r["iterations"], f"{path}.iterations", 1),
                     gpus=g,
                     user=_string(r.get("user", ""), f"{path}.user"),
                     group=_string(r.get("group", ""), f"{path}.group"))


def _history_from_dict(r: Any, path: str) -> HistoryJob:
    mapping(r, path)
    known_keys(r, _HIST_KEYS, path)
    for key in ("submit", "iterations"):
        if key not in r:
            raise InstanceError(f"{path}.{key}", "missing field")
    gpus = r.get("gpus")
    config = r.get("config")
    return HistoryJob(submit=number(r["submit"], f"{path}.submit"),
                      iterations=integer(r["iterations"], f"{path}.iterations", 1),
                      user=_string(r.get("user", ""), f"{path}.user"),
                      group=_string(r.get("group", ""), f"{path}.group"),
                      gpus=None if gpus is None else integer(gpus, f"{path}.gpus", 1),
                      config=None if config is None else _string(config, f"{path}.config"))


def _check_job(j: OnlineJob, i: int, configs: Mapping[str, Config],
               seen: dict[str, int]) -> None:
    path = f"jobs[{i}]"
    if not isinstance(j, OnlineJob):
        raise InstanceError(path, f"must be an OnlineJob, got {type(j).__name__}")
    if not isinstance(j.id, str) or not j.id:
        raise InstanceError(f"{path}.id", f"must be a non-empty string, got {j.id!r}")
    if j.id in seen:
        raise InstanceError(f"{path}.id", f"duplicate id {j.id!r} (also jobs[{seen[j.id]}])")
    seen[j.id] = i
    number(j.submit, f"{path}.submit", nonneg=True)
    integer(j.iterations, f"{path}.iterations", 1)
    if not isinstance(j.iterations, int):
        raise InstanceError(f"{path}.iterations", f"must be an int, got {j.iterations!r}")
    if j.config not in configs:
        raise InstanceError(f"{path}.config", f"unknown config {j.config!r}")
    if j.gpus != configs[j.config].gpus:
        raise InstanceError(f"{path}.gpus", f"must equal the config's sum of replicas "
                            f"{configs[j.config].gpus}, got {j.gpus!r}")
    _string(j.user, f"{path}.user")
    _string(j.group, f"{path}.group")


def _check_history(h: HistoryJob, k: int, configs: Mapping[str, Config]) -> None:
    path = f"history[{k}]"
    if not isinstance(h, HistoryJob):
        raise InstanceError(path, f"must be a HistoryJob, got {type(h).__name__}")
    number(h.submit, f"{path}.submit")
    integer(h.iterations, f"{path}.iterations", 1)
    if h.gpus is not None:
        integer(h.gpus, f"{path}.gpus", 1)
    if h.config is not None and h.config not in configs:
        raise InstanceError(f"{path}.config", f"unknown config {h.config!r}")
    _string(h.user, f"{path}.user")
    _string(h.group, f"{path}.group")


def unschedulable(inst: OnlineInstance) -> str | None:
    """Why no schedule exists (a job needs more GPUs than the cluster has), if so."""
    G = inst.total_gpus
    for i, j in enumerate(inst.jobs):
        if j.gpus > G:
            return (f"jobs[{i}] ({j.id}) needs {j.gpus} GPUs but the cluster has only "
                    f"{G} = {inst.cluster.servers} x {inst.cluster.gpus_per_server}")
    return None


def make_instance(cluster: Cluster, configs: Mapping[str, Job | Config],
                  jobs: Sequence[Mapping[str, Any]],
                  history: Sequence[Mapping[str, Any]] = (), name: str = "") -> OnlineInstance:
    """Convenience builder: ``configs`` maps names to :class:`optsched.asrpt.Job` (or
    :class:`Config`); ``jobs`` / ``history`` are dicts in the file format."""
    cfgs = {k: (v if isinstance(v, Config) else Config(name=k, job=v))
            for k, v in configs.items()}
    js = tuple(_job_from_dict(r, f"jobs[{i}]", cfgs) for i, r in enumerate(jobs))
    hs = tuple(_history_from_dict(r, f"history[{h}]") for h, r in enumerate(history))
    return OnlineInstance(cluster=cluster, configs=cfgs, jobs=js, history=hs, name=name)
