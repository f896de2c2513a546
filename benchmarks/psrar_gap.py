"""Table II-style competitive-ratio table of ``benchmarks/psrar_gap.toml``: per preset and
method, the max and mean of objective / proven optimum (the empirical competitive ratio),
the mean gap in %, the mean preemptions, and for A_online Theorem 5's ``4 alpha`` and the
**round bound** (``models/psrar-online.md``: no schedule that follows Algorithm 1's rounds
does better) divided by the optimum — printed beside every A_online reading, and checked:
every A_online schedule must be >= its round bound, every method >= the optimum.

Usage::

    # run the grid (seeds of the TOML, or --seeds to replace them) and print the table
    python benchmarks/psrar_gap.py --run benchmarks/results/psrar_gap [--seeds 300 301 ...]
    # or print the table of an existing bench directory
    optsched bench benchmarks/psrar_gap.toml --out benchmarks/results/psrar_gap --jobs 1
    python benchmarks/psrar_gap.py benchmarks/results/psrar_gap
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import statistics
import tomllib
from collections import defaultdict
from pathlib import Path

TOML = Path(__file__).with_name("psrar_gap.toml")


def run_grid(out: Path, seeds: list[int] | None) -> None:
    """Run ``psrar_gap.toml`` into ``out`` (``--resume`` semantics), with every generated
    instance set's seeds replaced by ``seeds`` when given."""
    import optsched.psrar.family  # noqa: F401  (registers the psrar families)
    from optsched.bench.config import parse_config
    from optsched.bench.runner import run_bench

    raw = tomllib.loads(TOML.read_text())
    if seeds:
        for gen in raw["instances"]["generate"]:
            gen["seeds"] = list(seeds)
    cfg = parse_config(raw, TOML)
    run_bench(cfg, out, jobs=1, resume=(out / "results.csv").exists(), progress=False,
              write_report=False)


def table(results: Path) -> None:
    rows = list(csv.DictReader((results / "results.csv").open()))
    optimum: dict[str, float] = {}
    for r in rows:
        if r["kind"] == "exact" and r["status"] == "optimal":
            optimum[r["instance"]] = float(r["objective"])
    ratios: dict[tuple[str, str], list[float]] = defaultdict(list)
    bound_ratio: dict[tuple[str, str], list[float]] = defaultdict(list)
    preempt: dict[tuple[str, str], list[float]] = defaultdict(list)
    bound4: dict[tuple[str, str], float] = {}
    missing = 0
    for r in rows:
        if r["kind"] == "exact" or r["instance"] not in optimum:
            missing += r["kind"] != "exact"
            continue
        if r["feasible"] not in ("True", "true", "1"):
            raise SystemExit(f"{r['method']} on {r['instance']}: infeasible ({r['message']})")
        preset = r["instance"].rsplit("-s", 1)[0].rsplit("-j", 1)[0]
        key = (preset, r["method"])
        obj = float(r["objective"])
        ratio = obj / optimum[r["instance"]]
        if ratio < 1 - 1e-9:
            raise SystemExit(f"{r['method']} below the proven optimum on {r['instance']}")
        ratios[key].append(ratio)
        m = json.loads(r["metrics"] or "{}")
        preempt[key].append(float(m.get("preemptions", 0)))
        if "round_bound" in m:
            rb = float(m["round_bound"])
            if obj < rb * (1 - 1e-9):
                raise SystemExit(f"{r['method']} below its round bound on {r['instance']}")
            bound_ratio[key].append(rb / optimum[r["instance"]])
        if "competitive_bound_4alpha" in m:
            bound4[key] = max(bound4.get(key, 0.0), float(m["competitive_bound_4alpha"]))
    print(f"{'preset':<17} {'method':<20} {'n':>3} {'max ratio':>9} {'mean ratio':>10} "
          f"{'mean gap %':>10} {'preempt':>7} {'round bound/OPT (mean, min-max)':>32} "
          f"{'4*alpha':>7}")
    for (preset, method), v in sorted(ratios.items()):
        b4 = bound4.get((preset, method))
        br = bound_ratio.get((preset, method))
        brs = (f"{statistics.fmean(br):.3f} ({min(br):.3f}-{max(br):.3f})" if br else "-")
        mean = statistics.fmean(v)
        print(f"{preset:<17} {method:<20} {len(v):>3} {max(v):>9.3f} {mean:>10.3f} "
              f"{100 * (mean - 1):>10.1f} {statistics.fmean(preempt[(preset, method)]):>7.1f} "
              f"{brs:>32} {f'{b4:.0f}' if b4 and math.isfinite(b4) else '-':>7}")
    if missing:
        print(f"({missing} heuristic rows without a proven optimum were left out)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("results", type=Path, nargs="?", help="bench output directory "
                    "(has results.csv)")
    ap.add_argument("--run", type=Path, default=None, help="run the grid into this "
                    "directory first")
    ap.add_argument("--seeds", type=int, nargs="*", default=None,
                    help="replace the TOML's seeds (with --run)")
    ap.add_argument("--seed", type=int, default=None, help="a single seed (with --run)")
    args = ap.parse_args()
    seeds = [args.seed] if args.seed is not None else args.seeds
    if args.run is not None:
        import os
        print(f"# load average {os.getloadavg()[0]:.1f} (2 cores shared)", flush=True)
        run_grid(args.run, seeds)
    target = args.run or args.results
    if target is None:
        ap.error("give a results directory or --run DIR")
    table(target)


if __name__ == "__main__":
    main()
