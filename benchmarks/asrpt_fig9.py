"""Fig. 9 of the A-SRPT paper: A-SRPT with different iteration predictors vs baselines.

75,000 jobs (scaled by ``--scale``) with the trace's own GPU demands (PAI slice, first
80 % = predictor history, held-out part tiled, stated with the table) on the cluster of
Section V-B. A-SRPT with the random forest (rf), per-group median and mean of past
iterations, and perfect knowledge; the five baselines use rf (Section V-B-2d). Also
prints each predictor's mean absolute error in iterations (the paper: rf 369,
median 563, mean 593).

    .venv/bin/python benchmarks/asrpt_fig9.py [--scale 1.0] [--arrival-scale 1.0]
        [--trace pai|itp] [--seed N] [--out DIR] [--no-plots]
"""

from __future__ import annotations

from pathlib import Path

from asrpt_fig_common import (
    BASELINES,
    LABELS,
    Method,
    Output,
    parser,
    pick,
    plot_lines,
    reduction_table,
    run_grid,
)

from optsched.asrpt.online.trace import LOADERS, build_instance, trace_metadata

PAPER_JOBS = 75_000
PAPER_MAE = {"rf": 369, "median": 563, "mean": 593}


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_fig9")
    ap.add_argument("--scale", type=float, default=1.0, help="multiply the 75,000 jobs")
    ap.add_argument("--trace", choices=sorted(LOADERS), default="pai")
    args = ap.parse_args(argv)
    tr = LOADERS[args.trace]()
    n = max(1, int(round(PAPER_JOBS * args.scale)))
    inst = build_instance(tr, jobs=n, seed=args.seed, arrival_scale=args.arrival_scale,
                          name=f"{args.trace}-{n}")
    methods = [Method("A-SRPT", "a-srpt", "rf"), Method("A-SRPT-Median", "a-srpt", "median"),
               Method("A-SRPT-Mean", "a-srpt", "mean"),
               Method("A-SRPT-Perfect", "a-srpt", "perfect")]
    methods += [Method(LABELS[p], p, "rf") for p in BASELINES]
    rows = run_grid([(n, inst)], pick(methods, args.methods))
    notes = [f"Fig. 9: {args.trace} trace, {n} jobs (trace GPU demands), cluster 250 x 8 "
             f"GPUs, B_inter {inst.cluster.inter_gbps:g} Gbit/s (paper: 10 Gbps, "
             f"calibrated reading), import seed {args.seed}, arrival scale "
             f"{args.arrival_scale:g}",
             f"jobs: {trace_metadata(inst)['resampling']}",
             "metric: total job completion time sum_i (C_i - r_i), s"]
    lines = ["| method | predictor | total JCT (s) | vs A-SRPT-Perfect | mean abs. "
             "prediction error (iterations) | paper's error |", "|---|---|---:|---:|---:|---:|"]
    perfect = next(r["total_jct_s"] for r in rows if r["method"] == "A-SRPT-Perfect")
    for r in rows:
        lines.append(f"| {r['method']} | {r['predictor']} | {r['total_jct_s']:.4g} | "
                     f"{100 * (r['total_jct_s'] / perfect - 1):+.1f} % | "
                     f"{r['mean_abs_prediction_error']:.0f} | "
                     f"{PAPER_MAE.get(r['predictor'], '-') if r['policy'] == 'a-srpt' else '-'} |")
    Output("asrpt_fig9", Path(args.out), notes).write(
        rows, "\n".join(lines) + "\n\n" + reduction_table(rows))
    if not args.no_plots:
        p = plot_lines(rows, Path(args.out) / "asrpt_fig9.png", "",
                       f"Fig. 9: predictors ({n} jobs)", bars=True, logy=False)
        print(f"figure: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
