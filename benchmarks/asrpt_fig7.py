"""Fig. 7 of the A-SRPT paper: total job completion time vs the share of single-GPU jobs.

75,000 jobs (times ``--scale``) from the bundled PAI slice (held-out part tiled, stated
with the table) on the cluster of Section V-B; each job is single-GPU with the given
probability, otherwise distributed (its own GPU count if it was multi-GPU, else one
drawn from the trace's multi-GPU demands), seeded (Section V-B-2b). What sets the load:
the trace's arrival rate and durations with these re-drawn GPU demands -- every
distributed job multiplies its GPU-seconds, so the offered load (printed per point)
rises as the single-GPU share falls. Columns: see asrpt_fig_common.

    .venv/bin/python benchmarks/asrpt_fig7.py [--scale 1.0 | --quick] [--seeds 0,1,2]
        [--taus 1,25,250] [--arrival-scale 1.0] [--trace pai|itp|recurrent]
        [--out DIR] [--no-plots]
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

from optsched.asrpt.online.trace import LOADERS, build_instance

PAPER_JOBS = 75_000
SINGLE_GPU_PERCENT = (80, 60, 40, 20, 0)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_fig7")
    ap.add_argument("--trace", choices=[*sorted(LOADERS), "recurrent"], default="pai")
    ap.add_argument("--load", type=float, default=0.9,
                    help="offered load of --trace recurrent on 2,000 GPUs (trace demands)")
    ap.add_argument("--shares", default=",".join(map(str, SINGLE_GPU_PERCENT)),
                    help="single-GPU percentages (default 80,60,40,20,0)")
    args = ap.parse_args(argv)
    seeds = parse_seeds(args)
    n = max(1, int(round(PAPER_JOBS * job_scale(args))))
    shares = [int(x) for x in args.shares.split(",")]
    methods = paper_methods(args)
    notes = [f"Fig. 7: {n} jobs, cluster 250 x 8 GPUs, NIC paper 10 Gbps (B_inter 80 "
             f"Gbit/s, calibrated reading), arrival scale {args.arrival_scale:g}, seeds "
             f"{seeds}; x = % single-GPU jobs: each job single-GPU with that probability, "
             f"else distributed (own multi-GPU demand, or one drawn from the trace's "
             f"multi-GPU demands) -- this re-draw, not the arrival rate, sets the load"]

    def build(seed: int) -> list[tuple[int, object]]:
        tr, tf, note = get_trace(args.trace, seed=seed, jobs=n, load=args.load, gpus=2000)
        if seed == seeds[0]:
            notes.append(note)
        return [(pct, build_instance(tr, jobs=n, seed=seed, single_gpu_fraction=pct / 100,
                                     train_fraction=tf, arrival_scale=args.arrival_scale,
                                     name=f"{args.trace}-{n}-single{pct}"))
                for pct in shares]

    rows = run_seeds(seeds, build, methods, notes, bound=not args.no_bound)
    Output("asrpt_fig7", Path(args.out), notes).write(
        rows, figure_markdown(rows, "% single-GPU jobs"))
    if not args.no_plots:
        p = plot_lines(rows, Path(args.out) / "asrpt_fig7.png", "% single-GPU jobs",
                       f"Fig. 7: total JCT vs % single-GPU jobs ({n} jobs, seeds {seeds})")
        print(f"figure: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
