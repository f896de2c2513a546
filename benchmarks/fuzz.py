"""Long fuzz profile of the CLI contract (issue 12, item 8).

    python benchmarks/fuzz.py --cases 2000 --seed 7

Mutates every bundled instance of every registered family (and genuine Results) with a
seeded RNG and runs ``solve`` / ``run`` / ``verify`` on them in this process; prints the
count of each outcome per command and every failure (a command, the mutation, the exit
code and the innermost optsched frame of a crash). Exit status 1 if any case failed.
Use seeds the test-suite does not use (it uses 12345) to see a fresh corpus.
"""

from __future__ import annotations

import argparse
import sys
import time

from fuzzlib import run_campaign, summarise


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--time-limit", type=float, default=1.0, help="seconds per solve")
    ap.add_argument("--budget", type=float, default=30.0, help="seconds before a case "
                    "counts as a hang")
    ap.add_argument("--family", action="append", help="only these families")
    args = ap.parse_args()
    t0 = time.perf_counter()
    outcomes = run_campaign(args.seed, args.cases, args.time_limit, args.budget,
                            families=set(args.family) if args.family else None)
    print(summarise(outcomes))
    print(f"{time.perf_counter() - t0:.1f} s, {len(outcomes)} cases "
          f"({(time.perf_counter() - t0) / max(1, len(outcomes)):.3f} s per case)")
    return 1 if any(o.failed for o in outcomes) else 0


if __name__ == "__main__":
    sys.exit(main())
