"""Issue 12 regressions for the placement family: scale invariance of the exact models,
the model-size guard, extreme numbers in instances and a strict verifier."""

from __future__ import annotations

import copy
import json
import math
import re
from pathlib import Path

import pytest

from optsched.asrpt import PlacementInstance, PlacementSchedule, evaluate, placement_size, verify
from optsched.asrpt.exact_placement import build_pyomo
from optsched.core import instance_from_dict, load_instance, solve, verify_solution
from optsched.core.errors import InstanceError
from optsched.core.registry import check_model_size, get_family
from optsched.core.result import Status

BUNDLED = Path(__file__).resolve().parents[2] / "instances" / "asrpt"


def _scaled(d: dict, c: float) -> dict:
    """Every time of the instance x c: stage times x c, bandwidths / c."""
    d = copy.deepcopy(d)
    for st in d["job"]["stages"]:
        st["fwd_ms"] *= c
        st["bwd_ms"] *= c
    d["cluster"]["inter_gbps"] /= c
    d["cluster"]["intra_gbps"] /= c
    d["name"] = f"{d['name']}-x{c:g}"
    return d


@pytest.mark.parametrize("name", ["fig2-example", "vgg19-16gpu-seed1"])
@pytest.mark.parametrize("solver", ["highs", "cpsat"])
def test_optimum_scales_exactly_with_the_time_unit(name, solver):
    base = json.loads((BUNDLED / f"{name}.json").read_text())
    ref = solve(instance_from_dict(base), solver=solver, time_limit=60, threads=1)
    assert ref.status is Status.OPTIMAL
    for c in (1e-6, 1e6):
        inst = instance_from_dict(_scaled(base, c))
        res = solve(inst, solver=solver, time_limit=60, threads=1)
        assert res.feasible
        if res.status is Status.OPTIMAL:
            assert res.objective == pytest.approx(c * ref.objective, rel=1e-9, abs=0.0)
            assert res.bound == pytest.approx(res.objective, rel=1e-9, abs=0.0)
        else:  # honest: not claimed, and the objective is still a valid upper value
            assert res.objective >= c * ref.objective * (1 - 1e-9)


def test_objective_scale_is_proportional_to_the_times():
    base = json.loads((BUNDLED / "fig2-example.json").read_text())
    fam = get_family("asrpt")
    s1 = fam.objective_scale(instance_from_dict(base))
    s2 = fam.objective_scale(instance_from_dict(_scaled(base, 1e6)))
    assert s1 > 0 and s2 == pytest.approx(1e6 * s1, rel=1e-12)


def test_exported_milp_keeps_its_objective_in_microseconds():
    inst = load_instance(BUNDLED / "fig2-example.json")
    mdl = build_pyomo(inst.job, inst.free_gpus, inst.cluster)
    counts = [[2, 2, 0], [0, 0, 1], [0, 0, 1]]          # the optimum: alpha = 34.4 ms
    for (m, s, j) in mdl.Z:
        mdl.z[m, s, j].value = 1.0 if counts[m][s] == j else 0.0

    def feasible(alpha_us: float) -> bool:
        mdl.alpha.value = alpha_us
        return all(c.lslack() >= 0 and c.uslack() >= 0 for c in mdl.beta.values())

    assert feasible(1e6 * 0.0344 * (1 + 1e-9)) and not feasible(1e6 * 0.0344 * (1 - 1e-9))


def test_size_estimate_is_registered_and_bounds_the_built_model():
    inst = load_instance(BUNDLED / "vgg19-16gpu-seed1.json")
    est = placement_size(inst)
    mdl = build_pyomo(inst.job, inst.free_gpus, inst.cluster)
    assert est.variables >= mdl.nvariables() and est.constraints >= mdl.nconstraints()
    em = get_family("asrpt").models["placement"]
    assert em.size is not None
    with pytest.raises(InstanceError, match="model size"):
        check_model_size(em, inst, {"symmetry": True}, limit=est.nonzeros - 1)


def test_huge_instance_is_refused_before_building(monkeypatch):
    stages = [{"replicas": 8, "fwd_ms": 1.0, "bwd_ms": 2.0,
               "in_mb": 0.0 if s == 0 else 1.0, "out_mb": 0.0 if s == 199 else 1.0,
               "params_mb": 1.0} for s in range(200)]
    d = {"family": "asrpt", "version": 1, "name": "huge",
         "job": {"stages": stages},
         "cluster": {"servers": 400, "gpus_per_server": 8, "inter_gbps": 10,
                     "intra_gbps": 2400},
         "free_gpus": [8] * 400}
    inst = instance_from_dict(d)
    assert placement_size(inst).nonzeros > 5e6
    with pytest.raises(InstanceError, match="model size"):
        solve(inst, solver="cpsat", time_limit=1, threads=1)


@pytest.mark.parametrize("path,value,field", [
    (("job", "stages", 0, "fwd_ms"), 1e300, r"job\.stages\[0\]\.fwd_ms"),
    (("job", "stages", 1, "params_mb"), float("inf"), r"job\.stages\[1\]\.params_mb"),
    (("job", "stages", 2, "bwd_ms"), float("nan"), r"job\.stages\[2\]\.bwd_ms"),
    (("cluster", "inter_gbps"), 1e300, r"cluster\.inter_gbps"),
    (("cluster", "intra_gbps"), -math.inf, r"cluster\.intra_gbps"),
    (("cluster", "intra_gbps"), 1e-300, r"cluster\.intra_gbps"),
    (("job", "stages", 0, "fwd_ms"), "4", r"job\.stages\[0\]\.fwd_ms"),
    (("job", "stages", 0, "replicas"), True, r"job\.stages\[0\]\.replicas"),
    (("free_gpus", 0), float("nan"), r"free_gpus\[0\]"),
])
def test_extreme_numbers_in_instances_name_the_field(path, value, field):
    d = json.loads((BUNDLED / "fig2-example.json").read_text())
    node = d
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = value
    with pytest.raises(InstanceError, match=f"^{field}"):
        instance_from_dict(d)


GOOD = [[2, 2, 0], [0, 0, 1], [0, 0, 1]]


@pytest.mark.parametrize("schedule,field", [
    ({"counts": [[2, 2, 0], [0, 0, float("nan")], [0, 0, 1]]}, r"schedule\.counts\[1\]\[2\]"),
    ({"counts": [[2, 2, 0], [0, 0, "1"], [0, 0, 1]]}, r"schedule\.counts\[1\]\[2\]"),
    ({"counts": [[True, 2, 0], [0, 0, 1], [0, 0, 1]]}, r"schedule\.counts\[0\]\[0\]"),
    ({"counts": [[2, 2, 0], [0, 0, 0.4], [0, 0, 1]]}, r"schedule\.counts\[1\]\[2\]"),
    ({"counts": GOOD, "assignment": [[0, 0], [0, 0.5], [1, 2]]},
     r"schedule\.assignment\[1\]\[1\]"),
    ({"counts": GOOD, "assignment": [[0, 0], [0, 0], [1, -1]]},
     r"schedule\.assignment\[2\]\[1\]: server -1"),
    ({"counts": GOOD, "assignment": [[0, 0], [0, 0], [1, 3]]},
     r"schedule\.assignment\[2\]\[1\]: server 3"),
    ({"counts": [[2, 2, 1], [0, 0, -1], [0, 0, 1]]}, r"schedule\.counts\[1\]\[2\]: -1 < 0"),
    ({"counts": GOOD, "colour": 1}, r"schedule\.colour"),
    ({"counts": "all"}, r"schedule\.counts"),
])
def test_verifier_names_the_field(schedule, field):
    inst = load_instance(BUNDLED / "fig2-example.json")
    errs = verify(inst, schedule)
    assert errs and any(re.match(field, e) for e in errs), errs
    res = verify_solution(inst, {"schedule": schedule})
    assert not res.feasible and res.status is Status.ERROR
    assert re.search(field, res.message)


def test_schedule_round_trip_and_old_forms():
    inst = load_instance(BUNDLED / "fig2-example.json")
    s = PlacementSchedule.from_dict({"counts": GOOD})
    assert PlacementSchedule.from_dict(s.to_dict()) == s
    assert PlacementSchedule.from_dict(GOOD) == s               # oldest form: bare counts
    assert verify(inst, s) == [] and evaluate(inst, s)[0] == pytest.approx(0.0344)
    res = solve(inst, solver="cpsat", time_limit=30, threads=1)
    assert isinstance(res.schedule, PlacementSchedule)
    back = verify_solution(inst, json.loads(res.to_json()))
    assert back.feasible and back.objective == res.objective
    assert isinstance(inst, PlacementInstance)
