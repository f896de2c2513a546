"""Exact models: CP-SAT and the time-indexed MILP agree, policies are never below the
proven optimum, integrality is enforced, the deadline cut removes no optimum."""

from __future__ import annotations

from pathlib import Path

import pytest

from optsched.core import InstanceError, Status, get_family, load_instance, run, solve
from optsched.hgsp.llm import LlmInstance, generate

ROOT = Path(__file__).resolve().parents[3]
TABLE4 = load_instance(ROOT / "instances" / "llm" / "table4.json")
POLICY_NAMES = ["fifo", "weighted-fifo", "srpt", "wsrpt"]
KW = {"time_limit": 60, "threads": 1}


@pytest.mark.parametrize("seed", range(6))
def test_cpsat_and_milp_agree_and_bound_the_policies(seed):
    inst = generate.small(seed)
    cp = solve(inst, solver="cpsat", **KW)
    ti = solve(inst, solver="highs", **KW)
    assert cp.status is Status.OPTIMAL and ti.status is Status.OPTIMAL
    assert cp.feasible and ti.feasible
    assert cp.objective == pytest.approx(ti.objective, abs=1e-6)
    assert cp.bound == pytest.approx(cp.objective, abs=1e-6)
    assert ti.bound <= ti.objective + 1e-6
    for name in POLICY_NAMES:
        for params in ({}, {"simulator": "discrete", "dt": 0.1}):
            res = run(inst, name, **params)
            assert res.feasible
            assert res.objective >= cp.objective - 1e-9, (name, params)


def test_both_models_prove_table4_optimum_equals_priority_policies():
    cp = solve(TABLE4, solver="cpsat", **KW)
    ti = solve(TABLE4, solver="highs", **KW)
    assert cp.status is Status.OPTIMAL and ti.status is Status.OPTIMAL
    assert cp.objective == pytest.approx(ti.objective, abs=1e-6)
    wsrpt = run(TABLE4, "wsrpt")
    assert cp.objective == pytest.approx(wsrpt.objective, abs=1e-9)
    assert run(TABLE4, "fifo").objective > cp.objective


@pytest.mark.parametrize("seed", [0, 2])
def test_deadline_cut_and_symmetry_breaking_remove_no_optimum(seed):
    inst = generate.small(seed, n_tasks=7)
    with_cuts = solve(inst, solver="cpsat", **KW)
    without = solve(inst, solver="cpsat", cuts=False, **KW)
    assert with_cuts.status is Status.OPTIMAL and without.status is Status.OPTIMAL
    assert with_cuts.objective == pytest.approx(without.objective, abs=1e-9)
    ti = solve(inst, solver="highs", cuts=False, **KW)
    assert ti.objective == pytest.approx(without.objective, abs=1e-6)


def mixed() -> LlmInstance:
    """One fast and one slow GPU; a tau=2 task must mix them and run at the slow pace."""
    return LlmInstance.from_dict({
        "family": "hgsp-llm", "name": "mixed", "time_scale_s": 0.5,
        "gpus": [{"name": "h", "memory_gb": 80, "prefill_tokens_per_s": 2000,
                  "decode_tokens_per_s": 10000},
                 {"name": "a", "memory_gb": 40, "prefill_tokens_per_s": 1000,
                  "decode_tokens_per_s": 5000}],
        "tasks": [{"name": "g", "tokens": 2000, "phase": "prefill", "memory_gb": 60,
                   "tp_degree": 2, "weight": 2},
                  {"name": "s", "tokens": 1000, "phase": "prefill", "memory_gb": 50,
                   "tp_degree": 1, "weight": 3, "arrival_s": 0.5}]})


@pytest.mark.parametrize("solver", ["cpsat", "highs"])
def test_heterogeneous_gang_at_slowest_member(solver):
    # g on {h, a}: 2000 / 1000 = 2 s; s (50 GB) fits only h: 0.5 s, after g (c=2.5)
    # or before g (s at 0.5 -> 1.0, g then 1.0 -> 3.0). Z = min(2*2 + 3*2, 3*0.5 + 2*3)
    res = solve(mixed(), solver=solver, **KW)
    assert res.status is Status.OPTIMAL
    assert res.objective == pytest.approx(min(2 * 2 + 3 * 2.0, 3 * 0.5 + 2 * 3.0))


def test_non_integral_durations_are_refused_or_flagged():
    d = mixed().to_dict()
    d["time_scale_s"] = 1.0  # s lasts 0.5 s: not a multiple of 1 s
    inst = LlmInstance.from_dict(d)
    for solver in ("cpsat", "highs"):
        with pytest.raises(InstanceError) as exc:
            solve(inst, solver=solver, **KW)
        assert exc.value.path.startswith("tasks[")
        assert "time_scale_s=0.5" in str(exc.value)
        res = solve(inst, solver=solver, rounding="ceil", **KW)
        assert res.feasible and res.status is not Status.OPTIMAL
        assert res.bound is None and res.discretized is True


def test_bad_rounding_value_is_named():
    with pytest.raises(InstanceError) as exc:
        solve(TABLE4, solver="cpsat", rounding="nearest", **KW)
    assert exc.value.path == "param.rounding"


def test_pyomo_model_exports_to_mps(tmp_path):
    model = get_family("hgsp-llm").models["gang-ti"].build_pyomo(generate.tiny(0))
    out = tmp_path / "tiny.mps"
    model.write(str(out), io_options={"symbolic_solver_labels": True})
    text = out.read_text()
    assert "ROWS" in text and "COLUMNS" in text


@pytest.mark.parametrize("seed", range(3))
def test_tiny_preset_solves(seed):
    inst = generate.tiny(seed)
    cp = solve(inst, solver="cpsat", **KW)
    ti = solve(inst, solver="highs", **KW)
    assert cp.status is Status.OPTIMAL and ti.status is Status.OPTIMAL
    assert cp.objective == pytest.approx(ti.objective, abs=1e-6)


BUNDLED = sorted((ROOT / "instances" / "llm").glob("*.json"))


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_bundled_instances_both_solvers_agree(path):
    inst = load_instance(path)
    cp = solve(inst, solver="cpsat", **KW)
    ti = solve(inst, solver="highs", **KW)
    assert cp.status is Status.OPTIMAL and ti.status is Status.OPTIMAL
    assert cp.objective == pytest.approx(ti.objective, abs=1e-6)
    best_policy = min(run(inst, p).objective for p in POLICY_NAMES)
    assert best_policy >= cp.objective - 1e-9


def test_bundled_small_instances_are_the_generator_output():
    for seed in (0, 2, 7):
        assert load_instance(ROOT / "instances" / "llm" / f"small-{seed}.json") == \
            generate.small(seed)


def test_time_indexed_model_refuses_a_huge_horizon():
    inst = generate.workload(0, n_tasks=60, load=0.8)  # time_scale_s = 1e-6
    with pytest.raises(InstanceError) as exc:
        solve(inst, solver="highs", **KW)
    # refused by the size guard before anything is built, with the estimate
    assert exc.value.path == "model size" and "non-zeros" in str(exc.value)
    with pytest.raises(InstanceError) as exc:  # the builder's own guard (direct calls)
        from optsched.hgsp.llm.exact_ti import build_ti
        build_ti(inst)
    assert exc.value.path == "time_scale_s"


# ----------------------------------------------------------------------------- data scale


@pytest.mark.parametrize("scale", [1e-8, 1e-4, 1.0, 1e6, 1e14])
@pytest.mark.parametrize("what", ["weights", "times"])
def test_gang_models_are_optimal_at_exactly_scale_x_optimum(scale, what):
    """Issue 12: weights (or durations, arrivals and time_scale_s) x scale give the optimum x
    scale, proven by both models, at every scale."""
    base = generate.tiny(3)
    ref = solve(base, solver="cpsat", model="gang-cp", **KW)
    assert ref.status is Status.OPTIMAL
    d = base.to_dict()
    for t in d["tasks"]:
        if what == "weights":
            t["weight"] *= scale
        else:
            t["arrival_s"] *= scale
    if what == "times":  # durations tokens / throughput x scale
        d["time_scale_s"] *= scale
        for g in d["gpus"]:
            g["prefill_tokens_per_s"] /= scale
            g["decode_tokens_per_s"] /= scale
    inst = LlmInstance.from_dict(d)
    for solver, model in (("cpsat", "gang-cp"), ("highs", "gang-ti")):
        r = solve(inst, solver=solver, model=model, **KW)
        assert r.status is Status.OPTIMAL, (model, r.status, r.status_note)
        assert r.objective == pytest.approx(ref.objective * scale, rel=1e-9)
        assert r.bound == pytest.approx(ref.objective * scale, rel=1e-7)


@pytest.mark.parametrize("field,value", [("weight", 1e300), ("arrival_s", float("inf")),
                                         ("tokens", float("nan"))])
def test_absurd_numbers_are_refused_naming_the_field(field, value):
    d = generate.tiny(3).to_dict()
    d["tasks"][1][field] = value
    with pytest.raises(InstanceError) as exc:
        LlmInstance.from_dict(d)
    assert exc.value.path == f"tasks[1].{field}"


@pytest.mark.parametrize("field,value", [("end", float("nan")), ("start", "0"),
                                         ("start", False), ("task", 3)])
def test_malformed_schedule_values_are_violations_naming_the_field(field, value):
    from optsched.core import verify_solution
    from optsched.hgsp.llm.schedule import LlmSchedule
    from optsched.hgsp.llm.verify import verify

    inst = generate.tiny(3)
    rows = run(inst, "fifo").schedule.to_dict()
    assert verify(inst, rows) == [] and LlmSchedule.from_dict(rows).to_dict() == rows
    rows[0][field] = value
    problems = verify(inst, rows)
    assert problems and problems[0].startswith(f"schedule[0].{field}:"), problems
    assert not verify_solution(inst, rows).feasible
