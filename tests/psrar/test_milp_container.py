"""The psrar sparse MILP container: non-zeros added row by row and in bulk (numpy arrays)
give one matrix, on HiGHS directly and through Pyomo alike; and a config ILP whose
building used the whole time limit is not solved."""

from __future__ import annotations

import numpy as np
import pytest

from optsched.core.result import Status
from optsched.psrar import exact_config
from optsched.psrar.milp import SparseMilp


def _knapsack(bulk: bool) -> SparseMilp:
    """max 5a + 4b + 3c s.t. 2a + 3b + c <= 5, 4a + b + 2c <= 11, a, b, c in {0..3}."""
    m = SparseMilp(name="k")
    for cost in (-5.0, -4.0, -3.0):
        m.var(f"x{cost}", 0.0, 3.0, integer=True, cost=cost)
    coeffs = [{0: 2.0, 1: 3.0, 2: 1.0}, {0: 4.0, 1: 1.0, 2: 2.0}]
    for r, (c, hi) in enumerate(zip(coeffs, (5.0, 11.0))):
        m.row(f"r{r}", {} if bulk else c, hi=hi)
    if bulk:
        rows = [r for r, c in enumerate(coeffs) for _ in c]
        cols = [k for c in coeffs for k in c]
        vals = [v for c in coeffs for v in c.values()]
        m.add_entries(np.array(rows), np.array(cols), np.array(vals))
    return m


def test_bulk_entries_give_the_same_matrix_and_optimum() -> None:
    plain, bulk = _knapsack(False), _knapsack(True)
    assert plain.nnz == bulk.nnz == 6
    for a, b in zip(plain.entries(), bulk.entries()):
        assert np.array_equal(a, b)
    out_p, _ = plain.solve("highs", 10, 1)
    out_b, x = bulk.solve("highs", 10, 1)
    assert out_p.status is out_b.status is Status.OPTIMAL
    brute = min(-5 * a - 4 * b - 3 * c for a in range(4) for b in range(4) for c in range(4)
                if 2 * a + 3 * b + c <= 5 and 4 * a + b + 2 * c <= 11)
    assert out_b.objective == pytest.approx(out_p.objective) == pytest.approx(brute)
    assert x is not None and x @ np.array([2.0, 3.0, 1.0]) <= 5 + 1e-9
    model = bulk.to_pyomo()  # the Pyomo twin holds the bulk rows too
    assert sum(len(list(model.con[r].body.args)) for r in ("r0", "r1")) == 6


def test_bulk_entries_of_different_lengths_are_refused() -> None:
    with pytest.raises(ValueError, match="one length"):
        SparseMilp().add_entries(np.zeros(2), np.zeros(3), np.zeros(2))


def test_a_build_that_used_the_whole_limit_is_not_solved(monkeypatch) -> None:
    import optsched

    inst = optsched.generate("psrar", "small-ps", 9452)
    real = exact_config.build_config_milp
    monkeypatch.setattr(exact_config, "Timer", _SlowTimer)
    called = []
    monkeypatch.setattr(exact_config, "build_config_milp",
                        lambda *a, **k: called.append(1) or real(*a, **k))
    res = exact_config.solve_config(inst, time_limit=2.0, threads=1)
    assert called and res.status is Status.TIME_LIMIT and res.schedule is None
    assert "solver was not started" in res.message


class _SlowTimer:
    """A :class:`Timer` whose measured span is always 5 s (longer than the limit)."""

    s = 5.0

    def __enter__(self) -> _SlowTimer:
        return self

    def __exit__(self, *_: object) -> None:
        return None
