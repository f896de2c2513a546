"""finalize and gaps: withdrawn claims, gaps near zero (relative, scale-aware)."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from optsched.core import Result, finalize, get_family, load_instance, run
from optsched.core.result import gap_to_reference_pct, relative_gap

TINY = "instances/hgsp/tiny-s1.json"

def test_gaps_near_zero_are_not_astronomic() -> None:
    assert relative_gap(0.0, -0.5) == math.inf
    assert relative_gap(0.0, -1e-9) == math.inf  # no absolute tolerance by default ...
    assert relative_gap(0.0, -1e-9, abs_tol=1e-6) == 0.0  # ... only one scaled by the caller
    assert relative_gap(4e-7, 3.6e-7) == pytest.approx(0.1)  # weights x 1e-8 (issue 12)
    assert gap_to_reference_pct(3.0, 1e-10) == math.inf
    assert gap_to_reference_pct(3.0, 2.0) == pytest.approx(50.0)


def test_optimal_claim_with_a_gap_is_withdrawn(repo: Path) -> None:
    inst = load_instance(repo / TINY)
    h = run(inst, "greedy")
    raw = Result(family="hgsp", instance=inst.name, method="fake", status="optimal",
                 objective=h.objective, bound=h.objective - 5, schedule=h.schedule)
    res = finalize(get_family("hgsp"), inst, raw)
    assert res.status == "feasible" and "not claimed" in res.status_note
    empty = finalize(get_family("hgsp"), inst, Result(family="hgsp", instance="x",
                                                      method="m", status="optimal"))
    assert empty.status == "error" and not empty.feasible

