"""The two exact methods agree (weighted completion and max weight) on tiny instances
from seeds the development never used; every schedule passes the verifier."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from optsched.core.registry import solve
from optsched.core.result import Status
from optsched.core.solvers import solve_pyomo
from optsched.psrar import PsrarInstance
from optsched.psrar import exact_timeindexed as ti
from optsched.psrar.generate import MAXWEIGHT_PRESETS, PRESETS
from optsched.psrar.horizon import duration_range, job_deadlines, upper_bound_schedule
from optsched.psrar.verify import verify

CASES = [(p, s) for p in ("tiny-ps", "tiny-rar", "tiny-mixed") for s in (4101, 4102)]


def both(inst: PsrarInstance) -> tuple[float, float]:
    out = []
    for model in ("timeindexed", "config"):
        r = solve(inst, solver="highs", model=model, time_limit=60, threads=1)
        assert r.status is Status.OPTIMAL, (model, r.status, r.message)
        assert r.feasible and verify(inst, r.schedule) == []
        assert r.bound is not None
        if inst.family == "psrar":  # lower bound
            assert r.bound <= r.objective + 1e-6 * abs(r.objective)
        else:  # max-weight: upper bound
            assert r.bound >= r.objective - 1e-6 * abs(r.objective)
        out.append(r.objective)
    return out[0], out[1]


@pytest.mark.parametrize("preset, seed", CASES)
def test_weighted_completion_agree(preset: str, seed: int) -> None:
    inst = PRESETS[preset](seed)
    a, b = both(inst)
    assert a == pytest.approx(b, rel=1e-9)
    # the serial first-fit schedule is feasible and no better than the optimum
    ub = upper_bound_schedule(inst)
    assert ub is not None and verify(inst, ub) == []
    assert sum(j.weight * pl.completion for j, pl in zip(inst.jobs, ub.jobs)) >= a - 1e-6


@pytest.mark.parametrize("preset, seed", CASES)
def test_max_weight_agree(preset: str, seed: int) -> None:
    inst = MAXWEIGHT_PRESETS[preset](seed)
    assert inst.family == "psrar-maxweight"
    a, b = both(inst)
    assert a == pytest.approx(b, rel=1e-9)
    assert 0 <= a <= sum(j.weight for j in inst.jobs)


def test_proven_horizon_is_not_binding(monkeypatch) -> None:
    """The per-job completion bounds of horizon.py cut no optimum: with the weaker
    no-idle-slot bound for every job the time-indexed model finds the same value."""
    inst = PRESETS["tiny-mixed"](4103)
    tight = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    B = max(j.arrival_slot for j in inst.jobs) + sum(
        duration_range(inst, j)[1] for j in range(len(inst.jobs)))
    assert max(job_deadlines(inst)) <= B
    monkeypatch.setattr(ti, "job_deadlines", lambda i: [B] * len(i.jobs))
    wide = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    assert tight.status is Status.OPTIMAL and wide.status is Status.OPTIMAL
    assert wide.objective == pytest.approx(tight.objective, rel=1e-9)


def test_completion_limit_literal_reading() -> None:
    inst = PRESETS["tiny-ps"](4104)
    capped = replace(inst, max_completion_slot=inst.horizon_slots)
    a, b = both(capped)
    assert a == pytest.approx(b, rel=1e-9)
    free, _ = both(inst)
    assert free <= a + 1e-6  # relaxing the limit can only help


def test_pyomo_model_matches_highspy() -> None:
    inst = PRESETS["tiny-rar"](4105)
    milp, _ = ti.build_timeindexed_milp(inst)
    out = solve_pyomo(milp.to_pyomo(), solver="highs", time_limit=60, threads=1)
    direct = solve(inst, solver="highs", model="timeindexed", time_limit=60, threads=1)
    assert out.status is Status.OPTIMAL
    assert out.objective == pytest.approx(direct.objective, rel=1e-9)


def test_config_refuses_large_enumeration(tmp_path, psrar_cli) -> None:
    inst = PRESETS["tiny-ps"](4106)
    p = tmp_path / "i.json"
    p.write_text(json.dumps(inst.to_dict()))
    r = psrar_cli("solve", str(p), "--solver", "highs", "--model", "config",
                  "--param", "limit=5")
    assert r.returncode == 2, r.stderr
    assert "schedules > limit 5" in r.stderr and "Traceback" not in r.stderr
    r = psrar_cli("solve", str(p), "--solver", "highs", "--model", "timeindexed",
                  env={"OPTSCHED_MAX_NONZEROS": "10"})
    assert r.returncode == 2 and "non-zeros" in r.stderr, r.stderr
