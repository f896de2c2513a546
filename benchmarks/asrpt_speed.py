"""Speed of the asrpt-online simulators at the paper's scale (issue 15, item 9).

150,000 jobs on 250 servers x 8 GPUs = 2,000 GPUs (Section V-B) from the ``synthetic``
preset (recurring groups, 70 % single-GPU groups, Poisson arrivals at offered load
``--load``); the random-forest predictor is fitted once on ``--history`` past jobs and
shared (its fit time is printed separately). Every policy then runs in a forked child
process (so its peak RSS is its own): simulate, verify (constraints (1)-(3), eq. (7))
and evaluate (problem (8)). The target is simulate <= 60 s per policy on a 2-core
machine. The ratio line compares the fast simulator with the plain reference
simulator (``simulate_reference``) on the first ``--ref-jobs`` jobs.

Run:  PYTHONPATH=. .venv/bin/python benchmarks/asrpt_speed.py [--jobs 150000]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from optsched.asrpt.online.generate import synthetic  # noqa: E402
from optsched.asrpt.online.instance import OnlineInstance  # noqa: E402
from optsched.asrpt.online.predictors import predict_iterations  # noqa: E402
from optsched.asrpt.online.simulator import (  # noqa: E402
    POLICIES,
    SimOptions,
    simulate,
    simulate_reference,
)
from optsched.asrpt.online.verify import evaluate, verify  # noqa: E402

_INST: OnlineInstance | None = None


def _child(policy: str, predictor: str, conn) -> None:  # noqa: ANN001 - a Connection
    assert _INST is not None
    t0 = time.perf_counter()
    sched, info = simulate(_INST, SimOptions(policy=policy, predictor=predictor))
    t1 = time.perf_counter()
    errs = verify(_INST, sched)
    obj, metrics = evaluate(_INST, sched)
    t2 = time.perf_counter()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    conn.send({"policy": policy, "simulate_s": t1 - t0, "verify_eval_s": t2 - t1,
               "violations": len(errs), "objective": obj,
               "avg_jct_from_submit_s": metrics["avg_jct_from_submit_s"], "peak_rss_mb": rss,
               "events": info["events"], "delayed": info.get("delayed_jobs")})
    conn.close()


def main() -> None:
    global _INST
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=150_000)
    ap.add_argument("--history", type=int, default=150_000)
    ap.add_argument("--servers", type=int, default=250)
    ap.add_argument("--gpus-per-server", type=int, default=8)
    ap.add_argument("--load", type=float, default=0.9)
    ap.add_argument("--seed", type=int, default=2024)
    ap.add_argument("--predictor", default="rf")
    ap.add_argument("--policies", default=",".join(POLICIES))
    ap.add_argument("--ref-jobs", type=int, default=1000)
    args = ap.parse_args()
    print(f"machine: {os.cpu_count()} cores; python {sys.version.split()[0]}")
    t = time.perf_counter()
    inst = synthetic(args.seed, jobs=args.jobs, history=args.history, servers=args.servers,
                     gpus_per_server=args.gpus_per_server, load=args.load)
    print(f"instance: {len(inst.jobs)} jobs, {inst.total_gpus} GPUs, {len(inst.configs)} "
          f"configs, {len(inst.history)} history jobs; generated in "
          f"{time.perf_counter() - t:.1f} s")
    t = time.perf_counter()
    predict_iterations(inst, args.predictor)
    print(f"predictor {args.predictor}: fitted and predicted in {time.perf_counter() - t:.1f}"
          " s (once, shared by all policies)")
    _INST = inst
    ctx = mp.get_context("fork")
    rows = []
    for policy in args.policies.split(","):
        parent, child = ctx.Pipe(duplex=False)
        p = ctx.Process(target=_child, args=(policy, args.predictor, child))
        p.start()
        rows.append(parent.recv())
        p.join()
    print()
    print("| policy | simulate s | verify+evaluate s | violations | avg JCT s | "
          "total completion s | peak RSS MB | <= 60 s |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        ok = "yes" if r["simulate_s"] <= 60 else "NO"
        print(f"| {r['policy']} | {r['simulate_s']:.1f} | {r['verify_eval_s']:.1f} | "
              f"{r['violations']} | {r['avg_jct_from_submit_s']:.4g} | {r['objective']:.4g} | "
              f"{r['peak_rss_mb']:.0f} | {ok} |")
    # ratio vs the plain reference simulator on a prefix of the jobs
    small = OnlineInstance(cluster=inst.cluster, configs=inst.configs,
                           jobs=inst.jobs[:args.ref_jobs], history=inst.history[:2000],
                           name="prefix")
    o = SimOptions(policy="a-srpt", predictor="mean")
    t = time.perf_counter()
    fast, _ = simulate(small, o)
    tf = time.perf_counter() - t
    t = time.perf_counter()
    ref = simulate_reference(small, o)
    tr = time.perf_counter() - t
    print(f"\nfast vs reference simulator (a-srpt, {len(small.jobs)} jobs): {tf:.3f} s vs "
          f"{tr:.2f} s = {tr / max(tf, 1e-9):.0f}x; identical schedules: {fast == ref}")
    print(json.dumps({"rows": rows}))


if __name__ == "__main__":
    main()
