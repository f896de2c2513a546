"""Reproduce (and beat) Table II of the A-SRPT paper: Heavy-Edge vs exact placement.

For each job of ``asrpt_table2.toml`` (VGG19 and a GPT-175B-like proxy, profiles from
:mod:`optsched.asrpt.profiles`) and each profile set (``--profiles``: ``calibrated``, the
default reading -- NIC "10Gbps" read as 10 GB/s, PipeDream-style VGG19 split -- and/or
``estimated``, the literal reading), ``cases`` seeded placement cases with varying free
GPUs per server are solved by

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
        [--profiles calibrated|estimated|both]
    .venv/bin/python benchmarks/asrpt_table2.py --sweep [--cases N]

``--sweep`` prints the calibration search of issue 15 item 7: VGG19's mean optimal and
Heavy-Edge PITT under every combination of the readings (pipeline depth, NIC unit,
bytes per value, samples per iteration, GPU speed); the ``calibrated`` profile set is the
row closest to the paper that changes no measured quantity (see PROFILES.md).

A case whose exact solve fails (solver error) is reported in the ``errors`` column and
left out of the means; it is never counted as optimal.
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
from optsched.asrpt.profiles import PROFILE_SETS, ProfileSet, paper_inter_gbps
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


def _stages(spec: dict, profiles: str) -> int:
    st = spec["stages"]
    return int(st[profiles]) if isinstance(st, dict) else int(st)


def run(cfg: dict, n_cases: int | None = None, profiles: str = "calibrated") -> list[dict]:
    """Per-case rows of one profile set (``calibrated`` or ``estimated``)."""
    rows = []
    threads, tl = int(cfg.get("threads", 1)), float(cfg.get("time_limit_s", 60.0))
    reps = int(cfg.get("timing_repeats", 5))
    methods = ["heavy-edge", "heavy-edge-u", "highs", "cpsat"] + (
        ["metis"] if metis_available() else [])
    inter = paper_inter_gbps(float(cfg["inter_gbps"]), profiles)
    for j, spec in enumerate(cfg["jobs"]):
        job = profile_job(spec["model"], _stages(spec, profiles), int(spec["gpus"]),
                          layers=spec.get("layers"), profiles=profiles)
        cases = table2_cases(job, n_cases or int(cfg["cases"]), int(cfg["seed"]) + j,
                             g=int(cfg["gpus_per_server"]),
                             inter_gbps=inter,
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
                if method in ("highs", "cpsat") and pl.status == "error":
                    rows.append({"profiles": profiles, "job": spec["label"], "case": c,
                                 "free_gpus": list(inst.free_gpus), "method": method,
                                 "pitt_ms": None, "pct_ms": 1000.0 * pct,
                                 "pct_cpu_ms": 1000.0 * cpu, "optimal": False,
                                 "bound_ms": None, "solver_objective_ms": None,
                                 "replicas": list(job.replicas), "inter_gbps": inter,
                                 "error": True})
                    continue
                sched = pl.to_schedule()
                bad = verify(inst, sched)
                if bad:
                    raise SystemExit(f"{method} on {inst.name}: infeasible: {bad}")
                pitt_s, _ = evaluate(inst, sched)
                rows.append({
                    "profiles": profiles, "job": spec["label"], "case": c,
                    "free_gpus": list(inst.free_gpus),
                    "method": method, "pitt_ms": 1000.0 * pitt_s, "pct_ms": 1000.0 * pct,
                    "pct_cpu_ms": 1000.0 * cpu,
                    "optimal": bool(pl.optimal),
                    "bound_ms": None if pl.bound_s is None else 1000.0 * pl.bound_s,
                    "solver_objective_ms": (None if pl.objective_s is None
                                            else 1000.0 * pl.objective_s),
                    "replicas": list(job.replicas), "inter_gbps": inter,
                    "error": False})
    # gap of every method to the proven optimum of its case
    best = {}
    for r in rows:
        if r["method"] in ("highs", "cpsat") and r["optimal"]:
            key = (r["job"], r["case"])
            best[key] = min(best.get(key, float("inf")), r["pitt_ms"])
    for r in rows:
        opt = best.get((r["job"], r["case"]))
        r["gap_pct"] = (None if opt is None or r["pitt_ms"] is None
                        else 100.0 * (r["pitt_ms"] - opt) / opt)
    return rows


def summarise(rows: list[dict]) -> list[dict]:
    out = []
    for job in dict.fromkeys(r["job"] for r in rows):
        for method in dict.fromkeys(r["method"] for r in rows):
            every = [r for r in rows if r["job"] == job and r["method"] == method]
            rs = [r for r in every if not r.get("error")]
            if not rs:
                continue
            gaps = [r["gap_pct"] for r in rs if r["gap_pct"] is not None]
            out.append({
                "profiles": rs[0].get("profiles", ""),
                "job": job, "method": method, "cases": len(every),
                "errors": len(every) - len(rs),
                "pitt_ms": statistics.fmean(r["pitt_ms"] for r in rs),
                "pct_ms": statistics.fmean(r["pct_ms"] for r in rs),
                "pct_max_ms": max(r["pct_ms"] for r in rs),
                "pct_cpu_ms": statistics.fmean(r["pct_cpu_ms"] for r in rs),
                "proven_optimal": sum(r["optimal"] for r in rs),
                "gap_mean_pct": statistics.fmean(gaps) if gaps else None,
                "gap_max_pct": max(gaps) if gaps else None,
                "at_optimum": sum(1 for g in gaps if g <= 1e-7),
                # mean of the per-case optimum (for the paper comparison)
                "opt_pitt_ms": (statistics.fmean(
                    min(x["pitt_ms"] for x in rows if x["job"] == job
                        and x["case"] == r["case"] and x["optimal"]) for r in rs
                    if r["gap_pct"] is not None) if gaps else None)})
    return out


def markdown(summary: list[dict]) -> str:
    lines = ["| Model | Method | mean PITT (ms) | mean PCT (ms) | max PCT (ms) | "
             "mean PCT CPU (ms) | proven optimal | mean gap to opt. | max gap | "
             "cases at opt. | solver errors |",
             "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for s in summary:
        gap = "-" if s["gap_mean_pct"] is None else f"{s['gap_mean_pct']:.2f} %"
        gmax = "-" if s["gap_max_pct"] is None else f"{s['gap_max_pct']:.2f} %"
        lines.append(f"| {s['job']} | {s['method']} | {s['pitt_ms']:.2f} | "
                     f"{s['pct_ms']:.3f} | {s['pct_max_ms']:.3f} | {s['pct_cpu_ms']:.3f} | "
                     f"{s['proven_optimal']}/{s['cases']} | {gap} | {gmax} | "
                     f"{s['at_optimum']}/{s['cases']} | {s.get('errors', 0)} |")
    for job, ref in PAPER.items():
        for method, (pitt, pct) in ref.items():
            lines.append(f"| {job} (paper) | {method} | {pitt:.2f} | {pct:.2f} "
                         "| | | | | | | |")
    return "\n".join(lines)


def fidelity(summary: list[dict]) -> str:
    """Paper vs ours, per Table II PITT cell, with the 25 % verdict (issue 15 item 7)."""
    lines = ["| Table II cell | paper (ms) | ours (ms) | ours / paper | within 25 % |",
             "|---|---:|---:|---:|---|"]
    by = {(s["job"], s["method"]): s for s in summary}
    for job, ref in PAPER.items():
        cells = [("Heavy-Edge PITT", ref["heavy-edge"][0],
                  by.get((job, "heavy-edge"), {}).get("pitt_ms")),
                 ("optimal PITT", ref["ilp (Gurobi)"][0],
                  by.get((job, "heavy-edge"), {}).get("opt_pitt_ms"))]
        for name, paper, ours in cells:
            if ours is None:
                lines.append(f"| {job} {name} | {paper:.2f} | - | - | no result |")
                continue
            ratio = ours / paper
            ok = "yes" if abs(ratio - 1.0) <= 0.25 else "no"
            lines.append(f"| {job} {name} | {paper:.2f} | {ours:.2f} | {ratio:.2f} | {ok} |")
        p_gap = 100.0 * (ref["heavy-edge"][0] / ref["ilp (Gurobi)"][0] - 1.0)
        g = by.get((job, "heavy-edge"), {}).get("gap_mean_pct")
        lines.append(f"| {job} Heavy-Edge gap | {p_gap:.1f} % | "
                     f"{'-' if g is None else f'{g:.1f} %'} | | (gap, not a PITT) |")
    return "\n".join(lines)


def plot(rows: list[dict], out: Path, tag: str = "") -> list[Path]:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    paths = []
    rows = [r for r in rows if r["pitt_ms"] is not None]
    jobs = list(dict.fromkeys(r["job"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    fig, axes = plt.subplots(1, len(jobs), figsize=(6 * len(jobs), 4), squeeze=False)
    for ax, job in zip(axes[0], jobs):
        for method in methods:
            rs = sorted((r for r in rows if r["job"] == job and r["method"] == method),
                        key=lambda r: r["case"])
            ax.plot([r["case"] for r in rs], [r["pitt_ms"] for r in rs], marker="o",
                    ms=3, label=method, alpha=0.8)
        ax.set_title(f"{job}: PITT per case {tag.strip('-')}")
        ax.set_xlabel("case")
        ax.set_yscale("log")
        ax.set_ylabel("per-iteration time (ms, log)")
        ax.legend()
    fig.tight_layout()
    p = out / f"asrpt_table2_pitt{tag}.png"
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
    p = out / f"asrpt_table2_pct{tag}.png"
    fig.savefig(p, dpi=120)
    paths.append(p)
    plt.close(fig)
    return paths


SWEEP = {"stages": (2, 4, 8), "nic_factor": (1.0, 8.0, 64.0), "bytes": (4, 2),
         "samples": (32, 8, 1), "tflops": (7.85, 31.4)}


def sweep(cfg: dict, n_cases: int) -> list[dict]:
    """VGG19 Table II under every reading in :data:`SWEEP` (CP-SAT optimum)."""
    import itertools

    spec = next(j for j in cfg["jobs"] if j["model"] == "vgg19")
    out = []
    for S, nic, bpv, b, tf in itertools.product(*SWEEP.values()):
        ps = ProfileSet("sweep", "", nic_factor=nic, cnn_tflops=tf, cnn_bytes=bpv,
                        samples_per_iteration=b)
        job = profile_job("vgg19", S, int(spec["gpus"]), profiles=ps)
        opt, he = [], []
        for inst in table2_cases(job, n_cases, int(cfg["seed"]),
                                 g=int(cfg["gpus_per_server"]),
                                 inter_gbps=paper_inter_gbps(float(cfg["inter_gbps"]), ps),
                                 intra_gbps=float(cfg["intra_gbps"])):
            for solver in ("cpsat", "highs"):   # the second only if the first fails
                pl = optimal_placement(inst.job, inst.free_gpus, inst.cluster, solver,
                                       threads=int(cfg.get("threads", 1)),
                                       time_limit=float(cfg.get("time_limit_s", 60.0)))
                if pl.optimal:
                    break
            else:
                raise SystemExit(f"sweep: neither solver proved {inst.name} optimal")
            h = heavy_edge(inst.job, inst.free_gpus, inst.cluster)
            opt.append(evaluate(inst, pl.to_schedule())[0] * 1000.0)
            he.append(evaluate(inst, h.to_schedule())[0] * 1000.0)
        o, h_ = statistics.fmean(opt), statistics.fmean(he)
        out.append({"stages": S, "replicas": list(job.replicas), "nic_factor": nic,
                    "bytes": bpv, "samples": b, "tflops": tf, "opt_ms": o, "he_ms": h_,
                    "gap_pct": 100.0 * (h_ / o - 1.0),
                    "score": abs(o / PAPER["VGG19"]["ilp (Gurobi)"][0] - 1.0)
                    + abs(h_ / PAPER["VGG19"]["heavy-edge"][0] - 1.0)})
        print(f"S={S} k={job.replicas} NICx{nic:g} {bpv}B b={b} {tf} TF/s: "
              f"opt {o:.2f} ms, HE {h_:.2f} ms, gap {out[-1]['gap_pct']:.1f} %",
              file=sys.stderr, flush=True)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--config", default=str(HERE / "asrpt_table2.toml"))
    ap.add_argument("--out", default=str(HERE / "results" / "asrpt_table2"))
    ap.add_argument("--cases", type=int, default=None, help="override the case count")
    ap.add_argument("--no-plots", action="store_true")
    ap.add_argument("--profiles", choices=[*PROFILE_SETS, "both"], default="both",
                    help="profile set(s): the calibrated reading, the literal "
                         "estimated one, or both (default)")
    ap.add_argument("--sweep", action="store_true",
                    help="print the VGG19 calibration search instead of Table II")
    args = ap.parse_args(argv)
    cfg = tomllib.loads(Path(args.config).read_text(encoding="utf-8"))
    if args.sweep:
        res = sorted(sweep(cfg, args.cases or int(cfg["cases"])), key=lambda r: r["score"])
        atomic_write_json(Path(args.out) / "sweep.json", res)
        print("| stages (k) | NIC factor | bytes | samples / iter. | TFLOP/s | opt PITT (ms) "
              "| HE PITT (ms) | HE mean / opt mean - 1 | opt / paper | HE / paper |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
        for r in res:
            print(f"| {r['stages']} ({'-'.join(map(str, r['replicas']))}) | "
                  f"{r['nic_factor']:g} | {r['bytes']} | {r['samples']} | {r['tflops']} | "
                  f"{r['opt_ms']:.2f} | {r['he_ms']:.2f} | {r['gap_pct']:.1f} % | "
                  f"{r['opt_ms'] / PAPER['VGG19']['ilp (Gurobi)'][0]:.2f} | "
                  f"{r['he_ms'] / PAPER['VGG19']['heavy-edge'][0]:.2f} |")
        return 0
    sets = list(PROFILE_SETS) if args.profiles == "both" else [args.profiles]
    sets.sort(key=lambda p: p != "calibrated")
    rows, summary = [], []
    for ps in sets:
        part = run(cfg, args.cases, ps)
        rows += part
        summary += summarise(part)
    out = Path(args.out)
    atomic_write_json(out / "cases.json", rows)
    atomic_write_json(out / "summary.json", summary)
    with open(out / "cases.csv", "w", newline="", encoding="utf-8") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    for ps in sets:
        part = [s for s in summary if s["profiles"] == ps]
        inter = paper_inter_gbps(float(cfg["inter_gbps"]), ps)
        print(f"\n### profiles = {ps} (B_inter = {inter:g} Gbit/s; "
              f"{PROFILE_SETS[ps].description})\n")
        print(markdown(part))
        print()
        print(fidelity(part))
    if not metis_available():
        print("\n(pymetis not installed: no METIS reference; pip install 'optsched[metis]')")
    if not args.no_plots:
        for ps in sets:
            for p in plot([r for r in rows if r["profiles"] == ps], out, f"-{ps}"):
                print(f"figure: {p}")
    print(f"per-case results: {out / 'cases.csv'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
