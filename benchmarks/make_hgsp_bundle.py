"""Regenerate the bundled tiny hgsp instances and prove their optima.

    .venv/bin/python benchmarks/make_hgsp_bundle.py

Writes ``instances/hgsp/tiny-s<seed>.json`` (generator ``hgsp/tiny``) and updates their
entries in ``instances/index.json`` with the optimum proven by the big-M MILP (HiGHS).
An instance whose optimum is not proven within the time limit is not bundled.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from optsched.core import atomic_write_json, read_json, solve
from optsched.hgsp import generate

REPO = Path(__file__).resolve().parents[1]
SEEDS = (0, 1, 2, 4, 5, 6, 8, 12)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, nargs="*", default=list(SEEDS))
    ap.add_argument("--time-limit", type=float, default=120.0)
    args = ap.parse_args()
    index_path = REPO / "instances" / "index.json"
    index = read_json(index_path) if index_path.exists() else {"version": 1, "instances": []}
    entries = {e["path"]: e for e in index["instances"]}
    for seed in args.seeds:
        inst = generate.tiny(seed)
        rel = f"instances/hgsp/{inst.name}.json"
        res = solve(inst, solver="highs", model="bigm", time_limit=args.time_limit)
        if res.status != "optimal":
            print(f"{inst.name}: {res.status}, not bundled")
            continue
        atomic_write_json(REPO / rel, inst.to_dict())
        entries[rel] = {
            "name": inst.name, "path": rel, "family": "hgsp", "source": inst.source,
            "size": {"tasks": inst.n, "gpus": inst.m}, "objective": "weighted_tardiness",
            "optimum": res.objective, "proven_by": "bigm-highs", "tags": ["hgsp-tiny"],
        }
        print(f"{inst.name}: n={inst.n} m={inst.m} optimum={res.objective:g} "
              f"({res.runtime_s:.2f} s)")
    index["instances"] = sorted(entries.values(), key=lambda e: e["path"])
    atomic_write_json(index_path, index)


if __name__ == "__main__":
    main()
