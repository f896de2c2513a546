"""hgsp lower bounds (models/hgsp-bounds.md): compiled kernels == readable references,
bound <= proven optimum (bundled optima, fresh seeds solved here, brute force on
fractional data), every heuristic >= bound, scale-aware, time limits and the CLI."""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.core import InstanceError, Status, bound, load_instance, run, solve
from optsched.core.finalize import REL_TOL
from optsched.hgsp import HgspInstance, generate, orlib, presets
from optsched.hgsp.bound import (
    bound_fluid,
    bound_lagrangian,
    bound_release,
    build_relaxation,
    choose_grid,
    dispatch,
    upper_costs,
)
from optsched.hgsp.bound_fluid import wspt_mean_busy_times, wspt_mean_busy_times_reference
from optsched.hgsp.bound_paths import (
    PathRelaxation,
    kind_paths,
    kind_paths_reference,
    maximize,
)
from optsched.hgsp.instance import GPU, Task
from optsched.hgsp.schedule import HgspSchedule
from optsched.hgsp.verify import verify
from tests.helpers.hgsp_brute_force import brute_force_optimum

ROOT = Path(__file__).resolve().parents[2]
INDEX = json.loads((ROOT / "instances" / "index.json").read_text())["instances"]
METHODS = ("best", "lagrangian", "fluid", "release")
HEURISTICS = ("fifo", "greedy", "sagreedy", "sagreedy-plus")


def below(b: float, opt: float) -> bool:
    """``b <= opt`` up to the tolerance ``finalize`` uses to compare bounds."""
    return b <= opt + REL_TOL * max(abs(b), abs(opt)) + 1e-12


# ----------------------------------------------------------------------------- kernels


def random_relaxation(rng: np.random.Generator, n: int, kinds: int) -> PathRelaxation:
    task, q, lo, cap, coef, base, off, ptr = [], [], [], [], [], [], [], [0]
    for _k in range(kinds):
        idx = np.sort(rng.choice(n, size=int(rng.integers(1, n + 1)), replace=False))
        los = rng.integers(0, 15, size=idx.size)
        order = np.argsort(los, kind="stable")
        idx, los = idx[order], los[order]
        task.append(idx)
        lo.append(los)
        q.append(rng.integers(1, 6, size=idx.size))
        cap.append(los + rng.integers(0, 25, size=idx.size))
        coef.append(rng.uniform(0, 3, size=idx.size))
        base.append(rng.uniform(0, 2, size=idx.size))
        off.append(rng.uniform(-20, 5, size=idx.size))
        ptr.append(ptr[-1] + idx.size)
    cat = np.concatenate
    return PathRelaxation(delta=1.0, slope=float(rng.uniform(0.5, 2)),
                          mult=rng.integers(1, 3, size=n).astype(float),
                          count=rng.integers(1, 4, size=kinds),
                          kind_ptr=np.array(ptr, np.int64), task=cat(task).astype(np.int64),
                          q=cat(q).astype(np.int64), lo=cat(lo).astype(np.int64),
                          cap=cat(cap).astype(np.int64), coef=cat(coef), base=cat(base),
                          off=cat(off))


@pytest.mark.parametrize("seed", range(12))
def test_compiled_shortest_paths_equal_the_reference(seed):
    rng = np.random.default_rng(seed)
    relax = random_relaxation(rng, n=int(rng.integers(2, 9)), kinds=int(rng.integers(1, 4)))
    for _ in range(4):
        lam = rng.uniform(0, 40, size=relax.n)
        fast, use_f, _ = relax.evaluate(lam)
        ref, use_r, _ = relax.evaluate(lam, reference=True)
        assert fast == pytest.approx(ref, rel=1e-12, abs=1e-9)
        # both shortest paths have the value they claim
        hi = relax.windows(lam)
        for k in range(relax.kinds):
            a, b = relax.kind_ptr[k], relax.kind_ptr[k + 1]
            args = (relax.lo[a:b], hi[a:b], relax.q[a:b], relax.coef[a:b],
                    relax.base[a:b], relax.off[a:b], relax.task[a:b], lam, relax.slope)
            c1 = np.zeros(relax.n, np.int64)
            c2 = np.zeros(relax.n, np.int64)
            assert kind_paths(*args, c1) == pytest.approx(kind_paths_reference(*args, c2),
                                                          rel=1e-12, abs=1e-9)
        assert np.all(use_f >= 0) and np.all(use_r >= 0)


def test_windows_keep_every_arc_of_negative_reduced_cost():
    rng = np.random.default_rng(5)
    relax = random_relaxation(rng, 6, 2)
    lam = rng.uniform(0, 30, size=relax.n)
    hi = relax.windows(lam)
    for o in range(relax.task.size):
        for s in range(int(relax.lo[o]), int(relax.cap[o]) + 1):
            cost = relax.coef[o] * max(relax.base[o], relax.slope * s + relax.off[o])
            if cost < lam[relax.task[o]]:
                assert s < hi[o], (o, s)


@pytest.mark.parametrize("seed", range(8))
def test_wspt_mean_busy_times_equal_the_reference_and_beat_other_orders(seed):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 12))
    r = np.round(rng.uniform(0, 20, n), 1)
    W = rng.uniform(0.5, 10, n)
    w = rng.integers(0, 6, n).astype(float)
    speed = float(rng.uniform(0.5, 3))
    M = wspt_mean_busy_times(r, W, w, speed)
    assert M == pytest.approx(wspt_mean_busy_times_reference(r, W, w, speed), rel=1e-9)
    assert np.all(M >= r + W / (2 * speed) - 1e-9)
    # no other fluid schedule does better: e.g. non-preemptive list schedules in any order
    for _ in range(20):
        t, tot = 0.0, 0.0
        for j in rng.permutation(n):
            t = max(t, r[j]) + W[j] / speed
            tot += w[j] * (t - W[j] / (2 * speed))
        assert float(np.dot(w, M)) <= tot + 1e-9


def test_dispatch_schedules_are_feasible():
    for seed in range(5):
        inst = presets.gap(seed, n_tasks=25)
        for key in (inst.deadline, -inst.weight, inst.arrival):
            gpu, start = dispatch(inst, key)
            assert verify(inst, HgspSchedule.from_arrays(inst, gpu, start)) == []
    ub, costs, rule = upper_costs(presets.gap(1, n_tasks=25))
    assert ub == pytest.approx(costs.sum()) and rule in ("list-eft", "list-start", "wspt",
                                                          "edd")


# ----------------------------------------------------------------------------- validity


BUNDLED = [e for e in INDEX if e["family"] == "hgsp" and e.get("optimum") is not None
           and (e["name"].startswith("tiny") or e["name"] in
                ("wt40-010", "wt40-051"))]


@pytest.mark.parametrize("entry", BUNDLED, ids=[e["name"] for e in BUNDLED])
def test_every_method_is_below_the_bundled_optimum(entry):
    inst = load_instance(ROOT / entry["path"])
    opt = float(entry["optimum"])
    values = {}
    for m in METHODS:
        r = bound(inst, method=m, time_limit=30)
        assert r.status is Status.BOUND and r.schedule is None
        assert below(r.bound, opt), (m, r.bound, opt)
        values[m] = r.bound
    assert values["best"] >= max(values.values()) - 1e-9
    assert values["lagrangian"] >= values["release"]
    if opt > 0 and entry["name"].startswith("tiny"):  # tight there (models/hgsp-bounds.md)
        assert values["best"] >= 0.6 * opt


@pytest.mark.parametrize("seed", [7001, 7002])
def test_fresh_seeds_bound_below_optimum_and_heuristics(seed):
    for inst in (generate.tiny(seed), presets.gap(seed, n_tasks=8)):
        opt = solve(inst, solver="cpsat", time_limit=60, threads=1)
        assert opt.status is Status.OPTIMAL
        b = bound(inst, time_limit=30)
        assert below(b.bound, opt.objective), (inst.name, b.bound, opt.objective)
        for algo in HEURISTICS:
            r = run(inst, algo, bound=True, time_limit=60,
                    **({"iterations": 200, "restarts": 1} if algo == "sagreedy-plus" else {}))
            assert r.feasible and r.status is Status.FEASIBLE, (algo, r.message)
            assert r.bound == pytest.approx(b.bound) and below(r.bound, r.objective)
            assert r.gap is not None and r.gap >= 0


@pytest.mark.parametrize("k", [0, 25, 59])
def test_orlib_wt40_known_optima(k):
    inst = orlib.instance("wt40", k)  # 0-based
    known = orlib.known_value("wt40", k)
    assert known.proven_optimal
    b = bound_lagrangian(inst, time_limit=20, iterations=600)
    assert below(b.value, known.value)


fractional_instances = st.builds(
    lambda seed, n, m, scale_t, scale_w: random_fractional(seed, n, m, scale_t, scale_w),
    st.integers(0, 10**6), st.integers(1, 5), st.integers(1, 3),
    st.sampled_from([1e-8, 1e-3, 1.0, 1e5, 1e14]), st.sampled_from([1e-8, 1.0, 1e14]))


def random_fractional(seed: int, n: int, m: int, scale_t: float, scale_w: float
                      ) -> HgspInstance:
    """Fractional data (no exact grid), tight deadlines, two memory classes."""
    rng = np.random.default_rng(seed)
    gpus = tuple(GPU(f"g{j}", float(rng.uniform(0.5, 3)), float(rng.choice([24, 80])))
                 for j in range(m))
    gpus = gpus[:-1] + (GPU(gpus[-1].id, gpus[-1].speed, 80.0),)  # one GPU fits all
    tasks = []
    for i in range(n):
        L = float(rng.uniform(0.3, 5)) * scale_t
        a = float(rng.uniform(0, 4)) * scale_t
        tasks.append(Task(f"t{i}", L, float(rng.choice([8, 40])),
                          a + float(rng.uniform(0.2, 3)) * scale_t,
                          float(rng.integers(0, 5)) * scale_w, a))
    return HgspInstance(tasks=tuple(tasks), gpus=gpus, name=f"frac-{seed}")


@settings(max_examples=12, deadline=None)
@given(fractional_instances)
def test_bounds_below_brute_force_optimum_on_fractional_data(inst):
    opt = brute_force_optimum(inst)
    for m in METHODS:
        r = bound(inst, method=m, time_limit=10)
        assert r.status is Status.BOUND
        assert below(r.bound, opt), (m, r.bound, opt)


@settings(max_examples=6, deadline=None)
@given(st.one_of(st.builds(generate.tiny, st.integers(0, 10**6)),
                 st.builds(presets.gap, st.integers(0, 10**6), n_tasks=st.integers(3, 12))))
def test_generated_instances_every_heuristic_above_the_bound(inst):
    b = bound(inst, time_limit=10).bound
    for algo in ("fifo", "greedy", "sagreedy"):
        assert below(b, run(inst, algo).objective)


# ----------------------------------------------------------------------------- scale


TINY_S1 = json.loads((ROOT / "instances" / "hgsp" / "tiny-s1.json").read_text())


def scaled(scale: float, what: str, compensate: bool = True) -> HgspInstance:
    d = copy.deepcopy(TINY_S1)
    for t in d["tasks"]:
        if what == "weights":
            t["weight"] *= scale
        else:
            for key in ("workload", "deadline", "arrival"):
                t[key] *= scale
    if what == "times" and compensate:
        d["time_scale"] = 1.0 / scale
    return HgspInstance.from_dict(d)


@pytest.mark.parametrize("what", ["weights", "times"])
@pytest.mark.parametrize("scale", [1e-8, 1e-4, 1e6, 1e14])
def test_bounds_scale_with_the_data(scale, what):
    base, big = scaled(1.0, what), scaled(scale, what)
    # the relaxation itself scales exactly: L(scale x lam) = scale x L(lam)
    r0 = build_relaxation(base, *choose_grid(base, 16))
    r1 = build_relaxation(big, *choose_grid(big, 16))
    lam = np.random.default_rng(0).uniform(0, 30, base.n)
    assert r1.bound(lam * scale) == pytest.approx(scale * r0.bound(lam), rel=1e-9)
    # the ascent takes other (equally valid) tie-breaks: the same value to a few %
    ref = bound_lagrangian(base, time_limit=20).value  # 34.25 (opt 40)
    raw = bound_lagrangian(big, time_limit=20).value  # before rounding
    assert raw == pytest.approx(ref * scale, rel=0.03)
    r = bound(scaled(scale, what), method="lagrangian", time_limit=20)
    assert below(r.bound, 40.0 * scale) and r.bound >= raw
    if what == "times":  # fractional ticks: the favourable rounding still holds
        r2 = bound(scaled(scale, what, compensate=False), time_limit=20)
        assert below(r2.bound, 40.0 * scale) and r2.bound >= 0.5 * ref * scale


def test_weightless_tasks_and_explicit_processing_times():
    d = copy.deepcopy(TINY_S1)
    for t in d["tasks"][:3]:
        t["weight"] = 0.0
    rng = np.random.default_rng(3)  # unrelated GPUs: an explicit p_ij matrix
    d["processing_times"] = [[int(x) for x in rng.integers(1, 12, size=len(d["gpus"]))]
                             for _ in d["tasks"]]
    inst = HgspInstance.from_dict(d)
    opt = solve(inst, solver="cpsat", time_limit=60, threads=1)
    assert opt.status is Status.OPTIMAL
    for m in METHODS:
        assert below(bound(inst, method=m, time_limit=20).bound, opt.objective), m


def test_huge_arrival_gap_costs_nothing():
    d = copy.deepcopy(TINY_S1)
    d["tasks"][0]["arrival"] = 1e12
    d["tasks"][0]["deadline"] = 1e12 + 17
    inst = HgspInstance.from_dict(d)
    r = bound(inst, time_limit=20)
    assert r.status is Status.BOUND and r.metrics["complete"]
    assert below(r.bound, run(inst, "sagreedy-plus", iterations=300).objective)


def test_grid_is_exact_on_integral_data_and_rounds_down_otherwise():
    inst = load_instance(ROOT / "instances" / "hgsp" / "tiny-s1.json")
    assert choose_grid(inst, 16) == (1.0, True)
    frac = presets.section4(0, "tasks3", n_tasks=30)
    delta, exact = choose_grid(frac, 8)
    assert not exact and delta > 0
    relax = build_relaxation(frac, delta, exact)
    j = relax.info["kinds"]
    for k, ks in enumerate(j):
        a, b = relax.kind_ptr[k], relax.kind_ptr[k + 1]
        p = frac.p[relax.task[a:b], ks[0]]
        assert np.all(relax.q[a:b] * delta <= p)  # occupancy rounded down
        assert np.all(relax.lo[a:b] * delta <= frac.arrival[relax.task[a:b]])


# ----------------------------------------------------------------------------- limits


def test_time_limit_returns_a_valid_incomplete_bound():
    inst = presets.section4(3, "tasks3", n_tasks=120)
    # ~60 ascent steps fit in 0.05 s on an idle machine; convergence needs ~900
    r = bound(inst, method="lagrangian", time_limit=0.05, iterations=100_000)
    assert r.status is Status.BOUND and r.metrics["complete"] is False
    assert below(r.bound, run(inst, "greedy").objective)
    assert r.bound >= bound_release(inst).value


def test_maximize_keeps_the_best_and_every_iterate_is_valid():
    inst = load_instance(ROOT / "instances" / "hgsp" / "tiny-s4.json")  # optimum 23
    delta, exact = choose_grid(inst, 16)
    relax = build_relaxation(inst, delta, exact)
    res = maximize(relax, np.zeros(inst.n), 30.0, deadline=None, max_iter=300)
    assert all(below(v, 23.0) for v in res.history)
    assert res.value == max(res.history)
    assert relax.bound(res.lam) == pytest.approx(res.value)


def test_fluid_bound_certifies_an_overloaded_instance():
    inst = presets.section4(0, "tasks4", n_tasks=300)
    f = bound_fluid(inst).value
    ub, _costs, _rule = upper_costs(inst)
    assert 0.5 * ub <= f <= ub  # overload: the pooled fluid bound is within 2x of WSPT


# ----------------------------------------------------------------------------- CLI


def test_unknown_method_is_refused_naming_it():
    inst = load_instance(ROOT / "instances" / "hgsp" / "tiny-s1.json")
    with pytest.raises(InstanceError) as exc:
        bound(inst, method="nope")
    assert exc.value.path == "--method" and "nope" in str(exc.value)
    with pytest.raises(InstanceError):
        bound(inst, resolution=0)


def test_cli_bound_json_and_run_with_bound(cli):
    path = ROOT / "instances" / "hgsp" / "tiny-s1.json"
    out = cli("bound", str(path), "--json", "--time-limit", "20")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["status"] == "bound" and res["method"] == "best"
    assert 30 <= res["bound"] <= 40 and res["schedule"] is None
    out = cli("run", str(path), "--algo", "greedy", "--bound", "--json")
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["bound"] <= res["objective"] and math.isfinite(res["gap"])
