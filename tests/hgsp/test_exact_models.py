"""Exact models of HGSP: big-M, time-indexed MILP and CP-SAT agree on the optimum; the
valid strengthening removes no optimum (checked against brute force and against the
unstrengthened models); integrality is enforced; warm start and time-limit reporting."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import numpy as np
import pytest

from optsched.core import InstanceError, Status, load_instance, run, solve
from optsched.hgsp import GPU, HgspInstance, Task, generate
from optsched.hgsp.exact_common import dominance_pairs, identical_gpu_groups, integer_data

ROOT = Path(__file__).resolve().parents[2]
BUNDLED = sorted((ROOT / "instances" / "hgsp").glob("*.json"))
KW = {"time_limit": 60, "threads": 1}


def _three(inst):
    bigm = solve(inst, solver="highs", model="bigm", **KW)
    ti = solve(inst, solver="highs", model="timeindexed", **KW)
    cp = solve(inst, solver="cpsat", **KW)
    return bigm, ti, cp


def _check_agree(inst):
    results = _three(inst)
    for r in results:
        assert r.status is Status.OPTIMAL, (r.method, r.status, r.message)
        assert r.feasible
        assert r.bound is not None and r.bound <= r.objective + 1e-6
    objs = [r.objective for r in results]
    assert objs[1] == pytest.approx(objs[0], abs=1e-6)
    assert objs[2] == pytest.approx(objs[0], abs=1e-6)
    for algo in ("fifo", "greedy", "sagreedy"):
        assert run(inst, algo).objective >= objs[0] - 1e-9
    return objs[0]


def test_bundled_instances_exist():
    assert len(BUNDLED) >= 1


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_exact_models_agree_with_the_bundled_optima(path):
    # time-indexed and CP-SAT here; big-M re-proves two of them in
    # test_heuristics_and_bigm.py and all eight in `optsched demo` (test-time budget)
    inst = load_instance(path)
    index = {Path(e["path"]).stem: e for e in
             json.loads((ROOT / "instances" / "index.json").read_text())[
                 "instances"] if e["family"] == "hgsp"}
    opt = index[path.stem]["optimum"]
    for solver, model in (("highs", "timeindexed"), ("cpsat", "cpsat")):
        r = solve(inst, solver=solver, model=model, **KW)
        assert r.status is Status.OPTIMAL, (r.method, r.status, r.message)
        assert r.objective == pytest.approx(opt, rel=1e-9)
    for algo in ("fifo", "greedy", "sagreedy"):
        assert run(inst, algo).objective >= opt - 1e-9


@pytest.mark.parametrize("seed", range(100, 106))
def test_three_exact_models_agree_on_generated_tiny(seed):
    _check_agree(generate.tiny(seed, n_tasks=7))


# ----------------------------------------------------------------------------- brute force


def brute_force(inst: HgspInstance) -> float:
    """Independent optimum: every assignment, every per-GPU order, semi-active timing."""
    n, m = inst.n, inst.m
    p, a, d, w = inst.p, inst.arrival, inst.deadline, inst.weight

    def best_seq(tasks, j):
        best = np.inf
        for perm in itertools.permutations(tasks):
            t, cost = 0.0, 0.0
            for i in perm:
                t = max(t, a[i]) + p[i, j]
                cost += w[i] * max(0.0, t - d[i])
            best = min(best, cost)
        return best if tasks else 0.0

    best = np.inf
    cache: dict = {}
    for assign in itertools.product(range(m), repeat=n):
        if any(not inst.fits[i, j] for i, j in enumerate(assign)):
            continue
        total = 0.0
        for j in range(m):
            key = (j, tuple(i for i in range(n) if assign[i] == j))
            if key not in cache:
                cache[key] = best_seq(list(key[1]), j)
            total += cache[key]
        best = min(best, total)
    return float(best)


def _random_instance(seed: int, n: int, m: int, identical: bool, uniform_arrival: bool,
                     few_values: bool) -> HgspInstance:
    """Small instances rich in ties (equal p, identical GPUs) to exercise the cuts."""
    rng = np.random.default_rng(seed)
    speeds = [1.0] * m if identical else list(rng.choice([1.0, 2.0], size=m))
    gpus = tuple(GPU(id=f"g{j}", speed=float(speeds[j]), memory_gb=40.0) for j in range(m))
    vals = [2, 4] if few_values else [2, 4, 6, 8]
    tasks = []
    for i in range(n):
        L = float(rng.choice(vals))
        arr = 0.0 if uniform_arrival else float(rng.integers(0, 6))
        dl = arr + float(rng.integers(1, 9))
        tasks.append(Task(id=f"t{i}", workload=L, memory_gb=float(rng.choice([8.0, 40.0])),
                          deadline=dl, weight=float(rng.integers(1, 4)), arrival=arr))
    return HgspInstance(tasks=tuple(tasks), gpus=gpus, name=f"rand-{seed}")


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("shape", [(6, 1, True, True), (6, 1, False, True),
                                   (6, 2, True, False), (6, 3, True, True),
                                   (6, 2, False, False)],
                         ids=["1gpu-r0", "1gpu-rel", "2id-rel", "3id-r0", "2het-rel"])
def test_strengthened_models_match_brute_force(seed, shape):
    n, m, identical, uniform = shape
    inst = _random_instance(seed, n, m, identical, uniform, few_values=True)
    opt = brute_force(inst)
    for solver, model in (("highs", "timeindexed"), ("cpsat", "cpsat")):
        for strengthen in (True, False):
            r = solve(inst, solver=solver, model=model, strengthen=strengthen, **KW)
            assert r.status is Status.OPTIMAL, (model, strengthen, r.message)
            assert r.objective == pytest.approx(opt, abs=1e-6), (model, strengthen)
            assert r.bound <= opt + 1e-6


def test_cuts_are_actually_generated_on_tie_rich_instances():
    inst = _random_instance(0, 6, 3, True, True, few_values=True)
    data = integer_data(inst)
    assert data.sym_groups == [[0, 1, 2]]
    assert identical_gpu_groups(data) == [[0, 1, 2]]
    assert len(data.dominance) > 0
    # every pair satisfies the rule's conditions
    for i, k, j in dominance_pairs(data):
        assert data.a[i] <= data.a[k] and data.d[i] <= data.d[k]
        assert data.w[i] >= data.w[k] and data.p[i, j] <= data.p[k, j]
    # heads/tails only on one GPU; objective cut never below the hint's completions
    one = _random_instance(1, 6, 1, True, True, few_values=True)
    d1 = integer_data(one)
    c = d1.hint_start + d1.p[np.arange(one.n), d1.hint_gpu]
    assert (c <= d1.lc[np.arange(one.n), d1.hint_gpu]).all()
    assert (d1.hint_start >= d1.es[np.arange(one.n), d1.hint_gpu]).all()


# ----------------------------------------------------------------------------- integrality


def _half_instance(scale: float = 1.0) -> HgspInstance:
    tasks = (Task("a", 5.0, 8.0, deadline=3.0, weight=2.0),
             Task("b", 3.0, 8.0, deadline=2.0, weight=1.0, arrival=1.0),
             Task("c", 4.0, 8.0, deadline=4.0, weight=3.0))
    gpus = (GPU("g0", 2.0, 40.0), GPU("g1", 1.0, 40.0))
    return HgspInstance(tasks=tasks, gpus=gpus, name="half", time_scale=scale)


@pytest.mark.parametrize("solver,model", [("highs", "timeindexed"), ("cpsat", "cpsat")])
def test_non_integral_ticks_are_refused_with_the_field_named(solver, model):
    with pytest.raises(InstanceError) as exc:
        solve(_half_instance(), solver=solver, model=model, **KW)
    assert exc.value.path == "tasks[0].workload"
    assert "time_scale" in str(exc.value)


@pytest.mark.parametrize("solver,model", [("highs", "timeindexed"), ("cpsat", "cpsat")])
def test_discretized_solve_is_flagged_and_never_optimal(solver, model):
    r = solve(_half_instance(), solver=solver, model=model, discretize=True, **KW)
    assert r.feasible and r.discretized is True
    assert r.status is not Status.OPTIMAL and r.bound is None
    exact = solve(_half_instance(), solver="highs", model="bigm", **KW)
    assert r.objective >= exact.objective - 1e-9


@pytest.mark.parametrize("solver,model", [("highs", "timeindexed"), ("cpsat", "cpsat")])
def test_time_scale_makes_half_units_exact(solver, model):
    inst = _half_instance(scale=2.0)
    r = solve(inst, solver=solver, model=model, **KW)
    exact = solve(inst, solver="highs", model="bigm", **KW)
    assert r.status is Status.OPTIMAL and exact.status is Status.OPTIMAL
    assert r.discretized is False
    assert r.objective == pytest.approx(exact.objective, abs=1e-6)


def test_decimal_weights_are_scaled_and_thirds_refused():
    base = generate.tiny(3, n_tasks=6)
    dec = HgspInstance(tasks=tuple(Task(t.id, t.workload, t.memory_gb, t.deadline,
                                        t.weight + 0.25, t.arrival) for t in base.tasks),
                       gpus=base.gpus, name="dec")
    cp = solve(dec, solver="cpsat", **KW)
    ti = solve(dec, solver="highs", model="timeindexed", **KW)
    assert cp.status is Status.OPTIMAL and cp.metrics["weight_scale"] == 100
    assert cp.objective == pytest.approx(ti.objective, abs=1e-6)
    third = HgspInstance(tasks=(Task("a", 6.0, 8.0, 1.0, 1 / 3),) + base.tasks[1:],
                         gpus=base.gpus, name="third")
    with pytest.raises(InstanceError) as exc:
        solve(third, solver="cpsat", **KW)
    assert exc.value.path == "tasks[0].weight"


# ----------------------------------------------------------------------------- warm start


def test_cpsat_warm_start_and_time_limit_report_incumbent_bound_gap():
    from optsched.hgsp import orlib

    # not solved within 2 s; the hint and the model build (~0.2 s idle) count against the
    # limit, so the limit leaves room for them on a loaded machine
    inst = orlib.instance("wt40", 5)
    r = solve(inst, solver="cpsat", time_limit=2, threads=1)
    assert r.metrics["hinted"] is True
    assert r.metrics["heuristic_ub"] is not None
    assert r.status is Status.TIME_LIMIT
    assert r.feasible and r.objective <= r.metrics["heuristic_ub"] + 1e-9
    assert r.bound is not None and r.bound <= r.objective
    assert r.gap is not None and 0 < r.gap <= 1
    cold = solve(inst, solver="cpsat", hint=False, strengthen=False, time_limit=1, threads=1)
    assert cold.metrics["hinted"] is False


def test_default_models_per_solver():
    inst = generate.tiny(2, n_tasks=5)
    assert solve(inst, solver="cpsat", **KW).method == "cpsat"
    assert solve(inst, solver="highs", model="timeindexed", **KW).method == \
        "timeindexed-highs"


@pytest.mark.parametrize("seed", [0, 4])
def test_timeindexed_lp_bound_is_a_valid_lower_bound_and_can_seed_cpsat(seed):
    from optsched.hgsp.exact_timeindexed import timeindexed_lp_bound

    inst = generate.tiny(seed)
    opt = solve(inst, solver="cpsat", **KW)
    lb = timeindexed_lp_bound(inst, time_limit=30, threads=1)
    assert lb is not None and lb <= opt.objective + 1e-6
    seeded = solve(inst, solver="cpsat", lower_bound=lb, **KW)
    assert seeded.status is Status.OPTIMAL
    assert seeded.objective == pytest.approx(opt.objective, abs=1e-6)
    assert seeded.metrics["lower_bound_given"] == lb


@pytest.mark.parametrize("solver,model", [("highs", "timeindexed"), ("cpsat", "cpsat")])
def test_edge_cases_one_task_and_all_zero_weights(solver, model):
    one = HgspInstance(tasks=(Task("a", 2.0, 1.0, 1.0, 3.0),), gpus=(GPU("g", 1.0, 8.0),),
                       name="one")
    r = solve(one, solver=solver, model=model, **KW)
    assert r.status is Status.OPTIMAL and r.objective == pytest.approx(3.0)
    zero = HgspInstance(tasks=(Task("a", 2.0, 1.0, 1.0, 0.0), Task("b", 2.0, 1.0, 1.0, 0.0)),
                        gpus=(GPU("g", 1.0, 8.0), GPU("h", 1.0, 8.0)), name="zero")
    r = solve(zero, solver=solver, model=model, **KW)
    assert r.status is Status.OPTIMAL and r.objective == 0.0
    assert r.metrics["identical_gpu_groups"] == [[0, 1]]


def test_wspt_minimum_matches_brute_force():
    from optsched.hgsp.exact_common import wspt_min_weighted_completion

    rng = np.random.default_rng(5)
    for _ in range(20):
        p = rng.integers(1, 9, size=6)
        lam = rng.integers(0, 5, size=6)
        best = min(int(np.dot(lam[list(s)], np.cumsum(p[list(s)])))
                   for s in itertools.permutations(range(6)))
        assert wspt_min_weighted_completion(p, lam) == best


def test_lagrangian_wspt_cut_bounds_cpsat_on_a_tight_wt40_instance():
    from optsched.hgsp import orlib

    inst, kv = orlib.instance("wt40", 21), orlib.known_value("wt40", 21)  # optimum 100484
    r = solve(inst, solver="cpsat", time_limit=2.5, threads=1)  # hint + cuts: ~0.2 s
    lbs = r.metrics["wspt_lagrangian_bounds"]
    assert len(lbs) == 2 and max(lbs) <= kv.value
    assert max(lbs) >= 0.99 * kv.value  # tight due dates: the WSPT bound is strong
    assert r.bound >= max(lbs) - 1e-9 and r.bound <= kv.value
