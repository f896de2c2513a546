"""What an exact model returns when the time limit ends it before the solver has a
schedule: the best heuristic's schedule (verified, objective recomputed, status
``time_limit``, no bound), and a model translation into HiGHS that stops at the limit
or on Ctrl-C instead of running on."""

from __future__ import annotations

import signal
import types

import numpy as np
import pytest

from optsched.core import generate, interrupt, load_instance, solve, solvers
from optsched.core.result import Status
from optsched.hgsp.exact_bigm import build_bigm
from optsched.hgsp.exact_common import integer_data
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


@pytest.mark.parametrize("model", ["bigm", "cpsat"])
def test_without_the_hint_no_schedule_is_claimed_that_the_solver_did_not_find(
        model: str) -> None:
    inst = load_instance("hgsp/tiny-s1")
    r = solve(inst, model=model, solver=SOLVERS[model], time_limit=1e-6, threads=1,
              hint=False)
    assert r.status is Status.TIME_LIMIT and r.schedule is None and r.objective is None
    assert "incumbent_from" not in r.metrics


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
    opt = solvers._interruptible_highs()()
    solvers._cancel_highs(opt)  # what the signal handler's stopper calls
    assert opt.translation_cancelled
    with pytest.raises(solvers.TranslationStopped, match="interrupted"):
        solvers._check_translation(None, opt.translation_cancelled)
    solvers._check_translation(None, False)  # no deadline, no signal: translation goes on
    assert not solvers._interruptible_highs()().translation_cancelled  # per solve


def test_a_signal_during_translation_surfaces_as_interrupted(monkeypatch) -> None:
    def signal_arrives(*_: object) -> None:
        interrupt._state["signum"] = signal.SIGINT  # as the handler records it
        raise solvers.TranslationStopped("interrupted")

    monkeypatch.setattr(solvers, "_check_translation", signal_arrives)
    try:
        with pytest.raises(interrupt.Interrupted):
            solvers.solve_pyomo(build_bigm(load_instance("hgsp/tiny-s1")), "highs",
                                time_limit=5.0, threads=1)
    finally:
        interrupt.reset()


def test_a_model_translated_in_many_chunks_solves_to_the_same_optimum(monkeypatch) -> None:
    inst = load_instance("hgsp/tiny-s4")
    whole = solve(inst, model="bigm", solver="highs", time_limit=60, threads=1, hint=False)
    monkeypatch.setattr(solvers, "TRANSLATION_CHUNK", 7)  # rows arrive 7 at a time
    model = build_bigm(inst)
    assert model.nconstraints() > 20 * 7
    chunked = solvers.solve_pyomo(model, "highs", time_limit=60, threads=1)
    assert whole.status is Status.OPTIMAL and chunked.status is Status.OPTIMAL
    assert chunked.objective == pytest.approx(whole.objective, rel=1e-9)


@pytest.mark.parametrize("model", ["timeindexed", "cpsat"])
def test_on_a_rounded_copy_the_kept_schedule_is_never_worse_than_the_heuristics(
        model: str) -> None:
    """With ``discretize`` the model's hint is re-timed on rounded ticks (it can get
    worse on the real data); the heuristic's own schedule is kept when it is better."""
    from optsched.hgsp import HgspInstance

    worse = 0
    for seed in (0, 3, 8):  # the tick hint is worse than the heuristic's on these three
        rng = np.random.default_rng(seed)
        d = generate("hgsp", "gap", seed, n_tasks=12).to_dict()
        for t in d["tasks"]:  # fractional data: the model rounds it
            for key in ("workload", "arrival", "deadline"):
                t[key] = float(np.round(t[key] * rng.uniform(0.5, 1.5), 3))
        inst = HgspInstance.from_dict(d)
        data = integer_data(inst, discretize=True, seed=0)
        assert data.discretized and data.hint_gpu is not None
        r = solve(inst, model=model, solver=SOLVERS[model], time_limit=1e-6, threads=1,
                  discretize=True)
        _, heuristic, _, _ = best_heuristic_schedule(inst, 0)
        assert r.status is Status.TIME_LIMIT and r.feasible
        worse += r.objective > heuristic + 1e-9
    assert worse == 0
