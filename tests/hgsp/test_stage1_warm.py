"""Model lagdp, one GPU (issue 25, twelfth round): the warm phase of stage 1 on the
weaker relaxation "a job never directly after itself".

Cross-checks on random instances named nowhere else: the compiled pass equals a plain
DP of that rule over random surviving pairs, its path is read back with the same value
and never repeats a job back to back, it is never above the stronger relaxation at the
same multipliers; the warm phase's value is a lower bound, leaves a fresh step state,
does nothing with release dates, and every number of warm steps proves the optimum; a
bad number is refused by name.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

from optsched.hgsp.wt_dp import stage1 as S1
from optsched.hgsp.wt_dp.solver import Stage1, solve_single
from tests.helpers.single_machine import brute_force as _optimum
from tests.helpers.single_machine import random_problem as _problem


def _plain_reference(pb, mu, alive) -> float:
    """min over paths from 0 to T without idle time, a job never directly after itself,
    of sum (w max(0, t - d) - mu) over (job, completion) pairs of ``alive``."""
    n, T = pb.n, pb.horizon
    G = np.full((T + 1, n), np.inf)
    for t in range(1, T + 1):
        for k in range(n):
            s = t - int(pb.p[k])
            if s < 0 or not alive[k, t]:
                continue
            base = 0.0 if s == 0 else min((G[s, i] for i in range(n) if i != k),
                                          default=np.inf)
            G[t, k] = base + pb.w[k] * max(0, t - int(pb.d[k])) - mu[k]
    return float(G[T].min()) if T > 0 else 0.0


def _plain(pb, mu, L):
    T1 = pb.horizon + 1
    Fc, predc = np.empty(L.pairs), np.empty(L.pairs, np.int32)
    v, e = S1.forward_plain(pb.p, pb.w, pb.d, mu, *L.args(), Fc, predc, np.empty(T1),
                            np.empty(T1, np.int64), np.empty(T1), np.empty(T1, np.int64))
    return v, e, predc


@pytest.mark.parametrize("seed", range(3201, 3241))
def test_plain_pass_equals_its_reference_dp_and_is_below_the_stronger_one(seed):
    rng = np.random.default_rng(seed)
    pb = _problem(seed, int(rng.integers(2, 7)), False)
    alive = S1.initial_alive(pb.p, pb.r, pb.horizon)
    if seed % 3 == 0:
        alive &= rng.random(alive.shape) < 0.7
    mu = rng.normal(0, 6, pb.n)
    L = S1.Lists(alive, pb.p, pb.r, pb.w, pb.d, pb.rank)
    v, e, predc = _plain(pb, mu, L)
    ref = _plain_reference(pb, mu, alive)
    assert (np.inf if v >= 1e299 else v) == pytest.approx(ref)
    strong = S1.forward_compact(pb.p, pb.r, pb.w, pb.d, pb.rank, mu, pb.idle, *L.args(),
                                L.slot, np.empty(L.pairs), np.empty(L.pairs, np.int32),
                                np.empty(pb.n))[4]
    assert v <= strong + 1e-9  # a weaker relaxation: more paths, a lower minimum
    if v < 1e299:
        jobs = S1.path_of(e, pb.p, *L.args(), predc, np.empty(0, np.int64))
        assert all(a != b for a, b in zip(jobs[:-1], jobs[1:]))
        t, val = 0, 0.0
        for j in jobs:
            t += int(pb.p[j])
            assert alive[j, t]
            val += pb.w[j] * max(0, t - int(pb.d[j])) - mu[j]
        assert t == pb.horizon and val == pytest.approx(v)


@pytest.mark.parametrize("seed", (3251, 3252, 3253))
def test_the_warm_value_is_a_bound_and_leaves_a_fresh_step_state(seed):
    pb = _problem(seed, 7, False)
    opt = _optimum(pb)
    ub = pb.sequence_cost(np.argsort(-pb.d, kind="stable"))
    s1 = Stage1(pb, np.zeros(pb.n))
    bound = s1.warm(ub, 15)
    assert -1e299 < bound <= opt + 1e-9
    assert s1.warm_steps == 15 and s1.iterations == 0 and s1.best < -1e299
    assert s1.theta == s1.theta_max and not s1.direction.any()
    values = [s1.step(ub)[0] for _ in range(30)]
    assert max(v for v in values if v < 1e299) <= opt + 1e-9


def test_with_release_dates_the_warm_phase_does_nothing():
    pb = _problem(3261, 6, True)
    s1 = Stage1(pb, np.ones(pb.n))
    assert s1.warm(10**6, 10) < -1e299
    assert s1.warm_steps == 0 and (s1.mu == 1.0).all()


@pytest.mark.parametrize("steps", [0, 1, 20])
@pytest.mark.parametrize("releases", [False, True])
def test_every_number_of_warm_steps_proves_the_optimum(steps, releases):
    for seed in (3271, 3272):
        pb = _problem(seed + 10 * releases, 8, releases)
        out = solve_single(pb, time_limit=60, kicks=0, warm_steps=steps)
        assert out.proven and out.objective == out.lower_bound == _optimum(pb)
        assert out.stats.get("stage1_warm_steps", 0) <= (0 if releases else steps)


@pytest.mark.parametrize("bad", [-1, 2.5, True, "20"])
def test_a_bad_number_of_warm_steps_is_refused_by_name(bad):
    pb = _problem(3281, 5, False)
    with pytest.raises(ValueError, match=f"warm_steps: must be an integer >= 0, got {bad!r}"):
        solve_single(pb, warm_steps=bad)


def test_a_passed_deadline_runs_no_warm_step():
    pb = _problem(3291, 7, False)
    ub = pb.sequence_cost(np.argsort(-pb.d, kind="stable"))
    s1 = Stage1(pb, np.zeros(pb.n))
    assert s1.warm(ub, 20, deadline=-math.inf) < -1e299
    assert s1.warm_steps == 0 and not s1.mu.any()
