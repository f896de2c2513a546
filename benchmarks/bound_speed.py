"""Speed of the certified bounds at the papers' scale (issue 24, item 4). Prints; asserts
nothing.

    PYTHONPATH=. .venv/bin/python benchmarks/bound_speed.py [--cases a,b,...] [--seed 7]
        [--no-heuristics]

Each case runs in its own forked child (its peak RSS is its own): build the instance,
compute the family's default bound through ``optsched.bound`` with the time limit of the
issue (60 s; 30 s for asrpt-online), then -- unless ``--no-heuristics`` -- run the
case's heuristics (verified and re-evaluated; heSRPT's policies by the exact simulator
without recording their 10^5-job fluid schedules, as in hesrpt_fig6.py) and print
bound / best heuristic (the certified ratio: 1 = the heuristic is proven optimal; for
psrar-maxweight best heuristic / bound). Wall time (``perf_counter``) and CPU time
(``process_time``) of the bound are printed with the machine's load average: the machine
is shared.

Cases (:data:`CASES`): heSRPT online 10^5 arrivals (Fig. 6 setting, N = 10,000, both load
definitions); A-SRPT 37,500 and 150,000 jobs on 250 x 8 = 2,000 GPUs (Section V-B,
synthetic preset); psrar paper-ps / paper-rar with 300 jobs on 150 servers, both
objectives; one large placement (gpt-175b, 8 stages on 64 GPUs).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import resource
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from optsched.core import bound, run  # noqa: E402
from optsched.core.discovery import family_of  # noqa: E402


def _hesrpt(load_def: str, p: float, n: int = 100_000) -> Callable[[int], Any]:
    def make(seed: int) -> Any:
        from optsched.hesrpt.generate import online_workload
        from optsched.hesrpt.instance import HesrptInstance
        from optsched.hesrpt.speedup import Power

        sizes, arr = online_workload(seed, n, 0.9, p, 10_000, alpha=1.5, load_def=load_def)
        return HesrptInstance.from_arrays(f"fig6-{load_def}-p{p}-n{n}-s{seed}", sizes, 10_000,
                                          Power(p), "mean_slowdown", arrivals=arr)
    return make


def _asrpt_online(n: int) -> Callable[[int], Any]:
    def make(seed: int) -> Any:
        from optsched.asrpt.online.generate import synthetic

        return synthetic(seed, jobs=n, history=min(n, 20_000), load=0.9)
    return make


def _psrar(preset: str, n: int = 300) -> Callable[[int], Any]:
    def make(seed: int) -> Any:
        from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS

        table = MAXWEIGHT_PRESETS if preset.endswith("-mw") else PRESETS
        return table[preset.removesuffix("-mw")](seed, n_jobs=n, n_servers=150)
    return make


def _placement(seed: int) -> Any:
    from optsched.asrpt.generate import model_instance

    return model_instance("gpt-175b", 8, 64, seed, layers=8)


@dataclass(frozen=True)
class SpeedCase:
    """``make(seed)`` -> instance; bound ``time_limit`` (s); ``heuristics`` run for the
    ratio (name, params)."""

    name: str
    make: Callable[[int], Any]
    time_limit: float
    heuristics: tuple[tuple[str, dict[str, Any]], ...]


HESRPT_ALGOS = (("hesrpt", {}), ("equi", {}))
ASRPT_ALGOS = (("a-srpt", {}), ("wcs-duration", {}), ("wcs-subtime", {}))
PSRAR_ALGOS = (("a-online", {}), ("fifo", {}), ("drf", {}), ("antman", {}), ("tiresias", {}))
MW_ALGOS = (("a-maxweight", {}), ("weight-greedy", {}))

CASES: dict[str, SpeedCase] = {c.name: c for c in (
    SpeedCase("hesrpt-1e5-linear-p0.5", _hesrpt("linear", 0.5), 60.0, HESRPT_ALGOS),
    SpeedCase("hesrpt-1e5-linear-p0.9", _hesrpt("linear", 0.9), 60.0, HESRPT_ALGOS),
    SpeedCase("hesrpt-1e5-single-p0.5", _hesrpt("single", 0.5), 60.0, HESRPT_ALGOS),
    SpeedCase("asrpt-online-37500", _asrpt_online(37_500), 30.0, ASRPT_ALGOS),
    SpeedCase("asrpt-online-150000", _asrpt_online(150_000), 30.0, ASRPT_ALGOS),
    SpeedCase("psrar-paper-ps-300", _psrar("paper-ps"), 60.0, PSRAR_ALGOS),
    SpeedCase("psrar-paper-rar-300", _psrar("paper-rar"), 60.0, PSRAR_ALGOS),
    SpeedCase("psrar-mw-paper-ps-300", _psrar("paper-ps-mw"), 60.0, MW_ALGOS),
    SpeedCase("psrar-mw-paper-rar-300", _psrar("paper-rar-mw"), 60.0, MW_ALGOS),
    SpeedCase("asrpt-gpt175b-8x64", _placement, 60.0, (("heavy-edge", {}),)),
)}


def _hesrpt_objective(inst: Any, policy: str) -> float:
    """A policy's objective on a 10^5-arrival heSRPT instance from the exact event-driven
    simulator without recording the fluid schedule (as benchmarks/hesrpt_fig6.py: the
    recorded schedule of 10^5 jobs would not fit in memory)."""
    from optsched.hesrpt import simulate_run
    from optsched.hesrpt.verify import objective_from_completion

    sim = simulate_run(inst.sizes, policy, inst.speedup, inst.n_servers, inst.weights_spec(),
                       inst.arrivals, record=False)
    return float(objective_from_completion(inst, sim.completion)[0])


def _child(case: SpeedCase, seed: int, heuristics: bool, conn: Any) -> None:
    t = time.perf_counter()
    inst = case.make(seed)
    gen_s = time.perf_counter() - t
    fam = family_of(inst)
    t, c = time.perf_counter(), time.process_time()
    b = bound(inst, time_limit=case.time_limit)
    wall, cpu = time.perf_counter() - t, time.process_time() - c
    rss_bound = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    out: dict[str, Any] = {"gen_s": gen_s, "wall_s": wall, "cpu_s": cpu, "bound": b.bound,
                           "status": str(b.status), "complete": b.metrics.get("complete"),
                           "rss_mb": rss_bound, "sense": fam.sense, "heur": {}}
    if heuristics and b.bound is not None:
        for name, params in case.heuristics:
            t = time.perf_counter()
            if fam.name == "hesrpt":
                obj: float | None = _hesrpt_objective(inst, name)
            else:
                r = run(inst, name, **params)
                obj = r.objective if r.feasible else None
            out["heur"][name] = (obj, time.perf_counter() - t)
    out["rss_total_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0
    conn.send(out)
    conn.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cases", default=",".join(CASES))
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--no-heuristics", action="store_true")
    args = ap.parse_args()
    print(f"machine: {os.cpu_count()} cores; load average {os.getloadavg()}")
    ctx = mp.get_context("fork")
    for name in args.cases.split(","):
        case = CASES[name]
        parent, child = ctx.Pipe(duplex=False)
        proc = ctx.Process(target=_child, args=(case, args.seed, not args.no_heuristics,
                                                child))
        proc.start()
        res = parent.recv()
        proc.join()
        limit_ok = "within" if res["wall_s"] <= case.time_limit else "OVER"
        if res["bound"] is None:
            print(f"{name}: no bound ({res['status']}) after {res['wall_s']:.1f} s wall / "
                  f"{res['cpu_s']:.1f} s CPU", flush=True)
            continue
        print(f"{name}: bound {res['bound']:.6g} ({res['status']}, complete="
              f"{res['complete']}) in {res['wall_s']:.1f} s wall / {res['cpu_s']:.1f} s CPU "
              f"({limit_ok} the {case.time_limit:g} s target); peak RSS {res['rss_mb']:.0f} MB "
              f"(instance built in {res['gen_s']:.1f} s); load {os.getloadavg()[0]:.1f}",
              flush=True)
        heur = {k: v for k, v in res["heur"].items() if v[0] is not None}
        for h, (obj, secs) in heur.items():
            r = res["bound"] / obj if res["sense"] == "min" else obj / res["bound"]
            print(f"    {h:<14} objective {obj:.6g} ({secs:.1f} s)  certified ratio {r:.4f}")
        if heur:
            objs = [v[0] for v in heur.values()]
            best = min(objs) if res["sense"] == "min" else max(objs)
            r = res["bound"] / best if res["sense"] == "min" else best / res["bound"]
            gap = 100.0 * abs(best - res["bound"]) / abs(best)
            print(f"    best heuristic: certified ratio {r:.4f}, gap to bound {gap:.1f} %"
                  f"; peak RSS with heuristics {res['rss_total_mb']:.0f} MB", flush=True)


if __name__ == "__main__":
    main()
