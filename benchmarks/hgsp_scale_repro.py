"""Scale reproductions of issue 12 (1): tiny-s1 with weights (or times) x scale, solved by
big-M, time-indexed and CP-SAT (60 s, 1 thread); prints status, objective and bound next to
Greedy and the expected 40 x scale.

    .venv/bin/python benchmarks/hgsp_scale_repro.py instances/hgsp/tiny-s1.json [weights|times]
"""
import json
import sys
import time

from optsched.core import run, solve
from optsched.core.errors import InstanceError
from optsched.hgsp import HgspInstance

base = json.load(open(sys.argv[1]))
what = sys.argv[2] if len(sys.argv) > 2 else "weights"
for scale in (1e-8, 1e-4, 1.0, 1e6, 1e14):
    d = json.loads(json.dumps(base))
    for t in d["tasks"]:
        if what == "weights":
            t["weight"] *= scale
        else:
            for key in ("workload", "deadline", "arrival"):
                t[key] *= scale
    inst = HgspInstance.from_dict(d)
    g = run(inst, "greedy")
    for solver, model in (("highs", "bigm"), ("highs", "timeindexed"), ("cpsat", "cpsat")):
        t0 = time.time()
        try:
            r = solve(inst, solver=solver, model=model, time_limit=60, threads=1)
            out = (f"{r.status.value:10s} obj={r.objective!r} bound={r.bound!r} "
                   f"note={r.status_note}")
        except InstanceError as e:
            out = f"refused: {e}"
        print(f"{what} x{scale:g} {model:12s} greedy={g.objective:.6g} expected={40*scale:.6g} "
              f"{out} ({time.time()-t0:.1f}s)", flush=True)
