"""Issue 11/12 regressions for hesrpt: the closed form at p = 1 and p -> 0, the size guard
of the numerical optimiser, extreme numbers in instances, version-1 files, and a strict
verifier whose messages name the field."""

from __future__ import annotations

import json
import math
import re
from pathlib import Path

import numpy as np
import pytest

import optsched.core as core
from optsched.core import InstanceError, Status
from optsched.hesrpt import (
    FluidSchedule,
    HesrptInstance,
    Power,
    allocation,
    completion_times,
    optimal_flow_time,
    optimal_numeric,
    simulate_run,
)
from optsched.hesrpt.numeric import check_numeric_size

SIZES = [4.0, 2.5, 1.5, 0.7]          # not the sizes used while writing the code
WEIGHTS = [None, "slowdown", np.array([0.5, 1.0, 1.0, 3.0])]
BUNDLED = Path(__file__).resolve().parents[2] / "instances" / "hesrpt"


@pytest.mark.parametrize("w", WEIGHTS, ids=["flow", "slowdown", "explicit"])
def test_p_equal_one_is_the_limit_and_the_optimum(w):
    theta = allocation(SIZES, 1.0, w)
    assert theta.tolist() == [0.0, 0.0, 0.0, 1.0]                 # SRPT: smallest job
    assert np.allclose(allocation(SIZES, 1 - 1e-9, w), theta, atol=1e-12)
    f1 = optimal_flow_time(SIZES, 1.0, 8, w)
    assert f1 == pytest.approx(optimal_flow_time(SIZES, 1 - 1e-9, 8, w), rel=1e-7)
    ww = np.ones(4) if w is None else (8 / np.array(SIZES) if isinstance(w, str) else w)
    t = completion_times(SIZES, 1.0, 8, w)
    assert t.tolist() == pytest.approx(np.cumsum(SIZES[::-1])[::-1] / 8, rel=1e-15)
    assert f1 == pytest.approx(float(np.dot(ww, t)), rel=1e-14)
    assert completion_times(SIZES, 1 - 1e-9, 8, w) == pytest.approx(t, rel=1e-7)
    num = optimal_numeric(SIZES, 1.0, 8, w, orders="all")       # independent optimiser
    assert num.objective == pytest.approx(f1, rel=1e-9)


@pytest.mark.parametrize("w", WEIGHTS, ids=["flow", "slowdown", "explicit"])
def test_p_zero_is_the_limit(w):
    ww = np.ones(4) if w is None else (1 / np.array(SIZES) if isinstance(w, str) else w)
    theta = allocation(SIZES, 0.0, w)
    assert theta == pytest.approx(ww / ww.sum(), rel=1e-14)       # weight-proportional
    assert allocation(SIZES, 1e-9, w) == pytest.approx(theta, rel=1e-7)
    f0 = optimal_flow_time(SIZES, 0.0, 8, w)
    assert f0 == pytest.approx(float(np.dot(ww, SIZES)), rel=1e-14)   # s(N) -> 1
    assert optimal_flow_time(SIZES, 1e-9, 8, w) == pytest.approx(f0, rel=1e-7)
    assert completion_times(SIZES, 0.0, 8, w) == pytest.approx(SIZES, rel=1e-14)
    assert completion_times(SIZES, 1e-9, 8, w) == pytest.approx(SIZES, rel=1e-7)


def test_small_p_agrees_with_the_numerical_optimiser():
    num = optimal_numeric(SIZES, 0.05, 8, "slowdown", orders="all")
    assert num.objective == pytest.approx(optimal_flow_time(SIZES, 0.05, 8, "slowdown"),
                                          rel=1e-9)


def test_p_one_instance_runs_end_to_end():
    inst = HesrptInstance.from_arrays("p1", SIZES, 8, Power(1.0), "mean_slowdown")
    res = core.run(inst, "hesrpt")
    assert res.feasible and res.gap == 0.0 and res.bound is not None
    assert core.run(inst, "equi").objective > res.objective
    sim = simulate_run(SIZES, "hesrpt", 1.0, 8, "slowdown")
    assert sim.completion == pytest.approx(completion_times(SIZES, 1.0, 8, "slowdown"))


@pytest.mark.parametrize("p", [-0.1, 1.5, float("nan"), True, "0.5"])
def test_closed_form_refuses_p_outside_the_unit_interval(p):
    with pytest.raises(InstanceError, match=r"^p"):
        allocation(SIZES, p)


def test_numeric_refuses_fig5_up_front():
    inst = core.generate("hesrpt", "fig5", 3)
    with pytest.raises(InstanceError, match=r"^jobs: .*124,750 variables.*GiB"):
        core.run(inst, "numeric")
    assert check_numeric_size(20, True).variables == 190
    with pytest.raises(InstanceError, match="jobs"):
        check_numeric_size(21, True)
    assert check_numeric_size(6, True, orders=720).variables == 15      # all orders, M = 6
    with pytest.raises(InstanceError, match="^orders"):
        optimal_numeric([1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0], 0.5, 10, orders="all")


def _v2() -> dict:
    return {"family": "hesrpt", "version": 2, "name": "x", "n_servers": 10,
            "speedup": {"kind": "power", "p": 0.5}, "objective": "weighted_flow_time",
            "jobs": [{"size_s": 1.0, "weight": 1.0}, {"size_s": 2.0, "arrival_s": 0.5,
                                                       "weight": 1.0}]}


#: the family's own range check, or the magnitude limit every instance number has
_SIZE_RANGE = r"^jobs\[0\]\.size_s: (must lie in|magnitude must be)"


@pytest.mark.parametrize("mutate,field", [
    (lambda d: d["jobs"][0].update(size_s=1e300), _SIZE_RANGE),
    (lambda d: d["jobs"][0].update(size_s=1e-300), _SIZE_RANGE),
    (lambda d: d["jobs"][1].update(arrival_s=float("inf")), r"^jobs\[1\]\.arrival_s"),
    (lambda d: d["jobs"][1].update(arrival_s=1e300), r"^jobs\[1\]\.arrival_s"),
    (lambda d: d["jobs"][1].update(weight=-math.inf), r"^jobs\[1\]\.weight"),
    (lambda d: d["jobs"][1].update(weight=float("nan")), r"^jobs\[1\]\.weight"),
    (lambda d: d.update(n_servers=1e300), r"^n_servers"),
    (lambda d: d.update(n_servers=float("nan")), r"^n_servers"),
    (lambda d: d["speedup"].update(p=float("nan")), r"^speedup\.p"),
    (lambda d: d["jobs"][0].update(size_s="1"), r"^jobs\[0\]\.size_s: must be a number"),
    (lambda d: d["jobs"][0].update(size_s=False), r"^jobs\[0\]\.size_s: must be a number"),
    (lambda d: d["jobs"][0].update(size=1.0), r"^jobs\[0\]\.size: unknown field"),
    (lambda d: d.update(version=True), r"^version"),
])
def test_extreme_numbers_name_the_field(mutate, field):
    d = _v2()
    mutate(d)
    with pytest.raises(InstanceError, match=field):
        core.instance_from_dict(d)


def test_version_one_files_load_and_migrate():
    v1 = {"family": "hesrpt", "version": 1, "name": "x", "n_servers": 10,
          "speedup": {"kind": "power", "p": 0.5}, "objective": "mean_flow_time",
          "jobs": [{"size": 1.0, "release": 0.0}, {"size": 2.0, "release": 0.5}]}
    inst = core.instance_from_dict(v1)
    assert inst.sizes.tolist() == [1.0, 2.0] and inst.arrivals.tolist() == [0.0, 0.5]
    v2 = inst.to_dict()
    assert v2["version"] == 2 and v2["jobs"][1] == {"size_s": 2.0, "arrival_s": 0.5}
    assert core.instance_from_dict(v2) == inst
    bad = json.loads(json.dumps(v1))
    bad["jobs"][0]["release"] = -1
    with pytest.raises(InstanceError, match=r"^jobs\[0\]\.release"):   # the file's name
        core.instance_from_dict(bad)
    bad["jobs"][0] = {"size_s": 1.0}
    with pytest.raises(InstanceError, match=r"^jobs\[0\]\.size_s: unknown field"):
        core.instance_from_dict(bad)
    unversioned = {k: v for k, v in v2.items() if k != "version"}
    assert core.instance_from_dict(unversioned) == inst              # names tell the version
    assert core.instance_from_dict({k: v for k, v in v1.items() if k != "version"}) == inst
    for path in BUNDLED.glob("*.json"):                               # bundled files are v1
        assert core.load_instance(path).to_dict()["version"] == 2


def test_schedule_round_trip_and_version_one_result_files():
    inst = core.load_instance(BUNDLED / "two-jobs-paper.json")
    res = core.run(inst, "hesrpt")
    assert isinstance(res.schedule, FluidSchedule)
    assert FluidSchedule.from_dict(res.schedule.to_dict()) == res.schedule
    old = {"kind": "fluid",
           "segments": [{"start": g.start_s, "end": g.end_s, "jobs": list(g.jobs),
                         "shares": list(g.shares)} for g in res.schedule.segments],
           "completion": list(res.schedule.completion_s)}
    assert FluidSchedule.from_dict(old) == res.schedule
    new = res.schedule.to_dict()
    del new["version"]
    assert FluidSchedule.from_dict(new) == res.schedule              # unversioned v2 names
    checked = core.verify_solution(inst, {"schedule": old})
    assert checked.feasible and checked.objective == res.objective
    checked = core.verify_solution(inst, json.loads(res.to_json()))
    assert checked.feasible and checked.objective == res.objective


def _good(inst: HesrptInstance) -> dict:
    return core.run(inst, "hesrpt").schedule.to_dict()


@pytest.mark.parametrize("mutate,field", [
    (lambda s: s["segments"][0]["shares"].__setitem__(0, float("nan")),
     r"schedule\.segments\[0\]\.shares\[0\]: must be finite"),
    (lambda s: s["segments"][0]["shares"].__setitem__(1, "0.5"),
     r"schedule\.segments\[0\]\.shares\[1\]: must be a number"),
    (lambda s: s["segments"][0]["shares"].__setitem__(0, True),
     r"schedule\.segments\[0\]\.shares\[0\]: must be a number"),
    (lambda s: s["segments"][1].update(start_s=float("inf")),
     r"schedule\.segments\[1\]\.start_s: must be finite"),
    (lambda s: s["segments"][0]["jobs"].__setitem__(0, 0.4),
     r"schedule\.segments\[0\]\.jobs\[0\]: must be an integer"),
    (lambda s: s["segments"][0]["jobs"].__setitem__(1, -1),
     r"schedule\.segments\[0\]\.jobs\[1\]: job -1 outside"),
    (lambda s: s["segments"][0]["shares"].__setitem__(0, 1.3),
     r"schedule\.segments\[0\]\.shares\[0\]: 1\.3 outside \[0, 1\]"),
    (lambda s: s["segments"][0]["shares"].__setitem__(0, -0.2),
     r"schedule\.segments\[0\]\.shares\[0\]: -0\.2 outside \[0, 1\]"),
    (lambda s: s["segments"][0]["shares"].append(0.0),
     r"schedule\.segments\[0\]\.shares: 3 shares for 2 jobs"),
    (lambda s: s["completion_s"].__setitem__(1, None),
     r"schedule\.completion_s\[1\]: must be a number"),
    (lambda s: s["segments"][0].update(end_s=-1.0),
     r"schedule\.segments\[0\]\.end_s: -1\.0 < start_s"),
    (lambda s: s.update(version=7), r"schedule\.version"),
    (lambda s: s["segments"][0].update(colour=1), r"schedule\.segments\[0\]\.colour"),
])
def test_verifier_names_the_field(mutate, field):
    inst = core.load_instance(BUNDLED / "two-jobs-paper.json")
    sched = _good(inst)
    mutate(sched)
    errs = core.get_family("hesrpt").verify(inst, sched)
    assert any(re.match(field, e) for e in errs), errs
    res = core.verify_solution(inst, {"schedule": sched})
    assert not res.feasible and res.status is Status.ERROR
    assert re.search(field, res.message)
