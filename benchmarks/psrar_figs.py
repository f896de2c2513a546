"""The psrar paper's Section 7 figures, one command each (numbers printed; ``--plot DIR``
also writes PNGs). Every schedule goes through the registry (verified, objective
recomputed); every random choice follows ``--seeds``.

    python benchmarks/psrar_figs.py objective --arch ps --vary jobs     # Fig. 2
    python benchmarks/psrar_figs.py objective --arch ps --vary servers  # Fig. 3
    python benchmarks/psrar_figs.py objective --arch rar --vary jobs    # Fig. 5
    python benchmarks/psrar_figs.py objective --arch rar --vary servers # Fig. 6
    python benchmarks/psrar_figs.py F                                   # Fig. 4 (and 11)
    python benchmarks/psrar_figs.py maxweight                           # Fig. 8 (+ optimum)
    python benchmarks/psrar_figs.py types                               # Fig. 9
    python benchmarks/psrar_figs.py workers                             # Fig. 10

Defaults are smaller than the paper's (300 jobs, 150 servers take ~1 min per policy on
this 2-core machine); ``--sizes`` / ``--seeds`` restore them.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import replace
from pathlib import Path

import optsched.psrar.family  # noqa: F401  (registers the psrar families)
from optsched.core import run, solve
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS
from optsched.psrar.instance import PsrarInstance
from optsched.psrar.online.cluster import Cluster
from optsched.psrar.online.mincost_fast import FastMinCost
from optsched.psrar.online.primal_dual import a_online, weighted_completion

POLICIES = ("a-online", "fifo", "drf", "antman", "tiresias")


def _stats(vals: list[float]) -> str:
    m = statistics.fmean(vals)
    sd = statistics.pstdev(vals) if len(vals) > 1 else 0.0
    return f"{m:14.4g} ± {sd:10.3g} (min {min(vals):.4g}, max {max(vals):.4g})"


def _plot(path: Path | None, name: str, xs: list, series: dict[str, list[list[float]]],
          xlabel: str, ylabel: str) -> None:
    if path is None:
        return
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    path.mkdir(parents=True, exist_ok=True)
    fig, ax = plt.subplots(figsize=(6, 4))
    for label, per_x in series.items():
        means = [statistics.fmean(v) for v in per_x]
        lo = [min(v) for v in per_x]
        hi = [max(v) for v in per_x]
        ax.plot(xs, means, marker="o", label=label)
        ax.fill_between(xs, lo, hi, alpha=0.15)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path / f"{name}.png", dpi=120)
    plt.close(fig)


def objective(args: argparse.Namespace) -> None:
    preset = f"paper-{args.arch}"
    sizes = args.sizes or ([50, 100, 150] if args.vary == "jobs" else [50, 100, 150])
    series: dict[str, list[list[float]]] = {p: [] for p in POLICIES}
    for x in sizes:
        kw = {"n_jobs": x, "n_servers": args.servers} if args.vary == "jobs" else \
            {"n_jobs": args.jobs, "n_servers": x}
        per: dict[str, list[float]] = {p: [] for p in POLICIES}
        for seed in args.seeds:
            inst = PRESETS[preset](seed, **kw)
            for pol in POLICIES:
                r = run(inst, pol, seed=seed)
                assert r.feasible, (pol, r.message)
                per[pol].append(r.objective)
        for pol in POLICIES:
            series[pol].append(per[pol])
            print(f"{preset} {args.vary}={x:4d} {pol:<9} {_stats(per[pol])}", flush=True)
    _plot(args.plot, f"psrar_{args.arch}_{args.vary}", sizes, series,
          f"number of {args.vary}", "total weighted completion time (slots)")


def vary_F(args: argparse.Namespace) -> None:
    preset = f"paper-{args.arch}"
    Fs = [1e-6, 1e-5, 1e-4, 1e-3, 1e-2, 0.1, 1.0, 8.0]
    vals: list[list[float]] = []
    for F in Fs:
        v = []
        for seed in args.seeds:
            inst = PRESETS[preset](seed, n_jobs=args.jobs, n_servers=args.servers)
            v.append(run(inst, "a-online", F=F).objective)
        vals.append(v)
        print(f"{preset} F={F:8.0e} a-online {_stats(v)}", flush=True)
    v = []
    for seed in args.seeds:
        inst = PRESETS[preset](seed, n_jobs=args.jobs, n_servers=args.servers)
        r = run(inst, "a-online")
        v.append(r.objective)
    print(f"{preset} F=computed ({r.metrics['F']:.3g} for the last seed) {_stats(v)}")
    _plot(args.plot, f"psrar_{args.arch}_F", Fs, {"a-online": vals}, "F",
          "total weighted completion time (slots)")


def maxweight(args: argparse.Namespace) -> None:
    for preset in ("tiny-ps", "tiny-rar", "small-ps", "small-rar"):
        for seed in args.seeds:
            inst = MAXWEIGHT_PRESETS[preset](seed)
            a = run(inst, "a-maxweight").objective
            g = run(inst, "weight-greedy").objective
            opt = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
            o = opt.objective if opt.status.value == "optimal" else None
            print(f"{preset:<10} s{seed}: a-maxweight {a:8.0f}  weight-greedy {g:8.0f}  "
                  f"optimum {o if o is not None else 'n/a (' + opt.status.value + ')'}")
    for seed in args.seeds:
        inst = MAXWEIGHT_PRESETS[f"paper-{args.arch}"](seed, n_jobs=args.jobs,
                                                       n_servers=args.servers)
        a = run(inst, "a-maxweight").objective
        g = run(inst, "weight-greedy").objective
        print(f"paper-{args.arch} {args.jobs} jobs s{seed}: a-maxweight {a:.0f}  "
              f"weight-greedy {g:.0f}  (optimum out of reach)")


def _single_type(inst: PsrarInstance, m: int) -> PsrarInstance:
    jobs = tuple(replace(j, minibatch_time_slots=(j.minibatch_time_slots[m],))
                 for j in inst.jobs)
    return replace(inst, worker_types=(inst.worker_types[m],), jobs=jobs)


def types(args: argparse.Namespace) -> None:
    for arch in ("ps", "rar"):
        for seed in args.seeds:
            inst = PRESETS[f"paper-{arch}"](seed, n_jobs=args.jobs, n_servers=args.servers)
            row = [f"all types {run(inst, 'a-online').objective:.4g}"]
            for m in range(len(inst.worker_types)):
                r = run(_single_type(inst, m), "a-online")
                row.append(f"{inst.worker_types[m].name}: {r.objective:.4g}")
            print(f"paper-{arch} s{seed}: " + "; ".join(row), flush=True)


class _CappedWorkers(FastMinCost):
    """A_online's oracle restricted to at most ``cap`` workers per job (Fig. 10)."""

    def __init__(self, cluster: Cluster, cap: int) -> None:
        super().__init__(cluster)
        self.cap = cap

    def _build_configs(self, j: int):
        arr = super()._build_configs(j)
        return arr[arr[:, 3] <= self.cap]


def workers(args: argparse.Namespace) -> None:
    from optsched.psrar.online.primal_dual import to_schedule
    from optsched.psrar.verify import verify
    for arch in ("ps", "rar"):
        for seed in args.seeds:
            inst = PRESETS[f"paper-{arch}"](seed, n_jobs=args.jobs, n_servers=args.servers)
            row = []
            for cap in (1, 2, 4, 8, 16, 32, 50):
                placed, _, _ = a_online(inst, _CappedWorkers(Cluster.of(inst), cap))
                assert not verify(inst, to_schedule(inst, placed))
                row.append(f"<= {cap}: {weighted_completion(inst, placed):.4g}")
            print(f"paper-{arch} s{seed}: " + "; ".join(row), flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("figure", choices=["objective", "F", "maxweight", "types", "workers"])
    ap.add_argument("--arch", choices=["ps", "rar"], default="ps")
    ap.add_argument("--vary", choices=["jobs", "servers"], default="jobs")
    ap.add_argument("--sizes", type=int, nargs="*")
    ap.add_argument("--jobs", type=int, default=100, help="jobs when not varied")
    ap.add_argument("--servers", type=int, default=150, help="servers when not varied")
    ap.add_argument("--seeds", type=int, nargs="*", default=[0, 1, 2])
    ap.add_argument("--plot", type=Path, default=None, help="directory for PNGs")
    args = ap.parse_args()
    {"objective": objective, "F": vary_F, "maxweight": maxweight, "types": types,
     "workers": workers}[args.figure](args)


if __name__ == "__main__":
    main()
