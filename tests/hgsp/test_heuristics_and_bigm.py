from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from helpers.hgsp_brute_force import brute_force_optimum
from hypothesis import given, settings
from hypothesis import strategies as st

from optsched.core import load_instance, read_json, run, solve
from optsched.hgsp import HgspInstance, generate
from optsched.hgsp.list_scheduling import (
    arrival_order,
    list_schedule,
    list_schedule_reference,
)


@given(seed=st.integers(0, 5000), rule=st.sampled_from(["start", "eft"]),
       shuffle=st.booleans())
@settings(max_examples=60, deadline=None)
def test_fast_list_scheduling_equals_reference(seed: int, rule: str, shuffle: bool) -> None:
    inst = generate.tiny(seed)
    order = arrival_order(inst)
    if shuffle:
        order = np.random.default_rng(seed).permutation(inst.n)
    g1, s1 = list_schedule(inst, order, rule)
    g2, s2 = list_schedule_reference(inst, order, rule)
    assert (g1 == g2).all() and np.allclose(s1, s2)


def test_fifo_takes_earliest_start_greedy_earliest_finish() -> None:
    # One task; the slow GPU is free now, the fast one frees at 1 (after a first task).
    inst = HgspInstance.from_dict({
        "family": "hgsp", "version": 1, "name": "x",
        "gpus": [{"id": "fast", "speed": 4.0, "memory_gb": 80},
                 {"id": "slow", "speed": 1.0, "memory_gb": 80}],
        "tasks": [
            {"id": "first", "workload": 4, "memory_gb": 1, "deadline": 9, "arrival": 0},
            {"id": "second", "workload": 8, "memory_gb": 1, "deadline": 9, "arrival": 0},
        ],
    })
    fifo = {r.task: r for r in run(inst, "fifo").schedule}
    greedy = {r.task: r for r in run(inst, "greedy").schedule}
    # both put "first" on the fast GPU (earliest start tie -> first listed; EFT 1 < 4)
    assert fifo["first"].gpu == greedy["first"].gpu == "fast"
    # FIFO: slow GPU starts at 0 (vs 1); Greedy: fast finishes at 1 + 2 = 3 (vs 8)
    assert fifo["second"].gpu == "slow" and fifo["second"].end == 8.0
    assert greedy["second"].gpu == "fast" and greedy["second"].end == 3.0


@pytest.mark.parametrize("seed", range(6))
def test_bigm_matches_brute_force(seed: int) -> None:
    # half cold (the paper's model alone), half from the heuristic MIP start
    inst = generate.tiny(100 + seed, n_tasks=6, n_gpus=2)
    res = solve(inst, "highs", model="bigm", time_limit=60, threads=1, hint=seed % 2 == 0)
    assert res.status == "optimal" and res.feasible
    assert res.objective == pytest.approx(brute_force_optimum(inst), abs=1e-6)
    assert res.bound <= res.objective + 1e-6
    for algo in ("fifo", "greedy"):
        h = run(inst, algo)
        assert h.feasible and h.objective >= res.objective - 1e-6


def test_bundled_optima_and_heuristics_above_them(repo: Path) -> None:
    index = read_json(repo / "instances" / "index.json")
    entries = [e for e in index["instances"] if e["family"] == "hgsp" and
               "hgsp-tiny" in e.get("tags", [])]
    assert entries
    # two of the fastest for big-M (test-time budget); `optsched demo` re-proves all eight
    for e in [e for e in entries if e["name"] in ("tiny-s2", "tiny-s4")]:
        inst = load_instance(repo / e["path"])
        res = solve(inst, "highs", model="bigm", time_limit=120, threads=1)
        assert res.status == "optimal"
        assert res.objective == pytest.approx(e["optimum"], abs=1e-6)
        for algo in ("fifo", "greedy"):
            assert run(inst, algo).objective >= e["optimum"] - 1e-6


def test_time_limit_reports_incumbent_bound_and_gap() -> None:
    inst = generate.tiny(7)  # 12 tasks, 3 GPUs: not proven within 2 s by big-M
    res = solve(inst, "highs", model="bigm", time_limit=2.0, threads=1)
    assert res.status in ("time_limit", "optimal")
    if res.status == "time_limit" and "solver was not started" in (res.message or ""):
        assert res.schedule is None and res.bound is None  # building used the limit
    elif res.status == "time_limit":
        assert res.bound is not None and res.bound <= res.objective + 1e-6
        if res.feasible:
            assert res.gap is not None and res.gap >= 0


def test_model_size_formula() -> None:
    # models/hgsp-bigm.md: vars = |X| + |Y| + 3n, constraints = 3n + 2|D|
    inst = generate.tiny(3)
    from optsched.hgsp.exact_bigm import build_bigm

    m = build_bigm(inst)
    n = inst.n
    X = int(inst.fits.sum())
    pairs = [(i, k) for i in range(n) for k in range(i + 1, n)
             if (inst.fits[i] & inst.fits[k]).any()]
    D = sum(int((inst.fits[i] & inst.fits[k]).sum()) for i, k in pairs)
    assert m.nvariables() == X + len(pairs) + 3 * n
    assert m.nconstraints() == 3 * n + 2 * D


def test_building_a_big_model_stops_at_the_limit_and_logs_no_pyomo_error(caplog) -> None:
    from optsched.core import generate as make

    inst = make("hgsp", "gap", 0, n_tasks=200)  # 60k rows of eq. (6): seconds to build
    with caplog.at_level("ERROR"):
        res = solve(inst, "highs", model="bigm", time_limit=0.3, threads=1)
    assert res.status == "time_limit" and res.bound is None
    # stopped by the build's own check (the hint's schedule is kept, verified) or by the
    # facade's limit (nothing to keep), whichever came first
    if "solver was not started" in res.message:
        assert res.feasible and res.metrics["incumbent_from"].startswith("sagreedy")
    else:
        assert "before the solver" in res.message and res.schedule is None
    assert not [r for r in caplog.records if r.levelname == "ERROR"]


def test_the_build_check_is_called_and_may_stop_the_build() -> None:
    from optsched.hgsp.exact_bigm import build_bigm

    class Stop(Exception):
        pass

    calls = []

    def check() -> None:
        calls.append(1)
        raise Stop

    with pytest.raises(Stop):
        build_bigm(generate.tiny(7, n_tasks=80, n_gpus=2), check)
    assert calls == [1]
    build_bigm(generate.tiny(7), lambda: None)  # a check that lets it finish
