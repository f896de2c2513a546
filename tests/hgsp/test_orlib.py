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


# wt40 #1 (913), #3 (537), #6 and #111 (hard), #51 (optimum 0): the checks hold whatever
# the solver reaches within its limit (proofs are lagdp's job: tests/hgsp/test_lagdp*.py).
@pytest.mark.parametrize("k", [0, 2, 5, 50, 110])
def test_cpsat_never_contradicts_the_known_wt40_values(k):
    inst, kv = orlib.instance("wt40", k), orlib.known_value("wt40", k)
    assert kv.proven_optimal
    # the hint heuristics and the model building (~0.2 s on wt40) count against the limit;
    # whatever CP-SAT reaches in 1 s must not contradict the known value
    res = solve(inst, solver="cpsat", time_limit=1, threads=1)
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


# ----------------------------------------------------------------------------- Tanaka


@pytest.mark.parametrize("name,n", [("wt150", 150), ("wt200", 200), ("wt250", 250)])
def test_each_tanaka_set_has_125_instances_of_its_class_and_optimum(name, n):
    from optsched.hgsp import tanaka

    insts, opts = tanaka.read_set(name), tanaka.optima(name)
    assert len(insts) == len(opts) == 125
    for k, (inst, opt) in enumerate(zip(insts, opts), start=1):
        assert inst.p.size == inst.w.size == inst.d.size == n
        assert inst.p.min() >= 1 and inst.p.max() <= 100 and 1 <= inst.w.min()
        assert inst.w.max() <= 10
        # the OR-Library generator's class of instance k (PROVENANCE.md)
        P = int(inst.p.sum())
        tf, rdd = 0.2 * (1 + ((k - 1) // 5) % 5), 0.2 * (1 + (k - 1) // 25)
        assert inst.d.min() >= max(0.0, P * (1 - tf - rdd / 2)) - 0.01 * P
        assert inst.d.max() <= P * (1 - tf + rdd / 2) + 0.01 * P
        # EDD is optimal for "is zero tardiness possible": zero exactly when it is
        edd = np.argsort(inst.d, kind="stable")
        c = np.cumsum(inst.p[edd])
        edd_value = int((inst.w[edd] * np.maximum(0, c - inst.d[edd])).sum())
        assert edd_value >= opt and (edd_value == 0) == (opt == 0)


def test_tanaka_reader_names_the_line_and_field_of_bad_files(tmp_path):
    from optsched.hgsp import tanaka

    cases = {
        "empty": ("", "line 1"),
        "n": ("x\n1 2 3\n", "line 1 n"),
        "count": ("3\n1 2 3\n4 5 6\n", "line 4"),
        "extra": ("1\n1 2 3\n4 5 6\n", "line 3"),
        "fields": ("2\n1 2 3\n4 5\n", "line 3 (job 2)"),
        "due": ("2\n1 2 3\n4 x 6\n", "line 3 (job 2) due date"),
        "p0": ("2\n0 2 3\n4 5 6\n", "line 2 (job 1) processing time"),
        "w<0": ("2\n1 2 3\n4 5 -6\n", "line 3 (job 2) weight"),
    }
    for name, (text, where) in cases.items():
        f = tmp_path / f"{name}.dat"
        f.write_text(text)
        with pytest.raises(InstanceError) as exc:
            tanaka.read_dat(f)
        assert exc.value.path == f"{f}: {where}", (name, exc.value.path)
    with pytest.raises(InstanceError, match="not found"):
        tanaka.read_dat(tmp_path / "missing.dat")
    good = tmp_path / "wt3_001.dat"
    good.write_text("   3\n  5  9  2\n 1 0 7\n\n 4 3 1\n")
    inst = tanaka.read_dat(good)
    assert inst.p.tolist() == [5, 1, 4] and inst.d.tolist() == [9, 0, 3]
    assert inst.w.tolist() == [2, 7, 1]


def test_tanaka_presets_and_the_dat_preset_give_the_same_instance(tmp_path):
    from optsched.hgsp import tanaka

    a = generate("hgsp", "tanaka-wt200", 7)
    raw = tanaka.read_set("wt200")[7]
    assert a.name == "tanaka-wt200-008" and a.n == 200 and a.m == 1
    assert [t.workload for t in a.tasks] == raw.p.tolist()
    assert [t.deadline for t in a.tasks] == raw.d.tolist()
    assert [t.weight for t in a.tasks] == raw.w.tolist()
    b = generate("hgsp", "tanaka-dat", 0, file=str(tanaka.DATA_DIR / "wt200" /
                                                    "wt200_008.dat"))
    assert [(t.workload, t.deadline, t.weight) for t in b.tasks] == \
        [(t.workload, t.deadline, t.weight) for t in a.tasks]
    with pytest.raises(InstanceError, match="0..124"):
        generate("hgsp", "tanaka-wt150", 125)
    with pytest.raises(InstanceError) as exc:
        generate("hgsp", "tanaka-dat", 0)
    assert exc.value.path == "param.file"


def test_tanaka_index_entries_are_bundled_and_carry_the_optimum():
    import json
    from pathlib import Path

    from optsched.core import load_instance
    from optsched.hgsp import tanaka

    repo = Path(__file__).resolve().parents[2]
    index = {e["name"]: e for e in json.loads((repo / "instances" / "index.json")
                                              .read_text())["instances"]}
    for name in tanaka.SETS:
        opts = tanaka.optima(name)
        for k in tanaka.INDEXED:
            inst = tanaka.instance(name, k)
            e = index[inst.name]
            assert e["optimum"] == opts[k] and e["size"] == {"tasks": inst.n, "gpus": 1}
            assert load_instance(repo / e["path"]).to_dict() == inst.to_dict()


@pytest.mark.parametrize("name,k", [("wt150", 25), ("wt200", 0)])
def test_lagdp_proves_the_known_tanaka_optimum(name, k):
    from optsched.hgsp import tanaka

    res = solve(tanaka.instance(name, k), solver="dp", time_limit=120, threads=1)
    assert res.status == Status.OPTIMAL
    assert res.objective == res.bound == tanaka.optima(name)[k]
