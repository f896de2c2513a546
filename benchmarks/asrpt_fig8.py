"""Fig. 8 of the A-SRPT paper: total job completion time vs the server NIC bandwidth.

The 0 %-single-GPU job set of Fig. 7 (75,000 jobs times ``--scale``; PAI slice, held-out
part tiled, stated with the table) on 250 servers x 8 GPUs with the NIC at 1, 5, 10, 25
and 50 "Gbps" as the paper prints them -- B_inter = 8x that in Gbit/s under the
calibrated reading (``--literal-nic`` uses the figures as Gbit/s). Iteration counts are
fixed at import (10 Gbps); only B_inter changes (Section V-B-2c). What sets the load:
the 0 % single-GPU re-draw (every job distributed) and, through alpha~min, the NIC --
a slower NIC lengthens every multi-server job, so the offered load (printed per point)
rises as the NIC shrinks. Columns: see asrpt_fig_common.

    .venv/bin/python benchmarks/asrpt_fig8.py [--scale 1.0 | --quick] [--seeds 0,1,2]
        [--taus 1,25,250] [--literal-nic] [--trace pai|itp|recurrent] [--out DIR]
        [--no-plots]
"""

from __future__ import annotations

from pathlib import Path

from asrpt_fig_common import (
    Output,
    figure_markdown,
    get_trace,
    job_scale,
    paper_methods,
    parse_seeds,
    parser,
    plot_lines,
    run_seeds,
)

from optsched.asrpt.online.trace import LOADERS, build_instance, with_nic

PAPER_JOBS = 75_000
NIC_GBPS = (1, 5, 10, 25, 50)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_fig8")
    ap.add_argument("--trace", choices=[*sorted(LOADERS), "recurrent"], default="pai")
    ap.add_argument("--load", type=float, default=0.9,
                    help="offered load of --trace recurrent on 2,000 GPUs (trace demands)")
    ap.add_argument("--literal-nic", action="store_true",
                    help="read the NIC figures as Gbit/s (the 'estimated' reading)")
    ap.add_argument("--single-gpu", type=float, default=0.0,
                    help="single-GPU share of the job set (paper: 0)")
    args = ap.parse_args(argv)
    seeds = parse_seeds(args)
    profiles = "estimated" if args.literal_nic else "calibrated"
    n = max(1, int(round(PAPER_JOBS * job_scale(args))))
    methods = paper_methods(args)
    notes = [f"Fig. 8: {n} jobs, {100 * args.single_gpu:g} % single-GPU (re-drawn as in "
             f"Fig. 7), cluster 250 x 8 GPUs, NIC x = paper Gbps -> B_inter "
             f"{'1x' if args.literal_nic else '8x'} in Gbit/s ({profiles} reading), "
             f"iterations fixed at 10 Gbps, arrival scale {args.arrival_scale:g}, seeds "
             f"{seeds}; load set by the 0 % single-GPU re-draw and by the NIC (alpha~min)"]

    def build(seed: int) -> list[tuple[int, object]]:
        tr, tf, note = get_trace(args.trace, seed=seed, jobs=n, load=args.load, gpus=2000)
        if seed == seeds[0]:
            notes.append(note)
        base = build_instance(tr, jobs=n, seed=seed, single_gpu_fraction=args.single_gpu,
                              train_fraction=tf, arrival_scale=args.arrival_scale,
                              profiles=profiles, name=f"{args.trace}-{n}-single0")
        return [(nic, with_nic(base, nic, profiles)) for nic in NIC_GBPS]

    rows = run_seeds(seeds, build, methods, notes, bound=not args.no_bound)
    Output("asrpt_fig8", Path(args.out), notes).write(
        rows, figure_markdown(rows, "server NIC (paper Gbps)"))
    if not args.no_plots:
        p = plot_lines(rows, Path(args.out) / "asrpt_fig8.png", "server NIC (paper Gbps)",
                       f"Fig. 8: total JCT vs NIC bandwidth ({n} jobs, seeds {seeds})")
        print(f"figure: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
