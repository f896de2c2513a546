"""Fig. 7 of the A-SRPT paper: total job completion time vs the share of single-GPU jobs.

75,000 jobs (scaled by ``--scale``) from the bundled PAI slice (held-out part tiled,
stated with the table) on the cluster of Section V-B; each job is single-GPU with the
given probability, otherwise distributed (its own GPU count if it was multi-GPU, else one
drawn from the trace's multi-GPU demands), seeded (Section V-B-2b). A-SRPT (rf) and the
five baselines.

    .venv/bin/python benchmarks/asrpt_fig7.py [--scale 1.0] [--arrival-scale 1.0]
        [--trace pai|itp] [--seed N] [--out DIR] [--no-plots]
"""

from __future__ import annotations

from pathlib import Path

from asrpt_fig_common import (
    Output,
    paper_methods,
    parser,
    pick,
    plot_lines,
    reduction_table,
    run_grid,
)

from optsched.asrpt.online.trace import LOADERS, build_instance, trace_metadata

PAPER_JOBS = 75_000
SINGLE_GPU_PERCENT = (80, 60, 40, 20, 0)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_fig7")
    ap.add_argument("--scale", type=float, default=1.0, help="multiply the 75,000 jobs")
    ap.add_argument("--trace", choices=sorted(LOADERS), default="pai")
    ap.add_argument("--perfect", action="store_true",
                    help="also run A-SRPT-Perfect (perfect iteration predictions)")
    args = ap.parse_args(argv)
    tr = LOADERS[args.trace]()
    n = max(1, int(round(PAPER_JOBS * args.scale)))
    points = [(pct, build_instance(tr, jobs=n, seed=args.seed, single_gpu_fraction=pct / 100,
                                   arrival_scale=args.arrival_scale,
                                   name=f"{args.trace}-{n}-single{pct}"))
              for pct in SINGLE_GPU_PERCENT]
    rows = run_grid(points, pick(paper_methods(perfect=args.perfect), args.methods))
    inst0 = points[0][1]
    notes = [f"Fig. 7: {args.trace} trace, {n} jobs, cluster 250 x 8 GPUs, B_inter "
             f"{inst0.cluster.inter_gbps:g} Gbit/s (paper: 10 Gbps, calibrated reading), "
             f"profiles calibrated, import seed {args.seed}, arrival scale "
             f"{args.arrival_scale:g}",
             f"jobs: {trace_metadata(inst0)['resampling']}",
             "x = % single-GPU jobs; metric: total job completion time sum_i (C_i - r_i), s"]
    Output("asrpt_fig7", Path(args.out), notes).write(rows, reduction_table(rows))
    if not args.no_plots:
        p = plot_lines(rows, Path(args.out) / "asrpt_fig7.png", "% single-GPU jobs",
                       f"Fig. 7: total JCT vs % single-GPU jobs ({n} jobs)", bars=True)
        print(f"figure: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
