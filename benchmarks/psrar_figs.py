"""The psrar paper's Section 7 figures, and the experiments behind every cause the README
names (issue 21). One command each; numbers printed (mean, min, max over ``--seeds``);
``--plot DIR`` also writes PNGs, ``--out FILE`` every per-seed row as JSON. Every schedule
goes through the registry (verified, objective recomputed); every random choice follows
the seeds.

    python benchmarks/psrar_figs.py objective --arch ps  --vary jobs     # Fig. 2 (T = 300)
    python benchmarks/psrar_figs.py objective --arch ps  --vary servers  # Fig. 3
    python benchmarks/psrar_figs.py objective --arch rar --vary jobs     # Fig. 5
    python benchmarks/psrar_figs.py objective --arch rar --vary servers  # Fig. 6
    python benchmarks/psrar_figs.py F                                    # Fig. 4 (and 11)
    python benchmarks/psrar_figs.py maxweight                            # Fig. 8 (+ optimum)
    python benchmarks/psrar_figs.py types                                # Fig. 9
    python benchmarks/psrar_figs.py workers                              # Fig. 10
    python benchmarks/psrar_figs.py sweep    --arch ps   # FIFO workers, Tiresias/AntMan knobs
    python benchmarks/psrar_figs.py load     --arch ps   # capacity fraction 0.2 .. 0.5
    python benchmarks/psrar_figs.py ablation --arch ps   # one factor at a time (causes)

Every objective line carries, beside A_online, the **round bound** (``models/psrar-online.md``:
no schedule with Algorithm 1's round structure does better) and, for every method, the
GPU capacity fraction of the configurations it actually ran (Section 7's load measure),
its preemptions and its **gap to the certified bound** ``100 (objective - LB) /
objective`` (``LB``: ``optsched bound``'s method ``best``, a lower bound on the optimum,
``models/psrar-bounds.md``; ``--no-bound`` skips it). Fig. 8's paper-scale
part prints the gap ``100 (UB - objective) / UB`` to the certified upper bound. The load
the generator was asked for is printed in each header:
``capacity_fraction`` of the ``capacity_basis`` demand (``ideal``: each job's ideal types,
as the baselines run them — the paper's definition; ``middle``: the presets' default).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import optsched.psrar.family  # noqa: F401  (registers the psrar families)
from optsched.core import run, solve
from optsched.psrar.bound import bound_value
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS
from optsched.psrar.instance import PsrarInstance
from optsched.psrar.online.cluster import Cluster
from optsched.psrar.online.mincost_fast import FastMinCost
from optsched.psrar.online.primal_dual import a_online, to_schedule, weighted_completion
from optsched.psrar.online.structure import capacity_fraction, decompose, round_bound
from optsched.psrar.verify import verify

#: (label, algorithm, params): the default reading of every method first
METHODS: list[tuple[str, str, dict[str, Any]]] = [
    ("a-online", "a-online", {}),
    ("a-online:compact", "a-online", {"placement": "compact"}),
    ("a-online:effective", "a-online", {"placement": "effective"}),
    ("fifo", "fifo", {}),
    ("drf", "drf", {}),
    ("antman", "antman", {}),
    ("antman:never", "antman", {"preempt": "never"}),
    ("tiresias", "tiresias", {}),
    ("tiresias:las", "tiresias", {"rank": "las"}),
]
#: "best baseline" = the least objective among these labels (default readings)
BASELINES = ("fifo", "drf", "antman", "tiresias")

ROWS: list[dict[str, Any]] = []


# ----------------------------------------------------------------------------- helpers


def _mmm(vals: list[float], fmt: str = ".4g") -> str:
    return (f"{statistics.fmean(vals):{fmt}} ({min(vals):{fmt}}–{max(vals):{fmt}})"
            if vals else "-")


def _instance(args: argparse.Namespace, seed: int, **over: Any) -> PsrarInstance:
    kw: dict[str, Any] = {"n_jobs": args.jobs, "n_servers": args.servers,
                          "horizon": args.horizon, "capacity_fraction": args.capacity_fraction,
                          "capacity_basis": args.capacity_basis}
    kw.update(over)
    return PRESETS[f"paper-{args.arch}"](seed, **kw)


def _load_header(args: argparse.Namespace, **over: Any) -> str:
    d = {"T": args.horizon, "capacity_fraction": args.capacity_fraction,
         "capacity_basis": args.capacity_basis}
    d.update(over)
    return ", ".join(f"{k}={v}" for k, v in d.items())


def _run(inst: PsrarInstance, algo: str, seed: int, params: dict[str, Any]) -> dict[str, Any]:
    t0, c0 = time.perf_counter(), time.process_time()
    r = run(inst, algo, seed=seed, **params)
    if not r.feasible:
        raise SystemExit(f"{algo} {params} on {inst.name}: not verified ({r.message})")
    cf = capacity_fraction(inst, r.schedule)
    return {"objective": r.objective, "gpu_fraction": cf.get("gpu", min(cf.values())),
            "fractions": cf, "preemptions": r.metrics.get("preemptions", 0),
            "metrics": {k: v for k, v in r.metrics.items()
                        if isinstance(v, (int, float, str))},
            "wall_s": time.perf_counter() - t0, "cpu_s": time.process_time() - c0}


def _methods(args: argparse.Namespace) -> list[tuple[str, str, dict[str, Any]]]:
    if not args.methods:
        return METHODS
    chosen = [m for m in METHODS if m[0] in args.methods]
    unknown = set(args.methods) - {m[0] for m in chosen}
    if unknown:
        raise SystemExit(f"unknown method label(s): {', '.join(sorted(unknown))}; "
                         f"known: {', '.join(m[0] for m in METHODS)}")
    return chosen


def gap_to_bound_pct(objective: float, lower: float) -> float:
    """``100 (objective - lower) / objective``: how much of a min-objective a certified
    lower bound leaves unexplained (0 = proven optimal). Refuses a bound above the
    objective (the bound would be wrong)."""
    if lower > objective * (1 + 1e-9) + 1e-9:
        raise SystemExit(f"certified lower bound {lower!r} above objective {objective!r}")
    return 100.0 * (objective - lower) / objective


def gap_to_upper_pct(objective: float, upper: float) -> float:
    """``100 (upper - objective) / upper`` for the max-weight objective (Fig. 8)."""
    if objective > upper * (1 + 1e-9) + 1e-9:
        raise SystemExit(f"objective {objective!r} above certified upper bound {upper!r}")
    return 100.0 * (upper - objective) / upper if upper > 0 else 0.0


def _certified(inst: PsrarInstance, args: argparse.Namespace) -> dict[str, float] | None:
    """The certified bound of ``inst`` (``--bound-time-limit``) with its wall/CPU time."""
    if args.no_bound:
        return None
    t0, c0 = time.perf_counter(), time.process_time()
    value = bound_value(inst, time_limit=args.bound_time_limit)
    return {"value": value, "wall_s": time.perf_counter() - t0,
            "cpu_s": time.process_time() - c0}


def _report_point(tag: str, seeds: list[int], per: dict[str, list[dict[str, Any]]],
                  bounds: list[float], certified: list[dict[str, float]] | None = None) -> None:
    """Print one figure point: every method, the round bound, ratios to the best
    baseline and, given ``certified`` (one per seed), each method's gap to the certified
    lower bound (per seed, then mean/min/max)."""
    best = [min(per[b][k]["objective"] for b in BASELINES if b in per)
            for k in range(len(seeds))] if any(b in per for b in BASELINES) else []
    for label, rows in per.items():
        obj = [r["objective"] for r in rows]
        ratio = [o / b for o, b in zip(obj, best)] if best else []
        gap = ""
        if certified:
            for r, c in zip(rows, certified):
                r["gap_to_bound_pct"] = gap_to_bound_pct(r["objective"], c["value"])
            gap = f"  gap to bound % {_mmm([r['gap_to_bound_pct'] for r in rows], '.1f')}"
        print(f"{tag} {label:<19} {_mmm(obj):>34}  x best baseline {_mmm(ratio, '.3f'):>22}"
              f"  gpu frac {_mmm([r['gpu_fraction'] for r in rows], '.3f'):>20}"
              f"  preempt {_mmm([float(r['preemptions']) for r in rows], '.0f')}{gap}",
              flush=True)
    if bounds:
        ratio = [b / x for b, x in zip(bounds, best)] if best else []
        print(f"{tag} {'round bound':<19} {_mmm(bounds):>34}  x best baseline "
              f"{_mmm(ratio, '.3f'):>22}", flush=True)
    if certified:
        lbs = [c["value"] for c in certified]
        ratio = [b / x for b, x in zip(lbs, best)] if best else []
        print(f"{tag} {'certified bound':<19} {_mmm(lbs):>34}  x best baseline "
              f"{_mmm(ratio, '.3f'):>22}  wall s {_mmm([c['wall_s'] for c in certified])}"
              f"  cpu s {_mmm([c['cpu_s'] for c in certified])}", flush=True)
    for k, s in enumerate(seeds):
        ROWS.append({"tag": tag, "seed": s, "round_bound": bounds[k] if bounds else None,
                     "certified_bound": certified[k] if certified else None,
                     **{lab: rows[k] for lab, rows in per.items()}})


#: the bounds are drawn in black: the round bound dashed, the certified lower bound dotted
_BOUND_STYLE: dict[str, dict[str, Any]] = {
    "round bound": {"linestyle": "--", "color": "k"},
    "certified bound": {"linestyle": ":", "color": "k"},
}

_LEGEND = {"round bound": "round bound (of A_online's rounds, not of OPT)",
           "certified bound": "certified lower bound (OPT >= it)"}


def _plot(path: Path | None, name: str, xs: list, series: dict[str, list[list[float]]],
          xlabel: str, ylabel: str) -> None:
    if path is None:
        return
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    path.mkdir(parents=True, exist_ok=True)
    fig, ax = plt.subplots(figsize=(6.4, 4.2))
    for label, per_x in series.items():
        means = [statistics.fmean(v) for v in per_x]
        style = _BOUND_STYLE.get(label, {})
        ax.plot(xs, means, marker="o", label=_LEGEND.get(label, label), **style)
        ax.fill_between(xs, [min(v) for v in per_x], [max(v) for v in per_x], alpha=0.12)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(path / f"{name}.png", dpi=120)
    plt.close(fig)


# ----------------------------------------------------------------------------- figures


def objective(args: argparse.Namespace) -> None:
    """Figs. 2/3/5/6: objective of every method (and the round bound) per size."""
    if args.sizes:
        sizes = args.sizes
    else:
        sizes = [100, 200, 300] if args.vary == "jobs" else [50, 100, 150, 200]
    methods = _methods(args)
    series: dict[str, list[list[float]]] = {m[0]: [] for m in methods}
    series["round bound"] = []
    if not args.no_bound:
        series["certified bound"] = []
    print(f"# Fig. {_fig_no(args)}: paper-{args.arch}, vary {args.vary}, "
          f"{'servers' if args.vary == 'jobs' else 'jobs'} = "
          f"{args.servers if args.vary == 'jobs' else args.jobs}, {_load_header(args)}, "
          f"seeds {args.seeds}")
    for x in sizes:
        over = {"n_jobs": x} if args.vary == "jobs" else {"n_servers": x}
        per: dict[str, list[dict[str, Any]]] = {m[0]: [] for m in methods}
        bounds = []
        certified = []
        for seed in args.seeds:
            inst = _instance(args, seed, **over)
            bounds.append(round_bound(inst).value)
            c = _certified(inst, args)
            if c is not None:
                certified.append(c)
            for label, algo, params in methods:
                per[label].append(_run(inst, algo, seed, params))
        _report_point(f"paper-{args.arch} {args.vary}={x}", args.seeds, per, bounds,
                      certified)
        for label in per:
            series[label].append([r["objective"] for r in per[label]])
        series["round bound"].append(bounds)
        if certified:
            series["certified bound"].append([c["value"] for c in certified])
    _plot(args.plot, f"psrar_{args.arch}_{args.vary}", sizes, series,
          f"number of {args.vary}", "total weighted completion time (slots)")


def _fig_no(args: argparse.Namespace) -> str:
    return {("ps", "jobs"): "2", ("ps", "servers"): "3", ("rar", "jobs"): "5",
            ("rar", "servers"): "6"}[(args.arch, args.vary)]


def vary_F(args: argparse.Namespace) -> None:
    """Fig. 4 (and 11's F): A_online's objective for F from 1e-6 to 8 and the computed F;
    accepted jobs that cost exactly 0."""
    Fs: list[float | None] = [1e-6, 1e-4, 1e-2, 1.0, 8.0, None]
    print(f"# Fig. 4: paper-{args.arch}, jobs {args.jobs}, servers {args.servers}, "
          f"{_load_header(args)}, seeds {args.seeds}")
    vals: list[list[float]] = []
    bounds = [round_bound(_instance(args, s)).value for s in args.seeds]
    for F in Fs:
        v, zero = [], []
        for seed in args.seeds:
            inst = _instance(args, seed)
            r = run(inst, "a-online", **({} if F is None else {"F": F}))
            assert r.feasible, r.message
            v.append(r.objective)
            zero.append(f"{r.metrics['zero_cost_jobs']}/{r.metrics['jobs']}")
        if F is not None:
            vals.append(v)
        name = "computed" if F is None else f"{F:g}"
        print(f"paper-{args.arch} F={name:<9} a-online {_mmm(v)}  zero-cost accepted "
              f"{' '.join(zero)}", flush=True)
    print(f"paper-{args.arch} round bound {_mmm(bounds)}")
    _plot(args.plot, f"psrar_{args.arch}_F", [f for f in Fs if f is not None],
          {"a-online": vals, "round bound": [bounds] * len(vals)}, "F",
          "total weighted completion time (slots)")


def maxweight(args: argparse.Namespace) -> None:
    """Fig. 8: A_maxweight vs the weight-greedy stand-in (+ the proven optimum)."""
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
        inst = MAXWEIGHT_PRESETS[f"paper-{args.arch}"](
            seed, n_jobs=args.jobs, n_servers=args.servers, horizon=args.horizon,
            capacity_fraction=args.capacity_fraction, capacity_basis=args.capacity_basis)
        a = run(inst, "a-maxweight").objective
        g = run(inst, "weight-greedy").objective
        c = _certified(inst, args)
        gaps = "" if c is None else (
            f"  certified upper bound {c['value']:.0f} ({c['wall_s']:.1f} s wall, "
            f"{c['cpu_s']:.1f} s CPU); gap to bound % a-maxweight "
            f"{gap_to_upper_pct(a, c['value']):.1f}, weight-greedy "
            f"{gap_to_upper_pct(g, c['value']):.1f}")
        print(f"paper-{args.arch} {args.jobs} jobs s{seed}: a-maxweight {a:.0f}  "
              f"weight-greedy {g:.0f}  (optimum out of reach){gaps}", flush=True)
        ROWS.append({"tag": f"maxweight paper-{args.arch}", "seed": seed,
                     "a-maxweight": a, "weight-greedy": g,
                     "certified_bound": c, "gap_to_bound_pct": None if c is None else {
                         "a-maxweight": gap_to_upper_pct(a, c["value"]),
                         "weight-greedy": gap_to_upper_pct(g, c["value"])}})


def _single_type(inst: PsrarInstance, m: int) -> PsrarInstance:
    jobs = tuple(replace(j, minibatch_time_slots=(j.minibatch_time_slots[m],))
                 for j in inst.jobs)
    return replace(inst, worker_types=(inst.worker_types[m],), jobs=jobs)


def types(args: argparse.Namespace) -> None:
    """Fig. 9: every worker type available vs one fixed type for all jobs."""
    for arch in ("ps", "rar"):
        for seed in args.seeds:
            inst = PRESETS[f"paper-{arch}"](seed, n_jobs=args.jobs, n_servers=args.servers,
                                            horizon=args.horizon,
                                            capacity_fraction=args.capacity_fraction,
                                            capacity_basis=args.capacity_basis)
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
    """Fig. 10: A_online with at most 1, 2, ..., 50 workers per job."""
    for arch in ("ps", "rar"):
        for seed in args.seeds:
            inst = PRESETS[f"paper-{arch}"](seed, n_jobs=args.jobs, n_servers=args.servers,
                                            horizon=args.horizon,
                                            capacity_fraction=args.capacity_fraction,
                                            capacity_basis=args.capacity_basis)
            row = []
            for cap in (1, 2, 4, 8, 16, 32, 50):
                placed, _, _ = a_online(inst, _CappedWorkers(Cluster.of(inst), cap))
                assert not verify(inst, to_schedule(inst, placed))
                row.append(f"<= {cap}: {weighted_completion(inst, placed):.4g}")
            print(f"paper-{arch} s{seed}: " + "; ".join(row), flush=True)


# ----------------------------------------------------------------------------- causes

#: (label, algorithm, params) of the baseline parameter sweep
SWEEP: list[tuple[str, str, dict[str, Any]]] = (
    [(f"fifo workers={w}", "fifo", {"workers": w}) for w in (1, 2, 4, 8, 16, 30)]
    + [(f"tiresias overhead={o:g}", "tiresias", {"overhead": o})
       for o in (0.0, 0.1, 0.25, 0.5, 1.0, 2.0)]
    + [(f"tiresias:las overhead={o:g}", "tiresias", {"rank": "las", "overhead": o})
       for o in (0.0, 0.25, 1.0)]
    + [(f"tiresias quantum={q}", "tiresias", {"quantum": q}) for q in (1, 2, 8, 16)]
    + [(f"antman overhead={o:g}", "antman", {"overhead": o}) for o in (0.0, 0.25, 1.0, 2.0)]
    + [(f"antman guarantee={g:g}", "antman", {"guarantee_fraction": g})
       for g in (0.25, 0.75, 1.0)]
    + [("antman:never", "antman", {"preempt": "never"})]
)


def sweep(args: argparse.Namespace) -> None:
    """How the baselines' own knobs move them (FIFO worker count, Tiresias restart
    overhead / quantum / ranking, AntMan preemption / overhead / guarantee share)."""
    print(f"# baseline sweep: paper-{args.arch}, jobs {args.jobs}, servers {args.servers}, "
          f"{_load_header(args)}, seeds {args.seeds}")
    per: dict[str, list[dict[str, Any]]] = {lab: [] for lab, _, _ in SWEEP}
    per.update({m[0]: [] for m in METHODS if m[0] in BASELINES + ("a-online",)})
    for seed in args.seeds:
        inst = _instance(args, seed)
        for label in per:
            spec = next(((a, p) for lab, a, p in SWEEP if lab == label), None)
            if spec is None:
                spec = next((a, p) for lab, a, p in METHODS if lab == label)
            per[label].append(_run(inst, spec[0], seed, spec[1]))
    _report_point(f"paper-{args.arch} sweep", args.seeds, per, [])


def load(args: argparse.Namespace) -> None:
    """The same comparison at capacity fractions 0.2, 0.35, 0.5 of the ideal demand (the
    paper's range) and at the presets' default (0.35 of the middle-type demand)."""
    grid = [("ideal", f) for f in args.fractions] + [("middle", 0.35)]
    methods = _methods(args)
    for basis, frac in grid:
        print(f"# load: paper-{args.arch}, jobs {args.jobs}, servers {args.servers}, "
              f"{_load_header(args, capacity_fraction=frac, capacity_basis=basis)}, "
              f"seeds {args.seeds}")
        per: dict[str, list[dict[str, Any]]] = {m[0]: [] for m in methods}
        bounds = []
        for seed in args.seeds:
            inst = _instance(args, seed, capacity_fraction=frac, capacity_basis=basis)
            bounds.append(round_bound(inst).value)
            for label, algo, params in methods:
                per[label].append(_run(inst, algo, seed, params))
        _report_point(f"paper-{args.arch} {basis}={frac:g}", args.seeds, per, bounds)


def _round_release(inst: PsrarInstance) -> PsrarInstance:
    """The instance with every arrival moved to ``P(max(a_j, dlo_j, 1))``, the earliest
    start Algorithm 1's rounds allow (``structure.round_bound``); horizon widened."""
    rb = round_bound(inst)
    jobs = tuple(replace(j, arrival_slot=int(t)) for j, t in zip(inst.jobs, rb.tau))
    return replace(inst, jobs=jobs, horizon_slots=max(inst.horizon_slots, max(rb.tau) + 1),
                   name=inst.name + "-round-release")


def _per_job_shift(inst: PsrarInstance, placed: dict[int, Any],
                   job_tau: dict[int, int]) -> dict[int, Any]:
    """Ablation only (not a legal reading): A_online's decisions — round, worker/PS type,
    servers, counts, duration — kept, the round *block* dropped: jobs in the order of
    A_online's starts, each at the earliest slot ``>= tau_i`` of its round where it fits
    on its own servers beside the jobs already placed."""
    import numpy as np

    cl = Cluster.of(inst)
    horizon = max(pl.completion for pl in placed.values()) + 1
    used = np.zeros((horizon, cl.H, cl.R))
    tol = 1e-9 * np.maximum(1.0, cl.cap)
    out = {}
    for j in sorted(placed, key=lambda k: (placed[k].start, k)):
        pl = placed[j]
        f = np.outer(np.asarray(pl.workers, float), cl.e[pl.worker_type])
        if pl.ps_type is not None:
            f += np.outer(np.asarray(pl.ps, float), cl.z[pl.ps_type])
        t = job_tau[j]
        while not np.all(used[t:t + pl.duration] + f <= cl.cap + tol):
            t += 1
        used[t:t + pl.duration] += f
        out[j] = replace(pl, start=t)
    return out


def ablation(args: argparse.Namespace) -> None:
    """One factor at a time. (1) Round structure: the baselines on the instance whose
    arrivals are moved to the earliest start Algorithm 1's rounds allow. (2) Round offset
    reading: A_online with every placement. (3) Round blocks: A_online's decisions with
    each job moved to its earliest fit >= tau_i on its own servers (not a legal reading).
    (4) Where A_online's objective goes: the exact split into round bound, deferral,
    offset, position inside the round, duration."""
    print(f"# ablation: paper-{args.arch}, jobs {args.jobs}, servers {args.servers}, "
          f"{_load_header(args)}, seeds {args.seeds}")
    base_methods = [m for m in METHODS if m[0] in BASELINES]
    per: dict[str, list[dict[str, Any]]] = {}
    split: dict[str, list[float]] = {}
    for seed in args.seeds:
        inst = _instance(args, seed)
        rr = _round_release(inst)
        for label, algo, params in base_methods:
            per.setdefault(label, []).append(_run(inst, algo, seed, params))
            per.setdefault(f"{label} @round-release", []).append(_run(rr, algo, seed, params))
        for pl in ("earliest", "compact", "effective", "eq6"):
            per.setdefault(f"a-online:{pl}", []).append(
                _run(inst, "a-online", seed, {"placement": pl}))
        cl = Cluster.of(inst)
        placed, trace, _ = a_online(inst, FastMinCost(cl))
        shifted = _per_job_shift(inst, placed, trace.job_tau)
        problems = verify(inst, to_schedule(inst, shifted))
        assert not problems, problems[:3]
        per.setdefault("a-online per-job (ablation)", []).append(
            {"objective": weighted_completion(inst, shifted),
             "gpu_fraction": capacity_fraction(inst, to_schedule(inst, shifted))["gpu"],
             "preemptions": 0})
        parts = decompose(inst, placed, trace.job_tau, dict(zip(trace.tau, trace.offset)))
        total = weighted_completion(inst, placed)
        assert abs(sum(parts.values()) - total) <= 1e-6 * total, (parts, total)
        for k, v in parts.items():
            split.setdefault(k, []).append(v / total)
    _report_point(f"paper-{args.arch} ablation", args.seeds, per, [])
    print(f"paper-{args.arch} a-online (earliest) objective split, share of the total: "
          + "; ".join(f"{k} {_mmm(v, '.3f')}" for k, v in split.items()))


# ----------------------------------------------------------------------------- main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("figure", choices=["objective", "F", "maxweight", "types", "workers",
                                       "sweep", "load", "ablation"])
    ap.add_argument("--arch", choices=["ps", "rar"], default="ps")
    ap.add_argument("--vary", choices=["jobs", "servers"], default="jobs")
    ap.add_argument("--sizes", type=int, nargs="*")
    ap.add_argument("--jobs", type=int, default=200, help="jobs when not varied")
    ap.add_argument("--servers", type=int, default=150, help="servers when not varied")
    ap.add_argument("--horizon", type=int, default=None,
                    help="T (slots); default 300 for Fig. 2 (the paper's), else 150")
    ap.add_argument("--capacity-fraction", type=float, default=0.35)
    ap.add_argument("--capacity-basis", choices=["ideal", "middle"], default="ideal")
    ap.add_argument("--fractions", type=float, nargs="*", default=[0.2, 0.35, 0.5],
                    help="capacity fractions of the load figure (ideal basis)")
    ap.add_argument("--seeds", type=int, nargs="*", default=[0, 1, 2])
    ap.add_argument("--seed", type=int, default=None, help="a single seed (overrides --seeds)")
    ap.add_argument("--methods", nargs="*", help="method labels to run (default: all)")
    ap.add_argument("--plot", type=Path, default=None, help="directory for PNGs")
    ap.add_argument("--out", type=Path, default=None, help="JSON file for every row")
    ap.add_argument("--no-bound", action="store_true",
                    help="skip the certified bound (gap to bound columns of objective and "
                         "maxweight)")
    ap.add_argument("--bound-time-limit", type=float, default=60.0,
                    help="time limit (s) of each certified bound computation")
    args = ap.parse_args(argv)
    if args.seed is not None:
        args.seeds = [args.seed]
    if args.horizon is None:
        args.horizon = 300 if (args.figure == "objective" and args.arch == "ps"
                               and args.vary == "jobs") else 150
    import os
    print(f"# load average {os.getloadavg()[0]:.1f} (2 cores shared)", flush=True)
    figs: dict[str, Callable[[argparse.Namespace], None]] = {
        "objective": objective, "F": vary_F, "maxweight": maxweight, "types": types,
        "workers": workers, "sweep": sweep, "load": load, "ablation": ablation}
    figs[args.figure](args)
    if args.out is not None:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        args.out.write_text(json.dumps(ROWS, indent=1, default=str))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
