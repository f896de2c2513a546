"""Reproduce (and beat) Table II of the A-SRPT paper: Heavy-Edge vs exact placement.

For each job of ``asrpt_table2.toml`` (VGG19 and a GPT-175B-like proxy, estimated
profiles from :mod:`optsched.asrpt.profiles`), ``cases`` seeded placement cases with
varying free GPUs per server are solved by

* Heavy-Edge (the paper's heuristic) and ``heavy-edge-u``, its variant whose 1-GPU rule
  uses the weight to still-unassigned replicas instead of the total weighted degree,
* the exact placement model on HiGHS (Pyomo MILP) and on CP-SAT (table model),
* METIS partitioning of the job graph + capacity repair (if ``pymetis`` is installed).

Every placement is checked by the family verifier and its PITT (= alpha, eq. (7)) is
recomputed by the evaluator. PCT is the wall time of the whole call (model build +
solve for the exact models; median of ``timing_repeats`` runs for the heuristics) after
one warm-up solve (imports); the process-CPU time is reported next to it because the
wall time is inflated when the machine is shared. Prints a Markdown table and writes
per-case results (JSON, CSV) and figures (PNG) to ``--out``.

    .venv/bin/python benchmarks/asrpt_table2.py [--config benchmarks/asrpt_table2.toml]
        [--out benchmarks/results/asrpt_table2] [--cases N] [--no-plots]
"""

from __future__ import annotations

import argparse
import csv
import statistics
import sys
import time
import tomllib
from functools import partial
from pathlib import Path

from optsched.asrpt import (
    evaluate,
    heavy_edge,
    metis_available,
    metis_placement,
    optimal_placement,
    profile_job,
    table2_cases,
    verify,
)
from optsched.core.io import atomic_write_json

HERE = Path(__file__).resolve().parent
PAPER = {"VGG19": {"heavy-edge": (88.11, 1.94), "ilp (Gurobi)": (82.96, 55318.86)},
         "GPT-175B": {"heavy-edge": (10.14, 1.52), "ilp (Gurobi)": (10.14, 2288.12)}}


def _timed(fn, repeats: int):
    """(result, median wall s, median process-CPU s) over ``repeats`` calls."""
    out, times, cpu = None, [], []
    for _ in range(max(1, repeats)):
        t0, c0 = time.perf_counter(), time.process_time()
        out = fn()
        times.append(time.perf_counter() - t0)
        cpu.append(time.process_time() - c0)
    return out, statistics.median(times), statistics.median(cpu)


def _place(method: str, inst, threads: int, time_limit: float):
    if method == "heavy-edge":
        return heavy_edge(inst.job, inst.free_gpus, inst.cluster)
    if method == "heavy-edge-u":  # variant: 1-GPU rule on the unassigned-edge degree
        return heavy_edge(inst.job, inst.free_gpus, inst.cluster, degree="unassigned")
    if method == "metis":
        return metis_placement(inst.job, inst.free_gpus, inst.cluster)
    return optimal_placement(inst.job, inst.free_gpus, inst.cluster, method,
                             threads=threads, time_limit=time_limit)


def run(cfg: dict, n_cases: int | None = None) -> list[dict]:
    rows = []
    threads, tl = int(cfg.get("threads", 1)), float(cfg.get("time_limit_s", 60.0))
    reps = int(cfg.get("timing_repeats", 5))
    methods = ["heavy-edge", "heavy-edge-u", "highs", "cpsat"] + (
        ["metis"] if metis_available() else [])
    for j, spec in enumerate(cfg["jobs"]):
        job = profile_job(spec["model"], int(spec["stages"]), int(spec["gpus"]),
                          layers=spec.get("layers"))
        cases = table2_cases(job, n_cases or int(cfg["cases"]), int(cfg["seed"]) + j,
                             g=int(cfg["gpus_per_server"]),
                             inter_gbps=float(cfg["inter_gbps"]),
                             intra_gbps=float(cfg["intra_gbps"]),
                             exact_fit=bool(cfg.get("exact_fit", True)))
        # warm-up: imports and solver start-up are not placement computation time
        for solver in ("highs", "cpsat"):
            optimal_placement(job, cases[0].free_gpus, cases[0].cluster, solver,
                              threads=threads, time_limit=tl)
        for c, inst in enumerate(cases):
            for method in methods:
                reps_m = 1 if method in ("highs", "cpsat") else reps
                pl, pct, cpu = _timed(partial(_place, method, inst, threads, tl), reps_m)
                sched = pl.to_schedule()
                bad = verify(inst, sched)
                if bad:
                    raise SystemExit(f"{method} on {inst.name}: infeasible: {bad}")
                pitt_s, _ = evaluate(inst, sched)
                rows.append({
                    "job": spec["label"], "case": c, "free_gpus": list(inst.free_gpus),
                    "method": method, "pitt_ms": 1000.0 * pitt_s, "pct_ms": 1000.0 * pct,
                    "pct_cpu_ms": 1000.0 * cpu,
                    "optimal": bool(pl.optimal),
                    "bound_ms": None if pl.bound_s is None else 1000.0 * pl.bound_s,
                    "solver_objective_ms": (None if pl.objective_s is None
                                            else 1000.0 * pl.objective_s),
                    "replicas": list(job.replicas)})
    # gap of every method to the proven optimum of its case
    best = {}
    for r in rows:
        if r["method"] in ("highs", "cpsat") and r["optimal"]:
            key = (r["job"], r["case"])
            best[key] = min(best.get(key, float("inf")), r["pitt_ms"])
    for r in rows:
        opt = best.get((r["job"], r["case"]))
        r["gap_pct"] = None if opt is None else 100.0 * (r["pitt_ms"] - opt) / opt
    return rows


def summarise(rows: list[dict]) -> list[dict]:
    out = []
    for job in dict.fromkeys(r["job"] for r in rows):
        for method in dict.fromkeys(r["method"] for r in rows):
            rs = [r for r in rows if r["job"] == job and r["method"] == method]
            if not rs:
                continue
            gaps = [r["gap_pct"] for r in rs if r["gap_pct"] is not None]
            out.append({
                "job": job, "method": method, "cases": len(rs),
                "pitt_ms": statistics.fmean(r["pitt_ms"] for r in rs),
                "pct_ms": statistics.fmean(r["pct_ms"] for r in rs),
                "pct_max_ms": max(r["pct_ms"] for r in rs),
                "pct_cpu_ms": statistics.fmean(r["pct_cpu_ms"] for r in rs),
                "proven_optimal": sum(r["optimal"] for r in rs),
                "gap_mean_pct": statistics.fmean(gaps) if gaps else None,
                "gap_max_pct": max(gaps) if gaps else None,
                "at_optimum": sum(1 for g in gaps if g <= 1e-7)})
    return out


def markdown(summary: list[dict]) -> str:
    lines = ["| Model | Method | mean PITT (ms) | mean PCT (ms) | max PCT (ms) | "
             "mean PCT CPU (ms) | proven optimal | mean gap to opt. | max gap | "
             "cases at opt. |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for s in summary:
        gap = "-" if s["gap_mean_pct"] is None else f"{s['gap_mean_pct']:.2f} %"
        gmax = "-" if s["gap_max_pct"] is None else f"{s['gap_max_pct']:.2f} %"
        lines.append(f"| {s['job']} | {s['method']} | {s['pitt_ms']:.2f} | "
                     f"{s['pct_ms']:.3f} | {s['pct_max_ms']:.3f} | {s['pct_cpu_ms']:.3f} | "
                     f"{s['proven_optimal']}/{s['cases']} | {gap} | {gmax} | "
                     f"{s['at_optimum']}/{s['cases']} |")
    for job, ref in PAPER.items():
        for method, (pitt, pct) in ref.items():
            lines.append(f"| {job} (paper) | {method} | {pitt:.2f} | {pct:.2f} | | | | | | |")
    return "\n".join(lines)


def plot(rows: list[dict], out: Path) -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    paths = []
    jobs = list(dict.fromkeys(r["job"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    fig, axes = plt.subplots(1, len(jobs), figsize=(6 * len(jobs), 4), squeeze=False)
    for ax, job in zip(axes[0], jobs):
        for method in methods:
            rs = sorted((r for r in rows if r["job"] == job and r["method"] == method),
                        key=lambda r: r["case"])
            ax.plot([r["case"] for r in rs], [r["pitt_ms"] for r in rs], marker="o",
                    ms=3, label=method, alpha=0.8)
        ax.set_title(f"{job}: PITT per case")
        ax.set_xlabel("case")
        ax.set_yscale("log")
        ax.set_ylabel("per-iteration time (ms, log)")
        ax.legend()
    fig.tight_layout()
    p = out / "asrpt_table2_pitt.png"
    fig.savefig(p, dpi=120)
    paths.append(p)
    plt.close(fig)
    fig, ax = plt.subplots(figsize=(7, 4))
    labels, data = [], []
    for job in jobs:
        for method in methods:
            vals = [r["pct_ms"] for r in rows if r["job"] == job and r["method"] == method]
            if vals:
                labels.append(f"{job}\n{method}")
                data.append(vals)
    ax.boxplot(data)
    ax.set_xticks(range(1, len(labels) + 1), labels, fontsize=7)
    ax.set_yscale("log")
    ax.set_ylabel("placement computation time (ms, log)")
    ax.axhline(1.0, ls=":", c="gray")
    ax.axhline(1000.0, ls=":", c="gray")
    fig.tight_layout()
    p = out / "asrpt_table2_pct.png"
    fig.savefig(p, dpi=120)
    paths.append(p)
    plt.close(fig)
    return paths


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", default=str(HERE / "asrpt_table2.toml"))
    ap.add_argument("--out", default=str(HERE / "results" / "asrpt_table2"))
    ap.add_argument("--cases", type=int, default=None, help="override the case count")
    ap.add_argument("--no-plots", action="store_true")
    args = ap.parse_args(argv)
    cfg = tomllib.loads(Path(args.config).read_text(encoding="utf-8"))
    rows = run(cfg, args.cases)
    summary = summarise(rows)
    out = Path(args.out)
    atomic_write_json(out / "cases.json", rows)
    atomic_write_json(out / "summary.json", summary)
    with open(out / "cases.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print(markdown(summary))
    if not metis_available():
        print("\n(pymetis not installed: no METIS reference; pip install 'optsched[metis]')")
    if not args.no_plots:
        for p in plot(rows, out):
            print(f"figure: {p}")
    print(f"per-case results: {out / 'cases.csv'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
