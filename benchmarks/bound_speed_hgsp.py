"""Certified bounds at the papers' scale: time, memory, and every heuristic's gap to them.

hgsp: Tables I-III task sets (tasks1-small, tasks2-medium, tasks3-small, tasks4-large;
1,000-2,000 tasks on 3-9 GPUs); hgsp-llm: the load experiment (``load-0.5|0.8|1.0``,
``--llm-tasks`` tasks, 8 H100 + 8 A100). Each bound runs in a fresh process (spawn), so
its peak resident memory (``ru_maxrss``) is its own; the process's memory after the
imports is printed beside it. Then each heuristic runs on the same instance and its
*bound gap* ``100 (objective - bound) / bound`` is printed: a certified upper limit on its
gap to the optimum (not the gap to a proven optimum; ``inf`` when the bound is 0).

    .venv/bin/python benchmarks/bound_speed_hgsp.py [--family hgsp|hgsp-llm|all]
        [--seeds 0] [--time-limit 55] [--method best] [--llm-tasks 400]

Timing: wall and CPU seconds of the bound call (the time limit is wall clock, so on a
loaded machine the CPU time is the figure to compare); the load average is printed.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import resource
import time

HEURISTICS = {
    "hgsp": ("fifo", "greedy", "sagreedy", "sagreedy-plus"),
    "hgsp-llm": ("fifo", "weighted-fifo", "srpt", "wsrpt"),
}
#: family -> [(preset, generator options)]
CASES = {
    "hgsp": [("tasks1-small", {}), ("tasks2-medium", {}), ("tasks3-small", {}),
             ("tasks4-large", {})],
    "hgsp-llm": [("load-0.5", {}), ("load-0.8", {}), ("load-1.0", {})],
}


def rss_mb() -> float:
    """Peak resident set size of this process (MB; Linux reports kB)."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0


def one_bound(family: str, preset: str, seed: int, params: dict, method: str | None,
              time_limit: float, out: mp.Queue) -> None:
    from optsched.core import bound, generate

    inst = generate(family, preset, seed, **params)
    base = rss_mb()
    w0, c0 = time.perf_counter(), time.process_time()
    r = bound(inst, method=method, time_limit=time_limit)
    out.put({"bound": r.bound, "status": r.status.value, "method": r.method,
             "wall_s": time.perf_counter() - w0, "cpu_s": time.process_time() - c0,
             "rss_mb": rss_mb(), "rss_base_mb": base, "metrics": r.metrics,
             "n": inst.n, "name": inst.name})


def heuristics(family: str, preset: str, seed: int, params: dict) -> dict:
    from optsched.core import generate, run

    inst = generate(family, preset, seed, **params)
    res = {}
    for algo in HEURISTICS[family]:
        t = time.perf_counter()
        r = run(inst, algo)
        assert r.feasible, (algo, r.message)
        res[algo] = (float(r.objective), time.perf_counter() - t)
    return res


def gap_pct(obj: float, b: float) -> str:
    if b <= 0:
        return "inf" if obj > 0 else "0.0"
    return f"{100.0 * (obj - b) / b:.1f}"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", default="all", choices=[*CASES, "all"])
    ap.add_argument("--seeds", type=int, nargs="+", default=[0])
    ap.add_argument("--time-limit", type=float, default=55.0)
    ap.add_argument("--method", default=None)
    ap.add_argument("--llm-tasks", type=int, default=400)
    args = ap.parse_args()
    fams = list(CASES) if args.family == "all" else [args.family]
    ctx = mp.get_context("spawn")
    print(f"load average at start: {os.getloadavg()}")
    for fam in fams:
        print(f"\n## {fam}: bound (time limit {args.time_limit:g} s) and bound gap % of "
              f"{', '.join(HEURISTICS[fam])}")
        head = (f"{'instance':<24} {'n':>5} {'bound':>12} {'winner':>10} {'wall s':>7} "
                f"{'cpu s':>6} {'peak MB':>8} {'(imports)':>9} "
                + " ".join(f"{h:>14}" for h in HEURISTICS[fam]))
        print(head)
        for preset, params in CASES[fam]:
            if fam == "hgsp-llm":
                params = {**params, "n_tasks": args.llm_tasks}
            for seed in args.seeds:
                q: mp.Queue = ctx.Queue()
                p = ctx.Process(target=one_bound, args=(fam, preset, seed, params,
                                                        args.method, args.time_limit, q))
                p.start()
                b = q.get()
                p.join()
                hs = heuristics(fam, preset, seed, params)
                winner = b["metrics"].get("winner", b["method"])
                print(f"{b['name']:<24} {b['n']:>5} {b['bound']:>12.6g} {winner:>10} "
                      f"{b['wall_s']:>7.1f} {b['cpu_s']:>6.1f} {b['rss_mb']:>8.0f} "
                      f"{b['rss_base_mb']:>9.0f} "
                      + " ".join(f"{gap_pct(hs[h][0], b['bound']):>14}"
                                 for h in HEURISTICS[fam]), flush=True)
                print(" " * 26 + "objectives: " + ", ".join(
                    f"{h} {hs[h][0]:.6g} ({hs[h][1]:.1f} s)" for h in HEURISTICS[fam])
                    + f"; best internal upper bound {b['metrics'].get('heuristic_upper')}"
                    f" ({b['metrics'].get('upper_rule')})")
    print(f"\nload average at end: {os.getloadavg()}")


if __name__ == "__main__":
    main()
