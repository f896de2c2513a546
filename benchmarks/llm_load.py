"""The four Section VI-B policies over offered load on synthetic inference workloads
(Poisson arrivals, mixed models / tensor-parallel degrees, prefill and decode, 8 H100 +
8 A100), event-driven simulator. Prints a table and writes plots (PNG) to
benchmarks/results/ (git-ignored).

    .venv/bin/python benchmarks/llm_load.py [--tasks 400] [--seeds 5]
        [--loads 0.3,0.5,0.7,0.9,1.1] [--simulator event|discrete] [--dt 0.01]
        [--bound-time-limit 30 | --no-bound]

Columns: ``Z/n`` = eq. (16) divided by the number of tasks (s), ``avg wait`` = mean
``c_i - a_i`` (s), ``w=10 wait`` / ``w=1 wait`` = mean wait of interactive / batch
requests, ``p95 wait``; ``bound gap %`` = ``100 (Z - B) / B`` with ``B`` the certified
lower bound of ``optsched.bound`` (``models/hgsp-llm-bounds.md``) on the same instance:
a *bound gap*, an upper limit on the gap to the (unknown) optimum, not a gap to a proven
optimum. All means over seeds; ``B/n`` is printed per load.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

import numpy as np

from optsched.core import bound, run
from optsched.hgsp.llm import generate

ROOT = Path(__file__).resolve().parents[1]
POLICIES = ("fifo", "weighted-fifo", "srpt", "wsrpt")


def measure(inst, pol: str, params: dict, lower: float | None) -> dict:
    res = run(inst, pol, **params)
    assert res.feasible, res.message
    gap = (100.0 * (res.objective - lower) / lower if lower else float("nan"))
    by = {e.task: e for e in res.schedule}
    wait = np.array([by[t.name].end - t.arrival_s for t in inst.tasks])
    w = np.array([t.weight for t in inst.tasks])
    return {"zn": res.objective / len(inst.tasks), "avg": wait.mean(),
            "hi": wait[w == 10].mean(), "lo": wait[w == 1].mean(),
            "p95": float(np.percentile(wait, 95)), "bgap": gap}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=400)
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--loads", default="0.3,0.5,0.7,0.9,1.1")
    ap.add_argument("--simulator", default="event", choices=("event", "discrete"))
    ap.add_argument("--dt", type=float, default=0.01)
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results"))
    ap.add_argument("--bound-time-limit", type=float, default=30.0,
                    help="seconds per certified bound (default method of hgsp-llm)")
    ap.add_argument("--no-bound", action="store_true", help="skip the bound gap column")
    args = ap.parse_args()
    loads = [float(x) for x in args.loads.split(",")]
    params = {} if args.simulator == "event" else {"simulator": "discrete", "dt": args.dt}
    rows: dict[tuple[str, float], dict] = {}
    bounds: dict[float, float] = {}
    t0 = time.perf_counter()
    for load in loads:
        insts = [generate.workload(s, n_tasks=args.tasks, load=load)
                 for s in range(args.seeds)]
        lows = [None if args.no_bound else
                bound(inst, time_limit=args.bound_time_limit).bound for inst in insts]
        if not args.no_bound:
            bounds[load] = float(np.mean([b / len(insts[0].tasks) for b in lows]))
        for pol in POLICIES:
            ms = [measure(inst, pol, params, lo) for inst, lo in zip(insts, lows)]
            rows[(pol, load)] = {k: float(np.mean([m[k] for m in ms])) for k in ms[0]}
    elapsed = time.perf_counter() - t0
    print(f"{args.tasks} tasks x {args.seeds} seeds per load, simulator={args.simulator}"
          + (f" dt={args.dt:g}" if params else "") + f"; {elapsed:.1f} s total")
    print(f"{'load':>5} {'policy':<14} {'Z/n (s)':>9} {'avg wait':>9} {'w=10 wait':>10} "
          f"{'w=1 wait':>9} {'p95 wait':>9} {'bound gap %':>12}")
    for load in loads:
        if load in bounds:
            print(f"{load:>5g} {'(bound B)':<14} {bounds[load]:>9.3f}"
                  f"{'':>41} certified lower bound B/n")
        for pol in POLICIES:
            r = rows[(pol, load)]
            print(f"{load:>5g} {pol:<14} {r['zn']:>9.3f} {r['avg']:>9.3f} {r['hi']:>10.3f} "
                  f"{r['lo']:>9.3f} {r['p95']:>9.3f} {r['bgap']:>12.1f}")
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    fig, axes = plt.subplots(1, 3, figsize=(14, 4.2))
    panels = (("zn", "weighted wait per task, eq. (16)/n (s)"), ("avg", "average wait (s)"),
              ("hi", "wait of interactive requests w=10 (s)"))
    for ax, (key, label) in zip(axes, panels):
        for pol in POLICIES:
            ax.plot(loads, [rows[(pol, ld)][key] for ld in loads], marker="o", label=pol)
        ax.set_xlabel("offered load")
        ax.set_ylabel(label)
        ax.set_yscale("log")
        ax.grid(True, alpha=0.3)
    axes[0].legend()
    fig.suptitle(f"hgsp-llm policies vs load ({args.tasks} requests, {args.seeds} seeds, "
                 f"{args.simulator} simulator)")
    fig.tight_layout()
    path = out / f"llm_load_{args.simulator}.png"
    fig.savefig(path, dpi=120)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
