"""Tightness of the certified lower bounds: bound / proven optimum on small presets.

For every case the optimum is *proven* here (status ``optimal``: hgsp ``lagdp`` then
CP-SAT; hgsp-llm ``gang-cp``) or taken from the OR-Library values marked optimal; the
bound is ``optsched.bound(instance, method)`` (default: the family's default method).
Prints per group and per family: cases, how many have optimum 0 (and whether the bound
is 0 there too), mean and min of bound / optimum over the cases with optimum > 0, and
any bound above its optimum (there must be none).

    .venv/bin/python benchmarks/bound_tightness_hgsp.py [--family hgsp|hgsp-llm|all]
        [--seeds 10] [--first-seed 1000] [--method NAME] [--time-limit 30]
        [--orlib 0,9,...] [--csv out.csv]

The registry ``FAMILIES`` at the top maps a family to its case generator, so other
families' bounds can be added to the same kind of script.
"""

from __future__ import annotations

import argparse
import csv
import math
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from optsched.core import Status, bound, solve
from optsched.core.finalize import REL_TOL


@dataclass
class Case:
    """One small instance with a proven optimum."""

    group: str
    instance: Any
    optimum: float
    proof: str


def _proven(inst: Any, attempts: list[tuple[str, str | None]], time_limit: float
            ) -> tuple[float, str] | None:
    for solver, model in attempts:
        r = solve(inst, solver=solver, model=model, time_limit=time_limit, threads=1)
        if r.status is Status.OPTIMAL and r.objective is not None:
            return float(r.objective), f"{r.method}"
    return None


def hgsp_cases(args: argparse.Namespace) -> Iterator[Case]:
    """tiny seeds, gap (n = 6, 8, 10) seeds, OR-Library wt40 instances with proven optima."""
    from optsched.hgsp import generate, orlib, presets

    attempts = [("dp", "lagdp"), ("cpsat", "cpsat")]
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    for s in seeds:
        inst = generate.tiny(s)
        got = _proven(inst, attempts, args.solve_limit)
        if got:
            yield Case("tiny", inst, *got)
    for n in (6, 8, 10):
        for s in seeds:
            inst = presets.gap(s, n_tasks=n)
            got = _proven(inst, attempts, args.solve_limit)
            if got:
                yield Case(f"gap n={n}", inst, *got)
    for k in args.orlib:
        kv = orlib.known_value("wt40", k)
        if kv.proven_optimal:
            yield Case("orlib wt40", orlib.instance("wt40", k), kv.value, "OR-Library")


def llm_cases(args: argparse.Namespace) -> Iterator[Case]:
    """tiny and small seeds and the Table IV workload, proven by CP-SAT (gang-cp)."""
    from optsched.hgsp.llm import generate

    attempts = [("cpsat", "gang-cp"), ("highs", "gang-ti")]
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    for group, make in (("tiny", generate.tiny), ("small", generate.small)):
        for s in seeds:
            inst = make(s)
            got = _proven(inst, attempts, args.solve_limit)
            if got:
                yield Case(group, inst, *got)
    inst = generate.table4(0)
    got = _proven(inst, attempts, args.solve_limit)
    if got:
        yield Case("table4", inst, *got)


#: family -> case generator (add a family's small presets here)
FAMILIES: dict[str, Callable[[argparse.Namespace], Iterator[Case]]] = {
    "hgsp": hgsp_cases,
    "hgsp-llm": llm_cases,
}


def summarise(rows: list[dict]) -> list[str]:
    out = []
    groups = list(dict.fromkeys(r["group"] for r in rows)) + ["ALL"]
    out.append(f"{'group':<14} {'cases':>5} {'opt=0':>6} {'bound=0 there':>13} "
               f"{'mean b/opt':>10} {'min b/opt':>9} {'invalid':>7} {'mean s':>7}")
    for g in groups:
        sel = [r for r in rows if g == "ALL" or r["group"] == g]
        pos = [r["bound"] / r["optimum"] for r in sel if r["optimum"] > 0]
        zero = [r for r in sel if r["optimum"] == 0]
        bad = sum(r["invalid"] for r in sel)
        mean = f"{np.mean(pos):.4f}" if pos else "-"
        mn = f"{min(pos):.4f}" if pos else "-"
        out.append(f"{g:<14} {len(sel):>5} {len(zero):>6} "
                   f"{sum(r['bound'] == 0 for r in zero):>6}/{len(zero):<6} "
                   f"{mean:>10} {mn:>9} {bad:>7} "
                   f"{np.mean([r['runtime_s'] for r in sel]):>7.2f}")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--family", default="all", choices=[*FAMILIES, "all"])
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--first-seed", type=int, default=1000)
    ap.add_argument("--method", default=None, help="bound method (default: the family's)")
    ap.add_argument("--time-limit", type=float, default=30.0, help="per bound (s)")
    ap.add_argument("--solve-limit", type=float, default=60.0, help="per exact solve (s)")
    ap.add_argument("--orlib", default="0,9,19,30,40,50,59,60,70,80,90,100,110,120",
                    help="OR-Library wt40 instances (0-based) for hgsp")
    ap.add_argument("--csv", default=None)
    args = ap.parse_args()
    args.orlib = [int(x) for x in args.orlib.split(",") if x != ""]
    fams = list(FAMILIES) if args.family == "all" else [args.family]
    allrows: list[dict] = []
    for fam in fams:
        rows: list[dict] = []
        t0 = time.perf_counter()
        for case in FAMILIES[fam](args):
            r = bound(case.instance, method=args.method, time_limit=args.time_limit)
            b = float(r.bound) if r.bound is not None else -math.inf
            invalid = b > case.optimum + REL_TOL * max(abs(b), abs(case.optimum)) + 1e-12
            rows.append({"family": fam, "group": case.group, "instance": case.instance.name,
                         "optimum": case.optimum, "proof": case.proof, "bound": b,
                         "method": r.method, "runtime_s": r.runtime_s,
                         "complete": r.metrics.get("complete"), "invalid": int(invalid)})
            if invalid:
                print(f"INVALID: {fam} {case.instance.name} bound {b} > optimum "
                      f"{case.optimum}", file=sys.stderr)
        print(f"\n## {fam}: bound method {rows[0]['method'] if rows else '-'}, "
              f"{len(rows)} cases, {time.perf_counter() - t0:.0f} s")
        print("\n".join(summarise(rows)))
        allrows += rows
    if args.csv:
        with open(args.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(allrows[0]))
            w.writeheader()
            w.writerows(allrows)
    if any(r["invalid"] for r in allrows):
        sys.exit(1)


if __name__ == "__main__":
    main()
