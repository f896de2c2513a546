"""Cost of the asrpt-online online-policy contract against the built-in simulator.

The five baselines run twice on one ``synthetic`` instance: through the built-in fast
simulator (``simulator.simulate``: heaps, per-demand queues) and written on the contract
(``contract_baselines.BaselinePolicy`` on ``contract_simulator.simulate_contract``: one
read-only view per event). Prints, per policy, whether the schedules are identical and
the CPU (``time.process_time``) and wall times of both, with the ratio contract /
built-in, and the load average. Predictor ``mean`` (no forest to fit).

Run:  .venv/bin/python benchmarks/asrpt_online_contract_speed.py [--jobs 2000]
"""

from __future__ import annotations

import argparse
import os
import time

from optsched.asrpt.online.contract_baselines import BaselinePolicy
from optsched.asrpt.online.contract_simulator import simulate_contract
from optsched.asrpt.online.generate import synthetic
from optsched.asrpt.online.simulator import POLICIES, simulate


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--jobs", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args()
    inst = synthetic(a.seed, jobs=a.jobs)
    simulate(inst, policy="wcs-subtime", predictor="mean")  # warm the per-config caches
    print(f"synthetic seed {a.seed}, {a.jobs} jobs; load average {os.getloadavg()}")
    for name in POLICIES[1:]:
        c0, w0 = time.process_time(), time.perf_counter()
        ref, _ = simulate(inst, policy=name, predictor="mean", seed=a.seed)
        c1, w1 = time.process_time(), time.perf_counter()
        res = simulate_contract(inst, BaselinePolicy(name), predictor="mean", seed=a.seed)
        c2, w2 = time.process_time(), time.perf_counter()
        print(f"{name:<13} identical={res.schedule == ref}  built-in cpu {c1 - c0:.2f} s "
              f"(wall {w1 - w0:.2f})  contract cpu {c2 - c1:.2f} s (wall {w2 - w1:.2f})  "
              f"ratio cpu {(c2 - c1) / max(c1 - c0, 1e-9):.1f}x")
    print(f"load average {os.getloadavg()}")


if __name__ == "__main__":
    main()
