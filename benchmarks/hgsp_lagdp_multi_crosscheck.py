"""Cross-check of model lagdp on several GPUs against the time-indexed MILP (issue 16).

40 random instances (presets tiny and gap, n = 8-14, 2-4 GPUs, one in three with all
release dates 0; seeds drawn from ``default_rng(2024)``): the default path, and the
reduced-MILP path forced by a 3-step subgradient, must both prove the MILP's optimum.
Prints the mismatches and a summary line; exit code 1 on any mismatch.

    PYTHONPATH=. python benchmarks/hgsp_lagdp_multi_crosscheck.py
"""

from __future__ import annotations

import sys
from dataclasses import replace

import numpy as np

from optsched.core import solve
from optsched.hgsp.exact_lagdp_multi import solve_multi
from optsched.hgsp.generate import tiny
from optsched.hgsp.instance import HgspInstance
from optsched.hgsp.presets import gap
from optsched.hgsp.verify import verify


def main() -> int:
    rng = np.random.default_rng(2024)
    bad = cnt = sym = 0
    for k in range(40):
        seed, n = int(rng.integers(1000, 9999)), int(rng.integers(8, 15))
        if k % 2:
            inst = gap(seed, n_tasks=n, n_gpus=int(rng.integers(2, 5)))
        else:
            inst = tiny(seed, n_tasks=n, n_gpus=int(rng.integers(2, 4)))
        if k % 3 == 0:
            inst = HgspInstance(tasks=tuple(replace(t, arrival=0.0) for t in inst.tasks),
                                gpus=inst.gpus, name=inst.name + "-r0")
        ti = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
        lg = solve(inst, solver="dp", time_limit=60, threads=1)
        raw = solve_multi(inst, solver="dp", time_limit=60, threads=1, seed=0,
                          bound_share=0.25, iterations=3)
        cnt += 1
        sym += bool(ti.metrics.get("identical_gpu_groups"))
        tol = 1e-9 * max(1.0, abs(ti.objective or 0.0))
        ok = (ti.status.value == lg.status.value == raw.status.value == "optimal"
              and abs(ti.objective - lg.objective) <= tol
              and abs(raw.objective - ti.objective) <= tol
              and abs(raw.bound - ti.objective) <= tol and verify(inst, raw.schedule) == [])
        if not ok:
            bad += 1
            print("MISMATCH", inst.name, ti.status.value, ti.objective, lg.status.value,
                  lg.objective, raw.status.value, raw.objective, raw.bound)
    print(f"instances {cnt}, with identical GPU groups {sym}, mismatches {bad}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
