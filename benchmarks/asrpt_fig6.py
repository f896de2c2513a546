"""Fig. 6 of the A-SRPT paper: total job completion time vs the number of jobs.

Cluster of Section V-B (250 servers x 8 GPUs, NIC "10 Gbps" = 80 Gbit/s under the
calibrated reading, 300 GB/s NVLink); jobs from the bundled Alibaba PAI slice with their
own GPU demands (first 80 % = predictor history, the held-out 0.6 h tiled to the
paper's job counts 37,500 / 75,000 / 112,500 / 150,000 -- an explicit resampling,
printed with the table). What sets the load: the trace's arrival rate and job mix
(tiling keeps both) times ``--arrival-scale``; the offered load is printed per point.
Columns: A-SRPT (default reading), the window readings for every ``--taus``, and the
five baselines of Section V-A-1d under both server rules (see asrpt_fig_common).

    .venv/bin/python benchmarks/asrpt_fig6.py [--scale 1.0 | --quick] [--seeds 0,1,2]
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

PAPER_COUNTS = (37_500, 75_000, 112_500, 150_000)


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_fig6")
    ap.add_argument("--trace", choices=[*sorted(LOADERS), "recurrent"], default="pai")
    ap.add_argument("--load", type=float, default=0.9,
                    help="offered load of --trace recurrent on 2,000 GPUs")
    args = ap.parse_args(argv)
    seeds = parse_seeds(args)
    counts = [max(1, int(round(n * job_scale(args)))) for n in PAPER_COUNTS]
    methods = paper_methods(args)
    notes = [f"Fig. 6: cluster 250 x 8 GPUs, NIC paper 10 Gbps (B_inter 80 Gbit/s, "
             f"calibrated reading), trace GPU demands, arrival scale "
             f"{args.arrival_scale:g}, seeds {seeds}; load set by the trace's arrival "
             f"rate and job mix (tiling keeps both)"]

    def build(seed: int) -> list[tuple[int, object]]:
        tr, tf, note = get_trace(args.trace, seed=seed, jobs=max(counts), load=args.load,
                                 gpus=2000)
        if seed == seeds[0]:
            notes.append(note)
        return [(n, build_instance(tr, jobs=n, seed=seed, name=f"{args.trace}-{n}",
                                   train_fraction=tf, arrival_scale=args.arrival_scale))
                for n in counts]

    rows = run_seeds(seeds, build, methods, notes, bound=not args.no_bound)
    out = Output("asrpt_fig6", Path(args.out), notes)
    out.write(rows, figure_markdown(rows, "number of jobs"))
    if not args.no_plots:
        p = plot_lines(rows, Path(args.out) / "asrpt_fig6.png", "number of jobs",
                       f"Fig. 6: total JCT vs number of jobs ({args.trace}, seeds {seeds})")
        print(f"figure: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
