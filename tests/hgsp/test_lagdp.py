"""Model lagdp (issue 16): Lagrangian DP over time + successive sublimation, one GPU.

Cross-checks: brute force over all sequences (semi-active), CP-SAT, the known OR-Library
optima; the relaxation is a lower bound; the compiled DP agrees with itself in both
directions and with and without the tabulated adjacent rule.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from optsched.core import solve
from optsched.core.errors import InstanceError
from optsched.hgsp import orlib
from optsched.hgsp.generate import tiny
from optsched.hgsp.instance import GPU, HgspInstance, Task
from optsched.hgsp.verify import verify
from optsched.hgsp.wt_dp import kernels as K
from optsched.hgsp.wt_dp.solver import allowed, make_problem, solve_single


def _random_problem(seed: int, n: int, releases: bool):
    rng = np.random.default_rng(seed)
    p = rng.integers(1, 8, n)
    w = rng.integers(1, 6, n)
    d = rng.integers(1, int(p.sum()) + 1, n)
    r = rng.integers(0, int(p.sum()) // 2 + 1, n) if releases else np.zeros(n, np.int64)
    return make_problem(p, r, w, d)


def _brute_force(pb) -> int:
    return min(pb.sequence_cost(np.array(s)) for s in itertools.permutations(range(pb.n)))


@pytest.mark.parametrize("releases", [False, True])
@pytest.mark.parametrize("seed", [101, 202, 303, 404])
def test_optimum_equals_brute_force_and_relaxation_is_a_bound(seed, releases):
    pb = _random_problem(seed, 6, releases)
    opt = _brute_force(pb)
    out = solve_single(pb, time_limit=30, ils_kicks=0)
    assert out.proven
    assert out.objective == opt == pb.sequence_cost(np.array(out.sequence))
    assert sorted(out.sequence) == list(range(pb.n))
    cost = pb.cost_matrix()
    A = allowed(pb, cost)
    mu = np.random.default_rng(seed).normal(0, 5, pb.n)
    F = K.forward_adjacent(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
    B = K.backward_adjacent(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
    L = float(F[-1].min()) + float(mu.sum())
    assert L <= opt + 1e-9  # any multipliers give a lower bound
    assert F[-1].min() == pytest.approx(B[0, -1])  # both directions: same shortest path
    dummy = np.zeros((1, 1, 1), dtype=np.bool_)
    F2 = K.forward_adjacent(pb.p, pb.r, cost, mu, pb.rank, dummy, pb.idle)
    B2 = K.backward_adjacent(pb.p, pb.r, cost, mu, pb.rank, dummy, pb.idle)
    np.testing.assert_array_equal(F, F2)
    np.testing.assert_array_equal(B, B2)


def test_norepeat_relaxation_is_a_weaker_bound():
    pb = _random_problem(7, 6, False)
    cost = pb.cost_matrix()
    mu = np.full(pb.n, 3.0)
    val, counts = K.forward_norepeat(pb.p, pb.r, cost, mu, pb.idle)
    F = K.forward_adjacent(pb.p, pb.r, cost, mu, pb.rank, allowed(pb, cost), pb.idle)
    assert val <= F[-1].min() + 1e-9
    assert int((pb.p * counts).sum()) == pb.horizon  # the path fills [0, T] exactly


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_lagdp_agrees_with_cpsat_on_tiny_single_gpu_instances(seed):
    inst = tiny(seed, n_tasks=7, n_gpus=1)  # random arrivals (release dates)
    a = solve(inst, solver="dp", time_limit=30)
    b = solve(inst, solver="cpsat", time_limit=30, threads=1)
    assert a.status.value == "optimal" and b.status.value == "optimal"
    assert a.objective == pytest.approx(b.objective, rel=1e-9, abs=1e-9)
    assert a.bound == pytest.approx(a.objective)
    assert verify(inst, a.schedule) == []


def test_zero_release_dates_variant_agrees_with_cpsat():
    base = tiny(21, n_tasks=8, n_gpus=1)
    tasks = tuple(Task(t.id, t.workload, t.memory_gb, max(1.0, t.deadline - t.arrival),
                       t.weight, 0.0) for t in base.tasks)
    inst = HgspInstance(tasks=tasks, gpus=base.gpus, name="tiny21-r0")
    a = solve(inst, solver="dp", time_limit=30)
    b = solve(inst, solver="cpsat", time_limit=30, threads=1)
    assert a.status.value == b.status.value == "optimal"
    assert a.objective == pytest.approx(b.objective)


@pytest.mark.parametrize("k", [10, 11])  # wt40 #11 and #12, not named elsewhere
def test_proves_the_known_wt40_optimum(k):
    inst = orlib.instance("wt40", k)
    kv = orlib.known_value("wt40", k)
    res = solve(inst, solver="dp", time_limit=30)
    assert kv.proven_optimal
    assert res.status.value == "optimal"
    assert res.objective == kv.value and res.bound == kv.value
    assert verify(inst, res.schedule) == []


def test_fractional_ticks_are_refused_with_the_field():
    frac = HgspInstance(tasks=(Task("a", 1.5, 0.0, 1.0), Task("b", 1.0, 0.0, 1.0)),
                        gpus=(GPU("g", 1.0, 1.0),), name="frac")
    with pytest.raises(InstanceError) as exc:
        solve(frac, solver="dp")
    assert "tasks[0]" in exc.value.path


@pytest.mark.parametrize("seed", [31, 32])
def test_multi_gpu_lagrangian_bound_is_valid_and_lagdp_agrees_with_cpsat(seed):
    from optsched.hgsp.exact_common import integer_data, objective_scale_weights
    from optsched.hgsp.wt_dp.multi import multi_gpu_bound

    inst = tiny(seed, n_tasks=7, n_gpus=2)
    b = solve(inst, solver="cpsat", time_limit=30, threads=1)
    assert b.status.value == "optimal"
    data = integer_data(inst, strengthen=False, hint=False)
    W, wscale, _ = objective_scale_weights(inst, discretize=False)
    lb, _its = multi_gpu_bound(data.p, data.fits, data.a, data.d, W, None, iterations=60)
    assert lb / (wscale * data.scale) <= b.objective + 1e-9
    a = solve(inst, solver="dp", time_limit=30, threads=1)
    assert a.status.value == "optimal"
    assert a.objective == pytest.approx(b.objective)
    assert a.bound <= a.objective + 1e-9
    assert verify(inst, a.schedule) == []


def test_time_limit_returns_a_verified_schedule_and_a_valid_bound():
    inst = orlib.instance("wt40", 2)  # wt40 #3, optimum 537
    res = solve(inst, solver="dp", time_limit=0.5)
    assert verify(inst, res.schedule) == []
    assert res.bound is not None and res.bound <= 537 <= res.objective
    assert res.status.value in ("optimal", "time_limit")


@pytest.mark.parametrize("releases", [False, True])
@pytest.mark.parametrize("seed", [505, 606])
def test_successive_sublimation_alone_reaches_the_optimum(seed, releases):
    """Full-set DP and beam search disabled: only the memory-set loop closes the gap."""
    pb = _random_problem(seed, 7, releases)
    opt = _brute_force(pb)
    out = solve_single(pb, time_limit=60, ils_kicks=0, full_states=1, beam_width=0)
    assert out.proven and out.objective == opt
    assert out.lower_bound == opt


def test_memory_relaxation_is_a_lower_bound_for_any_memory_set():
    from optsched.hgsp.wt_dp.solver import _memory_dp

    pb = _random_problem(808, 7, False)
    opt = _brute_force(pb)
    cost = pb.cost_matrix()
    A = allowed(pb, cost)
    mu = np.random.default_rng(808).uniform(0, 10, pb.n)
    F = K.forward_adjacent(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
    B = K.backward_adjacent(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
    prev = -np.inf
    for memory in ([], [0, 3], [0, 1, 3, 5], list(range(pb.n))):
        code, path, value = _memory_dp(pb, cost, mu, A, F, B, memory, opt, 100_000,
                                       float("inf"), {})
        assert code == 0 and path is not None
        assert prev - 1e-9 <= value <= opt + 1e-9  # more memory: stronger, still a bound
        prev = value
    assert value == pytest.approx(opt)  # all jobs remembered: the exact DP


def test_two_cycle_relaxation_is_between_adjacent_relaxation_and_optimum():
    for seed in (909, 910, 911):
        pb = _random_problem(seed, 6, seed % 2 == 1)
        opt = _brute_force(pb)
        cost = pb.cost_matrix()
        A = allowed(pb, cost)
        mu = np.random.default_rng(seed).uniform(-5, 15, pb.n)
        F = K.forward_adjacent(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
        F1, _P1, _F2, _P2 = K.forward_2cycle(pb.p, pb.r, cost, mu, pb.rank, A, pb.idle)
        assert F[-1].min() - 1e-9 <= F1[-1].min() <= opt - mu.sum() + 1e-9
