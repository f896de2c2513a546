"""Theorems 5/6 and Corollary 1 against the paper's example and an independent optimiser."""

from __future__ import annotations

import math

import numpy as np
import pytest
from scipy.optimize import minimize_scalar

from optsched.core import InstanceError
from optsched.hesrpt import (
    Amdahl,
    allocation,
    completion_times,
    optimal_flow_time,
    optimal_numeric,
    resolve_weights,
    simulate,
)
from optsched.hesrpt.closed_form import allocation_reference, optimal_flow_time_reference


def test_paper_two_job_example():
    """N=10, p=0.5, two jobs of size 1: the job finishing first gets 75 % (Section 1)."""
    theta = allocation([1.0, 1.0], 0.5)
    assert sorted(theta.tolist()) == pytest.approx([0.25, 0.75], rel=1e-15)
    t = simulate([1.0, 1.0], "hesrpt", 0.5, 10)
    first = int(np.argmin(t))
    assert theta[first] == pytest.approx(0.75, rel=1e-15)
    # F* by hand: (1/sqrt(10)) * (1*1 + 1*(2^2 - 1^2)^(1/2))
    f_star = (1.0 + math.sqrt(3.0)) / math.sqrt(10.0)
    assert optimal_flow_time([1.0, 1.0], 0.5, 10) == pytest.approx(f_star, rel=1e-15)
    assert float(t.sum()) == pytest.approx(f_star, rel=1e-14)


def test_caller_order_is_preserved():
    rng = np.random.default_rng(3)
    x = 1.0 + rng.pareto(0.8, 9)
    perm = rng.permutation(9)
    for w in (None, "slowdown"):
        a = allocation(x, 0.4, w)
        assert allocation(x[perm], 0.4, w) == pytest.approx(a[perm], rel=1e-13)
        c = completion_times(x, 0.4, 50, w)
        assert completion_times(x[perm], 0.4, 50, w) == pytest.approx(c[perm], rel=1e-13)
        assert optimal_flow_time(x[perm], 0.4, 50, w) == pytest.approx(
            optimal_flow_time(x, 0.4, 50, w), rel=1e-14)


@pytest.mark.parametrize("p", [0.05, 0.3, 0.5, 0.8, 0.95])
@pytest.mark.parametrize("weights", [None, "slowdown"])
def test_fast_matches_literal_transcription(p, weights):
    rng = np.random.default_rng(int(p * 100))
    x = 1.0 + rng.pareto(0.8, 12)
    assert allocation(x, p, weights) == pytest.approx(
        allocation_reference(x.tolist(), p, weights), rel=1e-10, abs=1e-300)
    assert optimal_flow_time(x, p, 1000, weights) == pytest.approx(
        optimal_flow_time_reference(x.tolist(), p, 1000, weights), rel=1e-12)


def test_allocation_sums_to_one_and_favours_small_jobs():
    """Appendix C: shares strictly increase as the size decreases."""
    rng = np.random.default_rng(4)
    for _ in range(20):
        m = int(rng.integers(1, 30))
        p = float(rng.uniform(0.05, 0.95))
        x = 1.0 + rng.pareto(0.8, m)
        for w in (None, "slowdown"):
            th = allocation(x, p, w)
            assert th.sum() == pytest.approx(1.0, rel=1e-12)
            order = np.argsort(-x, kind="stable")
            assert np.all(np.diff(th[order]) > 0)


# (M, p, N, weights, seed) -- instances the closed form was not tuned to
CASES = [(m, p, n, w, 10 * m + k)
         for k, (m, p, n) in enumerate([(2, 0.2, 10), (3, 0.5, 100), (4, 0.7, 1e4),
                                        (5, 0.35, 64), (6, 0.9, 1e6), (6, 0.1, 7)])
         for w in (None, "slowdown")]


@pytest.mark.parametrize("m,p,n,weights,seed", CASES)
def test_theorems_5_and_6_match_numerical_optimum(m, p, n, weights, seed):
    rng = np.random.default_rng(seed)
    x = 1.0 + rng.pareto(0.8, m)
    f_star = optimal_flow_time(x, p, n, weights)
    orders = "all" if m <= 4 else "sjf"
    opt = optimal_numeric(x, p, n, weights, orders=orders)
    assert opt.objective == pytest.approx(f_star, rel=1e-9)
    # SJF is the best order (Theorem 2); the others are no better than F*
    assert min(opt.per_order.values()) >= f_star * (1 - 1e-9)
    assert opt.order == sorted(range(m), key=lambda i: x[i])
    # Theorem 5 in every phase: the numerical shares equal heSRPT's for the jobs present
    for j, shares in enumerate(opt.shares):
        present = opt.order[j:]
        expect = allocation(x[present], p, None if weights is None else
                            resolve_weights(x, weights)[present])
        assert np.asarray(shares)[present] == pytest.approx(expect, abs=2e-6)
    # the exact simulator of heSRPT reproduces F* and the closed-form completion times
    t = simulate(x, "hesrpt", p, n, weights)
    w = resolve_weights(x, weights, n ** p)
    assert float(w @ t) == pytest.approx(f_star, rel=1e-9)
    assert t == pytest.approx(completion_times(x, p, n, weights), rel=1e-9)


def test_all_orders_for_five_jobs():
    rng = np.random.default_rng(66)
    x = 1.0 + rng.pareto(0.8, 5)
    opt = optimal_numeric(x, 0.6, 100, "slowdown", orders="all")
    assert len(opt.per_order) == 120
    assert opt.objective == pytest.approx(optimal_flow_time(x, 0.6, 100, "slowdown"), rel=1e-9)


def test_p_close_to_one_does_not_overflow():
    """p = 0.99 with slowdown weights and N = 1e6: z(k)**100 overflows in the literal
    formula; the stable form still agrees with the exact simulation."""
    rng = np.random.default_rng(99)
    x = 1.0 + rng.pareto(0.8, 500)
    f = optimal_flow_time(x, 0.99, 1e6, "slowdown")
    assert math.isfinite(f)
    t = simulate(x, "hesrpt", 0.99, 1e6, "slowdown")
    w = resolve_weights(x, "slowdown", 1e6 ** 0.99)
    assert float(w @ t) == pytest.approx(f, rel=1e-9)


def test_weights_not_favouring_small_jobs():
    """Theorem 6 does not apply: refused; the numerical optimum finds a non-SJF order that
    beats heSRPT-with-those-weights."""
    x = np.array([4.0, 1.0, 2.0])
    w = np.array([50.0, 1.0, 1.0])          # the largest job matters most
    with pytest.raises(InstanceError, match="weights"):
        optimal_flow_time(x, 0.5, 100, w)
    opt = optimal_numeric(x, 0.5, 100, w, orders="all")
    assert opt.order[0] == 0                # the heavy large job completes first
    t = simulate(x, "hesrpt", 0.5, 100, w)
    assert opt.objective < float(w @ t) * (1 - 1e-3)
    for pol in ("equi", "srpt", "rs", "hell"):
        assert float(w @ simulate(x, pol, 0.5, 100, w)) >= opt.objective * (1 - 1e-7)


def test_amdahl_two_job_example():
    """Paper, Section 1: Amdahl f=0.9, N=10 -- the optimum found numerically and by a
    1-D search agree (71.07 %); the paper's "63.5 %" is not reproduced (models/hesrpt.md)."""
    sp = Amdahl(0.9)

    def total(th: float) -> float:
        sa, sb = float(sp(10 * th)), float(sp(10 * (1 - th)))
        return 2 / sa + (1 - sb / sa) / float(sp(10))

    one_d = minimize_scalar(total, bounds=(0.5, 1.0), method="bounded",
                            options={"xatol": 1e-12})
    opt = optimal_numeric([1.0, 1.0], sp, 10, None)
    assert max(opt.shares[0]) == pytest.approx(one_d.x, abs=1e-6)
    assert opt.objective == pytest.approx(one_d.fun, rel=1e-8)
    assert max(opt.shares[0]) == pytest.approx(0.7107, abs=1e-4)


def test_bad_input_names_the_field():
    with pytest.raises(InstanceError, match=r"sizes\[1\]"):
        allocation([1.0, -2.0], 0.5)
    with pytest.raises(InstanceError, match="p"):
        allocation([1.0], 1.5)
    with pytest.raises(InstanceError, match="n_servers"):
        optimal_flow_time([1.0], 0.5, 0)
    with pytest.raises(InstanceError, match=r"weights\[0\]"):
        optimal_flow_time([1.0, 2.0], 0.5, 10, [0.0, 1.0])


def test_fig3_completion_times_and_scale_free_property():
    """Fig. 3: M=3, N=100, s(k)=k^.5, mean slowdown; completions at .23, .44, .82. The
    sizes are not printed; (5, 3, 2) -- found by inverting completion_times -- reproduce
    all three times to the printed precision. Theorem 3: the ratio of two jobs' shares
    stays constant while both are present."""
    from optsched.hesrpt import simulate_run

    res = simulate_run([5.0, 3.0, 2.0], "hesrpt", 0.5, 100, "slowdown", record=True)
    assert np.round(res.completion, 2).tolist() == [0.82, 0.44, 0.23]
    ratios = []
    for seg in res.segments[:2]:
        sh = dict(zip(seg.jobs, seg.shares))
        ratios.append(sh[0] / sh[1])
    assert ratios[0] == pytest.approx(ratios[1], rel=1e-12)
    assert [len(s.jobs) for s in res.segments] == [3, 2, 1]
