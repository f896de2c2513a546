"""Registry integration: instance files, verify/evaluate, Result round trip."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

import optsched.core as core
from optsched.core import InstanceError, Status
from optsched.hesrpt import HesrptInstance

INSTANCES = sorted((Path(__file__).resolve().parents[2] / "instances" / "hesrpt").glob("*.json"))
ALGOS = ["hesrpt", "equi", "srpt", "rs", "hell", "knee"]


def test_instances_are_bundled():
    assert len(INSTANCES) >= 3


@pytest.mark.parametrize("path", INSTANCES, ids=lambda p: p.stem)
def test_every_algorithm_on_bundled_instances(path):
    inst = core.load_instance(path)
    assert HesrptInstance.from_dict(inst.to_dict()) == inst
    params = {"hesrpt": {"p": 0.5}} if inst.speedup.kind != "power" else {}
    results = {}
    for algo in ALGOS:
        res = core.run(inst, algo, **params.get(algo, {}))
        assert res.status is Status.FEASIBLE and res.feasible, res.message
        assert res.objective is not None
        if res.bound is not None:
            assert res.objective >= res.bound * (1 - 1e-9)
        back = core.Result.from_json(res.to_json())
        assert back.objective == res.objective
        results[algo] = res
    if inst.offline and inst.speedup.kind == "power":
        assert results["hesrpt"].gap == 0.0
        assert results["hesrpt"].metrics["optimal_flow_time"] > 0
    if inst.offline and len(inst.jobs) <= 5:
        num = core.run(inst, "numeric")
        assert num.feasible
        best_policy = min(r.objective for r in results.values())
        assert num.objective <= best_policy * (1 + 1e-6)


def test_two_job_paper_instance_result():
    inst = core.load_instance(INSTANCES[[p.stem for p in INSTANCES].index("two-jobs-paper")])
    res = core.run(inst, "hesrpt")
    first = res.schedule.segments[0]
    assert sorted(first.shares) == pytest.approx([0.25, 0.75])
    assert res.objective == pytest.approx((1 + 3 ** 0.5) / 10 ** 0.5 / 2)


def test_verifier_catches_tampering():
    inst = core.generate("hesrpt", "tiny", 3)
    res = core.run(inst, "hesrpt")
    assert core.get_family("hesrpt").verify(inst, res.schedule) == []
    good = res.schedule.to_dict()
    assert core.get_family("hesrpt").verify(inst, good) == []
    bad = copy.deepcopy(good)
    bad["segments"][0]["shares"][0] += 0.3            # over capacity and over-served
    errs = core.get_family("hesrpt").verify(inst, bad)
    assert any("sum" in e for e in errs) and any("work" in e for e in errs)
    short = copy.deepcopy(good)
    short["segments"][-1]["end_s"] = short["segments"][-1]["start_s"]   # last job starved
    assert any("work" in e for e in core.get_family("hesrpt").verify(inst, short))
    lie = copy.deepcopy(good)
    lie["completion_s"][0] *= 0.5
    assert any("claimed completion" in e for e in core.get_family("hesrpt").verify(inst, lie))
    checked = core.verify_solution(inst, json.loads(res.to_json()))
    assert checked.feasible and checked.objective == pytest.approx(res.objective)


def test_served_before_arrival_is_flagged():
    inst = core.load_instance(INSTANCES[[p.stem for p in INSTANCES].index("online-20-jobs")])
    res = core.run(inst, "equi")
    bad = res.schedule.to_dict()
    seg = bad["segments"][0]
    late = max(range(len(inst.jobs)), key=lambda i: inst.jobs[i].arrival_s)
    seg["jobs"] = seg["jobs"] + [late]
    seg["shares"] = [s * 0.5 for s in seg["shares"]] + [0.5]
    errs = core.get_family("hesrpt").verify(inst, bad)
    assert any("before its arrival" in e for e in errs)


def _base() -> dict:
    return {"family": "hesrpt", "version": 1, "name": "x", "n_servers": 10,
            "speedup": {"kind": "power", "p": 0.5}, "objective": "mean_slowdown",
            "jobs": [{"size": 1.0}, {"size": 2.0}, {"size": 3.0}, {"size": 4.0}]}


@pytest.mark.parametrize("mutate,path", [
    (lambda d: d["jobs"][3].update(size=-2), r"jobs\[3\]\.size: must be > 0, got -2"),
    (lambda d: d["jobs"][1].update(release=-1), r"jobs\[1\]\.release"),
    (lambda d: d["jobs"][0].update(color=1), r"jobs\[0\]\.color"),
    (lambda d: d.update(n_servers="ten"), r"n_servers"),
    (lambda d: d["speedup"].update(p=1.5), r"speedup\.p"),
    (lambda d: d.update(speedup={"kind": "log"}), r"speedup\.kind"),
    (lambda d: d.update(objective="makespan"), r"objective"),
    (lambda d: d.update(objective="weighted_flow_time"), r"jobs\[0\]\.weight"),
    (lambda d: d.update(jobs=[]), r"jobs"),
    (lambda d: d.update(version=9), r"version"),
    (lambda d: d.update(colour="red"), r"^colour: unknown field"),
    (lambda d: d["speedup"].update(q=1), r"^speedup\.q: unknown field"),
    (lambda d: d["speedup"].pop("p"), r"^speedup\.p: missing field"),
    (lambda d: d.update(speedup={"kind": "amdahl", "f": 0.9, "p": 1}), r"^speedup\.p"),
    (lambda d: d.pop("n_servers"), r"^n_servers: missing field"),
    (lambda d: d.update(n_servers=0), r"^n_servers: must be > 0, got 0"),
    (lambda d: d.update(n_servers=True), r"^n_servers: must be a number"),
    (lambda d: d["jobs"][2].pop("size"), r"^jobs\[2\]\.size: missing field"),
    (lambda d: d["jobs"].__setitem__(1, 5), r"^jobs\[1\]: must be an object"),
    (lambda d: d["jobs"][0].update(weight=float("nan")), r"^jobs\[0\]\.weight: must be finite"),
    (lambda d: d.update(jobs="all"), r"^jobs: must be a non-empty list"),
    (lambda d: d.pop("jobs"), r"^jobs: missing field"),
])
def test_bad_files_name_the_field(mutate, path):
    d = _base()
    mutate(d)
    with pytest.raises(InstanceError, match=path):
        core.instance_from_dict(d)


def test_presets_are_seeded():
    a = core.generate("hesrpt", "online", 11)
    b = core.generate("hesrpt", "online", 11)
    c = core.generate("hesrpt", "online", 12)
    assert a == b and a != c
    assert set(core.get_family("hesrpt").presets) >= {"tiny", "fig5", "fig-c7", "online"}


def test_unknown_param_is_bad_input():
    inst = core.generate("hesrpt", "tiny", 0)
    with pytest.raises(InstanceError, match="param.beta"):
        core.run(inst, "knee", beta=1)
    with pytest.raises(InstanceError, match="param.alpha"):
        core.run(inst, "knee", alpha="abc")
    assert core.run(inst, "knee", alpha="0.5").metrics["alpha"] == 0.5   # CLI strings
    with pytest.raises(InstanceError, match="offline"):
        core.run(core.generate("hesrpt", "online", 0), "numeric")
