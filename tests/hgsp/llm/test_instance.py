"""Instance model of hgsp-llm: round trip, named-field validation, unschedulable."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from optsched.core import InstanceError, Status, instance_from_dict, load_instance, run, solve
from optsched.hgsp.llm import LlmInstance, generate
from optsched.hgsp.llm.instance import suggest_time_scale

ROOT = Path(__file__).resolve().parents[3]
TABLE4 = ROOT / "instances" / "llm" / "table4.json"


def base() -> dict:
    return {
        "family": "hgsp-llm", "version": 1, "name": "x", "time_scale_s": 0.5,
        "gpus": [{"type": "H100", "memory_gb": 80, "prefill_tokens_per_s": 1000,
                  "decode_tokens_per_s": 5000, "count": 4}],
        "tasks": [{"name": "a", "model": "Qwen3-30B", "tokens": 1000, "phase": "prefill",
                   "memory_gb": 30, "tp_degree": 2, "weight": 1, "arrival_s": 0},
                  {"name": "b", "model": "Qwen3-30B", "tokens": 500, "phase": "decode",
                   "memory_gb": 30, "tp_degree": 2, "weight": 3, "arrival_s": 1}],
    }


def test_round_trip_and_count_expansion():
    inst = LlmInstance.from_dict(base())
    assert [g.name for g in inst.gpus] == ["H100-0-0", "H100-0-1", "H100-0-2", "H100-0-3"]
    again = LlmInstance.from_dict(json.loads(json.dumps(inst.to_dict())))
    assert again == inst
    assert inst.to_dict()["family"] == "hgsp-llm" and inst.to_dict()["version"] == 2


def test_bundled_table4_is_the_generator_output():
    inst = load_instance(TABLE4)
    assert inst == generate.table4()
    assert len(inst.tasks) == 20 and len(inst.gpus) == 16
    assert sum(t.weight == 10 and t.tokens == 500 for t in inst.tasks) == 12
    assert all(t.memory_per_gpu_gb == 15 and t.tp_degree == 2 for t in inst.tasks)


@pytest.mark.parametrize(("path", "value", "field", "needle"), [
    (("tasks", 1, "tp_degree"), 0, "tasks[1].tp_degree", ">= 1"),
    (("tasks", 0, "tp_degree"), 1.5, "tasks[0].tp_degree", "integer"),
    (("tasks", 0, "memory_gb"), -2, "tasks[0].memory_gb", "> 0"),
    (("tasks", 0, "tokens"), 0, "tasks[0].tokens", "> 0"),
    (("tasks", 0, "phase"), "generate", "tasks[0].phase", "prefill"),
    (("tasks", 1, "arrival_s"), -1, "tasks[1].arrival_s", ">= 0"),
    (("tasks", 1, "weight"), "high", "tasks[1].weight", "number"),
    (("tasks", 1, "name"), "a", "tasks[1].name", "duplicate"),
    (("gpus", 0, "prefill_tokens_per_s"), 0, "gpus[0].prefill_tokens_per_s", "> 0"),
    (("gpus", 0, "count"), 0, "gpus[0].count", ">= 1"),
    (("time_scale_s",), 0, "time_scale_s", "> 0"),
    (("family",), "hgsp", "family", None),
])
def test_bad_fields_are_named(path, value, field, needle):
    d = base()
    target = d
    for k in path[:-1]:
        target = target[k]
    target[path[-1]] = value
    with pytest.raises(InstanceError) as exc:
        instance_from_dict(d) if path != ("family",) else LlmInstance.from_dict(d)
    assert exc.value.path == field
    if needle:
        assert needle in str(exc.value)


def test_unknown_and_missing_fields():
    d = base()
    d["tasks"][0]["memroy_gb"] = 3
    with pytest.raises(InstanceError) as exc:
        LlmInstance.from_dict(d)
    assert exc.value.path == "tasks[0].memroy_gb"
    d = base()
    del d["gpus"][0]["memory_gb"]
    with pytest.raises(InstanceError) as exc:
        LlmInstance.from_dict(d)
    assert exc.value.path == "gpus[0].memory_gb"
    with pytest.raises(InstanceError) as exc:
        LlmInstance.from_dict({**base(), "tasks": []})
    assert exc.value.path == "tasks"


def test_unschedulable_gang_is_reported_by_name():
    d = base()
    d["tasks"][1]["tp_degree"] = 8  # 8 > 4 GPUs
    inst = LlmInstance.from_dict(d)
    why = inst.unschedulable_reason()
    assert why is not None and why.startswith("tasks[1].tp_degree")
    for res in (run(inst, "wsrpt"), solve(inst, solver="cpsat")):
        assert res.status is Status.UNSCHEDULABLE and res.schedule is None
    # memory: 4 GPUs exist, but a 100 GB per-GPU shard fits none of them
    d = base()
    d["tasks"][0]["memory_gb"] = 200  # 100 GB per GPU at tau=2
    assert "memory" in LlmInstance.from_dict(d).unschedulable_reason()


def test_heterogeneous_gang_runs_at_slowest_member():
    d = base()
    d["gpus"].append({"type": "A100", "memory_gb": 40, "prefill_tokens_per_s": 500,
                      "decode_tokens_per_s": 2500, "count": 2})
    inst = LlmInstance.from_dict(d)
    a = inst.tasks[0]
    assert inst.duration_s(a, [0, 1]) == 1.0
    assert inst.duration_s(a, [0, 4]) == 2.0  # one A100 in the gang halves the pace
    assert inst.best_duration_s(a) == 1.0


def test_suggest_time_scale():
    assert suggest_time_scale([0.5, 2.0, 1.25]) == 0.25
    assert suggest_time_scale([1 / 3, 1.0]) == pytest.approx(1 / 3)


def test_input_is_not_mutated():
    d = base()
    snapshot = copy.deepcopy(d)
    LlmInstance.from_dict(d)
    assert d == snapshot


def test_format_1_files_migrate_to_format_2_ids():
    """Issue 11: ids are spelled ``id`` (as in hgsp) from format version 2; format-1 files
    (and files without a version) spell them ``name`` and keep loading."""
    v1 = json.loads((ROOT / "instances" / "llm" / "small-0.json").read_text())
    assert v1.get("version", 1) == 1 and "name" in v1["tasks"][0]
    inst = LlmInstance.from_dict(v1)
    v2 = inst.to_dict()
    assert v2["version"] == 2 and "id" in v2["tasks"][0] and "name" not in v2["tasks"][0]
    assert "id" in v2["gpus"][0]
    assert LlmInstance.from_dict(v2) == inst
    assert inst.tasks[0].name == inst.tasks[0].id == v1["tasks"][0]["name"]
    unversioned = {k: v for k, v in v1.items() if k != "version"}
    assert LlmInstance.from_dict(unversioned) == inst
    bad = json.loads(json.dumps(v2))
    bad["tasks"][0]["name"] = "x"  # the old spelling in a format-2 file
    with pytest.raises(InstanceError) as exc:
        LlmInstance.from_dict(bad)
    assert exc.value.path == "tasks[0].name"
    bad = json.loads(json.dumps(v1))
    bad["gpus"][0]["id"] = "x"  # the new spelling in a format-1 file
    with pytest.raises(InstanceError) as exc:
        LlmInstance.from_dict(bad)
    assert exc.value.path == "gpus[0].id"
    with pytest.raises(InstanceError) as exc:
        LlmInstance.from_dict({**v2, "version": 3})
    assert exc.value.path == "version"
