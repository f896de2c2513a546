"""Convergence of the discrete-time simulator (Section VI-D) to the event-driven one as
dt -> 0: dZ = Z_discrete(dt) - Z_event per policy on a realistic workload, and on Table IV.

    .venv/bin/python benchmarks/llm_dt.py [--tasks 300] [--load 0.9] [--seed 0]

Also prints the run time of each simulation (the grid simulator jumps between decision
points, so its cost does not grow with 1/dt) and of the literal step-by-step reference
loop for the coarser steps.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from optsched.core import load_instance
from optsched.hgsp.llm import generate, simulate, simulate_discrete_reference
from optsched.hgsp.llm.policies import POLICIES
from optsched.hgsp.llm.verify import evaluate, verify

ROOT = Path(__file__).resolve().parents[1]
DTS = (0.3, 0.1, 0.03, 0.01, 1e-3, 1e-4, 1e-5, 1e-6)


def table(inst, title: str, ref_up_to: float) -> None:
    print(f"\n{title}")
    print(f"{'policy':<14} {'dt (s)':>8} {'Z discrete':>12} {'Z event':>12} {'dZ':>10} "
          f"{'|dZ|/Z %':>9} {'decisions':>9} {'sim s':>8} {'ref loop s':>10}")
    for pol in ("fifo", "weighted-fifo", "srpt", "wsrpt"):
        ev, _ = simulate(inst, POLICIES[pol])
        z_ev = evaluate(inst, ev)[0]
        for dt in DTS:
            t0 = time.perf_counter()
            sched, dec = simulate(inst, POLICIES[pol], dt=dt)
            t_sim = time.perf_counter() - t0
            assert not verify(inst, sched)
            z = evaluate(inst, sched)[0]
            ref_s = ""
            if dt >= ref_up_to:
                t0 = time.perf_counter()
                ref, _ = simulate_discrete_reference(inst, POLICIES[pol], dt=dt)
                ref_s = f"{time.perf_counter() - t0:.3f}"
                assert abs(evaluate(inst, ref)[0] - z) < 1e-6
            print(f"{pol:<14} {dt:>8g} {z:>12.4f} {z_ev:>12.4f} {z - z_ev:>+10.4g} "
                  f"{100 * abs(z - z_ev) / z_ev:>9.4f} {dec:>9d} {t_sim:>8.4f} {ref_s:>10}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tasks", type=int, default=300)
    ap.add_argument("--load", type=float, default=0.9)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    inst = generate.workload(args.seed, n_tasks=args.tasks, load=args.load)
    table(inst, f"workload seed={args.seed} tasks={args.tasks} load={args.load} "
          f"(16 GPUs: 8 H100 + 8 A100)", ref_up_to=0.01)
    t4 = load_instance(ROOT / "instances" / "llm" / "table4.json")
    table(t4, "Table IV (events at multiples of 0.5 s: every dt dividing 0.5 is exact)",
          ref_up_to=1e-3)


if __name__ == "__main__":
    main()
