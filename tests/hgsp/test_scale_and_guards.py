"""Issue 12 regressions: claims hold at any data scale, user bounds are checked, models
are sized before they are built, building counts against the time limit, and malformed
schedules and instances are reported naming the field."""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import pytest

from optsched.core import InstanceError, Status, solve, verify_solution
from optsched.hgsp import HgspInstance
from optsched.hgsp.schedule import HgspSchedule
from optsched.hgsp.verify import verify

ROOT = Path(__file__).resolve().parents[2]
TINY_S1 = json.loads((ROOT / "instances" / "hgsp" / "tiny-s1.json").read_text())
OPT_S1 = 40.0  # instances/index.json
SCALES = (1e-8, 1e-4, 1.0, 1e6, 1e14)


def scaled(scale: float, what: str, n_tasks: int | None = None,
           compensate: bool = True) -> HgspInstance:
    """tiny-s1 with weights (or workloads, deadlines, arrivals) x scale; for times the
    ``time_scale`` is divided by ``scale`` so that ticks stay integers."""
    d = copy.deepcopy(TINY_S1)
    if n_tasks is not None:
        d["tasks"] = d["tasks"][:n_tasks]
    for t in d["tasks"]:
        if what == "weights":
            t["weight"] *= scale
        else:
            for key in ("workload", "deadline", "arrival"):
                t[key] *= scale
    if what == "times" and compensate:
        d["time_scale"] = 1.0 / scale
    return HgspInstance.from_dict(d)


def _check(r, expected: float) -> None:
    assert r.feasible, (r.method, r.message)
    if r.status is Status.OPTIMAL:
        assert r.objective == pytest.approx(expected, rel=1e-9), (r.method, r.objective)
        # the bound carries the solver's own tolerance (HiGHS: 1e-6 on normalised data)
        assert r.bound == pytest.approx(expected, rel=1e-7)
    else:  # honestly not optimal: any claim is still on the right side
        assert r.objective >= expected * (1 - 1e-9)
        assert r.bound is None or r.bound <= expected * (1 + 1e-9)


@pytest.mark.parametrize("what", ["weights", "times"])
@pytest.mark.parametrize("scale", SCALES)
def test_exact_models_are_optimal_at_exactly_scale_x_40_or_honestly_not(scale, what):
    inst = scaled(scale, what)
    for solver, model in (("cpsat", "cpsat"), ("highs", "timeindexed")):
        r = solve(inst, solver=solver, model=model, time_limit=30, threads=1)
        _check(r, OPT_S1 * scale)
        assert r.status is Status.OPTIMAL  # normalised data: the scale changes nothing
    # big-M on a 5-task prefix (fast): the same value at every scale
    small, ref = scaled(scale, what, 5), scaled(1.0, what, 5)
    opt = solve(ref, solver="cpsat", time_limit=30, threads=1).objective
    r = solve(small, solver="highs", model="bigm", time_limit=30, threads=1)
    _check(r, opt * scale)
    assert r.status is Status.OPTIMAL


def test_big_m_on_tiny_s1_at_extreme_scales_claims_nothing_false():
    for scale in (1e-8, 1e14):
        for inst in (scaled(scale, "weights"), scaled(scale, "times", compensate=False)):
            r = solve(inst, solver="highs", model="bigm", time_limit=1.5, threads=1)
            if r.schedule is None:  # no incumbent within the limit: nothing may be claimed
                assert r.status is Status.TIME_LIMIT and r.objective is None
                assert r.bound is None or r.bound <= OPT_S1 * scale * (1 + 1e-9)
            else:
                _check(r, OPT_S1 * scale)


@pytest.mark.parametrize("scale", [1e-8, 1e-4])
def test_fractional_ticks_are_refused_naming_the_field(scale):
    inst = scaled(scale, "times", compensate=False)
    for solver, model in (("cpsat", "cpsat"), ("highs", "timeindexed")):
        with pytest.raises(InstanceError) as exc:
            solve(inst, solver=solver, model=model, time_limit=5, threads=1)
        assert exc.value.path.startswith("tasks[")


def test_greedy_sees_tardiness_at_tiny_time_scales():
    inst = scaled(1e-8, "times")
    from optsched.core import run

    assert run(inst, "greedy").objective == pytest.approx(OPT_S1 * 1e-8, rel=1e-9)


# ----------------------------------------------------------------------------- lower_bound


def test_lower_bound_above_a_feasible_objective_is_refused(cli):
    inst = HgspInstance.from_dict(TINY_S1)
    with pytest.raises(InstanceError) as exc:
        solve(inst, solver="cpsat", lower_bound=1000, time_limit=10, threads=1)
    assert exc.value.path == "param.lower_bound" and "feasible schedule" in str(exc.value)
    ok = solve(inst, solver="cpsat", lower_bound=40, time_limit=10, threads=1)
    assert ok.status is Status.OPTIMAL and ok.objective == 40.0
    out = cli("solve", str(ROOT / "instances/hgsp/tiny-s1.json"), "--solver", "cpsat",
              "--param", "lower_bound=1000", "--threads", "1")
    assert out.returncode == 2 and "lower_bound" in out.stderr, out.stderr


# ----------------------------------------------------------------------------- size / time


@pytest.mark.parametrize("arrival", [1e7, 1e12])
def test_huge_arrival_is_refused_by_the_size_estimate(arrival):
    d = copy.deepcopy(TINY_S1)
    d["tasks"][0]["arrival"] = arrival
    d["tasks"][0]["deadline"] = arrival + 17
    inst = HgspInstance.from_dict(d)
    with pytest.raises(InstanceError) as exc:
        solve(inst, solver="highs", model="timeindexed", time_limit=5, threads=1)
    assert exc.value.path == "model size" and "non-zeros" in str(exc.value)
    r = solve(inst, solver="cpsat", time_limit=5, threads=1)  # no time slots: fine
    assert r.feasible


def test_model_building_counts_against_the_time_limit():
    inst = HgspInstance.from_dict(TINY_S1)
    r = solve(inst, solver="highs", model="timeindexed", time_limit=1e-6, threads=1)
    assert r.status is Status.TIME_LIMIT and r.bound is None and "time limit" in r.message
    # the solver never ran: the schedule is the hint's (tests/hgsp/test_limit_incumbent.py)
    assert "solver was not started" in r.message and r.metrics["incumbent_from"]


def test_size_estimates_bound_the_built_models():
    from optsched.core import get_family

    fam = get_family("hgsp")
    inst = HgspInstance.from_dict(TINY_S1)
    for name in ("bigm", "timeindexed"):
        est = fam.models[name].size(inst)
        model = fam.models[name].build_pyomo(inst)
        assert est.variables >= model.nvariables() and est.constraints >= model.nconstraints()


# ----------------------------------------------------------------------------- verifier


ROW = {"task": "t0", "gpu": "g0", "start": 0.0, "end": 10.0}


@pytest.mark.parametrize("field,value", [
    ("end", math.nan), ("start", "0"), ("start", False), ("gpu", -1), ("task", 0.4),
    ("end", "10"), ("start", math.inf),
])
def test_malformed_schedule_values_are_violations_naming_the_field(field, value):
    inst = HgspInstance.from_dict(TINY_S1)
    good = [dict(r) for r in solve(inst, solver="cpsat", time_limit=10,
                                   threads=1).schedule.to_dict()]
    bad = copy.deepcopy(good)
    bad[0][field] = value
    problems = verify(inst, bad)
    assert problems and problems[0].startswith(f"schedule[0].{field}:"), problems
    res = verify_solution(inst, bad)
    assert not res.feasible and f"schedule[0].{field}" in res.message
    with pytest.raises(InstanceError) as exc:
        HgspSchedule.from_dict(bad)
    assert exc.value.path == f"schedule[0].{field}"


def test_old_list_of_dict_schedules_and_results_keep_loading():
    inst = HgspInstance.from_dict(TINY_S1)
    res = solve(inst, solver="cpsat", time_limit=10, threads=1)
    rows = res.to_dict()["schedule"]
    assert isinstance(rows, list) and set(rows[0]) == {"task", "gpu", "start", "end"}
    for r in rows:
        del r["end"]  # files without "end" (start + p) are accepted
    assert verify_solution(inst, rows).objective == 40.0
    assert HgspSchedule.from_dict(rows).to_dict()[0].keys() == {"task", "gpu", "start"}


# ----------------------------------------------------------------------------- instances


@pytest.mark.parametrize("path,value", [
    ("tasks.0.weight", 1e300), ("tasks.1.arrival", math.inf), ("tasks.2.deadline", -math.inf),
    ("tasks.3.workload", math.nan), ("gpus.1.speed", 1e300), ("gpus.0.memory_gb", math.nan),
    ("time_scale", 1e300), ("gpus.2.speed", 1e-300),
])
def test_absurd_numbers_are_refused_naming_the_field(path, value):
    d = copy.deepcopy(TINY_S1)
    *head, last = path.split(".")
    obj = d
    for k in head:
        obj = obj[int(k)] if k.isdigit() else obj[k]
    obj[last] = value
    with pytest.raises(InstanceError) as exc:
        HgspInstance.from_dict(d)
    want = path.replace(".0.", "[0].").replace(".1.", "[1].").replace(".2.", "[2].") \
        .replace(".3.", "[3].")
    if last == "speed" and value < 1:  # a derived p = L / v beyond the limit
        assert exc.value.path.startswith("tasks[") and "gpus[2]" in str(exc.value)
    else:
        assert exc.value.path == want
