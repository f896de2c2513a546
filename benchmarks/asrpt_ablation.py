"""Ablation of A-SRPT's readings (issue 21): one factor at a time, on the figures' settings.

Which factor drives A-SRPT's total JCT -- the delay reading, the window factor tau, the
predictions, strict admission, the queue-entry rule -- and which drives the baselines'
-- their server rule? Every variant differs from its reference in ONE option; the
references are the family default before issue 21 (``delay=side``, tau = 1, rf,
strict admission, ``queue=completion``) and the default after it (``delay=consolidate``).

Scenarios (``--scenarios``; the cluster of Section V-B, calibrated profiles, PAI slice
tiled as in the figure scripts unless stated):

* ``fig7-60`` -- Fig. 7's 60 % single-GPU point, 75,000 jobs (the issue's table);
* ``fig6-37k`` -- Fig. 6's first point, 37,500 jobs with the trace's demands;
* ``fig8-1g`` -- Fig. 8's 1 Gbps point (0 % single-GPU, 75,000 jobs);
* ``rec-3`` -- the recurrent synthetic trace at offered load 3 (trace demands, 75,000
  scheduled jobs after 75,000 history jobs): predictions matter there;
* ``fig5-rec`` -- Fig. 5's testbed (1 server x 14 GPUs, 75 jobs, times x 0.1) on the
  recurrent trace, the first set of each seed (as in asrpt_fig5.py).

For each scenario it also prints, for the communication-heavy jobs, the share whose
prediction is 0 iterations (their window tau (g_i/G) n~_i alpha~^min_i is 0 for every
tau) and the median window at tau = 1.

    .venv/bin/python benchmarks/asrpt_ablation.py [--seeds 0,1,2] [--scale 1.0 | --quick]
        [--scenarios fig7-60,fig6-37k,fig8-1g,rec-3,fig5-rec] [--out DIR]
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
from asrpt_fig_common import (
    Method,
    Output,
    get_trace,
    job_scale,
    parse_list,
    parse_seeds,
    parser,
    run_grid,
)

from optsched.asrpt.online.instance import OnlineInstance
from optsched.asrpt.online.placement import config_timings
from optsched.asrpt.online.predictors import predict_iterations
from optsched.asrpt.online.simulator import COMM_HEAVY
from optsched.asrpt.online.trace import build_instance, with_nic

OLD = {"delay": "side", "tau": 1.0}
#: (label, reference label, options that differ) -- a-srpt variants
ASRPT_VARIANTS: list[tuple[str, str, dict[str, Any]]] = [
    ("old default: side tau=1 rf", "", dict(OLD)),
    ("  tau=25", "old default: side tau=1 rf", {**OLD, "tau": 25.0}),
    ("  tau=250", "old default: side tau=1 rf", {**OLD, "tau": 250.0}),
    ("  delay=block (literal loop)", "old default: side tau=1 rf", {**OLD, "delay": "block"}),
    ("  predictor=perfect", "old default: side tau=1 rf", {**OLD, "predictor": "perfect"}),
    ("  admission=backfill", "old default: side tau=1 rf", {**OLD, "admission": "backfill"}),
    ("  queue=arrival", "old default: side tau=1 rf", {**OLD, "queue": "arrival"}),
    ("  delay=consolidate", "old default: side tau=1 rf", {"delay": "consolidate"}),
    ("literal loop tau=250 rf", "", {"delay": "block", "tau": 250.0}),
    ("  predictor=perfect", "literal loop tau=250 rf",
     {"delay": "block", "tau": 250.0, "predictor": "perfect"}),
    ("new default: consolidate rf", "", {"delay": "consolidate"}),
    ("  predictor=perfect", "new default: consolidate rf",
     {"delay": "consolidate", "predictor": "perfect"}),
    ("  admission=backfill", "new default: consolidate rf",
     {"delay": "consolidate", "admission": "backfill"}),
    ("  queue=arrival", "new default: consolidate rf",
     {"delay": "consolidate", "queue": "arrival"}),
]
BASELINE_VARIANTS = [("wcs-subtime", "most"), ("wcs-subtime", "asrpt"),
                     ("wcs-subtime", "least"), ("spjf", "most"), ("spjf", "asrpt"),
                     ("wcs-duration", "most"), ("wcs-duration", "asrpt")]


def methods() -> tuple[list[Method], dict[str, str]]:
    """The variants as figure methods; labels are made unique by the reference."""
    ms: list[Method] = []
    ref_of: dict[str, str] = {}
    group = ""
    for label, ref, kw in ASRPT_VARIANTS:
        if not ref:
            group = label
            full = label
        else:
            full = f"{group} → {label.strip()}"
            ref_of[full] = ref
        kw = dict(kw)
        pred = kw.pop("predictor", "rf")
        ms.append(Method(full, "a-srpt", pred, **kw))
    for pol, rule in BASELINE_VARIANTS:
        full = f"{pol} [{rule}]"
        ms.append(Method(full, pol, "rf", servers=rule))
        if rule != "most":
            ref_of[full] = f"{pol} [most]"
    return ms, ref_of


def scenario(name: str, seed: int, scale: float) -> tuple[OnlineInstance, str]:
    n75 = max(1, int(round(75_000 * scale)))
    if name == "fig5-rec":   # Fig. 5's testbed on the recurrent trace, set 0 of the seed
        tr, tf, note = get_trace("recurrent", seed=seed, jobs=1000, load=0.9, gpus=14,
                                 max_gpus=14)
        return build_instance(tr, servers=1, gpus_per_server=14, intra_gbps=1024.0,
                              jobs=75, seed=seed * 3, arrival_scale=0.1,
                              iteration_scale=0.1, train_fraction=tf,
                              name=f"rec-testbed-s{seed}"), note
    if name == "rec-3":
        tr, tf, note = get_trace("recurrent", seed=seed, jobs=n75, load=3.0, gpus=2000)
        return build_instance(tr, jobs=n75, seed=seed, train_fraction=tf,
                              name=f"rec3-{n75}"), note
    tr, tf, _ = get_trace("pai", seed=seed, jobs=n75, load=1.0, gpus=2000)
    if name == "fig7-60":
        inst = build_instance(tr, jobs=n75, seed=seed, single_gpu_fraction=0.6,
                              train_fraction=tf, name=f"pai-{n75}-single60")
    elif name == "fig6-37k":
        n = max(1, int(round(37_500 * scale)))
        inst = build_instance(tr, jobs=n, seed=seed, train_fraction=tf, name=f"pai-{n}")
    elif name == "fig8-1g":
        base = build_instance(tr, jobs=n75, seed=seed, single_gpu_fraction=0.0,
                              train_fraction=tf, name=f"pai-{n75}-single0")
        inst = with_nic(base, 1.0)
    else:
        raise SystemExit(f"--scenarios: unknown {name!r}")
    return inst, inst.metadata.get("resampling", "")


def window_facts(inst: OnlineInstance, seed: int) -> dict[str, float]:
    """Comm-heavy jobs: share with n~ = 0 under rf, median window at tau = 1 (s)."""
    tm = config_timings(inst, seed=seed)
    arr = inst.arrays
    amin = np.array([tm[c].alpha_min_est for c in arr.config.tolist()])
    amax = np.array([tm[c].alpha_max for c in arr.config.tolist()])
    heavy = amax / amin >= COMM_HEAVY
    pred = predict_iterations(inst, "rf", seed=seed)
    win = arr.gpus / inst.total_gpus * pred * amin
    out = {"comm_heavy_share": float(heavy.mean())}
    if heavy.any():
        out["zero_window_share"] = float((pred[heavy] == 0).mean())
        out["median_window_tau1_s"] = float(np.median(win[heavy]))
        out["median_duration_s"] = float(np.median((arr.iterations * amin)[heavy]))
    return out


def _facts_formatter(facts: list[dict[str, float]]) -> Callable[[str], str]:
    def f(k: str) -> str:
        if not all(k in d for d in facts):
            return "-"
        return f"{statistics.fmean(d[k] for d in facts):.3g}"
    return f


def table(rows: list[dict[str, Any]], ref_of: dict[str, str]) -> str:
    seeds = sorted({r["seed"] for r in rows})
    by = {(r["method"], r["seed"]): r for r in rows}

    def agg(m: str, key: str, fmt: str) -> str:
        v = [by[(m, s)][key] for s in seeds if (m, s) in by
             and not math.isnan(by[(m, s)][key])]
        if not v:
            return "-"
        if len(v) == 1:
            return format(v[0], fmt)
        return f"{format(statistics.fmean(v), fmt)} ({format(min(v), fmt)}–{format(max(v), fmt)})"

    lines = ["| variant | total JCT (s) | x its reference | realised load | comm-heavy "
             "stretch mean / max | delayed jobs | gap to bound % |",
             "|---|---:|---:|---:|---:|---:|---:|"]
    for m in dict.fromkeys(r["method"] for r in rows):
        ratio = "-"
        ref = ref_of.get(m)
        if ref is not None:
            v = [by[(m, s)]["total_jct_s"] / by[(ref, s)]["total_jct_s"] for s in seeds]
            ratio = (f"{statistics.fmean(v):.3f}" if len(v) == 1 else
                     f"{statistics.fmean(v):.3f} ({min(v):.3f}–{max(v):.3f})")
        lines.append(f"| {m} | {agg(m, 'total_jct_s', '.3g')} | {ratio} | "
                     f"{agg(m, 'realised_load', '.2f')} | "
                     f"{agg(m, 'comm_heavy_stretch_mean', '.2f')} / "
                     f"{agg(m, 'comm_heavy_stretch_max', '.3g')} | "
                     f"{agg(m, 'delayed_jobs', '.0f')} | "
                     f"{agg(m, 'gap_to_bound_pct', '.1f')} |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_ablation")
    ap.add_argument("--scenarios", default="fig7-60,fig6-37k,fig8-1g,rec-3,fig5-rec")
    args = ap.parse_args(argv)
    seeds = parse_seeds(args)
    scale = job_scale(args)
    ms, ref_of = methods()
    notes = [f"ablation: one option changed per row against its reference (the row "
             f"named before the arrow); seeds {seeds}; job scale {scale:g}; cluster 250 x 8 GPUs, "
             f"NIC paper 10 Gbps (80 Gbit/s) unless the scenario says otherwise"]
    parts: list[str] = []
    all_rows: list[dict[str, Any]] = []
    for name in parse_list(args.scenarios):
        rows: list[dict[str, Any]] = []
        facts: list[dict[str, float]] = []
        offered: list[float] = []
        for seed in seeds:
            inst, note = scenario(name, seed, scale)
            if seed == seeds[0]:
                notes.append(f"{name}: {len(inst.jobs)} jobs; {note}")
            facts.append(window_facts(inst, seed))
            rows += run_grid([(name, inst)], ms, seed, extra={"scenario": name},
                             bound=not args.no_bound)
            offered.append(rows[-1]["offered_load"])
        f = _facts_formatter(facts)
        parts.append(
            f"### {name}\n\noffered load {min(offered):.2f}–{max(offered):.2f}; "
            f"comm-heavy jobs {f('comm_heavy_share')} of all, of which "
            f"{f('zero_window_share')} have n~ = 0 under rf (window 0 at every tau); "
            f"median window at tau = 1: {f('median_window_tau1_s')} s (median "
            f"comm-heavy duration at alpha~min: {f('median_duration_s')} s)\n\n"
            + table(rows, ref_of))
        all_rows += rows
    Output("asrpt_ablation", Path(args.out), notes).write(all_rows, "\n\n".join(parts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
