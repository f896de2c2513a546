"""Speed figures of the hesrpt family (issue 5, item 5). Prints; asserts nothing.

    .venv/bin/python benchmarks/hesrpt_speed.py [--arrivals 100000] [--load 0.9] [--quick]
        [--load-def single|linear] [--generic] [--online-only]

1. closed form for M = 500 jobs (Theorem 5 allocation, Theorem 6 F*): median of repeats;
   the literal O(M^2)-free reference loop is timed next to it;
2. the exact online simulator with A-heSRPT on ``--arrivals`` Poisson arrivals
   (N = 10,000, Pareto(1.5) sizes, s(k) = k^0.5), plus EQUI for comparison: wall time
   (``perf_counter``) and CPU time of this process (``process_time``; the machine may be
   shared). These run on the incremental simulators of ``optsched.hesrpt.fastsim``;
   ``--generic`` also times the generic per-epoch loop (``simulate_run(..., fast=False)``)
   on the same trace and prints the largest relative difference of the flow times;
3. scaling of the closed form with M (to show O(M log M)).
"""

from __future__ import annotations

import argparse
import statistics
import time

import numpy as np

from optsched.hesrpt import allocation, optimal_flow_time, simulate_run
from optsched.hesrpt.closed_form import allocation_reference, optimal_flow_time_reference
from optsched.hesrpt.generate import online_workload, pareto_sizes


def _median_time(fn, repeats: int) -> float:
    ts = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--arrivals", type=int, default=100_000)
    ap.add_argument("--load", type=float, default=0.9)
    ap.add_argument("--p", type=float, default=0.5)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--load-def", choices=["single", "linear"], default="single",
                    help="load = lambda E[X]/s(N) (single, default) or lambda E[X]/N")
    ap.add_argument("--quick", action="store_true", help="10,000 arrivals, fewer repeats")
    ap.add_argument("--generic", action="store_true",
                    help="also time the generic loop (fast=False) and compare")
    ap.add_argument("--online-only", action="store_true", help="skip the closed-form part")
    args = ap.parse_args()
    n_arr = 10_000 if args.quick else args.arrivals
    reps = 20 if args.quick else 200

    rng = np.random.default_rng(args.seed)
    if not args.online_only:
        _closed_form(rng, reps)
    sizes, arr = online_workload(args.seed, n_arr, args.load, args.p, 10_000,
                                 load_def=args.load_def)
    for name in ("hesrpt", "equi"):
        fast = None
        for generic in ((False, True) if args.generic else (False,)):
            t0, c0 = time.perf_counter(), time.process_time()
            sim = simulate_run(sizes, name, args.p, 10_000, "slowdown", arr, fast=not generic)
            dt, dc = time.perf_counter() - t0, time.process_time() - c0
            slow = np.mean((sim.completion - arr) * 10_000 ** args.p / sizes)
            label = f"{name} ({'generic loop' if generic else 'fast path'})"
            print(f"online {label:>22}: {n_arr:,} arrivals, load {args.load} "
                  f"({args.load_def}), p {args.p}: {dt:.2f} s wall, {dc:.2f} s CPU, "
                  f"{sim.n_epochs:,} decision epochs, mean slowdown {slow:.6f}")
            if fast is None:
                fast = sim
            else:
                f0, f1 = fast.completion - arr, sim.completion - arr
                print(f"    fast vs generic: max relative difference of flow times "
                      f"{np.max(np.abs(f0 - f1) / f1):.2e}, same epochs: "
                      f"{fast.n_epochs == sim.n_epochs}")


def _closed_form(rng: np.random.Generator, reps: int) -> None:
    x = pareto_sizes(rng, 0.8, 500)
    t_alloc = _median_time(lambda: allocation(x, 0.5, "slowdown"), reps)
    t_f = _median_time(lambda: optimal_flow_time(x, 0.5, 1e6, "slowdown"), reps)
    t_ref = _median_time(lambda: (allocation_reference(x.tolist(), 0.5, "slowdown"),
                                  optimal_flow_time_reference(x.tolist(), 0.5, 1e6,
                                                              "slowdown")), max(3, reps // 10))
    print(f"closed form, M=500: allocation {t_alloc * 1e3:.3f} ms, optimal_flow_time "
          f"{t_f * 1e3:.3f} ms (median of {reps}); literal reference {t_ref * 1e3:.3f} ms")
    for m in (1_000, 10_000, 100_000, 1_000_000):
        xm = pareto_sizes(rng, 0.8, m)
        tm = _median_time(lambda xm=xm: optimal_flow_time(xm, 0.5, 1e6, "slowdown"), 5)
        print(f"  optimal_flow_time M={m:>9,}: {tm * 1e3:9.3f} ms  "
              f"({tm / (m * np.log2(m)) * 1e9:.2f} ns per M log2 M)")


if __name__ == "__main__":
    main()
