"""The heuristic MIP start of the two HiGHS models (big-M, time-indexed): it satisfies
every row of the model it is built for, HiGHS receives it (a solve stopped at once still
reports it), and it never changes the proven optimum."""

from __future__ import annotations

from collections.abc import Callable

import pyomo.environ as pe
import pytest

from optsched.core import solve, solvers
from optsched.core.solvers import set_mip_start, solve_pyomo
from optsched.hgsp import HgspInstance, generate
from optsched.hgsp.exact_bigm import build_bigm
from optsched.hgsp.exact_bigm import mip_start as bigm_start
from optsched.hgsp.exact_common import integer_data
from optsched.hgsp.exact_timeindexed import build_timeindexed
from optsched.hgsp.exact_timeindexed import mip_start as timeindexed_start
from optsched.hgsp.hints import best_heuristic_schedule


def _bigm(inst: HgspInstance) -> tuple[pe.ConcreteModel, list, float]:
    name, obj, gpu, start = best_heuristic_schedule(inst, 0)
    model = build_bigm(inst)
    return model, bigm_start(model, inst, gpu, start), obj


def _timeindexed(inst: HgspInstance) -> tuple[pe.ConcreteModel, list, float]:
    data = integer_data(inst)
    assert data.ub is not None
    model = build_timeindexed(inst, data)
    return model, timeindexed_start(model, data), data.ub


BUILDERS: dict[str, Callable[[HgspInstance], tuple[pe.ConcreteModel, list, float]]] = {
    "bigm": _bigm, "timeindexed": _timeindexed}


def _violated(model: pe.ConcreteModel) -> list[str]:
    bad = []
    for c in model.component_data_objects(pe.Constraint, active=True):
        body = pe.value(c.body)
        if (c.lower is not None and body < pe.value(c.lower) - 1e-7) or \
                (c.upper is not None and body > pe.value(c.upper) + 1e-7):
            bad.append(c.name)
    return bad


@pytest.mark.parametrize("model_name", sorted(BUILDERS))
@pytest.mark.parametrize("seed", [1, 5, 12])
def test_start_sets_every_variable_and_satisfies_every_row(model_name: str, seed: int
                                                           ) -> None:
    inst = generate.tiny(seed)
    model, values, ub = BUILDERS[model_name](inst)
    assert {id(v) for v, _ in values} == {id(v) for v in
                                           model.component_data_objects(pe.Var)}
    for v, x in values:
        v.set_value(x)
    assert _violated(model) == []
    unit = model._optsched_units[0] * model._optsched_units[1] if model_name == "bigm" \
        else model._optsched_unit
    assert pe.value(model.obj) * unit == pytest.approx(ub, rel=1e-9, abs=1e-9)


@pytest.mark.parametrize("model_name", sorted(BUILDERS))
def test_highs_stopped_at_once_reports_the_start(model_name: str, monkeypatch) -> None:
    # the translation is not timed here: the model always reaches HiGHS, whose 1 ms limit
    # stops it (tests/hgsp/test_limit_incumbent.py times the translation)
    monkeypatch.setattr(solvers, "_check_translation", lambda *_: None)
    inst = generate.tiny(12)
    model, values, ub = BUILDERS[model_name](inst)
    cold = solve_pyomo(model, "highs", time_limit=1e-3, threads=1)
    assert "translation" not in cold.log  # HiGHS ran ...
    assert cold.objective is None  # ... and found nothing in a millisecond without the start
    model, values, ub = BUILDERS[model_name](inst)
    set_mip_start(model, values)
    warm = solve_pyomo(model, "highs", time_limit=1e-3, threads=1)
    unit = model._optsched_units[0] * model._optsched_units[1] if model_name == "bigm" \
        else model._optsched_unit
    assert warm.objective is not None and warm.objective * unit <= ub + 1e-6


def test_bigm_with_and_without_start_prove_the_same_optimum() -> None:
    inst = generate.tiny(2)
    warm = solve(inst, "highs", model="bigm", time_limit=60, threads=1)
    cold = solve(inst, "highs", model="bigm", time_limit=60, threads=1, hint=False)
    assert warm.status == cold.status == "optimal"
    assert warm.objective == pytest.approx(cold.objective, abs=1e-6)
    assert warm.metrics["heuristic_ub"] >= warm.objective - 1e-6
    assert "heuristic_ub" not in cold.metrics
