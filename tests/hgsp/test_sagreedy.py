"""SAGreedy (paper hgsp, III-C) and SAGreedy+: reproducibility, never worse than Greedy,
fast evaluation == numpy reference, verifier, eq. (15), the neighbour rule."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.core import InstanceError, Status, run, solve
from optsched.hgsp import generate, presets
from optsched.hgsp.list_scheduling import arrival_order, list_schedule_reference
from optsched.hgsp.sagreedy import (
    EftEvaluator,
    PrefixEft,
    ReferenceEvaluator,
    priority_neighbour,
    priority_ratio,
    run_sagreedy,
    run_sagreedy_plus,
)
from optsched.hgsp.verify import verify

small_instances = st.one_of(
    st.builds(generate.tiny, st.integers(0, 10_000)),
    st.builds(presets.gap, st.integers(0, 10_000), n_tasks=st.integers(3, 25)),
    st.builds(lambda s, n: presets.section4(s, "tasks3", n_tasks=n),
              st.integers(0, 10_000), st.integers(20, 120)),
)


def _sched_key(res):
    return [(r.task, r.gpu, r.start) for r in res.schedule]


def test_paper_defaults_and_tmin_recorded():
    inst = presets.section4(0, "tasks1", n_tasks=300)
    r = run_sagreedy(inst, seed=3)
    p = r.metrics["params"]
    assert (p["iterations"], p["t_initial"], p["alpha"]) == (100, 1000.0, 0.95)
    assert math.isclose(r.metrics["t_min"], 1000.0 * 0.95 ** 100)
    assert r.metrics["evaluations"] == 1 + r.metrics["iterations_run"]
    assert r.metrics["iterations_run"] == 100 or r.objective == 0.0


def test_seeded_reproducibility():
    inst = presets.section4(1, "tasks1", n_tasks=300)
    a, b = run_sagreedy(inst, seed=7), run_sagreedy(inst, seed=7)
    assert _sched_key(a) == _sched_key(b)
    assert a.metrics["accepted"] == b.metrics["accepted"]
    pa, pb = run_sagreedy_plus(inst, seed=7, iterations=300), run_sagreedy_plus(
        inst, seed=7, iterations=300)
    assert _sched_key(pa) == _sched_key(pb)


def test_seed_drives_the_search():
    inst = presets.section4(1, "tasks1", n_tasks=300)
    traj = {tuple(_sched_key(run_sagreedy(inst, seed=s))) for s in range(4)}
    assert len(traj) > 1  # the neighbour sampling and Metropolis test use the seed


@settings(max_examples=25, deadline=None)
@given(inst=small_instances, seed=st.integers(0, 1000))
def test_never_worse_than_greedy_and_verified(inst, seed):
    greedy = run(inst, "greedy")
    for algo, params in (("sagreedy", {}), ("sagreedy", {"placement": "front"}),
                         ("sagreedy", {"selection": "top"}),
                         ("sagreedy-plus", {"iterations": 150})):
        r = run(inst, algo, seed=seed, **params)
        assert r.feasible and r.status is Status.FEASIBLE, r.message
        assert verify(inst, r.schedule) == []
        assert r.objective <= greedy.objective + 1e-9 * max(1.0, greedy.objective)
        # the search's own fitness is what the evaluator recomputes from the schedule
        assert math.isclose(r.metrics["search_objective"], r.objective, rel_tol=1e-9,
                            abs_tol=1e-9)
        assert math.isclose(r.metrics["greedy_objective"], greedy.objective,
                            rel_tol=1e-9, abs_tol=1e-9)


def test_improves_on_greedy_where_there_is_room():
    inst = presets.section4(0, "tasks1")
    g = run(inst, "greedy").objective
    sa = run(inst, "sagreedy").objective
    plus = run(inst, "sagreedy-plus", iterations=500).objective
    assert g > 0 and sa < g and plus < g


@settings(max_examples=40, deadline=None)
@given(inst=small_instances, data=st.data())
def test_fast_evaluation_equals_numpy_reference(inst, data):
    order = np.asarray(data.draw(st.permutations(range(inst.n))))
    s1, t1 = EftEvaluator(inst)(order)
    s2, t2 = ReferenceEvaluator(inst)(order)
    assert np.array_equal(s1, s2) and np.array_equal(t1, t2)  # bit-identical
    gpu, start = list_schedule_reference(inst, order)
    c = start + inst.p[np.arange(inst.n), gpu]
    assert np.allclose(t1, np.maximum(0.0, c - inst.deadline), atol=1e-9)
    # the prefix-reusing evaluator of SAGreedy+ agrees after any change position
    ev = PrefixEft(inst, block=4)
    base = ev.full(arrival_order(inst).tolist())
    p = data.draw(st.integers(0, inst.n - 1))
    new = base["order"][:p] + [i for i in order.tolist() if i not in base["order"][:p]]
    inc, full = ev.from_pos(base, new, p), ev.full(new)
    assert inc["start"] == full["start"] and inc["tard"] == full["tard"]
    assert inc["total"] == full["total"]
    assert math.isclose(full["total"], float(np.dot(inst.weight, full["tard"])),
                        rel_tol=1e-9, abs_tol=1e-9)


def test_fast_and_reference_engines_follow_the_same_trajectory():
    inst = presets.section4(2, "tasks1", n_tasks=200)
    a = run_sagreedy(inst, seed=5)
    b = run_sagreedy(inst, seed=5, engine="reference")
    assert _sched_key(a) == _sched_key(b)
    assert a.metrics["accepted"] == b.metrics["accepted"]


def test_heuristics_not_below_proven_optimum():
    inst = presets.gap(4, n_tasks=7, n_gpus=2)
    opt = solve(inst, solver="highs", model="bigm", time_limit=60, threads=1)
    assert opt.status is Status.OPTIMAL
    for algo in ("greedy", "sagreedy", "sagreedy-plus"):
        r = run(inst, algo, seed=1)
        assert r.objective >= opt.objective - 1e-6


def test_priority_ratio_eq15():
    assert priority_ratio(1000.0, 1000.0, 1.0) == 0.8
    assert priority_ratio(1.0, 1000.0, 1.0) == 0.1
    assert math.isclose(priority_ratio(500.5, 1000.0, 1.0), 0.5)
    assert priority_ratio(50.0, 1000.0, 1.0) == 0.1


def test_queue_jump_neighbour():
    inst = presets.section4(3, "tasks4", n_tasks=200)
    base = arrival_order(inst)
    start, tard = EftEvaluator(inst)(base)
    tardy = np.flatnonzero(tard > 0)
    chosen = tardy[::3]
    wt = inst.weight[chosen] * tard[chosen]
    new = priority_neighbour(inst, base, start, chosen, wt, "queue-jump")
    assert sorted(new.tolist()) == list(range(inst.n))
    is_c = np.isin(new, chosen)
    rest = new[~is_c]
    assert np.array_equal(rest, base[~np.isin(base, chosen)])  # rest: arrival order
    pos = {int(t): k for k, t in enumerate(new)}
    for i in chosen:
        before = [k for k in new[: pos[int(i)]] if k not in set(chosen.tolist())]
        after = [k for k in new[pos[int(i)] + 1:] if k not in set(chosen.tolist())]
        # every rest task before i had started before i arrived; the next one had not
        assert all(start[k] < inst.arrival[i] for k in before)
        if after:
            assert start[after[0]] >= inst.arrival[i]
        assert pos[int(i)] <= int(np.flatnonzero(base == i)[0])  # moved forward, if at all
    front = priority_neighbour(inst, base, start, chosen, wt, "front")
    assert np.array_equal(front[: chosen.size], chosen[np.lexsort((chosen, -wt))])


def test_stops_when_greedy_is_already_optimal():
    inst = presets.section4(0, "tasks2", n_tasks=50)
    g = run(inst, "greedy")
    assert g.objective == 0.0
    r = run_sagreedy(inst, seed=0)
    assert r.metrics["iterations_run"] == 0 and r.objective == 0.0


@pytest.mark.parametrize("params, field", [
    ({"alpha": 1.5}, "param.alpha"),
    ({"t_initial": -1.0}, "param.t_initial"),
    ({"t_min": 2000.0}, "param.t_min"),
    ({"selection": "best"}, "param.selection"),
    ({"placement": "back"}, "param.placement"),
    ({"engine": "gpu"}, "param.engine"),
    ({"iterations": -3}, "param.iterations"),
])
def test_bad_parameters_name_the_field(params, field):
    inst = generate.tiny(0)
    with pytest.raises(InstanceError) as ei:
        run(inst, "sagreedy", **params)
    assert ei.value.path == field


def test_unknown_parameter_is_bad_input():
    with pytest.raises(InstanceError, match="param.temperature"):
        run(generate.tiny(0), "sagreedy", temperature=5)


@pytest.mark.parametrize("algo", ["sagreedy", "sagreedy-plus"])
def test_single_task_instance(algo: str) -> None:
    from optsched.core import run
    from optsched.hgsp import HgspInstance

    inst = HgspInstance.from_dict({
        "family": "hgsp", "version": 1, "name": "one",
        "gpus": [{"id": "g", "speed": 1.0, "memory_gb": 10}],
        "tasks": [{"id": "t", "workload": 5, "memory_gb": 1, "deadline": 3, "weight": 2}],
    })
    res = run(inst, algo, seed=0)
    assert res.feasible and res.objective == 4.0  # ends at 5, deadline 3, weight 2
