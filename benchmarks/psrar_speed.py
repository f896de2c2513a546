"""Running time and peak memory of A_online (the paper's Fig. 7), vectorised vs reference.

Each measurement runs in a fresh subprocess (peak RSS = ``ru_maxrss`` of that process,
interpreter included). Default grid: presets ``paper-ps`` and ``paper-rar`` with
50-300 jobs on 150 servers, and 300 jobs on 50-300 servers; the headline line is A_online
on ``paper-ps`` / ``paper-rar`` with 300 jobs and 150 servers (issue 14 target: <= 10 s;
the paper: < 2 min in MATLAB). The fast/reference ratio is measured on scaled-down
instances where the plain-loop reference finishes (``--ref-jobs``, ``--ref-servers``).

Usage::

    python benchmarks/psrar_speed.py                  # full grid (a few minutes)
    python benchmarks/psrar_speed.py --quick          # headline + one ratio
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys

CHILD = r"""
import json, resource, sys, time
import optsched.psrar.family  # registers the families
from optsched.psrar.generate import PRESETS
from optsched.psrar.online.cluster import Cluster
from optsched.psrar.online.mincost_fast import FastMinCost
from optsched.psrar.online.mincost_ref import RefMinCost
from optsched.psrar.online.primal_dual import a_online, weighted_completion
from optsched.psrar.verify import verify
from optsched.psrar.online.primal_dual import to_schedule
preset, impl, placement = sys.argv[1], sys.argv[4], sys.argv[6]
jobs, servers, seed = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[5])
inst = PRESETS[preset](seed, n_jobs=jobs, n_servers=servers)
oracle = (FastMinCost if impl == "fast" else RefMinCost)(Cluster.of(inst))
t, c = time.perf_counter(), time.process_time()
placed, trace, pp = a_online(inst, oracle, placement=placement)
dt, dc = time.perf_counter() - t, time.process_time() - c
bad = verify(inst, to_schedule(inst, placed))
print(json.dumps({"seconds": dt, "cpu_s": dc, "objective": weighted_completion(inst, placed),
                  "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                  "verified": not bad, "rounds": len(trace.tau)}))
"""


#: round offset reading of every measurement (``--placement``; A_online's default)
PLACEMENT = ["earliest"]


def measure(preset: str, jobs: int, servers: int, impl: str, seed: int,
            timeout: float) -> dict | None:
    env = dict(os.environ)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = here + os.pathsep + env.get("PYTHONPATH", "")
    try:
        out = subprocess.run([sys.executable, "-c", CHILD, preset, str(jobs), str(servers),
                              impl, str(seed), PLACEMENT[0]], capture_output=True,
                             text=True, env=env, timeout=timeout, check=True)
    except subprocess.TimeoutExpired:
        return None
    except subprocess.CalledProcessError as exc:
        raise SystemExit(exc.stderr) from None
    return json.loads(out.stdout.strip().splitlines()[-1])


def row(label: str, r: dict | None) -> str:
    if r is None:
        return f"{label:<34} timeout"
    return (f"{label:<34} {r['seconds']:8.2f} s  cpu {r['cpu_s']:7.2f} s  "
            f"peak {r['peak_mb']:7.0f} MB  rounds {r['rounds']:2d}  verified {r['verified']}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--quick", action="store_true", help="headline and one ratio only")
    ap.add_argument("--timeout", type=float, default=600.0, help="per run (s)")
    ap.add_argument("--ref-jobs", type=int, nargs="*", default=[4, 6],
                    help="job counts (on --ref-servers servers) for the fast/reference "
                         "ratio (the plain-loop reference is O(H^2 D) per start and slot)")
    ap.add_argument("--ref-servers", type=int, default=10)
    ap.add_argument("--placement", default="earliest",
                    choices=["earliest", "compact", "effective", "eq6"],
                    help="A_online's round offset reading (default: its default)")
    args = ap.parse_args()
    PLACEMENT[0] = args.placement
    try:
        load = os.getloadavg()[0]
    except OSError:
        load = float("nan")
    print(f"# A_online running time (seed {args.seed}, placement {args.placement}); "
          f"load average {load:.1f} on "
          f"{os.cpu_count()} cores (other jobs inflate the times)")
    print("## headline: 300 jobs, 150 servers, T = 150")
    for preset in ("paper-ps", "paper-rar"):
        r = measure(preset, 300, 150, "fast", args.seed, args.timeout)
        print(row(f"{preset} fast", r) + ("   (target <= 10 s)" if r else ""))
    print(f"## fast / reference (scaled-down paper instances: {args.ref_servers} servers)")
    for jobs in (args.ref_jobs[:1] if args.quick else args.ref_jobs):
        for preset in ("paper-ps", "paper-rar"):
            f = measure(preset, jobs, args.ref_servers, "fast", args.seed, args.timeout)
            r = measure(preset, jobs, args.ref_servers, "reference", args.seed, args.timeout)
            same = f is not None and r is not None and f["objective"] == r["objective"]
            ratio = (f"{f['seconds'] / r['seconds']:.4f}" if f and r else "n/a")
            print(f"{preset:<10} {jobs:3d} jobs: fast {f['seconds'] if f else float('nan'):8.2f}"
                  f" s, reference {r['seconds'] if r else float('nan'):8.2f} s, "
                  f"fast/reference {ratio}, same objective {same}")
    if args.quick:
        return
    print("## Fig. 7: jobs (150 servers)")
    for preset in ("paper-ps", "paper-rar"):
        for jobs in (50, 100, 150, 200, 250, 300):
            print(row(f"{preset} {jobs} jobs", measure(preset, jobs, 150, "fast", args.seed,
                                                        args.timeout)))
    print("## Fig. 7: servers (300 jobs)")
    for preset in ("paper-ps", "paper-rar"):
        for servers in (50, 100, 150, 200, 250, 300):
            print(row(f"{preset} {servers} servers", measure(preset, 300, servers, "fast",
                                                              args.seed, args.timeout)))


if __name__ == "__main__":
    main()
