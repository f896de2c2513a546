"""Certified bounds of the asrpt placement family (issue 24): the window DP never exceeds
the proven optimum, equals it when one window covers every stage, and bounds every
heuristic; the cheap single-stage bound is below it; scale covariance; --solver auto."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from helpers.bundled_references import bundled_references
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.asrpt import Cluster, Job, Stage
from optsched.asrpt.bound import placement_bound_ms, windows
from optsched.asrpt.exact_placement import brute_force_placement
from optsched.asrpt.generate import PRESETS
from optsched.asrpt.instance import PlacementInstance
from optsched.core import bound, run, solve
from optsched.core.finalize import REL_TOL


def below(b: float, obj: float) -> bool:
    return b <= obj + REL_TOL * max(abs(b), abs(obj))


@pytest.mark.parametrize("preset,seed", [("tiny", 5), ("tiny", 12), ("vgg19", 3),
                                         ("gpt175b", 4)])
def test_window_dp_meets_the_proven_optimum(preset: str, seed: int) -> None:
    inst = PRESETS[preset](seed)
    opt = solve(inst, solver="auto", threads=1)
    assert opt.status == "optimal"
    b = bound(inst)
    stage = bound(inst, method="stage")
    assert b.metrics["exact"] is True          # these presets fit one window
    assert b.bound == pytest.approx(opt.objective, rel=1e-9)
    assert below(stage.bound, b.bound)
    for algo in ("heavy-edge",):
        assert below(b.bound, run(inst, algo).objective)


def test_narrow_windows_stay_below_the_optimum() -> None:
    for seed in (0, 7):
        inst = PRESETS["vgg19"](seed)
        opt = solve(inst, solver="highs", threads=1).objective
        for states in (1, 30):
            ms, exact, complete = placement_bound_ms(inst.job, inst.free_gpus, inst.cluster,
                                                     max_states=states)
            assert complete and not exact
            assert below(ms / 1000.0, opt)
        assert all(s0 == s1 for s0, s1 in windows(inst.job, inst.free_gpus, max_states=1))


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_property_tiny_bound_below_brute_force(seed: int) -> None:
    inst = PRESETS["tiny"](seed)
    best = brute_force_placement(inst.job, inst.free_gpus, inst.cluster).alpha_s
    ms, exact, _ = placement_bound_ms(inst.job, inst.free_gpus, inst.cluster)
    assert below(ms / 1000.0, best)
    if exact:
        assert ms / 1000.0 == pytest.approx(best, rel=1e-9)
    single, _, _ = placement_bound_ms(inst.job, inst.free_gpus, inst.cluster, max_states=1)
    assert below(single / 1000.0, best)


@pytest.mark.parametrize("factor", [1e-6, 1e6])
def test_scale_covariance(factor: float) -> None:
    inst = PRESETS["tiny"](3)
    job = inst.job
    stages = tuple(dataclasses.replace(s, fwd_ms=s.fwd_ms * factor, bwd_ms=s.bwd_ms * factor,
                                       in_mb=s.in_mb * factor, out_mb=s.out_mb * factor,
                                       params_mb=s.params_mb * factor) for s in job.stages)
    scaled = PlacementInstance(Job(stages, allreduce=job.allreduce), inst.cluster,
                               inst.free_gpus, name="scaled")
    assert bound(scaled).bound == pytest.approx(factor * bound(inst).bound, rel=1e-9)
    assert below(bound(scaled).bound, solve(scaled, solver="cpsat", threads=1).objective)


def test_a_split_stage_is_bounded_by_its_allreduce() -> None:
    # two stages of 3 replicas on servers with 4 and 2 free GPUs: one stage must split
    job = Job((Stage(3, 1.0, 1.0, 0.0, 1.0, 100.0), Stage(3, 1.0, 1.0, 1.0, 0.0, 100.0)))
    inst = PlacementInstance(job, Cluster(2, 4, 10.0, 2400.0), (4, 2))
    opt = solve(inst, solver="cpsat", threads=1).objective
    b = bound(inst)
    assert b.bound == pytest.approx(opt, rel=1e-9)
    single = bound(inst, method="stage").bound
    assert single < 0.5 * opt        # alone, each stage could sit whole on a server
    assert np.isfinite(single)


@pytest.mark.parametrize("name,reference,kind", bundled_references('asrpt'))
def test_bundled_instances_bound_on_the_safe_side(name: str, reference: float,
                                                  kind: str) -> None:
    from optsched.core import load_instance
    from optsched.core.discovery import family_of

    inst = load_instance(name)
    b = bound(inst).bound
    slack = 1e-7 * max(abs(b), abs(reference))
    if family_of(inst).sense == "min":
        assert b <= reference + slack, (name, kind, b, reference)
    else:
        assert b >= reference - slack, (name, kind, b, reference)
