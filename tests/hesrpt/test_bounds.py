"""Certified bounds of the hesrpt family (issue 24) and its closed-form exact model
(issue 22 item 7): the bound never exceeds an optimum or any policy's objective; offline
with k^p it *is* Theorem 6; the compiled kernel matches its reference; scale covariance."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from helpers.bundled_references import bundled_references
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.core import InstanceError, bound, run, solve
from optsched.core.finalize import REL_TOL
from optsched.hesrpt import HesrptInstance
from optsched.hesrpt import generate as G
from optsched.hesrpt.algorithms import closed_form_optimum
from optsched.hesrpt.bound import (
    _batch_value,
    _job_costs_sum,
    amdahl_majorant,
    batch_value_reference,
    bound_value,
    dp_bound,
    job_costs,
    lagrangian_bound,
    total_bound,
)
from optsched.hesrpt.closed_form import paper_order
from optsched.hesrpt.speedup import Amdahl, Power

POLICIES = ("hesrpt", "equi", "srpt", "rs", "hell")


def below(b: float, obj: float) -> bool:
    """``b <= obj`` up to finalize's relative tolerance."""
    return b <= obj + REL_TOL * max(abs(b), abs(obj))


def online(seed: int, n: int = 25, p: float = 0.5, objective: str = "mean_slowdown",
           n_servers: float = 50.0, scale: float = 1.0) -> HesrptInstance:
    rng = np.random.default_rng(seed)
    sizes = (1.0 + rng.pareto(1.5, n)) * scale
    arr = np.cumsum(rng.exponential(0.02, n)) * scale
    w = rng.uniform(0.5, 2.0, n) if objective == "weighted_flow_time" else None
    return HesrptInstance.from_arrays(f"on{seed}", sizes, n_servers, Power(p), objective,
                                      arrivals=arr, weights=w)


@pytest.mark.parametrize("objective", ["mean_slowdown", "mean_flow_time"])
@pytest.mark.parametrize("seed", [3, 17])
def test_offline_bound_is_theorem6_and_solve_proves_it(objective: str, seed: int) -> None:
    inst = G.offline(seed, m=6, p=0.4 + 0.1 * seed % 0.5, n_servers=40, objective=objective)
    f_star = closed_form_optimum(inst)
    assert f_star is not None
    b = bound(inst)
    assert b.status == "bound"
    assert b.bound == pytest.approx(f_star * inst.objective_factor(), rel=1e-12)
    res = solve(inst, solver="auto", threads=1)
    assert res.status == "optimal" and res.gap == 0.0
    assert res.objective == pytest.approx(b.bound, rel=1e-9)
    for algo in POLICIES:
        assert below(b.bound, run(inst, algo).objective)


def test_run_hesrpt_says_it_attains_theorem6_but_stays_feasible() -> None:
    inst = G.offline(5, m=5, p=0.5, n_servers=100)
    res = run(inst, "hesrpt")
    assert res.status == "feasible" and res.gap == 0.0
    assert "Theorem 6" in (res.status_note or "")
    assert "Theorem 6" not in (run(inst, "equi").status_note or "")


@pytest.mark.parametrize("p,objective,seed", [
    (0.2, "mean_slowdown", 11), (0.5, "mean_slowdown", 29), (0.9, "mean_flow_time", 11),
    (1.0, "mean_flow_time", 29), (0.5, "weighted_flow_time", 11),
    (0.8, "weighted_flow_time", 29)])
def test_online_bound_below_every_policy(p: float, objective: str, seed: int) -> None:
    inst = online(seed, p=p, objective=objective)
    b = bound_value(inst)
    alone = bound(inst, method="alone").bound
    assert b >= alone * (1 - 1e-12)
    objs = {algo: run(inst, algo).objective for algo in POLICIES}
    for algo, obj in objs.items():
        assert below(b, obj), (seed, p, objective, algo, b, obj)
    for method in ("batches", "lagrangian"):
        assert below(bound(inst, method=method).bound, min(objs.values()))


def test_amdahl_and_unfavourable_weights_below_the_numeric_optimum() -> None:
    inst = G.amdahl(1, m=3)
    b = bound_value(inst)
    num = run(inst, "numeric", orders="sjf").objective   # a verified schedule: >= OPT
    assert below(b, num) and b > 0.9 * num      # tight too (~0.96)
    rng = np.random.default_rng(8)
    x = 1.0 + rng.pareto(1.5, 3)
    w = np.sort(rng.uniform(0.5, 2.0, 3))[np.argsort(np.argsort(x))]  # big jobs weigh more
    inst = HesrptInstance.from_arrays("w", x, 30, Power(0.6), "weighted_flow_time", weights=w)
    assert closed_form_optimum(inst) is None
    assert below(bound_value(inst), run(inst, "numeric", orders="sjf").objective)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 10**6), m=st.integers(1, 3), p=st.floats(0.05, 1.0),
       weighted=st.booleans())
def test_property_offline_bound_below_numeric_optimum(seed: int, m: int, p: float,
                                                      weighted: bool) -> None:
    rng = np.random.default_rng(seed)
    x = 1.0 + rng.pareto(1.2, m)
    w = rng.uniform(0.2, 3.0, m) if weighted else None
    obj = "weighted_flow_time" if weighted else "mean_flow_time"
    inst = HesrptInstance.from_arrays("h", x, 20, Power(p), obj, weights=w)
    assert below(bound_value(inst), run(inst, "numeric", orders="sjf").objective)


def test_kernel_matches_reference_on_random_batches() -> None:
    rng = np.random.default_rng(0)
    for _ in range(40):
        m = int(rng.integers(1, 9))
        x = np.round(1.0 + rng.pareto(1.5, m), 1)       # ties happen
        w = rng.uniform(0.1, 3.0, m)
        a = np.sort(rng.uniform(0.0, 2.0, m))
        p = float(rng.choice([0.3, 0.7, 1.0]))
        c, n, s_n = 1.3, 25.0, 25.0 ** p * 0.9
        order = paper_order(x, w)
        got = _batch_value(x[order], w[order], a[order], float(a.min()), p, c, n ** p, s_n)
        ref = batch_value_reference(x, w, a, p, c, n, s_n)
        assert got == pytest.approx(ref, rel=1e-10)


def test_compiled_lagrangian_matches_reference() -> None:
    inst = online(4, n=30)
    x, w, a = inst.sizes, inst.weights(), inst.arrivals
    for p in (0.1, 0.5, 0.95):
        for lam in (0.0, 1e-3, 0.7, 50.0):
            for horizon in (0.1, float(a.max()), 3.0 * float(a.max())):
                cost, used = job_costs(lam, horizon, x, w, a, p, 50.0 ** p)
                c2, u2 = _job_costs_sum(lam, horizon, x, w, a, p, 50.0 ** p)
                assert c2 == pytest.approx(cost.sum(), rel=1e-12)
                assert u2 == pytest.approx(used.sum(), rel=1e-12)


def test_equal_arrivals_give_the_closed_form_and_dp_deadline_is_valid() -> None:
    inst = online(2, n=12)
    x, a = inst.sizes, np.full(12, 3.0)
    same = HesrptInstance.from_arrays("same", x, 50, Power(0.5), "mean_flow_time", arrivals=a)
    off = HesrptInstance.from_arrays("off", x, 50, Power(0.5), "mean_flow_time")
    assert bound_value(same) == pytest.approx(closed_form_optimum(off) / 12, rel=1e-12)
    order = np.argsort(inst.arrivals)
    args = (inst.sizes[order], inst.weights()[order], inst.arrivals[order], 0.5, 1.0, 50.0,
            50.0 ** 0.5, 8)
    full, done = dp_bound(*args)
    early, done_early = dp_bound(*args, deadline=0.0)            # stops before starting
    assert done == 12 and done_early == 0
    assert early == pytest.approx(math.fsum(inst.weights() * inst.sizes) / 50 ** 0.5)
    assert early <= full
    total, _, complete = total_bound(inst, time_limit=1e-9)
    assert not complete and total <= total_bound(inst)[0] * (1 + 1e-12)


def test_amdahl_majorant_dominates_the_speedup() -> None:
    k = np.linspace(1e-6, 64.0, 20001)
    for f in (0.3, 0.9, 1.0):
        s = Amdahl(f)(k)
        for p in (0.05, 0.5, 0.95, 1.0):
            c = amdahl_majorant(f, p, 64.0)
            assert np.all(s <= c * k ** p * (1 + 1e-12))
            assert np.max(s / k ** p) >= c * (1 - 1e-3)          # and it is the least such c


@pytest.mark.parametrize("factor", [1e-8, 1e6])
def test_scale_covariance(factor: float) -> None:
    base = online(5, n=20, objective="mean_flow_time")
    scaled = online(5, n=20, objective="mean_flow_time", scale=factor)
    assert bound_value(scaled) == pytest.approx(factor * bound_value(base), rel=1e-6)
    slow = online(5, n=20)
    slow_s = online(5, n=20, scale=factor)
    assert bound_value(slow_s) == pytest.approx(bound_value(slow), rel=1e-6)
    lag = lagrangian_bound(scaled)[0]
    assert lag == pytest.approx(factor * lagrangian_bound(base)[0], rel=1e-6)


def test_closed_form_refusals_name_the_reason() -> None:
    with pytest.raises(InstanceError, match=r"jobs\[0\]\.arrival_s"):
        solve(online(1), solver="closed-form")
    with pytest.raises(InstanceError, match="speedup.kind"):
        solve(G.amdahl(0), solver="auto")
    w = np.array([3.0, 1.0])   # the bigger job weighs more
    inst = HesrptInstance.from_arrays("w", [1.0, 2.0], 4, Power(0.5), "weighted_flow_time",
                                      weights=w[::-1])
    with pytest.raises(InstanceError, match="favour small jobs"):
        solve(inst, solver="closed-form")


def test_cli_bound_and_auto(cli, tmp_path) -> None:
    path = tmp_path / "h.json"
    path.write_text(json.dumps(G.offline(1, m=4, p=0.5, n_servers=10).to_dict()))
    out = cli("bound", str(path), "--json")
    assert out.returncode == 0, out.stderr
    b = json.loads(out.stdout)
    assert b["status"] == "bound" and b["schedule"] is None
    out = cli("solve", str(path), "--solver", "auto", "--json")
    assert out.returncode == 0, out.stderr
    r = json.loads(out.stdout)
    assert r["status"] == "optimal" and r["objective"] == pytest.approx(b["bound"], rel=1e-9)


@pytest.mark.parametrize("name,reference,kind", bundled_references('hesrpt'))
def test_bundled_instances_bound_on_the_safe_side(name: str, reference: float,
                                                  kind: str) -> None:
    from optsched.core import load_instance
    from optsched.core.discovery import family_of

    inst = load_instance(name)
    b = bound(inst).bound
    slack = 1e-7 * max(abs(b), abs(reference))
    if family_of(inst).sense == "min":
        assert b <= reference + slack, (name, kind, b, reference)
    else:
        assert b >= reference - slack, (name, kind, b, reference)
