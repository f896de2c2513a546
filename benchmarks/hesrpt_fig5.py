"""Fig. 5 (mean slowdown) and Fig. C.7 (mean flow time) of the heSRPT paper: offline.

N = 1,000,000 servers, M = 500 jobs with Pareto(alpha=0.8) sizes (x_min = 1), all present
at time 0, s(k) = k^p for p from 0.05 to 0.99. Policies: heSRPT (closed form, Theorem 6,
cross-checked by the exact simulator), EQUI, SRPT (= RS offline), HELL, KNEE with the
best alpha of a 25-point brute-force search (per instance: optimistic for KNEE, as in the
paper). ``--reps`` independent seeds give 95 % confidence intervals.

    .venv/bin/python benchmarks/hesrpt_fig5.py --out benchmarks/results/hesrpt [--quick]
    .venv/bin/python benchmarks/hesrpt_fig5.py --metric flow --out ...   # = Fig. C.7

Writes ``fig5_raw.csv``, ``fig5_summary.csv``, ``fig5_table.md``, ``fig5.png`` (``figC7_*``
for ``--metric flow``) and prints the table and the runtime.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np
import pandas as pd
from hesrpt_common import bar_panels, summarise, write_tables

from optsched.core import atomic_write_text
from optsched.hesrpt import optimal_flow_time, simulate_run
from optsched.hesrpt.generate import pareto_sizes
from optsched.hesrpt.policies import Knee, knee_alpha_grid
from optsched.hesrpt.speedup import Power

POLICIES = ["hesrpt", "equi", "srpt", "hell", "knee"]
P_FULL = [0.05, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99]
P_QUICK = [0.05, 0.5, 0.99]


def run_instance(seed: int, p: float, m: int, n: float, metric: str, knee_points: int
                 ) -> tuple[list[dict], float]:
    rng = np.random.default_rng(seed)
    x = pareto_sizes(rng, 0.8, m)
    w = "slowdown" if metric == "slowdown" else None
    rows = []
    f_star = optimal_flow_time(x, p, n, w) / m
    sim_hesrpt = simulate_run(x, "hesrpt", p, n, w).weighted_flow_time / m
    check = abs(sim_hesrpt - f_star) / f_star
    rows.append({"p": p, "seed": seed, "policy": "hesrpt", "value": f_star})
    for name in ("equi", "srpt", "hell"):
        v = simulate_run(x, name, p, n, w).weighted_flow_time / m
        rows.append({"p": p, "seed": seed, "policy": name, "value": v})
    best, best_a = np.inf, np.nan
    for a in knee_alpha_grid(x, Power(p), n, points=knee_points):
        v = simulate_run(x, Knee(float(a)), p, n, w).weighted_flow_time / m
        if v < best:
            best, best_a = v, float(a)
    rows.append({"p": p, "seed": seed, "policy": "knee", "value": best, "alpha": best_a})
    return rows, check


def main(default_metric: str = "slowdown") -> None:
    ap = argparse.ArgumentParser(description="Reproduce Fig. 5 / Fig. C.7 (offline)")
    ap.add_argument("--out", type=Path, default=Path("benchmarks/results/hesrpt"))
    ap.add_argument("--metric", choices=["slowdown", "flow"], default=default_metric)
    ap.add_argument("--reps", type=int, default=None, help="seeds (default 10, quick 2)")
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--jobs", type=int, default=500)
    ap.add_argument("--servers", type=float, default=1e6)
    ap.add_argument("--p", type=float, nargs="*", default=None)
    ap.add_argument("--knee-points", type=int, default=None)
    ap.add_argument("--quick", action="store_true", help="smoke run: 3 p values, 2 seeds")
    args = ap.parse_args()
    t0 = time.perf_counter()
    reps = args.reps or (2 if args.quick else 10)
    ps = args.p or (P_QUICK if args.quick else P_FULL)
    knee_points = args.knee_points or (9 if args.quick else 25)
    stem = "fig5" if args.metric == "slowdown" else "figC7"
    label = "mean slowdown" if args.metric == "slowdown" else "mean flow time"
    rows, worst = [], 0.0
    for p in ps:
        for seed in range(args.seed, args.seed + reps):
            r, chk = run_instance(seed, p, args.jobs, args.servers, args.metric, knee_points)
            rows.extend(r)
            worst = max(worst, chk)
    raw = pd.DataFrame(rows)
    args.out.mkdir(parents=True, exist_ok=True)
    atomic_write_text(args.out / f"{stem}_raw.csv", raw.to_csv(index=False))
    summary = summarise(raw, ["p", "policy"])
    summary["policy"] = pd.Categorical(summary["policy"], POLICIES, ordered=True)
    summary = summary.sort_values(["p", "policy"]).reset_index(drop=True)
    summary["policy"] = summary["policy"].astype(str)
    title = (f"{'Fig. 5' if stem == 'fig5' else 'Fig. C.7'}: {label}, offline, "
             f"N={args.servers:g}, M={args.jobs}, Pareto(0.8), {reps} seeds")
    write_tables(summary, args.out, stem, title)
    bar_panels(summary, "p", POLICIES, label, title, args.out / f"{stem}.png")
    runtime = time.perf_counter() - t0
    print(title)
    print(summary.to_string(index=False, float_format=lambda v: f"{v:.4g}"))
    print(f"heSRPT simulated vs Theorem 6: max relative difference {worst:.2e}")
    print(f"runtime {runtime:.1f} s -> {args.out / (stem + '.png')}")


if __name__ == "__main__":
    main()
