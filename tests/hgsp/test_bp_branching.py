"""Where the several-GPU branch-and-price splits a completion time (issue 25, seventh
round): at a task's expected tardiness cost in the master LP (``branching="cost"``, the
default), at the quantiles of its LP weight (``"mass"``) or both kinds, cost first
(``"both"``). The split points are checked against their definition, and the whole tree
against CP-SAT with every rule."""

from __future__ import annotations

import json

import numpy as np
import pytest

from optsched.hgsp.wt_dp import parallel_bp as BP
from optsched.hgsp.wt_dp import parallel_cg as C


def _groups(n: int = 4):
    p = np.full((n, 2), 6, dtype=np.int64)  # two GPUs, completions 6..15
    d = np.array([5, 12, 2, 4][:n], dtype=np.int64)
    w = np.array([2, 1, 3, 1][:n], dtype=np.int64)
    return C.build_groups(p, np.ones((n, 2), dtype=bool), np.zeros(n, dtype=np.int64), d,
                          w, 1000)


def _cost(gr, k: int, t: int) -> int:
    return int(gr.w[k]) * max(0, t - int(gr.d[k]))


def test_split_at_the_expected_cost():
    (gr,) = _groups()
    mass = np.zeros((4, 20))  # only the split rule: any ticks will do
    mass[0, [3, 4, 8]] = [0.3, 0.3, 0.4]  # costs 0, 0, 6: E = 2.4 -> t* = 6 (c = 2)
    mass[1, [3, 5]] = 0.5  # on time at both ticks: E = 0, nothing to separate
    mass[2, 6] = 1.0  # one tick: integral
    mass[3, [5, 7]] = 0.5  # costs 1, 3: E = 2 integral, skipped as in the rule
    cands = BP._cost_splits([gr], mass, 4)
    assert cands == [(pytest.approx(0.4), ("time", 0, 6))]


def test_split_lies_at_the_cost_crossing_not_at_the_edge_of_the_cheap_ticks():
    """The eighth round's fix: the LP held a task mostly on time and a little very late
    (Pessoa wt40 #81, m = 2); a split right after the last on-time tick let the late
    child move the on-time weight one tick later, level after level."""
    (gr,) = _groups()
    mass = np.zeros((4, 700))
    mass[1, [10, 601]] = [0.75, 0.25]  # task 1: d = 12, w = 1; costs 0 and 589
    ((wgt, (kind, task, tstar)),) = BP._cost_splits([gr], mass, 4)
    e = 0.25 * 589  # 147.25
    assert (kind, task, tstar) == ("time", 1, 12 + 147) and wgt == pytest.approx(0.25)
    # either child moves weight across E: on time -> above E, or late -> at most E
    assert _cost(gr, 1, tstar + 1) > e >= _cost(gr, 1, tstar) > _cost(gr, 1, 10)


@pytest.mark.parametrize("seed", range(6))
def test_every_cost_split_separates_cheaper_from_dearer_ticks(seed):
    rng = np.random.default_rng(seed)
    n = 4
    (gr,) = _groups(n)
    T1 = 20
    mass = np.zeros((n, T1))
    for k in range(n):
        ticks = rng.choice(np.arange(3, T1), size=int(rng.integers(1, 5)), replace=False)
        mass[k, ticks] = rng.dirichlet(np.ones(ticks.size))
    cands = BP._cost_splits([gr], mass, n)
    expected = set()  # tasks with a fractional expected cost and unequal tick costs
    for k in range(n):
        ts = np.flatnonzero(mass[k] > 0)
        cs = [_cost(gr, k, t) for t in ts]
        e = float(mass[k, ts] @ cs)
        if abs(e - round(e)) > 1e-6 * max(1.0, e) and min(cs) < max(cs):
            expected.add(k)
    assert expected and {k for _w, (_kind, k, _t) in cands} == expected
    assert len(cands) == len(expected)  # one split per task
    for wgt, (_kind, k, tstar) in cands:
        ts = np.flatnonzero(mass[k] > 0)
        e = float(mass[k, ts] @ [_cost(gr, k, t) for t in ts])
        assert abs(e - round(e)) > 1e-9  # only fractional expected costs
        assert _cost(gr, k, tstar) <= e + 1e-12 < _cost(gr, k, tstar + 1)  # crossing
        assert all(_cost(gr, k, t) > e for t in ts if t > tstar)
        left = mass[k, ts[ts <= tstar]].sum()
        assert 0 < left < 1 and wgt == pytest.approx(min(left, 1 - left))


def test_candidates_fall_back_to_the_weight_quantiles_when_every_task_is_on_time():
    (gr,) = _groups()
    X = [np.zeros_like(gr.alive, dtype=float)]
    X[0][1, [6, 7, 8]] = [0.2, 0.3, 0.5]  # task 1 (d = 12): on time at all three
    X[0][[0, 2, 3], [6, 6, 6]] = 1.0
    by_cost = BP._candidates([gr], X, 4, "cost")
    by_mass = BP._candidates([gr], X, 4, "mass")
    assert by_cost == by_mass and {b for _w, b in by_mass} == {("time", 1, 6),
                                                                ("time", 1, 7)}
    X[0][0, [6, 9, 11]] = [0.45, 0.3, 0.25]  # task 0 (d = 5, w = 2): costs 2, 8, 12
    by_cost = BP._candidates([gr], X, 4, "cost")  # E = 6.3: cheaper side C <= 8
    assert by_cost == [(pytest.approx(0.45), ("time", 0, 8))]
    by_mass = BP._candidates([gr], X, 4, "mass")
    assert ("time", 1, 6) in {b for _w, b in by_mass}
    both = BP._candidates([gr], X, 4, "both")  # the cost split first, then the rest
    assert both[0] == by_cost[0]
    assert {b for _w, b in both} == {b for _w, b in by_cost + by_mass}
    assert len(both) == len({b for _w, b in both})


def _released(seed: int, n: int = 10, m: int = 2):
    """Two identical GPUs with release dates; seeds 531 and 534 have a root gap that
    the tree must close (3 to 5 nodes)."""
    rng = np.random.default_rng(seed)
    p = rng.integers(1, 12, size=n)
    d = rng.integers(1, int(p.sum() * 0.3) + 2, size=n)
    w = rng.integers(1, 10, size=n)
    a = rng.integers(0, 8, size=n)
    return p, a, d + a, w


@pytest.mark.parametrize("branching", ["cost", "mass", "both"])
@pytest.mark.parametrize("seed", [531, 534])
def test_tree_with_either_rule_finds_the_cpsat_optimum(seed, branching):
    """Probing off and one strong-branching candidate, so the tree branches."""
    from optsched.core import solve
    from optsched.hgsp.exact_lagdp_bp import solve_branch_and_price, warm_up
    from optsched.hgsp.instance import GPU, HgspInstance, Task
    from optsched.hgsp.verify import evaluate, verify

    warm_up()
    p, a, d, w = _released(seed)
    n = p.size
    tasks = tuple(Task(id=f"j{q}", workload=float(p[q]), memory_gb=0.0,
                       deadline=float(d[q]), weight=float(w[q]), arrival=float(a[q]))
                  for q in range(n))
    gpus = tuple(GPU(id=f"m{j}", speed=1.0, memory_gb=1.0, model="same") for j in range(2))
    inst = HgspInstance(tasks=tasks, gpus=gpus, name=f"br{seed}")
    cp = solve(inst, solver="cpsat", time_limit=60, threads=1)
    assert cp.status.value == "optimal"
    opt = cp.objective
    raw = solve_branch_and_price(inst, solver="dp", time_limit=60, threads=1, seed=0,
                                 bound_share=0.25, probe=False, sb_max=1,
                                 tree_ils_share=0.0, branching=branching)
    assert raw.metrics["lagrangian_bound"] < opt - 1  # the root alone leaves a gap
    assert raw.metrics["nodes"] > 1
    assert raw.status.value == "optimal"
    assert raw.objective == pytest.approx(opt, abs=1e-9)
    assert raw.bound == pytest.approx(opt, abs=1e-9)
    assert verify(inst, raw.schedule) == []
    assert evaluate(inst, raw.schedule)[0] == pytest.approx(raw.objective, abs=1e-9)


def test_model_parameter_and_cli(tmp_path, cli):
    from optsched.core import solve
    from optsched.core.errors import InstanceError
    from optsched.hgsp.generate import tiny

    inst = tiny(227, n_tasks=9, n_gpus=2)
    cost = solve(inst, solver="dp", time_limit=30, threads=1, multi="bp")
    mass = solve(inst, solver="dp", time_limit=30, threads=1, multi="bp",
                 branching="mass")
    assert cost.status.value == mass.status.value == "optimal"
    assert cost.objective == pytest.approx(mass.objective, abs=1e-9)
    with pytest.raises(InstanceError, match="branching"):
        solve(inst, solver="dp", time_limit=5, threads=1, branching="median")
    path = tmp_path / "i.json"
    path.write_text(json.dumps(inst.to_dict()))
    bad = cli("solve", str(path), "--solver", "dp", "--param", "branching=median")
    assert bad.returncode == 2 and "branching" in bad.stderr, bad.stderr


def test_the_local_search_share_halves_while_the_walks_find_nothing():
    """The tree's local-search budget: full share until five slices in a row find
    nothing, then halved per five more; ``per_halving = 0`` keeps the share."""
    from optsched.hgsp.exact_lagdp_bp import tree_ils_share_now

    assert [tree_ils_share_now(0.25, s, 5) for s in (0, 4, 5, 9, 10, 14, 15)] == \
        [0.25, 0.25, 0.125, 0.125, 0.0625, 0.0625, 0.03125]
    assert tree_ils_share_now(0.25, 1000, 0) == 0.25
