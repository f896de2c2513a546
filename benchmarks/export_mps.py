"""Export every Pyomo model of every bundled instance with a known optimum as MPS.

    .venv/bin/python benchmarks/export_mps.py [--out models/mps] [--max-size 12]
                                              [--family NAME ...] [--check]

Writes ``<out>/<family>/<instance>.<model>.mps`` and ``<out>/index.json`` listing each
file with the instance's optimum (from ``instances/index.json``; ``mps_optimum`` is it in the
exported model's units), so any MILP solver can
be benchmarked on exactly the models optsched solves. ``--check`` re-solves every file
with HiGHS directly (``highspy``) and compares the optimum. ``--family`` exports only those
families and keeps the other rows of ``<out>/index.json``.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from optsched.core import atomic_write_json, get_family, load_instance, read_json
from optsched.core.export import export_model

REPO = Path(__file__).resolve().parents[1]


def solve_mps_with_highs(path: Path, time_limit: float = 120.0) -> tuple[str, float]:
    import highspy

    h = highspy.Highs()
    h.setOptionValue("output_flag", False)
    h.setOptionValue("mip_rel_gap", 0.0)
    h.setOptionValue("time_limit", time_limit)
    h.readModel(str(path))
    h.run()
    return str(h.getModelStatus()), h.getInfo().objective_function_value


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(REPO / "models" / "mps"))
    ap.add_argument("--max-size", type=int, default=12, help="skip larger instances")
    ap.add_argument("--check", action="store_true", help="re-solve each file with highspy")
    ap.add_argument("--family", action="append", default=None,
                    help="only export this family (repeatable)")
    args = ap.parse_args()
    out = Path(args.out)
    only = set(args.family) if args.family else None
    entries = []
    if only is not None and (out / "index.json").exists():
        entries = [r for r in read_json(out / "index.json")["files"]
                   if r.get("family") not in only]
    for e in read_json(REPO / "instances" / "index.json")["instances"]:
        if e.get("optimum") is None:
            continue
        if only is not None and e.get("family") not in only:
            continue
        size = e.get("size", {})
        n = size.get("tasks", size.get("jobs", 0)) if isinstance(size, dict) else size
        if n and n > args.max_size:
            continue
        inst = load_instance(REPO / e["path"])
        fam = get_family(inst.family)
        for name, model in fam.models.items():
            if model.build_pyomo is None:
                continue
            rel = Path(inst.family) / f"{inst.name}.{name}.mps"
            export_model(inst, name, "mps", out / rel)
            scale = model.pyomo_objective_scale
            row = {"file": str(rel), "instance": e["path"], "family": inst.family,
                   "model": name, "optimum": e["optimum"], "sense": "min",
                   "mps_objective_scale": scale, "mps_optimum": e["optimum"] * scale}
            if args.check:
                status, obj = solve_mps_with_highs(out / rel)
                row["highs_check"] = {"status": status, "objective": obj}
                want = e["optimum"] * scale
                ok = abs(obj - want) <= 1e-6 * max(1.0, abs(want))
                print(f"{rel}: {status} {obj:.10g} (optimum x scale {want:.10g}) "
                      f"{'OK' if ok else 'MISMATCH'}")
                if not ok:
                    raise SystemExit(f"{rel}: MPS optimum differs from the indexed one")
            entries.append(row)
    atomic_write_json(out / "index.json", {"version": 1, "files": entries})
    print(f"wrote {len(entries)} MPS files under {out}")


if __name__ == "__main__":
    main()
