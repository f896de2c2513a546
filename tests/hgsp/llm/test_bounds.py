"""hgsp-llm lower bounds (models/hgsp-llm-bounds.md): compiled kernel == readable
reference, bound <= proven optimum (bundled optima and fresh seeds solved here), every
policy >= bound, scale-aware, time limits and the CLI."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.core import Status, bound, load_instance, run, solve
from optsched.core.finalize import REL_TOL
from optsched.hgsp.bound_capacity import Timeline, evaluate_prices, maximize_prices
from optsched.hgsp.llm import LlmInstance, generate
from optsched.hgsp.llm.bound import (
    bound_fluid,
    bound_lagrangian,
    bound_release,
    build_gang_relaxation,
    fluid_work,
    gang_patterns,
)

ROOT = Path(__file__).resolve().parents[3]
INDEX = json.loads((ROOT / "instances" / "index.json").read_text())["instances"]
BUNDLED = [e for e in INDEX if e["family"] == "hgsp-llm" and e.get("optimum") is not None]
METHODS = ("best", "lagrangian", "fluid", "release")
POLICIES = ("fifo", "weighted-fifo", "srpt", "wsrpt")


def below(b: float, opt: float) -> bool:
    """``b <= opt`` up to the tolerance ``finalize`` uses to compare bounds."""
    return b <= opt + REL_TOL * max(abs(b), abs(opt)) + 1e-12


def test_gang_patterns_enumerate_every_composition():
    assert sorted(gang_patterns(2, [2, 3])) == [(0, 2), (1, 1), (2, 0)]
    assert gang_patterns(4, [1, 2]) == []
    assert len(gang_patterns(3, [3, 3, 3])) == 10  # C(5, 2)


@pytest.mark.parametrize("seed", range(3))
def test_compiled_job_values_equal_the_reference(seed):
    inst = generate.small(seed, n_tasks=6)
    relax = build_gang_relaxation(inst, 16)
    line = Timeline.of(relax)
    rng = np.random.default_rng(seed)
    for _ in range(3):
        mu = rng.uniform(0, 3, size=(relax.kinds, line.size)) * (rng.random((relax.kinds,
                                                                            line.size)) < .5)
        fast = evaluate_prices(relax, line, mu)
        ref = evaluate_prices(relax, line, mu, reference=True)
        assert fast[0] == pytest.approx(ref[0], rel=1e-12)
        assert np.allclose(fast[1].sum(axis=1), ref[1].sum(axis=1))


def test_fluid_work_is_at_most_any_gangs_consumption():
    inst = generate.workload(3, n_tasks=60, load=0.8)
    work, sigma = fluid_work(inst)
    for i, t in enumerate(inst.tasks[:20]):
        el = inst.eligible(t)
        for gang in (el[:t.tp_degree], el[-t.tp_degree:]):
            p = inst.duration_s(t, gang)
            used = sum(inst.gpus[j].throughput(t.phase) / max(
                g.throughput(t.phase) for g in inst.gpus) for j in gang) * p
            assert used >= work[i] * (1 - 1e-12)
            assert sum(sigma[j] for j in gang) >= used / p - 1e-12


@pytest.mark.parametrize("entry", BUNDLED, ids=[e["name"] for e in BUNDLED])
def test_every_method_is_below_the_bundled_optimum(entry):
    inst = load_instance(ROOT / entry["path"])
    opt = float(entry["optimum"])
    vals = {}
    for m in METHODS:
        r = bound(inst, method=m, time_limit=20)
        assert r.status is Status.BOUND and below(r.bound, opt), (m, r.bound, opt)
        vals[m] = r.bound
    assert vals["best"] >= max(vals.values()) - 1e-9
    assert vals["best"] >= 0.85 * opt  # the gang LP is tight here (models/...)


@pytest.mark.parametrize("seed", [8101, 8102])
def test_fresh_seeds_bound_below_optimum_and_policies(seed):
    for inst in (generate.tiny(seed), generate.small(seed, n_tasks=7)):
        opt = solve(inst, solver="cpsat", time_limit=60, threads=1)
        assert opt.status is Status.OPTIMAL
        b = bound(inst, time_limit=20)
        assert below(b.bound, opt.objective), (inst.name, b.bound, opt.objective)
        for pol in POLICIES:
            r = run(inst, pol, bound=True)
            assert r.feasible and r.status is Status.FEASIBLE, (pol, r.message)
            assert below(r.bound, r.objective) and r.gap >= 0


@settings(max_examples=8, deadline=None)
@given(st.one_of(st.builds(generate.tiny, st.integers(0, 10**6)),
                 st.builds(generate.small, st.integers(0, 10**6)),
                 st.builds(lambda s, ld: generate.workload(s, n_tasks=40, load=ld),
                           st.integers(0, 10**6), st.sampled_from([0.5, 1.0, 1.5]))))
def test_generated_instances_every_policy_above_the_bound(inst):
    b = bound(inst, time_limit=10)
    assert b.status is Status.BOUND
    assert b.bound >= bound_release(inst).value * (1 - 1e-12)
    for pol in POLICIES:
        assert below(b.bound, run(inst, pol).objective)


TABLE4 = json.loads((ROOT / "instances" / "llm" / "table4.json").read_text())


def scaled(scale: float, what: str) -> LlmInstance:
    d = copy.deepcopy(TABLE4)
    for t in d["tasks"]:
        if what == "weights":
            t["weight"] *= scale
        else:
            t["arrival_s"] *= scale
    if what == "times":  # durations x scale through the throughputs
        for g in d["gpus"]:
            g["prefill_tokens_per_s"] /= scale
            g["decode_tokens_per_s"] /= scale
        d["time_scale_s"] *= scale
    return LlmInstance.from_dict(d)


@pytest.mark.parametrize("what", ["weights", "times"])
@pytest.mark.parametrize("scale", [1e-8, 1e-3, 1e5, 1e14])
def test_bounds_scale_with_the_data(scale, what):
    ref = bound_lagrangian(scaled(1.0, what), time_limit=20).value  # 102 = the optimum
    got = bound_lagrangian(scaled(scale, what), time_limit=20).value
    assert below(got, 102.0 * scale)
    assert got == pytest.approx(ref * scale, rel=1e-3)
    assert bound_fluid(scaled(scale, what)).value == pytest.approx(
        bound_fluid(scaled(1.0, what)).value * scale, rel=1e-9)


def test_weightless_tasks_add_nothing_and_keep_the_bound_finite():
    d = copy.deepcopy(TABLE4)
    for t in d["tasks"][:5]:
        t["weight"] = 0.0
    inst = LlmInstance.from_dict(d)
    opt = solve(inst, solver="cpsat", time_limit=60, threads=1)
    assert opt.status is Status.OPTIMAL
    for m in METHODS:
        b = bound(inst, method=m, time_limit=20).bound
        assert below(b, opt.objective)
    assert bound(inst, method="lagrangian", time_limit=20).bound >= 0.9 * opt.objective


def test_time_limit_returns_a_valid_incomplete_bound():
    inst = generate.workload(1, n_tasks=200, load=1.0)
    r = bound(inst, method="lagrangian", time_limit=0.2, iterations=100_000)
    assert r.status is Status.BOUND and r.metrics["complete"] is False
    assert r.bound >= bound_release(inst).value * (1 - 1e-12)
    assert below(r.bound, run(inst, "wsrpt").objective)


def test_prices_ascent_history_is_valid_and_reaches_table4_optimum():
    inst = load_instance(ROOT / "instances" / "llm" / "table4.json")
    relax = build_gang_relaxation(inst, 16, upper=102.0 * (1 + 1e-9))
    res = maximize_prices(relax, 102.0, deadline=None, max_iter=1000)
    assert all(below(v, 102.0) for v in res.history)
    assert res.value == pytest.approx(102.0, rel=1e-6)


def test_cli_bound_and_run_with_bound(cli):
    path = ROOT / "instances" / "llm" / "small-7.json"
    out = cli("bound", str(path), "--json", "--method", "lagrangian", "--time-limit", "20")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["status"] == "bound" and 80 <= res["bound"] <= 90  # optimum 90
    out = cli("run", str(path), "--algo", "wsrpt", "--bound", "--json")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["bound"] <= res["objective"] and res["gap"] >= 0
