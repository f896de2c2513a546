"""Generators: Section 7 ranges, determinism, validity (property test), overrides."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from optsched.core.errors import InstanceError
from optsched.core.registry import generate as registry_generate
from optsched.psrar import PsrarInstance, PsrarSchedule
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS, generate, ideal_demand
from optsched.psrar.horizon import upper_bound_schedule
from optsched.psrar.verify import verify


def test_paper_preset_ranges() -> None:
    inst = PRESETS["paper-ps"](7, n_jobs=30)
    assert len(inst.servers) == 150 and inst.horizon_slots == 150
    assert len(inst.worker_types) == 8 and len(inst.ps_types) == 10
    for w in inst.worker_types:
        gpu, vcpu, _, bw = w.demand
        assert 1 <= gpu <= 4 and 1 <= vcpu <= 16 and 0.1 <= bw <= 5
    for p in inst.ps_types:
        assert 1 <= p.demand[1] <= 16 and 5 <= p.bandwidth_gbps <= 20
    for job in inst.jobs:
        assert job.arch == "ps"
        assert 200 <= job.weight <= 5000 and 50 <= job.epochs <= 100
        assert 5 <= job.chunks <= 50 and 10 <= job.minibatches <= 50
        assert all(0.001 <= v <= 0.05 for v in job.minibatch_time_slots)
        assert all(10 <= u <= 100 for u in job.update_time_ms)
        assert 30 <= job.gradient_mb <= 575
        assert 0 <= job.arrival_slot < inst.horizon_slots
    # capacity fraction: total capacity ~ 0.35 x total ideal demand (GPU), up to the
    # per-server floor and integer rounding
    demand = sum(ideal_demand(j, inst.worker_types, inst.ps_types) for j in inst.jobs)
    cap = np.sum([s.capacity for s in inst.servers], axis=0)
    assert 0.3 <= cap[0] / demand[0] <= 0.6


def test_rar_and_overrides() -> None:
    inst = PRESETS["paper-rar"](3, n_jobs=12, n_servers=20, horizon=100,
                                capacity_fraction=0.2)
    assert len(inst.jobs) == 12 and len(inst.servers) == 20 and inst.horizon_slots == 100
    assert all(j.arch == "rar" and j.update_time_ms == () for j in inst.jobs)
    assert all(10 <= j.reduce_time_ms <= 100 for j in inst.jobs)


def test_deterministic_and_registry() -> None:
    a = registry_generate("psrar", "tiny-mixed", 11)
    b = PRESETS["tiny-mixed"](11)
    assert a == b and PsrarInstance.from_dict(a.to_dict()) == a
    mw = registry_generate("psrar-maxweight", "tiny-mixed", 11)
    assert mw.family == "psrar-maxweight" and mw.tau == round(0.6 * a.horizon_slots)
    assert PRESETS["tiny-mixed"](12) != a


@pytest.mark.parametrize("kw, path", [({"n_jobs": 0}, "n_jobs"),
                                      ({"capacity_fraction": float("nan")},
                                       "capacity_fraction"),
                                      ({"horizon": True}, "horizon")])
def test_bad_generator_options(kw: dict, path: str) -> None:
    with pytest.raises(InstanceError) as exc:
        PRESETS["paper-ps"](0, **kw)
    assert exc.value.path == path
    with pytest.raises(InstanceError):
        MAXWEIGHT_PRESETS["tiny-ps"](0, tau_fraction=0)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), preset=st.sampled_from(["tiny-ps", "tiny-rar",
                                                           "tiny-mixed"]))
def test_tiny_instances_are_valid_and_schedulable(seed: int, preset: str) -> None:
    inst = PRESETS[preset](seed)
    assert inst.horizon_slots <= 20 and 3 <= len(inst.jobs) <= 6
    assert 2 <= len(inst.servers) <= 3
    assert PsrarInstance.from_dict(inst.to_dict()) == inst
    ub = upper_bound_schedule(inst)
    assert ub is not None and verify(inst, ub) == []


def test_generate_direct_mixed() -> None:
    inst = generate(5, n_jobs=12, n_servers=3, arch="mixed", scale="small", horizon=40)
    archs = {j.arch for j in inst.jobs}
    assert archs == {"ps", "rar"}
    sched = upper_bound_schedule(inst)
    assert sched is not None and verify(inst, PsrarSchedule(sched.jobs)) == []
