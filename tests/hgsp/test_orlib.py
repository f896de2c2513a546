"""OR-Library 1||sum wT: reader, known values, conversion to single-GPU HGSP, presets,
and the known-values check (no solver contradicts a known optimum)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from optsched.core import InstanceError, Status, generate, run, solve
from optsched.hgsp import orlib
from optsched.hgsp.verify import metrics_from_arrays


@pytest.mark.parametrize("name,n", [("wt40", 40), ("wt50", 50), ("wt100", 100)])
def test_each_set_has_125_instances_and_values(name, n):
    insts = orlib.read_set(name)
    vals = orlib.known_values(name)
    assert len(insts) == 125 and len(vals) == 125
    assert all(i.p.size == n and i.w.size == n and i.d.size == n for i in insts)
    assert all(1 <= x <= 100 for i in insts for x in i.p)
    assert all(1 <= x <= 10 for i in insts for x in i.w)
    assert all(v.value >= 0 for v in vals)


def test_known_values_and_unproven_flags_match_the_documentation():
    v40 = orlib.known_values("wt40")
    assert v40[0].value == 913 and v40[0].proven_optimal
    assert [k + 1 for k, v in enumerate(v40) if not v.proven_optimal] == [19]
    v50 = orlib.known_values("wt50")
    assert [k + 1 for k, v in enumerate(v50) if not v.proven_optimal] == \
        [11, 12, 14, 19, 36, 44, 66, 87, 88, 111]
    assert not any(v.proven_optimal for v in orlib.known_values("wt100"))
    assert sum(v.value == 0 for v in v40) == 18  # PROVENANCE.md: 18 zero values in wtopt40


def _edd_value(inst) -> float:
    order = np.lexsort((np.arange(inst.n), inst.deadline))
    gpu = np.zeros(inst.n, dtype=np.int64)
    start = np.zeros(inst.n)
    start[order] = np.concatenate([[0.0], np.cumsum(inst.p[order, 0])[:-1]])
    return metrics_from_arrays(inst, gpu, start)["weighted_tardiness"]


def test_conversion_is_the_section_ii_restriction():
    inst = orlib.instance("wt40", 0)
    raw = orlib.read_set("wt40")[0]
    assert inst.name == "wt40-001" and inst.m == 1 and inst.n == 40
    assert (inst.arrival == 0).all() and (inst.memory == 0).all()
    assert np.array_equal(inst.p[:, 0], raw.p) and np.array_equal(inst.weight, raw.w)
    assert np.array_equal(inst.deadline, raw.d)
    assert raw.p.sum() == 2065  # PROVENANCE.md
    assert _edd_value(inst) == 1588  # PROVENANCE.md: EDD on instance 1
    # EDD is zero exactly when the known value is zero (PROVENANCE.md)
    for k in range(125):
        zero_edd = _edd_value(orlib.instance("wt40", k)) == 0
        assert zero_edd == (orlib.known_value("wt40", k).value == 0)


def test_preset_reads_the_kth_instance_and_rejects_out_of_range():
    inst = generate("hgsp", "orlib-wt40", 7)
    assert inst.name == "wt40-008"
    with pytest.raises(InstanceError) as exc:
        generate("hgsp", "orlib-wt40", 125)
    assert exc.value.path == "--seed"
    with pytest.raises(InstanceError):
        orlib.read_set("wt41")


def test_index_entries_carry_optimum_or_bounds():
    entries = orlib.index_entries("wt40")
    assert len(entries) == 125
    assert entries[0]["optimum"] == 913 and entries[0]["path"] == "instances/orlib/wt40-001.json"
    assert entries[18]["bounds"] == {"upper": orlib.known_value("wt40", 18).value}
    assert "optimum" not in entries[18]


def test_single_machine_brute_force_agrees_with_exact_models_on_a_truncated_instance():
    """First 7 jobs of wt40 #1, due dates scaled down so that the optimum is > 0."""
    from optsched.hgsp import GPU, HgspInstance, Task

    raw = orlib.read_set("wt40")[0]
    tasks = tuple(Task(f"j{q}", float(raw.p[q]), 0.0, float(raw.d[q] // 8), float(raw.w[q]))
                  for q in range(7))
    inst = HgspInstance(tasks=tasks, gpus=(GPU("gpu0", 1.0, 1.0),), name="wt40-001-first7")
    best = np.inf
    for perm in itertools.permutations(range(7)):
        c = np.cumsum(inst.p[list(perm), 0])
        best = min(best, float(np.dot(inst.weight[list(perm)],
                                      np.maximum(0, c - inst.deadline[list(perm)]))))
    assert best > 0
    for solver, model in (("cpsat", "cpsat"), ("highs", "timeindexed"), ("highs", "bigm")):
        r = solve(inst, solver=solver, model=model, time_limit=60, threads=1)
        assert r.status is Status.OPTIMAL
        assert r.objective == pytest.approx(best, abs=1e-6)


# ----------------------------------------------------------------------------- known values


def _check_against_known(res, kv):
    tol = 1e-6 * max(1.0, kv.value)
    if res.schedule is None:  # no incumbent within the limit (a loaded machine): no claim
        assert res.status is Status.TIME_LIMIT and res.objective is None, res.message
        assert res.bound is None or res.bound <= kv.value + tol, "bound above the optimum"
        return
    assert res.feasible, res.message
    assert res.objective >= kv.value - tol, "incumbent below the known optimum"
    if res.bound is not None:
        assert res.bound <= kv.value + tol, "bound above the known optimum"
    if res.status is Status.OPTIMAL:
        assert res.objective == pytest.approx(kv.value, abs=tol)


# wt40 #1 (913) and #3 (537): CP-SAT usually proves them within the limit; #6 and #111:
# hard (time limit); #51: optimum 0. The checks hold whatever the solver reaches.
@pytest.mark.parametrize("k", [0, 2, 5, 50, 110])
def test_cpsat_never_contradicts_the_known_wt40_values(k):
    inst, kv = orlib.instance("wt40", k), orlib.known_value("wt40", k)
    assert kv.proven_optimal
    # the hint heuristics and the model building (1-3 s on wt40) count against the limit
    res = solve(inst, solver="cpsat", time_limit=5, threads=1)
    _check_against_known(res, kv)
    for algo in ("greedy", "sagreedy"):
        assert run(inst, algo).objective >= kv.value - 1e-9


@pytest.mark.parametrize("k", [78])
def test_timeindexed_never_contradicts_the_known_wt40_values(k):
    # wt40 #79 has the smallest time-indexed model of the set (~35k start variables)
    inst, kv = orlib.instance("wt40", k), orlib.known_value("wt40", k)
    res = solve(inst, solver="highs", model="timeindexed", time_limit=1, threads=1)
    assert res.status in (Status.OPTIMAL, Status.TIME_LIMIT)
    if res.feasible:
        _check_against_known(res, kv)
    elif res.bound is not None:  # no incumbent within the limit: the bound must still hold
        assert res.bound <= kv.value + 1e-6 * max(1.0, kv.value)
