"""Table II-style competitive-ratio table from an ``optsched bench`` run of
``benchmarks/psrar_gap.toml``: per preset and method, the max and mean of
objective / proven optimum (the empirical competitive ratio), the mean gap in %, and for
A_online the theoretical bound 4 alpha of Theorem 5 (max over the instances).

Usage::

    optsched bench benchmarks/psrar_gap.toml --out benchmarks/results/psrar_gap --jobs 2
    python benchmarks/psrar_gap.py benchmarks/results/psrar_gap
"""

from __future__ import annotations

import argparse
import csv
import json
import math
from collections import defaultdict
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", type=Path, help="bench output directory (has results.csv)")
    args = ap.parse_args()
    rows = list(csv.DictReader((args.results / "results.csv").open()))
    optimum: dict[str, float] = {}
    for r in rows:
        if r["kind"] == "exact" and r["status"] == "optimal":
            optimum[r["instance"]] = float(r["objective"])
    ratios: dict[tuple[str, str], list[float]] = defaultdict(list)
    bound: dict[tuple[str, str], float] = {}
    missing = 0
    for r in rows:
        if r["kind"] == "exact" or r["instance"] not in optimum:
            missing += r["kind"] != "exact"
            continue
        if r["feasible"] not in ("True", "true", "1"):
            raise SystemExit(f"{r['method']} on {r['instance']}: infeasible ({r['message']})")
        preset = r["instance"].rsplit("-s", 1)[0].rsplit("-j", 1)[0]
        ratio = float(r["objective"]) / optimum[r["instance"]]
        if ratio < 1 - 1e-9:
            raise SystemExit(f"{r['method']} below the proven optimum on {r['instance']}")
        ratios[(preset, r["method"])].append(ratio)
        m = json.loads(r["metrics"] or "{}")
        if "competitive_bound_4alpha" in m:
            key = (preset, r["method"])
            bound[key] = max(bound.get(key, 0.0), float(m["competitive_bound_4alpha"]))
    print(f"{'preset':<22} {'method':<18} {'n':>3} {'max ratio':>10} {'mean ratio':>10} "
          f"{'mean gap %':>10} {'4*alpha (Thm 5)':>16}")
    for (preset, method), v in sorted(ratios.items()):
        b = bound.get((preset, method))
        mean = sum(v) / len(v)
        print(f"{preset:<22} {method:<18} {len(v):>3} {max(v):>10.3f} {mean:>10.3f} "
              f"{100 * (mean - 1):>10.1f} {('%.0f' % b) if b and math.isfinite(b) else '-':>16}")
    if missing:
        print(f"({missing} heuristic rows without a proven optimum were left out)")


if __name__ == "__main__":
    main()
