"""Summarise ``optsched bench benchmarks/hgsp_gap_large.toml`` runs (issue 16, item 3).

Usage::

    python benchmarks/hgsp_gap_large.py DIR[:METHOD,METHOD...] [DIR[:...] ...]

Reads ``DIR/results.csv`` of one or more runs (e.g. sub-grids run separately; ``:M1,M2``
keeps only those methods of that run; a later row for the same method and instance
replaces an earlier one) and prints,
per method and number of tasks ``n``: proven optimal / instances run, the median and
maximum solve time (``runtime_s``, seconds), and for each method the largest ``n`` whose
instances are proven optimal for >= 90 % within the time limit (60 s in the config).
Objectives of two methods that both prove an instance must agree (checked, printed).
"""

from __future__ import annotations

import csv
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

NAME = re.compile(r"gap-n(\d+)-m(\d+)-s(\d+)")


def load(dirs: list[str]) -> list[dict[str, str]]:
    rows: dict[tuple[str, str], dict[str, str]] = {}
    for arg in dirs:
        d, _, keep = arg.partition(":")
        methods = set(keep.split(",")) if keep else None
        with open(Path(d) / "results.csv", newline="") as f:
            for r in csv.DictReader(f):
                if methods is None or r["method"] in methods:
                    rows[r["method"], r["instance"]] = r
    return list(rows.values())


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__)
        return 2
    rows = load(argv)
    cells: dict[tuple[str, int], list[dict[str, str]]] = defaultdict(list)
    optimum: dict[str, dict[str, float]] = defaultdict(dict)
    for r in rows:
        m = NAME.search(r["instance"])
        n = int(m.group(1)) if m else int(r["size"])  # generated: size = n tasks
        cells[r["method"], n].append(r)
        if r["status"] == "optimal":
            optimum[r["instance"]][r["method"]] = float(r["objective"])
    methods = sorted({k[0] for k in cells})
    sizes = sorted({k[1] for k in cells})
    print(f"{'method':<20} {'n':>4} {'proven':>8} {'median s':>9} {'max s':>7}")
    largest: dict[str, int | None] = {}
    for meth in methods:
        largest[meth] = None
        for n in sizes:
            rs = cells.get((meth, n), [])
            if not rs:
                continue
            proven = sum(r["status"] == "optimal" for r in rs)
            times = [float(r["runtime_s"] or "nan") for r in rs]
            print(f"{meth:<20} {n:>4} {proven:>4} / {len(rs):<2} "
                  f"{statistics.median(times):>9.2f} {max(times):>7.2f}")
            if proven >= 0.9 * len(rs):
                largest[meth] = n
    print()
    for meth in methods:
        best = largest[meth]
        ns = [n for n in sizes if (meth, n) in cells]
        print(f"largest n with >= 90 % proven within the time limit: {meth}: "
              + (str(best) if best is not None else f"below {min(ns)} (none in this grid)"))
    bad = [(inst, vals) for inst, vals in optimum.items()
           if max(vals.values()) - min(vals.values()) > 1e-6 * max(1.0, max(vals.values()))]
    print(f"instances proven by several methods: "
          f"{sum(len(v) > 1 for v in optimum.values())}; disagreements: {len(bad)}")
    for inst, vals in bad:
        print(f"  DISAGREE {inst}: {vals}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
