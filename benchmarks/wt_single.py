"""1||sum w_j T_j with model ``lagdp`` against the known optima and the SSDP reference
(issue 25): OR-Library wt40 / wt50 / wt100 and Tanaka's wt150 / wt200 / wt250.

Every instance is solved by ``optsched.solve(inst, solver="dp", time_limit=...)`` (the
registry verifies the schedule and recomputes the objective); the numba kernels are
loaded before the clock starts. Prints per set: instances run, proven optimal, reached
the known value, median / mean / max wall time and CPU time of the solve, the
inconsistencies with the known values (an ``optimal`` claim with another value, a bound
above the optimum, an incumbent below it -- there must be none), and the ratio of our
median / mean / max to the reference figures of the SSDP code of Tanaka, Fujikuma &
Araki (2009), C, single thread, measured on this project's 2-core machine
(:data:`SSDP`; wt100 also has a 10-instance median). The machine's load average is
printed before and after: time limits are wall clock, so on a loaded machine compare
CPU time.

Examples::

    python benchmarks/wt_single.py --set wt40                   # all 125, 60 s each
    python benchmarks/wt_single.py --set wt100 --time-limit 10  # the issue's 10 s target
    python benchmarks/wt_single.py --set tanaka-wt250 --every 5 # the SSDP sample
    python benchmarks/wt_single.py --set all --every 5 --csv out.csv
    python benchmarks/wt_single.py --files wt300/*.dat --optima opt300.txt
    python benchmarks/wt_single.py --set wt100 --reference "./ssdp {dat}"

``--files`` solves Tanaka ``.dat`` files (any n, e.g. wt300) or hgsp JSON files instead of
a bundled set, checked against ``--optima`` (one value per file, in the order given) when
given. ``--reference CMD`` times another solver on every instance **in the same run**,
just before ours (``{dat}`` in CMD becomes the path of the instance written as a Tanaka
``.dat`` file; without it the file is fed on stdin; its objective is the last integer it
prints): the table then gives our times over its times measured beside them, and its
value is checked against the known optimum too.
"""

from __future__ import annotations

import argparse
import contextlib
import csv
import math
import os
import re
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np
from known_values import problems_against_known
from stop_on_signal import Interrupted, exit_code, routed, stop_if_interrupted

SETS = ("wt40", "wt50", "wt100", "tanaka-wt150", "tanaka-wt200", "tanaka-wt250")

#: SSDP (Tanaka, Fujikuma & Araki 2009; C, single thread) measured on this project's
#: 2-core machine (issue 25): sample, mean s, max s, median s (None: not measured)
SSDP = {
    "wt40": ("all 125", 0.024, 0.06, None),
    "wt100": ("all 125 (median: 10-instance sample)", 0.63, 2.04, 0.33),
    "tanaka-wt150": ("every 5th", 2.2, 5.6, None),
    "tanaka-wt200": ("every 5th", 6.1, 17.0, None),
    "tanaka-wt250": ("every 5th", 15.6, 37.0, None),
}


def _instance(set_name: str, k: int):
    """``(hgsp instance, known value, proven optimal?)`` of the k-th (0-based) instance."""
    if set_name.startswith("tanaka-"):
        from optsched.hgsp import tanaka

        name = set_name.removeprefix("tanaka-")
        return tanaka.instance(name, k), float(tanaka.optima(name)[k]), True
    from optsched.hgsp import orlib

    kv = orlib.known_value(set_name, k)
    return orlib.instance(set_name, k), kv.value, kv.proven_optimal


def _warm() -> None:
    os.environ.setdefault("OPTSCHED_THREADS", "1")
    from optsched.hgsp.exact_lagdp import prepare_lagdp

    prepare_lagdp()  # the model's prepare hook (the facade runs it too)


def _file_instance(path: str):
    """An hgsp instance from a Tanaka ``.dat`` file or an hgsp JSON file."""
    if path.endswith(".dat"):
        from optsched.hgsp import tanaka

        return tanaka.to_hgsp(tanaka.read_dat(path))
    from optsched.core import load_instance

    return load_instance(path)


#: one solve: (set name, 0-based index, time limit s, file or None, known value or None)
Task = tuple[str, int, float, "str | None", "float | None"]


def _task_instance(task: Task):
    set_name, k, _, path, known = task
    if path is None:
        return _instance(set_name, k)
    return _file_instance(path), known, known is not None


def run_one(task: Task) -> dict:
    time_limit = task[2]
    set_name, k = task[0], task[1]
    from optsched.core import solve

    _warm()
    inst, known, proven_known = _task_instance(task)
    wall0, cpu0 = time.perf_counter(), time.process_time()
    res = solve(inst, solver="dp", time_limit=time_limit, threads=1)
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    stop_if_interrupted(res.status.value)  # Ctrl-C: no row for a cut solve
    tol = 1e-6 * max(1.0, known if known is not None else 0.0)
    status = res.status.value
    problems = problems_against_known(status == "optimal", res.objective, res.bound, known,
                                      proven_known)
    if res.objective is not None and res.bound is not None and res.bound > \
            res.objective + tol:
        problems.append(f"bound {res.bound:g} > incumbent {res.objective:g}")
    if status not in ("optimal", "time_limit"):
        problems.append(f"status {status}: {res.message}")
    return {"set": set_name, "instance": inst.name, "k": k, "status": status,
            "objective": res.objective, "bound": res.bound,
            "known": known if known is not None else math.nan,
            "reached": res.objective is not None and known is not None and
            abs(res.objective - known) <= tol,
            "wall_s": wall, "cpu_s": cpu, "runtime_s": res.runtime_s,
            "stopped": res.metrics.get("dp_stopped", ""),
            "t_ub_s": res.metrics.get("dp_t_ub_s"), "t_stage1_s": res.metrics.get(
                "dp_t_stage1_s"), "problems": "; ".join(problems)}


#: default: the objective a reference solver prints is the last integer of its output
REFERENCE_OBJECTIVE = r"(-?\d+)(?!.*\d)"


def run_reference(task: Task, cmd: str, pattern: str, timeout: float) -> dict:
    """Time ``cmd`` (another solver) on the task's instance written as a Tanaka ``.dat``
    file: wall s, CPU s of the child (user + system), the objective it printed and
    whether that equals the known value. Called in this process, one at a time."""
    from optsched.hgsp import tanaka

    inst, known, _proven = _task_instance(task)
    with tempfile.TemporaryDirectory() as tmp:
        dat = os.path.join(tmp, f"{inst.name or 'instance'}.dat")
        text = tanaka.dat_text(inst)
        with open(dat, "w", encoding="ascii") as fh:
            fh.write(text)
        argv = [a.replace("{dat}", dat) for a in shlex.split(cmd)]
        stdin = None if "{dat}" in cmd else text
        ru0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        wall0 = time.perf_counter()
        try:
            out = subprocess.run(argv, input=stdin, capture_output=True, text=True,
                                 timeout=timeout, check=False)
            stopped = ""
        except subprocess.TimeoutExpired:
            out, stopped = None, f"timeout {timeout:g} s"
        wall = time.perf_counter() - wall0
        ru1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    value = None
    if out is not None:
        if out.returncode != 0:
            stopped = f"exit {out.returncode}: {out.stderr.strip()[-200:]}"
        found = re.findall(pattern, out.stdout, flags=re.S)
        value = float(found[-1]) if found else None
    # a best-known value (not proven) is matched too: both solvers claim optimality
    agrees = (value is not None and known is not None and
              abs(value - known) <= 1e-6 * max(1.0, known))
    return {"ref_wall_s": wall, "ref_cpu_s": cpu, "ref_objective": value,
            "ref_agrees": agrees if known is not None else None, "ref_stopped": stopped}


def _fmt(x: float | None, nd: int = 2) -> str:
    return "-" if x is None or (isinstance(x, float) and math.isnan(x)) else f"{x:.{nd}f}"


def summary(rows: list[dict], set_name: str, time_limit: float) -> tuple[str, int]:
    """One table row for the set and its number of inconsistencies."""
    rs = [r for r in rows if r["set"] == set_name]
    wall = np.array([r["wall_s"] for r in rs])
    cpu = np.array([r["cpu_s"] for r in rs])
    bad = sum(1 for r in rs if r["problems"])
    proven = sum(r["status"] == "optimal" for r in rs)
    within = sum(r["status"] == "optimal" and r["wall_s"] <= time_limit for r in rs)
    ref = SSDP.get(set_name)
    ratio = "-"
    if rs and "ref_cpu_s" in rs[0]:
        rw = np.array([r["ref_wall_s"] for r in rs])
        rc = np.array([max(r["ref_cpu_s"], 1e-3) for r in rs])
        per = cpu / rc
        agree = sum(bool(r["ref_agrees"]) for r in rs)
        known = sum(r["ref_agrees"] is not None for r in rs)
        ratio = (f"reference in this run: median {np.median(rw):.3g} / {np.median(rc):.3g} s, "
                 f"mean {np.mean(rw):.3g} / {np.mean(rc):.3g} s, max {np.max(rw):.3g} / "
                 f"{np.max(rc):.3g} s (wall / CPU; value = known on {agree}/{known}); ours / "
                 f"its CPU: median {np.median(cpu) / np.median(rc):.2f}x, mean "
                 f"{np.mean(cpu) / np.mean(rc):.2f}x, max {np.max(cpu) / np.max(rc):.2f}x, "
                 f"median per instance {np.median(per):.2f}x")
    elif ref is not None:
        parts = [f"mean {np.mean(wall) / ref[1]:.1f}x", f"max {np.max(wall) / ref[2]:.1f}x"]
        if ref[3] is not None:
            parts.insert(0, f"median {np.median(wall) / ref[3]:.1f}x")
        cparts = [f"mean {np.mean(cpu) / ref[1]:.1f}x", f"max {np.max(cpu) / ref[2]:.1f}x"]
        if ref[3] is not None:
            cparts.insert(0, f"median {np.median(cpu) / ref[3]:.1f}x")
        ratio = "wall " + ", ".join(parts) + "; CPU " + ", ".join(cparts)
        ratio += f" (SSDP {ref[0]}: mean {ref[1]:g} s, max {ref[2]:g} s"
        ratio += f", median {ref[3]:g} s)" if ref[3] is not None else ")"
        if proven < len(rs):  # unproven runs stopped at the limit: the ratio understates
            ratio += f"; {len(rs) - proven} run(s) stopped at the limit, ratios are lower bounds"
    line = (f"| {set_name} | {len(rs)} | {proven} ({within} within {time_limit:g} s) | "
            f"{sum(bool(r['reached']) for r in rs)} | {_fmt(np.median(wall))} / "
            f"{_fmt(np.median(cpu))} | {_fmt(np.mean(wall))} / {_fmt(np.mean(cpu))} | "
            f"{_fmt(np.max(wall))} / {_fmt(np.max(cpu))} | {bad} | {ratio} |")
    return line, bad


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", default="wt40", help=f"one of {', '.join(SETS)}, a comma "
                    "list, or 'all'")
    ap.add_argument("--time-limit", type=float, default=60.0, help="seconds per solve")
    ap.add_argument("--every", type=int, default=1,
                    help="every k-th instance (1, 1+k, ...); 5 = the SSDP sample")
    ap.add_argument("--sample", type=int, default=None,
                    help="seeded random sample of N instances per set instead")
    ap.add_argument("--sample-seed", type=int, default=0)
    ap.add_argument("--instances", default=None, help="comma list of 0-based indices")
    ap.add_argument("--jobs", type=int, default=1, help="parallel worker processes "
                    "(timings need 1 on a 2-core machine)")
    ap.add_argument("--csv", default=None, help="write per-instance rows to this file")
    ap.add_argument("--files", nargs="+", default=None, metavar="FILE",
                    help="solve these Tanaka .dat or hgsp JSON files instead of --set")
    ap.add_argument("--optima", default=None, metavar="FILE", help="with --files: the "
                    "known optimal values, one per file in the order given (e.g. "
                    "Tanaka's optNNN.txt for the files of its set, sorted)")
    ap.add_argument("--reference", default=None, metavar="CMD", help="time this solver "
                    "beside ours on every instance ({dat} = the instance as a Tanaka "
                    ".dat file, else fed on stdin); needs --jobs 1")
    ap.add_argument("--reference-objective", default=REFERENCE_OBJECTIVE, metavar="REGEX",
                    help="regex whose last match in the reference's output is its "
                    "objective (default: the last integer)")
    ap.add_argument("--reference-timeout", type=float, default=600.0,
                    help="seconds before a reference run is stopped")
    a = ap.parse_args(argv)
    try:
        tasks = _tasks(a)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    sets = list(dict.fromkeys(t[0] for t in tasks))
    ks = [t[1] for t in tasks]
    load0 = os.getloadavg()
    print(f"# sets {sets}; instances (0-based) {ks}; time limit {a.time_limit:g} s; jobs "
          f"{a.jobs}; load average before {load0[0]:.2f} {load0[1]:.2f} {load0[2]:.2f}",
          file=sys.stderr)
    rows: list[dict] = []
    try:
        with routed():
            _run_all(a, tasks, rows)
    except Interrupted as exc:
        return exit_code(exc, "no CSV written" if a.csv else "no table printed")
    load1 = os.getloadavg()
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            wr = csv.DictWriter(fh, fieldnames=list(rows[0]))
            wr.writeheader()
            wr.writerows(rows)
    print(f"lagdp (`--solver dp`), time limit {a.time_limit:g} s per solve, one thread; "
          f"load average {load0[0]:.2f} before, {load1[0]:.2f} after (1 min)\n")
    against = "the reference run beside ours" if a.reference else "SSDP"
    print("| set | instances | proven optimal | reached the known value | median s "
          "(wall / CPU) | mean s (wall / CPU) | max s (wall / CPU) | inconsistencies "
          f"| ours / {against} |")
    print("|---|---|---|---|---|---|---|---|---|")
    bad = 0
    for s in sets:
        line, b = summary(rows, s, a.time_limit)
        bad += b
        print(line)
    return 1 if bad else 0


def _run_all(a: argparse.Namespace, tasks: list[Task], rows: list[dict]) -> None:
    """Solve the tasks (``--jobs`` worker processes, or here beside the reference
    solver), appending a row per finished solve to ``rows``. A signal stops every
    worker's solve; queued tasks are cancelled."""
    if a.jobs > 1:
        ex = ProcessPoolExecutor(a.jobs, initializer=_warm)
        try:
            for r in ex.map(run_one, tasks):
                rows.append(r)
                _progress(r)
        except Interrupted as exc:  # e.g. a SIGTERM sent to this process only
            procs = getattr(ex, "_processes", None) or {}  # CPython's worker table
            for proc in list(procs.values()):
                with contextlib.suppress(ProcessLookupError):
                    os.kill(proc.pid, exc.signum)
            raise
        finally:
            ex.shutdown(wait=True, cancel_futures=True)
        return
    _warm()
    for t in tasks:
        ref = (run_reference(t, a.reference, a.reference_objective,
                             a.reference_timeout) if a.reference else {})
        stop_if_interrupted()  # a signal during the reference run
        r = run_one(t)
        r.update(ref)
        rows.append(r)
        _progress(r)


def _tasks(a: argparse.Namespace) -> list[Task]:
    """The solves the command line asks for; ValueError names a bad flag value."""
    if a.jobs > 1 and a.reference:
        raise ValueError("--reference needs --jobs 1 (timings side by side)")
    if a.files:
        known: list[float | None] = [None] * len(a.files)
        if a.optima:
            try:
                with open(a.optima, encoding="ascii") as fh:
                    vals = [float(t) for t in fh.read().split()]
            except (OSError, ValueError) as exc:
                raise ValueError(f"--optima: cannot read {a.optima!r} ({exc})") from None
            if len(vals) != len(a.files):
                raise ValueError(f"--optima: {len(vals)} values for {len(a.files)} files")
            known = list(vals)
        for f in a.files:
            if not os.path.isfile(f):
                raise ValueError(f"--files: no such file {f!r}")
        return [("files", q, a.time_limit, f, kv) for q, (f, kv) in
                enumerate(zip(a.files, known))]
    if a.optima:
        raise ValueError("--optima: only with --files")
    sets = list(SETS) if a.set == "all" else [s.strip() for s in a.set.split(",")]
    for s in sets:
        if s not in SETS:
            raise ValueError(f"--set: unknown set {s!r} (known: {', '.join(SETS)}, all)")
    if a.instances:
        try:
            ks = [int(x) for x in a.instances.split(",")]
        except ValueError:
            raise ValueError(f"--instances: not a comma list of integers: "
                             f"{a.instances!r}") from None
        bad = [k for k in ks if not 0 <= k < 125]
        if bad:
            raise ValueError(f"--instances: indices are 0..124, got {bad[0]}")
    elif a.sample:
        ks = sorted(np.random.default_rng(a.sample_seed).choice(125, a.sample,
                                                                 replace=False).tolist())
    else:
        ks = list(range(0, 125, max(1, a.every)))
    return [(s, k, a.time_limit, None, None) for s in sets for k in ks]


def _num(x: float | None) -> str:
    """A value to the last digit: integral values without a decimal point or exponent."""
    if x is None or not math.isfinite(x):
        return str(x)
    return str(int(x)) if float(x).is_integer() else repr(float(x))


def _progress(r: dict) -> None:
    ref = ""
    if "ref_cpu_s" in r:
        ref = (f" reference obj={r['ref_objective']} wall={r['ref_wall_s']:.2f}s "
               f"cpu={r['ref_cpu_s']:.2f}s {r['ref_stopped']}")
    print(f"{r['instance']} {r['status']:10s} obj={_num(r['objective'])} "
          f"bound={_num(r['bound'])} known={_num(r['known'])} "
          f"wall={r['wall_s']:.2f}s cpu={r['cpu_s']:.2f}s "
          f"{r['stopped']} {r['problems']}{ref}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
