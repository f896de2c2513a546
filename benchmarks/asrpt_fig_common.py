"""Shared machinery of the A-SRPT online experiments (Figs. 5-9 of the paper, issue 21).

Every run goes through the ``asrpt-online`` event-driven simulator and is then judged
by the family verifier and evaluator (``optsched.core.registry.finalize``): a schedule
the verifier rejects makes the script fail. Instances come from the bundled trace
slices or the recurrence-rich synthetic trace (:mod:`optsched.asrpt.online.synthtrace`)
with the **calibrated** profiles; how each was cut, resampled or generated is printed
above every table and stored in the outputs.

Columns of every figure (issue 21):

* ``A-SRPT`` -- the family default: random-forest predictions, ``delay=consolidate``
  (the prose rule: a communication-heavy job waits until consolidated servers are
  free), strict head-of-queue admission, literal ``pending_queue``;
* ``A-SRPT loop tau=T`` -- the literal bounded loop of Algorithm 1 lines 15-20
  (``delay=block``) with window T (g_i/G) n~_i alpha~^min_i, for every T of ``--taus``;
  ``A-SRPT side tau=T`` -- the same window with the queue going on (``delay=side``;
  ``side`` at T = 1 was the family default before issue 21);
* every baseline twice: ``SPJF [most]`` (Heavy-Edge on the most-available servers, the
  default) and ``SPJF [asrpt]`` (A-SRPT's own rule: communication-heavy jobs on the
  most-available servers, the others on the least-available).

Metrics: ``total_jct_s`` = sum_i (C_i - r_i), the total job completion time counted from
submission that the paper's figures compare (the family metric
``total_jct_from_submit_s``); ``objective_s`` = problem (8)'s sum_i C_i with C_i counted
from t = 0; ``offered_load`` = sum_i g_i n_i alpha~^min_i / (G x arrival span) (best-case
alpha; one value per instance); ``realised_load`` = the same with the alpha each
schedule used; ``bound_total_jct_s`` = a certified lower bound on the total JCT of
every schedule of the instance (:func:`optsched.asrpt.online.bound.bound_value` bounds
problem (8)'s sum_i C_i; the constant sum_i r_i is subtracted, see
models/asrpt-online-bounds.md) and ``gap_to_bound_pct`` = 100 (total JCT - bound) /
total JCT: a gap to a certified lower bound, NOT to a proven optimum (``--no-bound``
skips it).

``--seeds`` runs every point for several import seeds (window positions, model and
configuration draws, forest seed); the tables give the mean over seeds and, per
A-SRPT variant, its reduction against the best baseline of each server rule as mean
[min, max] over seeds and the number of seeds in which it wins.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import statistics
import sys
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from optsched.asrpt.online.bound import bound_value
from optsched.asrpt.online.instance import OnlineInstance
from optsched.asrpt.online.simulator import SimOptions, simulate
from optsched.asrpt.online.synthtrace import recurrent_trace, seen_group_share
from optsched.asrpt.online.trace import LOADERS, Trace, trace_metadata
from optsched.core.io import atomic_write_json
from optsched.core.registry import finalize, get_family
from optsched.core.result import Result, Status

HERE = Path(__file__).resolve().parent
#: the paper's labels, in its legend order
LABELS = {"a-srpt": "A-SRPT", "a-srpt-perfect": "A-SRPT-Perfect", "spjf": "SPJF",
          "spwf": "SPWF", "wcs-duration": "WCS-Duration", "wcs-workload": "WCS-Workload",
          "wcs-subtime": "WCS-SubTime"}
BASELINES = ("spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")
SERVER_RULES = ("most", "asrpt")
TAUS = (1.0, 25.0, 250.0)
#: a reduction counts as a win from this many percent on (smaller = a tie)
WIN_PERCENT = 0.1
#: train fraction of the synthetic recurrent trace (history = as many jobs as scheduled:
#: the forest fits 75,000 rows in about a minute; 80 % would need 300,000)
RECURRENT_TRAIN_FRACTION = 0.5
#: seconds given to the certified lower bound of each instance (~1 s at 37,500 jobs)
BOUND_TIME_LIMIT = 30.0
GAP_LABEL = "gap to a certified lower bound (not to a proven optimum)"


def untestable_note(tr: Trace, train_fraction: float) -> str:
    """Why a bundled slice cannot test the predictors (history span, seen-group share)."""
    n = int(math.floor(train_fraction * len(tr)))
    if not tr.has_group:
        return ("UNTESTABLE for predictions: no group column, every job is its own "
                "(unseen) group and every history predictor returns 0 iterations")
    sub = tr.frame["submit_time"]
    hours = float(sub.iloc[n - 1] - sub.iloc[0]) / 3600 if n else 0.0
    seen = 100 * seen_group_share(tr, train_fraction)
    return (f"UNTESTABLE for predictions: {hours:.1f} h of history ({n} jobs); only "
            f"{seen:.0f} % of the held-out jobs belong to a group seen in it, so every "
            f"history predictor returns the unseen-group default (0 iterations) for "
            f"{100 - seen:.0f} % of them (the paper trains on two months in which "
            f"nearly 65 % of the jobs recur at least five times)")


@dataclass(frozen=True)
class Method:
    """A column of a figure: ``label`` shown, ``policy`` simulated, its options (None:
    the simulator's default)."""

    label: str
    policy: str
    predictor: str = "rf"
    tau: float | None = None
    delay: str | None = None
    admission: str | None = None
    queue: str | None = None
    servers: str | None = None

    def options(self, seed: int) -> SimOptions:
        kw: dict[str, Any] = {"policy": self.policy, "predictor": self.predictor,
                              "seed": seed}
        for k in ("tau", "delay", "admission", "queue", "servers"):
            v = getattr(self, k)
            if v is not None:
                kw[k] = v
        return SimOptions(**kw)

    @property
    def is_baseline(self) -> bool:
        return self.policy in BASELINES


def fmt_tau(tau: float) -> str:
    return f"{tau:g}"


def asrpt_methods(perfect: bool = False, taus: Sequence[float] = TAUS,
                  tau_readings: Sequence[str] = ("block",), predictor: str = "rf",
                  base_label: str = "A-SRPT") -> list[Method]:
    """The default A-SRPT, optionally A-SRPT-Perfect, and the window readings."""
    out = [Method(base_label, "a-srpt", predictor)]
    if perfect:
        out.append(Method(f"{base_label}-Perfect", "a-srpt", "perfect"))
    names = {"block": "loop", "side": "side"}
    for reading in tau_readings:
        for tau in taus:
            out.append(Method(f"{base_label} {names[reading]} tau={fmt_tau(tau)}", "a-srpt",
                              predictor, tau=tau, delay=reading))
    return out


def baseline_methods(rules: Sequence[str] = SERVER_RULES,
                     predictor: str = "rf") -> list[Method]:
    """Every baseline under every server rule: ``SPJF [most]``, ``SPJF [asrpt]``..."""
    return [Method(f"{LABELS[p]} [{r}]", p, predictor, servers=r)
            for r in rules for p in BASELINES]


def paper_methods(args: argparse.Namespace, perfect: bool = False) -> list[Method]:
    """The columns of Figs. 6-8 from the command line (``--taus``, ``--tau-readings``,
    ``--server-rules``, ``--perfect``, ``--methods``)."""
    ms = asrpt_methods(perfect or args.perfect, parse_floats(args.taus),
                       parse_list(args.tau_readings))
    ms += baseline_methods(parse_list(args.server_rules))
    return pick(ms, args.methods)


def run_method(inst: OnlineInstance, m: Method, seed: int = 0) -> Result:
    """Simulate ``m`` on ``inst`` and return the verified, re-evaluated Result.

    (Equivalent to ``optsched run --algo POLICY --param ...`` without the Theorem 1
    metrics, whose exact alpha^min enumeration is too large for trace-sized jobs.)"""
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


def _num(met: dict[str, Any], key: str) -> float:
    v = met.get(key)
    return float(v) if isinstance(v, (int, float)) else math.nan


def jct_lower_bound(inst: OnlineInstance, time_limit: float = BOUND_TIME_LIMIT) -> float:
    """A certified lower bound (s) on the total JCT sum_i (C_i - r_i) of every schedule of
    ``inst``: the bound on problem (8)'s sum_i C_i minus the constant sum_i r_i."""
    return bound_value(inst, time_limit=time_limit) - math.fsum(j.submit for j in inst.jobs)


def gap_pct(total_jct: float, lb: float) -> float:
    """100 (total JCT - lower bound) / total JCT; NaN without a bound."""
    return 100.0 * (total_jct - lb) / total_jct if total_jct > 0 else math.nan


def run_grid(points: Iterable[tuple[Any, OnlineInstance]], methods: Sequence[Method],
             seed: int = 0, extra: dict[str, Any] | None = None,
             bound: bool = True) -> list[dict[str, Any]]:
    """One row per (x, method): metrics of the verified result, and (``bound``) the
    certified lower bound on the instance's total JCT with each method's gap to it."""
    rows = []
    for x, inst in points:
        meta = trace_metadata(inst)
        lb = jct_lower_bound(inst) if bound else math.nan
        for m in methods:
            res = run_method(inst, m, seed)
            met = res.metrics
            jct = float(met["total_jct_from_submit_s"])
            if jct < lb * (1 - 1e-9):
                raise SystemExit(f"{m.label} on {inst.name}: total JCT {jct} below the "
                                 f"certified lower bound {lb}")
            rows.append({
                "seed": seed, "x": x, "method": m.label, "policy": m.policy,
                "predictor": m.predictor, "delay": met.get("delay", ""),
                "tau": met.get("tau", ""), "servers_rule": met.get("servers", ""),
                "jobs": int(met["jobs"]), "objective_s": float(res.objective),
                "total_jct_s": jct, "bound_total_jct_s": lb,
                "gap_to_bound_pct": gap_pct(jct, lb),
                "avg_jct_s": float(met["avg_jct_from_submit_s"]),
                "makespan_s": float(met["makespan_s"]),
                "avg_wait_s": float(met["avg_wait_from_submit_s"]),
                "offered_load": _num(met, "offered_load"),
                "realised_load": _num(met, "realised_load"),
                "comm_heavy_share": _num(met, "comm_heavy_share"),
                "comm_heavy_stretch_mean": _num(met, "comm_heavy_stretch_mean"),
                "comm_heavy_stretch_max": _num(met, "comm_heavy_stretch_max"),
                "delayed_jobs": int(met.get("delayed_jobs", 0)),
                "mean_abs_prediction_error": _num(met, "mean_abs_prediction_error"),
                "runtime_s": res.runtime_s, "servers": inst.cluster.servers,
                "gpus_per_server": inst.cluster.gpus_per_server,
                "inter_gbps": inst.cluster.inter_gbps,
                "resampling": meta.get("resampling", ""), **(extra or {})})
            r = rows[-1]
            print(f"  seed={seed} x={x} {m.label:22s} total JCT {r['total_jct_s']:.4g} s  "
                  f"load {r['offered_load']:.2f}->{r['realised_load']:.2f}  "
                  f"gap to bound {r['gap_to_bound_pct']:.1f} %  "
                  f"({res.runtime_s:.1f} s)", file=sys.stderr, flush=True)
    return rows


# ------------------------------------------------------------------------ tables


def _mean(v: list[float]) -> float:
    return statistics.fmean(v) if v else math.nan


def _by(rows: list[dict[str, Any]]) -> dict[tuple[Any, str, int], dict[str, Any]]:
    return {(r["x"], r["method"], r["seed"]): r for r in rows}


def value_table(rows: list[dict[str, Any]], metric: str = "total_jct_s",
                title: str = "total JCT (s)", fmt: str = ".3g") -> str:
    """Markdown: rows = methods, columns = x; cell = mean over seeds (min-max if > 1)."""
    xs = list(dict.fromkeys(r["x"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    seeds = sorted({r["seed"] for r in rows})
    b = _by(rows)
    lines = [f"| {title} | " + " | ".join(str(x) for x in xs) + " |",
             "|---" + "|---:" * len(xs) + "|"]
    for m in methods:
        cells = []
        for x in xs:
            v = [b[(x, m, s)][metric] for s in seeds if (x, m, s) in b
                 and not math.isnan(b[(x, m, s)][metric])]
            if not v:
                cells.append("-")
            elif len(v) == 1:
                cells.append(format(v[0], fmt))
            else:
                cells.append(f"{format(_mean(v), fmt)} ({format(min(v), fmt)}–"
                             f"{format(max(v), fmt)})")
        lines.append(f"| {m} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def offered_load_line(rows: list[dict[str, Any]]) -> str:
    xs = list(dict.fromkeys(r["x"] for r in rows))
    parts = []
    for x in xs:
        v = sorted({round(r["offered_load"], 3) for r in rows if r["x"] == x})
        parts.append(f"{x}: {_fmt_range(v)}")
    return "offered load (best-case alpha~min, per x over seeds): " + "; ".join(parts)


def _fmt_range(v: list[float]) -> str:
    if not v:
        return "-"
    return f"{v[0]:.2f}" if len(v) == 1 or v[0] == v[-1] else f"{min(v):.2f}–{max(v):.2f}"


def reduction_table(rows: list[dict[str, Any]], refs: Sequence[str] | None = None,
                    rules: Sequence[str] = SERVER_RULES) -> str:
    """Markdown: per A-SRPT variant and x, its total-JCT reduction against the best
    baseline of each server rule: mean [min, max] over seeds, and wins/seeds (a win =
    at least ``WIN_PERCENT`` below every baseline of that rule); then, per x, the
    variant's gap to the certified lower bound (mean over seeds; ``-`` without one)."""
    xs = list(dict.fromkeys(r["x"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    refs = list(refs) if refs is not None else [m for m in methods
                                                if not any(m.endswith(f"[{q}]")
                                                           for q in ("most", "asrpt",
                                                                     "least"))]
    seeds = sorted({r["seed"] for r in rows})
    b = _by(rows)
    present = [q for q in rules if any(m.endswith(f"[{q}]") for m in methods)]
    head = "| A-SRPT variant vs best baseline | " + " | ".join(
        [f"{x} [{q}]" for x in xs for q in present]
        + [f"{x} gap to bound %" for x in xs]) + " |"
    lines = [head, "|---" + "|---:" * (len(xs) * (len(present) + 1)) + "|"]
    for ref in refs:
        cells = []
        for x in xs:
            for q in present:
                reds = []
                for s in seeds:
                    base = [b[(x, m, s)]["total_jct_s"] for m in methods
                            if m.endswith(f"[{q}]") and (x, m, s) in b]
                    if (x, ref, s) in b and base:
                        reds.append(100 * (1 - b[(x, ref, s)]["total_jct_s"] / min(base)))
                if not reds:
                    cells.append("-")
                    continue
                wins = sum(r >= WIN_PERCENT for r in reds)
                rng = "" if len(reds) == 1 else f" [{min(reds):+.1f}, {max(reds):+.1f}]"
                cells.append(f"{_mean(reds):+.1f} %{rng} {wins}/{len(reds)}")
        for x in xs:
            gaps = [g for s in seeds if (x, ref, s) in b
                    and not math.isnan(g := float(b[(x, ref, s)].get("gap_to_bound_pct",
                                                                      math.nan)))]
            cells.append(f"{_mean(gaps):.1f}" if gaps else "-")
        lines.append(f"| {ref} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def figure_markdown(rows: list[dict[str, Any]], xname: str) -> str:
    """The standard report: total JCT, realised load, reductions, gap to the certified
    bound (when computed); offered load line."""
    gap = [] if all(math.isnan(r["gap_to_bound_pct"]) for r in rows) else [
        f"**{GAP_LABEL[0].upper() + GAP_LABEL[1:]}**, % = 100 (total JCT - LB) / total "
        "JCT, LB = certified bound on sum_i C_i minus sum_i r_i:",
        value_table(rows, "gap_to_bound_pct", "gap to bound %", ".1f")]
    return "\n\n".join([
        f"x = {xname}. {offered_load_line(rows)}",
        "**Total JCT** sum_i (C_i - r_i), s (mean over seeds; min–max):",
        value_table(rows),
        "**Realised load** (alpha actually used; > 1 = the queue grows while jobs "
        "arrive):",
        value_table(rows, "realised_load", "realised load", ".2f"),
        "**Reduction** of each A-SRPT variant's total JCT against the best baseline of "
        f"each server rule: mean [min, max] over seeds, then seeds won (>= {WIN_PERCENT} "
        f"% below every baseline of that rule), and its {GAP_LABEL}:",
        reduction_table(rows), *gap])


# ------------------------------------------------------------------------ plots


def plot_lines(rows: list[dict[str, Any]], path: Path, xlabel: str, title: str,
               metric: str = "total_jct_s", logy: bool = True, bars: bool = False) -> Path:
    """Two panels: the A-SRPT variants against the baselines with ``servers=most``
    (left) and with A-SRPT's server rule (right); means over seeds."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    xs = list(dict.fromkeys(r["x"] for r in rows))
    methods = list(dict.fromkeys(r["method"] for r in rows))
    rules = [q for q in SERVER_RULES if any(m.endswith(f"[{q}]") for m in methods)] or [""]
    fig, axes = plt.subplots(1, len(rules), figsize=(6.5 * len(rules), 4.2), squeeze=False,
                             sharey=True)
    for ax, q in zip(axes[0], rules, strict=True):
        shown = [m for m in methods if not m.endswith("]") or m.endswith(f"[{q}]")]
        for k, m in enumerate(shown):
            ys = [_mean([r[metric] for r in rows if r["x"] == x and r["method"] == m])
                  for x in xs]
            style = "--" if m.endswith("]") else "-"
            if bars:
                w = 0.8 / len(shown)
                ax.bar([i + k * w for i in range(len(xs))], ys, w, label=m)
            else:
                ax.plot([str(x) for x in xs], ys, style, marker="o", label=m)
        if bars:
            ax.set_xticks([i + 0.4 - 0.4 / len(shown) for i in range(len(xs))],
                          [str(x) for x in xs])
        if logy:
            ax.set_yscale("log")
        ax.set_xlabel(xlabel)
        ax.set_title(f"baselines: servers={q}" if q else "", fontsize=9)
        ax.legend(fontsize=6)
    axes[0][0].set_ylabel({"total_jct_s": "total job completion time (s)",
                           "makespan_s": "makespan (s)"}.get(metric, metric))
    fig.suptitle(title, fontsize=9)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


# ------------------------------------------------------------------------ output


@dataclass
class Output:
    """Writes rows (JSON + CSV), the Markdown report and the figure of one experiment."""

    name: str
    out: Path
    notes: list[str] = field(default_factory=list)

    def write(self, rows: list[dict[str, Any]], markdown: str) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        # JSON has no NaN (a metric that does not apply, e.g. the gap under --no-bound)
        clean = [{k: None if isinstance(v, float) and math.isnan(v) else v
                  for k, v in r.items()} for r in rows]
        atomic_write_json(self.out / f"{self.name}.json",
                          {"notes": self.notes, "rows": clean})
        with open(self.out / f"{self.name}.csv", "w", newline="", encoding="utf-8") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
        text = "\n".join(f"* {n}" for n in self.notes) + "\n\n" + markdown + "\n"
        (self.out / f"{self.name}.md").write_text(text, encoding="utf-8")
        print(text)


# ------------------------------------------------------------------------ arguments


def parse_list(s: str) -> list[str]:
    return [w.strip() for w in s.split(",") if w.strip()]


def parse_floats(s: str) -> list[float]:
    try:
        return [float(w) for w in parse_list(s)]
    except ValueError:
        raise SystemExit(f"expected comma-separated numbers, got {s!r}") from None


def parse_seeds(args: argparse.Namespace) -> list[int]:
    if args.seeds:
        try:
            return [int(w) for w in parse_list(args.seeds)]
        except ValueError:
            raise SystemExit(f"--seeds: expected integers, got {args.seeds!r}") from None
    return [args.seed]


def parser(doc: str, name: str, *, scale: bool = True) -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=doc.splitlines()[0])
    ap.add_argument("--out", default=str(HERE / "results" / name))
    ap.add_argument("--seed", type=int, default=0, help="import seed (window, models)")
    ap.add_argument("--seeds", default=None,
                    help="comma-separated import seeds (overrides --seed); tables give "
                         "mean and min-max over them")
    ap.add_argument("--no-plots", action="store_true")
    ap.add_argument("--arrival-scale", type=float, default=1.0,
                    help="multiply submit times (< 1 compresses arrivals = more load; "
                         "the paper's simulations use 1)")
    ap.add_argument("--methods", default=None,
                    help="comma-separated subset of the method labels (default: all)")
    ap.add_argument("--taus", default=",".join(fmt_tau(t) for t in TAUS),
                    help="delay factors tau of the window readings (default 1,25,250)")
    ap.add_argument("--tau-readings", default="block",
                    help="window readings to sweep tau over: block (the literal loop), "
                         "side (comma-separated; default block)")
    ap.add_argument("--server-rules", default=",".join(SERVER_RULES),
                    help="baseline server rules shown (most, asrpt, least)")
    ap.add_argument("--perfect", action="store_true",
                    help="also run A-SRPT-Perfect (perfect iteration predictions)")
    ap.add_argument("--no-bound", action="store_true",
                    help="skip the certified lower bound on total JCT (and the gap columns)")
    if scale:
        ap.add_argument("--scale", type=float, default=1.0,
                        help="multiply the paper's job counts")
        ap.add_argument("--quick", action="store_true",
                        help="--scale 0.1 (and plots as usual); results differ from the "
                             "full run -- tiling and load depend on the job count")
    return ap


def job_scale(args: argparse.Namespace) -> float:
    return 0.1 if getattr(args, "quick", False) else args.scale


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


# ------------------------------------------------------------------------ traces


def get_trace(name: str, *, seed: int, jobs: int, load: float, gpus: int,
              max_gpus: int | None = None) -> tuple[Trace, float, str]:
    """(trace, train fraction, note) for ``--trace``: a bundled slice (first 80 % =
    history) or the recurrent synthetic trace sized to hold ``jobs`` scheduled jobs
    after an equal-sized history (offered load ``load`` on ``gpus`` GPUs)."""
    if name == "recurrent":
        tf = RECURRENT_TRAIN_FRACTION
        total = int(math.ceil(jobs / (1.0 - tf)))
        tr = recurrent_trace(seed, jobs=total, load=load, gpus=gpus, max_gpus=max_gpus)
        note = (f"{tr.notes[0]}; first {tf:.0%} = predictor history; "
                f"{100 * seen_group_share(tr, tf):.0f} % of the scheduled jobs belong to "
                f"a group seen in the history")
        return tr, tf, note
    tr = LOADERS[name]()
    note = (f"{name} slice ({len(tr)} jobs); first 80 % = predictor history. "
            f"{untestable_note(tr, 0.8)}")
    return tr, 0.8, note


def run_seeds(seeds: Sequence[int], build: Any, methods: Sequence[Method],
              notes: list[str], bound: bool = True) -> list[dict[str, Any]]:
    """For every seed: ``build(seed) -> [(x, instance)]``, then every method at every x.
    The resampling of each (seed, x) is appended to ``notes``."""
    rows: list[dict[str, Any]] = []
    for seed in seeds:
        points = build(seed)
        for x, inst in points:
            meta = trace_metadata(inst)
            notes.append(f"seed {seed}, x = {x}: {len(inst.jobs)} jobs; "
                         f"{meta.get('resampling', 'generated')}")
        rows += run_grid(points, methods, seed, bound=bound)
    return rows
