"""OR-Library 1||sum w_j T_j (wt40/wt50/wt100) as single-GPU HGSP: exact models vs known
optima, and SAGreedy's gap.

Prints, per method: instances run, how many were proven optimal (status ``optimal``),
how many reached the known optimum / best-known value as incumbent, mean gap of the
incumbent to the known value (%), median and max wall time and CPU time of the worker
(time limits are wall clock: on a loaded machine compare CPU time), and any
inconsistency with the known
values (an ``optimal`` claim with another value, a bound above a proven optimum, an
incumbent below a proven optimum) -- there must be none.

Examples::

    # the full wt40 set, 60 s per solve (125 x 60 s per exact method: hours)
    python benchmarks/orlib_wt.py --set wt40 --time-limit 60 --jobs 2
    # the Lagrangian DP alone on all of wt40 (seconds to minutes)
    python benchmarks/orlib_wt.py --set wt40 --methods lagdp --jobs 2
    # a seeded sample of 12 instances, 10 s each
    python benchmarks/orlib_wt.py --sample 12 --sample-seed 0 --time-limit 10
    # first 5 instances, CP-SAT only, results to CSV
    python benchmarks/orlib_wt.py --limit 5 --methods cpsat --csv out.csv

The same runs through ``optsched bench benchmarks/orlib_wt.toml --out DIR`` (generator
preset ``orlib-wt40``, seed k = instance k+1).
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
from known_values import problems_against_known

METHODS = {
    # name: (kind, solver/algo, model, params)
    "lagdp": ("solve", "dp", "lagdp", {}),
    "cpsat": ("solve", "cpsat", "cpsat", {}),
    "cpsat-plain": ("solve", "cpsat", "cpsat", {"strengthen": False, "hint": False}),
    "timeindexed": ("solve", "highs", "timeindexed", {}),
    "bigm": ("solve", "highs", "bigm", {}),
    "greedy": ("run", "greedy", None, {}),
    "sagreedy": ("run", "sagreedy", None, {}),
    "sagreedy-plus": ("run", "sagreedy-plus", None, {}),
}


def run_one(args: tuple) -> dict:
    set_name, k, method, time_limit, threads = args
    os.environ.setdefault("OPTSCHED_THREADS", str(threads))
    from optsched.core import run, solve
    from optsched.hgsp import orlib

    inst = orlib.instance(set_name, k)
    kv = orlib.known_value(set_name, k)
    kind, who, model, params = METHODS[method]
    cpu0 = time.process_time()  # CPU time of this worker: robust to a loaded machine
    if kind == "solve":
        res = solve(inst, solver=who, model=model, time_limit=time_limit, threads=threads,
                    **params)
    else:
        res = run(inst, who, seed=0, **params)
    cpu_s = time.process_time() - cpu0
    tol = 1e-6 * max(1.0, kv.value)
    problems = problems_against_known(res.status.value == "optimal", res.objective,
                                      res.bound, kv.value, kv.proven_optimal)
    if not res.feasible and res.status.value not in ("time_limit",):
        problems.append(f"status {res.status.value}: {res.message}")
    gap = None
    if res.objective is not None:
        gap = 0.0 if abs(res.objective - kv.value) <= tol else (
            100.0 * (res.objective - kv.value) / kv.value if kv.value > 0 else math.inf)
    return {"instance": inst.name, "k": k, "method": method, "status": res.status.value,
            "objective": res.objective, "bound": res.bound, "known": kv.value,
            "known_proven": kv.proven_optimal, "gap_to_known_pct": gap,
            "reached_known": res.objective is not None and abs(res.objective - kv.value)
            <= tol, "runtime_s": res.runtime_s, "build_s": res.build_s, "cpu_s": cpu_s,
            "problems": "; ".join(problems)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--set", default="wt40", choices=["wt40", "wt50", "wt100"])
    ap.add_argument("--methods", default="lagdp,cpsat,timeindexed,sagreedy",
                    help=f"comma list from {', '.join(METHODS)}")
    ap.add_argument("--time-limit", type=float, default=60.0, help="seconds per solve")
    ap.add_argument("--limit", type=int, default=None, help="run only the first N instances "
                    "(of the sample, if --sample)")
    ap.add_argument("--sample", type=int, default=None,
                    help="seeded random sample of K instances instead of all 125")
    ap.add_argument("--sample-seed", type=int, default=0)
    ap.add_argument("--instances", default=None, help="comma list of 0-based indices")
    ap.add_argument("--jobs", type=int, default=1, help="parallel worker processes")
    ap.add_argument("--threads", type=int, default=1, help="solver threads per solve")
    ap.add_argument("--csv", default=None, help="write per-run rows to this CSV file")
    a = ap.parse_args(argv)
    methods = [m.strip() for m in a.methods.split(",") if m.strip()]
    for m in methods:
        if m not in METHODS:
            print(f"--methods: unknown method {m!r} (known: {', '.join(METHODS)})",
                  file=sys.stderr)
            return 2
    if a.instances:
        ks = [int(x) for x in a.instances.split(",")]
    elif a.sample:
        ks = sorted(np.random.default_rng(a.sample_seed).choice(125, a.sample,
                                                                 replace=False).tolist())
    else:
        ks = list(range(125))
    if a.limit is not None:
        ks = ks[: a.limit]
    tasks = [(a.set, k, m, a.time_limit, a.threads) for k in ks for m in methods]
    print(f"# {a.set}: instances (0-based) {ks}; methods {methods}; time limit "
          f"{a.time_limit:g} s; threads/solve {a.threads}; jobs {a.jobs}", file=sys.stderr)
    if a.jobs > 1:
        with ProcessPoolExecutor(a.jobs) as ex:
            rows = list(ex.map(run_one, tasks))
    else:
        rows = [run_one(t) for t in tasks]
    for r in rows:
        print(f"{r['instance']} {r['method']:14s} {r['status']:10s} obj={r['objective']} "
              f"bound={r['bound']} known={r['known']:g} t={r['runtime_s']:.1f}s "
              f"{r['problems']}", file=sys.stderr)
    if a.csv:
        with open(a.csv, "w", newline="") as fh:
            wr = csv.DictWriter(fh, fieldnames=list(rows[0]))
            wr.writeheader()
            wr.writerows(rows)
    print(f"{a.set}, time limit {a.time_limit:g} s per solve:\n")
    print("| method | n | proven optimal | reached known value | mean gap to known % "
          "| median runtime s | max runtime s | median CPU s | max CPU s | inconsistencies |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    bad = 0
    for m in methods:
        rs = [r for r in rows if r["method"] == m]
        gaps = [r["gap_to_known_pct"] for r in rs if r["gap_to_known_pct"] is not None]
        finite = [g for g in gaps if math.isfinite(g)]
        n_bad = sum(1 for r in rs if r["problems"])
        bad += n_bad
        mean_gap = f"{np.mean(finite):.2f}" if finite else "-"
        if len(finite) < len(gaps):
            mean_gap += f" (+{len(gaps) - len(finite)} inf)"
        print(f"| {m} | {len(rs)} | {sum(r['status'] == 'optimal' for r in rs)} | "
              f"{sum(bool(r['reached_known']) for r in rs)} | {mean_gap} | "
              f"{np.median([r['runtime_s'] for r in rs]):.2f} | "
              f"{np.max([r['runtime_s'] for r in rs]):.2f} | "
              f"{np.median([r['cpu_s'] for r in rs]):.2f} | "
              f"{np.max([r['cpu_s'] for r in rs]):.2f} | {n_bad} |")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
