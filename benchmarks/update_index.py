"""Rebuild ``instances/index.json`` (JSPLIB-style) for every bundled instance.

    .venv/bin/python benchmarks/update_index.py [--family NAME ...]

Every value is *computed* here, never typed in: each exact method listed for an instance
solves it and all must prove the same optimum (otherwise the script stops); closed-form
optima come from the family's own algorithm; OR-Library and Tanaka entries keep the
literature values (``optsched.hgsp.orlib.index_entries``,
``optsched.hgsp.tanaka.index_entries``; ``benchmarks/wt_single.py`` checks every value
lagdp proves against them), the Pessoa et al. P||sum wT entries the published
optima (``optsched.hgsp.pwt.index_entries``). Entries carry ``reprove``: the methods
``tests/test_store_and_index.py`` uses to re-prove the quick ones. ``--family`` recomputes
only those families' entries and keeps every other entry of the current index.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from optsched.core import atomic_write_json, load_instance, read_json, run, solve
from optsched.core.result import Status

REPO = Path(__file__).resolve().parents[1]

HGSP_EXACT = [{"solver": "highs", "model": "bigm"}, {"solver": "highs",
              "model": "timeindexed"}, {"solver": "cpsat", "model": "cpsat"}]
LLM_EXACT = [{"solver": "cpsat", "model": "gang-cp"}, {"solver": "highs", "model": "gang-ti"}]
ASRPT_EXACT = [{"solver": "highs", "model": "placement"},
               {"solver": "cpsat", "model": "placement"}]
AONLINE_EXACT = [{"solver": "highs", "model": "timeindexed"},
                 {"solver": "cpsat", "model": "timeindexed"}]
PSRAR_EXACT = [{"solver": "highs", "model": "timeindexed"},
               {"solver": "highs", "model": "config"}]
#: an entry is "quick" (re-proved by the test-suite) when every method takes less
QUICK_S = 5.0


def label(m: dict[str, str]) -> str:
    return f"{m['model']}-{m['solver']}"


def exact_entry(rel: str, methods: list[dict[str, str]], tags: list[str],
                time_limit: float) -> dict[str, Any]:
    inst = load_instance(REPO / rel)
    values = []
    slowest = 0.0
    for m in methods:
        res = solve(inst, solver=m["solver"], model=m["model"], time_limit=time_limit)
        if res.status != Status.OPTIMAL:
            raise SystemExit(f"{rel}: {label(m)} did not prove optimality ({res.status})")
        values.append(res.objective)
        slowest = max(slowest, res.runtime_s + res.build_s)
    if max(values) - min(values) > 1e-6 * max(1.0, abs(values[0])):
        raise SystemExit(f"{rel}: exact methods disagree: {values}")
    fam = inst.family
    return {"name": inst.name, "path": rel, "family": fam,
            "source": getattr(inst, "source", "") or "bundled", "size": size_of(inst),
            "objective": objective_name(fam), "optimum": values[0],
            "proven_by": [label(m) for m in methods], "reprove": methods, "tags": tags,
            "_slowest_s": slowest}


def size_of(inst: Any) -> dict[str, int]:
    out = {}
    for key, attr in (("tasks", "tasks"), ("jobs", "jobs"), ("gpus", "gpus"),
                      ("stages", "stages")):
        v = getattr(inst, attr, None)
        if v is not None and hasattr(v, "__len__"):
            out[key] = len(v)
    job = getattr(inst, "job", None)
    if job is not None:
        out["stages"] = len(job.stages)
        out["replicas"] = int(sum(s.replicas for s in job.stages))
    free = getattr(inst, "free_gpus", None)
    if free is not None:
        out["servers"] = len(free)
    if str(getattr(inst, "family", "")).startswith("psrar"):
        out["servers"] = len(inst.servers)
        out["horizon_slots"] = inst.horizon_slots
    return out


def objective_name(family: str) -> str:
    from optsched.core import get_family

    return get_family(family).objective_name


def hesrpt_entry(rel: str, tags: list[str]) -> dict[str, Any]:
    """Offline k^p instances: heSRPT's value equals Theorem 6's F* (its ``bound``).
    Otherwise (Amdahl, online): bounds = [jobs alone on all N servers, best policy]."""
    inst = load_instance(REPO / rel)
    base = {"name": inst.name, "path": rel, "family": "hesrpt",
            "source": getattr(inst, "source", "") or "bundled", "size": size_of(inst),
            "objective": inst.objective, "tags": tags}
    try:
        res = run(inst, "hesrpt")
    except Exception:  # noqa: BLE001 - heSRPT needs a power speedup
        res = None
    if res is not None and res.bound is not None and res.feasible and \
            abs(res.objective - res.bound) <= 1e-9 * max(1.0, abs(res.bound)):
        return {**base, "optimum": res.objective,
                "proven_by": ["closed form, Theorem 6 (heSRPT optimal offline)"],
                "reprove": [{"algo": "hesrpt", "bound_is_optimum": True}]}
    best = None
    for algo in ("numeric", "hesrpt", "equi", "srpt", "rs", "hell", "knee"):
        try:
            r = run(inst, algo)
        except Exception:  # noqa: BLE001 - not every policy fits every instance
            continue
        if r.feasible and (best is None or r.objective < best[1]):
            best = (algo, r.objective)
    lower = trivial_hesrpt_lower_bound(inst)
    return {**base, "bounds": {"lower": lower, "upper": best[1]},
            "proven_by": [f"upper: {best[0]} schedule (verified); lower: each job alone on "
                          "all N servers"]}


def trivial_hesrpt_lower_bound(inst: Any) -> float:
    """Each job finishes no earlier than release + size / s(N); averaged or weighted as
    the instance's objective asks."""
    from optsched.hesrpt.verify import objective_from_completion

    alone = inst.releases + inst.sizes / float(inst.speedup(inst.n_servers))
    return float(objective_from_completion(inst, alone)[0])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--time-limit", type=float, default=300.0)
    ap.add_argument("--family", action="append", default=None,
                    help="only recompute this family's entries (repeatable)")
    args = ap.parse_args()
    only = set(args.family) if args.family else None
    if only is not None:
        index = read_json(REPO / "instances" / "index.json")
        kept = [e for e in index["instances"] if e.get("family") not in only]
        fresh = family_entries(only, args.time_limit)
        entries = kept + fresh
        report(fresh)
        atomic_write_json(REPO / "instances" / "index.json",
                          {"version": 1, "instances": entries})
        return
    entries: list[dict[str, Any]] = []
    for p in sorted((REPO / "instances/hgsp").glob("*.json")):
        e = exact_entry(str(p.relative_to(REPO)), HGSP_EXACT, ["hgsp-tiny"], args.time_limit)
        e["quick"] = True
        entries.append(e)
    for p in sorted((REPO / "instances/llm").glob("*.json")):
        e = exact_entry(str(p.relative_to(REPO)), LLM_EXACT, ["hgsp-llm"], args.time_limit)
        e["quick"] = True
        entries.append(e)
    for p in sorted((REPO / "instances/asrpt").glob("*.json")):
        e = exact_entry(str(p.relative_to(REPO)), ASRPT_EXACT, ["asrpt-placement"],
                        args.time_limit)
        e["quick"] = True
        entries.append(e)
    for p in sorted((REPO / "instances/hesrpt").glob("*.json")):
        entries.append(hesrpt_entry(str(p.relative_to(REPO)), ["hesrpt"]))
    from optsched.hgsp import orlib

    for e in orlib.index_entries("wt40"):
        if "bounds" in e and "lower" not in e["bounds"]:
            e["bounds"] = {"lower": 0.0, **e["bounds"]}  # weighted tardiness >= 0
        entries.append(e)
    from optsched.hgsp import pwt

    pwt.export_instances(REPO / "instances" / "pwt")  # derived from the OR-Library files
    entries.extend(pwt.index_entries())  # published P||sum wT optima (Pessoa et al.)
    from optsched.hgsp import tanaka

    for name in tanaka.SETS:  # every 5th instance, bundled as JSON (instances/tanaka)
        entries.extend(tanaka.index_entries(name))
    entries.extend(family_entries({"psrar", "psrar-maxweight", "asrpt-online"},
                                  args.time_limit))
    report(entries)
    atomic_write_json(REPO / "instances" / "index.json", {"version": 1, "instances": entries})


def family_entries(families: set[str], time_limit: float) -> list[dict[str, Any]]:
    """Entries of the families that have a per-family recipe (psrar for now)."""
    out: list[dict[str, Any]] = []
    if "asrpt-online" in families:
        for p in sorted((REPO / "instances/asrpt-online").glob("*.json")):
            e = exact_entry(str(p.relative_to(REPO)), AONLINE_EXACT, ["asrpt-online"],
                            time_limit)
            e["quick"] = e.pop("_slowest_s") < QUICK_S
            out.append(e)
    if families & {"psrar", "psrar-maxweight"}:
        for p in sorted((REPO / "instances/psrar").glob("*.json")):
            rel = str(p.relative_to(REPO))
            fam = read_json(p).get("family")
            if fam not in families:
                continue
            e = exact_entry(rel, PSRAR_EXACT, [fam], time_limit)
            e["quick"] = e.pop("_slowest_s") < QUICK_S
            if fam == "psrar-maxweight":
                e["sense"] = "max"
                e["note"] = ("maximisation (problem (7)/(16)): the optimum is the largest "
                             "weight of jobs completed by tau")
            out.append(e)
    unknown = families - {"psrar", "psrar-maxweight", "asrpt-online"}
    if unknown:
        raise SystemExit(f"--family: no per-family recipe for {sorted(unknown)}; run "
                         "without --family to rebuild the whole index")
    return out


def report(entries: list[dict[str, Any]]) -> None:
    for e in entries:
        e.pop("_slowest_s", None)
        print(f"{e['path']}: " + (f"optimum {e['optimum']:.10g}" if "optimum" in e else
                                  f"bounds {e['bounds']}"))


if __name__ == "__main__":
    main()
