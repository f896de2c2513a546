"""Model lagdp (issues 16, 25): Lagrangian DP over time + successive sublimation, one GPU.

Cross-checks: brute force over all sequences (semi-active), CP-SAT, the known OR-Library
and Tanaka optima; the dense relaxation (used for several GPUs) is a lower bound and
agrees with itself in both directions and with and without the tabulated adjacent rule;
a short time limit on a hard instance returns a verified schedule and a valid bound.
The stages of the single-GPU pipeline: ``test_lagdp_ssdp.py``.
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
from optsched.hgsp.wt_dp.solver import make_problem, solve_single
from tests.helpers.single_machine import brute_force as _brute_force
from tests.helpers.single_machine import random_problem as _random_problem


@pytest.mark.parametrize("releases", [False, True])
@pytest.mark.parametrize("seed", [101, 202, 303, 404])
def test_optimum_equals_brute_force_and_relaxation_is_a_bound(seed, releases):
    pb = _random_problem(seed, 6, releases)
    opt = _brute_force(pb)
    out = solve_single(pb, time_limit=30, kicks=0)
    assert out.proven
    assert out.objective == opt == pb.sequence_cost(np.array(out.sequence))
    assert sorted(out.sequence) == list(range(pb.n))
    cost = pb.cost_matrix()
    A = K.allowed_table(pb.p, pb.r, cost, pb.rank)
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


def test_a_short_limit_on_a_hard_instance_returns_a_valid_time_limit_result():
    """Tanaka wt250 #1 (optimum 25942) with one second: whatever the machine's speed,
    the result is a verified schedule with a bound that does not exceed the optimum,
    and ``optimal`` only with the optimum itself."""
    from optsched.hgsp import tanaka

    inst = tanaka.instance("wt250", 0)
    opt = tanaka.optima("wt250")[0]
    res = solve(inst, solver="dp", time_limit=1.0, threads=1)
    assert res.status.value in ("time_limit", "optimal")
    assert verify(inst, res.schedule) == []
    assert res.bound is not None and res.bound <= opt <= res.objective
    if res.status.value == "optimal":
        assert res.objective == res.bound == opt
    else:
        assert res.bound < res.objective and "time limit" in res.message


def test_due_date_first_rank_is_a_linear_extension_of_the_dominance_order():
    """The tie-break of the adjacent rule must order every dominance pair (rule 4 of
    exact_common) the same way, or the rules could exclude every optimal schedule."""
    from optsched.hgsp.exact_common import dominance_pairs, integer_data

    for seed, n_gpus in ((41, 1), (42, 1)):
        inst = tiny(seed, n_tasks=9, n_gpus=n_gpus)
        data = integer_data(inst, discretize=False, strengthen=False, hint=False)
        pb = make_problem(data.p[:, 0], data.a, np.ones(inst.n, dtype=np.int64), data.d)
        pairs = [(i, k) for i, k, _j in dominance_pairs(data)]
        assert all(pb.rank[i] < pb.rank[k] for i, k in pairs)
    pb = _random_problem(43, 12, False)
    for i, k in itertools.permutations(range(pb.n), 2):
        if pb.p[i] <= pb.p[k] and pb.d[i] <= pb.d[k] and pb.w[i] >= pb.w[k] and (
                (pb.d[i], pb.p[i], -pb.w[i], i) < (pb.d[k], pb.p[k], -pb.w[k], k)):
            assert pb.rank[i] < pb.rank[k]


def test_after_the_warm_up_a_solve_compiles_nothing():
    """Compilation inside a solve would count against its time limit: the warm-up must
    compile every kernel specialisation a real solve uses (the family path hands over
    column views of the integer data). The facade runs it as the model's ``prepare``
    hook, before the clock starts."""
    from numba.core.registry import CPUDispatcher

    from optsched.hgsp.family import FAMILY
    from optsched.hgsp.wt_dp import budget, ssdp, stage1, stage2, upper

    mods = (K, budget, ssdp, stage1, stage2, upper)

    def signatures() -> dict[str, int]:
        return {f"{m.__name__}.{k}": len(v.signatures) for m in mods
                for k, v in vars(m).items() if isinstance(v, CPUDispatcher)}

    prepare = FAMILY.models["lagdp"].prepare
    assert prepare is not None
    prepare()
    before = signatures()
    res = solve(orlib.instance("wt40", 13), solver="dp", time_limit=60)
    assert res.status.value == "optimal"
    assert signatures() == before
