"""Fig. 8 of the A-SRPT paper: total job completion time vs the server NIC bandwidth.

The 0 %-single-GPU job set of Fig. 7 (75,000 jobs scaled by ``--scale``; PAI slice,
held-out part tiled, stated with the table) on 250 servers x 8 GPUs with the NIC at
1, 5, 10, 25 and 50 "Gbps" as the paper prints them -- B_inter = 8x that in Gbit/s under
the calibrated reading (``--literal-nic`` uses the figures as Gbit/s). Iteration counts
are fixed at import (10 Gbps); only B_inter changes (Section V-B-2c). A-SRPT (rf) and
the five baselines.

    .venv/bin/python benchmarks/asrpt_fig8.py [--scale 1.0] [--arrival-scale 1.0]
        [--literal-nic] [--trace pai|itp] [--seed N] [--out DIR] [--no-plots]
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

from optsched.asrpt.online.trace import LOADERS, build_instance, trace_metadata, with_nic

PAPER_JOBS = 75_000
NIC_GBPS = (1, 5, 10, 25, 50)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_fig8")
    ap.add_argument("--scale", type=float, default=1.0, help="multiply the 75,000 jobs")
    ap.add_argument("--trace", choices=sorted(LOADERS), default="pai")
    ap.add_argument("--literal-nic", action="store_true",
                    help="read the NIC figures as Gbit/s (the 'estimated' reading)")
    ap.add_argument("--perfect", action="store_true",
                    help="also run A-SRPT-Perfect (perfect iteration predictions)")
    args = ap.parse_args(argv)
    profiles = "estimated" if args.literal_nic else "calibrated"
    tr = LOADERS[args.trace]()
    n = max(1, int(round(PAPER_JOBS * args.scale)))
    base = build_instance(tr, jobs=n, seed=args.seed, single_gpu_fraction=0.0,
                          arrival_scale=args.arrival_scale, profiles=profiles,
                          name=f"{args.trace}-{n}-single0")
    points = [(nic, with_nic(base, nic, profiles)) for nic in NIC_GBPS]
    rows = run_grid(points, pick(paper_methods(perfect=args.perfect), args.methods))
    notes = [f"Fig. 8: {args.trace} trace, {n} jobs, 0 % single-GPU, cluster 250 x 8 GPUs, "
             f"NIC x = paper Gbps -> B_inter = "
             f"{', '.join(f'{p.cluster.inter_gbps:g}' for _, p in points)} Gbit/s "
             f"({profiles} reading), import seed {args.seed}, arrival scale "
             f"{args.arrival_scale:g}",
             f"jobs: {trace_metadata(base)['resampling']}",
             "metric: total job completion time sum_i (C_i - r_i), s"]
    Output("asrpt_fig8", Path(args.out), notes).write(rows, reduction_table(rows))
    if not args.no_plots:
        p = plot_lines(rows, Path(args.out) / "asrpt_fig8.png", "server NIC (paper Gbps)",
                       f"Fig. 8: total JCT vs NIC bandwidth ({n} jobs, 0 % single-GPU)")
        print(f"figure: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
