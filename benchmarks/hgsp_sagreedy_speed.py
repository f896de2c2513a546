"""SAGreedy speed: K = 100 iterations (paper parameters) on 2000 tasks x 9 GPUs.

    .venv/bin/python benchmarks/hgsp_sagreedy_speed.py [--tasks tasks4] [--repeat 3]

Prints the wall time of the full SAGreedy run with the fast fitness evaluation
(:class:`optsched.hgsp.sagreedy.EftEvaluator`) and with the numpy reference path
(``engine="reference"``, same trajectory), their ratio, the time of one fitness
evaluation for each, and SAGreedy+ (2000 moves, prefix re-use) for comparison.
Target (issue 3): <= 2 s for the fast K = 100 run.
"""

from __future__ import annotations

import argparse
import platform
import time

import numpy as np

from optsched.hgsp import presets
from optsched.hgsp.list_scheduling import arrival_order
from optsched.hgsp.sagreedy import (
    EftEvaluator,
    ReferenceEvaluator,
    run_sagreedy,
    run_sagreedy_plus,
)


def best_of(fn, repeat: int) -> tuple[float, object]:
    times, out = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return min(times), out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", default="tasks4", help="task set (default tasks4: 2000 tasks)")
    ap.add_argument("--cluster", default="large", help="cluster (default large: 9 GPUs)")
    ap.add_argument("--repeat", type=int, default=3, help="best of N runs")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    inst = presets.section4(args.seed, args.tasks, args.cluster)
    print(f"instance {inst.name}: {inst.n} tasks x {inst.m} GPUs; python "
          f"{platform.python_version()}, numpy {np.__version__}, best of {args.repeat}")
    order = arrival_order(inst)
    fast_ev, ref_ev = EftEvaluator(inst), ReferenceEvaluator(inst)
    t_fe, _ = best_of(lambda: fast_ev(order), max(5, args.repeat))
    t_re, _ = best_of(lambda: ref_ev(order), max(5, args.repeat))
    print(f"one EFT fitness evaluation: fast {1e3 * t_fe:.2f} ms, numpy reference "
          f"{1e3 * t_re:.2f} ms (x{t_re / t_fe:.1f})")
    t_fast, r_fast = best_of(lambda: run_sagreedy(inst, seed=args.seed), args.repeat)
    t_ref, r_ref = best_of(lambda: run_sagreedy(inst, seed=args.seed, engine="reference"),
                           1)
    it = r_fast.metrics["iterations_run"]
    print(f"SAGreedy K=100 ({it} iterations run, {r_fast.metrics['evaluations']} "
          f"evaluations): fast {t_fast:.3f} s, reference {t_ref:.3f} s, ratio "
          f"x{t_ref / t_fast:.1f}; target <= 2 s: {'met' if t_fast <= 2.0 else 'NOT met'}")
    same = r_fast.objective == r_ref.objective
    print(f"  objective fast {r_fast.objective:.6g} == reference {r_ref.objective:.6g}: "
          f"{same}; greedy {r_fast.metrics['greedy_objective']:.6g}")
    t_plus, r_plus = best_of(lambda: run_sagreedy_plus(inst, seed=args.seed), 1)
    print(f"SAGreedy+ ({r_plus.metrics['evaluations']} evaluations incl. calibration): "
          f"{t_plus:.3f} s, objective {r_plus.objective:.6g}")


if __name__ == "__main__":
    main()
