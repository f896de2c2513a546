from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.core import InstanceError, load_instance, run, solve
from optsched.core.registry import instance_from_dict
from optsched.hgsp import HgspInstance, generate


def base() -> dict:
    return generate.tiny(0).to_dict()


@given(seed=st.integers(0, 10_000))
@settings(max_examples=40, deadline=None)
def test_round_trip_and_generator_invariants(seed: int) -> None:
    inst = generate.tiny(seed)
    back = HgspInstance.from_dict(json.loads(json.dumps(inst.to_dict())))
    assert back.to_dict() == inst.to_dict()
    assert 5 <= inst.n <= 12 and 2 <= inst.m <= 3
    # integer processing times, every task fits somewhere, deadlines after arrivals
    assert back.scaled_integer_data() is not None
    assert inst.fits.any(axis=1).all()
    assert (inst.deadline > inst.arrival).all()
    assert generate.tiny(seed).to_dict() == inst.to_dict()  # same seed, same instance


@pytest.mark.parametrize("mutate,field,needle", [
    (lambda d: d["tasks"][3].pop("workload"), "tasks[3].workload", "missing field"),
    (lambda d: d["tasks"][3].__setitem__("memory_gb", -2), "tasks[3].memory_gb",
     "must be >= 0, got -2"),
    (lambda d: d["gpus"][1].__setitem__("speed", 0), "gpus[1].speed", "must be > 0"),
    (lambda d: d["tasks"][0].__setitem__("deadline", "soon"), "tasks[0].deadline",
     "must be a number"),
    (lambda d: d.__setitem__("tasks", []), "tasks", "non-empty"),
    (lambda d: d["tasks"][1].__setitem__("id", d["tasks"][0]["id"]), "tasks[1].id",
     "duplicate id"),
    (lambda d: d.__setitem__("processing_times", [[1.0]]), "processing_times", "rows"),
    (lambda d: d.__setitem__("version", 7), "version", "unsupported"),
])
def test_validation_names_the_field(mutate, field: str, needle: str) -> None:
    d = base()
    mutate(d)
    with pytest.raises(InstanceError) as e:
        HgspInstance.from_dict(d)
    assert e.value.path == field
    assert needle in str(e.value)
    assert "\n" not in str(e.value)


def test_unknown_and_missing_family() -> None:
    d = base()
    d["family"] = "jobshop"
    with pytest.raises(InstanceError, match="unknown family 'jobshop'"):
        instance_from_dict(d)
    d.pop("family")
    with pytest.raises(InstanceError, match="family: missing field"):
        instance_from_dict(d)


def test_task_too_big_for_every_gpu_is_unschedulable_and_named() -> None:
    d = base()
    d["tasks"][2]["memory_gb"] = 500
    inst = HgspInstance.from_dict(d)
    reason = inst.unschedulable_reason()
    assert reason is not None and "tasks[2]" in reason and "500" in reason
    for res in (run(inst, "fifo"), run(inst, "greedy"), solve(inst, "highs")):
        assert res.status == "unschedulable"
        assert res.schedule is None and "tasks[2]" in res.message


def test_explicit_processing_times_take_precedence() -> None:
    d = base()
    n, m = len(d["tasks"]), len(d["gpus"])
    d["processing_times"] = [[float(i + j + 1) for j in range(m)] for i in range(n)]
    inst = HgspInstance.from_dict(d)
    assert inst.p[2, 1] == 4.0


def test_bundled_instances_load(repo: Path) -> None:
    files = sorted((repo / "instances" / "hgsp").glob("*.json"))
    assert len(files) >= 5
    for f in files:
        inst = load_instance(f)
        assert inst.family == "hgsp" and inst.name == f.stem
