"""Trace import for ``asrpt-online``: job traces (CSV) -> :class:`OnlineInstance`.

A trace is a CSV file (optionally gzip-compressed) whose header names the columns, in any
order; extra columns are ignored:

=============== ========= ===========================================================
column          required  meaning
=============== ========= ===========================================================
``job_id``      yes       unique, non-empty
``submit_time`` yes       seconds (any finite number; re-based so the first job is 0)
``duration``    yes       seconds, > 0 (the job's run time in the trace)
``num_gpu``     yes       GPUs, a whole number >= 1 and <= the cluster's M * g
``user``        no        predictor feature (``rf`` uses it when present)
``group``       no        recurrent-job group (``rf``/``mean``/``median`` need it)
=============== ========= ===========================================================

A malformed row (missing or non-numeric field, NaN/inf, duration or GPUs <= 0,
fractional GPUs, GPUs above the cluster, duplicate ``job_id``) raises
:class:`InstanceError` naming the **CSV line number** (the header is line 1) and the
column; with ``skip_bad_rows=True`` such rows are dropped and counted per reason (on
stderr and in the instance metadata).

From trace to instance (:func:`build_instance`, Section V-A-1b of the paper):

* the first ``train_fraction`` of the jobs (by submit time) become ``history`` (predictor
  training only); the jobs to schedule come from the rest: all of it, or ``jobs``
  consecutive ones starting at a seeded random position ("we randomly sample
  consecutive jobs from the original trace", Section V-B-1a);
* more jobs than the rest holds are obtained by an explicit **tiling resample**: the
  window is repeated back to back in time (copy c shifted by c x (span + mean gap), ids
  suffixed ``~c``), which keeps the trace's arrival rate and job mix; the metadata and
  every table built from such an instance say so;
* model and configuration per job group (the group column, or each job on its own when
  there is none): a group with a single-GPU job gets a model with a single-GPU
  configuration (:data:`~optsched.asrpt.profiles.SINGLE_GPU_MODELS`), any other group a
  random model of Table I; each (group, GPU count) gets one of the model's
  configurations on that many GPUs (:func:`~optsched.asrpt.profiles.training_configs`),
  all drawn from ``numpy.random.default_rng(seed)``;
* iterations n_i = max(1, round(duration_i / alpha~min_i)) with alpha~min of
  Section IV-B (:func:`optsched.asrpt.alpha_min_estimate`) on the target cluster;
* ``single_gpu_fraction`` (Fig. 7) re-draws which jobs are single-GPU: each job is
  single-GPU with that probability, otherwise distributed with its own GPU count if it
  was multi-GPU, or one drawn from the trace's multi-GPU demands;
* ``arrival_scale`` / ``iteration_scale`` scale submit times and iteration counts (the
  testbed of Section V-A-1b used 10 % of both).

Loaders for the bundled slices: :func:`load_pai` (Alibaba PAI 2020 simulator sample,
CC BY 4.0) and :func:`load_itp` (Microsoft ITP cluster04 via ElasticFlow, MIT); see
``optsched/asrpt/online/data/PROVENANCE.md``.
"""

from __future__ import annotations

import dataclasses
import hashlib
import math
import sys
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from optsched.core.errors import InstanceError

from ..itertime import alpha_min_estimate
from ..job import Cluster, Job
from ..profiles import (
    DEFAULT_PROFILES,
    MODELS,
    SINGLE_GPU_MODELS,
    paper_inter_gbps,
    profile_job,
    training_configs,
)
from .instance import Config, HistoryJob, OnlineInstance, OnlineJob

REQUIRED_COLUMNS = ("job_id", "submit_time", "duration", "num_gpu")
OPTIONAL_COLUMNS = ("user", "group")
#: the paper's simulated cluster (Section V-B-1a)
PAPER_SERVERS, PAPER_GPUS_PER_SERVER = 250, 8
PAPER_NIC_GBPS, PAPER_INTRA_GBPS = 10.0, 2400.0

_DATA = "optsched.asrpt.online.data"
PAI_FILE = "pai_jobs_slice.csv.gz"
ITP_FILE = "itp_cluster04_jobs_slice.csv.gz"


@dataclass(frozen=True)
class Trace:
    """A validated job trace: ``frame`` has columns job_id (str), submit_time (float s),
    duration (float s), num_gpu (int), user (str), group (str), line (CSV line), sorted
    by submit time (stable)."""

    frame: pd.DataFrame
    source: str
    sha256: str
    rows_read: int
    skipped: Mapping[str, int] = field(default_factory=dict)
    has_user: bool = False
    has_group: bool = False
    notes: tuple[str, ...] = ()

    def __len__(self) -> int:
        return len(self.frame)


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _read_raw(path: Path) -> pd.DataFrame:
    """All cells as strings ("" for empty, NaN for missing trailing fields)."""
    if not path.is_file():
        raise InstanceError(str(path), "no such trace file")
    try:
        return pd.read_csv(path, dtype=str, keep_default_na=False, skip_blank_lines=False,
                           compression="infer", encoding="utf-8-sig")
    except pd.errors.EmptyDataError:
        raise InstanceError(str(path), "empty file (no header)") from None
    except pd.errors.ParserError as exc:   # e.g. a row with too many fields
        msg = str(exc).strip().splitlines()[-1]
        raise InstanceError(str(path), f"malformed CSV: {msg}") from None
    except (UnicodeDecodeError, OSError, EOFError) as exc:
        raise InstanceError(str(path), f"cannot read: {exc}") from None


def validate_frame(raw: pd.DataFrame, source: str, *, max_gpus: int | None = None,
                   skip_bad_rows: bool = False, first_line: int = 2,
                   warn: Callable[[str], None] | None = None) -> Trace:
    """Check a string-valued trace table (see the module docstring) row by row,
    vectorised. ``first_line`` is the CSV line of the first data row."""
    cols = {str(c).strip(): c for c in raw.columns}
    missing = [c for c in REQUIRED_COLUMNS if c not in cols]
    if missing:
        raise InstanceError(source, f"missing required column(s) {', '.join(missing)} "
                            f"(header has: {', '.join(map(str, cols)) or 'nothing'})")
    # fully blank lines (e.g. a trailing empty line) are not rows; line numbers stay true
    line_all = np.arange(first_line, first_line + len(raw))
    blank = (raw.fillna("").astype(str).apply(lambda c: c.str.strip() == "").all(axis=1)
             .to_numpy()) if len(raw.columns) else np.zeros(len(raw), dtype=bool)
    raw = raw.loc[~blank].reset_index(drop=True)
    line = line_all[~blank]
    n = len(raw)
    bad_col = np.full(n, "", dtype=object)     # first bad column per row
    bad_msg = np.full(n, "", dtype=object)

    def flag(mask: np.ndarray, col: str, msg: Callable[[str], str], values: pd.Series
             ) -> None:
        new = mask & (bad_col == "")
        if new.any():
            bad_col[new] = col
            bad_msg[new] = [msg(v) for v in values[new]]

    def text(col: str) -> pd.Series:
        return raw[cols[col]].fillna("").astype(str).str.strip()

    ids = text("job_id")
    flag((ids == "").to_numpy(), "job_id", lambda v: "missing value", ids)
    num: dict[str, np.ndarray] = {}
    for col in ("submit_time", "duration", "num_gpu"):
        s = text(col)
        v = pd.to_numeric(s, errors="coerce").to_numpy(dtype=float)
        num[col] = v
        flag((s == "").to_numpy(), col, lambda x: "missing value", s)
        flag(np.isnan(v), col, lambda x: f"must be a number, got {x!r}", s)
        flag(~np.isfinite(v), col, lambda x: f"must be finite, got {x!r}", s)
    dur, gpu = num["duration"], num["num_gpu"]
    flag(~(dur > 0), "duration", lambda x: f"must be > 0 seconds, got {x!r}", text("duration"))
    gtext = text("num_gpu")
    flag(~(gpu > 0), "num_gpu", lambda x: f"must be >= 1 GPU, got {x!r}", gtext)
    flag(np.isfinite(gpu) & (np.mod(gpu, 1.0) != 0), "num_gpu",
         lambda x: f"must be a whole number of GPUs, got {x!r}", gtext)
    if max_gpus is not None:
        flag(gpu > max_gpus, "num_gpu",
             lambda x: f"needs {x} GPUs, more than the cluster's {max_gpus}", gtext)
    dup = ids.duplicated(keep="first").to_numpy() & (ids != "").to_numpy()
    flag(dup, "job_id", lambda x: f"duplicate job_id {x!r}", ids)
    bad = bad_col != ""
    skipped: dict[str, int] = {}
    if bad.any():
        if not skip_bad_rows:
            i = int(np.argmax(bad))
            raise InstanceError(f"{source} line {int(line[i])}, column '{bad_col[i]}'",
                                str(bad_msg[i]))
        skipped = dict(Counter(f"{c}: {m.split(',')[0]}" for c, m in
                               zip(bad_col[bad], bad_msg[bad])))
        if warn is not None:
            first = int(np.argmax(bad))
            warn(f"{source}: skipped {int(bad.sum())} malformed row(s) of {n} "
                 f"(first: line {int(line[first])}, column '{bad_col[first]}': "
                 f"{bad_msg[first]}); by reason: "
                 + "; ".join(f"{k} x{v}" for k, v in sorted(skipped.items())))
    keep = ~bad
    if not keep.any():
        raise InstanceError(source, "no valid job rows")
    df = pd.DataFrame({
        "job_id": ids.to_numpy()[keep],
        "submit_time": num["submit_time"][keep],
        "duration": dur[keep],
        "num_gpu": gpu[keep].astype(np.int64),
        "user": text("user").to_numpy()[keep] if "user" in cols else "",
        "group": text("group").to_numpy()[keep] if "group" in cols else "",
        "line": line[keep]})
    df = df.sort_values("submit_time", kind="stable").reset_index(drop=True)
    return Trace(df, source, "", n, skipped, has_user="user" in cols,
                 has_group="group" in cols)


def read_trace(path: str | Path, *, max_gpus: int | None = None,
               skip_bad_rows: bool = False,
               warn: Callable[[str], None] | None = None) -> Trace:
    """Read and validate a trace CSV (see the module docstring for the format)."""
    p = Path(path)
    raw = _read_raw(p)
    tr = validate_frame(raw, p.name, max_gpus=max_gpus, skip_bad_rows=skip_bad_rows,
                        warn=warn)
    return dataclasses.replace(tr, sha256=_sha256(p))


def _bundled(name: str) -> Path:
    return Path(str(resources.files(_DATA).joinpath(name)))


def load_pai(path: str | Path | None = None, *, max_gpus: int | None = None,
             warn: Callable[[str], None] | None = None) -> Trace:
    """The Alibaba PAI 2020 simulator-sample slice (bundled; CC BY 4.0).

    Cleaning (documented, counted in ``skipped`` / ``notes``): CPU-only jobs
    (``num_gpu`` = 0) are dropped; fractional GPU requests (GPU sharing, e.g. 0.25 or
    2.5) are rounded **up** to whole GPUs, since a pipeline replica occupies a GPU.
    """
    p = Path(path) if path is not None else _bundled(PAI_FILE)
    raw = _read_raw(p)
    g = pd.to_numeric(raw.get("num_gpu", pd.Series(dtype=str)), errors="coerce")
    cpu = (g == 0).to_numpy()
    frac = (g > 0) & (np.mod(g, 1.0) != 0)
    raw = raw.copy()
    raw.loc[frac, "num_gpu"] = np.ceil(g[frac]).astype(np.int64).astype(str)
    lines = np.arange(2, 2 + len(raw))
    kept = raw.loc[~cpu].reset_index(drop=True)
    # validate_frame numbers lines consecutively; keep the true CSV lines instead
    tr = validate_frame(kept, p.name, max_gpus=max_gpus, skip_bad_rows=warn is not None,
                        warn=warn)
    tr.frame["line"] = lines[~cpu][tr.frame["line"].to_numpy() - 2]
    skipped = dict(tr.skipped)
    if cpu.any():
        skipped["num_gpu: CPU-only job (0 GPUs)"] = int(cpu.sum())
    notes = (f"{int(frac.sum())} fractional GPU requests rounded up to whole GPUs",)
    return dataclasses.replace(tr, skipped=skipped, rows_read=len(raw), sha256=_sha256(p),
                               notes=notes)


def load_itp(path: str | Path | None = None, *, max_gpus: int | None = None,
             skip_bad_rows: bool = False,
             warn: Callable[[str], None] | None = None) -> Trace:
    """The Microsoft ITP cluster04 slice (bundled; MIT): no user or group columns."""
    p = Path(path) if path is not None else _bundled(ITP_FILE)
    return read_trace(p, max_gpus=max_gpus, skip_bad_rows=skip_bad_rows, warn=warn)


LOADERS: dict[str, Callable[..., Trace]] = {"pai": load_pai, "itp": load_itp}


# ---------------------------------------------------------------------- to instance

def _select(tr: Trace, rng: np.random.Generator, jobs: int | None,
            train_fraction: float) -> tuple[pd.DataFrame, pd.DataFrame, dict[str, Any]]:
    df = tr.frame
    if not 0.0 <= train_fraction < 1.0:
        raise InstanceError("train_fraction", f"must be in [0, 1), got {train_fraction}")
    n_train = int(math.floor(train_fraction * len(df)))
    hist, pool = df.iloc[:n_train], df.iloc[n_train:]
    if pool.empty:
        raise InstanceError("train_fraction", f"leaves no job to schedule "
                            f"({len(df)} jobs, {n_train} for training)")
    info: dict[str, Any] = {"history_jobs": len(hist), "pool_jobs": len(pool)}
    if jobs is None or jobs == len(pool):
        info["resampling"] = "none (every job after the training part)"
        return hist, pool.reset_index(drop=True), info
    if jobs < 1:
        raise InstanceError("jobs", f"must be >= 1, got {jobs}")
    if jobs < len(pool):
        start = int(rng.integers(0, len(pool) - jobs + 1))
        info["resampling"] = (f"none ({jobs} consecutive jobs from position {start} of the "
                              f"{len(pool)} after the training part)")
        info["window_start"] = start
        return hist, pool.iloc[start:start + jobs].reset_index(drop=True), info
    copies = math.ceil(jobs / len(pool))
    sub = pool["submit_time"].to_numpy()
    gap = float(np.diff(sub).mean()) if len(sub) > 1 else 1.0
    period = float(sub[-1] - sub[0]) + max(gap, 1e-9)
    parts = []
    for c in range(copies):
        part = pool.copy()
        part["submit_time"] = part["submit_time"] + c * period
        if c:
            part["job_id"] = part["job_id"] + f"~{c}"
        parts.append(part)
    out = pd.concat(parts, ignore_index=True).iloc[:jobs].reset_index(drop=True)
    info["resampling"] = (f"tiled: the {len(pool)} jobs after the training part repeated "
                          f"{copies}x back to back (period {period:.0f} s), first {jobs} "
                          f"kept")
    info["tile_copies"] = copies
    return hist, out, info


def build_instance(tr: Trace, *, servers: int = PAPER_SERVERS,
                   gpus_per_server: int = PAPER_GPUS_PER_SERVER,
                   nic_gbps: float = PAPER_NIC_GBPS, intra_gbps: float = PAPER_INTRA_GBPS,
                   seed: int = 0, jobs: int | None = None, train_fraction: float = 0.8,
                   profiles: str = DEFAULT_PROFILES,
                   single_gpu_fraction: float | None = None,
                   arrival_scale: float = 1.0, iteration_scale: float = 1.0,
                   name: str = "") -> OnlineInstance:
    """An ``asrpt-online`` instance from a validated trace (module docstring).

    ``nic_gbps`` is the NIC as the paper prints it; the instance's B_inter is
    :func:`~optsched.asrpt.profiles.paper_inter_gbps` of it under ``profiles``.
    """
    for key, v in (("servers", servers), ("gpus_per_server", gpus_per_server)):
        if isinstance(v, bool) or not isinstance(v, int) or v < 1:
            raise InstanceError(key, f"must be an integer >= 1, got {v!r}")
    for key, x in (("nic_gbps", nic_gbps), ("intra_gbps", intra_gbps),
                   ("arrival_scale", arrival_scale), ("iteration_scale", iteration_scale)):
        if isinstance(x, bool) or not isinstance(x, (int, float)) or not math.isfinite(x) \
                or x <= 0:
            raise InstanceError(key, f"must be a finite number > 0, got {x!r}")
    if single_gpu_fraction is not None and not 0.0 <= single_gpu_fraction <= 1.0:
        raise InstanceError("single_gpu_fraction",
                            f"must be in [0, 1], got {single_gpu_fraction}")
    G = servers * gpus_per_server
    too_big = tr.frame["num_gpu"].to_numpy() > G
    if too_big.any():
        i = int(np.argmax(too_big))
        raise InstanceError(f"{tr.source} line {int(tr.frame['line'].iloc[i])}, column "
                            f"'num_gpu'", f"needs {int(tr.frame['num_gpu'].iloc[i])} GPUs, "
                            f"more than the cluster's {G}")
    cluster = Cluster(servers=servers, gpus_per_server=gpus_per_server,
                      inter_gbps=paper_inter_gbps(nic_gbps, profiles),
                      intra_gbps=float(intra_gbps))
    rng = np.random.default_rng(seed)
    hist, sel, info = _select(tr, rng, jobs, train_fraction)
    g_sel = sel["num_gpu"].to_numpy().copy()
    if single_gpu_fraction is not None:
        multi = tr.frame["num_gpu"].to_numpy()
        multi = multi[multi > 1]
        pool_g = multi if multi.size else np.array([min(8, G)])
        single = rng.random(len(sel)) < single_gpu_fraction
        redraw = ~single & (g_sel == 1)
        g_sel[redraw] = rng.choice(pool_g, size=int(redraw.sum()))
        g_sel[single] = 1
    key_col = "group" if tr.has_group else "job_id"
    hist_keys = hist[key_col].astype(str).to_numpy()
    sel_keys = sel[key_col].astype(str).to_numpy()
    if not tr.has_group:   # tiled copies of a job share its "group" (itself)
        sel_keys = np.array([k.split("~")[0] for k in sel_keys], dtype=object)
    g_hist = hist["num_gpu"].to_numpy()
    # model per group: single-GPU-capable if any of its jobs needs one GPU
    all_keys = np.concatenate([hist_keys, sel_keys])
    all_g = np.concatenate([g_hist, g_sel])
    order = pd.unique(all_keys)
    needs_single = set(all_keys[all_g == 1])
    model_of: dict[str, str] = {}
    for k in order:
        pool_models = SINGLE_GPU_MODELS if k in needs_single else MODELS
        model_of[k] = str(pool_models[int(rng.integers(len(pool_models)))])
    cfg_of: dict[tuple[str, int], str] = {}
    configs: dict[str, Config] = {}
    alpha_min: dict[str, float] = {}

    def config_for(k: str, g: int) -> str:
        key = (k, g)
        if key in cfg_of:
            return cfg_of[key]
        model = model_of[k]
        choices = training_configs(model, g, profiles)
        S, layers = choices[int(rng.integers(len(choices)))]
        cname = f"{model}{f'-{layers}l' if layers else ''}-{S}s-{g}g"
        if cname not in configs:
            job: Job = profile_job(model, S, g, layers=layers, profiles=profiles)
            configs[cname] = Config(cname, Job(job.stages, allreduce=job.allreduce,
                                               name=cname))
            alpha_min[cname] = alpha_min_estimate(job, cluster)
        cfg_of[key] = cname
        return cname

    t0 = float(sel["submit_time"].iloc[0])

    def iters(duration: float, cname: str) -> int:
        return max(1, int(round(duration * iteration_scale / alpha_min[cname])))

    users_h = hist["user"].astype(str).to_numpy()
    groups_h = hist["group"].astype(str).to_numpy()
    sub_h = (hist["submit_time"].to_numpy(dtype=float) - t0) * arrival_scale
    dur_h = hist["duration"].to_numpy(dtype=float)
    history = []
    for i in range(len(hist)):
        cname = config_for(hist_keys[i], int(g_hist[i]))
        history.append(HistoryJob(
            submit=float(sub_h[i]),
            iterations=iters(float(dur_h[i]), cname),
            user=str(users_h[i]), group=str(groups_h[i]), gpus=int(g_hist[i]),
            config=cname))
    out_jobs = []
    sub = (sel["submit_time"].to_numpy() - t0) * arrival_scale
    dur = sel["duration"].to_numpy()
    ids, users, groups = (sel[c].astype(str).to_numpy() for c in ("job_id", "user", "group"))
    for i in range(len(sel)):
        cname = config_for(sel_keys[i], int(g_sel[i]))
        out_jobs.append(OnlineJob(id=str(ids[i]), submit=float(sub[i]), config=cname,
                                  iterations=iters(float(dur[i]), cname),
                                  gpus=int(g_sel[i]), user=str(users[i]),
                                  group=str(groups[i])))
    meta: dict[str, Any] = {
        "source": tr.source, "sha256": tr.sha256, "rows_read": tr.rows_read,
        "rows_skipped": int(sum(tr.skipped.values())), "skipped_by_reason": dict(tr.skipped),
        "notes": list(tr.notes), "seed": seed, "train_fraction": train_fraction,
        "profiles": profiles, "nic_paper_gbps": nic_gbps,
        "inter_gbps": cluster.inter_gbps, "has_user": tr.has_user,
        "has_group": tr.has_group, "single_gpu_fraction": single_gpu_fraction,
        "arrival_scale": arrival_scale, "iteration_scale": iteration_scale,
        "iterations_rule": "max(1, round(duration * iteration_scale / alpha_min_estimate))",
        **info}
    return OnlineInstance(cluster=cluster, configs=configs, jobs=tuple(out_jobs),
                          history=tuple(history),
                          name=name or tr.source.split("/")[-1].removesuffix(".gz")
                          .removesuffix(".csv"),
                          metadata=meta)


def trace_metadata(inst: OnlineInstance) -> dict[str, Any]:
    """The import metadata of an instance built by :func:`build_instance`."""
    return dict(inst.metadata)


def with_nic(inst: OnlineInstance, nic_gbps: float,
             profiles: str = DEFAULT_PROFILES) -> OnlineInstance:
    """The same jobs on a cluster whose NIC is ``nic_gbps`` as the paper prints it (Fig. 8:
    iteration counts are kept, only B_inter changes)."""
    cl = dataclasses.replace(inst.cluster, inter_gbps=paper_inter_gbps(nic_gbps, profiles))
    meta = {**trace_metadata(inst), "nic_paper_gbps": nic_gbps, "inter_gbps": cl.inter_gbps}
    return OnlineInstance(cluster=cl, configs=inst.configs, jobs=inst.jobs,
                          history=inst.history, name=inst.name, metadata=meta)


def import_trace(path: str, output: str, *, servers: int, gpus_per_server: int,
                 seed: int = 0, jobs: int | None = None, train_fraction: float = 0.8,
                 skip_bad_rows: bool = False, fmt: str = "csv",
                 nic_gbps: float = PAPER_NIC_GBPS, intra_gbps: float = PAPER_INTRA_GBPS,
                 profiles: str = DEFAULT_PROFILES) -> OnlineInstance:
    """The ``optsched import-trace`` command: read, validate, build, write JSON.

    ``fmt`` is ``csv`` (the documented format, strict), ``pai`` or ``itp`` (the bundled
    loaders' cleaning rules applied to ``path``; ``path`` may be ``-`` for the bundled
    slice)."""
    from optsched.core.io import atomic_write_json

    def warn(msg: str) -> None:
        print(msg, file=sys.stderr)

    G = servers * gpus_per_server
    if fmt == "csv":
        tr = read_trace(path, max_gpus=G, skip_bad_rows=skip_bad_rows, warn=warn)
    elif fmt in LOADERS:
        src = None if path == "-" else path
        if fmt == "pai":
            tr = load_pai(src, max_gpus=G, warn=warn if skip_bad_rows else None)
        else:
            tr = load_itp(src, max_gpus=G, skip_bad_rows=skip_bad_rows, warn=warn)
    else:
        raise InstanceError("--format", f"must be csv, pai or itp, got {fmt!r}")
    if fmt != "csv":   # the loaders' cleaning drops (malformed rows were reported above)
        for k, v in tr.skipped.items():
            warn(f"  dropped {v} row(s): {k}")
    inst = build_instance(tr, servers=servers, gpus_per_server=gpus_per_server, seed=seed,
                          jobs=jobs, train_fraction=train_fraction, nic_gbps=nic_gbps,
                          intra_gbps=intra_gbps, profiles=profiles)
    atomic_write_json(Path(output), inst.to_dict())
    meta = trace_metadata(inst)
    warn(f"wrote {output}: {len(inst.jobs)} jobs, {len(inst.history)} history jobs, "
         f"{len(inst.configs)} configs, cluster {servers}x{gpus_per_server} GPUs, "
         f"B_inter {inst.cluster.inter_gbps:g} Gbit/s ({profiles} reading of "
         f"{nic_gbps:g} Gbps); rows read {meta['rows_read']}, skipped "
         f"{meta['rows_skipped']}; resampling: {meta['resampling']}")
    if not tr.has_group:
        warn("note: the trace has no 'group' column: predictors rf/mean/median have no "
             "recurrence feature (every job is its own group)")
    elif not tr.has_user:
        warn("note: the trace has no 'user' column: the rf predictor uses group only")
    return inst
