"""Fig. 5 of the A-SRPT paper: the testbed-like experiment (14 GPUs, 75 jobs, tau = 0).

Section V-A: one server with 14 (v)GPUs linked at 128 GB/s (PCIe; one server, so the NIC
plays no role), three sets of 75 consecutive jobs from the held-out part of the bundled
PAI slice (seeded window starts), arrival times and iterations scaled to 10 %, delay
factor tau = 0. Jobs needing more than 14 GPUs cannot run on it and are dropped before
the split (counted in the notes). Total job flow time and makespan averaged over the
three sets, for A-SRPT (rf), A-SRPT-Perfect and the five baselines. Profiles are the
calibrated V100 ones (the paper measured H100-MIG vGPUs).

    .venv/bin/python benchmarks/asrpt_fig5.py [--sets 3] [--jobs 75] [--seed N]
        [--out DIR] [--no-plots]
"""

from __future__ import annotations

import dataclasses
import statistics
from pathlib import Path

from asrpt_fig_common import Output, paper_methods, parser, pick, plot_lines, run_grid

from optsched.asrpt.online.trace import LOADERS, build_instance, trace_metadata

GPUS = 14
INTRA_GBPS = 128 * 8.0     # PCIe 128 GB/s


def main(argv: list[str] | None = None) -> int:
    ap = parser(__doc__, "asrpt_fig5")
    ap.add_argument("--sets", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=75)
    ap.add_argument("--trace", choices=sorted(LOADERS), default="pai")
    args = ap.parse_args(argv)
    tr = LOADERS[args.trace]()
    fits = tr.frame["num_gpu"] <= GPUS
    tr = dataclasses.replace(tr, frame=tr.frame[fits].reset_index(drop=True))
    rows = []
    notes = [f"Fig. 5 (testbed-like): {args.trace} trace without its {int((~fits).sum())} "
             f"jobs needing > {GPUS} GPUs, 1 server x {GPUS} GPUs, {INTRA_GBPS:g} Gbit/s "
             f"intra-server, tau = 0, arrivals and iterations x 0.1, {args.sets} sets of "
             f"{args.jobs} consecutive jobs (import seeds {args.seed}..."
             f"{args.seed + args.sets - 1})"]
    for k in range(args.sets):
        inst = build_instance(tr, servers=1, gpus_per_server=GPUS, intra_gbps=INTRA_GBPS,
                              jobs=args.jobs, seed=args.seed + k, arrival_scale=0.1,
                              iteration_scale=0.1, name=f"{args.trace}-testbed-set{k}")
        notes.append(f"set {k}: {trace_metadata(inst)['resampling']}")
        rows += run_grid([(k, inst)], pick(paper_methods(perfect=True, tau=0.0), args.methods),
                         extra={"set": k})
    methods = list(dict.fromkeys(r["method"] for r in rows))
    avg = []
    for m in methods:
        rs = [r for r in rows if r["method"] == m]
        avg.append({"x": "mean of sets", "method": m,
                    "total_jct_s": statistics.fmean(r["total_jct_s"] for r in rs),
                    "makespan_s": statistics.fmean(r["makespan_s"] for r in rs)})
    a = next(r for r in avg if r["method"] == "A-SRPT")
    lines = ["| method | total job flow time (s) | makespan (s) | A-SRPT's flow-time "
             "reduction |", "|---|---:|---:|---:|"]
    for r in avg:
        red = "-" if r is a else f"{100 * (1 - a['total_jct_s'] / r['total_jct_s']):+.1f} %"
        lines.append(f"| {r['method']} | {r['total_jct_s']:.4g} | {r['makespan_s']:.4g} | "
                     f"{red} |")
    Output("asrpt_fig5", Path(args.out), notes).write(rows, "\n".join(lines))
    if not args.no_plots:
        for metric in ("total_jct_s", "makespan_s"):
            p = plot_lines(avg, Path(args.out) / f"asrpt_fig5_{metric}.png", "",
                           f"Fig. 5 (testbed-like, {GPUS} GPUs, {args.jobs} jobs x "
                           f"{args.sets} sets)", metric=metric, bars=True, logy=False)
            print(f"figure: {p}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
