"""Run a benchmark grid: (instance × method × seed × repetition) cells.

Cells run in this process (``jobs=1``), in a pool of worker processes (``jobs>1``; each
exact solve gets ``cores // jobs`` threads unless the config says otherwise, so cells do
not oversubscribe the cores), or on a Dask distributed cluster (``dask_address``). Rows
are appended to the store as cells finish; ``resume`` skips finished cells.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import socket
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from optsched.core.errors import InstanceError
from optsched.core.result import Result, Status

from .config import BenchConfig, InstanceSpec, MethodSpec, load_config
from .store import ResultStore


@dataclass(frozen=True)
class Cell:
    cell_id: str
    instance: InstanceSpec
    method: MethodSpec
    seed: int
    rep: int
    time_limit: float
    threads: int
    bench: str
    config_hash: str


def cell_identity(inst: InstanceSpec, m: MethodSpec, seed: int, rep: int,
                  time_limit: float | None) -> str:
    """Stable id of a cell: what determines its result, nothing else.

    The instance (its canonical key: a path relative to the repository or absolute, or
    family/preset/params/seed), the method's solver+model or algorithm and parameters,
    the seed, the repetition and (exact methods) the time limit — not the display name,
    nor the other seeds of the method, nor where the command was started.
    """
    what = {"solver": m.solver, "model": m.model} if m.exact else {"algo": m.algo}
    ident = json.dumps([inst.key, what, list(m.params), seed, rep,
                        time_limit if m.exact else None], sort_keys=True, default=str)
    return hashlib.sha256(ident.encode()).hexdigest()[:16]


def make_cells(cfg: BenchConfig, threads: int) -> list[Cell]:
    cells = []
    for inst in cfg.instances:
        for m in cfg.methods:
            seeds = (0,) if m.exact else m.seeds
            tl = m.time_limit or cfg.time_limit
            for seed in seeds:
                for rep in range(cfg.repetitions):
                    cid = cell_identity(inst, m, seed, rep, tl)
                    cells.append(Cell(cid, inst, m, seed, rep, tl, threads, cfg.name,
                                      cfg.config_hash))
    return cells


def _versions() -> str:
    from importlib.metadata import PackageNotFoundError, version

    out = {}
    for pkg in ("highspy", "ortools", "pyomo"):
        try:
            out[pkg] = version(pkg)
        except PackageNotFoundError:
            out[pkg] = ""
    return json.dumps(out, sort_keys=True)


def instance_size(inst: Any) -> int | str:
    """Size class of an instance: its number of tasks/jobs (``""`` if unknown)."""
    if inst is None:
        return ""
    for attr in ("n", "n_tasks", "n_jobs"):
        v = getattr(inst, attr, None)
        if isinstance(v, int):
            return v
    for attr in ("tasks", "jobs"):
        v = getattr(inst, attr, None)
        if v is not None and hasattr(v, "__len__"):
            return len(v)
    return ""


def run_cell(cell: Cell) -> dict[str, Any]:
    """Execute one cell and return its store row (never raises for a failing method)."""
    from optsched import __version__
    from optsched.core.registry import run, solve

    m = cell.method
    inst = None
    try:
        inst = cell.instance.load()
        if m.exact:
            res = solve(inst, solver=m.solver, model=m.model, time_limit=cell.time_limit,
                        threads=cell.threads, **dict(m.params))
        else:
            res = run(inst, m.algo, seed=cell.seed, **dict(m.params))
    except Exception as exc:  # noqa: BLE001 - a failing cell is a row, not a crash
        res = Result(family=getattr(inst, "family", ""), instance=cell.instance.key,
                     method=m.name, status=Status.ERROR,
                     message=f"{type(exc).__name__}: {exc}")
    metrics = {k: v for k, v in res.metrics.items() if isinstance(v, (int, float, str, bool))}
    return {
        "cell_id": cell.cell_id, "config_hash": cell.config_hash, "bench": cell.bench,
        "instance": cell.instance.key, "family": res.family,
        "size": instance_size(inst),
        "method": m.name, "kind": "exact" if m.exact else "heuristic",
        "seed": cell.seed, "rep": cell.rep, "status": str(res.status),
        "objective": "" if res.objective is None else repr(float(res.objective)),
        "bound": "" if res.bound is None else repr(float(res.bound)),
        "gap": "" if res.gap is None else repr(float(res.gap)),
        "runtime_s": f"{res.runtime_s:.6f}", "build_s": f"{res.build_s:.6f}",
        "feasible": str(bool(res.feasible)), "message": (res.message or "")[:500],
        "metrics": json.dumps(metrics, sort_keys=True, allow_nan=True),
        "optsched_version": __version__, "solver_versions": _versions(),
        "python": platform.python_version(), "host": socket.gethostname(),
        "cpus": os.cpu_count() or 1, "threads": cell.threads if m.exact else 1,
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def _validate_methods(cfg: BenchConfig) -> None:
    """Fail fast (exit 2) on a method that a family of the grid does not offer."""
    from optsched.core.registry import get_family, load_instance

    families: set[str] = set()
    for spec in cfg.instances:
        if spec.family:
            families.add(spec.family)
        else:
            families.add(load_instance(spec.path).family)
    from optsched.core.registry import _bind_params

    for k, m in enumerate(cfg.methods):
        for fname in families:
            fam = get_family(fname)
            if m.exact:
                kind = "pyomo" if m.solver.startswith("pyomo:") else m.solver
                model = m.model or fam.default_models.get(kind)
                if model not in fam.models:
                    raise InstanceError(f"methods[{k}].model", f"family {fname} has no model "
                                        f"{m.model or '(default)'} for solver {m.solver}")
                if kind not in fam.models[model].solvers:
                    raise InstanceError(f"methods[{k}].solver", f"model {model!r} runs on "
                                        f"{', '.join(fam.models[model].solvers)}, not "
                                        f"{m.solver!r}")
                fn, what = fam.models[model].solve, f"model {model}"
            elif m.algo not in fam.algorithms:
                raise InstanceError(f"methods[{k}].algo", f"family {fname} has no algorithm "
                                    f"{m.algo!r} (known: {', '.join(fam.algorithms)})")
            else:
                fn, what = fam.algorithms[m.algo].run, f"algorithm {m.algo}"
            try:
                _bind_params(fn, dict(m.params), what)
            except InstanceError as exc:
                raise InstanceError(f"methods[{k}].{exc.path}", exc.detail) from None


def run_bench(config: str | Path | BenchConfig, out_dir: str | Path, jobs: int = 1,
              dask_address: str | None = None, resume: bool = False,
              progress: bool = True, write_report: bool = True,
              fail_on_error: bool = True) -> ResultStore:
    """Run every unfinished cell of ``config`` and write ``results.csv`` + reports.

    Raises :class:`OptschedError` (exit 1) at the end if any cell ended with status
    ``error`` and ``fail_on_error`` is set; the rows are stored either way.
    """
    cfg = config if isinstance(config, BenchConfig) else load_config(config)
    _validate_methods(cfg)
    store = ResultStore(out_dir)
    with store.run_lock():
        return _run_locked(cfg, store, Path(out_dir), jobs, dask_address, resume, progress,
                           write_report, fail_on_error)


def _run_locked(cfg: BenchConfig, store: ResultStore, out_dir: Path, jobs: int,
                dask_address: str | None, resume: bool, progress: bool,
                write_report: bool, fail_on_error: bool) -> ResultStore:
    if store.exists() and not resume:
        raise InstanceError("--out", f"{store.path} already exists: pass --resume to "
                            "continue it, or choose a new directory")
    store.repair()
    if resume and store.exists():
        hashes = {r["config_hash"] for r in store.rows()}
        if hashes - {cfg.config_hash}:
            print(f"note: {out_dir} holds rows of another version of this config; cells "
                  "already run are kept, reports use the latest row of each cell",
                  file=sys.stderr)
    if cfg.raw:
        _save_config(cfg, out_dir)
    cores = os.cpu_count() or 1
    threads = cfg.threads or max(1, cores // max(1, jobs))
    cells = make_cells(cfg, threads)
    done = store.done_ids() if resume else set()
    todo = [c for c in cells if c.cell_id not in done]
    bar = _progress(len(todo), progress, cfg.name)
    errors = 0
    try:
        for row in _execute(todo, jobs, dask_address):
            store.append(row)
            errors += row["status"] == "error"
            if bar is not None:
                bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    if write_report:
        from .report import write_reports

        write_reports(out_dir, cfg)
    if errors and fail_on_error:
        from optsched.core.errors import OptschedError

        raise OptschedError(f"{errors} of {len(todo)} cells ended with status 'error' (see "
                            f"the message column of {store.path})")
    return store


def _save_config(cfg: BenchConfig, out_dir: Path) -> None:
    """Keep the config beside the store (provenance; ``optsched report`` reads it)."""
    from optsched.core.io import atomic_write_text

    if cfg.path.exists():
        atomic_write_text(out_dir / "config.toml", cfg.path.read_text(encoding="utf-8"))
    else:  # built in code (e.g. the demo): store the parsed form
        atomic_write_text(out_dir / "config.json", json.dumps(cfg.raw, indent=2,
                                                               default=str))


def _progress(total: int, enabled: bool, name: str) -> Any:
    if not enabled or total == 0 or not sys.stderr.isatty():
        return None
    from tqdm import tqdm

    return tqdm(total=total, desc=name, unit="cell", file=sys.stderr)


def _execute(cells: list[Cell], jobs: int, dask_address: str | None):
    if not cells:
        return
    if dask_address:
        yield from _execute_dask(cells, dask_address)
    elif jobs <= 1:
        for c in cells:
            yield run_cell(c)
    else:
        import multiprocessing as mp

        ex = ProcessPoolExecutor(max_workers=jobs, mp_context=mp.get_context("spawn"))
        try:
            futures = [ex.submit(run_cell, c) for c in cells]
            for f in as_completed(futures):
                yield f.result()
        finally:  # on Ctrl-C or an error, do not run the rest of the grid
            ex.shutdown(wait=True, cancel_futures=True)


def _execute_dask(cells: list[Cell], address: str):
    try:
        from distributed import Client
        from distributed import as_completed as dask_completed
    except ImportError:
        from optsched.core.errors import SolverUnavailableError

        raise SolverUnavailableError("--dask needs the 'dask' extra: pip install "
                                     "'optsched[dask]'") from None
    try:
        client = Client(address, timeout=15)
    except OSError as exc:
        raise InstanceError("--dask", f"cannot reach Dask scheduler {address!r}: {exc}") from None
    try:
        futures = client.map(run_cell, cells, pure=False)
        for f in dask_completed(futures):
            yield f.result()
    finally:
        client.close()
