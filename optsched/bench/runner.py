"""Run a benchmark grid: (instance × method × seed × repetition) cells.

Cells run in this process (``jobs=1``), in a pool of worker processes (``jobs>1``; each
exact solve gets ``cores // jobs`` threads unless the config says otherwise, so cells do
not oversubscribe the cores), or on a Dask distributed cluster (``dask_address``). Rows
are appended to the store as cells finish; ``resume`` skips finished cells.
"""

from __future__ import annotations

import gc
import hashlib
import json
import os
import platform
import socket
import sys
import time
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from optsched.core import interrupt
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
    what: dict[str, Any]
    if m.exact:
        what = {"solver": m.solver, "model": m.model}
    elif m.bound is not None:
        what = {"bound": m.bound}
    else:
        what = {"algo": m.algo}
        if m.source_digest:  # a user's policy file: its content determines the result
            what["source_sha256"] = m.source_digest
    timed = m.exact or m.bound is not None or m.time_limit is not None
    ident = json.dumps([inst.key, what, list(m.params), seed, rep,
                        time_limit if timed else None], sort_keys=True, default=str)
    return hashlib.sha256(ident.encode()).hexdigest()[:16]


def make_cells(cfg: BenchConfig, threads: int) -> list[Cell]:
    cells = []
    for inst in cfg.instances:
        for m in cfg.methods:
            seeds = (0,) if m.kind != "heuristic" else m.seeds
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
    from optsched.core.facades import bound, run, solve

    m = cell.method
    inst = None
    try:
        inst = cell.instance.load()
        if m.solver is not None:
            res = solve(inst, solver=m.solver, model=m.model, time_limit=cell.time_limit,
                        threads=cell.threads, **dict(m.params))
        elif m.bound is not None:
            res = bound(inst, method=None if m.bound == "default" else m.bound,
                        time_limit=cell.time_limit, **dict(m.params))
        else:
            assert m.algo is not None  # config validation: one of solver / algo / bound
            res = run(inst, m.algo, seed=cell.seed, time_limit=m.time_limit,
                      **dict(m.params))
    except Exception as exc:  # noqa: BLE001 - a failing cell is a row, not a crash
        res = Result(family=getattr(inst, "family", ""), instance=cell.instance.key,
                     method=m.name, status=Status.ERROR,
                     message=f"{type(exc).__name__}: {exc}")
    if interrupt.requested() is not None:
        # cut short (wherever the signal landed: loading, solving, verifying): the runner
        # stores no row for it, so --resume re-runs exactly this cell
        res = Result(family=getattr(inst, "family", ""), instance=cell.instance.key,
                     method=m.name, status=Status.INTERRUPTED,
                     message=f"interrupted by signal {interrupt.requested()}")
    metrics = {k: v for k, v in res.metrics.items() if isinstance(v, (int, float, str, bool))}
    return {
        "cell_id": cell.cell_id, "config_hash": cell.config_hash, "bench": cell.bench,
        "instance": cell.instance.key, "family": res.family,
        "size": instance_size(inst),
        "method": m.name, "kind": m.kind,
        "seed": cell.seed, "rep": cell.rep, "status": str(res.status),
        "objective": "" if res.objective is None else repr(float(res.objective)),
        "bound": "" if res.bound is None else repr(float(res.bound)),
        "gap": "" if res.gap is None else repr(float(res.gap)),
        "runtime_s": f"{res.runtime_s:.6f}", "build_s": f"{res.build_s:.6f}",
        "feasible": str(bool(res.feasible)), "message": (res.message or "")[:500],
        "status_note": (res.status_note or "")[:500],
        "metrics": json.dumps(metrics, sort_keys=True, allow_nan=True),
        "optsched_version": __version__, "solver_versions": _versions(),
        "python": platform.python_version(), "host": socket.gethostname(),
        "cpus": os.cpu_count() or 1, "threads": cell.threads if m.exact else 1,
        "finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
    }


def _validate_methods(cfg: BenchConfig) -> None:
    """Check the whole grid before any cell runs (exit 2 naming the entry): every method
    exists for every family of the grid and every option value parses against its
    declared type and range; generator options likewise."""
    from optsched.core.discovery import get_family
    from optsched.core.facades import resolve_algorithm, resolve_bound, resolve_model
    from optsched.core.instances import load_instance

    families: set[str] = set()
    for i, spec in enumerate(cfg.instances):
        if spec.family:
            families.add(spec.family)
            spec.check(f"instances[{i}]")
            try:  # generators are cheap: a value the preset rejects must stop the grid
                spec.load()  # now, not as an error row halfway through the run
            except InstanceError as exc:
                raise InstanceError(f"instances[{i}] ({spec.key}): {exc.path}",
                                    exc.detail) from None
            except (TypeError, ValueError, OverflowError, MemoryError) as exc:
                raise InstanceError(f"instances[{i}] ({spec.key})", "the generator rejected "
                                    f"its parameters: {type(exc).__name__}: {exc}") from None
        else:
            assert spec.path is not None  # an instance spec is a file or a generator call
            families.add(load_instance(spec.path).family)
    for k, m in enumerate(cfg.methods):
        for fname in sorted(families):
            fam = get_family(fname)
            try:
                if m.exact:
                    assert m.solver is not None
                    if m.solver == "auto":
                        if fam.auto_solver is None or m.model or m.params:
                            raise InstanceError("solver", f"auto: family {fname} has no "
                                                "automatic choice, or a model / params "
                                                "were given with it")
                        continue
                    resolve_model(fam, m.solver, m.model).bind(dict(m.params))
                elif m.bound is not None:
                    resolve_bound(fam, None if m.bound == "default" else m.bound).bind(
                        dict(m.params))
                else:
                    assert m.algo is not None
                    resolve_algorithm(fam, m.algo).bind(dict(m.params))
            except InstanceError as exc:
                path = exc.path.lstrip("-")
                raise InstanceError(f"methods[{k}].{path}", exc.detail) from None


def dask_connect_timeout() -> float:
    """Seconds to reach a Dask scheduler: ``OPTSCHED_DASK_CONNECT_TIMEOUT`` (default 15)."""
    raw = os.environ.get("OPTSCHED_DASK_CONNECT_TIMEOUT", "15")
    try:
        value = float(raw)
    except ValueError:
        value = -1.0
    if not 0.0 < value < 1e6:
        raise InstanceError("OPTSCHED_DASK_CONNECT_TIMEOUT",
                            f"must be a number of seconds > 0, got {raw!r}")
    return value


def run_bench(config: str | Path | BenchConfig, out_dir: str | Path, jobs: int = 1,
              dask_address: str | None = None, resume: bool = False,
              progress: bool = True, write_report: bool = True,
              fail_on_error: bool = True, announce: bool = True) -> ResultStore:
    """Run every unfinished cell of ``config`` and write ``results.csv`` + reports.

    Raises :class:`OptschedError` (exit 1) at the end if any cell ended with status
    ``error`` and ``fail_on_error`` is set; the rows are stored either way.
    """
    cfg = config if isinstance(config, BenchConfig) else load_config(config)
    _validate_methods(cfg)
    store = ResultStore(out_dir)
    with store.run_lock():
        return _run_locked(cfg, store, Path(out_dir), jobs, dask_address, resume, progress,
                           write_report, fail_on_error, announce)


def _run_locked(cfg: BenchConfig, store: ResultStore, out_dir: Path, jobs: int,
                dask_address: str | None, resume: bool, progress: bool,
                write_report: bool, fail_on_error: bool, announce: bool = True
                ) -> ResultStore:
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
    done_now = 0
    try:
        for row in _execute(todo, jobs, dask_address):
            if row["status"] == Status.INTERRUPTED.value:
                continue  # never stored: --resume re-runs exactly these cells
            store.append(row)
            done_now += 1
            errors += row["status"] == "error"
            if bar is not None:
                bar.update(1)
    finally:
        if bar is not None:
            bar.close()
    interrupt.check()  # a signal during the grid: stop here (exit 130/143), rows are kept
    if announce:  # one summary line, then (last) the report's path
        print(f"{cfg.name}: {done_now} cells run, {len(cells) - len(todo)} already in the "
              f"store, {errors} errors -> {store.path}", flush=True)
    if write_report:
        from .report import write_reports

        if announce and progress and sys.stderr.isatty():
            print("writing the report and plots ...", file=sys.stderr, flush=True)
        if write_reports(out_dir, cfg) and announce:
            print(f"report: {out_dir / 'report.md'}", flush=True)
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


def _quiet_resource_tracker() -> None:
    """The resource tracker (started with the pool, with this interpreter's ``-W``
    options) warns about semaphores of a worker killed after a signal; it removes them
    itself, so the warning is noise on stderr, where an interrupt prints one line."""
    flag = "ignore::UserWarning:multiprocessing.resource_tracker"
    if flag not in sys.warnoptions:
        sys.warnoptions.append(flag)


def _init_worker() -> None:
    """Worker processes stop their solve on SIGINT/SIGTERM and report ``interrupted``
    (after a short grace: the parent discards the row anyway)."""
    interrupt.install(raise_when_idle=False)
    interrupt.GRACE_S = 0.3


def _run_cell_in_worker(cell: Cell) -> dict[str, Any]:
    """:func:`run_cell` in a pool worker. After a signal, a worker whose solver ignored
    its stop request (HiGHS inside a sub-MIP heuristic) leaves at once with ``os._exit``:
    its row would be discarded anyway, and tearing the interpreter down under a running
    solver thread can hang or abort."""
    row = run_cell(cell)
    sig = interrupt.requested()
    if sig is not None and interrupt.solver_threads_alive():
        os._exit(128 + sig)
    return row


def _execute(cells: list[Cell], jobs: int, dask_address: str | None) -> Iterator[dict[str, Any]]:
    if not cells:
        return
    if dask_address:
        yield from _execute_dask(cells, dask_address)
    elif jobs <= 1:
        for c in cells:
            interrupt.check()
            yield run_cell(c)
    else:
        import multiprocessing as mp

        _quiet_resource_tracker()
        ex = ProcessPoolExecutor(max_workers=jobs, mp_context=mp.get_context("spawn"),
                                 initializer=_init_worker)
        pending = {ex.submit(_run_cell_in_worker, c) for c in cells}
        try:
            while pending:
                done, pending = wait(pending, timeout=0.1, return_when=FIRST_COMPLETED)
                for f in done:
                    yield f.result()
                if interrupt.requested() is not None:
                    break
        finally:  # on a signal or an error, do not run the rest of the grid
            for f in pending:
                f.cancel()
            if interrupt.requested() is not None:
                _stop_workers(ex)
            ex.shutdown(wait=True, cancel_futures=True)
            # drop the pool now: the traceback of an interrupt keeps this frame alive, and
            # with it the pool's queues, whose semaphores the resource tracker would then
            # report as "leaked" at exit
            del ex, pending
            gc.collect()


def _stop_workers(ex: ProcessPoolExecutor, grace_s: float = 0.5) -> None:
    """Stop the pool after a signal (which may have reached only this process).

    Workers get SIGTERM (their handlers stop the running solve, which then returns an
    ``interrupted`` row that is not stored), then the pool's shutdown sentinel, so that
    they exit normally (a SIGKILL-ed worker leaves the lock Pyomo creates at import to the
    resource tracker, which then warns at exit); a worker still alive after ``grace_s`` is
    killed: a cell cut short is simply not stored, and no worker outlives the grid.
    """
    procs = list(getattr(ex, "_processes", {}).values())
    for proc in procs:
        proc.terminate()
    ex.shutdown(wait=False, cancel_futures=True)
    deadline = time.monotonic() + grace_s
    for proc in procs:
        proc.join(max(0.0, deadline - time.monotonic()))
    for proc in procs:
        if proc.is_alive():
            proc.kill()
            proc.join(1.0)


def _execute_dask(cells: list[Cell], address: str) -> Iterator[dict[str, Any]]:
    try:
        from distributed import Client
        from distributed import wait as dask_wait
    except ImportError:
        from optsched.core.errors import SolverUnavailableError

        raise SolverUnavailableError("--dask needs the 'dask' extra: pip install "
                                     "'optsched[dask]'") from None
    try:
        client = Client(address, timeout=dask_connect_timeout())
    except OSError as exc:
        raise InstanceError("--dask", f"cannot reach Dask scheduler {address!r}: {exc}") from None
    pending: set[Any] = set()
    try:
        pending = set(client.map(run_cell, cells, pure=False))
        while pending:
            try:
                res = dask_wait(list(pending), timeout=0.2, return_when="FIRST_COMPLETED")
                done = set(res.done)
            except TimeoutError:
                done = set()
            for f in done:
                pending.discard(f)
                yield f.result()
            interrupt.check()
    finally:
        if interrupt.requested() is not None and pending:
            # cells not started are dropped; a cell already running on a worker finishes
            # there (Dask cannot stop a running task) but its row is never stored
            client.cancel(list(pending))
        client.close()
