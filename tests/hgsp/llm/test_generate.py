"""Generators (property-based) and the benchmark configs of the llm family."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.core import generate as core_generate
from optsched.core import get_family
from optsched.hgsp.llm import LlmInstance, generate
from optsched.hgsp.llm.exact_common import integer_data

ROOT = Path(__file__).resolve().parents[3]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_small_preset_is_valid_integral_and_reproducible(seed):
    inst = generate.small(seed)
    assert inst == generate.small(seed)
    assert LlmInstance.from_dict(json.loads(json.dumps(inst.to_dict()))) == inst
    assert inst.unschedulable_reason() is None
    assert 6 <= len(inst.tasks) <= 12 and 4 <= len(inst.gpus) <= 8
    data = integer_data(inst)  # raises if a duration is not a multiple of 0.5 s
    assert not data.discretized


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), load=st.floats(0.2, 1.5),
       n=st.integers(20, 120))
def test_workload_generator(seed, load, n):
    inst = generate.workload(seed, n_tasks=n, load=load)
    assert inst == generate.workload(seed, n_tasks=n, load=load)
    assert len(inst.tasks) == n and inst.unschedulable_reason() is None
    arr = np.array([t.arrival_s for t in inst.tasks])
    assert arr[0] == 0 and np.all(np.diff(arr) >= 0)
    assert {t.phase for t in inst.tasks} <= {"prefill", "decode"}
    assert LlmInstance.from_dict(json.loads(json.dumps(inst.to_dict()))) == inst


def test_workload_load_scales_arrival_rate():
    """Same seed, twice the load: same tasks, arrivals compressed by exactly 2."""
    a = generate.workload(5, n_tasks=200, load=0.5)
    b = generate.workload(5, n_tasks=200, load=1.0)
    ra = np.array([t.arrival_s for t in a.tasks])
    rb = np.array([t.arrival_s for t in b.tasks])
    assert np.allclose(ra, 2.0 * rb, rtol=0, atol=3e-6)
    assert [t.tokens for t in a.tasks] == [t.tokens for t in b.tasks]
    mix = {t.tp_degree for t in a.tasks}
    assert len(mix) >= 2 and len({t.model for t in a.tasks}) >= 3


def test_presets_through_the_core():
    fam = get_family("hgsp-llm")
    for name in fam.presets:
        inst = core_generate("hgsp-llm", name, 1)
        assert inst.family == "hgsp-llm" and inst.unschedulable_reason() is None


@pytest.mark.parametrize("config", sorted((ROOT / "benchmarks").glob("llm_*.toml")))
def test_bench_configs_name_registered_methods(config):
    raw = tomllib.loads(config.read_text())
    fam = get_family("hgsp-llm")
    for g in raw.get("instances", {}).get("generate", []):
        assert g["family"] == "hgsp-llm" and g["preset"] in fam.presets
    for f in raw.get("instances", {}).get("files", []):
        found = list(config.parent.glob(f)) if not f.startswith("..") else \
            [p for p in [(config.parent / f).resolve()] if p.exists()]
        assert found or list(ROOT.glob(f)), f
    assert raw["methods"]
    for m in raw["methods"]:
        if "algo" in m:
            assert m["algo"] in fam.algorithms
        else:
            model = m.get("model", fam.default_models[m["solver"]])
            assert m["solver"] in fam.models[model].solvers


def test_gantt_plot_writes_a_png(tmp_path):
    from optsched.core import run

    inst = generate.small(1)
    res = run(inst, "wsrpt")
    out = tmp_path / "g.png"
    get_family("hgsp-llm").plot(inst, res.schedule, str(out), title="t")
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
