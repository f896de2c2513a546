"""Certified bound of asrpt-online (issue 24): below the proven optimum on tiny instances,
below every policy on tiny and small ones, for every weight vector mu (not only the one
the search picks); the compiled greedy machine matches its reference; scale covariance."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from helpers.bundled_references import bundled_references
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.asrpt.online.bound import (
    _greedy,
    alpha_lower_bounds,
    greedy_reference,
    job_data,
    mu_bound,
    srpt_bound,
    total_bound,
)
from optsched.asrpt.online.generate import small, tiny
from optsched.asrpt.online.instance import Config, OnlineInstance
from optsched.asrpt.online.verify import completion_times
from optsched.core import bound, run, solve
from optsched.core.finalize import REL_TOL

POLICIES = ("a-srpt", "spjf", "spwf", "wcs-duration", "wcs-workload", "wcs-subtime")


def below(b: float, obj: float) -> bool:
    return b <= obj + REL_TOL * max(abs(b), abs(obj))


@pytest.mark.parametrize("seed,jobs", [(3, 7), (34, 10)])
def test_bound_below_proven_optimum_and_policies(seed: int, jobs: int) -> None:
    inst = tiny(seed, jobs=jobs)
    opt = solve(inst, solver="auto", time_limit=120, threads=1)
    assert opt.status == "optimal"
    b = bound(inst)
    assert b.status == "bound" and below(b.bound, opt.objective)
    assert b.bound >= 0.9 * opt.objective
    per_job = bound(inst, method="per-job").bound
    assert below(per_job, b.bound)
    for algo in POLICIES:
        assert below(b.bound, run(inst, algo).objective)


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), mu_seed=st.integers(0, 10**6))
def test_property_every_mu_is_a_valid_bound(seed: int, mu_seed: int) -> None:
    inst = tiny(seed, jobs=6)
    d = job_data(inst, alpha_lower_bounds(inst))
    mu = np.random.default_rng(mu_seed).random(d.r.size)
    mu[mu < 0.3] = 0.0
    val, _ = mu_bound(d, mu)
    objs = [run(inst, algo).objective for algo in ("spjf", "wcs-subtime")]
    assert below(val, min(objs))
    assert below(srpt_bound(d), min(objs))


def test_alpha_lower_bounds_below_every_placement_used() -> None:
    for inst in (tiny(5, jobs=10), small(2)):
        alb = alpha_lower_bounds(inst)
        arr = inst.arrays
        for algo in ("a-srpt", "wcs-duration"):
            res = run(inst, algo)
            start = np.array([r.start for r in res.schedule.runs])
            dur = completion_times(inst, res.schedule) - start
            lb = arr.iterations * np.array([alb[inst.config_names[k]] for k in arr.config])
            assert np.all(lb <= dur * (1 + 1e-9))


def test_small_preset_bound_below_every_policy() -> None:
    inst = small(4)
    b = bound(inst).bound
    for algo in POLICIES:
        assert below(b, run(inst, algo).objective)


def test_greedy_kernel_matches_reference() -> None:
    rng = np.random.default_rng(3)
    for _ in range(30):
        n = int(rng.integers(1, 12))
        r = np.sort(rng.integers(0, 6, n).astype(float))
        work = rng.uniform(0.0, 5.0, n)
        work[rng.random(n) < 0.1] = 0.0
        key = -rng.random(n)
        active = rng.random(n) < 0.8
        for srpt in (False, True):
            mbt, comp = _greedy(r, work, key, 2.0, active, srpt)
            rm, rc = greedy_reference(r.tolist(), work.tolist(), key.tolist(), 2.0,
                                      active.tolist(), srpt)
            np.testing.assert_allclose(mbt, rm, rtol=1e-12, equal_nan=True)
            np.testing.assert_allclose(comp, rc, rtol=1e-12, equal_nan=True)


@pytest.mark.parametrize("factor", [1e-6, 1e6])
def test_scale_covariance(factor: float) -> None:
    inst = tiny(8, jobs=8)
    cfgs = {}
    for name, cfg in inst.configs.items():
        st_ = tuple(dataclasses.replace(s, fwd_ms=s.fwd_ms * factor, bwd_ms=s.bwd_ms * factor,
                                        in_mb=s.in_mb * factor, out_mb=s.out_mb * factor,
                                        params_mb=s.params_mb * factor) for s in cfg.job.stages)
        cfgs[name] = Config(name, dataclasses.replace(cfg.job, stages=st_))
    jobs = tuple(dataclasses.replace(j, submit=j.submit * factor) for j in inst.jobs)
    scaled = OnlineInstance(cluster=inst.cluster, configs=cfgs, jobs=jobs, name="scaled")
    assert total_bound(scaled)[0] == pytest.approx(factor * total_bound(inst)[0], rel=1e-9)
    assert below(bound(scaled).bound, run(scaled, "wcs-duration").objective)


def test_time_limit_keeps_a_valid_bound() -> None:
    inst = small(1)
    full = total_bound(inst)[0]
    early, _, complete = total_bound(inst, time_limit=1e-9)
    assert not complete and early <= full * (1 + 1e-12)
    assert below(early, run(inst, "wcs-duration").objective)


@pytest.mark.parametrize("name,reference,kind", bundled_references('asrpt-online'))
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
