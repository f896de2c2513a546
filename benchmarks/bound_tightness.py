"""Tightness of the certified bounds (issue 24, item 3): bound / proven optimum per family
on the small presets with proven optima (optimum / bound for the maximising
psrar-maxweight), mean and min. Prints; asserts nothing.

    PYTHONPATH=. .venv/bin/python benchmarks/bound_tightness.py [--seeds 5] [--first 1000]
        [--families hesrpt,asrpt,...] [--time-limit 120]

Every optimum comes from ``optsched.solve(..., solver="auto")`` and counts only with
status ``optimal`` (a proof); every bound from ``optsched.bound`` (the family's default
method, and the other methods listed in :data:`FAMILIES`). A bound above a proven
optimum would be printed as ``INVALID`` (none is expected: the tests pin that). Seeds
start at ``--first`` (default 1000: none of the tests' seeds). The hgsp families have
their own script (``benchmarks/bound_tightness_hgsp.py``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from optsched.asrpt.online.generate import tiny  # noqa: E402
from optsched.core import bound, generate, solve  # noqa: E402
from optsched.core.discovery import family_of  # noqa: E402


@dataclass(frozen=True)
class Case:
    """A preset of a family: ``make(seed)`` builds an instance whose optimum ``solve``
    proves; ``methods`` are the bound methods measured (the first is the default)."""

    family: str
    label: str
    make: Callable[[int], Any]
    methods: tuple[str, ...]
    note: str = ""
    solver: dict[str, Any] = field(default_factory=lambda: {"solver": "auto"})


def _preset(family: str, preset: str, **params: Any) -> Callable[[int], Any]:
    return lambda seed: generate(family, preset, seed, **params)


#: per family: the small presets with proven optima and the bound methods measured
FAMILIES: dict[str, list[Case]] = {
    "hesrpt": [
        Case("hesrpt", "tiny (offline k^p)", _preset("hesrpt", "tiny"),
             ("best", "lagrangian", "alone")),
        Case("hesrpt", "offline m=20 flow time", _preset("hesrpt", "fig-c7", m=20),
             ("best", "alone")),
    ],
    "asrpt": [
        Case("asrpt", "tiny", _preset("asrpt", "tiny"), ("window-dp", "stage")),
        Case("asrpt", "vgg19", _preset("asrpt", "vgg19"), ("window-dp", "stage")),
        Case("asrpt", "gpt175b", _preset("asrpt", "gpt175b"), ("window-dp", "stage")),
    ],
    "asrpt-online": [
        Case("asrpt-online", "tiny", _preset("asrpt-online", "tiny"),
             ("single-machine", "per-job")),
        Case("asrpt-online", "tiny jobs=12", lambda seed: tiny(seed, jobs=12),
             ("single-machine", "per-job")),
    ],
    "psrar": [Case("psrar", p, _preset("psrar", p), ("best", "smith"))
              for p in ("tiny-ps", "tiny-rar", "tiny-mixed", "small-ps", "small-rar")],
    "psrar-maxweight": [
        Case("psrar-maxweight", p, _preset("psrar-maxweight", p), ("best", "knapsack"))
        for p in ("tiny-ps", "tiny-rar", "tiny-mixed", "small-ps", "small-rar")],
}


def ratio(fam_sense: str, b: float, opt: float) -> float:
    """bound / optimum (minimising) or optimum / bound (maximising): 1 = tight."""
    if fam_sense == "min":
        return b / opt if opt else 1.0
    return opt / b if b else 1.0


def measure(case: Case, seeds: list[int], time_limit: float) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {m: [] for m in case.methods}
    for seed in seeds:
        inst = case.make(seed)
        sense = family_of(inst).sense
        t0 = time.perf_counter()
        opt = solve(inst, time_limit=time_limit, **case.solver)
        if opt.status != "optimal" or opt.objective is None:
            print(f"  {case.label} seed {seed}: no proven optimum ({opt.status}); skipped")
            continue
        for m in case.methods:
            b = bound(inst, method=m, time_limit=time_limit)
            if b.bound is None:
                print(f"  {case.label} seed {seed} {m}: no bound ({b.status})")
                continue
            r = ratio(sense, b.bound, opt.objective)
            flag = "  INVALID" if r > 1 + 1e-7 else ""
            out[m].append(r)
            print(f"  {case.label:<24} seed {seed:5d} {m:<15} bound {b.bound:14.8g} "
                  f"optimum {opt.objective:14.8g} ratio {r:.4f} "
                  f"({b.runtime_s:.2f} s){flag}", flush=True)
        print(f"  ({time.perf_counter() - t0:.1f} s)")
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=5)
    ap.add_argument("--first", type=int, default=1000)
    ap.add_argument("--families", default=",".join(FAMILIES))
    ap.add_argument("--time-limit", type=float, default=120.0)
    args = ap.parse_args()
    seeds = list(range(args.first, args.first + args.seeds))
    rows = []
    for fam in args.families.split(","):
        per_method: dict[str, list[float]] = {}
        for case in FAMILIES[fam]:
            print(f"{fam} / {case.label}", flush=True)
            res = measure(case, seeds, args.time_limit)
            for m, vals in res.items():
                per_method.setdefault(m, []).extend(vals)
                if vals:
                    rows.append((fam, case.label, m, len(vals), statistics.fmean(vals),
                                 min(vals)))
        for m, vals in per_method.items():
            if vals:
                rows.append((fam, "ALL", m, len(vals), statistics.fmean(vals), min(vals)))
    print("\n| family | preset | method | n | mean ratio | min ratio |")
    print("|---|---|---|---|---|---|")
    for fam, label, m, n, mean, lo in rows:
        print(f"| {fam} | {label} | {m} | {n} | {mean:.4f} | {lo:.4f} |")
    print("\nratio = bound / proven optimum (optimum / bound for psrar-maxweight); "
          "target mean >= 0.90 per family")


if __name__ == "__main__":
    main()
