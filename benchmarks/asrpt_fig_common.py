"""Shared machinery of the A-SRPT online experiments (Figs. 5-9 of the paper).

Every run goes through the ``asrpt-online`` event-driven simulator and is then judged
by the family verifier and evaluator (``optsched.core.registry.finalize``): a schedule
the verifier rejects makes the script fail. Instances come from the bundled trace
slices (:mod:`optsched.asrpt.online.trace`) with the **calibrated** profiles; how each
was cut or resampled is printed above every table and stored in the outputs.

Metrics: ``total_jct_s`` = sum_i (C_i - r_i) (job completion time counted from
submission, what the paper's figures compare), ``objective`` = problem (8)'s
sum_i (t_i + n_i alpha_i) = sum_i C_i, ``makespan_s``.
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from optsched.asrpt.online.instance import OnlineInstance
from optsched.asrpt.online.simulator import SimOptions, simulate
from optsched.asrpt.online.trace import trace_metadata
from optsched.core.io import atomic_write_json
from optsched.core.registry import finalize, get_family
from optsched.core.result import Result, Status

HERE = Path(__file__).resolve().parent
#: the paper's labels, in its legend order
LABELS = {"a-srpt": "A-SRPT", "a-srpt-perfect": "A-SRPT-Perfect", "spjf": "SPJF",
          "spwf": "SPWF", "wcs-duration": "WCS-Duration", "wcs-workload": "WCS-Workload",
          "wcs-subtime": "WCS-SubTime"}
BASELINES = ("spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")


@dataclass(frozen=True)
class Method:
    """A column of a figure: ``label`` shown, ``policy`` simulated, its options."""

    label: str
    policy: str
    predictor: str = "rf"
    tau: float | None = None       # None: the simulator's default

    def options(self, seed: int) -> SimOptions:
        kw: dict[str, Any] = {"policy": self.policy, "predictor": self.predictor,
                              "seed": seed}
        if self.tau is not None:
            kw["tau"] = self.tau
        return SimOptions(**kw)


def paper_methods(perfect: bool = False, tau: float | None = None) -> list[Method]:
    """A-SRPT (rf), optionally A-SRPT-Perfect, and the five baselines (rf)."""
    out = [Method("A-SRPT", "a-srpt", "rf", tau)]
    if perfect:
        out.append(Method("A-SRPT-Perfect", "a-srpt", "perfect", tau))
    out += [Method(LABELS[p], p, "rf") for p in BASELINES]
    return out


def run_method(inst: OnlineInstance, m: Method, seed: int = 0) -> Result:
    """Simulate ``m`` on ``inst`` and return the verified, re-evaluated Result.

    (Equivalent to ``optsched run --algo POLICY --param predictor=...`` without the
    Theorem 1 bound metrics, whose exact alpha^min enumeration is too large for
    trace-sized jobs.)"""
    fam = get_family("asrpt-online")
    t0 = time.perf_counter()
    sched, info = simulate(inst, m.options(seed))
    raw = Result(family=fam.name, instance=inst.name, method=m.label,
                 status=Status.FEASIBLE, schedule=sched, metrics=dict(info),
                 runtime_s=time.perf_counter() - t0)
    res = finalize(fam, inst, raw)
    if not res.feasible:
        raise SystemExit(f"{m.label} on {inst.name}: {res.message}")
    return res


def run_grid(points: Iterable[tuple[Any, OnlineInstance]], methods: Sequence[Method],
             seed: int = 0, extra: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """One row per (x, method): metrics of the verified result."""
    rows = []
    for x, inst in points:
        meta = trace_metadata(inst)
        for m in methods:
            res = run_method(inst, m, seed)
            met = res.metrics
            rows.append({
                "x": x, "method": m.label, "policy": m.policy, "predictor": m.predictor,
                "jobs": int(met["jobs"]), "objective_s": float(res.objective),
                "total_jct_s": float(met["total_jct_s"]),
                "avg_jct_s": float(met["avg_jct_s"]),
                "makespan_s": float(met["makespan_s"]),
                "avg_wait_s": float(met["avg_wait_s"]),
                "mean_abs_prediction_error": float(met.get("mean_abs_prediction_error",
                                                           float("nan"))),
                "runtime_s": res.runtime_s, "servers": inst.cluster.servers,
                "gpus_per_server": inst.cluster.gpus_per_server,
                "inter_gbps": inst.cluster.inter_gbps,
                "resampling": meta.get("resampling", ""), **(extra or {})})
            print(f"  x={x} {m.label:15s} total JCT {rows[-1]['total_jct_s']:.4g} s "
                  f"({res.runtime_s:.1f} s)", file=sys.stderr, flush=True)
    return rows


def reduction_table(rows: list[dict[str, Any]], metric: str = "total_jct_s",
                    ref: str = "A-SRPT") -> str:
    """Markdown: metric per method and x, and A-SRPT's reduction vs each baseline."""
    xs = list(dict.fromkeys(r["x"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    val = {(r["x"], r["method"]): r[metric] for r in rows}
    head = "| x | " + " | ".join(methods) + " | A-SRPT vs best baseline | vs worst |"
    lines = [head, "|---" * (len(methods) + 3) + "|"]
    for x in xs:
        cells = [f"{val[(x, m)]:.4g}" for m in methods]
        base = [val[(x, m)] for m in methods if m in {LABELS[p] for p in BASELINES}]
        a = val.get((x, ref))
        if a is not None and base:
            best, worst = min(base), max(base)
            red = f"{100 * (1 - a / best):+.1f} %"
            red_w = f"{100 * (1 - a / worst):+.1f} %"
        else:
            red = red_w = "-"
        lines.append(f"| {x} | " + " | ".join(cells) + f" | {red} | {red_w} |")
    return "\n".join(lines)


def plot_lines(rows: list[dict[str, Any]], path: Path, xlabel: str, title: str,
               metric: str = "total_jct_s", logy: bool = True, bars: bool = False) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    xs = list(dict.fromkeys(r["x"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    fig, ax = plt.subplots(figsize=(7, 4))
    if bars:
        w = 0.8 / len(methods)
        for k, m in enumerate(methods):
            ys = [next(r[metric] for r in rows if r["x"] == x and r["method"] == m)
                  for x in xs]
            ax.bar([i + k * w for i in range(len(xs))], ys, w, label=m)
        ax.set_xticks([i + 0.4 - w / 2 for i in range(len(xs))], [str(x) for x in xs])
    else:
        for m in methods:
            ys = [next(r[metric] for r in rows if r["x"] == x and r["method"] == m)
                  for x in xs]
            ax.plot([str(x) for x in xs], ys, marker="o", label=m)
    if logy:
        ax.set_yscale("log")
    ax.set_xlabel(xlabel)
    ax.set_ylabel({"total_jct_s": "total job completion time (s)",
                   "makespan_s": "makespan (s)"}.get(metric, metric))
    ax.set_title(title, fontsize=9)
    ax.legend(fontsize=7)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


@dataclass
class Output:
    """Writes rows (JSON + CSV), the Markdown report and the figure of one experiment."""

    name: str
    out: Path
    notes: list[str] = field(default_factory=list)

    def write(self, rows: list[dict[str, Any]], markdown: str) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        atomic_write_json(self.out / f"{self.name}.json",
                          {"notes": self.notes, "rows": rows})
        with open(self.out / f"{self.name}.csv", "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
        text = "\n".join(f"* {n}" for n in self.notes) + "\n\n" + markdown + "\n"
        (self.out / f"{self.name}.md").write_text(text, encoding="utf-8")
        print(text)


def parser(doc: str, name: str) -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", default=str(HERE / "results" / name))
    ap.add_argument("--seed", type=int, default=0, help="import seed (window, models)")
    ap.add_argument("--no-plots", action="store_true")
    ap.add_argument("--arrival-scale", type=float, default=1.0,
                    help="multiply submit times (< 1 compresses arrivals = more load; "
                         "the paper's simulations use 1)")
    ap.add_argument("--methods", default=None,
                    help="comma-separated subset of the method labels (default: all)")
    return ap


def pick(methods: list[Method], subset: str | None) -> list[Method]:
    """``methods`` restricted to the comma-separated labels of ``subset``."""
    if not subset:
        return methods
    want = [w.strip() for w in subset.split(",") if w.strip()]
    known = {m.label: m for m in methods}
    bad = [w for w in want if w not in known]
    if bad:
        raise SystemExit(f"--methods: unknown {', '.join(bad)} (known: {', '.join(known)})")
    return [known[w] for w in want]


def dump_args(args: argparse.Namespace) -> str:
    return json.dumps({k: v for k, v in vars(args).items() if k != "out"}, sort_keys=True)
