"""hgsp-llm's gang models stopped by the time limit before their solver has a schedule
keep the schedule of the best policy (the upper bound they computed anyway), like the
hgsp models: status ``time_limit``, verified, objective recomputed."""

from __future__ import annotations

import pytest

from optsched.core import Status, load_instance, run, solve
from optsched.core.bundled import instances_dir

SOLVERS = {"gang-cp": "cpsat", "gang-ti": "highs"}


@pytest.mark.parametrize("model", sorted(SOLVERS))
def test_a_limit_spent_before_the_solver_keeps_the_best_policy_schedule(model: str) -> None:
    inst = load_instance(instances_dir() / "llm" / "small-2.json")
    r = solve(inst, model=model, solver=SOLVERS[model], time_limit=1e-6, threads=1)
    assert r.status is Status.TIME_LIMIT and r.feasible and r.schedule is not None
    policy = r.metrics["incumbent_from"]
    assert policy in ("wsrpt", "weighted-fifo", "srpt", "fifo") and policy in r.message
    assert r.objective == pytest.approx(run(inst, policy).objective, rel=1e-12)
    best = min(run(inst, p).objective for p in ("wsrpt", "weighted-fifo", "srpt", "fifo"))
    assert r.objective == pytest.approx(best, rel=1e-12)
