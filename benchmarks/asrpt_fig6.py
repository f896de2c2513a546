"""Fig. 6 of the A-SRPT paper: total job completion time vs the number of jobs.

Cluster of Section V-B (250 servers x 8 GPUs, NIC "10 Gbps" = 80 Gbit/s under the
calibrated reading, 300 GB/s NVLink); jobs from the bundled Alibaba PAI slice
(first 80 % = predictor history, the held-out rest tiled to the paper's job counts
37,500 / 75,000 / 112,500 / 150,000 -- an explicit resampling, printed with the table);
A-SRPT (random-forest predictor) and the five baselines of Section V-A-1d.

    .venv/bin/python benchmarks/asrpt_fig6.py [--scale 1.0] [--arrival-scale 1.0]
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

PAPER_COUNTS = (37_500, 75_000, 112_500, 150_000)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_fig6")
    ap.add_argument("--scale", type=float, default=1.0,
                    help="multiply the paper's job counts (e.g. 0.1 for a quick run)")
    ap.add_argument("--trace", choices=sorted(LOADERS), default="pai")
    ap.add_argument("--perfect", action="store_true",
                    help="also run A-SRPT-Perfect (perfect iteration predictions)")
    args = ap.parse_args(argv)
    tr = LOADERS[args.trace]()
    counts = [max(1, int(round(n * args.scale))) for n in PAPER_COUNTS]
    points = []
    for n in counts:
        inst = build_instance(tr, jobs=n, seed=args.seed, name=f"{args.trace}-{n}",
                              arrival_scale=args.arrival_scale)
        points.append((n, inst))
    rows = run_grid(points, pick(paper_methods(perfect=args.perfect), args.methods))
    notes = [f"Fig. 6: {args.trace} trace, cluster 250 x 8 GPUs, B_inter "
             f"{points[0][1].cluster.inter_gbps:g} Gbit/s (paper: 10 Gbps, calibrated "
             f"reading), profiles calibrated, import seed {args.seed}, arrival scale "
             f"{args.arrival_scale:g}",
             *(f"{n} jobs: {trace_metadata(i)['resampling']}" for n, i in points),
             "metric: total job completion time sum_i (C_i - r_i) in seconds"]
    out = Output("asrpt_fig6", Path(args.out), notes)
    out.write(rows, reduction_table(rows))
    if not args.no_plots:
        p = plot_lines(rows, Path(args.out) / "asrpt_fig6.png", "number of jobs",
                       "Fig. 6: total JCT vs number of jobs (PAI, tiled)")
        print(f"figure: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
