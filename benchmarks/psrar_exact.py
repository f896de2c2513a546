"""Table of the psrar exact benchmark per family and preset.

    optsched bench benchmarks/psrar_exact.toml --out benchmarks/results/psrar_exact --jobs 2
    .venv/bin/python benchmarks/psrar_exact.py benchmarks/results/psrar_exact

Prints, for every (family, preset) and exact method, how many instances were proven
optimal within the time limit and the mean / max wall time (build + solve, s); also
checks that the two methods agree wherever both proved optimality (exit 1 otherwise).
"""

from __future__ import annotations

import argparse
import csv
import math
import re
import sys
from collections import defaultdict
from pathlib import Path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("out_dir")
    args = ap.parse_args()
    rows = list(csv.DictReader(open(Path(args.out_dir) / "results.csv")))
    agg: dict[tuple[str, str, str], list[dict]] = defaultdict(list)
    optima: dict[str, dict[str, float]] = defaultdict(dict)
    for r in rows:
        preset = re.sub(r"-s\d+$", "", r["instance"].split("/", 1)[-1])
        agg[(r["family"], preset, r["method"])].append(r)
        if r["status"] == "optimal":
            optima[r["instance"]][r["method"]] = float(r["objective"])
    methods = sorted({k[2] for k in agg})
    head = ["family", "preset", "jobs"] + [f"{m} {x}" for m in methods
                                            for x in ("proven", "time s (mean / max)")]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for fam, preset in sorted({(k[0], k[1]) for k in agg}):
        line = [fam, preset]
        sizes = {r["size"] for m in methods for r in agg.get((fam, preset, m), [])}
        line.append("/".join(sorted(sizes)))
        for m in methods:
            g = agg.get((fam, preset, m), [])
            ok = sum(r["status"] == "optimal" for r in g)
            ts = [float(r["runtime_s"] or 0) + float(r["build_s"] or 0) for r in g]
            line += [f"{ok}/{len(g)} ({100 * ok / max(1, len(g)):.0f} %)",
                     f"{sum(ts) / max(1, len(ts)):.2f} / {max(ts, default=0):.2f}"]
        print("| " + " | ".join(line) + " |")
    bad = [(inst, v) for inst, v in optima.items() if len(v) > 1 and not all(
        math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-6) for a in v.values() for b in v.values())]
    both = sum(len(v) > 1 for v in optima.values())
    print(f"\nboth methods optimal on {both} instances; disagreements: {len(bad)}")
    if bad:
        for inst, v in bad:
            print(f"  {inst}: {v}")
        sys.exit(1)


if __name__ == "__main__":
    main()
