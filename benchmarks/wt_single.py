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
"""

from __future__ import annotations

import argparse
import csv
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np

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


def run_one(args: tuple[str, int, float]) -> dict:
    set_name, k, time_limit = args
    from optsched.core import solve

    _warm()
    inst, known, proven_known = _instance(set_name, k)
    wall0, cpu0 = time.perf_counter(), time.process_time()
    res = solve(inst, solver="dp", time_limit=time_limit, threads=1)
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    tol = 1e-6 * max(1.0, known)
    problems = []
    status = res.status.value
    if status == "optimal" and proven_known and abs(res.objective - known) > tol:
        problems.append(f"optimal {res.objective:g} != known optimum {known:g}")
    if res.bound is not None and proven_known and res.bound > known + tol:
        problems.append(f"bound {res.bound:g} > known optimum {known:g}")
    if res.objective is not None and proven_known and res.objective < known - tol:
        problems.append(f"incumbent {res.objective:g} < known optimum {known:g}")
    if res.objective is not None and res.bound is not None and res.bound > \
            res.objective + tol:
        problems.append(f"bound {res.bound:g} > incumbent {res.objective:g}")
    if status not in ("optimal", "time_limit"):
        problems.append(f"status {status}: {res.message}")
    return {"set": set_name, "instance": inst.name, "k": k, "status": status,
            "objective": res.objective, "bound": res.bound, "known": known,
            "reached": res.objective is not None and abs(res.objective - known) <= tol,
            "wall_s": wall, "cpu_s": cpu, "runtime_s": res.runtime_s,
            "stopped": res.metrics.get("dp_stopped", ""),
            "t_ub_s": res.metrics.get("dp_t_ub_s"), "t_stage1_s": res.metrics.get(
                "dp_t_stage1_s"), "problems": "; ".join(problems)}


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
    if ref is not None:
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
    a = ap.parse_args(argv)
    sets = list(SETS) if a.set == "all" else [s.strip() for s in a.set.split(",")]
    for s in sets:
        if s not in SETS:
            print(f"--set: unknown set {s!r} (known: {', '.join(SETS)}, all)",
                  file=sys.stderr)
            return 2
    if a.instances:
        ks = [int(x) for x in a.instances.split(",")]
    elif a.sample:
        ks = sorted(np.random.default_rng(a.sample_seed).choice(125, a.sample,
                                                                 replace=False).tolist())
    else:
        ks = list(range(0, 125, max(1, a.every)))
    tasks = [(s, k, a.time_limit) for s in sets for k in ks]
    load0 = os.getloadavg()
    print(f"# sets {sets}; instances (0-based) {ks}; time limit {a.time_limit:g} s; jobs "
          f"{a.jobs}; load average before {load0[0]:.2f} {load0[1]:.2f} {load0[2]:.2f}",
          file=sys.stderr)
    rows = []
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs, initializer=_warm) as ex:
            for r in ex.map(run_one, tasks):
                rows.append(r)
                _progress(r)
    else:
        _warm()
        for t in tasks:
            r = run_one(t)
            rows.append(r)
            _progress(r)
    load1 = os.getloadavg()
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            wr = csv.DictWriter(fh, fieldnames=list(rows[0]))
            wr.writeheader()
            wr.writerows(rows)
    print(f"lagdp (`--solver dp`), time limit {a.time_limit:g} s per solve, one thread; "
          f"load average {load0[0]:.2f} before, {load1[0]:.2f} after (1 min)\n")
    print("| set | instances | proven optimal | reached the known value | median s "
          "(wall / CPU) | mean s (wall / CPU) | max s (wall / CPU) | inconsistencies "
          "| ours / SSDP |")
    print("|---|---|---|---|---|---|---|---|---|")
    bad = 0
    for s in sets:
        line, b = summary(rows, s, a.time_limit)
        bad += b
        print(line)
    return 1 if bad else 0


def _progress(r: dict) -> None:
    print(f"{r['instance']} {r['status']:10s} obj={r['objective']} bound={r['bound']} "
          f"known={r['known']:g} wall={r['wall_s']:.2f}s cpu={r['cpu_s']:.2f}s "
          f"{r['stopped']} {r['problems']}", file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
