"""Certified bounds of psrar and psrar-maxweight (issue 24): below (above) the proven
optimum, beyond every heuristic's objective (the preemptive Tiresias included), valid for
every weight vector of the smith bound, the resource envelope below every configuration,
scale covariance in the weights, and --solver auto."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from helpers.bundled_references import bundled_references
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.core import bound, run, solve
from optsched.core.finalize import REL_TOL
from optsched.psrar.bound import (
    _machines,
    _mean_busy_times,
    _mode_arrays,
    envelope,
    job_rates,
    smith_value,
)
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS

MIN_ALGOS = ("a-online", "fifo", "drf", "antman", "tiresias")
MAX_ALGOS = ("a-maxweight", "weight-greedy")


def tol(a: float, b: float) -> float:
    return REL_TOL * max(abs(a), abs(b))


@pytest.mark.parametrize("preset,seed", [("tiny-ps", 41), ("tiny-rar", 42),
                                         ("tiny-mixed", 43), ("small-rar", 44)])
def test_min_bound_below_optimum_and_heuristics(preset: str, seed: int) -> None:
    inst = PRESETS[preset](seed)
    opt = solve(inst, solver="auto", threads=1)
    assert opt.status == "optimal"
    b = bound(inst)
    assert b.status == "bound"
    assert b.bound <= opt.objective + tol(b.bound, opt.objective)
    assert b.bound >= 0.9 * opt.objective
    assert bound(inst, method="smith").bound <= b.bound + tol(b.bound, b.bound)
    for algo in MIN_ALGOS:
        obj = run(inst, algo).objective
        assert b.bound <= obj + tol(b.bound, obj), algo


@pytest.mark.parametrize("preset,seed", [("tiny-ps", 51), ("tiny-mixed", 52),
                                         ("tiny-rar", 53)])
def test_maxweight_bound_above_optimum_and_heuristics(preset: str, seed: int) -> None:
    inst = MAXWEIGHT_PRESETS[preset](seed)
    opt = solve(inst, solver="auto", threads=1)
    assert opt.status == "optimal"
    b = bound(inst)
    assert b.bound >= opt.objective - tol(b.bound, opt.objective)
    assert bound(inst, method="knapsack").bound >= b.bound - tol(b.bound, b.bound)
    for algo in MAX_ALGOS:
        obj = run(inst, algo).objective
        assert b.bound >= obj - tol(b.bound, obj), algo


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10**6), mu_seed=st.integers(0, 10**6))
def test_property_every_smith_weight_vector_is_valid(seed: int, mu_seed: int) -> None:
    inst = PRESETS["tiny-mixed"](seed)
    jr = job_rates(inst)
    best = min(run(inst, algo).objective for algo in ("fifo", "tiresias"))
    mu = np.random.default_rng(mu_seed).random(jr.work.size)
    mu[mu < 0.3] = 0.0
    for _, works, speed in _machines(jr):
        val, _ = smith_value(jr, works, speed, mu)
        assert val <= best + tol(val, best)


def test_envelope_is_below_every_configuration() -> None:
    inst = PRESETS["small-ps"](5)
    for j in range(len(inst.jobs)):
        rates, dem = _mode_arrays(inst, j)
        for r in range(dem.shape[1]):
            lines = envelope(rates, dem[:, r])
            phi = np.max(lines[:, :1] * rates[None, :] + lines[:, 1:], axis=0)
            assert np.all(phi <= dem[:, r] * (1 + 1e-12) + 1e-12)
            assert np.all(lines[:, 0] >= 0) and lines[0, 1] == 0.0    # phi(0) = 0


def test_mean_busy_times_of_a_hand_example() -> None:
    # job 0 (work 4, prio 1) from 0; job 1 (work 2, prio 2) from 1; speed 2:
    # job 0 runs [0, 1), job 1 [1, 2), job 0 again [2, 3)
    m = _mean_busy_times(np.array([0.0, 1.0]), np.array([4.0, 2.0]), np.array([1.0, 2.0]),
                         2.0)
    assert m.tolist() == pytest.approx([(0.5 * 2 + 2.5 * 2) / 4, 1.5])


@pytest.mark.parametrize("factor", [1e-8, 1e14])
def test_weights_scale_the_bound(factor: float) -> None:
    inst = PRESETS["tiny-rar"](7)
    jobs = tuple(dataclasses.replace(j, weight=j.weight * factor) for j in inst.jobs)
    scaled = dataclasses.replace(inst, jobs=jobs)
    assert bound(scaled).bound == pytest.approx(factor * bound(inst).bound, rel=1e-6)
    opt = solve(scaled, solver="highs", threads=1).objective
    assert bound(scaled).bound <= opt + tol(opt, opt)
    mw = MAXWEIGHT_PRESETS["tiny-rar"](7)
    mws = dataclasses.replace(mw, jobs=tuple(dataclasses.replace(j, weight=j.weight * factor)
                                             for j in mw.jobs))
    assert bound(mws).bound == pytest.approx(factor * bound(mw).bound, rel=1e-6)


def test_time_limit_returns_a_valid_bound() -> None:
    inst = PRESETS["small-ps"](9)
    b = bound(inst, time_limit=1e-3)
    assert b.status in ("bound", "interrupted")
    if b.bound is not None:
        assert b.bound <= run(inst, "fifo").objective


@pytest.mark.parametrize("name,reference,kind", bundled_references('psrar', 'psrar-maxweight'))
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
