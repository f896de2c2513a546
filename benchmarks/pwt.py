"""The P||sum w_j T_j benchmark of Pessoa et al. (2010): model ``lagdp`` (``--solver dp``)
on the 150 instances (OR-Library wt40/wt50/wt100 instances 1, 6, ..., 121 with m = 2
and 4 identical GPUs, due dates floor(d/m); ``optsched.hgsp.pwt``), against the
published optima.

Prints, per (n, m): instances run, proven optimal within the time limit, incumbents equal
to the published value, median / max wall and CPU time (time limits are wall clock; on a
loaded machine compare CPU time), inconsistencies with the published values (a proof of
a different value, a bound above a published optimum, an incumbent below it -- there
must be none), and the published anchors' times beside. The load average is printed at
the start and the end (other processes share the cores).

Examples::

    # every n = 40 instance, 60 s each, one solve at a time (two processes each on a
    # multi-core machine; --threads 1: one)
    python benchmarks/pwt.py --n 40 --time-limit 60
    # n = 50 with m = 4 only; rows appended to a CSV (re-run with --resume to continue)
    python benchmarks/pwt.py --n 50 --m 4 --csv results/pwt50.csv --resume
    # wt100 #66 with m = 2 (seed 13), no time limit
    python benchmarks/pwt.py --n 100 --m 2 --seeds 13 --time-limit 0
"""

from __future__ import annotations

import argparse
import csv
import os
import sys
import time
from pathlib import Path
from typing import TextIO

import numpy as np
from stop_on_signal import Interrupted, exit_code, routed, stop_if_interrupted

#: (n, m) -> (Pessoa et al. 2010 median s, Oliveira & Pessoa 2020 mean s), their
#: hardware; None where not given (see optsched/hgsp/data/pwt/PROVENANCE.md)
ANCHORS = {(40, 2): (49, 26), (40, 4): (26, None), (50, 2): (132, None),
           (50, 4): (214, 17), (100, 2): (4200, 521), (100, 4): (14029, 642)}


def _cpu() -> float:
    """CPU seconds of this process and of its reaped children (a second process of
    the tree, ``--threads 2``)."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def run_one(n: int, m: int, seed: int, time_limit: float | None,
            paired_stops: bool = False, branching: str = "cost",
            cut_rounds: int | None = None, threads: int = 1) -> dict:
    from optsched.core import solve
    from optsched.hgsp import pwt

    inst = pwt.instance(f"wt{n}", m, seed)
    k = pwt.INSTANCES[seed]
    pub = pwt.published()[n, m, k]
    cpu0 = _cpu()
    wall0 = time.perf_counter()
    res = solve(inst, solver="dp", time_limit=time_limit, threads=threads,
                paired_stops=paired_stops, branching=branching,
                **({} if cut_rounds is None else {"cut_rounds": cut_rounds}))
    wall = time.perf_counter() - wall0
    cpu = _cpu() - cpu0
    stop_if_interrupted(res.status.value)  # Ctrl-C: no row for a cut solve
    problems = []
    opt = pub.optimum
    known = [float(v) for v in pub.values]
    tol = 1e-6
    if res.status.value == "optimal" and known and all(abs(res.objective - v) > tol
                                                       for v in known):
        problems.append(f"optimal {res.objective:g} not in published {pub.values}")
    if opt is not None and len(set(pub.values)) == 1:
        if res.bound is not None and res.bound > opt + tol:
            problems.append(f"bound {res.bound:g} > published optimum {opt}")
        if res.objective is not None and res.objective < opt - tol:
            problems.append(f"incumbent {res.objective:g} < published optimum {opt}")
    elif known:  # disputed: below the smaller / above the larger is inconsistent
        if res.bound is not None and res.bound > max(known) + tol:
            problems.append(f"bound {res.bound:g} > published values {pub.values}")
        if res.objective is not None and res.objective < min(known) - tol:
            problems.append(f"incumbent {res.objective:g} < published values {pub.values}")
    if pub.bounds is not None:  # open instance
        lo, hi = pub.bounds
        if res.objective is not None and res.objective < lo - tol:
            problems.append(f"incumbent {res.objective:g} < published lower bound {lo}")
    if not res.feasible:
        problems.append(f"status {res.status.value}: {res.message}")
    return {"n": n, "m": m, "seed": seed, "k": k, "instance": inst.name,
            "status": res.status.value, "objective": res.objective, "bound": res.bound,
            "published": "/".join(str(v) for v in pub.values) if pub.values else "open",
            "reached": bool(known) and res.objective is not None and any(
                abs(res.objective - v) <= tol for v in known),
            "wall_s": wall, "cpu_s": cpu, "nodes": res.metrics.get("nodes"),
            "workers": res.metrics.get("workers"),
            "root_bound": res.metrics.get("lagrangian_bound"),
            "uncut_root": res.metrics.get("uncut_bound"), "cuts": res.metrics.get("cuts"),
            "heuristic_ub": res.metrics.get("heuristic_ub"),
            "problems": "; ".join(problems)}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--n", default="40,50", help="comma list from 40, 50, 100")
    ap.add_argument("--m", default="2,4", help="comma list from 2, 4")
    ap.add_argument("--seeds", default=None, help="comma list of 0-based seeds (default "
                    "all 25: OR-Library instances 1 + 5 seed)")
    ap.add_argument("--time-limit", type=float, default=60.0, help="seconds per solve "
                    "(0: none)")
    ap.add_argument("--csv", default=None, help="append per-run rows to this CSV file")
    ap.add_argument("--resume", action="store_true", help="skip runs already in --csv")
    ap.add_argument("--paired-stops", action="store_true",
                    help="model option paired_stops=true (two GPUs: x_t = x_{P-t})")
    ap.add_argument("--branching", default="cost", choices=("cost", "mass", "both"),
                    help="model option branching: split completion times at the LP's "
                    "expected cost (cost, default) or at the quantiles of the LP weight "
                    "(mass, the rule before the seventh round)")
    ap.add_argument("--threads", type=int, default=None,
                    help="threads per solve: 2 lets a second process share the tree "
                    "(Linux; CPU time then counts both); default: the solver's, "
                    "OPTSCHED_THREADS or the cores, at most 2")
    ap.add_argument("--cut-rounds", type=int, default=None,
                    help="model option cut_rounds: rounds of capacity cuts at the root "
                    "(default: the model's default; 0: none)")
    a = ap.parse_args(argv)
    if a.cut_rounds is not None and not 0 <= a.cut_rounds <= 100:
        print(f"--cut-rounds: must be in 0..100, got {a.cut_rounds}", file=sys.stderr)
        return 2
    if a.threads is None:
        from optsched.core.solvers import default_threads

        try:
            a.threads = min(2, default_threads())
        except Exception as exc:  # noqa: BLE001 - a bad OPTSCHED_THREADS: one line
            print(f"{exc}", file=sys.stderr)
            return 2
    if a.threads not in (1, 2):
        print(f"--threads: must be 1 or 2, got {a.threads}", file=sys.stderr)
        return 2
    try:
        ns = [int(x) for x in a.n.split(",")]
        ms = [int(x) for x in a.m.split(",")]
    except ValueError:
        print(f"--n / --m: not a comma list of integers: {a.n!r} / {a.m!r}",
              file=sys.stderr)
        return 2
    for x in ns:
        if x not in (40, 50, 100):
            print(f"--n: must be 40, 50 or 100, got {x}", file=sys.stderr)
            return 2
    for x in ms:
        if x not in (2, 4):
            print(f"--m: must be 2 or 4, got {x}", file=sys.stderr)
            return 2
    try:
        seeds = [int(x) for x in a.seeds.split(",")] if a.seeds else list(range(25))
    except ValueError:
        print(f"--seeds: not a comma list of integers: {a.seeds!r}", file=sys.stderr)
        return 2
    bad = [x for x in seeds if not 0 <= x <= 24]
    if bad:
        print(f"--seeds: seeds are 0..24, got {bad[0]}", file=sys.stderr)
        return 2
    tl = None if a.time_limit <= 0 else a.time_limit
    rows: list[dict] = []
    done: set[tuple[int, int, int]] = set()
    if a.csv and a.resume and Path(a.csv).exists():
        with open(a.csv, newline="") as src:
            for r in csv.DictReader(src):
                r2 = {**r, "n": int(r["n"]), "m": int(r["m"]), "seed": int(r["seed"]),
                      "wall_s": float(r["wall_s"]), "cpu_s": float(r["cpu_s"]),
                      "reached": r["reached"] == "True"}
                rows.append(r2)
                done.add((r2["n"], r2["m"], r2["seed"]))
    from optsched.hgsp.exact_lagdp import prepare_lagdp

    prepare_lagdp()  # numba kernels loaded once, before the first clock (the model's prepare)
    load0 = os.getloadavg()
    print(f"# load average at start {load0[0]:.2f} {load0[1]:.2f} {load0[2]:.2f}; time "
          f"limit {a.time_limit:g} s; one solve at a time, {a.threads} thread(s) each",
          file=sys.stderr)
    fh: TextIO | None = None
    if a.csv:
        Path(a.csv).parent.mkdir(parents=True, exist_ok=True)
        new = not Path(a.csv).exists() or not a.resume
        fh = open(a.csv, "a" if not new else "w", newline="")
    try:
        with routed():
            _run_all(a, ns, ms, seeds, tl, done, rows, fh)
    except Interrupted as exc:
        return exit_code(exc, "the finished solves' rows are kept" + (
            f" in {a.csv} (--resume runs the rest)" if a.csv else ""))
    finally:
        if fh is not None:
            fh.close()
    _summary(a, ns, ms, rows, load0)
    return 1 if any(r["problems"] for r in rows) else 0


def _run_all(a: argparse.Namespace, ns: list[int], ms: list[int], seeds: list[int],
             tl: float | None, done: set[tuple[int, int, int]], rows: list[dict],
             fh: TextIO | None) -> None:
    """Solve every (n, m, seed) not in ``done``; rows appended to ``rows`` and, one
    flushed line each, to the CSV file ``fh``."""
    writer = None
    for n in ns:
        for m in ms:
            for seed in seeds:
                if (n, m, seed) in done:
                    continue
                r = run_one(n, m, seed, tl, a.paired_stops, a.branching, a.cut_rounds,
                            a.threads)
                rows.append(r)
                print(f"{r['instance']} {r['status']:10s} obj={r['objective']} "
                      f"bound={r['bound']} published={r['published']} "
                      f"wall={r['wall_s']:.1f}s cpu={r['cpu_s']:.1f}s nodes={r['nodes']} "
                      f"load={os.getloadavg()[0]:.1f} {r['problems']}", file=sys.stderr,
                      flush=True)
                if fh is not None:
                    if writer is None:
                        writer = csv.DictWriter(fh, fieldnames=list(r))
                        if fh.tell() == 0:
                            writer.writeheader()
                    writer.writerow(r)
                    fh.flush()


def _summary(a: argparse.Namespace, ns: list[int], ms: list[int], rows: list[dict],
             load0: tuple[float, float, float]) -> None:
    """The table per (n, m) and the list of unproven instances."""
    load1 = os.getloadavg()
    print(f"\nP||sum wT (Pessoa et al. set), model lagdp, time limit {a.time_limit:g} s; "
          f"load average {load0[0]:.1f} at start, {load1[0]:.1f} at the end:\n")
    print("| n | m | instances | proven optimal | reached published | median wall s "
          "| max wall s | median CPU s | max CPU s | inconsistencies | Pessoa 2010 median s "
          "| Oliveira & Pessoa 2020 mean s |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for n in ns:
        for m in ms:
            rs = [r for r in rows if r["n"] == n and r["m"] == m]
            if not rs:
                continue
            n_bad = sum(1 for r in rs if r["problems"])
            wall = [float(r["wall_s"]) for r in rs]
            cpu = [float(r["cpu_s"]) for r in rs]
            p10, o20 = ANCHORS[n, m]
            print(f"| {n} | {m} | {len(rs)} | {sum(r['status'] == 'optimal' for r in rs)} "
                  f"| {sum(bool(r['reached']) for r in rs)} | {np.median(wall):.1f} | "
                  f"{np.max(wall):.1f} | {np.median(cpu):.1f} | {np.max(cpu):.1f} | "
                  f"{n_bad} | {p10} | {o20 if o20 is not None else '-'} |")
    unproven = [r for r in rows if r["status"] != "optimal"]
    if unproven:
        print("\nnot proven: " + ", ".join(
            f"{r['instance']} (bound {r['bound']}, best {r['objective']})" for r in unproven))


if __name__ == "__main__":
    sys.exit(main())
