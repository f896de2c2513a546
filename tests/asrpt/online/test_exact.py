"""Exact time-indexed model: HiGHS and CP-SAT agree on proven optima of tiny instances
(seeds never used for tuning), every policy is >= the optimum, Theorem 1 holds, the
slot-rounding sandwich is honest, and oversized models are refused."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.asrpt import alpha_min_estimate, iteration_time
from optsched.asrpt.online.enumerate import alpha_min_exact, enumerate_options
from optsched.asrpt.online.exact_timeindexed import build_data, solve_timeindexed
from optsched.asrpt.online.generate import tiny
from optsched.asrpt.online.predictors import PREDICTORS
from optsched.asrpt.online.simulator import (
    ADMISSION_MODES,
    DELAY_MODES,
    POLICIES,
    SERVER_RULES,
)
from optsched.core.errors import InstanceError
from optsched.core.registry import finalize, get_family, run, solve
from optsched.core.result import Status

from .conftest import paper_cluster, two_stage_job

SEEDS = [1009, 2027, 3041]
#: every delay reading x admission of ``a-srpt`` (default first), the loose queue, and
#: the window at the tau values the figure scripts sweep
ASRPT_READINGS = [{"delay": d, "admission": a} for d in DELAY_MODES
                  for a in ADMISSION_MODES] + [
    {"queue": "arrival"}, {"delay": "block", "tau": 25.0}, {"delay": "block", "tau": 250.0},
    {"delay": "side", "tau": 250.0}, {"delay": "consolidate", "comm_heavy": 1.05}]
BASELINE_READINGS = [{"servers": s} for s in SERVER_RULES]


@pytest.mark.parametrize("seed", SEEDS)
def test_solvers_agree_and_bound_every_policy(seed):
    inst = tiny(seed)
    opt = {}
    for solver in ("highs", "cpsat"):
        res = solve(inst, solver=solver, time_limit=30, threads=1)
        assert res.status is Status.OPTIMAL, res.message
        assert res.feasible and res.gap == 0.0
        assert res.metrics["time_discretized"] is False
        opt[solver] = res.objective
    assert opt["highs"] == pytest.approx(opt["cpsat"], rel=1e-9)
    best = opt["highs"]
    for policy in POLICIES:
        preds = PREDICTORS if policy == "a-srpt" else ("rf",)
        readings = ASRPT_READINGS if policy == "a-srpt" else BASELINE_READINGS
        for pred, kw in itertools.product(preds, readings):
            r = run(inst, policy, seed=seed, predictor=pred, **kw)
            assert r.feasible, r.message
            assert r.objective >= best * (1 - 1e-9), (policy, pred, kw)
            if policy == "a-srpt" and r.metrics["delay"] != "consolidate":
                assert r.objective <= r.metrics["theorem1_ratio"] * best
                assert r.metrics["theorem1_alpha_min_exact"] == 1.0
            elif policy == "a-srpt":  # no window: Theorem 1's R is not claimed
                assert "theorem1_ratio" not in r.metrics


def test_slot_rounding_sandwich_is_honest():
    inst = tiny(SEEDS[0])
    exact = solve(inst, solver="highs", time_limit=30, threads=1)
    rounded = solve(inst, solver="highs", time_limit=30, threads=1, slot=0.7)
    assert rounded.metrics["time_discretized"] is True
    assert rounded.feasible
    assert rounded.bound <= exact.objective + 1e-6
    assert rounded.objective >= exact.objective - 1e-6
    if rounded.status is Status.OPTIMAL:
        assert rounded.objective == pytest.approx(exact.objective, rel=1e-6)


def test_oversized_model_is_refused():
    inst = tiny(SEEDS[1])
    with pytest.raises(InstanceError, match="non-zeros"):
        solve_timeindexed(inst, solver="highs", slot=1e-4, max_slots=10**9)
    with pytest.raises(InstanceError, match="slot"):
        solve_timeindexed(inst, solver="highs", slot=-1.0)


def test_enumeration_matches_brute_force():
    job = two_stage_job(2, 3)
    cl = paper_cluster(3).__class__(3, 4, 10.0, 2400.0)
    opts = {o.usage: o for o in enumerate_options(job, cl)}
    brute: dict[tuple[int, ...], float] = {}
    for x in itertools.product(range(4), repeat=6):
        X = [[x[0], x[1]], [x[2], x[3]], [x[4], x[5]]]
        if [sum(r[s] for r in X) for s in range(2)] != [2, 3]:
            continue
        if max(sum(r) for r in X) > 4:
            continue
        u = tuple(sum(r) for r in X)
        a = iteration_time(job, X, cl)
        brute[u] = min(brute.get(u, a), a)
    assert set(opts) == set(brute)
    for u, a in brute.items():
        assert opts[u].alpha == pytest.approx(a, rel=1e-12)
        assert iteration_time(job, list(opts[u].counts), cl) == pytest.approx(a, rel=1e-12)
    assert alpha_min_exact(job, cl) <= alpha_min_estimate(job, cl) + 1e-15


@settings(max_examples=15, deadline=None)
@given(st.integers(min_value=10_000, max_value=10**6))
def test_tiny_preset_has_integral_durations(seed):
    inst = tiny(seed)
    assert 6 <= len(inst.jobs) <= 12
    assert 2 <= inst.cluster.servers <= 4 and inst.cluster.gpus_per_server in (4, 8)
    data = build_data(inst, None, 400)
    assert data.rounding == "exact" and data.slot == pytest.approx(1.0) or \
        float(1.0 / data.slot).is_integer()
    assert all(j.submit == int(j.submit) for j in inst.jobs)


def test_registry_family_exposes_everything():
    fam = get_family("asrpt-online")
    assert set(fam.algorithms) == set(POLICIES)
    assert fam.models["timeindexed"].solvers == ("highs", "cpsat")
    assert {"tiny", "small", "synthetic"} <= set(fam.presets)
    res = solve(tiny(SEEDS[2]), solver="cpsat", time_limit=30, threads=1)
    again = finalize(fam, tiny(SEEDS[2]), res)
    assert again.status is Status.OPTIMAL


def test_raw_placement_count_is_a_formula_not_an_enumeration():
    from optsched.asrpt import Job, Stage
    from optsched.asrpt.online.enumerate import _compositions, raw_placement_count

    big = Job((Stage(15, 1.0, 1.0, 0.0, 1.0, 0.0), Stage(1, 1.0, 1.0, 15.0, 0.0, 0.0)))
    assert raw_placement_count(big, 16) == 2481880320  # C(30, 15) * 16, instantly
    for k in range(1, 5):
        for M in range(1, 5):
            one = Job((Stage(k, 1.0, 1.0, 0.0, 0.0, 0.0),))
            assert raw_placement_count(one, M) == len(_compositions(k, M))


def test_non_integral_instance_uses_the_sandwich():
    from optsched.asrpt import Job, Stage
    from optsched.asrpt.online.instance import make_instance

    one = Job((Stage(1, 7.3, 14.1, 0.0, 0.0, 10.0),))
    inst = make_instance(
        paper_cluster(2).__class__(2, 4, 10.0, 2400.0),
        {"one": one, "pipe": two_stage_job(1, 2)},
        [{"id": f"j{k}", "submit": 0.37 * k, "config": "pipe" if k % 2 else "one",
          "iterations": 137 + 11 * k} for k in range(6)])
    data = build_data(inst, None, 40)
    assert data.rounding == "ceil"
    res = solve(inst, solver="highs", time_limit=10, threads=1, max_slots=40)
    assert res.metrics["time_discretized"] is True and res.feasible
    assert res.bound is not None and res.bound <= res.objective + 1e-6
    assert res.status is not Status.OPTIMAL or res.gap == 0.0
    for policy in POLICIES:  # the floor-model bound is valid for every policy
        assert run(inst, policy, predictor="perfect").objective >= res.bound - 1e-6
