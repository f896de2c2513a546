"""What an exact model returns when the time limit ends it before the solver has a
schedule: the best heuristic's schedule (verified, objective recomputed, status
``time_limit``, no bound), and a model translation into HiGHS that stops at the limit
or on Ctrl-C instead of running on."""

from __future__ import annotations

import types

import pytest

from optsched.core import generate, load_instance, solve, solvers
from optsched.core.result import Status
from optsched.hgsp.exact_bigm import build_bigm
from optsched.hgsp.hints import best_heuristic_schedule
from optsched.hgsp.verify import evaluate, verify

SOLVERS = {"bigm": "highs", "timeindexed": "highs", "cpsat": "cpsat"}


@pytest.mark.parametrize("model", sorted(SOLVERS))
def test_a_limit_spent_before_the_solver_keeps_the_heuristic_schedule(model: str) -> None:
    inst = load_instance("hgsp/tiny-s1")
    optimum = solve(inst, model="cpsat", solver="cpsat", time_limit=30, threads=1)
    assert optimum.status is Status.OPTIMAL
    r = solve(inst, model=model, solver=SOLVERS[model], time_limit=1e-6, threads=1)
    assert r.status is Status.TIME_LIMIT and r.bound is None
    assert r.schedule is not None and r.feasible and verify(inst, r.schedule) == []
    assert r.objective == pytest.approx(evaluate(inst, r.schedule)[0])
    assert r.objective >= optimum.objective - 1e-9
    assert r.metrics["incumbent_from"] and "best heuristic" in r.message
    name, obj, _, _ = best_heuristic_schedule(inst, 0)
    assert r.metrics["incumbent_from"].startswith(name)
    assert r.objective <= obj + 1e-9  # the hint (after left shift), never worse


def test_the_papers_cold_big_m_model_claims_no_schedule_it_did_not_find() -> None:
    inst = load_instance("hgsp/tiny-s1")
    r = solve(inst, model="bigm", solver="highs", time_limit=1e-6, threads=1, hint=False)
    assert r.status is Status.TIME_LIMIT and r.schedule is None and r.objective is None


class _JumpingClock:
    """``time.monotonic`` that advances 1,000 s per call: any deadline is past at once."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        self.now += 1000.0
        return self.now


def test_translation_into_highs_stops_at_the_time_limit(monkeypatch) -> None:
    inst = generate("hgsp", "gap", 0, n_tasks=40)
    model = build_bigm(inst)
    assert model.nconstraints() > solvers.TRANSLATION_CHUNK  # several chunks
    clock = types.SimpleNamespace(monotonic=_JumpingClock().monotonic)
    monkeypatch.setattr(solvers, "time", clock)
    out = solvers.solve_pyomo(model, "highs", time_limit=5.0, threads=1)
    assert out.status is Status.TIME_LIMIT and not out.has_solution
    assert out.objective is None and out.bound is None
    assert "translation of the model into HiGHS stopped (time limit)" in out.log


def test_translation_into_highs_stops_on_ctrl_c() -> None:
    cls = solvers._interruptible_highs()
    cls.translation_cancelled = False
    solvers._cancel_highs()  # what the signal handler's stopper calls
    assert cls.translation_cancelled
    with pytest.raises(solvers.TranslationStopped, match="interrupted"):
        solvers._check_translation(None, cls.translation_cancelled)
    solvers._check_translation(None, False)  # no deadline, no signal: translation goes on
    cls.translation_cancelled = False
